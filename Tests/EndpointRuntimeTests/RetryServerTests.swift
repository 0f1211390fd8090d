import EndpointRuntime
import Foundation
import TestSupport
import Testing

/// Records the waits a ``RetryMiddleware`` asks for instead of sleeping.
final class WaitLog: @unchecked Sendable {
    // Safe: `storage` is only touched under `lock`.
    private let lock = NSLock()
    private var storage: [TimeInterval] = []

    var waits: [TimeInterval] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    @Sendable func sleep(_ seconds: TimeInterval) async throws {
        record(seconds)
        try Task.checkCancellation()
    }

    func record(_ seconds: TimeInterval) {
        lock.lock()
        defer { lock.unlock() }
        storage.append(seconds)
    }
}

/// Issue 13, item 5: retries never repeat a write, back off with jitter up to a cap, honour `Retry-After`, and
/// stop on cancellation; counted on the server.
@Suite("Retries at the server")
struct RetryServerTests {
    static func client(_ server: TestServer, _ retry: RetryMiddleware, timeout: TimeInterval = 10) -> APIClient {
        APIClient(
            configuration: APIClientConfiguration(baseURL: server.baseURL, timeout: timeout),
            middleware: [retry])
    }

    static let unavailableThenOK = ServerRoute("*", "/orders", .json("{}", status: 503), .json(#"{"id":1}"#))

    @Test("Issue example: a POST answered 503 or timing out is sent once; PATCH too")
    func writesAreNotRetried() async throws {
        for method: HTTPMethod in [.post, .patch] {
            try await withTestServer([Self.unavailableThenOK]) { server in
                let waits = WaitLog()
                let client = Self.client(server, RetryMiddleware(maxAttempts: 3, sleep: waits.sleep))
                let error = await #expect(throws: APIError.self) {
                    try await client.send(ProbeEndpoint(method: method, path: "/orders", body: .json(["item": "tea"])))
                }
                #expect(error?.status == 503)
                do {
                    let received = try await server.requests().count
                    #expect(received == 1)
                }
                #expect(waits.waits.isEmpty)
            }
        }
        // The server holds the reply until released, so the POST times out whatever the load; the timeout is
        // generous so that the request surely reaches the server first.
        let held = ServerRoute("POST", "/orders", ServerReply(status: 201, body: "{}").heldUntilReleased())
        try await withTestServer([held]) { server in
            let waits = WaitLog()
            let client = Self.client(server, RetryMiddleware(maxAttempts: 3, sleep: waits.sleep), timeout: 5)
            let error = await #expect(throws: APIError.self) {
                try await client.send(ProbeEndpoint(method: .post, path: "/orders", body: .json(["item": "tea"])))
            }
            guard case .transport(let failure) = error else {
                Issue.record("expected a timeout, got \(String(describing: error))")
                return
            }
            #expect(failure.kind == .timedOut)
            // The middleware never asked to wait for a retry, and the server got the POST exactly once.
            #expect(waits.waits.isEmpty)
            let received = try await server.requests(atLeast: 1).count
            #expect(received == 1)
            try await server.release()
        }
    }

    @Test("Idempotent methods are retried after a 5xx and after a transport failure",
          arguments: [HTTPMethod.get, .head, .options, .put, .delete])
    func idempotentMethodsAreRetried(method: HTTPMethod) async throws {
        try await withTestServer([ServerRoute("*", "/orders", .json("{}", status: 503), .json("{}", status: 502), .json("{}"))]) { server in
            let waits = WaitLog()
            _ = try? await Self.client(server, RetryMiddleware(maxAttempts: 3, sleep: waits.sleep))
                .send(ProbeEndpoint(method: method, path: "/orders"))
            do {
                let received = try await server.requests().map(\.method)
                #expect(received == Array(repeating: method.rawValue, count: 3))
            }
            #expect(waits.waits.count == 2)
        }
    }

    @Test("A write opts in: an endpoint declared idempotent, or an Idempotency-Key header")
    func writesThatOptInAreRetried() async throws {
        try await withTestServer([Self.unavailableThenOK]) { server in
            let client = Self.client(server, RetryMiddleware(maxAttempts: 3, sleep: WaitLog().sleep))
            var declared = ProbeEndpoint(method: .post, path: "/orders", body: .json(["item": "tea"]))
            declared.idempotent = true
            do {
                let received = try await client.send(declared)
                #expect(received == ["id": 1])
            }
            let requests = try await server.requests()
            #expect(requests.count == 2)
            #expect(requests.map(\.bodyText) == [#"{"item":"tea"}"#, #"{"item":"tea"}"#])
        }
        try await withTestServer([Self.unavailableThenOK]) { server in
            let client = Self.client(server, RetryMiddleware(maxAttempts: 3, sleep: WaitLog().sleep))
            let keyed = ProbeEndpoint(method: .post, path: "/orders", headers: ["Idempotency-Key": "order-7f3a"])
            do {
                let received = try await client.send(keyed)
                #expect(received == ["id": 1])
            }
            do {
                let received = try await server.requests().map { $0.header("Idempotency-Key") }
                #expect(received == ["order-7f3a", "order-7f3a"])
            }
        }
    }

