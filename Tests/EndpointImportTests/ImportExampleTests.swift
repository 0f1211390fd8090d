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
        // `verbose` gives two examples; a parameter holds one, and the first is carried.
        #expect(run.warnings.filter { $0.contains("example") }.map { String($0.drop { $0 != ":" }) } == [
            ":20:29: warning: #/paths/~1pets~1{id}/get/parameters/1/examples/second/value: a parameter has one example in the "
                + "spec format, and the one at #/components/examples/Truthy/value is carried; left out",
        ])
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
            // A text body's example has no place in the spec (a body example needs a JSON body).
            "#/paths/~1items~1{id}/get/requestBody/content/text~1plain/example: a text or binary request body has no example in "
                + "the spec format (only a JSON body has one); left out",
            "#/paths/~1items~1{id}/get/responses/200/content/application~1json/example: the example does not fit the imported type of the response of 'getItem'; left out",
            // A 409 without a schema has no error rule, so no model to check its example against.
            "#/paths/~1items~1{id}/get/responses/409/content/application~1json/example: the example does not fit the imported type of the 409 response of 'getItem'; left out",
        ])
        // Each warning is located at the example in the document.
        #expect(leftOut.allSatisfy { $0.location?.file.hasSuffix("openapi.yaml") == true && ($0.location?.line ?? 0) > 1 })
        let api = try #require(run.apis.first)
        // What fits stays: the property 'name' keeps its example.
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

/// No OpenAPI example is dropped silently (docs/import.md, "Examples"): in every position an `example` or
/// `examples` can take, it is either carried into the spec or left out with an `import.exampleLeftOut` warning at the
/// example's line and column, naming its JSON pointer and saying why.
@Suite("Every OpenAPI example is carried or left out with a warning")
struct ImportExampleAccountTests {
    /// Where a carried example is found in the written spec, and its JSON.
    enum Carried: Sendable, CustomStringConvertible {
        case model(String, json: String)
        /// A property by wire names from the model down through inline objects (arrays and maps stepped through).
        case property(model: String, path: [String], json: String)
        case parameter(endpoint: String, name: String, json: String)
        case field(endpoint: String, name: String, json: String)
        case response(endpoint: String, json: String)
        case responseProperty(endpoint: String, path: [String], json: String)
        case body(endpoint: String, json: String)
        case bodyProperty(endpoint: String, path: [String], json: String)
        case error(endpoint: String, status: Int, json: String)

        var description: String {
            switch self {
            case .model(let name, let json): "model \(name): \(json)"
            case .property(let model, let path, let json): "property \(model).\(path.joined(separator: ".")): \(json)"
            case .parameter(let endpoint, let name, let json): "parameter \(name) of \(endpoint): \(json)"
            case .field(let endpoint, let name, let json): "field \(name) of \(endpoint): \(json)"
            case .response(let endpoint, let json): "response of \(endpoint): \(json)"
            case .responseProperty(let endpoint, let path, let json): "response property \(path) of \(endpoint): \(json)"
            case .body(let endpoint, let json): "body of \(endpoint): \(json)"
            case .bodyProperty(let endpoint, let path, let json): "body property \(path) of \(endpoint): \(json)"
            case .error(let endpoint, let status, let json): "\(status) of \(endpoint): \(json)"
            }
        }
    }

    /// A warning expected: the example's pointer, the reason, and the text the example starts with in the document
    /// (unique there), which gives the line and column the warning must name.
    struct LeftOut: Sendable {
        var pointer: String
        var reason: String
        var at: String
    }

    struct Position: Sendable, CustomTestStringConvertible {
        var name: String
        var version = "3.0.3"
        /// The document after `info`.
        var body: String
        var carried: [Carried] = []
        var leftOut: [LeftOut] = []
        var testDescription: String { name }
    }

