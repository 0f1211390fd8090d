import EndpointSpec
import Testing

/// Issue 13: what the spec checker refuses because it could not go out as written — a `%` that does not start an
/// encoded byte in literal path text, and a `Content-Type` that JSON, form and multipart bodies cannot honour —
/// and the `idempotent` key. Problems are matched by ID and location (`bad.yaml:line:column`), notes included.
@Suite("Wire rules in specs")
struct WireRuleDiagnosticsTests {
    /// `<id> <line>:<column>` of each diagnostic, then `note <line>:<column>` of each of its notes.
    static func located(_ yaml: String) -> [String] {
        loadSpec(yaml).diagnostics.flatMap { diagnostic in
            ["\(diagnostic.id.rawValue) \(diagnostic.location.map { "\($0.line):\($0.column)" } ?? "-")"]
                + diagnostic.notes.map { "note \($0.location.map { "\($0.line):\($0.column)" } ?? "-")" }
        }
    }

    @Test("A '%' in literal path text must start %XX, located at the '%'; other characters are accepted")
    func percentSignsInPaths() {
        #expect(Self.located("""
            api: Demo
            endpoints:
              a: {method: GET, path: '/files/100%/{id}'}
              b: {method: GET, path: '/x/%zz'}
              c: {method: GET, path: '/x/%4'}
            """) == ["spec.invalidPercentInPath 3:37", "spec.invalidPercentInPath 4:30", "spec.invalidPercentInPath 5:30"])
        #expect(Self.located("""
            api: Demo
            endpoints:
              a: {method: GET, path: '/café/ü/{name}'}
              b: {method: GET, path: '/x/{id}"'}
              c: {method: GET, path: '/caf%C3%A9/a b/<{id}>'}
            """) == [])
    }

    @Test("A dot segment in literal path text is an error at the segment, in every spelling; dots inside a segment are text")
    func dotSegmentsInPaths() {
        #expect(Self.located("""
            api: Demo
            endpoints:
              a: {method: GET, path: '/a/../b/{id}'}
              b: {method: GET, path: /./x}
              c: {method: GET, path: '/x/%2E%2e'}
              d: {method: GET, path: '/x/.%2E/{id}/..'}
              e: {method: GET, path: /..}
            """) == ["spec.dotSegmentInPath 3:30", "spec.dotSegmentInPath 4:27", "spec.dotSegmentInPath 5:30",
                     "spec.dotSegmentInPath 6:30", "spec.dotSegmentInPath 6:40", "spec.dotSegmentInPath 7:27"])
        #expect(Self.located("""
            api: Demo
            endpoints:
              a: {method: GET, path: '/.well-known/{name}'}
              b: {method: GET, path: '/files/{name}.json'}
              c: {method: GET, path: '/x/.../a..b/..c/%2E%2E%2E'}
              d: {method: GET, path: '/x/{a}.{b}'}
            """) == [])
        // Values the spec gives a path parameter, and base and server URLs.
        #expect(Self.located("""
            api: Demo
            base_url: https://api.example.com/v1/../v2
            servers: {up: 'https://up.example.com/./x', ok: 'https://ok.example.com/.well-known/...'}
            endpoints:
              a: {method: GET, path: '/k/{k}', path_params: {k: {enum: [ok, '.', '..']}}}
              b: {method: GET, path: '/f/{+p}', path_params: {p: {type: string, default: a/../b}}}
              c: {method: GET, path: '/g/{p}', path_params: {p: {type: string, default: '...'}}}
            """) == ["spec.dotSegmentInPath 2:11", "spec.dotSegmentInPath 3:15", "spec.dotSegmentInPath 5:65",
                     "spec.dotSegmentInPath 5:70", "spec.dotSegmentInPath 6:78"])
        // Double-quoted: at the segment when the text is the source's, at the opening quote after an escape.
        #expect(Self.located("""
            api: Demo
            endpoints:
              a: {method: GET, path: "/a/../b/{id}"}
              b: {method: GET, path: "/x/%2E%2e", query: {q: string}}
              c: {method: GET, path: "/x/\\u002E./b"}
              d: {method: GET, path: "/files/100%/{id}"}
            """) == ["spec.dotSegmentInPath 3:30", "spec.dotSegmentInPath 4:30", "spec.dotSegmentInPath 5:26",
                     "spec.invalidPercentInPath 6:37"])
        let message = loadSpec("""
            api: Demo
            endpoints:
              a: {method: GET, path: /a/../b}
            """).diagnostics.first?.message
        #expect(message == "path '/a/../b' has the dot segment '..', which clients, proxies and servers remove (RFC 3986 §5.2.4), "
            + "so the request would not reach this route; write the path without it")
    }

    @Test("Multipart file fields: one file, an optional one, or several under one name; nothing else holds a file")
    func multipartFileFields() throws {
        let result = loadSpec("""
            api: Demo
            endpoints:
              post:
                method: POST
                path: /posts
                body: {encoding: multipart, fields: {caption: string, avatar: file?, photos: "[file]", extra: "[file]?"}}
                response: none
            """)
        #expect(result.diagnostics.map(\.description) == [])
        guard case .multipart(let fields)? = try #require(result.api?.endpoints.first).body?.content else {
            Issue.record("expected a multipart body")
            return
        }
        #expect(fields.map(\.type) == [
            PropertyType(.primitive(.string)), PropertyType(.model("$file"), isOptional: true, isNullable: true),
            PropertyType(.array(PropertyType(.model("$file")))),
            PropertyType(.array(PropertyType(.model("$file"))), isOptional: true, isNullable: true),
        ])
        #expect(Self.located("""
            api: Demo
            endpoints:
              a: {method: POST, path: /a, body: {encoding: multipart, fields: {x: "[file?]"}}, response: none}
              b: {method: POST, path: /b, body: {encoding: multipart, fields: {x: "[[file]]"}}, response: none}
              c: {method: POST, path: /c, body: {encoding: multipart, fields: {x: "[string: file]"}}, response: none}
              d: {method: POST, path: /d, body: {encoding: form, fields: {x: "[file]"}}, response: none}
              e: {method: POST, path: /e, body: {x: "[file]"}, response: none}
            """) == ["spec.misplacedStandaloneType 3:71", "spec.misplacedStandaloneType 4:71", "spec.misplacedStandaloneType 5:71",
                     "spec.unknownType 6:66", "spec.unknownType 7:41"])
    }

    @Test("Issue example: a Content-Type header is refused next to JSON, form and multipart bodies")
    func contentTypeHeaderWithBodiesThatDefineTheirType() {
        #expect(Self.located("""
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
            "spec.ineffectiveContentType 6:15", "note 7:11",
            "spec.ineffectiveContentType 11:15", "note 12:11",
            "spec.ineffectiveContentType 16:15", "note 17:11",
        ])
        #expect(diagnostics("""
            api: Demo
            endpoints:
              a: {method: POST, path: /a, headers: {Content-Type: text/plain}, body: {name: string}}
            """).first?.contains("a Content-Type header cannot take effect with a json body") == true)
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
        #expect(problems.ids == [])
        #expect(api?.endpoints.first?.headers.first?.parameter?.wireName == "content_type")
    }

    @Test("content_type on JSON, form and multipart bodies and a spec-wide Content-Type are refused")
    func contentTypeKeyAndSpecWideHeader() {
        #expect(Self.located("""
            api: Demo
            endpoints:
              a: {method: POST, path: /a, body: {encoding: json, type: string, content_type: application/merge-patch+json}}
              b: {method: POST, path: /b, body: {encoding: form, fields: {x: int}, content_type: text/plain}}
              c: {method: POST, path: /c, body: {encoding: multipart, fields: {x: int}, content_type: text/plain}}
            """) == ["spec.ineffectiveContentType 3:82", "spec.ineffectiveContentType 4:86", "spec.ineffectiveContentType 5:91"])
        #expect(Self.located("""
            api: Demo
            headers: {Content-Type: application/json}
            endpoints:
              get: {method: GET, path: /a}
              post: {method: POST, path: /b, body: {name: string}}
            """) == ["spec.ineffectiveContentType 2:11", "note 5:40"])
        #expect(Self.located("""
            api: Demo
            headers: {Content-Type: text/markdown}
            endpoints:
              note: {method: POST, path: /notes, body: {encoding: text}}
            """) == [])
    }

    @Test("idempotent: true or false is read; anything else is an error")
    func idempotentKey() throws {
        let (api, problems) = loadSpec("""
            api: Demo
            endpoints:
              createOrder: {method: POST, path: /orders, idempotent: true}
              deleteOrder: {method: DELETE, path: '/orders/{id}', idempotent: false}
              ping: {method: GET, path: /ping}
            """)
        #expect(problems.ids == [])
        #expect(api?.endpoints.map(\.idempotent) == [true, false, nil])
        #expect(Self.located("""
            api: Demo
            endpoints:
              createOrder: {method: POST, path: /orders, idempotent: maybe}
            """) == ["spec.expectedBool 3:58"])
    }
}
