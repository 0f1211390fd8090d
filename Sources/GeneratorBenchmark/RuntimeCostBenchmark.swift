import EndpointCodegen
import EndpointSpec
import Foundation
import GeneratorCLI

/// What issue 12's compile-cost levers cost at run time: the synthetic API as ONE spec (N endpoints, 2N models, with
/// its mocks, so every model has a deterministic `sample`) generated twice by today's generator: (a) as it is (`==`
/// written out as `MemberwiseEquality.equal` calls, `init(from:)` and `encode(to:)` written out and marked
/// `@_optimize(none)`), and (b) with ``synthesizedStructTemplate`` replacing `struct.mustache`, which leaves Codable
/// and `==` to the compiler. Both are targets of one throwaway package (modules `Generated` and `Synthesized`, one
/// copy of `Sources/EndpointRuntime`) with an executable that depends on both, built with `swift build -c release`.
///
/// The executable (``driverSource(models:namespace:valuesPerModel:itemsPerValue:)``) builds a payload from the samples
/// of the richest models (`valuesPerModel` values each, every value's array of nested models filled with
/// `itemsPerValue` elements), then times decoding it into (a) and (b), encoding the decoded values, and `==` between
/// two independently decoded equal values, interleaved (the order of (a) and (b) alternates between repetitions);
/// it fails unless both sides encode to the same JSON and their `==` returns true. It prints one
/// `TIMING <operation> <(b) seconds> <(a) seconds>` line per operation (the median of the repetitions), which
/// ``table(_:)`` lays out.
struct RuntimeCostBenchmark {
    /// One model of the payload: an array of `model` values whose `arrayProperty` holds `element` values.
    struct PayloadModel: Equatable {
        var model: String
        var arrayProperty: String
        var element: String
    }

    /// One operation's medians, seconds.
    struct Timing: Equatable {
        var operation: String
        var synthesized: Double
        var generated: Double
    }

    var packageDirectory: String
    var endpoints: Int
    var repetitions: Int
    var swift: String
    var keepDirectory: String?
    var modelCount = 4
    var valuesPerModel = 50
    var itemsPerValue = 20

    /// The outputs each side is generated with: everything, so the mocks' samples exist.
    static let outputs: Set<GeneratorOptions.Output> = [.models, .requests, .viewModels, .mocks]

    /// Writes, builds (release) and runs the comparison; `log` gets progress lines. Returns the median timings.
    func run(log: (String) -> Void) throws -> (timings: [Timing], models: [PayloadModel], payloadBytes: Int) {
        let root = keepDirectory ?? ThrowawayDirectory.path("generator-bench-runtime")
        defer { if keepDirectory == nil { ThrowawayDirectory.remove(root) } }
        let runtime = URL(fileURLWithPath: packageDirectory).standardizedFileURL.appendingPathComponent("Sources/EndpointRuntime")
        try? FileManager.default.removeItem(atPath: root + "/Sources")
        try FileManager.default.createDirectory(atPath: root + "/Sources/RuntimeCost", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: runtime.path, toPath: root + "/Sources/EndpointRuntime")

        let specs = root + "/specs"
        try? FileManager.default.removeItem(atPath: specs)
        try SyntheticAPI(endpointCount: endpoints, fileCount: 1).write(to: specs)
        var diagnostics = DiagnosticCollector()
        let apis = SpecLoader.load(paths: [specs], diagnostics: &diagnostics)
        guard !diagnostics.hasErrors, let api = apis.first else {
            throw GenerationBenchmark.Failure(description: diagnostics.sorted.map(\.description).joined(separator: "\n"))
        }
        let models = Self.richestModels(of: api, count: modelCount)
        guard !models.isEmpty else { throw GenerationBenchmark.Failure(description: "no model with an array of models") }

        let templates = root + "/synthesized-templates"
        try FileManager.default.createDirectory(atPath: templates, withIntermediateDirectories: true)
        try Self.synthesizedStructTemplate.write(toFile: templates + "/struct.mustache", atomically: true, encoding: .utf8)
        try Self.generate(apis, templates: .defaults, into: root + "/Sources/Generated")
        try Self.generate(apis, templates: TemplateSet.overriding(from: templates), into: root + "/Sources/Synthesized")
        try Self.driverSource(models: models, namespace: api.name, valuesPerModel: valuesPerModel, itemsPerValue: itemsPerValue)
            .write(toFile: root + "/Sources/RuntimeCost/main.swift", atomically: true, encoding: .utf8)
        try Self.manifest.write(toFile: root + "/Package.swift", atomically: true, encoding: .utf8)

        log("Building \(root) in release (both modules and the executable)…")
        let common = ["-c", "release", "--scratch-path", root + "/.build", "--package-path", root]
        let build = try ChildProcess.run(swift, ["build"] + common + ["--product", "RuntimeCost"])
        guard build.status == 0 else { throw GenerationBenchmark.Failure(description: build.output) }
        let binPath = try ChildProcess.run(swift, ["build"] + common + ["--show-bin-path"]).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        log("Running \(repetitions) interleaved repetitions…")
        let outcome = try ChildProcess.run(binPath + "/RuntimeCost", [String(repetitions)])
        guard outcome.status == 0 else {
            throw GenerationBenchmark.Failure(description: "the comparison failed:\n\(outcome.output)")
        }
        let payload = outcome.output.split(separator: "\n").first { $0.hasPrefix("PAYLOAD ") }
            .flatMap { Int($0.dropFirst("PAYLOAD ".count)) } ?? 0
        return (try Self.timings(parsing: outcome.output), models, payload)
    }

