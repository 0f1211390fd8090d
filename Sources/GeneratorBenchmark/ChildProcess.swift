import Foundation

/// Runs other processes: this benchmark itself (one child per measurement, so each has its own memory
/// high-water mark), the compiler, and `swift build`.
enum ChildProcess {
    struct Outcome {
        var status: Int32
        var output: String
    }

    /// This executable's path.
    static var currentExecutable: String {
        #if os(Linux)
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return resolved
        }
        #endif
        return Bundle.main.executablePath ?? CommandLine.arguments[0]
    }

    /// Runs `executable` with `arguments` and waits; standard output (and standard error, unless
    /// `passError`) is captured and returned.
    static func run(_ executable: String, _ arguments: [String], directory: String? = nil, passError: Bool = false) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = passError ? FileHandle.standardError : pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// `name` found on `PATH`, or `nil`.
    static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
