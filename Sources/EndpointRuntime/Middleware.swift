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
/// The credential is never logged: headers are not logged at all, a credential sent as a query item
/// (``AuthPlacement/query(_:)``) is shown as `api_key=<redacted>` in every line (``HTTPRequest/redactedURL``), and a
/// failure's description has the credential's value replaced too (``HTTPRequest/redactingCredential(in:)``).
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
        let target = "\(request.method.rawValue) \(request.redactedURL)"
        log("→ \(target)")
        do {
            let response = try await next(request)
            log("← \(response.status) \(target) (\(response.body.count) bytes)")
            return response
        } catch {
            log("✕ \(target): \(request.redactingCredential(in: APIError(error).description))")
            throw error
        }
    }
}

/// Retries an exchange that failed with one of `statuses` or a transport failure other than cancellation and a
/// download's file that could not be written (``TransportFailure/Kind/cannotWriteFile``: the disk, not the network), up to
/// `maxAttempts` attempts in total, and only when repeating it cannot repeat an effect on the server.
///
/// - Only idempotent requests are retried (``HTTPRequest/isIdempotent``: `GET`, `HEAD`, `OPTIONS`, `PUT`,
///   `DELETE`, and endpoints declared `idempotent: true`) and requests carrying an `Idempotency-Key` header.
///   A `POST` that timed out after the server created an order is never sent again.
/// - Waits grow exponentially: before retry *n* (1, 2, ...) the wait is `delay × 2^(n-1)` seconds, at most
///   `maxDelay`, then scaled by a random factor in `0.5...1` (jitter, so that clients do not retry in step).
/// - A `429` or `503` with `Retry-After` (seconds, or an HTTP-date in any of its three forms, RFC 9110 §10.2.3;
///   the longest, when the field came more than once) waits that long instead;
///   when it asks for more than `maxDelay`, the response is returned without retrying.
/// - A retry whose wait and attempt (taken to last as long as the one before) would reach the call's deadline
///   (``CallDeadline/remaining``) is not started: the response or failure is returned as it is, rather than ending
///   later in the deadline's timeout.
/// - Cancellation stops at once: the wait ends and the exchange throws ``APIError/transport(_:)`` of kind
///   ``TransportFailure/Kind/cancelled``.
public struct RetryMiddleware: Middleware {
    /// Total attempts including the first (at least 1).
    public let maxAttempts: Int
    /// Statuses that are retried, e.g. `[429, 502, 503, 504]`.
    public let statuses: Set<Int>
    /// Seconds to wait before the first retry; doubled for each further retry.
    public let delay: TimeInterval
    /// The longest wait in seconds, for backoff and for `Retry-After`.
    public let maxDelay: TimeInterval
    private let sleep: @Sendable (TimeInterval) async throws -> Void

    /// Creates a retry policy. `sleep` waits the given seconds and throws when the task is cancelled (default:
    /// `Task.sleep`); tests pass one that records the waits.
    public init(
        maxAttempts: Int = 3, statuses: Set<Int> = [429, 502, 503, 504], delay: TimeInterval = 0.5,
        maxDelay: TimeInterval = 30,
        sleep: @escaping @Sendable (TimeInterval) async throws -> Void = RetryMiddleware.taskSleep
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.statuses = statuses
        self.delay = max(0, delay)
        self.maxDelay = max(0, maxDelay)
        self.sleep = sleep
    }

    /// Waits `seconds` with `Task.sleep` (at most about 584 years: a longer or infinite wait does not trap); throws
    /// `CancellationError` when the task is cancelled.
    public static func taskSleep(_ seconds: TimeInterval) async throws {
        try await TimeLimits.sleep(seconds)
    }

