import Foundation

/// `--run-log`: one line appended per successful generate run, so build systems and tests can tell whether
/// the generator ran (write-if-changed keeps output modification times, so they cannot tell).
struct RunLog {
    let path: String

    /// Appends `generated <spec> ...` and a newline, creating the file when missing.
    func append(specPaths: [String]) throws {
        let line = Data(("generated " + specPaths.joined(separator: " ") + "\n").utf8)
        if !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: line) else {
                throw RunLogError(path: path)
            }
            return
        }
        guard let handle = FileHandle(forWritingAtPath: path) else { throw RunLogError(path: path) }
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: line)
    }
}

/// The run log could not be written.
struct RunLogError: Error, CustomStringConvertible {
    let path: String
    var description: String { "cannot write the run log '\(path)'" }
}
