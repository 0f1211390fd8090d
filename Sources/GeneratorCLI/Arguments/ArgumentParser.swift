import EndpointSpec

/// Parses a command line against a ``ToolDescription``.
///
/// Rules, as in common tools:
/// - The first argument selects a command when it names one; otherwise the default command runs and the
///   first argument is parsed as part of it.
/// - `--name value` and `--name=value` give an option its value; `-n value` does the same for a short name.
///   A value may not look like an option (`--output --check` is a missing value); use `--output=--x` for that.
/// - An option may be given once unless it is repeatable; a flag given twice is the same as once.
/// - `--` ends the options: every later argument is positional. A lone `-` is positional (standard input).
/// - After a command name, `-h`/`--help` and `--version` anywhere before `--` win over everything else, including
///   errors (so `--help` can be added to any command line). Before one, they take at most one argument, a command
///   name (`generator --help lint`); anything else with them is a usage error, never silently ignored.
/// - A first argument that names no command, is no existing path and looks like a word rather than a path (no `/`,
///   no `.`) is a mistyped command (`generator lnit`): a usage error with a suggestion, not a spec path.
package struct ArgumentParser: Sendable {
    /// The tool whose command line is parsed.
    package let tool: ToolDescription
    /// Whether a path exists, to tell a mistyped command from the default command's positional argument.
    package let isExistingPath: @Sendable (String) -> Bool

    /// Creates a parser for a tool.
    /// - Parameters:
    ///   - tool: The description of the tool's commands, options and flags.
    ///   - isExistingPath: Whether a file or directory of that name exists (relative to the working directory);
    ///     a first argument that exists always goes to the default command.
    package init(tool: ToolDescription, isExistingPath: @escaping @Sendable (String) -> Bool = { _ in false }) {
        self.tool = tool
        self.isExistingPath = isExistingPath
    }

    /// Parses the arguments that follow the executable's name.
    /// - Parameter arguments: The arguments without `argv[0]` (`CommandLine.arguments.dropFirst()`).
    /// - Returns: The command to run with its values, or the help or version text to print.
    /// - Throws: ``UsageError`` for an unknown option, a missing or unexpected value, a repeated
    ///   non-repeatable option, or the wrong number of positional arguments.
    package func parse<Arguments: Collection<String>>(_ arguments: Arguments) throws(UsageError) -> ParseResult {
        var remaining = Array(arguments)[...]
        let formatter = HelpFormatter(tool: tool)
        let command: CommandDescription
        var commandWasNamed = false
        if let first = remaining.first, let named = tool.command(named: first) {
            command = named
            commandWasNamed = true
            remaining = remaining.dropFirst()
        } else if let fallback = tool.defaultCommand {
            command = fallback
        } else {
            return .help(formatter.toolHelp())
        }

        let beforeTerminator = remaining.prefix { $0 != "--" }
        let asksForHelp = beforeTerminator.contains { $0 == "-h" || $0 == "--help" }
        let asksForVersion = beforeTerminator.contains("--version")
        if !commandWasNamed, asksForHelp || asksForVersion {
            return try toolLevelHelpOrVersion(remaining, asksForHelp: asksForHelp, formatter: formatter)
        }
        if asksForHelp {
            return .help(formatter.commandHelp(command))
        }
        if asksForVersion {
            return .version(tool.version)
        }
        if !commandWasNamed, let first = remaining.first, first != "--" {
            try checkNotAMistypedCommand(first, formatter: formatter)
        }

        var state = CommandLineState(command: command, usage: formatter.usageText(command))
        try state.consume(remaining)
        try state.checkPositionals()
        return .run(
            ParsedCommand(
                commandName: command.name,
                optionValues: state.optionValues,
                flags: state.flags,
                positionals: state.positionals,
                usage: state.usage
            )
        )
    }
}

extension ArgumentParser {
    /// `generator --help`, `generator --help lint` (that command's help) or `generator --version`; any other
    /// argument beside them is a usage error.
    private func toolLevelHelpOrVersion(
        _ arguments: ArraySlice<String>, asksForHelp: Bool, formatter: HelpFormatter
    ) throws(UsageError) -> ParseResult {
        let others = arguments.filter { !["-h", "--help", "--version"].contains($0) }
        let usage = formatter.toolUsageText()
        if asksForHelp, others.count == 1, let named = tool.command(named: others[others.startIndex]) {
            return .help(formatter.commandHelp(named))
        }
        if let first = others.first {
            // `--help lint extra`: the command name is fine, what follows it is not.
            let extra = asksForHelp && others.count > 1 && tool.command(named: first) != nil ? others[1] : first
            let flag = asksForHelp ? "--help" : "--version"
            let hint = asksForHelp ? "; '\(tool.name) --help <subcommand>' shows one command's help" : ""
            if tool.command(named: extra) == nil, let mistyped = commandSuggestion(for: extra) {
                throw UsageError(message: "unknown command '\(extra)'; did you mean '\(mistyped)'?", usage: usage)
            }
            throw UsageError(message: "unexpected argument '\(extra)' with \(flag)\(hint)", usage: usage)
        }
        return asksForHelp ? .help(formatter.toolHelp()) : .version(tool.version)
    }

