import EndpointRuntime
import Foundation
import TestSupport
import Testing

/// Issue 13, items 1 and 2: what the server receives on the request line for literal path text and path
/// parameter values of every printable ASCII character and some non-ASCII text, encoded exactly once; empty
/// path parameters refused before sending.
@Suite("Path text on the wire")
struct WirePathTests {
    /// Every printable ASCII character, and non-ASCII text of 2, 3 and 4 UTF-8 bytes.
    static let samples: [String] = (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) } + ["é", "ü", "名", "😀"]

    /// RFC 3986 encoding of one value as a path segment, written independently of the runtime: unreserved
    /// bytes stay, every other byte is `%XX`.
    static func encodedSegment(_ text: String) -> String {
        let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)
        return text.utf8.map { unreserved.contains($0) ? String(UnicodeScalar($0)) : String(format: "%%%02X", $0) }.joined()
    }

    /// Literal path text as a path holds it: pchar characters (RFC 3986 §3.3) and `/` stay, the rest is `%XX`.
    static func encodedLiteral(_ text: String) -> String {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/".utf8)
        return text.utf8.map { allowed.contains($0) ? String(UnicodeScalar($0)) : String(format: "%%%02X", $0) }.joined()
    }

    @Test("Issue example: /café/ü/{name} with name \"café/ü\" is encoded once")
    func nonASCIILiteralAndValueAreEncodedOnce() async throws {
        try await withTestServer { server in
            let name = "café/ü"
            _ = try? await serverClient(server).send(ProbeEndpoint(method: .get, path: "/café/ü/\(pathParameter: name)"))
            let request = try #require(try await server.requests().first)
            #expect(request.requestLine == "GET /caf%C3%A9/%C3%BC/caf%C3%A9%2F%C3%BC HTTP/1.1")
        }
    }

    @Test("Issue example: a quote in literal text next to an encoded value")
    func quoteInLiteralTextIsEncodedOnce() async throws {
        try await withTestServer { server in
            let id = "a/b"
            _ = try? await serverClient(server).send(ProbeEndpoint(method: .get, path: "/x/\(pathParameter: id)\""))
            let request = try #require(try await server.requests().first)
            #expect(request.requestLine == "GET /x/a%2Fb%22 HTTP/1.1")
        }
    }

    @Test("Every printable ASCII character and non-ASCII text, in literal text and in values")
    func everyCharacterInLiteralTextAndValues() async throws {
        try await withTestServer { server in
            let client = serverClient(server)
            var expected: [String] = []
            // The value "." is a dot segment, refused before sending (`dotSegmentsAreRefused`).
            for sample in Self.samples where sample != "." {
                // `{}` is the empty-parameter marker; a literal `{` or `}` alone is encoded like any other.
                let literal = "/lit" + sample + "x"
                let path = literal + "/\(pathParameter: sample)/\(pathParameter: "v" + sample + "v")"
                _ = try? await client.send(ProbeEndpoint(method: .get, path: path))
                expected.append("GET " + Self.encodedLiteral(literal) + "/" + Self.encodedSegment(sample) + "/"
                    + Self.encodedSegment("v" + sample + "v") + " HTTP/1.1")
            }
            let received = try await server.requests().map(\.requestLine)
            #expect(received.count == expected.count)
            for (got, want) in zip(received, expected) {
                #expect(got == want)
            }
        }
    }

    @Test("Already-encoded literal text and a lone percent sign")
    func encodedLiteralTextStaysAndLonePercentIsEncoded() async throws {
        try await withTestServer { server in
            _ = try? await serverClient(server).send(ProbeEndpoint(method: .get, path: "/caf%C3%A9/100%/%zz"))
            let request = try #require(try await server.requests().first)
            #expect(request.requestLine == "GET /caf%C3%A9/100%25/%25zz HTTP/1.1")
        }
    }

    @Test("A base URL path prefix, literal text and a {+path} value together are each encoded once")
    func basePrefixLiteralAndReservedValue() async throws {
        try await withTestServer { server in
            let client = APIClient(configuration: APIClientConfiguration(baseURL: server.url("/api%20v1/%C3%BC/")))
            let path = "docs/café read.md"
            _ = try? await client.send(ProbeEndpoint(method: .get, path: "/Ω/\(pathParameterKeepingSlashes: path)"))
            let request = try #require(try await server.requests().first)
            #expect(request.requestLine == "GET /api%20v1/%C3%BC/%CE%A9/docs/caf%C3%A9%20read.md HTTP/1.1")
        }
    }

    @Test("Issue example: DELETE /users/{id} with an empty id is refused before sending")
    func emptyPathParameterIsRefused() async throws {
        try await withTestServer { server in
            let client = serverClient(server)
            let id = ""
            let error = await #expect(throws: APIError.self) {
                try await client.send(ProbeEndpoint(method: .delete, path: "/users/\(pathParameter: id)"))
            }
            #expect(error?.description
                == #"Invalid request: A path parameter is empty in "/users/{}" (shown as {}): an empty segment would change the route."#)
            let first = "", second = 1
            await #expect(throws: APIError.self) {
                try await client.send(ProbeEndpoint(method: .get, path: "/anything/\(pathParameter: first)/x/\(pathParameter: second)"))
            }
            await #expect(throws: APIError.self) {
                try await client.send(ProbeEndpoint(method: .get, path: "/list/\(pathParameter: [String]())"))
            }
            await #expect(throws: APIError.self) { try await client.makeRequest(ProbeEndpoint(path: "/u/\(pathParameter: id)")) }
            do {
                let received = try await server.requests().isEmpty
                #expect(received)
            }
        }
    }

    @Test("A path parameter that makes a dot segment is refused before sending; dots inside a segment go out")
    func dotSegmentsAreRefused() async throws {
        try await withTestServer { server in
            let client = serverClient(server)
            let dot = ".", dots = ".."
            let refused = [
                "/users/\(pathParameter: dots)", "/users/\(pathParameter: dot)/x",
                "/users/\(pathParameter: dot)\(pathParameter: dot)",
                "/contents/\(pathParameterKeepingSlashes: "docs/../secret")", "/contents/\(pathParameterKeepingSlashes: "./x")",
                "/contents/\(pathParameterKeepingSlashes: "a/..")", "/x/%2e%2E/\(pathParameter: "y")", "/x/.%2E/y", "/./x",
            ]
            for path in refused {
                let error = await #expect(throws: APIError.self, "\(path)") {
                    try await client.send(ProbeEndpoint(method: .delete, path: path))
                }
                guard case .invalidRequest(let message)? = error else {
                    Issue.record("\(path): \(String(describing: error))")
                    continue
                }
                #expect(message.contains("dot segment"), "\(message)")
            }
            let nothingSent = try await server.requests().isEmpty
            #expect(nothingSent)

            let allowed = [
                ("/users/\(pathParameter: "...")", "/users/..."), ("/users/\(pathParameter: "a..b")", "/users/a..b"),
                ("/users/\(pathParameter: "%2E")", "/users/%252E"), ("/.well-known/\(pathParameter: "x.json")", "/.well-known/x.json"),
                ("/files/\(pathParameter: "..")x", "/files/%2E%2Ex"),
                ("/contents/\(pathParameterKeepingSlashes: ".github/..x")", "/contents/.github/..x"),
            ]
            for (path, _) in allowed {
                _ = try? await client.send(ProbeEndpoint(method: .get, path: path))
            }
            let targets = try await server.requests().map(\.target)
            #expect(targets == allowed.map(\.1))
        }
    }

    @Test("A base URL or a page URL with a dot segment is refused before sending; dots inside a segment go out")
    func dotSegmentsInBaseAndPageURLsAreRefused() async throws {
        try await withTestServer { server in
            for base in [server.url("/api/x/.."), server.url("/api/%2E%2E/"), server.url("/./api")] {
                let client = APIClient(configuration: APIClientConfiguration(baseURL: base))
                let error = await #expect(throws: APIError.self, "\(base)") {
                    try await client.send(ProbeEndpoint(method: .get, path: "/items"))
                }
                guard case .invalidRequest(let message)? = error else {
                    Issue.record("\(base): \(String(describing: error))")
                    continue
                }
                #expect(message.contains("dot segment"), "\(message)")
            }
            let client = serverClient(server)
            for page in ["/api/admin/%2E%2E/x?p=2", "/api/%2e/x"] {
                let url = try #require(URL(string: server.url("/").absoluteString.dropLast() + page))
                await #expect(throws: APIError.self, "\(page)") {
                    try await client.sendPage(ProbeEndpoint(method: .get, path: "/list"), at: url)
                }
            }
            let nothingSent = try await server.requests().isEmpty
            #expect(nothingSent)

            let wellKnown = APIClient(configuration: APIClientConfiguration(baseURL: server.url("/.well-known/...x/")))
            _ = try? await wellKnown.send(ProbeEndpoint(method: .get, path: "/items"))
            let targets = try await server.requests().map(\.target)
            #expect(targets == ["/.well-known/...x/items"])
        }
    }

    @Test("An empty {+path} is allowed: the route keeps its trailing slash")
    func emptyReservedExpansionIsAllowed() async throws {
        try await withTestServer { server in
            let path = ""
            _ = try? await serverClient(server).send(ProbeEndpoint(method: .get, path: "/contents/\(pathParameterKeepingSlashes: path)"))
            let request = try #require(try await server.requests().first)
            #expect(request.requestLine == "GET /contents/ HTTP/1.1")
        }
    }
}
