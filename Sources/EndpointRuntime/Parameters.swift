import Foundation

// MARK: - ParameterValue

/// A typed value of a query item, form field or multipart text field, rendered to text by the
/// client (dates need the date rule, which only the client knows).
public enum ParameterValue: Sendable, Hashable {
    /// Sent verbatim (then percent-encoded).
    case string(String)
    /// Sent as `true` / `false`.
    case bool(Bool)
    /// Sent in decimal.
    case integer(Int64)
    /// Sent in positional decimal, never with an exponent (`0.0000001`); integral values within ±2^53 without a
    /// fraction (`2`, not `2.0`).
    case double(Double)
    /// Sent with the date rule: ISO 8601 text, seconds or milliseconds since 1970, or a format.
    case date(Date)
    /// Sent with its own date rule (a parameter's `dates` in the spec) instead of the request's; the client's
    /// time zone override still replaces a format's zone. Made by `DateRule.parameter(_:)`.
    case dateWithRule(Date, DateRule)
    /// Repeated under the same name: `k=a&k=b` (an empty list sends nothing).
    case list([ParameterValue])

    /// The text forms of this value, one per repetition, given the request's date rule and the client's
    /// ``APIClientConfiguration/dateFormatTimeZone`` (applied to rules of their own; the request's rule comes with
    /// it applied).
    public func rendered(with dateRule: DateRule, timeZoneOverride: TimeZone? = nil) -> [String] {
        switch self {
        case .string(let value):
            return [value]
        case .bool(let value):
            return [value ? "true" : "false"]
        case .integer(let value):
            return [String(value)]
        case .double(let value):
            return [Self.render(value)]
        case .date(let value):
            return [dateRule.text(for: value)]
        case .dateWithRule(let value, let rule):
            return [rule.overridingTimeZone(timeZoneOverride).text(for: value)]
        case .list(let values):
            return values.flatMap { $0.rendered(with: dateRule, timeZoneOverride: timeZoneOverride) }
        }
    }

    /// The first date of this value (or of its list) outside ``DateRule/representableSeconds``, which no date rule
    /// can write; `nil` when there is none.
    var unrepresentableDate: Date? {
        switch self {
        case .date(let date), .dateWithRule(let date, _):
            return DateRule.canRepresent(date) ? nil : date
        case .list(let values):
            return values.lazy.compactMap(\.unrepresentableDate).first
        case .string, .bool, .integer, .double:
            return nil
        }
    }

    /// The first number of this value (or of its list) with no decimal form: not a number or infinite; `nil` when
    /// there is none.
    var nonFiniteNumber: Double? {
        switch self {
        case .double(let value):
            return value.isFinite ? nil : value
        case .list(let values):
            return values.lazy.compactMap(\.nonFiniteNumber).first
        case .string, .bool, .integer, .date, .dateWithRule:
            return nil
        }
    }

    /// Throws ``APIError/invalidRequest(_:)`` naming `what` (e.g. `The query item "since"`) when this value holds
    /// what no text can say: a date outside ``DateRule/representableSeconds``, or a number that is not a number or
    /// infinite (which has no decimal form a server reads: Swift writes `nan`, `inf`).
    func refuseUnwritableValue(in what: String) throws {
        if let date = unrepresentableDate {
            throw APIError.invalidRequest(
                "\(what) holds the date \(date.timeIntervalSince1970) seconds after 1970, outside years 1 to 9999.")
        }
        if let number = nonFiniteNumber {
            throw APIError.invalidRequest("\(what) holds \(number), a number with no decimal form.")
        }
    }

