import EndpointCodegen
import EndpointSpec
import Foundation
import Mustache
import TestSupport
import Testing

/// The render contexts of specs/*.yaml, pinned as JSON fixtures (Tests/EndpointCodegenTests/ContextSnapshots), and
/// the value tables of docs/templates.md checked against them: a template author reads the doc, and the doc cannot
/// drift from what templates are given.
///
/// After an intended change to the contexts, rewrite the fixtures with
/// `UPDATE_CONTEXT_SNAPSHOTS=1 swift test --filter ContextSnapshotTests` and review the diff.
@Suite("Render contexts are pinned by JSON snapshots and documented in docs/templates.md")
struct ContextSnapshotTests {
    static let templates = ["models.swift", "requests.swift", "viewmodels.swift", "mocks.swift"]
    static let snapshots = PackagePaths.root.appendingPathComponent("Tests/EndpointCodegenTests/ContextSnapshots")

    static func specFiles() -> [String] {
        SpecLoader.specFiles(in: PackagePaths.specs.path)
    }

    static func contexts(of spec: String) throws -> [String: MustacheValue] {
        var diagnostics = DiagnosticCollector()
        let api = try #require(SpecLoader.load(file: spec, diagnostics: &diagnostics), "\(Array(diagnostics))")
        return CodeGenerator().renderContexts(for: api)
    }

    @Test("Each spec's contexts equal their snapshot", arguments: specFiles())
    func snapshot(spec: String) throws {
        let contexts = try Self.contexts(of: spec)
        let update = ProcessInfo.processInfo.environment["UPDATE_CONTEXT_SNAPSHOTS"] == "1"
        for template in Self.templates {
            let context = try #require(contexts[template])
            let json = try ContextJSON.text(context)
            let url = Self.snapshots.appendingPathComponent("\(SpecLoader.fileStem(of: spec)).\(template).json")
            if update {
                try FileManager.default.createDirectory(at: Self.snapshots, withIntermediateDirectories: true)
                try Data(json.utf8).write(to: url)
                continue
            }
            let expected = try? String(contentsOf: url, encoding: .utf8)
            #expect(expected == json, """
                the \(template) context of \(spec) differs from \(url.lastPathComponent); if the change is intended, \
                run UPDATE_CONTEXT_SNAPSHOTS=1 swift test --filter ContextSnapshotTests and review the diff
                """)
        }
    }

    /// `template.unknownName` warns at a name of a user's template that is not in `TemplateSet.contextNames`; every
    /// key any context has must be in it, or a correct override would be warned about.
    @Test("Every key of every context is a name override templates may use without a warning")
    func contextKeysAreKnownNames() throws {
        var actual: [String: Set<String>] = [:]
        for spec in Self.specFiles() {
            for (template, context) in try Self.contexts(of: spec) {
                ContextJSON.collectKeys(context, kind: template, into: &actual)
            }
        }
        let keys = actual.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        #expect(!keys.isEmpty)
        #expect(keys.subtracting(TemplateSet.contextNames).isEmpty, "\(keys.subtracting(TemplateSet.contextNames).sorted())")
    }

    @Test("docs/templates.md lists exactly the keys the contexts have, per kind of value")
    func documentedValues() throws {
        let doc = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/templates.md"), encoding: .utf8)
        let documented = ContextJSON.documentedKeys(in: doc)
        var actual: [String: Set<String>] = [:]
        for spec in Self.specFiles() {
            for (template, context) in try Self.contexts(of: spec) {
                ContextJSON.collectKeys(context, kind: template, into: &actual)
            }
        }
        #expect(Set(documented.keys) == Set(actual.keys), "kinds of values in the doc and in the contexts differ")
        for (kind, keys) in actual.sorted(by: { $0.key < $1.key }) {
            let inDoc = documented[kind] ?? []
            #expect(keys.subtracting(inDoc).isEmpty, "\(kind): undocumented keys \(keys.subtracting(inDoc).sorted())")
            #expect(inDoc.subtracting(keys).isEmpty, "\(kind): documented keys no context has \(inDoc.subtracting(keys).sorted())")
        }
    }
}

/// Render contexts as JSON, and the kinds of values they hold.
enum ContextJSON {
    /// Pretty-printed JSON with sorted keys, so a fixture diff shows what changed.
    static func text(_ value: MustacheValue) throws -> String {
        let data = try JSONSerialization.data(
            withJSONObject: object(value), options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func object(_ value: MustacheValue) -> Any {
        switch value {
        case .null: NSNull()
        case .bool(let value): value
        case .int(let value): value
        case .double(let value): value
        case .string(let value): value
        case .array(let values): values.map(object)
        case .dictionary(let entries): entries.mapValues(object)
        }
    }

    /// The kind of the dictionaries found under `key` in a dictionary of kind `parent` (docs/templates.md names
    /// its tables by these kinds). Lists of types are `type`, whatever holds them.
    static func kind(of key: String, in parent: String) -> String? {
        switch key {
        case "models", "nested": "type"
        case "properties": "property"
        case "cases": "case"
        case "requests": "request"
        case "members", "parameters": "member"
        case "query", "headers": "item"
        case "errorRules": "rule"
        case "commonFields": "field"
        case "viewModels": "viewModel"
        case "samples": "sample"
        case "routes": "route"
        case "previews": "preview"
        case "types": nil
        default: nil
        }
    }

    /// Adds the keys of every dictionary in `value` (of kind `kind`) to `keys`, by kind.
    static func collectKeys(_ value: MustacheValue, kind: String, into keys: inout [String: Set<String>]) {
        switch value {
        case .dictionary(let entries):
            keys[kind, default: []].formUnion(entries.keys.filter { $0 != "first" && $0 != "last" })
            for (key, child) in entries {
                if let childKind = Self.kind(of: key, in: kind) { collectKeys(child, kind: childKind, into: &keys) }
            }
        case .array(let values):
            for child in values { collectKeys(child, kind: kind, into: &keys) }
        default:
            break
        }
    }

    /// The tables of docs/templates.md's "Values" section: headings naming kinds in backticks over
    /// `| name | value |` rows. `first` and `last`, which every list element has, are documented once in prose.
    static func documentedKeys(in doc: String) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        var kinds: [String] = []
        for line in doc.split(separator: "\n") {
            if line.hasPrefix("### ") {
                // The kinds are the heading's backticked names (`models.swift`, `type`).
                kinds = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                    .filter { $0.offset % 2 == 1 }.map { String($0.element) }
                continue
            }
            guard line.hasPrefix("| `") else { continue }
            let name = String(line.dropFirst(3).prefix { $0 != "`" })
            for kind in kinds { result[kind, default: []].insert(name) }
        }
        return result
    }
}
