import Foundation
import Testing

/// Review findings: `check-payload` said `cannot read payload file 'p.json'` with no reason (a missing file, a
/// directory, `/dev/null`), and the shared loader called every input a spec file in YAML. Every command that reads a
/// file says which kind of input it could not read and why, and the loader's messages name the kind.
@Suite struct InputFileMessageTests {
    /// A command that reads one input file, `%@` standing for its path, from a directory holding `specs/demo.yaml`.
    struct Reader: Sendable, CustomTestStringConvertible {
        var noun: String
        var arguments: [String]

        var testDescription: String { noun }

        func arguments(reading path: String) -> [String] { arguments.map { $0 == "%@" ? path : $0 } }
    }

    static let readers = [
        Reader(noun: "payload file", arguments: ["check-payload", "specs/demo.yaml", "listItems", "%@"]),
        Reader(noun: "JSON sample", arguments: ["infer", "%@"]),
        Reader(noun: "OpenAPI document", arguments: ["import", "%@", "--output", "out"]),
        Reader(noun: "config file", arguments: ["lint", "specs/demo.yaml", "--config", "%@"]),
    ]

    static func inputs() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("specs/demo.yaml", GeneratorToolTests.goodSpec)
        try directory.write("folder.json/inner.txt", "x\n")
        return directory
    }

    @Test(arguments: readers)
    func aFileThatCannotBeReadSaysWhichInputAndWhy(reader: Reader) throws {
        let directory = try Self.inputs()
        for (name, reason) in [("none.json", "no such file"), ("folder.json", "it is a directory")] {
            let run = GeneratorToolTests.run(reader.arguments(reading: name), in: directory)
            #expect(run.status == 1)
            #expect(run.err == "error: cannot read \(reader.noun) '\(directory.url.path)/\(name)': \(reason)\n", "\(run.err)")
        }
    }

    @Test(.enabled(if: getuid() != 0, "running as root: file permissions do not stop reads"), arguments: readers)
    func anUnreadableFileIsPermissionDenied(reader: Reader) throws {
        let directory = try Self.inputs()
        try directory.write("locked.json", "{}\n")
        let path = directory.url.appendingPathComponent("locked.json").path
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path) }
        let run = GeneratorToolTests.run(reader.arguments(reading: "locked.json"), in: directory)
        #expect(run.status == 1)
        #expect(run.err == "error: cannot read \(reader.noun) '\(path)': permission denied\n")
    }

    /// `/dev/null` is read to its end, as any device or pipe: it is an empty file, not one that cannot be read.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/null"), "no /dev/null"))
    func devNullIsEmpty() throws {
        let directory = try Self.inputs()
        let payload = GeneratorToolTests.run(["check-payload", "specs/demo.yaml", "listItems", "/dev/null"], in: directory)
        #expect(payload.status == 1)
        #expect(payload.err == "/dev/null:1:1: error: payload file is empty\n")
        let sample = GeneratorToolTests.run(["infer", "/dev/null"], in: directory)
        #expect(sample.status == 1)
        #expect(sample.err == "/dev/null:1:1: error: JSON sample is empty\n")
    }

    /// An example file and a template that cannot be read give their reason too.
    @Test func exampleFilesAndTemplatesGiveTheReason() throws {
        let directory = try Self.inputs()
        try directory.write("specs/examples/folder/inner.json", "{}\n")
        try directory.write("specs/pets.yaml", "api: Pets\nmodels:\n  Tag:\n    properties: {name: string}\n    example_file: examples/folder\n")
        let example = GeneratorToolTests.run(["lint", "--no-config", "specs/pets.yaml"], in: directory)
        #expect(example.status == 1)
        let specs = directory.url.appendingPathComponent("specs").path
        #expect(example.err == "\(specs)/pets.yaml:5:19: error: cannot read example file 'examples/folder' of model 'Tag': "
            + "it is a directory (looked for '\(specs)/examples/folder'; paths are relative to the spec's directory)\n")
        try directory.write("MyTemplates/models.mustache/inner.txt", "x\n")
        let template = GeneratorToolTests.run(["specs/demo.yaml", "--no-config", "--templates", "MyTemplates"], in: directory)
        #expect(template.status == 1)
        // Located at the entry, like every other template problem (review 30).
        let entry = "\(directory.url.path)/MyTemplates/models.mustache"
        #expect(template.err == "\(entry):1:1: error: cannot read template '\(entry)': it is a directory\n", "\(template.err)")
    }

    /// The loader names what each command reads: a JSON sample, a payload file, an OpenAPI document (JSON or YAML by
    /// its name), a config file, an example file; the spec file keeps its words.
    @Test func theLoadersMessagesNameWhatEachCommandReads() throws {
        let directory = try Self.inputs()
        try directory.write("empty.json", "\n")
        try directory.write("empty.yaml", "# nothing\n")
        try directory.write("deep.json", String(repeating: "[", count: 300) + String(repeating: "]", count: 300))
        try Data([0x7B, 0xFF, 0x7D]).write(to: directory.url.appendingPathComponent("bad.json"))
        try Data([0x61, 0x3A, 0xFF]).write(to: directory.url.appendingPathComponent("bad.yaml"))
        func err(_ arguments: [String]) -> String { GeneratorToolTests.run(arguments, in: directory).err }
        let root = directory.url.path
        #expect(err(["infer", "empty.json"]) == "empty.json:1:1: error: JSON sample is empty\n")
        #expect(err(["infer", "deep.json"]) == "deep.json:1:257: error: JSON is nested more than 256 levels deep\n")
        #expect(err(["infer", "bad.json"]) == "bad.json:1:2: error: invalid UTF-8 byte 0xFF; JSON samples must be UTF-8\n")
        #expect(err(["check-payload", "specs/demo.yaml", "listItems", "deep.json"])
            == "\(root)/deep.json:1:257: error: JSON is nested more than 256 levels deep\n")
        #expect(err(["check-payload", "specs/demo.yaml", "listItems", "bad.json"])
            == "\(root)/bad.json:1:2: error: invalid UTF-8 byte 0xFF; payload files must be UTF-8\n")
        #expect(err(["import", "empty.json"]) == "\(root)/empty.json:1:1: error: OpenAPI document is empty\n")
        #expect(err(["import", "empty.yaml"]) == "\(root)/empty.yaml:1:1: error: OpenAPI document is empty\n")
        #expect(err(["import", "deep.json"])
            == "\(root)/deep.json:1:257: error: JSON is nested more than 256 levels deep\n")
        #expect(err(["import", "bad.yaml"])
            == "\(root)/bad.yaml:1:3: error: invalid UTF-8 byte 0xFF; OpenAPI documents must be UTF-8\n")
        #expect(err(["lint", "specs/demo.yaml", "--config", "bad.yaml"])
            == "\(root)/bad.yaml:1:3: error: invalid UTF-8 byte 0xFF; config files must be UTF-8\n")
        // An example file lies inside the specs root (`example.pathNotAllowed` otherwise).
        try Data([0x7B, 0xFF, 0x7D]).write(to: directory.url.appendingPathComponent("specs/bad.json"))
        try directory.write("specs/pets.yaml", "api: Pets\nmodels:\n  Tag:\n    properties: {name: string}\n    example_file: bad.json\n")
        #expect(err(["lint", "--no-config", "specs/pets.yaml"])
            == "\(root)/specs/bad.json:1:2: error: invalid UTF-8 byte 0xFF; example files must be UTF-8\n")
        #expect(err(["lint", "--no-config", "empty.yaml"]) == "\(root)/empty.yaml:1:1: error: spec file is empty\n")
    }
}
