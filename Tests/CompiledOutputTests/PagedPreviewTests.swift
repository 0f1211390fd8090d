import EndpointCodegen
import EndpointSpec
import Foundation
import TestSupport
import Testing

/// A paginated view model's `.preview(.loaded)` shows what its mock's first page holds (docs/mocks.md, "Examples" and
/// "Previews"): the items of the endpoint's response example, wherever the page rule finds them (the response itself,
/// an `items:` property with any wire name, an optional list property, the response's only list property), else one
/// sample item. Review 29 found the example ignored (a one-item made-up list under a recorded GitHub labels example)
/// and an object page without `items:` previewed as `[]`.
@Suite("Paginated view models preview their example page")
struct PagedPreviewTests {
    static let spec = """
        api: Shelf
        base_url: https://shelf.example.com
        models:
          Item: {id: int, name: string}
          Named: {"data-list": "[Item]", next: string?}
          Loose: {results: "[Item]?", total: int}
          Only: {entries: "[Item]", count: int}
        endpoints:
          listPlain:
            method: GET
            path: /plain
            query: {page: int?}
            pagination: {page: page}
            response: "[Item]"
            view_model: Plain
            example:
              response: [{id: 1, name: one}, {id: 2, name: two}]
          listNamed:
            method: GET
            path: /named
            query: {cursor: string?}
            pagination: {cursor: next, param: cursor, items: data-list}
            response: Named
            view_model: NamedPages
            example:
              response: {data-list: [{id: 3, name: three}, {id: 4, name: four}], next: abc}
          listLoose:
            method: GET
            path: /loose
            query: {offset: int?}
            pagination: {offset: offset, items: results}
            response: Loose
            view_model: LoosePages
            example:
              response: {results: [{id: 5, name: five}, {id: 6, name: six}, {id: 7, name: seven}], total: 3}
          listLinked:
            method: GET
            path: /linked
            pagination: {link_header: true, items: entries}
            response: Only
            view_model: Linked
            example:
              response: {entries: [{id: 8, name: eight}], count: 1}
          listOnly:
            method: GET
            path: /only
            query: {page: int?}
            pagination: {page: page}
            response: Only
            view_model: OnlyPages
          listMadeUp:
            method: GET
            path: /made-up
            query: {page: int?}
            pagination: {page: page}
            response: "[Item]"
            view_model: MadeUp
        """

    /// Each view model, and the ids its `.preview(.loaded)` must show: the example's, else the one sample item (id 1).
    static let expected: [(viewModel: String, ids: [Int])] = [
        ("PlainViewModel", [1, 2]),
        ("NamedPagesViewModel", [3, 4]),
        ("LoosePagesViewModel", [5, 6, 7]),
        ("LinkedViewModel", [8]),
        ("OnlyPagesViewModel", [1]),
        ("MadeUpViewModel", [1]),
    ]

    static func generate(_ style: GeneratorOptions.ViewModelStyle) throws -> [GeneratedFile] {
        var diagnostics = DiagnosticCollector()
        let api = try #require(SpecLoader.load(text: Array(spec.utf8), path: "shelf.yaml", diagnostics: &diagnostics), "\(diagnostics)")
        let files = CodeGenerator(options: GeneratorOptions(viewModelStyle: style, outputs: Set(GeneratorOptions.Output.allCases)))
            .generate([api], diagnostics: &diagnostics)
        #expect(diagnostics.map(\.description) == [])
        return files
    }

    @Test("The preview's loaded items are the mock's first page, in the observation and closure styles",
          arguments: [GeneratorOptions.ViewModelStyle.observation, .closure])
    func previewShowsTheExamplePage(style: GeneratorOptions.ViewModelStyle) async throws {
        let files = try Self.generate(style)
        var lines = ["import EndpointRuntime", "import Foundation", ""]
        for (viewModel, _) in Self.expected {
            lines += [
                "do {",
                "    let preview = Shelf.\(viewModel).preview(.loaded)",
                "    let live = Shelf.\(viewModel)(client: Shelf.mock().client)",
                "    await live.load()",
                "    print(\"\(viewModel) \\(preview.items.map(\\.id)) \\(live.items.map(\\.id)) \\(preview.hasMore)\")",
                "}",
            ]
        }
        let toolchain = try SwiftToolchain.locate()
        let directory = try ScratchDirectory.make("paged-preview")
        defer { try? FileManager.default.removeItem(at: directory) }
        let main = directory.appendingPathComponent("main.swift")
        try Data(lines.joined(separator: "\n").utf8).write(to: main)
        let paths = try writeGenerated(files, into: directory) + [main.path]
        let executable = directory.appendingPathComponent("harness").path
        let build = try await toolchain.buildExecutable(paths, output: executable, extraFlags: ["-warnings-as-errors"])
        try #require(build.status == 0, "\(build.output)")
        let run = try await SwiftToolchain.run(executable, [])
        #expect(run.status == 0, "\(run.output)")
        let output = run.output.split(separator: "\n").map(String.init)
        for (viewModel, ids) in Self.expected {
            // The preview shows what a load from the mock shows; no page follows a preview's items.
            #expect(output.contains("\(viewModel) \(ids) \(ids) false"), "\(run.output)")
        }
    }
}
