import EndpointSpec
import Foundation
import TestSupport
import Testing

/// One located error per problem (docs/diagnostics.md, "Follow-on errors"): a declaration refused with an error
/// (a query or path parameter, a property, a `uses` entry, the spec's auth or a server, an envelope code, an enum,
/// a method, a path) is not reported again by the rules that look it up later. Each position has a control case:
/// the rule still reports a name that was never declared at all.
@Suite("Follow-on errors are not reported after the error that caused them")
struct FollowOnDiagnosticTests {
    /// The diagnostics of `yaml` as printed, after checking that it failed.
    private func messages(_ yaml: String) -> [String] {
        let loaded = loadSpec(yaml)
        #expect(loaded.api == nil)
        return loaded.diagnostics.map(\.description)
    }

    private func endpoint(query: String, pagination: String) -> String {
        """
        api: Demo
        models:
          Item: {id: int}
        endpoints:
          list:
            method: GET
            path: /items
            query: \(query)
            pagination: \(pagination)
            response: [Item]
        """
    }

    @Test("A refused query parameter is not reported again by the pagination rule naming it, in each style")
    func refusedQueryParameter() {
        // The fresh-user review's input: an invalid type, then `pagination: {page: page}`.
        #expect(messages(endpoint(query: "{page: strng?}", pagination: "{page: page}"))
            == ["bad.yaml:8:19: error: unknown type 'strng'; did you mean 'string'?"])
        let refusals: [(query: String, id: DiagnosticID)] = [
            ("{page: strng?}", .unknownType),        // an unknown type
            ("{page: data?}", .nonTextParameter),    // a type with no text form
            ("{page: {a: int}}", .nonTextParameter), // an inline object
            ("{page: '[int'}", .invalidTypeExpression),
            ("{page: {type: int?, lenient: maybe}}", .expectedBool),
            ("[page]", .expectedMapping),            // the whole mapping refused
            ("{? [page] : int?}", .nonScalarKey),    // a key the YAML loader refused: any name may be meant
            ("{<<: 5, per_page: int?}", .invalidMerge), // a merge the YAML loader refused
        ]
        let styles = ["{page: page}", "{offset: page}", "{before: page, id: id}", "{cursor: next, param: page}"]
        for refusal in refusals {
            for style in styles {
                let ids = loadSpec(endpoint(query: refusal.query, pagination: style)).diagnostics.ids
                #expect(ids == [refusal.id], "query \(refusal.query), pagination \(style)")
            }
        }
    }

    @Test("Pagination still reports a page parameter that was never declared")
    func undeclaredQueryParameter() {
        #expect(messages(endpoint(query: "{per_page: int?}", pagination: "{page: page}"))
            == ["bad.yaml:9:24: error: pagination page parameter 'page' is not a query parameter of the endpoint; "
                + "its query parameters are 'per_page'"])
        #expect(loadSpec(endpoint(query: "{page: strng?}", pagination: "{offset: start}")).diagnostics.ids
            == [.unknownType, .invalidPagination])
    }

    @Test("A refused path parameter is not reported again as a placeholder without a parameter")
    func refusedPathParameter() {
        for parameters in ["{id: strng}", "{id: data}", "{id: {a: int}}", "{id: '[int'}", "[id]", "{? [id] : int}"] {
            let yaml = "api: Demo\nendpoints:\n  get: {method: GET, path: '/users/{id}', path_params: \(parameters)}\n"
            #expect(loadSpec(yaml).diagnostics.count == 1, "\(parameters): \(diagnostics(yaml))")
        }
        // Control: a placeholder nobody declared.
        let undeclared = "api: Demo\nendpoints:\n  get: {method: GET, path: '/users/{id}', path_params: {user: strng}}\n"
        #expect(loadSpec(undeclared).diagnostics.ids == [.undeclaredPathParameter, .unknownType])
    }

    @Test("A refused path is not reported again as path parameters missing from it")
    func refusedPath() {
        let cases: [(path: String, id: DiagnosticID)] = [
            ("path: '/users/{id'", .invalidPathTemplate),
            ("path: '/users/{id}}'", .invalidPathTemplate),
            ("path: ''", .emptyValue),
            ("path: '/users?id={id}'", .queryInPath),
        ]
        for (path, id) in cases {
            let yaml = "api: Demo\nendpoints:\n  get: {method: GET, \(path), path_params: {id: int}}\n"
            #expect(loadSpec(yaml).diagnostics.ids == [id], "\(path): \(diagnostics(yaml))")
        }
        let missing = "api: Demo\nendpoints:\n  get: {method: GET, path_params: {id: int}}\n"
        #expect(loadSpec(missing).diagnostics.ids == [.missingPath])
        // Control: a parameter a valid path does not have.
        let unused = "api: Demo\nendpoints:\n  get: {method: GET, path: /users, path_params: {id: int}}\n"
        #expect(loadSpec(unused).diagnostics.ids == [.unusedPathParameter])
    }

    @Test("A refused method is not taken for GET: a body is not called unusual")
    func refusedMethod() {
        for method in ["method: PSOT", "method: ''"] {
            let yaml = "api: Demo\nendpoints:\n  send: {\(method), path: /m, body: {text: string}}\n"
            #expect(loadSpec(yaml).diagnostics.count == 1, "\(method): \(diagnostics(yaml))")
        }
        let missing = "api: Demo\nendpoints:\n  send: {path: /m, body: {text: string}}\n"
        #expect(loadSpec(missing).diagnostics.ids == [.missingMethod])
        // Control: a GET with a body is still unusual.
        let get = "api: Demo\nendpoints:\n  send: {method: GET, path: /m, body: {text: string}}\n"
        #expect(loadSpec(get).diagnostics.ids == [.unusualBody])
    }

    @Test("identified_by naming a refused property is not reported again")
    func refusedIdentityProperty() {
        let yaml = "api: Demo\nmodels:\n  Message:\n    identified_by: message_id\n    properties: {message_id: strng, text: string}\n"
        #expect(messages(yaml) == ["bad.yaml:5:30: error: unknown type 'strng'; did you mean 'string'?"])
        let object = "api: Demo\nmodels:\n  Message:\n    identified_by: message_id\n    properties: {message_id: {type: [int}}\n"
        #expect(loadSpec(object).diagnostics.count == 1, "\(diagnostics(object))")
        let nonScalarKey = "api: Demo\nmodels:\n  Message:\n    identified_by: message_id\n    properties: {? [message_id] : int}\n"
        #expect(loadSpec(nonScalarKey).diagnostics.ids == [.nonScalarKey])
        // Control: a property that was never declared.
        let absent = "api: Demo\nmodels:\n  Message:\n    identified_by: messageid\n    properties: {message_id: strng}\n"
        #expect(loadSpec(absent).diagnostics.ids == [.invalidIdentity, .unknownType])
    }

    @Test("An endpoint's auth after a refused auth scheme, and its server after a refused server, add no error")
    func refusedAuthAndServer() {
        let auth = "api: Demo\nauth: {header: 'x token'}\nendpoints:\n  me: {method: GET, path: /me, auth: true}\n"
        #expect(loadSpec(auth).diagnostics.ids == [.invalidHeaderName])
        let optional = "api: Demo\nauth: {bearer: a, basic: b}\nendpoints:\n  me: {method: GET, path: /me, auth: optional}\n"
        #expect(loadSpec(optional).diagnostics.ids == [.invalidAuth])
        // An endpoint's own scheme refused is not read again as `true`/`false`/`optional`.
        let own = "api: Demo\nendpoints:\n  me: {method: GET, path: /me, auth: {header: 'x token'}}\n"
        #expect(loadSpec(own).diagnostics.ids == [.invalidHeaderName])
        let two = "api: Demo\nendpoints:\n  me: {method: GET, path: /me, auth: {header: a, bearer: b}}\n"
        #expect(loadSpec(two).diagnostics.ids == [.invalidAuth])
        let sequence = "api: Demo\nendpoints:\n  me: {method: GET, path: /me, auth: [a]}\n"
        #expect(loadSpec(sequence).diagnostics.count == 1, "\(diagnostics(sequence))")
        // Control: no auth declared at all.
        let none = "api: Demo\nendpoints:\n  me: {method: GET, path: /me, auth: true}\n"
        #expect(loadSpec(none).diagnostics.ids == [.authWithoutScheme])

        let server = "api: Demo\nservers: {uploads: 'ftp://u'}\nendpoints:\n  up: {method: GET, path: /u, server: uploads}\n"
        #expect(loadSpec(server).diagnostics.ids == [.invalidBaseURL])
        let servers = "api: Demo\nservers: [uploads]\nendpoints:\n  up: {method: GET, path: /u, server: uploads}\n"
        #expect(loadSpec(servers).diagnostics.ids == [.expectedMapping])
        let merged = "api: Demo\nservers: {<<: [x]}\nendpoints:\n  up: {method: GET, path: /u, server: uploads}\n"
        #expect(loadSpec(merged).diagnostics.ids == [.invalidMerge])
        // Control: a server that was never declared.
        let other = "api: Demo\nservers: {uploads: 'ftp://u'}\nendpoints:\n  up: {method: GET, path: /u, server: upload}\n"
        #expect(loadSpec(other).diagnostics.ids == [.invalidBaseURL, .unknownServer])
    }

    @Test("Success codes after a refused envelope code key or code type add no error")
    func refusedEnvelopeCode() {
        func envelope(_ code: String, _ codes: String) -> String {
            "api: Demo\nenvelope: {payload: result, code: \(code), success_codes: \(codes)}\n"
                + "endpoints:\n  ping: {method: GET, path: /ping}\n"
        }
        #expect(loadSpec(envelope("''", "[1000]")).diagnostics.ids == [.emptyValue])
        #expect(loadSpec(envelope("{key: ''}", "[1000]")).diagnostics.ids == [.emptyValue])
        #expect(loadSpec(envelope("{key: code, type: strng}", "['0000']")).diagnostics.ids == [.invalidEnvelopeCodeType])
        #expect(loadSpec(envelope("{key: code, type: [a]}", "['0000']")).diagnostics.ids == [.expectedString])
        // Controls: no code at all, and a string code under the int code type.
        let noCode = "api: Demo\nenvelope: {payload: result, success_codes: [1000]}\nendpoints:\n  ping: {method: GET, path: /ping}\n"
        #expect(loadSpec(noCode).diagnostics.ids == [.successCodesWithoutCode])
        #expect(loadSpec(envelope("{key: code, type: int}", "['0000']")).diagnostics.ids == [.invalidSuccessCode])
    }

    @Test("A default of an enum model whose values were refused adds no error")
    func refusedEnumDefault() {
        let yaml = "api: Demo\nmodels:\n  State: {enum: []}\n  Room: {state: {type: State, default: open}}\n"
        #expect(loadSpec(yaml).diagnostics.ids == [.emptyEnum])
        // Control: a default for a struct model is still refused.
        let structDefault = "api: Demo\nmodels:\n  State: {a: int}\n  Room: {state: {type: State, default: open}}\n"
        #expect(loadSpec(structDefault).diagnostics.ids == [.unsupportedDefault])
    }
}

