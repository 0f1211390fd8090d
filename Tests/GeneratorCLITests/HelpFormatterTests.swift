import GeneratorCLI
import Testing

@Suite("Help text")
struct HelpFormatterTests {
    let formatter = HelpFormatter(tool: SampleTool.tool)

    @Test("The tool's help lists the built-in options and the subcommands with the default marked")
    func toolHelp() {
        #expect(
            formatter.toolHelp() == """
                OVERVIEW: Generates a Swift networking layer from endpoint specs.

                USAGE: generator <subcommand>

                OPTIONS:
                  --version               Show the version.
                  -h, --help              Show help information.

                SUBCOMMANDS:
                  generate (default)      Generate Swift sources from endpoint specs.
                  lint                    Check specs without writing anything.

                  See 'generator <subcommand> --help' for detailed help.

                """
        )
    }

    @Test("A command's help aligns labels and wraps long help text under its column")
    func generateHelp() {
        #expect(
            formatter.commandHelp(SampleTool.generate) == """
                OVERVIEW: Generate Swift sources from endpoint specs.

                USAGE: generator [generate] [<options>] <spec> ...

                ARGUMENTS:
                  <spec>                  The spec files to read.

                OPTIONS:
                  -o, --output <dir>      The directory generated files are written to.
                  --templates <dir>       A directory of templates that override the default
                                          templates file by file.
                  --check                 Exit with status 1 instead of writing when a file
                                          would change.
                  --diff                  Print what would change as a unified diff.
                  --version               Show the version.
                  -h, --help              Show help information.

                """
        )
    }

    @Test("A short usage line lists every option; the subcommand name is not bracketed")
    func lintHelp() {
        #expect(
            formatter.commandHelp(SampleTool.lint) == """
                OVERVIEW: Check specs without writing anything.

                USAGE: generator lint [--config <file>] [--strict] <spec> ...

                ARGUMENTS:
                  <spec>                  The spec files to read.

                OPTIONS:
                  --config <file>         The configuration file.
                  -s, --strict            Treat warnings as errors.
                  --version               Show the version.
                  -h, --help              Show help information.

                """
        )
    }

    @Test("A label wider than its column puts the help on the next line; discussion follows the overview")
    func wideLabelAndDiscussion() {
        let command = CommandDescription(
            name: "render",
            abstract: "Render templates.",
            discussion: "Templates in the directory override the built-in ones.",
            options: [
                OptionDescription("template-directory", valueName: "directory", help: "Where templates are."),
                OptionDescription("define", shortName: "D", valueName: "name=value", help: "A variable.", isRepeatable: true),
            ],
            positional: PositionalDescription("file", help: "An optional input.", arity: .optional)
        )
        let tool = ToolDescription(name: "tool", abstract: "A tool.", version: "1", commands: [command], defaultCommandName: "render")
        #expect(
            HelpFormatter(tool: tool).commandHelp(command) == """
                OVERVIEW: Render templates.

                Templates in the directory override the built-in ones.

                USAGE: tool [render] [<options>] [<file>]

                ARGUMENTS:
                  <file>                  An optional input.

                OPTIONS:
                  --template-directory <directory>
                                          Where templates are.
                  -D, --define <name=value>
                                          A variable.
                  --version               Show the version.
                  -h, --help              Show help information.

                """
        )
    }
}
