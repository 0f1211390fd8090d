import Foundation
import Testing

/// Review finding 2: whatever `generator infer` writes lints clean (`generator lint`, which runs code generation
/// too), for any JSON samples; dates are guessed only from values that are real dates; `--api` and `--model` are
/// used exactly as typed or refused.
@Suite struct InferLintCleanTests {
    /// A small deterministic generator (SplitMix64), so a failure names a seed that reproduces it.
    struct Random {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

        mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    }

    /// Keys a real API sends, and keys that are hard for Swift names.
    static let keys = [
        "id", "user_id", "userID", "name", "type", "class", "self", "Type", "protocol", "init", "description",
        "hashValue", "coding_keys", "CodingKeys", "2fa", "a b", "a-b", "_", "__", "$ref", "@type", "é", "名前", "default",
        "id_", "ID", "Id", "url", "URL", "items", "Items", "item", "data", "value", "Value", "body", "path", "method",
        "Request", "Client", "Samples", "Model", "Foundation", "Swift", "String", "Int", "Date", "unknown",
    ]

    /// Scalars, including strings that look like but are not dates.
    static let scalars = [
        "1", "-7", "0", "2147483648", "9007199254740993", "1.5", "-0.25", "1e3", "true", "false", "null",
        #""text""#, #""""#, #""2024-05-01T10:00:00Z""#, #""2024-13-45T10:00:00Z""#, #""2024-02-30""#, #""2024-02-29""#,
        #""2023-02-29""#, #""2024-13-45""#, #""2024-05-01T25:61:00Z""#, #""2024-05-01""#, #""https://example.com/a""#,
        #""http://x""#, #""123e4567-e89b-12d3-a456-426614174000""#, #""\u0000""#, #""line\nbreak""#, #""\"quoted\"""#,
    ]

    static func value(_ random: inout Random, depth: Int) -> String {
        let roll = random.below(depth > 14 ? 3 : 10)
        switch roll {
        case 0..<3: return random.pick(scalars)
        case 3..<6:
            let count = random.below(4)
            return "[" + (0..<count).map { _ in value(&random, depth: depth + 1) }.joined(separator: ", ") + "]"
        case 6:
            // A deep chain of arrays, deeper than the spec format allows.
            let levels = 6 + random.below(6)
            return String(repeating: "[", count: levels) + random.pick(scalars) + String(repeating: "]", count: levels)
        default:
            return object(&random, depth: depth + 1)
        }
    }

