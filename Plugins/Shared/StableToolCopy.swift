import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The generator executable the build commands run: a copy in the plugin's work directory that is rewritten only
/// when the tool's bytes change.
///
/// Why: SwiftPM builds a plugin's tool in two build graphs with separate databases, `plugin-tools.yaml` (built
/// before plugins are evaluated) and the main `debug.yaml`, whose commands write the same files. In the build right
/// after a clean build each graph finds the tool rewritten by the other and relinks it; the bytes are identical but
/// the modification time is new, and a build command's executable is one of its inputs, so every generator command
/// reran and the target recompiled. The copy keeps its modification time while the bytes stay the same, so only a
/// real change of the generator reruns the commands. docs/plugins.md ("When the generator runs") has the details.
enum StableToolCopy {
    /// Copies `tool` to `<directory>/<tool's name>` unless a file with the same bytes is already there.
    /// - Returns: The copy's location.
    /// - Throws: File system errors from reading the tool or writing the copy.
    static func copy(of tool: URL, into directory: URL) throws -> URL {
        let copy = directory.appending(path: tool.lastPathComponent)
        let bytes = try Data(contentsOf: tool)
        if let existing = try? Data(contentsOf: copy), existing == bytes {
            return copy
        }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let temporary = directory.appending(path: ".\(tool.lastPathComponent).\(UUID().uuidString)")
        try bytes.write(to: temporary)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: temporary.path)
        // rename(2) replaces an existing copy atomically, so a build never runs a half-written tool.
        guard rename(temporary.path, copy.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: copy.path, NSLocalizedFailureReasonErrorKey: reason])
        }
        return copy
    }
}
