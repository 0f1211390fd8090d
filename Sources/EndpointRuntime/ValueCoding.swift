import Foundation

/// How one property is coded when the spec gives it rules of its own (spec format §2, a property's `dates` and
/// `lenient`): generated `init(from:)` and `encode(to:)` pass it to the keyed-container calls below, so the model
/// stays a plain `Codable` struct with plain property types.
///
/// - `dateRule`: dates in the property (also inside arrays, dictionaries and optionals) are read and written with
///   this rule instead of the payload's. The client's ``APIClientConfiguration/dateFormatTimeZone`` still replaces
///   a format's zone (carried in the coder's `userInfo`, ``DateRule/timeZoneOverrideKey``).
/// - `isLenient`: numbers are read from JSON numbers or from strings holding one (`"320800"`, `" 1.5 "` is
///   refused: no spaces, no `+`, no hex), and an optional number, date or URL reads an empty or all-whitespace
///   string as `nil`. Encoding always writes the canonical form: a JSON number, the date rule's text, the URL's
///   absolute string.
public struct ValueCoding: Sendable, Hashable {
    /// The property's own date rule, or `nil` for the payload's.
    public var dateRule: DateRule?
    /// Whether numbers may come as strings and blank strings read as `nil` for optional values.
    public var isLenient: Bool

    /// Creates a coding.
    public init(dateRule: DateRule? = nil, lenient: Bool = false) {
        self.dateRule = dateRule
        self.isLenient = lenient
    }

    /// Dates coded with `rule`.
    public static func dates(_ rule: DateRule) -> ValueCoding { ValueCoding(dateRule: rule) }

    /// Lenient reading, dates with the payload's rule.
    public static let lenient = ValueCoding(lenient: true)
}

/// A value that can be read and written with a ``ValueCoding``: `Date`, the number types, `URL`, and optionals,
/// arrays and string-keyed dictionaries of them.
public protocol ValueCodable: Codable {
    /// Reads the value at `decoder` with `coding`.
    init(from decoder: any Decoder, coding: ValueCoding) throws
    /// Writes the value to `encoder` with `coding`.
    func encode(to encoder: any Encoder, coding: ValueCoding) throws
}

/// A value that a lenient optional reads as `nil` when it comes as a blank string (numbers, dates, URLs).
public protocol BlankReadsAsNil {}

extension Date: ValueCodable, BlankReadsAsNil {
    /// With a date rule, that rule (its zone replaced by the coder's override); else the payload's strategy. A
    /// lenient epoch rule also reads the number from a string.
    public init(from decoder: any Decoder, coding: ValueCoding) throws {
        guard let rule = coding.dateRule?.overridingTimeZone(decoder.timeZoneOverride) else {
            // Through a container, so that the decoder's date strategy applies (`Date(from:)` would bypass it).
            self = try decoder.singleValueContainer().decode(Date.self)
            return
        }
        if coding.isLenient, rule == .secondsSince1970 || rule == .millisecondsSince1970 {
            let seconds = try Double(from: decoder, coding: coding)
            self = Date(timeIntervalSince1970: rule == .secondsSince1970 ? seconds : seconds / 1000)
            return
        }
        self = try rule.decodeDate(from: decoder)
    }

    public func encode(to encoder: any Encoder, coding: ValueCoding) throws {
        guard let rule = coding.dateRule?.overridingTimeZone(encoder.timeZoneOverride) else {
            var container = encoder.singleValueContainer()
            try container.encode(self)
            return
        }
        try rule.encode(self, to: encoder)
    }
}

extension URL: ValueCodable, BlankReadsAsNil {
    /// Lenient: a string that is blank or no URL is an error here (an optional reads blank as `nil` first).
    public init(from decoder: any Decoder, coding: ValueCoding) throws {
        guard coding.isLenient else {
            self = try decoder.singleValueContainer().decode(URL.self)
            return
        }
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard !text.allSatisfy(\.isWhitespace), let url = URL(string: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected a URL, found \"\(text)\"")
        }
        self = url
    }

    public func encode(to encoder: any Encoder, coding: ValueCoding) throws {
        var container = encoder.singleValueContainer()
        try container.encode(self)
    }
}

