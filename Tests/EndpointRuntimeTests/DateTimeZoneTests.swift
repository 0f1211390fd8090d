import EndpointRuntime
import Foundation
import Testing

/// A booking from a backend that sends Korean local time without a zone.
nonisolated struct Booking: Codable, Sendable, Hashable {
    var startsAt: Date
    var note: String
}

/// `POST /bookings?at=<date>` with a JSON body, coded with the date rule the test gives (as the spec would).
struct CreateBookingEndpoint: Endpoint {
    typealias Response = Booking

    var rule: DateRule?
    var at: Date
    var booking: Booking

    var method: HTTPMethod { .post }
    var path: String { "/bookings" }
    var query: Parameters { ["at": at] }
    var body: RequestBody { .json(booking) }
    var dateRule: DateRule? { rule }
}

/// Issue 14, item 2: wall-clock formats have a time zone, from the spec and overridable by the client;
/// `iso8601WithFractionalSeconds` writes milliseconds.
@Suite("Date rule time zones")
struct DateTimeZoneTests {
    static let seoul = TimeZone(identifier: "Asia/Seoul")
    static let wallClock = "yyyy-MM-dd HH:mm:ss"
    /// 2024-01-02T03:04:05Z, which is 12:04:05 in Seoul (UTC+9, no daylight saving).
    static let instant = Date(timeIntervalSince1970: 1_704_164_645)

    static func configuration(override: TimeZone?) -> APIClientConfiguration {
        APIClientConfiguration(baseURL: URL(string: "https://api.example.com")!, dateFormatTimeZone: override)
    }

