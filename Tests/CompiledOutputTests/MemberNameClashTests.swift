import EndpointCodegen
import EndpointSpec
import Foundation
import TestSupport
import Testing

/// Spec-derived names against the names the generated code declares itself: a view-model parameter named like a
/// member its body calls (`pages`, `apply`, `send`, …) must not hide it, and an enum value named like a generated
/// static member (`sample`, from the mocks) must not redeclare it. Each spec is generated with every output (mocks
/// too) in every view model style and type-checked with warnings as errors (combine against the stand-in Combine).
@Suite("Member name clashes")
struct MemberNameClashTests {
    /// The templates a view model or client method body is rendered from.
    static let bodyTemplates = [
        "viewmodel", "pagedviewmodel", "actionviewmodel", "published-property", "observation", "closure", "combine",
        "requests.swift", "mocks.swift",
    ]

    /// Every member or local the generated view models, client and previews declare, read from the templates
    /// (`func name`, `var name`, `let name`, `[name] in`, and a published property's `{{$propertyName}}name`), so a
    /// member added later is tested too.
    static func generatedMemberNames() throws -> [String] {
        var names: Set<String> = []
        let pattern = try Regex(#"(?:\bfunc|\bvar|\blet|\[|\{\{\$propertyName\}\})\s*([a-z][A-Za-z0-9]*)"#)
        for template in bodyTemplates {
            let url = PackagePaths.root.appendingPathComponent("Templates/\(template).mustache")
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in text.matches(of: pattern) {
                if let name = match.output[1].substring { names.insert(String(name)) }
            }
        }
        return names.sorted()
    }

    /// One API whose endpoints take every generated member name as a parameter, in each position a parameter can
    /// hold: path and query parameters and headers of a load, a paged and an action view model, and the request
    /// body fields of an action view model.
    static func clashSpec(_ names: [String]) -> String {
        let path = names.map { "{\($0)}" }.joined(separator: "/")
        let pathParams = names.map { "\($0): string" }.joined(separator: ", ")
        let query = names.map { "\($0): string?" }.joined(separator: ", ")
        let headers = names.enumerated().map { "X-H\($0.offset): {param: \($0.element), type: string?}" }.joined(separator: ", ")
        let body = names.map { "\($0): string" }.joined(separator: ", ")
        var endpoints: [String] = []
        for (position, parameters) in [
            ("Path", "path: \"/p/\(path)\", path_params: {\(pathParams)}"),
            ("Query", "path: /q, query: {\(query)}"),
            ("Header", "path: /h, headers: {\(headers)}"),
        ] {
            let pagedParameters = parameters.contains("query:")
                ? parameters.replacingOccurrences(of: "query: {", with: "query: {page: int?, ")
                : parameters + ", query: {page: int?}"
            endpoints.append("  load\(position): {method: GET, \(parameters), response: Item, view_model: Load\(position)}")
            endpoints.append("  list\(position): {method: GET, \(pagedParameters), response: \"[Item]\", "
                + "pagination: {page: page}, view_model: List\(position)}")
            endpoints.append("  send\(position): {method: POST, \(parameters), response: Item, view_model: Send\(position)}")
        }
        endpoints.append("  sendBody: {method: POST, path: /b, body: {\(body)}, response: Item, view_model: SendBody}")
        return "api: Clash\nmodels:\n  Item: {id: int, name: string}\nendpoints:\n" + endpoints.joined(separator: "\n") + "\n"
    }

    func generate(_ yaml: String, style: GeneratorOptions.ViewModelStyle) throws -> [GeneratedFile] {
        var diagnostics = DiagnosticCollector()
        let api = SpecLoader.load(text: Array(yaml.utf8), path: "clash.yaml", diagnostics: &diagnostics)
        let loaded = try #require(api, "\(Array(diagnostics))")
        #expect(!diagnostics.hasErrors, "\(Array(diagnostics))")
        let options = GeneratorOptions(viewModelStyle: style, outputs: Set(GeneratorOptions.Output.allCases))
        return CodeGenerator(options: options).generate([loaded], diagnostics: &diagnostics)
    }

    /// Type-checks `files` with warnings as errors; the combine style against the stand-in Combine module, so
    /// that its `#if canImport(Combine)` part is checked too.
    func typecheck(_ files: [GeneratedFile], style: GeneratorOptions.ViewModelStyle) async throws -> SwiftToolchain.Run {
        let directory = try ScratchDirectory.make("clash-\(style.rawValue)")
        defer { try? FileManager.default.removeItem(at: directory) }
        var flags = ["-warnings-as-errors"]
        if style == .combine {
            flags += Array(try await ViewModelBehaviourTests.buildCombineStandIn(in: directory).prefix(2))
        }
        return try await SwiftToolchain.locate().typecheck(try writeGenerated(files, into: directory), extraFlags: flags)
    }

    @Test func theNamesReadFromTheTemplatesIncludeTheMembersTheBodiesCall() throws {
        let names = try Self.generatedMemberNames()
        for member in ["pages", "apply", "send", "run", "loads", "runner", "state", "isLoadingMore", "hasMore", "client", "onChange", "observed"] {
            #expect(names.contains(member), "\(member) is not in \(names)")
        }
    }

    /// The fresh-user review's spec: `pages` and `apply` as query parameters of a paged view model, `send` of a
    /// load view model.
    static let reviewSpec = """
        api: V
        models: {Item: {id: int, name: string}}
        endpoints:
          listItems: {method: GET, path: /items, query: {page: int?, pages: string?, apply: bool?}, response: "[Item]", pagination: {page: page}, view_model: ItemList}
          getItem: {method: GET, path: "/items/{id}", path_params: {id: int}, query: {send: string?}, response: Item, view_model: ItemDetail}
        """

    @Test(arguments: GeneratorOptions.ViewModelStyle.allCases)
    func theReviewSpecCompiles(style: GeneratorOptions.ViewModelStyle) async throws {
        let files = try generate(Self.reviewSpec, style: style)
        let viewModels = files.first { $0.path.hasSuffix("ViewModels.swift") }?.contents ?? ""
        // The page parameter is the view model's to set: `load(pages:apply:)` leaves it out.
        #expect(viewModels.contains("await self.pages.refresh(ListItemsRequest(pages: pages, apply: apply)) { self.apply($0) }"))
        #expect(viewModels.contains("await self.send(GetItemRequest(id: id, send: send))"))
        let run = try await typecheck(files, style: style)
        #expect(run.status == 0, "\(run.output)")
    }

    @Test(arguments: GeneratorOptions.ViewModelStyle.allCases)
    func everyGeneratedMemberNameAsAParameterInEveryPositionCompiles(style: GeneratorOptions.ViewModelStyle) async throws {
        let files = try generate(Self.clashSpec(try Self.generatedMemberNames()), style: style)
        let run = try await typecheck(files, style: style)
        #expect(run.status == 0, "\(run.output)")
    }

    /// An enum value named like the mocks' `static var sample` (and the other members every generated enum has)
    /// gets a `Value` suffix (as `unknown` and `none` do), in a top-level enum, an inline enum property and an enum query parameter; a
    /// property or parameter named `sample` stays (an instance member beside a static one is no clash).
    static let sampleSpec = """
        api: Min
        models:
          Status: {enum: [active, sample, allCases, rawValue]}
          Holder:
            sample: string
            kind: {enum: [sample, other]}
            status: Status
        endpoints:
          g: {method: GET, path: /s, query: {sample: string?, mode: {enum: [sample, plain], default: plain}}, response: Status, view_model: StatusView}
          h: {method: GET, path: /h, response: Holder}
        """

    @Test(arguments: GeneratorOptions.ViewModelStyle.allCases)
    func enumValuesNamedLikeGeneratedStaticMembersAreRenamed(style: GeneratorOptions.ViewModelStyle) async throws {
        let files = try generate(Self.sampleSpec, style: style)
        let models = files.first { $0.path.hasSuffix("Models.swift") }?.contents ?? ""
        #expect(models.contains("    case sampleValue\n"))
        #expect(!models.contains("    case sample\n"))
        let mocks = files.first { $0.path.hasSuffix("Mocks.swift") }?.contents ?? ""
        #expect(mocks.contains("static var sample: Self"))
        let run = try await typecheck(files, style: style)
        #expect(run.status == 0, "\(run.output)")
    }

    @Test func theReviewEnumSpecCompilesWithMocks() async throws {
        let yaml = "api: Min\nmodels: {Status: {enum: [active, sample]}}\nendpoints: {g: {method: GET, path: /s, response: Status}}\n"
        let run = try await typecheck(try generate(yaml, style: .observation), style: .observation)
        #expect(run.status == 0, "\(run.output)")
    }
}
