import EndpointCodegen
import EndpointSpec
import Foundation
import TestSupport
import Testing

/// `model_files: N` (issue 12): a spec's models and request types spread over N files so the compiler's frontend jobs
/// share them. The set of declarations is exactly that of one models file plus the request types of one requests
/// file, each type is in exactly one file (the FNV-1a hash of its name picks it), the namespace is declared once, the
/// requests file keeps what is shared, and the output type-checks with warnings as errors.
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

    /// The request type an `extension Spread { ... }` block declares, or `nil` for a model's block (or the requests
    /// file's shared ones: the protocol, the client).
    static func requestName(_ block: String) -> String? {
        block.firstMatch(of: /nonisolated struct (\w+): Request \{/).map { String($0.1) }
    }

    /// The top-level type an `extension Spread { ... }` block declares (`struct`, `enum` or `typealias`).
    static func typeName(_ block: String) -> String? {
        block.firstMatch(of: /nonisolated (?:struct|enum) (\w+)|typealias (\w+) =/).map { String($0.1 ?? $0.2 ?? "") }
    }

    /// `text` without its request type declarations (the `extension Spread { ... }` blocks that declare one).
    static func withoutRequestTypes(_ text: String) -> String {
        text.components(separatedBy: "\nextension Spread {\n").enumerated()
            .filter { $0.offset == 0 || requestName("extension Spread {\n" + $0.element) == nil }
            .map(\.element).joined(separator: "\nextension Spread {\n")
    }

    /// 64-bit FNV-1a of `name`'s UTF-8 bytes, written out here independently of `ModelPartition`.
    static func fnv1a(_ name: String) -> UInt64 {
        name.utf8.reduce(14_695_981_039_346_656_037) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }
    }

    /// The models file a top-level type goes to with `count` models files: `SpreadModels.swift`, `SpreadModels2.swift`…
    static func expectedFile(of name: String, count: Int) -> String {
        let part = Int(fnv1a(name) % UInt64(count)) + 1
        return part == 1 ? "SpreadModels.swift" : "SpreadModels\(part).swift"
    }

    @Test func fourFilesHoldExactlyTheModelsAndRequestTypesOfOneEachOnceAndTypeCheck() async throws {
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
        let singleRequests = try #require(single.first { $0.path == "SpreadRequests.swift" }).contents
        let singleRequestTypes = Self.modelBlocks(singleRequests).filter { Self.requestName($0) != nil }
        #expect(singleRequestTypes.count == 3)
        // The models files hold, between them, every block of the one models file and every request type block of
        // the one requests file, each once and written the same.
        #expect(blocks.flatMap { $0 }.sorted() == (Self.modelBlocks(singleModels) + singleRequestTypes).sorted())
        #expect(blocks.allSatisfy { !$0.isEmpty }, "twelve models and three request types fill four files: \(blocks.map(\.count))")
        // In each file, its models come first, then its request types, each in declaration order.
        for part in blocks {
            let kinds = part.map { Self.requestName($0) != nil }
            #expect(kinds == kinds.sorted { !$0 && $1 }, "models before request types")
        }
        // The namespace and its members are declared once, in the first file; the others say what they are.
        #expect(parts.filter { $0.contents.contains("public nonisolated enum Spread {") }.map(\.path) == ["SpreadModels.swift"])
        // The same opening as the one-file output, but for which imports are `public`: each file's own declarations
        // decide that (`ImportAccess`).
        let plainImports = { (text: String) in text.replacingOccurrences(of: "\npublic import ", with: "\nimport ") }
        #expect(plainImports(parts[0].contents).hasPrefix(plainImports(singleModels.components(separatedBy: "\nextension Spread {\n")[0])))
        #expect(parts[1].contents.contains(
            "// Models and request types of Spread, file 2 of 4 (`model_files`); a type's file is chosen by a hash of its name.\n"))
        // The requests file keeps what is shared: the protocol, its extension, the client and the APIClient
        // extension, written as with one models file.
        let spreadRequests = try #require(spread.first { $0.path == "SpreadRequests.swift" }).contents
        #expect(spreadRequests == Self.withoutRequestTypes(singleRequests))
        #expect(spreadRequests.contains("    public protocol Request: EndpointRuntime.Endpoint {}\n"))
        #expect(spreadRequests.contains("nonisolated extension Spread.Request {\n"))
        #expect(spreadRequests.contains("    public nonisolated struct Client: Sendable {\n"))
        #expect(spreadRequests.contains("nonisolated extension EndpointRuntime.APIClient {\n"))
        #expect(spread.first { $0.path == "SpreadViewModels.swift" }?.contents == single.first { $0.path == "SpreadViewModels.swift" }?.contents)
        let run = try await typecheckGenerated(spread, label: "model-files")
        #expect(run.status == 0, "\(run.output)")
    }

    @Test("Each model and request type is in the one models file the FNV-1a hash of its type name picks", arguments: [2, 3, 4, 7])
    func eachTypeIsInTheFileItsNameHashPicks(count: Int) throws {
        // The published 64-bit FNV-1a vectors, so the assignment is that hash and nothing machine- or run-dependent.
        #expect(Self.fnv1a("") == 0xcbf2_9ce4_8422_2325)
        #expect(Self.fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
        let single = try Self.generate(Self.spec, modelFiles: 1)
        let files = try Self.generate(Self.spec, modelFiles: count)
        let requestNames = Self.modelBlocks(try #require(single.first { $0.path == "SpreadRequests.swift" }).contents)
            .compactMap(Self.requestName)
        #expect(requestNames == ["ListItemsRequest", "GetCustomerRequest", "CreateOrderRequest"])
        let modelNames = Self.modelBlocks(try #require(single.first { $0.path == "SpreadModels.swift" }).contents)
            .compactMap(Self.typeName)
        #expect(modelNames.count == 12)
        var filesOfType: [String: [String]] = [:]
        for file in files {
            for block in Self.modelBlocks(file.contents) {
                if let name = Self.requestName(block) ?? Self.typeName(block) { filesOfType[name, default: []].append(file.path) }
            }
        }
        for name in requestNames + modelNames {
            #expect(filesOfType[name] == [Self.expectedFile(of: name, count: count)], "\(name) with \(count) files")
        }
        let requests = try #require(files.first { $0.path == "SpreadRequests.swift" }).contents
        #expect(!requests.contains(": Request {"), "the requests file declares no request type")
        // The same spec gives the same files on every run, with a generator of its own each time.
        #expect(try Self.generate(Self.spec, modelFiles: count).map(\.contents) == files.map(\.contents))
    }

    @Test func addingAnEndpointChangesOneModelsFileAndTheClient() throws {
        let before = try Self.generate(Self.spec, modelFiles: 4)
        let added = Self.spec.replacingOccurrences(
            of: "  createOrder:", with: "  listCoupons: {method: GET, path: /coupons, response: \"[Coupon]\"}\n  createOrder:")
        #expect(added != Self.spec)
        let after = try Self.generate(added, modelFiles: 4)
        #expect(after.map(\.path) == before.map(\.path))
        let changed = zip(before, after).filter { $0.contents != $1.contents }.map(\.0.path)
        #expect(changed == [Self.expectedFile(of: "ListCouponsRequest", count: 4), "SpreadRequests.swift"])
        let models = try #require(after.first { $0.path == Self.expectedFile(of: "ListCouponsRequest", count: 4) }).contents
        #expect(models.contains("    public nonisolated struct ListCouponsRequest: Request {\n"))
        // In the requests file only the client changed: the new endpoint's methods.
        let requests = try #require(after.first { $0.path == "SpreadRequests.swift" }).contents
        let oldRequests = try #require(before.first { $0.path == "SpreadRequests.swift" }).contents
        #expect(!requests.contains("struct ListCouponsRequest"))
        #expect(requests.contains("        public func listCoupons() async throws -> [Coupon] {\n"))
        let clientStart = try #require(requests.range(of: "    public nonisolated struct Client: Sendable {\n"))
        #expect(requests[..<clientStart.lowerBound] == oldRequests[..<clientStart.lowerBound])
    }

    @Test func anOverrideOfTheRequestPartialWritesEveryRequestTypeWhereverItIs() throws {
        let defaultRequest = try #require(TemplateSet.defaults.sources["request"]?.text)
        let directory = try ScratchDirectory.make("request-override")
        defer { try? FileManager.default.removeItem(at: directory) }
        try ("// Team's request layout: {{name}}\n" + defaultRequest)
            .write(to: directory.appendingPathComponent("request.mustache"), atomically: true, encoding: .utf8)
        let templates = try TemplateSet.overriding(from: directory.path)
        let names = ["ListItemsRequest", "GetCustomerRequest", "CreateOrderRequest"]
        for count in [1, 3] {
            var diagnostics = DiagnosticCollector()
            let api = try #require(SpecLoader.load(text: Array(Self.spec.utf8), path: "spread.yaml", diagnostics: &diagnostics))
            var options = GeneratorOptions()
            options.modelFiles = count
            let files = CodeGenerator(options: options, templates: templates).generate([api], diagnostics: &diagnostics)
            #expect(diagnostics.map(\.description) == [])
            for name in names {
                let marked = files.filter { $0.contents.contains("    // Team's request layout: \(name)\n") }.map(\.path)
                #expect(marked == [count == 1 ? "SpreadRequests.swift" : Self.expectedFile(of: name, count: count)], "\(name)")
                let declaring = files.filter { $0.contents.contains("struct \(name): Request {") }.map(\.path)
                #expect(declaring == marked)
            }
        }
    }

    /// Every spec of specs/ (query enums, error bodies, envelopes, auth, pagination, multipart bodies, view models
    /// of every kind) with `model_files: 3` and the mocks file, type-checked together with warnings as errors.
    @Test("specs/ spread over three models files compiles with its mocks", arguments: GeneratorOptions.ViewModelStyle.allCases)
    func specsSpreadOverThreeFilesCompileWithMocks(style: GeneratorOptions.ViewModelStyle) async throws {
        var diagnostics = DiagnosticCollector()
        let apis = SpecLoader.specFiles(in: PackagePaths.specs.path).compactMap { SpecLoader.load(file: $0, diagnostics: &diagnostics) }
        #expect(apis.count == SpecLoader.specFiles(in: PackagePaths.specs.path).count, "\(Array(diagnostics))")
        var options = GeneratorOptions(viewModelStyle: style)
        options.modelFiles = 3
        options.outputs = Set(GeneratorOptions.Output.allCases)
        let files = CodeGenerator(options: options).generate(apis, diagnostics: &diagnostics)
        #expect(diagnostics.map(\.description) == [])
        #expect(files.count == apis.count * 6)
        let declaring = files.filter { $0.contents.contains(": Request {\n") }.map(\.path)
        #expect(!declaring.isEmpty && declaring.allSatisfy { $0.contains("Models") }, "\(declaring)")
        #expect(files.filter { $0.path.hasSuffix("Mocks.swift") }.count == apis.count)
        let run = try await TeamViewModelFileCompileTests.typecheck(files, style: style, label: "model-files-\(style)")
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
        // With one models file the requests file declares every request type, as it always did.
        let models = try #require(files.first { $0.path == "SpreadModels.swift" }).contents
        let requests = try #require(files.first { $0.path == "SpreadRequests.swift" }).contents
        #expect(Self.modelBlocks(models).compactMap(Self.requestName) == [])
        #expect(Self.modelBlocks(requests).compactMap(Self.requestName) == ["ListItemsRequest", "GetCustomerRequest", "CreateOrderRequest"])
    }
}
