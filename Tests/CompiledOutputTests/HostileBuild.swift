import EndpointCodegen
import EndpointRuntime
import EndpointSpec
import Foundation
import TestSupport
import Testing

/// One spec of the issue 6 cases: its file name (which names the generated files), its YAML, and checks run
/// against its compiled output by the shared harness.
struct HostileSpec: Sendable {
    var file: String
    var yaml: String
    var checks: [HarnessCheck] = []
    /// Template overrides (name without `.mustache` → text), read from a directory as `--templates DIR` reads them;
    /// empty for the built-in templates.
    var templateOverrides: [String: String] = [:]

    /// The spec loaded and generated in-process.
    func generate() -> (files: [GeneratedFile], diagnostics: DiagnosticCollector) {
        var diagnostics = DiagnosticCollector()
        guard let api = SpecLoader.load(text: Array(yaml.utf8), path: file, diagnostics: &diagnostics) else {
            return ([], diagnostics)
        }
        var templates = TemplateSet.defaults
        if !templateOverrides.isEmpty {
            do {
                let directory = try ScratchDirectory.make("hostile-templates")
                defer { try? FileManager.default.removeItem(at: directory) }
                for (name, text) in templateOverrides {
                    try Data(text.utf8).write(to: directory.appendingPathComponent(name + ".mustache"))
                }
                templates = try TemplateSet.overriding(from: directory.path)
            } catch {
                diagnostics.error(.unreadableTemplates, "cannot set up the template overrides: \(error)", at: nil)
                return ([], diagnostics)
            }
        }
        let files = CodeGenerator(templates: templates).generate([api], diagnostics: &diagnostics)
        return (files, diagnostics)
    }
}

/// A Swift snippet the harness runs against a spec's generated code. `body` is the body of a closure
/// `(Foundation.Data) throws -> Swift.String` whose argument is named `input`; the harness prints what it returns
/// (or `ERROR: …`), and the test compares that with `expected`.
struct HarnessCheck: Sendable {
    enum Comparison: Sendable { case exactText, sameJSON, decodingFails }

    var key: String
    var body: String
    var input: String
    var expected: String
    var comparison: Comparison

    /// Decodes `json` as `type` with the date rule `dates` (a `DateRule` member), re-encodes it, and expects JSON
    /// that means the same as `expected` (objects unordered, numbers by value; a missing key differs from `null`).
    static func roundTrip(_ key: String, _ type: String, _ json: String, expected: String? = nil,
                          dates: String = ".iso8601") -> HarnessCheck {
        let rule = "EndpointRuntime.DateRule\(dates)"
        let body = """
            let value = try \(rule).makeDecoder().decode(\(type).self, from: input)
            return Swift.String(decoding: try \(rule).makeEncoder().encode(value), as: Swift.UTF8.self)
            """
        return HarnessCheck(key: key, body: body, input: json, expected: expected ?? json, comparison: .sameJSON)
    }

    /// Expects that decoding `json` as `type` throws.
    static func decodingFails(_ key: String, _ type: String, _ json: String) -> HarnessCheck {
        var check = roundTrip(key, type, json)
        check.comparison = .decodingFails
        return check
    }

    /// Runs `body` (which may read `input`) and expects exactly `expected`.
    static func probe(_ key: String, _ body: String, input: String = "", expected: String) -> HarnessCheck {
        HarnessCheck(key: key, body: body, input: input, expected: expected, comparison: .exactText)
    }
}

/// Every hostile spec, generated, type-checked and compiled together: one plain Swift 6 type-check with warnings
/// as errors, and one executable built with `-default-isolation MainActor -strict-concurrency=complete
/// -warnings-as-errors` that runs every `HarnessCheck`. Each spec has its own namespace, so one batch serves all.
struct HostileBuild: Sendable {
    struct Generation: Sendable {
        var files: [GeneratedFile]
        var diagnostics: [Diagnostic]
    }

