import EndpointImport
import Foundation
import Testing

/// docs/import.md, "Warnings": everything the spec format cannot express is a warning, never a silent change. Each
/// test is one kind a fresh-user review found changed without a word (review 11): renamed operations and schemas,
/// path parameter styles, enums of several types, conflicting `allOf` parts; and two mappings the review found
/// wrong (`readOnly`/`writeOnly` required properties, `format: decimal`).
@Suite("Import: no silent change")
struct ImportSilentChangeTests {
    private static func document(paths: String = "{}", schemas: String = "{}", title: String = "Odd") -> String {
        """
        openapi: 3.0.3
        info: {title: \(title), version: '1'}
        paths: \(paths)
        components:
          schemas: \(schemas)
        """
    }

    private func warnings(_ run: ImportRun, _ id: String) -> [String] {
        run.result.diagnostics.filter { $0.severity == .warning && $0.id.rawValue == id }.map(\.message)
    }

    /// Known open point until 2026-12-02: the first operation in document order kept a name two asked for, so
    /// `get-enums` took `getEnums` from the operation whose `operationId` is exactly `getEnums`.
    @Test("Operations that name one Swift name: the exact operationId keeps it, then a normalized one, then one from the method and path; the others are renamed with a warning naming both")
    func collidingOperationIDs() throws {
        let run = try importText(Self.document(paths: """

              /enums:
                get: {operationId: get-enums, responses: {'204': {description: none}}}
              /enums/:
                get: {operationId: getEnums, responses: {'204': {description: none}}}
              /things:
                post: {operationId: createThing, responses: {'204': {description: none}}}
                put: {operationId: createThing, responses: {'204': {description: none}}}
              /widgets:
                get: {responses: {'204': {description: none}}}
              /list:
                get: {operationId: GetWidgets, responses: {'204': {description: none}}}
            """))
        #expect(run.lintErrors.isEmpty)
        let renamed = warnings(run, "import.renamed")
        #expect(renamed.count == 3, "\(renamed)")
        // The exact spelling wins over the one that is first in the document.
        #expect(renamed.contains { $0.contains("operationId 'get-enums' is imported as 'getEnums2'") && $0.contains("/paths/~1enums~1/get") })
        // Equal claims: the first in document order keeps the name.
        #expect(renamed.contains { $0.contains("operationId 'createThing' is imported as 'createThing2'") && $0.contains("/paths/~1things/post") })
        // An operationId, even normalized, wins over a name made from the method and path.
        #expect(renamed.contains { $0.contains("GET /widgets is imported as 'getWidgets2'") && $0.contains("/paths/~1list/get") })
        let spec = run.spec("odd.yaml")
        // The endpoints stay in document order, each under the name it was given.
        let order = ["getEnums2:", "getEnums:", "createThing:", "createThing2:", "getWidgets2:", "getWidgets:"]
        let positions = order.compactMap { spec.range(of: "\n  \($0)")?.lowerBound }
        #expect(positions.count == order.count && positions == positions.sorted(), "\(spec)")
    }

