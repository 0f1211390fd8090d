import Foundation
import GeneratorCLI
import Testing

/// Review finding: a write that failed said `cannot write 'OkModels.swift': The operation could not be completed.
/// (NSCocoaErrorDomain error 512.)`, naming neither the directory nor a plain reason. Every command that writes
/// (generate, import, infer, through `OutputWriter`; the team-owned view model files and the run log) names the full
/// path and the system's plain reason, and exits 1 with nothing written.
@Suite struct WriteFailureTests {
    /// A command that writes into the directory `output`.
    struct Writer: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: @Sendable (_ output: String) -> [String]

        var testDescription: String { name }
    }

    static let writers = [
        Writer(name: "generate") { ["generate", "specs/demo.yaml", "--no-config", "--output", $0] },
        Writer(name: "import into a directory") { ["import", "pets.yaml", "--output", $0] },
        Writer(name: "import into a spec file") { ["import", "pets.yaml", "--output", $0 + "/pets.yaml"] },
        Writer(name: "infer") { ["infer", "user.json", "--output", $0 + "/user.yaml"] },
    ]

    static let spec = GeneratorToolTests.goodSpec.replacingOccurrences(
        of: "    response: [Item]\n", with: "    response: [Item]\n    view_model: Items\n")

    static let document = """
        openapi: 3.0.0
        info: {title: Pets, version: "1"}
        paths:
          /pets:
            get:
              operationId: listPets
              responses:
                "200":
                  description: OK
                  content:
                    application/json:
                      schema: {type: array, items: {type: string}}

        """

    /// A directory holding each command's input.
    static func inputs() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("specs/demo.yaml", spec)
        try directory.write("pets.yaml", document)
        try directory.write("user.json", #"{"id": 1}"#)
        return directory
    }

    /// The output directory under a regular file: `mkdir` cannot make it, and the message names the file in the way.
    @Test(arguments: writers)
    func anOutputDirectoryUnderAFileNamesTheFile(writer: Writer) throws {
        let directory = try Self.inputs()
        try directory.write("notes.txt", "a file\n")
        let run = GeneratorToolTests.run(writer.arguments("notes.txt/out"), in: directory)
        let file = directory.url.appendingPathComponent("notes.txt").path
        #expect(run.status == 1)
        #expect(run.err == "error: cannot create directory '\(file)/out': '\(file)' is not a directory\n")
        #expect(directory.read("notes.txt") == "a file\n")
    }

    /// The output directory is a regular file.
    @Test(arguments: writers)
    func anOutputDirectoryThatIsAFileIsNamed(writer: Writer) throws {
        let directory = try Self.inputs()
        try directory.write("out", "a file\n")
        let run = GeneratorToolTests.run(writer.arguments("out"), in: directory)
        #expect(run.status == 1)
        #expect(run.err == "error: output directory '\(directory.url.path)/out' exists and is not a directory\n")
        #expect(directory.read("out") == "a file\n")
    }

    /// Linux's /proc takes no new file or directory: the kernel's reason is given with the full path.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self"), "no /proc"), arguments: writers)
    func aFileSystemThatRefusesNewFilesGivesTheSystemsReason(writer: Writer) throws {
        let directory = try Self.inputs()
        let created = GeneratorToolTests.run(writer.arguments("/proc/endpoint-generator-test"), in: directory)
        #expect(created.status == 1)
        #expect(created.err
            == "error: cannot create directory '/proc/endpoint-generator-test': no such file or directory\n")
        let written = GeneratorToolTests.run(writer.arguments("/proc"), in: directory)
        #expect(written.status == 1)
        #expect(written.err.hasPrefix("error: cannot write '/proc/"), "\(written.err)")
        #expect(written.err.hasSuffix(".swift': no such file or directory\n") || written.err.hasSuffix(".yaml': no such file or directory\n"),
                "\(written.err)")
    }

    /// A read-only directory (root writes anyway, so this runs for other users only).
    @Test(.enabled(if: getuid() != 0, "running as root: directory permissions do not stop writes"), arguments: writers)
    func aReadOnlyDirectoryIsPermissionDenied(writer: Writer) throws {
        let directory = try Self.inputs()
        try directory.write("locked/keep.txt", "kept\n")
        let locked = directory.url.appendingPathComponent("locked").path
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked) }
        let created = GeneratorToolTests.run(writer.arguments("locked/out"), in: directory)
        #expect(created.status == 1)
        #expect(created.err == "error: cannot create directory '\(locked)/out': permission denied\n")
        let written = GeneratorToolTests.run(writer.arguments("locked"), in: directory)
        #expect(written.status == 1)
        #expect(written.err.hasPrefix("error: cannot write '\(locked)/"), "\(written.err)")
        #expect(written.err.hasSuffix("': permission denied\n"), "\(written.err)")
        #expect(try directory.list("locked") == ["keep.txt"])
    }

    /// The team-owned view model files and the run log, written after the generated files, say the same.
    @Test func theTeamsFilesAndTheRunLogNameThePathAndTheReason() throws {
        let directory = try Self.inputs()
        try directory.write("notes.txt", "a file\n")
        let file = directory.url.appendingPathComponent("notes.txt").path
        let stubs = GeneratorToolTests.run(
            ["generate", "specs/demo.yaml", "--no-config", "--stubs", "notes.txt/Screens"], in: directory)
        #expect(stubs.status == 1)
        #expect(stubs.err == "error: cannot create directory '\(file)/Screens': '\(file)' is not a directory\n")
        let log = GeneratorToolTests.run(
            ["generate", "specs/demo.yaml", "--no-config", "--run-log", "notes.txt/run.log"], in: directory)
        #expect(log.status == 1)
        #expect(log.err == "error: cannot write the run log '\(file)/run.log': not a directory\n")
    }
}
