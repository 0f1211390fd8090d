import EndpointCodegen
import EndpointSpec
import Foundation
import TestSupport
import Testing

/// A JSON body whose inline shape is not a plain object (an array of inline objects, an optional inline object, an
/// inline enum, a dictionary of inline objects) gets a declared `<Endpoint>Body` type. Found importing Box's
/// metadata updates, whose bodies are JSON Patch arrays (`[{op, path, value}]`).
@Suite("Inline body shapes")
struct InlineBodyShapeTests {
    @Test func everyInlineBodyShapeIsDeclaredAndCompiles() async throws {
        let yaml = """
            api: Bodies
            endpoints:
              patchItems:
                method: PATCH
                path: /items
                body: {encoding: json, type: [{op: {enum: [add, remove]}, path: string, value: json}]}
                response: none
              maybeRename:
                method: PUT
                path: /name
                body: {encoding: json, type: {type: {name: string}, optional: true}}
                response: none
              setMode:
                method: PUT
                path: /mode
                body: {encoding: json, type: {enum: [fast, slow]}}
                response: none
              setLimits:
                method: PUT
                path: /limits
                body: {encoding: json, type: [string: {max: int}]}
                response: none
            """
        var diagnostics = DiagnosticCollector()
        let api = SpecLoader.load(text: Array(yaml.utf8), path: "bodies.yaml", diagnostics: &diagnostics)
        let loaded = try #require(api, "\(diagnostics.items)")
        let files = CodeGenerator().generate([loaded], diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        let models = files.first { $0.path == "BodiesModels.swift" }?.contents ?? ""
        let requests = files.first { $0.path == "BodiesRequests.swift" }?.contents ?? ""
        for name in ["PatchItemsBody", "MaybeRenameBody", "SetLimitsBody"] {
            #expect(models.contains("public nonisolated struct \(name): Codable, Sendable, Equatable {"), "\(name)")
        }
        #expect(models.contains("public nonisolated enum SetModeBody"))
        #expect(requests.contains("public var payload: [PatchItemsBody]"))
        #expect(requests.contains("public var maybeRenameBody: MaybeRenameBody?"))
        #expect(requests.contains("public var payload: [String: SetLimitsBody]"))
        let run = try await typecheckGenerated(files, label: "bodies")
        #expect(run.status == 0, "\(run.output)")
    }
}
