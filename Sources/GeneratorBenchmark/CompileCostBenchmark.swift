import EndpointCodegen
import EndpointSpec
import Foundation
import GeneratorCLI

/// Measures what the generated code costs to compile: the output for N endpoints becomes one target of a
/// throwaway package that also holds a copy of this package's `Sources/EndpointRuntime` (a snapshot, so edits
/// made to the runtime while the benchmark runs cannot trigger rebuilds), compiled with warnings as errors like
/// `GeneratedAPI`; `swift build` of the generated target alone is timed after the runtime was built. Each build runs under a child of this benchmark, which reports the largest peak resident set
/// of the compiler processes (`getrusage(RUSAGE_CHILDREN)`), so no `/usr/bin/time` is needed.
struct CompileCostBenchmark {
    struct Result {
        var endpoints: Int
        var configuration: String
        var lines: Int
        var files: Int
        var build: Double
        var nullBuild: Double
        var peakResidentBytes: Int
        var typeCheck: Double?
    }

    var packageDirectory: String
    var sizes: [Int]
    var configurations: [String]
    var swift: String
    var keepDirectory: String?

    func run(report: (Result) -> Void) throws {
        let root = keepDirectory ?? ThrowawayDirectory.path("generator-bench-compile")
        defer { if keepDirectory == nil { ThrowawayDirectory.remove(root) } }
        let runtime = URL(fileURLWithPath: packageDirectory).standardizedFileURL.appendingPathComponent("Sources/EndpointRuntime")
        try? FileManager.default.removeItem(atPath: root + "/Sources/EndpointRuntime")
        try FileManager.default.createDirectory(atPath: root + "/Sources", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: runtime.path, toPath: root + "/Sources/EndpointRuntime")
        var targets: [String: (lines: Int, files: Int)] = [:]
        for endpoints in sizes {
            targets[targetName(endpoints)] = try generate(endpoints, into: root + "/Sources/" + targetName(endpoints))
        }
        try manifest().write(toFile: root + "/Package.swift", atomically: true, encoding: .utf8)
        let scratch = root + "/.build"
        let swiftc = URL(fileURLWithPath: swift).deletingLastPathComponent().appendingPathComponent("swiftc").path

        for configuration in configurations {
            let common = ["build", "-c", configuration, "--scratch-path", scratch, "--package-path", root]
            // The runtime first (not timed), so the timed builds compile the generated module alone.
            let prepared = try ChildProcess.run(swift, common + ["--target", "EndpointRuntime"])
            guard prepared.status == 0 else { throw GenerationBenchmark.Failure(description: prepared.output) }
            let binPath = try ChildProcess.run(swift, common + ["--show-bin-path"]).output
                .trimmingCharacters(in: .whitespacesAndNewlines)
            for endpoints in sizes {
                let target = targetName(endpoints)
                let build = try measure(swift, common + ["--target", target])
                let nullBuild = try measure(swift, common + ["--target", target])
                var typeCheck: Double?
                if configuration == "debug" {
                    let sources = try FileManager.default.contentsOfDirectory(atPath: root + "/Sources/" + target)
                        .sorted().map { root + "/Sources/" + target + "/" + $0 }
                    let check = try measure(swiftc, ["-typecheck", "-swift-version", "6", "-module-name", target,
                                                     "-I", binPath + "/Modules", "-I", binPath] + sources)
                    typeCheck = check.seconds
                }
                report(Result(
                    endpoints: endpoints, configuration: configuration, lines: targets[target]?.lines ?? 0,
                    files: targets[target]?.files ?? 0, build: build.seconds, nullBuild: nullBuild.seconds,
                    peakResidentBytes: build.peak, typeCheck: typeCheck))
            }
        }
    }

    private func targetName(_ endpoints: Int) -> String {
        "SyntheticAPI\(endpoints)"
    }

