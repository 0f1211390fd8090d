import EndpointRuntime
import Foundation
import TestSupport
import Testing

/// A refresher held at a gate: the test sees when the refresh has started and decides when it may finish, so the
/// order of events is forced without relying on timing.
actor RefreshGate {
    private var hasEntered = false
    private var isOpen = false
    private var enteredWaiters: [CheckedContinuation<Void, Never>] = []
    private var openWaiters: [CheckedContinuation<Void, Never>] = []
    private(set) var refreshes = 0

    /// Called by the refresher: records the refresh, then waits until ``open()``.
    func enterAndWait() async {
        refreshes += 1
        hasEntered = true
        enteredWaiters.forEach { $0.resume() }
        enteredWaiters = []
        guard !isOpen else { return }
        await withCheckedContinuation { openWaiters.append($0) }
    }

    func waitUntilEntered() async {
        guard !hasEntered else { return }
        await withCheckedContinuation { enteredWaiters.append($0) }
    }

    func open() {
        isOpen = true
        openWaiters.forEach { $0.resume() }
        openWaiters = []
    }
}

/// Lets a refresher reach the client it belongs to, as an app's refresher calling its own refresh endpoint does.
final class ClientBox: @unchecked Sendable {
    // Safe: written once, before any request is sent.
    var client: APIClient?
}

/// Token refresh at its edges, each found by sending real requests to a local server: a refresher that calls its own
/// client, waiting for a refresh under a deadline or a cancelled task, and a `401` that did not see the token.
/// The failures they guard against are hangs, so every call the test waits for goes through ``finishes(_:)``,
/// which gives up after a generous 150 s and records it, instead of hanging the test run. (30 s was not generous
/// enough: in a full `swift test` on a 2-core machine, tests that wait for a compiler synchronously can hold both
/// threads of the concurrency pool for tens of seconds, and two runs in three recorded a false hang.)
@Suite("Token refresh edges at the server")
struct TokenRefreshEdgeTests {
    static let me = ProbeEndpoint(method: .get, path: "/me", auth: .required)

    static func client(
        _ server: TestServer, token: String = "old", refresher: TokenRefresher?
    ) -> APIClient {
        APIClient(configuration: APIClientConfiguration(
            baseURL: server.baseURL, authPlacement: .bearer(), tokenProvider: { token }, tokenRefresher: refresher))
    }

