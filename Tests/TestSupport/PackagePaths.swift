import Foundation

/// Where the package and the shared fixtures are, found from this file's location.
///
/// Every test target finds the package root, the shared directory and the committed inputs through this one type,
/// so the rules (walk up to `Package.swift`; `SHARED_DIR`, else `<package root>/../shared`) live in one place.
public enum PackagePaths {
    /// The nearest directory at or above `file` that holds `Package.swift` (symlinks resolved first, so a dev
    /// package that links a test directory still finds the main package), or `nil` when there is none.
    public static func packageRoot(above file: URL) -> URL? {
        var directory = file.resolvingSymlinksInPath().deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory
            }
            directory.deleteLastPathComponent()
        }
        return nil
    }

    /// The package root found above this source file, or `nil` when the sources are not on this machine.
    public static let locatedRoot: URL? = packageRoot(above: URL(fileURLWithPath: #filePath))

    /// The package root: the nearest directory above this file that holds `Package.swift`.
    ///
    /// Stops the test run when there is none; use ``locatedRoot`` to test for it instead.
    public static var root: URL {
        guard let root = locatedRoot else {
            preconditionFailure("no Package.swift above \(#filePath)")
        }
        return root
    }

    /// The shared directory: `$SHARED_DIR`, else `<package root>/../shared`.
    public static let shared: URL = {
        if let path = ProcessInfo.processInfo.environment["SHARED_DIR"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return root.deletingLastPathComponent().appendingPathComponent("shared")
    }()

    /// The shared fixtures (`<shared>/fixtures`).
    public static let fixtures = shared.appendingPathComponent("fixtures")

    /// The spec directory (`<package root>/specs`).
    public static let specs = root.appendingPathComponent("specs")

    /// The committed generated code (`<package root>/Generated`).
    public static let generated = root.appendingPathComponent("Generated")

    /// Whether a file or directory exists at `url`.
    public static func exists(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.path)
    }

    /// Whether a directory exists at `url`.
    public static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