    @Test("Backoff doubles from the delay, is capped, and jittered into the upper half")
    func exponentialBackoffWithJitterAndCap() async throws {
        try await withTestServer([ServerRoute("GET", "/flaky", .json("{}", status: 502))]) { server in
            let waits = WaitLog()
            let retry = RetryMiddleware(maxAttempts: 6, delay: 1, maxDelay: 5, sleep: waits.sleep)
            _ = try? await Self.client(server, retry).send(ProbeEndpoint(method: .get, path: "/flaky"))
            do {
                let received = try await server.requests().count
                #expect(received == 6)
            }
            let ceilings: [TimeInterval] = [1, 2, 4, 5, 5]
            #expect(waits.waits.count == ceilings.count)
            for (wait, ceiling) in zip(waits.waits, ceilings) {
                #expect(wait >= ceiling / 2 && wait <= ceiling)
            }
        }
    }

    @Test("Retry-After in seconds and as an HTTP-date is honoured on 429 and 503; a longer one is not waited for")
    func retryAfterIsHonoured() async throws {
        let inAnHour = Date().addingTimeInterval(3600)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        let routes = [
            ServerRoute("GET", "/seconds", .json("{}", status: 429, headers: [("Retry-After", "3")]), .json("{}")),
            ServerRoute("GET", "/date", .json("{}", status: 503, headers: [("Retry-After", formatter.string(from: inAnHour))]), .json("{}")),
            ServerRoute("GET", "/long", .json("{}", status: 503, headers: [("Retry-After", "86400")]), .json("{}")),
        ]
        try await withTestServer(routes) { server in
            let waits = WaitLog()
            let client = Self.client(server, RetryMiddleware(maxAttempts: 3, delay: 0.01, maxDelay: 7200, sleep: waits.sleep))
            _ = try await client.send(ProbeEndpoint(method: .get, path: "/seconds"))
            _ = try await client.send(ProbeEndpoint(method: .get, path: "/date"))
            let error = await #expect(throws: APIError.self) { try await client.send(ProbeEndpoint(method: .get, path: "/long")) }
            #expect(error?.status == 503)
            do {
                let received = try await server.requests().map(\.target)
                #expect(received == ["/seconds", "/seconds", "/date", "/date", "/long"])
            }
            #expect(waits.waits.count == 2)
            #expect(waits.waits.first == 3)
            // The date was an hour ahead when written; however long a loaded machine took since, the wait is what is left.
            let elapsed = Date().timeIntervalSince(inAnHour.addingTimeInterval(-3600))
            #expect((waits.waits.last ?? 0) >= 3600 - elapsed - 1 && (waits.waits.last ?? 0) <= 3600)
        }
    }

    @Test("Cancellation during the wait stops at once, without another attempt", .timeLimit(.minutes(2)))
    func cancellationStopsRetrying() async throws {
        try await withTestServer([ServerRoute("GET", "/flaky", .json("{}", status: 503))]) { server in
            // The wait is an hour, so the task can only end by the cancellation interrupting it; it ends by events,
            // not by a bound on elapsed time.
            let waits = WaitLog()
            let (waiting, signal) = AsyncStream<Void>.makeStream()
            let client = Self.client(server, RetryMiddleware(maxAttempts: 5, delay: 3600, maxDelay: 3600, sleep: { seconds in
                waits.record(seconds)
                signal.yield()
                try await RetryMiddleware.taskSleep(seconds)
            }))
            let task = Task { try await client.send(ProbeEndpoint(method: .get, path: "/flaky")) }
            var iterator = waiting.makeAsyncIterator()
            _ = await iterator.next()
            task.cancel()
            let result = await task.result
            #expect(waits.waits.count == 1)
            guard case .failure(let error) = result else {
                Issue.record("expected a cancellation")
                return
            }
            #expect(APIError(error).isCancelled)
            do {
                let received = try await server.requests().count
                #expect(received == 1)
            }
        }
    }
}
