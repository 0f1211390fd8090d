import EndpointCodegen
import Foundation
import GeneratorCLI
import Testing

/// Header parameters moved from a request type's `headers` to a property of their own, `headerParameters`, which the
/// client writes when it sends the request. An override of the `request` template written before renders only
/// `headers`, and would send requests without their header parameters: a located error at the template when an
/// endpoint has one, nothing written.
@Suite struct HeaderParameterTemplateTests {
    static let spec = """
        api: Demo
        endpoints:
          getReport:
            method: GET
            path: /report
            headers: {X-Since: {param: since, type: date}, Accept: text/csv}
            response: none
        """

    static let specWithoutHeaderParameters = """
        api: Demo
        endpoints:
          getReport: {method: GET, path: /report, headers: {Accept: text/csv}, response: none}
        """

    @Test func anOverrideOfRequestWithoutHeaderParametersIsALocatedError() throws {
        let request = try #require(TemplateSet.defaults.sources["request"]?.text)
        let old = try ModelFilesConfigTests.removing(section: "hasHeaderParameters", from: request)
        #expect(!old.contains("headerParameters"))

        let directory = try TemporaryDirectory()
        try directory.write("specs/demo.yaml", Self.spec)
        try directory.write("MyTemplates/request.mustache", old)
        let run = GeneratorToolTests.run(["--templates", "MyTemplates"], in: directory)
        #expect(run.status == 1)
        #expect(run.err == "\(directory.url.path)/MyTemplates/request.mustache:1:1: error: this override of "
            + "request.mustache does not write '{{#headerParameters}}', so endpoint 'getReport' would be sent without "
            + "its header parameters; add the 'headerParameters' property as the built-in request.mustache has it "
            + "(docs/templates.md, \"Overrides written for earlier versions\")\n")
        #expect((try? directory.list("Generated")) == nil, "nothing is written")
        #expect(GeneratorToolTests.run(["lint", "--templates", "MyTemplates"], in: directory).err == run.err)

        // Without header parameters the old override loses nothing.
        try directory.write("specs/demo.yaml", Self.specWithoutHeaderParameters)
        let without = GeneratorToolTests.run(["--templates", "MyTemplates"], in: directory)
        #expect(without.status == 0, "\(without.err)")
        #expect(without.err == "")

        // Review 20: the section moved into a partial of the user's own is found there.
        try directory.write("specs/demo.yaml", Self.spec)
        let section = try ModelFilesConfigTests.section("hasHeaderParameters", in: request)
        try directory.write("MyTemplates/request.mustache", request.replacingOccurrences(of: section, with: "{{>my-header-parameters}}\n"))
        try directory.write("MyTemplates/my-header-parameters.mustache", section)
        let moved = GeneratorToolTests.run(["--templates", "MyTemplates"], in: directory)
        #expect(moved.status == 0, "\(moved.err)")
        #expect(moved.err == "")
        #expect(try String(contentsOf: directory.url.appendingPathComponent("Generated/DemoRequests.swift"), encoding: .utf8)
            .contains(#""X-Since": since,"#))

        // A copy of the built-in template writes them.
        try directory.write("specs/demo.yaml", Self.spec)
        try directory.write("MyTemplates/request.mustache", request)
        let copy = GeneratorToolTests.run(["--templates", "MyTemplates"], in: directory)
        #expect(copy.status == 0, "\(copy.err)")
        let requests = try String(contentsOf: directory.url.appendingPathComponent("Generated/DemoRequests.swift"), encoding: .utf8)
        #expect(requests.contains(#""X-Since": since,"#))
    }
}
