@testable import EndpointImport
import EndpointSpec
import Foundation
import TestSupport
import Testing

/// `$ref`s the importer follows (docs/import.md, "References"), in every place a reference can be: one that names
/// nothing readable is one located error, one by URL a warning saying what is done instead.
@Suite("Import references")
struct ImportReferenceTests {
    /// A place a `$ref` can be, as a document whose `@` is the reference.
    struct Position: CustomTestStringConvertible, Sendable {
        var name: String
        var document: String
        /// What the reference must name there, as the error says it.
        var shape = "a schema (a mapping, or true or false)"
        var testDescription: String { name }
    }

    static func document(_ paths: String = "", components: String = "") -> String {
        """
        openapi: 3.0.3
        info: {title: Refs, version: "1"}
        paths:
          /ok:
            get:
              operationId: ping
              responses: {"204": {description: none}}
        \(paths)components:
          schemas:
            Fine: {type: object, properties: {a: {type: string}}}
        \(components)
        """
    }

    /// An operation of `/x` with `operation` as its fields, indented under `get:` (or the method the fields name).
    static func operation(_ fields: String, method: String = "get") -> String {
        "  /x:\n    \(method):\n" + fields.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n") + "\n"
    }

    static let okResponse = "responses: {\"204\": {description: none}}"

    static let positions: [Position] = [
        Position(name: "a component schema", document: document(components: "    A: {$ref: \"@\"}\n")),
        Position(name: "a property", document: document(components: "    A: {type: object, properties: {p: {$ref: \"@\"}}}\n")),
        Position(name: "an array's items", document: document(components: "    A: {type: array, items: {$ref: \"@\"}}\n")),
        Position(name: "a map's values",
                 document: document(components: "    A: {type: object, additionalProperties: {$ref: \"@\"}}\n")),
        Position(name: "an allOf part",
                 document: document(components: "    A: {allOf: [{$ref: \"#/components/schemas/Fine\"}, {$ref: \"@\"}]}\n")),
        Position(name: "a oneOf variant",
                 document: document(components: "    A: {oneOf: [{$ref: \"#/components/schemas/Fine\"}, {$ref: \"@\"}]}\n")),
        Position(name: "a parameter's schema", document: document(operation("""
            parameters: [{name: q, in: query, schema: {$ref: "@"}}]
            \(okResponse)
            """))),
        Position(name: "a parameter", document: document(operation("""
            parameters: [{$ref: "@"}]
            \(okResponse)
            """)), shape: "a parameter (a mapping)"),
        Position(name: "a request body's schema", document: document(operation("""
            requestBody: {content: {application/json: {schema: {$ref: "@"}}}}
            \(okResponse)
            """, method: "post"))),
        Position(name: "a form body's property", document: document(operation("""
            requestBody: {content: {application/x-www-form-urlencoded: {schema: {type: object, properties: {f: {$ref: "@"}}}}}}
            \(okResponse)
            """, method: "post"))),
        Position(name: "a request body", document: document(operation("""
            requestBody: {$ref: "@"}
            \(okResponse)
            """, method: "post")), shape: "a request body (a mapping)"),
        Position(name: "a response's schema", document: document(operation("""
            responses: {"200": {description: ok, content: {application/json: {schema: {$ref: "@"}}}}}
            """))),
        Position(name: "an error response's schema", document: document(operation("""
            responses: {"204": {description: none}, "404": {description: no, content: {application/json: {schema: {$ref: "@"}}}}}
            """))),
        Position(name: "a response", document: document(operation("""
            responses: {"200": {$ref: "@"}}
            """)), shape: "a response (a mapping)"),
        Position(name: "a response header", document: document(operation("""
            responses: {"204": {description: none, headers: {X-Rate: {$ref: "@"}}}}
            """)), shape: "a header (a mapping)"),
        Position(name: "an example", document: document(operation("""
            responses: {"200": {description: ok, content: {application/json: {schema: {type: string}, examples: {one: {$ref: "@"}}}}}}
            """)), shape: "an example (a mapping)"),
        Position(name: "a path item", document: document("  /x: {$ref: \"@\"}\n"), shape: "a path item (a mapping)"),
    ]

