import EndpointCodegen
import Foundation
import TestSupport

/// Writes generated files into `directory` (which must exist) and returns their paths, in the files' order.
func writeGenerated(_ files: [GeneratedFile], into directory: URL) throws -> [String] {
    try files.map { file in
        let url = directory.appendingPathComponent(file.path)
        try Data(file.contents.utf8).write(to: url)
        return url.path
    }
}

/// Writes generated files into a fresh temporary directory named after `label`, type-checks them against the test
/// run's EndpointRuntime with warnings as errors (and `extraFlags`), and removes the directory.
func typecheckGenerated(_ files: [GeneratedFile], label: String, extraFlags: [String] = []) async throws -> SwiftToolchain.Run {
    let directory = try ScratchDirectory.make("\(label)")
    defer { try? FileManager.default.removeItem(at: directory) }
    return try await SwiftToolchain.locate().typecheck(
        try writeGenerated(files, into: directory), extraFlags: ["-warnings-as-errors"] + extraFlags)
}
