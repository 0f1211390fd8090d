import Foundation
import Testing

/// Review finding 4: every wrong command line exits 64 (`EX_USAGE`) with `error: ...` and the usage text, whatever
/// command it is for; a mistyped command gets a suggestion, and `--help` never ignores an extra argument.
@Suite struct UsageExitStatusTests {
    static let usageErrors: [[String]] = [
        ["lnit"],
        ["genrate"],
        ["imprt", "api.yaml"],
        ["deploy"],
        ["--help", "extra"],
        ["--help", "lnit"],
        ["--version", "extra"],
        ["--ouptut", "x"],
        ["--check", "--diff"],
        ["--access", "open"],
        ["--view-model-style", "swiftui"],
        ["--output"],
        ["lint", "--output", "x"],
        ["import"],
        ["import", "api.yaml", "--split-by", "path"],
        ["import", "api.yaml", "--split-by", "tag", "--output", "api.yaml"],
        ["import", "api.yaml", "--api", "my api"],
        ["infer"],
        ["infer", "user.json", "--api", "lower"],
        ["infer", "user.json", "--model", "Foundation"],
        ["infer", "user.json", "--api", "User"],
        ["check-payload", "rooms.yaml"],
        ["check-payload", "rooms.yaml", "getRoom", "p.json", "--status", "999"],
        ["check-payload", "rooms.yaml", "getRoom", "p.json", "q.json"],
        ["--output", ""],
        ["--output="],
        ["-qx"],
        ["--no-config", "lint"],
    ]

    @Test(arguments: usageErrors)
    func aWrongCommandLineExits64WithUsage(_ arguments: [String]) throws {
        let directory = try TemporaryDirectory()
        let run = GeneratorToolTests.run(arguments, in: directory)
        #expect(run.status == 64)
        #expect(run.err.hasPrefix("error: "), "\(run.err)")
        #expect(run.err.contains("usage: generator"), "\(run.err)")
        #expect(run.out == "")
        #expect(try directory.list() == [])
    }

    @Test func aMistypedCommandSuggestsTheCommand() throws {
        let directory = try TemporaryDirectory()
        let run = GeneratorToolTests.run(["lnit"], in: directory)
        #expect(run.err == """
            error: unknown command 'lnit'; did you mean 'lint'?
            usage: generator <subcommand>
              See 'generator --help' for more information.

            """)
        #expect(GeneratorToolTests.run(["chek-payload"], in: directory).err
            .hasPrefix("error: unknown command 'chek-payload'; did you mean 'check-payload'?\n"))
    }

    /// A word that names an existing spec directory is still the default command's argument.
    @Test func aWordNamingAnExistingDirectoryIsASpecDirectory() throws {
        let directory = try TemporaryDirectory()
        try directory.write("lnit/demo.yaml", GeneratorToolTests.goodSpec)
        let run = GeneratorToolTests.run(["lnit", "--quiet"], in: directory)
        #expect(run.status == 0, "\(run.err)")
        #expect(try directory.list("Generated").count == 3)
    }

    @Test func helpNamesACommandOrNothing() throws {
        let directory = try TemporaryDirectory()
        let lintHelp = GeneratorToolTests.run(["--help", "lint"], in: directory)
        #expect(lintHelp.status == 0)
        #expect(lintHelp.out.hasPrefix("OVERVIEW: Report every problem generate would"))
        #expect(GeneratorToolTests.run(["lint", "--help"], in: directory).out == lintHelp.out)
        let toolHelp = GeneratorToolTests.run(["--help"], in: directory)
        #expect(toolHelp.status == 0)
        #expect(toolHelp.out.hasPrefix("OVERVIEW: Generates Swift networking code"))
    }
}
