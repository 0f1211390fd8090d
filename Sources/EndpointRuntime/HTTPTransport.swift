import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends one HTTP request and returns the whole response. Any status is a response, not an error;
/// failures below HTTP are thrown (`URLError`, `CancellationError` or an ``APIError``).
///
/// ``URLSessionTransport`` is the default; ``MockTransport`` serves tests and previews; other HTTP
/// stacks plug in by conforming.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the response.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

/// The default transport, on `URLSession` (FoundationNetworking on Linux).
///
/// Each transport owns its session, so each ``APIClient`` created with the default transport has its own:
/// - **Cookies**: an in-memory cookie store of its own. Cookies a server sets (`Set-Cookie`) are sent back on
///   later requests of the same transport (by domain and path, RFC 6265), as a browser does within one private
///   window; they are not shared with other clients or with `HTTPCookieStorage.shared`, and are gone when the
///   transport is. A request that carries its own `Cookie` header (declared in the spec, or set by middleware)
///   is sent with that header verbatim: the store adds nothing to it and does not record what that response sets.
/// - **Redirects**: never followed here; ``APIClient`` follows them per its ``RedirectPolicy``, so a 3xx is
///   returned as it is.
/// - **Cache**: none (`urlCache` is `nil`); conditional requests (`ETag`) are the caller's.
/// - **Cancellation**: cancelling the calling task cancels the data task; before anything is sent it throws
///   `CancellationError`, later `URLError(.cancelled)`. A task answered with a 3xx at the very moment it is
///   cancelled may return that 3xx instead (on FoundationNetworking, see `SessionOwner.cancel(_:)`).
/// - **Progress**: ``TransferOptions/progress`` runs on a serial queue of the request's own, never on the
///   session's delegate queue; every value is delivered before `send` returns.
/// - **Timeout**: ``HTTPRequest/timeout`` is an idle timeout, the longest wait in seconds for the response or for
///   the next bytes of either body; when it passes, `send` throws `URLError(.timedOut)`. A timeout that is not a
///   finite number above 0 is an ``APIError/invalidRequest(_:)`` and nothing is sent. On Apple platforms it is the
///   `URLRequest`'s `timeoutInterval`. On FoundationNetworking the transport keeps it itself (see `IdleTimer`), and
///   it counts from the complete response head, not from each header line.
public struct URLSessionTransport: HTTPTransport {
    private let owner: SessionOwner

    /// The session used for every request.
    public var session: URLSession { owner.session }

    /// A transport with its own session on `configuration` (default ``defaultConfiguration()``). Its delegate
    /// belongs to the transport: it refuses redirects and collects responses. When `configuration` sets cookies
    /// (`httpShouldSetCookies` with a cookie store), the transport reads and writes that store itself, so that a
    /// request's own `Cookie` header is never replaced.
    public init(configuration: URLSessionConfiguration = URLSessionTransport.defaultConfiguration()) {
        owner = SessionOwner(configuration: configuration)
    }

    /// An ephemeral configuration (nothing written to disk) with a cookie store of its own that accepts every
    /// cookie, and no URL cache.
    public static func defaultConfiguration() -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpCookieStorage = CookieStores.makePrivate()
        configuration.httpCookieAcceptPolicy = .always
        configuration.httpShouldSetCookies = true
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return configuration
    }

    /// Sends the request as one data task; the whole body is collected, or written to
    /// ``TransferOptions/destination`` for a 2xx when one is set. Progress goes to ``TransferOptions/progress``.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let timeout = try TimeLimits.checked(request.timeout, "The request sets the timeout")
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method.rawValue
        #if canImport(FoundationNetworking)
        urlRequest.timeoutInterval = IdleTimer.backstop(for: timeout)
        #else
        urlRequest.timeoutInterval = timeout
        #endif
        urlRequest.httpBody = request.body
        for field in request.headers {
            urlRequest.addValue(field.value, forHTTPHeaderField: field.name)
        }
        let cookies = owner.cookies
        if let cookies, request.headers["Cookie"] == nil,
           let stored = HTTPCookie.requestHeaderFields(with: cookies.cookies(for: request.url) ?? [])["Cookie"] {
            urlRequest.setValue(stored, forHTTPHeaderField: "Cookie")
        }
        let (data, response) = try await owner.perform(urlRequest, timeout: timeout, transfer: TransferOptions.current)
        guard let http = response as? HTTPURLResponse else {
            throw URLError(.badServerResponse)
        }
        var headers = HTTPHeaders()
        var fields: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            headers.add(name: String(describing: name), value: String(describing: value))
            fields[String(describing: name)] = String(describing: value)
        }
        if let cookies, request.headers["Cookie"] == nil {
            cookies.setCookies(HTTPCookie.cookies(withResponseHeaderFields: fields, for: request.url), for: request.url, mainDocumentURL: nil)
        }
        return HTTPResponse(status: http.statusCode, headers: headers, body: data, url: http.url ?? request.url)
    }
}

