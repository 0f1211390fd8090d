import GeneratorCLI

/// A tool shaped like the generator's command line, used by the parsing and help tests.
enum SampleTool {
    static let output = OptionDescription(
        "output",
        shortName: "o",
        valueName: "dir",
        help: "The directory generated files are written to."
    )
    static let templates = OptionDescription(
        "templates",
        valueName: "dir",
        help: "A directory of templates that override the default templates file by file.",
        isRepeatable: true
    )
    static let config = OptionDescription("config", valueName: "file", help: "The configuration file.")
    static let check = FlagDescription(
        "check",
        help: "Exit with status 1 instead of writing when a file would change."
    )
    static let diff = FlagDescription("diff", help: "Print what would change as a unified diff.")
    static let strict = FlagDescription("strict", shortName: "s", help: "Treat warnings as errors.")
    static let spec = PositionalDescription("spec", help: "The spec files to read.", arity: .oneOrMore)

    static let generate = CommandDescription(
        name: "generate",
        abstract: "Generate Swift sources from endpoint specs.",
        options: [output, templates],
        flags: [check, diff],
        positional: spec
    )
    static let lint = CommandDescription(
        name: "lint",
        abstract: "Check specs without writing anything.",
        options: [config],
        flags: [strict],
        positional: spec
    )
    static let tool = ToolDescription(
        name: "generator",
        abstract: "Generates a Swift networking layer from endpoint specs.",
        version: "1.0.0",
        commands: [generate, lint],
        defaultCommandName: "generate"
    )
    static let parser = ArgumentParser(tool: tool)

    /// Parses and returns the command to run, or `nil` when help or version text came back.
    static func command(_ arguments: [String]) throws(UsageError) -> ParsedCommand? {
        if case let .run(command) = try parser.parse(arguments) {
            return command
        }
        return nil
    }

    /// Parses arguments that must fail and returns the error's message.
    static func errorMessage(_ arguments: [String]) -> String? {
        do {
            _ = try parser.parse(arguments)
            return nil
        } catch {
            return error.message
        }
    }
}
