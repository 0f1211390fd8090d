import EndpointCodegen
import EndpointSpec
import Foundation
import TestSupport
import Testing

/// A generated mock's paginated endpoints end (docs/mocks.md, "Paginated endpoints"): for every pagination style, the
/// mock answers the first page with the sample and every later page with the last page (no items, no next cursor),
/// so `for try await` over `<method>Pages()` ends and a paginated view model's `loadMore()` stops. The harness stops
/// after 10 pages, so a regression is reported instead of hanging.
@Suite("Generated mocks end their paginated endpoints")
struct MockPaginationTests {
    static let spec = """
        api: Shop
        base_url: https://shop.example.com
        models:
          Item: {id: int, name: string}
          ItemPage: {items: "[Item]", next_cursor: string?}
          StrictPage: {items: "[Item]", next_cursor: string}
          NumberedCursorPage: {items: "[Item]", next: int}
          WrappedPage: {data: "[Item]", total: int}
        endpoints:
          listItemsCursor:
            method: GET
            path: /items
            query: {cursor: string?}
            pagination: {cursor: next_cursor, param: cursor}
            response: ItemPage
            view_model: ItemFeed
          listItemsStrictCursor:
            method: GET
            path: /strict
            query: {cursor: string?}
            pagination: {cursor: next_cursor, param: cursor}
            response: StrictPage
          listItemsNumberedCursor:
            method: GET
            path: /numbered
            query: {after: int?}
            pagination: {cursor: next, param: after}
            response: NumberedCursorPage
          listItemsPage:
            method: GET
            path: /pages
            query: {page: int?}
            pagination: {page: page}
            response: "[Item]"
            view_model: ItemPages
          listItemsOffset:
            method: GET
            path: /offsets
            query: {offset: int?}
            pagination: {offset: offset}
            response: WrappedPage
          listItemsBefore:
            method: GET
            path: /older
            query: {before_id: int?}
            pagination: {before: before_id, id: id}
            response: "[Item]"
          listItemsLink:
            method: GET
            path: /linked
            pagination: link_header
            response: "[Item]"
        """

    /// Each endpoint's client method and the pages and items its mock gives: the sample page (one item), then the
    /// empty last page; `link_header` ends at once (the mock sends no `Link`).
    static let expected: [(method: String, pages: Int, items: Int)] = [
        ("listItemsCursorPages", 2, 1),
        ("listItemsStrictCursorPages", 2, 1),
        ("listItemsNumberedCursorPages", 2, 1),
        ("listItemsPagePages", 2, 1),
        ("listItemsOffsetPages", 2, 1),
        ("listItemsBeforePages", 2, 1),
        ("listItemsLinkPages", 1, 1),
    ]

    static func generate() throws -> [GeneratedFile] {
        var diagnostics = DiagnosticCollector()
        let api = try #require(SpecLoader.load(text: Array(spec.utf8), path: "shop.yaml", diagnostics: &diagnostics), "\(diagnostics)")
        let files = CodeGenerator(options: GeneratorOptions(outputs: Set(GeneratorOptions.Output.allCases)))
            .generate([api], diagnostics: &diagnostics)
        #expect(diagnostics.map(\.description) == [])
        return files
    }

    @Test("Each style's route names its page parameter and last page")
    func routesDeclareTheLastPage() throws {
        let mocks = try #require(try Self.generate().first { $0.path == "ShopMocks.swift" }).contents
        let routes = mocks.split(separator: "\n").filter { $0.contains("EndpointRuntime.MockRoute(") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(routes == [
            #"EndpointRuntime.MockRoute(ListItemsCursorRequest.sample, path: "/items", sample: Shop.ItemPage.sample, lastPage: EndpointRuntime.SampleValues.lastPage(of: Shop.ItemPage.sample) { _ in Shop.ItemPage(items: [], nextCursor: nil) }, pageParameter: "cursor"),"#,
            #"EndpointRuntime.MockRoute(ListItemsStrictCursorRequest.sample, path: "/strict", sample: Shop.StrictPage.sample, lastPage: EndpointRuntime.SampleValues.lastPage(of: Shop.StrictPage.sample) { _ in Shop.StrictPage(items: [], nextCursor: "") }, pageParameter: "cursor"),"#,
            #"EndpointRuntime.MockRoute(ListItemsNumberedCursorRequest.sample, path: "/numbered", sample: Shop.NumberedCursorPage.sample, lastPage: EndpointRuntime.SampleValues.lastPage(of: Shop.NumberedCursorPage.sample) { Shop.NumberedCursorPage(items: [], next: $0.next) }, pageParameter: "after"),"#,
            #"EndpointRuntime.MockRoute(ListItemsPageRequest.sample, path: "/pages", sample: [Shop.Item.sample], lastPage: [], pageParameter: "page"),"#,
            #"EndpointRuntime.MockRoute(ListItemsOffsetRequest.sample, path: "/offsets", sample: Shop.WrappedPage.sample, lastPage: EndpointRuntime.SampleValues.lastPage(of: Shop.WrappedPage.sample) { Shop.WrappedPage(data: [], total: $0.total) }, pageParameter: "offset"),"#,
            #"EndpointRuntime.MockRoute(ListItemsBeforeRequest.sample, path: "/older", sample: [Shop.Item.sample], lastPage: [], pageParameter: "before_id"),"#,
            #"EndpointRuntime.MockRoute(ListItemsLinkRequest.sample, path: "/linked", sample: [Shop.Item.sample]),"#,
        ])
    }

    @Test("Iterating every paginated endpoint of the mock ends, and paginated view models stop loading more")
    func mockPagesEnd() async throws {
        let files = try Self.generate()
        var lines = [
            "import EndpointRuntime",
            "import Foundation",
            "",
            "let mock = Shop.mock()",
        ]
        for (method, _, _) in Self.expected {
            lines += [
                "do {",
                "    var pages = 0",
                "    var items = 0",
                "    for try await page in mock.client.shop.\(method)() {",
                "        pages += 1",
                "        items += page.items.count",
                "        if pages == 10 { break }",
                "    }",
                "    print(\"\(method) \\(pages) \\(items)\")",
                "} catch {",
                "    print(\"\(method) failed: \\(error)\")",
                "}",
            ]
        }
        lines += [
            "let feed = Shop.ItemFeedViewModel(client: mock.client)",
            "await feed.load()",
            "let feedHadMore = feed.hasMore",
            "await feed.loadMore()",
            "await feed.loadMore()",
            "print(\"feed \\(feedHadMore) \\(feed.hasMore) \\(feed.items.count)\")",
            "let numbered = Shop.ItemPagesViewModel(client: mock.client)",
            "await numbered.load()",
            "let numberedHadMore = numbered.hasMore",
            "await numbered.loadMore()",
            "await numbered.loadMore()",
            "print(\"numbered \\(numberedHadMore) \\(numbered.hasMore) \\(numbered.items.count)\")",
            "print(\"requests \\(mock.requests.map { $0.url.path + ($0.url.query.map { \"?\" + $0 } ?? \"\") })\")",
        ]
        let toolchain = try SwiftToolchain.locate()
        let directory = try ScratchDirectory.make("mock-pages")
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
        for (method, pages, items) in Self.expected {
            #expect(output.contains("\(method) \(pages) \(items)"), "\(run.output)")
        }
        #expect(output.contains("feed true false 1"), "\(run.output)")
        #expect(output.contains("numbered true false 1"), "\(run.output)")
    }
}
