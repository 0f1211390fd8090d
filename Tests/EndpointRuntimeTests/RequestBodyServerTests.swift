import EndpointRuntime
import Foundation
import TestSupport
import Testing

/// An endpoint whose parts are set by the test.
struct ProbeEndpoint: Endpoint {
    typealias Response = JSONValue

    var method: HTTPMethod = .post
    var path: String = "/probe"
    var query: Parameters = Parameters()
    var headers: HTTPHeaders = HTTPHeaders()
    var body: RequestBody = .none
    var auth: AuthRequirement = .none
    var commonFields: [CommonField] = []
    var envelope: EnvelopeRule? = nil
    var errorRules: [ErrorRule] = []
    var timeout: TimeInterval? = nil
    /// `nil` uses the method's idempotency.
    var idempotent: Bool? = nil

    var isIdempotent: Bool { idempotent ?? method.isIdempotent }
}

nonisolated struct Greeting: Codable, Sendable, Hashable {
    var text: String
    var link: URL
    var sentAt: Date

    enum CodingKeys: String, CodingKey {
        case text
        case link
        case sentAt = "sent_at"
    }
}

@Suite("Request bodies, paths and queries as the server receives them")
struct RequestBodyServerTests {
    static let okRoute = ServerRoute("*", "/probe", .json("{}"))

    @Test func jsonBodyArrivesWithSortedKeysUnescapedSlashesAndTheDateRule() async throws {
        try await withTestServer([Self.okRoute]) { server in
            let greeting = Greeting(text: "hi/there", link: url("https://x.io/a"), sentAt: Date(timeIntervalSince1970: 0))
            _ = try await serverClient(server).send(ProbeEndpoint(body: .json(greeting)))
            let request = try #require(try await server.requests().first)
            #expect(request.bodyText == #"{"link":"https://x.io/a","sent_at":"1970-01-01T00:00:00Z","text":"hi/there"}"#)
            #expect(request.header("Content-Type") == "application/json")
        }
    }

    @Test func formBodyEscapesPlusAmpersandEqualsSpacesAndUTF8() async throws {
        try await withTestServer([Self.okRoute]) { server in
            let body = RequestBody.form(["q": "a+b&c=d", "scope": "read write", "name": "名前"])
            _ = try await serverClient(server).send(ProbeEndpoint(body: body))
            let request = try #require(try await server.requests().first)
            #expect(request.bodyText == "q=a%2Bb%26c%3Dd&scope=read%20write&name=%E5%90%8D%E5%89%8D")
            #expect(request.header("Content-Type") == "application/x-www-form-urlencoded")
        }
    }

    @Test func multipartBodyArrivesByteForByteWithCRLFFraming() async throws {
        try await withTestServer([Self.okRoute]) { server in
            let file = MultipartFile(data: Data([0x89, 0x50, 0x00, 0x0D, 0x0A]), fileName: "pic.png", mimeType: "image/png")
            let body = RequestBody.multipart([.field("user_key", "k 1"), .field("skip", nil as String?), .file("image", file)])
            _ = try await serverClient(server).send(ProbeEndpoint(body: body))
            let request = try #require(try await server.requests().first)
            let contentType = try #require(request.header("Content-Type"))
            #expect(contentType.hasPrefix("multipart/form-data; boundary=Boundary-"))
            let boundary = String(contentType.dropFirst("multipart/form-data; boundary=".count))
            var expected = Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"user_key\"\r\n\r\nk 1\r\n".utf8)
            expected += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"image\"; filename=\"pic.png\"\r\nContent-Type: image/png\r\n\r\n".utf8)
            expected += Data([0x89, 0x50, 0x00, 0x0D, 0x0A])
            expected += Data("\r\n--\(boundary)--\r\n".utf8)
            #expect(request.body == expected)
        }
    }

    @Test func textAndBinaryBodiesArriveWithTheirContentTypes() async throws {
        try await withTestServer([Self.okRoute]) { server in
            let client = serverClient(server)
            _ = try await client.send(ProbeEndpoint(body: .text("# Hi ✓", contentType: "text/markdown")))
            _ = try await client.send(ProbeEndpoint(body: .binary(Data([0, 1, 255]))))
            let requests = try await server.requests()
            #expect(requests.map(\.bodyText).first == "# Hi ✓")
            #expect(requests.map { $0.header("Content-Type") } == ["text/markdown", "application/octet-stream"])
            #expect(requests.last?.body == Data([0, 1, 255]))
        }
    }

    @Test func pathParametersAndQueryItemsArriveEncodedExactlyOnce() async throws {
        let route = ServerRoute("GET", "/f/Hello%20World%20..%2F/a%2Fb/x%3Fy%23z/100%25/caf%C3%A9", .json("{}"))
        try await withTestServer([route]) { server in
            let path = "/f/\(pathParameter: "Hello World ../")/\(pathParameter: "a/b")/\(pathParameter: "x?y#z")/\(pathParameter: "100%")/\(pathParameter: "café")"
            let endpoint = ProbeEndpoint(method: .get, path: path, query: ["q": "a+b&c=d", "tag": ["x", "y z"], "ok": true])
            _ = try await serverClient(server).send(endpoint)
            let request = try #require(try await server.requests().first)
            #expect(request.method == "GET")
            #expect(request.target == "/f/Hello%20World%20..%2F/a%2Fb/x%3Fy%23z/100%25/caf%C3%A9?q=a%2Bb%26c%3Dd&tag=x&tag=y%20z&ok=true")
        }
    }

    @Test func headersGoOutVerbatimAndEndpointHeadersReplaceDefaults() async throws {
        try await withTestServer([Self.okRoute]) { server in
            var configuration = serverClient(server).configuration
            configuration.defaultHeaders = ["X-API-Version": "1.0.0", "X-Client": "app"]
            let client = APIClient(configuration: configuration)
            _ = try await client.send(ProbeEndpoint(headers: ["x-client": "spaced ; value=\"q\""]))
            let request = try #require(try await server.requests().first)
            #expect(request.header("X-API-Version") == "1.0.0")
            #expect(request.header("X-Client") == "spaced ; value=\"q\"")
        }
    }
}
