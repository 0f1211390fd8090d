import EndpointCodegen
import EndpointSpec
import Testing

/// Defaults become Swift literals of the declared type; a value of an enum, inline or named, becomes its case.
@Suite struct DefaultValueTests {
    @Test func enumDefaultsBecomeCasesForInlineAndNamedEnums() throws {
        let yaml = """
            api: Defaults
            models:
              SortDirection: {enum: [asc, desc]}
            endpoints:
              list:
                method: GET
                path: /items
                query:
                  direction: {type: SortDirection, default: desc}
                  state: {enum: [open, closed, all], default: all}
                  limit: {type: int, default: 20}
                response: none
            """
        var diagnostics = DiagnosticCollector()
        let api = SpecLoader.load(text: Array(yaml.utf8), path: "defaults.yaml", diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        let files = CodeGenerator().generate([try #require(api)], diagnostics: &diagnostics)
        let requests = try #require(files.first { $0.path == "DefaultsRequests.swift" }).contents
        #expect(requests.contains("            direction: SortDirection = .desc,\n"))
        #expect(requests.contains("            state: ListRequest.State = .all,\n"))
        #expect(requests.contains("            limit: Int = 20\n"))
    }
}
