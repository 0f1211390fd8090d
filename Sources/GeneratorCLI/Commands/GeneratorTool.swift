import EndpointCodegen
import EndpointSpec
import Foundation

/// The `generator` command line: its commands, options and what each does.
///
/// `generator [generate] [<spec> ...] [--output <dir>] [--config <file>] [--templates <dir>] [--check | --diff]`
/// reads specs (default `specs/`), and writes Swift (default `Generated/`); `generator lint [<spec> ...]` reports
/// everything a run would from the same inputs and writes nothing; `generator check-payload <spec> <endpoint> <payload.json> [--request | --status <code>]` checks a JSON
/// payload against an endpoint (docs/payload-check.md). Exit status: 0 success, 1 spec/template errors or stale output
/// (`--check`), 64 bad usage (`EX_USAGE`: an unknown option or command, a missing or extra argument).
package enum GeneratorTool {
    package static let version = "0.1.0"

    static let output = OptionDescription("output", shortName: "o", valueName: "dir",
                                          help: "Where generated files go (default: Generated, or the config's output).")
    static let config = OptionDescription("config", valueName: "file",
                                          help: "A generator.yaml config file (default: ./generator.yaml when it exists).")
    static let templates = OptionDescription("templates", valueName: "dir",
                                             help: "Templates that replace the built-in ones file by file.")
    static let access = OptionDescription("access", valueName: "level",
                                          help: "Access level of generated declarations: public, internal or package.")
    static let viewModelStyle = OptionDescription("view-model-style", valueName: "style",
                                                  help: "observation (default), closure or combine.")
    static let check = FlagDescription("check", help: "Write nothing; print a diff and exit 1 when the output is stale.")
    static let diff = FlagDescription("diff", help: "Write nothing; print the diff of what would change.")
    static let quiet = FlagDescription("quiet", shortName: "q", help: "Print only diagnostics (and the diff of --check or --diff).")
    static let specsRoot = OptionDescription(
        "specs-root", valueName: "dir",
        help: "Another directory whose spec files the specs' uses may name (the build plugin passes the target's).")
    static let noConfig = FlagDescription("no-config", help: "Ignore ./generator.yaml; use the defaults and options.")
    static let printPlan = FlagDescription(
        "print-plan", help: "Write nothing; print as JSON the spec files, templates and output file names a run uses.")
    static let complete = FlagDescription(
        "complete",
        help: "The specs named are all of the output directory's: remove every generated file they do not produce.")
    static let stubs = OptionDescription(
        "stubs", valueName: "dir",
        help: "Write each view model's team-owned file here once (default: the config's stubs, else none).")
    static let noStubs = FlagDescription("no-stubs", help: "Write no team-owned view model file (the build plugin's runs).")
    static let stubsOnly = FlagDescription(
        "stubs-only", help: "Write only the team-owned view model files, not the generated ones.")
    static let planned = OptionDescription(
        "planned", valueName: "fingerprint",
        help: "The plan fingerprint --print-plan gave the spec (the build plugin passes it); fail if the config now plans other files.")
    static let runLog = OptionDescription("run-log", valueName: "file",
                                          help: "After each successful run, append one line to this file.")
    static let specs = PositionalDescription("spec", help: "Spec files or directories (default: specs).", arity: .zeroOrMore)

    static let lintCommand = "lint"
    static let importCommand = "import"
    static let inferCommand = "infer"

    static let importOutput = OptionDescription(
        "output", shortName: "o", valueName: "dir", help: "Where the spec files go (default: specs).")
    static let apiName = OptionDescription("api", valueName: "Name", help: "The api name (default: from the document's title).")
    static let splitBy = OptionDescription(
        "split-by", valueName: "tag", help: "tag: one spec per tag, sharing a spec of models only.")
    static let referencesRoot = OptionDescription(
        "references-root", valueName: "dir",
        help: "The directory the files the document's $refs name must lie in (default: the document's directory).")
    static let modelName = OptionDescription(
        "model", valueName: "Name", help: "The model's name (default: the first sample's file name, in the singular).")
    static let inferOutput = OptionDescription(
        "output", shortName: "o", valueName: "file", help: "The spec file to write (default: print it).")
    static let checkPayloadCommand = "check-payload"
    static let request = FlagDescription("request", help: "The payload is the endpoint's JSON request body.")
    static let status = OptionDescription("status", valueName: "code",
                                          help: "The payload is an error body with this status (100-599).")
    static let checkPayloadArguments = PositionalDescription(
        "spec> <endpoint> <payload.json", help: "A spec file, one of its endpoint names, and a JSON file.",
        arity: .exactly(3))

    static let description = ToolDescription(
        name: "generator",
        abstract: "Generates Swift networking code (models, requests, view models) from YAML endpoint specs.",
        version: version,
        commands: [
            CommandDescription(
                name: "generate",
                abstract: "Generate Swift from specs (the default command).",
                options: [output, config, templates, access, viewModelStyle, stubs, runLog, specsRoot, planned],
                flags: [check, diff, quiet, noConfig, printPlan, complete, noStubs, stubsOnly],
                positional: specs),
            CommandDescription(
                name: lintCommand,
                abstract: "Report every problem generate would (specs, config, templates, generated names); write nothing.",
                options: [config, templates, specsRoot],
                flags: [noConfig],
                positional: specs),
            CommandDescription(
                name: importCommand,
                abstract: "Convert an OpenAPI 3.0, 3.1 or 3.2 document (YAML or JSON) into spec files (docs/import.md).",
                options: [importOutput, apiName, splitBy, referencesRoot],
                positional: PositionalDescription("document", help: "The OpenAPI document.", arity: .one)),
            CommandDescription(
                name: inferCommand,
                abstract: "Write a model spec inferred from JSON samples (docs/import.md).",
                options: [modelName, apiName, inferOutput],
                positional: PositionalDescription("sample", help: "JSON files with samples of one payload.", arity: .oneOrMore)),
            CommandDescription(
                name: checkPayloadCommand,
                abstract: "Check a JSON payload against an endpoint of a spec; write nothing.",
                discussion: """
                    Reports every value the generated models would not decode, as payload.json:line:column with \
                    its JSON path. Without --request or --status the payload is the 2xx response (unwrapped from \
                    the spec's envelope). Exit status: 0 it fits, 1 it does not, 64 bad usage.
                    """,
                options: [status],
                flags: [request],
                positional: checkPayloadArguments),
        ],
        defaultCommandName: "generate")

    /// Runs the tool with `arguments` (without the executable name), printing to `console`.
    /// Relative paths are resolved against `directory` (`.`: the working directory, and diagnostics show
    /// paths as typed). Returns the process exit status.
    package static func run(_ arguments: [String], in directory: String = ".", console: Console = .standard) -> Int32 {
        let command: GeneratorCommand
        do {
            let parser = ArgumentParser(tool: description) { path in
                FileManager.default.fileExists(atPath: path.hasPrefix("/") || directory == "." ? path : directory + "/" + path)
            }
            switch try parser.parse(arguments) {
            case .help(let text), .version(let text):
                console.out(text)
                return 0
            case .run(let parsed):
                command = try GeneratorCommand(parsed)
            }
        } catch {
            console.error(error.report)
            return UsageError.exitCode
        }
        var session = GeneratorSession(directory: directory, console: console)
        switch command {
        case .generate(let options): return session.generate(options)
        case .lint(let options): return session.lint(options)
        case .importDocument(let options): return ImportCommands(directory: directory, console: console).importDocument(options)
        case .infer(let options): return ImportCommands(directory: directory, console: console).infer(options)
        case .checkPayload(let options): return session.checkPayload(options)
        }
    }
}

/// Where the tool prints: normal output and diagnostics.
package struct Console: Sendable {
    package var out: @Sendable (String) -> Void
    package var error: @Sendable (String) -> Void

    package init(out: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void) {
        self.out = out
        self.error = error
    }

    /// Standard output and standard error, each message followed by a newline.
    package static let standard = Console(
        out: { text in FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8)) },
        error: { text in FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8)) })
}
