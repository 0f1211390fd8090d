import EndpointImport
import EndpointSpec
import Foundation
import TestSupport
import Testing

/// Review 24: a parameter described on its schema only (Spotify's `q`, `type`, `additional_types`) lost the words;
/// its own `description` still wins.
@Suite("Import: parameter descriptions")
struct ImportParameterDescriptionTests {
    @Test("The schema's description when the parameter has none")
    func schemaDescription() throws {
        let run = try importText("""
            openapi: 3.0.3
            info: {title: Search, version: "1"}
            paths:
              /search:
                get:
                  operationId: search
                  parameters:
                    - {name: q, in: query, required: true, schema: {type: string, description: Search keywords.}}
                    - {name: limit, in: query, description: Own words., schema: {type: integer, description: Schema words.}}
                  responses: {"204": {description: none}}
            """)
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.result.diagnostics.map(\.description) == [])
        let query = try #require(run.apis.first?.endpoints.first).queryParameters
        #expect(query.map(\.description) == ["Search keywords.", "Own words."])
    }
}
