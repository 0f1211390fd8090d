import EndpointSpec
import Testing

/// Issue 17, items 3 and 5 in the spec: auth schemes (API-wide and per endpoint), named servers, an endpoint's idle
/// timeout and total deadline; bad values are located errors.
@Suite("Auth schemes, servers, timeouts and deadlines in specs")
struct SpecClientOptionTests {
    @Test func everyAuthSchemeDecodes() throws {
        let cases: [(String, AuthScheme)] = [
            ("{header: x-access-token}", .header("x-access-token")),
            ("{bearer: Authorization}", .bearer("Authorization")),
            ("{scheme: token}", .scheme("token", header: "Authorization")),
            ("{scheme: Token, header: X-Auth}", .scheme("Token", header: "X-Auth")),
            ("{basic: Authorization}", .basic("Authorization")),
            ("{query: api_key}", .query("api_key")),
        ]
        for (text, expected) in cases {
            let api = try #require(loadSpec("api: Demo\nauth: \(text)\nendpoints:\n  ping: {method: GET, path: /ping}\n").api)
            #expect(api.auth == expected, "\(text)")
        }
    }

    @Test func anEndpointMayUseItsOwnSchemeAndOptions() throws {
        let api = try #require(loadSpec("""
            api: Demo
            auth: {bearer: Authorization}
            servers:
              uploads: https://uploads.example.com
            endpoints:
              search: {method: GET, path: /search, auth: {query: api_key}, timeout: 2.5, deadline: 30, server: uploads}
              ping: {method: GET, path: /ping}
            """).api)
        let search = try #require(api.endpoints.first { $0.name == "search" })
        #expect(search.auth == .required)
        #expect(search.authScheme == .query("api_key"))
        #expect(search.timeout == 2.5)
        #expect(search.deadline == 30)
        #expect(search.server?.url == "https://uploads.example.com")
        let ping = try #require(api.endpoints.first { $0.name == "ping" })
        #expect(ping.authScheme == nil && ping.server == nil && ping.timeout == nil && ping.deadline == nil)
    }

    @Test func badAuthSchemesAreLocated() {
        #expect(diagnosticIDs("api: Demo\nauth: {bearer: Authorization, query: key}\nendpoints:\n  p: {method: GET, path: /p}\n")
            == [.invalidAuth])
        #expect(diagnostics("api: Demo\nauth: {scheme: 'to ken'}\nendpoints:\n  p: {method: GET, path: /p}\n")
            == ["bad.yaml:2:16: error: 'to ken' is not a valid auth scheme (an HTTP token)"])
        #expect(diagnosticIDs("api: Demo\nauth: {basic: 'Auth orization'}\nendpoints:\n  p: {method: GET, path: /p}\n")
            == [.invalidHeaderName])
    }

    @Test func unknownServersAndBadValuesAreLocated() {
        #expect(diagnostics("""
            api: Demo
            servers: {uploads: https://u.example.com}
            endpoints:
              p: {method: GET, path: /p, server: upload}
            """) == ["bad.yaml:4:38: error: server 'upload' is not declared under 'servers' (declared: 'uploads')"])
        #expect(diagnosticIDs("api: Demo\nservers: {uploads: ftp://u.example.com}\nendpoints:\n  p: {method: GET, path: /p}\n")
            == [.invalidBaseURL])
        #expect(diagnosticIDs("api: Demo\nendpoints:\n  p: {method: GET, path: /p, timeout: 0, deadline: -1}\n").count == 2)
    }

    @Test("A timeout or deadline that is not a finite positive number is an error at the value, in the spec and the endpoint",
          arguments: ["0", "-1", ".inf", "1e400", "soon", "[1]"])
    func timeoutsAndDeadlinesMustBeFinitePositiveNumbers(value: String) {
        let found = value == "[1]" ? "a sequence" : "'\(value)'"
        #expect(diagnostics("api: Demo\ntimeout: \(value)\nendpoints:\n  p: {method: GET, path: /p, deadline: \(value)}\n") == [
            "bad.yaml:2:10: error: expected a finite positive number for timeout (seconds), found \(found)",
            "bad.yaml:4:40: error: expected a finite positive number for deadline (seconds), found \(found)",
        ])
    }

    @Test("Review example: an error rule for a status that is never an error (1xx, 2xx) is an error at its key")
    func errorRulesForSuccessStatuses() {
        #expect(diagnostics("""
            api: Demo
            models:
              E: {message: string}
            errors: {200: E, 2XX: E, 101: E, 1xx: E, 304: E, 3XX: E, 404: E, default: E}
            endpoints:
              p: {method: GET, path: /p, errors: {204: E, 500: E}}
            """) == [
            "bad.yaml:4:10: error: error key '200' is a success status, which is never an error: a 2xx answer is decoded as "
                + "the endpoint's response (its envelope's failure is an envelope error), and 1xx answers never reach the "
                + "client; error rules apply to 3xx, 4xx and 5xx",
            "bad.yaml:4:18: error: error key '2XX' is a success status, which is never an error: a 2xx answer is decoded as "
                + "the endpoint's response (its envelope's failure is an envelope error), and 1xx answers never reach the "
                + "client; error rules apply to 3xx, 4xx and 5xx",
            "bad.yaml:4:26: error: error key '101' is an informational status, which is never an error: a 2xx answer is "
                + "decoded as the endpoint's response (its envelope's failure is an envelope error), and 1xx answers never "
                + "reach the client; error rules apply to 3xx, 4xx and 5xx",
            "bad.yaml:4:34: error: error key '1xx' is an informational status, which is never an error: a 2xx answer is "
                + "decoded as the endpoint's response (its envelope's failure is an envelope error), and 1xx answers never "
                + "reach the client; error rules apply to 3xx, 4xx and 5xx",
            "bad.yaml:6:39: error: error key '204' is a success status, which is never an error: a 2xx answer is decoded as "
                + "the endpoint's response (its envelope's failure is an envelope error), and 1xx answers never reach the "
                + "client; error rules apply to 3xx, 4xx and 5xx",
        ])
    }

    @Test("BaseURLRule reads scheme, host, query and fragment by hand, the same on every platform")
    func baseURLRule() {
        let cases: [(String, BaseURLRule.Problem?)] = [
            ("https://api.example.com", nil), ("http://localhost:8080/api/", nil), ("http://[::1]:8080", nil),
            ("https://user:pw@x.io/v1", nil), ("https://例え.jp/v1", nil), ("https://x.io/v1/%20{\"", nil),
            ("https://", .notAbsoluteHTTP), ("https://:8080/x", .notAbsoluteHTTP), ("https://user@/x", .notAbsoluteHTTP),
            ("ftp://x.io", .notAbsoluteHTTP), ("HTTPS://x.io", .notAbsoluteHTTP), ("https://x.io/a b", .notAbsoluteHTTP),
            ("https://x.io?", .queryOrFragment), ("https://x.io/v1#top", .queryOrFragment), ("https://x.io/#", .queryOrFragment),
            ("https://x.io/v1/../v2", .dotSegment("..")),
        ]
        for (url, problem) in cases {
            #expect(BaseURLRule.problem(in: url) == problem, "\(url)")
        }
    }

    @Test("A base or server URL the client would refuse is an error at the spec: no host, a query, a fragment")
    func baseURLsTheClientRefuses() {
        #expect(diagnostics("""
            api: Demo
            base_url: "https://x.io/v1?x=1"
            servers: {up: 'https://up.example.com/#frag', empty: 'https://e.example.com/v1?', bare: 'https://', ok: https://ok.example.com/v2}
            endpoints:
              p: {method: GET, path: /p}
            """) == [
            "bad.yaml:2:27: error: base_url 'https://x.io/v1?x=1' has a query or a fragment, which the client refuses: it "
                + "appends each endpoint's path and query to this URL; declare query parameters under the endpoints' 'query' "
                + "(or 'common_fields')",
            "bad.yaml:3:39: error: the URL of server 'up' 'https://up.example.com/#frag' has a query or a fragment, which the client refuses: it appends "
                + "each endpoint's path and query to this URL; declare query parameters under the endpoints' 'query' (or "
                + "'common_fields')",
            "bad.yaml:3:79: error: the URL of server 'empty' 'https://e.example.com/v1?' has a query or a fragment, which the "
                + "client refuses: it appends each endpoint's path and query to this URL; declare query parameters under the "
                + "endpoints' 'query' (or 'common_fields')",
            "bad.yaml:3:89: error: the URL of server 'bare' must be an absolute http or https URL with a host",
        ])
    }
}
