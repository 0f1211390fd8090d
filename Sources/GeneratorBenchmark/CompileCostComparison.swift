import EndpointCodegen
import EndpointSpec
import Foundation
import GeneratorCLI

/// Issue 12's side-by-side measurement: the synthetic API as ONE spec (N endpoints, 2N models) compiled as three
/// modules: (a) the output of the generator at the revision the issue was filed at (`BaselineRevision`, built from
/// that revision's source), (b) today's generator's default layout and (c) today's generator with the models spread
/// over `modelFiles` files. (a) is a target of a throwaway package holding that revision's `Sources/EndpointRuntime`;
/// (b) and (c) are targets of a second one holding a copy of today's, so each output compiles against the runtime it
/// was written for and both runtimes keep the module name `EndpointRuntime`. Each repetition rebuilds the three
/// modules in turn (every source file of the target touched and its object files removed, so the whole module is
/// compiled and generated as in a clean build or a CI run; the runtimes are built once beforehand) with `swift build --target`, as SwiftPM builds them in a user's package, for each configuration,
/// so load on a shared machine falls on all alike; the medians of wall and CPU time and the largest compiler
/// process's peak memory are reported.
struct CompileCostComparison {
    struct Variant {
        var label: String
        var target: String
        /// The throwaway package the target is in: the baseline's (the revision's runtime) or today's.
        var package: String
        /// Whether the revision's generator writes this output (else today's, in process).
        var fromRevision: Bool
        var modelFiles: Int
        var files = 0
        var lines = 0
    }

    struct Row {
        var configuration: String
        var variant: Variant
        var wall: [Double]
        var cpu: [Double]
        var peak: Int

        var measurement: CompileCostTargets.Measurement {
            .init(wall: CompileCostComparison.median(wall), cpu: CompileCostComparison.median(cpu), peak: peak)
        }
    }

    var packageDirectory: String
    var endpoints: Int
    var modelFiles: Int
    var configurations: [String]
    var repetitions: Int
    var swift: String
    var keepDirectory: String?
    /// Where the baseline revision's tool is built and kept between comparisons.
    var baseline: BaselineRevision
    /// `swift build --build-system`: `native` (SwiftPM's default, issue 12's measurement) or `swiftbuild` (the Swift
    /// Build engine, which Xcode uses). They schedule a debug module's compiler jobs differently on Linux: see
    /// docs/performance.md, "Which build engine".
    var buildSystem = "native"

