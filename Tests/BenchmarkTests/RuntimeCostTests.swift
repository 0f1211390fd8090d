import EndpointCodegen
import EndpointSpec
import Foundation
import TestSupport
import Testing

@testable import generator_bench

/// `generator-bench --runtime-cost`: its command line, the template override that gives side (b) the compiler's own
/// conformances, the payload's models and the table, with fixed numbers (nothing is built in release or timed here).
@Suite("Run-time cost of the written-out conformances")
struct RuntimeCostTests {
    typealias Options = GeneratorBenchmarkCommand.Options

    // MARK: Command line

    @Test("the script's --runtime-cost usage line parses and the script passes the package on")
    func scriptUsageParses() throws {
        let script = try String(contentsOf: PackagePaths.root.appendingPathComponent("scripts/compile-cost.sh"), encoding: .utf8)
        let usage = try #require(script.split(separator: "\n").first { $0.hasPrefix("#        scripts/compile-cost.sh --runtime-cost") })
        let flags = usage.split(whereSeparator: { " []#".contains($0) }).filter { $0.hasPrefix("--") }.map(String.init)
        #expect(flags == ["--runtime-cost", "--sizes", "--repeat", "--keep"])
        for flag in flags.dropFirst() {
            #expect(throws: Never.self, "\(flag)") { try Options(parsing: [flag, "1"], defaultSizes: [100]) }
        }
        #expect(script.contains("exec \"$scratch/release/generator-bench\" --runtime-cost --package \"$root\" \"$@\""))
        #expect(GeneratorBenchmarkCommand.usage.contains("generator-bench --runtime-cost [--sizes 100] [--repeat 15] [--package <dir>] [--keep <dir>]"))
    }

    @Test("every --runtime-cost command in docs/performance.md parses")
    func documentedCommandsParse() throws {
        let doc = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/performance.md"), encoding: .utf8)
        let prefixes = ["scripts/compile-cost.sh --runtime-cost", "swift run -c release generator-bench --runtime-cost"]
        let commands = doc.split(separator: "\n").filter { line in prefixes.contains { line.hasPrefix($0) } }
        #expect(commands.count >= 3)
        #expect(doc.contains("### Run-time cost of the written-out conformances"))
        for command in commands {
            let words = command.split(separator: "#")[0].split(separator: " ").map(String.init)
            let arguments = Array(words.drop { $0 != "--runtime-cost" }.dropFirst())
            #expect(throws: Never.self, "\(command)") { try Options(parsing: arguments, defaultSizes: [100]) }
        }
    }

