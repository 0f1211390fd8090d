import Foundation
import PackagePlugin

/// The build-tool plugin: generates Swift from a target's endpoint specs on every build that needs it.
///
/// Specs are the target's `*.yaml`/`*.yml` files (except `generator.yaml`) and the specs named by the `specs` key
/// of its `generator.yaml`, which also sets access level, view model style, outputs, templates and endpoint
/// filters. There is one build command per spec (`BuildStep`, Shared/), whose inputs are the spec, the config and
/// the override templates and whose outputs are the spec's generated files, so the build system runs the generator
/// only for specs whose inputs changed. Spec errors appear in the build as `path:line:column: error:`.
/// The SwiftPM and Xcode entry points below only adapt their target descriptions to `TargetSetup`.
@main
struct EndpointGeneratorPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let setup = TargetSetup.package(name: target.name, directory: target.directoryURL, files: target.sourceFiles.map(\.url))
        return try Self.commands(
            for: setup, generator: context.tool(named: "generator").url, workDirectory: context.pluginWorkDirectoryURL)
    }

    /// The build commands for one target, whichever build system describes it.
    static func commands(for setup: TargetSetup, generator: URL, workDirectory: URL) throws -> [Command] {
        guard setup.hasSpecsOrConfig else {
            Diagnostics.warning("EndpointGeneratorPlugin: target '\(setup.name)' has no spec files and no \(TargetSetup.configName)")
            return []
        }
        let plan: GenerationPlan
        do {
            plan = try GenerationPlan.ask(generator, for: setup)
        } catch PluginError.generatorFailed(let status, let messages) {
            PluginDiagnostic.report(messages)
            throw PluginError.generatorFailed(status: status, messages: [])
        }
        let executable = try StableToolCopy.copy(of: generator, into: workDirectory.appending(path: ".tool"))
        return try BuildStep.steps(for: setup, plan: plan, workDirectory: workDirectory).map { step in
            .buildCommand(
                displayName: step.displayName, executable: executable, arguments: step.arguments,
                environment: step.environment, inputFiles: step.inputFiles, outputFiles: step.outputFiles)
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same plugin on an Xcode app target (Build Phases > Run Build Tool Plug-ins). Xcode targets have no
/// directory: the specs and `generator.yaml` are the target's member files.
extension EndpointGeneratorPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let setup = TargetSetup.xcode(
            name: target.displayName, projectDirectory: context.xcodeProject.directoryURL,
            files: target.inputFiles.map(\.url))
        return try Self.commands(
            for: setup, generator: context.tool(named: "generator").url, workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
