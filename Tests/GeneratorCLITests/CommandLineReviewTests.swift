import EndpointCodegen
import EndpointSpec
import Foundation
import GeneratorCLI
import Synchronization
import Testing

/// Command-line review: `--diff` labels that `patch` and `git apply` read (a space, a quote, an output directory
/// outside the working directory), line endings that do not make output stale, empty option values, what
/// `--check`/`--diff` say on standard error and `-q`, POSIX short-option syntax, a command written after options,
/// `check-payload`'s argument count, and template problems reported once.
@Suite("Command line review")
struct CommandLineReviewTests {
    typealias Tool = GeneratorToolTests

    /// Runs a tool through `/usr/bin/env` in `directory`; its exit status and combined output.
    static func shell(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        try DiffPathTests.shell(arguments, in: directory)
    }

    static let patchIsInstalled = (try? shell(["patch", "--version"], in: URL(fileURLWithPath: "/"))).map { $0.status == 0 } ?? false

    /// Runs the generator with `workingDirectory` as its working directory.
    static func run(_ arguments: [String], from workingDirectory: URL) -> Tool.Run {
        let out = Mutex("")
        let err = Mutex("")
        let console = Console(
            out: { text in out.withLock { $0 += text.hasSuffix("\n") ? text : text + "\n" } },
            error: { text in err.withLock { $0 += text.hasSuffix("\n") ? text : text + "\n" } })
        let status = GeneratorTool.run(arguments, in: workingDirectory.path, console: console)
        return Tool.Run(status: status, out: out.withLock { $0 }, err: err.withLock { $0 })
    }

