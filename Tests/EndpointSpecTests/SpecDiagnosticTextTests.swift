import EndpointSpec
import Testing

/// Issue 14, item 8: diagnostics never span lines, and name suggestions are UpperCamelCase.
@Suite("Diagnostic texts: escaped line breaks, UpperCamelCase suggestions")
struct SpecDiagnosticTextTests {
    @Test("A header name with CR/LF is quoted with escapes, spec-wide and per endpoint")
    func headerNameWithLineBreak() {
        #expect(diagnostics("""
            api: Demo
            headers:
              "X-A\\r\\nB": v
            endpoints:
              ping:
                method: GET
                path: /ping
                headers: {"X-\\u2028C\\u0085": v, "Y\\0": w}
            """) == [
            #"bad.yaml:3:3: error: 'X-A\r\nB' is not a valid HTTP header name"#,
            #"bad.yaml:8:15: error: 'X-\u{2028}C\u{85}' is not a valid HTTP header name"#,
            #"bad.yaml:8:37: error: 'Y\0' is not a valid HTTP header name"#,
        ])
    }

    @Test("Model names, enum values and notes quoting line breaks stay on one line each")
    func otherPositions() {
        let printed = diagnostics(spec(models: """
              "Line\\nBreak": {a: int}
              E: {enum: ["a\\rb", "a\\rb"]}
            """))
        #expect(printed == [
            #"bad.yaml:3:3: error: model name 'Line\nBreak' is not a Swift type name; try 'LineBreak'"#,
            #"bad.yaml:4:22: error: duplicate enum value 'a\rb'"# + "\n" + #"bad.yaml:4:14: note: first listed here"#,
        ])
        #expect(printed.flatMap { $0.split(separator: "\n") }.count == 3)
    }

    @Test("A tab stays a tab: it does not break a line")
    func tabIsKept() {
        #expect(diagnostics("api: Demo\nheaders:\n  \"X\\tY\": v\nendpoints:\n  ping: {method: GET, path: /p}\n")
            == ["bad.yaml:3:3: error: 'X\tY' is not a valid HTTP header name"])
    }

    @Test("view_model, model and api names get an UpperCamelCase suggestion or none, never '_12'")
    func upperCamelSuggestions() {
        #expect(diagnostics(spec(endpoints: """
              a: {method: GET, path: /a, view_model: '12'}
              b: {method: GET, path: /b, view_model: 2fa_screen}
              c: {method: GET, path: /c, view_model: room-list}
              d: {method: GET, path: /d, view_model: Self}
            """)) == [
            "bad.yaml:3:42: error: view_model '12' must be an UpperCamelCase name starting with a letter",
            "bad.yaml:4:42: error: view_model '2fa_screen' must be an UpperCamelCase name starting with a letter",
            "bad.yaml:5:42: error: view_model 'room-list' must be an UpperCamelCase name such as 'RoomList'",
            "bad.yaml:6:42: error: view_model 'Self' must be an UpperCamelCase name that is not a Swift keyword",
        ])
        #expect(diagnostics(spec(models: """
              "12": {a: int}
              user-name: {a: int}
            """)) == [
            "bad.yaml:3:3: error: model name '12' is not a Swift type name; start it with a letter",
            "bad.yaml:4:3: error: model name 'user-name' is not a Swift type name; try 'UserName'",
        ])
        #expect(diagnostics("api: '12'\nendpoints:\n  ping: {method: GET, path: /ping}\n") == [
            "bad.yaml:1:6: error: api '12' must be an UpperCamelCase Swift identifier",
        ])
    }
}
