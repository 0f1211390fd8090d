import Foundation
import TestSupport
import Testing

@testable import generator_bench

/// Issue 12's side-by-side comparison (`generator-bench --compile-cost --compare`): its command line, the baseline
/// revision's lookup and cache, and the verdicts on the issue's targets, with fixed numbers (no build is timed here).
@Suite("Compile-cost comparison against the issue's revision")
struct CompileCostComparisonTests {
    typealias Options = GeneratorBenchmarkCommand.Options
    typealias Measurement = CompileCostTargets.Measurement

    // MARK: Command line

    @Test("the baseline defaults to e2ca4a6, the revision issue 12 was filed at, and is kept under <package>/.build")
    func defaults() throws {
        let options = try Options(parsing: ["--package", "/repo"], defaultSizes: [100])
        #expect(options.baselineRevision == "e2ca4a6")
        #expect(BaselineRevision.issueRevision == "e2ca4a6")
        #expect(options.modelFiles == 8)
        #expect(options.sizes == [100])
        #expect(options.configurations == ["debug", "release"])
        #expect(options.repetitionsGiven == false)
        #expect(options.baselineCache == "/repo/.build/compile-cost-baselines")
        #expect(options.buildSystem == "native")
    }

    @Test("every comparison flag is read")
    func flags() throws {
        let options = try Options(parsing: [
            "--baseline-revision", "v0.1.0", "--model-files", "4", "--repeat", "5", "--configurations", "debug",
            "--sizes", "200", "--package", "/repo", "--scratch", "/scratch", "--keep", "/keep", "--build-system", "swiftbuild",
        ], defaultSizes: [100])
        #expect(options.buildSystem == "swiftbuild")
        #expect(options.baselineRevision == "v0.1.0")
        #expect(options.modelFiles == 4)
        #expect(options.repetitions == 5)
        #expect(options.repetitionsGiven)
        #expect(options.configurations == ["debug"])
        #expect(options.sizes == [200])
        #expect(options.keep == "/keep")
        #expect(options.baselineCache == "/scratch/compile-cost-baselines")
    }

