import Foundation

/// How `Date` values are written and read (spec `dates:`), in JSON bodies, responses, query items
/// and form fields.
public enum DateRule: Sendable, Hashable {
    /// ISO 8601 in UTC without fractional seconds (`2024-01-02T03:04:05Z`). Decoding accepts
    /// fractional seconds or not, and `Z` or an offset such as `+09:00` / `+0900`.
    case iso8601
    /// ISO 8601 in UTC with milliseconds (`2024-01-02T03:04:05.123Z`); decodes like ``iso8601``.
    case iso8601WithFractionalSeconds
    /// A number of seconds since 1970-01-01T00:00:00Z (may have a fraction).
    case secondsSince1970
    /// A number of milliseconds since 1970-01-01T00:00:00Z, written as an integer.
    case millisecondsSince1970
    /// A `DateFormatter` pattern such as `yyyy-MM-dd HH:mm:ss`, in the `en_US_POSIX` locale and the Gregorian
    /// calendar, read and written as wall-clock time in `timeZone` (UTC when `nil`). A pattern with a zone field
    /// (`XXX`, `Z`) reads the offset from the text and writes `timeZone`'s. The client's
    /// ``APIClientConfiguration/dateFormatTimeZone``, when set, replaces `timeZone` (spec format, "Time zones").
    case format(String, timeZone: TimeZone? = nil)

    /// The instants a date rule writes and reads, in seconds since 1970-01-01T00:00:00Z: years 1 to 9999 of the
    /// proleptic Gregorian calendar in UTC (`0001-01-01T00:00:00Z` up to, not including, `10000-01-01T00:00:00Z`),
    /// the years ISO 8601's four digits and ``CalendarDate`` hold. A date outside them (or NaN) is refused: encoding
    /// throws `EncodingError.invalidValue`, decoding `DecodingError.dataCorrupted`, and ``APIClient`` throws
    /// ``APIError/invalidRequest(_:)`` before sending one in a query item, form or multipart field or path parameter.
    public static let representableSeconds: Range<Double> = -62_135_596_800 ..< 253_402_300_800

    /// Whether `date` lies within ``representableSeconds`` (NaN does not).
    public static func canRepresent(_ date: Date) -> Bool {
        representableSeconds.contains(date.timeIntervalSince1970)
    }

    /// The text form of `date` for query items, form fields and path parameters. A date outside
    /// ``representableSeconds`` is written clamped into them (NaN as 1970-01-01T00:00:00Z), so that this never
    /// traps; ``APIClient`` refuses such a date before it gets here.
    public func text(for given: Date) -> String {
        let date = Self.canRepresent(given)
            ? given : Date(timeIntervalSince1970: Double(ISO8601.clampedMilliseconds(given)) / 1000)
        switch self {
        case .iso8601:
            return ISO8601.string(from: date, fractionalSeconds: false)
        case .iso8601WithFractionalSeconds:
            return ISO8601.string(from: date, fractionalSeconds: true)
        case .secondsSince1970:
            return ParameterValue.render(date.timeIntervalSince1970)
        case .millisecondsSince1970:
            return String(ISO8601.clampedMilliseconds(date))
        case .format(let pattern, let timeZone):
            return Self.formatter(pattern, timeZone: timeZone).string(from: date)
        }
    }

    /// This rule with its wall-clock time zone replaced by `override` (the client's
    /// ``APIClientConfiguration/dateFormatTimeZone``); rules other than ``format(_:timeZone:)`` and a `nil`
    /// override return the rule unchanged, since ISO 8601 text and epoch numbers carry their own offset.
    public func overridingTimeZone(_ override: TimeZone?) -> DateRule {
        guard let override, case .format(let pattern, _) = self else { return self }
        return .format(pattern, timeZone: override)
    }

