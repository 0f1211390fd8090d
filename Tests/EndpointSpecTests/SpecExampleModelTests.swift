import EndpointSpec
import Foundation
import TestSupport
import Testing

/// Examples in the spec model (spec format §3, "Examples"): where they are kept, and inline YAML read as JSON.
@Suite struct SpecExampleModelTests {
    static let spec = """
        api: Pets
        errors: {4XX: ApiError}
        models:
          ApiError: {message: string}
          Kind: {enum: [cat, dog], example: dog}
          Pet:
            example: {id: 7, name: Rex, tags: [a, "1", 1, 1.5e3, ~, true, no, 0x1F, ''], note: "multi\\nline \\"q\\""}
            properties:
              id: int64
              name: {type: string, example: Rex}
              kind: {enum: [a, b], example: a}
              tags: "[json]"
              note: string
              owner: {properties: {email: string}, example: {email: a@b.c}}
          PetList: {type: "[Pet]", example: []}
        endpoints:
          getPet:
            method: GET
            path: /pets/{id}
            path_params: {id: {type: int, example: 7}}
            query: {q: {type: string?, example: "x"}}
            headers: {X-Trace: {param: trace, type: {type: string, example: abc}}}
            response: Pet
            example:
              response: {id: 7}
              errors: {404: {message: none}, 503: {message: busy}}
          createPet:
            method: POST
            path: /pets
            body: {encoding: form, fields: {name: {type: string, example: Rex}}}
            response: none

        """

    static func api() throws -> APIDefinition {
        var diagnostics = DiagnosticCollector()
        let api = SpecLoader.load(text: Array(spec.utf8), path: "specs/pets.yaml", diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        return try #require(api)
    }

    @Test("Examples are kept on models, properties, parameters, headers and endpoints, with their locations")
    func examplesAreKept() throws {
        let api = try Self.api()
        #expect(api.model(named: "Kind")?.example?.jsonText == #""dog""#)
        #expect(api.model(named: "Kind")?.example?.location.description == "specs/pets.yaml:5:37")
        #expect(api.model(named: "PetList")?.example?.jsonText == "[]")
        let pet = try #require(api.model(named: "Pet"))
        #expect(pet.example?.source == .inline)
        #expect(pet.example?.location.description == "specs/pets.yaml:7:14")
        guard case .object(let object) = pet.shape else { Issue.record("Pet is not an object"); return }
        #expect(object.properties.map { $0.example?.jsonText } == [nil, #""Rex""#, #""a""#, nil, nil, #"{"email":"a@b.c"}"#])
        let getPet = try #require(api.endpoints.first { $0.name == "getPet" })
        #expect(getPet.pathParameters.first?.example?.jsonText == "7")
        #expect(getPet.queryParameters.first?.example?.jsonText == #""x""#)
        #expect(getPet.headers.first?.parameter?.example?.jsonText == #""abc""#)
        #expect(getPet.responseExample?.jsonText == #"{"id":7}"#)
        #expect(getPet.responseExample?.location.description == "specs/pets.yaml:25:17")
        #expect(getPet.bodyExample == nil)
        #expect(getPet.errorExamples.keys.sorted() == [404, 503])
        #expect(getPet.errorExamples[404]?.jsonText == #"{"message":"none"}"#)
        #expect(getPet.errorExamples[503]?.value["message"]?.location.description == "specs/pets.yaml:26:53")
        let createPet = try #require(api.endpoints.first { $0.name == "createPet" })
        #expect(createPet.body?.fields.first?.example?.jsonText == #""Rex""#)
    }

    @Test("Inline YAML reads as JSON: plain words are strings; null, booleans and JSON numbers keep their meaning")
    func inlineYAMLReadsAsJSON() throws {
        let pet = try #require(try Self.api().model(named: "Pet"))
        #expect(pet.example?.jsonText
            == #"{"id":7,"name":"Rex","tags":["a","1",1,1.5e3,null,true,"no","0x1F",""],"note":"multi\nline \"q\""}"#)
    }

    @Test("A file example is read from the spec's directory and located in the file")
    func fileExample() throws {
        let directory = try ScratchDirectory.make("SpecExampleModelTests")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("examples"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("{\"id\": 7,\n  \"name\": \"Rex\"}".utf8).write(to: directory.appendingPathComponent("examples/pet.json"))
        let spec = "api: Pets\nmodels:\n  Pet: {properties: {id: int, name: string}, example_file: examples/pet.json}\n"
        let specPath = directory.appendingPathComponent("pets.yaml").path
        var diagnostics = DiagnosticCollector()
        let api = SpecLoader.load(text: Array(spec.utf8), path: specPath, diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        let example = try #require(api?.model(named: "Pet")?.example)
        let file = directory.appendingPathComponent("examples/pet.json").path
        #expect(example.source == .file(path: file))
        #expect(example.location.description == "\(specPath):3:60")
        #expect(example.value["name"]?.location.description == "\(file):2:11")
        #expect(example.jsonText == #"{"id":7,"name":"Rex"}"#)
    }
}
