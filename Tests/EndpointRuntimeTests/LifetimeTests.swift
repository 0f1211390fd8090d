import EndpointRuntime
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import TestSupport
import Testing

/// Waits until `released()` is true (a weak reference became `nil`), at most `seconds`; whether it did. Releasing
/// the session's delegate after `finishTasksAndInvalidate` happens on the session's own queue, so it is awaited
/// rather than expected at once; the bound only keeps a leak from hanging the run.
func eventuallyReleased(within seconds: Double = 20, _ released: @Sendable () -> Bool) async -> Bool {
    let end = ContinuousClock.now + .seconds(seconds)
    while !released() {
        if ContinuousClock.now >= end { return false }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return true
}

/// A weak reference that can cross tasks.
final class WeakBox<Object: AnyObject>: @unchecked Sendable {
    // Safe: `object` is only touched under `lock`.
    private let lock = NSLock()
    private weak var stored: Object?

    init(_ object: Object?) {
        stored = object
    }

    var object: Object? {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    var isReleased: Bool { object == nil }
}

/// A transport object whose lifetime a test watches: answers `401` to the token `old`, else `{}`; records whether a
/// send ended in a cancellation.
final class WatchedTransport: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var cancelledSends = 0
    private let answer: @Sendable (HTTPRequest) async throws -> HTTPResponse

    init(answer: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse = WatchedTransport.rejectingOld) {
        self.answer = answer
    }

    static let rejectingOld: @Sendable (HTTPRequest) async throws -> HTTPResponse = { request in
        let status = request.headers["Authorization"] == "Bearer old" ? 401 : 200
        return HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: Data("{}".utf8), url: request.url)
    }

    /// Sends that ended in a cancellation.
    var cancelled: Int {
        lock.lock()
        defer { lock.unlock() }
        return cancelledSends
    }

    private func countCancelled() {
        lock.lock()
        defer { lock.unlock() }
        cancelledSends += 1
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        do {
            return try await answer(request)
        } catch {
            if error is CancellationError || (error as? URLError)?.code == .cancelled {
                countCancelled()
            }
            throw error
        }
    }
}

/// A middleware object whose lifetime a test watches.
final class WatchedMiddleware: Middleware, @unchecked Sendable {
    func intercept(
        _ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        try await next(request)
    }
}

/// Something a token refresher holds (an app's session store), to watch its lifetime; it records when the refresh
/// ended.
final class WatchedStore: @unchecked Sendable {
    // Safe: `ended` is only touched under `lock`.
    private let lock = NSLock()
    private var ended = false

    func end() {
        lock.lock()
        defer { lock.unlock() }
        ended = true
    }

    var refreshEnded: Bool {
        lock.lock()
        defer { lock.unlock() }
        return ended
    }
}

/// Object lifetimes in the runtime (review 40): a client, its transport, its middleware and what its token refresher
/// holds are released once nothing outside holds them and the work in flight has ended; a `URLSessionTransport`
/// dropped releases its `URLSession` and the session's delegate (a session holds its delegate strongly until it is
/// invalidated), also after a request that completed and after one that was cancelled.
@Suite("Object lifetimes in the runtime")
struct LifetimeTests {
    static let me = ProbeEndpoint(method: .get, path: "/me", auth: .required)
    static let open = ProbeEndpoint(method: .get, path: "/me")

    @Test("A URLSessionTransport dropped unused releases its session and the session's delegate")
    func unusedTransport() async throws {
        let (session, delegate) = Self.makeAndDropTransport()
        let sessionReleased = await eventuallyReleased { session.isReleased }
        #expect(sessionReleased, "the URLSession is never released")
        let delegateReleased = await eventuallyReleased { delegate.isReleased }
        #expect(delegateReleased, "the session's delegate is never released")
    }

