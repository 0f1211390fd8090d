import EndpointCodegen
import EndpointSpec
import Foundation
import Testing
import TestSupport

/// The mocks file leaves out what refers to files `outputs` does not generate (docs/mocks.md, "What the mocks file
/// holds for each `outputs`"), so every allowed combination with `mocks` compiles: `[models, mocks]` holds the
/// models' samples only, `[models, requests, mocks]` adds the request types' samples and the API's `mock()`, and
/// `[models, requests, view_models, mocks]` adds the previews.
@Suite("The mocks file of each outputs combination compiles")
struct MocksOutputsTests {
    typealias Output = GeneratorOptions.Output

    static let combinations: [[Output]] = [
        [.models, .mocks],
        [.models, .requests, .mocks],
        [.models, .requests, .viewModels, .mocks],
    ]

    /// specs/ (pagination, envelopes, multipart, every kind of view model) generated with `outputs`.
    static func generate(_ outputs: [Output], style: GeneratorOptions.ViewModelStyle) throws -> [GeneratedFile] {
        var diagnostics = DiagnosticCollector()
        let specFiles = SpecLoader.specFiles(in: PackagePaths.specs.path)
        let apis = specFiles.compactMap { SpecLoader.load(file: $0, diagnostics: &diagnostics) }
        #expect(apis.count == specFiles.count, "\(Array(diagnostics))")
        let options = GeneratorOptions(viewModelStyle: style, outputs: Set(outputs))
        let files = CodeGenerator(options: options).generate(apis, diagnostics: &diagnostics)
        #expect(diagnostics.map(\.description) == [])
        #expect(files.count == apis.count * outputs.count)
        return files
    }

    @Test("Each combination type-checks with warnings as errors", arguments: combinations)
    func combinationCompiles(outputs: [Output]) async throws {
        let style = GeneratorOptions.ViewModelStyle.observation
        let files = try Self.generate(outputs, style: style)
        let label = "mocks-" + outputs.map(\.rawValue).joined(separator: "-")
        let run = try await TeamViewModelFileCompileTests.typecheck(files, style: style, label: label)
        #expect(run.status == 0, "\(run.output)")
    }

    @Test("Each combination's mocks file holds exactly what its outputs allow", arguments: combinations)
    func mocksFileContents(outputs: [Output]) throws {
        let files = try Self.generate(outputs, style: .observation)
        let mocks = try #require(files.first { $0.path == "GithubMocks.swift" }).contents
        let hasRequests = outputs.contains(.requests)
        let hasViewModels = outputs.contains(.viewModels)
        #expect(mocks.contains("nonisolated extension GitHub.Repository: EndpointRuntime.SampleProviding {"))
        #expect(mocks.contains("nonisolated extension GitHub.GetRepositoryRequest: EndpointRuntime.SampleProviding {") == hasRequests)
        #expect(mocks.contains("static func mock(latency:") == hasRequests)
        #expect(mocks.contains("EndpointRuntime.MockRoute(") == hasRequests)
        #expect(mocks.contains("static func preview(") == hasViewModels)
        #expect(mocks.hasSuffix("#endif\n"))
    }
}
