import EndpointCodegen
import EndpointImport
import EndpointSpec
import Foundation

/// `generator-bench --import <document> [--repeat N]`: importing an OpenAPI document and generating Swift from the
/// specs written, phase by phase, one spec and split by tag, beside the 1 s target (issue 19, item 5;
/// docs/performance.md).
struct ImportBenchmark {
    var document: String
    var repetitions: Int

    /// The seconds of each phase of one run.
    struct Phases {
        var importing = 0.0
        var writing = 0.0
        var loading = 0.0
        var generating = 0.0
        var total: Double { importing + writing + loading + generating }
    }

    func run() throws {
        print("import benchmark: \(document), \(repetitions) runs each, medians (min); target: under 1 s in total")
        print("")
        print("| layout | import | write specs | load specs | generate | total | target | files | warnings |")
        print("|---|---|---|---|---|---|---|---|---|")
        for split in [false, true] {
            var runs: [Phases] = []
            var fileCount = 0
            var warnings = 0
            for _ in 0..<repetitions {
                let (phases, files, warningCount) = try measure(split: split)
                runs.append(phases)
                fileCount = files
                warnings = warningCount
            }
            func column(_ value: (Phases) -> Double) -> String {
                let values = runs.map(value).sorted()
                return "\(Self.milliseconds(values[values.count / 2])) (\(Self.milliseconds(values[0])))"
            }
            let median = runs.map(\.total).sorted()[runs.count / 2]
            print("| \(split ? "split by tag" : "one spec") | \(column(\.importing)) | \(column(\.writing)) | "
                + "\(column(\.loading)) | \(column(\.generating)) | **\(column(\.total))** | "
                + "\(median < 1 ? "met" : "missed") (1,000 ms) | \(fileCount) Swift | \(warnings) |")
        }
    }

    private func measure(split: Bool) throws -> (Phases, Int, Int) {
        var phases = Phases()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("import-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (result, importing) = ProcessMetrics.timed {
            OpenAPIImporter(options: .init(apiName: "Box", splitByTag: split)).importDocument(at: document)
        }
        phases.importing = importing
        guard !result.files.isEmpty else {
            throw BenchmarkError(message: result.diagnostics.map(\.description).joined(separator: "\n"))
        }
        let (paths, writing) = try ProcessMetrics.timed { () throws -> [String] in
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            return try result.files.map { file in
                let url = directory.appendingPathComponent(file.name)
                try Data(file.text.utf8).write(to: url)
                return url.path
            }
        }
        phases.writing = writing
        var diagnostics = DiagnosticCollector()
        let (apis, loading) = ProcessMetrics.timed { SpecLoader.load(paths: paths, diagnostics: &diagnostics) }
        phases.loading = loading
        let (files, generating) = ProcessMetrics.timed { CodeGenerator().generate(apis, diagnostics: &diagnostics) }
        phases.generating = generating
        guard !diagnostics.hasErrors else {
            throw BenchmarkError(message: diagnostics.sorted.filter { $0.severity == .error }.map(\.description).joined(separator: "\n"))
        }
        return (phases, files.count, result.warningCount)
    }

    static func milliseconds(_ seconds: Double) -> String {
        "\(Int((seconds * 1000).rounded())) ms"
    }

    struct BenchmarkError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
