import EndpointRuntime
import Foundation
import Testing

@Suite("Requests rejected before sending")
struct RequestValidationTests {
    @Test func baseURLWithoutSchemeAndHostIsAnInvalidRequest() async throws {
        let (client, transport) = mockClient(jsonResponse("{}"), baseURL: "api.example.com/v1")
        let error = await #expect(throws: APIError.self) { try await client.send(ProbeEndpoint()) }
        #expect(error?.description == #"Invalid request: The base URL "api.example.com/v1" is not an absolute http(s) URL with a host."#)
        #expect(transport.requests.isEmpty)
    }

    @Test func baseURLWithAQueryIsAnInvalidRequest() async throws {
        let (client, transport) = mockClient(jsonResponse("{}"), baseURL: "https://x.io/api?key=1")
        let error = await #expect(throws: APIError.self) { try await client.send(ProbeEndpoint()) }
        guard case .invalidRequest = error else {
            Issue.record("expected an invalid request")
            return
        }
        #expect(transport.requests.isEmpty)
    }

    @Test func headerValueWithCRLFIsRejectedBeforeSending() async throws {
        let (client, transport) = mockClient(jsonResponse("{}"))
        let endpoint = ProbeEndpoint(headers: ["X-Note": "a\r\nX-Injected: 1"])
        let error = await #expect(throws: APIError.self) { try await client.send(endpoint) }
        #expect(error?.description == #"Invalid request: The value of header "X-Note" contains the control character U+000D, which HTTP does not allow (RFC 9110 §5.5)."#)
        #expect(transport.requests.isEmpty)
    }

    @Test func headerNameThatIsNotATokenIsRejected() async throws {
        let (client, transport) = mockClient(jsonResponse("{}"))
        let error = await #expect(throws: APIError.self) { try await client.send(ProbeEndpoint(headers: ["X Bad": "1"])) }
        guard case .invalidRequest = error else {
            Issue.record("expected an invalid request")
            return
        }
        #expect(transport.requests.isEmpty)
    }

    @Test func baseURLPathPrefixIsKeptAndTrailingSlashesDoNotDouble() async throws {
        let (client, transport) = mockClient(jsonResponse("{}"), baseURL: "https://x.io/api/v2/")
        _ = try await client.send(ProbeEndpoint(method: .get, path: "/items", query: ["a": 1]))
        #expect(transport.requests.map(\.url.absoluteString) == ["https://x.io/api/v2/items?a=1"])
    }
}

@Suite("Auth")
struct AuthTests {
    @Test func bearerPlacementSendsBearerToken() async throws {
        let (client, transport) = mockClient(jsonResponse("{}"), authPlacement: .bearer(), token: "t0k")
        _ = try await client.send(ProbeEndpoint(auth: .required))
        #expect(transport.requests.first?.headers["Authorization"] == "Bearer t0k")
    }

    @Test func rawHeaderPlacementSendsTheTokenAsIs() async throws {
        let (client, transport) = mockClient(jsonResponse("{}"), authPlacement: .header("x-access-token"), token: "t0k")
        _ = try await client.send(ProbeEndpoint(auth: .required))
        #expect(transport.requests.first?.headers.fields == [HTTPHeaderField(name: "x-access-token", value: "t0k")])
    }

    @Test func endpointAuthPlacementWinsOverTheClients() async throws {
        struct RawTokenEndpoint: Endpoint {
            typealias Response = NoContent
            var method: HTTPMethod { .get }
            var path: String { "/me" }
            var auth: AuthRequirement { .required }
            var authPlacement: AuthPlacement? { .header("x-access-token") }
        }
        let (client, transport) = mockClient(jsonResponse("{}"), authPlacement: .bearer(), token: "t0k")
        _ = try await client.send(RawTokenEndpoint())
        #expect(transport.requests.first?.headers.fields == [HTTPHeaderField(name: "x-access-token", value: "t0k")])
    }

    @Test func requiredAuthWithoutATokenFailsWithoutSending() async throws {
        let (client, transport) = mockClient(jsonResponse("{}"), authPlacement: .bearer(), token: nil)
        let error = await #expect(throws: APIError.self) { try await client.send(ProbeEndpoint(auth: .required)) }
        guard case .authentication(let failure) = error else {
            Issue.record("expected an authentication error, got \(String(describing: error))")
            return
        }
        #expect(failure.reason == .missingCredential)
        #expect(error?.isSignedOut == false)
        #expect(error?.description == "Authentication failed: the endpoint requires a credential and there is none.")
        #expect(transport.requests.isEmpty)
    }

