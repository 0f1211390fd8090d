import EndpointCodegen
import EndpointSpec
import Foundation

/// One run of the generator: resolves configuration, runs the pipeline, and writes, checks or diffs output.
struct GeneratorSession {
    let directory: String
    let console: Console
    /// Whether the loaded config file sets `specs` (reported by `--print-plan` for the build plugin).
    private var configNamesSpecs = false

    init(directory: String, console: Console) {
        self.directory = directory
        self.console = console
    }

    /// `generator lint`: load and validate; print diagnostics.
    mutating func lint(_ command: ParsedCommand) -> Int32 {
        guard let configuration = loadConfiguration(command) else { return 1 }
        let specPaths = command.positionals.isEmpty ? configuration.specs : command.positionals
        let result = SpecLoader.load(paths: specPaths.map(absolute))
        return report(result.diagnostics.sorted) ? 1 : 0
    }

    /// `generator [generate]`: the main job.
    mutating func generate(_ command: ParsedCommand) -> Int32 {
        guard var configuration = loadConfiguration(command) else { return 1 }
        if let output = command.value(of: GeneratorTool.output) { configuration.output = output }
        if let templates = command.value(of: GeneratorTool.templates) { configuration.templates = templates }
        if let access = command.value(of: GeneratorTool.access) {
            guard let level = GeneratorOptions.AccessLevel(rawValue: access) else {
                return usage("unknown access level '\(access)'; expected public, internal or package", command)
            }
            configuration.options.accessLevel = level
        }
        if let style = command.value(of: GeneratorTool.viewModelStyle) {
            guard let parsed = GeneratorOptions.ViewModelStyle(rawValue: style) else {
                return usage("unknown view model style '\(style)'; expected observation, closure or combine", command)
            }
            configuration.options.viewModelStyle = parsed
        }
        let isCheck = command.isSet(GeneratorTool.check)
        let isDiff = command.isSet(GeneratorTool.diff)
        if isCheck && isDiff { return usage("--check and --diff cannot be used together", command) }
        let specPaths = command.positionals.isEmpty ? configuration.specs : command.positionals
        if command.isSet(GeneratorTool.printPlan) {
            let plan = GenerationPlan(
                specPaths: specPaths.map(absolute), configuration: configuration, configNamesSpecs: configNamesSpecs,
                resolve: absolute)
            console.out(plan.json)
            return 0
        }

        let pipeline = GeneratorPipeline(
            specPaths: specPaths.map(absolute), templateDirectory: configuration.templates.map(absolute),
            options: configuration.options)
        let result = pipeline.run()
        if report(result.diagnostics) { return 1 }

        let writer = OutputWriter(
            directory: URL(fileURLWithPath: absolute(configuration.output)), ownershipMarker: CodeGenerator.headerMarker)
        let files = Dictionary(result.files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        do {
            let plan = try writer.plan(for: files)
            let prefix = configuration.output.hasSuffix("/") ? configuration.output : configuration.output + "/"
            if isCheck || isDiff {
                let diff = plan.unifiedDiff(pathPrefix: prefix)
                if !diff.isEmpty { console.out(diff) }
                for line in plan.changeList(pathPrefix: prefix) { console.error(line) }
                if isCheck, plan.hasChanges {
                    console.error("error: \(configuration.output) is out of date; run the generator and commit the result")
                    return 1
                }
                return 0
            }
            let outcome = try writer.apply(plan)
            if let runLog = command.value(of: GeneratorTool.runLog) {
                try RunLog(path: absolute(runLog)).append(specPaths: specPaths)
            }
            if !command.isSet(GeneratorTool.quiet) {
                console.out("\(configuration.output): \(outcome.summary)")
            }
            return 0
        } catch {
            console.error("error: \(error)")
            return 1
        }
    }

    /// Prints diagnostics; returns whether any is an error.
    private func report(_ diagnostics: [Diagnostic]) -> Bool {
        for diagnostic in diagnostics { console.error(diagnostic.description) }
        return diagnostics.contains { $0.severity == .error }
    }

    private func usage(_ message: String, _ command: ParsedCommand) -> Int32 {
        console.error(UsageError(message: message, usage: command.usage).report)
        return UsageError.exitCode
    }

    /// The configuration from `--config`, or `generator.yaml` in the working directory, or the defaults.
    private mutating func loadConfiguration(_ command: ParsedCommand) -> Configuration? {
        if command.isSet(GeneratorTool.noConfig) { return Configuration() }
        let explicit = command.value(of: GeneratorTool.config)
        let path = explicit ?? "generator.yaml"
        guard explicit != nil || FileManager.default.fileExists(atPath: absolute(path)) else { return Configuration() }
        let (configuration, diagnostics) = Configuration.load(file: absolute(path))
        if report(diagnostics) { return nil }
        // A loaded config resolves its `specs` against its directory, so an unchanged default means the key is absent.
        configNamesSpecs = configuration.map { $0.specs != Configuration().specs } ?? false
        return configuration
    }

    /// `path` made absolute against the working directory (paths in diagnostics stay as the user wrote them).
    private func absolute(_ path: String) -> String {
        if path.hasPrefix("/") || directory == "." { return path }
        return (directory.hasSuffix("/") ? directory : directory + "/") + path
    }
}
