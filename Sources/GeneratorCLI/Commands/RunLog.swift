import EndpointSpec
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `--run-log`: one line appended per successful generate run, so build systems and tests can tell whether
/// the generator ran (write-if-changed keeps output modification times, so they cannot tell).
struct RunLog {
    /// The log file's full path.
    let path: String

    /// Appends `generated <spec> ...` and a newline, creating the file when missing.
    func append(specPaths: [String]) throws(RunLogError) {
        let line = Array(("generated " + specPaths.joined(separator: " ") + "\n").utf8)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw RunLogError(path: path, reason: FileSystemReason.of(errno: errno)) }
        var failure = StagedFile.writeAll(line, to: descriptor)
        if close(descriptor) != 0, failure == nil { failure = StagedFile.Failure(reason: FileSystemReason.of(errno: errno)) }
        if let failure { throw RunLogError(path: path, reason: failure.reason) }
    }
}

/// The run log could not be written.
struct RunLogError: Error, CustomStringConvertible {
    let path: String
    let reason: String
    var description: String { "cannot write the run log '\(path)': \(reason)" }
}
