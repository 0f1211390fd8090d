import Foundation
import Testing

/// `generator infer --output` never replaces a file it did not write (the same rule as `generator import`): a
/// hand-written spec, a Swift file or one of the samples is left alone with an error and exit 1; a spec it wrote
/// before is replaced.
@Suite struct InferOutputTests {
    static let sample = #"{"id": 1, "name": "a"}"#

    @Test(arguments: ["users.yaml", "Hand.swift"])
    func aFileInferDidNotWriteIsLeftAlone(_ name: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write("sample.json", Self.sample)
        let handWritten = "api: Users\nendpoints:\n  listUsers: {method: GET, path: /users, response: string}\n"
        try directory.write(name, handWritten)
        let run = GeneratorToolTests.run(["infer", "sample.json", "--model", "User", "--output", name], in: directory)
        #expect(run.status == 1)
        #expect(run.err == "error: '\(name)' exists and was not written by 'generator infer'; it is left alone\n")
        #expect(directory.read(name) == handWritten)
    }

    @Test func aSampleIsNeverTheOutput() throws {
        let directory = try TemporaryDirectory()
        try directory.write("sample.json", Self.sample)
        let run = GeneratorToolTests.run(["infer", "sample.json", "--output", "./sample.json"], in: directory)
        #expect(run.status == 1)
        #expect(run.err == "error: './sample.json' is one of the samples; choose another --output\n")
        #expect(directory.read("sample.json") == Self.sample)
    }

    @Test func aSpecInferWroteIsReplaced() throws {
        let directory = try TemporaryDirectory()
        try directory.write("sample.json", Self.sample)
        let first = GeneratorToolTests.run(["infer", "sample.json", "--model", "User", "--output", "user.yaml"], in: directory)
        #expect(first.status == 0)
        try directory.write("sample.json", #"{"id": 1, "name": "a", "email": "e@example.com"}"#)
        let second = GeneratorToolTests.run(["infer", "sample.json", "--model", "User", "--output", "user.yaml"], in: directory)
        #expect(second.status == 0, "\(second.err)")
        #expect(directory.read("user.yaml")?.contains("email: string") == true)
    }

    /// A sample that is not an object is an error located at the value, and nothing is written.
    @Test func aSampleThatIsNotAnObjectIsLocatedAndNothingIsWritten() throws {
        let directory = try TemporaryDirectory()
        try directory.write("numbers.json", "[1, 2]")
        let run = GeneratorToolTests.run(["infer", "numbers.json", "--output", "numbers.yaml"], in: directory)
        #expect(run.status == 1)
        #expect(run.err == "numbers.json:1:2: error: samples must be JSON objects, or arrays of objects, to infer a model; "
            + "found the number 1\n")
        #expect(directory.read("numbers.yaml") == nil)
    }

    /// Review finding: `NaN`, `0x10` and bare words in a sample were inferred without a word. Each is an error at its
    /// line and column, the exit status is 1 and nothing is written; keys that only Swift takes as one are an error too.
    @Test func aValueThatIsNotJSONIsLocatedAndNothingIsWritten() throws {
        let directory = try TemporaryDirectory()
        try directory.write("prices.json", "{\"amount\": NaN,\n \"codes\": [0x10, 1],\n \"note\": hello}")
        let run = GeneratorToolTests.run(["infer", "prices.json", "--output", "price.yaml"], in: directory)
        #expect(run.status == 1)
        let lines = run.err.split(separator: "\n").map(String.init)
        #expect(lines.map { $0.prefix { $0 != " " } } == ["prices.json:1:12:", "prices.json:2:12:", "prices.json:3:10:"], "\(run.err)")
        #expect(lines.first?.hasSuffix("error: 'NaN' is not JSON: a JSON number is written as RFC 8259 §6 says, like -12, "
            + "0.5 or 1e5 (no NaN or infinity, no '+' or '.' at the start, no leading zeros, no hexadecimal, octal or '_'), "
            + "and text in double quotes") == true, "\(run.err)")
        #expect(directory.read("price.yaml") == nil)
        try directory.write("keys.json", "{\"caf\u{E9}\": 1, \"cafe\u{301}\": 2}")
        let keys = GeneratorToolTests.run(["infer", "keys.json", "--output", "key.yaml"], in: directory)
        #expect(keys.status == 1)
        #expect(keys.err.hasPrefix("keys.json:1:13: error: the keys 'caf\u{E9}' (U+0063 U+0061 U+0066 U+00E9) and "), "\(keys.err)")
        #expect(directory.read("key.yaml") == nil)
    }

    /// Review finding: a sample file named in the plural gives a model named in the singular; `--model` overrides it.
    @Test func theModelOfAPluralFileIsSingularUnlessNamed() throws {
        let directory = try TemporaryDirectory()
        try directory.write("users.json", Self.sample)
        let run = GeneratorToolTests.run(["infer", "users.json"], in: directory)
        #expect(run.status == 0)
        #expect(run.out.contains("\nmodels:\n  User:\n"), "\(run.out)")
        let named = GeneratorToolTests.run(["infer", "users.json", "--model", "Users"], in: directory)
        #expect(named.status == 0)
        #expect(named.out.contains("\nmodels:\n  Users:\n"), "\(named.out)")
        // The API may then be named like the file: it is no longer the model's name.
        let api = GeneratorToolTests.run(["infer", "users.json", "--api", "Users"], in: directory)
        #expect(api.status == 0, "\(api.err)")
        #expect(api.out.contains("\napi: Users\nmodels:\n  User:\n"), "\(api.out)")
    }
}
