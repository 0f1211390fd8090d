import EndpointCodegen
import EndpointSpec
import Foundation
import TestSupport
import Testing

/// `model_files: N` (issue 12): a spec's models spread over N files so the compiler's frontend jobs share them.
/// The set of declarations is exactly that of one models file, each model is in exactly one file, the namespace is
/// declared once, a model's file depends on its name alone, and the output type-checks with warnings as errors.
@Suite("Models spread over several files")
struct ModelFilesTests {
    /// Twelve models of several shapes (structs with inline objects and enums, an enum, an alias) and a namespace
    /// with members (base URL, auth placement).
    static let spec = """
        api: Spread
        base_url: https://spread.example.com
        auth: {bearer: Authorization}
        models:
          Owner: {owner_id: int, display_name: string}
          Status: {enum: [active, archived]}
          Tags: "[string]"
          Item: {item_id: int, owner: Owner, status: Status, tags: Tags, meta: {created_at: date, note: string?}}
          Line: {line_id: int, item: Item, quantity: int}
          Order: {order_id: int, lines: "[Line]", state: {enum: [open, paid, shipped]}}
          Invoice: {invoice_id: int, order: Order?, total: double}
          Address: {street: string, city: string, zip: string?}
          Customer: {customer_id: int, address: Address, orders: "[Order]"}
          Coupon: {code: string, percent: int}
          Review: {review_id: int, item: Item, stars: int, text: string?}
          Page: {items: "[Item]", next: string?}
        endpoints:
          listItems: {method: GET, path: /items, response: Page}
          getCustomer: {method: GET, path: "/customers/{id}", path_params: {id: int}, response: Customer}
          createOrder: {method: POST, path: /orders, body: Order, response: Invoice}

        """

    static func generate(_ yaml: String, modelFiles: Int) throws -> [GeneratedFile] {
        var diagnostics = DiagnosticCollector()
        let api = try #require(SpecLoader.load(text: Array(yaml.utf8), path: "spread.yaml", diagnostics: &diagnostics))
        var options = GeneratorOptions()
        options.modelFiles = modelFiles
        let files = CodeGenerator(options: options).generate([api], diagnostics: &diagnostics)
        #expect(diagnostics.map(\.description) == [])
        return files
    }

    /// The `extension Spread { ... }` blocks of a models file, each as its text.
    static func modelBlocks(_ text: String) -> [String] {
        text.components(separatedBy: "\nextension Spread {\n").dropFirst().map { "extension Spread {\n" + $0 }
    }

    @Test func fourFilesHoldExactlyTheModelsOfOneEachOnceAndTypeCheck() throws {
        let single = try Self.generate(Self.spec, modelFiles: 1)
        let spread = try Self.generate(Self.spec, modelFiles: 4)
        #expect(spread.map(\.path) == [
            "SpreadModels.swift", "SpreadModels2.swift", "SpreadModels3.swift", "SpreadModels4.swift",
            "SpreadRequests.swift", "SpreadViewModels.swift",
        ])
        #expect(single.map(\.path) == ["SpreadModels.swift", "SpreadRequests.swift", "SpreadViewModels.swift"])
        var options = GeneratorOptions()
        options.modelFiles = 4
        #expect(options.fileNames(stem: "spread") == spread.map(\.path), "names known before reading the spec")

        let parts = spread.filter { $0.path.hasPrefix("SpreadModels") }
        let blocks = parts.map { Self.modelBlocks($0.contents) }
        let singleModels = try #require(single.first { $0.path == "SpreadModels.swift" }).contents
        #expect(blocks.flatMap { $0 }.sorted() == Self.modelBlocks(singleModels).sorted())
        #expect(blocks.allSatisfy { !$0.isEmpty }, "twelve models fill four files: \(blocks.map(\.count))")
        // The namespace and its members are declared once, in the first file; the others say what they are.
        #expect(parts.filter { $0.contents.contains("public nonisolated enum Spread {") }.map(\.path) == ["SpreadModels.swift"])
        #expect(parts[0].contents.hasPrefix(singleModels.components(separatedBy: "\nextension Spread {\n")[0]))
        #expect(parts[1].contents.contains("// Models of Spread, file 2 of 4 (`model_files`); a model's file is chosen by a hash of its name.\n"))
        // The other files are as with one models file.
        for name in ["SpreadRequests.swift", "SpreadViewModels.swift"] {
            #expect(spread.first { $0.path == name }?.contents == single.first { $0.path == name }?.contents)
        }
        let run = try typecheckGenerated(spread, label: "model-files")
        #expect(run.status == 0, "\(run.output)")
    }

    @Test func aModelsFileDependsOnItsModelsNamesOnly() throws {
        let before = try Self.generate(Self.spec, modelFiles: 4)
        let added = Self.spec.replacingOccurrences(
            of: "  Page: {items:", with: "  Wishlist: {wishlist_id: int, items: \"[Item]\"}\n  Page: {items:")
        let after = try Self.generate(added, modelFiles: 4)
        let changed = zip(before, after).filter { $0.contents != $1.contents }.map(\.0.path)
        #expect(changed.count == 1, "adding a model changes one file: \(changed)")
        let file = try #require(after.first { $0.path == changed.first })
        #expect(file.path.hasPrefix("SpreadModels"))
        #expect(file.contents.contains("struct Wishlist:"))
    }

    @Test func oneFileIsTodaysLayout() throws {
        #expect(GeneratorOptions().modelFiles == 1)
        #expect(GeneratorOptions().fileNames(stem: "spread") == ["SpreadModels.swift", "SpreadRequests.swift", "SpreadViewModels.swift"])
        let files = try Self.generate(Self.spec, modelFiles: 1)
        #expect(!(files.first?.contents.contains("file 1 of") ?? true))
    }
}
