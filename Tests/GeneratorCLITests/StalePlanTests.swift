import Foundation
import GeneratorCLI
import Testing

/// `--planned`: the build plugin passes each build command the fingerprint `--print-plan` gave its spec. SwiftPM
/// reuses the plan of a successful build without running the plugin again when no file was added or removed, so
/// after a config change the old commands would compile files the generator no longer writes (review 26: `error
/// opening input file '…/Github.Models.swift'`); the generator now fails at the config with the fix instead.
@Suite struct StalePlanTests {
    static let config = "access: internal\n"

    /// A target directory `App` with one spec and a config, and a plugin-like run of its build command.
    struct Target {
        let directory: TemporaryDirectory
        var configPath: String { directory.url.path + "/App/generator.yaml" }
        var specPath: String { directory.url.path + "/App/demo.yaml" }

        init() throws {
            directory = try TemporaryDirectory()
            try directory.write("App/demo.yaml", GeneratorToolTests.goodSpec)
            try directory.write("App/generator.yaml", StalePlanTests.config)
        }

        /// The fingerprint `--print-plan` gives the target's spec, as the plugin asks for it.
        func plannedFingerprint() throws -> String {
            let run = GeneratorToolTests.run(["--print-plan", "--config", configPath, specPath], in: directory)
            try #require(run.status == 0, "\(run.err)")
            let plan = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
            let specs = try #require(plan["specs"] as? [[String: Any]])
            let fingerprint = try #require(specs.first?["plan"] as? String)
            #expect(fingerprint.count == 16 && fingerprint.allSatisfy(\.isHexDigit))
            return fingerprint
        }

        /// The build command the plugin plans for the spec.
        func buildCommand(planned: String?) -> GeneratorToolTests.Run {
            GeneratorToolTests.run(
                [specPath, "--output", directory.url.path + "/work/demo", "--quiet", "--no-stubs", "--config", configPath,
                 "--specs-root", directory.url.path + "/App"] + (planned.map { ["--planned", $0] } ?? []),
                in: directory)
        }

        /// Every file of the command's output directory with its contents.
        func output() throws -> [String: String] {
            Dictionary(uniqueKeysWithValues: try directory.list("work/demo").map { ($0, directory.read("work/demo/" + $0) ?? "") })
        }
    }

    @Test func aRunUnderTheCurrentPlanWritesTheFilesThePlanNames() throws {
        let target = try Target()
        let run = target.buildCommand(planned: try target.plannedFingerprint())
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err == "")
        #expect(try target.directory.list("work/demo") == ["DemoModels.swift", "DemoRequests.swift", "DemoViewModels.swift"])
    }

    /// Every config change that changes what the plugin declares: the spec's output names (`file_names`, `outputs`,
    /// `model_files`) or the config's specs (each its own command).
    @Test(arguments: [
        "file_names: \"{Name}.{Kind}.swift\"\n",
        "outputs: [models, requests, view_models, mocks]\n",
        "outputs: [models]\n",
        "model_files: 2\n",
        "specs: [../Shared]\n",
    ])
    func aConfigChangeAfterThePlanFailsAtTheConfigAndWritesNothing(change: String) throws {
        let target = try Target()
        let planned = try target.plannedFingerprint()
        #expect(target.buildCommand(planned: planned).status == 0)
        let before = try target.output()
        try target.directory.write("Shared/cart.yaml", GeneratorToolTests.goodSpec.replacingOccurrences(of: "api: Demo", with: "api: Cart"))
        try target.directory.write("App/generator.yaml", Self.config + change)

        let stale = target.buildCommand(planned: planned)
        #expect(stale.status == 1)
        #expect(stale.err == "\(target.configPath):1:1: error: this build reuses a plan SwiftPM made before the config "
            + "changed which files are generated (its specs, outputs, file_names or model_files); SwiftPM runs the build "
            + "plugin again only when a file is added to or removed from the package: run `touch Package.swift` (or "
            + "`swift package clean`) and build again\n")
        #expect(try target.output() == before)

        // Planned again (what touching Package.swift makes SwiftPM do), the same command runs.
        let replanned = target.buildCommand(planned: try target.plannedFingerprint())
        #expect(replanned.status == 0, "\(replanned.err)")
        // And outside the build plugin (no --planned) the new config is simply used.
        #expect(target.buildCommand(planned: nil).status == 0)
    }

    /// A spec file added to a directory the config's `specs` names changes the plan too: its command is missing.
    @Test func aSpecAddedToTheConfigsSpecsDirectoryChangesThePlan() throws {
        let target = try Target()
        try target.directory.write("Shared/cart.yaml", GeneratorToolTests.goodSpec.replacingOccurrences(of: "api: Demo", with: "api: Cart"))
        try target.directory.write("App/generator.yaml", Self.config + "specs: [../Shared]\n")
        let planned = try target.plannedFingerprint()
        #expect(target.buildCommand(planned: planned).status == 0)
        try target.directory.write("Shared/order.yaml", GeneratorToolTests.goodSpec.replacingOccurrences(of: "api: Demo", with: "api: Order"))
        let stale = target.buildCommand(planned: planned)
        #expect(stale.status == 1)
        #expect(stale.err.hasPrefix("\(target.configPath):1:1: error: this build reuses a plan"))
    }

    /// What leaves the declared files alone keeps the plan: other settings, and templates, which the generator reads
    /// from the config's directory when it runs (a template added there is used without a new plan).
    @Test(arguments: ["access: package\n", "mutable_models: true\ninclude: [listItems]\n", "templates: Templates\n"])
    func aChangeThatKeepsTheDeclaredFilesKeepsThePlan(change: String) throws {
        let target = try Target()
        try target.directory.write("App/Templates/header.mustache", "// {{{header}}}\n// Reviewed by the API team.\n")
        let planned = try target.plannedFingerprint()
        #expect(target.buildCommand(planned: planned).status == 0)
        try target.directory.write("App/generator.yaml", change)
        let run = target.buildCommand(planned: planned)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err == "")
    }
}
