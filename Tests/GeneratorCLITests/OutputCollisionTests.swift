import Foundation
import GeneratorCLI
import Testing

/// Two spec files whose names give one output file name are an error, not a crash or a silent overwrite.
@Suite struct OutputCollisionTests {
    @Test func specFilesThatWouldGenerateTheSameFileAreReportedOnce() throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/pet-store.yaml", GeneratorToolTests.goodSpec.replacingOccurrences(of: "api: Demo", with: "api: A"))
        try directory.write("specs/pet_store.yaml", GeneratorToolTests.goodSpec.replacingOccurrences(of: "api: Demo", with: "api: B"))
        let run = GeneratorToolTests.run([], in: directory)
        let specs = directory.url.appendingPathComponent("specs").path
        #expect(run.status == 1)
        #expect(run.err == "\(specs)/pet_store.yaml:1:1: error: specs '\(specs)/pet-store.yaml' and '\(specs)/pet_store.yaml' "
            + "both generate 'PetStoreModels.swift'; rename one of the spec files\n")
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Generated").path))
    }
}
