import EndpointSpec
import Testing

/// Header parameters as the spec states them, and what only a JSON body can carry, refused where a value is sent as
/// text (review 20: `tristate` on a query or header parameter linted clean and generated code that did not compile;
/// two headers differing only in case lost one value; a header parameter's `default` and `swift_name` were read and
/// dropped).
@Suite("Header parameters and values sent as text")
struct SpecHeaderParameterTests {
    static let tristate = "{type: string, tristate: true}"
    static let message = "cannot be tristate: absent and null differ only in a JSON body, and a value sent as text is "
        + "left out either way; declare it optional instead ('optional: true', or '?' after the type)"

    @Test("tristate is refused on every parameter and field sent as text, at its value", arguments: [
        ("path: '/e/{p}'\n    path_params: {p: \(tristate)}", "path parameter 'p'", 6, 47),
        ("path: /e\n    query: {q: \(tristate)}", "query parameter 'q'", 6, 41),
        ("path: /e\n    headers: {X-Q: {param: q, type: \(tristate)}}", "header 'X-Q'", 6, 62),
        ("path: /e\n    body: {encoding: form, fields: {f: \(tristate)}}", "form field 'f'", 6, 65),
        ("path: /e\n    body: {encoding: multipart, fields: {f: \(tristate)}}", "multipart field 'f'", 6, 70),
        ("path: /e\n    query: {q: {enum: [a, b], tristate: true}}", "query parameter 'q'", 6, 41),
    ])
    func tristateIsRefused(lines: String, what: String, line: Int, column: Int) {
        let yaml = "api: Demo\nendpoints:\n  e:\n    method: POST\n    \(lines)\n"
        #expect(diagnostics(yaml) == ["bad.yaml:\(line):\(column): error: \(what) \(Self.message)"], "\(yaml)")
    }

    @Test("A JSON body's property may be tristate: there absent and null differ")
    func tristateInABody() {
        #expect(diagnostics(spec(endpoints: "  e: {method: PATCH, path: /e, body: {bio: \(Self.tristate)}}")) == [])
    }

    @Test("Two headers that differ only in case are one field: an error at the second, fixed or from a parameter", arguments: [
        ("    headers: {X-Foo: {param: foo, type: string}, x-foo: {param: foo2, type: string}}", 6, 50, 15),
        ("    headers: {X-A: one, x-a: two}", 6, 25, 15),
        ("    headers: {X-A: one, x-A: {param: a, type: string}}", 6, 25, 15),
    ])
    func caseInsensitiveDuplicates(headers: String, line: Int, column: Int, firstColumn: Int) {
        let yaml = "api: Demo\nendpoints:\n  e:\n    method: GET\n    path: /e\n\(headers)\n"
        let found = diagnostics(yaml).flatMap { $0.split(separator: "\n").map(String.init) }
        #expect(found.count == 2, "\(found)")
        #expect(found.first?.hasPrefix("bad.yaml:\(line):\(column): error: header ") == true, "\(found)")
        #expect(found.first?.hasSuffix("header names are case-insensitive (RFC 9110 §5.1), so one of the two values would be lost") == true)
        #expect(found.last?.hasPrefix("bad.yaml:\(line):\(firstColumn): note: ") == true, "\(found)")
        #expect(diagnosticIDs(yaml) == [.duplicateHeader])
    }

