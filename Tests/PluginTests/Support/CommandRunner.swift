import Foundation

/// The outcome of one finished process: exit status and everything it printed (stdout and stderr interleaved).
struct CommandResult: Sendable {
    var status: Int32
    var output: String
    var timedOut: Bool
}

/// Runs external commands with a bounded wait, collecting their output in a file (so no pipe can fill up).
enum CommandRunner {
    /// The `swift` driver found on `PATH`, or `nil` when there is none.
    static let swift: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appending(path: "swift") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs `executable` with `arguments` in `directory`; a run longer than `timeout` seconds is terminated and
    /// reported as `timedOut`.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL, timeout: TimeInterval) throws -> CommandResult {
        let log = FileManager.default.temporaryDirectory.appending(path: "plugin-tests-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: log.path])
        }
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = handle
        process.standardError = handle
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        var timedOut = false
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            process.terminate()
            finished.wait()
        }
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return CommandResult(status: process.terminationStatus, output: output, timedOut: timedOut)
    }
}
