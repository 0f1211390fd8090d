import EndpointRuntime
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import TestSupport
import Testing

/// Timeouts and deadlines: a caller's bad value is refused before anything is sent, a value too large for a clock
/// does not trap, and the transport's idle timeout is exact to the fraction of a second and safe while a redirect
/// answer is pending. FoundationNetworking's own timeout counted whole seconds (0.5 s became 1 ms) and, firing while
/// a redirect answer waited for the delegate, trapped the process (CI run 5 of 2026-12-01).
@Suite("Timeouts and deadlines")
struct TimeLimitTests {
    static let badValues: [TimeInterval] = [0, -1, .nan, .infinity, -.infinity]

    static func invalidRequestMessage(_ error: APIError?) -> String? {
        guard case .invalidRequest(let message)? = error else { return nil }
        return message
    }

    @Test(
        "A timeout or deadline that is not a finite number above 0 is an invalid request, from each source, and nothing is sent",
        arguments: ["timeout", "deadline"])
    func badTimeLimits(limit: String) async throws {
        try await withTestServer([ServerRoute("*", "/resource", .json("{}"))]) { server in
            for value in Self.badValues {
                let base = APIClientConfiguration(baseURL: server.baseURL, servers: [:])
                var badConfiguration = base
                var endpoint = ResourceEndpoint()
                let options: RequestOptions
                if limit == "timeout" {
                    badConfiguration.timeout = value
                    endpoint.timeout = value
                    options = RequestOptions(timeout: value)
                } else {
                    badConfiguration.deadline = value
                    endpoint.deadline = value
                    options = RequestOptions(deadline: value)
                }
                let cases: [(String, APIClient, ResourceEndpoint)] = [
                    ("The client's configuration", APIClient(configuration: badConfiguration), ResourceEndpoint()),
                    ("The endpoint ResourceEndpoint", APIClient(configuration: base), endpoint),
                    ("The call's options", APIClient(configuration: base).with(options), ResourceEndpoint()),
                ]
                for (source, client, endpoint) in cases {
                    let error = await #expect(throws: APIError.self, "\(source) \(value)") { try await client.send(endpoint) }
                    let message = Self.invalidRequestMessage(error)
                    #expect(message?.hasPrefix("\(source) set") == true, "\(String(describing: error))")
                    #expect(message?.contains("the \(limit) to") == true, "\(String(describing: error))")
                }
            }
            let sent = try await server.requests()
            #expect(sent.isEmpty)
        }
    }

