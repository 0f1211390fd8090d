import EndpointImport
import EndpointSpec
import Foundation
import Testing

/// Review findings on `generator infer`: samples are read by libyaml, whose plain scalars are YAML's, so `NaN`,
/// `.inf`, `0x10`, `.5`, `+1`, `1_000` and bare words were inferred `double` or `string` without a word; and keys were
/// compared as Swift compares strings, so `"é"` and `"e\u0301"`, two keys in JSON, were called a duplicate key.
@Suite("Sample inference: JSON's value grammar and keys")
struct SampleJSONGrammarTests {
    static func infer(_ samples: [String]) -> SampleInference.Result {
        SampleInferenceTests.infer(samples)
    }

    /// A place a value can stand in a sample (`%@` marks it).
    struct Position: Sendable, CustomTestStringConvertible {
        var name: String
        var sample: String
        var testDescription: String { name }

        func sample(with value: String) -> String { sample.replacingOccurrences(of: "%@", with: value) }
    }

    static let positions = [
        Position(name: "the top-level value", sample: "%@"),
        Position(name: "an item of the top-level array", sample: #"[{"a": 1}, %@]"#),
        Position(name: "an object member", sample: #"{"id": 1, "a": %@}"#),
        Position(name: "an array element", sample: #"{"a": [1, %@]}"#),
        Position(name: "nested in an array of objects in an object", sample: #"{"o": {"p": [{"q": "x"}, {"q": %@}]}}"#),
        Position(name: "a member of an object in the top-level array", sample: #"[{"a": 1}, {"a": %@}]"#),
    ]

    /// Plain scalars YAML reads as numbers, booleans, null or strings, none of which is JSON.
    static let literals = [
        "NaN", "nan", ".nan", ".NaN", "Infinity", "-Infinity", "inf", ".inf", "-.inf", "+.inf", "0x10", "0o17", "017",
        "01", ".5", "-.5", "5.", "+1", "+1.5", "1_000", "1e", "hello", "Rex", "yes", "~", "Null", "NULL", "True",
        "FALSE",
    ]

    /// The 1-based column of the first `needle` in the one-line `text`, counted in Unicode scalars as locations are
    /// (compared scalar by scalar: `"e\u{301}"` is not found in `"\u{E9}"`).
    static func column(of needle: String, in text: String) -> Int? {
        let haystack = Array(text.unicodeScalars), wanted = Array(needle.unicodeScalars)
        guard haystack.count >= wanted.count else { return nil }
        return (0...(haystack.count - wanted.count)).first { haystack[$0..<($0 + wanted.count)].elementsEqual(wanted) }
            .map { $0 + 1 }
    }

    @Test(arguments: positions, literals)
    func aLiteralThatIsNotJSONIsAnErrorAtIt(position: Position, literal: String) throws {
        let sample = position.sample(with: literal)
        let result = Self.infer([sample])
        let column = try #require(Self.column(of: "%@", in: position.sample))
        #expect(result.text == nil)
        #expect(result.diagnostics.map(\.id) == [.jsonSyntax], "\(sample): \(result.diagnostics)")
        let description = try #require(result.diagnostics.first?.description)
        #expect(description.hasPrefix("sample0.json:1:\(column): error: '\(literal)' is not JSON"), "\(description)")
    }

    @Test func theMessagesSayWhatJSONWrites() {
        func message(_ literal: String) -> String? {
            Self.infer([#"{"a": \#(literal)}"#]).diagnostics.first?.description
        }
        #expect(message("NaN") == "sample0.json:1:7: error: 'NaN' is not JSON: a JSON number is written as RFC 8259 §6 "
            + "says, like -12, 0.5 or 1e5 (no NaN or infinity, no '+' or '.' at the start, no leading zeros, no "
            + "hexadecimal, octal or '_'), and text in double quotes")
        #expect(message("hello") == "sample0.json:1:7: error: 'hello' is not JSON: a string in JSON is written in double "
            + "quotes, and its only bare words are true, false and null")
        #expect(message("~") == "sample0.json:1:7: error: '~' is not JSON (YAML reads it as null): JSON writes null")
        #expect(message("True") == "sample0.json:1:7: error: 'True' is not JSON (YAML reads it as a boolean): JSON "
            + "writes true and false in lowercase")
        #expect(message(", \"b\": 1") == "sample0.json:1:7: error: a value left out is not JSON: write null, or the value")
    }

    /// Every non-JSON value of a sample is reported, each at its place, and in a later sample at its own file.
    @Test func everyValueThatIsNotJSONIsReported() {
        let later = #"{"a": NaN, "b": [0x10, 4], "c": {"d": word}}"#
        let result = Self.infer([#"{"a": 1, "b": [2, 3]}"#, later])
        #expect(result.text == nil)
        #expect(result.diagnostics.map { "\($0.location?.description ?? "")" } == ["NaN", "0x10", "word"].map {
            "sample1.json:1:\(Self.column(of: $0, in: later) ?? 0)"
        })
        #expect(Set(result.diagnostics.map(\.id)) == [.jsonSyntax])
    }

    /// YAML tags are not JSON either (`!!str 5` would be read as an integer without a word).
    @Test(arguments: positions, ["!!str 5", "!!float 1", "!!map {\"x\": 1}", "!!seq [1]", "!!null null"])
    func aTagIsAnErrorAtIt(position: Position, tagged: String) throws {
        let sample = position.sample(with: tagged)
        let result = Self.infer([sample])
        let column = try #require(Self.column(of: "%@", in: position.sample))
        let tag = String(tagged.prefix { $0 != " " })
        #expect(result.text == nil)
        #expect(result.diagnostics.map(\.description).contains(
            "sample0.json:1:\(column): error: the tag '\(tag)' is not JSON, which has no tags: remove it (text is "
                + "written in double quotes)"), "\(result.diagnostics)")
        #expect(result.diagnostics.first?.id == .jsonSyntax)
    }

    /// JSON's own numbers and literals are inferred as before, however they are written (RFC 8259 §6).
    @Test func jsonNumbersAndLiteralsAreInferredAsBefore() throws {
        let result = Self.infer([
            #"{"z": -0, "e": 1e5, "E": 1E-5, "p": 1.5e+3, "neg": -12, "big": 123456789012345678901234567890, "t": true, "f": false, "s": "NaN", "x": null}"#,
            #"{"z": 0, "e": 2e5, "E": 3E-5, "p": 2.5, "neg": 7, "big": 1, "t": false, "f": true, "s": "0x10", "x": 1}"#,
        ])
        #expect(result.diagnostics.map(\.id) == [.inferLargeInteger])
        let text = try #require(result.text)
        for line in ["z: int\n", "e: double\n", "E: double\n", "p: double\n", "neg: int\n", "big: decimal\n", "t: bool\n",
                     "f: bool\n", "s: string\n"] {
            #expect(text.contains("      " + line), "\(line)\(text)")
        }
    }

    /// What the lenient reading is for stays: a sample copied from an article with single quotes, unquoted keys and
    /// trailing commas still gives a model; only values must be what JSON has.
    @Test func quotesKeysAndCommasAreStillReadLeniently() throws {
        let result = Self.infer(["{'name': 'Rex', id: 7, \"tags\": ['a', 'b',], \"owner\": {\"login\": \"o\",},}"])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let text = try #require(result.text)
        #expect(text.contains("      name: string\n      id: int\n      tags: \"[string]\"\n      owner:\n        login: string\n"),
                "\(text)")
    }

    // MARK: - Keys

    /// The premise of the key error: Foundation's JSONDecoder reads canonically equivalent keys as one, so a model with
    /// two properties for them would decode the same value into both.
    @Test func jsonDecoderReadsCanonicallyEquivalentKeysAsOne() throws {
        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
        struct Keys: Decodable {
            var keys: Int
            init(from decoder: any Decoder) throws {
                keys = try decoder.container(keyedBy: Key.self).allKeys.count
            }
        }
        let decoded = try JSONDecoder().decode(Keys.self, from: Data("{\"\u{E9}\": 1, \"e\u{301}\": 2}".utf8))
        #expect(decoded.keys == 1)
    }

    /// A place two keys can meet in the samples: one object, a nested object, objects of an array, two samples, items
    /// of a top-level array. `%1` and `%2` mark the keys.
    static let keyPositions: [(name: String, samples: [String])] = [
        ("one object", [#"{"%1": 1, "%2": 2}"#]),
        ("a nested object", [#"{"o": {"%1": 1, "%2": 2}}"#]),
        ("objects of an array", [#"{"a": [{"%1": 1}, {"%2": 2}]}"#]),
        ("objects of arrays in arrays", [#"{"a": [[{"%1": 1}], [{"x": 0, "%2": 2}]]}"#]),
        ("two samples", [#"{"%1": 1}"#, #"{"%2": 2}"#]),
        ("items of a top-level array", [#"[{"%1": 1}, {"%2": 2}]"#]),
    ]

    /// Where `key` is first written in `samples` (`sample1.json:1:2`, at its opening quote).
    static func location(of key: String, in samples: [String]) -> String {
        for (index, sample) in samples.enumerated() {
            if let column = column(of: "\"" + key + "\"", in: sample) { return "sample\(index).json:1:\(column)" }
        }
        return "nowhere"
    }

    /// Review finding: `{"é": 1, "e\u0301": 2}` (U+00E9, then e and U+0301) was "duplicate key 'é'". The keys differ
    /// in JSON, which compares them by their Unicode scalars, and so does inference now; Swift and JSONDecoder take
    /// them as one key, so no model holds both, and inference says that, wherever the two meet.
    @Test(arguments: keyPositions.indices)
    func canonicallyEquivalentKeysAreAnErrorSayingWhy(index: Int) {
        let position = Self.keyPositions[index]
        let samples = position.samples.map {
            $0.replacingOccurrences(of: "%1", with: "\u{E9}").replacingOccurrences(of: "%2", with: "e\u{301}")
        }
        let result = Self.infer(samples)
        #expect(result.text == nil)
        #expect(result.diagnostics.map(\.id) == [.inferEquivalentKeys], "\(position.name)")
        #expect(result.diagnostics.map(\.description) == [
            "\(Self.location(of: "e\u{301}", in: samples)): error: the keys '\u{E9}' (U+00E9) and 'e\u{301}' (U+0065 U+0301) differ "
                + "in JSON but are canonically equivalent Unicode, which Swift takes as equal: Foundation's JSONDecoder "
                + "reads them as one key, so no model can hold both; keep one of them in the samples (a server that "
                + "sends both needs a decoder written by hand)\n\(Self.location(of: "\u{E9}", in: samples)): note: '\u{E9}' (U+00E9) is seen here",
        ], "\(position.name)")
    }

    /// The `\u` escapes of JSON give the same keys as the characters written out.
    @Test func escapedKeysAreComparedByTheirScalarsToo() {
        let result = Self.infer([#"{"\u00e9": 1, "e\u0301": 2}"#])
        #expect(result.diagnostics.map(\.id) == [.inferEquivalentKeys])
    }

    /// A key written twice with the same scalars is still a duplicate key; keys whose scalars differ and that are not
    /// equivalent are two properties, with distinct Swift names, and the sample decodes through the model.
    @Test func sameScalarsAreADuplicateAndDifferentTextTwoProperties() throws {
        let duplicate = Self.infer(["{\"\u{E9}\": 1, \"\u{E9}\": 2}"])
        #expect(duplicate.diagnostics.map(\.description) == [
            "sample0.json:1:10: error: duplicate key '\u{E9}'\nsample0.json:1:2: note: first defined here",
        ])
        let sample = "{\"\u{E9}\": 1, \"e\": 2, \"\u{E8}\": 3}"
        let distinct = Self.infer([sample])
        #expect(distinct.diagnostics.isEmpty)
        let text = try #require(distinct.text)
        #expect(text.contains("      \"\u{E9}\": int\n      e: int\n      \"\u{E8}\": int\n"), "\(text)")
        try SampleInferenceTests.expectSamplesDecode([sample], spec: text)
    }
}
