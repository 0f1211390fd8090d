import EndpointRuntime
import Foundation
import Testing

/// Collects log lines from several middleware in order.
final class LineLog: @unchecked Sendable {
    // Safe: `storage` is only touched under `lock`.
    private let lock = NSLock()
    private var storage: [String] = []

    func append(_ line: String) {
        lock.lock()
        storage.append(line)
        lock.unlock()
    }

    var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

/// Logs its name before and after `next`, and adds a header.
struct NamedMiddleware: Middleware {
    let name: String
    let log: LineLog

    func intercept(_ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws -> HTTPResponse {
        log.append("\(name) request")
        var request = request
        request.headers.add(name: "X-Seen-By", value: name)
        let response = try await next(request)
        log.append("\(name) response \(response.status)")
        return response
    }
}

/// Retries once when the first answer is 401, with a fresh header (a token refresh).
struct RefreshingMiddleware: Middleware {
    func intercept(_ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws -> HTTPResponse {
        let response = try await next(request)
        guard response.status == 401 else { return response }
        var retry = request
        retry.headers["Authorization"] = "Bearer fresh"
        return try await next(retry)
    }
}

@Suite("Middleware")
struct MiddlewareTests {
    @Test func firstMiddlewareSeesTheRequestFirstAndTheResponseLast() async throws {
        let log = LineLog()
        let (client, transport) = mockClient(
            jsonResponse("{}"),
            middleware: [NamedMiddleware(name: "A", log: log), NamedMiddleware(name: "B", log: log)]
        )
        _ = try await client.send(ProbeEndpoint())
        #expect(log.lines == ["A request", "B request", "B response 200", "A response 200"])
        #expect(transport.requests.first?.headers.values(for: "X-Seen-By") == ["A", "B"])
    }

    @Test func middlewareRetriesByCallingNextAgain() async throws {
        let (client, transport) = mockClient(
            jsonResponse("{}", status: 401), jsonResponse(#"{"ok":true}"#),
            authPlacement: .bearer(), token: "stale", middleware: [RefreshingMiddleware()]
        )
        let value = try await client.send(ProbeEndpoint(auth: .required))
        #expect(value == ["ok": true])
        #expect(transport.requests.map { $0.headers["Authorization"] } == ["Bearer stale", "Bearer fresh"])
    }

    @Test func retryMiddlewareRetriesRetryableStatusesUpToTheLimit() async throws {
        let (client, transport) = mockClient(
            jsonResponse("{}", status: 503), jsonResponse("{}", status: 503), jsonResponse("[1]"),
            middleware: [RetryMiddleware(maxAttempts: 3, delay: 0)]
        )
        #expect(try await client.send(ProbeEndpoint(method: .get)) == [1])
        #expect(transport.requests.count == 3)
    }

    @Test func retryMiddlewareGivesUpAfterMaxAttempts() async throws {
        let (client, transport) = mockClient(
            jsonResponse("{}", status: 503),
            middleware: [RetryMiddleware(maxAttempts: 2, delay: 0)]
        )
        let error = await #expect(throws: APIError.self) { try await client.send(ProbeEndpoint(method: .get)) }
        #expect(error?.status == 503)
        #expect(transport.requests.count == 2)
    }

    @Test func retryMiddlewareRetriesTransportFailuresButNotCancellation() async throws {
        let attempts = LineLog()
        let transport = MockTransport { _ in
            attempts.append("try")
            if attempts.lines.count == 1 {
                throw URLError(.networkConnectionLost)
            }
            throw URLError(.cancelled)
        }
        let client = APIClient(
            configuration: APIClientConfiguration(baseURL: url("https://x.io")),
            transport: transport,
            middleware: [RetryMiddleware(maxAttempts: 5, delay: 0)]
        )
        let error = await #expect(throws: APIError.self) { try await client.send(ProbeEndpoint(method: .put)) }
        #expect(error?.isCancelled == true)
        #expect(attempts.lines.count == 2)
    }

    @Test("A download's file the disk could not take is not retried: the network did not fail")
    func retryMiddlewareDoesNotRepeatAFileThatCouldNotBeWritten() async throws {
        for code in [URLError.Code.cannotWriteToFile, .cannotCreateFile, .cannotMoveFile] {
            let attempts = LineLog()
            let transport = MockTransport { _ in
                attempts.append("try")
                throw URLError(code)
            }
            let client = APIClient(
                configuration: APIClientConfiguration(baseURL: url("https://x.io")),
                transport: transport,
                middleware: [RetryMiddleware(maxAttempts: 5, delay: 0)]
            )
            let error = await #expect(throws: APIError.self) { try await client.send(ProbeEndpoint(method: .get)) }
            guard case .transport(let failure)? = error else {
                Issue.record("expected a transport failure for \(code), got \(String(describing: error))")
                continue
            }
            #expect(failure.kind == .cannotWriteFile)
            #expect(attempts.lines.count == 1)
        }
    }

    @Test func loggingMiddlewareWritesOneLinePerRequestAndResponse() async throws {
        let log = LineLog()
        let (client, _) = mockClient(jsonResponse("[]"), middleware: [LoggingMiddleware(log: log.append)])
        _ = try await client.send(ProbeEndpoint(method: .get, path: "/items"))
        #expect(log.lines == ["→ GET https://api.example.com/v1/items", "← 200 GET https://api.example.com/v1/items (2 bytes)"])
    }

    @Test func transportErrorsAreClassified() async throws {
        let cases: [(URLError.Code, TransportFailure.Kind)] = [
            (.notConnectedToInternet, .offline), (.timedOut, .timedOut), (.cancelled, .cancelled),
            (.cannotConnectToHost, .cannotConnect), (.badServerResponse, .other),
            (.cannotCreateFile, .cannotWriteFile), (.cannotOpenFile, .cannotWriteFile), (.cannotCloseFile, .cannotWriteFile),
            (.cannotWriteToFile, .cannotWriteFile), (.cannotRemoveFile, .cannotWriteFile), (.cannotMoveFile, .cannotWriteFile),
        ]
        for (code, kind) in cases {
            let client = APIClient(
                configuration: APIClientConfiguration(baseURL: url("https://x.io")),
                transport: MockTransport { _ in throw URLError(code) }
            )
            let error = await #expect(throws: APIError.self) { try await client.send(ProbeEndpoint()) }
            guard case .transport(let failure) = error else {
                Issue.record("expected a transport error for \(code)")
                continue
            }
            #expect(failure.kind == kind)
            #expect(failure.code == code.rawValue)
        }
        #expect(APIError(CancellationError()).isCancelled)
    }
}
