import Foundation
import GeneratorCLI
import Synchronization
import Testing

/// Review finding 3: the paths of `--check` and `--diff` output are relative to where the generator ran (or to the
/// git repository's root when the output is outside that directory), however `--output` was written, so the diff
/// applies with `git apply`; checked by running `git apply --check` and `git apply` in a temporary repository.
@Suite struct DiffPathTests {
    /// Runs a tool through `/usr/bin/env`; its exit status and combined output.
    static func shell(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static let gitIsInstalled = (try? shell(["git", "--version"], in: URL(fileURLWithPath: "/"))).map { $0.status == 0 } ?? false

    /// A repository with a spec generated into `Generated/`, then the spec changed and one added, so the output is
    /// stale: files modified and files created.
    static func staleRepository() throws -> TemporaryDirectory {
        let repository = try TemporaryDirectory()
        #expect(try shell(["git", "init", "-q"], in: repository.url).status == 0)
        try repository.write("specs/demo.yaml", GeneratorToolTests.goodSpec)
        try repository.write("sub/keep.txt", "a subdirectory to run from\n")
        #expect(GeneratorToolTests.run(["--no-config", "--quiet"], in: repository).status == 0)
        try repository.write("specs/demo.yaml", GeneratorToolTests.goodSpec
            .replacingOccurrences(of: "html_url: url?", with: "html_url: url?\n    title: string")
            .replacingOccurrences(of: "  listItems:", with: "  getItem: {method: GET, path: /items/1, response: Item, view_model: Item}\n  listItems:"))
        try repository.write("specs/other.yaml", "api: Other\nendpoints:\n  ping: {method: GET, path: /ping}\n")
        return repository
    }

    @Test(.enabled(if: gitIsInstalled, "git is not installed"), arguments: [
        "ABSOLUTE/Generated", "ABSOLUTE/Generated/", "./Generated/", "sub/../Generated", "specs/../sub/../Generated",
    ])
    func theDiffAppliesWithGitWhereverTheOutputIsWritten(_ output: String) throws {
        let repository = try Self.staleRepository()
        let typed = output.replacingOccurrences(of: "ABSOLUTE", with: repository.url.path)
        for mode in ["--check", "--diff"] {
            let run = GeneratorToolTests.run(["--no-config", mode, "--output", typed], in: repository)
            #expect(run.status == (mode == "--check" ? 1 : 0))
            #expect(run.out.contains("--- a/Generated/DemoModels.swift\n+++ b/Generated/DemoModels.swift\n"), "\(run.out)")
            #expect(run.out.contains("--- /dev/null\n+++ b/Generated/"), "a created file: \(run.out)")
            #expect(run.err.contains("would modify Generated/DemoModels.swift\n"), "\(run.err)")
            try repository.write("change.patch", run.out)
            let check = try Self.shell(["git", "apply", "--check", "change.patch"], in: repository.url)
            #expect(check.status == 0, "\(typed) \(mode): \(check.output)")
        }
        // Applying it gives exactly what a run writes.
        let diff = GeneratorToolTests.run(["--no-config", "--diff", "--output", typed], in: repository)
        try repository.write("change.patch", diff.out)
        #expect(try Self.shell(["git", "apply", "change.patch"], in: repository.url).status == 0)
        let check = GeneratorToolTests.run(["--no-config", "--check", "--output", typed], in: repository)
        #expect(check.status == 0, "\(check.out)")
    }

    /// Run from a subdirectory with `--output ../Generated`: the paths are the repository root's, as `git diff` prints.
    @Test(.enabled(if: gitIsInstalled, "git is not installed"))
    func anOutputOutsideTheWorkingDirectoryIsNamedFromTheRepositoryRoot() throws {
        let repository = try Self.staleRepository()
        let out = Mutex("")
        let console = Console(out: { text in out.withLock { $0 += text.hasSuffix("\n") ? text : text + "\n" } }, error: { _ in })
        let status = GeneratorTool.run(
            ["--no-config", "--diff", "--output", "../Generated", "../specs"], in: repository.url.path + "/sub", console: console)
        let text = out.withLock { $0 }
        #expect(status == 0)
        #expect(text.contains("--- a/Generated/DemoModels.swift\n+++ b/Generated/DemoModels.swift\n"), "\(text)")
        try repository.write("change.patch", text)
        let check = try Self.shell(["git", "apply", "--check", "change.patch"], in: repository.url)
        #expect(check.status == 0, "\(check.output)")
    }

    @Test func relativePathsResolveDotsAndClimbOutOfTheBase() {
        #expect(OutputPath.relative("/a/b/Generated", to: "/a/b") == "Generated")
        #expect(OutputPath.relative("/a/b/./x/../Generated/", to: "/a/b/") == "Generated")
        #expect(OutputPath.relative("/a/Generated", to: "/a/b/c") == "../../Generated")
        #expect(OutputPath.relative("/a/b", to: "/a/b") == ".")
        #expect(OutputPath.relative("/", to: "/a") == "..")
    }
}
