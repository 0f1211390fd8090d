import EndpointCodegen
import EndpointSpec
import Foundation
import TestSupport
import Testing

/// The README's spec example is a valid spec, and the Swift shown under it is what the generator writes.
@Suite struct ReadmeExampleTests {
    static let readme: String? = PackagePaths.locatedRoot.flatMap {
        try? String(contentsOf: $0.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The first fenced block of `language` after `heading`.
    static func block(_ language: String, after heading: String, in text: String) -> String? {
        guard let section = text.range(of: heading),
            let open = text.range(of: "```\(language)\n", range: section.upperBound..<text.endIndex),
            let close = text.range(of: "\n```", range: open.upperBound..<text.endIndex)
        else { return nil }
        return String(text[open.upperBound..<close.lowerBound]) + "\n"
    }

    @Test func readmeSpecExampleLintsCleanAndGeneratesTheSwiftShown() throws {
        let readme = try #require(Self.readme)
        let heading = "## A spec, and the Swift it becomes"
        let yaml = try #require(Self.block("yaml", after: heading, in: readme))
        let swift = try #require(Self.block("swift", after: heading, in: readme))
        var diagnostics = DiagnosticCollector()
        let api = SpecLoader.load(text: Array(yaml.utf8), path: "messages.yaml", diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        let generated = CodeGenerator().generate([try #require(api)], diagnostics: &diagnostics).map(\.contents).joined()
        // Every line shown, except the comments that stand for elided initializers, is in the generated files.
        for line in swift.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("// ") {
            #expect(generated.contains(line + "\n"), "README line not generated: \(line)")
        }
    }
}
