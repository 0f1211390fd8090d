import EndpointCodegen
@testable import GeneratorCLI
import Testing

/// The `generator` command line read into typed options (`GeneratorCommand`), before any file is touched.
@Suite("Typed generator command-line options")
struct GeneratorCommandTests {
    private func command(_ arguments: [String]) throws -> GeneratorCommand {
        guard case .run(let parsed) = try ArgumentParser(tool: GeneratorTool.description).parse(arguments) else {
            Issue.record("expected a command to run for \(arguments)")
            return .lint(LintOptions())
        }
        return try GeneratorCommand(parsed)
    }

    @Test("Every generate option becomes a typed value")
    func generateOptions() throws {
        var expected = GenerateOptions()
        expected.source = SourceOptions(specs: ["a.yaml", "specs"], config: "g.yaml")
        expected.output = "Out"
        expected.templates = "T"
        expected.accessLevel = .package
        expected.viewModelStyle = .combine
        expected.mode = .diff
        expected.isQuiet = true
        expected.runLog = "log.txt"
        let arguments = [
            "a.yaml", "--output", "Out", "--templates=T", "--access", "package", "--view-model-style", "combine",
            "--diff", "-q", "--config", "g.yaml", "--run-log", "log.txt", "specs",
        ]
        #expect(try command(arguments) == .generate(expected))
        var withoutConfig = GenerateOptions()
        withoutConfig.source = SourceOptions(ignoresConfig: true)
        #expect(try command(["--no-config"]) == .generate(withoutConfig))
        #expect(try command(["generate"]) == .generate(GenerateOptions()))
    }

    @Test("--stubs names the team's directory; --no-stubs and --stubs-only are read as flags")
    func teamFileOptions() throws {
        var stubs = GenerateOptions()
        stubs.stubs = "Screens"
        #expect(try command(["--stubs", "Screens"]) == .generate(stubs))
        var none = GenerateOptions()
        none.skipsStubs = true
        #expect(try command(["--no-stubs"]) == .generate(none))
        var only = GenerateOptions()
        only.writesOnlyStubs = true
        #expect(try command(["--stubs-only"]) == .generate(only))
    }

    @Test("--check, --diff and --print-plan select the mode; together they are a usage error")
    func modes() throws {
        func mode(_ arguments: [String]) throws -> GenerateOptions.Mode? {
            guard case .generate(let options) = try command(arguments) else { return nil }
            return options.mode
        }
        #expect(try mode([]) == .write)
        #expect(try mode(["--check"]) == .check)
        #expect(try mode(["--diff"]) == .diff)
        #expect(try mode(["--print-plan"]) == .printPlan)
    }

    @Test("lint takes its specs and config file")
    func lint() throws {
        #expect(try command(["lint", "x.yaml", "--config", "c.yaml"])
            == .lint(LintOptions(source: SourceOptions(specs: ["x.yaml"], config: "c.yaml"))))
        #expect(try command(["lint", "x.yaml", "--specs-root", "specs"])
            == .lint(LintOptions(source: SourceOptions(specs: ["x.yaml"], specsRoot: "specs"))))
        var generate = GenerateOptions()
        generate.source = SourceOptions(specs: ["x.yaml"], specsRoot: "Sources/App")
        #expect(try command(["x.yaml", "--specs-root", "Sources/App"]) == .generate(generate))
    }

    @Test("Values no option accepts are usage errors", arguments: [
        (["--access", "open"], "unknown access level 'open'; expected public, internal or package"),
        (["--view-model-style", "mvvm"], "unknown view model style 'mvvm'; expected observation, closure or combine"),
        (["--check", "--diff"], "--check and --diff cannot be used together"),
        (["--stubs", "Screens", "--no-stubs"], "--stubs and --no-stubs cannot be used together"),
        // Review 13: these were accepted, one of the two silently winning.
        (["--print-plan", "--check"], "--check and --print-plan cannot be used together"),
        (["--diff", "--print-plan"], "--diff and --print-plan cannot be used together"),
        (["--check", "--diff", "--print-plan"], "--check, --diff and --print-plan cannot be used together"),
        (["--stubs-only", "--no-stubs"], "--stubs-only and --no-stubs cannot be used together"),
        (["--config", "x.yaml", "--no-config"], "--config and --no-config cannot be used together"),
        (["lint", "--config", "x.yaml", "--no-config"], "--config and --no-config cannot be used together"),
    ])
    func usageErrors(arguments: [String], message: String) {
        let error = #expect(throws: UsageError.self) { try command(arguments) }
        #expect(error?.message == message)
    }
}