    @Test("The spec-wide headers are checked the same way; an endpoint's header of another case replaces the spec's")
    func specWideDuplicates() {
        #expect(diagnosticIDs("api: Demo\nheaders: {Accept: a, ACCEPT: b}\nendpoints:\n  ping: {method: GET, path: /ping}\n")
            == [.duplicateHeader])
        #expect(diagnostics("api: Demo\nheaders: {Accept: a}\nendpoints:\n  ping: {method: GET, path: /ping, headers: {accept: b}}\n")
            == [])
    }

    @Test("A header parameter's swift_name, beside param or in its type, and its type's default are kept")
    func swiftNameAndDefault() throws {
        let yaml = spec(endpoints: """
              e:
                method: GET
                path: /e
                query: {since: string}
                headers:
                  X-Since: {param: since, type: date, swift_name: sinceDate}
                  X-Size: {param: size, type: {type: int, default: 3, swift_name: pageSize}}
            """)
        let loaded = loadSpec(yaml)
        #expect(loaded.diagnostics.map(\.description) == [])
        let endpoint = try #require(loaded.api?.endpoints.first)
        let parameters = endpoint.headers.compactMap(\.parameter)
        #expect(parameters.map(\.swiftName) == ["sinceDate", "pageSize"])
        #expect(parameters.map(\.isSwiftNameExplicit) == [true, true])
        #expect(parameters.map { $0.defaultValue?.text } == [nil, "3"])
    }

    @Test("swift_name given twice for one header parameter is an error at the second")
    func swiftNameTwice() {
        let yaml = spec(endpoints: "  e: {method: GET, path: /e, headers: {X-N: {param: n, type: {type: int, swift_name: a}, swift_name: b}}}")
        #expect(diagnostics(yaml) == [
            "bad.yaml:3:102: error: header 'X-N' gives swift_name twice, beside 'param' and in its type; keep one",
        ])
    }

    /// Review 20: `auth: {header: X-Token}` with an endpoint header `x-token: {param: tok}` linted clean, and the token
    /// replaced the argument on every call.
    @Test("A header named as the auth's token header: an error with required auth, a warning with optional auth or spec-wide")
    func authHeader() {
        let yaml = """
            api: Demo
            auth: {header: X-Token}
            headers: {x-token: fixed}
            endpoints:
              a: {method: GET, path: /a, headers: {x-token: {param: tok}}}
              b: {method: GET, path: /b, auth: optional, headers: {X-TOKEN: "v"}}
              c: {method: GET, path: /c, auth: false, headers: {X-Token: {param: tok}}}
              d: {method: GET, path: /d, auth: {bearer: Authorization}, headers: {authorization: {param: tok}}}
              e: {method: GET, path: /e, auth: {query: key}, headers: {X-Token: {param: tok}}}
            """
        let replaced = "is where the %@'s auth puts the token ('%@'), so the client replaces it whenever it has a token"
        func text(_ owner: String, _ field: String) -> String {
            replaced.replacingOccurrences(of: "%@'s", with: owner + "'s").replacingOccurrences(of: "'%@'", with: "'\(field)'")
        }
        #expect(diagnostics(yaml) == [
            "bad.yaml:3:11: warning: header 'x-token' \(text("spec", "X-Token")); it is sent only to endpoints without auth "
                + "or when the client has no token",
            "bad.yaml:5:40: error: header 'x-token' \(text("endpoint", "X-Token")); declare 'auth: false' on the endpoint "
                + "to send this header yourself",
            "bad.yaml:6:56: warning: header 'X-TOKEN' \(text("endpoint", "X-Token")); it is sent only when the client has no token",
            "bad.yaml:8:71: error: header 'authorization' \(text("endpoint", "Authorization")); declare 'auth: false' on the "
                + "endpoint to send this header yourself",
        ])
    }

    /// Review 21: `swift_name: self` linted clean and the client's methods, whose bodies say `self.client`, did not
    /// compile. Refused for every kind of parameter; a parameter named `self` without swift_name is `selfValue`.
    @Test("swift_name self is refused for every parameter", arguments: [
        "path: '/e/{p}'\n    path_params: {p: {type: string, swift_name: self}}",
        "path: /e\n    query: {q: {type: string, swift_name: self}}",
        "path: /e\n    headers: {X-Q: {param: q, swift_name: self}}",
        "path: /e\n    body: {encoding: form, fields: {f: {type: string, swift_name: self}}}",
    ])
    func swiftNameSelf(lines: String) {
        let yaml = "api: Demo\nendpoints:\n  e:\n    method: POST\n    \(lines)\n"
        #expect(diagnosticIDs(yaml) == [.invalidSwiftName], "\(diagnostics(yaml))")
        #expect(diagnostics(yaml).first?.contains("swift_name 'self' cannot name a property or parameter") == true)
        #expect(diagnostics(yaml.replacingOccurrences(of: ", swift_name: self", with: "")) == [])
    }
}