/// Numbers read from JSON numbers, or leniently from strings holding one.
public protocol LenientNumber: ValueCodable, BlankReadsAsNil {
    /// The value of `text`, a JSON number's text (`-12`, `3.5`, `1e3`), or `nil` when it does not fit.
    init?(numberText text: String)
}

extension LenientNumber {
    public init(from decoder: any Decoder, coding: ValueCoding) throws {
        let container = try decoder.singleValueContainer()
        guard coding.isLenient else {
            // Through the container: JSON decoders read `Decimal` from the number's text only there.
            self = try container.decode(Self.self)
            return
        }
        if let text = try? container.decode(String.self) {
            guard LenientText.isJSONNumber(text), let value = Self(numberText: text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Expected \(Self.self) as a number or a string holding one, found \"\(text)\"")
            }
            self = value
            return
        }
        self = try container.decode(Self.self)
    }

    public func encode(to encoder: any Encoder, coding: ValueCoding) throws {
        var container = encoder.singleValueContainer()
        try container.encode(self)
    }
}

extension FixedWidthInteger {
    /// The integer a JSON number's text stands for, read as `JSONDecoder` reads the number itself: digits as they
    /// are, and a fraction or an exponent when the value is still a whole number in range (`"1e3"` and `"1000.0"` are
    /// 1000; `"1.5"` and `"1e30"` are `nil`).
    static func wholeNumber(numberText text: String) -> Self? {
        if let value = Self(text) { return value }
        guard var value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), value.isFinite else { return nil }
        var whole = Decimal()
        NSDecimalRound(&whole, &value, 0, .plain)
        guard whole == value else { return nil }
        return Self(whole.description)
    }
}

extension Int: LenientNumber {
    public init?(numberText text: String) {
        guard let value = Self.wholeNumber(numberText: text) else { return nil }
        self = value
    }
}

extension Int32: LenientNumber {
    public init?(numberText text: String) {
        guard let value = Self.wholeNumber(numberText: text) else { return nil }
        self = value
    }
}

extension Int64: LenientNumber {
    public init?(numberText text: String) {
        guard let value = Self.wholeNumber(numberText: text) else { return nil }
        self = value
    }
}

extension Double: LenientNumber {
    public init?(numberText text: String) { self.init(text) }
}

extension Float: LenientNumber {
    public init?(numberText text: String) { self.init(text) }
}

extension Decimal: LenientNumber {
    /// Exact: the digits as written (`Decimal(string:)` in the POSIX locale, after the JSON number check).
    public init?(numberText text: String) {
        guard let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else { return nil }
        self = value
    }
}

extension Optional: ValueCodable where Wrapped: ValueCodable {
    /// `null` is `nil`; lenient, a blank string is `nil` when `Wrapped` is a number, date or URL.
    public init(from decoder: any Decoder, coding: ValueCoding) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = nil
        } else if coding.isLenient, Wrapped.self is any BlankReadsAsNil.Type,
                  let text = try? container.decode(String.self), text.allSatisfy(\.isWhitespace) {
            self = nil
        } else {
            self = try Wrapped(from: decoder, coding: coding)
        }
    }

    /// `nil` is written as `null` (a keyed container leaves a `nil` optional out instead, per its presence rule).
    public func encode(to encoder: any Encoder, coding: ValueCoding) throws {
        guard let self else {
            var container = encoder.singleValueContainer()
            try container.encodeNil()
            return
        }
        try self.encode(to: encoder, coding: coding)
    }
}

extension Array: ValueCodable where Element: ValueCodable {
    public init(from decoder: any Decoder, coding: ValueCoding) throws {
        var container = try decoder.unkeyedContainer()
        var elements: [Element] = []
        while !container.isAtEnd {
            elements.append(try Element(from: container.superDecoder(), coding: coding))
        }
        self = elements
    }

    public func encode(to encoder: any Encoder, coding: ValueCoding) throws {
        var container = encoder.unkeyedContainer()
        for element in self {
            try element.encode(to: container.superEncoder(), coding: coding)
        }
    }
}

extension Dictionary: ValueCodable where Key == String, Value: ValueCodable {
    public init(from decoder: any Decoder, coding: ValueCoding) throws {
        let container = try decoder.container(keyedBy: WireKey.self)
        var values: [String: Value] = [:]
        for key in container.allKeys {
            values[key.stringValue] = try Value(from: container.superDecoder(forKey: key), coding: coding)
        }
        self = values
    }

