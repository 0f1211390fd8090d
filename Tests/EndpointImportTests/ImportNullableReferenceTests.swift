import EndpointImport
import EndpointSpec
import Foundation
import PayloadCheck
import TestSupport
import Testing

/// Review 24: a `$ref` to a named schema that admits null lost the null: `cat: {$ref: MaybeCat}` with
/// `MaybeCat: {oneOf: [Cat, {type: "null"}]}` was imported as a required `MaybeCat`, and `{"cat": null}` did not
/// decode; an operation answering `MaybeCat` could not answer `null`. The spec format has no nullable alias, so the
/// null goes to every use: a property is `nullable: true`, a response optional (`"MaybeCat?"`).
@Suite("Import: references to schemas that admit null")
struct ImportNullableReferenceTests {
    static let document31 = """
        openapi: 3.1.0
        info: {title: Nulls, version: "1"}
        components:
          schemas:
            Cat: {type: object, required: [name], properties: {name: {type: string}}}
            MaybeCat: {oneOf: [{$ref: "#/components/schemas/Cat"}, {type: "null"}]}
            AnyCat: {anyOf: [{$ref: "#/components/schemas/Cat"}, {enum: [null]}]}
            MaybeColor: {type: [string, "null"], enum: [red, green, null]}
            MaybeCount: {type: [integer, "null"]}
            Holder:
              type: object
              required: [cat, any, color, count, plain]
              properties:
                cat: {$ref: "#/components/schemas/MaybeCat"}
                any: {$ref: "#/components/schemas/AnyCat"}
                color: {$ref: "#/components/schemas/MaybeColor"}
                count: {$ref: "#/components/schemas/MaybeCount"}
                plain: {$ref: "#/components/schemas/Cat"}
                list: {type: array, items: {$ref: "#/components/schemas/MaybeCount"}}
        paths:
          /holder:
            get:
              operationId: getHolder
              responses:
                "200": {description: ok, content: {application/json: {schema: {$ref: "#/components/schemas/Holder"}}}}
          /cat:
            get:
              operationId: getCat
              responses:
                "200": {description: ok, content: {application/json: {schema: {$ref: "#/components/schemas/MaybeCat"}}}}
          /inline:
            get:
              operationId: getInline
              responses:
                "200":
                  description: ok
                  content: {application/json: {schema: {oneOf: [{$ref: "#/components/schemas/Cat"}, {type: "null"}]}}}
        """

    static let document30 = """
        openapi: 3.0.3
        info: {title: Nulls30, version: "1"}
        components:
          schemas:
            Cat: {type: object, required: [name], properties: {name: {type: string}}, nullable: true}
            MaybeText: {type: string, nullable: true}
            Chain: {$ref: "#/components/schemas/MaybeText"}
            Holder:
              type: object
              required: [cat, text, cats, texts, chain]
              properties:
                cat: {$ref: "#/components/schemas/Cat"}
                text: {$ref: "#/components/schemas/MaybeText"}
                cats: {type: array, items: {$ref: "#/components/schemas/Cat"}}
                texts: {type: object, additionalProperties: {$ref: "#/components/schemas/MaybeText"}}
                chain: {$ref: "#/components/schemas/Chain"}
        paths:
          /holder:
            get:
              operationId: getHolder
              responses:
                "200": {description: ok, content: {application/json: {schema: {$ref: "#/components/schemas/Holder"}}}}
          /chain:
            get:
              operationId: getChain
              responses:
                "200": {description: ok, content: {application/json: {schema: {$ref: "#/components/schemas/Chain"}}}}
        """

    static func fits(_ json: String, _ endpoint: String, in run: ImportRun) throws -> [String] {
        let api = try #require(run.apis.first)
        var diagnostics = DiagnosticCollector()
        PayloadChecker.check(json: Array(json.utf8), path: "payload.json", endpoint: endpoint, side: .response, in: api,
                             diagnostics: &diagnostics)
        return diagnostics.map(\.description)
    }

    @Test("OpenAPI 3.1: oneOf and anyOf with null, a type list with null; properties nullable, the response optional")
    func openAPI31() throws {
        let run = try importText(Self.document31)
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.result.diagnostics.map(\.description) == [])
        #expect(run.lintDiagnostics.map(\.description) == [])
        #expect(run.generateErrors == [])
        let spec = run.spec("nulls.yaml")
        for name in ["cat", "any", "color", "count"] {
            #expect(spec.contains("      \(name):\n        type: "), "\(name): \(spec)")
        }
        #expect(spec.contains("        nullable: true\n      plain: Cat\n"), "\(spec)")
        #expect(spec.contains("    response: \"MaybeCat?\"\n"), "\(spec)")
        #expect(spec.contains("    response: \"Cat?\"\n"), "\(spec)")
        #expect(spec.contains(#"      list: "[MaybeCount?]?""#), "\(spec)")
        #expect(try Self.fits(#"{"cat": null, "any": null, "color": null, "count": null, "plain": {"name": "a"}}"#, "getHolder", in: run) == [])
        #expect(try Self.fits("null", "getCat", in: run) == [])
        #expect(try Self.fits(#"{"name": "Tom"}"#, "getCat", in: run) == [])
        // A model that does not admit null still refuses it.
        #expect(try Self.fits(#"{"cat": null, "any": null, "color": null, "count": null, "plain": null}"#, "getHolder", in: run).count == 1)
    }

    @Test("OpenAPI 3.0: nullable: true on the referenced schema")
    func openAPI30() throws {
        let run = try importText(Self.document30)
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.result.diagnostics.map(\.description) == [])
        #expect(run.lintDiagnostics.map(\.description) == [])
        #expect(try Self.fits(#"{"cat": null, "text": null, "cats": [null, {"name": "a"}], "texts": {"a": null}, "chain": null}"#,
                              "getHolder", in: run) == [])
        // Review 25: array items, map values and an alias of an alias kept their null too.
        let spec = run.spec("nulls30.yaml")
        #expect(spec.contains(#"      cats: "[Cat?]""#) && spec.contains(#"      texts: "[string: MaybeText?]""#)
                && spec.contains("    response: \"Chain?\"\n"), "\(spec)")
        #expect(try Self.fits("null", "getChain", in: run) == [])
    }
}
