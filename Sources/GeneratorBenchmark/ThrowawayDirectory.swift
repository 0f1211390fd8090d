import Foundation

/// The benchmarks' throwaway package directories under the system's temporary directory.
enum ThrowawayDirectory {
    /// A new directory path `<temporary directory>/<label>-<UUID>` (not created).
    static func path(_ label: String) -> String {
        NSTemporaryDirectory() + "\(label)-\(UUID().uuidString)"
    }

    /// Removes `root` and the lock files SwiftPM leaves in the temporary directory for scratch paths under it
    /// (`/tmp/a/b/.build` is locked by `/tmp/_tmp_a_b_.build.lock` and `…_workspace-state.json.lock`).
    static func remove(_ root: String) {
        try? FileManager.default.removeItem(atPath: root)
        let temporary = FileManager.default.temporaryDirectory.resolvingSymlinksInPath()
        let prefix = URL(fileURLWithPath: root).resolvingSymlinksInPath().path.replacingOccurrences(of: "/", with: "_")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        where name.hasPrefix(prefix) && name.hasSuffix(".lock") {
            try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
        }
    }
}