    public func encode(to encoder: any Encoder, coding: ValueCoding) throws {
        var container = encoder.container(keyedBy: WireKey.self)
        for (key, value) in self {
            try value.encode(to: container.superEncoder(forKey: WireKey(key)), coding: coding)
        }
    }
}

/// The JSON number grammar (RFC 8259 §6) for strings holding a number.
enum LenientText {
    static func isJSONNumber(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        func digits() -> Int {
            let count = bytes.prefix { $0 >= 48 && $0 <= 57 }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let whole = digits()
        guard whole > 0 else { return false }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits() > 0 else { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }
}

extension Decoder {
    /// The client's time zone override for format date rules, if the decoder carries one.
    var timeZoneOverride: TimeZone? { userInfo[DateRule.timeZoneOverrideKey] as? TimeZone }
}

extension Encoder {
    /// The client's time zone override for format date rules, if the encoder carries one.
    var timeZoneOverride: TimeZone? { userInfo[DateRule.timeZoneOverrideKey] as? TimeZone }
}

// MARK: - Keyed containers

extension KeyedDecodingContainer {
    /// A required value read with `coding`; a missing key is `DecodingError.keyNotFound`.
    public func decode<T: ValueCodable>(_ type: T.Type, forKey key: Key, coding: ValueCoding) throws -> T {
        guard contains(key) else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(
                codingPath: codingPath, debugDescription: "No value associated with key \(key.stringValue)"))
        }
        return try T(from: superDecoder(forKey: key), coding: coding)
    }

    /// An optional value read with `coding`: a missing key or `null` is `nil` (lenient: a blank string too).
    public func decodeIfPresent<T: ValueCodable>(_ type: T.Type, forKey key: Key, coding: ValueCoding) throws -> T? {
        guard contains(key) else { return nil }
        return try T?(from: superDecoder(forKey: key), coding: coding)
    }

    /// A required, nullable value read with `coding`: the key must be present, `null` is `nil`.
    public func decodeRequiredNullable<T: ValueCodable>(
        _ type: T.Type, forKey key: Key, coding: ValueCoding
    ) throws -> T? {
        try decode(T?.self, forKey: key, coding: coding)
    }

    /// A tristate value read with `coding`: a missing key is `.absent`, `null` is `.null`.
    public func decode<Wrapped: ValueCodable>(
        _ type: Nullable<Wrapped>.Type, forKey key: Key, coding: ValueCoding
    ) throws -> Nullable<Wrapped> {
        guard contains(key) else { return .absent }
        return try Wrapped?(from: superDecoder(forKey: key), coding: coding).map { .value($0) } ?? .null
    }
}

extension KeyedEncodingContainer {
    /// Writes `value` with `coding`.
    public mutating func encode<T: ValueCodable>(_ value: T, forKey key: Key, coding: ValueCoding) throws {
        try value.encode(to: superEncoder(forKey: key), coding: coding)
    }

    /// Writes `value` with `coding`, or nothing when it is `nil`.
    public mutating func encodeIfPresent<T: ValueCodable>(_ value: T?, forKey key: Key, coding: ValueCoding) throws {
        guard let value else { return }
        try value.encode(to: superEncoder(forKey: key), coding: coding)
    }

    /// Writes `value` with `coding`, or `null` when it is `nil`.
    public mutating func encodeRequiredNullable<T: ValueCodable>(
        _ value: T?, forKey key: Key, coding: ValueCoding
    ) throws {
        guard let value else {
            try encodeNil(forKey: key)
            return
        }
        try value.encode(to: superEncoder(forKey: key), coding: coding)
    }

    /// Writes a tristate value with `coding`: nothing when absent, `null`, or the value.
    public mutating func encode<Wrapped: ValueCodable>(
        _ value: Nullable<Wrapped>, forKey key: Key, coding: ValueCoding
    ) throws {
        switch value {
        case .absent: return
        case .null: try encodeNil(forKey: key)
        case .value(let wrapped): try wrapped.encode(to: superEncoder(forKey: key), coding: coding)
        }
    }
}