    static func object(_ random: inout Random, depth: Int) -> String {
        var used: Set<String> = []
        var members: [String] = []
        for _ in 0..<random.below(5) {
            let key = random.pick(keys)
            guard used.insert(key).inserted else { continue }
            let escaped = key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            members.append("\"\(escaped)\": \(value(&random, depth: depth))")
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    /// Objects nested far deeper than inline objects may be.
    static func deepObject(levels: Int) -> String {
        String(repeating: #"{"a": "#, count: levels) + "1" + String(repeating: "}", count: levels)
    }

    @Test(arguments: 0..<40)
    func whateverInferWritesLintsClean(_ seed: Int) throws {
        var random = Random(state: UInt64(seed) &* 7919)
        let directory = try TemporaryDirectory()
        // No --model: the name comes from the first sample's file, one naming a reserved type gets a suffix.
        let model = random.pick(["User", "Item", "KK", "Model", "Samples", "V2Thing", "RequestModel", "ClientModel"])
        let stem = model.hasSuffix("Model") && model != "Model" ? String(model.dropLast(5)).lowercased() : "sample"
        var names: [String] = []
        for index in 0..<(1 + random.below(3)) {
            let text: String
            switch random.below(5) {
            case 0: text = "[" + (0..<(1 + random.below(3))).map { _ in Self.object(&random, depth: 0) }.joined(separator: ", ") + "]"
            case 1: text = Self.deepObject(levels: 20 + random.below(15))
            default: text = Self.object(&random, depth: 0)
            }
            let name = index == 0 && stem != "sample" ? "\(stem).json" : "\(stem)\(index).json"
            try directory.write(name, text)
            names.append(name)
        }
        let api = random.pick(["Common", "KK", "API", "Users", "Samples"])
        var arguments = ["infer"] + names + ["--output", "inferred.yaml"]
        if stem == "sample" { arguments += ["--model", model] }
        if api != model { arguments += ["--api", api] }
        let infer = GeneratorToolTests.run(arguments, in: directory)
        let samples = names.map { "\($0): \(directory.read($0) ?? "")" }.joined(separator: "\n")
        #expect(infer.status == 0, "seed \(seed): \(infer.err)\n\(samples)")
        guard infer.status == 0 else { return }
        let lint = GeneratorToolTests.run(["lint", "--no-config", "inferred.yaml"], in: directory)
        #expect(lint.status == 0, "seed \(seed): \(lint.err)\n\(directory.read("inferred.yaml") ?? "")\n\(samples)")
        #expect(!lint.err.contains("error:"), "seed \(seed): \(lint.err)")
        // The names typed are the names written.
        let spec = directory.read("inferred.yaml") ?? ""
        if api != model { #expect(spec.contains("\napi: \(api)\n"), "seed \(seed)") }
        #expect(spec.contains("\n  \(model):\n"), "seed \(seed): \(spec)")
    }

    @Test func arraysDeeperThanTheFormatAllowsBecomeJSONWithAComment() throws {
        let directory = try TemporaryDirectory()
        try directory.write("deep.json", #"{"ok": [[[[[[[[1]]]]]]]], "deep": [[[[[[[[[1]]]]]]]]]}"#)
        let run = GeneratorToolTests.run(["infer", "deep.json", "--model", "Deep"], in: directory)
        #expect(run.status == 0)
        #expect(run.out.contains(#"ok: "[[[[[[[[int]]]]]]]]""#), "\(run.out)")
        #expect(run.out.contains(
            "# items 8 levels down: arrays nest more than 8 levels deep here, "
                + "deeper than the spec format allows; json\n"), "\(run.out)")
        #expect(run.out.contains(#"deep: "[[[[[[[[json]]]]]]]]""#), "\(run.out)")
        try directory.write("two.json", #"{"pairs": [[]]}"#)
        #expect(GeneratorToolTests.run(["infer", "two.json"], in: directory).out.contains(
            "# items: only empty arrays were seen; the item type is a guess (json)\n      pairs: \"[[json]]\"\n"))
        try directory.write("three.json", #"{"cube": [[[]]]}"#)
        #expect(GeneratorToolTests.run(["infer", "three.json"], in: directory).out.contains(
            "# items 2 levels down: only empty arrays were seen; the item type is a guess (json)\n"))
        // Review 21: an array of nulls was commented as empty.
        try directory.write("nulls.json", #"{"d": [null, null], "e": []}"#)
        let nulls = GeneratorToolTests.run(["infer", "nulls.json"], in: directory).out
        #expect(nulls.contains("# the arrays held only nulls; the item type is a guess (json)\n      d: \"[json]\"\n"), "\(nulls)")
        #expect(nulls.contains("# only empty arrays were seen; the item type is a guess (json)\n      e: \"[json]\"\n"), "\(nulls)")
    }

    @Test(arguments: [
        ("2024-13-45", "string"), ("2024-02-30", "string"), ("2023-02-29", "string"), ("2024-00-10", "string"),
        ("2024-02-29", "calendar_date"), ("2024-12-31", "calendar_date"),
        ("2024-13-45T10:00:00Z", "string"), ("2024-05-01T24:00:00Z", "string"), ("2024-05-01T10:60:00Z", "string"),
        ("2024-05-01T10:00:00+25:00", "string"), ("2024-05-01T10:00:00.123+09:00", "date"), ("1900-02-29T00:00:00Z", "string"),
        ("2000-02-29T23:59:60Z", "date"),
    ])
    func datesAreGuessedOnlyFromRealDates(_ value: String, _ type: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write("s.json", #"{"when": "\#(value)"}"#)
        let run = GeneratorToolTests.run(["infer", "s.json"], in: directory)
        #expect(run.status == 0)
        #expect(run.out.contains("\n      when: \(type)\n"), "\(value): \(run.out)")
    }

    @Test func theAPINameIsUsedAsTyped() throws {
        let directory = try TemporaryDirectory()
        try directory.write("user.json", #"{"id": 1}"#)
        let run = GeneratorToolTests.run(["infer", "user.json", "--api", "KK", "--model", "KKUser"], in: directory)
        #expect(run.status == 0)
        #expect(run.err == "")
        #expect(run.out.contains("\napi: KK\nmodels:\n  KKUser:\n"), "\(run.out)")
        let refused = GeneratorToolTests.run(["infer", "user.json", "--api", "my-api"], in: directory)
        #expect(refused.status == 64)
        #expect(refused.err.hasPrefix("error: --api 'my-api' is not a name the spec format accepts there (an UpperCamelCase "
            + "Swift identifier that is not a Swift, Foundation or runtime name); did you mean 'MyAPI'?\n"))
        // A reserved name is refused with the name the importer or infer would give it (docs/import.md).
        for (model, suggested) in [
            ("Request", "RequestModel"), ("Client", "ClientModel"), ("CodingKeys", "CodingKeysModel"), ("Type", "TypeModel"),
            ("lower", "Lower"),
        ] {
            let run = GeneratorToolTests.run(["infer", "user.json", "--model", model], in: directory)
            #expect(run.status == 64, "\(model)")
            #expect(run.err.hasPrefix("error: --model '\(model)' is not a name the spec format accepts there"), "\(run.err)")
            #expect(run.err.contains("; did you mean '\(suggested)'?\n"), "\(run.err)")
        }
        // import takes the same rule.
        for (api, suggested) in [("Foundation", "FoundationAPI"), ("Swift", "SwiftAPI"), ("EndpointRuntime", "EndpointRuntimeAPI")] {
            let imported = GeneratorToolTests.run(["import", "none.yaml", "--api", api], in: directory)
            #expect(imported.status == 64)
            #expect(imported.err.hasPrefix("error: --api '\(api)' is not a name the spec format accepts there"))
            #expect(imported.err.contains("; did you mean '\(suggested)'?\n"), "\(imported.err)")
        }
    }
}
