import EndpointImport
import EndpointSpec
import Foundation
import TestSupport
import Testing

/// `generator import` carries OpenAPI examples into the spec's `example:` keys (docs/import.md, "Examples"), in every
/// position the spec format has one, and leaves out, with an `import.exampleLeftOut` warning, each one that would not
/// lint against its imported type, so the specs written still lint clean.
@Suite("OpenAPI examples become spec examples")
struct ImportExampleTests {
    static let document = """
        openapi: 3.0.3
        info: {title: Pets, version: "1"}
        paths:
          /pets/{id}:
            parameters:
              - {name: id, in: path, required: true, schema: {type: integer, format: int64}, example: 7}
            get:
              operationId: getPet
              parameters:
                - name: fields
                  in: query
                  schema: {type: array, items: {type: string}}
                  explode: false
                  example: [name, kind]
                - name: verbose
                  in: query
                  schema: {type: boolean}
                  examples:
                    first: {$ref: '#/components/examples/Truthy'}
                    second: {value: false}
                - {name: tag, in: query, schema: {type: string, example: calm}}
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema: {$ref: '#/components/schemas/Pet'}
                      examples:
                        rex: {$ref: '#/components/examples/Rex'}
                '404':
                  description: missing
                  content:
                    application/json:
                      schema: {$ref: '#/components/schemas/Problem'}
                      example: {message: no pet 7}
          /pets:
            post:
              operationId: createPet
              requestBody:
                required: true
                content:
                  application/json:
                    schema: {$ref: '#/components/schemas/NewPet'}
                    example: {name: Mimi}
              responses:
                '201':
                  description: created
                  content:
                    application/json:
                      schema: {$ref: '#/components/schemas/Pet'}
                      example: {id: 8, name: Mimi, kind: cat, weight: 4.5, chipped: true, owner: null}
          /pets/{id}/photo:
            post:
              operationId: uploadPhoto
              parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
              requestBody:
                content:
                  multipart/form-data:
                    schema:
                      type: object
                      properties:
                        caption: {type: string, example: On the sofa}
                        file: {type: string, format: binary}
              responses:
                '204': {description: done}
        components:
          examples:
            Rex: {value: {id: 7, name: Rex, kind: dog}}
            Truthy: {value: true}
          schemas:
            Kind: {type: string, enum: [cat, dog], example: dog}
            Age: {type: integer, example: 3}
            Pet:
              type: object
              required: [id, name]
              example: {id: 7, name: Rex}
              properties:
                id: {type: integer, format: int64, example: 7}
                name: {type: string, example: "007"}
                kind: {$ref: '#/components/schemas/Kind'}
                weight: {type: number}
                chipped: {type: boolean}
                owner: {type: string, nullable: true}
            NewPet: {type: object, required: [name], properties: {name: {type: string}}}
            Problem: {type: object, required: [message], properties: {message: {type: string}}}
        """

    private func json(_ example: ExampleDefinition?) -> String? { example?.jsonText }

    @Test("Schema, property, parameter, media-type and error examples land in their spec positions and lint clean")
    func everyPositionIsCarried() throws {
        let run = try importText(Self.document)
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.lintErrors == [])
        #expect(run.warnings.filter { $0.contains("example") } == [])
        let api = try #require(run.apis.first)
        func model(_ name: String) -> ModelDefinition? { api.models.first { $0.name == name } }
        #expect(json(model("Pet")?.example) == #"{"id":7,"name":"Rex"}"#)
        #expect(json(model("Kind")?.example) == #""dog""#)
        #expect(json(model("Age")?.example) == "3")
        guard case .object(let pet)? = model("Pet")?.shape else {
            Issue.record("Pet is not an object")
            return
        }
        #expect(pet.properties.map { json($0.example) } == ["7", #""007""#, nil, nil, nil, nil])