    @Test("the size, repetitions and kept directory are read; a wrong value is a usage error")
    func flags() throws {
        let options = try Options(parsing: ["--sizes", "200", "--repeat", "7", "--keep", "/keep"], defaultSizes: [100])
        #expect(options.sizes == [200])
        #expect(options.repetitions == 7)
        #expect(options.repetitionsGiven)
        #expect(options.keep == "/keep")
        #expect(try Options(parsing: [], defaultSizes: [100]).repetitionsGiven == false)
        #expect(throws: Options.UsageError(description: "expected positive integers separated by commas, got '0'")) {
            try Options(parsing: ["--repeat", "0"], defaultSizes: [100])
        }
    }

    // MARK: The synthesized side

    @Test("the override declares CodingKeys with every wire key and no init(from:), encode(to:) or ==; all else is as built in")
    func overrideLeavesConformancesToTheCompiler() throws {
        let (generated, synthesized) = try generateBothSides()
        let generatedModels = try #require(generated["Service01Models.swift"])
        let models = try #require(synthesized["Service01Models.swift"])
        for member in ["init(from decoder:", "func encode(to encoder:", "static func isEqual(", "@_implements(Equatable, ==(_:_:))", "@_optimize(none)", "MemberwiseEquality"] {
            #expect(generatedModels.contains(member), "\(member)")
            #expect(!models.contains(member), "\(member)")
        }
        // One CodingKeys per struct, one case per stored property, keyed by the wire key (models are nested in the
        // namespace's extension, so lines are compared without their indentation).
        let generatedLines = trimmedLines(of: generatedModels), synthesizedLines = trimmedLines(of: models)
        let structs = count("nonisolated struct ", in: models)
        #expect(structs > 20)
        #expect(synthesizedLines.filter { $0 == "private enum CodingKeys: String, CodingKey {" }.count == structs)
        for key in ["case id = \"id\"", "case lineID = \"line_id\"", "case createdAt = \"created_at\"", "case ownerID = \"owner_id\""] {
            #expect(synthesizedLines.contains(key), "\(key)")
        }
        // Received models' properties are `let`, sent ones' `var`: the override keeps both as built in.
        let storedProperties = generatedLines.filter {
            ($0.hasPrefix("public var ") || $0.hasPrefix("public let ")) && !$0.contains("{")
        }
        #expect(storedProperties.contains { $0.hasPrefix("public let ") } && storedProperties.contains { $0.hasPrefix("public var ") })
        let keyCases = synthesizedLines.filter { $0.hasPrefix("case ") }.count - generatedLines.filter { $0.hasPrefix("case ") }.count
        #expect(keyCases == storedProperties.count)
        #expect(storedProperties.count > 100)
        // Hashing by identity stays.
        let hashing = "public func hash(into hasher: inout Hasher) {"
        #expect(synthesizedLines.filter { $0 == hashing }.count == generatedLines.filter { $0 == hashing }.count)
        #expect(synthesizedLines.contains(hashing))
        // Everything else is the built-in output: the declarations, the initializer, the other files.
        #expect(Set(synthesizedLines).subtracting(generatedLines)
            .allSatisfy { $0.hasPrefix("case ") || $0 == "private enum CodingKeys: String, CodingKey {" })
        #expect(generatedLines.contains("public static func isEqual(_ lhs: Self, _ rhs: Self) -> Bool {"))
        #expect(storedProperties.allSatisfy(synthesizedLines.contains))
        for (path, contents) in generated where path != "Service01Models.swift" {
            #expect(synthesized[path] == contents, "\(path)")
        }
        #expect(generated.keys.sorted() == ["Service01Mocks.swift", "Service01Models.swift", "Service01Requests.swift", "Service01ViewModels.swift"])
    }

    @Test("the synthesized side's output, mocks included, type-checks against EndpointRuntime with warnings as errors")
    func synthesizedSideCompiles() async throws {
        let (_, synthesized) = try generateBothSides()
        let directory = try ScratchDirectory.makePath("runtime-cost-tests")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (path, contents) in synthesized {
            try Data(contents.utf8).write(to: URL(fileURLWithPath: directory + "/" + path))
        }
        let modules = try #require(SwiftToolchain.runtimeModulesDirectory(), "EndpointRuntime.swiftmodule not found next to the test bundle")
        let swiftc = try #require(SwiftToolchain.executable(named: "swiftc"), "swiftc is not on PATH")
        let outcome = try await ExternalProgram.run(URL(fileURLWithPath: swiftc), [
            "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-D", "DEBUG", "-module-name", "Synthesized",
            "-I", modules,
        ] + synthesized.keys.sorted().map { directory + "/" + $0 })
        #expect(outcome.output == "")
        #expect(outcome.status == 0)
    }

    // MARK: Payload and results

    @Test("the payload's models: the richest objects with a required array of object models, several, deterministic")
    func richestModels() throws {
        let api = try loadSynthetic(endpoints: 20)
        let chosen = RuntimeCostBenchmark.richestModels(of: api, count: 4)
        #expect(chosen.count == 4)
        #expect(Set(chosen.map(\.model)).count == 4)
        #expect(chosen == RuntimeCostBenchmark.richestModels(of: api, count: 4))
        for payload in chosen {
            let model = try #require(api.models.first { $0.name == payload.model })
            guard case .object(let object) = model.shape else {
                Issue.record("\(payload.model) is not an object")
                continue
            }
            let property = try #require(object.properties.first { $0.swiftName == payload.arrayProperty })
            #expect(property.type.type == .array(.init(.model(payload.element))))
            #expect(!property.type.isOptional)
            #expect(payload.element.hasPrefix(payload.model))
        }
        // The four chosen are at least as rich as any model left out.
        #expect(RuntimeCostBenchmark.richestModels(of: api, count: 100).prefix(4).map(\.model) == chosen.map(\.model))
        #expect(RuntimeCostBenchmark.richestModels(of: api, count: 100).count == 20)
    }

    @Test("the driver builds each side's batch from the chosen models' samples with their arrays filled")
    func driverSource() {
        let models = [RuntimeCostBenchmark.PayloadModel(model: "Order1", arrayProperty: "items", element: "Order1Item")]
        let source = RuntimeCostBenchmark.driverSource(models: models, namespace: "Service01", valuesPerModel: 50, itemsPerValue: 20)
        for module in ["Generated", "Synthesized"] {
            #expect(source.contains("struct \(module)Batch: Codable, Equatable {\n    var m0: [\(module).Service01.Order1]\n"))
            #expect(source.contains("""
                        m0: (0..<50).map { _ in
                            var value = \(module).Service01.Order1.sample
                            value.`items` = Array(repeating: \(module).Service01.Order1Item.sample, count: 20)
                """))
        }
        #expect(source.contains("fail(\"the payload decoded by Generated and by Synthesized encodes differently\")"))
        #expect(source.contains("print(\"TIMING \\(operation) \\(median(measured.synthesized)) \\(median(measured.generated))\")"))
    }

    @Test("TIMING lines become the table: (b), (a) in milliseconds and (a) / (b)")
    func table() throws {
        let output = "PAYLOAD 1234\nTIMING decode 0.020 0.0202\nTIMING encode 0.010 0.0102\nTIMING == 0.0002 0.0003\n"
        let timings = try RuntimeCostBenchmark.timings(parsing: output)
        #expect(timings == [
            .init(operation: "decode", synthesized: 0.020, generated: 0.0202),
            .init(operation: "encode", synthesized: 0.010, generated: 0.0102),
            .init(operation: "==", synthesized: 0.0002, generated: 0.0003),
        ])
        let table = RuntimeCostBenchmark.table(timings).map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        #expect(table == [
            "operation (b) synthesized (a) generated ratio",
            "decode 20.00 ms 20.20 ms 1.01x",
            "encode 10.00 ms 10.20 ms 1.02x",
            "== 0.20 ms 0.30 ms 1.50x",
        ])
        #expect(throws: GenerationBenchmark.Failure.self) { try RuntimeCostBenchmark.timings(parsing: "PAYLOAD 1\n") }
        #expect(throws: GenerationBenchmark.Failure.self) { try RuntimeCostBenchmark.timings(parsing: "TIMING decode x 1\n") }
    }

    // MARK: Helpers

    private func loadSynthetic(endpoints: Int) throws -> APIDefinition {
        let specs = try ScratchDirectory.makePath("runtime-cost-tests")
        defer { try? FileManager.default.removeItem(atPath: specs) }
        try SyntheticAPI(endpointCount: endpoints, fileCount: 1).write(to: specs)
        var diagnostics = DiagnosticCollector()
        let apis = SpecLoader.load(paths: [specs], diagnostics: &diagnostics)
        #expect(diagnostics.sorted.map(\.description) == [])
        return try #require(apis.first)
    }

    /// The synthetic API (10 endpoints, one spec) generated with every output, (a) with the built-in templates and
    /// (b) with the benchmark's `struct.mustache`: file name to contents.
    private func generateBothSides() throws -> (generated: [String: String], synthesized: [String: String]) {
        let directory = try ScratchDirectory.makePath("runtime-cost-tests")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try SyntheticAPI(endpointCount: 10, fileCount: 1).write(to: directory + "/specs")
        try FileManager.default.createDirectory(atPath: directory + "/templates", withIntermediateDirectories: true)
        try RuntimeCostBenchmark.synthesizedStructTemplate.write(
            toFile: directory + "/templates/struct.mustache", atomically: true, encoding: .utf8)
        var diagnostics = DiagnosticCollector()
        let apis = SpecLoader.load(paths: [directory + "/specs"], diagnostics: &diagnostics)
        var options = GeneratorOptions()
        options.outputs = RuntimeCostBenchmark.outputs
        let generated = CodeGenerator(options: options).generate(apis, diagnostics: &diagnostics)
        let synthesized = CodeGenerator(options: options, templates: try TemplateSet.overriding(from: directory + "/templates"))
            .generate(apis, diagnostics: &diagnostics)
        #expect(diagnostics.sorted.map(\.description) == [])
        return (Dictionary(uniqueKeysWithValues: generated.map { ($0.path, $0.contents) }),
                Dictionary(uniqueKeysWithValues: synthesized.map { ($0.path, $0.contents) }))
    }

    private func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    private func trimmedLines(of text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
