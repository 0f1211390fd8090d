import Foundation
import GeneratorCLI
import Testing

/// The config file's `file_names` pattern names every output file, in the CLI and in `--print-plan` (which the
/// build plugin uses to declare outputs).
@Suite struct FileNamePatternTests {
    @Test func fileNamesPatternRenamesEveryOutputFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/pet-store_api.yaml", GeneratorToolTests.goodSpec)
        try directory.write("generator.yaml", "file_names: \"{stem}.{Kind}.generated.swift\"\n")
        let run = GeneratorToolTests.run([], in: directory)
        #expect(run.status == 0)
        #expect(try directory.list("Generated") == [
            "pet-store_api.Models.generated.swift", "pet-store_api.Requests.generated.swift",
            "pet-store_api.ViewModels.generated.swift",
        ])
    }

    @Test func printPlanUsesThePattern() throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/pet-store_api.yaml", GeneratorToolTests.goodSpec)
        try directory.write("generator.yaml", "file_names: \"API+{Name}{Kind}.swift\"\n")
        let run = GeneratorToolTests.run(["--print-plan"], in: directory)
        #expect(run.status == 0)
        #expect(run.out.contains("\"API+PetStoreAPIModels.swift\""))
        #expect(run.out.contains("\"API+PetStoreAPIViewModels.swift\""))
    }

    @Test func patternsThatCannotNameThreeFilesPerSpecAreLocatedErrors() throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/demo.yaml", GeneratorToolTests.goodSpec)
        try directory.write("generator.yaml", "file_names: \"{Name}.swift\"\n")
        let run = GeneratorToolTests.run([], in: directory)
        #expect(run.status == 1)
        #expect(run.err == "\(directory.url.path)/generator.yaml:1:13: error: file_names '{Name}.swift' must contain "
            + "{Kind}, so a spec's files get different names\n")
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Generated").path))
    }
}