    /// A token provider but no placement anywhere is a setup mistake, not a missing credential or a signed-out
    /// user: `invalidRequest` naming the setting, nothing sent. Without a token provider it is a missing credential.
    @Test func requiredAuthWithATokenButNoPlacementNamesTheSetting() async throws {
        let (client, transport) = mockClient(jsonResponse("{}"), authPlacement: nil, token: "t0k")
        let error = await #expect(throws: APIError.self) { try await client.send(ProbeEndpoint(auth: .required)) }
        guard case .invalidRequest(let message) = error else {
            Issue.record("expected invalidRequest, got \(String(describing: error))")
            return
        }
        #expect(message.contains("authPlacement"))
        #expect(error?.isSignedOut == false)
        #expect(transport.requests.isEmpty)
        // The same client sends an endpoint with its own placement, and an endpoint with optional auth unchanged.
        struct Placed: Endpoint {
            typealias Response = JSONValue
            var method: HTTPMethod { .get }
            var path: String { "/placed" }
            var auth: AuthRequirement { .required }
            var authPlacement: AuthPlacement? { .bearer() }
        }
        let (placedClient, placedTransport) = mockClient(jsonResponse("{}"), authPlacement: nil, token: "t0k")
        _ = try await placedClient.send(Placed())
        #expect(placedTransport.requests.first?.headers["Authorization"] == "Bearer t0k")

        let anonymousTransport = MockTransport(responses: [jsonResponse("{}")])
        let anonymous = APIClient(
            configuration: APIClientConfiguration(baseURL: url("https://api.example.com/v1")), transport: anonymousTransport)
        let missing = await #expect(throws: APIError.self) { try await anonymous.send(ProbeEndpoint(auth: .required)) }
        guard case .authentication(let failure) = missing else {
            Issue.record("expected an authentication error, got \(String(describing: missing))")
            return
        }
        #expect(failure.reason == .missingCredential)
        #expect(anonymousTransport.requests.isEmpty)
    }

    @Test func optionalAuthSendsNoHeaderWithoutAToken() async throws {
        let (client, transport) = mockClient(jsonResponse("{}"), authPlacement: .bearer(), token: nil)
        _ = try await client.send(ProbeEndpoint(auth: .optional))
        #expect(transport.requests.first?.headers["Authorization"] == nil)
    }

    @Test func endpointWithoutAuthNeverSendsTheToken() async throws {
        let (client, transport) = mockClient(jsonResponse("{}"), authPlacement: .bearer(), token: "t0k")
        _ = try await client.send(ProbeEndpoint(auth: .none))
        #expect(transport.requests.first?.headers["Authorization"] == nil)
    }
}

@Suite("Common fields")
struct CommonFieldTests {
    static let fields = [
        CommonField("version", from: .appVersion),
        CommonField("lang_cd", from: .language),
        CommonField("timestamp", from: .unixTime),
        CommonField("device", from: .custom("device_id")),
        CommonField("channel", from: .literal("store")),
        CommonField("unknown", from: .custom("nothing"), ifMissing: .omit),
    ]

    @Test func commonFieldsAreQueryItemsForRequestsWithoutAFormBody() async throws {
        let (client, transport) = mockClient(jsonResponse("{}"))
        _ = try await client.send(ProbeEndpoint(method: .get, query: ["page": 2], commonFields: Self.fields))
        #expect(transport.requests.first?.url.query == "page=2&version=1.2.3&lang_cd=ko&timestamp=1700000000&device=D-1&channel=store")
    }

    @Test func commonFieldsAreFormFieldsForFormBodiesAndTheEndpointValueWins() async throws {
        let (client, transport) = mockClient(jsonResponse("{}"))
        _ = try await client.send(ProbeEndpoint(body: .form(["user_key": "k", "lang_cd": "en"]), commonFields: Self.fields))
        let request = try #require(transport.requests.first)
        #expect(request.url.query == nil)
        #expect(request.body.map { String(decoding: $0, as: UTF8.self) } == "user_key=k&lang_cd=en&version=1.2.3&timestamp=1700000000&device=D-1&channel=store")
    }

    @Test func commonFieldsAreTextPartsForMultipartBodies() async throws {
        let (client, transport) = mockClient(jsonResponse("{}"))
        let fields = [CommonField("version", from: .appVersion)]
        _ = try await client.send(ProbeEndpoint(body: .multipart([.field("a", "1")]), commonFields: fields))
        let request = try #require(transport.requests.first)
        let boundary = try #require(request.headers["Content-Type"]?.components(separatedBy: "boundary=").last)
        let expected = "--\(boundary)\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n"
            + "--\(boundary)\r\nContent-Disposition: form-data; name=\"version\"\r\n\r\n1.2.3\r\n--\(boundary)--\r\n"
        #expect(request.body.map { String(decoding: $0, as: UTF8.self) } == expected)
        #expect(request.url.query == nil)
    }

    @Test func jsonBodyRequestsGetCommonFieldsAsQueryItems() async throws {
        let (client, transport) = mockClient(jsonResponse("{}"))
        let fields = [CommonField("version", from: .appVersion)]
        _ = try await client.send(ProbeEndpoint(body: .json(["a": 1]), commonFields: fields))
        #expect(transport.requests.first?.url.query == "version=1.2.3")
    }
}
