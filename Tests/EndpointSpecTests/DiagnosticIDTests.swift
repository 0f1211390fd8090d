import EndpointSpec
import Foundation
import TestSupport
import Testing

/// Diagnostics are told apart by their stable ID, never by their wording (docs/diagnostics.md).
@Suite("Every diagnostic has a stable ID")
struct DiagnosticIDTests {
    @Test("IDs are distinct, written domain.name, and docs/diagnostics.md lists exactly them")
    func catalogMatchesTheDocumentation() throws {
        let raw = DiagnosticID.allCases.map(\.rawValue)
        #expect(Set(raw).count == raw.count)
        for id in raw {
            let parts = id.split(separator: ".")
            #expect(parts.count == 2 && ["yaml", "json", "spec", "codegen", "template", "config", "import", "infer", "payload", "example"].contains(String(parts[0])),
                    "\(id) is not domain.name")
        }
        let doc = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/diagnostics.md"), encoding: .utf8)
        let documented = doc.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `") else { return nil }
            return line.dropFirst(3).prefix { $0 != "`" }.description
        }
        #expect(documented == raw)
    }

    @Test("YAML problems", arguments: [
        ("", [DiagnosticID.emptyDocument]),
        ("# only a comment\n", [.emptyDocument]),
        ("a: 1\n---\nb: 2\n", [.multipleDocuments]),
        ("a: 1\na: 2\n", [.duplicateKey]),
        ("? [a]\n: 1\n", [.nonScalarKey]),
        ("a: *x\n", [.undefinedAlias]),
        ("a: &x [*x]\n", [.recursiveAlias]),
        ("a: [1\n", [.syntax]),
        ("a:\n\tb: 1\n", [.tabIndentation]),
        ("base: &b 1\nm:\n  <<: *b\n", [.invalidMerge]),
    ])
    func yamlProblems(yaml: String, expected: [DiagnosticID]) {
        #expect(yamlParse(yaml).diagnostics.ids == expected)
    }

    @Test("Encoding problems")
    func encodingProblems() {
        var diagnostics = DiagnosticCollector()
        _ = SpecLoader.load(text: [0xFF, 0xFE, 0x61, 0x00], path: "bad.yaml", diagnostics: &diagnostics)
        #expect(diagnostics.ids == [.unsupportedEncoding])
        diagnostics = DiagnosticCollector()
        _ = SpecLoader.load(text: Array("a: ".utf8) + [0xC3, 0x28], path: "bad.yaml", diagnostics: &diagnostics)
        #expect(diagnostics.ids == [.invalidUTF8])
        diagnostics = DiagnosticCollector()
        _ = SpecLoader.load(text: [0xEF, 0xBB, 0xBF] + Array(spec().utf8), path: "bad.yaml", diagnostics: &diagnostics)
        #expect(diagnostics.ids == [.utf8ByteOrderMark])
        #expect(diagnostics.first?.severity == .warning)
    }

    @Test("A missing file, and a directory without specs")
    func missingFile() throws {
        #expect(loadSpec(file: "/nonexistent-diagnostic-ids/api.yaml").diagnostics.ids == [.unreadableFile])
        let directory = try ScratchDirectory.makePath("diagnostic-ids")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(loadSpecs(paths: [directory]).diagnostics.ids == [.noSpecFiles])
    }

    @Test("Spec, model and type problems", arguments: [
        ("endpoints:\n  ping: {method: GET, path: /ping}\n", [DiagnosticID.missingAPIName]),
        ("api: demo\nendpoints:\n  ping: {method: GET, path: /ping}\n", [.invalidAPIName]),
        ("api: Demo\n", [.missingEndpoints]),
        ("api: Demo\nendpoint: {}\n", [.missingEndpoints, .unknownKey]),
        ("api: Demo\nbase_url: ftp://x\nendpoints:\n  ping: {method: GET, path: /ping}\n", [.invalidBaseURL]),
        ("api: Demo\ndates: \"yyyy-MM-dd'T\"\nendpoints:\n  ping: {method: GET, path: /ping}\n", [.invalidDateRule]),
        ("api: Demo\nauth: {}\nendpoints:\n  ping: {method: GET, path: /ping}\n", [.invalidAuth]),
        ("api: Demo\nenvelope: {success: ok}\nendpoints:\n  ping: {method: GET, path: /ping}\n", [.missingEnvelopePayload]),
        ("api: Demo\nerrors: {abc: X}\nendpoints:\n  ping: {method: GET, path: /ping}\n", [.invalidErrorKey]),
        ("api: Demo\nerrors: {404: Missing}\nendpoints:\n  ping: {method: GET, path: /ping}\n", [.unknownModel]),
        ("api: Demo\nheaders: {\"a b\": x}\nendpoints:\n  ping: {method: GET, path: /ping}\n", [.invalidHeaderName]),
    ])
    func specProblems(yaml: String, expected: [DiagnosticID]) {
        #expect(loadSpec(yaml).diagnostics.ids == expected)
    }

    @Test("Model and type problems", arguments: [
        ("  User: {id: strng}\n", [DiagnosticID.unknownType]),
        ("  User: {id: \"[string\"}\n", [.invalidTypeExpression]),
        ("  \"User Profile\": {id: int}\n", [.invalidModelName]),
        ("  CodingKeys: {id: int}\n", [.reservedModelName]),
        ("  Demo: {id: int}\n", [.modelNamedLikeAPI]),
        ("  Color: {enum: []}\n", [.emptyEnum]),
        ("  Color: {enum: [red, red]}\n", [.duplicateEnumValue]),
        ("  User: {id: {type: int, default: abc}}\n", [.defaultTypeMismatch]),
        ("  User: {id: {type: int, swift_name: \"1x\"}}\n", [.invalidSwiftName]),
    ])
    func modelProblems(models: String, expected: [DiagnosticID]) {
        #expect(loadSpec(spec(models: models)).diagnostics.ids == expected)
    }

    @Test("Endpoint problems", arguments: [
        ("  ping: {method: GIT, path: /ping}\n", [DiagnosticID.unknownMethod]),
        ("  ping: {path: /ping}\n", [.missingMethod]),
        ("  ping: {method: GET}\n", [.missingPath]),
        ("  ping: {method: GET, path: ping}\n", [.invalidPathTemplate]),
        ("  ping: {method: GET, path: \"/p/{id\"}\n", [.invalidPathTemplate]),
        ("  ping: {method: GET, path: \"/p?x=1\"}\n", [.queryInPath]),
        ("  ping: {method: GET, path: \"/p/{id}/{n}\", path_params: {id: int}}\n", [.undeclaredPathParameter]),
        ("  ping: {method: GET, path: /p, path_params: {id: int}}\n", [.unusedPathParameter]),
        ("  ping: {method: GET, path: \"/p/{id}\", path_params: {id: int?}}\n", [.optionalPathParameter]),
        ("  ping: {method: GET, path: /p, auth: true}\n", [.authWithoutScheme]),
        ("  ping: {method: GET, path: /p, pagination: pages}\n", [.invalidPagination]),
        ("  ping: {method: POST, path: /p, body: {encoding: yaml}}\n", [.unknownBodyEncoding]),
        ("  ping: {method: GET, path: /p, view_model: list}\n", [.invalidViewModelName]),
    ])
    func endpointProblems(endpoints: String, expected: [DiagnosticID]) {
        #expect(loadSpec(spec(endpoints: endpoints)).diagnostics.ids == expected)
    }
}
