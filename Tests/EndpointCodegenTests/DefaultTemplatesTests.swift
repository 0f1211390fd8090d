import EndpointCodegen
import EndpointSpec
import Foundation
import TestSupport
import Testing

@Suite struct DefaultTemplatesTests {
    @Test func everyFileInTemplatesIsCompiledIntoTheGenerator() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.root.appendingPathComponent("Templates").path)
        let names = files.filter { $0.hasSuffix(".mustache") }.map { String($0.dropLast(".mustache".count)) }.sorted()
        #expect(names == TemplateSet.defaultNames)
    }

    @Test func compiledTemplatesMatchTheFilesByteForByte() throws {
        for (name, source) in TemplateSet.defaults.sources {
            let url = PackagePaths.root.appendingPathComponent("Templates/\(name).mustache")
            #expect(try String(contentsOf: url, encoding: .utf8) == source.text, "Templates/\(name).mustache")
        }
    }

    @Test func defaultTemplatesParseAndNameOnlyExistingPartials() {
        var diagnostics = DiagnosticCollector()
        let library = TemplateSet.defaults.library(diagnostics: &diagnostics)
        #expect(library != nil)
        #expect(diagnostics.isEmpty)
    }
}
