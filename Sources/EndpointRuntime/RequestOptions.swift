import Foundation

/// Options for the calls of one client value: extra headers and query items, a timeout, a total deadline and
/// progress, without changing the endpoint. `client.with(RequestOptions(headers: ["X-Trace-ID": id]))` is a copy of
/// the client that applies them to every call made through it (generated client methods included), so one call is
/// `try await client.with(options).gitHub.getRepository(owner: "o", repo: "r")`.
public struct RequestOptions: Sendable {
    /// Headers added to the request; they replace the client's and the endpoint's headers of the same name
    /// (not `Content-Type`, which the body decides, nor the auth header, which is added after them).
    public var headers: HTTPHeaders
    /// Query items added to the request; an item named like one of the endpoint's replaces it. Not added to
    /// page URLs, which are used verbatim.
    public var query: Parameters
    /// The idle timeout in seconds (the longest wait for the next bytes), replacing the endpoint's and the client's.
    public var timeout: TimeInterval?
    /// The total time in seconds the call may take, replacing the endpoint's and the client's
    /// ``APIClientConfiguration/deadline``.
    public var deadline: TimeInterval?
    /// Called with upload and download progress (``TransferProgress``) on the transport's thread.
    public var progress: (@Sendable (TransferProgress) -> Void)?

    /// Creates options; every one defaults to "nothing added".
    public init(
        headers: HTTPHeaders = HTTPHeaders(), query: Parameters = Parameters(), timeout: TimeInterval? = nil,
        deadline: TimeInterval? = nil, progress: (@Sendable (TransferProgress) -> Void)? = nil
    ) {
        self.headers = headers
        self.query = query
        self.timeout = timeout
        self.deadline = deadline
        self.progress = progress
    }

    /// `other` applied over these options: its headers and query items replace these of the same name, and its
    /// timeout, deadline and progress replace these when set.
    func merged(with other: RequestOptions) -> RequestOptions {
        var result = self
        result.headers.merge(other.headers)
        result.query = query.replacing(with: other.query)
        result.timeout = other.timeout ?? timeout
        result.deadline = other.deadline ?? deadline
        result.progress = other.progress ?? progress
        return result
    }
}

extension Parameters {
    /// These items with every item of `other` added; an item of `other` removes the items of the same name here.
    func replacing(with other: Parameters) -> Parameters {
        guard !other.isEmpty else { return self }
        let replaced = Set(other.map(\.name))
        var result = Parameters()
        for item in self where !replaced.contains(item.name) {
            result.append(item)
        }
        for item in other {
            result.append(item)
        }
        return result
    }
}

/// A named server of an API (spec `servers:` and an endpoint's `server:`), for endpoints served from another host
/// than the client's base URL, such as GitHub's uploads. ``APIClientConfiguration/servers`` may give each name
/// another URL (a staging host, a loopback test server); otherwise ``defaultURL`` is used.
public struct APIServer: Sendable, Hashable {
    /// The server's name, e.g. `uploads`.
    public var name: String
    /// The URL from the spec, e.g. `https://uploads.github.com`; `nil` when the text is not a URL.
    public var defaultURL: URL?

    /// A server named `name` at `defaultURL` (absolute `http`/`https`, no query or fragment).
    public init(_ name: String, defaultURL: String?) {
        self.name = name
        self.defaultURL = defaultURL.flatMap(URL.init(string:))
    }
}

/// How much of a body has been sent or received (``RequestOptions/progress``).
public struct TransferProgress: Sendable, Hashable {
    /// Which way the bytes go.
    public enum Direction: Sendable, Hashable {
        /// The request body going out.
        case upload
        /// The response body coming in.
        case download
    }

    /// Upload or download.
    public var direction: Direction
    /// Bytes transferred so far.
    public var completedBytes: Int64
    /// The total in bytes when known (the request body's size; the response's `Content-Length`), else `nil`.
    public var totalBytes: Int64?

    /// Creates a progress value.
    public init(direction: Direction, completedBytes: Int64, totalBytes: Int64?) {
        self.direction = direction
        self.completedBytes = completedBytes
        self.totalBytes = totalBytes
    }

    /// `completedBytes / totalBytes` in `0...1`, or `nil` when the total is unknown.
    public var fractionCompleted: Double? {
        guard let totalBytes, totalBytes > 0 else { return nil }
        return min(1, Double(completedBytes) / Double(totalBytes))
    }
}

/// What the transport is asked to do besides sending, for the request being sent: report progress, write the body
/// to a file. Set by ``APIClient`` as a task-local value around the transport; ``URLSessionTransport`` reads it,
/// and other transports may.
public struct TransferOptions: Sendable {
    /// Called with upload and download progress.
    public var progress: (@Sendable (TransferProgress) -> Void)?
    /// When set, a 2xx body is written to this file instead of memory (``HTTPResponse/body`` is then empty).
    public var destination: URL?

    /// The options of the request the current task is sending.
    @TaskLocal public static var current = TransferOptions()

    /// Creates options.
    public init(progress: (@Sendable (TransferProgress) -> Void)? = nil, destination: URL? = nil) {
        self.progress = progress
        self.destination = destination
    }
}

/// The deadline of the call running in this task, for middleware that would wait before sending again
/// (``RetryMiddleware``): a wait that outlasts it could only end in the deadline's timeout.
public enum CallDeadline {
    /// When the deadline passes, as `ProcessInfo.systemUptime` seconds (a monotonic clock); `nil` without one.
    @TaskLocal static var uptime: TimeInterval?

    /// Seconds left before the current call's deadline passes (0 or less once it has); `nil` when the call has no
    /// deadline (``RequestOptions/deadline``, an endpoint's or the configuration's).
    public static var remaining: TimeInterval? {
        uptime.map { $0 - ProcessInfo.processInfo.systemUptime }
    }
}

/// Runs `operation`, and fails with a timed-out transport error when it has not finished after `seconds`
/// (cancelling it). `nil` runs it without a deadline. `operation` sees the deadline as ``CallDeadline/remaining``.
func withDeadline<T: Sendable>(
    _ seconds: TimeInterval?, _ operation: @escaping @Sendable () async throws -> T
) async throws -> T {
    guard let seconds else { return try await operation() }
    let end = ProcessInfo.processInfo.systemUptime + seconds
    return try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask { try await CallDeadline.$uptime.withValue(end) { try await operation() } }
        group.addTask {
            try await TimeLimits.sleep(seconds)
            return nil
        }
        defer { group.cancelAll() }
        guard let first = try await group.next(), let value = first else {
            throw APIError.transport(TransportFailure(
                kind: .timedOut, code: nil,
                message: "The call did not finish within its deadline of \(seconds) seconds."))
        }
        return value
    }
}
