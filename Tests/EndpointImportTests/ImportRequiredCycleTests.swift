import EndpointImport
import Foundation
import TestSupport
import Testing

/// Schemas whose required properties refer to each other in a cycle (`Node.next → Node`, `A.b → B.a → A`) import
/// with the closing property made optional and a warning naming its JSON pointer, so the result lints clean
/// (issue 19: "the result always lints clean"; the cycle rule is spec format §3, "Cycles").
@Suite struct ImportRequiredCycleTests {
    static let document = """
        openapi: 3.0.3
        info: {title: My API, version: "1"}
        paths:
          /nodes:
            get:
              operationId: getNode
              responses:
                "200":
                  description: ok
                  content:
                    application/json:
                      schema: {$ref: "#/components/schemas/Node"}
        components:
          schemas:
            Node:
              type: object
              required: [next, name]
              properties:
                next: {$ref: "#/components/schemas/Node"}
                name: {type: string}
            A:
              type: object
              required: [b]
              properties:
                b: {$ref: "#/components/schemas/B"}
            B:
              type: object
              required: [a, label]
              properties:
                a: {$ref: "#/components/schemas/A"}
                label: {type: string}
            Chain:
              type: object
              required: [node]
              properties:
                node: {$ref: "#/components/schemas/Node"}

        """

    @Test func theClosingPropertyOfEachCycleBecomesOptionalWithAWarning() throws {
        let directory = try ScratchDirectory.make("import-cycle")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try write(Self.document, to: "api.yaml", in: directory)
        let run = try importAndGenerate(path)
        #expect(run.lintErrors.isEmpty, "\(run.lintErrors)")
        #expect(run.generateErrors.isEmpty, "\(run.generateErrors)")
        #expect(run.warnings == [
            "\(path):19:15: warning: #/components/schemas/Node/properties/next: required properties form a cycle (Node → Node) that no value can satisfy; 'next' imported as optional",
            "\(path):30:12: warning: #/components/schemas/B/properties/a: required properties form a cycle (A → B → A) that no value can satisfy; 'a' imported as optional",
        ])
        let spec = run.spec("my-api.yaml")
        #expect(spec.contains("  Node:\n    properties:\n      next: \"Node?\"\n      name: string\n"))
        #expect(spec.contains("  A:\n    properties:\n      b: B\n"))
        #expect(spec.contains("  B:\n    properties:\n      a: \"A?\"\n      label: string\n"))
        // A required link into a cycle that is not part of it stays required.
        #expect(spec.contains("  Chain:\n    properties:\n      node: Node\n"))
    }
}

/// An API name the spec format refuses as a namespace, given with `--api` or taken from the title, gets an `API`
/// suffix, so the written spec lints clean.
@Suite struct ImportReservedAPINameTests {
    @Test(arguments: ["Foundation", "Swift", "EndpointRuntime"])
    func aReservedNameGetsAnAPISuffix(_ name: String) throws {
        let directory = try ScratchDirectory.make("import-api-name")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try write(ImportRequiredCycleTests.document, to: "api.yaml", in: directory)
        let run = try importAndGenerate(path, options: .init(apiName: name))
        #expect(run.lintErrors.isEmpty, "\(run.lintErrors)")
        #expect(run.result.files.first?.text.contains("\napi: \(name)API\n") == true)
    }
}
