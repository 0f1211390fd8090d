import EndpointSpec
import Foundation
import TestSupport
import Testing

/// Review 20: `Host`, `Content-Length`, `Transfer-Encoding` and the hop-by-hop fields passed lint as fixed headers
/// and header parameters (a GET reached the server with `Transfer-Encoding: chunked` and `Content-Length: 5`);
/// control characters other than CR, LF and NUL passed in header values, and any control character in an enum value
/// of a header parameter; a list or an `int` was accepted for a field RFC 9110 defines as one HTTP-date.
@Suite("Header fields a spec may not declare, values HTTP does not allow, HTTP-date fields")
struct SpecHeaderValidityTests {
    static let reserved = [
        "Host", "Content-Length", "Transfer-Encoding", "Connection", "Keep-Alive", "Proxy-Connection", "TE", "Trailer",
        "Upgrade", "Proxy-Authorization", "Proxy-Authenticate", "WWW-Authenticate", "content-length", "HOST",
    ]

    @Test("A header the client writes is refused in every position: spec-wide, an endpoint's, a parameter, auth",
          arguments: reserved)
    func reservedHeaders(name: String) {
        let endpoint = "  e: {method: GET, path: /e}\n"
        let positions = [
            "api: Demo\nheaders: {\(name): x}\nendpoints:\n\(endpoint)",
            spec(endpoints: "  e: {method: GET, path: /e, headers: {\(name): x}}"),
            spec(endpoints: "  e: {method: GET, path: /e, headers: {\(name): {param: p, type: string}}}"),
            "api: Demo\nauth: {header: \(name)}\nendpoints:\n\(endpoint)",
            "api: Demo\nauth: {bearer: \(name)}\nendpoints:\n\(endpoint)",
            "api: Demo\nauth: {basic: \(name)}\nendpoints:\n\(endpoint)",
            "api: Demo\nauth: {scheme: token, header: \(name)}\nendpoints:\n\(endpoint)",
            spec(endpoints: "  e: {method: GET, path: /e, auth: {bearer: \(name)}}"),
        ]
        for yaml in positions {
            #expect(diagnosticIDs(yaml) == [.reservedHeader], "\(yaml)")
        }
    }