/// Follow-on errors of `uses`: an entry refused with an error provides no models, and the using spec does not
/// report each model it would have provided as an unknown type or model.
@Suite("A refused uses entry is reported once, not again for its models")
struct FollowOnUsesTests {
    /// Writes `files` under a fresh directory; returns its path.
    private func layout(_ files: [String: String]) throws -> String {
        let root = try ScratchDirectory.make("follow-on")
        for (name, text) in files {
            let file = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        return root.path
    }

    /// The diagnostics of loading `root/specs`, with `root/` cut.
    private func messages(_ root: String) -> [String] {
        loadSpecs(paths: [root + "/specs"]).diagnostics.items.map {
            $0.description.replacingOccurrences(of: root + "/", with: "")
        }
    }

    /// A spec using `entry` and naming its models `User`, `Pet` and `ApiError` in every position that names a
    /// model: a property, an array, a dictionary value, a response, a body, an alias, spec and endpoint error rules.
    private func user(_ entry: String, extra: String = "") -> String {
        """
        api: Demo
        uses: [\(entry)]
        errors: {4XX: ApiError}
        models:
          Box: {user: User, pets: '[Pet]', byName: {string: Pet}\(extra)}
          Users: '[User]'
        endpoints:
          get: {method: GET, path: /u, response: User, errors: {404: ApiError}}
          put: {method: PUT, path: /u, body: Pet, response: none}

        """
    }

    @Test("An entry outside the specs root is the only error, whatever its models would have been")
    func refusedPath() throws {
        // The fresh-user review's input: `spec.usePathNotAllowed`, then 'unknown type' for each model.
        let root = try layout([
            "specs/demo.yaml": user("../common.yaml"),
            "common.yaml": "api: Common\nmodels:\n  User: {id: int}\n  Pet: {id: int}\n  ApiError: {message: string}\n",
        ])
        #expect(messages(root) == [
            "specs/demo.yaml:2:8: error: cannot use '../common.yaml': it lies outside the specs root 'specs' "
                + "(through '..' or a symbolic link)",
        ])
    }

    @Test("A missing file is the only error; a near miss of a built-in type is still reported")
    func missingFile() throws {
        let root = try layout(["specs/demo.yaml": user("common.yaml", extra: ", count: strng, kind: file")])
        #expect(loadSpecs(paths: [root + "/specs"]).diagnostics.ids == [.invalidUse, .unknownType, .unknownType])
        #expect(messages(root).dropFirst().allSatisfy { $0.contains("'strng'; did you mean 'string'") || $0.contains("'file'") })
    }

    @Test("A used spec with errors: its own error and the refused entry, and only names it does not declare")
    func usedSpecWithErrors() throws {
        let root = try layout([
            "specs/demo.yaml": user("common.yaml", extra: ", owner: Owner"),
            "specs/common.yaml": "api: Common\nmodels:\n  User: {id: strng}\n  Pet: {id: int}\n  ApiError: {message: string}\n",
        ])
        #expect(messages(root) == [
            "specs/common.yaml:3:14: error: unknown type 'strng'; did you mean 'string'?",
            "specs/demo.yaml:2:8: error: cannot use 'common.yaml': it has errors",
            "specs/demo.yaml:5:66: error: unknown type 'Owner'",
        ])
    }

    @Test("Used specs in a cycle, and one declaring this spec's api, are refused once")
    func cycleAndSameAPI() throws {
        let cycle = try layout([
            "specs/demo.yaml": user("common.yaml"),
            "specs/common.yaml": "api: Common\nuses: [demo.yaml]\nmodels:\n  User: {id: int}\n  Pet: {id: int}\n  ApiError: {message: string}\n",
        ])
        #expect(loadSpecs(paths: [cycle + "/specs"]).diagnostics.ids == [.invalidUse, .invalidUse])
        let sameAPI = try layout([
            "specs/demo.yaml": user("common.yaml"),
            "specs/common.yaml": "api: Demo\nmodels:\n  User: {id: int}\n  Pet: {id: int}\n  ApiError: {message: string}\n",
        ])
        #expect(loadSpecs(paths: [sameAPI + "/specs"]).diagnostics.ids.filter { $0 != .duplicateAPIName } == [.invalidUse])
    }

    /// Review 31: an undefined alias is read as null so that later problems are reported too, and the decoder then
    /// restated it at the same place ("missing type for model 'Y'", "expected a string for method, found null").
    /// In each position a value can be an alias: a model, a property's type, an endpoint's method, path and response, a
    /// query parameter, a whole `endpoints` mapping; and a recursive alias. The control: a problem elsewhere in the
    /// same spec is still reported.
    @Test("An undefined or recursive alias is one error, not restated by the rule reading its value", arguments: [
        "models:\n  Y: *nope\n",
        "models:\n  Y: {id: *nope}\n",
        "endpoints:\n  a: {method: *nope, path: /a, response: none}\n",
        "endpoints:\n  a: {method: GET, path: *nope, response: none}\n",
        "endpoints:\n  a: {method: GET, path: /a, response: *nope}\n",
        "endpoints:\n  a: {method: GET, path: /a, query: {q: *nope}, response: none}\n",
        "endpoints: *nope\n",
        "models:\n  Y: &y {id: int, self: *y}\n",
    ])
    func aliasIsOneError(body: String) {
        let found = loadSpec("api: Demo\n" + body).diagnostics
        #expect(found.ids == [.undefinedAlias] || found.ids == [.recursiveAlias], "\(found.map(\.description))")
        let withControl = loadSpec("api: Demo\n" + body + "base_url: 5\n").diagnostics
        #expect(withControl.count == 2, "\(withControl.map(\.description))")
    }
}
