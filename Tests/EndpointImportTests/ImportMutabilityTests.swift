import EndpointImport
import Foundation
import Testing

/// Split by tag, the shared models spec has no endpoints, so the generator cannot see which of its models the tags'
/// bodies send: the importer marks them `mutable: true` (spec format §3, "Mutability"), with the models they refer
/// to, in short and long form; received models stay immutable. Unsplit, the generator decides from the bodies.
@Suite struct ImportMutabilityTests {
    static let document = """
        openapi: 3.0.3
        info: {title: Pets, version: "1"}
        paths:
          /pets:
            post:
              tags: [pets]
              operationId: createPet
              requestBody:
                content:
                  application/json:
                    schema: {$ref: '#/components/schemas/NewPet'}
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema: {$ref: '#/components/schemas/Pet'}
          /owners:
            get:
              tags: [owners]
              operationId: listOwners
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema: {type: array, items: {$ref: '#/components/schemas/Pet'}}
        components:
          schemas:
            NewPet:
              description: A pet to create.
              type: object
              required: [name]
              properties:
                name: {type: string}
                tag: {$ref: '#/components/schemas/Tag'}
            Tag:
              type: object
              required: [label]
              properties:
                label: {type: string}
            Pet:
              type: object
              required: [id, name]
              properties:
                id: {type: integer, format: int64}
                name: {type: string}
        """

    @Test func splitByTagMarksTheSentModelsMutable() throws {
        let run = try importText(Self.document, options: .init(splitByTag: true))
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.lintErrors == [])
        #expect(run.generateErrors == [])
        let models = run.spec("pets-models.yaml")
        #expect(models.contains("  NewPet:\n    description: \"A pet to create.\"\n    mutable: true\n    properties:\n"), "\(models)")
        #expect(models.contains("  Tag:\n    mutable: true\n    properties:\n"), "\(models)")
        #expect(!models.contains("  Pet:\n    mutable: true"), "\(models)")
        let swift = try #require(run.generated.first { $0.path == "PetsModelsModels.swift" }?.contents)
        #expect(swift.contains("        public var name: String\n"))
        #expect(swift.contains("        public var label: String\n"))
        #expect(swift.contains("        public let id: Int64\n"))
    }

    @Test func unsplitTheGeneratorDecides() throws {
        let run = try importText(Self.document)
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.lintErrors == [])
        #expect(!run.spec("openapi.yaml").contains("mutable:"))
        let swift = try #require(run.generated.first { $0.path.hasSuffix("Models.swift") }?.contents)
        #expect(swift.contains("        public var label: String\n"))
        #expect(swift.contains("        public let id: Int64\n"))
    }

    /// An alias a body sends, written in long form because it has a description (`Note: {type: string,
    /// description: ...}`, `Lines: {type: "[Line]", description: ...}`), is not an object model: it takes no mark,
    /// and the models it names are marked on their own. Box's document has such aliases; the split import wrapped
    /// them as `{mutable: true, properties: {type: ..., description: ...}}`, whose description lint read as a type
    /// (`unknown type 'The'`), so `--split-by tag` refused to write anything.
    @Test func aSentAliasWithADescriptionIsLeftAsItIs() throws {
        let document = """
            openapi: 3.0.3
            info: {title: Shop, version: "1"}
            paths:
              /orders:
                post:
                  operationId: createOrder
                  tags: [orders]
                  requestBody:
                    content:
                      application/json:
                        schema: {$ref: "#/components/schemas/OrderInput"}
                  responses:
                    "204": {description: ok}
              /lines:
                put:
                  operationId: putLines
                  tags: [lines]
                  requestBody:
                    content:
                      application/json:
                        schema: {$ref: "#/components/schemas/Lines"}
                  responses:
                    "204": {description: ok}
            components:
              schemas:
                Note:
                  type: string
                  description: The note the buyer writes.
                OrderInput:
                  type: object
                  properties:
                    note: {$ref: "#/components/schemas/Note"}
                Lines:
                  type: array
                  description: The lines of an order.
                  items: {$ref: "#/components/schemas/Line"}
                Line:
                  type: object
                  required: [sku]
                  properties:
                    sku: {type: string}
            """
        let run = try importText(document, options: .init(splitByTag: true))
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.lintErrors == [])
        #expect(run.generateErrors == [])
        let models = run.spec("shop-models.yaml")
        #expect(models.contains("  Note:\n    type: string\n    description: \"The note the buyer writes.\"\n"), "\(models)")
        #expect(models.contains("  Lines:\n    type: \"[Line]\"\n    description: \"The lines of an order.\"\n"), "\(models)")
        #expect(models.contains("  OrderInput:\n    mutable: true\n    properties:\n"), "\(models)")
        #expect(models.contains("  Line:\n    mutable: true\n    properties:\n"), "\(models)")
        let swift = try #require(run.generated.first { $0.path == "ShopModelsModels.swift" }?.contents)
        #expect(swift.contains("        public var sku: String\n"))
        #expect(swift.contains("        public var note: Note?\n"))
    }
}
