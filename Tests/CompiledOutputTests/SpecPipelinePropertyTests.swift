import EndpointCodegen
import EndpointSpec
import Foundation
import TestSupport
import Testing

/// Issue 6, "Hostile and surprising input": random specs built from nasty names, nesting, optionality,
/// descriptions and string literals go through the whole pipeline. A failure names the case seed; rerun it with
/// `PROPERTY_CASE_SEED=<seed>`, or a whole run with `PROPERTY_SEED` / `PROPERTY_CASES` (docs/testing.md).
@Suite("Spec pipeline properties", .serialized)
struct SpecPipelinePropertyTests {
    @Test("Every random spec loads, or fails only with diagnostics located in the spec file")
    func randomSpecsLoadOrFailWithLocatedDiagnostics() {
        let cases = PropertyRun.cases()
        print("property run: \(cases.count) specs, \(cases.filter { $0.spec.requiredCycle != nil }.count) with a "
            + "cycle of required properties on purpose")
        for item in cases {
            for diagnostic in Array(item.loadDiagnostics) + Array(item.generateDiagnostics) {
                let location = diagnostic.location
                #expect(location?.file == item.path && (location?.line ?? 0) >= 1 && (location?.column ?? 0) >= 1,
                        "unlocated diagnostic '\(diagnostic)' for \(item.replayHint)")
            }
            if let cycle = item.spec.requiredCycle {
                #expect(item.api == nil, "a cycle of required properties was accepted: \(item.replayHint)\n\(item.yaml)")
                #expect(item.loadDiagnostics.contains { $0.id == .requiredCycle
                    && $0.message.contains("cycle that no value can satisfy: \(cycle); make one link optional") },
                    "no cycle error for \(cycle): \(item.replayHint)\n\(item.loadDiagnostics)")
            } else if item.expectsRefusal {
                #expect(item.api == nil, "a refused model name was accepted: \(item.replayHint)\n\(item.yaml)")
            } else if !item.mayBeRefused {
                let errors = (Array(item.loadDiagnostics) + Array(item.generateDiagnostics)).filter { $0.severity == .error }
                #expect(errors.isEmpty, "valid random spec rejected, \(item.replayHint):\n\(errors)\n\(item.yaml)")
                #expect(item.api == nil || !item.files.isEmpty || !errors.isEmpty)
            }
        }
    }

    @Test("Damaged random specs never trap the loader or the generator, and every diagnostic is located")
    func damagedSpecsFailCleanly() {
        for item in PropertyRun.cases() {
            var random = SeededGenerator(seed: item.seed ^ 0xDA11A9E)
            var bytes = Array(item.yaml.utf8)
            for _ in 0..<Int.random(in: 1...4, using: &random) where !bytes.isEmpty {
                let at = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(random.pick(Array("\t:{}[]\"'&*!|>-?#%@`\r\n \u{0}".utf8)), at: at)
                default: bytes[at] = UInt8.random(in: 0...255, using: &random)
                }
            }
            var diagnostics = DiagnosticCollector()
            if let api = SpecLoader.load(text: bytes, path: item.path, diagnostics: &diagnostics) {
                _ = CodeGenerator().generate([api], diagnostics: &diagnostics)
            }
            for diagnostic in diagnostics {
                #expect(diagnostic.location?.file == item.path && (diagnostic.location?.line ?? 0) >= 1,
                        "unlocated diagnostic '\(diagnostic)' for damaged \(item.replayHint)")
            }
        }
    }

    @Test("Generated code type-checks with MainActor default isolation, complete concurrency checking and warnings as errors")
    func generatedCodeTypeChecksUnderStrictSettings() async throws {
        let toolchain = try SwiftToolchain.locate()
        let compiled = PropertyRun.cases().filter { !$0.files.isEmpty }
        // One batch is enough for the strict settings; the round-trip test compiles every batch in Swift 6 mode.
        let batch = Array(compiled.prefix(25))
        try #require(!batch.isEmpty, "no random spec produced code")
        let (directory, allFiles) = try PropertyRun.writeBatch(batch, label: "strict")
        // See KnownBugExclusions.requestDefaultsUnderMainActor: only models are checked while that bug is open.
        let modelsOnly = KnownBugExclusions.current.requestDefaultsUnderMainActor
        let files = allFiles.filter { !modelsOnly || ($0.hasSuffix("Models.swift") && !$0.hasSuffix("ViewModels.swift")) }
        let run = try await toolchain.typecheck(files, extraFlags: [
            "-default-isolation", "MainActor", "-strict-concurrency=complete", "-warnings-as-errors",
        ])
        #expect(run.status == 0, """
            generated code does not type-check (cases \(batch.map(\.replayHint)); files in \(directory.path)):
            \(run.output.split(separator: "\n").prefix(60).joined(separator: "\n"))
            """)
        if run.status == 0 { try? FileManager.default.removeItem(at: directory) }
    }

    @Test("Random payloads decode into the generated models and re-encode to the same JSON")
    func randomPayloadsRoundTrip() async throws {
        let toolchain = try SwiftToolchain.locate()
        let compiled = PropertyRun.cases().filter { !$0.files.isEmpty }
        try #require(!compiled.isEmpty, "no random spec produced code")
        for batch in PropertyRun.batches(compiled) {
            let (directory, files) = try PropertyRun.writeBatch(batch, label: "roundtrip")
            let main = directory.appendingPathComponent("main.swift")
            try Data(RoundTripHarness.mainSource(for: batch).utf8).write(to: main)
            let harness = directory.appendingPathComponent("harness").path
            let build = try await toolchain.buildExecutable(files + [main.path], output: harness)
            guard build.status == 0 else {
                Issue.record("""
                    round-trip harness does not compile (cases \(batch.map(\.replayHint)); files in \(directory.path)):
                    \(build.output.split(separator: "\n").prefix(60).joined(separator: "\n"))
                    """)
                continue
            }
            var manifest: [String] = []
            var expectations: [(item: PropertyCase, model: String, input: URL, output: URL)] = []
            for item in batch {
                var payloads = RandomPayload(random: SeededGenerator(seed: item.seed ^ 0x9A71_0AD5), spec: item.spec)
                for model in item.spec.models {
                    for sample in 0..<3 {
                        let stem = "payload-\(item.index)-\(expectations.count)-\(sample)"
                        let input = directory.appendingPathComponent(stem + ".json")
                        let output = directory.appendingPathComponent(stem + ".out.json")
                        let payload: String
                        do {
                            payload = try payloads.json(for: model)
                        } catch {
                            Issue.record("\(error) (\(item.replayHint))\n\(item.yaml)")
                            break
                        }
                        try Data(payload.utf8).write(to: input)
                        manifest.append([RoundTripHarness.key(item, model), input.path, output.path].joined(separator: "\t"))
                        expectations.append((item, model.name, input, output))
                    }
                }
            }
            let manifestFile = directory.appendingPathComponent("manifest.tsv")
            try Data(manifest.joined(separator: "\n").utf8).write(to: manifestFile)
            let run = try await SwiftToolchain.run(harness, [manifestFile.path])
            #expect(run.status == 0, "harness failed: \(run.output)")
            var failures = 0
            for expectation in expectations {
                let input = try Data(contentsOf: expectation.input)
                let output = (try? Data(contentsOf: expectation.output)) ?? Data("ERROR: no output".utf8)
                let same = RoundTripHarness.sameJSON(input, output)
                if !same { failures += 1 }
                #expect(same, """
                    \(expectation.item.spec.api).\(expectation.model) does not round-trip (\(expectation.item.replayHint))
                    in:  \(String(decoding: input, as: UTF8.self))
                    out: \(String(decoding: output, as: UTF8.self))
                    spec: \(directory.appendingPathComponent(expectation.item.path).path)
                    """)
            }
            if failures == 0 { try? FileManager.default.removeItem(at: directory) }
        }
    }
}
