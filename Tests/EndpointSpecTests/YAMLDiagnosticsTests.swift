import Testing
@testable import EndpointSpec

@Suite("YAML loader: duplicate keys, documents and syntax errors")
struct YAMLDiagnosticsTests {
    static let conflictMessage = "error: merge conflict markers ('<<<<<<<' here, then '=======' and '>>>>>>>'): finish "
        + "the merge by keeping one side or combining both, then run the generator again"

    @Test("Review example: a file left with merge conflict markers is one error at the first marker, not a YAML error")
    func mergeConflictMarkers() {
        let conflicted = """
            api: Shop
            endpoints:
            <<<<<<< HEAD
              listItems: {method: GET, path: /items}
            =======
              listItems: {method: GET, path: /v2/items}
            >>>>>>> feature
            """
        let result = yamlParse(conflicted)
        #expect(result.root == nil)
        #expect(result.diagnostics.map(\.description) == ["spec.yaml:3:1: " + Self.conflictMessage])
        // Windows line ends, markers without labels, and a diff3-style base section.
        let crlf = "a: 1\r\n<<<<<<<\r\nb: 2\r\n||||||| base\r\nb: 1\r\n=======\r\nb: 3\r\n>>>>>>>\r\n"
        #expect(yamlParse(crlf).diagnostics.map(\.description) == ["spec.yaml:2:1: " + Self.conflictMessage])
        // One marker alone, or marker-like lines inside a block scalar, are YAML's to judge.
        #expect(yamlParse("text: |\n  <<<<<<< not a marker (indented)\n  >>>>>>> either\n").diagnostics.isEmpty)
        #expect(yamlParse("a: 1\n>>>>>>> stray\n").diagnostics.ids == [.syntax])
        #expect(YAMLLoader.mergeConflictLine(in: Array("<<<<<<<< eight\n>>>>>>> x\n".utf8)) == nil)
    }