    /// Throws when the first argument is a word that names no command and no existing file (`generator lnit`).
    private func checkNotAMistypedCommand(_ first: String, formatter: HelpFormatter) throws(UsageError) {
        guard !first.hasPrefix("-"), !first.contains("/"), !first.contains("."), !isExistingPath(first) else { return }
        let usage = formatter.toolUsageText()
        if let suggestion = commandSuggestion(for: first) {
            throw UsageError(message: "unknown command '\(first)'; did you mean '\(suggestion)'?", usage: usage)
        }
        let names = tool.commands.map(\.name).joined(separator: ", ")
        throw UsageError(
            message: "'\(first)' is neither a command (\(names)) nor a spec file or directory", usage: usage)
    }

    /// The command name close enough to `typed` to be what was meant (see `closestName(to:among:)`), if any.
    private func commandSuggestion(for typed: String) -> String? {
        closestName(to: typed, among: tool.commands.map(\.name))
    }
}

/// The name in `names` nearest to `typed` when it is close enough to be a typo (edit distance at most 1, or up to
/// 2 for names of six characters or more); ties go to the alphabetically first.
private func closestName(to typed: String, among names: [String]) -> String? {
    names
        .map { (name: $0, distance: Suggestions.editDistance(typed, $0)) }
        .filter { $0.distance <= max(1, min(2, typed.count / 3)) }
        .min { ($0.distance, $0.name) < ($1.distance, $1.name) }?
        .name
}

/// The values collected while walking one command's arguments.
private struct CommandLineState {
    let command: CommandDescription
    let usage: String
    var optionValues: [String: [String]] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []

    init(command: CommandDescription, usage: String) {
        self.command = command
        self.usage = usage
    }

    func error(_ message: String) -> UsageError {
        UsageError(message: message, usage: usage)
    }

    mutating func consume(_ arguments: ArraySlice<String>) throws(UsageError) {
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                positionals.append(contentsOf: arguments[index...])
                return
            }
            guard looksLikeOption(argument) else {
                positionals.append(argument)
                continue
            }
            let (spelling, attachedValue) = split(argument)
            if let option = option(spelledAs: spelling) {
                let value: String
                if let attachedValue {
                    value = attachedValue
                } else if index < arguments.endIndex, !looksLikeOption(arguments[index]) {
                    value = arguments[index]
                    index += 1
                } else {
                    throw error("missing value for option '--\(option.name) <\(option.valueName)>'")
                }
                if !option.isRepeatable, optionValues[option.name] != nil {
                    throw error("option '--\(option.name)' was given more than once")
                }
                optionValues[option.name, default: []].append(value)
            } else if let flag = flag(spelledAs: spelling) {
                if attachedValue != nil {
                    throw error("flag '--\(flag.name)' does not take a value")
                }
                flags.insert(flag.name)
            } else {
                throw error(unknownOptionMessage(spelling))
            }
        }
    }

    mutating func checkPositionals() throws(UsageError) {
        guard let positional = command.positional else {
            if let first = positionals.first {
                throw error("unexpected argument '\(first)'")
            }
            return
        }
        switch positional.arity {
        case .one, .oneOrMore:
            if positionals.isEmpty {
                throw error("missing argument '<\(positional.name)>'")
            }
        case .optional, .zeroOrMore:
            break
        }
        switch positional.arity {
        case .one, .optional:
            if positionals.count > 1 {
                throw error("unexpected argument '\(positionals[1])'")
            }
        case .oneOrMore, .zeroOrMore:
            break
        }
    }

    /// Whether an argument is an option or flag spelling rather than a value: `-x`, `--name`, but not `-`.
    func looksLikeOption(_ argument: String) -> Bool {
        argument.hasPrefix("-") && argument != "-"
    }

    /// Splits `--name=value` into `("--name", "value")`; other arguments come back whole with no value.
    func split(_ argument: String) -> (spelling: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    func option(spelledAs spelling: String) -> OptionDescription? {
        command.options.first { matches(spelling, name: $0.name, shortName: $0.shortName) }
    }

    func flag(spelledAs spelling: String) -> FlagDescription? {
        command.flags.first { matches(spelling, name: $0.name, shortName: $0.shortName) }
    }

    func matches(_ spelling: String, name: String, shortName: Character?) -> Bool {
        if spelling == "--" + name {
            return true
        }
        if let shortName {
            return spelling == "-" + String(shortName)
        }
        return false
    }

    /// `unknown option '--ouput'`, with a suggestion when a known long name is close.
    func unknownOptionMessage(_ spelling: String) -> String {
        let message = "unknown option '\(spelling)'"
        guard spelling.hasPrefix("--") else {
            return message
        }
        let typed = String(spelling.dropFirst(2))
        let known = command.options.map(\.name) + command.flags.map(\.name) + ["help", "version"]
        guard let closest = closestName(to: typed, among: known) else {
            return message
        }
        return message + "; did you mean '--\(closest)'?"
    }
}
