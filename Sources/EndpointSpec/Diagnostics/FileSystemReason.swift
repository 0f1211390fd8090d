import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The plain reason a file could not be read or written, for messages such as
/// `cannot write '/app/Generated/APIModels.swift': read-only file system`: the system's words for the POSIX error
/// (`not a directory`, `permission denied`, `no space left on device`), never Foundation's
/// `The operation could not be completed. (NSCocoaErrorDomain error 512.)`.
package enum FileSystemReason {
    /// The system's message for the POSIX error number `code`, starting in lowercase (`read-only file system`).
    package static func of(errno code: Int32) -> String {
        let message = String(cString: strerror(code))
        return message.prefix(1).lowercased() + message.dropFirst()
    }

    /// The reason for an error Foundation threw: that of the POSIX error in it (the error itself, or the underlying
    /// error of a Cocoa file error), else of the POSIX error a Cocoa file error code stands for, else its description.
    package static func of(_ error: any Error) -> String {
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain { return of(errno: Int32(truncatingIfNeeded: error.code)) }
        // Foundation on Linux stores a Swift `POSIXError` there, which `as? NSError` does not match.
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? any Error { return of(underlying) }
        if error.domain == NSCocoaErrorDomain, let code = posixCodes[CocoaError.Code(rawValue: error.code)] {
            return of(errno: code)
        }
        return error.localizedDescription
    }

    /// The POSIX error each Cocoa file error code stands for.
    private static let posixCodes: [CocoaError.Code: Int32] = [
        .fileNoSuchFile: ENOENT, .fileReadNoSuchFile: ENOENT, .fileReadNoPermission: EACCES,
        .fileWriteNoPermission: EACCES, .fileWriteVolumeReadOnly: EROFS, .fileWriteOutOfSpace: ENOSPC,
        .fileWriteFileExists: EEXIST, .fileReadTooLarge: EFBIG,
    ]
}