    /// Generates the Swift for `endpoints` into `directory`; returns its line and file counts.
    private func generate(_ endpoints: Int, into directory: String) throws -> (lines: Int, files: Int) {
        let specs = NSTemporaryDirectory() + "generator-bench-specs-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: specs) }
        try SyntheticAPI(endpointCount: endpoints).write(to: specs)
        var diagnostics = DiagnosticCollector()
        let apis = SpecLoader.load(paths: [specs], diagnostics: &diagnostics)
        let files = CodeGenerator().generate(apis, diagnostics: &diagnostics)
        guard !diagnostics.hasErrors else {
            throw GenerationBenchmark.Failure(description: diagnostics.sorted.map(\.description).joined(separator: "\n"))
        }
        let contents = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
        try OutputWriter(directory: URL(fileURLWithPath: directory), ownershipMarker: CodeGenerator.headerMarker)
            .write(contents)
        let lines = files.reduce(0) { $0 + $1.contents.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } }
        return (lines, files.count)
    }

    private func manifest() -> String {
        let targets = sizes.map { endpoints in
            """
                    .target(
                        name: "\(targetName(endpoints))",
                        dependencies: ["EndpointRuntime"],
                        swiftSettings: [.treatAllWarnings(as: .error)]
                    ),
            """
        }
        return """
            // swift-tools-version: 6.2
            // Written by generator-bench --compile-cost: a copy of EndpointRuntime and one target per endpoint count
            // holding generated code.
            import PackageDescription

            let package = Package(
                name: "SyntheticClient",
                platforms: [.macOS(.v14), .iOS(.v17)],
                targets: [
                    .target(name: "EndpointRuntime"),
            \(targets.joined(separator: "\n"))
                ]
            )

            """
    }

    /// Runs a command under a fresh child of this benchmark (`--measure-command`), so the peak memory it reports
    /// belongs to that command's processes alone.
    private func measure(_ executable: String, _ arguments: [String]) throws -> (seconds: Double, peak: Int) {
        let outcome = try ChildProcess.run(ChildProcess.currentExecutable, ["--measure-command", executable] + arguments)
        guard let line = outcome.output.split(separator: "\n").last(where: { $0.hasPrefix("MEASURED ") }) else {
            throw GenerationBenchmark.Failure(description: outcome.output)
        }
        let fields = line.split(separator: " ")
        guard fields.count == 5, let status = Int32(fields[1]), let seconds = Double(fields[2]), let peak = Int(fields[3]) else {
            throw GenerationBenchmark.Failure(description: String(line))
        }
        guard status == 0 else {
            throw GenerationBenchmark.Failure(description: "\(executable) \(arguments.joined(separator: " ")) failed:\n\(outcome.output)")
        }
        return (seconds, peak)
    }

    /// Like `measure`, also returning the CPU seconds (user and system) of the command's processes.
    static func measureWithCPU(_ executable: String, _ arguments: [String]) throws -> (seconds: Double, cpu: Double, peak: Int) {
        let outcome = try ChildProcess.run(ChildProcess.currentExecutable, ["--measure-command", executable] + arguments)
        guard let line = outcome.output.split(separator: "\n").last(where: { $0.hasPrefix("MEASURED ") }) else {
            throw GenerationBenchmark.Failure(description: outcome.output)
        }
        let fields = line.split(separator: " ")
        guard fields.count == 5, let status = Int32(fields[1]), let seconds = Double(fields[2]), let peak = Int(fields[3]),
              let cpu = Double(fields[4])
        else {
            throw GenerationBenchmark.Failure(description: String(line))
        }
        guard status == 0 else {
            throw GenerationBenchmark.Failure(description: "\(executable) \(arguments.joined(separator: " ")) failed:\n\(outcome.output)")
        }
        return (seconds, cpu, peak)
    }

    /// The child side of `measure`: runs the command, then prints
    /// `MEASURED <status> <seconds> <peak bytes> <CPU seconds>`.
    static func measureCommand(_ arguments: [String]) throws -> Never {
        guard let executable = arguments.first else { exit(64) }
        let (outcome, seconds) = try ProcessMetrics.timed { try ChildProcess.run(executable, Array(arguments.dropFirst())) }
        print(outcome.output)
        print("MEASURED \(outcome.status) \(seconds) \(ProcessMetrics.childrenPeakResidentBytes()) \(ProcessMetrics.childrenCPUSeconds())")
        exit(0)
    }
}