    /// The text of a `Double` in a query item, form field or path parameter: the shortest digits that read back
    /// as the same `Double` (Swift's `description`), always in plain positional notation, since servers parse
    /// `1e-07` as a string or reject it: `1e-07` → `0.0000001`, `1e+21` → `1000000000000000000000`. Integral
    /// values within ±2^53 have no fraction (`2`, not `2.0`). Non-finite values have no decimal form: the client
    /// refuses them before sending (``refuseUnwritableValue(in:)``); here they are written as Swift does (`nan`, `inf`).
    static func render(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) <= 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        return positional(String(value))
    }

    /// `text` (a Swift number description such as `-1.5e-07`) without its exponent.
    static func positional(_ text: String) -> String {
        guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }), let exponent = Int(text[text.index(after: e)...])
        else { return text }
        var mantissa = text[..<e]
        let sign = mantissa.first == "-" ? "-" : ""
        if mantissa.first == "-" || mantissa.first == "+" { mantissa = mantissa.dropFirst() }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let whole = parts.first.map(String.init) ?? ""
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        var digits = whole + fraction
        // The decimal point sits after `point` digits of `digits`.
        let point = whole.count + exponent
        if point <= 0 {
            digits = "0." + String(repeating: "0", count: -point) + digits
        } else if point >= digits.count {
            digits += String(repeating: "0", count: point - digits.count)
        } else {
            digits.insert(".", at: digits.index(digits.startIndex, offsetBy: point))
        }
        // Trim a fraction of zeros ("1.50" → "1.5", "2.0" → "2") and leading zeros of the whole part.
        if digits.contains(".") {
            while digits.hasSuffix("0") { digits.removeLast() }
            if digits.hasSuffix(".") { digits.removeLast() }
        }
        while digits.count > 1, digits.hasPrefix("0"), !digits.hasPrefix("0.") { digits.removeFirst() }
        return sign + digits
    }
}

// MARK: - ParameterValueConvertible

/// A type that can be sent as a query item, form field, multipart text field or path parameter.
///
/// The runtime conforms `String`, `Bool`, the integer and floating-point types, `Date`,
/// ``CalendarDate``, `UUID`, `URL`, `Decimal` and arrays of conforming elements. A generated string
/// enum gets its conformance by declaring it: the default uses `rawValue`.
public protocol ParameterValueConvertible: Sendable {
    /// The typed value to render.
    var parameterValue: ParameterValue { get }
}

extension ParameterValueConvertible where Self: RawRepresentable, Self.RawValue == String {
    /// String enums are sent as their raw value.
    public var parameterValue: ParameterValue { .string(rawValue) }
}

extension String: ParameterValueConvertible {
    /// The string itself.
    public var parameterValue: ParameterValue { .string(self) }
}

extension Substring: ParameterValueConvertible {
    /// The substring as a string.
    public var parameterValue: ParameterValue { .string(String(self)) }
}

extension Bool: ParameterValueConvertible {
    /// `true` / `false`.
    public var parameterValue: ParameterValue { .bool(self) }
}

extension Int: ParameterValueConvertible {
    /// Decimal digits.
    public var parameterValue: ParameterValue { .integer(Int64(self)) }
}

extension Int32: ParameterValueConvertible {
    /// Decimal digits.
    public var parameterValue: ParameterValue { .integer(Int64(self)) }
}

extension Int64: ParameterValueConvertible {
    /// Decimal digits.
    public var parameterValue: ParameterValue { .integer(self) }
}

extension UInt64: ParameterValueConvertible {
    /// Decimal digits (exact, also above `Int64.max`).
    public var parameterValue: ParameterValue { .string(String(self)) }
}

extension Double: ParameterValueConvertible {
    /// Decimal text; integral values without a fraction.
    public var parameterValue: ParameterValue { .double(self) }
}

extension Float: ParameterValueConvertible {
    /// Decimal text of the shortest representation of the `Float`.
    /// NaN and the infinities stay `.double`, which every position refuses before sending (a number with no decimal form).
    public var parameterValue: ParameterValue {
        isFinite ? .string(ParameterValue.render(Double(String(self)) ?? Double(self))) : .double(Double(self))
    }
}

extension Decimal: ParameterValueConvertible {
    /// The decimal's exact text. NaN (`Decimal.nan`, the quiet NaN) is `.double(.nan)`, which every position refuses
    /// before sending, rather than the text `NaN`.
    public var parameterValue: ParameterValue { isNaN ? .double(.nan) : .string(description) }
}

extension Date: ParameterValueConvertible {
    /// Rendered with the client's date rule.
    public var parameterValue: ParameterValue { .date(self) }
}