/// Owns a transport's session and cookie store, and invalidates the session when the last copy of the transport
/// is gone.
private final class SessionOwner: @unchecked Sendable {
    // Safe: every stored property is immutable; URLSession and HTTPCookieStorage are thread-safe.
    let session: URLSession
    /// The store the transport reads and writes itself (the session's own cookie handling is off).
    let cookies: HTTPCookieStorage?
    private let delegate: TaskCollector

    init(configuration: URLSessionConfiguration) {
        let own = (configuration.copy() as? URLSessionConfiguration) ?? configuration
        cookies = own.httpShouldSetCookies ? own.httpCookieStorage : nil
        own.httpShouldSetCookies = false
        own.httpCookieAcceptPolicy = .never
        own.httpCookieStorage = nil
        let delegate = TaskCollector()
        self.delegate = delegate
        session = URLSession(configuration: own, delegate: delegate, delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Runs `request` as a data task; cancelling the calling task cancels the data task. `timeout` is the idle
    /// timeout in seconds (kept by an ``IdleTimer`` on FoundationNetworking, by `request` elsewhere).
    func perform(_ request: URLRequest, timeout: TimeInterval, transfer: TransferOptions) async throws -> (Data, URLResponse) {
        try Task.checkCancellation()
        let task = session.dataTask(with: request)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                #if canImport(FoundationNetworking)
                let timer = IdleTimer(seconds: timeout) { [weak self] in
                    if self?.delegate.timeOut(task) == true {
                        self?.cancel(task)
                    }
                }
                #else
                let timer: IdleTimer? = nil
                #endif
                delegate.register(task, continuation, transfer: transfer, idleTimer: timer)
                // A cancellation that came before the registration found nothing to resume: take the continuation
                // back (unless the task's completion already resumed it) instead of waiting forever.
                if Task.isCancelled {
                    delegate.unregister(task)?.resume(throwing: CancellationError())
                    cancel(task)
                    return
                }
                task.resume()
            }
        } onCancel: {
            cancel(task)
        }
    }

    /// Cancels `task`: at once on Apple platforms; on FoundationNetworking only when no redirect answer is waiting
    /// for the delegate.
    ///
    /// FoundationNetworking traps ("Received callback for HTTP redirection, but we're not waiting for it") when a
    /// task is cancelled after a 3xx answer has been read and before the delegate's answer to
    /// `willPerformHTTPRedirection` (which this transport always gives at once: `nil`) is back on the task's work
    /// queue, because cancelling moves the protocol out of the state that answer expects. From outside, that
    /// window cannot be seen, so the cancellation is ordered after it:
    /// 1. `suspend()` takes the transfer off the network on the work queue; a 3xx that has not been read by then
    ///    never will be, so no redirect wait can start afterwards (a pending one is left as it is);
    /// 2. reading `priority` runs on the same serial work queue after that, so a redirect wait started before it
    ///    has already put its delegate call on the (serial) delegate queue;
    /// 3. the cancel itself goes onto the delegate queue, behind that delegate call, whose answer is then queued
    ///    on the work queue ahead of the cancel's. A task answered with a 3xx in that window completes with it.
    ///
    /// The request's own timeout would trap the same way, and no order can be imposed on it; so on FoundationNetworking
    /// the transport keeps the timeout itself and cancels through here (``IdleTimer``).
    private func cancel(_ task: URLSessionTask) {
        #if canImport(FoundationNetworking)
        task.suspend()
        _ = task.priority
        session.delegateQueue.addOperation { task.cancel() }
        #else
        task.cancel()
        #endif
    }
}

