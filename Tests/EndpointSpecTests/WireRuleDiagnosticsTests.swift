import EndpointSpec
import Testing

/// Issue 13: what the spec checker refuses because it could not go out as written — a `%` that does not start an
/// encoded byte in literal path text, and a `Content-Type` that JSON, form and multipart bodies cannot honour —
/// and the `idempotent` key.
@Suite("Wire rules in specs")
struct WireRuleDiagnosticsTests {
    @Test("A '%' in literal path text must start %XX; other characters are accepted and encoded by the generator")
    func percentSignsInPaths() {
        #expect(diagnostics("""
            api: Demo
            endpoints:
              a: {method: GET, path: '/files/100%/{id}'}
              b: {method: GET, path: '/x/%zz'}
              c: {method: GET, path: '/x/%4'}
            """) == [
            "bad.yaml:3:37: error: '%' in path '/files/100%/{id}' must start a percent-encoded byte such as '%20'; write "
                + "other characters as they are (they are encoded for you), and '%' itself as '%25'",
            "bad.yaml:4:30: error: '%' in path '/x/%zz' must start a percent-encoded byte such as '%20'; write "
                + "other characters as they are (they are encoded for you), and '%' itself as '%25'",
            "bad.yaml:5:30: error: '%' in path '/x/%4' must start a percent-encoded byte such as '%20'; write "
                + "other characters as they are (they are encoded for you), and '%' itself as '%25'",
        ])
        #expect(diagnostics("""
            api: Demo
            endpoints:
              a: {method: GET, path: '/café/ü/{name}'}
              b: {method: GET, path: '/x/{id}"'}
              c: {method: GET, path: '/caf%C3%A9/a b/<{id}>'}
            """) == [])
    }

    @Test("Issue example: a Content-Type header is refused next to JSON, form and multipart bodies")
    func contentTypeHeaderWithBodiesThatDefineTheirType() {
        #expect(diagnostics("""
            api: Demo
            endpoints:
              a:
                method: POST
                path: /a
                headers: {Content-Type: {param: content_type, type: string}}
                body: {name: string}
              b:
                method: POST
                path: /b
                headers: {content-type: application/x-www-form-urlencoded}
                body: {encoding: form, fields: {name: string}}
              c:
                method: POST
                path: /c
                headers: {Content-Type: multipart/form-data}
                body: {encoding: multipart, fields: {file: file}}
            """) == [
            "bad.yaml:6:15: error: a Content-Type header cannot take effect with a json body, which is sent as "
                + "application/json; declare Content-Type only for text and binary bodies\nbad.yaml:7:11: note: the body is declared here",
            "bad.yaml:11:15: error: a Content-Type header cannot take effect with a form body, which is sent as "
                + "application/x-www-form-urlencoded; declare Content-Type only for text and binary bodies\nbad.yaml:12:11: note: the body is declared here",
            "bad.yaml:16:15: error: a Content-Type header cannot take effect with a multipart body, which is sent as "
                + "multipart/form-data; declare Content-Type only for text and binary bodies\nbad.yaml:17:11: note: the body is declared here",
        ])
    }

    @Test("Issue example: a Content-Type header parameter with a binary or text body is accepted")
    func contentTypeHeaderWithBinaryAndTextBodies() throws {
        let (api, problems) = loadSpec("""
            api: Demo
            endpoints:
              upload:
                method: PUT
                path: /files/{name}
                headers: {Content-Type: {param: content_type, type: string}}
                body: {encoding: binary}
              note:
                method: POST
                path: /notes
                headers: {Content-Type: text/markdown}
                body: {encoding: text}
            """)
        #expect(problems.map(\.description) == [])
        #expect(api?.endpoints.first?.headers.first?.parameter?.wireName == "content_type")
    }

    @Test("content_type on JSON, form and multipart bodies and a spec-wide Content-Type are refused")
    func contentTypeKeyAndSpecWideHeader() {
        #expect(diagnostics("""
            api: Demo
            endpoints:
              a: {method: POST, path: /a, body: {encoding: json, type: string, content_type: application/merge-patch+json}}
              b: {method: POST, path: /b, body: {encoding: form, fields: {x: int}, content_type: text/plain}}
            """) == [
            "bad.yaml:3:82: error: 'content_type' cannot take effect with a json body; it is for text and binary bodies",
            "bad.yaml:4:86: error: 'content_type' cannot take effect with a form body; it is for text and binary bodies",
        ])
        #expect(diagnostics("""
            api: Demo
            headers: {Content-Type: application/json}
            endpoints:
              get: {method: GET, path: /a}
              post: {method: POST, path: /b, body: {name: string}}
            """) == [
            "bad.yaml:2:11: error: a spec-wide Content-Type header cannot take effect for endpoint 'post', whose json "
                + "body is sent as application/json; declare Content-Type on text and binary endpoints only"
                + "\nbad.yaml:5:40: note: the body is declared here",
        ])
    }

    @Test("idempotent: true or false is read; anything else is an error")
    func idempotentKey() throws {
        let (api, problems) = loadSpec("""
            api: Demo
            endpoints:
              createOrder: {method: POST, path: /orders, idempotent: true}
              ping: {method: GET, path: /ping}
            """)
        #expect(problems.map(\.description) == [])
        #expect(api?.endpoints.map(\.idempotent) == [true, nil])
        #expect(diagnostics("""
            api: Demo
            endpoints:
              createOrder: {method: POST, path: /orders, idempotent: maybe}
            """).count == 1)
    }
}
