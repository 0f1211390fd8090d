import EndpointImport
import EndpointSpec
import Foundation
import TestSupport
import Testing

/// The examples of docs/import.md are what the commands produce.
@Suite struct ImportDocumentationTests {
    static let text: String? = PackagePaths.locatedRoot.flatMap {
        try? String(contentsOf: $0.appendingPathComponent("docs/import.md"), encoding: .utf8)
    }

    /// The fenced blocks of `language` after `marker`, in order.
    static func blocks(_ language: String, after marker: String, in text: String) -> [String] {
        guard let start = text.range(of: marker) else { return [] }
        return text[start.upperBound...].components(separatedBy: "```\(language)\n").dropFirst()
            .map { $0.components(separatedBy: "```")[0] }
    }

    @Test func importExampleIsWhatTheImporterWrites() throws {
        let text = try #require(Self.text)
        let yaml = Self.blocks("yaml", after: "This document, `pets.yaml`:", in: text)
        try #require(yaml.count >= 2)
        let warning = try #require(Self.blocks("", after: "with one warning:", in: text).first)
        let directory = try ScratchDirectory.make("import-doc")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try write(yaml[0], to: "pets.yaml", in: directory)
        // `generator import pets.yaml` writes `specs/pet-store.yaml`, whose first line names the document from there.
        let result = OpenAPIImporter(options: .init(documentName: "../pets.yaml")).importDocument(at: path)
        #expect(result.files.map(\.name) == ["pet-store.yaml"])
        #expect(result.files.first?.text == yaml[1])
        #expect(result.diagnostics.map { $0.description.replacingOccurrences(of: directory.path + "/", with: "") + "\n" } == [warning])
        let specPath = try write(yaml[1], to: "pet-store.yaml", in: directory)
        #expect(loadSpecs([specPath]).diagnostics.isEmpty)
    }

    /// The warning counts of the real documents that docs/import.md quotes are those RealDocumentImportTests pins.
    @Test func realDocumentWarningCountsAreThePinnedOnes() throws {
        let text = try #require(Self.text).replacingOccurrences(of: "\n", with: " ")
        for document in RealDocumentImportTests.documents where ["spotify.yaml", "box.json"].contains(document.file) {
            #expect(text.contains("\(document.api) \(document.maximumWarnings) ("), "\(document.file)")
        }
        let oai = RealDocumentImportTests.documents.filter { $0.file.hasPrefix("oai-") }.map(\.maximumWarnings)
        #expect(text.contains("the OpenAPI Initiative's examples \(oai.min() ?? 0) to \(oai.max() ?? 0) each"))
    }

    @Test func inferExampleIsWhatInferenceWrites() throws {
        let text = try #require(Self.text)
        let json = Self.blocks("json", after: "From these two samples:", in: text)
        try #require(json.count == 2)
        let expected = try #require(Self.blocks("yaml", after: "it writes:", in: text).first)
        let result = SampleInference.inferSpec(
            json.enumerated().map { .init(path: "user\($0.offset + 1).json", bytes: Array($0.element.utf8)) },
            modelName: "User", apiName: "Common")
        #expect(result.text == expected)
        var collector = DiagnosticCollector()
        #expect(SpecLoader.load(text: Array(expected.utf8), path: "common.yaml", diagnostics: &collector) != nil)
        #expect(collector.isEmpty)
    }
}

/// The README's import warning is one Box gives.
@Suite(.enabled(if: PackagePaths.exists(openAPIFixtures), "shared/fixtures/openapi not found; set SHARED_DIR"))
struct ReadmeImportExampleTests {
    @Test func readmeWarningIsOneTheBoxImportGives() throws {
        let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let block = try #require(ImportDocumentationTests.blocks("", after: "## Bringing an existing API in", in: readme)
            .first { $0.hasPrefix("box.json:") })
        let path = openAPIFixtures.appendingPathComponent("box.json").path
        let warnings = OpenAPIImporter(options: .init(apiName: "Box")).importDocument(at: path).diagnostics
            .map { $0.description.replacingOccurrences(of: path, with: "box.json") + "\n" }
        #expect(warnings.contains(block))
    }
}