extension DateRule {
    /// `date` sent with this rule rather than the request's (a query, path, form or multipart parameter with
    /// `dates` of its own).
    public func parameter(_ date: Date) -> ParameterValue { .dateWithRule(date, self) }

    /// `date` sent with this rule, or nothing when it is `nil`.
    public func parameter(_ date: Date?) -> ParameterValue? { date.map { .dateWithRule($0, self) } }

    /// Each date sent with this rule, repeated under the same name.
    public func parameter(_ dates: [Date]) -> ParameterValue { .list(dates.map { .dateWithRule($0, self) }) }

    /// Each date sent with this rule, or nothing when the list is `nil`.
    public func parameter(_ dates: [Date]?) -> ParameterValue? { dates.map(parameter) }
}

extension UUID: ParameterValueConvertible {
    /// Upper-case hyphenated form, as `UUID.uuidString`.
    public var parameterValue: ParameterValue { .string(uuidString) }
}

extension URL: ParameterValueConvertible {
    /// The absolute string (percent-encoded again as a value).
    public var parameterValue: ParameterValue { .string(absoluteString) }
}

extension Array: ParameterValueConvertible where Element: ParameterValueConvertible {
    /// Each element repeated under the same name.
    public var parameterValue: ParameterValue { .list(map(\.parameterValue)) }
}

extension ParameterValue: ParameterValueConvertible {
    /// The value itself.
    public var parameterValue: ParameterValue { self }
}

// MARK: - Parameters

/// One name/value pair of ``Parameters``.
public struct Parameter: Sendable, Hashable {
    /// The wire name (not yet encoded).
    public var name: String
    /// The typed value.
    public var value: ParameterValue

    /// Creates a pair.
    public init(name: String, value: ParameterValue) {
        self.name = name
        self.value = value
    }
}

/// An ordered list of name/value pairs, sent as query items or as form fields.
///
/// Write it as a dictionary literal; `nil` values are left out and the order is kept:
/// `["state": state, "per_page": perPage, "labels": labels]`.
public struct Parameters: Sendable, Hashable, ExpressibleByDictionaryLiteral, Sequence {
    /// The pairs in order.
    public private(set) var items: [Parameter]

    /// An empty list.
    public init() {
        items = []
    }

    /// A list from pairs; `nil` values are skipped.
    public init(dictionaryLiteral elements: (String, (any ParameterValueConvertible)?)...) {
        items = []
        for (name, value) in elements {
            append(name, value)
        }
    }

    /// Appends `name` with `value`; does nothing when `value` is `nil`.
    public mutating func append(_ name: String, _ value: (any ParameterValueConvertible)?) {
        guard let value else { return }
        items.append(Parameter(name: name, value: value.parameterValue))
    }

    /// Appends a pair as it is.
    mutating func append(_ item: Parameter) {
        items.append(item)
    }

    /// Throws ``APIError/invalidRequest(_:)`` for the first pair holding what no text can say (a date outside
    /// ``DateRule/representableSeconds``, a number that is not finite), named with `kind` (`query item`, `form field`).
    func refuseUnwritableValues(kind: String) throws {
        for item in items {
            try item.value.refuseUnwritableValue(in: "The \(kind) \"\(item.name)\"")
        }
    }

    /// Whether a pair with this exact name is present.
    public func contains(name: String) -> Bool {
        items.contains { $0.name == name }
    }

    /// Whether the list is empty.
    public var isEmpty: Bool { items.isEmpty }

    /// Iterates the pairs in order.
    public func makeIterator() -> IndexingIterator<[Parameter]> {
        items.makeIterator()
    }

    /// `name=value` pairs joined with `&`, every name and value encoded with ``PercentEncoding``
    /// (space as `%20`, `+` as `%2B`); lists repeat the name. Used for query strings and form bodies.
    public func encoded(with dateRule: DateRule, timeZoneOverride: TimeZone? = nil) -> String {
        var pairs: [String] = []
        for item in items {
            let name = PercentEncoding.encode(item.name)
            for text in item.value.rendered(with: dateRule, timeZoneOverride: timeZoneOverride) {
                pairs.append(name + "=" + PercentEncoding.encode(text))
            }
        }
        return pairs.joined(separator: "&")
    }
}