    @Test("a wrong command line is a usage error naming what is wrong", arguments: [
        (["--baseline-revision"], "missing value for --baseline-revision"),
        (["--baseline-revision", "--repeat", "3"], "--baseline-revision needs a git revision, got '--repeat'"),
        (["--model-files", "0"], "expected positive integers separated by commas, got '0'"),
        (["--sizes", "100,x"], "expected positive integers separated by commas, got '100,x'"),
        (["--configurations", "debug,profile"], "unknown configuration 'profile' (debug or release)"),
        (["--baseline"], "unknown argument '--baseline'"),
        (["--build-system", "xcode"], "unknown build system 'xcode' (native or swiftbuild)"),
        (["--build-system"], "missing value for --build-system"),
    ])
    func usageErrors(arguments: [String], message: String) {
        #expect(throws: Options.UsageError(description: message)) {
            try Options(parsing: arguments, defaultSizes: [100])
        }
    }

    @Test("every --compare command in docs/performance.md and the script's usage text parses")
    func documentedCommandsParse() throws {
        let doc = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/performance.md"), encoding: .utf8)
        let commands = doc.split(separator: "\n").filter { $0.hasPrefix("scripts/compile-cost.sh --compare") }
        #expect(commands.count >= 4)
        #expect(commands.contains { $0.contains("--baseline-revision") })
        for command in commands {
            let words = command.split(separator: "#")[0].split(separator: " ").dropFirst(2).map(String.init)
            #expect(throws: Never.self, "\(command)") { try Options(parsing: words, defaultSizes: [100]) }
        }
        let script = try String(contentsOf: PackagePaths.root.appendingPathComponent("scripts/compile-cost.sh"), encoding: .utf8)
        let usage = try #require(script.range(of: "#        scripts/compile-cost.sh --compare").map { script[$0.upperBound...] })
        let flags = usage.prefix(while: { $0 != "E" }).split(whereSeparator: { " []#\n".contains($0) })
            .filter { $0.hasPrefix("--") }.map(String.init)
        #expect(flags == [
            "--sizes", "--model-files", "--repeat", "--baseline-revision", "--configurations", "--build-system", "--keep",
        ])
        for flag in flags {
            let value = switch flag {
            case "--configurations": "debug"
            case "--baseline-revision": "e2ca4a6"
            case "--build-system": "swiftbuild"
            default: "1"
            }
            #expect(throws: Never.self, "\(flag)") { try Options(parsing: [flag, value], defaultSizes: [100]) }
        }
        #expect(script.contains("--compile-cost --compare --package \"$root\" --scratch \"$scratch\""))
    }

    @Test("a timed build starts without the target's object files, in the native and the Swift Build layout alike")
    func removesObjectFilesOfTheTarget() throws {
        let build = try ScratchDirectory.makePath("compile-cost-objects")
        let fileManager = FileManager.default
        let kept = [
            "x86_64-unknown-linux-gnu/debug/EndpointRuntime.build/Client.swift.o",
            "x86_64-unknown-linux-gnu/debug/Split.build/output-file-map.json",
            "out/Intermediates.noindex/P.build/Debug-linux/EndpointRuntime.build/Objects-normal/x86_64/Client.o",
            "x86_64-unknown-linux-gnu/debug/SplitMore.build/A.swift.o",
        ]
        let removed = [
            "x86_64-unknown-linux-gnu/debug/Split.build/Service01Models.swift.o",
            "x86_64-unknown-linux-gnu/release/Split.build/Service01Models2.swift.o",
            "out/Intermediates.noindex/P.build/Debug-linux/Split.build/Objects-normal/x86_64/Service01Models.o",
        ]
        for path in kept + removed {
            let url = URL(fileURLWithPath: build + "/" + path)
            try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        // SwiftPM's `debug` is a link to `<triple>/debug`: the same directory reached twice.
        try fileManager.createSymbolicLink(atPath: build + "/debug", withDestinationPath: "x86_64-unknown-linux-gnu/debug")

        try CompileCostComparison.removeObjectFiles(of: "Split", under: build)

        for path in kept { #expect(fileManager.fileExists(atPath: build + "/" + path), "\(path)") }
        for path in removed { #expect(!fileManager.fileExists(atPath: build + "/" + path), "\(path)") }
    }

    @Test("a build the build tool crashed in runs again, at most three times; any other failure stops at once")
    func retriesCrashedBuilds() throws {
        let crash = GenerationBenchmark.Failure(description: "error: \n*** Program crashed: Bad pointer dereference ***")
        var logged: [String] = []
        var attempts = 0
        let value = try CompileCostComparison.retryingCrashes(log: { logged.append($0) }) { () throws -> Int in
            attempts += 1
            if attempts < 3 { throw crash }
            return 42
        }
        #expect(value == 42 && attempts == 3)
        #expect(logged == [
            "The build tool crashed (attempt 1 of 3); running the same build again.",
            "The build tool crashed (attempt 2 of 3); running the same build again.",
        ])

        attempts = 0
        #expect(throws: GenerationBenchmark.Failure.self) {
            try CompileCostComparison.retryingCrashes(log: { _ in }) { () throws -> Int in
                attempts += 1
                throw crash
            }
        }
        #expect(attempts == 3)

        attempts = 0
        #expect(throws: GenerationBenchmark.Failure.self) {
            try CompileCostComparison.retryingCrashes(log: { _ in }) { () throws -> Int in
                attempts += 1
                throw GenerationBenchmark.Failure(description: "error: cannot find type 'Foo' in scope")
            }
        }
        #expect(attempts == 1)
    }

    // MARK: Baseline revision

    @Test("a directory outside any git checkout: the error names the revision and says how to get it")
    func notACheckout() throws {
        let directory = try ScratchDirectory.makePath("compile-cost-comparison")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let error = #expect(throws: BaselineRevision.NotFound.self) {
            try revision("e2ca4a6", in: directory).resolve()
        }
        let message = error?.description ?? ""
        #expect(message.hasPrefix("baseline revision 'e2ca4a6' cannot be read: \(directory) is not in a git checkout"))
        #expect(message.contains("git fetch --unshallow"))
    }

    @Test("a revision the repository does not have: the error names it")
    func unknownRevision() throws {
        let repository = try repositoryWithTwoCommits()
        defer { try? FileManager.default.removeItem(atPath: repository.path) }
        let error = #expect(throws: BaselineRevision.NotFound.self) {
            try revision("0123abc", in: repository.path).resolve()
        }
        #expect(error?.description == """
            baseline revision '0123abc' is not in the repository of \(repository.path); fetch it (`git fetch --unshallow` \
            for a shallow clone, `git fetch origin` for a clone that predates it), or pass --baseline-revision with a \
            revision the clone has.
            """)
    }

    @Test("a shallow clone without the revision: the error says to run git fetch --unshallow")
    func shallowClone() throws {
        let repository = try repositoryWithTwoCommits()
        defer { try? FileManager.default.removeItem(atPath: repository.path) }
        let clone = repository.path + "-shallow"
        defer { try? FileManager.default.removeItem(atPath: clone) }
        try git(["clone", "--quiet", "--depth", "1", "file://" + repository.path, clone])
        let error = #expect(throws: BaselineRevision.NotFound.self) {
            try revision(repository.first, in: clone).resolve()
        }
        #expect(error?.description == """
            baseline revision '\(repository.first)' is not in the repository of \(clone); this clone is shallow: run \
            `git fetch --unshallow` to get the whole history, or pass --baseline-revision with a revision the clone has.
            """)
        // The newest commit is in the shallow clone, so it can serve as a baseline.
        #expect(try revision("HEAD", in: clone).resolve().commit == repository.second)
    }

    @Test("a revision resolves to its full commit hash and the package's place in the repository")
    func resolvesFullHash() throws {
        let repository = try repositoryWithTwoCommits()
        defer { try? FileManager.default.removeItem(atPath: repository.path) }
        let top = try revision(String(repository.first.prefix(7)), in: repository.path).resolve()
        #expect(top.commit == repository.first)
        #expect(top.prefix == "")
        let nested = try revision("HEAD~1", in: repository.path + "/package").resolve()
        #expect(nested.commit == repository.first)
        #expect(nested.prefix == "package/")
    }

    @Test("a second comparison reuses the generator built for the same commit instead of building it again")
    func reusesBuiltGenerator() throws {
        let repository = try repositoryWithTwoCommits()
        defer { try? FileManager.default.removeItem(atPath: repository.path) }
        let cache = repository.path + "-cache"
        defer { try? FileManager.default.removeItem(atPath: cache) }
        try FileManager.default.createDirectory(atPath: cache + "/" + repository.first, withIntermediateDirectories: true)
        try "/bin/true".write(toFile: cache + "/" + repository.first + "/built", atomically: true, encoding: .utf8)
        // `swift` is /bin/false: any build would fail, so success means nothing was built.
        var baseline = revision(String(repository.first.prefix(8)), in: repository.path + "/package")
        baseline.cacheDirectory = cache
        baseline.swift = "/bin/false"
        var logged: [String] = []
        let prepared = try baseline.prepare { logged.append($0) }
        #expect(prepared.commit == repository.first)
        #expect(prepared.generator == "/bin/true")
        #expect(prepared.built == false)
        #expect(prepared.runtimeDirectory == cache + "/" + repository.first + "/package/package/Sources/EndpointRuntime")
        #expect(logged == [])
    }

    @Test("extracting a revision archives that commit's files, not the working tree's")
    func extractsTheRevision() throws {
        let repository = try repositoryWithTwoCommits()
        defer { try? FileManager.default.removeItem(atPath: repository.path) }
        let cache = repository.path + "-cache"
        defer { try? FileManager.default.removeItem(atPath: cache) }
        var baseline = revision("HEAD~1", in: repository.path + "/package")
        baseline.cacheDirectory = cache
        baseline.swift = "/bin/false"  // the build step fails after extraction; what was extracted is checked
        #expect(throws: GenerationBenchmark.Failure.self) { try baseline.prepare { _ in } }
        let extracted = cache + "/" + repository.first + "/package/package/Sources/EndpointRuntime/Runtime.swift"
        #expect(try String(contentsOfFile: extracted, encoding: .utf8) == "// first\n")
        #expect(!FileManager.default.fileExists(atPath: cache + "/" + repository.first + "/built"))
    }

    // MARK: Targets

    @Test("debug: wall at least 2.5x less, CPU at least 1.5x less, peak at most 400 MB; each met or missed")
    func debugVerdicts() {
        let baseline = Measurement(wall: 30, cpu: 36, peak: 1_000 * 1_048_576)
        let met = CompileCostTargets.verdicts(
            configuration: "debug", baseline: baseline, candidate: Measurement(wall: 12, cpu: 24, peak: 400 * 1_048_576))
        let limit = Double(400 * 1_048_576)
        let expected: [CompileCostTargets.Verdict] = [
            .init(kind: .lessWall, measured: 2.5, target: 2.5, met: true),
            .init(kind: .lessCPU, measured: 1.5, target: 1.5, met: true),
            .init(kind: .peakMemory, measured: limit, target: limit, met: true),
        ]
        #expect(met == expected)
        let missed = CompileCostTargets.verdicts(
            configuration: "debug", baseline: baseline, candidate: Measurement(wall: 15, cpu: 30, peak: 400 * 1_048_576 + 1))
        #expect(missed.map(\.met) == [false, false, false])
        let measured: [Double] = [2, 1.2, limit + 1]
        #expect(missed.map(\.measured) == measured)
    }

    @Test("release: only wall time, at least 2x less; an unmeasured candidate meets nothing")
    func releaseVerdicts() {
        let baseline = Measurement(wall: 80, cpu: 81, peak: 1_300 * 1_048_576)
        #expect(CompileCostTargets.verdicts(
            configuration: "release", baseline: baseline, candidate: Measurement(wall: 40, cpu: 80, peak: 1_300 * 1_048_576))
            == [.init(kind: .lessWall, measured: 2, target: 2, met: true)])
        #expect(CompileCostTargets.verdicts(
            configuration: "release", baseline: baseline, candidate: Measurement(wall: 0, cpu: 0, peak: 0)).map(\.met) == [false])
    }

    @Test("the summary line gives every ratio and the issue's target beside each one it sets")
    func summaries() {
        let baseline = Measurement(wall: 29.6, cpu: 36, peak: 1_015 * 1_048_576)
        #expect(CompileCostTargets.summary(
            configuration: "debug", label: "today, model_files: 8", baseline: baseline,
            candidate: Measurement(wall: 14.8, cpu: 24, peak: 405 * 1_048_576))
            == "debug, today, model_files: 8: 2.00x less wall (target >= 2.5x: missed), "
            + "1.50x less CPU (target >= 1.5x: met), peak 405.0 MB (target <= 400.0 MB: missed)")
        #expect(CompileCostTargets.summary(
            configuration: "release", label: "today, default layout", baseline: Measurement(wall: 80, cpu: 82, peak: 0),
            candidate: Measurement(wall: 32, cpu: 41, peak: 1_286 * 1_048_576))
            == "release, today, default layout: 2.50x less wall (target >= 2.0x: met), 2.00x less CPU, peak 1286.0 MB")
    }

    @Test("output size: Swift files and their lines")
    func countsFilesAndLines() throws {
        let directory = try ScratchDirectory.makePath("compile-cost-comparison")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "a\nb\n".write(toFile: directory + "/A.swift", atomically: true, encoding: .utf8)
        try "c\n".write(toFile: directory + "/B.swift", atomically: true, encoding: .utf8)
        try "ignored\n".write(toFile: directory + "/notes.txt", atomically: true, encoding: .utf8)
        let counted = try CompileCostComparison.count(directory)
        #expect(counted.files == 2)
        #expect(counted.lines == 3)
    }

    // MARK: Helpers

    private func revision(_ name: String, in directory: String) -> BaselineRevision {
        BaselineRevision(revision: name, packageDirectory: directory, cacheDirectory: directory + "/cache",
                         swift: "/bin/false", git: gitPath)
    }

    private var gitPath: String { ChildProcess.which("git") ?? "/usr/bin/git" }

    /// A repository whose `package/Sources/EndpointRuntime/Runtime.swift` reads `// first` in the first commit and
    /// `// second` in the second.
    private func repositoryWithTwoCommits() throws -> (path: String, first: String, second: String) {
        let path = try ScratchDirectory.makePath("compile-cost-comparison")
        let runtime = path + "/package/Sources/EndpointRuntime"
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true)
        try git(["init", "--quiet", path])
        var commits: [String] = []
        for text in ["first", "second"] {
            try "// \(text)\n".write(toFile: runtime + "/Runtime.swift", atomically: true, encoding: .utf8)
            try git(["-C", path, "add", "."])
            try git(["-C", path, "-c", "user.name=Bench", "-c", "user.email=bench@example.com", "commit", "--quiet", "-m", text])
            commits.append(try git(["-C", path, "rev-parse", "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return (path, commits[0], commits[1])
    }

    @discardableResult
    private func git(_ arguments: [String]) throws -> String {
        let outcome = try ChildProcess.run(gitPath, arguments)
        try #require(outcome.status == 0, "git \(arguments.joined(separator: " ")): \(outcome.output)")
        return outcome.output
    }
}
