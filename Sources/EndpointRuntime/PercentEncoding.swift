import Foundation

/// Strict percent-encoding per RFC 3986: every byte of the UTF-8 form outside the unreserved set
/// (`A-Z a-z 0-9 - . _ ~`) becomes `%XX` with upper-case hex digits.
///
/// Unlike `URLComponents`, this encodes `:`, `/`, `?`, `#`, `&`, `=`, `+`, `@` and spaces, so a value
/// always stays one path segment or one query value, and is encoded exactly once.
public enum PercentEncoding {
    /// Encodes `value` for use as a query name or value, a form field, or a path segment.
    public static func encode(_ value: String) -> String {
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for byte in value.utf8 {
            if isUnreserved(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%"
                result += hexDigit(byte >> 4)
                result += hexDigit(byte & 0x0F)
            }
        }
        return result
    }

    /// Encodes `value` as one path segment. Like ``encode(_:)``, and additionally the dot segments `.` and `..`
    /// become `%2E` / `%2E%2E`. Encoding does not keep them from being removed (RFC 3986 §6.2.2.2 lets a
    /// normalizer decode `%2E`, and WHATWG URL parsers treat `%2E%2E` as `..`), so ``APIClient`` refuses a path
    /// holding one (``dotSegment(in:)``).
    public static func encodePathSegment(_ value: String) -> String {
        if value == "." || value == ".." {
            return String(repeating: "%2E", count: value.count)
        }
        return encode(value)
    }

    /// `path` as a URL path: every byte of its UTF-8 form that RFC 3986 does not allow in a path (§3.3: not
    /// unreserved, a sub-delim, `:`, `@` or `/`) becomes `%XX`, and so does a `%` that does not start a `%XX`
    /// triplet. Text that is already encoded is kept, so encoding twice changes nothing: `/caf%C3%A9` stays, and
    /// `/café` becomes `/caf%C3%A9`.
    public static func encodePath(_ path: String) -> String {
        let bytes = Array(path.utf8)
        var result = ""
        result.reserveCapacity(bytes.count)
        for (index, byte) in bytes.enumerated() {
            let startsTriplet = byte == UInt8(ascii: "%") && index + 2 < bytes.count
                && isHexDigit(bytes[index + 1]) && isHexDigit(bytes[index + 2])
            if startsTriplet || isUnreserved(byte) || isAllowedInPath(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + hexDigit(byte >> 4) + hexDigit(byte & 0x0F)
            }
        }
        return result
    }

    /// The first segment of `path` that is a dot segment, `.` or `..` with any dot written as `%2E` or `%2e`;
    /// `nil` when there is none. Clients, proxies and servers remove dot segments (RFC 3986 §5.2.4, WHATWG URL),
    /// so a path holding one would reach another route than the one it names.
    public static func dotSegment(in path: String) -> Substring? {
        path.split(separator: "/", omittingEmptySubsequences: false).first { segment in
            // The longest spelling is `%2E%2E`.
            guard segment.utf8.count <= 6 else { return false }
            let decoded = segment.replacingOccurrences(of: "%2E", with: ".", options: .caseInsensitive)
            return decoded == "." || decoded == ".."
        }
    }

    /// What ``appendInterpolation(pathParameter:)`` writes for an empty value: `{}`, which encoded text never
    /// holds. ``APIClient`` refuses a path containing it with ``APIError/invalidRequest(_:)`` before sending,
    /// because an empty segment changes the route (`/users/{id}` would become `/users/`).
    public static let emptySegmentMarker = "{}"

    /// What ``appendInterpolation(pathParameter:)`` writes for a date outside ``DateRule/representableSeconds``
    /// (which no date rule can write): `{date:<seconds after 1970>}`, such as `{date:nan}`, never in encoded text
    /// either. ``APIClient`` refuses a path containing it with ``APIError/invalidRequest(_:)`` before sending.
    static func unrepresentableDateMarker(_ date: Date) -> String {
        unrepresentableDatePrefix + "\(date.timeIntervalSince1970)}"
    }

    /// How ``unrepresentableDateMarker(_:)`` starts.
    static let unrepresentableDatePrefix = "{date:"

    /// What ``appendInterpolation(pathParameter:)`` writes for a number that is not finite (which has no decimal
    /// form): `{number:nan}`, `{number:inf}`; ``APIClient`` refuses a path containing it before sending.
    static let nonFiniteNumberPrefix = "{number:"

    private static func isAllowedInPath(_ byte: UInt8) -> Bool {
        // sub-delims, ":", "@" (RFC 3986 §3.3 pchar) and the segment separator "/".
        "!$&'()*+,;=:@/".utf8.contains(byte)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "F"), UInt8(ascii: "a")...UInt8(ascii: "f"):
            return true
        default:
            return false
        }
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    private static func hexDigit(_ nibble: UInt8) -> String {
        let digits: [Character] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E", "F"]
        return String(digits[Int(nibble & 0x0F)])
    }
}