        func endpoint(_ name: String) -> EndpointDefinition? { api.endpoints.first { $0.name == name } }
        let getPet = try #require(endpoint("getPet"))
        #expect(getPet.pathParameters.map { json($0.example) } == ["7"])
        // The delimited array is imported as a string: its example is the items joined as they are sent.
        #expect(getPet.queryParameters.map { json($0.example) } == [#""name,kind""#, "true", #""calm""#])
        #expect(json(getPet.responseExample) == #"{"id":7,"name":"Rex","kind":"dog"}"#)
        #expect(getPet.errorExamples.mapValues { $0.jsonText } == [404: #"{"message":"no pet 7"}"#])
        let createPet = try #require(endpoint("createPet"))
        #expect(json(createPet.bodyExample) == #"{"name":"Mimi"}"#)
        #expect(json(createPet.responseExample)
            == #"{"id":8,"name":"Mimi","kind":"cat","weight":4.5,"chipped":true,"owner":null}"#)
        let upload = try #require(endpoint("uploadPhoto"))
        guard case .multipart(let fields)? = upload.body?.content else {
            Issue.record("uploadPhoto has no multipart body")
            return
        }
        #expect(fields.map { json($0.example) } == [#""On the sofa""#, nil])
        // The written text: a string that would read as a number stays quoted.
        #expect(run.spec("pets.yaml").contains("example: \"007\""))
    }

    static let misfits = """
        openapi: 3.0.3
        info: {title: Bad, version: "1"}
        paths:
          /items/{id}:
            get:
              operationId: getItem
              parameters:
                - {name: id, in: path, required: true, schema: {type: integer}, example: seven}
              requestBody:
                content:
                  text/plain:
                    example: hello
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema: {$ref: '#/components/schemas/Item'}
                      example: {id: 1}
                '409':
                  description: conflict
                  content:
                    application/json:
                      example: {message: busy}
        components:
          schemas:
            Item:
              type: object
              required: [id, name]
              example: {id: 1, name: 2}
              properties:
                id: {type: integer, example: "1"}
                name: {type: string, example: ok}
        """

    @Test("An example that does not fit its imported type is left out with a warning at the OpenAPI example")
    func misfitsAreLeftOutWithAWarning() throws {
        let run = try importText(Self.misfits)
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.lintErrors == [])
        let leftOut = run.result.diagnostics.filter { $0.id == .importExampleLeftOut }
        #expect(leftOut.allSatisfy { $0.severity == .warning })
        #expect(leftOut.map { $0.message }.sorted() == [
            "#/components/schemas/Item/example: the example does not fit the imported type of the model 'Item'; left out",
            "#/components/schemas/Item/properties/id/example: the example does not fit the imported type of the property 'Item.id'; left out",
            "#/paths/~1items~1{id}/get/parameters/0/example: the example does not fit the imported type of the parameter 'id' of 'getItem'; left out",
            "#/paths/~1items~1{id}/get/responses/200/content/application~1json/example: the example does not fit the imported type of the response of 'getItem'; left out",
            // A 409 without a schema has no error rule, so no model to check its example against.
            "#/paths/~1items~1{id}/get/responses/409/content/application~1json/example: the example does not fit the imported type of the 409 response of 'getItem'; left out",
        ])
        // Each warning is located at the example in the document.
        #expect(leftOut.allSatisfy { $0.location?.file.hasSuffix("openapi.yaml") == true && ($0.location?.line ?? 0) > 1 })
        let api = try #require(run.apis.first)
        // What fits stays: the property 'name' keeps its example. The text body's example has no place in the spec
        // (a body example needs a JSON body) and is not carried.
        guard case .object(let item)? = api.models.first?.shape else {
            Issue.record("Item is not an object")
            return
        }
        #expect(item.properties.map { json($0.example) } == [nil, #""ok""#])
        #expect(api.models.first?.example == nil)
        #expect(api.endpoints.first?.responseExample == nil)
        #expect(api.endpoints.first?.errorExamples.isEmpty == true)
        #expect(!run.spec("bad.yaml").contains("seven"))
    }

    @Test("Split by tag: the models spec and each tag's spec keep their examples and lint clean")
    func splitByTagKeepsExamples() throws {
        let run = try importText(Self.document, options: .init(splitByTag: true))
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.lintErrors == [])
        #expect(run.result.files.map(\.name) == ["pets-models.yaml", "pets-untagged.yaml"])
        #expect(run.spec("pets-models.yaml").contains("example:"))
        let endpoints = run.apis.flatMap(\.endpoints)
        #expect(endpoints.first { $0.name == "getPet" }?.responseExample?.jsonText == #"{"id":7,"name":"Rex","kind":"dog"}"#)
    }

    @Test("Real documents carry their examples (Spotify, Box, the OAI examples)",
          .enabled(if: PackagePaths.exists(openAPIFixtures), "shared/fixtures/openapi not found; set SHARED_DIR"))
    func realDocumentsCarryExamples() throws {
        for (file, api) in [("spotify.yaml", "Spotify"), ("box.json", "Box"), ("oai-api-with-examples.yaml", "Examples")] {
            let run = try importAndGenerate(openAPIFixtures.appendingPathComponent(file).path, options: .init(apiName: api))
            defer { try? FileManager.default.removeItem(at: run.directory) }
            #expect(run.lintErrors == [], "\(file)")
            let apis = run.apis
            let models = apis.flatMap(\.models).filter { $0.example != nil }.count
            let properties = apis.flatMap(\.models).reduce(0) { count, model in
                guard case .object(let object) = model.shape else { return count }
                return count + object.properties.filter { $0.example != nil }.count
            }
            let endpoints = apis.flatMap(\.endpoints)
            let parameters = endpoints.flatMap { $0.pathParameters + $0.queryParameters }.filter { $0.example != nil }.count
            let responses = endpoints.filter { $0.responseExample != nil }.count
            print("import \(file): examples on \(models) models, \(properties) properties, \(parameters) parameters, \(responses) responses")
            #expect(models + properties + parameters + responses > 0, "\(file)")
            if file == "oai-api-with-examples.yaml" { #expect(responses > 0) }
            if file == "box.json" { #expect(parameters > 0 && properties > 0) }
            if file == "spotify.yaml" { #expect(properties > 0) }
        }
    }
}
