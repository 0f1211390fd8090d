import Foundation
import TestSupport
import Testing

/// The plugins as a user meets them: a throwaway package that depends on this one by path, built with the real
/// `swift build` and `swift package` (bounded by timeouts). Regeneration is observed through the run log the
/// build plugin has the generator append to (`--run-log`), never through the build log.
@Suite(.serialized, .enabled(if: CommandRunner.swift != nil, "swift is not on PATH; the consumer-package tests need it"))
struct ConsumerPackageTests {
    /// The first build compiles the generator from source, so it gets the longest bound.
    static let firstBuildTimeout: TimeInterval = 900
    static let buildTimeout: TimeInterval = 300

    @Test func buildPluginGeneratesOnceRegeneratesAfterASpecEditAndReportsSpecErrorsAtTheirLocation() throws {
        let package = try ConsumerPackage.create(dependingOn: PackagePaths.root)
        defer { package.remove() }

        // 1. First build: generated, compiled, and the executable uses the generated model and request.
        try build(package, timeout: Self.firstBuildTimeout, expectSuccess: true)
        #expect(package.runLogs() == ["pet-store_api.runs": 1])
        #expect(package.generatedFileNames() == ["PetStoreAPIModels.swift", "PetStoreAPIRequests.swift", "PetStoreAPIViewModels.swift"])
        #expect(try runApp(package) == "pet 7 Rex\nrequest type: GetPetRequest\n")

        // 2. Nothing touched: the generator does not run again. SwiftPM relinks a plugin's tool once in the build
        //    after a clean build (the tool is built by two build graphs), and a changed tool reruns every command;
        //    so the count is taken after that settling build, and then must not move.
        try build(package, timeout: Self.buildTimeout, expectSuccess: true)
        let settled = try #require(package.runLogs()["pet-store_api.runs"])
        #expect(settled <= 2)
        try build(package, timeout: Self.buildTimeout, expectSuccess: true)
        #expect(package.runLogs() == ["pet-store_api.runs": settled])

        // 3. A new field in the spec: regenerated once, and the executable compiles against the new property.
        try package.write("Sources/App/pet-store_api.yaml", ConsumerPackage.petSpec(extraField: "tag"))
        try package.write("Sources/App/main.swift", ConsumerPackage.mainSource(usingTag: true))
        try build(package, timeout: Self.buildTimeout, expectSuccess: true)
        #expect(package.runLogs() == ["pet-store_api.runs": settled + 1])
        #expect(try runApp(package) == "pet 7 Rex tagged dog\nrequest type: GetPetRequest\n")

        // 4. A broken spec fails the build with the error located in the spec file.
        try package.write("Sources/App/pet-store_api.yaml", ConsumerPackage.petSpec(extraField: "tag", brokenType: "strin"))
        let failed = try build(package, timeout: Self.buildTimeout, expectSuccess: false)
        #expect(failed.output.contains("\(package.targetSpec.path):7:11: error: unknown type 'strin'; did you mean 'string'?"))
        #expect(package.runLogs() == ["pet-store_api.runs": settled + 1])
    }

    @Test func commandPluginWritesGeneratedCodeAndCheckFailsWhenItIsStale() throws {
        let package = try ConsumerPackage.create(dependingOn: PackagePaths.root)
        defer { package.remove() }
        let generated = package.root.appending(path: "Generated")

        let write = try swiftPackage(package, ["--allow-writing-to-package-directory", "generate-endpoints"],
                                     timeout: Self.firstBuildTimeout)
        #expect(write.status == 0, "generate-endpoints failed:\n\(write.output)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: generated.path).sorted()) ?? []
        #expect(names == ["ShopModels.swift", "ShopRequests.swift", "ShopViewModels.swift"])

        let fresh = try swiftPackage(package, ["--allow-writing-to-package-directory", "generate-endpoints", "--check"], timeout: Self.buildTimeout)
        #expect(fresh.status == 0, "--check on fresh output failed:\n\(fresh.output)")

        try package.write("specs/shop.yaml", ConsumerPackage.shopSpec.replacingOccurrences(of: "title: string", with: "title: string\n    price: int"))
        let stale = try swiftPackage(package, ["--allow-writing-to-package-directory", "generate-endpoints", "--check"], timeout: Self.buildTimeout)
        #expect(stale.status != 0)
        #expect(stale.output.contains("error: Generated is out of date; run the generator and commit the result"))
        #expect(stale.output.contains("+        public var price: Int"))
    }

    // MARK: Helpers

    @discardableResult
    private func build(_ package: ConsumerPackage, timeout: TimeInterval, expectSuccess: Bool) throws -> CommandResult {
        let swift = try #require(CommandRunner.swift)
        let result = try CommandRunner.run(
            swift, ["build", "--package-path", package.root.path, "--scratch-path", package.scratch.path],
            in: package.root, timeout: timeout)
        #expect(!result.timedOut, "swift build took longer than \(Int(timeout)) s")
        #expect((result.status == 0) == expectSuccess, "swift build exit status \(result.status):\n\(result.output)")
        return result
    }

    private func swiftPackage(_ package: ConsumerPackage, _ arguments: [String], timeout: TimeInterval) throws -> CommandResult {
        let swift = try #require(CommandRunner.swift)
        let result = try CommandRunner.run(
            swift, ["package", "--package-path", package.root.path, "--scratch-path", package.scratch.path] + arguments,
            in: package.root, timeout: timeout)
        #expect(!result.timedOut, "swift package took longer than \(Int(timeout)) s")
        return result
    }

    /// Runs the built executable and returns its standard output.
    private func runApp(_ package: ConsumerPackage) throws -> String {
        let result = try CommandRunner.run(
            package.scratch.appending(path: "debug/App"), [], in: package.root, timeout: 60)
        #expect(result.status == 0, "App failed:\n\(result.output)")
        return result.output
    }
}
