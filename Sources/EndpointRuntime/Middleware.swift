import Foundation

/// A hook around every exchange: it sees the request before it is sent and the response after it
/// is received, and may change either, log, or retry.
///
/// Middleware run in array order: the first one is outermost (it sees the request first and the
/// response last). `next` sends the request through the remaining middleware and the transport; a
/// middleware retries by calling `next` again, and may throw to fail the exchange.
public protocol Middleware: Sendable {
    /// Handles one exchange; call `next` to continue (zero, one or several times).
    func intercept(
        _ request: HTTPRequest,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse
}

/// Logs one line per request and per response (or failure) through a closure.
///
/// Lines look like `→ GET https://api.example.com/users` and `← 200 GET https://api.example.com/users (15 bytes)`.
public struct LoggingMiddleware: Middleware {
    private let log: @Sendable (String) -> Void

    /// Logs through `log` (for instance `print` or an `os.Logger`).
    public init(log: @escaping @Sendable (String) -> Void) {
        self.log = log
    }

    /// Logs the request, calls `next`, logs the response or the error, and returns or rethrows it.
    public func intercept(
        _ request: HTTPRequest,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        let target = "\(request.method.rawValue) \(request.url.absoluteString)"
        log("→ \(target)")
        do {
            let response = try await next(request)
            log("← \(response.status) \(target) (\(response.body.count) bytes)")
            return response
        } catch {
            log("✕ \(target): \(APIError(error).description)")
            throw error
        }
    }
}

/// Retries an exchange that failed with one of `statuses` or a transport failure other than
/// cancellation, up to `maxAttempts` attempts in total, waiting `delay` seconds between attempts.
public struct RetryMiddleware: Middleware {
    /// Total attempts including the first (at least 1).
    public let maxAttempts: Int
    /// Statuses that are retried, e.g. `[429, 502, 503, 504]`.
    public let statuses: Set<Int>
    /// Seconds to wait before each retry.
    public let delay: TimeInterval

    /// Creates a retry policy.
    public init(maxAttempts: Int = 3, statuses: Set<Int> = [429, 502, 503, 504], delay: TimeInterval = 1) {
        self.maxAttempts = max(1, maxAttempts)
        self.statuses = statuses
        self.delay = max(0, delay)
    }

    /// Calls `next` until the response is not retryable or the attempts are used up.
    public func intercept(
        _ request: HTTPRequest,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        var attempt = 1
        while true {
            do {
                let response = try await next(request)
                if attempt >= maxAttempts || !statuses.contains(response.status) {
                    return response
                }
            } catch {
                let failure = APIError(error)
                guard attempt < maxAttempts, case .transport(let transport) = failure, transport.kind != .cancelled else {
                    throw error
                }
            }
            attempt += 1
            if delay > 0 {
                try await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000))
            }
        }
    }
}
