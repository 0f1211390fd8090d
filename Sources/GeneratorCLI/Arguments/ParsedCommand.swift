/// What the command line asked for: a command to run, or a text to print.
package enum ParseResult: Sendable, Equatable {
    /// Run a command with the given values.
    case run(ParsedCommand)
    /// `-h`/`--help` was given: print this text to standard output and exit 0.
    case help(String)
    /// `--version` was given: print this text to standard output and exit 0.
    case version(String)
}

/// The values given on the command line for one command, keyed by the long names of its options and flags.
package struct ParsedCommand: Sendable, Equatable {
    /// The name of the command that runs (the default command when none was named).
    package var commandName: String
    /// The values of each option given at least once, in command-line order, keyed by long name.
    package var optionValues: [String: [String]]
    /// The long names of the flags that were given.
    package var flags: Set<String>
    /// The positional arguments in order, including everything after `--`.
    package var positionals: [String]
    /// The usage text of the command, for errors found after parsing (see ``intValue(of:)``).
    package var usage: String

    /// Creates a parsed command; normally made by ``ArgumentParser``.
    /// - Parameters:
    ///   - commandName: The command that runs.
    ///   - optionValues: Values keyed by the option's long name.
    ///   - flags: Long names of the flags that were given.
    ///   - positionals: Positional arguments in order.
    ///   - usage: The command's usage text.
    package init(
        commandName: String,
        optionValues: [String: [String]] = [:],
        flags: Set<String> = [],
        positionals: [String] = [],
        usage: String = ""
    ) {
        self.commandName = commandName
        self.optionValues = optionValues
        self.flags = flags
        self.positionals = positionals
        self.usage = usage
    }

    /// The value of an option that may be given once.
    /// - Parameter option: The option's description.
    /// - Returns: The value, or `nil` when the option was not given.
    package func value(of option: OptionDescription) -> String? {
        optionValues[option.name]?.last
    }

    /// Every value of a repeatable option, in command-line order.
    /// - Parameter option: The option's description.
    /// - Returns: The values; empty when the option was not given.
    package func values(of option: OptionDescription) -> [String] {
        optionValues[option.name] ?? []
    }

    /// Whether a flag was given.
    /// - Parameter flag: The flag's description.
    /// - Returns: `true` when the flag appeared on the command line.
    package func isSet(_ flag: FlagDescription) -> Bool {
        flags.contains(flag.name)
    }

    /// The value of an option read as a non-negative decimal integer (`--context 5`).
    /// - Parameter option: The option's description.
    /// - Returns: The integer, or `nil` when the option was not given.
    /// - Throws: ``UsageError`` when the value is not a non-negative decimal integer.
    package func intValue(of option: OptionDescription) throws(UsageError) -> Int? {
        guard let text = value(of: option) else {
            return nil
        }
        guard let number = Int(text), number >= 0, !text.hasPrefix("+") else {
            throw UsageError(
                message: "invalid value '\(text)' for '--\(option.name) <\(option.valueName)>': expected a non-negative integer",
                usage: usage
            )
        }
        return number
    }
}
