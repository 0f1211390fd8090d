import Foundation
import PackagePlugin

/// The generator's answer to `--print-plan` (see `GenerationPlan` in Sources/GeneratorCLI/Commands): spec files
/// and the names of the files each produces. The plugin never derives file names itself, so they always match
/// what the generator writes (`GeneratorOptions.fileName(stem:output:)`, which applies the config's `file_names` pattern).
struct GenerationPlan: Decodable {
    struct Spec: Decodable {
        var path: String
        var outputs: [String]
    }

    var specs: [Spec]
    var configNamesSpecs: Bool
    var configSpecs: [Spec]
    var templates: [String]

    /// The target's own specs (when it has any) followed by the config's specs, each once.
    func specsToGenerate(targetSpecsGiven: Bool) -> [Spec] {
        var seen: Set<String> = []
        let all = (targetSpecsGiven ? specs : []) + configSpecs
        return all.filter { seen.insert(URL(fileURLWithPath: $0.path).standardizedFileURL.path).inserted }
    }

    /// Runs `generator <arguments>` in `directory` and decodes its plan; config errors become diagnostics.
    static func ask(_ generator: URL, arguments: [String], in directory: URL) throws -> GenerationPlan {
        let process = Process()
        process.executableURL = generator
        process.arguments = arguments
        process.currentDirectoryURL = directory
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
            for line in errorText.split(separator: "\n") { PluginDiagnostic.report(String(line)) }
            throw PluginError.generatorFailed(status: process.terminationStatus)
        }
        return try JSONDecoder().decode(GenerationPlan.self, from: outputData)
    }
}
