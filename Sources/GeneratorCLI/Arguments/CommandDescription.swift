// The declarative description of a command line. The parser and the help text are both derived from
// these values, so adding an option means adding one `OptionDescription`, nothing else.

/// An option that takes a value: `--output Generated`, `--output=Generated` or `-o Generated`.
package struct OptionDescription: Sendable, Hashable {
    /// The long name without dashes (`"output"` for `--output`); also the key under which values are stored.
    package var name: String
    /// An optional one-letter short name (`"o"` for `-o`).
    package var shortName: Character?
    /// The placeholder shown in usage and help (`"dir"` gives `--output <dir>`).
    package var valueName: String
    /// One sentence shown in the help text.
    package var help: String
    /// Whether the option may be given more than once; each occurrence adds a value.
    package var isRepeatable: Bool

    /// Describes an option that takes a value.
    /// - Parameters:
    ///   - name: The long name without dashes.
    ///   - shortName: An optional one-letter short name.
    ///   - valueName: The placeholder for the value in help and usage text.
    ///   - help: One sentence for the help text.
    ///   - isRepeatable: Whether more than one occurrence is allowed (values are kept in order).
    package init(
        _ name: String,
        shortName: Character? = nil,
        valueName: String,
        help: String,
        isRepeatable: Bool = false
    ) {
        self.name = name
        self.shortName = shortName
        self.valueName = valueName
        self.help = help
        self.isRepeatable = isRepeatable
    }
}

/// A boolean flag that takes no value: `--check`, `-q`.
package struct FlagDescription: Sendable, Hashable {
    /// The long name without dashes (`"check"` for `--check`); also the key under which it is stored.
    package var name: String
    /// An optional one-letter short name.
    package var shortName: Character?
    /// One sentence shown in the help text.
    package var help: String

    /// Describes a boolean flag.
    /// - Parameters:
    ///   - name: The long name without dashes.
    ///   - shortName: An optional one-letter short name.
    ///   - help: One sentence for the help text.
    package init(_ name: String, shortName: Character? = nil, help: String) {
        self.name = name
        self.shortName = shortName
        self.help = help
    }
}

/// The positional arguments of a command: everything that is not an option, plus everything after `--`.
package struct PositionalDescription: Sendable, Hashable {
    /// How many positional arguments a command accepts.
    package enum Arity: Sendable, Hashable {
        /// Exactly one argument.
        case one
        /// Zero or one argument.
        case optional
        /// One or more arguments.
        case oneOrMore
        /// Any number of arguments, including none.
        case zeroOrMore
        /// Exactly this many arguments, each with its own placeholder in the name (`"spec> <endpoint> <payload.json"`
        /// shows `<spec> <endpoint> <payload.json>`); another count is a usage error.
        case exactly(Int)
    }

    /// The placeholder shown in usage and help (`"spec"` gives `<spec>`).
    package var name: String
    /// One sentence shown in the help text.
    package var help: String
    /// How many arguments are accepted.
    package var arity: Arity

    /// Describes the positional arguments of a command.
    /// - Parameters:
    ///   - name: The placeholder name.
    ///   - help: One sentence for the help text.
    ///   - arity: How many arguments are accepted.
    package init(_ name: String, help: String, arity: Arity) {
        self.name = name
        self.help = help
        self.arity = arity
    }
}

/// One command (or subcommand) of a tool: its name, what it does, and what it accepts.
package struct CommandDescription: Sendable, Hashable {
    /// The name typed on the command line (`"lint"`).
    package var name: String
    /// One sentence for the overview and the subcommand list.
    package var abstract: String
    /// Optional longer text shown under the overview in the command's help.
    package var discussion: String?
    /// The options that take a value, in the order the help lists them.
    package var options: [OptionDescription]
    /// The boolean flags, in the order the help lists them (after the options).
    package var flags: [FlagDescription]
    /// The positional arguments, or `nil` when the command accepts none.
    package var positional: PositionalDescription?

    /// Describes a command.
    /// - Parameters:
    ///   - name: The name typed on the command line.
    ///   - abstract: One sentence describing the command.
    ///   - discussion: Optional longer help text.
    ///   - options: Options that take a value.
    ///   - flags: Boolean flags.
    ///   - positional: The positional arguments, or `nil` for none.
    package init(
        name: String,
        abstract: String,
        discussion: String? = nil,
        options: [OptionDescription] = [],
        flags: [FlagDescription] = [],
        positional: PositionalDescription? = nil
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.options = options
        self.flags = flags
        self.positional = positional
    }
}

/// A whole tool: its name, version and commands, one of which runs when no command name is given.
package struct ToolDescription: Sendable, Hashable {
    /// The executable's name as shown in usage text (`"generator"`).
    package var name: String
    /// One sentence for the tool's overview.
    package var abstract: String
    /// The text printed by `--version`.
    package var version: String
    /// The subcommands, in the order the help lists them.
    package var commands: [CommandDescription]
    /// The name of the command that runs when the first argument names no command.
    package var defaultCommandName: String

    /// Describes a tool with subcommands.
    /// - Parameters:
    ///   - name: The executable's name.
    ///   - abstract: One sentence describing the tool.
    ///   - version: The text printed by `--version`.
    ///   - commands: The subcommands; must not be empty.
    ///   - defaultCommandName: Which command runs when none is named; when it names no command in
    ///     `commands`, the first command is the default.
    package init(
        name: String,
        abstract: String,
        version: String,
        commands: [CommandDescription],
        defaultCommandName: String
    ) {
        self.name = name
        self.abstract = abstract
        self.version = version
        self.commands = commands
        self.defaultCommandName = defaultCommandName
    }

    /// The command that runs when no command name is given, or `nil` when `commands` is empty.
    package var defaultCommand: CommandDescription? {
        commands.first { $0.name == defaultCommandName } ?? commands.first
    }

    /// The command with the given name, if any.
    /// - Parameter name: A command name as typed on the command line.
    /// - Returns: The matching command, or `nil`.
    package func command(named name: String) -> CommandDescription? {
        commands.first { $0.name == name }
    }
}
