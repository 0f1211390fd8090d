import EndpointCodegen
import EndpointSpec
import Foundation
import GeneratorCLI
import TestSupport
import Testing

/// `Generated/` is exactly what the generator makes from `specs/` now, and the output does not depend on
/// the order or grouping in which specs are given.
@Suite("Generated code freshness and determinism")
struct GeneratedFreshnessTests {
    /// The spec files of `specs/`, sorted by name.
    static func specFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: PackagePaths.specs.path)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
            .sorted()
            .map { PackagePaths.specs.appendingPathComponent($0).path }
    }

    /// The options of the package root's generator.yaml, which `swift run generator` reads (the opt-in mocks files).
    static func rootOptions() throws -> GeneratorOptions {
        var diagnostics = DiagnosticCollector()
        let path = PackagePaths.root.appendingPathComponent("generator.yaml").path
        return try #require(Configuration.load(file: path, diagnostics: &diagnostics), "\(Array(diagnostics))").options
    }

    /// Runs the generator in-process with the root configuration; records the diagnostics as an issue when it fails.
    static func generate(_ specPaths: [String]) throws -> [String: String] {
        let result = GeneratorPipeline(specPaths: specPaths, options: try rootOptions()).run()
        let errors = result.diagnostics.filter { $0.severity == .error }.map(\.description)
        try #require(!result.hasErrors, "the generator reported errors:\n\(errors.joined(separator: "\n"))")
        return Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, $0.contents) })
    }

    @Test("Generated/ equals the generator's output for specs/ byte for byte")
    func committedOutputIsFresh() throws {
        let generated = try Self.generate([PackagePaths.specs.path])
        let committedNames = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.generated.path)
            .filter { $0.hasSuffix(".swift") }
        let hint = "Generated/ is out of date: run `swift run generator` in the package root and commit Generated/"
        #expect(Set(committedNames) == Set(generated.keys), "\(hint) (file set differs)")
        for (name, contents) in generated.sorted(by: { $0.key < $1.key }) {
            let url = PackagePaths.generated.appendingPathComponent(name)
            guard let committed = FileManager.default.contents(atPath: url.path) else {
                Issue.record("\(hint): \(name) is missing")
                continue
            }
            #expect(committed == Data(contents.utf8), "\(hint): \(name) differs")
        }
    }

    @Test("giving the spec files in reverse order produces identical bytes")
    func specOrderDoesNotMatter() throws {
        let files = try Self.specFiles()
        #expect(files.count >= 2)
        let forward = try Self.generate(files)
        let reversed = try Self.generate(files.reversed())
        #expect(forward == reversed)
        #expect(forward == (try Self.generate([PackagePaths.specs.path])))
    }

    @Test("generating each spec file on its own produces the same bytes as generating them together")
    func specsGenerateIndependently() throws {
        let together = try Self.generate([PackagePaths.specs.path])
        var separately: [String: String] = [:]
        for file in try Self.specFiles() {
            let files = try Self.generate([file])
            #expect(!files.isEmpty, "\(file) produced no files")
            for (name, contents) in files {
                #expect(separately[name] == nil, "\(name) produced by more than one spec")
                separately[name] = contents
            }
        }
        #expect(Set(separately.keys) == Set(together.keys))
        for (name, contents) in together.sorted(by: { $0.key < $1.key }) {
            #expect(separately[name] == contents, "\(name) differs when its spec is generated alone")
        }
    }

    @Test("running the generator twice gives identical bytes")
    func repeatedRunsAreIdentical() throws {
        let first = try Self.generate([PackagePaths.specs.path])
        let second = try Self.generate([PackagePaths.specs.path])
        #expect(first == second)
    }
}
