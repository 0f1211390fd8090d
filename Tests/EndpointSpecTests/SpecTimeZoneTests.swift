import EndpointSpec
import Testing

/// Issue 14, item 2: a wall-clock date format names its time zone (IANA name or fixed offset), checked at lint;
/// `iso8601_milliseconds` spells the ISO 8601 rule that writes fractional seconds.
@Suite("Date rule time zones")
struct SpecTimeZoneTests {
    static func lint(_ dates: String) -> [String] {
        diagnostics("api: D\ndates: \(dates)\nendpoints:\n  ping: {method: GET, path: /ping}\n")
    }

    static func dates(_ dates: String) throws -> DateRuleDefinition {
        let loaded = loadSpec("api: D\ndates: \(dates)\nendpoints:\n  ping: {method: GET, path: /ping}\n")
        return try #require(loaded.api?.dates)
    }

    @Test("An IANA name, UTC, and fixed offsets are read as written")
    func validZones() throws {
        #expect(try Self.dates(#"{format: "yyyy-MM-dd HH:mm:ss", time_zone: Asia/Seoul}"#)
            == .format("yyyy-MM-dd HH:mm:ss", timeZone: .identifier("Asia/Seoul")))
        #expect(try Self.dates(#"{format: "yyyy-MM-dd HH:mm", time_zone: UTC}"#)
            == .format("yyyy-MM-dd HH:mm", timeZone: .identifier("UTC")))
        #expect(try Self.dates(#"{format: "yyyy-MM-dd HH:mm", time_zone: "+09:00"}"#)
            == .format("yyyy-MM-dd HH:mm", timeZone: .offset(seconds: 32_400, text: "+09:00")))
        #expect(try Self.dates(#"{format: "yyyy-MM-dd HH:mm", time_zone: "-05:30"}"#)
            == .format("yyyy-MM-dd HH:mm", timeZone: .offset(seconds: -19_800, text: "-05:30")))
        #expect(try Self.dates(#""yyyy-MM-dd HH:mm""#) == .format("yyyy-MM-dd HH:mm", timeZone: nil))
    }

    @Test("iso8601_milliseconds is the ISO 8601 rule that writes fractional seconds")
    func milliseconds() throws {
        #expect(try Self.dates("iso8601_milliseconds") == .iso8601WithMilliseconds)
        #expect(try Self.dates("iso8601") == .iso8601)
    }

    @Test("An unknown zone is located, with the name likely meant", arguments: [
        ("Asia/Soeul", "; did you mean 'Asia/Seoul'?"),
        ("seoul", "; did you mean 'Asia/Seoul'?"),
        ("KST", "; did you mean 'Asia/Seoul'?"),
        ("Mars/Olympus_Mons", ""),
    ])
    func unknownZone(_ zone: String, _ hint: String) {
        #expect(Self.lint("{format: \"yyyy-MM-dd HH:mm:ss\", time_zone: \(zone)}") == [
            "bad.yaml:2:51: error: unknown time zone '\(zone)'; write an IANA time zone name such as 'Asia/Seoul' "
                + "or an offset such as '+09:00'\(hint)",
        ])
    }

    @Test("A malformed offset is located", arguments: ["+9", "+0900", "+19:00", "+09:60", "-5:30"])
    func malformedOffset(_ offset: String) {
        #expect(Self.lint("{format: \"yyyy-MM-dd HH:mm:ss\", time_zone: \"\(offset)\"}") == [
            "bad.yaml:2:51: error: time zone offset '\(offset)' must be written ±hh:mm with hours up to 18, "
                + "such as '+09:00' or '-05:30'",
        ])
    }

    @Test("A zone on ISO 8601 or an epoch rule is refused: the value carries its own offset",
          arguments: ["iso8601", "iso8601_milliseconds", "seconds", "milliseconds"])
    func zoneWithoutFormat(_ rule: String) {
        #expect(Self.lint("{format: \(rule), time_zone: Asia/Seoul}") == [
            "bad.yaml:2:\(30 + rule.count): error: time_zone applies to date formats only; ISO 8601 text and epoch "
                + "numbers carry their own offset",
        ])
    }
}
