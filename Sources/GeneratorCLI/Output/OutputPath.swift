/// Validation of the relative paths of generated files.
enum OutputPath {
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
