import EndpointCodegen
import EndpointSpec
import Foundation
import TestSupport
import Testing

/// Review 25: with a model named `Int`, `query: {page: int?}` and `pagination: {page: page}` was refused ("the page
/// parameter 'page' must be an optional int"): the parameter's type is written `Swift.Int` there, and pagination
/// compared the written name with `Int`. The same comparison decided a mock's empty last page for a `String` cursor.
/// Both now take the standard library's type under either spelling.
@Suite("Pagination where models shadow Int and String")
struct ShadowedPaginationTests {
    static let spec = """
        api: Shadow
        models:
          Int: {id: int, j: int}
          String: {s: int}
          Feed: {items: "[Int]", next: string}
        endpoints:
          byPage: {method: GET, path: /p, query: {page: int?}, pagination: {page: page}, response: "[Int]", view_model: ByPage}
          byOffset: {method: GET, path: /o, query: {offset: int?}, pagination: {offset: offset}, response: "[Int]"}
          byCursor: {method: GET, path: /c, query: {next: string?}, pagination: {cursor: next}, response: Feed}
        """

    @Test("Lints clean, the mock's last page clears the String cursor, and the output type-checks")
    func shadowed() async throws {
        let directory = try ScratchDirectory.make("shadowed-pagination")
        defer { try? FileManager.default.removeItem(at: directory) }
        let specPath = directory.appendingPathComponent("shadow.yaml")
        try Data(Self.spec.utf8).write(to: specPath)
        var loadDiagnostics = DiagnosticCollector()
        let apis = SpecLoader.load(paths: [specPath.path], diagnostics: &loadDiagnostics)
        #expect(loadDiagnostics.map(\.description) == [])
        var diagnostics = DiagnosticCollector()
        let files = CodeGenerator(options: GeneratorOptions(outputs: Set(GeneratorOptions.Output.allCases)))
            .generate(apis, diagnostics: &diagnostics)
        #expect(diagnostics.map(\.description) == [])
        let requests = try #require(files.first { $0.path == "ShadowRequests.swift" }).contents
        #expect(requests.contains("public var page: Swift.Int?"))
        let mocks = try #require(files.first { $0.path == "ShadowMocks.swift" }).contents
        #expect(mocks.contains(#"Shadow.Feed(items: [], next: "")"#), "\(mocks)")
        let run = try await typecheckGenerated(files, label: "shadowed-pagination-output", extraFlags: [
            "-default-isolation", "MainActor", "-strict-concurrency=complete",
        ])
        #expect(run.status == 0, "\(run.output)")
    }
}
