import Mustache
import Testing

/// Parses `source` and returns the error it throws, or `nil` when it parses.
private func parseError(_ source: String, name: String = "model.mustache") -> MustacheError? {
    do {
        _ = try MustacheTemplate(source, name: name)
        return nil
    } catch {
        return error
    }
}

@Test("An unclosed section is reported at its opening tag")
func unclosedSectionIsReportedAtItsOpeningTag() {
    let error = parseError("struct Model {\n  {{#properties}}\n    let {{name}}\n}\n")
    #expect(error?.kind == .unclosedSection)
    #expect(error?.description == "model.mustache:2:3: error: unclosed section 'properties'")
}

@Test("An unclosed block names the block")
func unclosedBlockNamesTheBlock() {
    let error = parseError("{{<layout}}\n{{$body}}text\n{{/layout}}")
    #expect(error?.kind == .mismatchedClosingTag)
    #expect(error?.description == "model.mustache:3:1: error: closing tag 'layout' does not match opening tag 'body' at line 2, column 1")
    let unclosed = parseError("{{$body}}text")
    #expect(unclosed?.description == "model.mustache:1:1: error: unclosed block 'body'")
}

@Test("A closing tag for another section is reported with both locations")
func mismatchedClosingTagIsReported() {
    let error = parseError("{{#items}}\n  {{name}}\n  {{/item}}\n")
    #expect(error?.kind == .mismatchedClosingTag)
    #expect(error?.templateName == "model.mustache")
    #expect(error?.line == 3)
    #expect(error?.column == 3)
    #expect(error?.message == "closing tag 'item' does not match opening tag 'items' at line 1, column 1")
}

@Test("A closing tag without an open section is reported")
func closingTagWithoutOpenSectionIsReported() {
    let error = parseError("let x = 1 {{/items}}")
    #expect(error?.kind == .unexpectedClosingTag)
    #expect(error?.description == "model.mustache:1:11: error: closing tag 'items' has no opening tag")
}

@Test("A set-delimiters tag without the closing '=' is a delimiter error")
func setDelimitersWithoutClosingEqualsIsReported() {
    let error = parseError("a\n {{=<% %>}}")
    #expect(error?.kind == .invalidDelimiters)
    #expect(error?.description == "model.mustache:2:2: error: invalid set-delimiters tag: it must end with '=' before the closing delimiter")
}

@Test("A set-delimiters tag with one delimiter is a delimiter error")
func setDelimitersWithOneDelimiterIsReported() {
    let error = parseError("{{=<%=}}")
    #expect(error?.kind == .invalidDelimiters)
    #expect(error?.description == "model.mustache:1:1: error: invalid set-delimiters tag: expected two delimiters without '=' separated by whitespace, like '{{=<% %>=}}'")
}

@Test("An unclosed tag is located with columns counted in Unicode scalars")
func unclosedTagColumnCountsUnicodeScalars() {
    let error = parseError("// héllo 🌍\n// héllo 🌍 {{name")
    #expect(error?.kind == .unclosedTag)
    #expect(error?.description == "model.mustache:2:12: error: unclosed tag: missing '}}'")
}

/// Review 30: each tag's column was counted from the start of its line, so a template with all its tags on one line
/// took time growing with the square of the line's length. Columns now come from a table made once; they must stay
/// exact in every position: on the first line, after many tags and multi-byte characters, and on a later line.
@Test("Tags far along one long line are located exactly, in Unicode scalars", arguments: [
    (String(repeating: "é{{a}}", count: 20_000) + "{{b", 1, 20_000 * 6 + 1),
    ("{{a}}\n" + String(repeating: "🌍{{a}}", count: 20_000) + "{{/x}}", 2, 20_000 * 6 + 1),
    (String(repeating: "x", count: 50_000) + "\n\n" + String(repeating: "{{!c}}ü", count: 20_000) + "{{#s}}", 3, 20_000 * 7 + 1),
])
func tagsFarAlongOneLineAreLocatedExactly(template: String, line: Int, column: Int) {
    let error = parseError(template)
    #expect(error?.line == line)
    #expect(error?.column == column)
}

