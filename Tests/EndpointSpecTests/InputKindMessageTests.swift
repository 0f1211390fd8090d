import EndpointSpec
import Testing

/// Review finding: the loader called every input a spec file written in YAML (`spec files must be UTF-8`, `spec file
/// is empty`, `YAML is nested more than 256 levels deep`), also a JSON sample, a payload or an OpenAPI document. Each
/// message names the kind of input it reads.
@Suite struct InputKindMessageTests {
    static let kinds: [InputKind] = [
        .specFile, .configFile, .sample, .payloadFile, .exampleFile, .openAPIDocument("api.json"),
        .openAPIDocument("api.yaml"),
    ]

    /// The loader's messages for `bytes` read as `kind` (through the JSON reader, which payloads and example files
    /// take, when `json`).
    static func messages(_ bytes: [UInt8], as kind: InputKind, json: Bool = false) -> [String] {
        var diagnostics = DiagnosticCollector()
        let parse = json ? YAMLLoader.parseJSON(_:path:kind:limits:diagnostics:) : YAMLLoader.parse(_:path:kind:limits:diagnostics:)
        _ = parse(bytes, "in", kind, .init(maxNodes: 1_000, maxDepth: 4), &diagnostics)
        return diagnostics.map(\.description)
    }

    @Test(arguments: kinds, [false, true])
    func encodingAndDepthMessagesNameTheInput(kind: InputKind, json: Bool) {
        #expect(Self.messages([0xFE, 0xFF, 0x00, 0x7B], as: kind, json: json)
            == ["in:1:1: error: \(kind.plural) must be UTF-8; this file starts with a UTF-16 (big-endian) byte-order mark"])
        let utf16 = #"{"a": 1}"#.utf16.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8($0 >> 8)] }
        #expect(Self.messages(utf16, as: kind, json: json) == [
            "in:1:1: error: file is not UTF-8 (looks like UTF-16, little-endian, without a byte-order mark); "
                + "\(kind.plural) must be UTF-8",
        ])
        #expect(Self.messages(Array(#"{"a": ""#.utf8) + [0xFF] + Array(#""}"#.utf8), as: kind, json: json)
            == ["in:1:8: error: invalid UTF-8 byte 0xFF; \(kind.plural) must be UTF-8"])
        #expect(Self.messages(Array("[[[[[1]]]]]".utf8), as: kind, json: json)
            == ["in:1:5: error: \(kind.format) is nested more than 4 levels deep"])
    }

    @Test(arguments: kinds)
    func emptySecondDocumentAliasAndTagMessagesNameTheInput(kind: InputKind) {
        #expect(Self.messages(Array("  \n".utf8), as: kind) == ["in:1:1: error: \(kind.noun) is empty"])
        let article = kind.noun.first.map { "AEIOUaeiou".contains($0) } == true ? "an" : "a"
        #expect(Self.messages(Array("{}\n---\n{}\n".utf8), as: kind)
            == ["in:2:1: error: \(article) \(kind.noun) must contain exactly one \(kind.format) document; a second one starts here"])
        #expect(Self.messages(Array("a: &x [[[1]]]\nb: [*x]\n".utf8), as: kind)
            == ["in:2:5: error: alias '*x' would nest the \(kind.format) more than 4 levels deep"])
        let uses = kind == .specFile ? "; to use another file's models, list it under 'uses'" : ""
        // A JSON sample, read leniently, may hold no tag at all, not even one of the core schema's.
        #expect(Self.messages(Array("a: !foo 1\n".utf8), as: kind) == [kind == .sample
            ? "in:1:4: error: the tag '!foo' is not JSON, which has no tags: remove it (text is written in double quotes)"
            : "in:1:4: error: tag '!foo' is not supported: \(kind.plural) are plain \(kind.format), read with the core "
                + "schema's tags only (!!str, !!int, !!float, !!bool, !!null, !!seq, !!map)\(uses)",
        ])
        #expect(Self.messages(Array("a: !!str 1\n".utf8), as: kind) == (kind == .sample
            ? ["in:1:4: error: the tag '!!str' is not JSON, which has no tags: remove it (text is written in double quotes)"]
            : []))
    }

    /// The spec format's quoting hints (`path: '/users/{id}'`, `"[string]?"`) are for spec files only.
    @Test(arguments: kinds)
    func quotingHintsAreForSpecFilesOnly(kind: InputKind) {
        let messages = Self.messages(Array(#"{"path": /users/{id}}"#.utf8), as: kind)
        #expect(messages.first?.hasPrefix("in:1:17: error: did not find expected ',' or '}'\n") == true, "\(messages)")
        #expect(messages.contains { $0.contains("must be quoted") } == (kind == .specFile), "\(messages)")
    }

    @Test func openAPIDocumentsAreJSONOrYAMLByTheirName() {
        #expect(InputKind.openAPIDocument("specs/api.JSON").format == "JSON")
        #expect(InputKind.openAPIDocument("api.yml").format == "YAML")
        #expect(InputKind.openAPIDocument("api").format == "YAML")
    }
}
