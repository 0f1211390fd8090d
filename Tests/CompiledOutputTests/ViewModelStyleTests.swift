import EndpointCodegen
import EndpointSpec
import Foundation
import TestSupport
import Testing

/// Every view model style compiles: `observation` is compiled everywhere else; `closure` here, and `combine` is
/// checked to be fenced by `#if canImport(Combine)` so it compiles (to nothing) where Combine is missing.
@Suite("View model styles")
struct ViewModelStyleTests {
    static let spec = """
        api: Styles
        models:
          Item: {id: int, name: string?}
        endpoints:
          listItems:
            method: GET
            path: /items/{group}
            query: {page: int?, state: {enum: [open, closed], default: open}}
            response: "[Item]"
            view_model: ItemList
          getItem:
            method: GET
            path: /item/{id}
            path_params: {id: int}
            headers:
              If-None-Match: {param: etag, type: string?}
              If-Modified-Since: {param: since, type: date?}
            response: Item
            view_model: ItemDetail
          getLatest:
            method: GET
            path: /latest
            headers: {If-None-Match: {param: etag, type: string}}
            response: Item
            view_model: Latest
        """

    func generate(_ style: GeneratorOptions.ViewModelStyle, templates: TemplateSet = .defaults) throws -> URL {
        var diagnostics = DiagnosticCollector()
        let api = SpecLoader.load(text: Array(Self.spec.utf8), path: "styles.yaml", diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        let loaded = try #require(api)
        let files = CodeGenerator(options: GeneratorOptions(viewModelStyle: style), templates: templates)
            .generate([loaded], diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        let directory = try ScratchDirectory.make("styles-\(style.rawValue)")
        for file in files {
            try Data(file.contents.utf8).write(to: directory.appendingPathComponent(file.path))
        }
        return directory
    }

    @Test func closureStyleViewModelsCompileWithoutWarnings() async throws {
        let directory = try generate(.closure)
        defer { try? FileManager.default.removeItem(at: directory) }
        let viewModels = try String(contentsOf: directory.appendingPathComponent("StylesViewModels.swift"), encoding: .utf8)
        #expect(viewModels.contains("        public var onChange: ((EndpointRuntime.LoadState<[Item]>) -> Void)?\n"))
        #expect(viewModels.contains("var state: EndpointRuntime.LoadState<[Item]> = .idle {\n            didSet { onChange?(state) }\n        }\n"))
        #expect(!viewModels.contains("@Observable"))
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().map { directory.appendingPathComponent($0).path }
        let run = try await SwiftToolchain.locate().typecheck(files, extraFlags: ["-warnings-as-errors"])
        #expect(run.status == 0, "\(run.output)")
    }

    /// Review 31 made the load view models of conditional endpoints send with `sendConditional` and identify their
    /// value by a copy of the request without its optional conditions (`getItem`), or by the request itself when the
    /// condition is required (`getLatest`); that code is compiled in each style that compiles here.
    @Test("Conditional endpoints' view models compile in the observation and closure styles", arguments: [
        GeneratorOptions.ViewModelStyle.observation, .closure,
    ])
    func conditionalViewModelsCompile(style: GeneratorOptions.ViewModelStyle) async throws {
        let directory = try generate(style)
        defer { try? FileManager.default.removeItem(at: directory) }
        let viewModels = try String(contentsOf: directory.appendingPathComponent("StylesViewModels.swift"), encoding: .utf8)
        #expect(viewModels.contains("            identity.etag = nil\n            identity.since = nil\n"))
        #expect(viewModels.contains("for: request, identifiedBy: request\n"))
        #expect(viewModels.components(separatedBy: "client.sendConditional(request)").count == 3)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().map { directory.appendingPathComponent($0).path }
        let run = try await SwiftToolchain.locate().typecheck(files, extraFlags: [
            "-warnings-as-errors", "-default-isolation", "MainActor", "-strict-concurrency=complete",
            "-enable-upcoming-feature", "InferIsolatedConformances",
        ])
        #expect(run.status == 0, "\(run.output)")
    }

    /// An `observation` override written when the style used the `@Observable` macro (docs/templates.md, "Overrides
    /// written for earlier versions") still compiles with the built-in view model templates: it fills no `storage`,
    /// so the properties are stored and the macro observes them.
    @Test func anObservationOverrideWithTheMacroStillCompiles() async throws {
        let templates = try ScratchDirectory.make("styles-macro-templates")
        defer { try? FileManager.default.removeItem(at: templates) }
        try Data(LegacyTemplates.macroObservation.utf8).write(to: templates.appendingPathComponent("observation.mustache"))
        let directory = try generate(.observation, templates: TemplateSet.overriding(from: templates.path))
        defer { try? FileManager.default.removeItem(at: directory) }
        let viewModels = try String(contentsOf: directory.appendingPathComponent("StylesViewModels.swift"), encoding: .utf8)
        #expect(viewModels.contains("    @Observable\n    @MainActor\n    public final class ItemListViewModel {\n"), "\(viewModels)")
        #expect(viewModels.contains("        @ObservationIgnored public let client: EndpointRuntime.APIClient\n"))
        #expect(!viewModels.contains("observed"))
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().map { directory.appendingPathComponent($0).path }
        let run = try await SwiftToolchain.locate().typecheck(files, extraFlags: ["-warnings-as-errors"])
        #expect(run.status == 0, "\(run.output)")
    }

    @Test func combineStyleIsFencedSoItCompilesWhereCombineIsMissing() async throws {
        let directory = try generate(.combine)
        defer { try? FileManager.default.removeItem(at: directory) }
        let viewModels = try String(contentsOf: directory.appendingPathComponent("StylesViewModels.swift"), encoding: .utf8)
        #expect(viewModels.contains("#if canImport(Combine)\npublic import Combine\n"))
        #expect(viewModels.contains("        @Published public private(set) var state: EndpointRuntime.LoadState<[Item]> = .idle\n"))
        #expect(viewModels.hasSuffix("#endif\n"))
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().map { directory.appendingPathComponent($0).path }
        let run = try await SwiftToolchain.locate().typecheck(files, extraFlags: ["-warnings-as-errors"])
        #expect(run.status == 0, "\(run.output)")
    }

    @Test func parametersNamedClientDoNotShadowTheClientInGeneratedMethods() async throws {
        let yaml = """
            api: Shadow
            endpoints:
              createThing:
                method: POST
                path: /things
                query: {client: string?}
                body: {client_id: string, client: string}
                response: none
            """
        var diagnostics = DiagnosticCollector()
        let api = EndpointSpec.SpecLoader.load(text: Array(yaml.utf8), path: "shadow.yaml", diagnostics: &diagnostics)
        let loaded = try #require(api, "\(Array(diagnostics))")
        let files = CodeGenerator().generate([loaded], diagnostics: &diagnostics)
        let directory = try ScratchDirectory.make("shadow")
        defer { try? FileManager.default.removeItem(at: directory) }
        let paths = try writeGenerated(files, into: directory)
        let requests = files.first { $0.path == "ShadowRequests.swift" }?.contents ?? ""
        #expect(requests.contains("try await self.client.send(CreateThingRequest("))
        let run = try await SwiftToolchain.locate().typecheck(paths, extraFlags: ["-warnings-as-errors"])
        #expect(run.status == 0, "\(run.output)")
    }
}
