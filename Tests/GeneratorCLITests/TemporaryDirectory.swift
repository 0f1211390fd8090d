import Foundation
import TestSupport

/// A fresh directory under the system's temporary directory, removed when the value goes away.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = try ScratchDirectory.make("GeneratorCLITests")
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes a UTF-8 file at a relative path, creating parent directories.
    func write(_ relativePath: String, _ contents: String) throws {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(),
            withIntermediateDirectories: true
        )
        try Data(contents.utf8).write(to: file)
    }

    /// Reads a UTF-8 file at a relative path, or `nil` when it does not exist.
    func read(_ relativePath: String) -> String? {
        guard let data = FileManager.default.contents(atPath: url.appendingPathComponent(relativePath).path) else {
            return nil
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The names in a directory (relative path, `""` for the root), sorted.
    func list(_ relativePath: String = "") throws -> [String] {
        let directory = relativePath.isEmpty ? url : url.appendingPathComponent(relativePath)
        return try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }
}
