import Foundation
import PackagePlugin

/// The build-tool plugin: generates Swift from a target's endpoint specs on every `swift build` that needs it.
///
/// Specs are the `*.yaml`/`*.yml` files in the target's directory (except `generator.yaml`) and the specs named by
/// the `specs` key of a `generator.yaml` in the target's directory, which also sets access level, view model style,
/// outputs, templates and endpoint filters. There is one build command per spec, whose inputs are the spec, the
/// config and the override templates and whose outputs are the spec's generated files, so SwiftPM runs the
/// generator only for specs whose inputs changed. Spec errors appear in the build as `path:line:column: error:`.
@main
struct EndpointGeneratorPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let generator = try context.tool(named: "generator").url
        let setup = TargetSetup(directory: target.directoryURL, files: target.sourceFiles.map(\.url))
        guard setup.config != nil || !setup.specs.isEmpty else {
            Diagnostics.warning("EndpointGeneratorPlugin: target '\(target.name)' has no spec files and no generator.yaml")
            return []
        }
        let plan = try GenerationPlan.ask(generator, arguments: setup.planArguments, in: setup.directory)
        let specs = plan.specsToGenerate(targetSpecsGiven: !setup.specs.isEmpty)
        try OutputNames.checkUnique(specs)

        var commands: [Command] = []
        for spec in specs {
            let stem = URL(fileURLWithPath: spec.path).deletingPathExtension().lastPathComponent
            let outputDirectory = context.pluginWorkDirectoryURL.appending(path: stem)
            var arguments = [spec.path, "--output", outputDirectory.path, "--quiet",
                             "--run-log", outputDirectory.path + ".runs"]
            arguments += setup.configArguments
            commands.append(.buildCommand(
                displayName: "Generating endpoints from \(URL(fileURLWithPath: spec.path).lastPathComponent)",
                executable: generator,
                arguments: arguments,
                inputFiles: [URL(fileURLWithPath: spec.path)] + setup.configFiles + plan.templates.map { URL(fileURLWithPath: $0) },
                outputFiles: spec.outputs.map { outputDirectory.appending(path: $0) }))
        }
        return commands
    }
}
