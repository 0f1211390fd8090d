import Foundation
import TestSupport

/// The outcome of one finished process: exit status, everything it printed (stdout and stderr interleaved), and
/// whether the timeout ended it.
typealias CommandResult = ExternalProgram.Outcome

/// Runs external commands with a bounded wait, collecting their output in a file (so no pipe can fill up).
enum CommandRunner {
    /// The `swift` driver found on `PATH`, or `nil` when there is none.
    static let swift: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appending(path: "swift") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs `executable` with `arguments` in `directory` through ``ExternalProgram`` (no thread of the cooperative
    /// pool is held while it runs); a run longer than `timeout` seconds is terminated and reported as `timedOut`.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL, timeout: TimeInterval) async throws -> CommandResult {
        try await ExternalProgram.run(executable, arguments, in: directory, timeout: timeout)
    }
}