    /// A session holds its delegate until it is invalidated, and on Apple platforms the system holds the session until
    /// then too; so a transport dropped must invalidate its session. FoundationNetworking releases a session nobody
    /// holds even when it was never invalidated, which the tests above cannot tell apart; with the session still held
    /// (an app that kept `transport.session`), only the invalidation lets the delegate go, on every platform.
    @Test("A URLSessionTransport dropped while its session is still held invalidates the session, which lets the delegate go")
    func droppedTransportInvalidatesItsSession() async throws {
        var session: URLSession?
        let delegate: WeakBox<AnyObject>
        do {
            let transport = URLSessionTransport()
            session = transport.session
            delegate = WeakBox(transport.session.delegate.map { $0 as AnyObject })
            #expect(!delegate.isReleased)
        }
        let delegateReleased = await eventuallyReleased { delegate.isReleased }
        #expect(delegateReleased, "the session was not invalidated: it still holds its delegate")
        #expect(session?.delegate == nil)
        session = nil
    }

    @Test("A client on a URLSessionTransport dropped after a completed request invalidates its session, which lets the delegate go")
    func transportAfterACompletedRequest() async throws {
        try await withTestServer([ServerRoute("GET", "/me", .json("{}"))]) { server in
            let (session, delegate) = try await Self.useAndDropClient(server) { client in
                _ = try await client.send(Self.open)
            }
            let delegateReleased = await eventuallyReleased { delegate.isReleased }
            #expect(delegateReleased, "the session was not invalidated: it still holds its delegate")
            #expect(session.delegate == nil)
        }
    }

    @Test("A client on a URLSessionTransport dropped after a cancelled request (the server still holding its reply) invalidates its session, which lets the delegate go")
    func transportAfterACancelledRequest() async throws {
        try await withTestServer([ServerRoute("GET", "/me", ServerReply.json("{}").heldUntilReleased())]) { server in
            let (session, delegate) = try await Self.useAndDropClient(server) { client in
                let call = Task { try await client.send(Self.open) }
                _ = try await server.requests(atLeast: 1)
                call.cancel()
                let result = await call.result
                #expect(throws: APIError.self) { try result.get() }
                if case .failure(let error as APIError) = result {
                    #expect(error.isCancelled, "\(error)")
                }
            }
            // The server still holds its reply: the cancelled data task must have ended, or the invalidation waits for
            // it and the session keeps its delegate.
            let delegateReleased = await eventuallyReleased { delegate.isReleased }
            #expect(delegateReleased, "the session was not invalidated: it still holds its delegate")
            #expect(session.delegate == nil)
            try await server.release()
        }
    }

    @Test("A client's transport and middleware are released with the client, after a request")
    func clientTransportAndMiddleware() async throws {
        var transport: WeakBox<WatchedTransport>?
        var middleware: WeakBox<WatchedMiddleware>?
        do {
            let watchedTransport = WatchedTransport()
            let watchedMiddleware = WatchedMiddleware()
            transport = WeakBox(watchedTransport)
            middleware = WeakBox(watchedMiddleware)
            let client = APIClient(
                configuration: APIClientConfiguration(baseURL: URL(string: "https://api.example.com")!),
                transport: watchedTransport, middleware: [watchedMiddleware, RetryMiddleware()])
            _ = try await client.send(ProbeEndpoint(method: .get, path: "/me"))
        }
        #expect(transport?.isReleased == true)
        #expect(middleware?.isReleased == true)
    }

