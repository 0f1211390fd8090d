import EndpointRuntime
import Foundation
import Testing

/// `GET /report` with header parameters, as a generated request type states them (spec `headers: {X-Since: {param:
/// since, type: date}}`), beside fixed headers.
struct HeaderReportEndpoint: Endpoint {
    typealias Response = NoContent

    var rule: DateRule? = .format("yyyy-MM-dd HH:mm:ss", timeZone: TimeZone(identifier: "Asia/Seoul"))
    var fixed: HTTPHeaders = [:]
    var parameters: Parameters = [:]
    var body: RequestBody = .none

    var method: HTTPMethod { .get }
    var path: String { "/report" }
    var headers: HTTPHeaders { fixed }
    var headerParameters: Parameters { parameters }
    var dateRule: DateRule? { rule }
}

/// Header parameters are written when the request is sent, as query items are: with the endpoint's date rule (or the
/// client's) and the client's `dateFormatTimeZone`. They used to be written by the request type itself, with the
/// spec's rule only, so the client's time zone never reached a header.
@Suite("Header parameters")
struct HeaderParameterTests {
    /// 2024-01-02T03:04:05Z: 12:04:05 in Seoul, 22:04:05 the day before in New York (UTC-5 in January).
    static let instant = Date(timeIntervalSince1970: 1_704_164_645)

    static func sent(
        _ endpoint: HeaderReportEndpoint, override: TimeZone? = nil, defaultHeaders: HTTPHeaders = [:]
    ) async throws -> HTTPRequest {
        let transport = MockTransport(responses: [HTTPResponse(status: 204, headers: [:], body: Data())])
        var configuration = APIClientConfiguration(baseURL: URL(string: "https://api.example.com")!, dateFormatTimeZone: override)
        configuration.defaultHeaders = defaultHeaders
        _ = try await APIClient(configuration: configuration, transport: transport).send(endpoint)
        return try #require(transport.requests.first)
    }

    @Test("A date is written with the spec's rule, and the client's dateFormatTimeZone replaces its zone")
    func datesFollowTheClientsTimeZone() async throws {
        let endpoint = HeaderReportEndpoint(parameters: ["X-Since": Self.instant])
        #expect(try await Self.sent(endpoint).headers["X-Since"] == "2024-01-02 12:04:05")
        let newYork = try await Self.sent(endpoint, override: TimeZone(identifier: "America/New_York"))
        #expect(newYork.headers["X-Since"] == "2024-01-01 22:04:05")
        // Without a rule of its own the endpoint takes the client's, zone override included.
        var unruled = endpoint
        unruled.rule = nil
        #expect(try await Self.sent(unruled).headers["X-Since"] == "2024-01-02T03:04:05Z")
    }

    @Test("The fields RFC 9110 defines as dates carry an HTTP-date whatever the rules and the zone")
    func httpDateFields() async throws {
        let epoch: ParameterValue = DateRule.secondsSince1970.parameter(Self.instant)
        let endpoint = HeaderReportEndpoint(parameters: ["If-Modified-Since": Self.instant, "Retry-After": epoch, "X-Epoch": epoch])
        let request = try await Self.sent(endpoint, override: TimeZone(identifier: "America/New_York"))
        #expect(request.headers["If-Modified-Since"] == "Tue, 02 Jan 2024 03:04:05 GMT")
        #expect(request.headers["Retry-After"] == "Tue, 02 Jan 2024 03:04:05 GMT")
        #expect(request.headers["X-Epoch"] == "1704164645")
    }

    @Test("Values are written as query items are; a list is joined with \", \" and an empty one or nil leaves the field out")
    func values() async throws {
        let request = try await Self.sent(HeaderReportEndpoint(parameters: [
            "X-Ratio": 1e-7, "X-Count": 3, "X-Verbose": true, "X-Tags": ["a b", "c"], "X-Empty": [Int](),
            "X-Missing": Int?.none, "X-Name": "",
        ]))
        #expect(request.headers.fields.map(\.name) == ["X-Ratio", "X-Count", "X-Verbose", "X-Tags", "X-Name"])
        #expect(request.headers.fields.map(\.value) == ["0.0000001", "3", "true", "a b, c", ""])
    }

