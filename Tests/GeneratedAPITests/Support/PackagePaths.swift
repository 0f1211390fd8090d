import Foundation

/// Where the package and the shared fixtures are, found from this file's location.
enum PackagePaths {
    /// The package root: the nearest directory above this file that holds `Package.swift`.
    static let root: URL = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory
            }
            directory.deleteLastPathComponent()
        }
        preconditionFailure("no Package.swift above \(#filePath)")
    }()

    /// `$SHARED_DIR`, else `<package root>/../shared`.
    static let shared: URL = {
        if let path = ProcessInfo.processInfo.environment["SHARED_DIR"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return root.deletingLastPathComponent().appendingPathComponent("shared")
    }()

    /// The recorded GitHub exchanges (`shared/fixtures/github`).
    static let gitHubFixtures = shared.appendingPathComponent("fixtures/github")

    /// The JSONPlaceholder data set (`shared/fixtures/jsonplaceholder/data.json`).
    static let jsonPlaceholderData = shared.appendingPathComponent("fixtures/jsonplaceholder/data.json")

    /// The spec directory (`<package root>/specs`).
    static let specs = root.appendingPathComponent("specs")

    /// The committed generated code (`<package root>/Generated`).
    static let generated = root.appendingPathComponent("Generated")

    static func exists(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.path)
    }
}
