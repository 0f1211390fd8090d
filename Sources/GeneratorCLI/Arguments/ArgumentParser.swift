/// Parses a command line against a ``ToolDescription``.
///
/// Rules, as in common tools:
/// - The first argument selects a command when it names one; otherwise the default command runs and the
///   first argument is parsed as part of it.
/// - `--name value` and `--name=value` give an option its value; `-n value` does the same for a short name.
///   A value may not look like an option (`--output --check` is a missing value); use `--output=--x` for that.
/// - An option may be given once unless it is repeatable; a flag given twice is the same as once.
/// - `--` ends the options: every later argument is positional. A lone `-` is positional (standard input).
/// - `-h`/`--help` and `--version` anywhere before `--` win over everything else, including errors.
package struct ArgumentParser: Sendable {
    /// The tool whose command line is parsed.
    package let tool: ToolDescription

    /// Creates a parser for a tool.
    /// - Parameter tool: The description of the tool's commands, options and flags.
    package init(tool: ToolDescription) {
        self.tool = tool
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
        if beforeTerminator.contains(where: { $0 == "-h" || $0 == "--help" }) {
            return .help(commandWasNamed ? formatter.commandHelp(command) : formatter.toolHelp())
        }
        if beforeTerminator.contains("--version") {
            return .version(tool.version)
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
        let closest = known
            .map { (name: $0, distance: editDistance(typed, $0)) }
            .filter { $0.distance <= max(1, min(2, typed.count / 3)) }
            .min { ($0.distance, $0.name) < ($1.distance, $1.name) }
        guard let closest else {
            return message
        }
        return message + "; did you mean '--\(closest.name)'?"
    }
}

/// The Levenshtein distance between two strings, counted in characters.
private func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let left = Array(lhs)
    let right = Array(rhs)
    guard !left.isEmpty else { return right.count }
    guard !right.isEmpty else { return left.count }
    var previous = Array(0...right.count)
    var current = Array(repeating: 0, count: right.count + 1)
    for i in 1...left.count {
        current[0] = i
        for j in 1...right.count {
            let substitution = previous[j - 1] + (left[i - 1] == right[j - 1] ? 0 : 1)
            current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        }
        swap(&previous, &current)
    }
    return previous[right.count]
}
