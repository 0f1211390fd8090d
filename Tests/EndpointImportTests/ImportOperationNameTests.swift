import EndpointImport
import EndpointSpec
import Foundation
import TestSupport
import Testing

/// Review 24: operationIds `Type`, `self` and `2fa-verify` were replaced by names from the method and path without a
/// word, while docs/import.md says nothing is changed silently. A keyword is an endpoint name like any other (the
/// generated code writes it in backticks where it must); one that does not start with a letter is replaced, with an
/// `import.renamed` warning at the operationId.
@Suite("Import: operation names")
struct ImportOperationNameTests {
    @Test("Keywords kept; a name not starting with a letter replaced with a warning")
    func operationIDs() throws {
        let run = try importText("""
            openapi: 3.0.3
            info: {title: Ops, version: "1"}
            paths:
              /things:
                get: {operationId: Type, responses: {"204": {description: none}}}
                post: {operationId: self, responses: {"204": {description: none}}}
                put: {operationId: 2fa-verify, responses: {"204": {description: none}}}
                delete: {operationId: default, responses: {"204": {description: none}}}
              /others:
                get: {operationId: "_", responses: {"204": {description: none}}}
                post: {operationId: "", responses: {"204": {description: none}}}
            """)
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.warnings.map { $0.components(separatedBy: ": warning: ").last ?? $0 } == [
            "#/paths/~1things/put/operationId: operationId '2fa-verify' does not start with a letter; the endpoint is "
                + "named 'putThings' from its method and path",
            "#/paths/~1others/get/operationId: operationId '_' spells no word; the endpoint is named 'getOthers' from "
                + "its method and path",
        ])
        #expect(run.lintDiagnostics.map(\.description) == [])
        #expect(run.generateErrors == [])
        // In the document's order: post before put (review 24: methods were written get, put, post, … always).
        #expect(run.apis.flatMap(\.endpoints).map(\.name) == ["type", "self", "putThings", "default", "getOthers", "postOthers"])
    }
}