    /// Builds and measures the three variants; `report` gets each row when its configuration is done, `log` progress
    /// lines. The first row of each configuration is the baseline.
    func run(log: (String) -> Void, report: (Row) -> Void) throws -> [Row] {
        let prepared = try baseline.prepare(log: log)
        log("Baseline: \(baseline.revision) = \(prepared.commit), generator \(prepared.built ? "built now" : "reused") at \(prepared.generator)")

        let root = keepDirectory ?? ThrowawayDirectory.path("generator-bench-compare")
        defer { if keepDirectory == nil { ThrowawayDirectory.remove(root) } }
        let baselinePackage = root + "/baseline", currentPackage = root + "/current"
        let runtimes = [
            (baselinePackage, prepared.runtimeDirectory),
            (currentPackage, URL(fileURLWithPath: packageDirectory).standardizedFileURL.appendingPathComponent("Sources/EndpointRuntime").path),
        ]
        for (directory, runtime) in runtimes {
            try? FileManager.default.removeItem(atPath: directory + "/Sources")
            try FileManager.default.createDirectory(atPath: directory + "/Sources", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: runtime, toPath: directory + "/Sources/EndpointRuntime")
        }

        let specs = root + "/specs"
        try? FileManager.default.removeItem(atPath: specs)
        try SyntheticAPI(endpointCount: endpoints, fileCount: 1).write(to: specs)
        let short = String(prepared.commit.prefix(7))
        var variants = [
            Variant(label: "\(short) output (issue 12)", target: "Baseline", package: baselinePackage, fromRevision: true, modelFiles: 1),
            Variant(label: "today, default layout", target: "Default", package: currentPackage, fromRevision: false, modelFiles: 1),
            Variant(label: "today, model_files: \(modelFiles)", target: "Split", package: currentPackage, fromRevision: false, modelFiles: modelFiles),
        ]
        for index in variants.indices {
            let directory = variants[index].package + "/Sources/" + variants[index].target
            try? FileManager.default.removeItem(atPath: directory)
            if variants[index].fromRevision {
                try generateWithRevision(prepared.generator, specs: specs, into: directory, workingDirectory: root)
            } else {
                try generateWithToday(specs: specs, modelFiles: variants[index].modelFiles, into: directory)
            }
            (variants[index].files, variants[index].lines) = try Self.count(directory)
        }
        for (directory, _) in runtimes {
            let targets = variants.filter { $0.package == directory }.map(\.target)
            try manifest(targets, revision: directory == baselinePackage ? prepared.commit : nil)
                .write(toFile: directory + "/Package.swift", atomically: true, encoding: .utf8)
        }

        var rows: [Row] = []
        for configuration in configurations {
            func build(_ variant: Variant, _ target: String) -> [String] {
                ["build", "-c", configuration, "--build-system", buildSystem, "--scratch-path", variant.package + "/.build",
                 "--package-path", variant.package, "--target", target]
            }
            // The runtimes first, then a first build of each target (none timed), so every timed build finds the
            // build directory as the previous repetition left it and compiles the generated module alone.
            for variant in variants {
                for target in ["EndpointRuntime", variant.target] {
                    try Self.retryingCrashes(log: log) {
                        let outcome = try ChildProcess.run(swift, build(variant, target))
                        guard outcome.status == 0 else { throw GenerationBenchmark.Failure(description: outcome.output) }
                    }
                }
            }
            var measured = variants.map { Row(configuration: configuration, variant: $0, wall: [], cpu: [], peak: 0) }
            for _ in 0..<max(1, repetitions) {
                for index in variants.indices {
                    try touchSources(of: variants[index].package + "/Sources/" + variants[index].target)
                    try Self.removeObjectFiles(of: variants[index].target, under: variants[index].package + "/.build")
                    let arguments = build(variants[index], variants[index].target)
                    let result = try Self.retryingCrashes(log: log) { try CompileCostBenchmark.measureWithCPU(swift, arguments) }
                    measured[index].wall.append(result.seconds)
                    measured[index].cpu.append(result.cpu)
                    measured[index].peak = max(measured[index].peak, result.peak)
                }
            }
            for row in measured {
                report(row)
                rows.append(row)
            }
        }
        return rows
    }

    /// Runs `build` again, up to twice, when it failed because the build tool itself crashed (the Swift runtime's
    /// backtracer printed `*** Program crashed:`), and says so in `log`; any other failure is thrown at once.
    ///
    /// SwiftPM's Swift Build engine is a preview in Swift 6.3.1 and on this machine `swift build --build-system
    /// swiftbuild` sometimes crashes while planning (a bad pointer in `ToolFeatures.init`, before any compiler runs);
    /// the same command then succeeds. A timed build that crashed is not counted: each attempt is measured in a
    /// process of its own.
    @discardableResult
    static func retryingCrashes<T>(log: (String) -> Void, _ build: () throws -> T) throws -> T {
        var attempt = 1
        while true {
            do {
                return try build()
            } catch let failure as GenerationBenchmark.Failure
                where attempt < 3 && failure.description.contains("*** Program crashed:") {
                log("The build tool crashed (attempt \(attempt) of 3); running the same build again.")
                attempt += 1
            }
        }
    }

    /// Runs the revision's `generator` over `specs` (its own command line: `generate <specs> --output <dir>`), from a
    /// directory without a `generator.yaml`, so no configuration file is read.
    private func generateWithRevision(_ generator: String, specs: String, into directory: String, workingDirectory: String) throws {
        let outcome = try ChildProcess.run(generator, ["generate", specs, "--output", directory], directory: workingDirectory)
        guard outcome.status == 0 else {
            throw GenerationBenchmark.Failure(description: "\(baseline.revision)'s generator failed on the synthetic spec:\n\(outcome.output)")
        }
    }