    private static func generate(_ apis: [APIDefinition], templates: TemplateSet, into directory: String) throws {
        var options = GeneratorOptions()
        options.outputs = outputs
        // The driver fills each sample's array property in place (`driverSource`), so every model is mutable; the
        // conformances compared are the same either way.
        options.mutableModels = true
        var diagnostics = DiagnosticCollector()
        let files = CodeGenerator(options: options, templates: templates).generate(apis, diagnostics: &diagnostics)
        guard !diagnostics.hasErrors else {
            throw GenerationBenchmark.Failure(description: diagnostics.sorted.map(\.description).joined(separator: "\n"))
        }
        try? FileManager.default.removeItem(atPath: directory)
        try OutputWriter(directory: URL(fileURLWithPath: directory), ownershipMarker: CodeGenerator.headerMarker)
            .write(Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) }))
    }

    // MARK: Choosing the payload

    /// The `count` object models with the most fields once their array of models is filled: each model's score is
    /// its properties, those of its inline objects, and those of the element model of its first required array of
    /// object models; models without such an array are left out. Ties go to the earlier model, so the choice is
    /// deterministic.
    static func richestModels(of api: APIDefinition, count: Int) -> [PayloadModel] {
        var objects: [String: ObjectDefinition] = [:]
        for model in api.models {
            if case .object(let object) = model.shape { objects[model.name] = object }
        }
        func fields(_ object: ObjectDefinition) -> Int {
            object.properties.reduce(0) { total, property in
                if case .object(let nested) = property.type.type { return total + 1 + fields(nested) }
                return total + 1
            }
        }
        var scored: [(index: Int, score: Int, model: PayloadModel)] = []
        for (index, model) in api.models.enumerated() {
            guard let object = objects[model.name] else { continue }
            let array = object.properties.lazy.compactMap { property -> (String, String)? in
                guard !property.type.isOptional, !property.type.isNullable, case .array(let element) = property.type.type,
                      !element.isOptional, case .model(let name) = element.type, objects[name] != nil
                else { return nil }
                return (property.swiftName, name)
            }.first
            guard let (propertyName, element) = array, let elementObject = objects[element] else { continue }
            scored.append((index, fields(object) + fields(elementObject),
                           PayloadModel(model: model.name, arrayProperty: propertyName, element: element)))
        }
        return scored.sorted { $0.score != $1.score ? $0.score > $1.score : $0.index < $1.index }
            .prefix(count).map(\.model)
    }

    // MARK: The throwaway package

    /// `Generated` and `Synthesized` compile the mocks file too, whose samples are `#if DEBUG`: both define `DEBUG`.
    static let manifest = """
        // swift-tools-version: 6.2
        // Written by generator-bench --runtime-cost: the synthetic API generated as it is (Generated) and with a
        // struct.mustache that leaves Codable and == to the compiler (Synthesized), one copy of EndpointRuntime, and
        // the executable that times both.
        import PackageDescription

        let package = Package(
            name: "RuntimeCostComparison",
            platforms: [.macOS(.v14), .iOS(.v17)],
            targets: [
                .target(name: "EndpointRuntime"),
                .target(
                    name: "Generated",
                    dependencies: ["EndpointRuntime"],
                    swiftSettings: [.define("DEBUG"), .treatAllWarnings(as: .error)]
                ),
                .target(
                    name: "Synthesized",
                    dependencies: ["EndpointRuntime"],
                    swiftSettings: [.define("DEBUG"), .treatAllWarnings(as: .error)]
                ),
                .executableTarget(
                    name: "RuntimeCost",
                    dependencies: ["EndpointRuntime", "Generated", "Synthesized"],
                    swiftSettings: [.treatAllWarnings(as: .error)]
                ),
            ]
        )

        """

    /// The executable's `main.swift`: a `Batch` type per side holding one array per payload model, built from the
    /// samples, and the interleaved timing loop. Arguments: the number of repetitions.
    static func driverSource(models: [PayloadModel], namespace: String, valuesPerModel: Int, itemsPerValue: Int) -> String {
        func batch(_ module: String) -> String {
            let fields = models.enumerated().map { index, model in
                "    var m\(index): [\(module).\(namespace).\(model.model)]"
            }
            let values = models.enumerated().map { index, model in
                """
                        m\(index): (0..<\(valuesPerModel)).map { _ in
                            var value = \(module).\(namespace).\(model.model).sample
                            value.`\(model.arrayProperty)` = Array(repeating: \(module).\(namespace).\(model.element).sample, count: \(itemsPerValue))
                            return value
                        }
                """
            }
            return """
                struct \(module)Batch: Codable, Equatable {
                \(fields.joined(separator: "\n"))

                    static func make() -> Self {
                        Self(
                \(values.joined(separator: ",\n"))
                        )
                    }
                }
                """
        }
        return """
            // Written by generator-bench --runtime-cost: times decoding, encoding and == of the same payload with the
            // synthesized conformances (Synthesized) and the written-out ones (Generated).
            import EndpointRuntime
            import Foundation
            import Generated
            import Synthesized

            \(batch("Synthesized"))

            \(batch("Generated"))

            func fail(_ message: String) -> Never {
                FileHandle.standardError.write(Data(("runtime-cost: " + message + "\\n").utf8))
                exit(1)
            }

            func seconds(_ body: () throws -> Void) rethrows -> Double {
                let start = ContinuousClock.now
                try body()
                let elapsed = ContinuousClock.now - start
                return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            }

            func median(_ values: [Double]) -> Double {
                let sorted = values.sorted()
                return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
            }

            let repetitions = max(1, CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 9)
            let encoder = DateRule.iso8601.makeEncoder()
            let decoder = DateRule.iso8601.makeDecoder()
            let canonical = DateRule.iso8601.makeEncoder()
            canonical.outputFormatting.insert(.sortedKeys)

            do {
                let payload = try encoder.encode(SynthesizedBatch.make())
                if try canonical.encode(GeneratedBatch.make()) != canonical.encode(SynthesizedBatch.make()) {
                    fail("the samples of Generated and Synthesized encode differently")
                }
                var synthesized = try decoder.decode(SynthesizedBatch.self, from: payload)
                var generated = try decoder.decode(GeneratedBatch.self, from: payload)
                let synthesizedOther = try decoder.decode(SynthesizedBatch.self, from: payload)
                let generatedOther = try decoder.decode(GeneratedBatch.self, from: payload)
                if try canonical.encode(synthesized) != canonical.encode(generated) {
                    fail("the payload decoded by Generated and by Synthesized encodes differently")
                }
                if try canonical.encode(synthesized) != canonical.encode(SynthesizedBatch.make()) {
                    fail("the payload does not decode to the values it was encoded from")
                }
                guard synthesized == synthesizedOther, generated == generatedOther else {
                    fail("two decodings of the same payload are not ==")
                }
                print("PAYLOAD \\(payload.count)")

                var times: [String: (synthesized: [Double], generated: [Double])] = [:]
                var bytes = 0, equal = 0
                for repetition in 0..<repetitions {
                    var decodeS = 0.0, decodeG = 0.0, encodeS = 0.0, encodeG = 0.0, equalS = 0.0, equalG = 0.0
                    for side in repetition % 2 == 0 ? [0, 1] : [1, 0] {
                        if side == 0 {
                            decodeS = try seconds { synthesized = try decoder.decode(SynthesizedBatch.self, from: payload) }
                            encodeS = try seconds { bytes &+= try encoder.encode(synthesized).count }
                            equalS = seconds { equal &+= synthesized == synthesizedOther ? 1 : 0 }
                        } else {
                            decodeG = try seconds { generated = try decoder.decode(GeneratedBatch.self, from: payload) }
                            encodeG = try seconds { bytes &+= try encoder.encode(generated).count }
                            equalG = seconds { equal &+= generated == generatedOther ? 1 : 0 }
                        }
                    }
                    for (operation, pair) in [("decode", (decodeS, decodeG)), ("encode", (encodeS, encodeG)), ("==", (equalS, equalG))] {
                        times[operation, default: ([], [])].synthesized.append(pair.0)
                        times[operation, default: ([], [])].generated.append(pair.1)
                    }
                }
                guard equal == 2 * repetitions, bytes == 2 * repetitions * payload.count else {
                    fail("a repetition's == was false or its encoding changed size")
                }
                for operation in ["decode", "encode", "=="] {
                    let measured = times[operation] ?? ([], [])
                    print("TIMING \\(operation) \\(median(measured.synthesized)) \\(median(measured.generated))")
                }
            } catch {
                fail("\\(error)")
            }

            """
    }

    // MARK: Results

    /// The `TIMING` lines of the executable's output.
    /// - Throws: `GenerationBenchmark.Failure` when there is none or one is malformed.
    static func timings(parsing output: String) throws -> [Timing] {
        let lines = output.split(separator: "\n").filter { $0.hasPrefix("TIMING ") }
        let timings = try lines.map { line in
            let fields = line.split(separator: " ")
            guard fields.count == 4, let synthesized = Double(fields[2]), let generated = Double(fields[3]) else {
                throw GenerationBenchmark.Failure(description: "malformed timing line '\(line)'")
            }
            return Timing(operation: String(fields[1]), synthesized: synthesized, generated: generated)
        }
        guard !timings.isEmpty else { throw GenerationBenchmark.Failure(description: "no timings in:\n\(output)") }
        return timings
    }

    /// The table the command prints: operation, (b) synthesized, (a) generated (milliseconds), and (a) / (b).
    static func table(_ timings: [Timing]) -> [String] {
        let widths = [10, 16, 16, 8]
        func row(_ cells: [String]) -> String {
            zip(cells, widths).map { Format.padded($0, $1) }.joined(separator: " ")
        }
        func milliseconds(_ seconds: Double) -> String { Format.fixed(seconds * 1000, 2) + " ms" }
        return [row(["operation", "(b) synthesized", "(a) generated", "ratio"])] + timings.map { timing in
            let ratio = timing.synthesized > 0 ? Format.fixed(timing.generated / timing.synthesized, 2) + "x" : "-"
            return row([timing.operation, milliseconds(timing.synthesized), milliseconds(timing.generated), ratio])
        }
    }

    // MARK: The synthesized side's template

    /// `struct.mustache` as it is, except for the conformances: a `private enum CodingKeys: String, CodingKey` with
    /// each property's wire key (keyed by its stored name, so an `Indirect` property keeps its key) and no
    /// `init(from:)`, `encode(to:)` or `==`, which the compiler synthesizes; `hash(into:)` still hashes the identity.
    /// A property's spec `default` is not applied to a missing key here (the synthesized `init(from:)` cannot), which
    /// the synthetic API does not use.
    static let synthesizedStructTemplate = """
        {{>doc}}
        {{{access}}}nonisolated struct {{name}}: {{{types.Codable}}}, {{{types.Sendable}}}, {{#identifiable}}{{{types.Hashable}}}, {{{types.Identifiable}}}{{/identifiable}}{{^identifiable}}{{{types.Equatable}}}{{/identifiable}} {
        {{#nested}}
            {{>type}}

        {{/nested}}
        {{#properties}}
            {{>doc}}
        {{^indirect}}
            {{{access}}}{{#mutable}}var{{/mutable}}{{^mutable}}let{{/mutable}} {{{name}}}: {{{type}}}
        {{/indirect}}
        {{#indirect}}
            {{{access}}}var {{{name}}}: {{{type}}} {
        {{#mutable}}
                get { {{{storage}}}.value }
                set { {{{storage}}}.value = newValue }
        {{/mutable}}
        {{^mutable}}
                {{{storage}}}.value
        {{/mutable}}
            }
        {{/indirect}}
        {{/properties}}
        {{#identityProperty}}

            /// The identity `Identifiable` asks for: ``{{{identityProperty}}}`` (the spec's `identified_by`).
            {{{access}}}var id: {{{identityType}}} { {{{identityProperty}}} }
        {{/identityProperty}}
        {{#hasIndirect}}

            // Stored out of line: these properties close a cycle of structs, which Swift cannot store inline.
        {{#properties}}
        {{#indirect}}
            private {{#mutable}}var{{/mutable}}{{^mutable}}let{{/mutable}} {{{storage}}}: {{{types.Indirect}}}<{{{type}}}>
        {{/indirect}}
        {{/properties}}
        {{/hasIndirect}}
        {{#hasProperties}}

            {{{access}}}init(
        {{#properties}}
                {{>parameter}}{{^last}},{{/last}}
        {{/properties}}
            ) {
        {{#properties}}
                self.{{{storage}}} = {{#indirect}}{{{types.Indirect}}}({{{name}}}){{/indirect}}{{^indirect}}{{{name}}}{{/indirect}}
        {{/properties}}
            }

            private enum CodingKeys: String, CodingKey {
        {{#properties}}
                case {{{storage}}} = {{{wireKey}}}
        {{/properties}}
            }
        {{/hasProperties}}
        {{^hasProperties}}
            {{{access}}}init() {}
        {{/hasProperties}}
        {{#identifiable}}

            /// Hashes the identity only: equal values have equal ids, so equal values hash alike.
            {{{access}}}func hash(into hasher: inout {{{types.Hasher}}}) {
                hasher.combine(id)
            }
        {{/identifiable}}
        }

        """
}
