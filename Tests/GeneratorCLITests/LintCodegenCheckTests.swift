import EndpointSpec
import Foundation
import Testing

/// Review finding 1: `generator lint` reports everything `generator` (generate) would — spec errors, code generation
/// clashes (`codegen.*`), template problems, parameter renames, config selections — with the same located
/// diagnostics and exit status, and writes nothing.
@Suite struct LintCodegenCheckTests {
    /// A spec problem that only code generation finds, in each position it can occur.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var files: [String: String]
        var expectedStatus: Int32
        /// A substring each run's standard error must contain.
        var expected: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a model named Request (the API's request protocol)",
             files: ["specs/demo.yaml": "api: Demo\nmodels:\n  Request: {id: int}\nendpoints:\n  ping: {method: GET, path: /p}\n"],
             expectedStatus: 1,
             expected: "specs/demo.yaml:3:3: error: type 'Request' clashes with another generated type of the same name in namespace 'Demo'"),
        Case(name: "a model named Client",
             files: ["specs/demo.yaml": "api: Demo\nmodels:\n  Client: {id: int}\nendpoints:\n  ping: {method: GET, path: /p}\n"],
             expectedStatus: 1,
             expected: "specs/demo.yaml:3:3: error: type 'Client' clashes with another generated type"),
        Case(name: "a model named like an endpoint's request type",
             files: ["specs/demo.yaml": "api: Demo\nmodels:\n  GetItemRequest: {id: int}\nendpoints:\n  getItem: {method: GET, path: /p}\n"],
             expectedStatus: 1,
             expected: "error: request type 'GetItemRequest' clashes with another generated type"),
        Case(name: "a model named like a view model",
             files: ["specs/demo.yaml": """
                api: Demo
                models:
                  FooViewModel: {id: int}
                endpoints:
                  getFoo: {method: GET, path: /p, response: int, view_model: Foo}

                """],
             expectedStatus: 1,
             expected: "error: view model 'FooViewModel' clashes with another generated type"),
        // Review 16: the client's methods, in each pair a spec can make.
        Case(name: "an endpoint named like another's never-throwing twin (review 16's input)",
             files: ["specs/demo.yaml": "api: Tw\nmodels:\n  M: {id: int}\nendpoints:\n  get: {method: GET, path: /a, response: M}\n"
                + "  getResult: {method: GET, path: /b, response: M}\n"],
             expectedStatus: 1,
             expected: "specs/demo.yaml:6:3: error: the client method 'getResult' of endpoint 'getResult' has the name of the "
                + "never-throwing client method of endpoint 'get' in 'Tw.Client': rename one of the endpoints\n"),
        Case(name: "an endpoint named like another's twin with the response",
             files: ["specs/demo.yaml": "api: Tw\nendpoints:\n  searchWithResponse: {method: GET, path: /b}\n"
                + "  search: {method: GET, path: /a}\n"],
             expectedStatus: 1,
             expected: "specs/demo.yaml:4:3: error: the client method with the response 'searchWithResponse' of endpoint 'search' "
                + "has the name of the client method of endpoint 'searchWithResponse'"),
        Case(name: "an endpoint named like another's page sequence",
             files: ["specs/demo.yaml": """
                api: Tw
                models:
                  M: {id: int}
                endpoints:
                  list: {method: GET, path: /a, query: {page: int?}, response: "[M]", pagination: {page: page}}
                  listPages: {method: GET, path: /b, response: M}

                """],
             expectedStatus: 1,
             expected: "specs/demo.yaml:6:3: error: the client method 'listPages' of endpoint 'listPages' has the name of the "
                + "page sequence method of endpoint 'list'"),
        Case(name: "two specs generating the same file",
             files: [
                "specs/pet-store.yaml": "api: PetStore\nendpoints:\n  ping: {method: GET, path: /p}\n",
                "specs/pet_store.yaml": "api: PetStoreTwo\nendpoints:\n  ping: {method: GET, path: /p}\n",
             ],
             expectedStatus: 1,
             expected: "error: specs '"),
        Case(name: "a parameter renamed because a body field has its name (warning)",
             files: ["specs/demo.yaml": """
                api: Demo
                endpoints:
                  postNote:
                    method: POST
                    path: /notes
                    query: {text: string}
                    body: {encoding: text}

                """],
             expectedStatus: 0,
             expected: "warning: 'text' of endpoint 'postNote' is named 'text2' in Swift because another parameter already has that name"),
    ]

    @Test(arguments: cases)
    func lintReportsWhatGenerateReports(_ example: Case) throws {
        let directory = try TemporaryDirectory()
        for (path, text) in example.files { try directory.write(path, text) }
        let generate = GeneratorToolTests.run(["--no-config"], in: directory)
        let lint = GeneratorToolTests.run(["lint", "--no-config"], in: directory)
        #expect(generate.status == example.expectedStatus)
        #expect(lint.status == example.expectedStatus)
        #expect(generate.err.contains(example.expected), "\(generate.err)")
        #expect(lint.err == generate.err)
        if example.expectedStatus == 0 {
            #expect(lint.out.hasSuffix("checked: 0 errors, 1 warning\n"), "\(lint.out)")
        } else {
            #expect(lint.out == "")
        }
        // Lint writes nothing, whatever it finds.
        let lintOnly = try TemporaryDirectory()
        for (path, text) in example.files { try lintOnly.write(path, text) }
        _ = GeneratorToolTests.run(["lint", "--no-config"], in: lintOnly)
        #expect(try lintOnly.list() == ["specs"])
    }

    /// Template problems, from `--templates` or the config's `templates`, are lint's too.
    @Test func lintChecksTheTemplatesGenerateWouldUse() throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/demo.yaml", GeneratorToolTests.goodSpec)
        try directory.write("MyTemplates/header.mustache", "// my header\n")
        let expected = "\(directory.url.path)/MyTemplates/header.mustache:1:1: error: generated files must start with"
        let byOption = GeneratorToolTests.run(["lint", "--templates", "MyTemplates"], in: directory)
        #expect(byOption.status == 1)
        #expect(byOption.err.hasPrefix(expected), "\(byOption.err)")
        try directory.write("generator.yaml", "templates: MyTemplates\n")
        let byConfig = GeneratorToolTests.run(["lint"], in: directory)
        #expect(byConfig.status == 1)
        #expect(byConfig.err.hasPrefix(expected), "\(byConfig.err)")
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Generated").path))
    }
}
