@testable import EndpointCodegen
import EndpointSpec
import Testing

/// The spec's examples reach the declarations code generation works from (issue 18): models, nested types and
/// properties carry theirs, and each request its success, request-body and per-status error examples.
@Suite struct ExampleDeclarationTests {
    static let spec = """
        api: Pets
        errors: {4XX: ApiError}
        models:
          ApiError: {message: string}
          Kind: {enum: [cat, dog], example: dog}
          Pet:
            example: {id: 7, name: Rex, owner: {email: a@b.c}}
            properties:
              id: int64
              name: {type: string, example: Rex}
              owner: {properties: {email: string}, example: {email: o@b.c}}
          PetList: {type: "[Pet]", example: []}
        endpoints:
          getPet:
            method: GET
            path: /pets/{id}
            response: Pet
            example:
              response: {id: 1, name: Mimi, owner: {email: m@b.c}}
              errors: {404: {message: no pet 1}, 422: {message: down}}
          createPet:
            method: POST
            path: /pets
            body: {name: string}
            response: {id: int64}
            example: {body: {name: Rex}, response: {id: 2}}

        """

    static func declarations() throws -> APIDeclarations {
        var diagnostics = DiagnosticCollector()
        let api = try #require(SpecLoader.load(text: Array(spec.utf8), path: "pets.yaml", diagnostics: &diagnostics))
        let declarations = APIDeclarationBuilder(api: api, options: GeneratorOptions()).build(diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        return try #require(declarations)
    }

    @Test("Models, nested types and properties carry their examples")
    func modelExamples() throws {
        let models = try Self.declarations().models
        func model(_ name: String) -> TypeDeclaration? { models.first { $0.name == name } }
        #expect(model("Kind")?.example?.jsonText == #""dog""#)
        #expect(model("PetList")?.example?.jsonText == "[]")
        let pet = try #require(model("Pet"))
        #expect(pet.example?.jsonText == #"{"id":7,"name":"Rex","owner":{"email":"a@b.c"}}"#)
        guard case .structure(let structure) = pet.kind else { Issue.record("Pet is not a struct"); return }
        #expect(structure.properties.map { $0.example?.jsonText } == [nil, #""Rex""#, #"{"email":"o@b.c"}"#])
        #expect(structure.nested.first { $0.name == "Owner" }?.example?.jsonText == #"{"email":"o@b.c"}"#)
        #expect(model("ApiError")?.example == nil)
        // Inline body and response shapes are hoisted as models; the endpoint's examples are theirs.
        #expect(model("CreatePetBody")?.example?.jsonText == #"{"name":"Rex"}"#)
        #expect(model("CreatePetResponse")?.example?.jsonText == #"{"id":2}"#)
    }

    @Test("Requests carry the success, request-body and per-status error examples")
    func requestExamples() throws {
        let requests = try Self.declarations().requests
        let getPet = try #require(requests.first { $0.name == "GetPetRequest" })
        #expect(getPet.successExample?.jsonText == #"{"id":1,"name":"Mimi","owner":{"email":"m@b.c"}}"#)
        #expect(getPet.requestExample == nil)
        #expect(getPet.errorExamples.mapValues(\.jsonText) == [404: #"{"message":"no pet 1"}"#, 422: #"{"message":"down"}"#])
        let createPet = try #require(requests.first { $0.name == "CreatePetRequest" })
        #expect(createPet.requestExample?.jsonText == #"{"name":"Rex"}"#)
        #expect(createPet.successExample?.jsonText == #"{"id":2}"#)
        #expect(createPet.errorExamples.isEmpty)
    }
}
