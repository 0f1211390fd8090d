import EndpointCodegen
import Foundation
import GeneratorCLI
import Testing

/// The `model_files` setting from the command line's point of view: the files a run writes, the plan a build
/// plugin declares, no-op runs and pruning with several models files, and located errors for bad values.
@Suite struct ModelFilesConfigTests {
    static let files = ["DemoModels.swift", "DemoModels2.swift", "DemoModels3.swift", "DemoRequests.swift", "DemoViewModels.swift"]

    @Test func threeModelsFilesAreWrittenPlannedAndKeptByANoOpRun() throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/demo.yaml", GeneratorToolTests.goodSpec)
        try directory.write("generator.yaml", "model_files: 3\n")
        let plan = GeneratorToolTests.run(["--print-plan"], in: directory)
        #expect(plan.out.contains(#""outputs":["DemoModels.swift","DemoModels2.swift","DemoModels3.swift","DemoRequests.swift","DemoViewModels.swift"]"#), "\(plan.out)")
        let first = GeneratorToolTests.run([], in: directory)
        #expect(first.out == "Generated: 5 written, 0 unchanged, 0 removed\n", "\(first.err)")
        #expect(try directory.list("Generated") == Self.files)
        #expect(GeneratorToolTests.run([], in: directory).out == "Generated: 0 written, 5 unchanged, 0 removed\n")
        #expect(GeneratorToolTests.run(["--check"], in: directory).status == 0)

