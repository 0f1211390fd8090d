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