    /// A stale output directory `output` (relative to `directory`) made from `specs` (relative to `directory`, run
    /// from `workingDirectory`): one file modified (DemoModels), one created (the new spec's), one removed (run with
    /// `--complete`).
    static func makeStale(_ directory: TemporaryDirectory, specs: String, output: String, from workingDirectory: URL) throws {
        try directory.write(specs + "/demo.yaml", Tool.goodSpec)
        try directory.write(specs + "/gone.yaml", "api: Gone\nendpoints:\n  ping: {method: GET, path: /ping}\n")
        let first = run(["--no-config", "-q", "-o", output, specsPath(specs, from: workingDirectory, in: directory)], from: workingDirectory)
        #expect(first.status == 0, "\(first.err)")
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent(specs + "/gone.yaml"))
        try directory.write(specs + "/demo.yaml", Tool.goodSpec.replacingOccurrences(
            of: "html_url: url?", with: "html_url: url?\n    title: string"))
        try directory.write(specs + "/other.yaml", "api: Other\nendpoints:\n  ping: {method: GET, path: /ping}\n")
    }

    static func specsPath(_ specs: String, from workingDirectory: URL, in directory: TemporaryDirectory) -> String {
        OutputPath.relative(directory.url.appendingPathComponent(specs).path, to: workingDirectory.path)
    }

    // MARK: 1. Diff labels

    @Test("A label with a space ends with a TAB on the --- and +++ lines, as git writes it")
    func labelsWithASpaceEndWithATab() {
        #expect(UnifiedDiff.label("a/", path: "Gen out/X.swift") == "a/Gen out/X.swift\t")
        #expect(UnifiedDiff.label("b/", path: "Gen/X Y.swift") == "b/Gen/X Y.swift\t")
        #expect(UnifiedDiff.label("a/", path: "Gen/X.swift") == "a/Gen/X.swift")
        let modified = UnifiedDiff.diff(old: "a\n", new: "b\n", path: "Gen out/X.swift")
        #expect(modified.hasPrefix("--- a/Gen out/X.swift\t\n+++ b/Gen out/X.swift\t\n@@ -1 +1 @@\n"))
        let created = UnifiedDiff.diff(old: nil, new: "b\n", path: "Gen out/X.swift")
        #expect(created.hasPrefix("--- /dev/null\n+++ b/Gen out/X.swift\t\n"))
        let removed = UnifiedDiff.diff(old: "a\n", new: nil, path: "Gen out/X.swift")
        #expect(removed.hasPrefix("--- a/Gen out/X.swift\t\n+++ /dev/null\n"))
    }

    @Test("A label with a quote, a backslash or a control character is C-quoted, as git's quote_c_style does")
    func labelsAreQuotedLikeGit() {
        #expect(UnifiedDiff.label("a/", path: "G\"q\"/X.swift") == "\"a/G\\\"q\\\"/X.swift\"")
        #expect(UnifiedDiff.label("a/", path: "G\\b/X.swift") == "\"a/G\\\\b/X.swift\"")
        #expect(UnifiedDiff.label("a/", path: "G\tt/X.swift") == "\"a/G\\tt/X.swift\"")
        #expect(UnifiedDiff.label("a/", path: "G\u{1}/X.swift") == "\"a/G\\001/X.swift\"")
        #expect(UnifiedDiff.label("b/", path: "G \"q\"/X.swift") == "\"b/G \\\"q\\\"/X.swift\"\t")
        #expect(UnifiedDiff.label("a/", path: "Gén/X.swift") == "a/Gén/X.swift")
    }

    /// Each change (create, modify, remove) of a path with a space or a quote applies with `patch -p1` and
    /// `git apply`, so both the `---` and the `+++` label are read back.
    @Test(arguments: ["Gen out", "Gen \"q\"", "Gen \\ b"])
    func oddNamesApplyWithPatchAndGit(_ output: String) throws {
        for tool in [["patch", "-p1", "--batch", "--input=change.patch"], ["git", "apply", "change.patch"]] {
            guard tool[0] == "git" ? DiffPathTests.gitIsInstalled : Self.patchIsInstalled else { continue }
            let directory = try TemporaryDirectory()
            try Self.makeStale(directory, specs: "specs", output: output, from: directory.url)
            let diff = Self.run(["--no-config", "--diff", "--complete", "-o", output, "specs"], from: directory.url)
            #expect(diff.status == 0, "\(diff.err)")
            let modifiedLabel = UnifiedDiff.label("a/", path: output + "/DemoModels.swift")
            #expect(diff.out.contains("--- \(modifiedLabel)\n+++ \(UnifiedDiff.label("b/", path: output + "/DemoModels.swift"))\n"))
            #expect(diff.out.contains("--- /dev/null\n+++ \(UnifiedDiff.label("b/", path: output + "/OtherModels.swift"))\n"))
            #expect(diff.out.contains("--- \(UnifiedDiff.label("a/", path: output + "/GoneModels.swift"))\n+++ /dev/null\n"))
            try directory.write("change.patch", diff.out)
            let applied = try Self.shell(tool, in: directory.url)
            #expect(applied.status == 0, "\(tool[0]) \(output): \(applied.output)")
            let check = Self.run(["--no-config", "--check", "--complete", "-o", output, "specs"], from: directory.url)
            #expect(check.status == 0, "\(tool[0]) \(output): \(check.out)\(check.err)")
        }
    }

    @Test("Labels are relative to the working directory, else the output's repository root, else its parent; never '..'")
    func diffPrefixRule() throws {
        let scratch = try TemporaryDirectory()
        let base = scratch.url.resolvingSymlinksInPath().path
        try scratch.write("plain/work/keep.txt", "")
        try scratch.write("repo/.git/HEAD", "")
        try scratch.write("repo/sub/keep.txt", "")
        // 1. Under the working directory, in a repository or not.
        #expect(OutputPath.diffPrefix(of: base + "/plain/work/Gen", workingDirectory: base + "/plain/work") == "Gen/")
        #expect(OutputPath.diffPrefix(of: base + "/plain/work", workingDirectory: base + "/plain/work") == "")
        #expect(OutputPath.diffPrefix(of: base + "/repo/sub/Gen", workingDirectory: base + "/repo/sub") == "Gen/")
        // 2. Outside it, in a repository: from the repository's root.
        #expect(OutputPath.diffPrefix(of: base + "/repo/Gen", workingDirectory: base + "/repo/sub") == "Gen/")
        #expect(OutputPath.diffPrefix(of: base + "/repo/a/Gen", workingDirectory: base + "/plain/work") == "a/Gen/")
        #expect(OutputPath.diffPrefix(of: base + "/repo", workingDirectory: base + "/repo/sub") == "")
        // 3. Outside it and in no repository: from the output directory's parent.
        #expect(OutputPath.diffPrefix(of: base + "/plain/Gen", workingDirectory: base + "/plain/work") == "Gen/")
        #expect(OutputPath.diffPrefix(of: base + "/plain/x/../Gen out", workingDirectory: base + "/plain/work") == "Gen out/")
        #expect(OutputPath.diffPrefix(of: "/", workingDirectory: base + "/plain/work") == "")
    }

    /// Review: with no repository and `-o ../Gen`, the labels were `a/../Gen/...`, which `patch -p1` refuses and
    /// `git apply` calls invalid. They are now the output directory's parent's, and apply from there.
    @Test(arguments: ["../Gen", "../Gen out", "ABSOLUTE/Gen"])
    func anOutputOutsideTheWorkingDirectoryWithoutARepositoryAppliesFromItsParent(_ typed: String) throws {
        let directory = try TemporaryDirectory()
        let work = directory.url.appendingPathComponent("work")
        try directory.write("work/keep.txt", "")
        let output = typed.replacingOccurrences(of: "ABSOLUTE", with: directory.url.path)
        let name = (output as NSString).lastPathComponent
        try Self.makeStale(directory, specs: "work/specs", output: output, from: work)
        for mode in ["--check", "--diff"] {
            let run = Self.run(["--no-config", mode, "--complete", "-o", output, "specs"], from: work)
            #expect(run.status == (mode == "--check" ? 1 : 0))
            let labels = run.out.split(separator: "\n").filter { $0.hasPrefix("--- ") || $0.hasPrefix("+++ ") }
            #expect(labels.count >= 6 && !labels.contains { $0.contains("..") }, "\(labels)")
            #expect(run.out.contains("--- \(UnifiedDiff.label("a/", path: name + "/DemoModels.swift"))\n"), "\(run.out)")
            #expect(run.err.contains("would modify \(name)/DemoModels.swift\n"), "\(run.err)")
        }
        let diff = Self.run(["--no-config", "--diff", "--complete", "-o", output, "specs"], from: work)
        try directory.write("change.patch", diff.out)
        if Self.patchIsInstalled {
            let check = try Self.shell(["patch", "-p1", "--batch", "--dry-run", "--input=change.patch"], in: directory.url)
            #expect(check.status == 0, "\(check.output)")
        }
        if DiffPathTests.gitIsInstalled {
            #expect(try Self.shell(["git", "apply", "change.patch"], in: directory.url).status == 0)
            #expect(Self.run(["--no-config", "--check", "--complete", "-o", output, "specs"], from: work).status == 0)
        }
    }

    // MARK: 2. Line endings

    static func crlf(_ text: String) -> String { text.replacingOccurrences(of: "\n", with: "\r\n") }
    static func cr(_ text: String) -> String { text.replacingOccurrences(of: "\n", with: "\r") }

    @Test("CR LF and a lone CR become LF; other bytes are kept")
    func lineBreaksAreNormalized() {
        #expect(YAMLTextEncoding.normalizingLineBreaks(Array("a\r\nb\rc\n\r\r\nd".utf8)) == Array("a\nb\nc\n\n\nd".utf8))
        #expect(YAMLTextEncoding.normalizingLineBreaks("x\r") == "x\n")
        #expect(YAMLTextEncoding.normalizingLineBreaks("é\u{2028}\n") == "é\u{2028}\n")
    }

    /// Review: a CRLF checkout of unchanged specs made `--check` fail, only on the fingerprint line. The spec and
    /// every spec it uses are hashed with their line breaks normalized.
    @Test(arguments: [("CRLF", crlf), ("CR", cr)] as [(String, @Sendable (String) -> String)])
    func aSpecWithOtherLineEndingsIsNotStale(_ name: String, _ convert: @Sendable (String) -> String) throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/common.yaml", UsesPathCLITests.common)
        try directory.write("specs/posts/posts.yaml", UsesPathCLITests.posts)
        #expect(Tool.run(["--no-config", "-q"], in: directory).status == 0)
        let written = try directory.list("Generated").map { directory.read("Generated/" + $0) }
        for spec in ["specs/posts/posts.yaml", "specs/common.yaml"] {
            try directory.write(spec, convert(directory.read(spec) ?? ""))
            let check = Tool.run(["--no-config", "--check"], in: directory)
            #expect(check.status == 0, "\(name) \(spec): \(check.out)\(check.err)")
            let run = Tool.run(["--no-config"], in: directory)
            #expect(run.out.hasPrefix("Generated: 0 written"), "\(name) \(spec): \(run.out)")
        }
        #expect(try directory.list("Generated").map { directory.read("Generated/" + $0) } == written)
    }

    /// Review: a template override saved with CRLF gave files with mixed line endings. Template text is read with
    /// LF line breaks, so the files (and their fingerprints) are those of the LF override.
    @Test(arguments: [("CRLF", crlf), ("CR", cr)] as [(String, @Sendable (String) -> String)])
    func aTemplateWithOtherLineEndingsGivesTheSameFiles(_ name: String, _ convert: @Sendable (String) -> String) throws {
        let header = try #require(TemplateSet.defaults.sources["header"]?.text)
        let request = try #require(TemplateSet.defaults.sources["request"]?.text)
        let directory = try TemporaryDirectory()
        try directory.write("specs/demo.yaml", Tool.goodSpec)
        try directory.write("lf/header.mustache", header)
        try directory.write("lf/request.mustache", request)
        try directory.write("other/header.mustache", convert(header))
        try directory.write("other/request.mustache", convert(request))
        #expect(Tool.run(["--no-config", "-q", "--templates", "lf"], in: directory).status == 0)
        let written = try directory.list("Generated").map { directory.read("Generated/" + $0) ?? "" }
        #expect(written.allSatisfy { !$0.contains("\r") })
        let check = Tool.run(["--no-config", "--check", "--templates", "other"], in: directory)
        #expect(check.status == 0, "\(name): \(check.out)")
        let other = try TemplateSet.overriding(from: directory.url.appendingPathComponent("other").path)
        #expect(other.sources["header"]?.text.contains("\r") == false)
    }

    // MARK: 3. Empty option values

    static let emptyValueCommands: [(command: [String], option: String, short: Character?)] = [
        ([], "output", "o"), ([], "config", nil), ([], "templates", nil), ([], "access", nil),
        ([], "view-model-style", nil), ([], "stubs", nil), ([], "run-log", nil), ([], "specs-root", nil),
        (["lint"], "config", nil), (["lint"], "templates", nil), (["lint"], "specs-root", nil),
        (["import", "api.yaml"], "output", "o"), (["import", "api.yaml"], "api", nil),
        (["import", "api.yaml"], "split-by", nil),
        (["infer", "user.json"], "model", nil), (["infer", "user.json"], "api", nil),
        (["infer", "user.json"], "output", "o"),
        (["check-payload", "rooms.yaml", "getRoom", "p.json"], "status", nil),
    ]

    /// Review: `generator --output ""` wrote into the working directory. Every option's empty value is a missing
    /// value, spelled any way.
    @Test func anEmptyOptionValueIsAUsageError() throws {
        for entry in Self.emptyValueCommands {
            var spellings = [["--\(entry.option)", ""], ["--\(entry.option)="]]
            if let short = entry.short { spellings.append(["-\(short)", ""]) }
            for spelling in spellings {
                let directory = try TemporaryDirectory()
                try directory.write("specs/demo.yaml", Tool.goodSpec)
                let run = Tool.run(entry.command + spelling, in: directory)
                #expect(run.status == 64, "\(entry.command + spelling)")
                #expect(run.err.hasPrefix("error: missing value for option '--\(entry.option) <"), "\(run.err)")
                #expect(try directory.list() == ["specs"], "\(entry.command + spelling) wrote something")
            }
        }
    }

    // MARK: 4. What --check and --diff say, and -q

    @Test("--check and --diff say what would change; -q leaves only diagnostics (and the diff) in every mode")
    func checkAndDiffSayWhatWouldHappen() throws {
        let directory = try TemporaryDirectory()
        try Self.makeStale(directory, specs: "specs", output: "Generated", from: directory.url)
        let expected = """
            would remove Generated/GoneModels.swift
            would remove Generated/GoneRequests.swift
            would remove Generated/GoneViewModels.swift
            would create Generated/OtherModels.swift
            """
        let diff = Tool.run(["--no-config", "--diff", "--complete", "specs"], in: directory)
        #expect(diff.err.contains("would modify Generated/DemoModels.swift\n"))
        #expect(diff.err.contains(expected))
        #expect(!diff.err.contains("created") && !diff.err.contains("modified") && !diff.err.contains("removed"))
        let check = Tool.run(["--no-config", "--check", "--complete", "specs"], in: directory)
        #expect(check.err.contains("would modify Generated/DemoModels.swift\n"))
        for mode in ["--check", "--diff"] {
            let quiet = Tool.run(["--no-config", mode, "-q", "--complete", "specs"], in: directory)
            #expect(!quiet.err.contains("would "), "\(mode): \(quiet.err)")
            #expect(quiet.out.contains("--- a/Generated/DemoModels.swift\n"))
            #expect(quiet.err == (mode == "--check" ? "error: Generated is out of date; run the generator and commit the result\n" : ""))
        }
        let write = Tool.run(["--no-config", "--quiet", "--complete", "--stubs", "Screens", "specs"], in: directory)
        #expect(write.status == 0)
        #expect(write.out == "" && write.err == "")
    }

    // MARK: 5. POSIX utility syntax

    static let posixTool = ToolDescription(
        name: "tool", abstract: "A tool.", version: "1",
        commands: [CommandDescription(
            name: "run", abstract: "Run.",
            options: [OptionDescription("output", shortName: "o", valueName: "dir", help: "Output."),
                      OptionDescription("templates", shortName: "t", valueName: "dir", help: "Templates.", isRepeatable: true)],
            flags: [FlagDescription("quiet", shortName: "q", help: "Quiet."), FlagDescription("strict", shortName: "s", help: "Strict.")],
            positional: PositionalDescription("spec", help: "Specs.", arity: .zeroOrMore))],
        defaultCommandName: "run")

    static func parse(_ arguments: [String]) throws(UsageError) -> ParsedCommand? {
        if case let .run(command) = try ArgumentParser(tool: posixTool).parse(arguments) { return command }
        return nil
    }

    static func parseError(_ arguments: [String]) -> String? {
        do {
            _ = try parse(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    @Test("A short option's value may be attached, and flags grouped, the last of a group taking a value (XBD 12.2)")
    func posixShortOptions() throws {
        for (arguments, output) in [
            (["-o/dir"], "/dir"), (["-odir"], "dir"), (["-o", "dir"], "dir"), (["-o-x"], "-x"), (["-o=dir"], "=dir"),
            (["--output=dir"], "dir"), (["-qo", "dir"], "dir"), (["-qodir"], "dir"), (["-sqo/dir"], "/dir"),
        ] {
            let command = try #require(try Self.parse(arguments + ["a.yaml"]), "\(arguments)")
            #expect(command.optionValues == ["output": [output]], "\(arguments)")
            #expect(command.positionals == ["a.yaml"], "\(arguments)")
            #expect(command.flags == Set(arguments[0].hasPrefix("-sq") ? ["quiet", "strict"] : arguments[0].hasPrefix("-q") ? ["quiet"] : []))
        }
        #expect(try Self.parse(["-qs"])?.flags == ["quiet", "strict"])
        #expect(try Self.parse(["-tA", "-qtB"])?.optionValues == ["templates": ["A", "B"]])
        #expect(Self.parseError(["-qx"]) == "unknown option '-x' in '-qx'")
        #expect(Self.parseError(["-x"]) == "unknown option '-x'")
        #expect(Self.parseError(["-output", "dir"]) == "unknown option '-output'; did you mean '--output'?")
        #expect(Self.parseError(["-quiet"]) == "unknown option '-quiet'; did you mean '--quiet'?")
        #expect(Self.parseError(["-qo"]) == "missing value for option '--output <dir>'")
        #expect(Self.parseError(["-qo", "--strict"]) == "missing value for option '--output <dir>'")
        #expect(Self.parseError(["-odir", "-oother"]) == "option '--output' was given more than once")
    }

    @Test func theGeneratorAcceptsPosixShortOptions() throws {
        for arguments in [["-qo", "Out"], ["-qoOut"], ["-oOut", "-q"]] {
            let directory = try TemporaryDirectory()
            try directory.write("specs/demo.yaml", Tool.goodSpec)
            let run = Tool.run(["--no-config"] + arguments, in: directory)
            #expect(run.status == 0, "\(arguments): \(run.err)")
            #expect(run.out == "", "\(arguments)")
            #expect(try directory.list("Out").count == 3, "\(arguments)")
        }
    }

    // MARK: 6. A command written after options

    /// Review: `generator --no-config lint` read `lint` as a spec path. A positional argument that is a command's
    /// name and no file, wherever it stands, is a usage error that shows the command first.
    @Test(arguments: [
        (["--no-config", "lint"], "generator lint --no-config"),
        (["-o", "Gen", "lint"], "generator lint -o Gen"),
        (["specs", "lint", "--no-config"], "generator lint specs --no-config"),
        (["--no-config", "--", "lint"], "generator lint --no-config --"),
        (["--templates", "My templates", "check-payload"], "generator check-payload --templates 'My templates'"),
    ])
    func aCommandAfterOptionsGetsAHint(_ arguments: [String], _ suggestion: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/demo.yaml", Tool.goodSpec)
        let run = Tool.run(arguments, in: directory)
        let command = arguments.first { ["lint", "check-payload"].contains($0) } ?? ""
        #expect(run.status == 64)
        #expect(run.err.hasPrefix(
            "error: '\(command)' is a command, not a spec file or directory; the command goes first: '\(suggestion)'\n"),
            "\(run.err)")
        #expect(try directory.list() == ["specs"])
    }

    @Test func aSpecDirectoryNamedLikeACommandIsStillASpecDirectory() throws {
        let directory = try TemporaryDirectory()
        try directory.write("lint/demo.yaml", Tool.goodSpec)
        let run = Tool.run(["--no-config", "lint"], in: directory)
        #expect(run.status == 0, "\(run.err)")
        #expect(try directory.list("Generated").count == 3)
    }

    // MARK: 7. check-payload's arguments

    @Test("check-payload's usage shows exactly three arguments, and the count in errors is in good grammar")
    func checkPayloadTakesThreeArguments() throws {
        let directory = try TemporaryDirectory()
        let help = Tool.run(["check-payload", "--help"], in: directory)
        #expect(help.out.contains("USAGE: generator check-payload [<options>] <spec> <endpoint> <payload.json>\n"),
                "\(help.out)")
        #expect(!help.out.contains("..."))
        for (arguments, got) in [
            (["a.yaml"], "got 1 argument"), (["a.yaml", "e"], "got 2 arguments"),
            (["a.yaml", "e", "p.json", "q.json"], "got 4 arguments"),
        ] {
            let run = Tool.run(["check-payload"] + arguments, in: directory)
            #expect(run.status == 64)
            #expect(run.err.hasPrefix(
                "error: expected 3 arguments (<spec> <endpoint> <payload.json>); \(got)\n"
                    + "usage: generator check-payload [<options>] <spec> <endpoint> <payload.json>\n"),
                "\(run.err)")
        }
        let built = ParsedCommand(commandName: "check-payload", positionals: ["a.yaml"])
        #expect(throws: UsageError(
            message: "expected a spec, an endpoint name and a payload file; got 1 argument", usage: "")) {
            try GeneratorCommand(built)
        }
    }

    // MARK: 8. Template problems once

    /// Review: a header override without the marker printed its error once per spec and file (six times for two
    /// specs of three files); the team's file template likewise once per view model. Each is printed once.
    @Test func aTemplateProblemIsReportedOnce() throws {
        let directory = try TemporaryDirectory()
        let spec = Tool.goodSpec.replacingOccurrences(
            of: "  listItems:", with: "  getItem: {method: GET, path: /items/1, response: Item, view_model: Item}\n  listItems:")
        try directory.write("specs/demo.yaml", spec)
        try directory.write("specs/cart.yaml", spec.replacingOccurrences(of: "api: Demo", with: "api: Cart"))
        try directory.write("Templates/header.mustache", "// Oops {{{header}}}\n")
        for arguments in [["--templates", "Templates"], ["lint", "--templates", "Templates"]] {
            var run = Tool.run(arguments + ["--no-config"], in: directory)
            run.err = run.err.replacingOccurrences(of: directory.url.path + "/", with: "")
            #expect(run.status == 1)
            let lines = run.err.split(separator: "\n")
            #expect(lines.count == 1, "\(arguments): \(run.err)")
            #expect(lines.first?.hasPrefix("Templates/header.mustache:1:1: error: generated files must start with") == true,
                    "\(run.err)")
        }
        try directory.write("Stubs/viewmodelstub.mustache", "// Not the team's marker\n")
        var stubs = Tool.run(["--no-config", "--templates", "Stubs", "--stubs", "Screens"], in: directory)
        stubs.err = stubs.err.replacingOccurrences(of: directory.url.path + "/", with: "")
        #expect(stubs.status == 1)
        #expect(stubs.err.split(separator: "\n").count == 1, "\(stubs.err)")
        #expect(stubs.err.hasPrefix("Stubs/viewmodelstub.mustache:1:1: error: team-owned view model files must start with"))
    }

    /// A warning about a template (a name no context provides) is printed once although the templates are checked
    /// for the generated files and again for the team's files.
    @Test func aTemplateWarningIsPrintedOnceWithTheTeamsFiles() throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/demo.yaml", Tool.goodSpec)
        let header = try #require(TemplateSet.defaults.sources["header"]?.text)
        try directory.write("Templates/header.mustache", header + "{{propeties}}")
        let run = Tool.run(["--no-config", "--templates", "Templates", "--stubs", "Screens"], in: directory)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err.components(separatedBy: "'propeties' is no value").count == 2, "\(run.err)")
    }

    /// A warning about a spec's declarations (a renamed parameter) is printed once although the declarations are built
    /// for the generated files and again for the team's files.
    @Test func aDeclarationWarningIsPrintedOnceWithTheTeamsFiles() throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/demo.yaml", """
            api: Demo
            endpoints:
              postNote:
                method: POST
                path: /notes
                query: {text: string}
                body: {encoding: text}

            """)
        let run = Tool.run(["--no-config", "--stubs", "Screens"], in: directory)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err.components(separatedBy: "is named 'text2' in Swift").count == 2, "\(run.err)")
    }
}
