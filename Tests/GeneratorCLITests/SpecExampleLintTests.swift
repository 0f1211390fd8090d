import EndpointSpec
import Foundation
import GeneratorCLI
import PayloadCheck
import TestSupport
import Testing

/// Examples in specs (spec format §3, "Examples"; issue 18, item 1): lint checks every example against its type with
/// the payload checker and reports each misfit at the offending value, in the spec or in the example's JSON file.
@Suite struct SpecExampleLintTests {
    /// One bad example in every position an example can take.
    static let badSpec = """
        api: Pets
        envelope: {payload: result}
        errors: {4XX: ApiError}
        models:
          ApiError: {message: string}
          Kind: {enum: [cat, dog], example: cow}
          Pet:
            example: {id: 1, name: Rex, kind: dog, nmae: Rex, owner: {email: a@b.c}}
            properties:
              id: int64
              name: {type: string, example: 7}
              kind: Kind
              born: {type: date?, example: yesterday}
              owner:
                properties: {email: {type: string, example: null}}
          PetList: {type: "[Pet]", example: [{id: 1, name: Rex, kind: dog, owner: {}}]}
        endpoints:
          getPet:
            method: GET
            path: /pets/{id}
            path_params: {id: {type: int, example: seven}}
            query: {fields: {type: "[string]?", example: [name, 3]}}
            response: Pet
            example:
              response: {id: 1, kind: dog, owner: {email: a@b.c}}
              errors:
                404: {message: 404}
                500: {message: boom}
          createPet:
            method: POST
            path: /pets
            body: Pet
            response: none
            example:
              body_file: examples/new-pet.json
              response: {}

        """

    static let newPetJSON = """
        {
          "id": 2,
          "name": "Mimi",
          "kind": "dog",
          "born": "2020-01-01T00:00:00Z",
          "owner": {"email": null}
        }

        """

    /// Loads `specs/<name>` from a directory holding `files`, checks its examples, and returns the diagnostics as
    /// printed, with the directory's path removed.
    static func lint(_ files: [String: String], spec name: String = "pets.yaml") throws -> [String] {
        let directory = try TemporaryDirectory()
        for (path, text) in files { try directory.write(path, text) }
        var diagnostics = DiagnosticCollector()
        let apis = SpecLoader.load(paths: [directory.url.path + "/specs/" + name], diagnostics: &diagnostics)
        ExampleChecker.check(apis, diagnostics: &diagnostics)
        return diagnostics.sorted.flatMap { diagnostic in
            diagnostic.description.replacingOccurrences(of: directory.url.path + "/", with: "").components(separatedBy: "\n")
        }
    }