    @Test("Review example: a tag outside the core schema is an error at the tag, on a scalar, a sequence or a mapping")
    func unsupportedTags() {
        let result = yamlParse("""
            method: !foo GET
            models: !include models.yaml
            list: !custom [a]
            map: !<tag:example.com,2024:x> {a: 1}
            fine: [!!str 10, !!int 3, !!float 1.5, !!bool true, !!null ~, ! text, !!seq [a], !!map {a: 1}]
            """)
        #expect(result.diagnostics.map { "\($0.id.rawValue) \($0.location.map { "\($0.line):\($0.column)" } ?? "-")" } == [
            "yaml.unsupportedTag 1:9", "yaml.unsupportedTag 2:9", "yaml.unsupportedTag 3:7", "yaml.unsupportedTag 4:6",
        ])
        #expect(result.diagnostics.first?.message == "tag '!foo' is not supported: spec files are plain YAML, read with the "
            + "core schema's tags only (!!str, !!int, !!float, !!bool, !!null, !!seq, !!map); to use another file's models, "
            + "list it under 'uses'")
    }

    @Test("A duplicate key is an error at the second key with a note at the first; the first value is kept")
    func duplicateKey() {
        let result = yamlParse("name: a\nother: b\nname: c\n")
        #expect(result.diagnostics.map(\.description) == [
            "spec.yaml:3:1: error: duplicate key 'name'\nspec.yaml:1:1: note: first defined here",
        ])
        #expect(result.root?.mapping == [yamlPlainPair("name", "a", line: 1), yamlPlainPair("other", "b", line: 2)])
    }

    @Test("Keys are compared by text, so 1 and '1' are the same key")
    func duplicateKeyAcrossStyles() {
        let result = yamlParse("codes:\n  1: a\n  '1': b\n")
        #expect(result.diagnostics.map(\.description) == [
            "spec.yaml:3:3: error: duplicate key '1'\nspec.yaml:2:3: note: first defined here",
        ])
    }

    /// Review finding (infer): `"é"` and `"e\u0301"` were reported as `duplicate key 'é'`, which shows no difference.
    /// In a spec, a payload or an example file they stay one key (Swift, generated code and Foundation's JSONDecoder
    /// take canonically equivalent text as equal), and the error names both spellings' Unicode scalars; in a JSON
    /// sample they are two keys, as JSON compares keys, and inference decides (SampleJSONGrammarTests).
    @Test("Canonically equivalent keys are one key, named by their scalars, except in a JSON sample")
    func canonicallyEquivalentKeys() {
        let text = "{\"\u{E9}\": 1, \"e\u{301}\": 2}"
        let expected = "spec.yaml:1:10: error: duplicate key 'e\u{301}' (written with other Unicode scalars, U+0065 "
            + "U+0301 here and U+00E9 there, which are canonically equivalent: Swift and Foundation's JSONDecoder take "
            + "them as one key)\nspec.yaml:1:2: note: first defined here"
        #expect(yamlParse(text).diagnostics.map(\.description) == [expected])
        for kind in [InputKind.payloadFile, .exampleFile] {
            var diagnostics = DiagnosticCollector()
            _ = YAMLLoader.parseJSON(Array(text.utf8), path: "spec.yaml", kind: kind, diagnostics: &diagnostics)
            #expect(diagnostics.map(\.description) == [expected], "\(kind.noun)")
        }
        var sample = DiagnosticCollector()
        let root = YAMLLoader.parse(Array(text.utf8), path: "spec.yaml", kind: .sample, diagnostics: &sample)
        #expect(sample.isEmpty)
        #expect(root?.mapping?.map { Array($0.key.scalar?.text.unicodeScalars ?? "".unicodeScalars) } == [["\u{E9}"], ["e", "\u{301}"]])
        // The same scalars twice are a duplicate everywhere.
        var twice = DiagnosticCollector()
        _ = YAMLLoader.parse(Array("{\"\u{E9}\": 1, \"\u{E9}\": 2}".utf8), path: "spec.yaml", kind: .sample, diagnostics: &twice)
        #expect(twice.map(\.description) == ["spec.yaml:1:10: error: duplicate key '\u{E9}'\nspec.yaml:1:2: note: first defined here"])
    }

    @Test("The same key in different mappings is not a duplicate")
    func sameKeyInSiblingMappings() {
        #expect(yamlParse("a: {id: 1}\nb: {id: 2}\n").diagnostics.isEmpty)
    }

    @Test("A duplicate among thousands of keys is found")
    func duplicateAmongManyKeys() {
        var text = ""
        for index in 0..<3_000 { text += "key\(index): v\n" }
        text += "key17: again\n"
        #expect(yamlParse(text).diagnostics.map(\.description) == [
            "spec.yaml:3001:1: error: duplicate key 'key17'\nspec.yaml:18:1: note: first defined here",
        ])
    }

    @Test("A mapping used as a key is an error at the key")
    func nonScalarKey() {
        let result = yamlParse("? [a, b]\n: c\nd: e\n")
        #expect(result.diagnostics.map(\.description) == [
            "spec.yaml:1:3: error: a mapping key must be a scalar, not a sequence",
        ])
        #expect(result.root?.mapping == [yamlPlainPair("d", "e", line: 3)])
    }

    @Test("A second document is an error at its start; the first document is still returned")
    func secondDocument() {
        let result = yamlParse("a: 1\n---\nb: 2\n")
        #expect(result.diagnostics.map(\.description) == [
            "spec.yaml:2:1: error: a spec file must contain exactly one YAML document; a second one starts here",
        ])
        #expect(result.root?.mapping == [yamlPlainPair("a", "1", line: 1)])
    }

    @Test("An empty file, a file of comments and a bare --- are all an empty spec file at 1:1",
          arguments: ["", "\n\n", "# only a comment\n  # and another\n", "---\n", "---\n...\n"])
    func emptyFile(text: String) {
        let result = yamlParse(text)
        #expect(result.root == nil)
        #expect(result.diagnostics.map(\.description) == ["spec.yaml:1:1: error: spec file is empty"])
    }

    @Test("A syntax error is reported at libyaml's problem mark with its context as a note")
    func syntaxErrorWithContext() {
        let result = yamlParse("a: [1, 2\nb: 3\n")
        #expect(result.root == nil)
        #expect(result.diagnostics.map(\.description) == [
            "spec.yaml:2:2: error: did not find expected ',' or ']'\nspec.yaml:1:4: note: while parsing a flow sequence",
        ])
    }

    @Test("A problem at the end of a file without a final line break is at the end of its last line, not on a line after it",
          arguments: [
              ("[{\"id\":1,\"title\":\"a\"}", "spec.yaml:1:22: error: did not find expected ',' or ']'\nspec.yaml:1:1: note: while parsing a flow sequence"),
              ("api: X\nmodels: {A: {n: int}", "spec.yaml:2:21: error: did not find expected ',' or '}'\nspec.yaml:2:9: note: while parsing a flow mapping"),
              ("a: \"open", "spec.yaml:1:9: error: found unexpected end of stream\nspec.yaml:1:4: note: while scanning a quoted scalar"),
              // With the final line break, the line after it exists (it is empty): the mark stays.
              ("a: [1, 2\n", "spec.yaml:2:1: error: did not find expected ',' or ']'\nspec.yaml:1:4: note: while parsing a flow sequence"),
          ])
    func syntaxErrorAtTheEndOfTheInput(text: String, expected: String) {
        #expect(yamlParse(text).diagnostics.map(\.description) == [expected])
    }

    @Test("A key missing its colon in a block mapping is reported where libyaml notices it")
    func syntaxErrorInBlockMapping() {
        let result = yamlParse("a: 1\nb\nc: 2\n")
        // Review 41: a note at the key's line says what is missing there (YAMLLayoutHintTests).
        #expect(result.diagnostics.map(\.description) == [
            "spec.yaml:3:1: error: could not find expected ':'\nspec.yaml:2:1: note: while scanning a simple key\n"
                + "spec.yaml:2:1: note: line 2 ('b') has no ':' after its key; write 'b:'",
        ])
    }

    @Test("A tab used for indentation gets its own message at the tab", arguments: [
        ("a:\n\tb: 1\n", "spec.yaml:2:1"),
        ("a:\n  b: 1\n\tc: 2\n", "spec.yaml:3:1"),
        ("a:\n  - x\n  -\ty\n", "spec.yaml:3:4"),
        ("a: |\n  x\n\t y\n", "spec.yaml:3:1"),
    ])
    func tabIndentation(text: String, location: String) {
        let result = yamlParse(text)
        #expect(result.root == nil)
        #expect(result.diagnostics.map(\.description) == [
            "\(location): error: tab characters are not allowed for indentation in YAML; use spaces",
        ])
    }

    @Test("A tab after a value is not indentation and is accepted")
    func tabAfterValue() {
        let result = yamlParse("a: b\t\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.root?["a"] == yamlScalar("b", at: 1, 4))
    }

    @Test("A control character is an error at its own line and column, naming the character")
    func controlCharacter() {
        let result = yamlParse("a: 1\nb: \"x\u{7}\"\n")
        #expect(result.diagnostics.map(\.description) == [
            "spec.yaml:2:6: error: control characters are not allowed (found U+0007)",
        ])
    }

    @Test("Every prefix of a spec and every single byte either loads or reports an error, without crashing")
    func truncatedAndOddInputNeverCrash() {
        let sample = Array("""
            api: Sample # comment
            base: &base {method: GET, headers: {X-A: "1"}}
            endpoints:
              list:
                <<: *base
                path: "/items/{id}"
                doc: |
                  Lists 名前.
              other: [*base, 'q''s', !!str 10, {<<: [*base]}]
            ...

            """.utf8)
        for end in 0...sample.count {
            let result = yamlParse(bytes: Array(sample[0..<end]))
            #expect(result.root != nil || result.diagnostics.contains { $0.severity == .error })
        }
        for byte in UInt8.min...UInt8.max {
            let result = yamlParse(bytes: [byte])
            #expect(result.root != nil || result.diagnostics.contains { $0.severity == .error })
        }
    }
}