        // Back to one file: the other two are pruned.
        try directory.write("generator.yaml", "model_files: 1\n")
        let back = GeneratorToolTests.run([], in: directory)
        #expect(back.out == "Generated: 3 written, 0 unchanged, 2 removed\n")
        #expect(try directory.list("Generated") == ["DemoModels.swift", "DemoRequests.swift", "DemoViewModels.swift"])
    }

    /// Overrides of `models.swift` and `requests.swift` written for one models file (the request types in the
    /// requests file) would, with `model_files` above 1, leave every request type undeclared or declare each twice:
    /// located errors at the templates, nothing written; the same overrides are fine with one file, and verbatim
    /// copies of the built-in templates are fine with any number.
    @Test func overridesWrittenForOneModelsFileAreLocatedErrors() throws {
        let models = try #require(TemplateSet.defaults.sources["models.swift"]?.text)
        let requests = try #require(TemplateSet.defaults.sources["requests.swift"]?.text)
        let oldModels = try Self.removing(section: "requests", from: models)
        let oldRequests = requests.replacingOccurrences(of: "{{#declaresRequestTypes}}\n", with: "")
            .replacingOccurrences(of: "{{/declaresRequestTypes}}\n", with: "")
        #expect(oldRequests != requests)
        let invertedRequests = requests.replacingOccurrences(of: "{{#declaresRequestTypes}}", with: "{{^declaresRequestTypes}}")
        let partialLine = try Self.line(of: "{{>request}}", in: oldRequests)

        let directory = try TemporaryDirectory()
        try directory.write("specs/demo.yaml", GeneratorToolTests.goodSpec)
        try directory.write("generator.yaml", "model_files: 3\n")
        try directory.write("MyTemplates/models.swift.mustache", oldModels)
        try directory.write("MyTemplates/requests.swift.mustache", oldRequests)
        let run = GeneratorToolTests.run(["--templates", "MyTemplates"], in: directory)
        #expect(run.status == 1)
        let lines = run.err.split(separator: "\n")
        #expect(lines.count == 2, "\(run.err)")
        #expect(lines.first?.hasPrefix("\(directory.url.path)/MyTemplates/models.swift.mustache:1:1: error: with model_files: 3 "
            + "the models files declare the request types, but this override of models.swift does not include "
            + "'{{>request}}' inside '{{#requests}}'") == true, "\(run.err)")
        #expect(lines.last?.hasPrefix("\(directory.url.path)/MyTemplates/requests.swift.mustache:\(partialLine):") == true)
        #expect(lines.last?.contains("includes '{{>request}}' outside '{{#declaresRequestTypes}}', so each would be declared twice") == true)
        #expect((try? directory.list("Generated")) == nil, "nothing is written")
        #expect(GeneratorToolTests.run(["lint", "--templates", "MyTemplates"], in: directory).err == run.err)

        // An inverted section is not the condition: the types would still be written twice.
        try directory.write("MyTemplates/models.swift.mustache", models)
        try directory.write("MyTemplates/requests.swift.mustache", invertedRequests)
        let inverted = GeneratorToolTests.run(["--templates", "MyTemplates"], in: directory)
        #expect(inverted.status == 1)
        #expect(inverted.err.contains("requests.swift.mustache:\(try Self.line(of: "{{>request}}", in: invertedRequests)):"),
                "\(inverted.err)")

        // The same old overrides with one models file: what they were written for.
        try directory.write("generator.yaml", "model_files: 1\n")
        try directory.write("MyTemplates/models.swift.mustache", oldModels)
        try directory.write("MyTemplates/requests.swift.mustache", oldRequests)
        let one = GeneratorToolTests.run(["--templates", "MyTemplates"], in: directory)
        #expect(one.status == 0, "\(one.err)")
        #expect(one.err == "")

        // Copies of the built-in templates, with three files.
        try directory.write("generator.yaml", "model_files: 3\n")
        try directory.write("MyTemplates/models.swift.mustache", models)
        try directory.write("MyTemplates/requests.swift.mustache", requests)
        let copies = GeneratorToolTests.run(["--templates", "MyTemplates"], in: directory)
        #expect(copies.status == 0, "\(copies.err)")
        #expect(copies.err == "")
        #expect(try directory.list("Generated") == Self.files)
    }

    /// The 1-based number of the first line of `text` that contains `tag`.
    static func line(of tag: String, in text: String) throws -> Int {
        try #require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(tag) }) + 1
    }

    /// `text` without the lines from `{{#name}}` to `{{/name}}` (the first such section, on lines of their own).
    static func removing(section name: String, from text: String) throws -> String {
        text.replacingOccurrences(of: try section(name, in: text), with: "")
    }

    /// The lines from `{{#name}}` to `{{/name}}` of `text` (the first such section, on lines of their own), each
    /// with its line break.
    static func section(_ name: String, in text: String) throws -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0 == "{{#\(name)}}" })
        let end = try #require(lines[start...].firstIndex { $0 == "{{/\(name)}}" })
        return lines[start...end].joined(separator: "\n") + "\n"
    }

    /// `+4`, `0x4`, `4.0` and `04` are not written as a count is (review 26: `+4` was read as 4).
    @Test(arguments: ["0", "33", "two", "-1", "+4", "0x4", "4.0", "1_0"])
    func aBadCountIsALocatedError(value: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/demo.yaml", GeneratorToolTests.goodSpec)
        try directory.write("generator.yaml", "model_files: \(value)\n")
        let run = GeneratorToolTests.run([], in: directory)
        #expect(run.status == 1)
        #expect(run.err == "\(directory.url.path)/generator.yaml:1:14: error: model_files must be a whole number from 1 to 32, not '\(value)'\n")
        #expect((try? directory.list("Generated")) == nil)
    }

    /// A quoted count is a string, as a quoted `"true"` is for `mutable_models` (review 26: `"4"` was read as 4).
    @Test(arguments: ["\"4\"", "'4'"])
    func aQuotedCountIsALocatedError(value: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/demo.yaml", GeneratorToolTests.goodSpec)
        try directory.write("generator.yaml", "model_files: \(value)\n")
        let run = GeneratorToolTests.run([], in: directory)
        #expect(run.status == 1)
        #expect(run.err == "\(directory.url.path)/generator.yaml:1:14: error: model_files must be a whole number from 1 to 32, "
            + "not the quoted string \"4\"; remove the quotes\n")
        #expect((try? directory.list("Generated")) == nil)
    }
}