    @Test("A refresher whose own request is rejected fails the refresh instead of waiting for itself",
          .timeLimit(.minutes(5)))
    func refresherRejectedByItsOwnClient() async throws {
        let routes = [
            ServerRoute("POST", "/refresh", .json(#"{"message":"refresh token expired"}"#, status: 401)),
            ServerRoute("GET", "/me", .json(#"{"message":"Bad credentials"}"#, status: 401)),
        ]
        try await withTestServer(routes) { server in
            let box = ClientBox()
            let refreshEndpoint = ProbeEndpoint(method: .post, path: "/refresh", auth: .required)
            box.client = Self.client(server, refresher: { _ in
                guard let client = box.client else { return nil }
                _ = try await client.send(refreshEndpoint)
                return "new"
            })
            let client = try #require(box.client)
            let error = await #expect(throws: APIError.self) { try await Self.finishes { try await client.send(Self.me) } }
            guard case .authentication(let failure) = error else {
                Issue.record("expected .authentication, got \(String(describing: error))")
                return
            }
            #expect(failure.reason == .refreshFailed)
            #expect(error?.isSignedOut == true)
            // The refresher's request failed as the plain 401 it got, kept as the underlying error.
            #expect((error?.underlyingError as? APIError)?.status == 401)
            let targets = try await server.requests().map(\.target)
            #expect(targets == ["/me", "/refresh"])
            // The client is not stuck: the next call refreshes again and fails the same way.
            let again = await #expect(throws: APIError.self) { try await Self.finishes { try await client.send(Self.me) } }
            #expect(again?.isSignedOut == true)
        }
    }

    @Test("A request waiting for a refresh stops at its deadline; the refresh runs on for later requests",
          .timeLimit(.minutes(5)))
    func waitingForARefreshEndsAtTheDeadline() async throws {
        try await withTestServer(AuthLifecycleTests.routes) { server in
            let gate = RefreshGate()
            let client = Self.client(server, refresher: { _ in
                await gate.enterAndWait()
                return "new"
            })
            // The gate opens only after the call has returned: waiting for the refresh would never end. The
            // deadline is on this call only, so the later call is not bound by it on a loaded machine.
            let bounded = client.with(RequestOptions(deadline: 3))
            let error = await #expect(throws: APIError.self) { try await Self.finishes { try await bounded.send(Self.me) } }
            guard case .transport(let failure) = error else {
                Issue.record("expected the deadline's .transport(.timedOut), got \(String(describing: error))")
                return
            }
            #expect(failure.kind == .timedOut)
            #expect(failure.message.contains("deadline"))
            await gate.open()
            // The refresh finished for whoever needs it next: one refresh in all, the next call uses its token.
            let user = try await client.send(Self.me)
            #expect(user == ["login": "octocat"])
            #expect(await gate.refreshes == 1)
        }
    }

    /// Review 32: the refresh is an unstructured task, which inherits the task-local values of the call whose `401`
    /// started it. It inherited that call's deadline, so `RetryMiddleware` on the refresher's own client saw the
    /// deadline as its own: once the starting call had timed out, the refresh endpoint's `503` was not retried, and a
    /// call with no deadline waiting for the same refresh failed with it.
    @Test("A refresh outlives the deadline of the call that started it: the refresh endpoint is retried for the others",
          .timeLimit(.minutes(5)))
    func aRefreshIsNotBoundByTheDeadlineOfTheCallThatStartedIt() async throws {
        let routes = AuthLifecycleTests.routes + [
            ServerRoute("GET", "/refresh",
                        ServerReply(status: 503, headers: [("Retry-After", "1")], body: "", delay: 1.5),
                        .json(#"{"token":"new"}"#)),
        ]
        try await withTestServer(routes) { server in
            let refreshEndpoint = ProbeEndpoint(method: .get, path: "/refresh")
            let refreshClient = APIClient(
                configuration: APIClientConfiguration(baseURL: server.baseURL),
                middleware: [RetryMiddleware(maxAttempts: 2, maxDelay: 10)])
            let deadlines = CallRecordingBox()
            let client = Self.client(server, refresher: { _ in
                deadlines.record(CallDeadline.remaining)
                let body = try await refreshClient.send(refreshEndpoint)
                return body["token"]?.stringValue
            })
            // The call with a deadline starts the refresh; the other call joins it once it has started.
            let bounded = client.with(RequestOptions(deadline: 0.5))
            let starter = Task { try await Self.finishes { try await bounded.send(Self.me) } }
            _ = try await server.requests(atLeast: 1, target: "/refresh")
            let user = try await Self.finishes { try await client.send(Self.me) }
            #expect(user == ["login": "octocat"])
            let error = await #expect(throws: APIError.self) { try await starter.value }
            #expect(error?.isCancelled == false)
            #expect(deadlines.values == [nil], "the refresher ran under the starting call's deadline")
            let refreshes = try await server.requests().filter { $0.target == "/refresh" }.count
            #expect(refreshes == 2)
        }
    }

    @Test("A cancelled request stops waiting for a refresh at once; others still get the refreshed token",
          .timeLimit(.minutes(5)))
    func waitingForARefreshEndsWhenCancelled() async throws {
        try await withTestServer(AuthLifecycleTests.routes) { server in
            let gate = RefreshGate()
            let client = Self.client(server, refresher: { _ in
                await gate.enterAndWait()
                return "new"
            })
            let cancelled = Task { try await client.send(Self.me) }
            let waiting = Task { () -> JSONValue in
                await gate.waitUntilEntered()
                return try await client.send(Self.me)
            }
            await gate.waitUntilEntered()
            cancelled.cancel()
            let outcome: Result<JSONValue, any Error>
            do {
                outcome = .success(try await Self.finishes { try await cancelled.value })
            } catch {
                outcome = .failure(error)
            }
            #expect(throws: (any Error).self) { try outcome.get() }
            if case .failure(let error) = outcome {
                #expect(APIError(error).isCancelled, "\(error)")
            }
            await gate.open()
            let user = try await waiting.value
            #expect(user == ["login": "octocat"])
            #expect(await gate.refreshes == 1)
        }
    }

    /// `/me` leads to another origin that answers 401; `/round-trip` leaves the origin and comes back to `/final`,
    /// which answers 401 to a request the token was removed from on the way.
    @Test("A 401 to a request a redirect took the token from does not refresh", arguments: ["/me", "/round-trip"])
    func aRedirectedRejectionIsNotTheToken(path: String) async throws {
        try await withTestServer { other in
            try await withTestServer { server in
                try await other.setRoutes([
                    ServerRoute("GET", "/other", .json("{}", status: 401)),
                    ServerRoute("GET", "/hop", Self.redirect(to: server.url("/final"))),
                ])
                try await server.setRoutes([
                    ServerRoute("GET", "/me", Self.redirect(to: other.url("/other"))),
                    ServerRoute("GET", "/round-trip", Self.redirect(to: other.url("/hop"))),
                    ServerRoute("GET", "/final", .json("{}", status: 401)),
                ])
                let gate = RefreshGate()
                await gate.open()
                let client = Self.client(server, refresher: { _ in
                    await gate.enterAndWait()
                    return "new"
                })
                let endpoint = ProbeEndpoint(method: .get, path: path, auth: .required)
                let error = await #expect(throws: APIError.self) { try await Self.finishes { try await client.send(endpoint) } }
                guard case .http(let failure) = error else {
                    Issue.record("expected .http(401), got \(String(describing: error))")
                    return
                }
                #expect(failure.status == 401)
                #expect(error?.isSignedOut == false)
                #expect(await gate.refreshes == 0)
                let received = try await server.requests()
                #expect(received.first?.header("Authorization") == "Bearer old")
                #expect(received.dropFirst().allSatisfy { $0.header("Authorization") == nil })
                #expect(try await other.requests().allSatisfy { $0.header("Authorization") == nil })
            }
        }
    }

    struct Hung: Error {}

    /// `operation`'s result, or ``Hung`` (which fails the expectation around the call) when it has not finished
    /// after 150 s; the operation is left running, since a hang cannot be cancelled from outside.
    static func finishes<T: Sendable>(_ operation: @escaping @Sendable () async throws -> T) async throws -> T {
        let first = FirstResult<T>()
        return try await withCheckedThrowingContinuation { continuation in
            first.start(continuation)
            Task { first.resume(with: await Task { try await operation() }.result) }
            Task {
                try? await Task.sleep(nanoseconds: 150_000_000_000)
                first.resume(with: .failure(Hung()))
            }
        }
    }

    static func redirect(to url: URL) -> ServerReply {
        ServerReply(status: 302, headers: [("Location", url.absoluteString)])
    }
}

/// Resumes one continuation with whichever result comes first.
final class FirstResult<T: Sendable>: @unchecked Sendable {
    // Safe: `continuation` is only touched under `lock`.
    private let lock = NSLock()
    private var continuation: CheckedContinuation<T, any Error>?

    func start(_ continuation: CheckedContinuation<T, any Error>) {
        lock.lock()
        self.continuation = continuation
        lock.unlock()
    }

    func resume(with result: Result<T, any Error>) {
        lock.lock()
        let continuation = self.continuation
        self.continuation = nil
        lock.unlock()
        continuation?.resume(with: result)
    }
}

/// The values a refresher saw, recorded from the refresh's task.
final class CallRecordingBox: @unchecked Sendable {
    // Safe: `recorded` is only touched under `lock`.
    private let lock = NSLock()
    private var recorded: [TimeInterval?] = []

    func record(_ value: TimeInterval?) {
        lock.lock()
        defer { lock.unlock() }
        recorded.append(value)
    }

    var values: [TimeInterval?] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }
}
