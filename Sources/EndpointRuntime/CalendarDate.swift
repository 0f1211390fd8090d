import Foundation

/// A calendar day without time or time zone (spec type `calendar_date`), e.g. a birthday.
///
/// Encodes and decodes as exactly `YYYY-MM-DD` (`1990-05-17`), so it round-trips with no time-zone
/// shift. Years 1...9999 of the proleptic Gregorian calendar; the day must exist (`2023-02-29` is
/// rejected). Ordered chronologically.
public struct CalendarDate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible, LosslessStringConvertible {
    /// The year, 1...9999.
    public let year: Int
    /// The month, 1...12.
    public let month: Int
    /// The day of the month, 1...31.
    public let day: Int

    /// Creates a day; `nil` when it does not exist.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...Self.daysInMonth(year: year, month: month)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses exactly `YYYY-MM-DD`; `nil` for any other text or a day that does not exist.
    public init?(_ description: String) {
        let bytes = Array(description.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day that contains `date` in `timeZone` (a Gregorian calendar is used).
    public init(_ date: Date, in timeZone: TimeZone) {
        let seconds = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
        let days = (seconds / 86_400).rounded(.down)
        // Clamped before converting (`Int(_:)` traps on NaN and on values beyond `Int`); NaN is 1970-01-01.
        self.init(daysSince1970: days.isNaN ? 0 : Int(min(max(days, Double(Self.firstDay)), Double(Self.lastDay))))
    }

    /// Days since 1970 of 0001-01-01 and 9999-12-31.
    private static let firstDay = -719_162
    private static let lastDay = 2_932_896

    /// The day `days` days after 1970-01-01 (negative for earlier days), clamped to years 1...9999.
    public init(daysSince1970 days: Int) {
        // Civil-from-days (Howard Hinnant's algorithm), proleptic Gregorian; clamped first, so nothing overflows.
        let shifted = min(max(days, Self.firstDay), Self.lastDay) + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        (self.year, self.month, self.day) = (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Days since 1970-01-01 (negative before it).
    public var daysSince1970: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The first instant of this day in `timeZone`.
    public func startDate(in timeZone: TimeZone) -> Date {
        let utcMidnight = Date(timeIntervalSince1970: Double(daysSince1970) * 86_400)
        return utcMidnight.addingTimeInterval(-Double(timeZone.secondsFromGMT(for: utcMidnight)))
    }

    /// `YYYY-MM-DD`, zero-padded.
    public var description: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// Chronological order.
    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Decodes a `YYYY-MM-DD` string; throws `DecodingError.dataCorrupted` for anything else.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = CalendarDate(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Expected a calendar date YYYY-MM-DD, found \"\(text)\"")
        }
        self = value
    }

    /// Encodes as the `YYYY-MM-DD` string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2:
            let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
            return leap ? 29 : 28
        case 4, 6, 9, 11:
            return 30
        default:
            return 31
        }
    }
}

extension CalendarDate: ParameterValueConvertible {
    /// Sent as `YYYY-MM-DD`.
    public var parameterValue: ParameterValue { .string(description) }
}
