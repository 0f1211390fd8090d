import EndpointSpec
import Foundation
import PayloadCheck
import TestSupport
import Testing

/// Every example of docs/spec-format.md marked `# lint: <path>` gives exactly the diagnostics shown after it.
@Suite("docs/spec-format.md examples lint as shown")
struct SpecFormatDocTests {
    /// A `yaml` example and the diagnostics shown in the `text` block right after it (empty when there is none).
    struct Example: CustomTestStringConvertible {
        var path: String
        var yaml: String
        var expected: [String]
        var testDescription: String { path + " (line \(line) of docs/spec-format.md)" }
        var line: Int
    }

    static func examples() -> [Example] {
        guard let root = PackagePaths.locatedRoot,
            let text = try? String(contentsOf: root.appendingPathComponent("docs/spec-format.md"), encoding: .utf8)
        else { return [] }
        let lines = text.components(separatedBy: "\n")
        var examples: [Example] = []
        var index = 0
        /// The lines of the fenced block opening at `start`, and the index after its closing fence.
        func block(at start: Int) -> (body: [String], end: Int) {
            var end = start + 1
            while end < lines.count, lines[end] != "```" { end += 1 }
            return (Array(lines[(start + 1)..<min(end, lines.count)]), end + 1)
        }
        while index < lines.count {
            guard lines[index] == "```yaml", index + 1 < lines.count, lines[index + 1].hasPrefix("# lint: ") else {
                index += 1
                continue
            }
            let (body, end) = block(at: index)
            var next = end
            while next < lines.count, lines[next].isEmpty { next += 1 }
            var expected: [String] = []
            if next < lines.count, lines[next] == "```text" {
                expected = block(at: next).body
            }
            examples.append(Example(
                path: String(body[0].dropFirst("# lint: ".count)), yaml: body.joined(separator: "\n") + "\n",
                expected: expected, line: index + 1))
            index = end
        }
        return examples
    }

    @Test("The document has checked examples")
    func documentHasExamples() {
        #expect(Self.examples().count >= 1, "no '# lint:' examples found in docs/spec-format.md")
    }

    /// Each example is loaded as if it were the file `<package root>/<path>` (so an `example_file` next to it is
    /// found), then its examples are checked, as `generator lint` does; paths are printed relative to the root.
    @Test("Each example lints to exactly the diagnostics shown", arguments: examples())
    func exampleLintsAsShown(_ example: Example) throws {
        let root = try #require(PackagePaths.locatedRoot).path + "/"
        var (api, diagnostics) = loadSpec(text: example.yaml, path: root + example.path)
        if let api { ExampleChecker.check(api, diagnostics: &diagnostics) }
        let printed = diagnostics.sorted.flatMap { diagnostic in
            diagnostic.description.replacingOccurrences(of: root, with: "").components(separatedBy: "\n")
        }
        #expect(printed == example.expected)
    }
}
