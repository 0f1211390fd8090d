import EndpointCodegen
import Foundation
import Testing

@Suite struct DefaultTemplatesTests {
    /// The package root, found by walking up from this file to `Package.swift`.
    static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        while url.path != "/" && !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url
    }()

    @Test func everyFileInTemplatesIsCompiledIntoTheGenerator() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.packageRoot.appendingPathComponent("Templates").path)
        let names = files.filter { $0.hasSuffix(".mustache") }.map { String($0.dropLast(".mustache".count)) }.sorted()
        #expect(names == TemplateSet.defaultNames)
    }

    @Test func compiledTemplatesMatchTheFilesByteForByte() throws {
        for (name, source) in TemplateSet.defaults.sources {
            let url = Self.packageRoot.appendingPathComponent("Templates/\(name).mustache")
            #expect(try String(contentsOf: url, encoding: .utf8) == source.text, "Templates/\(name).mustache")
        }
    }

    @Test func defaultTemplatesParseAndNameOnlyExistingPartials() {
        let (library, diagnostics) = TemplateSet.defaults.library()
        #expect(library != nil)
        #expect(diagnostics.isEmpty)
    }
}
