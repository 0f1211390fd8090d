import EndpointRuntime
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import TestSupport
import Testing

/// Issue 13, items 3 and 4: redirects (method and body kept on 307/308, credentials dropped across origins, the
/// policy, the final URL) and each client's own cookie store, checked on what the servers received.
@Suite("Redirects and cookies at the server")
struct RedirectAndCookieTests {
    static let patchBody = Data(#"{"title":"A title of some length","body":"and a body of some length"}"#.utf8)

    static func client(
        _ server: TestServer, policy: RedirectPolicy = .follow, transport: URLSessionTransport = URLSessionTransport()
    ) -> APIClient {
        APIClient(configuration: APIClientConfiguration(
            baseURL: server.baseURL, timeout: 10, authPlacement: .bearer(), tokenProvider: { "secret-token" },
            redirectPolicy: policy), transport: transport)
    }

    static func redirect(_ status: Int, to location: String) -> ServerReply {
        ServerReply(status: status, headers: [("Location", location)])
    }

    @Test("Issue example: a PATCH with a 69-byte body answered 307 is re-sent with the same method and body", arguments: [307, 308])
    func temporaryAndPermanentRedirectsKeepMethodAndBody(status: Int) async throws {
        #expect(Self.patchBody.count == 69)
        let routes = [ServerRoute("PATCH", "/old", Self.redirect(status, to: "/new")), ServerRoute("PATCH", "/new", .json(#"{"ok":true}"#))]
        try await withTestServer(routes) { server in
            var endpoint = ProbeEndpoint(method: .patch, path: "/old", body: .binary(Self.patchBody, contentType: "application/json"))
            endpoint.auth = .required
            let response = try await Self.client(server).sendWithResponse(endpoint)
            #expect(response.url.absoluteString == server.baseURL.absoluteString + "/new")
            let requests = try await server.requests()
            #expect(requests.map(\.requestLine) == ["PATCH /old HTTP/1.1", "PATCH /new HTTP/1.1"])
            #expect(requests.map(\.body) == [Self.patchBody, Self.patchBody])
            #expect(requests.map { $0.header("Content-Type") } == ["application/json", "application/json"])
            #expect(requests.map { $0.header("Authorization") } == ["Bearer secret-token", "Bearer secret-token"])
        }
    }

    @Test("303, and 301/302 after a POST, continue as GET without a body")
    func seeOtherBecomesGet() async throws {
        for status in [301, 302, 303] {
            let routes = [ServerRoute("POST", "/orders", Self.redirect(status, to: "/orders/1")), ServerRoute("GET", "/orders/1", .json("{}"))]
            try await withTestServer(routes) { server in
                _ = try await Self.client(server).send(ProbeEndpoint(method: .post, path: "/orders", body: .text("x=1", contentType: "text/plain")))
                let requests = try await server.requests()
                #expect(requests.map(\.requestLine) == ["POST /orders HTTP/1.1", "GET /orders/1 HTTP/1.1"])
                #expect(requests.last?.body.isEmpty == true)
                #expect(requests.last?.header("Content-Type") == nil)
            }
        }
    }

    @Test("Issue example: credentials never follow a redirect to another origin")
    func credentialsAreDroppedAcrossOrigins() async throws {
        try await withTestServer([ServerRoute("GET", "/file", .json("{}"))]) { other in
            let routes = [ServerRoute("GET", "/download", Self.redirect(302, to: other.url("/file").absoluteString))]
            try await withTestServer(routes) { server in
                var endpoint = ProbeEndpoint(method: .get, path: "/download", headers: ["Cookie": "sid=1", "X-Trace": "t"])
                endpoint.auth = .required
                let response = try await Self.client(server).sendWithResponse(endpoint)
                #expect(response.url == other.url("/file"))
                let first = try #require(try await server.requests().first)
                #expect(first.header("Authorization") == "Bearer secret-token")
                let followed = try #require(try await other.requests().first)
                #expect(followed.requestLine == "GET /file HTTP/1.1")
                #expect(followed.header("Authorization") == nil)
                #expect(followed.header("Cookie") == nil)
                #expect(followed.header("X-Trace") == "t")
            }
        }
    }

    @Test("A raw-header auth scheme is dropped across origins too, and kept on the same origin")
    func customAuthHeaderIsACredential() async throws {
        try await withTestServer([ServerRoute("GET", "/file", .json("{}"))]) { other in
            let routes = [
                ServerRoute("GET", "/a", Self.redirect(307, to: "/b")),
                ServerRoute("GET", "/b", Self.redirect(307, to: other.url("/file").absoluteString)),
            ]
            try await withTestServer(routes) { server in
                let client = APIClient(configuration: APIClientConfiguration(
                    baseURL: server.baseURL, authPlacement: .header("x-access-token"), tokenProvider: { "t0k" }))
                var endpoint = ProbeEndpoint(method: .get, path: "/a")
                endpoint.auth = .required
                _ = try await client.send(endpoint)
                do {
                    let received = try await server.requests().map { $0.header("x-access-token") }
                    #expect(received == ["t0k", "t0k"])
                }
                do {
                    let received = try await other.requests().map { $0.header("x-access-token") }
                    #expect(received == [nil])
                }
            }
        }
    }

    @Test("Policy: never follow, or follow only the same origin; the 3xx comes back with its Location")
    func redirectPolicies() async throws {
        try await withTestServer([ServerRoute("GET", "/file", .json("{}"))]) { other in
            let elsewhere = other.url("/file").absoluteString
            let routes = [
                ServerRoute("GET", "/same", Self.redirect(302, to: "/target")),
                ServerRoute("GET", "/target", .json(#"{"here":true}"#)),
                ServerRoute("GET", "/away", Self.redirect(302, to: elsewhere)),
            ]
            try await withTestServer(routes) { server in
                let never = Self.client(server, policy: .never)
                let error = await #expect(throws: APIError.self) { try await never.send(ProbeEndpoint(method: .get, path: "/same")) }
                guard case .http(let failure) = error else {
                    Issue.record("expected an HTTP failure, got \(String(describing: error))")
                    return
                }
                #expect(failure.status == 302)
                #expect(failure.headers["Location"] == "/target")

                let sameOrigin = Self.client(server, policy: .followSameOrigin)
                let followed = try await sameOrigin.sendWithResponse(ProbeEndpoint(method: .get, path: "/same"))
                #expect(followed.url == server.url("/target"))
                let refused = await #expect(throws: APIError.self) { try await sameOrigin.send(ProbeEndpoint(method: .get, path: "/away")) }
                #expect(refused?.status == 302)
                do {
                    let received = try await other.requests().isEmpty
                    #expect(received)
                }
                do {
                    let received = try await server.requests().map(\.target)
                    #expect(received == ["/same", "/same", "/target", "/away"])
                }
            }
        }
    }

    @Test("A redirect loop fails as a transport error after 20 redirects")
    func redirectLoopStops() async throws {
        try await withTestServer([ServerRoute("GET", "/loop", Self.redirect(302, to: "/loop"))]) { server in
            let error = await #expect(throws: APIError.self) { try await Self.client(server).send(ProbeEndpoint(method: .get, path: "/loop")) }
            guard case .transport(let failure) = error else {
                Issue.record("expected a transport failure, got \(String(describing: error))")
                return
            }
            // Review finding: the description says what happened (it was a generic URLError text).
            #expect(failure.code == URLError.Code.httpTooManyRedirects.rawValue)
            #expect(failure.message == "The server redirected more than 20 times; the last redirect pointed to "
                + server.url("/loop").absoluteString + ".")
            do {
                let received = try await server.requests().count
                #expect(received == 21)
            }
        }
    }

    @Test("Issue example: a cookie set through one client is not sent by another; each client keeps its own")
    func eachClientHasItsOwnCookies() async throws {
        let routes = [
            ServerRoute("GET", "/login", ServerReply(status: 200, headers: [("Set-Cookie", "sid=abc; Path=/")], body: "{}")),
            ServerRoute("GET", "/me", .json("{}")),
        ]
        try await withTestServer(routes) { server in
            let first = Self.client(server)
            let second = Self.client(server)
            _ = try await first.send(ProbeEndpoint(method: .get, path: "/login"))
            _ = try await first.send(ProbeEndpoint(method: .get, path: "/me"))
            _ = try await second.send(ProbeEndpoint(method: .get, path: "/me"))
            let requests = try await server.requests()
            #expect(requests.map { $0.header("Cookie") } == [nil, "sid=abc", nil])
            #expect(HTTPCookieStorage.shared.cookies(for: server.baseURL)?.isEmpty ?? true)
        }
    }

    @Test("Issue example: a declared Cookie header is sent verbatim, not replaced by the store's cookies")
    func declaredCookieHeaderIsVerbatim() async throws {
        let routes = [
            ServerRoute("GET", "/login", ServerReply(status: 200, headers: [("Set-Cookie", "sid=abc; Path=/")], body: "{}")),
            ServerRoute("GET", "/me", .json("{}")),
        ]
        try await withTestServer(routes) { server in
            let client = Self.client(server)
            _ = try await client.send(ProbeEndpoint(method: .get, path: "/login"))
            _ = try await client.send(ProbeEndpoint(method: .get, path: "/me", headers: ["Cookie": "theme=dark; lang=ko"]))
            let request = try #require(try await server.requests().last)
            #expect(request.headerValues("Cookie") == ["theme=dark; lang=ko"])
        }
    }
}
