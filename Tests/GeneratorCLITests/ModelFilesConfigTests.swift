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

    @Test(arguments: ["0", "33", "two", "-1"])
    func aBadCountIsALocatedError(value: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/demo.yaml", GeneratorToolTests.goodSpec)
        try directory.write("generator.yaml", "model_files: \(value)\n")
        let run = GeneratorToolTests.run([], in: directory)
        #expect(run.status == 1)
        #expect(run.err == "\(directory.url.path)/generator.yaml:1:14: error: model_files must be a whole number from 1 to 32, not '\(value)'\n")
        #expect((try? directory.list("Generated")) == nil)
    }
}
