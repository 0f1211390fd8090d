import Testing
import EndpointSpec

@Suite("Path templates and path parameters are checked against each other")
struct SpecPathDiagnosticsTests {
    @Test func placeholderWithoutParameterAndParameterAbsentFromPathAreReported() {
        #expect(diagnostics(spec(endpoints: """
              getPost:
                method: GET
                path: /users/{id}/posts/{post_id}
                path_params: {id: int, page: int}
            """)) == [
            "bad.yaml:5:29: error: path placeholder '{post_id}' has no parameter in path_params\n"
                + "bad.yaml:6:18: note: path_params is declared here",
            "bad.yaml:6:28: error: path parameter 'page' does not appear in path '/users/{id}/posts/{post_id}'",
        ])
    }

    @Test func malformedPlaceholdersPointAtTheOffendingBrace() {
        #expect(diagnostics(spec(endpoints: """
              a:
                method: GET
                path: /users/{id
              b:
                method: GET
                path: '/users/{}'
              c:
                method: GET
                path: /users/id}
              d:
                method: GET
                path: /users/{a{b}}
              e:
                method: GET
                path: users
              f:
                method: GET
                path: /users?page=1
              g:
                method: GET
                path: /a/{x}/b/{x}
            """)) == [
            "bad.yaml:5:18: error: unclosed '{' in path '/users/{id'",
            "bad.yaml:8:19: error: empty placeholder '{}' in path '/users/{}'",
            "bad.yaml:11:20: error: '}' without '{' in path '/users/id}'",
            "bad.yaml:14:20: error: nested '{' in path '/users/{a{b}}'",
            "bad.yaml:17:11: error: path 'users' must start with '/'",
            "bad.yaml:20:17: error: path '/users?page=1' must not contain '?'; declare query parameters under 'query'",
            "bad.yaml:23:20: error: placeholder '{x}' appears twice in path '/a/{x}/b/{x}'",
        ])
    }

    @Test("Double-quoted paths without escapes point at the offending brace too; with an escape, at the path")
    func malformedPlaceholdersInDoubleQuotedPaths() {
        #expect(diagnostics(spec(endpoints: """
              a:
                method: GET
                path: "/users/{id"
              b:
                method: GET
                path: "/users/{}"
              c:
                method: GET
                path: "/users/id}"
              d:
                method: GET
                path: "/users/{a{b}}"
              g:
                method: GET
                path: "/a/{x}/b/{x}"
              h:
                method: GET
                path: "/us\\x65rs/{id"
              i: {method: GET, path: "/ünï/{id", query: {q: string}}
            """)) == [
            "bad.yaml:5:19: error: unclosed '{' in path '/users/{id'",
            "bad.yaml:8:19: error: empty placeholder '{}' in path '/users/{}'",
            "bad.yaml:11:21: error: '}' without '{' in path '/users/id}'",
            "bad.yaml:14:21: error: nested '{' in path '/users/{a{b}}'",
            "bad.yaml:17:21: error: placeholder '{x}' appears twice in path '/a/{x}/b/{x}'",
            // `\x65` is `e`: the text is no longer the source's, so the error is at the path's opening quote.
            "bad.yaml:20:11: error: unclosed '{' in path '/users/{id'",
            "bad.yaml:21:32: error: unclosed '{' in path '/ünï/{id'",
        ])
        #expect(diagnostics(spec(endpoints: """
              getPost:
                method: GET
                path: "/users/{id}/posts/{post_id}"
                path_params: {id: int}
            """)) == [
            "bad.yaml:5:30: error: path placeholder '{post_id}' has no parameter in path_params\n"
                + "bad.yaml:6:18: note: path_params is declared here",
        ])
    }

    @Test func optionalPathParameterIsReported() {
        #expect(diagnostics(spec(endpoints: """
              a:
                method: GET
                path: /a/{id}
                path_params: {id: int?}
              b:
                method: GET
                path: /b/{id}
                path_params:
                  id: {type: int, optional: true}
            """)) == [
            "bad.yaml:6:19: error: path parameter 'id' cannot be optional: it is part of the path",
            "bad.yaml:11:7: error: path parameter 'id' cannot be optional: it is part of the path",
        ])
    }

    @Test func undeclaredPlaceholdersBecomeStringParametersInPathOrder() throws {
        let api = try #require(loadSpec(spec(endpoints: """
              a:
                method: GET
                path: /repos/{owner}/{repo_name}
            """)).api)
        let parameters = try #require(api.endpoints.first?.pathParameters)
        #expect(parameters.map(\.wireName) == ["owner", "repo_name"])
        #expect(parameters.map(\.swiftName) == ["owner", "repoName"])
        #expect(parameters.allSatisfy { $0.type == PropertyType(.primitive(.string)) })
    }
}
