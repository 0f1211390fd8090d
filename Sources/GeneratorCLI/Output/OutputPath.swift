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
    /// itself gives `.`. This is how `--check` and `--diff` name files, so the diff applies with `git apply` (and
    /// `patch -p1`) run where the generator ran, however `--output` was written (absolute, with `../`).
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