    @Test("A header parameter replaces a fixed header and a client default of the same name; nil keeps them")
    func replacesFixedHeaders() async throws {
        let defaults: HTTPHeaders = ["x-version": "1", "Accept": "application/json"]
        let given = try await Self.sent(
            HeaderReportEndpoint(fixed: ["X-Version": "2"], parameters: ["X-VERSION": 3]), defaultHeaders: defaults)
        #expect(given.headers.values(for: "X-Version") == ["3"])
        #expect(given.headers["Accept"] == "application/json")
        let absent = try await Self.sent(
            HeaderReportEndpoint(fixed: ["X-Version": "2"], parameters: ["X-Version": Int?.none]), defaultHeaders: defaults)
        #expect(absent.headers.values(for: "X-Version") == ["2"])
    }

    @Test("A Content-Type header parameter is the type of a binary body")
    func contentTypeOfABinaryBody() async throws {
        let request = try await Self.sent(
            HeaderReportEndpoint(parameters: ["Content-Type": "image/png"], body: .binary(Data([1, 2]))))
        #expect(request.headers.values(for: "Content-Type") == ["image/png"])
        #expect(request.body == Data([1, 2]))
    }

    @Test("A date no rule can write is refused before anything is sent", arguments: ["X-Since", "If-Modified-Since"])
    func unrepresentableDate(field: String) async throws {
        let transport = MockTransport(responses: [HTTPResponse(status: 204, headers: [:], body: Data())])
        let client = APIClient(
            configuration: APIClientConfiguration(baseURL: URL(string: "https://api.example.com")!), transport: transport)
        let far = Date(timeIntervalSince1970: 1e15)
        let error = await #expect(throws: APIError.self) {
            try await client.send(HeaderReportEndpoint(parameters: [field: [Self.instant, far]]))
        }
        guard case .invalidRequest(let reason) = error else {
            Issue.record("expected an invalid request, got \(String(describing: error))")
            return
        }
        #expect(reason == "The header parameter \"\(field)\" holds the date 1000000000000000.0 seconds after 1970, outside years 1 to 9999.")
        #expect(transport.requests.isEmpty)
    }

    @Test("A request is conditional when a header parameter gives If-None-Match or If-Modified-Since")
    func conditional() {
        #expect(HeaderReportEndpoint(parameters: ["if-none-match": "\"v1\""]).isConditional)
        #expect(HeaderReportEndpoint(parameters: ["If-Modified-Since": Self.instant]).isConditional)
        #expect(HeaderReportEndpoint(fixed: ["If-None-Match": "\"v1\""]).isConditional)
        let unconditional = HeaderReportEndpoint(parameters: ["If-None-Match": String?.none, "X-Other": "1"])
        #expect(!unconditional.isConditional)
    }

    @Test("HTTPHeaders.text(of:field:dateRule:), for request types that build their headers themselves")
    func textOfAValue() {
        #expect(HTTPHeaders.text(of: Self.instant, field: "X-Since", dateRule: nil) == "2024-01-02T03:04:05Z")
        #expect(HTTPHeaders.text(of: Self.instant, field: "x-since", dateRule: .secondsSince1970) == "1704164645")
        #expect(HTTPHeaders.text(of: Self.instant, field: "if-modified-since", dateRule: .secondsSince1970)
            == "Tue, 02 Jan 2024 03:04:05 GMT")
        #expect(HTTPHeaders.text(of: [1, 2], field: "X-Ids", dateRule: nil) == "1, 2")
        #expect(HTTPHeaders.text(of: [Int](), field: "X-Ids", dateRule: nil) == nil)
    }
}
