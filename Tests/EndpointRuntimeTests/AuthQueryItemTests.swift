import EndpointRuntime
import Foundation
import Testing

/// Review 23: with `auth: {query: api_key}`, a query parameter named `api_key` went out beside the token
/// (`?api_key=mine&q=1&api_key=tk`) and the server picked one. The token now replaces any item of its name, as it
/// replaces an auth header; lint reports such a parameter (`spec.authQueryDeclared`, SpecAuthQueryTests).
@Suite("The auth query item replaces an item of its name")
struct AuthQueryItemTests {
    struct SearchEndpoint: Endpoint {
        typealias Response = NoContent
        var query: Parameters
        var method: HTTPMethod { .get }
        var path: String { "/search" }
        var auth: AuthRequirement { .required }
    }

    static func client(_ transport: MockTransport, token: String?) -> APIClient {
        APIClient(
            configuration: APIClientConfiguration(
                baseURL: URL(string: "https://api.example.com/v1")!, authPlacement: .query("api_key"), tokenProvider: { token }),
            transport: transport)
    }

    static let queries: [(Parameters, String)] = [
        (["api_key": "mine", "q": "a b"], "https://api.example.com/v1/search?q=a%20b&api_key=tk"),
        (["q": "1", "api_key": "mine", "r": "2"], "https://api.example.com/v1/search?q=1&r=2&api_key=tk"),
        (["q": "1"], "https://api.example.com/v1/search?q=1&api_key=tk"),
        ([:], "https://api.example.com/v1/search?api_key=tk"),
        // A name that only looks alike stays.
        (["api_key2": "x", "api": "y"], "https://api.example.com/v1/search?api_key2=x&api=y&api_key=tk"),
    ]

    @Test("One item of the name, the token's, last; the other items as they were", arguments: queries)
    func replaced(query: Parameters, expected: String) async throws {
        let transport = MockTransport(responses: [HTTPResponse(status: 204, body: Data())])
        _ = try await Self.client(transport, token: "tk").send(SearchEndpoint(query: query))
        #expect(transport.requests.first?.url.absoluteString == expected)
    }

    @Test("Without a token the endpoint's own item goes out")
    func withoutAToken() async throws {
        let transport = MockTransport(responses: [HTTPResponse(status: 204, body: Data())])
        struct OptionalAuth: Endpoint {
            typealias Response = NoContent
            var method: HTTPMethod { .get }
            var path: String { "/search" }
            var auth: AuthRequirement { .optional }
            var query: Parameters { ["api_key": "mine"] }
        }
        _ = try await Self.client(transport, token: nil).send(OptionalAuth())
        #expect(transport.requests.first?.url.absoluteString == "https://api.example.com/v1/search?api_key=mine")
    }

    @Test("A server's next-page URL that carries the key back gets it once, its spelling of the name too")
    func pageURLs() async throws {
        let transport = MockTransport(responses: Array(repeating: HTTPResponse(status: 204, body: Data()), count: 4))
        let client = Self.client(transport, token: "tk")
        for page in ["https://api.example.com/v1/search?page=2&api_key=tk", "https://api.example.com/v1/search?api%5Fkey=old&page=2",
                     "https://api.example.com/v1/search?page=2#top", "https://api.example.com/v1/search#top"] {
            _ = try await client.sendPage(SearchEndpoint(query: [:]), at: URL(string: page)!)
        }
        #expect(transport.requests.map(\.url.absoluteString) == [
            "https://api.example.com/v1/search?page=2&api_key=tk", "https://api.example.com/v1/search?page=2&api_key=tk",
            // A fragment stays a fragment, after the query.
            "https://api.example.com/v1/search?page=2&api_key=tk#top", "https://api.example.com/v1/search?api_key=tk#top",
        ])
    }
}