    private func generateWithToday(specs: String, modelFiles: Int, into directory: String) throws {
        var diagnostics = DiagnosticCollector()
        let apis = SpecLoader.load(paths: [specs], diagnostics: &diagnostics)
        var options = GeneratorOptions()
        options.modelFiles = modelFiles
        let files = CodeGenerator(options: options).generate(apis, diagnostics: &diagnostics)
        guard !diagnostics.hasErrors else {
            throw GenerationBenchmark.Failure(description: diagnostics.sorted.map(\.description).joined(separator: "\n"))
        }
        try OutputWriter(directory: URL(fileURLWithPath: directory), ownershipMarker: CodeGenerator.headerMarker)
            .write(Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) }))
    }

    /// The Swift files of `directory` and their lines.
    static func count(_ directory: String) throws -> (files: Int, lines: Int) {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".swift") }
        var lines = 0
        for name in names {
            lines += try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name)).reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
        }
        return (names.count, lines)
    }

    /// Sets every file's modification time to now, so the next build compiles the whole module again.
    private func touchSources(of directory: String) throws {
        let now = Date()
        for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
            try FileManager.default.setAttributes([.modificationDate: now], ofItemAtPath: directory + "/" + name)
        }
    }

    /// Removes the object files (`*.o`) of `target` under `buildDirectory` (a package's `.build`), so the next build
    /// generates code for every file again. They are in a directory named `<target>.build`: `<configuration>/
    /// <target>.build` for SwiftPM's native build system, `out/Intermediates.noindex/<package>.build/<Configuration>-
    /// <platform>/<target>.build/Objects-normal/<arch>` for Swift Build; both layouts are searched, and only files
    /// whose path has a `<target>.build` component are removed.
    ///
    /// Touching the sources alone is not enough: the Swift frontend writes a hash of each file's LLVM module into
    /// its object file (the `.swift_modhash` section) and, when a recompiled file's module hashes the same, keeps
    /// the existing object and skips LLVM's code generation (lib/IRGen/IRGen.cpp in the Swift repository). A rebuild
    /// of touched but unchanged sources therefore measures type-checking, SIL and IR generation only. What a clean
    /// build, a CI run or a changed spec costs includes code generation, and in a debug build of the synthetic API
    /// that is more than a third of the CPU time.
    static func removeObjectFiles(of target: String, under buildDirectory: String) throws {
        guard let walker = FileManager.default.enumerator(atPath: buildDirectory) else { return }
        let component = target + ".build"
        for case let path as String in walker
        where path.hasSuffix(".o") && path.split(separator: "/").dropLast().contains(Substring(component)) {
            // The native layout reaches the same directory twice (`debug` is a link to `<triple>/debug`).
            if FileManager.default.fileExists(atPath: buildDirectory + "/" + path) {
                try FileManager.default.removeItem(atPath: buildDirectory + "/" + path)
            }
        }
    }

    private func manifest(_ targets: [String], revision: String?) -> String {
        let declarations = targets.map { target in
            """
                    .target(
                        name: "\(target)",
                        dependencies: ["EndpointRuntime"],
                        swiftSettings: [.treatAllWarnings(as: .error)]
                    ),
            """
        }
        let holds = revision.map { "the EndpointRuntime of revision \($0) and that revision's output" }
            ?? "a copy of today's EndpointRuntime and today's output in two layouts"
        return """
            // swift-tools-version: 6.2
            // Written by generator-bench --compile-cost --compare: \(holds) for the same synthetic spec.
            import PackageDescription

            let package = Package(
                name: "SyntheticComparison",
                platforms: [.macOS(.v14), .iOS(.v17)],
                targets: [
                    .target(name: "EndpointRuntime"),
            \(declarations.joined(separator: "\n"))
                ]
            )

            """
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}
