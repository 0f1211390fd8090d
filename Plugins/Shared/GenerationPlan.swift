import Foundation

/// The generator's answer to `--print-plan` (see `GenerationPlan` in Sources/GeneratorCLI/Commands): spec files
/// and the names of the files each produces. The plugins never derive file names themselves, so they always match
/// what the generator writes (`GeneratorOptions.fileName(stem:output:)`, which applies the config's `file_names` pattern).
struct GenerationPlan: Decodable, Equatable {
    struct Spec: Decodable, Equatable {
        var path: String
        var outputs: [String]
        /// The generator's fingerprint of what the spec's build command is planned with (its outputs and the
        /// config's specs), passed back to it with `--planned` so that a command SwiftPM runs under a plan made
        /// before the config changed fails with the fix rather than compiling files that are no longer written.
        var plan: String? = nil
    }

    var specs: [Spec]
    var configNamesSpecs: Bool
    var configSpecs: [Spec]
    var templates: [String]
    /// The config's `templates` directory, resolved, when it sets one.
    var templatesDirectory: String? = nil
    /// The config's `output`, resolved, when it sets one.
    var configOutput: String?
    /// The `.json` files under the config's `specs` entries, when there are any: the example files of specs kept
    /// outside the target are among them (``BuildStep/steps(for:plan:workDirectory:)`` makes them inputs).
    var configJSONFiles: [String]? = nil

    /// The target's own specs (when it has any) followed by the config's specs, each once.
    func specsToGenerate(targetSpecsGiven: Bool) -> [Spec] {
        var seen: Set<String> = []
        let all = (targetSpecsGiven ? specs : []) + configSpecs
        return all.filter { seen.insert(URL(fileURLWithPath: $0.path).standardizedFileURL.path).inserted }
    }

    /// Runs `generator <setup.planArguments>` in the target's directory and decodes its plan.
    /// - Throws: ``PluginError/generatorFailed(status:messages:)`` with the generator's diagnostics (config errors
    ///   as `path:line:column: error: message` lines) when it exits non-zero.
    static func ask(_ generator: URL, for setup: TargetSetup) throws -> GenerationPlan {
        let process = Process()
        process.executableURL = generator
        process.arguments = setup.planArguments
        process.currentDirectoryURL = setup.directory
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // The plan is one line and config errors are a few; reading one pipe after the other cannot fill either.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PluginError.generatorFailed(
                status: process.terminationStatus, messages: errorText.split(separator: "\n").map(String.init))
        }
        return try JSONDecoder().decode(GenerationPlan.self, from: outputData)
    }
}
