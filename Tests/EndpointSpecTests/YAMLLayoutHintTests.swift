import EndpointSpec
import Testing

/// Review 41: a new user's indentation slips and a key written without `: ` got only libyaml's words ("mapping
/// values are not allowed in this context", "did not find expected key", "could not find expected ':'"), which name
/// neither the indentation nor the missing separator. Each now has a note naming the line and what to write, in
/// every position such a slip occurs: a property of an inline object, an endpoint key, an endpoint, a query
/// parameter, a list entry, the config file; the inputs are the review's own.
@Suite("Indentation and key-separator notes on YAML syntax errors")
struct YAMLLayoutHintTests {
    /// A line indented deeper than the one before it, whose key already has a value.
    @Test func aLineDeeperThanAKeyWithAValueIsNamed() {
        // The review's input: one property of an inline object indented one space less than the next.
        #expect(diagnostics("""
            api: Shop
            models:
              Product:
                seller:
                 seller_id: int
                  display_name: string
            """) == [
            "bad.yaml:6:19: error: mapping values are not allowed in this context\n"
                + "bad.yaml:6:19: note: line 6 is indented 6 spaces, more than line 5 ('seller_id: int', 5 spaces), "
                + "whose key already has a value, so YAML reads line 6 as more of that value; keys of one mapping need "
                + "the same indentation, and a nested mapping goes under a key with no value on its line",
        ])
        // An endpoint key outdented to the level of the endpoints: the next key is deeper than it. Blank lines
        // between them are skipped.
        #expect(diagnostics("""
            api: Shop
            endpoints:
              getProduct:
                method: GET
              path: /products/{sku}

                path_params: {sku: string}
            """) == [
            "bad.yaml:7:16: error: mapping values are not allowed in this context\n"
                + "bad.yaml:7:16: note: line 7 is indented 4 spaces, more than line 5 ('path: /products/{sku}', 2 "
                + "spaces), whose key already has a value, so YAML reads line 7 as more of that value; keys of one "
                + "mapping need the same indentation, and a nested mapping goes under a key with no value on its line",
        ])
        // A comment line ends the value, so the deeper line is one between two mappings' indentations (below).
        #expect(diagnostics("""
            api: Shop
            endpoints:
              getProduct:
                method: GET
              path: /products/{sku}
                # the parameters
                path_params: {sku: string}
            """).first?.hasSuffix("bad.yaml:7:5: note: line 7 is indented 4 spaces, which matches no mapping open "
                + "there: the keys of the mapping from line 3 are indented 2 spaces; indent this line exactly as the "
                + "other entries of its mapping or list") == true)
    }

    /// A line whose indentation lies between the keys of two nested mappings.
    @Test func aLineBetweenTwoMappingsIndentationsIsNamed() {
        // An endpoint indented one space too far.
        #expect(diagnostics("""
            api: Shop
            endpoints:
              login:
                method: POST
                path: /auth/login
               refreshToken:
                method: POST
            """) == [
            "bad.yaml:6:4: error: did not find expected key\n"
                + "bad.yaml:3:3: note: while parsing a block mapping\n"
                + "bad.yaml:6:4: note: line 6 is indented 3 spaces, which matches no mapping open there: the keys of "
                + "the mapping from line 3 are indented 2 spaces; indent this line exactly as the other entries of its "
                + "mapping or list",
        ])
        // A query parameter, and an entry of a block list, one space too far.
        let query = diagnostics("""
            api: Shop
            endpoints:
              a:
                method: GET
                path: /a
                query:
                  x: int?
                 y: int?
            """)
        #expect(query.first?.hasSuffix("note: line 8 is indented 5 spaces, which matches no mapping open there: the "
            + "keys of the mapping from line 4 are indented 4 spaces, and line 7 before it 6 spaces; indent this line "
            + "exactly as the other entries of its mapping or list") == true, "\(query)")
        let list = diagnostics("""
            api: Shop
            models:
              A:
                properties:
                  id: int
                example:
                  - 1
                 - 2
            """)
        #expect(list.first?.hasSuffix("note: line 8 is indented 5 spaces, which matches no mapping open there: the "
            + "keys of the mapping from line 4 are indented 4 spaces, and line 7 before it 6 spaces; indent this line "
            + "exactly as the other entries of its mapping or list") == true, "\(list)")
    }

    /// A line indented too deep opens a mapping of its own; the next line, back at the right depth, is the one
    /// libyaml stops at, so the note names the deeper line before it too.
    @Test func aDeeperLineBeforeIsNamedToo() {
        #expect(diagnostics("""
            api: Shop
            models:
              Product:
                dimensions:
                  properties:
                       width_cm: double
                      height_cm: double
            """) == [
            "bad.yaml:7:11: error: did not find expected key\n"
                + "bad.yaml:5:7: note: while parsing a block mapping\n"
                + "bad.yaml:7:11: note: line 7 is indented 10 spaces, which matches no mapping open there: the keys of "
                + "the mapping from line 5 are indented 6 spaces, and line 6 before it 11 spaces; indent this line "
                + "exactly as the other entries of its mapping or list",
        ])
    }

    /// A key without `: ` after it: no colon, or no space after the colon.
    @Test func aKeyWithoutItsSeparatorIsNamed() {
        #expect(diagnostics("""
            api: Shop
            endpoints:
              a:
                method: GET
                response ProductPage
                pagination: link_header
            """) == [
            "bad.yaml:6:5: error: could not find expected ':'\n"
                + "bad.yaml:5:5: note: while scanning a simple key\n"
                + "bad.yaml:5:5: note: line 5 ('response ProductPage') has no ':' after its key, so YAML reads it as "
                + "plain text, not as a key and its value; write 'response: ProductPage'",
        ])
        // The last line of the file, and a parent key whose mapping follows.
        #expect(diagnostics("api: S\nendpoints:\n  a:\n    method: GET\n    path /a\n").first?
            .hasSuffix("bad.yaml:5:5: note: line 5 ('path /a') has no ':' after its key, so YAML reads it as plain "
                + "text, not as a key and its value; write 'path: /a'") == true)
        #expect(diagnostics("api: S\nendpoints:\n  a:\n    method: GET\n    query\n      x: int\n").first?
            .hasSuffix("bad.yaml:5:5: note: line 5 ('query') has no ':' after its key; write 'query:'") == true)
        // No space after the colon: YAML reads `method:GET` as text, and the next key's ':' is the error.
        #expect(diagnostics("api: S\nendpoints:\n  a:\n    method:GET\n    path: /a\n") == [
            "bad.yaml:5:9: error: mapping values are not allowed in this context\n"
                + "bad.yaml:4:5: note: line 4 ('method:GET') has no space after its ':', so YAML reads it as plain "
                + "text, not as a key and its value; write 'method: GET'",
        ])
        // Windows line endings, and a lone CR, give the same notes, without the CR in the quoted line (a CR LF
        // pair is one Character, so the text split at "\n" was one line and every note that reads a line was lost).
        for newline in ["\r\n", "\r"] {
            let text = ["api: S", "endpoints:", "  a:", "    method:GET", "    path: /a", ""].joined(separator: newline)
            #expect(diagnostics(text) == [
                "bad.yaml:5:9: error: mapping values are not allowed in this context\n"
                    + "bad.yaml:4:5: note: line 4 ('method:GET') has no space after its ':', so YAML reads it as plain "
                    + "text, not as a key and its value; write 'method: GET'",
            ], "\(newline.unicodeScalars.map(\.value))")
        }
        // The same kind for the notes that were there before: the quoting hint of a path in a flow mapping.
        #expect(diagnostics("api: U\r\nendpoints:\r\n  getUser: {method: GET, path: /users/{id}, response: json}\r\n")
            .first?.hasSuffix("note: a path with placeholders inside '{...}' must be quoted, as in path: '/users/{id}'")
            == true)
    }

    /// The controls: errors of another cause keep libyaml's words alone.
    @Test func otherCausesGetNoLayoutNote() {
        // A second ':' on one line, the line before having no value.
        #expect(diagnostics("api: U\nmodels:\n  A: b: c\n") == [
            "bad.yaml:3:7: error: mapping values are not allowed in this context",
        ])
        // A deeper line after a key whose value is a block scalar is that scalar's text, which reads.
        #expect(diagnostics("api: U\ndescription: |\n  text: with a colon\nendpoints:\n  p: {method: GET, path: /p}\n") == [])
        // An unclosed flow sequence.
        #expect(diagnostics("api: U\nmodels: [a\n") == [
            "bad.yaml:3:1: error: did not find expected ',' or ']'\nbad.yaml:2:9: note: while parsing a flow sequence",
        ])
    }

    /// The config file is read by the same reader and gets the same notes.
    @Test func theConfigFileGetsTheNotesToo() {
        var diagnostics = DiagnosticCollector()
        _ = YAMLLoader.parse(
            Array("access: internal\noutputs: [models, requests]\n view_model_style: closure\n".utf8),
            path: "generator.yaml", kind: .configFile, diagnostics: &diagnostics)
        #expect(diagnostics.map(\.description) == [
            "generator.yaml:3:2: error: did not find expected key\n"
                + "generator.yaml:1:1: note: while parsing a block mapping\n"
                + "generator.yaml:3:2: note: line 3 is indented 1 space, which matches no mapping open there: the keys "
                + "of the mapping from line 1 are indented 0 spaces; indent this line exactly as the other entries of "
                + "its mapping or list",
        ])
    }

    /// Review 42: a `:` after a key and its value on one line (`description: Note: x`) is that line's problem, yet
    /// the note named the line before when it was text: the second line of a plain value ("write 'text: here'"), a
    /// line of a folded block scalar, a URL ("write 'http: //x.com/a'").
    @Test func aSecondColonOnItsLineNamesNoLineBefore() {
        let endpoint = "api: Shop\nendpoints:\n  a:\n    method: GET\n    path: /a\n"
        #expect(diagnostics(endpoint + "    summary: A long\n      text here\n    description: Note: x\n") == [
            "bad.yaml:8:22: error: mapping values are not allowed in this context",
        ])
        #expect(diagnostics(endpoint + "    description: >\n      some folded\n    summary: Note: x\n") == [
            "bad.yaml:8:18: error: mapping values are not allowed in this context",
        ])
        #expect(diagnostics("api: Shop\nendpoints:\n  a:\n    method: GET\n    summary:\n      http://x.com/a\n"
            + "    path: /a: b\n") == [
            "bad.yaml:7:13: error: mapping values are not allowed in this context",
        ])
        // In a list entry too.
        #expect(diagnostics(endpoint + "    errors:\n      - status: 404\n        type: a: b\n") == [
            "bad.yaml:8:16: error: mapping values are not allowed in this context",
        ])
    }

    /// Review 42: a line that goes on text begun above is no key that lost its ':' ("write 'goes: on'"); the first
    /// line of the value may be, and keeps the note.
    @Test func onlyTheFirstLineOfAValueIsTakenForAKey() {
        let endpoint = "api: Shop\nendpoints:\n  a:\n    method: GET\n    path: /a\n    description:\n"
        #expect(diagnostics(endpoint + "      some text\n      goes on\n      more: x\n") == [
            "bad.yaml:9:11: error: mapping values are not allowed in this context",
        ])
        #expect(diagnostics(endpoint + "      some text\n      more: x\n") == [
            "bad.yaml:8:11: error: mapping values are not allowed in this context\n"
                + "bad.yaml:7:7: note: line 7 ('some text') has no ':' after its key, so YAML reads it as plain text, "
                + "not as a key and its value; write 'some: text'",
        ])
    }

    /// Review 42: a key without its ':' followed by a comment (`method GET # the verb`) made libyaml stop at the next
    /// line, indented right, and the note told that line it matched no mapping. A line before with the same
    /// indentation is no key, so it is the one named (its comment left out), or nothing is.
    @Test func aLineBeforeWithTheSameIndentationIsTheOneNamed() {
        #expect(diagnostics("api: Shop\nendpoints:\n  a:\n    method GET # the verb\n    path: /a\n") == [
            "bad.yaml:5:5: error: did not find expected key\n"
                + "bad.yaml:3:3: note: while parsing a block mapping\n"
                + "bad.yaml:4:5: note: line 4 ('method GET') has no ':' after its key, so YAML reads it as plain text, "
                + "not as a key and its value; write 'method: GET'",
        ])
        // A quoted value there: nothing to suggest, and no indentation note either.
        #expect(diagnostics("api: Shop\nendpoints:\n  a:\n    \"method GET\" # the verb\n    path: /a\n") == [
            "bad.yaml:5:5: error: did not find expected key\nbad.yaml:3:3: note: while parsing a block mapping",
        ])
    }

    /// Review 42: libyaml (and the error's location) counts NEL, LS and PS as line breaks; the lines the notes read
    /// did not, so one in a quoted summary shifted every later line and the notes read the wrong line or none.
    @Test("Lines counted as libyaml counts them", arguments: ["\u{85}", "\u{2028}", "\u{2029}"])
    func unusualLineBreaksBeforeTheError(lineBreak: String) {
        let head = "api: Shop\nendpoints:\n  a:\n    method: GET\n    summary: \"one\(lineBreak)two\"\n"
        #expect(diagnostics(head + "    path: /a\n      description: x\n") == [
            "bad.yaml:8:18: error: mapping values are not allowed in this context\n"
                + "bad.yaml:8:18: note: line 8 is indented 6 spaces, more than line 7 ('path: /a', 4 spaces), whose key "
                + "already has a value, so YAML reads line 8 as more of that value; keys of one mapping need the same "
                + "indentation, and a nested mapping goes under a key with no value on its line",
        ])
        #expect(diagnostics(head + "    path: /a\n    response: [string: User]?\n").first?.hasSuffix(
            "bad.yaml:8:29: note: type expressions that YAML would misread must be quoted, as in \"[string]?\"") == true)
        #expect(diagnostics(head + "    path: /a\n   response: string\n").first?.contains(
            "bad.yaml:8:4: note: line 8 is indented 3 spaces, which matches no mapping open there: the keys of the "
                + "mapping from line 3 are indented 2 spaces") == true)
    }

    /// Review 42: the same break in a comment (a Windows-1252 `…` read as Latin-1 is a NEL) makes the comment's
    /// next words a line of YAML, and the note told to write them as a key ("write 'with: NEL'"). A line the note
    /// would read that begins after such a break gets no note: YAML broke the line where an editor shows none, and
    /// whether that is the cause the note cannot tell.
    @Test("No note reading a line after a break an editor does not show", arguments: ["\u{85}", "\u{2028}", "\u{2029}"])
    func noNoteAfterAnUnusualBreak(lineBreak: String) {
        #expect(diagnostics("# Loading\(lineBreak)done\napi: Shop\nendpoints:\n  a: {method: GET, path: /a}\n") == [
            "bad.yaml:3:4: error: mapping values are not allowed in this context",
        ])
        #expect(diagnostics("api: Shop\nendpoints:\n  a:\n    method: GET\n    summary: \"one\(lineBreak)two\"\n"
            + "      path: /a\n") == [
                "bad.yaml:7:7: error: did not find expected key\nbad.yaml:4:5: note: while parsing a block mapping",
            ])
    }

    /// Review 42: the quoting hint was given for any `]?` on the error's line, quoted too, and so instead of the
    /// layout note for a quoted type expression on a misindented line; and for a `]?` in a comment.
    @Test func aQuotedTypeExpressionGetsNoQuotingHint() {
        let head = "api: Shop\nmodels:\n  Repo:\n    properties:\n      name: string\n"
        #expect(diagnostics(head + "       topics: \"[string]?\"\n") == [
            "bad.yaml:6:14: error: mapping values are not allowed in this context\n"
                + "bad.yaml:6:14: note: line 6 is indented 7 spaces, more than line 5 ('name: string', 6 spaces), whose "
                + "key already has a value, so YAML reads line 6 as more of that value; keys of one mapping need the same "
                + "indentation, and a nested mapping goes under a key with no value on its line",
        ])
        #expect(diagnostics(head + "       topics: '[string]?' # or [User]?\n").first?.contains("must be quoted") == false)
        // Unquoted, the hint stays.
        #expect(diagnostics(head + "      topics: [string]?\n").first?.hasSuffix(
            "note: type expressions that YAML would misread must be quoted, as in \"[string]?\"") == true)
        #expect(diagnostics(head + "      topics: [ [string] ] ?\n").first?.hasSuffix(
            "note: type expressions that YAML would misread must be quoted, as in \"[string]?\"") == true)
    }

    /// Review 42: a key without its ':' whose value holds one (`base_url https://api.example.com`) got no note: the
    /// ':' was taken for the key's. A space before it makes it the value's.
    @Test func aValueWithAColonAfterAKeyWithoutOne() {
        #expect(diagnostics("api: Shop\nbase_url https://api.example.com\n\nendpoints:\n  a: {method: GET, path: /a}\n") == [
            "bad.yaml:4:1: error: could not find expected ':'\n"
                + "bad.yaml:2:1: note: while scanning a simple key\n"
                + "bad.yaml:2:1: note: line 2 ('base_url https://api.example.com') has no ':' after its key, so YAML "
                + "reads it as plain text, not as a key and its value; write 'base_url: https://api.example.com'",
        ])
    }

    /// Review 42: a key deeper than a list entry's first key was said to be deeper than the entry's dash ("more than
    /// line 7 ('status: 404', 6 spaces)"), and lining it up with the dash is no fix: the keys of the entry's mapping
    /// line up with its first key.
    @Test func aListEntrysKeyIsNamedAtItsColumn() {
        let head = "api: Shop\nendpoints:\n  a:\n    method: GET\n    path: /a\n    errors:\n"
        #expect(diagnostics(head + "      - status: 404\n         type: string\n") == [
            "bad.yaml:8:14: error: mapping values are not allowed in this context\n"
                + "bad.yaml:8:14: note: line 8 is indented 9 spaces, more than line 7 ('status: 404', 8 spaces), whose "
                + "key already has a value, so YAML reads line 8 as more of that value; keys of one mapping need the "
                + "same indentation, and a nested mapping goes under a key with no value on its line",
        ])
        // Applying it reads as YAML (what the spec makes of a list of errors is another matter).
        #expect(loadSpec(head + "      - status: 404\n        type: string\n").diagnostics.filter { $0.id == .syntax }
            .isEmpty)
        // Nested entries and extra spaces after the dash.
        #expect(diagnostics(head + "      - - status: 404\n            type: string\n").first?.contains(
            "more than line 7 ('status: 404', 10 spaces)") == true)
        #expect(diagnostics(head + "      -   status: 404\n             type: string\n").first?.contains(
            "more than line 7 ('status: 404', 10 spaces)") == true)
    }
}
