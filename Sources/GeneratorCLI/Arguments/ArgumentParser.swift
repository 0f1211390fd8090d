import EndpointSpec

/// Parses a command line against a ``ToolDescription``.
///
/// Rules, as in common tools:
/// - The first argument selects a command when it names one; otherwise the default command runs and the
///   first argument is parsed as part of it.
/// - `--name value` and `--name=value` give an option its value; `-n value` and `-nvalue` do the same for a short
///   name. A separate value may not look like an option (`--output --check` is a missing value); use `--output=--x`
///   or `-o--x` for that. An empty value (`--output ""`, `--output=`, `-o ""`) is a missing value too: every option
///   names a path, a name, a level or a number, and an empty path would silently mean the working directory.
/// - Short flags may be grouped behind one `-` (`-qs`), and the last of a group may be an option taking the rest
///   of the argument or the next argument as its value (`-qo dir`, `-qodir`): IEEE Std 1003.1, XBD 12.2 "Utility
///   Syntax Guidelines" 5 and 6 (and 12.1's `-odir` form). A single-dash spelling of a long name (`-output`) is
///   refused with a suggestion rather than read as `-o utput`.
/// - An option may be given once unless it is repeatable; a flag given twice is the same as once.
/// - `--` ends the options: every later argument is positional. A lone `-` is positional (standard input).
/// - After a command name, `-h`/`--help` and `--version` anywhere before `--` win over everything else, including
///   errors (so `--help` can be added to any command line). Before one, they take at most one argument, a command
///   name (`generator --help lint`); anything else with them is a usage error, never silently ignored.
/// - A first argument that names no command, is no existing path and looks like a word rather than a path (no `/`,
///   no `.`) is a mistyped command (`generator lnit`): a usage error with a suggestion, not a spec path.
/// - When no command was named, a later positional argument that is a command's name and no existing path
///   (`generator --no-config lint`) is a command written after its options: a usage error that shows the command
///   line with the command first (`generator lint --no-config`).
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
    /// - Throws: ``UsageError`` for an unknown option, a missing, empty or unexpected value, a repeated
    ///   non-repeatable option, the wrong number of positional arguments, or a command name written after the
    ///   default command's options (see the rules above).
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
        if !commandWasNamed {
            try checkNoCommandAmong(state, arguments: remaining, formatter: formatter)
        }
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

    /// Throws when a positional argument of the default command is a command's name and no existing path
    /// (`generator --no-config lint`): the command was written after options, where it reads as a spec path.
    /// The message repeats the command line with that command first.
    private func checkNoCommandAmong(
        _ state: CommandLineState, arguments: ArraySlice<String>, formatter: HelpFormatter
    ) throws(UsageError) {
        guard let found = zip(state.positionals, state.positionalIndices).first(where: { name, _ in
            tool.command(named: name) != nil && !isExistingPath(name)
        }) else { return }
        let misplaced = found.0
        var reordered = arguments
        reordered.remove(at: found.1)
        let suggestion = ([tool.name, misplaced] + reordered.map(Self.shellWord)).joined(separator: " ")
        throw UsageError(
            message: "'\(misplaced)' is a command, not a spec file or directory; the command goes first: '\(suggestion)'",
            usage: formatter.toolUsageText())
    }

    /// An argument as it would be typed in a POSIX shell: unchanged when it holds only characters no shell
    /// treats specially, else in single quotes (a `'` inside written `'\''`).
    static func shellWord(_ argument: String) -> String {
        let plain = !argument.isEmpty && argument.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_./=:,+@%".unicodeScalars.contains(scalar)
        }
        return plain ? argument : "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
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

/// `1 argument`, `2 arguments`: a count with its noun in the singular or plural.
func counted(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
}

/// The values collected while walking one command's arguments.
private struct CommandLineState {
    let command: CommandDescription
    let usage: String
    var optionValues: [String: [String]] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []
    /// The index in the arguments of each of ``positionals``.
    var positionalIndices: [Int] = []

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
                positionalIndices.append(contentsOf: index..<arguments.endIndex)
                return
            }
            guard looksLikeOption(argument) else {
                positionals.append(argument)
                positionalIndices.append(index - 1)
                continue
            }
            if !argument.hasPrefix("--"), argument.count > 2 {
                index = try consumeShortGroup(argument, arguments: arguments, next: index)
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
                    throw missingValue(option)
                }
                try add(value, of: option)
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

    /// Reads a group of short names behind one `-` (XBD 12.2, guidelines 5 and 6): flags (`-qs`), then at most one
    /// option, which takes the rest of the argument as its value (`-odir`, `-qo/dir`) or, when nothing follows it,
    /// the next argument (`-qo dir`).
    /// - Parameters:
    ///   - group: The argument, starting with a single `-` and longer than two characters.
    ///   - arguments: All arguments, for a value in the next one.
    ///   - next: The index of the argument after `group`.
    /// - Returns: The index of the first argument not consumed.
    /// - Throws: ``UsageError`` for a name no option or flag has (`-output`, a long name with one dash, gets a
    ///   suggestion), a missing or empty value, or an option given twice.
    mutating func consumeShortGroup(
        _ group: String, arguments: ArraySlice<String>, next: Int
    ) throws(UsageError) -> Int {
        let name = String(group.dropFirst())
        if let long = command.options.first(where: { $0.name == name })?.name
            ?? command.flags.first(where: { $0.name == name })?.name {
            throw error("unknown option '\(group)'; did you mean '--\(long)'?")
        }
        var rest = Substring(name)
        while let short = rest.first {
            rest = rest.dropFirst()
            if let flag = command.flags.first(where: { $0.shortName == short }) {
                flags.insert(flag.name)
            } else if let option = command.options.first(where: { $0.shortName == short }) {
                if !rest.isEmpty {
                    try add(String(rest), of: option)
                    return next
                }
                guard next < arguments.endIndex, !looksLikeOption(arguments[next]) else { throw missingValue(option) }
                try add(arguments[next], of: option)
                return next + 1
            } else {
                let spelling = "-" + String(short)
                throw error(group == spelling ? unknownOptionMessage(spelling) : "unknown option '\(spelling)' in '\(group)'")
            }
        }
        return next
    }

    /// Stores one value of an option.
    /// - Throws: ``UsageError`` when the value is empty (a missing value) or the option is not repeatable and
    ///   already has one.
    mutating func add(_ value: String, of option: OptionDescription) throws(UsageError) {
        if value.isEmpty {
            throw error("missing value for option '--\(option.name) <\(option.valueName)>': the value is empty")
        }
        if !option.isRepeatable, optionValues[option.name] != nil {
            throw error("option '--\(option.name)' was given more than once")
        }
        optionValues[option.name, default: []].append(value)
    }

    func missingValue(_ option: OptionDescription) -> UsageError {
        error("missing value for option '--\(option.name) <\(option.valueName)>'")
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
        case .exactly(let count):
            if positionals.count != count {
                throw error(
                    "expected \(counted(count, "argument")) (<\(positional.name)>); got \(counted(positionals.count, "argument"))")
            }
        }
        switch positional.arity {
        case .one, .optional:
            if positionals.count > 1 {
                throw error("unexpected argument '\(positionals[1])'")
            }
        case .oneOrMore, .zeroOrMore, .exactly:
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
