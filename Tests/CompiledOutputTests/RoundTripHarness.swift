import EndpointRuntime
import Foundation

/// The `main.swift` of the round-trip harness and the comparison of its output with the input.
///
/// The harness reads a manifest of `key<TAB>input<TAB>output` lines; for each it decodes the input file as the
/// model named by `key` with the spec's date rule, re-encodes it, and writes the JSON (or `ERROR: …`) to output.
enum RoundTripHarness {
    /// The key naming a model of a case in the manifest.
    static func key(_ item: PropertyCase, _ model: RandomModel) -> String { "\(item.index).\(model.name)" }

    static func mainSource(for cases: [PropertyCase]) -> String {
        var entries: [String] = []
        for item in cases {
            for model in item.spec.models {
                let type = "\(item.spec.api).\(model.name)"
                entries.append("    \(SwiftSource.stringLiteral(key(item, model))): { try roundTrip(\(type).self, "
                               + "\(item.spec.dates.runtimeRule), $0) },")
            }
        }
        return """
            import EndpointRuntime
            import Foundation

            func roundTrip<T: Codable>(_ type: T.Type, _ rule: EndpointRuntime.DateRule, _ data: Foundation.Data) throws -> Foundation.Data {
                let value = try rule.makeDecoder().decode(T.self, from: data)
                return try rule.makeEncoder().encode(value)
            }

            let cases: [Swift.String: (Foundation.Data) throws -> Foundation.Data] = [
            \(entries.isEmpty ? ":" : entries.joined(separator: "\n"))
            ]

            let manifest = (try? Swift.String(contentsOfFile: CommandLine.arguments[1], encoding: .utf8)) ?? ""
            for line in manifest.split(separator: "\\n") {
                let fields = line.split(separator: "\\t").map(Swift.String.init)
                guard fields.count == 3, let input = FileManager.default.contents(atPath: fields[1]) else { continue }
                let result: Foundation.Data
                do {
                    guard let run = cases[fields[0]] else { throw CocoaError(.featureUnsupported) }
                    result = try run(input)
                } catch {
                    result = Foundation.Data(("ERROR: " + Swift.String(describing: error)).utf8)
                }
                FileManager.default.createFile(atPath: fields[2], contents: result)
            }

            """
    }

    /// Whether two JSON texts mean the same: objects as unordered maps, numbers by value (`1` equals `1.0`).
    static func sameJSON(_ left: Data, _ right: Data) -> Bool {
        let decoder = JSONDecoder()
        guard let a = try? decoder.decode(JSONValue.self, from: left),
              let b = try? decoder.decode(JSONValue.self, from: right)
        else { return false }
        return same(a, b)
    }

    private static func same(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case (.integer(let x), .double(let y)), (.double(let y), .integer(let x)): return Double(x) == y
        case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy(same)
        case (.object(let x), .object(let y)):
            return x.count == y.count && x.allSatisfy { key, value in y[key].map { same(value, $0) } ?? false }
        default: return a == b
        }
    }
}
