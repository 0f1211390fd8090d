import Testing

/// Unquoted type expressions that YAML itself cannot read get a note saying how to write them (spec format §2).
@Suite("Unquoted type expressions")
struct SpecQuotingHintTests {
    @Test func unquotedOptionalArrayInBlockStyleGetsAQuotingNote() {
        #expect(diagnostics("""
            api: U
            models:
              A:
                tags: [string]?
            """) == [
            "bad.yaml:4:19: error: mapping keys are not allowed in this context\n"
                + "bad.yaml:4:19: note: type expressions that YAML would misread must be quoted, as in \"[string]?\"",
        ])
    }

    @Test func unquotedOptionalArrayInsideALongFormGetsAQuotingNote() {
        #expect(diagnostics("""
            api: U
            models:
              A:
                tags: {type: [User] ?, description: Tags.}
            """) == [
            "bad.yaml:4:25: error: did not find expected ',' or '}'\n"
                + "bad.yaml:4:11: note: while parsing a flow mapping\n"
                + "bad.yaml:4:25: note: type expressions that YAML would misread must be quoted, as in \"[string]?\"",
        ])
    }

    /// The review's input: a path with a placeholder, unquoted in a flow mapping, as the docs' flow style invites.
    @Test func unquotedPathWithAPlaceholderInAFlowMappingGetsAQuotingNote() {
        #expect(diagnostics("""
            api: U
            endpoints:
              getUser: {method: GET, path: /users/{id}, path_params: {id: int64}, response: json}
            """) == [
            "bad.yaml:3:39: error: did not find expected ',' or '}'\n"
                + "bad.yaml:3:12: note: while parsing a flow mapping\n"
                + "bad.yaml:3:39: note: a path with placeholders inside '{...}' must be quoted, as in path: '/users/{id}'",
        ])
        // A flow mapping over two lines: the hint comes with the error on the path's line.
        #expect(diagnostics("""
            api: U
            endpoints:
              getUser: {method: GET,
                path: /users/{id}, response: json}
            """).first?.hasSuffix("note: a path with placeholders inside '{...}' must be quoted, as in path: '/users/{id}'") == true)
        // Another fault on a line whose quoted text looks like a path gets no path hint.
        #expect(diagnostics("""
            api: U
            endpoints:
              e: {summary: "see: /a{b}", method: GET, path: /a, response: none]}
            """).allSatisfy { !$0.contains("path with placeholders") })
        // Quoted, or in block style, the same path is fine.
        #expect(diagnostics("""
            api: U
            endpoints:
              a: {method: GET, path: '/users/{id}', response: json}
              b:
                method: GET
                path: /users/{id}/posts
                response: json
            """) == [])
    }

    @Test func otherSyntaxErrorsGetNoQuotingNote() {
        #expect(diagnostics("api: U\nmodels: [a\n") == [
            "bad.yaml:3:1: error: did not find expected ',' or ']'\nbad.yaml:2:9: note: while parsing a flow sequence",
        ])
    }
}

/// Review 31: a key longer than YAML's 1024-character limit for implicit keys was reported only as libyaml's
/// "mapping values are not allowed in this context". The message now says the key is too long, in each position a
/// key is written: a block mapping, a sequence entry's mapping, a flow mapping, a wire key of a property; a key of
/// exactly 1024 characters still reads, and an explicit `? key` of any length does.
@Suite("Keys longer than YAML's implicit-key limit")
struct LongImplicitKeyTests {
    static let long = String(repeating: "a", count: 1100)

    @Test("A key over 1024 characters is named as too long", arguments: [
        ("api: U\nmodels:\n  \(long): {id: int}\n", 3, 3 + 1100),
        ("api: U\nmodels:\n  A:\n    \(long): int\n", 4, 5 + 1100),
        ("api: U\nmodels:\n  A: {id: int, \(long): int}\n", 3, 16 + 1100),
        ("api: U\nservers:\n  - \(long): x\n", 3, 5 + 1100),
        // Review 34: a block key may hold a comma, which is no entry separator outside a flow collection.
        ("api: U\nmodels:\n  A:\n    \(long.prefix(1000)), \(long.prefix(98)): int\n", 4, 5 + 1100),
        ("api: U\nmodels:\n  A: {id: int,\n    \(long): int}\n", 4, 5 + 1100),
    ])
    func overlongKeyIsNamed(yaml: String, line: Int, column: Int) {
        let found = loadSpec(yaml).diagnostics
        let first = found.first
        #expect(first?.id == .syntax)
        #expect(first?.message.hasPrefix("key too long: ") == true, "\(String(describing: first?.message))")
        #expect(first?.location?.line == line && first?.location?.column == column, "\(String(describing: first?.location))")
        #expect(first?.notes.contains { $0.message.hasPrefix("the key before this ':' is 1100 characters long") } == true)
    }

    @Test func keysUpToTheLimitAndExplicitKeysRead() {
        let limit = String(repeating: "b", count: 1024)
        #expect(!loadSpec("api: U\nmodels:\n  A:\n    \(limit): int\n").diagnostics.contains { $0.id == .syntax })
        #expect(!loadSpec("api: U\nmodels:\n  A:\n    ? \(Self.long)\n    : int\n").diagnostics.contains { $0.id == .syntax })
        // The control: a ':' misplaced in a short key keeps libyaml's message.
        let short = loadSpec("api: U\nmodels:\n  A: b: c\n").diagnostics.first
        #expect(short?.message == "mapping values are not allowed in this context")
    }
}
