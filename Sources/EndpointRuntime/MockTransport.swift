import Foundation

/// A transport for tests and previews: records every request and answers from a handler.
///
/// ```swift
/// let mock = MockTransport { request in HTTPResponse(status: 200, body: Data("[]".utf8)) }
/// let client = APIClient(configuration: .init(baseURL: url), transport: mock)
/// ```
public final class MockTransport: HTTPTransport, @unchecked Sendable {
    // Safe: every access to `recorded` goes through `lock` (lock/unlock rather than `withLock`,
    // which needs macOS 14 / iOS 17); `handler` is immutable.
    private let lock = NSLock()
    private var recorded: [HTTPRequest] = []
    private let handler: @Sendable (HTTPRequest) async throws -> HTTPResponse

    /// Answers every request with `handler` (which may throw to simulate transport failures).
    public init(handler: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse) {
        self.handler = handler
    }

    /// Answers with canned responses in order; the last one repeats.
    public convenience init(responses: [HTTPResponse]) {
        let queue = ResponseQueue(responses)
        self.init { _ in queue.next() }
    }

    /// Every request received so far, in order.
    public var requests: [HTTPRequest] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    /// Records `request` and returns the handler's answer.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        record(request)
        return try await handler(request)
    }

    private func record(_ request: HTTPRequest) {
        lock.lock()
        defer { lock.unlock() }
        recorded.append(request)
    }
}

/// Canned responses handed out in order; the last repeats (404 when there are none).
private final class ResponseQueue: @unchecked Sendable {
    // Safe: `index` is only touched under `lock`; `responses` is immutable.
    private let lock = NSLock()
    private let responses: [HTTPResponse]
    private var index = 0

    init(_ responses: [HTTPResponse]) {
        self.responses = responses
    }

    func next() -> HTTPResponse {
        lock.lock()
        defer { lock.unlock() }
        guard !responses.isEmpty else { return HTTPResponse(status: 404) }
        let response = responses[min(index, responses.count - 1)]
        index += 1
        return response
    }
}
