import Foundation
import TestSupport
import Testing

/// The plugins' sources, checked without a consumer package: the planning code they share (Plugins/Shared) is
/// compiled with a driver that prints its decisions, and each plugin, including its `#if canImport(XcodeProjectPlugin)`
/// adapter, is type-checked against the toolchain's PackagePlugin module and a stand-in XcodeProjectPlugin module
/// (StandIns/, declared as Apple documents it), since the real one exists only in Xcode.
@Suite(.enabled(if: PluginAPI.directory != nil, "the toolchain's PackagePlugin module (lib/swift/pm/PluginAPI) was not found"))
struct PluginSourceTests {
    static let plugins = PackagePaths.root.appendingPathComponent("Plugins")
    static let standIns = PackagePaths.root.appendingPathComponent("Tests/PluginTests/StandIns")

    static func swiftFiles(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { directory.appendingPathComponent($0).path }
    }

    @Test(arguments: ["EndpointGeneratorPlugin", "GenerateEndpoints"])
    func pluginTypeChecksForSwiftPMAndWithItsXcodeAdapter(plugin: String) async throws {
        let api = try #require(PluginAPI.directory)
        let work = try ScratchDirectory.make("plugin-sources")
        defer { try? FileManager.default.removeItem(at: work) }
        let flags = ["-parse-as-library", "-swift-version", "6", "-I", api, "-package-description-version", "6.2"]
        let stub = try await SwiftToolchain.run("swiftc", ["-emit-module", "-module-name", "XcodeProjectPlugin"] + flags + [
            "-emit-module-path", work.appendingPathComponent("XcodeProjectPlugin.swiftmodule").path,
            Self.standIns.appendingPathComponent("XcodeProjectPlugin.swift").path,
        ])
        try #require(stub.status == 0, "the stand-in module does not compile:\n\(stub.output)")
        let sources = try Self.swiftFiles(in: Self.plugins.appendingPathComponent(plugin))
            + Self.swiftFiles(in: Self.plugins.appendingPathComponent("Shared"))
        // Both plugin directories reach the shared code through a `Shared` symbolic link.
        #expect(PackagePaths.exists(Self.plugins.appendingPathComponent("\(plugin)/Shared/TargetSetup.swift")))

        let swiftPM = try await SwiftToolchain.run("swiftc", ["-typecheck", "-warnings-as-errors"] + flags + sources)
        #expect(swiftPM.status == 0, "\(swiftPM.output)")
        let xcode = try await SwiftToolchain.run("swiftc", ["-typecheck", "-warnings-as-errors", "-I", work.path] + flags + sources)
        #expect(xcode.status == 0, "\(xcode.output)")
        // The adapter is really compiled in: a stand-in without the API it uses makes the type-check fail.
        let broken = try String(contentsOf: Self.standIns.appendingPathComponent("XcodeProjectPlugin.swift"), encoding: .utf8)
            .replacingOccurrences(of: "public let directoryURL: URL", with: "public let directoryPath: String")
        let brokenDirectory = work.appendingPathComponent("broken")
        try FileManager.default.createDirectory(at: brokenDirectory, withIntermediateDirectories: true)
        try Data(broken.utf8).write(to: brokenDirectory.appendingPathComponent("XcodeProjectPlugin.swift"))
        _ = try await SwiftToolchain.run("swiftc", ["-emit-module", "-module-name", "XcodeProjectPlugin"] + flags + [
            "-emit-module-path", brokenDirectory.appendingPathComponent("XcodeProjectPlugin.swiftmodule").path,
            brokenDirectory.appendingPathComponent("XcodeProjectPlugin.swift").path,
        ])
        let mismatch = try await SwiftToolchain.run("swiftc", ["-typecheck", "-I", brokenDirectory.path] + flags + sources)
        #expect(mismatch.status != 0)
        #expect(mismatch.output.contains("has no member 'directoryURL'"))
    }

    @Test func sharedPlanningDecidesTargetsBuildStepsCommandRunsAndTheToolCopy() async throws {
        let work = try ScratchDirectory.make("plugin-sources")
        defer { try? FileManager.default.removeItem(at: work) }
        let main = work.appendingPathComponent("main.swift")
        try FileManager.default.copyItem(at: Self.standIns.appendingPathComponent("PlanningDriver.swift"), to: main)
        let driver = work.appendingPathComponent("driver").path
        let build = try await SwiftToolchain.run(
            "swiftc", ["-swift-version", "6", "-warnings-as-errors", "-o", driver, main.path]
                + Self.swiftFiles(in: Self.plugins.appendingPathComponent("Shared")))
        try #require(build.status == 0, "\(build.output)")
        let root = work.appendingPathComponent("root")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let run = try await SwiftToolchain.run(driver, [root.path])
        #expect(run.status == 0)
        let expected = try String(contentsOf: Self.standIns.appendingPathComponent("PlanningDriver.expected"), encoding: .utf8)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in expected.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            #expect(index < lines.count && lines[index] == line, "line \(index + 1)")
        }
        #expect(run.output == expected)
    }
}

/// Where the toolchain keeps the PackagePlugin module plugins compile against.
enum PluginAPI {
    /// `<toolchain>/usr/lib/swift/pm/PluginAPI`, found from `swiftc` on `PATH`; `nil` when it is not there.
    static let directory: String? = {
        guard let swiftc = SwiftToolchain.executable(named: "swiftc") else { return nil }
        let usr = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        let directory = usr.appendingPathComponent("lib/swift/pm/PluginAPI")
        return PackagePaths.exists(directory.appendingPathComponent("PackagePlugin.swiftmodule")) ? directory.path : nil
    }()
}
