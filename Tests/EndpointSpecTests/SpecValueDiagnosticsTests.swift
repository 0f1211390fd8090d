import Testing
import EndpointSpec

@Suite("Envelopes, enums, defaults, api names, auth, bodies and headers are validated")
struct SpecValueDiagnosticsTests {
    @Test func envelopeWithoutPayloadIsReported() {
        #expect(diagnostics("""
            api: Demo
            envelope:
              success: ok
            endpoints:
              ping: {method: GET, path: /ping}
            """) == ["bad.yaml:3:3: error: an envelope needs 'payload', the key holding the result"])
    }

    @Test func successCodesThatAreNotIntegersNeedAStringCodeType() {
        #expect(diagnostics("""
            api: Demo
            envelope:
              payload: result
              code: code
              success_codes: [1000, "0000", abc]
            endpoints:
              ping: {method: GET, path: /ping}
            """) == [
            "bad.yaml:5:25: error: success code '0000' is not an integer; declare code: {key: ..., type: string} for "
                + "string codes",
            "bad.yaml:5:33: error: success code 'abc' is not an integer; declare code: {key: ..., type: string} for "
                + "string codes",
        ])
    }

    @Test func stringCodesKeepTheirText() throws {
        let api = try #require(loadSpec("""
            api: Demo
            envelope:
              payload: rslt_set
              code: {key: rslt_cd, type: string}
              message: rslt_msg
              success_codes: ["0000", 0001]
            endpoints:
              ping: {method: GET, path: /ping}
            """).api)
        let envelope = try #require(api.envelope)
        #expect(envelope.codeKey == "rslt_cd")
        #expect(envelope.codeType == .string)
        #expect(envelope.successCodes == ["0000", "0001"])
    }

    @Test func envelopeKeyUsedTwiceIsReportedAtEachRepeat() {
        #expect(diagnostics("""
            api: Demo
            envelope:
              payload: data
              code: {key: data, type: int}
              message: data
            endpoints:
              ping: {method: GET, path: /ping}
            """) == [
            "bad.yaml:4:15: error: envelope key 'data' is used twice\nbad.yaml:3:12: note: first used here",
            "bad.yaml:5:12: error: envelope key 'data' is used twice\nbad.yaml:4:15: note: first used here",
        ])
    }

    @Test func emptyEnumsAreReported() {
        #expect(diagnostics(spec(models: """
              Empty: {enum: []}
              Holder:
                kind: {enum: []}
            """)) == [
            "bad.yaml:3:17: error: an enum needs at least one value",
            "bad.yaml:5:18: error: an enum needs at least one value",
        ])
    }

    @Test func duplicateEnumValuesAreReportedWithTheFirstOne() {
        #expect(diagnostics(spec(models: """
              Dup:
                enum: [a, b, a]
              Holder:
                kind: {enum: [x, "y", "x"]}
            """)) == [
            "bad.yaml:4:18: error: duplicate enum value 'a'\nbad.yaml:4:12: note: first listed here",
            "bad.yaml:6:27: error: duplicate enum value 'x'\nbad.yaml:6:19: note: first listed here",
        ])
    }

    @Test func defaultsThatDoNotFitTheirTypeAreReported() {
        #expect(diagnostics(spec(endpoints: """
              list:
                method: GET
                path: /list
                query:
                  page: {type: int, default: ten}
                  small: {type: int32, default: 3000000000}
                  flag: {type: bool, default: yes}
                  state: {enum: [open, closed], default: opn}
                  count: {type: int, default: "5"}
                  answer: {type: string, default: no}
                  ratio: {type: double, default: 1.5}
            """)) == [
            "bad.yaml:7:34: error: default 'ten' does not fit its type; expected an integer",
            "bad.yaml:8:37: error: default '3000000000' is out of range for int32 (-2147483648 to 2147483647)",
            "bad.yaml:9:35: error: default 'yes' does not fit its type; expected true or false",
            "bad.yaml:10:46: error: default 'opn' does not fit its type; expected one of 'open', 'closed'",
            "bad.yaml:11:35: error: default '5' is quoted, so it is a string; write it without quotes for an integer",
        ])
    }

    /// Where a default is given: `%@` stands for `{type: T, default: V}`.
    static let defaultPositions = [
        spec(models: "  A:\n    value: %@\n"),
        spec(models: "  A:\n    inner:\n      value: %@\n"),
        spec(endpoints: "  list:\n    method: GET\n    path: /list\n    query:\n      value: %@\n"),
        spec(endpoints: "  send:\n    method: POST\n    path: /send\n    body:\n      encoding: form\n      fields:\n        value: %@\n"),
        spec(endpoints: "  add:\n    method: POST\n    path: /add\n    body:\n      value: %@\n"),
    ]

    /// Review finding: a number default beyond its type's range was said not to be a number of the type ("does not
    /// fit its type; expected an integer" for 99999999999999999999). It is out of range for the type, with the range,
    /// wherever a default is given: a model's property, an inline object's, a query parameter, a form field, a JSON
    /// body field.
    @Test(arguments: [
        ("int", "99999999999999999999", "-9223372036854775808 to 9223372036854775807"),
        ("int64", "-9223372036854775809", "-9223372036854775808 to 9223372036854775807"),
        ("int32", "2147483648", "-2147483648 to 2147483647"),
        ("int32", "+99999999999999999999", "-2147483648 to 2147483647"),
        ("double", "1e400", "magnitudes up to about 1.8e308"),
        ("float", "-3.5e38", "magnitudes up to about 3.4e38"),
        ("decimal", "1e200", "at most 38 significant digits, times a power of ten from -128 to 127"),
        ("decimal", "123456789012345678901234567890123456789",
         "at most 38 significant digits, times a power of ten from -128 to 127"),
    ], defaultPositions)
    func aNumberDefaultBeyondItsTypesRangeIsOutOfRange(
        default value: (type: String, text: String, range: String), in position: String
    ) throws {
        let field = "{type: \(value.type), default: \(value.text)}"
        let yaml = position.replacingOccurrences(of: "%@", with: field)
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains(field) })
        let column = try #require(lines[line].range(of: value.text)).lowerBound.utf16Offset(in: lines[line]) + 1
        #expect(diagnostics(yaml) == [
            "bad.yaml:\(line + 1):\(column): error: default '\(value.text)' is out of range for \(value.type) (\(value.range))",
        ])
    }

    /// What is not a number of the type's form still says what the type expects; in range, a default is accepted.
    @Test func aDefaultThatIsNoNumberOfItsTypeSaysWhatItExpects() {
        #expect(diagnostics(spec(models: """
              A:
                a: {type: int, default: 1e3}
                b: {type: int32, default: 1.5}
                c: {type: double, default: .inf}
                d: {type: int64, default: 9223372036854775807}
                e: {type: int32, default: -2147483648}
                f: {type: double, default: 1.7976931348623157e308}
            """)) == [
            "bad.yaml:4:29: error: default '1e3' does not fit its type; expected an integer",
            "bad.yaml:5:31: error: default '1.5' does not fit its type; expected a 32-bit integer",
            "bad.yaml:6:32: error: default '.inf' does not fit its type; expected a number",
        ])
    }

    @Test func defaultOfAStringTypedParameterKeepsYAMLWordsAsText() throws {
        let api = try #require(loadSpec(spec(endpoints: """
              list:
                method: GET
                path: /list
                query:
                  answer: {type: string, default: no}
                  version: {type: string, default: 1.10}
            """)).api)
        #expect(api.endpoints.first?.queryParameters.map { $0.defaultValue?.text } == ["no", "1.10"])
    }

    @Test func missingAPINameIsReported() {
        #expect(diagnostics("""
            base_url: https://example.com
            endpoints:
              ping: {method: GET, path: /ping}
            """) == ["bad.yaml:1:1: error: a spec needs 'api', the Swift name of this API (e.g. api: GitHub)"])
    }

    @Test func invalidAPINamesAreReportedWithAValidSuggestion() {
        #expect(diagnostics("api: my-api\nendpoints:\n  ping: {method: GET, path: /ping}\n")
            == ["bad.yaml:1:6: error: api 'my-api' must be an UpperCamelCase Swift identifier such as 'MyAPI'"])
        #expect(diagnostics("api: demo\nendpoints:\n  ping: {method: GET, path: /ping}\n")
            == ["bad.yaml:1:6: error: api 'demo' must be an UpperCamelCase Swift identifier such as 'Demo'"])
    }

    @Test func authUsedWithoutSchemeIsReported() {
        #expect(diagnostics(spec(endpoints: """
              a: {method: GET, path: /a, auth: true}
              b: {method: GET, path: /b, auth: optional}
              c: {method: GET, path: /c, auth: false}
            """)) == [
            "bad.yaml:3:36: error: endpoint uses auth, but the spec declares no 'auth' scheme",
            "bad.yaml:4:36: error: endpoint uses auth, but the spec declares no 'auth' scheme",
        ])
    }

    @Test func formFieldOfObjectTypeIsReported() {
        #expect(diagnostics(spec(endpoints: """
              a:
                method: POST
                path: /a
                body:
                  encoding: form
                  fields:
                    profile: {name: string}
                    tags: "[string: string]"
            """)) == [
            "bad.yaml:9:18: error: form field 'profile' cannot be an object; use a model in a JSON body instead",
            "bad.yaml:10:9: error: form field 'tags' must be a scalar type or an array of one",
        ])
    }

    @Test func fileOutsideMultipartIsReported() {
        #expect(diagnostics(spec(endpoints: """
              a:
                method: POST
                path: /a
                body:
                  encoding: form
                  fields: {image: file}
              b:
                method: POST
                path: /b
                body: {image: file}
              c:
                method: GET
                path: /c
                response: file
            """)) == [
            "bad.yaml:8:23: error: 'file' is only allowed as a field of a multipart body (encoding: multipart)",
            "bad.yaml:12:19: error: 'file' is only allowed as a field of a multipart body (encoding: multipart)",
            "bad.yaml:16:15: error: 'file' is only allowed as a field of a multipart body (encoding: multipart)",
        ])
    }

    @Test func responseOnlyWordsAreReportedInProperties() {
        #expect(diagnostics(spec(models: "  Thing: {body: text, nothing: none}\n")) == [
            "bad.yaml:3:17: error: 'text' is only allowed as a response or as a body with encoding: text",
            "bad.yaml:3:32: error: 'none' is only allowed as a response (an empty body)",
        ])
    }

    @Test func headerValuesWithLineBreaksAreReported() {
        #expect(diagnostics("""
            api: Demo
            headers:
              X-Note: "line one\\nline two"
            endpoints:
              ping:
                method: GET
                path: /ping
                headers:
                  X-Trace: "a\\r\\nInjected: 1"
            """) == [
            "bad.yaml:3:11: error: the value of header 'X-Note' has the control character U+000A, which HTTP does not "
                + "allow in a header value (RFC 9110 §5.5: no control character but a tab)",
            "bad.yaml:9:16: error: the value of header 'X-Trace' has the control character U+000D, which HTTP does not "
                + "allow in a header value (RFC 9110 §5.5: no control character but a tab)",
        ])
    }
}