    @Test("A bad example in every position is reported at the value that does not fit, naming the example and the property")
    func everyPosition() throws {
        let printed = try Self.lint(["specs/pets.yaml": Self.badSpec, "specs/examples/new-pet.json": Self.newPetJSON])
        #expect(printed == [
            // A file example: located in the file itself.
            "specs/examples/new-pet.json:6:22: error: body example of endpoint 'createPet': $.owner.email: null where string is required (not optional or nullable)",
            // A model's example (an enum model, an object model, an alias model).
            "specs/pets.yaml:6:37: error: example of model 'Kind': $: \"cow\" is not one of Kind's values (cat, dog)",
            "specs/pets.yaml:8:44: error: example of model 'Pet': $.nmae: key 'nmae' is not a property of Pet; did you mean 'name'?",
            // A property's example, and one of a property of an inline object.
            "specs/pets.yaml:11:37: error: example of property 'Pet.name': $: expected string, found the number 7",
            "specs/pets.yaml:13:36: error: example of property 'Pet.born': $: expected date, found the string \"yesterday\" (Expected an ISO 8601 date, found \"yesterday\")",
            "specs/pets.yaml:15:53: error: example of property 'Pet.owner.email': $: null where string is required (not optional or nullable)",
            "specs/pets.yaml:16:75: error: example of model 'PetList': $[0].owner.email: missing required key 'email' (email: string)",
            // Parameters.
            "specs/pets.yaml:21:44: error: example of parameter 'id' of endpoint 'getPet': $: expected int, found the string \"seven\"",
            "specs/pets.yaml:22:57: error: example of parameter 'fields' of endpoint 'getPet': $[1]: expected string, found the number 3",
            // The endpoint's success body, error bodies by status.
            "specs/pets.yaml:25:17: error: response example of endpoint 'getPet': $.name: missing required key 'name' (Pet.name: string)",
            "specs/pets.yaml:27:24: error: 404 error example of endpoint 'getPet': $.message: expected string, found the number 404",
            "specs/pets.yaml:28:14: error: 500 error example of endpoint 'getPet': no error rule of the endpoint or the spec names a model for status 500; add one under 'errors' (500, 5XX or default)",
            "specs/pets.yaml:36:17: error: response example of endpoint 'createPet': the endpoint's response is none, not JSON; remove the example",
        ])
    }

    @Test("Every misfit has its stable example. ID")
    func ids() throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/pets.yaml", Self.badSpec)
        try directory.write("specs/examples/new-pet.json", Self.newPetJSON)
        var diagnostics = DiagnosticCollector()
        let apis = SpecLoader.load(paths: [directory.url.path + "/specs/pets.yaml"], diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty, "examples are checked after decoding, by ExampleChecker")
        ExampleChecker.check(apis, diagnostics: &diagnostics)
        #expect(diagnostics.sorted.map(\.id) == [
            .exampleUnexpectedNull, .exampleUnknownEnumValue, .exampleUnknownKey, .exampleWrongType, .exampleWrongType,
            .exampleUnexpectedNull, .exampleMissingKey, .exampleWrongType, .exampleWrongType, .exampleMissingKey,
            .exampleWrongType, .exampleWithoutErrorModel, .exampleWithoutJSONBody,
        ])
        #expect(diagnostics.sorted.allSatisfy { $0.severity == .error })
    }

    @Test("Examples that fit give no diagnostics, however they are written")
    func fittingExamples() throws {
        let spec = """
            api: Pets
            dates: "yyyy-MM-dd HH:mm:ss"
            errors: {404: NotFound, default: ApiError}
            models:
              NotFound: {message: string, documentation_url: url}
              ApiError: {message: string}
              Pet:
                description: A pet.
                example: {id: 1, name: Rex, tags: [a, "b"], born: "2020-01-02 03:04:05", price: 19.99, alive: true, note: ~}
                properties:
                  id: int64
                  name: {type: string, example: "7"}
                  tags: {type: "[string]", example: []}
                  born: date
                  price: decimal
                  alive: {type: bool, example: false}
                  note: {type: string?, example: null}
                  extra: {type: json?, example: {anything: [1, x, null]}}
                  status: {enum: [active, "off"], optional: true, example: "off"}
            endpoints:
              listPets:
                method: GET
                path: /pets
                query: {limit: {type: int?, example: 20}}
                response: {pets: "[Pet]", next: string?}
                example:
                  response_file: examples/pets.json
                  errors: {404: {message: Not Found, documentation_url: "https://example.com/docs"}, 503: {message: busy}}
              createPet:
                method: POST
                path: /pets
                body: {name: string, tag: {type: string?, example: a}}
                response: Pet
                example:
                  body: {name: Rex}
                  response: {id: 1, name: Rex, tags: [], born: "2020-01-02 03:04:05", price: 1, alive: true, note: null}

            """
        let pets = #"{"pets": [{"id": 1, "name": "Rex", "tags": [], "born": "2020-01-02 03:04:05", "price": 0.1, "alive": true, "note": null}], "next": null}"#
        let printed = try Self.lint(["specs/pets.yaml": spec, "specs/examples/pets.json": pets])
        #expect(printed == [], "\(printed)")
    }

    @Test("A missing file, a file that is not JSON, both spellings at once, a status that is not one, an unknown key")
    func problemsOfTheExampleItself() throws {
        let spec = """
            api: Pets
            models:
              Pet:
                example: {name: Rex}
                example_file: pet.json
                properties: {name: string}
              Tag: {type: string, example_file: examples/missing.json}
            endpoints:
              uploadPet:
                method: PUT
                path: /pets/1
                body: {encoding: binary}
                example: {body: x, errors: {200: {}, 4XX: {}}, error_files: {404: examples/broken.json}, respnse: {}}

            """
        let printed = try Self.lint([
            "specs/pets.yaml": spec, "specs/pet.json": #"{"name": "Rex"}"#,
            "specs/examples/broken.json": "{\"name\": \"Rex\",\n  \"tag\" \"x\"}\n",
        ])
        #expect(printed == [
            // A syntax error in an example file is located in the file.
            "specs/examples/broken.json:2:9: error: not JSON: expected ':' after the key",
            "specs/pets.yaml:5:19: error: model 'Pet' has both 'example' and 'example_file'; give the example one way",
            "specs/pets.yaml:4:14: note: 'example' is given here",
            "specs/pets.yaml:7:37: error: cannot read example file 'examples/missing.json' of model 'Tag': no such file (looked for 'specs/examples/missing.json'; paths are relative to the spec's directory)",
            "specs/pets.yaml:13:33: error: '200' is not an error status: an error example is keyed by one HTTP status from 100 to 599 outside 200–299, such as 404",
            "specs/pets.yaml:13:42: error: '4XX' is not an error status: an error example is keyed by one HTTP status from 100 to 599 outside 200–299, such as 404",
            "specs/pets.yaml:13:94: error: unknown key 'respnse' in the example of endpoint 'uploadPet'; did you mean 'response'?",
        ])
    }

    @Test("An example file outside the specs root (absolute, through '..' or a symbolic link) is refused in every position and never read")
    func exampleFilesStayInsideTheSpecsRoot() throws {
        let directory = try TemporaryDirectory()
        // Not JSON: had it been read, its text would be quoted in a syntax error.
        try directory.write("secret.json", "SECRET\n")
        try directory.write("specs/inside.json", #"{"name": "Rex"}"#)
        try directory.write("specs/sub/keep.txt", "")
        try FileManager.default.createSymbolicLink(
            atPath: directory.url.path + "/specs/link.json", withDestinationPath: directory.url.path + "/secret.json")
        let secret = directory.url.path + "/secret.json"
        try directory.write("specs/pets.yaml", """
            api: Pets
            errors: {404: Pet}
            models:
              Pet:
                example_file: \(secret)
                properties:
                  name: {type: string, example_file: ../secret.json}
              Tag: {type: string, example_file: link.json}
              Ok: {type: Pet, example_file: sub/../inside.json}
            endpoints:
              findPet:
                method: GET
                path: /pets/{id}
                path_params: {id: {type: string, example_file: sub/../../secret.json}}
                query: {q: {type: string?, example_file: link.json}}
              getPet:
                method: GET
                path: /pet
                response: Pet
                example: {response_file: ../secret.json, error_files: {404: link.json}}
              createPet:
                method: POST
                path: /pets
                body: Pet
                response: none
                example: {body_file: \(secret)}
              upload:
                method: POST
                path: /up
                body: {encoding: form, fields: {name: {type: string, example_file: ../secret.json}}}
                response: none

            """)
        var diagnostics = DiagnosticCollector()
        let apis = SpecLoader.load(paths: [directory.url.path + "/specs/pets.yaml"], diagnostics: &diagnostics)
        ExampleChecker.check(apis, diagnostics: &diagnostics)
        let printed = diagnostics.sorted.map { $0.description.replacingOccurrences(of: directory.url.path + "/", with: "") }
        let outside = "it lies outside the specs root '\(directory.url.path)/specs' (through '..' or a symbolic link)"
            .replacingOccurrences(of: directory.url.path + "/", with: "")
        let absolute = "an example file is named by a path relative to this spec's directory, not an absolute path"
        let secretShown = "secret.json"  // the absolute path, as the diagnostic shows it once the directory is cut
        #expect(printed == [
            "specs/pets.yaml:5:19: error: cannot read example file '\(secretShown)' of model 'Pet': \(absolute)",
            "specs/pets.yaml:7:42: error: cannot read example file '../secret.json' of property 'name': \(outside)",
            "specs/pets.yaml:8:37: error: cannot read example file 'link.json' of model 'Tag': \(outside)",
            "specs/pets.yaml:14:52: error: cannot read example file 'sub/../../secret.json' of path parameter 'id': \(outside)",
            "specs/pets.yaml:15:46: error: cannot read example file 'link.json' of query parameter 'q': \(outside)",
            "specs/pets.yaml:20:30: error: cannot read example file '../secret.json' of the response example of endpoint 'getPet': \(outside)",
            "specs/pets.yaml:20:65: error: cannot read example file 'link.json' of the 404 error example of endpoint 'getPet': \(outside)",
            "specs/pets.yaml:26:26: error: cannot read example file '\(secretShown)' of the body example of endpoint 'createPet': \(absolute)",
            "specs/pets.yaml:30:72: error: cannot read example file '../secret.json' of form field 'name': \(outside)",
        ], "\(printed)")
        // Nothing outside the root was read: its text appears in no message. `sub/../inside.json` stays inside and is read.
        #expect(!printed.joined().contains("SECRET"))
    }

    @Test("A body example for an endpoint without a JSON body is an error at the example")
    func bodyExampleWithoutJSONBody() throws {
        let spec = """
            api: Files
            endpoints:
              upload:
                method: PUT
                path: /files/1
                body: {encoding: form, fields: {name: string}}
                example: {body: {name: a}}

            """
        #expect(try Self.lint(["specs/files.yaml": spec], spec: "files.yaml") == [
            "specs/files.yaml:7:21: error: body example of endpoint 'upload': the endpoint has no JSON request body; remove the example",
        ])
    }

    @Test("A multipart file field takes no example, whatever its spelling; a text field's example is checked")
    func fileFieldExamples() throws {
        let spec = """
            api: Files
            endpoints:
              upload:
                method: POST
                path: /files
                body:
                  encoding: multipart
                  fields:
                    one: {type: file, example: 5}
                    maybe: {type: file?, example: x}
                    many: {type: "[file]", example: [1, {a: 1}]}
                    caption: {type: string, example: hi}
                response: none

            """
        let lines = try Self.lint(["specs/files.yaml": spec], spec: "files.yaml")
        #expect(lines == [("one", "9:36"), ("maybe", "10:39"), ("many", "11:41")].map { name, location in
            "specs/files.yaml:\(location): error: example of parameter '\(name)' of endpoint 'upload': a file field takes no "
                + "example (its bytes, file name and MIME type come from the call); remove the example"
        }, "\(lines)")
        #expect(!lines.joined().contains("$file"))
    }

    @Test("An inline request body example that does not fit is located in the spec")
    func inlineBodyExample() throws {
        let spec = """
            api: Labels
            models:
              NewLabel: {name: string, color: string?}
            endpoints:
              createLabel:
                method: POST
                path: /labels
                body: NewLabel
                response: none
                example: {body: {name: bug, color: 7, colour: red}}

            """
        #expect(try Self.lint(["specs/labels.yaml": spec], spec: "labels.yaml") == [
            "specs/labels.yaml:10:40: error: body example of endpoint 'createLabel': $.color: expected string, found the number 7",
            "specs/labels.yaml:10:43: error: body example of endpoint 'createLabel': $.colour: key 'colour' is not a property of NewLabel; did you mean 'color'?",
        ])
    }

    @Test("generator lint and generate refuse a bad example: exit 1, located error, nothing written")
    func commandLine() throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/pets.yaml", """
            api: Pets
            models:
              Pet:
                example: {name: 3}
                properties: {name: string}
            endpoints:
              getPet: {method: GET, path: /pet, response: Pet, example: {response: {name: Rex}}}

            """)
        let expected = "\(directory.url.path)/specs/pets.yaml:4:21: error: example of model 'Pet': $.name: expected string, found the number 3\n"
        let lint = GeneratorToolTests.run(["lint"], in: directory)
        #expect(lint.status == 1)
        #expect(lint.err == expected)
        let generate = GeneratorToolTests.run([], in: directory)
        #expect(generate.status == 1)
        #expect(generate.err == expected)
        #expect(directory.read("Generated/PetsModels.swift") == nil)
    }
}

/// The project's own specs document real payloads with examples (seed 001's sample response, GitHub's recorded
/// labels and validation error), and lint holds them to their types.
@Suite struct ProjectSpecExampleTests {
    @Test("specs/ examples lint clean and are where the specs put them")
    func projectExamples() throws {
        let root = try #require(PackagePaths.locatedRoot).path
        var diagnostics = DiagnosticCollector()
        let apis = SpecLoader.load(paths: [root + "/specs"], diagnostics: &diagnostics)
        ExampleChecker.check(apis, diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let messages = try #require(apis.first { $0.name == "Messages" }?.endpoints.first { $0.name == "getMessageList" })
        #expect(messages.responseExample?.value.sequence?.count == 2)
        #expect(messages.responseExample?.value.sequence?.last?["title"]?.scalar?.text == "테스트")
        let github = try #require(apis.first { $0.name == "GitHub" })
        #expect(github.model(named: "Label")?.example?.value["color"]?.scalar?.text == "d73a4a")
        let createLabel = try #require(github.endpoints.first { $0.name == "createLabel" })
        #expect(createLabel.bodyExample?.jsonText == #"{"name":"foo","color":"invalid"}"#)
        #expect(createLabel.errorExamples[422]?.value["errors"]?.sequence?.first?["code"]?.scalar?.text == "invalid")
    }
}
