import EndpointRuntime
import Foundation
import TestSupport
import Testing

/// URL schemes are case-insensitive (RFC 3986 §3.1), but FoundationNetworking refuses a request whose URL spells its
/// scheme in capitals. The client writes every URL it sends with a lowercase scheme: the base URL, a next page's URL
/// and a redirect's target, each checked here at the loopback server.
@Suite("An http(s) scheme in any case reaches the server")
struct SchemeCaseTests {
    struct Thing: Endpoint {
        typealias Response = JSONValue
        var path: String = "/thing"
        var method: HTTPMethod { .get }
    }

    /// `server.baseURL` with its scheme written as `scheme`.
    static func base(_ server: TestServer, scheme: String) throws -> URL {
        var components = try #require(URLComponents(url: server.baseURL, resolvingAgainstBaseURL: false))
        components.scheme = scheme
        let text = try #require(components.string)
        return try #require(URL(string: text))
    }

    @Test("the base URL", arguments: ["HTTP", "Http", "hTTp"])
    func baseURL(scheme: String) async throws {
        try await withTestServer([ServerRoute("GET", "/thing", .json(#"{"ok":true}"#))]) { server in
            let client = APIClient(configuration: APIClientConfiguration(baseURL: try Self.base(server, scheme: scheme)))
            let response = try await client.sendWithResponse(Thing())
            #expect(response.payload == ["ok": true])
            #expect(response.url.scheme == "http")
        }
    }

    @Test("a next page's URL")
    func pageURL() async throws {
        try await withTestServer([ServerRoute("GET", "/page2", .json(#"[2]"#))]) { server in
            let client = APIClient(configuration: APIClientConfiguration(baseURL: server.baseURL))
            let next = try Self.base(server, scheme: "HTTP").appendingPathComponent("page2")
            let rule = PageRule<Thing, JSONValue>.linkHeader(items: { if case .array(let items) = $0 { items } else { [] } })
            let page = try await client.page(at: .url(next), of: Thing(), rule: rule)
            #expect(page.items == [2])
        }
    }

    @Test("a redirect's target")
    func redirectTarget() async throws {
        try await withTestServer([
            ServerRoute("GET", "/final", .json(#"{"final":true}"#)),
        ]) { server in
            let target = try Self.base(server, scheme: "HTTP").appendingPathComponent("final").absoluteString
            try await withTestServer([
                ServerRoute("GET", "/thing", ServerReply(status: 302, headers: [("Location", target)])),
            ]) { first in
                let client = APIClient(configuration: APIClientConfiguration(baseURL: first.baseURL))
                let value = try await client.send(Thing())
                #expect(value == ["final": true])
            }
        }
    }
}
