import EndpointCodegen
import EndpointSpec
import Foundation
import Mustache

/// Measures the Mustache engine alone on a realistic template: the `models.swift` template of one synthetic
/// spec, rendered again and again from a context built once (parsing happens once, as in the generator).
struct TemplateBenchmark {
    struct Result {
        var renders: Int
        var seconds: Double
        var lines: Int
        var bytes: Int

        var rendersPerSecond: Double { Double(renders) / seconds }
        var megabytesPerSecond: Double { Double(bytes * renders) / 1_048_576 / seconds }
    }

    /// Endpoints of the whole synthetic API; the first of its spec files is rendered.
    var endpoints: Int
    var renders: Int

    func run() throws -> Result {
        let directory = NSTemporaryDirectory() + "generator-bench-template-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let paths = try SyntheticAPI(endpointCount: endpoints).write(to: directory)
        var diagnostics = DiagnosticCollector()
        guard let first = paths.sorted().first, let api = SpecLoader.load(paths: [first], diagnostics: &diagnostics).first,
            let context = CodeGenerator().renderContexts(for: api)["models.swift"],
            let library = TemplateSet.defaults.library(diagnostics: &diagnostics)
        else {
            throw BenchmarkError("the synthetic spec did not load or the default templates did not parse")
        }
        let sample = try library.render("models.swift", context: context, escaping: .verbatim)
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<renders {
            _ = try library.render("models.swift", context: context, escaping: .verbatim)
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return Result(
            renders: renders, seconds: seconds, lines: sample.split(separator: "\n", omittingEmptySubsequences: false).count - 1,
            bytes: sample.utf8.count)
    }
}

/// A benchmark step that could not run.
struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
