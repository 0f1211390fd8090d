import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-endpoints [generator options]`
///
/// Runs the generator in the package's directory, so it reads the package's `generator.yaml` (or `specs/`) and
/// writes into the repository (by default `Generated/`). Arguments pass through: `--check` exits non-zero when
/// the committed output is stale, `--diff` prints what would change.
@main
struct GenerateEndpoints: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try context.tool(named: "generator").url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw GenerateEndpointsError(status: process.terminationStatus)
        }
    }
}

/// The generator failed, or `--check` found stale output; its own messages were already printed.
struct GenerateEndpointsError: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "generator exited with status \(status)" }
}
