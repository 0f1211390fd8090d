import Foundation

/// Runs `swiftc` against the EndpointRuntime module the test run itself built.
struct SwiftToolchain: Sendable {
    /// The directory holding `EndpointRuntime.swiftmodule`.
    var modulesDirectory: String
    /// EndpointRuntime's object files, for linking the round-trip harness.
    var runtimeObjects: [String]

    /// Finds the build products directory from the running test binary (`…/debug/<package>PackageTests.xctest`).
    static func locate() throws -> SwiftToolchain {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = executable.deletingLastPathComponent()
        for _ in 0..<4 {
            let modules = directory.appendingPathComponent("Modules")
            let objects = directory.appendingPathComponent("EndpointRuntime.build")
            if FileManager.default.fileExists(atPath: modules.appendingPathComponent("EndpointRuntime.swiftmodule").path) {
                let files = (try? FileManager.default.contentsOfDirectory(atPath: objects.path)) ?? []
                let runtimeObjects = files.filter { $0.hasSuffix(".o") }.sorted().map { objects.appendingPathComponent($0).path }
                guard !runtimeObjects.isEmpty else { break }
                return SwiftToolchain(modulesDirectory: modules.path, runtimeObjects: runtimeObjects)
            }
            directory = directory.deletingLastPathComponent()
        }
        throw ToolchainError(message: "EndpointRuntime build products not found next to \(executable.path)")
    }

    struct ToolchainError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// The outcome of a process: exit status and combined output.
    struct Run: Sendable {
        var status: Int32
        var output: String
    }

    /// `swiftc -typecheck` over `files` in Swift 6 mode, plus `extraFlags`.
    func typecheck(_ files: [String], extraFlags: [String]) throws -> Run {
        try Self.run("swiftc", ["-typecheck", "-swift-version", "6", "-I", modulesDirectory] + extraFlags + files)
    }

    /// Compiles `files` (one of them `main.swift`) into an executable linked with EndpointRuntime.
    func buildExecutable(_ files: [String], output: String) throws -> Run {
        try Self.run("swiftc", ["-swift-version", "6", "-Onone", "-I", modulesDirectory, "-module-name", "Harness",
                                "-o", output] + files + runtimeObjects)
    }

    /// Runs a tool found on `PATH`, collecting stdout and stderr through a file (no pipe can fill up).
    static func run(_ tool: String, _ arguments: [String]) throws -> Run {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("property-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return Run(status: process.terminationStatus, output: output)
    }
}
