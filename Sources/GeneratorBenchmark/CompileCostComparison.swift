import EndpointCodegen
import EndpointSpec
import Foundation
import GeneratorCLI

/// Issue 12's side-by-side measurement: the synthetic API as ONE spec (N endpoints, 2N models) generated twice by
/// this generator, once as today's layout (`model_files: 1`, three files) and once with the models spread over
/// `modelFiles` files, as two targets of one throwaway package next to a copy of `Sources/EndpointRuntime`. Each
/// repetition rebuilds both modules in turn (every source file of the target touched, so the whole module is
/// compiled; the runtime is built once beforehand), for each configuration, so load on a shared machine falls on
/// both alike; the medians of wall and CPU time and the largest compiler process's peak memory are reported.
struct CompileCostComparison {
    struct Variant {
        var label: String
        var target: String
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
    }

    var packageDirectory: String
    var endpoints: Int
    var modelFiles: Int
    var configurations: [String]
    var repetitions: Int
    var swift: String
    var keepDirectory: String?

    func run(report: (Row) -> Void) throws -> [Row] {
        let root = keepDirectory ?? (NSTemporaryDirectory() + "generator-bench-compare-\(UUID().uuidString)")
        defer { if keepDirectory == nil { try? FileManager.default.removeItem(atPath: root) } }
        let runtime = URL(fileURLWithPath: packageDirectory).standardizedFileURL.appendingPathComponent("Sources/EndpointRuntime")
        try? FileManager.default.removeItem(atPath: root + "/Sources")
        try FileManager.default.createDirectory(atPath: root + "/Sources", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: runtime.path, toPath: root + "/Sources/EndpointRuntime")

        let specs = root + "/specs"
        try? FileManager.default.removeItem(atPath: specs)
        try SyntheticAPI(endpointCount: endpoints, fileCount: 1).write(to: specs)
        var diagnostics = DiagnosticCollector()
        let apis = SpecLoader.load(paths: [specs], diagnostics: &diagnostics)
        var variants = [
            Variant(label: "model_files: 1 (today's layout)", target: "Baseline", modelFiles: 1),
            Variant(label: "model_files: \(modelFiles)", target: "Split", modelFiles: modelFiles),
        ]
        for index in variants.indices {
            var options = GeneratorOptions()
            options.modelFiles = variants[index].modelFiles
            let files = CodeGenerator(options: options).generate(apis, diagnostics: &diagnostics)
            guard !diagnostics.hasErrors else {
                throw GenerationBenchmark.Failure(description: diagnostics.sorted.map(\.description).joined(separator: "\n"))
            }
            let directory = root + "/Sources/" + variants[index].target
            try? FileManager.default.removeItem(atPath: directory)
            try OutputWriter(directory: URL(fileURLWithPath: directory), ownershipMarker: CodeGenerator.headerMarker)
                .write(Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) }))
            variants[index].files = files.count
            variants[index].lines = files.reduce(0) { $0 + $1.contents.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } }
        }
        try manifest(variants.map(\.target)).write(toFile: root + "/Package.swift", atomically: true, encoding: .utf8)

        var rows: [Row] = []
        for configuration in configurations {
            let common = ["build", "-c", configuration, "--scratch-path", root + "/.build", "--package-path", root]
            let prepared = try ChildProcess.run(swift, common + ["--target", "EndpointRuntime"])
            guard prepared.status == 0 else { throw GenerationBenchmark.Failure(description: prepared.output) }
            // A first build of each target (not timed) leaves the build directory as every timed build finds it.
            for variant in variants {
                let first = try ChildProcess.run(swift, common + ["--target", variant.target])
                guard first.status == 0 else { throw GenerationBenchmark.Failure(description: first.output) }
            }
            var measured = variants.map { Row(configuration: configuration, variant: $0, wall: [], cpu: [], peak: 0) }
            for _ in 0..<max(1, repetitions) {
                for index in variants.indices {
                    try touchSources(of: root + "/Sources/" + variants[index].target)
                    let result = try CompileCostBenchmark.measureWithCPU(swift, common + ["--target", variants[index].target])
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

    /// Sets every file's modification time to now, so the next build compiles the whole module again.
    private func touchSources(of directory: String) throws {
        let now = Date()
        for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
            try FileManager.default.setAttributes([.modificationDate: now], ofItemAtPath: directory + "/" + name)
        }
    }

    private func manifest(_ targets: [String]) -> String {
        let declarations = targets.map { target in
            """
                    .target(
                        name: "\(target)",
                        dependencies: ["EndpointRuntime"],
                        swiftSettings: [.treatAllWarnings(as: .error)]
                    ),
            """
        }
        return """
            // swift-tools-version: 6.2
            // Written by generator-bench --compile-cost --compare: a copy of EndpointRuntime and the same synthetic spec
            // generated in two layouts.
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