    @Test("A schema whose name is taken (the API's namespace, a generated type, a reserved name) is renamed with a warning")
    func renamedSchemas() throws {
        let run = try importText(Self.document(
            paths: """

              /pets:
                get: {operationId: listPets, responses: {'204': {description: none}}}
            """,
            schemas: """

                Odd: {type: object, properties: {a: {type: string}}}
                ListPetsRequest: {type: object, properties: {b: {type: string}}}
                Type: {type: object, properties: {c: {type: string}}}
                Pet: {type: object, properties: {d: {type: string}}}
            """))
        #expect(run.lintErrors.isEmpty)
        let renamed = warnings(run, "import.renamed")
        #expect(renamed.contains { $0.contains("schema 'Odd' is imported as 'Odd2': 'Odd' is taken by the API's namespace") })
        #expect(renamed.contains {
            $0.contains("schema 'ListPetsRequest' is imported as 'ListPetsRequest2'")
                && $0.contains("a generated type of operation 'listPets'")
        })
        #expect(renamed.contains { $0.contains("schema 'Type' is imported as 'ModelType': 'Type' is a name Swift or the generated code reserves") })
        #expect(renamed.count == 3, "Pet keeps its name: \(renamed)")
    }

    @Test("Path parameters of style label or matrix are strings sent serialized, with a warning",
          arguments: [("label", ".value"), ("matrix", ";id=value")])
    func pathStyles(style: String, form: String) throws {
        let run = try importText(Self.document(paths: """

              /things/{id}:
                get:
                  operationId: getThing
                  parameters:
                    - {name: id, in: path, required: true, style: \(style), explode: true, schema: {type: array, items: {type: integer}}, example: [1, 2]}
                  responses: {'204': {description: none}}
            """))
        #expect(run.lintErrors.isEmpty)
        let structured = warnings(run, "import.structuredParameter")
        #expect(structured.contains { $0.contains("path parameter 'id' has style \(style)") && $0.contains("'\(form)'") })
        #expect(run.spec("odd.yaml").contains("path_params:\n      id:\n        type: string\n"))
        #expect(!run.spec("odd.yaml").contains("example"))
    }

    @Test("A simple path parameter (the runtime's own form) stays typed, with no warning")
    func simplePathStyle() throws {
        let run = try importText(Self.document(paths: """

              /things/{id}:
                get:
                  operationId: getThing
                  parameters: [{name: id, in: path, required: true, style: simple, schema: {type: integer, format: int64}}]
                  responses: {'204': {description: none}}
            """))
        #expect(run.spec("odd.yaml").contains("id: int64"))
        #expect(warnings(run, "import.structuredParameter").isEmpty)
    }

    @Test("Enums: strings stay enums; numbers, booleans and values of several types are warned about",
          arguments: [
              ("{enum: [1, 'one', true]}", "json", "import.unsupportedSchema", "an enum of values of several types (boolean, integer, string)"),
              ("{enum: [1, 2, 3]}", "int", "import.numberEnum", "integer enum (1, 2, 3)"),
              ("{enum: [1.5, 2]}", "double", "import.numberEnum", "number enum (1.5, 2)"),
              ("{type: boolean, enum: [true]}", "bool", "import.numberEnum", "boolean enum (true)"),
              ("{enum: [true, false]}", "bool", "import.numberEnum", "boolean enum (true, false)"),
              ("{enum: [a, 'b', null]}", "enum", nil, nil),
              ("{type: string, enum: ['1', '2']}", "enum", nil, nil),
          ] as [(String, String, String?, String?)])
    func enums(schema: String, imported: String, id: String?, message: String?) throws {
        let run = try importText(Self.document(schemas: "\n    Box: {type: object, required: [v], properties: {v: \(schema)}}"))
        #expect(run.lintErrors.isEmpty)
        let spec = run.spec("odd.yaml")
        if imported == "enum" {
            #expect(spec.contains("enum:"), "\(spec)")
        } else {
            #expect(spec.contains("v: \(imported)"), "\(spec)")
        }
        if let id, let message {
            #expect(warnings(run, id).contains { $0.contains(message) }, "\(run.result.diagnostics)")
        } else {
            #expect(run.result.diagnostics.isEmpty, "\(run.result.diagnostics)")
        }
    }

    @Test("allOf parts that type one property differently: the later definition, with a warning naming both types")
    func allOfConflict() throws {
        let run = try importText(Self.document(schemas: """

                Base: {type: object, required: [id], properties: {id: {type: string}, name: {type: string}}}
                Dog:
                  allOf:
                    - $ref: '#/components/schemas/Base'
                    - {type: object, properties: {id: {type: integer}, bark: {type: boolean}}}
                Cat:
                  allOf:
                    - $ref: '#/components/schemas/Base'
                    - {type: object, properties: {name: {type: string}}}
            """))
        #expect(run.lintErrors.isEmpty)
        let conflicts = warnings(run, "import.allOfConflict")
        #expect(conflicts == ["#/components/schemas/Dog/allOf/1/properties/id: allOf parts define property 'id' as string and as int; the later definition is imported"])
        let spec = run.spec("odd.yaml")
        #expect(spec.contains("Cat:"))
    }

    @Test("A required readOnly or writeOnly property is optional: one direction never carries it (OpenAPI 3, Schema Object)")
    func oneWayProperties() throws {
        let run = try importText(Self.document(schemas: """

                Thing:
                  type: object
                  required: [id, secret, name]
                  properties:
                    id: {type: integer, readOnly: true}
                    secret: {type: string, writeOnly: true}
                    name: {type: string}
                Child:
                  allOf:
                    - $ref: '#/components/schemas/Thing'
                    - {type: object, required: [id, age], properties: {age: {type: integer}}}
            """))
        #expect(run.lintErrors.isEmpty)
        let spec = run.spec("odd.yaml")
        #expect(spec.contains("id: \"int?\"") && spec.contains("secret: \"string?\"") && spec.contains("name: string\n"), "\(spec)")
        let child = try #require(spec.range(of: "Child:")).upperBound
        let childText = String(spec[child...])
        #expect(childText.contains("id: \"int?\"") && childText.contains("age: int"), "\(childText)")
    }

    @Test("format: decimal on a number is the spec's decimal (exact), not double")
    func decimalFormat() throws {
        let run = try importText(Self.document(schemas: """

                Price: {type: object, required: [amount, label], properties: {amount: {type: number, format: decimal}, label: {type: string, format: decimal}}}
            """))
        #expect(run.lintErrors.isEmpty)
        let spec = run.spec("odd.yaml")
        #expect(spec.contains("amount: decimal") && spec.contains("label: string"), "\(spec)")
    }
}
