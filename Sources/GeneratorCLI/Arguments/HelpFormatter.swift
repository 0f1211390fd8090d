/// Derives usage lines and `--help` text from a ``ToolDescription``.
///
/// The layout follows swift-argument-parser: upper-case section titles, labels indented two spaces,
/// help text in a column starting at ``helpColumn``, lines wrapped at ``lineWidth`` characters. A label
/// too wide for its column puts its help text on the next line.
package struct HelpFormatter: Sendable {
    /// The column (0-based) where help text starts.
    package static let helpColumn = 26
    /// The width at which help text and usage lines wrap.
    package static let lineWidth = 80

    /// The tool whose help is formatted.
    package let tool: ToolDescription

    /// Creates a formatter for a tool.
    /// - Parameter tool: The tool's description.
    package init(tool: ToolDescription) {
        self.tool = tool
    }

    /// The help for the tool as a whole (`generator --help`): overview, usage, the built-in options
    /// and the subcommand list with the default command marked. Ends with a newline.
    package func toolHelp() -> String {
        var sections = [
            "OVERVIEW: \(tool.abstract)",
            "USAGE: \(tool.name) <subcommand>",
            "OPTIONS:\n" + rows(builtInRows()),
        ]
        let defaultName = tool.defaultCommand?.name
        let commandRows = tool.commands.map { command in
            (label: command.name == defaultName ? "\(command.name) (default)" : command.name, help: command.abstract)
        }
        sections.append(
            "SUBCOMMANDS:\n" + rows(commandRows)
                + "\n\n  See '\(tool.name) <subcommand> --help' for detailed help."
        )
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// The help for one command (`generator lint --help`): overview, discussion, usage, arguments and
    /// options (options with values first, then flags, then `--version` and `-h, --help`). Ends with a newline.
    /// - Parameter command: The command to describe.
    package func commandHelp(_ command: CommandDescription) -> String {
        var sections = ["OVERVIEW: \(command.abstract)"]
        if let discussion = command.discussion {
            sections.append(wrap(discussion, indent: 0))
        }
        sections.append("USAGE: \(usageLine(command))")
        if let positional = command.positional {
            sections.append("ARGUMENTS:\n" + rows([(label: "<\(positional.name)>", help: positional.help)]))
        }
        var optionRows = command.options.map { option in
            (label: spelling(option.name, option.shortName) + " <\(option.valueName)>", help: option.help)
        }
        optionRows += command.flags.map { flag in
            (label: spelling(flag.name, flag.shortName), help: flag.help)
        }
        optionRows += builtInRows()
        sections.append("OPTIONS:\n" + rows(optionRows))
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// The usage line of a command without the `USAGE:` prefix, e.g.
    /// `generator [generate] [--output <dir>] [--check] <spec> ...`. The default command's name is shown
    /// in brackets because it may be left out. When the line would exceed ``lineWidth``, the options are
    /// summarised as `[<options>]`.
    /// - Parameter command: The command to describe.
    package func usageLine(_ command: CommandDescription) -> String {
        let commandName = command.name == tool.defaultCommand?.name ? "[\(command.name)]" : command.name
        var parts = ["\(tool.name) \(commandName)"]
        let optionParts = command.options.map { option in
            "[--\(option.name) <\(option.valueName)>\(option.isRepeatable ? " ..." : "")]"
        } + command.flags.map { "[--\($0.name)]" }
        var positionalPart: String?
        if let positional = command.positional {
            let name = "<\(positional.name)>"
            switch positional.arity {
            case .one, .exactly: positionalPart = name
            case .optional: positionalPart = "[\(name)]"
            case .oneOrMore: positionalPart = "\(name) ..."
            case .zeroOrMore: positionalPart = "[\(name) ...]"
            }
        }
        let full = (parts + optionParts + [positionalPart].compactMap { $0 }).joined(separator: " ")
        if "USAGE: ".count + full.count <= Self.lineWidth {
            return full
        }
        if !optionParts.isEmpty {
            parts.append("[<options>]")
        }
        return (parts + [positionalPart].compactMap { $0 }).joined(separator: " ")
    }

    /// The text printed after a usage error: the usage line and where to find more help. Ends with a newline.
    /// - Parameter command: The command that was being parsed.
    package func usageText(_ command: CommandDescription) -> String {
        "usage: \(usageLine(command))\n  See '\(tool.name) \(command.name) --help' for more information.\n"
    }

    /// The text printed after a usage error that belongs to no command (an unknown command name): the tool's usage
    /// line and where to find more help. Ends with a newline.
    package func toolUsageText() -> String {
        "usage: \(tool.name) <subcommand>\n  See '\(tool.name) --help' for more information.\n"
    }

    // MARK: Layout

    private func builtInRows() -> [(label: String, help: String)] {
        [
            (label: "--version", help: "Show the version."),
            (label: "-h, --help", help: "Show help information."),
        ]
    }

    private func spelling(_ name: String, _ shortName: Character?) -> String {
        if let shortName {
            return "-\(shortName), --\(name)"
        }
        return "--\(name)"
    }

    /// Two-column rows: label at column 2, help at ``helpColumn``; lines joined by line feeds, no final one.
    private func rows(_ rows: [(label: String, help: String)]) -> String {
        var lines: [String] = []
        for row in rows {
            let label = "  " + row.label
            guard !row.help.allSatisfy(\.isWhitespace) else {
                lines.append(label)
                continue
            }
            let help = wrap(row.help, indent: Self.helpColumn)
            let helpBody = String(help.dropFirst(Self.helpColumn))
            if label.count + 2 <= Self.helpColumn {
                lines.append(label + String(repeating: " ", count: Self.helpColumn - label.count) + helpBody)
            } else {
                lines.append(label + "\n" + help)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Word-wraps text to ``lineWidth``; every line is indented by `indent` spaces. A word longer than
    /// the line stays whole on its own line.
    private func wrap(_ text: String, indent: Int) -> String {
        let padding = String(repeating: " ", count: indent)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if line.isEmpty {
                line = String(word)
            } else if indent + line.count + 1 + word.count <= Self.lineWidth {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        lines.append(line)
        return lines.map { padding + $0 }.joined(separator: "\n")
    }
}
