import EndpointCodegen
import EndpointImport
import EndpointSpec
import Foundation
import PayloadCheck
import TestSupport
import Testing

/// The OpenAPI documents of the shared fixtures.
let openAPIFixtures = PackagePaths.fixtures.appendingPathComponent("openapi")

/// Writes `text` to `directory/name` and returns the path.
@discardableResult
func write(_ text: String, to name: String, in directory: URL) throws -> String {
    let url = directory.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    return url.path
}

/// An import written out, linted and generated.
struct ImportRun {
    var result: OpenAPIImporter.Result
    var directory: URL
    var specPaths: [String]
    var apis: [APIDefinition]
    /// Lint diagnostics of the written specs (errors must be none).
    var lintDiagnostics: [Diagnostic]
    var generated: [GeneratedFile]
    var generateDiagnostics: [Diagnostic]

    var lintErrors: [String] { lintDiagnostics.filter { $0.severity == .error }.map(\.description) }
    var generateErrors: [String] { generateDiagnostics.filter { $0.severity == .error }.map(\.description) }
    var warnings: [String] { result.diagnostics.filter { $0.severity == .warning }.map(\.description) }

    /// The text of the spec file `name`.
    func spec(_ name: String) -> String {
        result.files.first { $0.name == name }?.text ?? ""
    }

    /// Writes the generated Swift into `directory/Swift` and returns the paths.
    func writeSwift() throws -> [String] {
        try generated.map { try write($0.contents, to: "Swift/" + $0.path, in: directory) }
    }
}

/// Imports the document at `path` and runs the written specs through lint and generation.
func importAndGenerate(_ path: String, options: OpenAPIImporter.Options = .init()) throws -> ImportRun {
    let result = OpenAPIImporter(options: options).importDocument(at: path)
    let directory = try ScratchDirectory.make("import")
    let specPaths = try result.files.map { try write($0.text, to: $0.name, in: directory) }
    var lint = DiagnosticCollector()
    let apis = SpecLoader.load(paths: specPaths, diagnostics: &lint)
    // Lint checks examples too, as `generator lint` does.
    ExampleChecker.check(apis, diagnostics: &lint)
    var generation = DiagnosticCollector()
    // Mocks too (`#if DEBUG`, compiled by every type-check here): a real document's deprecated operations once made
    // them warn (review 24).
    let generator = CodeGenerator(options: GeneratorOptions(outputs: Set(GeneratorOptions.Output.allCases)))
    let files = lint.hasErrors ? [] : generator.generate(apis, diagnostics: &generation)
    return ImportRun(
        result: result, directory: directory, specPaths: specPaths, apis: apis,
        lintDiagnostics: lint.items, generated: files, generateDiagnostics: generation.items)
}

/// Loads spec files; the specs and every diagnostic.
func loadSpecs(_ paths: [String]) -> (apis: [APIDefinition], diagnostics: [Diagnostic]) {
    var collector = DiagnosticCollector()
    let apis = SpecLoader.load(paths: paths, diagnostics: &collector)
    return (apis, collector.items)
}

/// Imports an OpenAPI document given as text (`openapi.yaml` in a fresh directory, next to `extraFiles`).
func importText(_ yaml: String, extraFiles: [String: String] = [:], options: OpenAPIImporter.Options = .init()) throws -> ImportRun {
    let directory = try ScratchDirectory.make("openapi")
    for (name, text) in extraFiles { try write(text, to: name, in: directory) }
    return try importAndGenerate(try write(yaml, to: "openapi.yaml", in: directory), options: options)
}

/// GitHub's recorded exchanges in the shared fixtures.
let gitHubFixtures = PackagePaths.fixtures.appendingPathComponent("github")
