import EndpointRuntime
import Foundation
import GeneratedAPI
import TestSupport
import Testing

/// docs/mocks.md's `swift` blocks marked `// Compiled and run by MocksDocExamplesTests` are the bodies of the tests
/// below, between `// doc:` markers: compiled against GeneratedAPI (the generated mocks of specs/) and run. The test
/// at the end checks that the doc shows exactly that code. The SwiftUI block (a view and its `PreviewProvider`) is
/// type-checked against the SwiftUI stand-in by SwiftUIDocExampleTests (it is marked `<!-- swiftui: specs/users.yaml -->`).
@Suite struct MocksDocExamplesTests {
    @Test func aUnitTestWithTheGeneratedMock() async throws {
        // doc: begin
        let mock = GitHub.mock()
        let sample = GitHub.Label.sample                     // a received model is immutable: change a copy through init
        let label = GitHub.Label(id: sample.id, nodeID: sample.nodeID, url: sample.url, name: "bug", color: sample.color,
                                 default: sample.default, description: sample.description)
        mock.override(GitHub.GetLabelRequest.self, with: .payload(label))

        let loaded = try await mock.client.gitHub.getLabel(owner: "apple", repo: "swift", name: "bug")
        #expect(loaded.name == "bug")
        #expect(mock.requests.last?.url.path == "/repos/apple/swift/labels/bug")
        #expect(mock.requests.last?.operationName == "getLabel")
        // doc: end
    }

    @Test @MainActor func aViewModelTestWithAFailure() async throws {
        guard #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) else { return }
        // doc: begin
        let mock = GitHub.mock()
        mock.override(GitHub.ListIssuesRequest.self, with: .status(404))      // body: GitHub.ErrorResponse.sample
        let viewModel = GitHub.IssueListViewModel(client: mock.client)
        await viewModel.load(owner: "apple", repo: "swift")
        #expect(viewModel.state.error?.status == 404)

        mock.override(GitHub.ListIssuesRequest.self, with: .transportFailure(.notConnectedToInternet))
        await viewModel.refresh()
        #expect(viewModel.state.error?.status == nil)                        // offline: no HTTP status
        // doc: end
    }

    @Test @MainActor func previewsInEveryState() throws {
        guard #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) else { return }
        // doc: begin
        let loading = Messages.MessageListViewModel.preview(.loading)   // .loading(previous: nil)
        let loaded = Messages.MessageListViewModel.preview(.loaded)     // .loaded(the spec's example list)
        let empty = Messages.MessageListViewModel.preview(.empty)       // .loaded([])
        let failed = Messages.MessageListViewModel.preview(.failed)     // .failed(.previewFailure, previous: nil)
        let slow = Messages.MessageListViewModel(client: Messages.mock(latency: 2).client)
        // doc: end
        #expect(loading.state.isLoading)
        #expect(loaded.state == .loaded(try ExampleMockTests.messageListExample()))
        #expect(empty.state == .loaded([]))
        #expect(failed.state.error != nil)
        #expect(slow.state == .idle)
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

    @Test func everyCompiledBlockOfTheDocIsCompiledHere() throws {
        let markdown = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/mocks.md"), encoding: .utf8)
        let blocks = MarkdownCodeBlocks.swift(markdown).filter { $0.hasPrefix("// Compiled and run by MocksDocExamplesTests") }
            .map { $0.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n") }
        #expect(blocks.count == 3)
        #expect(blocks == (try Self.compiledBlocks()))
        // Every other swift block is a SwiftUI preview, marked for SwiftUIDocExampleTests.
        let others = MarkdownCodeBlocks.blocks(markdown)
            .filter { $0.language == "swift" && !$0.code.hasPrefix("// Compiled and run by MocksDocExamplesTests") }
        #expect(!others.isEmpty)
        #expect(others.allSatisfy { $0.annotation == "swiftui: specs/users.yaml" && $0.code.contains("PreviewProvider") })
    }

    @Test func theReadmesMockExamplesAreTheDocsCompiledOnes() throws {
        let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let doc = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/mocks.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Previews and tests without a server").dropFirst().first)
            .components(separatedBy: "\n## ").first ?? ""
        let blocks = MarkdownCodeBlocks.swift(section)
        #expect(blocks.count == 2)
        let compiled = blocks.filter { $0.hasPrefix("// Compiled and run by MocksDocExamplesTests") }
            .map { $0.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n") }
        #expect(compiled.count == 1)
        #expect(compiled.allSatisfy((try Self.compiledBlocks()).contains))
        let swiftUI = blocks.filter { $0.contains("PreviewProvider") }
        #expect(swiftUI.count == 1)
        #expect(swiftUI.allSatisfy(MarkdownCodeBlocks.swift(doc).contains))
    }
}
