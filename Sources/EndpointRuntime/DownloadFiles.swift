import Foundation

/// The hidden files a download passes through beside its destination, and the move that puts one in place.
///
/// Beside the destination means on the same volume, so the move is one `rename(2)`: the file already there is
/// replaced at once, never left half-written. ``URLSessionTransport`` writes a body as it arrives into a `.partial`
/// file; ``APIClient/download(_:to:)`` hands the transport a `.download` file as its destination and moves that into
/// place only once the response is checked.
enum DownloadFiles {
    /// A hidden file beside `destination`: `.<name>.<UUID>.<suffix>`, or `.<UUID>.<suffix>` when the name is too long
    /// to take the 47 bytes more (file systems allow 255 bytes per name).
    static func hiddenFile(beside destination: URL, suffix: String) -> URL {
        let name = destination.lastPathComponent
        let stem = name.utf8.count <= 200 ? ".\(name)." : "."
        return destination.deletingLastPathComponent().appendingPathComponent("\(stem)\(UUID().uuidString).\(suffix)")
    }

    /// Replaces `destination` with `file` in one step (`rename(2)`, which replaces an existing file atomically);
    /// the error when it could not, a `CocoaError` naming the destination with the POSIX error beneath.
    static func moveIntoPlace(_ file: URL, _ destination: URL) -> (any Error)? {
        guard rename(file.path, destination.path) != 0 else { return nil }
        return CocoaError(.fileWriteUnknown, userInfo: [
            NSFilePathErrorKey: destination.path,
            NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(errno)),
        ])
    }

    /// The largest downloaded body read back to check for an envelope failure (1 MiB): a failure is a small JSON
    /// object, and a large body is the download itself, never read into memory.
    static let envelopeCheckLimit = 1 << 20
}
