import Foundation

/// `generator-bench`: generation speed, memory and output size over a synthetic API; incremental runs; and
/// (with `--compile-cost`) what the generated code costs to compile; (with `--runtime-cost`) what the written-out
/// conformances cost at run time against synthesized ones. See docs/performance.md.
@main
enum GeneratorBenchmarkCommand {
    static let usage = """
        usage: generator-bench [--sizes 100,500,2000] [--repeat 5] [--incremental-size 500 | --no-incremental]
               generator-bench --write-specs <dir> <endpoints> [<spec files, default 20>]
               generator-bench --import <openapi document> [--repeat 5]
               generator-bench --compile-cost [--sizes 100,500] [--configurations debug,release]
                               [--package <dir>] [--keep <dir>]
               generator-bench --compile-cost --compare [--sizes 100] [--model-files 8] [--repeat 3]
                               [--baseline-revision e2ca4a6] [--configurations debug,release]
                               [--build-system native|swiftbuild]
                               [--package <dir>] [--scratch <dir>] [--keep <dir>]
               generator-bench --runtime-cost [--sizes 100] [--repeat 15] [--package <dir>] [--keep <dir>]

        Builds a deterministic synthetic API (20 spec files, two models per endpoint) and measures each phase of
        the generator for every size, each size in its own process so its peak memory is its own.
        """

    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        do {
            switch arguments.first {
            case "--measure-command":
                try CompileCostBenchmark.measureCommand(Array(arguments.dropFirst()))
            case "--measure":
                // Child side of the generation benchmark: --measure <spec dir> <endpoints> <repetitions>.
                guard arguments.count == 4, let endpoints = Int(arguments[2]), let repetitions = Int(arguments[3]) else {
                    fail("bad --measure arguments")
                }
                let result = try GenerationBenchmark(specDirectory: arguments[1], endpoints: endpoints, repetitions: repetitions).run()
                print(result.encoded)
            case "--write-specs":
                guard arguments.count == 3 || arguments.count == 4, let endpoints = Int(arguments[2]), endpoints > 0,
                      let fileCount = arguments.count == 4 ? Int(arguments[3]) : 20, fileCount > 0
                else { fail(usage) }
                let paths = try SyntheticAPI(endpointCount: endpoints, fileCount: fileCount).write(to: arguments[1])
                print("wrote \(paths.count) spec files for \(endpoints) endpoints (\(2 * endpoints) models) to \(arguments[1])")
            case "--import":
                guard arguments.count >= 2 else { fail(usage) }
                let repetitions = arguments.count == 4 && arguments[2] == "--repeat" ? Int(arguments[3]) ?? 5 : 5
                try ImportBenchmark(document: arguments[1], repetitions: max(1, repetitions)).run()
            case "--help", "-h":
                print(usage)
            case "--compile-cost":
                arguments.removeFirst()
                if arguments.first == "--compare" {
                    arguments.removeFirst()
                    try compileCostComparison(Options(parsing: arguments, defaultSizes: [100]))
                } else {
                    try compileCost(Options(parsing: arguments, defaultSizes: [100, 500]))
                }
            case "--runtime-cost":
                try runtimeCost(Options(parsing: Array(arguments.dropFirst()), defaultSizes: [100]))
            default:
                try generation(Options(parsing: arguments, defaultSizes: [100, 500, 2000]))
            }
        } catch let error as Options.UsageError {
            fail(error.description + "\n\n" + usage, status: 64)
        } catch {
            fail("error: \(error)")
        }
    }

    /// The command line of the measuring modes.
    struct Options: Equatable {
        /// A wrong command line; the command prints it with the usage and exits 64.
        struct UsageError: Error, CustomStringConvertible, Equatable {
            var description: String
        }

        var sizes: [Int]
        var repetitions = 5
        var incrementalSize: Int? = 500
        var configurations = ["debug", "release"]
        var package = FileManager.default.currentDirectoryPath
        var keep: String?
        var modelFiles = 8
        /// Whether `--repeat` was given (the comparison's default is 3, the others' 5).
        var repetitionsGiven = false
        /// The comparison's baseline: the revision whose generator writes output (a); issue 12's by default.
        var baselineRevision = BaselineRevision.issueRevision
        /// Where the comparison keeps the baseline revision's built generator (`<dir>/compile-cost-baselines/<commit>`);
        /// `<package>/.build` unless given.
        var scratch: String?
        /// The build engine `swift build` uses for the comparison's builds (`--build-system`): SwiftPM's `native` one
        /// (its default, and issue 12's) or `swiftbuild`, the Swift Build engine Xcode builds with.
        var buildSystem = "native"

        /// Parses `arguments` (the mode's flags already removed).
        /// - Throws: `UsageError` for an unknown argument, a missing value, a count that is not a positive integer,
        ///   or a configuration other than debug and release.
        init(parsing arguments: [String], defaultSizes: [Int]) throws(UsageError) {
            sizes = defaultSizes
            var index = 0
            func value() throws(UsageError) -> String {
                index += 1
                guard index < arguments.count else { throw UsageError(description: "missing value for \(arguments[index - 1])") }
                return arguments[index]
            }
            func integers(_ text: String) throws(UsageError) -> [Int] {
                let parts = text.split(separator: ",", omittingEmptySubsequences: false)
                let values = parts.compactMap { Int($0) }.filter { $0 > 0 }
                guard !values.isEmpty, values.count == parts.count else {
                    throw UsageError(description: "expected positive integers separated by commas, got '\(text)'")
                }
                return values
            }
            while index < arguments.count {
                switch arguments[index] {
                case "--sizes": sizes = try integers(value())
                case "--repeat":
                    repetitions = try integers(value())[0]
                    repetitionsGiven = true
                case "--incremental-size": incrementalSize = try integers(value())[0]
                case "--no-incremental": incrementalSize = nil
                case "--configurations":
                    configurations = try value().split(separator: ",").map(String.init)
                    if let wrong = configurations.first(where: { $0 != "debug" && $0 != "release" }) {
                        throw UsageError(description: "unknown configuration '\(wrong)' (debug or release)")
                    }
                case "--package": package = try value()
                case "--keep": keep = try value()
                case "--model-files": modelFiles = try integers(value())[0]
                case "--baseline-revision":
                    baselineRevision = try value()
                    if baselineRevision.isEmpty || baselineRevision.hasPrefix("-") {
                        throw UsageError(description: "--baseline-revision needs a git revision, got '\(baselineRevision)'")
                    }
                case "--scratch": scratch = try value()
                case "--build-system":
                    buildSystem = try value()
                    guard buildSystem == "native" || buildSystem == "swiftbuild" else {
                        throw UsageError(description: "unknown build system '\(buildSystem)' (native or swiftbuild)")
                    }
                default: throw UsageError(description: "unknown argument '\(arguments[index])'")
                }
                index += 1
            }
        }

        /// The directory baseline revisions are extracted and built in.
        var baselineCache: String {
            (scratch ?? package + "/.build") + "/compile-cost-baselines"
        }
    }

    // MARK: Generation

    static func generation(_ options: Options) throws {
        print("Synthetic API: \(SyntheticAPI(endpointCount: 2000).fileCount) spec files, 2 models per endpoint; "
              + "median of \(options.repetitions) runs; each N in its own process.")
        let header = ["N", "models", "load", "render", "write", "total", "peak RSS", "files", "lines", "MB", "endpoints/s", "MB/s"]
        let widths = [6, 7, 10, 10, 10, 10, 10, 6, 9, 7, 12, 7]
        printRow(header, widths)
        var results: [GenerationBenchmark.Result] = []
        for endpoints in options.sizes {
            let specs = NSTemporaryDirectory() + "generator-bench-specs-\(UUID().uuidString)"
            defer { try? FileManager.default.removeItem(atPath: specs) }
            try SyntheticAPI(endpointCount: endpoints).write(to: specs)
            let outcome = try ChildProcess.run(
                ChildProcess.currentExecutable, ["--measure", specs, String(endpoints), String(options.repetitions)])
            guard outcome.status == 0, let result = GenerationBenchmark.Result(decoding: outcome.output) else {
                fail("measuring N = \(endpoints) failed:\n\(outcome.output)")
            }
            results.append(result)
            let megabytes = Double(result.bytes) / 1_048_576
            printRow([
                String(endpoints), String(2 * endpoints), Format.seconds(result.load), Format.seconds(result.render),
                Format.seconds(result.write), Format.seconds(result.total), Format.megabytes(result.peakResidentBytes),
                String(result.files), String(result.lines), Format.fixed(megabytes, 2),
                Format.fixed(Double(endpoints) / result.total, 0), Format.fixed(megabytes / result.total, 1),
            ], widths)
        }
        if let baseline = results.first {
            print("Process baseline before loading (VmRSS): \(Format.megabytes(baseline.baselineResidentBytes)).")
        }
        if results.count > 1 {
            let perEndpoint = results.map { Format.fixed($0.total / Double($0.endpoints) * 1e6, 0) + " µs" }
            print("Total time per endpoint: " + zip(results, perEndpoint).map { "N=\($0.endpoints): \($1)" }.joined(separator: ", "))
        }
        if let size = options.incrementalSize {
            try incremental(size, repetitions: options.repetitions)
        }
        try templates()
    }

    /// The Mustache engine alone: one spec's `models.swift` (N = 100 over 20 specs: 5 endpoints, 10 models).
    static func templates() throws {
        let result = try TemplateBenchmark(endpoints: 100, renders: 2000).run()
        print("")
        print("Template rendering (models.swift of one synthetic spec, \(result.lines) lines, "
              + "\(Format.fixed(Double(result.bytes) / 1024, 1)) KB, parsed once): "
              + "\(Format.fixed(result.rendersPerSecond, 0)) renders/s, \(Format.fixed(result.megabytesPerSecond, 1)) MB/s")
    }

    static func incremental(_ endpoints: Int, repetitions: Int) throws {
        let generator = URL(fileURLWithPath: ChildProcess.currentExecutable).deletingLastPathComponent()
            .appendingPathComponent("generator").path
        let result = try IncrementalBenchmark(endpoints: endpoints, repetitions: repetitions, generatorBinary: generator).run()
        print("")
        print("Incremental, N = \(endpoints) (\(result.specFiles) spec files), GeneratorTool.run in process:")
        print("  first run into an empty directory:  \(Format.seconds(result.firstRun))")
        print("  no-op run (median of \(repetitions)):         \(Format.seconds(result.noOpRun)); "
              + (result.noOpKeptEveryFile ? "no file written, every mtime and inode unchanged" : "FILES WERE REWRITTEN"))
        if let difference = result.noOpDifference {
            print("  a rerun over unchanged specs changed output (nondeterminism): \(difference)")
        }
        if let binary = result.binaryNoOpRun {
            print("  no-op run of the generator binary:  \(Format.seconds(binary)) (process start included); "
                  + (result.binaryKeptEveryFile == true ? "no file written" : "FILES WERE REWRITTEN (is the binary stale?)"))
        }
        print("  after editing 1 of \(result.specFiles) specs:       \(Format.seconds(result.editedRun)); files rewritten: "
              + (result.filesChangedByEdit.isEmpty ? "none" : result.filesChangedByEdit.joined(separator: ", ")))
    }

    // MARK: Compile cost

    static func compileCost(_ options: Options) throws {
        guard let swift = ChildProcess.which("swift") else { fail("swift is not on PATH") }
        print("Compile cost of generated code: one target per N in a throwaway package with a copy of \(options.package)/Sources/EndpointRuntime;")
        print("swift build of that target alone (runtime prebuilt), warnings as errors; peak RSS is the largest compiler process.")
        let header = ["N", "config", "files", "lines", "build", "s/endpoint", "null build", "peak RSS", "type-check"]
        let widths = [6, 8, 6, 8, 9, 11, 11, 10, 11]
        printRow(header, widths)
        let benchmark = CompileCostBenchmark(
            packageDirectory: options.package, sizes: options.sizes, configurations: options.configurations,
            swift: swift, keepDirectory: options.keep)
        try benchmark.run { result in
            printRow([
                String(result.endpoints), result.configuration, String(result.files), String(result.lines),
                Format.seconds(result.build), Format.fixed(result.build / Double(result.endpoints), 3),
                Format.seconds(result.nullBuild), Format.megabytes(result.peakResidentBytes),
                result.typeCheck.map(Format.seconds) ?? "-",
            ], widths)
        }
    }

    /// Issue 12's measurement: one spec of N endpoints compiled as the output of `--baseline-revision` (the issue's
    /// revision by default), today's default layout and today's layout with `--model-files` models files, rebuilt in
    /// turn `--repeat` times per configuration; medians of wall and CPU time, largest peak memory, then each of today's
    /// variants against the baseline with the issue's targets met or missed.
    static func compileCostComparison(_ options: Options) throws {
        guard let swift = ChildProcess.which("swift") else { fail("swift is not on PATH") }
        guard let git = ChildProcess.which("git") else { fail("git is not on PATH (the baseline is a git revision)") }
        let endpoints = options.sizes[0]
        let repetitions = options.repetitionsGiven ? options.repetitions : 3
        print("Compile cost side by side: the synthetic API as one spec (\(endpoints) endpoints, \(2 * endpoints) models),")
        print("generated by \(options.baselineRevision)'s generator (the baseline), by today's in its default layout and with")
        print("model_files: \(options.modelFiles); each module rebuilt \(repetitions == 1 ? "once" : "\(repetitions) times") in turn with swift build --target")
        print("--build-system \(options.buildSystem) (all its files touched and its object files removed, so code generation runs")
        print("as in a clean build; its own runtime prebuilt, warnings as errors); median wall and CPU, largest compiler process.")
        fflush(nil)
        let started = ProcessMetrics.now()
        let baseline = BaselineRevision(
            revision: options.baselineRevision, packageDirectory: options.package, cacheDirectory: options.baselineCache,
            swift: swift, git: git)
        let comparison = CompileCostComparison(
            packageDirectory: options.package, endpoints: endpoints, modelFiles: options.modelFiles,
            configurations: options.configurations, repetitions: repetitions, swift: swift, keepDirectory: options.keep,
            baseline: baseline, buildSystem: options.buildSystem)
        let header = ["config", "output", "files", "lines", "wall", "CPU", "peak RSS"]
        let widths = [8, 32, 6, 8, 9, 9, 10]
        var printedHeader = false
        let rows = try comparison.run(log: { print($0); fflush(nil) }) { row in
            if !printedHeader {
                printRow(header, widths)
                printedHeader = true
            }
            printRow([
                row.configuration, row.variant.label, String(row.variant.files), String(row.variant.lines),
                Format.seconds(row.measurement.wall), Format.seconds(row.measurement.cpu), Format.megabytes(row.peak),
            ], widths)
        }
        print("Against the baseline (issue 12's targets: debug >= 2.5x less wall and >= 1.5x less CPU, release >= 2x less wall,")
        print("peak compiler memory <= 400 MB in debug):")
        for configuration in options.configurations {
            let measured = rows.filter { $0.configuration == configuration }
            guard let base = measured.first, base.variant.fromRevision else { continue }
            for row in measured.dropFirst() {
                print("  " + CompileCostTargets.summary(
                    configuration: configuration, label: row.variant.label, baseline: base.measurement, candidate: row.measurement))
            }
            print("  \(configuration) wall per run: " + measured.map { "\($0.variant.target) " + $0.wall.map { Format.fixed($0, 1) }.joined(separator: "/") }
                .joined(separator: ", "))
        }
        let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first.map(String.init) ?? "?"
        print("Whole comparison: \(Format.seconds(ProcessMetrics.now() - started)); load average at the end: \(load).")
    }

    // MARK: Run-time cost

    /// The run-time price of issue 12's levers: decode, encode and `==` of one payload with today's written-out
    /// conformances (a) against the compiler's synthesized ones (b), both built in release; `--repeat` interleaved
    /// repetitions (default 15), medians.
    static func runtimeCost(_ options: Options) throws {
        guard let swift = ChildProcess.which("swift") else { fail("swift is not on PATH") }
        let benchmark = RuntimeCostBenchmark(
            packageDirectory: options.package, endpoints: options.sizes[0],
            repetitions: options.repetitionsGiven ? options.repetitions : 15, swift: swift, keepDirectory: options.keep)
        print("Run-time cost of the written-out conformances: the synthetic API as one spec (\(benchmark.endpoints) endpoints),")
        print("generated (a) as it is and (b) with a struct.mustache leaving Codable and == to the compiler; both built with")
        print("swift build -c release in one package. Payload: \(benchmark.valuesPerModel) values of each of the \(benchmark.modelCount) richest models,")
        print("each with \(benchmark.itemsPerValue) nested models in its array; median of \(benchmark.repetitions) interleaved repetitions.")
        fflush(nil)
        let result = try benchmark.run(log: { print($0); fflush(nil) })
        print("Payload: \(Format.fixed(Double(result.payloadBytes) / 1_048_576, 2)) MB of JSON. Models: " + result.models.map { "\($0.model) (\($0.arrayProperty): [\($0.element)])" }.joined(separator: ", "))
        for line in RuntimeCostBenchmark.table(result.timings) { print(line) }
        let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first.map(String.init) ?? "?"
        print("Load average at the end: \(load).")
    }

    // MARK: Output

    static func printRow(_ cells: [String], _ widths: [Int]) {
        print(zip(cells, widths).map { Format.padded($0, $1) }.joined(separator: " "))
        fflush(nil)  // each row appears when its measurement ends, also when the output is piped
    }

    static func fail(_ message: String, status: Int32 = 1) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(status)
    }
}
