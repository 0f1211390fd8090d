import EndpointCodegen
import EndpointSpec
import Foundation
import TestSupport
import Testing

/// Review 24: a deprecated endpoint made the generated code warn, `'GetOldRequest' is deprecated`, about 100 times for
/// Spotify's document: in the mocks file (samples and routes), the `…Pages` method and the view models all name the
/// request type, which was `@available(*, deprecated)`. Now the client's methods carry the attribute (spec format
/// §4, "Deprecated endpoints"): the output, in every kind of file and view-model style, type-checks with warnings as
/// errors, and a caller of a deprecated method still gets the compiler's warning.
@Suite("Deprecated endpoints compile without warnings")
struct DeprecatedEndpointCompileTests {
    static let spec = """
        api: Dep
        base_url: https://api.example.com
        models:
          Item: {id: int, name: string}
        endpoints:
          getOld: {method: GET, path: "/old/{id}", path_params: {id: int}, deprecated: true, response: {id: int}, view_model: Old}
          listOld:
            method: GET
            path: /olds
            deprecated: true
            query: {page: int?}
            pagination: {page: page}
            response: "[Item]"
            view_model: Olds
          tagOld:
            method: GET
            path: /tags
            deprecated: true
            headers:
              If-None-Match: {param: etag, type: string?}
            response: "[string]"
          createOld: {method: POST, path: /olds, deprecated: true, body: Item, response: Item, view_model: CreateOld}
          deleteOld: {method: DELETE, path: "/olds/{id}", path_params: {id: int}, deprecated: true, response: none}
          getNew: {method: GET, path: /new, response: Item}
        """

    static let caller = """
        import EndpointRuntime

        nonisolated func useDeprecated(_ client: EndpointRuntime.APIClient) async throws {
            _ = try await client.dep.getOld(id: 1)
            _ = try await client.dep.getNew()
        }
        """

    @Test("Every output and view-model style type-checks with warnings as errors", arguments: GeneratorOptions.ViewModelStyle.allCases)
    func compiles(style: GeneratorOptions.ViewModelStyle) async throws {
        let directory = try ScratchDirectory.make("deprecated-\(style)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.spec.utf8).write(to: directory.appendingPathComponent("dep.yaml"))
        var loadDiagnostics = DiagnosticCollector()
        let apis = SpecLoader.load(paths: [directory.appendingPathComponent("dep.yaml").path], diagnostics: &loadDiagnostics)
        #expect(loadDiagnostics.map(\.description) == [])
        var diagnostics = DiagnosticCollector()
        let generator = CodeGenerator(options: GeneratorOptions(
            viewModelStyle: style, outputs: Set(GeneratorOptions.Output.allCases)))
        let files = generator.generate(apis, diagnostics: &diagnostics)
        #expect(diagnostics.map(\.description) == [])
        let requests = try #require(files.first { $0.path == "DepRequests.swift" }).contents
        // Four methods of listOld, three of the others but the conditional tagOld's two: 4 + 3 + 2 + 3 + 3.
        #expect(requests.components(separatedBy: "\n        @available(*, deprecated)\n").count - 1 == 15)
        #expect(requests.contains("/// Deprecated (`deprecated: true` in the spec): the client's methods for it are `@available(*, deprecated)`."))
        let output = directory.appendingPathComponent("Generated")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let paths = try writeGenerated(files, into: output)
        let strict = ["-default-isolation", "MainActor", "-strict-concurrency=complete", "-warnings-as-errors"]
        let toolchain = try SwiftToolchain.locate()
        // The combine style imports Combine, which Linux lacks: the stand-in module's interface (`-I`) is enough to
        // type-check against.
        let standIns = style == .combine
            ? Array(try await ViewModelBehaviourTests.buildCombineStandIn(in: directory).prefix(2)) : []
        let generated = try await toolchain.typecheck(paths, extraFlags: strict + standIns)
        #expect(generated.status == 0, "\(generated.output)")

        // The deprecation still reaches the app's code: one warning, at the deprecated call.
        let callerPath = directory.appendingPathComponent("Caller.swift").path
        try Data(Self.caller.utf8).write(to: URL(fileURLWithPath: callerPath))
        let call = try await toolchain.typecheck(paths + [callerPath], extraFlags: standIns)
        #expect(call.status == 0, "\(call.output)")
        let warnings = call.output.split(separator: "\n").filter { $0.contains(": warning: ") }
        #expect(warnings.count == 1 && warnings.first?.contains("Caller.swift:4:") == true
                && warnings.first?.contains("'getOld(id:)' is deprecated") == true, "\(call.output)")
    }
}