    static func send(
        _ endpoint: CreateBookingEndpoint, response: String, override: TimeZone? = nil, clientRule: DateRule = .iso8601
    ) async throws -> (Booking, HTTPRequest) {
        let transport = MockTransport(responses: [
            HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Data(response.utf8)),
        ])
        var configuration = configuration(override: override)
        configuration.dateRule = clientRule
        let client = APIClient(configuration: configuration, transport: transport)
        let booking = try await client.send(endpoint)
        let request = try #require(transport.requests.first)
        return (booking, request)
    }

    static func endpoint(_ rule: DateRule?) -> CreateBookingEndpoint {
        CreateBookingEndpoint(rule: rule, at: instant, booking: Booking(startsAt: instant, note: "n"))
    }

    @Test("UTC+9 round trip: Korean wall-clock text is the right instant, read and written")
    func seoulRoundTrip() async throws {
        let (booking, request) = try await Self.send(
            Self.endpoint(.format(Self.wallClock, timeZone: Self.seoul)),
            response: #"{"note":"n","startsAt":"2024-01-02 12:04:05"}"#)
        #expect(booking.startsAt == Self.instant)
        #expect(request.url.absoluteString == "https://api.example.com/bookings?at=2024-01-02%2012%3A04%3A05")
        #expect(String(decoding: try #require(request.body), as: UTF8.self)
            == #"{"note":"n","startsAt":"2024-01-02 12:04:05"}"#)
    }

    @Test("Without a zone a format is UTC, as before")
    func utcByDefault() async throws {
        let (booking, request) = try await Self.send(
            Self.endpoint(.format(Self.wallClock)), response: #"{"note":"n","startsAt":"2024-01-02 03:04:05"}"#)
        #expect(booking.startsAt == Self.instant)
        #expect(String(decoding: try #require(request.body), as: UTF8.self)
            == #"{"note":"n","startsAt":"2024-01-02 03:04:05"}"#)
    }

    @Test("The client's dateFormatTimeZone wins over the spec's zone and over UTC")
    func clientOverride() async throws {
        let newYork = TimeZone(identifier: "America/New_York")
        // The spec says Seoul; the app knows this deployment sends New York time (UTC-5 in January).
        let (booking, request) = try await Self.send(
            Self.endpoint(.format(Self.wallClock, timeZone: Self.seoul)),
            response: #"{"note":"n","startsAt":"2024-01-01 22:04:05"}"#, override: newYork)
        #expect(booking.startsAt == Self.instant)
        #expect(request.url.absoluteString == "https://api.example.com/bookings?at=2024-01-01%2022%3A04%3A05")
        #expect(String(decoding: try #require(request.body), as: UTF8.self)
            == #"{"note":"n","startsAt":"2024-01-01 22:04:05"}"#)
        // A zone-less spec format is corrected the same way.
        let (utcBooking, utcRequest) = try await Self.send(
            Self.endpoint(.format(Self.wallClock)),
            response: #"{"note":"n","startsAt":"2024-01-02 12:04:05"}"#, override: Self.seoul)
        #expect(utcBooking.startsAt == Self.instant)
        #expect(String(decoding: try #require(utcRequest.body), as: UTF8.self)
            == #"{"note":"n","startsAt":"2024-01-02 12:04:05"}"#)
        // The configuration's own rule (an endpoint without one) takes the override too.
        let (_, configured) = try await Self.send(
            Self.endpoint(nil), response: #"{"note":"n","startsAt":"2024-01-02 12:04:05"}"#,
            override: Self.seoul, clientRule: .format(Self.wallClock))
        #expect(configured.url.absoluteString == "https://api.example.com/bookings?at=2024-01-02%2012%3A04%3A05")
    }

    @Test("The override leaves ISO 8601 and epoch rules alone: their text carries the offset")
    func overrideIgnoredByOffsetRules() async throws {
        let (booking, request) = try await Self.send(
            Self.endpoint(.iso8601), response: #"{"note":"n","startsAt":"2024-01-02T12:04:05+09:00"}"#,
            override: Self.seoul)
        #expect(booking.startsAt == Self.instant)
        #expect(String(decoding: try #require(request.body), as: UTF8.self)
            == #"{"note":"n","startsAt":"2024-01-02T03:04:05Z"}"#)
        #expect(DateRule.secondsSince1970.overridingTimeZone(Self.seoul) == .secondsSince1970)
        #expect(DateRule.format("HH:mm").overridingTimeZone(nil) == .format("HH:mm"))
    }

    @Test("A pattern with a zone field reads the text's offset and writes the rule's zone")
    func patternWithZoneField() throws {
        let rule = DateRule.format("yyyy-MM-dd'T'HH:mm:ssXXX", timeZone: Self.seoul)
        #expect(rule.text(for: Self.instant) == "2024-01-02T12:04:05+09:00")
        let decoded = try rule.makeDecoder().decode([Date].self, from: Data(#"["2024-01-02T03:04:05Z"]"#.utf8))
        #expect(decoded == [Self.instant])
    }

    @Test("A fixed offset is read and written like the zone")
    func fixedOffset() throws {
        let rule = DateRule.format(Self.wallClock, timeZone: TimeZone(secondsFromGMT: 9 * 3600))
        #expect(rule.text(for: Self.instant) == "2024-01-02 12:04:05")
        let encoded = try rule.makeEncoder().encode([Self.instant])
        #expect(String(decoding: encoded, as: UTF8.self) == #"["2024-01-02 12:04:05"]"#)
    }

    @Test("iso8601WithFractionalSeconds writes milliseconds; both ISO rules read with and without a fraction")
    func fractionalSeconds() throws {
        let date = Date(timeIntervalSince1970: 1_704_164_645.75)
        let fractional = DateRule.iso8601WithFractionalSeconds
        #expect(String(decoding: try fractional.makeEncoder().encode([date]), as: UTF8.self)
            == #"["2024-01-02T03:04:05.750Z"]"#)
        #expect(fractional.text(for: date) == "2024-01-02T03:04:05.750Z")
        #expect(String(decoding: try DateRule.iso8601.makeEncoder().encode([date]), as: UTF8.self)
            == #"["2024-01-02T03:04:05Z"]"#)
        for rule in [DateRule.iso8601, .iso8601WithFractionalSeconds] {
            let decoded = try rule.makeDecoder().decode(
                [Date].self, from: Data(#"["2024-01-02T03:04:05.75Z","2024-01-02T03:04:05Z"]"#.utf8))
            #expect(decoded == [date, Self.instant])
        }
    }
}
