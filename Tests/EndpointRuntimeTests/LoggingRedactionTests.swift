import EndpointRuntime
import Foundation
import Testing

/// A transport failure whose description quotes the whole request, as some transports' and middleware's do.
struct QuotingFailure: Error, CustomStringConvertible {
    var request: HTTPRequest
    var description: String {
        "could not send \(request.url.absoluteString) with \(request.headers.map { "\($0.name): \($0.value)" })"
    }
}

/// An endpoint that places its own credential (spec `auth:` on the endpoint) and has query items of its own.
struct OwnAuthEndpoint: Endpoint {
    typealias Response = JSONValue

    var authPlacement: AuthPlacement?
    var method: HTTPMethod { .get }
    var path: String { "/rooms/7" }
    var query: Parameters { ["page": 2, "api_key_hint": "visible"] }
    var auth: AuthRequirement { .required }
}

/// `LoggingMiddleware` never logs the credential, wherever it is placed: a query item's value is `<redacted>` in the
/// request, response and failure lines, headers are not logged, and a failure's description that quotes the
/// request has the credential replaced.
@Suite("LoggingMiddleware leaves the credential out of every line, for every auth placement")
struct LoggingRedactionTests {
    static let token = "SECRET-TOKEN+/="

    static let placements: [AuthPlacement] = [
        .query("api_key"), .header("x-access-token"), .bearer(), .scheme("token"), .basic(), .query("access token"),
    ]

    /// What must not appear in a log line for `placement`: the token as given, as percent-encoded in a query, and as
    /// sent in the header.
    static func secrets(of placement: AuthPlacement) -> [String] {
        var secrets = [token, "SECRET-TOKEN%2B%2F%3D"]
        if let value = placement.headerValue(for: token) {
            secrets.append(value)
        }
        if case .basic = placement {
            secrets.append(Data(token.utf8).base64EncodedString())
        }
        return secrets
    }

    /// The log of one successful and one failing call, with `placement` from the configuration or from the endpoint.
    static func logLines(_ placement: AuthPlacement, onEndpoint: Bool) async throws -> (lines: [String], sent: [HTTPRequest]) {
        let log = LineLog()
        let failNext = LineLog()
        let transport = MockTransport { request in
            if !failNext.lines.isEmpty {
                throw QuotingFailure(request: request)
            }
            failNext.append("fail")
            return HTTPResponse(status: 200, body: Data("{}".utf8))
        }
        let client = APIClient(
            configuration: APIClientConfiguration(
                baseURL: url("https://api.example.com/v1"), authPlacement: onEndpoint ? .header("x-unused") : placement,
                tokenProvider: { token }),
            transport: transport, middleware: [LoggingMiddleware(log: log.append)])
        let endpoint = OwnAuthEndpoint(authPlacement: onEndpoint ? placement : nil)
        _ = try await client.send(endpoint)
        await #expect(throws: APIError.self) { try await client.send(endpoint) }
        return (log.lines, transport.requests)
    }

    @Test("No line holds the credential; the request still carries it", arguments: placements, [false, true])
    func credentialIsNeverLogged(placement: AuthPlacement, onEndpoint: Bool) async throws {
        let (lines, sent) = try await Self.logLines(placement, onEndpoint: onEndpoint)
        #expect(lines.count == 4)
        #expect(lines.first?.hasPrefix("→ GET https://api.example.com/v1/rooms/7?page=2&api_key_hint=visible") == true)
        #expect(lines.dropFirst().first?.hasPrefix("← 200 GET https://api.example.com/v1/rooms/7?page=2&api_key_hint=visible") == true)
        #expect(lines.last?.hasPrefix("✕ GET https://api.example.com/v1/rooms/7?page=2&api_key_hint=visible") == true)
        for line in lines {
            for secret in Self.secrets(of: placement) {
                #expect(!line.contains(secret), "\(line) holds \(secret)")
            }
        }
        if case .query(let name) = placement {
            let encodedName = name.replacingOccurrences(of: " ", with: "%20")
            for line in lines {
                #expect(line.contains("&\(encodedName)=<redacted>"), "\(line)")
            }
            #expect(sent.first?.url.absoluteString.hasSuffix("&\(encodedName)=SECRET-TOKEN%2B%2F%3D") == true)
        } else {
            let name = try #require(placement.headerName)
            #expect(sent.first?.headers[name] == placement.headerValue(for: Self.token))
            #expect(lines.last?.contains("<redacted>") == true, "the quoted header value is redacted")
        }
        #expect(sent.first?.credentialPlacement == placement)
    }

    @Test("A request without a credential, and query items merely named like one, are logged as they are")
    func nothingElseIsRedacted() async throws {
        let log = LineLog()
        let (client, _) = mockClient(jsonResponse("{}"), middleware: [LoggingMiddleware(log: log.append)])
        _ = try await client.send(ProbeEndpoint(method: .get, path: "/items", query: ["api_key": "public"]))
        #expect(log.lines == [
            "→ GET https://api.example.com/v1/items?api_key=public",
            "← 200 GET https://api.example.com/v1/items?api_key=public (2 bytes)",
        ])
    }

    @Test("redactedURL replaces only the credential item's value, keeping order, other items and the fragment")
    func redactedURLKeepsTheRest() {
        let request = HTTPRequest(
            method: .get, url: url("https://x.io/a?b=1&api%5Fkey=s3cr%2Bt&api_key=again&c#frag"),
            credentialPlacement: .query("api_key"))
        #expect(request.redactedURL == "https://x.io/a?b=1&api%5Fkey=<redacted>&api_key=<redacted>&c#frag")
        #expect(request.redactingCredential(in: "x s3cr+t y s3cr%2Bt z") == "x <redacted> y <redacted> z")
        let plain = HTTPRequest(method: .get, url: url("https://x.io/a?api_key=1"))
        #expect(plain.redactedURL == "https://x.io/a?api_key=1")
    }
}
