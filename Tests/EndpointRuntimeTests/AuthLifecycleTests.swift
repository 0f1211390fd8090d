import EndpointRuntime
import Foundation
import TestSupport
import Testing

/// Counts token refreshes and hands out the next token once `until` returns (an event such as "the server has
/// received every concurrent request"), so that concurrent `401`s overlap without relying on timing.
actor RefreshLog {
    private(set) var rejected: [String] = []
    private let result: String?
    private let until: (@Sendable () async throws -> Void)?

    init(result: String?, until: (@Sendable () async throws -> Void)? = nil) {
        self.result = result
        self.until = until
    }

    func refresh(_ token: String) async throws -> String? {
        rejected.append(token)
        try await until?()
        return result
    }
}

/// A refresher's own error type: kept as the underlying error of the signed-out failure.
struct RefreshDenied: Error, Equatable {
    let reason: String
}

/// Keeps the token the refresher stores, as an app's keychain would.
final class TokenBox: @unchecked Sendable {
    // Safe: `storage` is only touched under `lock`.
    private let lock = NSLock()
    private var storage: String?

    init(_ token: String?) {
        storage = token
    }

    var token: String? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return storage
        }
        set {
            lock.lock()
            storage = newValue
            lock.unlock()
        }
    }
}

/// Issue 17, item 3: refresh once on 401 (single flight), retry once, signed out when the refresh fails; every
/// placement of the credential as the server receives it.
@Suite("Auth lifecycle at the server")
struct AuthLifecycleTests {
    /// `/me` answers 200 to `Bearer new` and 401 to anything else.
    static let routes = [
        ServerRoute("GET", "/me", .json(#"{"login":"octocat"}"#)).when(header: "Authorization", is: "Bearer new"),
        ServerRoute("GET", "/me", .json(#"{"message":"Bad credentials"}"#, status: 401)),
    ]

    static func client(
        _ server: TestServer, tokens: TokenBox, refresher: TokenRefresher?, placement: AuthPlacement = .bearer()
    ) -> APIClient {
        APIClient(configuration: APIClientConfiguration(
            baseURL: server.baseURL, authPlacement: placement, tokenProvider: { tokens.token },
            tokenRefresher: refresher))
    }

    static let me = ProbeEndpoint(method: .get, path: "/me", auth: .required)

    @Test("A 401 refreshes the token once and retries the request once with the new token")
    func refreshesAndRetries() async throws {
        try await withTestServer(Self.routes) { server in
            let tokens = TokenBox("old")
            let log = RefreshLog(result: "new")
            let client = Self.client(server, tokens: tokens, refresher: { rejected in
                let token = try await log.refresh(rejected)
                tokens.token = token
                return token
            })
            let user = try await client.send(Self.me)
            #expect(user == ["login": "octocat"])
            #expect(await log.rejected == ["old"])
            let sent = try await server.requests().map { $0.header("Authorization") }
            #expect(sent == ["Bearer old", "Bearer new"])
            // Later requests use the stored token directly.
            _ = try await client.send(Self.me)
            let checked = try await server.requests()
            #expect(checked.count == 3)
        }
    }

    @Test("Concurrent 401s wait for one refresh (single flight), also in copies of the client")
    func singleFlight() async throws {
        try await withTestServer(Self.routes) { server in
            let tokens = TokenBox("old")
            // The refresh finishes only once all six requests have reached the server with the old token.
            let log = RefreshLog(result: "new", until: { _ = try await server.requests(atLeast: 6) })
            // The refresher does not store the token: requests still rejected with "old" reuse the refreshed one.
            let client = Self.client(server, tokens: tokens, refresher: { try await log.refresh($0) })
            let results = try await withThrowingTaskGroup(of: JSONValue.self) { group in
                for _ in 0..<6 {
                    let copy = client
                    group.addTask { try await copy.send(Self.me) }
                }
                var values: [JSONValue] = []
                for try await value in group {
                    values.append(value)
                }
                return values
            }
            #expect(results.count == 6)
            #expect(await log.rejected == ["old"])
            let sent = try await server.requests().compactMap { $0.header("Authorization") }
            #expect(sent.filter { $0 == "Bearer old" }.count == 6)
            #expect(sent.filter { $0 == "Bearer new" }.count == 6)
            // A straggler rejected with the old token after the refresh finished reuses its result.
            _ = try await client.send(Self.me)
            #expect(await log.rejected == ["old"])
        }
    }

    @Test("A refresh returning nil, or throwing, is a typed signed-out error keeping the refresher's error")
    func refreshFailureSignsOut() async throws {
        try await withTestServer(Self.routes) { server in
            let signedOut = Self.client(server, tokens: TokenBox("old"), refresher: { _ in nil })
            let error = await #expect(throws: APIError.self) { try await signedOut.send(Self.me) }
            guard case .authentication(let failure) = error else {
                Issue.record("expected .authentication, got \(String(describing: error))")
                return
            }
            #expect(failure.reason == .refreshFailed)
            #expect(failure.response?.status == 401)
            #expect(failure.response?.bodyText == #"{"message":"Bad credentials"}"#)
            #expect(error?.isSignedOut == true)
            #expect(error?.status == 401)

            let denied = Self.client(server, tokens: TokenBox("old"), refresher: { _ in
                throw RefreshDenied(reason: "refresh token expired")
            })
            let thrown = await #expect(throws: APIError.self) { try await denied.send(Self.me) }
            #expect(thrown?.isSignedOut == true)
            #expect(thrown?.underlyingError as? RefreshDenied == RefreshDenied(reason: "refresh token expired"))
        }
    }

    /// A fresh-user review found a refresher that was offline signing the user out, a second one a `429` and a captive
    /// portal's page. A refresh that cannot be done now fails the call with that failure, not `isSignedOut`: a
    /// `URLError`, or through the client the refresh endpoint's `503`, `429`, `408`, or a body that does not decode;
    /// a `400` of the refresh endpoint still signs out.
    @Test("A refresh that cannot reach its server is that failure, and the user stays signed in")
    func unreachableRefreshIsNotASignOut() async throws {
        try await withTestServer(Self.routes + [
            ServerRoute("POST", "/refresh-down", .json("{}", status: 503)),
            ServerRoute("POST", "/refresh-busy", .json("{}", status: 429)),
            ServerRoute("POST", "/refresh-slow", .json("{}", status: 408)),
            ServerRoute("POST", "/refresh-portal", ServerReply(status: 200, headers: [("Content-Type", "text/html")], body: "<html>Sign in to the Wi-Fi</html>")),
            ServerRoute("POST", "/refresh-denied", .json(#"{"message":"refresh token expired"}"#, status: 400)),
        ]) { server in
            let offline = Self.client(server, tokens: TokenBox("old"), refresher: { _ in throw URLError(.notConnectedToInternet) })
            let error = await #expect(throws: APIError.self) { try await offline.send(Self.me) }
            #expect(error?.isSignedOut == false)
            guard case .transport(let failure) = error else {
                Issue.record("expected .transport, got \(String(describing: error))")
                return
            }
            #expect(failure.kind == .offline)
            #expect(error?.localizedDescription == "You appear to be offline.")

            let cases: [(String, Bool, Int?)] = [
                ("/refresh-down", false, 503), ("/refresh-busy", false, 429), ("/refresh-slow", false, 408),
                ("/refresh-portal", false, nil), ("/refresh-denied", true, 401),
            ]
            for (path, signsOut, status) in cases {
                let box = ClientBox()
                box.client = Self.client(server, tokens: TokenBox("old"), refresher: { _ in
                    guard let client = box.client else { return nil }
                    _ = try await client.send(RefreshTokenEndpoint(path: path))
                    return "new"
                })
                let client = try #require(box.client)
                let thrown = await #expect(throws: APIError.self) { try await client.send(Self.me) }
                #expect(thrown?.isSignedOut == signsOut, "\(path)")
                #expect(thrown?.status == status, "\(path): the refresh endpoint's status, or the 401 of the signed-out call")
            }
        }
    }

    @Test("A 401 to the retried request is signed out, after exactly two requests")
    func rejectedAfterRefresh() async throws {
        try await withTestServer(Self.routes) { server in
            let client = Self.client(server, tokens: TokenBox("old"), refresher: { _ in "also-bad" })
            let error = await #expect(throws: APIError.self) { try await client.send(Self.me) }
            guard case .authentication(let failure) = error else {
                Issue.record("expected .authentication, got \(String(describing: error))")
                return
            }
            #expect(failure.reason == .rejectedAfterRefresh)
            let sent = try await server.requests().map { $0.header("Authorization") }
            #expect(sent == ["Bearer old", "Bearer also-bad"])
        }
    }

    @Test("Without a refresher a 401 stays an HTTP error; without a token nothing is refreshed or sent")
    func noRefresher() async throws {
        try await withTestServer(Self.routes) { server in
            let client = Self.client(server, tokens: TokenBox("old"), refresher: nil)
            let error = await #expect(throws: APIError.self) { try await client.send(Self.me) }
            guard case .http(let failure) = error else {
                Issue.record("expected .http, got \(String(describing: error))")
                return
            }
            #expect(failure.status == 401)

            let log = RefreshLog(result: "new")
            let signedOut = Self.client(server, tokens: TokenBox(nil), refresher: { try await log.refresh($0) })
            let missing = await #expect(throws: APIError.self) { try await signedOut.send(Self.me) }
            guard case .authentication(let noCredential) = missing else {
                Issue.record("expected .authentication, got \(String(describing: missing))")
                return
            }
            #expect(noCredential.reason == .missingCredential)
            #expect(await log.rejected.isEmpty)
            let checked = try await server.requests()
            #expect(checked.count == 1)
        }
    }

    @Test("A token provider that throws is a missing credential keeping its error; nothing is sent")
    func providerFailure() async throws {
        try await withTestServer(Self.routes) { server in
            let client = APIClient(configuration: APIClientConfiguration(
                baseURL: server.baseURL, authPlacement: .bearer(),
                tokenProvider: { throw RefreshDenied(reason: "keychain locked") }))
            let error = await #expect(throws: APIError.self) { try await client.send(Self.me) }
            guard case .authentication(let failure) = error else {
                Issue.record("expected .authentication, got \(String(describing: error))")
                return
            }
            #expect(failure.reason == .missingCredential)
            #expect(error?.underlyingError as? RefreshDenied == RefreshDenied(reason: "keychain locked"))
            let checked = try await server.requests()
            #expect(checked.isEmpty)
        }
    }

    @Test("Every scheme as the server receives it: raw header, bearer, a prefix, HTTP Basic, a query item")
    func schemes() async throws {
        let cases: [(AuthPlacement, String, String?)] = [
            (.header("x-access-token"), "x-access-token", "t0k/en+1"),
            (.bearer(), "Authorization", "Bearer t0k/en+1"),
            (.scheme("token"), "Authorization", "token t0k/en+1"),
            (.scheme("Token", header: "X-Auth"), "X-Auth", "Token t0k/en+1"),
        ]
        try await withTestServer([ServerRoute("*", "/me", .json("{}"))]) { server in
            for (placement, header, expected) in cases {
                try await server.clearRequests()
                let client = Self.client(server, tokens: TokenBox("t0k/en+1"), refresher: nil, placement: placement)
                _ = try await client.send(Self.me)
                let received = try await server.requests()
                let request = try #require(received.first)
                #expect(request.header(header) == expected, "\(placement)")
                #expect(request.target == "/me")
            }

            try await server.clearRequests()
            let basic = try #require(AuthPlacement.basicCredential(user: "Aladdin", password: "open sesame"))
            let basicClient = Self.client(server, tokens: TokenBox(basic), refresher: nil, placement: .basic())
            _ = try await basicClient.send(Self.me)
            // RFC 7617 §2's example.
            let checked = try await server.requests()
            #expect(checked.first?.header("Authorization") == "Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==")
            #expect(AuthPlacement.basicCredential(user: "a:b", password: "c") == nil)

            try await server.clearRequests()
            let queryClient = Self.client(server, tokens: TokenBox("k y&z"), refresher: nil, placement: .query("api_key"))
            _ = try await queryClient.send(ProbeEndpoint(method: .get, path: "/me", query: ["page": 2], auth: .required))
            let received = try await server.requests()
            let request = try #require(received.first)
            #expect(request.target == "/me?page=2&api_key=k%20y%26z")
            #expect(request.header("Authorization") == nil)
        }
    }

    @Test("An endpoint's own scheme wins over the client's, and the refresh retries in that scheme")
    func perEndpointScheme() async throws {
        struct KeyedEndpoint: Endpoint {
            typealias Response = JSONValue
            var method: HTTPMethod { .get }
            var path: String { "/me" }
            var auth: AuthRequirement { .required }
            var authPlacement: AuthPlacement? { .header("x-access-token") }
        }
        let routes = [
            ServerRoute("GET", "/me", .json(#"{"ok":true}"#)).when(header: "x-access-token", is: "new"),
            ServerRoute("GET", "/me", .json("{}", status: 401)),
        ]
        try await withTestServer(routes) { server in
            let client = Self.client(server, tokens: TokenBox("old"), refresher: { _ in "new" }, placement: .bearer())
            let value = try await client.send(KeyedEndpoint())
            #expect(value == ["ok": true])
            let requests = try await server.requests()
            #expect(requests.map { $0.header("x-access-token") } == ["old", "new"])
            #expect(requests.allSatisfy { $0.header("Authorization") == nil })
        }
    }
}

/// A refresh endpoint answering a JSON object: an HTML page in its place does not decode.
struct RefreshTokenEndpoint: Endpoint {
    struct Token: Decodable, Sendable { let token: String? }
    typealias Response = Token
    let path: String
    var method: HTTPMethod { .post }
}