    /// A JSON encoder for request bodies: sorted keys, unescaped slashes, this date rule. `timeZoneOverride` (the
    /// client's ``APIClientConfiguration/dateFormatTimeZone``) replaces the zone of format rules, this one's and
    /// those of properties with a rule of their own (``ValueCoding``).
    public func makeEncoder(timeZoneOverride: TimeZone? = nil) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let rule = overridingTimeZone(timeZoneOverride)
        encoder.dateEncodingStrategy = .custom { date, encoder in try rule.encode(date, to: encoder) }
        if let timeZoneOverride { encoder.userInfo[Self.timeZoneOverrideKey] = timeZoneOverride }
        return encoder
    }

    /// A JSON decoder for responses using this date rule; ISO 8601 rules accept both with and without fractional
    /// seconds and any offset. `timeZoneOverride` as in ``makeEncoder(timeZoneOverride:)``.
    public func makeDecoder(timeZoneOverride: TimeZone? = nil) -> JSONDecoder {
        let decoder = JSONDecoder()
        let rule = overridingTimeZone(timeZoneOverride)
        decoder.dateDecodingStrategy = .custom { decoder in try rule.decodeDate(from: decoder) }
        if let timeZoneOverride { decoder.userInfo[Self.timeZoneOverrideKey] = timeZoneOverride }
        return decoder
    }

    /// The `userInfo` key under which encoders and decoders made by this type carry the client's time zone
    /// override, for properties coded with a rule of their own.
    public static let timeZoneOverrideKey = CodingUserInfoKey(rawValue: "EndpointRuntime.dateFormatTimeZone")!

    /// Writes `date` as one value with this rule: ISO 8601 text, a number of seconds (`Double`) or milliseconds
    /// (`Int64`, rounded), or the format's text.
    ///
    /// - Throws: `EncodingError.invalidValue` for a date outside ``representableSeconds``.
    public func encode(_ date: Date, to encoder: any Encoder) throws {
        guard Self.canRepresent(date) else {
            // The value given is the number, not the date: `Date.description` traps on such a date
            // (FoundationEssentials), and printing the error would print it.
            throw EncodingError.invalidValue(date.timeIntervalSince1970, EncodingError.Context(
                codingPath: encoder.codingPath,
                debugDescription: "The date \(date.timeIntervalSince1970) seconds after 1970 is outside years 1 to 9999."))
        }
        var container = encoder.singleValueContainer()
        switch self {
        case .iso8601, .iso8601WithFractionalSeconds:
            try container.encode(ISO8601.string(from: date, fractionalSeconds: self == .iso8601WithFractionalSeconds))
        case .secondsSince1970:
            try container.encode(date.timeIntervalSince1970)
        case .millisecondsSince1970:
            try container.encode(ISO8601.clampedMilliseconds(date))
        case .format(let pattern, let timeZone):
            try container.encode(Self.formatter(pattern, timeZone: timeZone).string(from: date))
        }
    }

    /// Reads one date with this rule; a value that does not fit, or a date outside ``representableSeconds``,
    /// throws `DecodingError.dataCorrupted` or `typeMismatch` at the decoder's coding path.
    public func decodeDate(from decoder: any Decoder) throws -> Date {
        let container = try decoder.singleValueContainer()
        let date = try decodeAnyDate(from: container)
        guard Self.canRepresent(date) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Expected a date in years 1 to 9999, found \(date.timeIntervalSince1970) seconds after 1970")
        }
        return date
    }

    private func decodeAnyDate(from container: any SingleValueDecodingContainer) throws -> Date {
        switch self {
        case .iso8601, .iso8601WithFractionalSeconds:
            let text = try container.decode(String.self)
            guard let date = ISO8601.date(from: text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Expected an ISO 8601 date, found \"\(text)\"")
            }
            return date
        case .secondsSince1970:
            return Date(timeIntervalSince1970: try container.decode(Double.self))
        case .millisecondsSince1970:
            return Date(timeIntervalSince1970: try container.decode(Double.self) / 1000)
        case .format(let pattern, let timeZone):
            let text = try container.decode(String.self)
            guard let date = Self.formatter(pattern, timeZone: timeZone).date(from: text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Expected a date like \"\(pattern)\", found \"\(text)\"")
            }
            return date
        }
    }

    /// A start of the Gregorian calendar before every date a rule can write (``representableSeconds``: years 1 to
    /// 9999), about 29,700 BCE.
    private static let beforeYearOne = Date(timeIntervalSince1970: -1e12)

    static func formatter(_ pattern: String, timeZone: TimeZone?) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone ?? TimeZone(secondsFromGMT: 0)
        formatter.calendar = Calendar(identifier: .gregorian)
        // The Gregorian calendar as ISO 8601, `CalendarDate` and the epoch rules count days (proleptic): without
        // this, a formatter writes days before 1582-10-15 in the Julian calendar (1000-01-01 as 0999-12-27, the
        // sentinel 0001-01-01 as 0001-01-03), another day than every other rule gives the same instant.
        formatter.gregorianStartDate = Self.beforeYearOne
        formatter.dateFormat = pattern
        return formatter
    }
}

