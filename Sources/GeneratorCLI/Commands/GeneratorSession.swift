import EndpointCodegen
import EndpointSpec
import Foundation
import PayloadCheck

/// One run of the generator: resolves configuration, runs the pipeline, and writes, checks or diffs output.
struct GeneratorSession {
    let directory: String
    let console: Console
    /// Whether the loaded config file sets `specs` (reported by `--print-plan` for the build plugin).
    private var configNamesSpecs = false
    /// The config file's `output`, resolved, when it sets one (reported by `--print-plan` for the command plugin).
    private var configOutput: String?

    init(directory: String, console: Console) {
        self.directory = directory
        self.console = console
    }

    /// `generator lint`: everything `generate` checks (specs, config selections, templates, code generation), with the
    /// same diagnostics, writing nothing.
    mutating func lint(_ options: LintOptions) -> Int32 {
        if let refusal = specsRootRefusal(options.source) { return refusal }
        guard var configuration = loadConfiguration(options.source) else { return 1 }
        if let templates = options.templates { configuration.templates = templates }
        let specPaths = options.source.specs.isEmpty ? configuration.specs : options.source.specs
        let result = pipeline(specPaths: specPaths, source: options.source, configuration: configuration).run()
        let failed = report(result.diagnostics)
        if !failed { console.out(Self.lintSummary(specs: result.specFiles.count, diagnostics: result.diagnostics)) }
        return failed ? 1 : 0
    }

