import EndpointRuntime
import Foundation
import GeneratedAPI
import TestSupport
import Testing

/// docs/runtime.md's `swift` blocks that need generated code (first line `// Needs the generated ...`), which
/// RuntimeDocExamplesTests leaves out, are compiled here against GeneratedAPI: each is the body of a function below,
/// between `// doc:` markers, and the test checks that the doc shows exactly that code.
@Suite struct RuntimeDocGeneratedExamplesTests {
    /// "Pagination": the generated client's page sequence, item by item.
    nonisolated static func printIssueTitles(_ client: APIClient) async throws {
        // doc: begin
        for try await issue in client.gitHub.listIssuesPages(owner: "apple", repo: "swift").items {
            print(issue.title)
        }
        // doc: end
    }

    /// The code between each `// doc: begin` and `// doc: end` of this file, dedented.
    static func compiledBlocks() throws -> [String] {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        return source.components(separatedBy: "// doc: begin\n").dropFirst().compactMap { part -> String? in
            guard let end = part.range(of: "        // doc: end") else { return nil }
            return part[..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
                .map { String($0.dropFirst(min(8, $0.prefix { $0 == " " }.count))) }
                .joined(separator: "\n").trimmingCharacters(in: .newlines)
        }
    }

    @Test func everyGeneratedCodeBlockOfTheDocIsCompiledHere() throws {
        let markdown = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/runtime.md"), encoding: .utf8)
        let blocks = MarkdownCodeBlocks.swift(markdown).filter { $0.hasPrefix("// Needs the generated") }
            .map { $0.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n") }
        #expect(!blocks.isEmpty)
        #expect(blocks == (try Self.compiledBlocks()))
    }
}