    @Test("The error is at the header's name and says who sets it")
    func reservedHeaderMessages() {
        let yaml = """
            api: Demo
            headers:
              Content-Length: "5"
            auth: {bearer: Proxy-Authorization}
            endpoints:
              e:
                method: GET
                path: /e
                headers:
                  Transfer-Encoding: chunked
                  Connection: {param: connection, type: string}
                  WWW-Authenticate: Basic
            """
        #expect(diagnostics(yaml) == [
            "bad.yaml:3:3: error: header 'Content-Length' cannot be declared in a spec: the client (URLSession) sets it "
                + "from the body, which it frames (RFC 9112 §6)",
            "bad.yaml:4:16: error: header 'Proxy-Authorization' cannot be declared in a spec: the client (URLSession) "
                + "answers a proxy's challenge with the proxy credentials it is configured with; the API's own credential "
                + "goes in 'auth'",
            "bad.yaml:10:7: error: header 'Transfer-Encoding' cannot be declared in a spec: the client (URLSession) sets "
                + "it from the body, which it frames (RFC 9112 §6)",
            "bad.yaml:11:7: error: header 'Connection' cannot be declared in a spec: the client (URLSession) manages the "
                + "connection, and this field belongs to one connection (RFC 9110 §7.6.1)",
            "bad.yaml:12:7: error: header 'WWW-Authenticate' cannot be declared in a spec: it is a response field, a "
                + "server's challenge (RFC 9110 §11.6)",
        ])
    }

    @Test("Authorization, Cookie, Expect and names that only contain a reserved one are declared as usual")
    func ordinaryHeaders() {
        let yaml = spec(endpoints: """
              e:
                method: GET
                path: /e
                headers: {Authorization: {param: token, type: string}, Cookie: a=b, Expect: 100-continue, X-Host: h, Hostname: h}
            """)
        #expect(diagnostics(yaml) == [])
    }

    static let rule = "which HTTP does not allow in a header value (RFC 9110 §5.5: no control character but a tab)"

    @Test("A control character other than a tab is refused in every value a spec gives a header, named as U+XXXX")
    func controlCharacters() {
        let yaml = """
            api: Demo
            headers:
              X-A: "a\\x01b"
            models:
              Kind: {enum: [a, "b\\x02"]}
            endpoints:
              e:
                method: POST
                path: /e
                headers:
                  X-B: "\\x7F"
                  X-Mode: {param: mode, type: {enum: [ok, "a\\r\\nb"]}}
                  X-Modes: {param: modes, type: "[Kind]"}
                  X-Def: {param: d, type: {type: string, default: "x\\x1Fy"}}
                body: {encoding: text, content_type: "text/plain\\vx"}
            """
        #expect(diagnostics(yaml) == [
            "bad.yaml:3:8: error: the value of header 'X-A' has the control character U+0001, \(Self.rule)",
            "bad.yaml:11:12: error: the value of header 'X-B' has the control character U+007F, \(Self.rule)",
            "bad.yaml:12:47: error: an enum value of header 'X-Mode' has the control character U+000D, \(Self.rule)",
            "bad.yaml:13:37: error: an enum value of 'Kind', the type of header 'X-Modes', has the control character "
                + "U+0002, \(Self.rule)\nbad.yaml:5:20: note: the value is declared here",
            "bad.yaml:14:55: error: the default of header 'X-Def' has the control character U+001F, \(Self.rule)",
            "bad.yaml:15:42: error: content_type has the control character U+000B, \(Self.rule)",
        ])
        #expect(Set(diagnosticIDs(yaml)) == [.invalidHeaderValue])
    }

    /// Review finding: a header parameter's `example` (which mocks and samples send) was not checked, where its
    /// default was. It is, with the same ID and wording, at the value: a string, each item of a list, in an inline
    /// enum's example, and in an `example_file`.
    @Test("A control character in a header parameter's example is refused at the value, inline or in its file")
    func controlCharactersInExamples() throws {
        let directory = try ScratchDirectory.make("SpecHeaderValidityTests")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("[\"ok\",\n \"a\\u001Bb\"]".utf8).write(to: directory.appendingPathComponent("tags.json"))
        try Data("\"fine\\tvalue\"".utf8).write(to: directory.appendingPathComponent("fine.json"))
        let yaml = #"""
            api: Demo
            endpoints:
              e:
                method: GET
                path: /e
                headers:
                  X-Trace: {param: trace, type: {type: string, example: "a\u0007b"}}
                  X-List: {param: list, type: {type: "[string]", example: [ok, "b\x01", "c\n"]}}
                  X-Mode: {param: mode, type: {enum: [a, b], example: "a\x7F"}}
                  X-File: {param: file, type: {type: "[string]", example_file: tags.json}}
                  X-Opt: {param: opt, type: {type: "string?", example: "\r"}}
                  X-Fine: {param: fine, type: {type: string, example: "a\tb caf\xE9"}}
                  X-Fine-File: {param: fine_file, type: {type: string, example_file: fine.json}}
                  X-Number: {param: number, type: {type: int, example: 7}}
            """#
        let specPath = directory.appendingPathComponent("bad.yaml").path
        let result = loadSpec(text: yaml, path: specPath)
        let file = directory.appendingPathComponent("tags.json").path
        #expect(result.diagnostics.map(\.description) == [
            "\(specPath):7:61: error: the example of header 'X-Trace' has the control character U+0007, \(Self.rule)",
            "\(specPath):8:68: error: the example of header 'X-List' has the control character U+0001, \(Self.rule)",
            "\(specPath):8:77: error: the example of header 'X-List' has the control character U+000A, \(Self.rule)",
            "\(specPath):9:59: error: the example of header 'X-Mode' has the control character U+007F, \(Self.rule)",
            "\(specPath):11:60: error: the example of header 'X-Opt' has the control character U+000D, \(Self.rule)",
            "\(file):2:2: error: the example of header 'X-File' has the control character U+001B, \(Self.rule)",
        ])
        #expect(Set(result.diagnostics.ids) == [.invalidHeaderValue])
    }

    /// Review 27: a header value with a space or a tab at either end reached the loopback server altered (Python
    /// strips the leading one; RFC 9110 §5.5 has recipients strip both); the runtime refuses it, and so does lint, in
    /// every value a spec gives a header that is the whole field. A list's items are quoted instead, so they may.
    @Test("A space or a tab at either end is refused in every value a spec gives a whole header field")
    func edgeWhitespace() {
        let yaml = """
            api: Demo
            headers:
              X-A: " padded"
            models:
              Kind: {enum: [a, "b "]}
            endpoints:
              e:
                method: POST
                path: /e
                headers:
                  X-B: "v\t"
                  X-Mode: {param: mode, type: {enum: [ok, " a"]}}
                  X-Kind: {param: kind, type: Kind}
                  X-Kinds: {param: kinds, type: "[Kind]"}
                  X-Def: {param: d, type: {type: string, default: "x "}}
                  X-Ex: {param: ex, type: {type: string, example: " y"}}
                  X-List: {param: list, type: {type: "[string]", example: [" ok ", "fine"]}}
                body: {encoding: text, content_type: "text/plain "}
            """
        let strips = "which HTTP strips from a header value (RFC 9110 §5.5)"
        #expect(diagnostics(yaml) == [
            "bad.yaml:3:8: error: the value of header 'X-A' starts with a space, \(strips)",
            "bad.yaml:11:12: error: the value of header 'X-B' ends with a tab, \(strips)",
            "bad.yaml:12:47: error: an enum value of header 'X-Mode' starts with a space, \(strips)",
            "bad.yaml:13:35: error: an enum value of 'Kind', the type of header 'X-Kind', ends with a space, \(strips)"
                + "\nbad.yaml:5:20: note: the value is declared here",
            "bad.yaml:15:55: error: the default of header 'X-Def' ends with a space, \(strips)",
            "bad.yaml:16:55: error: the example of header 'X-Ex' starts with a space, \(strips)",
            "bad.yaml:18:42: error: content_type ends with a space, \(strips)",
        ])
        #expect(Set(diagnosticIDs(yaml)) == [.invalidHeaderValue])
    }

    @Test("A tab and text beyond ASCII (obs-text) are allowed; an enum model with a control character is fine in a body")
    func allowedValues() {
        let yaml = """
            api: Demo
            headers:
              X-A: "a\\tb caf\\xE9 \\x85 \\u00A0"
            models:
              Kind: {enum: [a, "b\\x02"]}
            endpoints:
              e:
                method: POST
                path: /e
                headers:
                  X-Mode: {param: mode, type: {enum: [ok, "a\\tb", "é"], default: "a\\tb"}}
                body: {kind: Kind}
            """
        #expect(diagnostics(yaml) == [])
    }

    static let dateFields = [
        "Date", "Expires", "If-Modified-Since", "If-Unmodified-Since", "Last-Modified", "Retry-After", "If-Range", "expires",
    ]

    @Test("A field RFC 9110 defines as one HTTP-date takes a date or a string, never a list", arguments: dateFields)
    func dateFieldTypes(field: String) {
        func ids(_ type: String) -> [DiagnosticID] {
            diagnosticIDs(spec(
                models: "  Kind: {enum: [a, b]}",
                endpoints: "  e: {method: GET, path: /e, headers: {\(field): {param: p, type: \(type)}}}"))
        }
        for type in ["date", "date?", "string", "string?", "{type: date, optional: true}"] {
            #expect(ids(type) == [], "\(type)")
        }
        for type in ["'[date]'", "'[date]?'", "'[string]'", "bool", "double", "calendar_date", "uuid", "url", "Kind",
                     "{enum: [a, b]}"] {
            #expect(ids(type) == [.invalidDateHeader], "\(type)")
        }
        let seconds = field.lowercased() == "retry-after"
        for type in ["int", "int32", "int64?"] {
            #expect(ids(type) == (seconds ? [] : [.invalidDateHeader]), "\(type)")
        }
        #expect(ids("'[int]'") == [.invalidDateHeader])
    }

    @Test("The error is at the type and names the choices; another header may still be a list of dates")
    func dateFieldMessages() {
        let yaml = spec(endpoints: """
              e:
                method: GET
                path: /e
                headers:
                  Expires: {param: exp, type: "[date]?"}
                  If-Modified-Since: {param: since, type: int}
                  Retry-After: {param: after, type: bool}
                  X-Dates: {param: dates, type: "[date]"}
            """)
        #expect(diagnostics(yaml) == [
            "bad.yaml:7:35: error: header 'Expires' holds one HTTP-date (RFC 9110 §5.6.7), so it cannot be a list: its "
                + "items would go out as several values in one field; declare it 'date' (sent as an HTTP-date) or "
                + "'string' (sent as written)",
            "bad.yaml:8:47: error: header 'If-Modified-Since' holds one HTTP-date (RFC 9110 §5.6.7), so it cannot be "
                + "'int', which is not an HTTP-date; declare it 'date' (sent as an HTTP-date) or 'string' (sent as written)",
            "bad.yaml:9:41: error: header 'Retry-After' holds one HTTP-date (RFC 9110 §5.6.7), so it cannot be 'bool', "
                + "which is not an HTTP-date; declare it 'date' (sent as an HTTP-date), 'int' (delay-seconds, RFC 9110 "
                + "§10.2.3) or 'string' (sent as written)",
        ])
    }
}
