import Foundation

/// Fresh directories for tests under the system's temporary directory, removed when the test process exits.
///
/// Every test target makes its scratch directories through this one type, so a test run leaves nothing behind in
/// the temporary directory however a test ends (a failed `#expect`, a thrown error, a skipped step): the directories
/// are recorded when made and removed by an `atexit` handler installed with the first one. A test that wants its
/// directory gone sooner (a large build) may still remove it itself; removing an already removed directory is not an
/// error. A process killed by a signal skips `atexit` handlers, so a crashed run can still leave its directories.
///
/// Set `KEEP_TEST_FILES=1` to keep them all for inspection (failure messages name the directories).
public enum ScratchDirectory {
    /// Creates `<temporary directory>/<label>-<UUID>` with its parents and returns its URL.
    ///
    /// - Parameter label: The directory name's prefix, to tell a test's directories apart while it runs.
    /// - Throws: The file system's error when the directory cannot be created.
    public static func make(_ label: String) throws -> URL {
        try shared.make(label)
    }

    /// ``make(_:)`` as a path string, for the tests that build command lines.
    public static func makePath(_ label: String) throws -> String {
        try make(label).path
    }

    /// Whether `KEEP_TEST_FILES` asks to keep the directories after the run.
    public static var keepsFiles: Bool {
        !(ProcessInfo.processInfo.environment["KEEP_TEST_FILES"] ?? "").isEmpty
    }

    /// The process's directories; its first ``ScratchRegistry/make(_:)`` installs the `atexit` handler.
    static let shared: ScratchRegistry = ScratchRegistry(base: FileManager.default.temporaryDirectory.resolvingSymlinksInPath()) {
        atexit {
            if !ScratchDirectory.keepsFiles { ScratchDirectory.shared.removeAll() }
        }
    }
}

/// Directories made under one base directory, removed together by ``removeAll()``; safe to use from concurrent tests.
///
/// ``ScratchDirectory`` keeps the process's one registry; a test of the mechanism makes its own.
public final class ScratchRegistry: @unchecked Sendable {
    private let base: URL
    private let lock = NSLock()
    private var made: [URL] = []
    private var onFirstMake: (() -> Void)?

    /// - Parameters:
    ///   - base: Where the directories are made.
    ///   - onFirstMake: Run once, when the first directory is made.
    public init(base: URL, onFirstMake: (() -> Void)? = nil) {
        self.base = base
        self.onFirstMake = onFirstMake
    }

    /// Creates `<base>/<label>-<UUID>` with its parents, records it and returns its URL.
    ///
    /// - Throws: The file system's error when the directory cannot be created.
    public func make(_ label: String) throws -> URL {
        let url = base.appendingPathComponent("\(label)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        lock.lock()
        made.append(url)
        let first = onFirstMake
        onFirstMake = nil
        lock.unlock()
        first?()
        return url
    }

    /// Removes every directory made so far (and forgets them); one already removed is skipped.
    public func removeAll() {
        lock.lock()
        let taken = made
        made.removeAll()
        lock.unlock()
        for url in taken {
            try? FileManager.default.removeItem(at: url)
        }
    }
}
