import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-endpoints [--target NAME ...] [generator options]`
///
/// Runs the generator for the package (its `generator.yaml`, or `specs/` → `Generated/`) and for every target with
/// endpoint specs or a `generator.yaml`, or only the targets `--target` names; see `CommandRuns` (Shared/) for the
/// rules and docs/plugins.md for the workflow. `--check` exits non-zero when committed output is stale, `--diff`
/// prints what would change. The planning is shared with the Xcode command below; this file only adapts the
/// package's description to it.
@main
struct GenerateEndpoints: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        // Test targets are left out unless named: their YAML files are fixtures more often than specs.
        var extractor = ArgumentExtractor(arguments)
        let named = Set(extractor.extractOption(named: "target"))
        let targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
            .filter { $0.kind != .test || named.contains($0.name) }
            .map { TargetSetup.package(name: $0.name, directory: $0.directoryURL, files: $0.sourceFiles.map(\.url)) }
        try CommandRunner.perform(
            generator: context.tool(named: "generator").url, arguments: arguments,
            packageDirectory: context.package.directoryURL, targets: targets)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same command on an Xcode project (File > Packages, or the project's context menu): Xcode passes the targets
/// the user selected as `--target NAME` arguments. A target's specs and `generator.yaml` are its member files.
extension GenerateEndpoints: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let project = context.xcodeProject
        let targets = project.targets.map {
            TargetSetup.xcode(name: $0.displayName, projectDirectory: project.directoryURL, files: $0.inputFiles.map(\.url))
        }
        try CommandRunner.perform(
            generator: context.tool(named: "generator").url, arguments: arguments,
            packageDirectory: project.directoryURL, targets: targets)
    }
}
#endif
