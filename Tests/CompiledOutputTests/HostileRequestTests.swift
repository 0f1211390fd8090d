import Testing

/// Issue 6, kinds 16–18: generated requests built with hostile values. What reaches a real server is tested in
/// EndpointRuntimeTests (HostileValueTests, RequestBodyServerTests, RequestValidationTests).
enum HostileRequestSpecs {
    static let requests = HostileSpec(file: "hostile_requests.yaml", yaml: """
        api: HostileRequests
        endpoints:
          getFile:
            method: GET
            path: /files/{name}/{+rest}
            query: {q: string, scope: string?}
            headers:
              X-Note: {param: note, type: string?}
            response: none
          submit:
            method: POST
            path: /submit/{id}
            body: {encoding: form, fields: {q: string, scope: string}}
            response: none
        """, checks: [
            .probe("requests.path", """
                let values = ["Hello World ../", "a/b", "x?y#z", "100%", "%2F", "..", "名"]
                return values.map { HostileRequests.SubmitRequest(id: $0, q: "", scope: "").path }.joined(separator: " ")
                """, expected: "/submit/Hello%20World%20..%2F /submit/a%2Fb /submit/x%3Fy%23z /submit/100%25 /submit/%252F /submit/%2E%2E /submit/%E5%90%8D"),
            .probe("requests.multisegment", """
                HostileRequests.GetFileRequest(name: "a/b", rest: "docs/read me.md", q: "").path
                """, expected: "/files/a%2Fb/docs/read%20me.md"),
            .probe("requests.query", """
                let request = HostileRequests.GetFileRequest(name: "n", rest: "r", q: "a+b&c=d", scope: "read write")
                return request.query.encoded(with: .iso8601)
                """, expected: "q=a%2Bb%26c%3Dd&scope=read%20write"),
            .probe("requests.form", """
                let request = HostileRequests.SubmitRequest(id: "1", q: "a+b&c=d", scope: "read write")
                guard case .form(let fields) = request.body else { return "not a form" }
                return fields.encoded(with: .iso8601)
                """, expected: "q=a%2Bb%26c%3Dd&scope=read%20write"),
            .probe("requests.header", """
                let request = HostileRequests.GetFileRequest(name: "n", rest: "r", q: "", note: "a%20b \\"q\\"; x=y")
                return try EndpointRuntime.HTTPHeaders(parameters: request.headerParameters, dateRule: .iso8601)["X-Note"] ?? "missing"
                """, expected: "a%20b \"q\"; x=y"),
        ])

    static let all = [requests]
}

@Suite("Hostile request values (issue 6, kinds 16–18)")
struct HostileRequestTests {
    let build: HostileBuild

    init() async {
        build = await HostileBuild.shared.value
    }

