import EndpointRuntime
import Foundation
import Testing

/// Review 23: a date in a path parameter went out in ISO 8601 whatever the rules: the spec's `dates` (an endpoint's
/// `dateRule`), the client's rule and the client's `dateFormatTimeZone` reached query items, headers and bodies but
/// not the path, which a request type builds as a computed string. The client now reads `path` with the request's
/// rule and zone bound (`PathParameterDates`), so a path date is written as the same date in a query item is; and a
/// format rule writes days before 1582-10-15 in the Gregorian calendar every other rule counts in (it wrote the
/// Julian day: 1000-01-01 as 0999-12-27).
@Suite("Dates in paths, and before the Gregorian reform")
struct PathDateTests {
    struct DatedEndpoint: Endpoint {
        typealias Response = NoContent
        var when: Date
        var rule: DateRule?
        var ownRule: DateRule?

        var method: HTTPMethod { .get }
        var dateRule: DateRule? { rule }
        var path: String {
            if let ownRule { "/at/\(pathParameter: ownRule.parameter(when))" } else { "/at/\(pathParameter: when)" }
        }
        var query: Parameters {
            if let ownRule { ["q": ownRule.parameter(when)] } else { ["q": when] }
        }
    }

    /// 2024-01-02T03:04:05Z.
    static let instant = Date(timeIntervalSince1970: 1_704_164_645)

    static func sent(_ endpoint: DatedEndpoint, configuration: (URL) -> APIClientConfiguration) async throws -> String {
        let transport = MockTransport(responses: [HTTPResponse(status: 204, body: Data())])
        let client = APIClient(configuration: configuration(URL(string: "https://api.example.com")!), transport: transport)
        _ = try await client.send(endpoint)
        return try #require(transport.requests.first).url.absoluteString
    }

    @Test("The path takes the rule and zone the query takes", arguments: [
        // The spec's rule (the endpoint's), seconds: the review's first input.
        (DatedEndpoint(when: instant, rule: .secondsSince1970), nil as DateRule?, nil as TimeZone?,
         "https://api.example.com/at/1704164645?q=1704164645"),
        // The client's rule when the endpoint has none.
        (DatedEndpoint(when: instant), .millisecondsSince1970, nil, "https://api.example.com/at/1704164645000?q=1704164645000"),
        // A format in another zone.
        (DatedEndpoint(when: instant, rule: .format("yyyy-MM-dd HH:mm:ss", timeZone: TimeZone(identifier: "America/New_York"))),
         nil, nil, "https://api.example.com/at/2024-01-01%2022%3A04%3A05?q=2024-01-01%2022%3A04%3A05"),
        // A parameter's own rule, its zone replaced by the client's override: the review's second input.
        (DatedEndpoint(when: instant, ownRule: .format("yyyy-MM-dd HH:mm", timeZone: TimeZone(secondsFromGMT: 9 * 3600))),
         nil, TimeZone(identifier: "UTC"), "https://api.example.com/at/2024-01-02%2003%3A04?q=2024-01-02%2003%3A04"),
        // Without any rule, ISO 8601 as before.
        (DatedEndpoint(when: instant), nil, nil, "https://api.example.com/at/2024-01-02T03%3A04%3A05Z?q=2024-01-02T03%3A04%3A05Z"),
    ])
    func pathDates(endpoint: DatedEndpoint, clientRule: DateRule?, zone: TimeZone?, expected: String) async throws {
        let url = try await Self.sent(endpoint) { base in
            APIClientConfiguration(baseURL: base, dateRule: clientRule ?? .iso8601, dateFormatTimeZone: zone)
        }
        #expect(url == expected)
    }

    @Test("Read outside a client, a path's dates are ISO 8601")
    func pathOutsideAClient() {
        #expect(DatedEndpoint(when: Self.instant, rule: .secondsSince1970).path == "/at/2024-01-02T03%3A04%3A05Z")
    }

    @Test("A format rule writes and reads days before 1582 in the proleptic Gregorian calendar", arguments: [
        (-30_610_224_000.0, "1000-01-01 00:00:00"),
        (-62_135_596_800.0, "0001-01-01 00:00:00"),
        (-12_219_292_800.0, "1582-10-15 00:00:00"),
        (-12_220_243_200.0, "1582-10-04 00:00:00"),
        (1_704_164_645.0, "2024-01-02 03:04:05"),
    ])
    func prolepticGregorian(seconds: Double, text: String) async throws {
        let rule = DateRule.format("yyyy-MM-dd HH:mm:ss", timeZone: TimeZone(identifier: "UTC"))
        let date = Date(timeIntervalSince1970: seconds)
        #expect(rule.text(for: date) == text)
        // The same day as ISO 8601 gives, and it reads back as the same instant.
        #expect(DateRule.iso8601.text(for: date).prefix(10) == text.prefix(10))
        let decoded = try rule.makeDecoder().decode([Date].self, from: Data("[\"\(text)\"]".utf8))
        #expect(decoded == [date])
    }
}
