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
}