/// The session delegate: collects each task's response and body, refuses redirects, and resumes the waiting
/// caller when the task completes.
///
/// Each task's progress callbacks and its caller's resumption run on a serial queue of that task's own, in order
/// (every progress value arrives before `send` returns), never on the session's delegate queue: a slow callback
/// holds up neither the session's own work (on FoundationNetworking, a redirect answer waiting behind it could be
/// overtaken by the request's timeout, which traps) nor the other requests.
private final class TaskCollector: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // Safe: `running` is only touched under `lock`.
    private let lock = NSLock()
    private var running: [Int: Collected] = [:]

    private struct Collected {
        let continuation: CheckedContinuation<(Data, URLResponse), any Error>
        let transfer: TransferOptions
        /// The idle timeout's timer (FoundationNetworking only), started again whenever bytes move.
        let idleTimer: IdleTimer?
        /// The idle timer expired and cancelled the task: its cancellation is reported as `URLError(.timedOut)`.
        var timedOut = false
        /// Request body bytes sent so far: upload progress restarts the idle timer only when this grows.
        var sent: Int64 = 0
        /// Where the task's progress callbacks run and its caller is resumed, one at a time.
        let callbacks = DispatchQueue(label: "EndpointRuntime.URLSessionTransport.task", target: .global())
        var data = Data()
        var response: URLResponse?
        /// The file a 2xx body is written to, open while it arrives: ``partial``, moved to ``destination`` once the
        /// body is complete.
        var file: FileHandle?
        /// Where the body goes while it arrives: a hidden file beside the destination (the same volume, so the move
        /// into place is one `rename`), removed when the download fails.
        var partial: URL?
        /// An error writing the file; the task is cancelled and fails with it.
        var fileError: (any Error)?
        var received: Int64 = 0
    }

    func register(
        _ task: URLSessionTask, _ continuation: CheckedContinuation<(Data, URLResponse), any Error>,
        transfer: TransferOptions, idleTimer: IdleTimer?
    ) {
        lock.lock()
        defer { lock.unlock() }
        running[task.taskIdentifier] = Collected(continuation: continuation, transfer: transfer, idleTimer: idleTimer)
    }

    /// Forgets `task` and returns its continuation, or `nil` when the task's completion has already taken it.
    func unregister(_ task: URLSessionTask) -> CheckedContinuation<(Data, URLResponse), any Error>? {
        lock.lock()
        let collected = running.removeValue(forKey: task.taskIdentifier)
        lock.unlock()
        collected?.idleTimer?.cancel()
        return collected?.continuation
    }

    /// Records that `task`'s idle timeout passed; `false` when the task has completed already (nothing to cancel).
    func timeOut(_ task: URLSessionTask) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard running[task.taskIdentifier] != nil else { return false }
        running[task.taskIdentifier]?.timedOut = true
        return true
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64, totalBytesSent: Int64,
        totalBytesExpectedToSend: Int64
    ) {
        lock.lock()
        let collected = running[task.taskIdentifier]
        let moved = totalBytesSent > (collected?.sent ?? .max)
        running[task.taskIdentifier]?.sent = max(totalBytesSent, collected?.sent ?? 0)
        lock.unlock()
        if moved {
            collected?.idleTimer?.restart()
        }
        guard let collected, let progress = collected.transfer.progress else { return }
        let value = TransferProgress(
            direction: .upload, completedBytes: totalBytesSent,
            totalBytes: totalBytesExpectedToSend > 0 ? totalBytesExpectedToSend : nil)
        collected.callbacks.async { progress(value) }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    /// The body length `response` announces, in the bytes the delegate receives: its `Content-Length`, unless a
    /// `Content-Encoding` (gzip, br) counts the compressed bytes while the delegate gets them decompressed, or there
    /// is none (`nil`: progress without a total).
    static func expectedBodyLength(of response: URLResponse?) -> Int64? {
        guard let response, response.expectedContentLength >= 0 else { return nil }
        if let http = response as? HTTPURLResponse,
           let encoding = http.value(forHTTPHeaderField: "Content-Encoding")?.trimmingCharacters(in: .whitespaces),
           !encoding.isEmpty, encoding.lowercased() != "identity" {
            return nil
        }
        return response.expectedContentLength
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        lock.lock()
        running[dataTask.taskIdentifier]?.response = response
        running[dataTask.taskIdentifier]?.idleTimer?.restart()
        if let destination = running[dataTask.taskIdentifier]?.transfer.destination,
           let status = (response as? HTTPURLResponse)?.statusCode, (200..<300).contains(status) {
            // The file already there stays until the new body is complete: a download that fails, is cancelled or
            // times out leaves it as it was.
            let partial = DownloadFiles.hiddenFile(beside: destination, suffix: "partial")
            do {
                // `Data.write` says why it could not (permissions, a read-only volume), where `createFile` does not.
                try Data().write(to: partial, options: .withoutOverwriting)
                running[dataTask.taskIdentifier]?.partial = partial
                running[dataTask.taskIdentifier]?.file = try FileHandle(forWritingTo: partial)
            } catch {
                running[dataTask.taskIdentifier]?.fileError = error
            }
        }
        let failed = running[dataTask.taskIdentifier]?.fileError != nil
        lock.unlock()
        completionHandler(failed ? .cancel : .allow)
        #if canImport(FoundationNetworking)
        // FoundationNetworking ignores the disposition; cancelling is safe here (the answer is not a redirect).
        if failed {
            dataTask.cancel()
        }
        #endif
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        lock.lock()
        guard var collected = running[dataTask.taskIdentifier], collected.fileError == nil else {
            lock.unlock()
            return
        }
        if let file = collected.file {
            do {
                try file.write(contentsOf: data)
            } catch {
                collected.fileError = error
                dataTask.cancel()
            }
        } else {
            collected.data.append(data)
        }
        collected.received += Int64(data.count)
        running[dataTask.taskIdentifier] = collected
        lock.unlock()
        collected.idleTimer?.restart()
        guard let progress = collected.transfer.progress else { return }
        let value = TransferProgress(
            direction: .download, completedBytes: collected.received, totalBytes: Self.expectedBodyLength(of: dataTask.response))
        collected.callbacks.async { progress(value) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        lock.lock()
        let collected = running.removeValue(forKey: task.taskIdentifier)
        lock.unlock()
        guard let collected else { return }
        collected.idleTimer?.cancel()
        try? collected.file?.close()
        var fileError = collected.fileError
        if let partial = collected.partial {
            if error == nil, fileError == nil, let destination = collected.transfer.destination {
                fileError = DownloadFiles.moveIntoPlace(partial, destination)
            }
            if error != nil || fileError != nil {
                try? FileManager.default.removeItem(at: partial)
            }
        }
        let result: Result<(Data, URLResponse), any Error>
        if let fileError {
            result = .failure(APIError.transport(TransportFailure(
                kind: .cannotWriteFile, code: nil, message: "The download could not be written: \(fileError)",
                underlyingError: fileError)))
        } else if let error {
            result = .failure(collected.timedOut && (error as? URLError)?.code == .cancelled ? URLError(.timedOut) : error)
        } else if let response = collected.response ?? task.response {
            result = .success((collected.data, response))
        } else {
            result = .failure(URLError(.badServerResponse))
        }
        collected.callbacks.async { collected.continuation.resume(with: result) }
    }
}

/// The idle timeout of one request on FoundationNetworking, kept by the transport: it fires once `seconds` after it
/// was started or last ``restart()``ed (the response head, body bytes in either direction), unless cancelled.
///
/// FoundationNetworking's own timeout is not used because (swift-corelibs-foundation, `_HTTPURLProtocol`):
/// - it fails the task on the spot, also while a redirect answer waits for the delegate, and the delegate's answer
///   then traps ("Received callback for HTTP redirection, but we're not waiting for it"); this one cancels through
///   `SessionOwner.cancel(_:)`, which orders the cancellation after such an answer;
/// - it counts whole seconds (`Int(timeoutInterval) * 1000` milliseconds): 0.5 s became 1 ms, 1.9 s one second;
///   and it traps on a value too large for `Int` milliseconds.
/// The `URLRequest`'s own timeout stays set, far above this one (``backstop(for:)``), so that it never fires first.
final class IdleTimer: @unchecked Sendable {
    // Safe: both properties are immutable, and a dispatch source may be scheduled and cancelled from any thread.
    private let source: any DispatchSourceTimer
    private let seconds: TimeInterval

    /// Where every timer's handler runs: a serial queue of its own, which gets a thread even when the global queues'
    /// threads are all busy (blocked callbacks elsewhere in the app), so a timeout is not held up by them.
    private static let queue = DispatchQueue(label: "EndpointRuntime.URLSessionTransport.timeouts")

    /// Starts the timer: `expired` runs once, `seconds` (finite, above 0) from now.
    init(seconds: TimeInterval, expired: @escaping @Sendable () -> Void) {
        self.seconds = seconds
        source = DispatchSource.makeTimerSource(queue: Self.queue)
        source.setEventHandler(handler: expired)
        source.schedule(deadline: Self.deadline(after: seconds))
        source.resume()
    }

    /// Counts `seconds` from now again: bytes moved.
    func restart() {
        source.schedule(deadline: Self.deadline(after: seconds))
    }

    /// Stops the timer for good: the task completed.
    func cancel() {
        source.cancel()
    }

    /// `seconds` from now; never for a wait of 31 years or more (`DispatchTime + Double` traps on a value too
    /// large for `Int64` nanoseconds).
    private static func deadline(after seconds: TimeInterval) -> DispatchTime {
        seconds < 1_000_000_000 ? .now() + seconds : .distantFuture
    }

    /// The `URLRequest` timeout in seconds that backs up an idle timeout of `seconds`: five minutes longer, and
    /// whole seconds that FoundationNetworking can turn into `Int` milliseconds (at most about 31 years).
    static func backstop(for seconds: TimeInterval) -> TimeInterval {
        min((seconds + 300).rounded(.up), 1_000_000_000)
    }
}

/// Cookie stores private to one session.
enum CookieStores {
    /// A new in-memory cookie store: the one an ephemeral configuration creates (a fresh store per
    /// configuration on Apple platforms and in FoundationNetworking).
    static func makePrivate() -> HTTPCookieStorage? {
        URLSessionConfiguration.ephemeral.httpCookieStorage
    }
}
