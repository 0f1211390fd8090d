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
                return request.headers["X-Note"] ?? "missing"
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
