import EndpointCodegen
import EndpointSpec
import Foundation
import TestSupport
import Testing

/// Issue 17, items 2 and 4 in generated code of any spec: every client method has `…WithResponse` and `…Result`
/// twins (also for a method named by a keyword), endpoints declaring `If-None-Match` return a
/// `ConditionalResponse`, and an endpoint whose rules name several error models gets an `ErrorBody` enum with one
/// case per model; the output and a caller using it type-check without warnings.
@Suite("Client method twins and error bodies compile")
struct ClientTwinCompileTests {
    static let spec = """
        api: Shop
        auth: {bearer: Authorization}
        errors: {4XX: ApiError}
        models:
          ApiError: {message: string}
          NotFound: {reason: string}
          Item: {id: int, name: string}
        endpoints:
          getItem:
            method: GET
            path: /items/{id}
            path_params: {id: int}
            headers:
              If-None-Match: {param: etag, type: string?}
            response: Item
            errors: {404: NotFound}
          default: {method: DELETE, path: "/items/{id}", path_params: {id: int}, response: none}
          ping: {method: GET, path: /ping, auth: false, response: text}
          search: {method: GET, path: /search, auth: {query: api_key}, timeout: 5, deadline: 20, response: "[Item]"}
          legacy: {method: GET, path: /legacy, auth: {scheme: token}, response: none}
          basic: {method: GET, path: /basic, auth: {basic: Authorization}, response: none}
          upload: {method: PUT, path: /files, server: files, body: {encoding: binary}, response: none}
        servers:
          files: https://files.example.com/v1
        """

    static let caller = """
        import EndpointRuntime
        import Foundation

        nonisolated func useShop(_ client: EndpointRuntime.APIClient) async throws -> [String] {
            var lines: [String] = []
            let answer: EndpointRuntime.ConditionalResponse<Shop.Item> = try await client.shop.getItem(id: 1, etag: "\\"v1\\"")
            lines.append(answer.isNotModified ? "not modified" : answer.value?.name ?? "")
            let result: EndpointRuntime.APIResult<EndpointRuntime.ConditionalResponse<Shop.Item>, Shop.GetItemRequest.ErrorBody> = await client.shop.getItemResult(id: 1)
            if case .clientError(let body?, _) = result {
                switch body {
                case .notFound(let model): lines.append(model.reason)
                case .apiError(let model): lines.append(model.message)
                }
            }
            let deleted: EndpointRuntime.APIResponse<EndpointRuntime.NoContent> = try await client.shop.defaultWithResponse(id: 1)
            lines.append(String(deleted.status))
            try await client.shop.`default`(id: 1)
            let ping: EndpointRuntime.APIResult<String, Shop.PingRequest.ErrorBody> = await client.shop.pingResult()
            let model: Shop.ApiError? = ping.errorBody
            lines.append(model?.message ?? "")
            lines.append(Shop.SearchRequest().authPlacement == .query("api_key") ? "query" : "")
            lines.append(Shop.UploadRequest(data: Data()).server?.name ?? "")
            return lines
        }
        """

    @Test func twinsConditionalAndErrorBodyEnumCompile() async throws {
        let directory = try ScratchDirectory.make("twins")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(Self.spec.utf8).write(to: directory.appendingPathComponent("shop.yaml"))
        var loadDiagnostics = DiagnosticCollector()
        let apis = SpecLoader.load(paths: [directory.path], diagnostics: &loadDiagnostics)
        #expect(loadDiagnostics.map(\.description) == [])
        var diagnostics = DiagnosticCollector()
        let files = CodeGenerator().generate(apis, diagnostics: &diagnostics)
        #expect(diagnostics.map(\.description) == [])
        let paths = try writeGenerated(files, into: directory)
        let requests = try #require(files.first { $0.path == "ShopRequests.swift" }?.contents)
        #expect(requests.contains("case notFound(Shop.NotFound)"))
        #expect(requests.contains("case apiError(Shop.ApiError)"))
        #expect(requests.contains("public typealias ErrorBody = Shop.ApiError"))
        #expect(requests.contains("async throws -> EndpointRuntime.ConditionalResponse<Item>"))
        #expect(requests.contains("func defaultWithResponse(id: Int) async throws -> EndpointRuntime.APIResponse<EndpointRuntime.NoContent>"))
        #expect(!requests.contains("getItemWithResponse"))
        #expect(requests.contains(#"public var authPlacement: EndpointRuntime.AuthPlacement? { .query("api_key") }"#))
        #expect(requests.contains(#"public var authPlacement: EndpointRuntime.AuthPlacement? { .scheme("token", header: "Authorization") }"#))
        #expect(requests.contains(#"public var authPlacement: EndpointRuntime.AuthPlacement? { .basic("Authorization") }"#))
        #expect(requests.contains("public var timeout: TimeInterval? { 5.0 }"))
        #expect(requests.contains("public var deadline: TimeInterval? { 20.0 }"))
        #expect(requests.contains(#"public var server: EndpointRuntime.APIServer? { EndpointRuntime.APIServer("files", defaultURL: "https://files.example.com/v1") }"#))
        let callerPath = directory.appendingPathComponent("Caller.swift").path
        try Data(Self.caller.utf8).write(to: URL(fileURLWithPath: callerPath))
        let run = try await SwiftToolchain.locate().typecheck(paths + [callerPath], extraFlags: [
            "-default-isolation", "MainActor", "-strict-concurrency=complete", "-warnings-as-errors",
        ])
        #expect(run.status == 0, "\(run.output)")
    }
}
