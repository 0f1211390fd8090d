import EndpointSpec
import Testing

/// Review 23: `auth: {query: api_key}` beside a query parameter or common field `api_key` linted clean, and both went
/// out. As for an auth header (`spec.authHeaderDeclared`): an error with required auth, a warning with optional auth
/// and for common fields (which endpoints without auth send as they are).
@Suite("A query item named as the auth's token item")
struct SpecAuthQueryTests {
    @Test("Reported at the parameter or field, by whose auth and how it is used")
    func authQuery() {
        let yaml = """
            api: Demo
            auth: {query: api_key}
            common_fields:
              api_key: {value: x}
            endpoints:
              a: {method: GET, path: /a, query: {api_key: string?}}
              b: {method: GET, path: /b, auth: optional, query: {api_key: string}}
              c: {method: GET, path: /c, auth: false, query: {api_key: string}}
              d: {method: GET, path: /d, auth: {query: key}, query: {key: string, api_key: string}}
              e: {method: GET, path: /e, auth: {bearer: Authorization}, query: {api_key: string}}
              f: {method: GET, path: /f, query: {API_KEY: string, api_key2: string}}
            """
        let replaced = "is the query item the %@'s auth puts the token in, so the client replaces it whenever it has a token"
        func text(_ owner: String) -> String { replaced.replacingOccurrences(of: "%@", with: owner) }
        #expect(diagnostics(yaml) == [
            "bad.yaml:4:3: warning: common field 'api_key' \(text("spec")); it is sent only to endpoints without auth or "
                + "when the client has no token",
            "bad.yaml:6:38: error: query parameter 'api_key' \(text("endpoint")); declare 'auth: false' on the endpoint to "
                + "send it yourself",
            "bad.yaml:7:54: warning: query parameter 'api_key' \(text("endpoint")); it is sent only when the client has no token",
            "bad.yaml:9:58: error: query parameter 'key' \(text("endpoint")); declare 'auth: false' on the endpoint to send "
                + "it yourself",
        ])
        #expect(diagnosticIDs(yaml) == [.authQueryDeclared, .authQueryDeclared, .authQueryDeclared, .authQueryDeclared])
    }

    /// Review 25: an endpoint's own `auth: {query: key}` beside a spec-wide common field `key` linted clean, and the
    /// token replaced the field on every call of that endpoint.
    @Test("A common field named as an endpoint's own auth query item: a warning naming the endpoint")
    func endpointsOwnAuthAndACommonField() {
        let yaml = """
            api: Demo
            common_fields:
              key: {value: x}
            endpoints:
              a: {method: GET, path: /a, auth: {query: key}}
              b: {method: GET, path: /b, auth: {header: X-Key}}
            """
        #expect(diagnostics(yaml) == [
            "bad.yaml:3:3: warning: common field 'key' is the query item the endpoint a's auth puts the token in, so "
                + "the client replaces it whenever it has a token; it is sent only when the client has no token",
        ])
    }
}