    @Test("URLSessionTransport refuses a bad timeout of a request it is handed, before sending it")
    func transportRefusesABadTimeout() async throws {
        try await withTestServer([ServerRoute("*", "/probe", .json("{}"))]) { server in
            let transport = URLSessionTransport()
            for value in Self.badValues {
                let error = await #expect(throws: APIError.self, "\(value)") {
                    try await transport.send(HTTPRequest(method: .get, url: server.url("/probe"), timeout: value))
                }
                #expect(Self.invalidRequestMessage(error)?.contains("timeout") == true, "\(String(describing: error))")
            }
            let sent = try await server.requests()
            #expect(sent.isEmpty)
        }
    }

    @Test("Time limits too long for a clock's integer count wait instead of trapping: timeout, deadline")
    func hugeLimits() async throws {
        try await withTestServer([ServerRoute("*", "/resource", .json("{}"))]) { server in
            let client = APIClient(configuration: APIClientConfiguration(
                baseURL: server.baseURL, timeout: 1e300, deadline: 1e300, servers: [:]))
            let value = try await client.send(ResourceEndpoint())
            #expect(value == [:])
            let perCall = try await client.with(RequestOptions(timeout: 1e20, deadline: 1e20)).send(ResourceEndpoint())
            #expect(perCall == [:])
        }
    }

    @Test("A Retry-After beyond the clock's count, with no upper bound on the wait, waits until cancelled")
    func hugeRetryAfter() async throws {
        let routes = [ServerRoute("GET", "/resource", .json("{}", status: 503, headers: [("Retry-After", "99999999999999999999")]))]
        try await withTestServer(routes) { server in
            let client = APIClient(
                configuration: APIClientConfiguration(baseURL: server.baseURL, servers: [:]),
                middleware: [RetryMiddleware(maxDelay: .infinity)])
            let task = Task { try await client.send(ResourceEndpoint()) }
            _ = try await server.requests(atLeast: 1)
            try await Task.sleep(nanoseconds: 200_000_000)
            task.cancel()
            let error = await #expect(throws: APIError.self) { try await task.value }
            #expect(error?.isCancelled == true, "\(String(describing: error))")
            let sent = try await server.requests()
            #expect(sent.count == 1)
        }
    }

    /// The open point "a deadline ending a Retry-After wait says the server took too long": a retry that could not
    /// start before the deadline is not waited for, so the caller gets the server's 503 at once; one that can start
    /// still runs.
    @Test("RetryMiddleware does not wait past the call's deadline: the 503 is returned at once")
    func retryWaitLongerThanTheDeadlineReturnsTheResponse() async throws {
        let routes = [
            ServerRoute("GET", "/busy", ServerReply(status: 503, headers: [("Retry-After", "5")], body: "{}")),
            ServerRoute("GET", "/slow", ServerReply(status: 503, headers: [("Retry-After", "1")], body: "{}", delay: 0.6)),
            ServerRoute("GET", "/resource", ServerReply(status: 503, headers: [("Retry-After", "0")], body: "{}"), .json(#"{"ok": true}"#)),
        ]
        try await withTestServer(routes) { server in
            let client = APIClient(
                configuration: APIClientConfiguration(baseURL: server.baseURL, servers: [:]),
                middleware: [RetryMiddleware(maxDelay: 60)])
            // Waiting the 5 s asked would end in the deadline's timeout after 2 s, with no status.
            let error = await #expect(throws: APIError.self) {
                try await client.send(ResourceEndpoint(path: "/busy", deadline: 2))
            }
            #expect(error?.status == 503, "\(String(describing: error))")
            #expect(try await server.requests().count == 1)

            // The next attempt counts too: a 503 after 0.6 s asking for 1 s leaves too little of a 2 s deadline for
            // a wait and another 0.6 s attempt (review: the 503 was lost to the deadline's timeout).
            let slow = await #expect(throws: APIError.self) {
                try await client.send(ResourceEndpoint(path: "/slow", deadline: 2))
            }
            #expect(slow?.status == 503, "\(String(describing: slow))")

            let answer = try await client.send(ResourceEndpoint(deadline: 10))
            #expect(answer == ["ok": true])
            #expect(try await server.requests().map(\.target) == ["/busy", "/slow", "/resource", "/resource"])
        }
    }

    @Test("A timeout of half a second is half a second: not 1 ms (FoundationNetworking's whole seconds), not more")
    func fractionalTimeout() async throws {
        let routes = [
            ServerRoute("GET", "/slow", ServerReply.json("{}").heldUntilReleased()),
            ServerRoute("GET", "/quick", .json("{}")),
        ]
        try await withTestServer(routes) { server in
            let transport = URLSessionTransport()
            let started = Date()
            let error = await #expect(throws: URLError.self) {
                try await transport.send(HTTPRequest(method: .get, url: server.url("/slow"), timeout: 0.5))
            }
            #expect(error?.code == .timedOut)
            let waited = Date().timeIntervalSince(started)
            // No upper bound, which a loaded machine would break: the reply is held until the end, so the error can
            // only come from the timeout.
            #expect(waited >= 0.45, "timed out after \(waited) s")

            // A quick answer well within 0.9 s (which FoundationNetworking made 1 ms); a loaded machine may take
            // longer once, so up to three tries.
            var statuses: [String] = []
            for _ in 1...3 {
                do {
                    let response = try await transport.send(HTTPRequest(method: .get, url: server.url("/quick"), timeout: 0.9))
                    statuses.append("\(response.status)")
                    break
                } catch {
                    statuses.append("\(error)")
                }
            }
            #expect(statuses.last == "200", "\(statuses)")
            try await server.release()
        }
    }

    @Test("The idle timeout passing while a redirect answer waits for the delegate: the 3xx or a timeout, no trap")
    func timeoutWhileARedirectAnswerWaits() async throws {
        let moved = ServerRoute("GET", "/moved", ServerReply(status: 302, headers: [("Location", "/elsewhere")]))
        try await withTestServer([moved]) { server in
            let transport = URLSessionTransport()
            // The delegate queue is held past the timeout: the 302's redirect question (and every other delegate
            // call) waits behind the gate while the timeout passes, as on a loaded machine.
            let gate = DelegateQueueGate(transport.session.delegateQueue)
            let opener = Task {
                _ = try await server.requests(atLeast: 1)
                try await Task.sleep(nanoseconds: 2_000_000_000)
                gate.open()
            }
            do {
                let response = try await transport.send(HTTPRequest(method: .get, url: server.url("/moved"), timeout: 1))
                #expect(response.status == 302)
            } catch {
                #expect((error as? URLError)?.code == .timedOut, "\(error)")
            }
            try await opener.value
        }
    }
}