    static let positions: [Position] = [
        // Review: header examples were left out ("a header parameter has no example in the spec format"), although
        // the header's long-form type takes one (spec format §4, "Headers").
        Position(name: "header parameters: own over schema's, a list, a control character, a misfit, a reserved header", body: """
            paths:
              /items:
                get:
                  operationId: listItems
                  parameters:
                    - {name: X-Trace, in: header, schema: {type: string, example: from-schema}, example: abc-123}
                    - {name: X-Tags, in: header, schema: {type: array, items: {type: string}}, example: [red, blue]}
                    - {name: X-Bad, in: header, schema: {type: string}, example: "a\\x01b"}
                    - {name: X-Count, in: header, schema: {type: integer}, example: many}
                    - {name: Host, in: header, schema: {type: string}, example: h.example}
                    - {name: X-Padded, in: header, schema: {type: string}, example: "abc "}
                    - {name: X-Items, in: header, schema: {type: array, items: {type: string}}, example: [" a ", b]}
                  responses: {"204": {description: none}}
            """, carried: [
                .parameter(endpoint: "listItems", name: "X-Trace", json: #""abc-123""#),
                .parameter(endpoint: "listItems", name: "X-Tags", json: #"["red","blue"]"#),
                .parameter(endpoint: "listItems", name: "X-Items", json: #"[" a ","b"]"#),
            ], leftOut: [
                LeftOut(pointer: "#/paths/~1items/get/parameters/0/schema/example",
                        reason: "the parameter's own example at #/paths/~1items/get/parameters/0/example is carried",
                        at: "from-schema"),
                LeftOut(pointer: "#/paths/~1items/get/parameters/2/example",
                        reason: "header 'X-Bad' cannot carry the example's control character (RFC 9110 §5.5)", at: #""a\x01b""#),
                LeftOut(pointer: "#/paths/~1items/get/parameters/3/example",
                        reason: "the example does not fit the imported type of the parameter 'X-Count' of 'listItems'", at: "many}"),
                LeftOut(pointer: "#/paths/~1items/get/parameters/4/example",
                        reason: "header parameter 'Host' is left out (the client writes it)", at: "h.example"),
                LeftOut(pointer: "#/paths/~1items/get/parameters/5/example",
                        reason: "header 'X-Padded' cannot carry the example's space or tab at its end (RFC 9110 §5.5)", at: #""abc ""#),
            ]),
        Position(name: "cookie parameter and a header OpenAPI ignores", body: """
            paths:
              /items:
                get:
                  operationId: listItems
                  parameters:
                    - {name: session, in: cookie, schema: {type: string}, example: s-1}
                    - {name: Accept, in: header, schema: {type: string}, example: application/json}
                  responses: {"204": {description: none}}
            """, leftOut: [
                LeftOut(pointer: "#/paths/~1items/get/parameters/0/example", reason: "cookie parameters are not imported", at: "s-1"),
                LeftOut(pointer: "#/paths/~1items/get/parameters/1/example",
                        reason: "OpenAPI ignores a header parameter named 'Accept', and its example with it", at: "application/json}"),
            ]),
        Position(name: "path and query parameters: own over schema's, the first of examples, content, externalValue", body: """
            paths:
              /items/{id}:
                get:
                  operationId: getItem
                  parameters:
                    - {name: id, in: path, required: true, schema: {type: integer, example: 41}, example: 7}
                    - name: sort
                      in: query
                      schema: {type: string}
                      examples:
                        remote: {externalValue: "https://example.com/sort.txt"}
                        first: {value: name}
                        second: {value: date}
                    - name: state
                      in: query
                      content:
                        application/json:
                          schema: {type: string}
                          example: open
                  responses: {"204": {description: none}}
            """, carried: [
                .parameter(endpoint: "getItem", name: "id", json: "7"),
                .parameter(endpoint: "getItem", name: "sort", json: #""name""#),
                .parameter(endpoint: "getItem", name: "state", json: #""open""#),
            ], leftOut: [
                LeftOut(pointer: "#/paths/~1items~1{id}/get/parameters/0/schema/example",
                        reason: "the parameter's own example at #/paths/~1items~1{id}/get/parameters/0/example is carried", at: "41"),
                LeftOut(pointer: "#/paths/~1items~1{id}/get/parameters/1/examples/remote",
                        reason: "an external example (externalValue) is not read", at: "{externalValue"),
                LeftOut(pointer: "#/paths/~1items~1{id}/get/parameters/1/examples/second/value",
                        reason: "a parameter has one example in the spec format, and the one at "
                            + "#/paths/~1items~1{id}/get/parameters/1/examples/first/value is carried", at: "date}"),
            ]),
        Position(name: "JSON request body: media type over schema, inline properties, other media types", body: """
            paths:
              /items:
                post:
                  operationId: createItem
                  requestBody:
                    required: true
                    content:
                      application/json:
                        schema:
                          type: object
                          properties:
                            name: {type: string, example: widget}
                          example: {name: from-schema}
                        example: {name: from-media}
                      text/plain:
                        example: plain-text
                  responses: {"204": {description: none}}
            """, carried: [
                .body(endpoint: "createItem", json: #"{"name":"from-media"}"#),
                .bodyProperty(endpoint: "createItem", path: ["name"], json: #""widget""#),
            ], leftOut: [
                LeftOut(pointer: "#/paths/~1items/post/requestBody/content/application~1json/schema/example",
                        reason: "the media type's example at #/paths/~1items/post/requestBody/content/application~1json/example "
                            + "is carried, not the schema's", at: "{name: from-schema}"),
                LeftOut(pointer: "#/paths/~1items/post/requestBody/content/text~1plain/example",
                        reason: "only the request body's 'application/json' media type is imported", at: "plain-text"),
            ]),
        Position(name: "JSON request body: an inline schema's own example", body: """
            paths:
              /items:
                post:
                  operationId: createItem
                  requestBody:
                    content:
                      application/json:
                        schema: {type: object, properties: {size: {type: integer}}, example: {size: 2}}
                  responses: {"204": {description: none}}
            """, carried: [.body(endpoint: "createItem", json: #"{"size":2}"#)]),
        Position(name: "form body: the media type's members become the fields' examples", body: """
            paths:
              /items:
                post:
                  operationId: createItem
                  requestBody:
                    content:
                      application/x-www-form-urlencoded:
                        schema:
                          type: object
                          properties:
                            name: {type: string}
                            color: {type: string, example: red}
                        example: {name: widget, color: blue, size: 3}
                  responses: {"204": {description: none}}
            """, carried: [
                .field(endpoint: "createItem", name: "name", json: #""widget""#),
                .field(endpoint: "createItem", name: "color", json: #""red""#),
            ], leftOut: [
                LeftOut(pointer: "#/paths/~1items/post/requestBody/content/application~1x-www-form-urlencoded/example/color",
                        reason: "the field's own example at #/paths/~1items/post/requestBody/content/"
                            + "application~1x-www-form-urlencoded/schema/properties/color/example is carried", at: "blue"),
                LeftOut(pointer: "#/paths/~1items/post/requestBody/content/application~1x-www-form-urlencoded/example/size",
                        reason: "the body has no field 'size'", at: "3}"),
            ]),
        Position(name: "multipart body: the schema's example, and a file part's", body: """
            paths:
              /photos:
                post:
                  operationId: upload
                  requestBody:
                    content:
                      multipart/form-data:
                        schema:
                          type: object
                          properties:
                            caption: {type: string}
                            file: {type: string, format: binary, example: raw-bytes}
                          example: {caption: On the sofa, file: more-bytes}
                  responses: {"204": {description: none}}
            """, carried: [.field(endpoint: "upload", name: "caption", json: #""On the sofa""#)], leftOut: [
                LeftOut(pointer: "#/paths/~1photos/post/requestBody/content/multipart~1form-data/schema/example/file",
                        reason: "a file part has no example in the spec format", at: "more-bytes"),
                LeftOut(pointer: "#/paths/~1photos/post/requestBody/content/multipart~1form-data/schema/properties/file/example",
                        reason: "a file part has no example in the spec format", at: "raw-bytes"),
            ]),
        Position(name: "text request body", body: """
            paths:
              /notes:
                post:
                  operationId: addNote
                  requestBody:
                    content:
                      text/plain:
                        schema: {type: string, example: from-schema}
                        example: hello
                  responses: {"204": {description: none}}
            """, leftOut: [
                LeftOut(pointer: "#/paths/~1notes/post/requestBody/content/text~1plain/example",
                        reason: "a text or binary request body has no example in the spec format (only a JSON body has one)", at: "hello"),
                LeftOut(pointer: "#/paths/~1notes/post/requestBody/content/text~1plain/schema/example",
                        reason: "a text or binary request body has no example in the spec format (only a JSON body has one)",
                        at: "from-schema"),
            ]),
        Position(name: "responses: inline 200, other 2xx, text, 3xx, headers", body: """
            paths:
              /items:
                get:
                  operationId: listItems
                  responses:
                    "200":
                      description: ok
                      headers:
                        X-Rate: {schema: {type: integer}, example: 60}
                      content:
                        application/json:
                          schema:
                            type: object
                            properties: {total: {type: integer, example: 5}}
                            example: {total: 3}
                    "203":
                      description: cached
                      content:
                        application/json:
                          schema: {type: object, properties: {total: {type: integer}}}
                          example: {total: 4}
                    "302":
                      description: moved
                      content:
                        application/json: {example: {to: elsewhere}}
              /notes:
                get:
                  operationId: getNote
                  responses:
                    "200":
                      description: ok
                      content:
                        text/plain: {example: a note}
            """, carried: [
                .response(endpoint: "listItems", json: #"{"total":3}"#),
                .responseProperty(endpoint: "listItems", path: ["total"], json: "5"),
            ], leftOut: [
                LeftOut(pointer: "#/paths/~1items/get/responses/200/headers/X-Rate/example",
                        reason: "a response header has no example in the spec format", at: "60}"),
                LeftOut(pointer: "#/paths/~1items/get/responses/203/content/application~1json/example",
                        reason: "only the example of the first 2xx response with content is carried (example: {response})",
                        at: "{total: 4}"),
                LeftOut(pointer: "#/paths/~1items/get/responses/302/content/application~1json/example",
                        reason: "a 302 response is not imported", at: "{to: elsewhere}"),
                LeftOut(pointer: "#/paths/~1notes/get/responses/200/content/text~1plain/example",
                        reason: "a text or binary response has no example in the spec format", at: "a note"),
            ]),
        Position(name: "error responses: exact statuses carried, ranges and default left out", body: """
            paths:
              /items:
                get:
                  operationId: listItems
                  responses:
                    "204": {description: none}
                    "404":
                      description: missing
                      content:
                        application/json:
                          schema: {$ref: '#/components/schemas/Problem'}
                          example: {message: no such item}
                    "409":
                      description: conflict
                      content:
                        application/json:
                          schema: {type: object, required: [reason], properties: {reason: {type: string}}, example: {reason: busy}}
                    4XX:
                      description: client error
                      content:
                        application/json:
                          schema: {$ref: '#/components/schemas/Problem'}
                          example: {message: bad request}
                    default:
                      description: error
                      content:
                        application/json:
                          schema: {type: object, properties: {message: {type: string}}}
                          examples:
                            boom: {$ref: '#/components/examples/Boom'}
            components:
              examples:
                Boom: {value: {message: boom}}
              schemas:
                Problem: {type: object, required: [message], properties: {message: {type: string}}}
            """, carried: [
                .error(endpoint: "listItems", status: 404, json: #"{"message":"no such item"}"#),
                .error(endpoint: "listItems", status: 409, json: #"{"reason":"busy"}"#),
            ], leftOut: [
                LeftOut(pointer: "#/paths/~1items/get/responses/4XX/content/application~1json/example",
                        reason: "a '4XX' response has no example in the spec format (error examples are by exact status: "
                            + "example: {errors: {404: ...}})", at: "{message: bad request}"),
                LeftOut(pointer: "#/components/examples/Boom/value",
                        reason: "a 'default' response has no example in the spec format (error examples are by exact status: "
                            + "example: {errors: {404: ...}})", at: "{message: boom}"),
            ]),
        Position(name: "schemas: nested inline objects, $ref siblings, allOf, items, maps, unions", body: """
            paths: {}
            components:
              schemas:
                Kind: {type: string, enum: [cat, dog]}
                Anything: {type: object, example: {any: thing}}
                Pet:
                  type: object
                  properties:
                    kind: {$ref: '#/components/schemas/Kind', example: dog}
                    owner:
                      type: object
                      properties:
                        name: {type: string, example: Ann}
                    tags: {type: array, items: {type: string, example: calm}}
                    scores: {type: object, additionalProperties: {type: integer, example: 9}}
                    friend:
                      allOf:
                        - {$ref: '#/components/schemas/Kind'}
                        - {example: cat}
                    either:
                      oneOf:
                        - {type: string, example: word}
                        - {type: integer}
                Page:
                  allOf:
                    - {type: object, properties: {limit: {type: integer, example: 10}}}
                    - {type: object, properties: {limit: {type: integer}}}
            """, carried: [
                .model("Anything", json: #"{"any":"thing"}"#),
                .property(model: "Pet", path: ["kind"], json: #""dog""#),
                .property(model: "Pet", path: ["owner", "name"], json: #""Ann""#),
                .property(model: "Pet", path: ["friend"], json: #""cat""#),
            ], leftOut: [
                LeftOut(pointer: "#/components/schemas/Pet/properties/tags/items/example",
                        reason: "the items of an array have no example in the spec format (give the array one)", at: "calm}"),
                LeftOut(pointer: "#/components/schemas/Pet/properties/scores/additionalProperties/example",
                        reason: "the values of a map have no example in the spec format (give the map one)", at: "9}"),
                LeftOut(pointer: "#/components/schemas/Pet/properties/either/oneOf/0/example",
                        reason: "an example of one oneOf variant has no place when the union is imported as json", at: "word}"),
                LeftOut(pointer: "#/components/schemas/Page/allOf/0/properties/limit/example",
                        reason: "a later allOf part defines property 'limit' again, and that definition is imported", at: "10}"),
            ]),
        Position(name: "binary request body, 500 and 5XX responses", body: """
            paths:
              /files:
                put:
                  operationId: putFile
                  requestBody:
                    content:
                      application/octet-stream: {example: raw-bytes}
                  responses:
                    "204": {description: none}
                    "500":
                      description: failure
                      content:
                        application/json:
                          schema: {$ref: '#/components/schemas/Problem'}
                          example: {message: down}
                    5XX:
                      description: failure
                      content:
                        application/json:
                          schema: {$ref: '#/components/schemas/Problem'}
                          example: {message: also down}
            components:
              schemas:
                Problem: {type: object, required: [message], properties: {message: {type: string}}}
            """, carried: [.error(endpoint: "putFile", status: 500, json: #"{"message":"down"}"#)], leftOut: [
                LeftOut(pointer: "#/paths/~1files/put/requestBody/content/application~1octet-stream/example",
                        reason: "a text or binary request body has no example in the spec format (only a JSON body has one)",
                        at: "raw-bytes"),
                LeftOut(pointer: "#/paths/~1files/put/responses/5XX/content/application~1json/example",
                        reason: "a '5XX' response has no example in the spec format (error examples are by exact status: "
                            + "example: {errors: {404: ...}})", at: "{message: also down}"),
            ]),
        Position(name: "components: parameters, request bodies, responses, headers and examples referenced", body: """
            paths:
              /items:
                post:
                  operationId: createItem
                  parameters:
                    - {$ref: '#/components/parameters/Trace'}
                    - {$ref: '#/components/parameters/Limit'}
                  requestBody: {$ref: '#/components/requestBodies/NewItem'}
                  responses:
                    "201": {$ref: '#/components/responses/Created'}
              /photos:
                post:
                  operationId: upload
                  requestBody:
                    content:
                      multipart/form-data:
                        schema: {type: object, properties: {caption: {type: string}}}
                        examples:
                          sofa: {$ref: '#/components/examples/Sofa'}
                        encoding:
                          caption:
                            headers:
                              X-Part: {schema: {type: string}, example: part-1}
                  responses: {"204": {description: none}}
            components:
              parameters:
                Trace: {name: X-Trace, in: header, schema: {type: string}, examples: {t: {$ref: '#/components/examples/Trace'}}}
                Limit: {name: limit, in: query, schema: {type: integer}, examples: {l: {$ref: '#/components/examples/Ten'}}}
              requestBodies:
                NewItem:
                  content:
                    application/json:
                      schema: {type: object, properties: {name: {type: string}}}
                      examples: {w: {$ref: '#/components/examples/Widget'}}
              responses:
                Created:
                  description: created
                  headers:
                    Location: {$ref: '#/components/headers/Location'}
                  content:
                    application/json:
                      schema: {type: object, properties: {id: {type: integer}}}
                      examples: {one: {$ref: '#/components/examples/One'}}
              headers:
                Location: {schema: {type: string}, example: /items/1}
              examples:
                Trace: {value: trace-7}
                Ten: {value: 10}
                Widget: {value: {name: widget}}
                One: {value: {id: 1}}
                Sofa: {value: {caption: On the sofa}}
            """, carried: [
                .parameter(endpoint: "createItem", name: "limit", json: "10"),
                .parameter(endpoint: "createItem", name: "X-Trace", json: #""trace-7""#),
                .body(endpoint: "createItem", json: #"{"name":"widget"}"#),
                .response(endpoint: "createItem", json: #"{"id":1}"#),
                .field(endpoint: "upload", name: "caption", json: #""On the sofa""#),
            ], leftOut: [
                LeftOut(pointer: "#/components/headers/Location/example",
                        reason: "a response header has no example in the spec format", at: "/items/1"),
                LeftOut(pointer: "#/paths/~1photos/post/requestBody/content/multipart~1form-data/encoding/caption/headers/X-Part/example",
                        reason: "a header of a multipart part has no example in the spec format", at: "part-1"),
            ]),
        Position(name: "3.1 schema examples: the first is carried", version: "3.1.0", body: """
            paths: {}
            components:
              schemas:
                Size: {type: integer, examples: [3, 42]}
            """, carried: [.model("Size", json: "3")], leftOut: [
                LeftOut(pointer: "#/components/schemas/Size/examples/1",
                        reason: "the value has one example in the spec format, and the one at #/components/schemas/Size/examples/0 "
                            + "is carried", at: "42]"),
            ]),
    ]

    @Test(arguments: positions)
    func everyExampleIsCarriedOrLeftOutWithAWarning(_ position: Position) throws {
        let document = "openapi: \(position.version)\ninfo: {title: T, version: \"1\"}\n" + position.body + "\n"
        let run = try importText(document)
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.lintErrors == [])
        let api = try #require(run.apis.first)
        for carried in position.carried {
            #expect(Self.json(of: carried, in: api) == Self.expectedJSON(carried), "\(carried)")
        }
        let lines = document.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func location(of text: String) -> String {
            guard let line = lines.firstIndex(where: { $0.contains(text) }), let range = lines[line].range(of: text) else { return "?" }
            return "\(line + 1):\(lines[line].unicodeScalars.distance(from: lines[line].startIndex, to: range.lowerBound) + 1)"
        }
        let warnings = run.result.diagnostics.filter { $0.id == .importExampleLeftOut }
        #expect(warnings.allSatisfy { $0.severity == .warning })
        #expect(warnings.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.message)" }.sorted()
            == position.leftOut.map { "\(location(of: $0.at)) \($0.pointer): \($0.reason); left out" }.sorted())
    }

    /// The input of the issue: four examples that were dropped with "0 warnings".
    @Test func theIssuesFourSilentlyDroppedExamples() throws {
        let run = try importText("""
            openapi: 3.0.3
            info: {title: T, version: "1"}
            servers: [{url: https://api.example.com}]
            paths:
              /items:
                get:
                  operationId: listItems
                  parameters:
                    - {name: X-Trace, in: header, schema: {type: string}, example: abc-123}
                  responses:
                    "200":
                      description: ok
                      content:
                        application/json:
                          schema:
                            type: object
                            properties: {total: {type: integer}}
                            example: {total: 3}
                    default:
                      description: error
                      content:
                        application/json:
                          schema: {type: object, properties: {message: {type: string}}}
                          example: {message: boom}
                post:
                  operationId: createItem
                  requestBody:
                    content:
                      application/x-www-form-urlencoded:
                        schema: {type: object, properties: {name: {type: string}}}
                        example: {name: widget}
                  responses:
                    "201": {description: created}
            """)
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.lintErrors == [])
        #expect(run.warnings.map { String($0.drop { $0 != ":" }) } == [
            ":24:24: warning: #/paths/~1items/get/responses/default/content/application~1json/example: a 'default' response "
                + "has no example in the spec format (error examples are by exact status: example: {errors: {404: ...}}); left out",
        ])
        let text = run.spec("t.yaml")
        #expect(text.contains("""
                example:
                  response:
                    total: 3
            """))
        // The header parameter's example is carried on its type (once left out: "a header has no example").
        #expect(text.contains("""
                headers:
                  X-Trace:
                    param: X-Trace
                    type:
                      type: string
                      optional: true
                      example: abc-123
            """), "\(text)")
        #expect(text.contains("""
                    name:
                      type: string
                      optional: true
                      example: widget
            """))
    }

    /// Examples of properties of inline objects that do not fit are left out one by one, wherever the object is.
    @Test func nestedPropertyExamplesThatDoNotFitAreLeftOutOneByOne() throws {
        let run = try importText("""
            openapi: 3.0.3
            info: {title: T, version: "1"}
            paths:
              /items:
                post:
                  operationId: createItem
                  requestBody:
                    content:
                      application/json:
                        schema:
                          type: object
                          properties:
                            size: {type: integer, example: big}
                            name: {type: string, example: ok}
                  responses:
                    "200":
                      description: ok
                      content:
                        application/json:
                          schema:
                            type: object
                            properties:
                              items: {type: array, items: {type: object, properties: {count: {type: integer, example: many}}}}
            components:
              schemas:
                Pet:
                  type: object
                  properties:
                    owner: {type: object, properties: {age: {type: integer, example: old}, name: {type: string, example: Ann}}}
            """)
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.lintErrors == [])
        #expect(run.result.diagnostics.filter { $0.id == .importExampleLeftOut }.map(\.message).sorted() == [
            "#/components/schemas/Pet/properties/owner/properties/age/example: the example does not fit the imported type of "
                + "the property 'Pet.owner.age'; left out",
            "#/paths/~1items/post/requestBody/content/application~1json/schema/properties/size/example: the example does not "
                + "fit the imported type of the property 'size' of the request body of 'createItem'; left out",
            "#/paths/~1items/post/responses/200/content/application~1json/schema/properties/items/items/properties/count/example: "
                + "the example does not fit the imported type of the property 'items.count' of the response of 'createItem'; left out",
        ])
        let api = try #require(run.apis.first)
        #expect(Self.json(of: .property(model: "Pet", path: ["owner", "name"], json: ""), in: api) == #""Ann""#)
        #expect(Self.json(of: .property(model: "Pet", path: ["owner", "age"], json: ""), in: api) == nil)
        #expect(Self.json(of: .bodyProperty(endpoint: "createItem", path: ["name"], json: ""), in: api) == #""ok""#)
        #expect(Self.json(of: .bodyProperty(endpoint: "createItem", path: ["size"], json: ""), in: api) == nil)
    }

    static func expectedJSON(_ carried: Carried) -> String {
        switch carried {
        case .model(_, let json), .property(_, _, let json), .parameter(_, _, let json), .field(_, _, let json),
             .response(_, let json), .responseProperty(_, _, let json), .body(_, let json), .bodyProperty(_, _, let json),
             .error(_, _, let json):
            json
        }
    }

    /// The JSON of the example at `carried`'s place in `api`, if there is one.
    static func json(of carried: Carried, in api: APIDefinition) -> String? {
        func endpoint(_ name: String) -> EndpointDefinition? { api.endpoints.first { $0.name == name } }
        func model(_ name: String) -> ModelDefinition? { api.models.first { $0.name == name } }
        func property(_ path: ArraySlice<String>, in type: PropertyType) -> PropertyDefinition? {
            switch type.type {
            case .array(let element), .dictionary(let element): return property(path, in: element)
            case .object(let object):
                guard let first = path.first, let found = object.properties.first(where: { $0.wireName == first }) else { return nil }
                return path.count == 1 ? found : property(path.dropFirst(), in: found.type)
            default: return nil
            }
        }
        switch carried {
        case .model(let name, _): return model(name)?.example?.jsonText
        case .property(let name, let path, _):
            guard case .object(let object)? = model(name)?.shape else { return nil }
            return property(path[...], in: PropertyType(.object(object)))?.example?.jsonText
        case .parameter(let name, let wireName, _):
            let headers = (endpoint(name)?.headers ?? []).compactMap { header -> ParameterDefinition? in
                if case .parameter(let parameter) = header.value { parameter } else { nil }
            }
            let parameters = (endpoint(name)?.pathParameters ?? []) + (endpoint(name)?.queryParameters ?? []) + headers
            return parameters.first { $0.wireName == wireName }?.example?.jsonText
        case .field(let name, let wireName, _):
            switch endpoint(name)?.body?.content {
            case .form(let fields)?, .multipart(let fields)?: return fields.first { $0.wireName == wireName }?.example?.jsonText
            default: return nil
            }
        case .response(let name, _): return endpoint(name)?.responseExample?.jsonText
        case .responseProperty(let name, let path, _):
            guard case .json(let type)? = endpoint(name)?.response else { return nil }
            return property(path[...], in: type)?.example?.jsonText
        case .body(let name, _): return endpoint(name)?.bodyExample?.jsonText
        case .bodyProperty(let name, let path, _):
            guard case .json(let type)? = endpoint(name)?.body?.content else { return nil }
            return property(path[...], in: type)?.example?.jsonText
        case .error(let name, let status, _): return endpoint(name)?.errorExamples[status]?.jsonText
        }
    }
}
