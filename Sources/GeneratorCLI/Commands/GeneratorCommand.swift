import EndpointCodegen
import PayloadCheck

/// A `generator` command line, read into typed values once, right after parsing.
///
/// ``ArgumentParser`` knows only option spellings and strings (``ParsedCommand``); this is the one place that turns
/// them into what the commands use, and the one place that rejects values the parser cannot know about
/// (an unknown access level, `--check` together with `--diff`).
package enum GeneratorCommand: Sendable, Equatable {
    /// `generator [generate] ...`
    case generate(GenerateOptions)
    /// `generator lint ...`
    case lint(LintOptions)
    /// `generator import <document> ...`
    case importDocument(ImportOptions)
    /// `generator infer <sample> ...`
    case infer(InferOptions)
    /// `generator check-payload <spec> <endpoint> <payload.json> [--request | --status <code>]`
    case checkPayload(CheckPayloadOptions)

    /// Reads the values of a parsed `generator` command line.
    /// - Parameter command: The parser's result for ``GeneratorTool``'s description.
    /// - Throws: ``UsageError`` (exit status 64) for a value no option accepts.
    package init(_ command: ParsedCommand) throws(UsageError) {
        if command.value(of: GeneratorTool.config) != nil, command.isSet(GeneratorTool.noConfig) {
            throw UsageError(message: "--config and --no-config cannot be used together", usage: command.usage)
        }
        let source = SourceOptions(
            specs: command.positionals, config: command.value(of: GeneratorTool.config),
            ignoresConfig: command.isSet(GeneratorTool.noConfig), specsRoot: command.value(of: GeneratorTool.specsRoot))
        if command.commandName == GeneratorTool.checkPayloadCommand {
            self = .checkPayload(try CheckPayloadOptions(command))
        } else if command.commandName == GeneratorTool.importCommand {
            self = .importDocument(try ImportOptions(command))
        } else if command.commandName == GeneratorTool.inferCommand {
            self = .infer(try InferOptions(command))
        } else if command.commandName == GeneratorTool.lintCommand {
            self = .lint(LintOptions(source: source, templates: command.value(of: GeneratorTool.templates)))
        } else {
            self = .generate(try GenerateOptions(command, source: source))
        }
    }
}

/// Where specs and settings come from; shared by `generate` and `lint`.
package struct SourceOptions: Sendable, Equatable {
    /// Spec files or directories from the command line; empty means the config's `specs`.
    package var specs: [String] = []
    /// `--config <file>`.
    package var config: String?
    /// `--no-config`: ignore `./generator.yaml`.
    package var ignoresConfig = false
    /// `--specs-root <dir>`: a directory the specs' `uses` entries may name files in, besides the run's own specs
    /// roots (spec format, "Sharing models").
    package var specsRoot: String?

    package init(specs: [String] = [], config: String? = nil, ignoresConfig: Bool = false, specsRoot: String? = nil) {
        self.specs = specs
        self.config = config
        self.ignoresConfig = ignoresConfig
        self.specsRoot = specsRoot
    }
}

/// The values of `generator lint`.
package struct LintOptions: Sendable, Equatable {
    package var source: SourceOptions
    /// `--templates <dir>`; `nil` keeps the config's. Template problems are reported as `generate` would.
    package var templates: String?

    package init(source: SourceOptions = SourceOptions(), templates: String? = nil) {
        self.source = source
        self.templates = templates
    }
}

/// The values of `generator check-payload`.
package struct CheckPayloadOptions: Sendable, Equatable {
    package var spec: String
    package var endpoint: String
    package var payload: String
    package var side: PayloadSide

    package init(spec: String, endpoint: String, payload: String, side: PayloadSide = .response) {
        self.spec = spec
        self.endpoint = endpoint
        self.payload = payload
        self.side = side
    }

    init(_ command: ParsedCommand) throws(UsageError) {
        guard command.positionals.count == 3 else {
            throw UsageError(
                message: "expected a spec, an endpoint name and a payload file; got \(counted(command.positionals.count, "argument"))",
                usage: command.usage)
        }
        spec = command.positionals[0]
        endpoint = command.positionals[1]
        payload = command.positionals[2]
        side = .response
        if let text = command.value(of: GeneratorTool.status) {
            guard let status = Int(text), (100...599).contains(status) else {
                throw UsageError(message: "--status takes an HTTP status from 100 to 599, not '\(text)'", usage: command.usage)
            }
            // A 2xx body is the response, which the client never reads as an error model (review 31: `--status 200`
            // checked it against the `default` error rule's model and said it fit).
            guard !(200...299).contains(status) else {
                throw UsageError(
                    message: "--status takes an error status (outside 200–299, as an error example's); \(status) is a "
                        + "success status, whose body is the response: leave out --status",
                    usage: command.usage)
            }
            guard !command.isSet(GeneratorTool.request) else {
                throw UsageError(message: "--request and --status cannot be used together", usage: command.usage)
            }
            side = .errorStatus(status)
        } else if command.isSet(GeneratorTool.request) {
            side = .requestBody
        }
    }
}

