/// Why a set of generated files cannot be planned or written. Generated paths (``invalidPath(_:reason:)``,
/// ``conflictingPaths(_:_:)``) are relative to the output directory; every other path is the full path of what is on
/// disk, and every `reason` a plain one (`not a directory`, `permission denied`, `read-only file system`;
/// ``FileSystemReason``), so that a message says where and why.
package enum OutputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The ownership marker is empty, so every file would count as generator-owned.
    case emptyOwnershipMarker
    /// A generated file's relative path is empty, absolute, or has an empty, `.` or `..` component.
    case invalidPath(String, reason: String)
    /// Two generated paths collide: the first is used as a directory by the second.
    case conflictingPaths(String, String)
    /// The output directory exists but is not a directory.
    case notADirectory(String)
    /// The directory the team's view model files go in (`stubs`) exists but is not a directory.
    case stubsNotADirectory(String)
    /// Something on disk is in the way of a generated file: a directory or symbolic link where the file
    /// goes, or a file or symbolic link where one of its parent directories goes.
    case pathInTheWay(String, reason: String)
    /// A different file without the ownership marker exists where a generated file goes; it is the
    /// user's, so it is not overwritten.
    case unownedFile(String)
    /// An existing file could not be read.
    case readFailed(String, reason: String)
    /// A directory a generated file goes in could not be created (an ancestor is a file, the file system is
    /// read-only, permission is denied); nothing of the set was replaced.
    case directoryNotCreated(String, reason: String)
    /// A generated file could not be written; no file of the set was replaced when this happens while
    /// writing temporary files.
    case writeFailed(String, reason: String)
    /// A stale generated file could not be removed.
    case removeFailed(String, reason: String)

    /// A one-line explanation for the `error:` line of the CLI.
    package var description: String {
        switch self {
        case .emptyOwnershipMarker:
            "the ownership marker is empty; every file would count as generated"
        case let .invalidPath(path, reason):
            "invalid output path '\(path)': \(reason)"
        case let .conflictingPaths(first, second):
            "output paths '\(first)' and '\(second)' conflict: '\(first)' would have to be a directory"
        case let .notADirectory(path):
            "output directory '\(path)' exists and is not a directory"
        case let .stubsNotADirectory(path):
            "stubs directory '\(path)' exists and is not a directory"
        case let .pathInTheWay(path, reason):
            "cannot write '\(path)': \(reason)"
        case let .unownedFile(path):
            "refusing to overwrite '\(path)': its first line lacks the generator's marker, so it is not a generated file"
        case let .readFailed(path, reason):
            "cannot read '\(path)': \(reason)"
        case let .directoryNotCreated(path, reason):
            "cannot create directory '\(path)': \(reason)"
        case let .writeFailed(path, reason):
            "cannot write '\(path)': \(reason)"
        case let .removeFailed(path, reason):
            "cannot remove '\(path)': \(reason)"
        }
    }
}
