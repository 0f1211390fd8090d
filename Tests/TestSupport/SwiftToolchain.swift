import Foundation

/// Runs `swiftc` against the EndpointRuntime module the test run itself built.
public struct SwiftToolchain: Sendable {
    /// The directory holding `EndpointRuntime.swiftmodule`.
    public var modulesDirectory: String
    /// EndpointRuntime's object files, for linking a harness executable.
    public var runtimeObjects: [String]

    /// Finds the build products directory from the running test binary (`…/debug/<package>PackageTests.xctest`).
    /// - Throws: ``ToolchainError`` when EndpointRuntime's module or object files are not there.
    public static func locate() throws -> SwiftToolchain {
        for directory in buildDirectoryCandidates() {
            let modules = directory.appendingPathComponent("Modules")
            let objects = directory.appendingPathComponent("EndpointRuntime.build")
            if FileManager.default.fileExists(atPath: modules.appendingPathComponent("EndpointRuntime.swiftmodule").path) {
                let files = (try? FileManager.default.contentsOfDirectory(atPath: objects.path)) ?? []
                let runtimeObjects = files.filter { $0.hasSuffix(".o") }.sorted().map { objects.appendingPathComponent($0).path }
                guard !runtimeObjects.isEmpty else { break }
                return SwiftToolchain(modulesDirectory: modules.path, runtimeObjects: runtimeObjects)
            }
        }
        throw ToolchainError(message: "EndpointRuntime build products not found next to \(testExecutable.path)")
    }

    /// The directory holding `EndpointRuntime.swiftmodule` (the build directory's `Modules/`, or the build
    /// directory itself), found from the running test binary; `nil` when there is none. Needs no object files,
    /// so it serves type-checking only.
    public static func runtimeModulesDirectory() -> String? {
        for directory in buildDirectoryCandidates() {
            for candidate in [directory.appendingPathComponent("Modules"), directory]
            where FileManager.default.fileExists(atPath: candidate.appendingPathComponent("EndpointRuntime.swiftmodule").path) {
                return candidate.path
            }
        }
        return nil
    }

    /// The executable product `name` of this package's build (`.build/debug/SampleApp`), found next to the running
    /// test binary; `nil` when it has not been built.
    public static func builtProduct(named name: String) -> String? {
        buildDirectoryCandidates().map { $0.appendingPathComponent(name).path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The full path of the executable `name` on `PATH`, or `nil` when it is not there.
    public static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The running test binary, symlinks resolved.
    private static var testExecutable: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    }

    /// The test binary's directory and its next three ancestors, nearest first (the binary may sit inside an
    /// `.xctest` bundle).
    private static func buildDirectoryCandidates() -> [URL] {
        var directory = testExecutable.deletingLastPathComponent()
        if !FileManager.default.fileExists(atPath: directory.path), let path = Bundle.main.executablePath {
            directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        }
        var candidates: [URL] = []
        for _ in 0..<4 {
            candidates.append(directory)
            directory = directory.deletingLastPathComponent()
        }
        return candidates
    }

    /// The build products were not found.
    public struct ToolchainError: Error, CustomStringConvertible {
        /// What was looked for, and where.
        public var message: String
        /// The message, for the test report.
        public var description: String { message }
    }

    /// The outcome of a process: exit status and combined output.
    public struct Run: Sendable {
        /// The exit status.
        public var status: Int32
        /// Standard output and standard error, interleaved as written.
        public var output: String

        /// An outcome with exit `status` and combined `output`.
        public init(status: Int32, output: String) {
            self.status = status
            self.output = output
        }
    }

    /// Flags every compilation gets: `DEBUG` defined, as SwiftPM and Xcode do in debug builds, so the generated mocks
    /// files (`#if DEBUG`, docs/mocks.md) are compiled and checked too.
    public static let debugFlags = ["-D", "DEBUG"]

    /// `swiftc -typecheck` over `files` in Swift 6 mode as a debug build, plus `extraFlags`.
    public func typecheck(_ files: [String], extraFlags: [String]) async throws -> Run {
        try await Self.run("swiftc", ["-typecheck", "-swift-version", "6", "-I", modulesDirectory] + Self.debugFlags + extraFlags + files)
    }

    /// Compiles `files` (one of them `main.swift`) into a debug executable linked with EndpointRuntime.
    /// `extraFlags` come before the files (more `-I` directories, `-warnings-as-errors`, object files).
    public func buildExecutable(_ files: [String], output: String, extraFlags: [String] = []) async throws -> Run {
        try await Self.run("swiftc", ["-swift-version", "6", "-Onone", "-I", modulesDirectory, "-module-name", "Harness",
                                      "-o", output] + Self.debugFlags + extraFlags + files + runtimeObjects)
    }

    /// Runs a tool found on `PATH` through ``ExternalProgram`` (no thread of the cooperative pool is held while it
    /// runs; stdout and stderr are collected through a file, so no pipe can fill up).
    public static func run(_ tool: String, _ arguments: [String]) async throws -> Run {
        let outcome = try await ExternalProgram.run(URL(fileURLWithPath: "/usr/bin/env"), [tool] + arguments)
        return Run(status: outcome.status, output: outcome.output)
    }
}