    var directory: URL
    var generations: [String: Generation]
    var plainTypecheck: SwiftToolchain.Run
    var strictBuild: SwiftToolchain.Run
    var outputs: [String: String]
    var setupError: String?

    /// Built once per test run, the first time a test asks; the suites that use it await its value (suspending, not
    /// blocking a thread, while the compiler runs).
    static let shared = Task { await HostileBuild.make(HostileCorpus.all) }

    static let strictFlags = ["-default-isolation", "MainActor", "-strict-concurrency=complete", "-warnings-as-errors"]

    static func make(_ specs: [HostileSpec]) async -> HostileBuild {
        var result = HostileBuild(
            directory: URL(fileURLWithPath: "/nonexistent-hostile-build"), generations: [:],
            plainTypecheck: .init(status: -1, output: "not run"), strictBuild: .init(status: -1, output: "not run"), outputs: [:])
        do {
            let directory = try ScratchDirectory.make("hostile")
            result.directory = directory
            var swiftFiles: [String] = []
            for spec in specs {
                let (files, diagnostics) = spec.generate()
                result.generations[spec.file] = Generation(files: files, diagnostics: Array(diagnostics))
                for file in files {
                    let url = directory.appendingPathComponent(file.path)
                    try Data(file.contents.utf8).write(to: url)
                    swiftFiles.append(url.path)
                }
            }
            let checks = specs.flatMap(\.checks)
            let main = directory.appendingPathComponent("main.swift")
            try Data(harnessSource(checks).utf8).write(to: main)
            var manifest: [String] = []
            for (index, check) in checks.enumerated() {
                let input = directory.appendingPathComponent("input-\(index).txt")
                try Data(check.input.utf8).write(to: input)
                manifest.append([check.key, input.path, directory.appendingPathComponent("output-\(index).txt").path]
                    .joined(separator: "\t"))
            }
            let manifestFile = directory.appendingPathComponent("manifest.tsv")
            try Data(manifest.joined(separator: "\n").utf8).write(to: manifestFile)

            let toolchain = try SwiftToolchain.locate()
            result.plainTypecheck = try await toolchain.typecheck(swiftFiles, extraFlags: ["-warnings-as-errors"])
            let harness = directory.appendingPathComponent("harness").path
            result.strictBuild = try await SwiftToolchain.run("swiftc", [
                "-swift-version", "6", "-Onone", "-I", toolchain.modulesDirectory, "-module-name", "HostileHarness",
                "-o", harness,
            ] + strictFlags + swiftFiles + [main.path] + toolchain.runtimeObjects)
            if result.strictBuild.status == 0 {
                _ = try await SwiftToolchain.run(harness, [manifestFile.path])
                for (index, check) in checks.enumerated() {
                    let output = directory.appendingPathComponent("output-\(index).txt")
                    result.outputs[check.key] = (try? String(contentsOf: output, encoding: .utf8)) ?? "ERROR: no output"
                }
            }
        } catch {
            result.setupError = "\(error)"
        }
        return result
    }

    /// `main.swift`: a table of the checks' closures, run over the manifest's `key<TAB>input<TAB>output` lines.
    static func harnessSource(_ checks: [HarnessCheck]) -> String {
        let entries = checks.map { check in
            let body = check.body.split(separator: "\n", omittingEmptySubsequences: false).map { "        " + $0 }
            return "    \(SwiftSource.stringLiteral(check.key)): { input in\n\(body.joined(separator: "\n"))\n    },"
        }
        return """
            import EndpointRuntime
            import Foundation

            let checks: [Swift.String: (Foundation.Data) throws -> Swift.String] = [
            \(entries.isEmpty ? ":" : entries.joined(separator: "\n"))
            ]

            let manifest = (try? Swift.String(contentsOfFile: CommandLine.arguments[1], encoding: .utf8)) ?? ""
            for line in manifest.split(separator: "\\n") {
                let fields = line.split(separator: "\\t").map(Swift.String.init)
                guard fields.count == 3, let input = FileManager.default.contents(atPath: fields[1]) else { continue }
                var result: Swift.String
                do {
                    guard let check = checks[fields[0]] else { throw CocoaError(.featureUnsupported) }
                    result = try check(input)
                } catch {
                    result = "ERROR: " + Swift.String(describing: error)
                }
                _ = FileManager.default.createFile(atPath: fields[2], contents: Foundation.Data(result.utf8))
            }

            """
    }

