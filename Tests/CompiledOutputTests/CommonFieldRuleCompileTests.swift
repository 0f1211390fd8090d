import EndpointCodegen
import EndpointSpec
import Foundation
import TestSupport
import Testing

/// Each `if_missing` rule of a common field becomes the runtime's `CommonField.IfMissing` case, and the generated
/// requests type-check with warnings as errors.
@Suite("Common field rules in generated code")
struct CommonFieldRuleCompileTests {
    static let spec = """
        api: Rules
        common_fields:
          lang_cd: {from: language}
          user_key: {from: user_key, if_missing: fail}
          country_cd: {from: region, if_missing: empty}
          device_id: {from: device_id, if_missing: omit}
          platform: {value: I}
        endpoints:
          ping: {method: GET, path: /ping, response: none}
        """

    @Test func everyRuleIsGeneratedAndCompiles() async throws {
        var diagnostics = DiagnosticCollector()
        let api = try #require(SpecLoader.load(text: Array(Self.spec.utf8), path: "rules.yaml", diagnostics: &diagnostics))
        let files = CodeGenerator().generate([api], diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let requests = try #require(files.first { $0.path == "RulesRequests.swift" }?.contents)
        for line in [
            #"EndpointRuntime.CommonField("lang_cd", from: .language),"#,
            #"EndpointRuntime.CommonField("user_key", from: .custom("user_key")),"#,
            #"EndpointRuntime.CommonField("country_cd", from: .region, ifMissing: .sendEmpty),"#,
            #"EndpointRuntime.CommonField("device_id", from: .custom("device_id"), ifMissing: .omit),"#,
            #"EndpointRuntime.CommonField("platform", from: .literal("I")),"#,
        ] {
            #expect(requests.contains("            \(line)\n"), "missing: \(line)")
        }
        let run = try await typecheckGenerated(files, label: "rules")
        #expect(run.status == 0, "\(run.output)")
    }
}