    /// Calls `next` until the response is not retryable or the attempts are used up.
    public func intercept(
        _ request: HTTPRequest,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        let mayRepeat = request.isIdempotent || request.headers["Idempotency-Key"] != nil
        var attempt = 1
        while true {
            let wait: TimeInterval
            let outcome: Result<HTTPResponse, any Error>
            let started = ProcessInfo.processInfo.systemUptime
            do {
                let response = try await next(request)
                guard mayRepeat, attempt < maxAttempts, statuses.contains(response.status) else {
                    return response
                }
                if [429, 503].contains(response.status), let retryAfter = response.headers["Retry-After"],
                   let seconds = Self.seconds(retryAfter: retryAfter, now: Date()) {
                    guard seconds <= maxDelay else { return response }
                    wait = seconds
                } else {
                    wait = backoff(beforeRetry: attempt)
                }
                outcome = .success(response)
            } catch {
                let failure = APIError(error)
                // A file the disk could not take is not the network's failure: a repeat would download it again only
                // to fail the same way.
                guard mayRepeat, attempt < maxAttempts, case .transport(let transport) = failure,
                      transport.kind != .cancelled, transport.kind != .cannotWriteFile
                else { throw error }
                wait = backoff(beforeRetry: attempt)
                outcome = .failure(error)
            }
            // A retry that could not finish before the call's deadline is not waited for: the caller gets this
            // answer (a 503 and its Retry-After) now, instead of the deadline's timeout later. The next attempt is
            // taken to last as long as this one did.
            let attemptDuration = ProcessInfo.processInfo.systemUptime - started
            if let remaining = CallDeadline.remaining, wait + attemptDuration >= remaining {
                return try outcome.get()
            }
            try Task.checkCancellation()
            if wait > 0 {
                try await sleep(wait)
            }
            attempt += 1
        }
    }

    /// The jittered exponential wait before retry `retry` (1 for the first).
    func backoff(beforeRetry retry: Int) -> TimeInterval {
        let exponential = delay * pow(2, Double(min(retry - 1, 62)))
        return min(exponential, maxDelay) * Double.random(in: 0.5...1)
    }

    /// The wait a `Retry-After` value asks for, in seconds: a non-negative integer, or an HTTP-date minus `now` (0
    /// when it has passed) in any of the three forms a recipient must accept (RFC 9110 §5.6.7): IMF-fixdate
    /// (`Sun, 06 Nov 1994 08:49:37 GMT`), RFC 850 (`Sunday, 06-Nov-94 08:49:37 GMT`, its two-digit year within 50
    /// years of `now`) and asctime (`Sun Nov  6 08:49:37 1994`). A field sent more than once reaches the client as
    /// one value, its lines joined with `, ` (RFC 9110 §5.3, as URLSession does): the longest of its waits.
    /// `nil` when a value is none of these.
    static func seconds(retryAfter value: String, now: Date) -> TimeInterval? {
        // A date's own comma (`Sun, 06 Nov …`) splits it too: a piece that is no value is joined to the next.
        let pieces = value.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        var waits: [TimeInterval] = []
        var index = 0
        while index < pieces.count {
            if let wait = singleWait(pieces[index], now: now) {
                waits.append(wait)
                index += 1
            } else if index + 1 < pieces.count, let wait = singleWait(pieces[index] + ", " + pieces[index + 1], now: now) {
                waits.append(wait)
                index += 2
            } else {
                return nil
            }
        }
        return waits.max()
    }

    /// The wait one `Retry-After` value asks for: delay-seconds, or an HTTP-date in one of its three forms.
    private static func singleWait(_ text: String, now: Date) -> TimeInterval? {
        if !text.isEmpty, text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber) {
            return TimeInterval(text)
        }
        // asctime pads a one-digit day with a space (`Nov  6`).
        let spaced = text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        // RFC 850's two-digit year: one that would be more than 50 years ahead is the latest such year before.
        formatter.twoDigitStartDate = now.addingTimeInterval(-50 * 365.2425 * 86400)
        for format in ["EEE, dd MMM yyyy HH:mm:ss 'GMT'", "EEEE, dd-MMM-yy HH:mm:ss 'GMT'", "EEE MMM d HH:mm:ss yyyy"] {
            formatter.dateFormat = format
            if let date = formatter.date(from: spaced) {
                return max(0, date.timeIntervalSince(now))
            }
        }
        return nil
    }
}
