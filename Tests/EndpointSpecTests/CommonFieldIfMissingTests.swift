import EndpointSpec
import Testing

/// `common_fields: {name: {from: ..., if_missing: fail | empty | omit}}`: what the client does when the value
/// provider has none (spec format §1, "common_fields").
@Suite("Common fields: if_missing")
struct CommonFieldIfMissingTests {
    @Test func ifMissingDefaultsToFailAndReadsEachRule() throws {
        let (loaded, diagnostics) = loadSpec("""
            api: Demo
            common_fields:
              lang_cd: {from: language}
              country_cd: {from: region, if_missing: empty}
              device: {from: device_id, if_missing: omit}
              user_key: {from: user_key, if_missing: fail}
              platform: {value: I}
            endpoints:
              ping: {method: GET, path: /ping}
            """)
        #expect(diagnostics.isEmpty)
        let api = try #require(loaded)
        #expect(api.commonFields.map(\.wireName) == ["lang_cd", "country_cd", "device", "user_key", "platform"])
        #expect(api.commonFields.map(\.ifMissing) == [.fail, .empty, .omit, .fail, .fail])
    }

    @Test func anUnknownRuleIsReportedAtItsValue() {
        #expect(diagnostics("""
            api: Demo
            common_fields:
              country_cd: {from: region, if_missing: skip}
            endpoints:
              ping: {method: GET, path: /ping}
            """) == ["bad.yaml:3:42: error: if_missing is fail, empty or omit; found 'skip'"])
    }

    @Test func eachProblemHasItsDiagnosticID() {
        let yaml = """
            api: Demo
            common_fields:
              country_cd: {from: region, if_missing: never}
              platform: {value: I, if_missing: empty}
            endpoints:
              ping: {method: GET, path: /ping}
            """
        #expect(loadSpec(yaml).diagnostics.map(\.id) == [.invalidIfMissing, .invalidCommonFieldSource])
    }

    @Test func aRuleOnALiteralValueIsReported() {
        #expect(diagnostics("""
            api: Demo
            common_fields:
              platform: {value: I, if_missing: omit}
            endpoints:
              ping: {method: GET, path: /ping}
            """) == ["bad.yaml:3:36: error: 'if_missing' applies to fields whose value comes 'from' a provider; 'platform' has a literal value"])
    }
}
