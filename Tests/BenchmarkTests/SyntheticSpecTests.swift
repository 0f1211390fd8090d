import EndpointCodegen
import EndpointSpec
import Foundation
import TestSupport
import Testing

@testable import generator_bench

@Suite("Synthetic benchmark specs")
struct SyntheticSpecTests {
    @Test("the same count and seed give the same spec bytes, and another seed gives others")
    func specsAreDeterministic() {
        let first = SyntheticAPI(endpointCount: 30).files()
        #expect(first == SyntheticAPI(endpointCount: 30).files())
        #expect(first != SyntheticAPI(endpointCount: 30, seed: 7).files())
    }

    @Test("endpoints are spread over the spec files with two models each")
    func specsSpreadEndpointsOverFiles() {
        let files = SyntheticAPI(endpointCount: 45).files()
        #expect(files.count == 20)
        #expect(files.map(\.endpointCount).reduce(0, +) == 45)
        #expect(files.map(\.modelCount).reduce(0, +) == 90)
        #expect(files.first?.name == "service-01.yaml")
        #expect(files.last?.name == "service-20.yaml")
    }

    @Test("the specs for 10 endpoints lint without any diagnostic and decode to 10 endpoints and 20 models")
    func smallSpecsLintClean() throws {
        let directory = try ScratchDirectory.makePath("benchmark-tests")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try SyntheticAPI(endpointCount: 10, fileCount: 4).write(to: directory)
        var diagnostics = DiagnosticCollector()
        let apis = SpecLoader.load(paths: [directory], diagnostics: &diagnostics)
        #expect(diagnostics.sorted.map(\.description) == [])
        #expect(apis.map(\.name) == ["Service01", "Service02", "Service03", "Service04"])
        #expect(apis.map(\.endpoints.count).reduce(0, +) == 10)
        #expect(apis.map(\.models.count).reduce(0, +) == 20)
        #expect(apis.filter { $0.envelope != nil }.count == 2)
    }

    @Test("the code generated for 10 endpoints type-checks against EndpointRuntime with warnings as errors")
    func smallSpecsGenerateCodeThatCompiles() async throws {
        let specs = try ScratchDirectory.makePath("benchmark-tests")
        defer { try? FileManager.default.removeItem(atPath: specs) }
        try SyntheticAPI(endpointCount: 10, fileCount: 4).write(to: specs)
        var diagnostics = DiagnosticCollector()
        let files = CodeGenerator().generate(SpecLoader.load(paths: [specs], diagnostics: &diagnostics), diagnostics: &diagnostics)
        #expect(diagnostics.map(\.description) == [])
        #expect(files.count == 12)
        for file in files {
            try Data(file.contents.utf8).write(to: URL(fileURLWithPath: specs + "/" + file.path))
        }

        let modules = try #require(SwiftToolchain.runtimeModulesDirectory(), "EndpointRuntime.swiftmodule not found next to the test bundle")
        let swiftc = try #require(SwiftToolchain.executable(named: "swiftc"), "swiftc is not on PATH")
        let outcome = try await ExternalProgram.run(URL(fileURLWithPath: swiftc), [
            "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", "SyntheticAPI", "-I", modules,
        ] + files.map { specs + "/" + $0.path })
        #expect(outcome.output == "")
        #expect(outcome.status == 0)
    }

    // MARK: Helpers
}
