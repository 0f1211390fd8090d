import GeneratorCLI
import Testing

@Suite("Argument parsing")
struct ArgumentParserTests {
    @Test("An option's value may follow as the next argument or after '='")
    func optionValueForms() throws {
        let expected = ParsedCommand(
            commandName: "generate",
            optionValues: ["output": ["Generated"]],
            positionals: ["api.yaml"],
            usage: SampleTool.parser.parseUsageForTests(SampleTool.generate)
        )
        #expect(try SampleTool.command(["--output", "Generated", "api.yaml"]) == expected)
        #expect(try SampleTool.command(["--output=Generated", "api.yaml"]) == expected)
        #expect(try SampleTool.command(["-o", "Generated", "api.yaml"]) == expected)
    }

    @Test("A value after '=' may look like an option")
    func attachedValues() throws {
        let command = try #require(try SampleTool.command(["--output=--odd", "api.yaml"]))
        #expect(command.value(of: SampleTool.output) == "--odd")
    }

    /// Review: `--output ""` wrote into the working directory. An empty value, however given, is a missing one.
    @Test("An empty value is a missing value, in every spelling and for every option")
    func emptyValues() {
        let message = "missing value for option '--output <dir>': the value is empty"
        #expect(SampleTool.errorMessage(["--output=", "api.yaml"]) == message)
        #expect(SampleTool.errorMessage(["--output", "", "api.yaml"]) == message)
        #expect(SampleTool.errorMessage(["-o", "", "api.yaml"]) == message)
        #expect(SampleTool.errorMessage(["api.yaml", "--templates", "A", "--templates="])
            == "missing value for option '--templates <dir>': the value is empty")
        #expect(SampleTool.errorMessage(["lint", "--config", "", "api.yaml"])
            == "missing value for option '--config <file>': the value is empty")
    }

    @Test("A repeatable option keeps every value in command-line order")
    func repeatedOption() throws {
        let command = try #require(
            try SampleTool.command(["--templates", "A", "api.yaml", "--templates=B", "other.yaml"])
        )
        #expect(command.values(of: SampleTool.templates) == ["A", "B"])
        #expect(command.positionals == ["api.yaml", "other.yaml"])
    }

    @Test("Flags are set by name and absent flags are not")
    func flags() throws {
        let command = try #require(try SampleTool.command(["--check", "api.yaml", "--check"]))
        #expect(command.isSet(SampleTool.check))
        #expect(!command.isSet(SampleTool.diff))
        #expect(command.flags == ["check"])
    }

    @Test("'--' ends the options: everything after it is positional")
    func doubleDashEndsOptions() throws {
        let command = try #require(try SampleTool.command(["--diff", "--", "--output", "-x", "--help"]))
        #expect(command.isSet(SampleTool.diff))
        #expect(command.optionValues.isEmpty)
        #expect(command.positionals == ["--output", "-x", "--help"])
    }

    @Test("A lone '-' is a positional argument")
    func loneDash() throws {
        let command = try #require(try SampleTool.command(["-"]))
        #expect(command.positionals == ["-"])
    }

    @Test("The first argument selects a subcommand; otherwise the default command runs")
    func subcommandSelection() throws {
        let lint = try #require(try SampleTool.command(["lint", "-s", "--config", "c.yml", "api.yaml"]))
        #expect(lint.commandName == "lint")
        #expect(lint.isSet(SampleTool.strict))
        #expect(lint.value(of: SampleTool.config) == "c.yml")
        #expect(lint.positionals == ["api.yaml"])

        // A later argument naming a command is a spec path only when such a file exists; otherwise the command was
        // written after options (`generator --check lint`): a usage error that puts it first.
        let parser = ArgumentParser(tool: SampleTool.tool, isExistingPath: { $0 == "lint" })
        guard case let .run(generate) = try parser.parse(["api.yaml", "lint"]) else {
            Issue.record("expected a command to run")
            return
        }
        #expect(generate.commandName == "generate")
        #expect(generate.positionals == ["api.yaml", "lint"])
        #expect(SampleTool.errorMessage(["api.yaml", "lint"])
            == "'lint' is a command, not a spec file or directory; the command goes first: 'generator lint api.yaml'")
        #expect(SampleTool.errorMessage(["--check", "lint", "-o", "x"])
            == "'lint' is a command, not a spec file or directory; the command goes first: 'generator lint --check -o x'")
    }

    @Test("An unknown option is a usage error that names it")
    func unknownOption() {
        #expect(SampleTool.errorMessage(["--verbose", "api.yaml"]) == "unknown option '--verbose'")
        #expect(SampleTool.errorMessage(["-x", "api.yaml"]) == "unknown option '-x'")
        #expect(SampleTool.errorMessage(["lint", "--output", "x", "api.yaml"]) == "unknown option '--output'")
    }

    @Test("A misspelled option gets a suggestion")
    func misspelledOption() {
        #expect(
            SampleTool.errorMessage(["--ouptut", "Generated", "api.yaml"])
                == "unknown option '--ouptut'; did you mean '--output'?"
        )
    }

    @Test("An option without its value is a usage error")
    func missingValue() {
        #expect(SampleTool.errorMessage(["api.yaml", "--output"]) == "missing value for option '--output <dir>'")
        #expect(
            SampleTool.errorMessage(["--output", "--check", "api.yaml"])
                == "missing value for option '--output <dir>'"
        )
    }

    @Test("A non-repeatable option given twice is a usage error")
    func optionGivenTwice() {
        #expect(
            SampleTool.errorMessage(["-o", "A", "--output=B", "api.yaml"])
                == "option '--output' was given more than once"
        )
    }

    @Test("A flag given a value is a usage error")
    func flagWithValue() {
        #expect(SampleTool.errorMessage(["--check=yes", "api.yaml"]) == "flag '--check' does not take a value")
    }

    @Test("Missing and unexpected positional arguments are usage errors")
    func positionalCounts() {
        #expect(SampleTool.errorMessage(["lint"]) == "missing argument '<spec>'")
        #expect(SampleTool.errorMessage(["--check"]) == "missing argument '<spec>'")

        let single = ArgumentParser(
            tool: ToolDescription(
                name: "tool",
                abstract: "A tool.",
                version: "0.1",
                commands: [
                    CommandDescription(name: "show", abstract: "Show one file.", positional: .init("file", help: "A file.", arity: .one)),
                    CommandDescription(name: "clean", abstract: "Remove output."),
                ],
                defaultCommandName: "show"
            )
        )
        #expect(throws: UsageError(message: "unexpected argument 'b.txt'", usage: "usage: tool [show] <file>\n  See 'tool show --help' for more information.\n")) {
            try single.parse(["a.txt", "b.txt"])
        }
        #expect(throws: UsageError(message: "unexpected argument 'now'", usage: "usage: tool clean\n  See 'tool clean --help' for more information.\n")) {
            try single.parse(["clean", "now"])
        }
    }

    @Test("The usage error report is 'error: <message>' followed by the usage text, with exit status 64")
    func usageErrorReport() throws {
        let error = try #require(throws: UsageError.self) {
            try SampleTool.parser.parse(["--bogus", "api.yaml"])
        }
        #expect(
            error.report == """
                error: unknown option '--bogus'
                usage: generator [generate] [<options>] <spec> ...
                  See 'generator generate --help' for more information.

                """
        )
        #expect(UsageError.exitCode == 64)
    }

    @Test("An integer option value is checked")
    func integerValue() throws {
        let context = OptionDescription("context", valueName: "lines", help: "Context lines.")
        let parser = ArgumentParser(
            tool: ToolDescription(
                name: "differ",
                abstract: "Diffs.",
                version: "1",
                commands: [CommandDescription(name: "diff", abstract: "Diff.", options: [context])],
                defaultCommandName: "diff"
            )
        )
        guard case let .run(good) = try parser.parse(["--context", "5"]) else {
            Issue.record("expected a command to run")
            return
        }
        #expect(try good.intValue(of: context) == 5)
        guard case let .run(bad) = try parser.parse(["--context=five"]) else {
            Issue.record("expected a command to run")
            return
        }
        #expect(throws: UsageError.self) { try bad.intValue(of: context) }
        do {
            _ = try bad.intValue(of: context)
        } catch {
            #expect(error.message == "invalid value 'five' for '--context <lines>': expected a non-negative integer")
        }
    }

    @Test("'--version' prints the version wherever it appears before '--'")
    func version() throws {
        #expect(try SampleTool.parser.parse(["--version"]) == .version("1.0.0"))
        #expect(try SampleTool.parser.parse(["lint", "--version"]) == .version("1.0.0"))
        #expect(try SampleTool.command(["--", "--version"])?.positionals == ["--version"])
    }

    @Test("'-h' and '--help' win over errors and show the help of the named command")
    func helpRequests() throws {
        let formatter = HelpFormatter(tool: SampleTool.tool)
        #expect(try SampleTool.parser.parse(["--help"]) == .help(formatter.toolHelp()))
        #expect(try SampleTool.parser.parse(["lint", "-h"]) == .help(formatter.commandHelp(SampleTool.lint)))
        #expect(try SampleTool.parser.parse(["lint", "--bogus", "-h"]) == .help(formatter.commandHelp(SampleTool.lint)))
        #expect(try SampleTool.parser.parse(["generate", "--help"]) == .help(formatter.commandHelp(SampleTool.generate)))
        // Before a command name, --help takes one command name, or nothing (review finding 4).
        #expect(try SampleTool.parser.parse(["--help", "lint"]) == .help(formatter.commandHelp(SampleTool.lint)))
        #expect(try SampleTool.parser.parse(["-h", "generate"]) == .help(formatter.commandHelp(SampleTool.generate)))
    }

    @Test("Before a command name, '--help' and '--version' refuse any other argument (review finding 4)")
    func toolLevelHelpWithExtraArguments() {
        #expect(SampleTool.errorMessage(["--help", "extra"])
            == "unexpected argument 'extra' with --help; 'generator --help <subcommand>' shows one command's help")
        #expect(SampleTool.errorMessage(["extra", "--help"])
            == "unexpected argument 'extra' with --help; 'generator --help <subcommand>' shows one command's help")
        #expect(SampleTool.errorMessage(["--bogus", "-h"])
            == "unexpected argument '--bogus' with --help; 'generator --help <subcommand>' shows one command's help")
        #expect(SampleTool.errorMessage(["--help", "lint", "generate"])
            == "unexpected argument 'generate' with --help; 'generator --help <subcommand>' shows one command's help")
        #expect(SampleTool.errorMessage(["--help", "lnit"]) == "unknown command 'lnit'; did you mean 'lint'?")
        #expect(SampleTool.errorMessage(["--version", "extra"]) == "unexpected argument 'extra' with --version")
        #expect(SampleTool.errorMessage(["--version", "lint"]) == "unexpected argument 'lint' with --version")
    }

    @Test("A first argument that is a word, no command and no existing path is a mistyped command (review finding 4)")
    func mistypedCommands() throws {
        #expect(SampleTool.errorMessage(["lnit"]) == "unknown command 'lnit'; did you mean 'lint'?")
        #expect(SampleTool.errorMessage(["lint-"]) == "unknown command 'lint-'; did you mean 'lint'?")
        #expect(SampleTool.errorMessage(["genrate", "api.yaml"]) == "unknown command 'genrate'; did you mean 'generate'?")
        #expect(SampleTool.errorMessage(["deploy"]) == "'deploy' is neither a command (generate, lint) nor a spec file or directory")
        // A path (with '/' or '.'), or a word naming an existing file or directory, goes to the default command.
        #expect(try SampleTool.command(["api.yaml"])?.positionals == ["api.yaml"])
        #expect(try SampleTool.command(["specs/lnit"])?.positionals == ["specs/lnit"])
        let parser = ArgumentParser(tool: SampleTool.tool, isExistingPath: { $0 == "lnit" })
        #expect(try parser.parse(["lnit"]) == .run(ParsedCommand(
            commandName: "generate", positionals: ["lnit"], usage: parser.parseUsageForTests(SampleTool.generate))))
        // The usage text after an unknown command is the tool's.
        do {
            _ = try SampleTool.parser.parse(["lnit"])
            Issue.record("expected a usage error")
        } catch {
            #expect(error.usage == "usage: generator <subcommand>\n  See 'generator --help' for more information.\n")
        }
    }
}

extension ArgumentParser {
    /// The usage text the parser stores in a parsed command.
    func parseUsageForTests(_ command: CommandDescription) -> String {
        HelpFormatter(tool: tool).usageText(command)
    }
}