    /// A reference that names nothing readable, and the files next to the document it needs.
    struct Unreadable: CustomTestStringConvertible, Sendable {
        var name: String
        var reference: String
        var files: [String: [UInt8]] = [:]
        /// What the error says after "cannot follow '<reference>': ".
        var reason: String
        var testDescription: String { name }
    }

    static let unreadable: [Unreadable] = [
        Unreadable(name: "a missing file", reference: "missing.yaml", reason: "cannot be read: no such file"),
        Unreadable(name: "a directory", reference: "folder", files: ["folder/inside.yaml": Array("a: 1\n".utf8)],
                   reason: "cannot be read: it is a directory"),
        Unreadable(name: "a file that does not parse", reference: "broken.yaml#/X", files: ["broken.yaml": Array("X: [1\n".utf8)],
                   reason: "is not a YAML or JSON document"),
        Unreadable(name: "a file that is not UTF-8", reference: "latin1.yaml",
                   files: ["latin1.yaml": Array("type: string\ndescription: ".utf8) + [0xE9, 0x0A]],
                   reason: "is not a YAML or JSON document"),
        Unreadable(name: "a file with a duplicate key", reference: "twice.yaml",
                   files: ["twice.yaml": Array("type: string\ntype: integer\n".utf8)], reason: "is not a YAML or JSON document"),
        Unreadable(name: "a pointer to nothing in the document", reference: "#/components/schemas/Nope", reason: "it points at nothing"),
        Unreadable(name: "a pointer to nothing in another file", reference: "common.yaml#/components/schemas/Nope",
                   files: ["common.yaml": Array("components: {schemas: {Error: {type: string}}}\n".utf8)],
                   reason: "it points at nothing"),
        Unreadable(name: "a fragment that is not a JSON pointer", reference: "#nope", reason: "'#nope' is not a JSON pointer"),
        // Review finding 1: an absolute path was read without a word.
        Unreadable(name: "an absolute path", reference: "/etc/passwd",
                   reason: "an absolute path is not followed; name another file by its path relative to the referring document"),
    ]