/// The values of `generator [generate]`.
package struct GenerateOptions: Sendable, Equatable {
    /// What a run does with the generated files.
    package enum Mode: Sendable, Equatable {
        /// Write the files (the default).
        case write
        /// `--check`: write nothing; print a diff and fail when the output is stale.
        case check
        /// `--diff`: write nothing; print the diff.
        case diff
        /// `--print-plan`: write nothing; print the inputs and outputs as JSON.
        case printPlan
    }

    package var source = SourceOptions()
    /// `--output <dir>`; `nil` keeps the config's.
    package var output: String?
    /// `--templates <dir>`; `nil` keeps the config's.
    package var templates: String?
    /// `--access <level>`; `nil` keeps the config's.
    package var accessLevel: GeneratorOptions.AccessLevel?
    /// `--view-model-style <style>`; `nil` keeps the config's.
    package var viewModelStyle: GeneratorOptions.ViewModelStyle?
    package var mode = Mode.write
    /// `--quiet`: print only diagnostics.
    package var isQuiet = false
    /// `--run-log <file>`.
    package var runLog: String?
    /// `--planned <fingerprint>`: the fingerprint `--print-plan` gave the spec when the build plugin planned this
    /// run; `nil` outside the build plugin.
    package var plannedFingerprint: String?
    /// `--complete`: the specs named are the output directory's complete set, so every generated file they do not
    /// produce is removed (see `PruningScope`).
    package var isComplete = false
    /// `--stubs <dir>`: where the team-owned view model files are written once; `nil` keeps the config's `stubs`.
    package var stubs: String?
    /// `--no-stubs`: write no team-owned file, whatever the config says (the build plugin's runs, which must not
    /// write into the package's sources).
    package var skipsStubs = false
    /// `--stubs-only`: write only the team-owned view model files (the command plugin's runs for targets whose code
    /// the build plugin generates).
    package var writesOnlyStubs = false

    package init() {}

    init(_ command: ParsedCommand, source: SourceOptions) throws(UsageError) {
        self.source = source
        output = command.value(of: GeneratorTool.output)
        templates = command.value(of: GeneratorTool.templates)
        runLog = command.value(of: GeneratorTool.runLog)
        plannedFingerprint = command.value(of: GeneratorTool.planned)
        isQuiet = command.isSet(GeneratorTool.quiet)
        isComplete = command.isSet(GeneratorTool.complete)
        stubs = command.value(of: GeneratorTool.stubs)
        skipsStubs = command.isSet(GeneratorTool.noStubs)
        writesOnlyStubs = command.isSet(GeneratorTool.stubsOnly)
        if stubs != nil, skipsStubs {
            throw UsageError(message: "--stubs and --no-stubs cannot be used together", usage: command.usage)
        }
        if writesOnlyStubs, skipsStubs {
            throw UsageError(message: "--stubs-only and --no-stubs cannot be used together", usage: command.usage)
        }
        if let access = command.value(of: GeneratorTool.access) {
            guard let level = GeneratorOptions.AccessLevel(rawValue: access) else {
                throw UsageError(
                    message: "unknown access level '\(access)'; expected public, internal or package", usage: command.usage)
            }
            accessLevel = level
        }
        if let style = command.value(of: GeneratorTool.viewModelStyle) {
            guard let parsed = GeneratorOptions.ViewModelStyle(rawValue: style) else {
                throw UsageError(
                    message: "unknown view model style '\(style)'; expected observation, closure or combine",
                    usage: command.usage)
            }
            viewModelStyle = parsed
        }
        let modes = [(GeneratorTool.check, Mode.check), (GeneratorTool.diff, .diff), (GeneratorTool.printPlan, .printPlan)]
            .filter { command.isSet($0.0) }
        if modes.count > 1 {
            throw UsageError(
                message: Self.listed(modes.map { "--" + $0.0.name }) + " cannot be used together",
                usage: command.usage)
        }
        mode = modes.first?.1 ?? .write
    }

    /// `a and b`, `a, b and c`.
    private static func listed(_ items: [String]) -> String {
        items.count <= 2 ? items.joined(separator: " and ") : items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}
