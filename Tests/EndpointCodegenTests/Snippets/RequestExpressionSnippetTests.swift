import Testing
import TestSupport

/// A request's body, path, header values and per-endpoint options are expression values in its declaration,
/// written out once at the context boundary; each kind of value here with the exact Swift it becomes.
@Suite("Snippets: request expressions")
struct RequestExpressionSnippetTests {
    static func endpoint(_ lines: String) -> String {
        """
        models:
          Thing: {id: int}
        servers:
          uploads: https://up.example.com
        endpoints:
          send:
            method: POST
            path: /send
        \(lines.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
        """
    }

    @Test("Each kind of request body is one RequestBody expression", arguments: [
        ("body: {encoding: form, fields: {user_key: string, age: int?}}", #".form(["user_key": userKey, "age": age])"#),
        ("body: {encoding: form, fields: {}}", ".form([:])"),
        ("body: {encoding: multipart, fields: {caption: string, image: file}}",
         #".multipart([.field("caption", caption), .file("image", image)])"#),
        ("body: {encoding: multipart, fields: {avatar: file?, photos: \"[file]\", extra: \"[file]?\"}}",
         #".multipart([.file("avatar", avatar), .files("photos", photos), .files("extra", extra)])"#),
        ("body: {encoding: text, content_type: text/x-markdown}", #".text(text, contentType: "text/x-markdown")"#),
        ("body: {encoding: binary}", ".binary(data)"),
        ("body: Thing", ".json(thing)"),
        ("body: {type: \"Thing?\"}", "thing.map { .json($0) } ?? .none"),
        ("body: {title: string, body: string?}", ".json(SendBody(title: title, body: bodyValue))"),
    ])
    func bodies(body: String, expression: String) throws {
        #expect(try Snippet.declaration("var body:", in: "Requests.swift", of: Self.endpoint(body))
            == "public var body: EndpointRuntime.RequestBody { \(expression) }")
    }

    @Test("The path is a string literal: literal text percent-encoded and escaped, placeholders interpolated")
    func path() throws {
        #expect(try Snippet.declaration("var path:", in: "Requests.swift", of: """
            endpoints:
              getFile:
                method: GET
                path: "/files/{+path}/caf\\u00e9 \\"x\\"/{id}"
                path_params: {path: string, id: int}
            """) == #"public var path: String { "/files/\(pathParameterKeepingSlashes: pathValue)/caf%C3%A9%20%22x%22/\(pathParameter: id)" }"#)
    }

    /// Review 12: other values went through string interpolation (`"\(since)"`), Swift's description of the value.
    /// Since 2026-12-02 header parameters are a property of their own, written by the client when it sends the
    /// request (with its date rule and `dateFormatTimeZone`, as query items are), and fixed values stay in `headers`.
    @Test("Header parameters are a Parameters literal the client writes; fixed values stay in headers")
    func headerValues() throws {
        let spec = Self.endpoint("""
            headers:
              X-Count: {param: count, type: int?}
              X-Size: {param: size, type: int}
              X-Name: {param: name, type: string}
              If-Modified-Since: {param: since, type: date}
              X-Fixed: "a \\"b\\""
            """)
        #expect(try Snippet.declaration("var headerParameters:", in: "Requests.swift", of: spec) == #"""
            public var headerParameters: EndpointRuntime.Parameters {
                [
                    "X-Count": count,
                    "X-Size": size,
                    "X-Name": name,
                    "If-Modified-Since": since,
                ]
            }
            """#)
        #expect(try Snippet.declaration("var headers:", in: "Requests.swift", of: spec) == #"""
            public var headers: EndpointRuntime.HTTPHeaders {
                [
                    "X-Fixed": "a \"b\"",
                ]
            }
            """#)
    }

    /// Review 20: a header parameter's `default` and `swift_name` were read and dropped.
    @Test("A header parameter's default and swift_name reach its member, as a query parameter's do")
    func headerParameterDefaultAndName() throws {
        let spec = Self.endpoint("""
            headers:
              X-Size: {param: size, type: {type: int, default: 3}}
              X-Since: {param: since, type: date?, swift_name: sinceDate}
            """)
        let request = try Snippet.declaration("struct SendRequest:", in: "Requests.swift", of: spec)
        #expect(request.contains("        size: Int = 3,\n        sinceDate: Date? = nil\n"), "\(request)")
        #expect(request.contains(#""X-Size": size,"#) && request.contains(#""X-Since": sinceDate,"#))
    }

    @Test("A request declares headers only with a fixed value of its own: the API's headers apply to the others")
    func apiHeadersWithHeaderParameters() throws {
        func request(_ headers: String) throws -> String {
            try Snippet.declaration("struct SendRequest:", in: "Requests.swift", of: """
                api: Demo
                headers: {Accept: application/json, X-Version: "1"}
                endpoints:
                  send:
                    method: POST
                    path: /send
                    headers: \(headers)
                """)
        }
        let parametersOnly = try request("{X-Version: {param: version, type: int?}}")
        #expect(!parametersOnly.contains("var headers:"))
        #expect(parametersOnly.contains(#""X-Version": version,"#))
        let both = try request(#"{X-Version: "2", X-Trace: {param: trace, type: uuid}}"#)
        #expect(both.contains(#"""
                public var headers: EndpointRuntime.HTTPHeaders {
                    [
                        "Accept": "application/json",
                        "X-Version": "2",
                    ]
                }
            """#))
        #expect(both.contains(#""X-Trace": trace,"#))
    }

    /// Every member of the runtime's `Endpoint` protocol, read from its source: a parameter named like one would
    /// shadow or redeclare it (`deadline`, `server` and `operationName` used to).
    static let endpointRequirements: [String] = {
        guard let root = PackagePaths.locatedRoot,
              let source = try? String(contentsOf: root.appendingPathComponent("Sources/EndpointRuntime/Endpoint.swift"), encoding: .utf8),
              let start = source.range(of: "public protocol Endpoint"),
              let end = source.range(of: "\n}\n", range: start.upperBound..<source.endIndex)
        else { return [] }
        let body = source[start.upperBound..<end.lowerBound]
        let names = body.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ")
            guard let keyword = words.firstIndex(where: { $0 == "var" || $0 == "func" }), keyword + 1 < words.count else { return nil }
            return String(words[keyword + 1].prefix { $0.isLetter || $0.isNumber })
        }
        return names
    }()

    @Test("The protocol's members are found")
    func endpointRequirementsRead() {
        #expect(Self.endpointRequirements.count >= 19, "\(Self.endpointRequirements)")
        #expect(Self.endpointRequirements.contains("headerParameters"))
    }

    @Test("A parameter named like a member of the Endpoint protocol gets a Value suffix, in every position",
          arguments: endpointRequirements)
    func parameterNamedLikeARequirement(name: String) throws {
        let spec = """
            endpoints:
              send: {method: POST, path: "/send/{\(name)}", path_params: {\(name): string}}
            """
        #expect(try Snippet.declaration("var path:", in: "Requests.swift", of: spec)
            == #"public var path: String { "/send/\(pathParameter: \#(name)Value)" }"#)
        let query = try Snippet.declaration("var query:", in: "Requests.swift", of: Self.endpoint("query: {\(name): int}"))
        #expect(query.contains(#""\#(name)": \#(name)Value,"#))
        let header = try Snippet.declaration(
            "var headerParameters:", in: "Requests.swift", of: Self.endpoint("headers: {X-A: {param: \(name), type: int}}"))
        #expect(header.contains(#""X-A": \#(name)Value,"#))
        let form = try Snippet.declaration(
            "var body:", in: "Requests.swift", of: Self.endpoint("body: {encoding: form, fields: {\(name): int}}"))
        #expect(form.contains("\(name)Value"))
    }

    @Test("An endpoint's own options: timeout and deadline in seconds, named server, response body, operation name")
    func options() throws {
        let spec = Self.endpoint("""
            server: uploads
            timeout: 2.5
            deadline: 30
            response: text
            """)
        #expect(try Snippet.declaration("var timeout:", in: "Requests.swift", of: spec) == "public var timeout: TimeInterval? { 2.5 }")
        #expect(try Snippet.declaration("var deadline:", in: "Requests.swift", of: spec) == "public var deadline: TimeInterval? { 30.0 }")
        #expect(try Snippet.declaration("var server:", in: "Requests.swift", of: spec)
            == #"public var server: EndpointRuntime.APIServer? { EndpointRuntime.APIServer("uploads", defaultURL: "https://up.example.com") }"#)
        #expect(try Snippet.declaration("var responseBody:", in: "Requests.swift", of: spec)
            == "public var responseBody: EndpointRuntime.ResponseBody<Response> { .text }")
        #expect(try Snippet.declaration("var operationName:", in: "Requests.swift", of: spec)
            == #"public var operationName: String { "send" }"#)
    }
}

/// The API-wide settings of the request protocol are expression values too.
@Suite("Snippets: API settings")
struct APISettingsSnippetTests {
    static let spec = """
        base_url: "https://api.example.com/\\"v1\\""
        dates: "yyyy-MM-dd HH:mm:ss"
        timeout: 10
        auth: {scheme: token, header: X-Auth}
        envelope:
          payload: data
          code: {key: rslt_cd, type: string}
          success_codes: ["0000"]
          on_errors: true
        common_fields:
          channel: {value: ios}
          thing: {from: my_key, if_missing: omit}
          lang: {from: language, if_missing: empty}
        errors:
          404: Problem
          5XX: Problem
          default: Problem
        models:
          Problem: {message: string}
        """

    @Test("Date rule, timeout, auth placement and base URL")
    func simpleSettings() throws {
        #expect(try Snippet.declaration("var dateRule:", in: "Requests.swift", of: Self.spec)
            == #"public var dateRule: EndpointRuntime.DateRule? { .format("yyyy-MM-dd HH:mm:ss") }"#)
        #expect(try Snippet.declaration("var timeout:", in: "Requests.swift", of: Self.spec)
            == "public var timeout: TimeInterval? { 10.0 }")
        #expect(try Snippet.declaration("static let authPlacement", of: Self.spec).hasSuffix(
            #"public static let authPlacement: EndpointRuntime.AuthPlacement = .scheme("token", header: "X-Auth")"#))
        #expect(try Snippet.declaration("static let defaultBaseURL", of: Self.spec).hasSuffix(
            #"public static let defaultBaseURL = "https://api.example.com/\"v1\"""#))
    }

    @Test("Envelope with string codes, error rules by status, class and default, common fields")
    func ruleLists() throws {
        #expect(try Snippet.declaration("var envelope:", in: "Requests.swift", of: Self.spec)
            == #"public var envelope: EndpointRuntime.EnvelopeRule? { EndpointRuntime.EnvelopeRule(payload: "data", code: "rslt_cd", successCodes: ["0000"], onErrors: true) }"#)
        #expect(try Snippet.declaration("var errorRules:", in: "Requests.swift", of: Self.spec) == """
            public var errorRules: [EndpointRuntime.ErrorRule] {
                [
                    EndpointRuntime.ErrorRule(.status(404), Demo.Problem.self),
                    EndpointRuntime.ErrorRule(.statusClass(5), Demo.Problem.self),
                    EndpointRuntime.ErrorRule(.default, Demo.Problem.self),
                ]
            }
            """)
        #expect(try Snippet.declaration("var commonFields:", in: "Requests.swift", of: Self.spec) == """
            public var commonFields: [EndpointRuntime.CommonField] {
                [
                    EndpointRuntime.CommonField("channel", from: .literal("ios")),
                    EndpointRuntime.CommonField("thing", from: .custom("my_key"), ifMissing: .omit),
                    EndpointRuntime.CommonField("lang", from: .language, ifMissing: .sendEmpty),
                ]
            }
            """)
    }
}