    @Test("A call cancelled while its token refresh runs ends at once; once the refresh ends, the client, its transport and the refresher's store are released")
    func refreshInFlight() async throws {
        let gate = RefreshGate()
        var transport: WeakBox<WatchedTransport>?
        var store: WeakBox<WatchedStore>?
        var call: Task<JSONValue, any Error>?
        do {
            let watchedTransport = WatchedTransport()
            let watchedStore = WatchedStore()
            transport = WeakBox(watchedTransport)
            store = WeakBox(watchedStore)
            let client = APIClient(
                configuration: APIClientConfiguration(
                    baseURL: URL(string: "https://api.example.com")!, authPlacement: .bearer(), tokenProvider: { "old" },
                    tokenRefresher: { _ in
                        await gate.enterAndWait()
                        watchedStore.end()
                        return "new"
                    }),
                transport: watchedTransport)
            call = Task { try await client.send(Self.me) }
        }
        await gate.waitUntilEntered()
        // Should the call wait for the refresh after all, the refresh ends after a minute and the test fails, not hangs.
        let watchdog = Task {
            try? await Task.sleep(for: .seconds(60))
            await gate.open()
        }
        defer { watchdog.cancel() }
        call?.cancel()
        let result = await call?.result
        if case .failure(let error as APIError)? = result {
            #expect(error.isCancelled, "\(error)")
        } else {
            Issue.record("the cancelled call ended with \(String(describing: result))")
        }
        call = nil
        // The call did not wait for the refresh, which runs on (other calls may wait for it) and holds the refresher,
        // and so the store, meanwhile.
        #expect(store?.isReleased == false)
        #expect(store?.object?.refreshEnded == false, "the cancelled call waited for the refresh")
        await gate.open()
        let storeReleased = await eventuallyReleased { [store] in store?.isReleased ?? true }
        #expect(storeReleased, "the refresher's store is never released")
        let transportReleased = await eventuallyReleased { [transport] in transport?.isReleased ?? true }
        #expect(transportReleased, "the transport is never released")
    }

    @Test("Iterating a page sequence in a task that is cancelled (a .task left): the page in flight is cancelled at the transport, iteration throws a cancellation, and the client's transport is released")
    func cancelledPageSequence() async throws {
        var transport: WeakBox<WatchedTransport>?
        var iteration: Task<[Int], any Error>?
        let pageRequested = AsyncStream<Void>.makeStream()
        do {
            let watchedTransport = WatchedTransport { request in
                if request.url.query == "page=2" {
                    pageRequested.continuation.yield()
                    try await Task.sleep(for: .seconds(60))
                }
                return HTTPResponse(
                    status: 200, headers: ["Content-Type": "application/json", "Link": "</items?page=2>; rel=\"next\""],
                    body: Data("[1]".utf8), url: request.url)
            }
            transport = WeakBox(watchedTransport)
            let client = APIClient(
                configuration: APIClientConfiguration(baseURL: URL(string: "https://api.example.com")!),
                transport: watchedTransport)
            let rule: PageRule<ProbeEndpoint, Int> = .linkHeader { (response: JSONValue) -> [Int] in
                guard case .array(let items) = response else { return [] }
                return items.compactMap { item -> Int? in item.integerValue.map { Int($0) } }
            }
            let pages = client.pages(ProbeEndpoint(method: .get, path: "/items"), rule: rule)
            iteration = Task { () async throws -> [Int] in
                var seen: [Int] = []
                for try await item in pages.items { seen.append(item) }
                return seen
            }
            for await _ in pageRequested.stream { break }
            iteration?.cancel()
            let result = await iteration?.result
            if case .failure(let error as APIError)? = result {
                #expect(error.isCancelled, "\(error)")
            } else {
                Issue.record("the cancelled iteration ended with \(String(describing: result))")
            }
            #expect(watchedTransport.cancelled == 1, "the page's send was left running")
        }
        iteration = nil
        #expect(transport?.isReleased == true)
    }

    /// Creates a transport and drops it; weak references to its session and the session's delegate.
    static func makeAndDropTransport() -> (WeakBox<URLSession>, WeakBox<AnyObject>) {
        let transport = URLSessionTransport()
        let delegate = WeakBox(transport.session.delegate.map { $0 as AnyObject })
        #expect(!delegate.isReleased)
        return (WeakBox(transport.session), delegate)
    }

    /// A loopback client on its own `URLSessionTransport`, used by `use` and then dropped; the transport's session
    /// (still held, so that only its invalidation lets the delegate go) and a weak reference to the session's delegate.
    static func useAndDropClient(
        _ server: TestServer, _ use: (APIClient) async throws -> Void
    ) async throws -> (URLSession, WeakBox<AnyObject>) {
        let transport = URLSessionTransport()
        let delegate = WeakBox(transport.session.delegate.map { $0 as AnyObject })
        #expect(!delegate.isReleased)
        try await use(APIClient(configuration: APIClientConfiguration(baseURL: server.baseURL), transport: transport))
        return (transport.session, delegate)
    }
}
