import EndpointImport
import EndpointSpec
import Foundation
import TestSupport
import Testing

/// Security schemes (docs/import.md, "What maps to what"). Review: with several schemes the first became the spec's
/// `auth` and the others were lost, although an endpoint can have a scheme of its own (spec format §4, `auth:`).
/// Now each operation's first scheme the spec format can send is its own; the one most operations have is the spec's.
@Suite("Import security schemes")
struct ImportSecurityTests {
    /// Each endpoint's auth as lint reads it: `required`/`optional`/`none`, and its own scheme if any.
    static func auth(of run: ImportRun) -> [String: String] {
        var result: [String: String] = [:]
        for endpoint in run.apis.flatMap(\.endpoints) {
            result[endpoint.name] = endpoint.authScheme.map { "\($0)" } ?? endpoint.auth.rawValue
        }
        return result
    }

    static func warnings(of run: ImportRun) -> [String] {
        run.warnings.map { $0.components(separatedBy: ": warning: ").last ?? $0 }
    }

    /// The review's case: two supported schemes, one the document's default, the other named by operations
    /// (alone, or as an alternative after one the spec format cannot send), with `security: []`, `{}` alternatives,
    /// and a requirement of two schemes together.
    @Test func eachOperationKeepsItsSchemeAndTheMostUsedIsTheSpecs() throws {
        let run = try importText("""
            openapi: 3.0.3
            info: {title: Two Schemes, version: "1"}
            servers: [{url: "https://api.example.com"}]
            components:
              securitySchemes:
                token: {type: http, scheme: bearer}
                key: {type: apiKey, in: query, name: api_key}
                session: {type: apiKey, in: cookie, name: sid}
                app: {type: apiKey, in: header, name: X-App}
            security: [{token: []}]
            paths:
              /a:
                get:
                  operationId: getA
                  responses: {"204": {description: none}}
              /b:
                get:
                  operationId: getB
                  security: [{key: []}]
                  parameters:
                    - {name: api_key, in: query, schema: {type: string}}
                    - {name: q, in: query, schema: {type: string}}
                  responses: {"204": {description: none}}
              /c:
                get:
                  operationId: getC
                  security: []
                  responses: {"204": {description: none}}
              /d:
                get:
                  operationId: getD
                  security: [{session: []}, {key: []}]
                  responses: {"204": {description: none}}
              /e:
                get:
                  operationId: getE
                  security: [{session: []}]
                  responses: {"204": {description: none}}
              /f:
                get:
                  operationId: getF
                  security: [{}, {token: []}]
                  responses: {"204": {description: none}}
              /g:
                get:
                  operationId: getG
                  security: [{key: [], app: []}, {}]
                  parameters: [{name: X-App, in: header, schema: {type: string}}]
                  responses: {"204": {description: none}}
            """)
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.lintDiagnostics.map(\.description) == [])
        #expect(run.generateErrors == [] && !run.generated.isEmpty)
        // `key` is the scheme of three operations (getB, getD, getG), `token` of two (getA, getF).
        #expect(run.apis.first?.auth == .query("api_key"))
        #expect(Self.auth(of: run) == [
            "getA": "bearer(\"Authorization\")", "getB": "required", "getC": "none", "getD": "required",
            "getE": "none", "getF": "bearer(\"Authorization\")", "getG": "optional",
        ])
        // The query parameter named as the key is the client's where the token is sent; `X-App` stays a header.
        let endpoints = try #require(run.apis.first?.endpoints)
        #expect(endpoints.first { $0.name == "getB" }?.queryParameters.map(\.wireName) == ["q"])
        #expect(endpoints.first { $0.name == "getG" }?.headers.map(\.name) == ["X-App"])
        #expect(Self.warnings(of: run) == [
            "#/components/securitySchemes/session: an API key in the cookie is not supported; no auth (add it through middleware)",
            "#/paths/~1b/get/parameters/0: query parameter 'api_key' is where the auth puts the token, which the client sends; left out",
            "#/paths/~1f/get/security: operation 'getF' may be called without auth ({}), which an endpoint's own scheme cannot "
                + "say; it always sends 'token'",
            "#/paths/~1g/get/security/0: a requirement of several schemes together (key, app) is sent as 'key' alone (the "
                + "spec format gives an endpoint one scheme; add the others through middleware)",
        ])
        #expect(run.spec("two-schemes.yaml").contains("""
              getA:
                method: GET
                path: /a
                auth:
                  bearer: Authorization
            """))
    }

    /// The document's `security` alone (no operation names a scheme): its first scheme the spec format can send is
    /// the spec's, and the operations have no `auth:` of their own.
    @Test func theDocumentsSecurityAloneIsTheSpecs() throws {
        let run = try importText("""
            openapi: 3.0.3
            info: {title: Keys, version: "1"}
            components:
              securitySchemes:
                cookie: {type: apiKey, in: cookie, name: sid}
                header: {type: apiKey, in: header, name: X-Key}
            security: [{cookie: []}, {header: []}]
            paths:
              /a: {get: {operationId: getA, responses: {"204": {description: none}}}}
              /b: {get: {operationId: getB, responses: {"204": {description: none}}}}
            """)
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.lintDiagnostics.map(\.description) == [])
        #expect(run.apis.first?.auth == .header("X-Key"))
        #expect(Self.auth(of: run) == ["getA": "required", "getB": "required"])
        #expect(!run.spec("keys.yaml").contains("    auth:"))
        #expect(Self.warnings(of: run).count == 1)
    }

    /// Two schemes each used as often: the one the document's `security` names first is the spec's, else the first
    /// declared.
    @Test(arguments: [("security: [{second: []}]\n", "second"), ("", "first")])
    func aTieGoesToTheDocumentsSecurityThenTheDeclarationOrder(documentSecurity: String, expected: String) throws {
        let run = try importText("""
            openapi: 3.0.3
            info: {title: Tie, version: "1"}
            components:
              securitySchemes:
                first: {type: apiKey, in: header, name: X-First}
                second: {type: apiKey, in: query, name: second}
            \(documentSecurity)paths:
              /a: {get: {operationId: getA, security: [{first: []}], responses: {"204": {description: none}}}}
              /b: {get: {operationId: getB, security: [{second: []}], responses: {"204": {description: none}}}}
            """)
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.lintDiagnostics.map(\.description) == [])
        #expect(run.result.diagnostics.map(\.description) == [])
        let schemes: [String: AuthScheme] = ["first": .header("X-First"), "second": .query("second")]
        #expect(run.apis.first?.auth == schemes[expected])
        let other = expected == "first" ? "getB" : "getA"
        #expect(Self.auth(of: run)[other] == schemes[expected == "first" ? "second" : "first"].map { "\($0)" })
    }

    /// Operations naming only schemes the spec format cannot send, and no other: no `auth` at all, one warning per
    /// scheme (not per operation).
    @Test func onlyUnsupportedSchemesGiveNoAuth() throws {
        let run = try importText("""
            openapi: 3.0.3
            info: {title: Cookies, version: "1"}
            components:
              securitySchemes:
                session: {type: apiKey, in: cookie, name: sid}
                tls: {type: mutualTLS}
            paths:
              /a: {get: {operationId: getA, security: [{session: []}], responses: {"204": {description: none}}}}
              /b: {get: {operationId: getB, security: [{session: []}, {tls: []}], responses: {"204": {description: none}}}}
            """)
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.lintDiagnostics.map(\.description) == [])
        #expect(run.apis.first?.auth == nil)
        #expect(Self.auth(of: run) == ["getA": "none", "getB": "none"])
        #expect(Self.warnings(of: run) == [
            "#/components/securitySchemes/session: an API key in the cookie is not supported; no auth (add it through middleware)",
            "#/components/securitySchemes/tls: unsupported security scheme; no auth",
        ])
    }

    /// Known open point: HTTP Basic was imported as the raw `Authorization` header with a warning, although the spec
    /// format sends Basic itself (`auth: {basic: Authorization}`: the token provider gives `user:password`). Another
    /// http scheme keeps the raw header and its warning.
    @Test func httpBasicIsTheSpecsBasicAuth() throws {
        let run = try importText("""
            openapi: 3.0.3
            info: {title: Basic, version: "1"}
            components:
              securitySchemes:
                login: {type: http, scheme: Basic}
                digest: {type: http, scheme: digest}
            security: [{login: []}]
            paths:
              /a: {get: {operationId: getA, responses: {"204": {description: none}}}}
              /b: {get: {operationId: getB, security: [{digest: []}], responses: {"204": {description: none}}}}
            """)
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.lintDiagnostics.map(\.description) == [])
        #expect(run.generateErrors == [])
        #expect(run.spec("basic.yaml").contains("auth:\n  basic: Authorization\n"), "\(run.spec("basic.yaml"))")
        #expect(Self.warnings(of: run) == [
            "#/components/securitySchemes/digest: HTTP digest authentication: the token provider's value is sent as the whole "
                + "Authorization header (give it 'Digest ...')",
        ])
    }

    /// Review 24: Spotify-like documents name two schemes the spec format writes alike (an `oauth2` and an http
    /// `bearer`); operations of the less used one got an endpoint `auth: {bearer: Authorization}` repeating the spec's.
    @Test func twoSchemesWrittenAlikeAreTheSpecsAuth() throws {
        let run = try importText("""
            openapi: 3.0.3
            info: {title: Alike, version: "1"}
            components:
              securitySchemes:
                oauth: {type: oauth2, flows: {}}
                jwt: {type: http, scheme: bearer}
            security: [{oauth: []}]
            paths:
              /a: {get: {operationId: getA, responses: {"204": {description: none}}}}
              /b: {get: {operationId: getB, responses: {"204": {description: none}}}}
              /c: {get: {operationId: getC, security: [{jwt: []}], responses: {"204": {description: none}}}}
              /d: {get: {operationId: getD, security: [{jwt: []}, {}], responses: {"204": {description: none}}}}
            """)
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.lintDiagnostics.map(\.description) == [])
        let spec = run.spec("alike.yaml")
        #expect(spec.contains("auth:\n  bearer: Authorization\n"), "\(spec)")
        #expect(spec.components(separatedBy: "bearer: Authorization").count - 1 == 1, "\(spec)")
        #expect(Self.auth(of: run) == ["getA": "required", "getB": "required", "getC": "required", "getD": "optional"])
    }

    /// An endpoint's own scheme in a header: a header parameter of that name is the client's there, as the spec's
    /// is (review 20), and lint accepts the written spec.
    @Test func anEndpointsOwnHeaderSchemeLeavesItsHeaderParameterOut() throws {
        let run = try importText("""
            openapi: 3.0.3
            info: {title: Own Header, version: "1"}
            components:
              securitySchemes:
                token: {type: oauth2, flows: {}}
                admin: {type: apiKey, in: header, name: X-Admin-Key}
            security: [{token: []}]
            paths:
              /a: {get: {operationId: getA, responses: {"204": {description: none}}}}
              /b: {get: {operationId: getB, responses: {"204": {description: none}}}}
              /admin:
                post:
                  operationId: reset
                  security: [{admin: []}]
                  parameters: [{name: x-admin-key, in: header, schema: {type: string}}, {name: X-Reason, in: header, schema: {type: string}}]
                  responses: {"204": {description: none}}
            """)
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.lintDiagnostics.map(\.description) == [])
        #expect(run.generateErrors == [])
        #expect(run.apis.first?.auth == .bearer("Authorization"))
        let reset = try #require(run.apis.first?.endpoints.first { $0.name == "reset" })
        #expect(reset.authScheme == .header("X-Admin-Key") && reset.auth == .required)
        #expect(reset.headers.map(\.name) == ["X-Reason"])
        #expect(Self.warnings(of: run) == [
            "#/paths/~1admin/post/parameters/0: header parameter 'x-admin-key' is where the auth puts the token, which "
                + "the client sends; left out",
        ])
    }
}