    @Test("Kind 16: path parameter values stay one segment, encoded once; {+rest} keeps its slashes")
    func pathParametersStayOneSegment() {
        let spec = HostileRequestSpecs.requests
        let requests = build.file("HostileRequestsRequests.swift", of: spec)
        build.expectLines([#"public var path: String { "/files/\(pathParameter: name)/\(pathParameterKeepingSlashes: rest)" }"#,
                           #"public var path: String { "/submit/\(pathParameter: id)" }"#], in: requests)
        var only = spec
        only.checks = spec.checks.filter { $0.key == "requests.path" || $0.key == "requests.multisegment" }
        build.expectCompilesAndPasses(only)
    }

    @Test("Kind 17: query items and form fields a+b&c=d and read write are encoded so they arrive as sent")
    func queryAndFormValuesAreEncodedExactly() {
        var only = HostileRequestSpecs.requests
        only.checks = only.checks.filter { $0.key == "requests.query" || $0.key == "requests.form" }
        build.expectCompilesAndPasses(only)
    }

    @Test("Kind 18: header values from parameters go out verbatim")
    func headerValuesAreVerbatim() {
        let spec = HostileRequestSpecs.requests
        let requests = build.file("HostileRequestsRequests.swift", of: spec)
        build.expectLines([#""X-Note": note,"#], in: requests)
        var only = spec
        only.checks = spec.checks.filter { $0.key == "requests.header" }
        build.expectCompilesAndPasses(only)
    }

    @Test("Parameters that have no text form (data, json, dictionaries) stop with a located error")
    func parametersWithoutATextFormAreLocatedErrors() {
        let diagnostics = HostileBuild.diagnostics("hostile_params.yaml", """
            api: HostileParams
            endpoints:
              put:
                method: PUT
                path: /p
                query: {blob: data?, raw: json, map: "[string: int]", list: "[data]"}
                body: {encoding: form, fields: {file: data}}
                response: none
            """)
        #expect(diagnostics == [
            "hostile_params.yaml:6:19: error: query parameter 'blob' cannot be 'data': it is sent as text; send it in a JSON body",
            "hostile_params.yaml:6:31: error: query parameter 'raw' cannot be 'json': it is sent as text; send it in a JSON body",
            "hostile_params.yaml:6:42: error: query parameter 'map' cannot be a dictionary: it is sent as text; send it in a JSON body",
            "hostile_params.yaml:6:65: error: query parameter 'list' cannot be 'data': it is sent as text; send it in a JSON body",
            "hostile_params.yaml:7:43: error: form field 'file' cannot be 'data': it is sent as text; send it in a JSON body",
        ])
    }

    /// Review 12: `[[string]]` query parameters were accepted and sent flattened (`[["a", "b"]]` and `[["a"], ["b"]]`
    /// went out alike), and header parameters of any type were accepted and sent as Swift's description of the value.
    @Test("Nested arrays in every text position, and header parameters without a text form, stop with a located error")
    func nestedArraysAndHeaderParametersAreLocatedErrors() {
        let diagnostics = HostileBuild.diagnostics("hostile_text.yaml", """
            api: HostileText
            models:
              Filter: {a: int}
            endpoints:
              get:
                method: GET
                path: /p/{ids}
                path_params: {ids: "[[int]]"}
                query: {q: "[[string]]", ok: "[string]"}
                headers:
                  X-A: {param: a, type: "[[string]]"}
                  X-B: {param: b, type: json}
                  X-C: {param: c, type: Filter?}
                  X-D: {param: d, type: "[string: string]"}
                  X-E: {param: e, type: data}
                  X-F: {param: f, type: {properties: {a: int}}}
                  X-G: {param: g, type: "[int]"}
                response: none
              form: {method: POST, path: /f, body: {encoding: form, fields: {f: "[[string]]"}}, response: none}
              parts: {method: POST, path: /m, body: {encoding: multipart, fields: {f: "[[string]]"}}, response: none}
            """)
        let text = ": it is sent as text; send it in a JSON body"
        #expect(diagnostics == [
            "hostile_text.yaml:8:24: error: path parameter 'ids' cannot be a nested array\(text)",
            "hostile_text.yaml:9:16: error: query parameter 'q' cannot be a nested array\(text)",
            "hostile_text.yaml:11:29: error: header 'X-A' cannot be a nested array\(text)",
            "hostile_text.yaml:12:29: error: header 'X-B' cannot be 'json'\(text)",
            "hostile_text.yaml:13:29: error: header 'X-C' cannot be the model 'Filter'\(text)",
            "hostile_text.yaml:14:29: error: header 'X-D' cannot be a dictionary\(text)",
            "hostile_text.yaml:15:29: error: header 'X-E' cannot be 'data'\(text)",
            "hostile_text.yaml:16:29: error: header 'X-F' cannot be an object\(text)",
            "hostile_text.yaml:19:69: error: form field 'f' cannot be a nested array\(text)",
            "hostile_text.yaml:20:75: error: multipart field 'f' cannot be a nested array\(text) or as a 'file' part",
        ], "\(diagnostics)")
    }

    @Test("A struct model as a query parameter or form field stops with a located error; an enum model is fine")
    func structModelParametersAreLocatedErrors() {
        let diagnostics = HostileBuild.diagnostics("hostile_model_params.yaml", """
            api: HostileModelParams
            models:
              Filter: {a: int}
              Kind: {enum: [x, y]}
            endpoints:
              put:
                method: PUT
                path: /p
                query: {filter: Filter?, kind: Kind?, kinds: "[Kind]"}
                body: {encoding: form, fields: {filters: "[Filter]"}}
                response: none
            """)
        #expect(diagnostics == [
            "hostile_model_params.yaml:9:21: error: query parameter 'filter' cannot be the model 'Filter': it is sent as "
                + "text; send it in a JSON body",
            "hostile_model_params.yaml:10:46: error: form field 'filters' cannot be the model 'Filter': it is sent as "
                + "text; send it in a JSON body",
        ])
    }
}
