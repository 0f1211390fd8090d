#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole input file, or says in plain words why it cannot: `no such file`, `it is a directory`, the system's
/// reason (`permission denied`; ``FileSystemReason``), or that it holds more than ``sizeLimit``. Devices and pipes
/// are read to their end within that limit, so `/dev/null` reads as empty, `<(curl …)` as what the command writes,
/// and `/dev/zero` is refused instead of filling memory; a named pipe nobody writes to reads as empty.
package enum FileContents {
    /// Why a file cannot be read.
    package struct Unreadable: Error, Sendable, Hashable {
        package var reason: String
    }

    /// The most bytes an input may hold: 256 MiB, far above any spec, sample or API description (the largest
    /// public OpenAPI documents are tens of MiB), and low enough that an endless device cannot exhaust memory.
    package static let sizeLimit = 256 * 1024 * 1024

    /// The bytes of the file at `path`.
    package static func read(_ path: String) -> Result<[UInt8], Unreadable> {
        // Opened without waiting (a named pipe with no writer would block `open`), then read with waiting.
        let descriptor: Int32
        switch openWithoutWaiting(path) {
        case .success(let opened): descriptor = opened
        case .failure(let unreadable): return .failure(unreadable)
        }
        defer { close(descriptor) }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        let tooLarge = Unreadable(reason: "it holds more than \(sizeLimit / 1024 / 1024) MiB")
        var bytes: [UInt8] = []
        var status = stat()
        if fstat(descriptor, &status) == 0 {
            if status.st_mode & S_IFMT == S_IFDIR { return .failure(Unreadable(reason: "it is a directory")) }
            if status.st_mode & S_IFMT == S_IFREG {
                guard Int(status.st_size) <= sizeLimit else { return .failure(tooLarge) }
                bytes.reserveCapacity(Int(status.st_size))
            }
        }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { readChunk(descriptor, into: $0) }
            if count > 0 {
                guard bytes.count + count <= sizeLimit else { return .failure(tooLarge) }
                bytes.append(contentsOf: chunk[..<count])
            } else if count == 0 {
                return .success(bytes)
            } else if errno != EINTR {
                return .failure(Unreadable(reason: FileSystemReason.of(errno: errno)))
            }
        }
    }
}

extension FileContents {
    /// At most `count` bytes from the start of the file at `path`, read without waiting: `nil` for a file that has
    /// nothing to read yet and would block (a device, a kernel file such as `/proc/kmsg`), which is not a file any
    /// program wrote to be read back. For telling files by their first line without reading them whole.
    package static func prefix(_ path: String, upTo count: Int) -> Result<[UInt8]?, Unreadable> {
        let descriptor: Int32
        switch openWithoutWaiting(path) {
        case .success(let opened): descriptor = opened
        case .failure(let unreadable): return .failure(unreadable)
        }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: count)
        while true {
            let read = buffer.withUnsafeMutableBytes { readChunk(descriptor, into: $0) }
            if read >= 0 { return .success(Array(buffer[..<read])) }
            if errno == EINTR { continue }
            if errno == EAGAIN || errno == EWOULDBLOCK { return .success(nil) }
            return .failure(Unreadable(reason: FileSystemReason.of(errno: errno)))
        }
    }
}

extension FileContents {
    /// The file at `path` opened for reading, close-on-exec and without waiting for a writer; why not, if not.
    fileprivate static func openWithoutWaiting(_ path: String) -> Result<Int32, Unreadable> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            return .failure(Unreadable(reason: errno == ENOENT ? "no such file" : FileSystemReason.of(errno: errno)))
        }
        return .success(descriptor)
    }
}

/// `read(2)` into `buffer`, which ``FileContents/read(_:)`` hides by its name.
private func readChunk(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    read(descriptor, buffer.baseAddress, buffer.count)
}
