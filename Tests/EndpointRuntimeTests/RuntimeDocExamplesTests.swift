import Foundation
import TestSupport
import Testing

/// Every `swift` block of docs/runtime.md, except those marked as abridged declarations, compiles together against
/// the runtime in a module whose default isolation is `MainActor`, with warnings as errors.
@Suite("docs/runtime.md examples compile")
struct RuntimeDocExamplesTests {
    static let abridged = "// Declarations, abridged"

    @Test func everyExampleCompiles() async throws {
        let markdown = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/runtime.md"), encoding: .utf8)
        let blocks = MarkdownCodeBlocks.swift(markdown)
        let examples = blocks.filter { !$0.hasPrefix(Self.abridged) && !$0.hasPrefix("// Needs the generated") }
        #expect(blocks.count - examples.count <= 6, "the abridged declaration blocks and one generated-code block")
        #expect(examples.count >= 13)
        let directory = try ScratchDirectory.make("runtime-doc")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("Examples.swift")
        let source = "import EndpointRuntime\nimport Foundation\nimport Observation\n\n" + examples.joined(separator: "\n\n")
        try Data(source.utf8).write(to: file)
        let run = try await SwiftToolchain.locate().typecheck([file.path], extraFlags: [
            "-default-isolation", "MainActor", "-strict-concurrency=complete", "-warnings-as-errors",
        ])
        #expect(run.status == 0, "\(run.output)")
    }
}
