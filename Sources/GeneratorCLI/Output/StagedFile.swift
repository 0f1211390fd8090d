import EndpointSpec
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a temporary file, and creates the directories it goes in, with plain POSIX calls (`open`, `write`, `close`,
/// `mkdir`), for ``OutputWriter``; each failure has the system's plain reason (``FileSystemReason``).
///
/// Unlike `Data.write(to:)` in swift-corelibs-foundation, this does not `fsync`: a generated file is renamed
/// over its target right after, and a rename is atomic for readers whether or not the data has reached the
/// disk, so a reader (a compiler, an editor) sees either the old file or the new one, never a part. What is
/// given up is durability across a power loss or kernel crash in the seconds after a run: a file may then
/// come back empty or old. Generated files can always be regenerated, so the generator does not pay one
/// journal commit per file for that.
enum StagedFile {
    /// Why a temporary file could not be written; `reason` is the system's message.
    struct Failure: Error {
        var reason: String
    }

    /// Creates the directory at the absolute `path` and its missing parents.
    /// - Throws: ``OutputError/directoryNotCreated(_:reason:)`` naming `path`, with the ancestor that is not a
    ///   directory (`'/app/Generated' is not a directory`) or the reason `mkdir` failed (`read-only file system`).
    static func createDirectories(_ path: String) throws(OutputError) {
        var missing: [String] = []
        var existing = path
        var status = stat()
        while stat(existing, &status) != 0 {
            // A file among the ancestors makes `stat` say ENOTDIR; the loop goes up to it to name it.
            guard errno == ENOENT || errno == ENOTDIR else {
                throw .directoryNotCreated(path, reason: FileSystemReason.of(errno: errno))
            }
            missing.append(existing)
            existing = (existing as NSString).deletingLastPathComponent
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw .directoryNotCreated(path, reason: "'\(existing)' is not a directory")
        }
        for directory in missing.reversed() where mkdir(directory, 0o777) != 0 && errno != EEXIST {
            throw .directoryNotCreated(path, reason: FileSystemReason.of(errno: errno))
        }
    }

    /// Creates `path` (which must not exist) holding `bytes`.
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - path: The temporary file's absolute path.
    ///   - permissionsFrom: A file whose permission bits the new file takes (the target it will replace);
    ///     `nil` for a new target, which gets the permissions of any newly created file (`0o666` less the umask).
    /// - Throws: ``Failure``; the temporary file is removed again when writing fails after creating it.
    static func create(_ path: String, bytes: some Collection<UInt8>, permissionsFrom target: String?) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw Failure(reason: errorMessage()) }
        var failure: Failure?
        if let target {
            var status = stat()
            if stat(target, &status) == 0, fchmod(descriptor, status.st_mode & 0o7777) != 0 {
                failure = Failure(reason: errorMessage())
            }
        }
        if failure == nil {
            failure = writeAll(bytes, to: descriptor)
        }
        if close(descriptor) != 0, failure == nil {
            failure = Failure(reason: errorMessage())
        }
        if let failure {
            unlink(path)
            throw failure
        }
    }

    /// Writes every byte, retrying after interrupts and short writes.
    static func writeAll(_ bytes: some Collection<UInt8>, to descriptor: Int32) -> Failure? {
        let writeBuffer = { (buffer: UnsafeBufferPointer<UInt8>) -> Failure? in
            var offset = 0
            while offset < buffer.count {
                guard let base = buffer.baseAddress else { return nil }
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return Failure(reason: errorMessage())
                }
                offset += written
            }
            return nil
        }
        if let result = bytes.withContiguousStorageIfAvailable(writeBuffer) {
            return result
        }
        return Array(bytes).withUnsafeBufferPointer(writeBuffer)
    }

    private static func errorMessage() -> String {
        FileSystemReason.of(errno: errno)
    }
}
