import EndpointSpec
import Foundation
import PayloadCheck
import TestSupport
import Testing

/// The fresh-user review of the CLI, findings 6 to 9: each a kind of problem, tested in every place it can occur.
@Suite struct ReviewFindingTests {
    static let openAPI = """
        openapi: 3.0.3
        info: {title: Pets, version: "1"}
        paths:
          /pets:
            get:
              operationId: listPets
              tags: [pets]
              responses:
                "200":
                  description: ok
                  content:
                    application/json:
                      schema: {type: array, items: {type: string}}

        """

    // MARK: 6. A template override that matches no template

    @Test func aMisspelledTemplateOverrideIsALocatedWarningWithASuggestion() throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/demo.yaml", GeneratorToolTests.goodSpec)
        try directory.write("MyTemplates/modles.swift.mustache", "{{{header}}}\n")
        let expected = "\(directory.url.path)/MyTemplates/modles.swift.mustache:1:1: warning: template 'modles.swift.mustache' "
            + "replaces no built-in template and no template includes it, so it is not used; did you mean 'models.swift.mustache'?\n"
        for command in [["--templates", "MyTemplates", "--quiet"], ["lint", "--templates", "MyTemplates"]] {
            let run = GeneratorToolTests.run(command, in: directory)
            #expect(run.status == 0, "\(command)")
            #expect(run.err == expected, "\(command)")
        }
        // A file with no close built-in name gets the warning without a suggestion.
        try directory.write("MyTemplates/zzz.mustache", "x\n")
        let run = GeneratorToolTests.run(["lint", "--templates", "MyTemplates"], in: directory)
        #expect(run.err.contains("zzz.mustache:1:1: warning: template 'zzz.mustache' replaces no built-in template and no "
            + "template includes it, so it is not used\n"))
    }

    /// A file whose extension misspells `.mustache` is not read; the warning says so and names the intended file.
    /// Other files (a README, an editor's backup) are left alone.
    @Test func aTemplateFileWithAMisspelledExtensionIsALocatedWarning() throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/demo.yaml", GeneratorToolTests.goodSpec)
        for name in ["doc.mustach", "struct.MUSTACHE", "models.swift.mustahce", "README.md", "doc.mustache~", "notes",
                     "enum.mustache.txt", "header.must", "doc.mustache.bak", "partials/request.mustache", "assets/logo.png"] {
            try directory.write("MyTemplates/\(name)", "x\n")
        }
        for command in [["--templates", "MyTemplates", "--quiet"], ["lint", "--templates", "MyTemplates"]] {
            let run = GeneratorToolTests.run(command, in: directory)
            #expect(run.status == 0, "\(command)")
            let path = directory.url.path + "/MyTemplates/"
            #expect(run.err == """
                \(path)doc.mustach:1:1: warning: 'doc.mustach' is not read: template files end in '.mustache'; did you mean 'doc.mustache'?
                \(path)enum.mustache.txt:1:1: warning: 'enum.mustache.txt' is not read: template files end in '.mustache'; did you \
                mean 'enum.mustache'?
                \(path)header.must:1:1: warning: 'header.must' is not read: template files end in '.mustache'; did you mean \
                'header.mustache'?
                \(path)models.swift.mustahce:1:1: warning: 'models.swift.mustahce' is not read: template files end in '.mustache'; \
                did you mean 'models.swift.mustache'?
                \(path)partials:1:1: warning: 'partials' is a directory: templates are read from the template directory itself, \
                not from its subdirectories; move its .mustache files up
                \(path)struct.MUSTACHE:1:1: warning: 'struct.MUSTACHE' is not read: template files end in '.mustache'; did you mean \
                'struct.mustache'?

                """, "\(command)")
        }
    }

    /// A name no context provides renders as nothing (Mustache's rule), so an override's misspelling is a located
    /// warning, once per name, with a suggestion when a context name is close; names the contexts provide are not.
    @Test func anUnknownNameInAnOverrideIsALocatedWarning() throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/demo.yaml", GeneratorToolTests.goodSpec)
        let builtIn = try String(contentsOf: PackagePaths.root.appendingPathComponent("Templates/struct.mustache"), encoding: .utf8)
        try directory.write("MyTemplates/struct.mustache", """
            {{#nonexistentKey}}X{{/nonexistentKey}}
            {{nmae}} {{nmae}} {{name}} {{.}} {{types.String}} {{#properties}}{{first}}{{/properties}}
            \(builtIn)
            """)
        let path = directory.url.path + "/MyTemplates/struct.mustache"
        for command in [["--templates", "MyTemplates", "--quiet"], ["lint", "--templates", "MyTemplates"]] {
            let run = GeneratorToolTests.run(command, in: directory)
            #expect(run.status == 0, "\(command)")
            #expect(run.err == """
                \(path):1:1: warning: 'nonexistentKey' is no value the generator provides, so it renders as nothing; \
                docs/templates.md lists the values
                \(path):2:1: warning: 'nmae' is no value the generator provides, so it renders as nothing; did you mean 'name'?

                """, "\(command)")
        }
    }

    /// A partial name that names no template is an error; one close to a template's name says which.
    @Test func aMisspelledPartialNameIsAnErrorWithASuggestion() throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/demo.yaml", GeneratorToolTests.goodSpec)
        try directory.write("MyTemplates/mine.mustache", "// mine\n")
        try directory.write("MyTemplates/header.mustache", "{{>mnie}}{{>zzzzzz}}\n")
        let run = GeneratorToolTests.run(["lint", "--templates", "MyTemplates"], in: directory)
        #expect(run.status == 1)
        let path = directory.url.path + "/MyTemplates/header.mustache"
        #expect(run.err.contains("\(path):1:1: error: unknown partial 'mnie'; did you mean 'mine'?\n"), "\(run.err)")
        #expect(run.err.contains("\(path):1:10: error: unknown partial 'zzzzzz'\n"), "\(run.err)")
    }

    /// A new partial that an override includes is used, so it gets no warning; nor does a real override.
    @Test func aNewPartialIncludedByAnOverrideIsNoWarning() throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/demo.yaml", GeneratorToolTests.goodSpec)
        let header = try #require(String(
            data: try Data(contentsOf: PackagePaths.root.appendingPathComponent("Templates/header.mustache")), encoding: .utf8))
        try directory.write("MyTemplates/header.mustache", header + "{{>myNote}}\n")
        try directory.write("MyTemplates/myNote.mustache", "// reviewed\n")
        let run = GeneratorToolTests.run(["lint", "--templates", "MyTemplates"], in: directory)
        #expect(run.status == 0)
        #expect(run.err == "")
    }

    // MARK: 7. A payload is JSON

    static let roomsSpec = """
        api: Rooms
        models:
          Room: {room_id: int, title: string}
        endpoints:
          getRoom: {method: GET, path: /rooms/1, response: Room}

        """

    static let notJSON: [(payload: String, location: String, message: String)] = [
        ("{'room_id': 1, 'title': 'a'}", "1:2", "strings in JSON are in double quotes, not single quotes"),
        ("{\"room_id\": 1, \"title\": 'a'}", "1:25", "strings in JSON are in double quotes, not single quotes"),
        ("{\"room_id\": 1, \"title\": a}", "1:25", "expected a JSON value, found 'a'"),
        ("room_id: 1\ntitle: a\n", "1:1", "expected a JSON value, found 'room_id'"),
        ("{\"room_id\": 1, \"title\": \"a\",}", "1:29", "trailing comma before '}'; JSON does not allow one"),
        ("[1, 2,]", "1:7", "trailing comma before ']'; JSON does not allow one"),
        ("{\"room_id\": 1, # a comment\n\"title\": \"a\"}", "1:16", "expected a key in double quotes, found '#'"),
        ("{\"room_id\": 01, \"title\": \"a\"}", "1:13", "a JSON number does not start with 0 (leading zeros are not allowed)"),
        ("{\"room_id\": 1, \"title\": \"a\\q\"}", "1:27", "invalid escape '\\q' in a string"),
        ("{\"room_id\": 1, \"title\": \"a\"} {}", "1:30", "expected the end of the JSON document"),
        ("{\"room_id\": .5, \"title\": \"a\"}", "1:13", "expected a JSON value, found '.5'"),
        ("{\"room_id\": 1 \"title\": \"a\"}", "1:15", "expected ',' or '}'"),
    ]

    @Test func aPayloadThatIsNotJSONIsALocatedError() throws {
        let directory = try TemporaryDirectory()
        try directory.write("rooms.yaml", Self.roomsSpec)
        for (index, example) in Self.notJSON.enumerated() {
            let name = "p\(index).json"
            try directory.write(name, example.payload)
            let run = GeneratorToolTests.run(["check-payload", "rooms.yaml", "getRoom", name], in: directory)
            #expect(run.status == 1, "\(example.payload)")
            #expect(run.err == "\(directory.url.path)/\(name):\(example.location): error: not JSON: \(example.message)\n",
                    "\(example.payload)")
        }
        // The same text as valid JSON fits; a `.yaml` extension changes nothing.
        try directory.write("good.json", "{\"room_id\": 1, \"title\": \"a\\u00e9\", \"extra\": [true, null, -1.5e3, {}]}")
        #expect(GeneratorToolTests.run(["check-payload", "rooms.yaml", "getRoom", "good.json"], in: directory).status == 0)
        try directory.write("room.yaml", "{'room_id': 1, 'title': 'a'}")
        let yaml = GeneratorToolTests.run(["check-payload", "rooms.yaml", "getRoom", "room.yaml"], in: directory)
        #expect(yaml.status == 1)
        #expect(yaml.err.contains("room.yaml:1:2: error: not JSON"))
    }

    @Test func theIDOfNotJSONIsJSONSyntax() throws {
        var diagnostics = DiagnosticCollector()
        let api = try #require(SpecLoader.load(text: Array(Self.roomsSpec.utf8), path: "rooms.yaml", diagnostics: &diagnostics))
        PayloadChecker.check(json: Array("{'a': 1}".utf8), path: "p.json", endpoint: "getRoom", side: .response, in: api,
                             diagnostics: &diagnostics)
        #expect(diagnostics.map(\.id) == [.jsonSyntax])
    }

    /// Samples for `infer` are read leniently on purpose: a sample copied from an article or a log, with a trailing
    /// comma or single quotes, still gives a model to review (docs/import.md); only check-payload asserts JSON.
    @Test func anInferSampleIsReadLeniently() throws {
        let directory = try TemporaryDirectory()
        try directory.write("user.json", "{'id': 1, \"name\": \"a\",}")
        let run = GeneratorToolTests.run(["infer", "user.json"], in: directory)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("\n      id: int\n      name: string\n"), "\(run.out)")
    }

    // MARK: 8. import --output file.yaml

    @Test(arguments: ["pets.yaml", "out/Pets.YML", "pets.yml"])
    func importToAYAMLPathWritesOneSpecFile(_ output: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write("openapi.yaml", Self.openAPI)
        let run = GeneratorToolTests.run(["import", "openapi.yaml", "--output", output], in: directory)
        #expect(run.status == 0, "\(run.err)")
        var isDirectory: ObjCBool = false
        let path = directory.url.appendingPathComponent(output).path
        #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory))
        #expect(!isDirectory.boolValue)
        #expect(directory.read(output)?.hasPrefix("# Imported by endpoint-generator") == true)
        #expect(run.out == "\(output): wrote \((output as NSString).lastPathComponent); 0 warnings\n")
        let lint = GeneratorToolTests.run(["lint", "--no-config", output], in: directory)
        #expect(lint.status == 0, "\(lint.err)")
        // A second import replaces the file it wrote.
        #expect(GeneratorToolTests.run(["import", "openapi.yaml", "--output", output], in: directory).status == 0)
    }

    /// Review 11: lint's warnings about the written spec (names it renames) were left out of the import's report, so
    /// `wrote …; 2 warnings` hid changes that `generator lint` showed later.
    @Test func importReportsWhatLintSaysOfTheWrittenSpecAndCountsIt() throws {
        let directory = try TemporaryDirectory()
        try directory.write("openapi.yaml", """
            openapi: 3.0.3
            info: {title: Odd, version: '1'}
            paths: {}
            components:
              schemas:
                Thing:
                  type: object
                  properties: {UPPER: {type: string}, upper: {type: string}, v: {enum: [1, 'one']}}
            """)
        let run = GeneratorToolTests.run(["import", "openapi.yaml", "--output", "odd.yaml"], in: directory)
        #expect(run.status == 0, "\(run.err)")
        let lines = run.err.split(separator: "\n").filter { $0.contains(": warning: ") }
        #expect(lines.count == 2, "\(run.err)")
        #expect(lines.contains { $0.contains("openapi.yaml:") && $0.contains("an enum of values of several types") })
        #expect(lines.contains { $0.hasPrefix("odd.yaml:") || $0.contains("/odd.yaml:") })
        #expect(run.err.contains("'upper'"), "\(run.err)")
        #expect(run.out == "odd.yaml: wrote odd.yaml; 2 warnings\n")
        let lint = GeneratorToolTests.run(["lint", "--no-config", "odd.yaml"], in: directory)
        #expect(lint.status == 0)
        #expect(lint.err.split(separator: "\n").filter { $0.contains("warning:") }.count == 1, "\(lint.err)")
    }

    @Test func importIntoADirectoryStillWritesIntoIt() throws {
        let directory = try TemporaryDirectory()
        try directory.write("openapi.yaml", Self.openAPI)
        let run = GeneratorToolTests.run(["import", "openapi.yaml", "--output", "api-specs"], in: directory)
        #expect(run.status == 0, "\(run.err)")
        #expect(try directory.list("api-specs") == ["pets.yaml"])
    }

    @Test func splitByTagToAYAMLPathIsAUsageError() throws {
        let directory = try TemporaryDirectory()
        try directory.write("openapi.yaml", Self.openAPI)
        let run = GeneratorToolTests.run(["import", "openapi.yaml", "--split-by", "tag", "--output", "pets.yaml"], in: directory)
        #expect(run.status == 64)
        #expect(run.err.hasPrefix(
            "error: --split-by tag writes several spec files, so --output must be a directory, not 'pets.yaml'\n"))
        #expect(try directory.list() == ["openapi.yaml"])
    }

    @Test func importToAYAMLPathNeverReplacesAHandWrittenSpec() throws {
        let directory = try TemporaryDirectory()
        try directory.write("openapi.yaml", Self.openAPI)
        try directory.write("pets.yaml", Self.roomsSpec)
        let run = GeneratorToolTests.run(["import", "openapi.yaml", "--output", "pets.yaml"], in: directory)
        #expect(run.status == 1)
        #expect(directory.read("pets.yaml") == Self.roomsSpec)
        let same = GeneratorToolTests.run(["import", "openapi.yaml", "--output", "openapi.yaml"], in: directory)
        #expect(same.status == 1)
        #expect(same.err.contains("is the document being imported"))
    }

    // MARK: 9. UTF-16 and UTF-32 without a byte-order mark

    static func encoded(_ text: String, _ encoding: String) -> Data {
        switch encoding {
        case "UTF-16, little-endian": Data(text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        case "UTF-16, big-endian": Data(text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        case "UTF-32, little-endian": Data(text.unicodeScalars.flatMap { s in (0..<4).map { UInt8((s.value >> (8 * $0)) & 0xFF) } })
        default: Data(text.unicodeScalars.flatMap { s in (0..<4).reversed().map { UInt8((s.value >> (8 * $0)) & 0xFF) } })
        }
    }

    static let encodings = ["UTF-16, little-endian", "UTF-16, big-endian", "UTF-32, little-endian", "UTF-32, big-endian"]

    /// Every file the tool reads as text: a spec, a config file, a payload, a sample, an OpenAPI document, a template.
    @Test(arguments: encodings)
    func aWideFileWithoutAByteOrderMarkIsNotUTF8WhereverItIsRead(_ encoding: String) throws {
        let directory = try TemporaryDirectory()
        let path = directory.url.path
        func write(_ name: String, _ text: String) throws {
            try FileManager.default.createDirectory(
                at: directory.url.appendingPathComponent(name).deletingLastPathComponent(), withIntermediateDirectories: true)
            try Self.encoded(text, encoding).write(to: directory.url.appendingPathComponent(name))
        }
        let message = "error: file is not UTF-8 (looks like \(encoding), without a byte-order mark)"
        try write("specs/demo.yaml", GeneratorToolTests.goodSpec)
        for command in [["--no-config"], ["lint", "--no-config"]] {
            let run = GeneratorToolTests.run(command, in: directory)
            #expect(run.status == 1)
            #expect(run.err.hasPrefix("\(path)/specs/demo.yaml:1:1: \(message)"), "\(run.err)")
        }
        try directory.write("specs/demo.yaml", GeneratorToolTests.goodSpec)
        try write("generator.yaml", "output: Out\n")
        let config = GeneratorToolTests.run(["lint"], in: directory)
        #expect(config.err.hasPrefix("\(path)/generator.yaml:1:1: \(message)"), "\(config.err)")
        try write("p.json", "{\"item_id\": 1}")
        try directory.write("s.json", "{\"item_id\": 1}")
        let payload = GeneratorToolTests.run(["check-payload", "specs/demo.yaml", "listItems", "p.json"], in: directory)
        #expect(payload.err.hasPrefix("\(path)/p.json:1:1: \(message)"), "\(payload.err)")
        let sample = GeneratorToolTests.run(["infer", "p.json"], in: directory)
        #expect(sample.err.hasPrefix("p.json:1:1: \(message)"), "\(sample.err)")
        try write("openapi.yaml", Self.openAPI)
        let document = GeneratorToolTests.run(["import", "openapi.yaml", "--output", "imported"], in: directory)
        #expect(document.err.hasPrefix("\(path)/openapi.yaml:1:1: \(message)"), "\(document.err)")
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("generator.yaml"))
        try write("MyTemplates/struct.mustache", "struct {{name}} {}\n")
        let template = GeneratorToolTests.run(["lint", "--templates", "MyTemplates"], in: directory)
        #expect(template.status == 1)
        #expect(template.err.hasPrefix("\(path)/MyTemplates/struct.mustache:1:1: \(message)"), "\(template.err)")
    }

    /// A stray NUL in UTF-8 text is still a control character at its place, not a guess at another encoding.
    @Test func aNULInUTF8IsStillAControlCharacter() throws {
        var diagnostics = DiagnosticCollector()
        _ = YAMLLoader.parse(Array("api: Demo\nmodels:\n  A: {x: \"a\u{0}b\"}\n".utf8), path: "a.yaml", kind: .specFile, diagnostics: &diagnostics)
        #expect(diagnostics.map(\.id) == [.invalidCharacter])
        #expect(diagnostics.first?.description.hasPrefix("a.yaml:3:") == true)
    }
}
