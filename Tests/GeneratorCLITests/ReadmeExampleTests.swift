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
        // And no stored or computed property or type alias of a type shown is left out without a word (review: the
        // request's `ErrorBody` and `operationName` were); initializers and methods may stand as comments.
        let shown = Set(swift.split(separator: "\n").map(String.init))
        for type in Self.typeNames(in: swift) {
            for member in Self.memberDeclarations(of: type, in: generated) {
                #expect(shown.contains(member), "README shows \(type) without: \(member)")
            }
        }
    }

    /// The names of the structs declared in `swift`.
    static func typeNames(in swift: String) -> [String] {
        swift.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: " struct ") else { return nil }
            return line[range.upperBound...].split(whereSeparator: { !$0.isLetter && !$0.isNumber }).first.map(String.init)
        }
    }

    /// The lines of `type`'s body in `generated`, one level in, that declare a property or a type alias.
    static func memberDeclarations(of type: String, in generated: String) -> [String] {
        let lines = generated.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.contains(" struct \(type):") || $0.hasSuffix(" struct \(type) {") }) else {
            return []
        }
        let indent = lines[start].prefix { $0 == " " }.count
        let memberIndent = String(repeating: " ", count: indent + 4)
        var members: [String] = []
        for line in lines[(start + 1)...] {
            if line.hasPrefix(String(repeating: " ", count: indent) + "}") { break }
            guard line.hasPrefix(memberIndent), !line.hasPrefix(memberIndent + " ") else { continue }
            let text = line.dropFirst(memberIndent.count)
            if ["public var ", "public let ", "public typealias "].contains(where: { text.hasPrefix($0) }) {
                members.append(line)
            }
        }
        return members
    }
}
