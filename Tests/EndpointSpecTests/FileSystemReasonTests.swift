import EndpointSpec
import Foundation
import TestSupport
import Testing

/// The plain reasons of file system errors, whichever way Foundation reports them.
@Suite struct FileSystemReasonTests {
    @Test(arguments: [
        (ENOTDIR, "not a directory"), (EACCES, "permission denied"), (EROFS, "read-only file system"),
        (ENOENT, "no such file or directory"), (ENOSPC, "no space left on device"), (EISDIR, "is a directory"),
    ])
    func posixErrorNumbers(code: Int32, reason: String) {
        #expect(FileSystemReason.of(errno: code) == reason)
        #expect(FileSystemReason.of(NSError(domain: NSPOSIXErrorDomain, code: Int(code))) == reason)
        #expect(FileSystemReason.of(POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)) == reason)
        // A Cocoa file error with the POSIX error underneath, as Foundation throws it for a failed write.
        let cocoa = NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileWriteUnknown.rawValue,
                            userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(code))])
        #expect(FileSystemReason.of(cocoa) == reason)
    }

    @Test(arguments: [
        (CocoaError.Code.fileWriteVolumeReadOnly, "read-only file system"), (.fileWriteNoPermission, "permission denied"),
        (.fileReadNoPermission, "permission denied"), (.fileNoSuchFile, "no such file or directory"),
        (.fileReadNoSuchFile, "no such file or directory"), (.fileWriteOutOfSpace, "no space left on device"),
    ])
    func cocoaFileErrorCodesWithoutAnUnderlyingError(code: CocoaError.Code, reason: String) {
        #expect(FileSystemReason.of(CocoaError(code)) == reason)
    }

    @Test func anyOtherErrorKeepsItsDescription() {
        struct Odd: LocalizedError { var errorDescription: String? { "odd" } }
        #expect(FileSystemReason.of(Odd()) == "odd")
    }

    /// What Foundation really throws (the `NSCocoaErrorDomain error 512` of the review for a write under a regular
    /// file; a read of a missing file) gives the plain reason.
    @Test func foundationsOwnErrorsGiveThePlainReason() throws {
        let directory = try ScratchDirectory.make("FileSystemReasonTests")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("x".utf8).write(to: directory.appendingPathComponent("file"))
        func reason(_ body: () throws -> Void) -> String? {
            do {
                try body()
                return nil
            } catch {
                return FileSystemReason.of(error)
            }
        }
        #expect(reason { try Data("y".utf8).write(to: directory.appendingPathComponent("file/inner")) } == "not a directory")
        #expect(reason { _ = try Data(contentsOf: directory.appendingPathComponent("missing")) } == "no such file or directory")
    }
}
