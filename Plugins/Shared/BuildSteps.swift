import Foundation

/// One build command of the build-tool plugin, as plain data: the SwiftPM and Xcode adapters turn each into
/// `Command.buildCommand(displayName:executable:arguments:inputFiles:outputFiles:)`.
struct BuildStep: Equatable {
    var displayName: String
    var arguments: [String]
    /// ``inputsVariable`` with a digest of ``inputFiles``' paths.
    var environment: [String: String]
    var inputFiles: [URL]
    var outputFiles: [URL]

    /// The environment variable that carries a digest of a step's input file paths. The build system reruns a
    /// command whose arguments or environment changed, or one of whose inputs did; a file that leaves or joins the
    /// inputs (an override template removed from, or added to, the config's `templates` directory) changes neither,
    /// so without the digest the generator would not run and the old output would stay. The generator ignores it.
    static let inputsVariable = "ENDPOINT_GENERATOR_INPUTS"

    /// A 64-bit FNV-1a digest of `files`' paths in order, in hexadecimal: it changes when a path is added, removed
    /// or renamed, not when a file's contents change (the build system compares those itself); 16 digits.
    static func inputsDigest(_ files: [URL]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in files.map(\.path).joined(separator: "\n").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// One step per spec of the target (its own specs, then the config's), each writing into
    /// `<workDirectory>/<spec stem>/` and logging its runs to `<workDirectory>/<spec stem>.runs`.
    ///
    /// A step's inputs are the spec, the other specs of the run, the config, the target's JSON files and those under
    /// the config's `specs` entries (``GenerationPlan/configJSONFiles``), the override templates and their
    /// directory, and its outputs the spec's files as the generator names them, so the build system reruns the
    /// generator when any of them changed. The other specs are inputs because a spec's `uses:` may
    /// name any of them (they share models), and the JSON files because its example files (`example_file`,
    /// `response_file`, …), which the mocks are made from, are among them; the plugin does not read YAML, and the
    /// generator's own no-op check (the input fingerprint on each file's second line, which covers used specs and
    /// example files) makes a rerun whose own inputs did not change write nothing. The list of inputs itself is in
    /// the environment (``inputsVariable``), so a template or JSON file added or removed reruns the generator too.
    /// - Throws: ``PluginError/outputClash(name:specs:)`` when two specs would write one file name.
    static func steps(for setup: TargetSetup, plan: GenerationPlan, workDirectory: URL) throws -> [BuildStep] {
        let specs = plan.specsToGenerate(targetSpecsGiven: !setup.specs.isEmpty)
        try checkUniqueOutputs(specs)
        let specURLs = specs.map { URL(fileURLWithPath: $0.path) }
        // The target's JSON files, then those beside the config's specs outside the target (`specs: [../../specs]`),
        // each once.
        var seenJSON = Set(setup.jsonFiles.map { $0.standardizedFileURL.path })
        let jsonFiles = setup.jsonFiles + (plan.configJSONFiles ?? []).map { URL(fileURLWithPath: $0) }
            .filter { seenJSON.insert($0.standardizedFileURL.path).inserted }
        return specs.map { spec in
            let specURL = URL(fileURLWithPath: spec.path)
            let otherSpecs = specURLs.filter { $0 != specURL }
            let stem = specURL.deletingPathExtension().lastPathComponent
            let outputDirectory = workDirectory.appending(path: stem)
            // The templates directory itself too: adding a file to it changes the directory (its modification
            // time), and the build system may reuse its build plan, with the commands of before, when no file of
            // the package's targets changed.
            let inputFiles = [specURL] + otherSpecs + setup.configFiles + jsonFiles
                + plan.templates.map { URL(fileURLWithPath: $0) }
                + (plan.templatesDirectory.map { [URL(fileURLWithPath: $0, isDirectory: true)] } ?? [])
            return BuildStep(
                displayName: "Generating endpoints from \(specURL.lastPathComponent)",
                // A build command must not write into the package's sources: the team's view model files (the
                // config's `stubs`) are written by the command plugin.
                arguments: [spec.path, "--output", outputDirectory.path, "--quiet", "--no-stubs", "--run-log",
                            outputDirectory.path + ".runs"] + setup.configArguments + setup.specsRootArguments
                    + (spec.plan.map { ["--planned", $0] } ?? []),
                environment: [inputsVariable: inputsDigest(inputFiles)],
                inputFiles: inputFiles,
                outputFiles: spec.outputs.map { outputDirectory.appending(path: $0) })
        }
    }

    /// Output file names must be unique within a module: two specs whose names differ only in separators or case
    /// (`foo-bar.yaml`, `foo_bar.yaml`) would produce the same files.
    private static func checkUniqueOutputs(_ specs: [GenerationPlan.Spec]) throws {
        var owner: [String: String] = [:]
        for spec in specs {
            for name in spec.outputs {
                if let other = owner[name] { throw PluginError.outputClash(name: name, specs: [other, spec.path]) }
                owner[name] = spec.path
            }
        }
    }
}