/// ISO 8601 date-time parsing and formatting without `ISO8601DateFormatter` (exact, thread-safe).
public enum ISO8601 {
    /// Parses `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM|±HHMM|±HH)`; a space or lower-case `t`/`z`
    /// is accepted in place of `T`/`Z`. Returns `nil` for anything else or an invalid day or time.
    public static func date(from text: String) -> Date? {
        let bytes = Array(text.utf8)
        var index = 0
        func number(_ count: Int) -> Int? {
            guard index + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<(index + count)] {
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            index += count
            return value
        }
        func expect(_ characters: String) -> Bool {
            guard index < bytes.count, characters.utf8.contains(bytes[index]) else { return false }
            index += 1
            return true
        }
        guard let year = number(4), expect("-"), let month = number(2), expect("-"), let day = number(2),
              expect("Tt "), let hour = number(2), expect(":"), let minute = number(2), expect(":"),
              let second = number(2)
        else { return nil }
        var fraction = 0.0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ",") {
            index += 1
            let start = index
            while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
                index += 1
            }
            guard index > start, let value = Double("0." + String(decoding: bytes[start..<index], as: UTF8.self)) else {
                return nil
            }
            fraction = value
        }
        var offset = 0
        if expect("Zz") {
            offset = 0
        } else if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
            index += 1
            guard let offsetHours = number(2) else { return nil }
            var offsetMinutes = 0
            if index < bytes.count {
                _ = expect(":")
                guard let minutes = number(2) else { return nil }
                offsetMinutes = minutes
            }
            guard offsetHours < 24, offsetMinutes < 60 else { return nil }
            offset = sign * (offsetHours * 3600 + offsetMinutes * 60)
        } else {
            return nil
        }
        guard index == bytes.count, hour < 24, minute < 60, second < 61,
              let days = CalendarDate(year: year, month: month, day: day)?.daysSince1970
        else { return nil }
        let seconds = Double(days * 86_400 + hour * 3600 + minute * 60 + second - offset)
        return Date(timeIntervalSince1970: seconds + fraction)
    }

    /// Formats `date` in UTC as `YYYY-MM-DDTHH:MM:SSZ`, or with `.mmm` milliseconds (rounded to the nearest
    /// millisecond). A date outside ``DateRule/representableSeconds`` is written clamped into them, NaN as 1970.
    public static func string(from date: Date, fractionalSeconds: Bool) -> String {
        let milliseconds = clampedMilliseconds(date)
        let (seconds, millisecond) = floorDivide(milliseconds, 1000)
        let (days, secondOfDay) = floorDivide(seconds, 86_400)
        let day = CalendarDate(daysSince1970: Int(days))
        let hour = secondOfDay / 3600
        let minute = secondOfDay % 3600 / 60
        let second = secondOfDay % 60
        var text = "\(day.description)T\(pad(hour)):\(pad(minute)):\(pad(second))"
        if fractionalSeconds {
            text += "." + String(repeating: "0", count: 3 - String(millisecond).count) + String(millisecond)
        }
        return text + "Z"
    }

    /// `date` in whole milliseconds since 1970 (rounded), clamped into ``DateRule/representableSeconds``; NaN is 0.
    static func clampedMilliseconds(_ date: Date) -> Int64 {
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
        guard !milliseconds.isNaN else { return 0 }
        let lowest = DateRule.representableSeconds.lowerBound * 1000
        let highest = DateRule.representableSeconds.upperBound * 1000 - 1
        return Int64(min(max(milliseconds, lowest), highest))
    }

    private static func floorDivide(_ value: Int64, _ divisor: Int64) -> (Int64, Int64) {
        var quotient = value / divisor
        var remainder = value % divisor
        if remainder < 0 {
            quotient -= 1
            remainder += divisor
        }
        return (quotient, remainder)
    }

    private static func pad(_ value: Int64) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