/// Review 22: `{{.` left open before `{{/doc}}` on the next line was reported as an invalid name `.\n{{/doc`.
@Test("A tag that runs into the next tag is unclosed, named with where the next tag starts", arguments: [
    ("{{#doc}}\n{{.\n{{/doc}}", "model.mustache:2:1: error: unclosed tag '{{.': missing '}}' before the next tag at 3:1"),
    ("a {{name {{other}}", "model.mustache:1:3: error: unclosed tag '{{name': missing '}}' before the next tag at 1:10"),
    ("{{#items}}{{/items {{x}}", "model.mustache:1:11: error: unclosed tag '{{/items': missing '}}' before the next tag at 1:20"),
    ("{{> header {{x}}", "model.mustache:1:1: error: unclosed tag '{{> header': missing '}}' before the next tag at 1:12"),
    ("{{=<% %>=}}<%name <%x%>", "model.mustache:1:12: error: unclosed tag '<%name': missing '%>' before the next tag at 1:19"),
    // Review 25: the triple mustache too.
    ("{{#a}}{{{name {{/a}}}", "model.mustache:1:7: error: unclosed tag '{{{name': missing '}}}' before the next tag at 1:15"),
])
func tagRunningIntoTheNextIsUnclosed(template: String, expected: String) {
    let error = parseError(template)
    #expect(error?.kind == .unclosedTag)
    #expect(error?.description == expected)
}

@Test("A comment may hold an opening delimiter: it ends at the first closing one")
func commentsMayHoldAnOpeningDelimiter() {
    #expect(parseError("{{! a {{ b }}text") == nil)
}

@Test("An unclosed triple mustache asks for its three braces")
func unclosedTripleMustacheIsReported() {
    let error = parseError("{{{name}}")
    #expect(error?.description == "model.mustache:1:1: error: unclosed tag: missing '}}}'")
}

@Test("Tags without a name or with whitespace in the name are rejected")
func invalidTagNamesAreRejected() {
    #expect(parseError("x {{}}")?.description == "model.mustache:1:3: error: missing name in tag '{{}}'")
    #expect(parseError("{{#}}{{/}}")?.kind == .invalidTagName)
    #expect(parseError("{{type name}}")?.description == "model.mustache:1:1: error: invalid name 'type name': names cannot contain whitespace")
}

@Test("Strict validation reports every partial and parent the library does not have")
func validationReportsUnknownPartials() throws {
    let library = try MustacheLibrary(templates: [
        "model": "struct {{name}} {\n    {{>properties}}\n    {{>codingKeys}}\n}\n",
        "properties": "{{#properties}}\nlet {{name}}: {{type}}\n{{/properties}}\n",
        "page": "{{<layout}}{{$body}}x{{/body}}{{/layout}}\n{{>*dynamic}}",
    ])
    let errors = library.validate()
    #expect(errors.map(\.description) == [
        "model:3:5: error: unknown partial 'codingKeys'",
        "page:1:1: error: unknown parent 'layout'",
    ])
    #expect(errors.allSatisfy { $0.kind == .unknownPartial })
}

@Test("Strict validation of a complete library reports nothing")
func validationOfCompleteLibraryIsEmpty() throws {
    let library = try MustacheLibrary(templates: ["a": "{{>b}}", "b": "{{<a}}{{/a}}"])
    #expect(library.validate().isEmpty)
}

@Test("A library reports the first template that fails to parse, by name")
func libraryReportsParseErrorsWithTemplateName() {
    #expect(throws: MustacheError(kind: .unclosedSection, templateName: "b", line: 1, column: 1, message: "unclosed section 'x'")) {
        try MustacheLibrary(templates: ["a": "ok", "b": "{{#x}}", "c": "{{/y}}"])
    }
}

@Test("A partial that includes itself unconditionally stops with an error instead of crashing")
func unboundedPartialRecursionIsAnError() throws {
    let library = try MustacheLibrary(templates: ["loop": "x\n {{>loop}}"])
    #expect(throws: MustacheError(
        kind: .partialRecursionTooDeep, templateName: "loop", line: 2, column: 2,
        message: "partials nest deeper than 100 levels at 'loop'; is a partial including itself unconditionally?")) {
        try library.render("loop", context: [:])
    }
}

@Test("Rendering a template the library does not have is an error")
func renderingUnknownTemplateIsAnError() throws {
    let library = try MustacheLibrary(templates: [:])
    #expect(throws: MustacheError(kind: .unknownTemplate, templateName: "model", line: 1, column: 1, message: "no template named 'model' in the library")) {
        try library.render("model", context: [:])
    }
}

@Test("Sections nested deeper than the limit are rejected at the innermost opening tag")
func excessiveNestingIsRejected() {
    let source = String(repeating: "{{#a}}", count: 201)
    let error = parseError(source)
    #expect(error?.description == "model.mustache:1:1201: error: sections nest deeper than 200 levels")
    #expect(parseError(String(repeating: "{{#a}}", count: 200) + String(repeating: "{{/a}}", count: 200)) == nil)
}