extension DefaultStringInterpolation {
    /// Appends a path parameter as one percent-encoded path segment:
    /// `"/repos/\(pathParameter: owner)/\(pathParameter: repo)"`.
    ///
    /// Strings, numbers, booleans, UUIDs and string enums are written as in query items; dates as query items'
    /// are too, with the request's date rule and the client's time zone override while ``APIClient`` builds the
    /// request (``PathParameterDates``), in ISO 8601 (`2024-01-02T03:04:05Z`) when `path` is read anywhere else;
    /// lists are joined with `,` after encoding each element. An empty value
    /// (`""`, an empty list) writes ``PercentEncoding/emptySegmentMarker``, which makes ``APIClient`` throw
    /// ``APIError/invalidRequest(_:)`` instead of sending a path with an empty segment; a date outside years 1 to
    /// 9999 writes `{date:<seconds after 1970>}`, refused the same way.
    public mutating func appendInterpolation(pathParameter value: some ParameterValueConvertible) {
        let segment = value.parameterValue.pathSegment()
        appendLiteral(segment.isEmpty ? PercentEncoding.emptySegmentMarker : segment)
    }

    /// Appends a path parameter that may span several segments (a `{+path}` placeholder, RFC 6570 reserved
    /// expansion): each `/`-separated piece is percent-encoded as by ``appendInterpolation(pathParameter:)``
    /// and the slashes are kept, so `docs/read me.md` becomes `docs/read%20me.md`. It may be empty (GitHub's
    /// `/contents/{+path}` with `""` is the repository's root).
    public mutating func appendInterpolation(pathParameterKeepingSlashes value: String) {
        appendLiteral(value.split(separator: "/", omittingEmptySubsequences: false)
            .map { PercentEncoding.encodePathSegment(String($0)) }
            .joined(separator: "/"))
    }
}

/// How path parameters' dates are written (``DefaultStringInterpolation/appendInterpolation(pathParameter:)``): an
/// endpoint's `path` is a computed string, so ``APIClient`` reads it with the request's date rule (the endpoint's,
/// else the client's) and the client's ``APIClientConfiguration/dateFormatTimeZone`` bound here, and a date in the
/// path is written as the same date in a query item is. Read anywhere else (a test, a log), dates are ISO 8601.
enum PathParameterDates {
    struct Rendering: Sendable {
        var dateRule: DateRule
        var timeZoneOverride: TimeZone?
        /// Every date as its exact seconds since 1970, a parameter's own rule too (``comparablePath(of:)``).
        var exact = false
    }

    @TaskLocal static var rendering = Rendering(dateRule: .iso8601, timeZoneOverride: nil)

    /// `endpoint.path`, its dates written with `dateRule` and `timeZoneOverride`.
    static func path<E: Endpoint>(of endpoint: E, dateRule: DateRule, timeZoneOverride: TimeZone?) -> String {
        $rendering.withValue(Rendering(dateRule: dateRule, timeZoneOverride: timeZoneOverride)) { endpoint.path }
    }

    /// `endpoint.path` with every date written as its exact seconds since 1970, whatever the rules: for telling two
    /// requests apart (``Endpoint/sendsSameRequest(as:)``), as their query items are, by value. ISO 8601 in whole
    /// seconds would take the `before` dates 10:00:20.900 and 10:00:20.600 of two pages for the same request and
    /// end a page sequence early (review 25).
    static func comparablePath<E: Endpoint>(of endpoint: E) -> String {
        $rendering.withValue(Rendering(dateRule: .secondsSince1970, timeZoneOverride: nil, exact: true)) { endpoint.path }
    }
}

extension ParameterValue {
    /// This value with each date of a rule of its own (`.dateWithRule`) a plain `.date`, so that it is written with
    /// the rule the caller gives.
    var withoutOwnDateRules: ParameterValue {
        switch self {
        case .dateWithRule(let date, _): .date(date)
        case .list(let values): .list(values.map(\.withoutOwnDateRules))
        case .string, .bool, .integer, .double, .date: self
        }
    }

    /// The value as one encoded path segment (dates by ``PathParameterDates``, lists comma-joined), or
    /// ``PercentEncoding/unrepresentableDateMarker(_:)`` for a value holding a date no date rule can write.
    func pathSegment() -> String {
        if let date = unrepresentableDate {
            return PercentEncoding.unrepresentableDateMarker(date)
        }
        if let number = nonFiniteNumber {
            return PercentEncoding.nonFiniteNumberPrefix + "\(number)}"
        }
        switch self {
        case .list(let values):
            return values.map { $0.pathSegment() }.joined(separator: ",")
        default:
            let dates = PathParameterDates.rendering
            let value = dates.exact ? withoutOwnDateRules : self
            return PercentEncoding.encodePathSegment(
                value.rendered(with: dates.dateRule, timeZoneOverride: dates.timeZoneOverride).joined(separator: ","))
        }
    }
}
