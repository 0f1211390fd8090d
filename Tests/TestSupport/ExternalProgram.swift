import Foundation

/// Runs an external program (the compiler, `swift build`, a built harness) from a test **without holding a thread of
/// Swift's cooperative pool** while it runs.
///
/// Swift Testing runs tests as tasks on the cooperative pool, which has one thread per core (two on the CI machine).
/// A test that waited for a compiler with `Process.waitUntilExit()` or a semaphore held one of those threads for the
/// whole compile, so two compiling tests stopped every other test, including ones awaiting a loopback server's
/// answer, for minutes. Here the wait is a continuation resumed by the process's termination handler, and at most
/// ``ExternalProgram/concurrentLimit`` programs run at once (``ProcessSlots``), so tests that suspend here do not start
/// dozens of compilers together.
public enum ExternalProgram {
    /// How many programs run at once: the number of active cores, at least 2.
    public static let concurrentLimit = max(2, ProcessInfo.processInfo.activeProcessorCount)

    /// The outcome of one finished program.
    public struct Outcome: Sendable {
        /// The exit status (or the signal number, for a program ended by a signal).
        public var status: Int32
        /// Standard output and standard error, interleaved as written.
        public var output: String
        /// Whether the program was terminated because it ran longer than the timeout.
        public var timedOut: Bool
    }

    /// Runs `executable` with `arguments` and returns when it has exited.
    ///
    /// Output goes to a temporary file, not a pipe, so a program printing a lot cannot block on a full pipe.
    /// - Parameters:
    ///   - directory: the working directory; `nil` keeps the test process's.
    ///   - environment: the program's environment; `nil` inherits the test process's.
    ///   - timeout: seconds from the start of the program (not from the wait for a slot) after which it gets
    ///     SIGTERM and the outcome says `timedOut`; `nil` waits as long as it takes.
    /// - Throws: when the log file cannot be created or the program cannot be started.
    public static func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil,
        environment: [String: String]? = nil, timeout: TimeInterval? = nil
    ) async throws -> Outcome {
        try await ProcessSlots.shared.withSlot {
            try await runNow(executable, arguments, in: directory, environment: environment, timeout: timeout)
        }
    }

    private static func runNow(
        _ executable: URL, _ arguments: [String], in directory: URL?,
        environment: [String: String]?, timeout: TimeInterval?
    ) async throws -> Outcome {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("external-program-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: log.path])
        }
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        process.standardOutput = handle
        process.standardError = handle
        let exit = ExitSignal()
        process.terminationHandler = { _ in exit.fire() }
        try launch(process)

        let timer = timeout.map { seconds in
            let timer = DispatchSource.makeTimerSource(queue: .global())
            timer.schedule(deadline: .now() + seconds)
            timer.setEventHandler {
                guard exit.markTimedOut() else { return }
                process.terminate()
                // A program that ignores SIGTERM is killed after a grace period, so the wait always ends.
                DispatchQueue.global().asyncAfter(deadline: .now() + 10) {
                    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                }
            }
            timer.resume()
            return timer
        }
        await exit.wait()
        timer?.cancel()
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return Outcome(status: process.terminationStatus, output: output, timedOut: exit.timedOut)
    }
}

extension ExternalProgram {
    /// Starts `process` from a thread of its own whose signal mask is empty. A child inherits the signal mask of the
    /// thread that starts it, and the threads of Swift's concurrency pool run with SIGTERM and most other signals
    /// blocked: a program started from one of them could not be terminated (its SIGTERM stayed pending).
    public static func launch(_ process: Process) throws {
        let started = LaunchResult()
        let thread = Thread {
            var none = sigset_t()
            sigemptyset(&none)
            pthread_sigmask(SIG_SETMASK, &none, nil)
            started.finish(Result { try process.run() })
        }
        thread.start()
        try started.wait().get()
    }
}

/// The outcome of starting a process on another thread, handed back to the thread that waits for it.
private final class LaunchResult: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Result<Void, any Error> = .success(())

    func finish(_ result: Result<Void, any Error>) {
        self.result = result
        done.signal()
    }

    /// Blocks until the process is started (a fork and exec: milliseconds).
    func wait() -> Result<Void, any Error> {
        done.wait()
        return result
    }
}

/// The end of one program: resumes the task waiting for it, once, whether the program ends before or after the wait
/// starts.
private final class ExitSignal: @unchecked Sendable {
    private let lock = NSLock()
    private var exited = false
    private var didTimeOut = false
    private var waiter: CheckedContinuation<Void, Never>?

    /// Whether the timeout ended the program.
    var timedOut: Bool { lock.withLock { didTimeOut } }

    /// Called by the termination handler.
    func fire() {
        let waiter = lock.withLock { () -> CheckedContinuation<Void, Never>? in
            exited = true
            defer { self.waiter = nil }
            return self.waiter
        }
        waiter?.resume()
    }

    /// Records that the timeout passed; `false` when the program had already exited (nothing to terminate).
    func markTimedOut() -> Bool {
        lock.withLock {
            guard !exited else { return false }
            didTimeOut = true
            return true
        }
    }

    /// Returns once the program has exited.
    func wait() async {
        await withCheckedContinuation { continuation in
            let done = lock.withLock { () -> Bool in
                if exited { return true }
                waiter = continuation
                return false
            }
            if done { continuation.resume() }
        }
    }
}

/// A counting semaphore for tasks: at most ``ExternalProgram/concurrentLimit`` bodies run at once, the others suspend
/// (first come, first served) instead of blocking a thread.
public actor ProcessSlots {
    /// The slots every test in the process shares.
    public static let shared = ProcessSlots(limit: ExternalProgram.concurrentLimit)

    private let limit: Int
    private var inUse = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Slots for `limit` bodies at once.
    public init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Runs `body` once a slot is free, and frees it when `body` returns or throws.
    public func withSlot<T: Sendable>(_ body: @Sendable () async throws -> T) async rethrows -> T {
        await acquire()
        defer { release() }
        return try await body()
    }

    private func acquire() async {
        if inUse < limit {
            inUse += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    private func release() {
        if waiting.isEmpty {
            inUse -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
