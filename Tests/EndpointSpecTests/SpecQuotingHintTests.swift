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