    /// `--specs-root` must name a directory: a misspelled root would otherwise only surface as refused `uses:`
    /// entries, or not at all. Returns 64 (bad usage) after printing the error, or `nil` when the option is fine.
    private func specsRootRefusal(_ source: SourceOptions) -> Int32? {
        guard let root = source.specsRoot else { return nil }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: absolute(root), isDirectory: &isDirectory), isDirectory.boolValue {
            return nil
        }
        console.error("error: --specs-root '\(root)' is not a directory")
        return 64
    }

    /// The pipeline `generate` and `lint` both run.
    private func pipeline(specPaths: [String], source: SourceOptions, configuration: Configuration) -> GeneratorPipeline {
        GeneratorPipeline(
            specPaths: specPaths.map(absolute), specsRoots: specsRoots(specPaths: specPaths, source: source, configuration: configuration),
            templateDirectory: configuration.templates.map(absolute),
            options: configuration.options, selectionLocations: configuration.selectionLocations,
            writesStubs: configuration.stubs != nil,
            otherSelectableSpecs: selectableSpecFiles(source: source, configuration: configuration))
    }

    /// The spec files the config's `include` and `exclude` may name endpoints of, whatever specs this run is given:
    /// those of the config's `specs` (or the default directory) and of `--specs-root` (the build plugin's target).
    private func selectableSpecFiles(source: SourceOptions, configuration: Configuration) -> [String] {
        let options = configuration.options
        guard !options.includeEndpoints.isEmpty || !options.excludeEndpoints.isEmpty else { return [] }
        let paths = (configuration.specs + [source.specsRoot].compactMap { $0 }).map(absolute)
        return GenerationPlan.specFiles(paths.filter { FileManager.default.fileExists(atPath: $0) })
    }

    /// The directories the specs' `uses` entries must stay inside (spec format, "Sharing models"): each directory
    /// the run was given and the directory of each file given (`SpecLoader.specsRoots(of:)`), those of the config's
    /// `specs` when a config file sets it, and `--specs-root`.
    private func specsRoots(specPaths: [String], source: SourceOptions, configuration: Configuration) -> [String] {
        var paths = specPaths.map(absolute)
        if configNamesSpecs { paths += configuration.specs.map(absolute) }
        var roots = SpecLoader.specsRoots(of: paths)
        if let root = source.specsRoot.map(absolute), !roots.contains(root) { roots.append(root) }
        return roots
    }

    /// `generator lint`'s last line on success: `2 specs checked: 0 errors, 1 warning`.
    static func lintSummary(specs: Int, diagnostics: [Diagnostic]) -> String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        return "\(count(specs, "spec")) checked: \(count(errors, "error")), \(count(warnings, "warning"))"
    }

    /// `generator check-payload`: load one spec and check one JSON payload against one of its endpoints.
    /// Returns 0 when the payload fits (warnings allowed), 1 when it does not or the spec has errors.
    func checkPayload(_ options: CheckPayloadOptions) -> Int32 {
        var diagnostics = DiagnosticCollector()
        guard let api = SpecLoader.load(file: absolute(options.spec), diagnostics: &diagnostics) else {
            _ = report(diagnostics.sorted)
            return 1
        }
        // An example that does not fit is a spec error like any other, found before the payload is read.
        ExampleChecker.check(api, diagnostics: &diagnostics)
        guard !diagnostics.hasErrors else {
            _ = report(diagnostics.sorted)
            return 1
        }
        PayloadChecker.check(
            file: absolute(options.payload), endpoint: options.endpoint, side: options.side, in: api,
            diagnostics: &diagnostics)
        if report(diagnostics.sorted) { return 1 }
        console.out("\(options.payload) fits the \(options.side) of \(api.name).\(options.endpoint)")
        return 0
    }

    /// `generator [generate]`: the main job.
    mutating func generate(_ options: GenerateOptions) -> Int32 {
        if let refusal = specsRootRefusal(options.source) { return refusal }
        guard var configuration = loadConfiguration(options.source) else { return 1 }
        if let output = options.output {
            configuration.output = output
            configuration.outputLocation = nil
        }
        if let templates = options.templates { configuration.templates = templates }
        if let level = options.accessLevel { configuration.options.accessLevel = level }
        if let style = options.viewModelStyle { configuration.options.viewModelStyle = style }
        let specPaths = options.source.specs.isEmpty ? configuration.specs : options.source.specs
        if options.mode == .printPlan {
            // A spec path that names nothing would be planned as if it were a spec; the run itself refuses it.
            let missing = specPaths.filter { !FileManager.default.fileExists(atPath: absolute($0)) }
            if report(missing.map { .error(.unreadableFile, "cannot read spec file '\($0)': no such file", at: nil) }) {
                return 1
            }
            let plan = GenerationPlan(
                specPaths: specPaths.map(absolute), configuration: configuration, configNamesSpecs: configNamesSpecs,
                configOutput: configOutput.map(absolute), resolve: absolute)
            console.out(plan.json)
            return 0
        }

        if let planned = options.plannedFingerprint,
           let stale = stalePlanError(planned: planned, specPaths: specPaths, source: options.source, configuration: configuration) {
            _ = report([stale])
            return 1
        }
        if let stubs = options.stubs {
            configuration.stubs = stubs
            configuration.stubsLocation = nil
        }
        if options.skipsStubs { configuration.stubs = nil }
        let outputDirectory = absolute(configuration.output)
        let scope = options.isComplete ? .allGeneratedFiles : pruningScope(positionals: options.source.specs)
        // The team's files cannot be known without the specs (a missing one is created), so a run that writes them
        // always loads the specs.
        if options.mode == .write, configuration.stubs == nil, !options.writesOnlyStubs {
            let check = NoOpCheck(
                outputDirectory: outputDirectory, options: configuration.options,
                templateDirectory: configuration.templates.map(absolute), pruning: scope)
            if let unchanged = check.unchangedFileCount(specPaths: specPaths.map(absolute)) {
                return finishWrite(
                    OutputReport(created: [], modified: [], removed: [], unchangedCount: unchanged), options: options,
                    specPaths: specPaths, output: configuration.output)
            }
        }

        let result = pipeline(specPaths: specPaths, source: options.source, configuration: configuration).run()
        if report(result.diagnostics) { return 1 }
        if let stubs = configuration.stubs {
            _ = report(orphanedStubs(in: stubs, keeping: result.stubs, scope: scope))
        }

        let writer = OutputWriter(
            directory: URL(fileURLWithPath: outputDirectory), ownershipMarker: CodeGenerator.headerMarker)
        let files = Dictionary(result.files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        do {
            let plan = try writer.plan(for: files, pruning: scope)
            if options.mode == .check || options.mode == .diff {
                let prefix = diffPathPrefix(output: configuration.output)
                let diff = plan.unifiedDiff(pathPrefix: prefix)
                if !diff.isEmpty { console.out(diff) }
                if !options.isQuiet {
                    for line in plan.changeList(pathPrefix: prefix) { console.error(line) }
                }
                if options.mode == .check, plan.hasChanges {
                    console.error("error: \(configuration.output) is out of date; run the generator and commit the result")
                    return 1
                }
                return 0
            }
            // The team's files are planned before anything is written: a `stubs` that is a file (or has one in the
            // way) fails the run with the generated files untouched, not after they were written (review 26).
            let stubs = try planStubs(result.stubs, into: configuration.stubs)
            if options.writesOnlyStubs {
                try writeStubs(stubs, quiet: options.isQuiet)
                return 0
            }
            let status = finishWrite(try writer.apply(plan), options: options, specPaths: specPaths, output: configuration.output)
            try writeStubs(stubs, quiet: options.isQuiet)
            return status
        } catch {
            console.error(Self.located(error, at: settingLocation(of: error, configuration: configuration)))
            return 1
        }
    }

    /// Where the config file names the directory an output error is about: `output` when the output directory itself
    /// is unusable (a file is there, a file is where a directory above it goes, it cannot be created), `stubs` when
    /// the team's directory is; `nil` for a problem with one file, or a directory given on the command line.
    private func settingLocation(of error: OutputError, configuration: Configuration) -> SourceLocation? {
        func standardized(_ path: String) -> String { URL(fileURLWithPath: absolute(path)).standardizedFileURL.path }
        switch error {
        case .notADirectory: return configuration.outputLocation
        case .stubsNotADirectory: return configuration.stubsLocation
        case .directoryNotCreated(let path, _):
            if standardized(path) == standardized(configuration.output) { return configuration.outputLocation }
            if let stubs = configuration.stubs, standardized(path) == standardized(stubs) { return configuration.stubsLocation }
            return nil
        default: return nil
        }
    }

    /// `error: message`, preceded by `path:line:column: ` when the problem is a setting's.
    private static func located(_ error: OutputError, at location: SourceLocation?) -> String {
        guard let location else { return "error: \(error)" }
        return Diagnostic.error(.unusableOutputDirectory, error.description, at: location).description
    }

    /// The team's view model files to create in `directory` (`nil` when it is `nil`), with their writer.
    private func planStubs(
        _ stubs: [GeneratedFile], into directory: String?
    ) throws(OutputError) -> (writer: OutputWriter, plan: OutputPlan, directory: String)? {
        guard let directory else { return nil }
        let url = URL(fileURLWithPath: absolute(directory)).standardizedFileURL
        // A file where a directory above it should be (`notes.txt/Screens`) is found only when the directory is
        // created, after the generated files were written: look for it now.
        var ancestor = url.deletingLastPathComponent()
        while ancestor.path != "/", !FileManager.default.fileExists(atPath: ancestor.path) {
            ancestor = ancestor.deletingLastPathComponent()
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw .directoryNotCreated(url.path, reason: "'\(ancestor.path)' is not a directory")
        }
        let writer = OutputWriter(directory: url, ownershipMarker: CodeGenerator.stubMarker)
        do {
            let plan = try writer.planCreatingMissing(
                Dictionary(stubs.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first }))
            return (writer, plan, directory)
        } catch .notADirectory(let path) {
            throw .stubsNotADirectory(path)
        }
    }

    /// Creates the team-owned view model files that do not exist in their directory (none when `stubs` is `nil`);
    /// what is there is the team's and is never compared, rewritten or removed.
    private func writeStubs(
        _ stubs: (writer: OutputWriter, plan: OutputPlan, directory: String)?, quiet: Bool
    ) throws(OutputError) {
        guard let (writer, plan, directory) = stubs else { return }
        let report = try writer.apply(plan)
        guard !quiet else { return }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        for path in report.created { console.out("created \(prefix)\(path) (the team's file: edit it)") }
    }

    /// Warnings for the team-owned view model files in `directory` whose view model is gone: the file names its
    /// spec (`(messages.yaml).` ending its first line); those of specs in `scope` that this run gives no file are
    /// orphans, whose extension of a type that no longer exists will not compile.
    private func orphanedStubs(in directory: String, keeping stubs: [GeneratedFile], scope: PruningScope) -> [Diagnostic] {
        let kept = Set(stubs.map(\.path))
        let writer = OutputWriter(directory: URL(fileURLWithPath: absolute(directory)), ownershipMarker: CodeGenerator.stubMarker)
        guard let found = try? writer.files(withFirstLineStarting: CodeGenerator.stubMarker) else { return [] }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return found.compactMap { file in
            let line = file.firstLine.dropFirst(CodeGenerator.stubMarker.count)
            guard !kept.contains(file.path), line.hasSuffix(")."), let open = line.range(of: " (", options: .backwards)
            else { return nil }
            let name = line[..<open.lowerBound]
            let spec = line[open.upperBound...].dropLast(2)
            guard scope.includes(owner: String(spec)) else { return nil }
            return .warning(.orphanedViewModelFile,
                "\(spec) no longer declares view model \(name), which this file of the team's extends: move its code "
                    + "to the view model that replaces it (or delete the file); it no longer compiles",
                at: SourceLocation(file: prefix + file.path, line: 1, column: 1))
        }
    }

    /// The output directory as `--check` and `--diff` name it before each file, with a final `/`, however it was
    /// written (`/abs/path/Generated`, `sub/../Generated`): `OutputPath.diffPrefix(of:workingDirectory:)`.
    private func diffPathPrefix(output: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        let workingDirectory = Self.resolvingSymlinks(
            directory == "." ? current : directory.hasPrefix("/") ? directory : current + "/" + directory)
        let outputPath = Self.resolvingSymlinks(output.hasPrefix("/") ? output : workingDirectory + "/" + output)
        return OutputPath.diffPrefix(of: outputPath, workingDirectory: workingDirectory)
    }

    /// `path` with symbolic links in its existing leading part resolved (`/tmp` → `/private/tmp` on macOS), so that
    /// two spellings of one directory compare equal.
    private static func resolvingSymlinks(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// After writing (or finding nothing to write): the run log line and the summary.
    private func finishWrite(_ outcome: OutputReport, options: GenerateOptions, specPaths: [String], output: String) -> Int32 {
        do {
            if let runLog = options.runLog {
                try RunLog(path: URL(fileURLWithPath: absolute(runLog)).standardizedFileURL.path).append(specPaths: specPaths)
            }
        } catch {
            console.error("error: \(error)")
            return 1
        }
        if !options.isQuiet {
            console.out("\(output): \(outcome.summary)")
        }
        return 0
    }

    /// A run given only spec files owns only those specs' files; a run over the config's or default `specs`, or
    /// given a directory, owns every generated file in the output directory (see `PruningScope`).
    private func pruningScope(positionals: [String]) -> PruningScope {
        var names: Set<String> = []
        for path in positionals {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: absolute(path), isDirectory: &isDirectory), isDirectory.boolValue {
                return .allGeneratedFiles
            }
            names.insert(path.split(separator: "/").last.map(String.init) ?? path)
        }
        return names.isEmpty ? .allGeneratedFiles : .owners(names)
    }

    /// Prints diagnostics; returns whether any is an error.
    private func report(_ diagnostics: [Diagnostic]) -> Bool {
        for diagnostic in diagnostics { console.error(diagnostic.description) }
        return diagnostics.contains { $0.severity == .error }
    }

    /// The configuration from `--config`, or `generator.yaml` in the working directory, or the defaults.
    private mutating func loadConfiguration(_ source: SourceOptions) -> Configuration? {
        if source.ignoresConfig { return Configuration() }
        let explicit = source.config
        let path = explicit ?? SpecLoader.configFileName
        guard explicit != nil || FileManager.default.fileExists(atPath: absolute(path)) else { return Configuration() }
        var diagnostics = DiagnosticCollector()
        let configuration = Configuration.load(file: absolute(path), diagnostics: &diagnostics)
        if report(Array(diagnostics)) { return nil }
        // Whether the file sets the keys, not whether their values differ from the defaults: a config beside the
        // working directory given by a relative path resolves `specs: [specs]` to the default's very text.
        configNamesSpecs = configuration?.setsSpecs ?? false
        configOutput = configuration.flatMap { $0.setsOutput ? $0.output : nil }
        return configuration
    }

    /// The error of a build command run under a plan made before the config changed which files are generated, or
    /// `nil` when `planned` (`--planned`, from the plugin's `--print-plan`) is what the config plans now. SwiftPM reuses
    /// the build plan of a successful build without running the build plugin again until a file is added to or
    /// removed from the package, and editing `generator.yaml` is neither; the old plan's commands would then
    /// compile files that the run, reading the new config, no longer writes, or leave out a spec the config added
    /// (review 26). Nothing is written, so the error is the build's only message.
    private func stalePlanError(
        planned: String, specPaths: [String], source: SourceOptions, configuration: Configuration
    ) -> Diagnostic? {
        let plan = GenerationPlan(
            specPaths: specPaths.map(absolute), configuration: configuration, configNamesSpecs: configNamesSpecs,
            configOutput: configOutput.map(absolute), resolve: absolute)
        guard plan.specs.contains(where: { $0.plan != planned }) else { return nil }
        let config = source.ignoresConfig ? nil : source.config ?? SpecLoader.configFileName
        return .error(.stalePlan,
            "this build reuses a plan SwiftPM made before the config changed which files are generated (its specs, "
                + "outputs, file_names or model_files); SwiftPM runs the build plugin again only when a file is added "
                + "to or removed from the package: run `touch Package.swift` (or `swift package clean`) and build again",
            at: config.map { .start(of: $0) })
    }

    /// `path` made absolute against the working directory (paths in diagnostics stay as the user wrote them).
    private func absolute(_ path: String) -> String {
        if path.hasPrefix("/") || directory == "." { return path }
        return (directory.hasSuffix("/") ? directory : directory + "/") + path
    }
}
