import Testing
import EndpointSpec

@Suite("Unknown keys, types, models and methods are reported with a did-you-mean")
struct SpecUnknownNameTests {
    @Test func misspelledTopLevelKeyIsReportedWithSuggestion() {
        #expect(diagnostics("""
            api: Demo
            endpoint:
              ping: {method: GET, path: /ping}
            """) == [
            "bad.yaml:1:1: error: a spec needs an 'endpoints' or a 'models' mapping",
            "bad.yaml:2:1: error: unknown key 'endpoint' in a spec file; did you mean 'endpoints'?",
        ])
    }

    @Test func misspelledEndpointKeysAreReportedWithSuggestions() {
        #expect(diagnostics("""
            api: Demo
            endpoints:
              getUser:
                method: GET
                pth: /user
                respnse: string
            """) == [
            "bad.yaml:3:3: error: endpoint 'getUser' needs 'path'",
            "bad.yaml:5:5: error: unknown key 'pth' in endpoint 'getUser'; did you mean 'path'?",
            "bad.yaml:6:5: error: unknown key 'respnse' in endpoint 'getUser'; did you mean 'response'?",
        ])
    }

    @Test func misspelledEnvelopeKeyIsReportedWithSuggestion() {
        #expect(diagnostics("""
            api: Demo
            envelope:
              payload: result
              sucess: ok
            endpoints:
              ping: {method: GET, path: /ping}
            """) == ["bad.yaml:4:3: error: unknown key 'sucess' in the envelope; did you mean 'success'?"])
    }

    @Test func unknownTypesAreReportedWithSuggestionsAtTheTypeExpression() {
        #expect(diagnostics(spec(models: """
              User:
                id: integer
                name: strng?
                friend: Usr
                tags: [boolen]
            """)) == [
            "bad.yaml:4:9: error: unknown type 'integer'; did you mean 'int'?",
            "bad.yaml:5:11: error: unknown type 'strng'; did you mean 'string'?",
            "bad.yaml:6:13: error: unknown type 'Usr'; did you mean 'User'?",
            "bad.yaml:7:12: error: unknown type 'boolen'; did you mean 'bool'?",
        ])
    }

    @Test func unknownTypeWithoutCloseCandidateHasNoSuggestion() {
        #expect(diagnostics(spec(models: "  User: {id: Identifier}\n"))
            == ["bad.yaml:3:14: error: unknown type 'Identifier'"])
    }

    @Test func undefinedModelInResponseIsReported() {
        #expect(diagnostics(spec(models: "  User: {id: int}\n", endpoints: """
              getUser: {method: GET, path: /user, response: Users}
            """)) == ["bad.yaml:5:49: error: unknown type 'Users'; did you mean 'User'?"])
    }

    @Test func undefinedModelInErrorRuleIsReported() {
        #expect(diagnostics("""
            api: Demo
            errors:
              4XX: ErrorBody
            models:
              ErrorBod: {message: string}
            endpoints:
              ping:
                method: GET
                path: /ping
                errors: {404: Missing}
            """) == [
            "bad.yaml:3:8: error: unknown model 'ErrorBody'; did you mean 'ErrorBod'?",
            "bad.yaml:10:19: error: unknown model 'Missing'",
        ])
    }

    @Test func unknownHTTPMethodIsReportedWithSuggestion() {
        #expect(diagnostics(spec(endpoints: """
              ping: {method: GIT, path: /ping}
              pong: {method: TRACE, path: /pong}
            """)) == [
            "bad.yaml:3:18: error: unknown HTTP method 'GIT'; did you mean 'GET'?",
            "bad.yaml:4:18: error: unknown HTTP method 'TRACE'",
        ])
    }

    @Test func lowercaseHTTPMethodIsAccepted() throws {
        let api = try #require(loadSpec(spec(endpoints: "  ping: {method: post, path: /ping}\n")).api)
        #expect(api.endpoints.map(\.method) == [.post])
    }

    @Test func misspelledBodyEncodingIsReportedWithSuggestion() {
        #expect(diagnostics(spec(endpoints: """
              a:
                method: POST
                path: /a
                body: {encoding: from, fields: {name: string}}
              b:
                method: POST
                path: /b
                body: {encoding: multpart, fields: {name: string}}
            """)) == [
            "bad.yaml:6:22: error: unknown body encoding 'from'; expected json, form, multipart, text or binary; "
                + "did you mean 'form'?",
            "bad.yaml:10:22: error: unknown body encoding 'multpart'; expected json, form, multipart, text or binary; "
                + "did you mean 'multipart'?",
        ])
    }

    @Test func misspelledEncodingKeyIsReportedInsteadOfAnUnknownType() {
        #expect(diagnostics(spec(endpoints: """
              a:
                method: POST
                path: /a
                body:
                  encodng: form
                  fields: {name: string}
            """)) == ["bad.yaml:7:7: error: unknown key 'encodng' in the request body; did you mean 'encoding'?"])
    }

    @Test func jsonBodyFieldNamedLikeEncodingStaysAField() throws {
        let api = try #require(loadSpec(spec(endpoints: """
              a:
                method: POST
                path: /a
                body: {encodings: "[string]"}
            """)).api)
        guard case .json(let type)? = api.endpoints.first?.body?.content, case .object(let object) = type.type else {
            Issue.record("expected an inline JSON object body")
            return
        }
        #expect(object.properties.map(\.wireName) == ["encodings"])
    }
}
