import Foundation
import GeneratorCLI
import Testing

/// `uses` entries stay inside the specs root through the command line (spec format §1, "Sharing models"): the
/// directory the run was given, the directory of a file given, the config's `specs`, and `--specs-root` (which the
/// build plugin passes: the target's directory).
@Suite("uses and the specs root, from the command line")
struct UsesPathCLITests {
    static let common = "api: Common\nmodels:\n  User: {id: int64}\n"
    static let posts = """
        api: Posts
        uses: [../common.yaml]
        models: {Post: {author: User}}
        endpoints:
          listPosts: {method: GET, path: /posts, response: [Post]}

        """

    private func run(_ arguments: [String], in directory: TemporaryDirectory) -> GeneratorToolTests.Run {
        var run = GeneratorToolTests.run(arguments, in: directory)
        run.err = run.err.replacingOccurrences(of: directory.url.path + "/", with: "")
        return run
    }

    @Test("generate and lint refuse an entry leaving the root, write nothing and exit 1")
    func refusedAndNothingWritten() throws {
        let directory = try TemporaryDirectory()
        try directory.write("secret.yaml", Self.common)
        try directory.write("specs/demo.yaml", "api: Demo\nuses: [../secret.yaml, /etc/hosts.yaml, notes.md]\nmodels: {B: {u: User}}\n")
        let expected = """
            specs/demo.yaml:2:8: error: cannot use '../secret.yaml': it lies outside the specs root 'specs' (through '..' or a symbolic link)
            specs/demo.yaml:2:24: error: cannot use '/etc/hosts.yaml': a used spec is named by a path relative to this spec's directory, not an absolute path
            specs/demo.yaml:2:41: error: cannot use 'notes.md': a used spec is a .yaml or .yml file
            """
        for arguments in [[], ["specs"], ["lint"], ["lint", "specs"]] {
            let result = run(arguments, in: directory)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.err.hasPrefix(expected + "\n"), "\(arguments): \(result.err)")
            #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Generated").path))
        }
    }

    @Test("A single file's root is its directory; the config's specs and --specs-root widen it")
    func rootsOfARun() throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/common.yaml", Self.common)
        try directory.write("specs/posts/posts.yaml", Self.posts)
        let alone = run(["lint", "specs/posts/posts.yaml", "--no-config"], in: directory)
        #expect(alone.status == 1)
        #expect(alone.err.hasPrefix(
            "specs/posts/posts.yaml:2:8: error: cannot use '../common.yaml': it lies outside the specs root 'specs/posts' "
                + "(through '..' or a symbolic link)\n"), "\(alone.err)")

        let widened = run(["specs/posts/posts.yaml", "--no-config", "--specs-root", "specs"], in: directory)
        #expect(widened.status == 0, "\(widened.err)")
        #expect(directory.read("Generated/PostsModels.swift")?.contains("public let author: Common.User") == true)

        // The build plugin's form of a run (one spec, --specs-root the target's directory): still nothing outside it.
        try directory.write("elsewhere.yaml", Self.common)
        try directory.write("specs/escape/escape.yaml", Self.posts.replacingOccurrences(of: "../common.yaml", with: "../../elsewhere.yaml"))
        let plugin = run(
            ["specs/escape/escape.yaml", "--output", "Built", "--quiet", "--no-stubs", "--no-config", "--specs-root", "specs"],
            in: directory)
        #expect(plugin.status == 1)
        #expect(plugin.err.hasPrefix(
            "specs/escape/escape.yaml:2:8: error: cannot use '../../elsewhere.yaml': it lies outside the specs root 'specs' "
                + "(through '..' or a symbolic link)\n"), "\(plugin.err)")
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Built").path))

        // A config naming `specs` makes it a root, also for a run given one of its files. Its subdirectories are
        // read too: the escaping spec is reported until it goes.
        try directory.write("generator.yaml", "specs: [specs]\noutput: Out\n")
        #expect(run(["lint"], in: directory).err.hasPrefix("specs/escape/escape.yaml:2:8: error: cannot use '../../elsewhere.yaml'"))
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("specs/escape"))
        let all = run(["lint"], in: directory)
        #expect(all.status == 0, "\(all.err)")
        #expect(all.out == "2 specs checked: 0 errors, 0 warnings\n")
        let oneFile = run(["lint", "specs/posts/posts.yaml"], in: directory)
        #expect(oneFile.status == 0, "\(oneFile.err)")
    }

    @Test("A config setting specs to the default's own text still names a root, by a relative --config or found")
    func configSettingTheDefaultSpecsIsARoot() throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/common.yaml", Self.common)
        try directory.write("specs/posts/posts.yaml", Self.posts)
        // `specs: [specs]` given by a relative path resolves to exactly the default's text, "specs": the key is set
        // all the same (a fresh-user review found it ignored, so `../common.yaml` was refused).
        try directory.write("gen.yaml", "specs: [specs]\n")
        for arguments in [["lint", "--config", "gen.yaml", "specs/posts/posts.yaml"],
                          ["specs/posts/posts.yaml", "--config", "gen.yaml", "--output", "Out"]] {
            let result = run(arguments, in: directory)
            #expect(result.status == 0, "\(arguments): \(result.err)")
        }
        try directory.write("generator.yaml", "specs: [specs]\n")
        let found = run(["lint", "specs/posts/posts.yaml"], in: directory)
        #expect(found.status == 0, "\(found.err)")
        // A --specs-root that is not a directory is bad usage, for generate and lint alike.
        for arguments in [["lint", "specs/posts/posts.yaml", "--specs-root", "nowhere"],
                          ["specs/posts/posts.yaml", "--specs-root", "specs/common.yaml", "--output", "Bad"]] {
            let result = run(arguments, in: directory)
            #expect(result.status == 64, "\(arguments)")
            let root = try #require(arguments.firstIndex(of: "--specs-root").map { arguments[$0 + 1] })
            #expect(result.err.hasPrefix("error: --specs-root '\(root)' is not a directory\n"), "\(result.err)")
        }
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Bad").path))
        // Without the key the default directory is not a root of a run given one file.
        try directory.write("generator.yaml", "output: Out\n")
        #expect(run(["lint", "specs/posts/posts.yaml"], in: directory).status == 1)
    }
}
