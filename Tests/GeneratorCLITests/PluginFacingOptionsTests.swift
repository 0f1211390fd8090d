import Foundation
import GeneratorCLI
import Testing

/// The generator options the plugins rely on (Plugins/Shared): `--complete` for a command-plugin target run,
/// `lint --no-config` for validating a target without a config, and the config's `output` in `--print-plan`.
@Suite struct PluginFacingOptionsTests {
    typealias Tool = GeneratorToolTests

    @Test func completeMakesARunOfSpecFilesRemoveEveryGeneratedFileTheyDoNotProduce() throws {
        let directory = try OutputOwnershipTests.twoSpecs()
        let subset = Tool.run(["specs/alpha.yaml", "--check"], in: directory)
        #expect(subset.status == 0)
        let complete = Tool.run(["specs/alpha.yaml", "--complete", "--diff"], in: directory)
        #expect(complete.err == """
            would remove Generated/BetaModels.swift
            would remove Generated/BetaRequests.swift
            would remove Generated/BetaViewModels.swift

            """)
        let run = Tool.run(["specs/alpha.yaml", "--complete"], in: directory)
        #expect(run.out == "Generated: 0 written, 3 unchanged, 3 removed\n")
        #expect(try directory.list("Generated") == OutputOwnershipTests.files("Alpha"))
    }

    @Test func lintWithoutConfigIgnoresTheWorkingDirectorysConfig() throws {
        let directory = try TemporaryDirectory()
        try directory.write("demo.yaml", Tool.goodSpec)
        try directory.write("generator.yaml", "acess: internal\n")
        #expect(Tool.run(["lint", "demo.yaml"], in: directory).status == 1)
        let run = Tool.run(["lint", "--no-config", "demo.yaml"], in: directory)
        #expect(run.status == 0)
        #expect(run.err == "")
    }

    /// The build plugin declares the outputs `--print-plan` names: the mocks file only when the config asks for it.
    @Test func printPlanNamesTheMocksFileWhenTheConfigAsksForIt() throws {
        let directory = try TemporaryDirectory()
        try directory.write("demo.yaml", Tool.goodSpec)
        try directory.write("mocks.yaml", "outputs: [models, requests, view_models, mocks]\n")
        let with = Tool.run(["--print-plan", "--config", "mocks.yaml", "demo.yaml"], in: directory)
        #expect(with.status == 0, "\(with.err)")
        #expect(with.out.contains("\"outputs\":[\"DemoModels.swift\",\"DemoRequests.swift\",\"DemoViewModels.swift\",\"DemoMocks.swift\"]"), "\(with.out)")
        let without = Tool.run(["--print-plan", "--no-config", "demo.yaml"], in: directory)
        #expect(without.status == 0)
        #expect(!without.out.contains("DemoMocks.swift"))
        let run = Tool.run(["--config", "mocks.yaml", "demo.yaml"], in: directory)
        #expect(run.status == 0, "\(run.err)")
        #expect(directory.read("Generated/DemoMocks.swift")?.contains("#if DEBUG") == true)
    }

    /// Review 13: a spec path naming nothing was planned (`NonexistentModels.swift`) with status 0, where the run
    /// itself refuses it.
    @Test func printPlanRefusesASpecPathThatNamesNothing() throws {
        let directory = try TemporaryDirectory()
        try directory.write("demo.yaml", Tool.goodSpec)
        let plan = Tool.run(["--print-plan", "demo.yaml", "missing.yaml"], in: directory)
        #expect(plan.status == 1)
        #expect(plan.out == "")
        #expect(plan.err == "error: cannot read spec file 'missing.yaml': no such file\n", "\(plan.err)")
        #expect(Tool.run(["--print-plan", "demo.yaml"], in: directory).status == 0)
    }

    @Test func printPlanReportsTheConfigsOutputOnlyWhenTheConfigSetsOne() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/demo.yaml", Tool.goodSpec)
        try directory.write("App/generator.yaml", "output: Generated\n")
        try directory.write("Lib/generator.yaml", "access: internal\n")
        let withOutput = Tool.run(["--print-plan", "--config", "App/generator.yaml", "App/demo.yaml"], in: directory)
        #expect(withOutput.out.contains("\"configOutput\":\"\(directory.url.path)/App/Generated\""))
        let without = Tool.run(["--print-plan", "--config", "Lib/generator.yaml", "App/demo.yaml"], in: directory)
        #expect(without.status == 0)
        #expect(!without.out.contains("configOutput"))
    }
}
