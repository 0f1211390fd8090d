import Foundation

/// Validation of the relative paths of generated files, and the paths a diff names them by.
package enum OutputPath {
    /// Splits a relative path into its components, rejecting anything that could leave the output
    /// directory or name it ambiguously.
    /// - Parameter path: A `/`-separated relative path such as `"MessagesModels.swift"` or `"Models/User.swift"`.
    /// - Returns: The non-empty components.
    /// - Throws: ``OutputError/invalidPath(_:reason:)`` for an empty or absolute path, a `..`, `.` or empty
    ///   component, or a NUL character.
    static func components(of path: String) throws(OutputError) -> [String] {
        guard !path.isEmpty else {
            throw .invalidPath(path, reason: "the path is empty")
        }
        guard !path.hasPrefix("/") else {
            throw .invalidPath(path, reason: "absolute paths are not allowed")
        }
        guard !path.utf8.contains(0) else {
            throw .invalidPath(path, reason: "the path contains a NUL character")
        }
        let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for component in components {
            switch component {
            case "..":
                throw .invalidPath(path, reason: "'..' is not allowed")
            case ".":
                throw .invalidPath(path, reason: "'.' components are not allowed")
            case "":
                throw .invalidPath(path, reason: "empty path components are not allowed")
            default:
                continue
            }
        }
        return components
    }
}

extension OutputPath {
    /// `path` relative to `base`, both absolute: `/work/app/Generated` from `/work/app` is `Generated`, from
    /// `/work/app/Sources` it is `../Generated`; `.` and `..` components in either are resolved first, and `base`
    /// itself gives `.`. `--check` and `--diff` name files by it (`GeneratorSession.diffPathPrefix(outputPath:workingDirectory:)`
    /// picks a base the output directory is inside), so the diff applies however `--output` was written (absolute,
    /// with `../`).
    /// - Parameters:
    ///   - path: An absolute path.
    ///   - base: An absolute directory.
    /// - Returns: A relative path without a trailing `/`.
    package static func relative(_ path: String, to base: String) -> String {
        let target = normalizedComponents(path)
        let origin = normalizedComponents(base)
        let common = zip(target, origin).prefix { $0 == $1 }.count
        let components = Array(repeating: "..", count: origin.count - common) + target[common...]
        return components.isEmpty ? "." : components.joined(separator: "/")
    }

    /// The components of an absolute path with empty and `.` components dropped and `..` applied.
    private static func normalizedComponents(_ path: String) -> [String] {
        var components: [String] = []
        for component in path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(String(component))
            }
        }
        return components
    }
}

extension OutputPath {
    /// The output directory relative to the directory a `--check` or `--diff` patch applies from, with a final `/`
    /// (empty when it is that directory), never with a `..` component (`patch -p1` refuses such a name as dangerous
    /// and `git apply` as invalid). The first of these that holds the output directory:
    /// 1. the working directory (apply where the generator ran: `git apply` reads a plain diff's names relative to
    ///    the directory it runs in, as `patch -p1` does);
    /// 2. the root of the git repository holding the output directory, the nearest directory at or above it with
    ///    a `.git` (apply from that root, whose paths `git diff` prints too);
    /// 3. the output directory's parent (apply from there): the names are `<output directory's name>/<file>`.
    ///
    /// README, "Reviewing generated code", states the same rule.
    /// - Parameters:
    ///   - outputPath: The output directory, absolute, symbolic links resolved.
    ///   - workingDirectory: Where the generator runs, absolute, symbolic links resolved.
    /// - Returns: `Generated/`, `App/Generated/`, or `""` when the output directory is the base itself.
    package static func diffPrefix(of outputPath: String, workingDirectory: String) -> String {
        var relative = relative(outputPath, to: workingDirectory)
        if relative.hasPrefix("../") || relative == ".." {
            if let root = repositoryRoot(containing: outputPath) {
                relative = self.relative(outputPath, to: root)
            } else {
                relative = self.relative(outputPath, to: outputPath + "/..")
            }
        }
        return relative == "." ? "" : relative + "/"
    }

    /// The nearest directory at or above `directory` that holds `.git` (a directory, or a file in a worktree).
    private static func repositoryRoot(containing directory: String) -> String? {
        var candidate = directory
        while true {
            if FileManager.default.fileExists(atPath: (candidate as NSString).appendingPathComponent(".git")) { return candidate }
            let parent = (candidate as NSString).deletingLastPathComponent
            if parent == candidate || parent.isEmpty { return nil }
            candidate = parent
        }
    }
}