    // MARK: Expectations used by the hostile suites

    /// The generated file `name` of `spec` (e.g. `HostileNamesModels.swift`), after expecting that the spec
    /// loaded and generated without errors.
    func file(_ name: String, of spec: HostileSpec, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        let generation = generations[spec.file]
        let errors = generation?.diagnostics.filter { $0.severity == .error } ?? []
        #expect(errors.isEmpty, "\(spec.file) was refused:\n\(errors.map(\.description).joined(separator: "\n"))",
                sourceLocation: sourceLocation)
        let text = generation?.files.first { $0.path == name }?.contents
        #expect(text != nil, "\(spec.file) produced no \(name)", sourceLocation: sourceLocation)
        return text ?? ""
    }

    /// Expects every line of `expected` among the lines of `text` (leading whitespace ignored), in this order.
    func expectLines(_ expected: [String], in text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.drop(while: { $0 == " " })) }
        var position = lines.startIndex
        for line in expected {
            guard let found = lines[position...].firstIndex(of: line) else {
                Issue.record("line not found (in order) in the generated code: \(line)\n--- generated:\n\(text)",
                             sourceLocation: sourceLocation)
                return
            }
            position = lines.index(after: found)
        }
    }

    /// Expects that both compilations succeeded and that neither reported anything about `spec`'s files, then that
    /// each of its harness checks printed what it expects.
    func expectCompilesAndPasses(_ spec: HostileSpec, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(setupError == nil, "hostile build failed: \(setupError ?? "")", sourceLocation: sourceLocation)
        let names = (generations[spec.file]?.files ?? []).map(\.path)
        #expect(!names.isEmpty, "\(spec.file) generated nothing", sourceLocation: sourceLocation)
        for (label, run) in [("swiftc -typecheck -swift-version 6 -warnings-as-errors", plainTypecheck),
                             ("swiftc " + Self.strictFlags.joined(separator: " "), strictBuild)] {
            let mine = run.output.split(separator: "\n").filter { line in names.contains { line.contains("/" + $0 + ":") } }
            #expect(run.status == 0 && mine.isEmpty, """
                \(label) failed (files in \(directory.path), kept when KEEP_TEST_FILES=1); about \(spec.file):
                \(mine.prefix(40).joined(separator: "\n"))
                all output:
                \(run.output.split(separator: "\n").prefix(40).joined(separator: "\n"))
                """, sourceLocation: sourceLocation)
        }
        for check in spec.checks {
            let output = outputs[check.key] ?? "ERROR: not run"
            switch check.comparison {
            case .exactText:
                #expect(output == check.expected, "check \(check.key)", sourceLocation: sourceLocation)
            case .decodingFails:
                #expect(output.hasPrefix("ERROR: "), "check \(check.key): decoding should fail, got \(output)",
                        sourceLocation: sourceLocation)
            case .sameJSON:
                #expect(RoundTripHarness.sameJSON(Data(check.expected.utf8), Data(output.utf8)),
                        "check \(check.key): in \(check.input)\nout \(output)\nexpected \(check.expected)",
                        sourceLocation: sourceLocation)
            }
        }
    }

    /// Loads `yaml` as `file` and returns the diagnostics of loading and generating it, one per line.
    static func diagnostics(_ file: String, _ yaml: String) -> [String] {
        HostileSpec(file: file, yaml: yaml).generate().diagnostics.map(\.description)
    }
}
