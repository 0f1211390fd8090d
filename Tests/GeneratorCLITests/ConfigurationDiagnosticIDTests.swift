import EndpointSpec
import Foundation
import GeneratorCLI
import Testing

/// Config-file problems are told apart by their diagnostic IDs (docs/diagnostics.md), not by their wording.
@Suite struct ConfigurationDiagnosticIDTests {
    private func load(_ text: String) throws -> (configuration: Configuration?, ids: [DiagnosticID]) {
        let directory = try TemporaryDirectory()
        try directory.write("specs/demo.yaml", GeneratorToolTests.goodSpec)
        try directory.write("generator.yaml", text)
        var diagnostics = DiagnosticCollector()
        let configuration = Configuration.load(
            file: directory.url.appendingPathComponent("generator.yaml").path, diagnostics: &diagnostics)
        return (configuration, diagnostics.ids)
    }

    @Test("An empty config file (yaml.emptyDocument) means the defaults, with no diagnostic")
    func emptyFile() throws {
        for text in ["", "# nothing yet\n", "---\n"] {
            let loaded = try load(text)
            #expect(loaded.configuration == Configuration())
            #expect(loaded.ids == [])
        }
    }

    @Test("Each kind of config problem has its ID", arguments: [
        ("- a\n", [DiagnosticID.configNotMapping]),
        ("outptu: Out\n", [.unknownConfigKey]),
        ("access: open\n", [.unknownConfigValue]),
        ("outputs: [models, tests]\n", [.unknownConfigValue]),
        ("outputs: [requests]\n", [.outputsWithoutModels]),
        ("outputs: [models, view_models]\n", [.viewModelsWithoutRequests]),
        ("outputs: [models, view_models, mocks]\n", [.viewModelsWithoutRequests]),
        ("outputs: []\n", [.emptyOutputs]),
        ("outputs:\n  []\n", [.emptyOutputs]),
        ("specs: []\n", [.emptyConfigList]),
        ("include: []\n", [.emptyConfigList]),
        ("file_names: \"{Nmae}{Kind}.swift\"\n", [.invalidFileNamePattern]),
        ("specs: [specs, nope.yaml]\n", [.missingSpecPath]),
        ("templates: NoSuchDirectory\n", [.missingTemplateDirectory]),
        ("output: [a, b]\n", [.configExpectedValue]),
        ("include: {a: 1}\n", [.configExpectedList]),
        ("file_names: \"{Name}.swift\"\n", [.invalidFileNamePattern]),
        ("a: [1\n", [.syntax]),
    ])
    func problems(text: String, expected: [DiagnosticID]) throws {
        let loaded = try load(text)
        #expect(loaded.configuration == nil)
        #expect(loaded.ids == expected)
    }

    @Test("Every outputs combination with models, and requests wherever view_models is, loads without a diagnostic", arguments: [
        "[models]", "[models, mocks]", "[models, requests]", "[models, requests, mocks]", "[models, requests, view_models]",
        "[models, requests, view_models, mocks]",
    ])
    func allowedOutputs(list: String) throws {
        let loaded = try load("outputs: \(list)\n")
        #expect(loaded.ids == [])
        let names = list.dropFirst().dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(loaded.configuration?.options.outputs.map(\.rawValue).sorted() == names.sorted())
    }

    @Test("An unreadable config file")
    func unreadable() {
        var diagnostics = DiagnosticCollector()
        #expect(Configuration.load(file: "/nonexistent-config-ids/generator.yaml", diagnostics: &diagnostics) == nil)
        #expect(diagnostics.ids == [.unreadableConfig])
    }
}
