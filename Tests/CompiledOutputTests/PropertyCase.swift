import EndpointCodegen
import EndpointSpec
import Foundation

/// One random spec of a run: its shape, its YAML, and what the loader and generator made of it.
struct PropertyCase: Sendable {
    var index: Int
    var seed: UInt64
    var spec: RandomSpec
    var yaml: String
    var path: String
    var api: APIDefinition?
    var loadDiagnostics: DiagnosticCollector
    var files: [GeneratedFile]
    var generateDiagnostics: DiagnosticCollector

    /// Builds, loads and generates case `index` of the run seeded with `runSeed`.
    static func make(index: Int, runSeed: UInt64) -> PropertyCase {
        let seed = SeededGenerator.caseSeed(run: runSeed, index: index)
        var specGenerator = RandomSpecGenerator(random: SeededGenerator(seed: seed), exclusions: .current)
        let spec = specGenerator.spec(index: index)
        var renderer = SpecRenderer(random: SeededGenerator(seed: seed ^ 0xA5A5))
        let yaml = renderer.render(spec)
        let path = "spec\(index).yaml"
        return generated(index: index, seed: seed, spec: spec, yaml: yaml, path: path)
    }

    /// Loads and generates `yaml`, keeping the diagnostics of each stage apart.
    static func generated(index: Int, seed: UInt64, spec: RandomSpec, yaml: String, path: String) -> PropertyCase {
        var loadDiagnostics = DiagnosticCollector()
        let api = SpecLoader.load(text: Array(yaml.utf8), path: path, diagnostics: &loadDiagnostics)
        var files: [GeneratedFile] = []
        var generateDiagnostics = DiagnosticCollector()
        if let api {
            files = CodeGenerator().generate([api], diagnostics: &generateDiagnostics)
        }
        return PropertyCase(index: index, seed: seed, spec: spec, yaml: yaml, path: path, api: api,
                            loadDiagnostics: loadDiagnostics, files: files, generateDiagnostics: generateDiagnostics)
    }

    /// Whether the spec uses a name the format refuses on purpose.
    var expectsRefusal: Bool { spec.models.contains(where: \.expectedToBeRefused) }

    /// Whether a model takes a name the generator declares itself, which may be refused with a located error.
    /// So may the model `GetItemResponse` when the endpoint `getItem` has an inline response, which is hoisted under
    /// that name.
    var mayBeRefused: Bool {
        spec.models.contains { RandomSpecGenerator.generatedTypeNames.contains($0.name) }
            || spec.models.contains { $0.name == "GetItemResponse" } && spec.endpoints.contains { endpoint in
                guard endpoint.name == "getItem", case .mapping(let entries) = endpoint.yaml,
                    case .mapping? = entries.first(where: { $0.0 == "response" })?.1
                else { return false }
                return true
            }
    }

    /// How to replay this case alone.
    var replayHint: String {
        "case \(index) of PROPERTY_SEED=\(PropertyTestSettings.fromEnvironment().seed); alone: PROPERTY_CASE_SEED=\(seed)"
    }
}

/// The run's cases, from the environment: `PROPERTY_CASES` (default 20), `PROPERTY_SEED`, and
/// `PROPERTY_CASE_SEED` to replay one case by its own seed.
enum PropertyRun {
    static func cases() -> [PropertyCase] {
        let settings = PropertyTestSettings.fromEnvironment()
        if let caseSeed = ProcessInfo.processInfo.environment["PROPERTY_CASE_SEED"].flatMap(UInt64.init) {
            return [replay(caseSeed: caseSeed)]
        }
        return (0..<settings.cases).map { PropertyCase.make(index: $0, runSeed: settings.seed) }
    }

    /// Rebuilds one case from its own seed (as printed on failure).
    static func replay(caseSeed: UInt64) -> PropertyCase {
        var specGenerator = RandomSpecGenerator(random: SeededGenerator(seed: caseSeed), exclusions: .current)
        let spec = specGenerator.spec(index: 0)
        var renderer = SpecRenderer(random: SeededGenerator(seed: caseSeed ^ 0xA5A5))
        let yaml = renderer.render(spec)
        return PropertyCase.generated(index: 0, seed: caseSeed, spec: spec, yaml: yaml, path: "spec0.yaml")
    }

    /// Cases in compiler batches of `size`, so a long run never builds one huge module.
    static func batches(_ cases: [PropertyCase], size: Int = 25) -> [[PropertyCase]] {
        stride(from: 0, to: cases.count, by: size).map { Array(cases[$0..<min($0 + size, cases.count)]) }
    }

    /// A fresh directory holding a batch's specs and generated files; kept after a failure for inspection.
    /// Named by process as well as seed: every run uses the same default seed, and test runs of other checkouts of
    /// the package may share the temporary directory.
    static func writeBatch(_ batch: [PropertyCase], label: String) throws -> (directory: URL, swiftFiles: [String]) {
        let pid = ProcessInfo.processInfo.processIdentifier
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("property-\(label)-\(batch.first?.seed ?? 0)-\(pid)", isDirectory: true)
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var swiftFiles: [String] = []
        for item in batch {
            try Data(item.yaml.utf8).write(to: directory.appendingPathComponent(item.path))
            for file in item.files {
                let url = directory.appendingPathComponent(file.path)
                try Data(file.contents.utf8).write(to: url)
                swiftFiles.append(url.path)
            }
        }
        return (directory, swiftFiles)
    }
}