    /// Writes `files` and the document (its `@` replaced by `reference`) into a fresh directory and imports it.
    /// - Returns: The run, and the line and column of the reference's value in the document.
    /// `links` are symbolic links to create there, by name, with the path each holds.
    static func importing(_ position: Position, reference: String, files: [String: [UInt8]] = [:], links: [String: String] = [:])
        throws -> (run: ImportRun, line: Int, column: Int)
    {
        let directory = try ScratchDirectory.make("import-reference")
        for (name, bytes) in files {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        for (name, destination) in links {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
        }
        let lines = position.document.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("\"@\"") })
        let column = try #require(lines[line].range(of: "\"@\"")).lowerBound.utf16Offset(in: lines[line]) + 1
        let path = try write(position.document.replacingOccurrences(of: "\"@\"", with: "\"\(reference)\""), to: "openapi.yaml", in: directory)
        return (try importAndGenerate(path), line + 1, column)
    }

    /// Review finding: a `$ref` to a directory or a file that does not parse printed the loader's error twice,
    /// without a place, with a contradictory "imported as json" warning, while one to a missing file was only a
    /// warning (exit 0). Each is now one error at the `$ref`, whatever the reference names and wherever it is, and
    /// nothing is written.
    @Test(arguments: unreadable, positions)
    func aReferenceToNothingReadableIsOneErrorAtTheReference(_ target: Unreadable, _ position: Position) throws {
        let (run, line, column) = try Self.importing(position, reference: target.reference, files: target.files)
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.result.files.isEmpty)
        // Nothing else is said: no "imported as json", no unplaced loader error, no warning about what the import
        // would have written.
        try #require(run.result.diagnostics.count == 1, "\(run.result.diagnostics.map(\.description))")
        let error = run.result.diagnostics[0]
        #expect(error.severity == .error && error.id == .brokenReference)
        let location = try #require(error.location)
        #expect(location.file.hasSuffix("/openapi.yaml") && location.line == line && location.column == column, "\(error)")
        #expect(error.message.contains("/$ref: cannot follow '\(target.reference)': ") && error.message.hasSuffix(target.reason),
                "\(error.message)")
    }

    /// A file a reference names that is not what belongs there.
    struct Misplaced: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        /// The error's word for it.
        var kind: String
        var testDescription: String { name }
    }

    static let misplaced: [Misplaced] = [
        Misplaced(name: "plain text", text: "Remember to add the schemas here.\nThanks!\n", kind: "a scalar"),
        Misplaced(name: "a passwd file", text: "root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n",
                  kind: "a scalar"),
        Misplaced(name: "a YAML list", text: "- id\n- name\n", kind: "a sequence"),
        Misplaced(name: "a number", text: "42\n", kind: "a scalar"),
    ]

    /// Review finding 1: a `$ref` to a file that is not a schema (plain text, a passwd file, a YAML list, a scalar)
    /// was imported as `json` without a word, while the same content written in place is an `import.invalidDocument`
    /// error (OpenAPIImportTests.misshapenDocumentsAreLocatedErrors). It is that error, at the `$ref`, in every place,
    /// for every kind of object a reference stands for.
    @Test(arguments: misplaced, positions)
    func aReferenceToWhatDoesNotBelongThereIsTheErrorTheInlinePartWouldBe(_ target: Misplaced, _ position: Position) throws {
        let (run, line, column) = try Self.importing(position, reference: "target.txt", files: ["target.txt": Array(target.text.utf8)])
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.result.files.isEmpty)
        try #require(run.result.diagnostics.count == 1, "\(run.result.diagnostics.map(\.description))")
        let error = run.result.diagnostics[0]
        #expect(error.severity == .error && error.id == .invalidDocument)
        #expect(error.location?.file.hasSuffix("/openapi.yaml") == true && error.location?.line == line
            && error.location?.column == column, "\(error)")
        #expect(error.message.hasSuffix("/$ref: 'target.txt' must be \(position.shape), not \(target.kind)"), "\(error.message)")
    }

    /// What a reference names is checked as the document's own parts are, inside too: a misshapen part of a
    /// referenced file is an error at that part, in that file, whatever the reference stands for.
    @Test(arguments: [
        ("P: {name: q, in: query, schema: 42}",
         "1:33: error: #/P/schema must be a schema (a mapping, or true or false), not a scalar"),
        ("R: {description: ok, content: [1]}", "2:31: error: #/R/content must be a mapping, not a sequence"),
        ("I: {get: 5}", "3:10: error: #/I/get must be a mapping, not a scalar"),
        ("S: {type: object, properties: [a, b]}", "4:31: error: #/S/properties must be a mapping, not a sequence"),
    ])
    func aMisshapenPartOfAReferencedFileIsAnErrorThere(misshapen: String, expected: String) throws {
        let document = """
            openapi: 3.0.3
            info: {title: Refs, version: "1"}
            paths:
              /x:
                get:
                  operationId: getX
                  parameters: [{$ref: "other.yaml#/P"}]
                  responses: {"200": {$ref: "other.yaml#/R"}}
              /y: {$ref: "other.yaml#/I"}
            components:
              schemas:
                A: {type: object, properties: {p: {$ref: "other.yaml#/S"}}}
            """
        let wellShaped = [
            "P: {name: q, in: query, schema: {type: string}}", "R: {description: ok}",
            "I: {get: {operationId: getY, responses: {\"204\": {description: none}}}}", "S: {type: string}",
        ]
        let other = wellShaped.map { $0.prefix(2) == misshapen.prefix(2) ? misshapen : $0 }.joined(separator: "\n") + "\n"
        let run = try importText(document, extraFiles: ["other.yaml": other])
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.result.files.isEmpty)
        try #require(run.result.diagnostics.count == 1, "\(run.result.diagnostics.map(\.description))")
        #expect(run.result.diagnostics[0].description.hasSuffix("/other.yaml:\(expected)"), "\(run.result.diagnostics[0])")
        // The well-shaped file imports.
        let fine = try importText(document, extraFiles: ["other.yaml": wellShaped.joined(separator: "\n") + "\n"])
        defer { try? FileManager.default.removeItem(at: fine.directory) }
        #expect(fine.result.diagnostics.isEmpty && fine.lintErrors.isEmpty, "\(fine.result.diagnostics)")
    }

    /// An absolute path is refused even when it names a good schema: the file is never read.
    /// Review 21: `a.yaml` → `sub/b.yaml` → `../a.yaml` never closed: `sub/../a.yaml` was read as another file than
    /// `a.yaml`, so the cycle unrolled until the path was too long to open. One file reached by two routes is one
    /// document, so the cycle becomes two models that refer to each other, as within one directory.
    @Test func aCycleOfReferencesAcrossDirectoriesCloses() throws {
        let run = try importText("""
            openapi: 3.0.0
            info: {title: Cycle, version: "1"}
            paths: {}
            components:
              schemas:
                Root: {$ref: "a.yaml#/components/schemas/A"}
            """, extraFiles: [
                "a.yaml": "components:\n  schemas:\n    A: {type: object, properties: {b: {$ref: \"sub/b.yaml#/components/schemas/B\"}}}\n",
                "sub/b.yaml": "components:\n  schemas:\n    B: {type: object, properties: {a: {$ref: \"../a.yaml#/components/schemas/A\"}}}\n",
            ])
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.result.diagnostics.map(\.description) == [])
        #expect(run.lintErrors == [] && run.generateErrors == [])
        let models = run.apis.flatMap(\.models).map(\.name)
        #expect(models == ["Root", "A", "B"], "\(models)")
    }

    @Test("A reference's path loses its . and .. segments; a leading .. stays", arguments: [
        ("sub/../a.yaml", "doc.yaml", "a.yaml"), ("../a.yaml", "sub/b.yaml", "a.yaml"), ("./x/./y.yaml", "d/doc.yaml", "d/x/y.yaml"),
        ("../../a.yaml", "sub/b.yaml", "../a.yaml"), ("../a.yaml", "/p/sub/b.yaml", "/p/a.yaml"), ("../../../a.yaml", "/p/b.yaml", "/a.yaml"),
    ])
    func referencePaths(relative: String, file: String, expected: String) {
        #expect(DocumentSet.resolvePath(relative, relativeTo: file) == expected)
    }

    /// Review 21: a `$ref` is a URI reference, so `my%20file.yaml` names `my file.yaml` (it was read as a file
    /// named with the percent sign).
    @Test func aPercentEncodedFileNameIsDecoded() throws {
        let run = try importText("""
            openapi: 3.0.0
            info: {title: Spaces, version: "1"}
            paths: {}
            components:
              schemas:
                Item: {$ref: "my%20file.yaml#/components/schemas/Thing"}
            """, extraFiles: ["my file.yaml": "components:\n  schemas:\n    Thing: {type: object, properties: {id: {type: integer}}}\n"])
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.result.diagnostics.map(\.description) == [])
        #expect(run.lintErrors == [])
        #expect(run.apis.flatMap(\.models).map(\.name) == ["Item", "Thing"])
    }

    @Test func anAbsolutePathIsRefusedEvenToAGoodSchema() throws {
        let directory = try ScratchDirectory.make("import-reference")
        defer { try? FileManager.default.removeItem(at: directory) }
        let schema = try write("type: object\nproperties: {a: {type: string}}\n", to: "good.yaml", in: directory)
        let position = Position(name: "a property", document: Self.document(components: "    A: {type: object, properties: {p: {$ref: \"@\"}}}\n"))
        let (run, line, _) = try Self.importing(position, reference: schema)
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.result.diagnostics.map(\.id) == [.brokenReference])
        #expect(run.result.diagnostics.first?.location?.line == line)
        #expect(run.result.diagnostics.first?.message.contains("an absolute path is not followed") == true)
        // The same file by its relative path is a model.
        let relative = try Self.importing(position, reference: "good.yaml", files: ["good.yaml": Array("type: object\nproperties: {a: {type: string}}\n".utf8)])
        defer { try? FileManager.default.removeItem(at: relative.run.directory) }
        #expect(relative.run.lintErrors == [] && relative.run.result.diagnostics.isEmpty, "\(relative.run.result.diagnostics)")
        #expect(relative.run.apis.first?.models.map(\.name).contains("Good") == true)
    }

    /// A file that does not parse is named once even when several references name it, and its own errors are
    /// notes of the error, at their place in that file.
    @Test func aFileThatDoesNotParseGivesItsErrorsAsNotes() throws {
        let position = Position(name: "two properties", document: Self.document(components: """
                A: {type: object, properties: {p: {$ref: "broken.yaml"}, q: {$ref: "@"}}}

            """))
        let (run, _, _) = try Self.importing(position, reference: "broken.yaml", files: ["broken.yaml": Array("a: [1\n".utf8)])
        defer { try? FileManager.default.removeItem(at: run.directory) }
        let errors = run.result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 2, "\(errors)")
        for error in errors {
            #expect(error.notes.first?.location?.file.hasSuffix("/broken.yaml") == true, "\(error)")
            #expect(error.notes.first?.location?.line == 2, "\(error)")
        }
    }

    /// A reference by URL is not followed, wherever it is: one `import.unresolvedReference` warning at the `$ref`
    /// saying what is done instead, and the rest of the document is imported.
    @Test(arguments: positions)
    func aReferenceByURLIsAWarningAndTheRestIsImported(_ position: Position) throws {
        let reference = "https://example.com/shared.yaml#/X"
        let (run, line, column) = try Self.importing(position, reference: reference)
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.lintErrors == [])
        #expect(run.apis.flatMap(\.endpoints).map(\.name).contains("ping"))
        #expect(!run.result.diagnostics.contains { $0.severity == .error })
        let warnings = run.result.diagnostics.filter { $0.id == .importUnresolvedReference }
        if position.name == "an example" {
            // The examples ledger leaves out the example the entry would hold, at the entry (docs/import.md, "Examples").
            #expect(warnings.isEmpty, "\(warnings)")
            #expect(run.result.diagnostics.contains { $0.id == .importExampleLeftOut && $0.location?.line == line
                && $0.message.hasSuffix("the example's reference '\(reference)' cannot be followed; left out") },
                "\(run.result.diagnostics.map(\.description))")
            return
        }
        try #require(warnings.count == 1, "\(run.result.diagnostics.map(\.description))")
        #expect(warnings[0].location?.line == line && warnings[0].location?.column == column, "\(warnings[0])")
        #expect(warnings[0].message.contains("/$ref: references by URL ('\(reference)') are not followed; "), "\(warnings[0])")
    }

    /// A reference to a part of an OpenAPI document that is not what belongs where the reference is.
    struct NotThePart: CustomTestStringConvertible, Sendable {
        var name: String
        var reference: String
        var files: [String: String] = [:]
        /// What the error says the reference names.
        var found: String
        var testDescription: String { name }
    }

    static let documentFile = "openapi: 3.0.3\ninfo: {title: Base, version: \"1\"}\npaths:\n  /z: {get: {responses: {\"204\": {description: none}}}}\n"

    static let notTheParts: [NotThePart] = [
        NotThePart(name: "the document itself ('#')", reference: "#", found: "the whole OpenAPI document"),
        NotThePart(name: "another document's paths", reference: "base.yaml#/paths", files: ["base.yaml": documentFile],
                   found: "the document's paths"),
        NotThePart(name: "a whole other document", reference: "base.yaml", files: ["base.yaml": documentFile],
                   found: "the whole OpenAPI document"),
        NotThePart(name: "a whole file of components", reference: "common.yaml",
                   files: ["common.yaml": "components:\n  schemas:\n    Error: {type: object, properties: {message: {type: string}}}\n"],
                   found: "a file of parts of an OpenAPI document (components)"),
        NotThePart(name: "the map of schemas", reference: "#/components/schemas", found: "a map of schemas (components/schemas)"),
        NotThePart(name: "an operation", reference: "#/paths/~1ok/get", found: "an operation"),
    ]

    /// Review: `$ref: "#"`, `base.yaml#/paths` and a whole file holding a document or its `components`, where a
    /// schema belongs, were imported as `json` without a word: the mapping they name has a schema's outward shape.
    /// Where it is in an OpenAPI document says what it is, so each is the error the inline part would be, at the
    /// `$ref`, in every place a reference can be (a parameter, a response… named by such a reference too), and
    /// nothing is written.
    @Test(arguments: notTheParts, positions)
    func aReferenceToAnotherPartOfADocumentIsTheErrorTheInlinePartWouldBe(_ target: NotThePart, _ position: Position) throws {
        let (run, line, column) = try Self.importing(
            position, reference: target.reference, files: target.files.mapValues { Array($0.utf8) })
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.result.files.isEmpty)
        try #require(run.result.diagnostics.count == 1, "\(run.result.diagnostics.map(\.description))")
        let error = run.result.diagnostics[0]
        #expect(error.severity == .error && error.id == .invalidDocument)
        #expect(error.location?.file.hasSuffix("/openapi.yaml") == true && error.location?.line == line
            && error.location?.column == column, "\(error)")
        let noun = position.shape.components(separatedBy: " (")[0]
        #expect(error.message.hasSuffix("/$ref: '\(target.reference)' must be \(noun), not \(target.found)"), "\(error.message)")
    }

    /// What the structure says is the part a reference needs is followed wherever it is: a schema inside an
    /// operation, a property's schema, components of another document, and an extension (`x-…`), where the
    /// structure says nothing.
    @Test func referencesToTheRightPartOfADocumentAreFollowed() throws {
        let run = try importText("""
            openapi: 3.0.3
            info: {title: Parts, version: "1"}
            paths:
              /a:
                get:
                  operationId: getA
                  parameters: [{$ref: "other.yaml#/components/parameters/Q"}]
                  responses:
                    "200":
                      description: ok
                      content: {application/json: {schema: {type: object, properties: {id: {type: integer}}}}}
              /b:
                get:
                  operationId: getB
                  responses:
                    "200": {$ref: "other.yaml#/paths/~1z/get/responses/200"}
              /c: {$ref: "other.yaml#/paths/~1z"}
            components:
              schemas:
                Copy: {$ref: "#/paths/~1a/get/responses/200/content/application~1json/schema"}
                Id: {$ref: "other.yaml#/components/schemas/Thing/properties/id"}
                Shared: {$ref: "#/x-shared/Thing"}
            x-shared:
              Thing: {type: object, properties: {name: {type: string}}}
            """, extraFiles: ["other.yaml": """
                openapi: 3.0.3
                info: {title: Other, version: "1"}
                paths:
                  /z:
                    get:
                      operationId: getZ
                      responses: {"200": {description: ok, content: {application/json: {schema: {type: string}}}}}
                components:
                  parameters:
                    Q: {name: q, in: query, schema: {type: string}}
                  schemas:
                    Thing: {type: object, properties: {id: {type: integer, format: int64}}}
                """])
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.result.diagnostics.map(\.description) == [])
        #expect(run.lintErrors == [] && run.generateErrors == [])
        let endpoints = try #require(run.apis.first?.endpoints)
        #expect(endpoints.map(\.name) == ["getA", "getB", "getZ"])
        #expect(endpoints.first?.queryParameters.map(\.wireName) == ["q"])
    }

    /// A link or `..` out of the document's directory, in each form.
    struct Outside: CustomTestStringConvertible, Sendable {
        var name: String
        var reference: String
        /// Symbolic links to make in the document's directory, with the path each holds.
        var links: [String: String] = [:]
        var testDescription: String { name }
    }

    static let outside: [Outside] = [
        // The review's input: a relative name for /etc/passwd (never read).
        Outside(name: "a link to an absolute path", reference: "pw.yaml", links: ["pw.yaml": "/etc/passwd"]),
        Outside(name: "a link to a relative path above", reference: "up.yaml", links: ["up.yaml": "../elsewhere/up.yaml"]),
        Outside(name: "a linked directory", reference: "shared/common.yaml", links: ["shared": "/etc"]),
        Outside(name: "'..' above the document's directory", reference: "../common.yaml"),
        Outside(name: "'..' into a link", reference: "sub/../pw.yaml", links: ["pw.yaml": "/etc/passwd"]),
    ]

    /// Review: an absolute path was refused, but a relative link to it (`pw.yaml -> /etc/passwd`) was read. A
    /// document's other files are in its directory tree by their real path: a reference that leaves it, through
    /// `..` or a symbolic link, is an `import.brokenReference` error at the `$ref` (the file is never read), in
    /// every place a reference can be.
    @Test(arguments: outside, positions)
    func aReferenceOutsideTheDocumentsDirectoryIsRefused(_ target: Outside, _ position: Position) throws {
        let (run, line, column) = try Self.importing(position, reference: target.reference, links: target.links)
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.result.files.isEmpty)
        try #require(run.result.diagnostics.count == 1, "\(run.result.diagnostics.map(\.description))")
        let error = run.result.diagnostics[0]
        #expect(error.severity == .error && error.id == .brokenReference)
        #expect(error.location?.line == line && error.location?.column == column, "\(error)")
        let document = try #require(error.location?.file)
        let directory = DocumentSet.realPath((document as NSString).deletingLastPathComponent)
        #expect(error.message.contains("/$ref: cannot follow '\(target.reference)': '") == true, "\(error.message)")
        #expect(error.message.contains("lies outside '\(directory)'"), "\(error.message)")
        #expect(error.message.hasSuffix("the directory a document's other files are read from; reach them without '..' "
            + "above it or a symbolic link out of it, or pass --references-root with a directory holding them all"),
                "\(error.message)")
    }

    /// A monorepo's services share files above each document (`services/orders/openapi.yaml` naming
    /// `../../shared/errors.yaml`): `--references-root` (`Options.referencesRoot`) widens the directory references
    /// may reach, and a link out of that directory is still refused.
    @Test func aWiderReferencesRootFollowsFilesAboveTheDocument() throws {
        let directory = try ScratchDirectory.make("import-references-root")
        defer { try? FileManager.default.removeItem(at: directory) }
        let document = """
            openapi: 3.0.3
            info: {title: Orders, version: '1'}
            paths:
              /orders:
                get:
                  operationId: listOrders
                  responses:
                    '200':
                      description: ok
                      content:
                        application/json:
                          schema: {$ref: "@"}
            """
        let shared = "components:\n  schemas:\n    Order: {type: object, properties: {id: {type: integer}}}\n"
        _ = try write(shared, to: "shared/common.yaml", in: directory)
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("pw.yaml").path, withDestinationPath: "/etc/passwd")
        func importing(_ reference: String, root: URL?) throws -> ImportRun {
            let path = try write(document.replacingOccurrences(of: "\"@\"", with: "\"\(reference)\""),
                                 to: "services/orders/openapi.yaml", in: directory)
            return try importAndGenerate(path, options: .init(referencesRoot: root?.path))
        }
        let above = "../../shared/common.yaml#/components/schemas/Order"
        let refused = try importing(above, root: nil)
        defer { try? FileManager.default.removeItem(at: refused.directory) }
        #expect(refused.result.diagnostics.map(\.id) == [.brokenReference])
        #expect(refused.result.files.isEmpty)

        let followed = try importing(above, root: directory)
        defer { try? FileManager.default.removeItem(at: followed.directory) }
        #expect(followed.result.diagnostics.map(\.description) == [])
        #expect(followed.lintErrors == [])
        #expect(followed.apis.flatMap(\.models).map(\.name) == ["Order"])

        let linkOut = try importing("../../pw.yaml", root: directory)
        defer { try? FileManager.default.removeItem(at: linkOut.directory) }
        #expect(linkOut.result.diagnostics.map(\.id) == [.brokenReference])
        #expect(linkOut.result.diagnostics.first?.message.contains(
            "lies outside '\(DocumentSet.realPath(directory.path))' (it is '/etc/passwd')") == true,
                "\(linkOut.result.diagnostics.map(\.description))")
    }

    /// A link inside the document's directory to a file inside it is followed, and the file it names is one
    /// document with the file itself: a schema reached both ways is one model.
    @Test func aLinkInsideTheDirectoryIsFollowedAndIsOneDocumentWithItsTarget() throws {
        let position = Position(name: "two properties", document: Self.document(components: """
                A: {type: object, properties: {p: {$ref: "real/common.yaml#/components/schemas/Thing"}, q: {$ref: "@"}}}

            """))
        let common = "components:\n  schemas:\n    Thing: {type: object, properties: {id: {type: integer}}}\n"
        let (run, _, _) = try Self.importing(position, reference: "alias/common.yaml#/components/schemas/Thing",
                                             files: ["real/common.yaml": Array(common.utf8)], links: ["alias": "real"])
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.result.diagnostics.map(\.description) == [])
        #expect(run.lintErrors == [])
        #expect(run.apis.flatMap(\.models).map(\.name) == ["Fine", "A", "Thing"])
    }
}
