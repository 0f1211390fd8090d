import Foundation
import GeneratorCLI
import Synchronization
import Testing

/// Review finding 4: importing a second document whose `info.title` gives the file name of a spec an earlier import
/// of another document wrote replaced that spec without a word. The spec's first line names its document by its path
/// from the spec's directory, and a spec of another document is left alone with an error (docs/import.md).
@Suite struct ImportOverwriteTests {
    /// Two services' documents, both `openapi.yaml` and both titled `Pets`, each with one operation of its own.
    static func twoServices() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        for service in ["users", "orders"] {
            try directory.write("\(service)/openapi.yaml", """
                openapi: 3.0.3
                info: {title: Pets, version: "1"}
                paths:
                  /\(service):
                    get:
                      operationId: list_\(service)
                      tags: [\(service)]
                      responses: {"204": {description: none}}

                """)
        }
        return directory
    }

    /// Runs the tool in `subdirectory` of `directory` (`""`: the directory itself).
    static func run(_ arguments: [String], in directory: TemporaryDirectory, subdirectory: String = "") -> GeneratorToolTests.Run {
        guard !subdirectory.isEmpty else { return GeneratorToolTests.run(arguments, in: directory) }
        let err = Mutex("")
        let console = Console(out: { _ in }, error: { text in err.withLock { $0 += text + "\n" } })
        let status = GeneratorTool.run(arguments, in: directory.url.path + "/" + subdirectory, console: console)
        return GeneratorToolTests.Run(status: status, out: "", err: err.withLock { $0 })
    }

    /// The files under `directory/specs` with their text.
    static func specs(in directory: TemporaryDirectory) throws -> [String: String] {
        Dictionary(uniqueKeysWithValues: try directory.list("specs").map { ($0, directory.read("specs/" + $0) ?? "") })
    }

    /// Each way of naming the output: a directory, the one spec file, a directory split by tag (where the models spec
    /// is the one both documents write).
    @Test(arguments: [
        (["--output", "specs"], "specs/pets.yaml"),
        (["--output", "specs/pets.yaml"], "specs/pets.yaml"),
        (["--output", "specs", "--split-by", "tag"], "specs/pets-models.yaml"),
    ])
    func aSpecImportedFromAnotherDocumentIsNotReplaced(options: [String], clash: String) throws {
        let directory = try Self.twoServices()
        let first = Self.run(["import", "users/openapi.yaml"] + options, in: directory)
        try #require(first.status == 0, "\(first.err)")
        let before = try Self.specs(in: directory)
        #expect(before[(clash as NSString).lastPathComponent]?.hasPrefix(
            "# Imported by endpoint-generator from ../users/openapi.yaml (OpenAPI 3.0.3); docs/import.md\n") == true)

        let second = Self.run(["import", "orders/openapi.yaml"] + options, in: directory)
        #expect(second.status == 1)
        #expect(second.err == "\(directory.url.path)/\(clash):1:1: error: this spec was imported from another document, "
            + "'../users/openapi.yaml', not from '../orders/openapi.yaml' (each by its path from the spec's directory); it "
            + "is left alone: remove it to import 'orders/openapi.yaml' in its place, or choose another --api or --output\n")
        #expect(try Self.specs(in: directory) == before, "nothing is written")

        // The same document again replaces its own specs, from any working directory.
        let again = Self.run(["import", "openapi.yaml"] + options.map { $0.hasPrefix("specs") ? "../" + $0 : $0 },
                             in: directory, subdirectory: "users")
        #expect(again.status == 0, "\(again.err)")
        #expect(try Self.specs(in: directory) == before)
        // Under another name the second document is imported beside the first.
        let renamed = Self.run(["import", "orders/openapi.yaml", "--api", "Orders", "--output", "specs"]
            + options.filter { $0 == "--split-by" || $0 == "tag" }, in: directory)
        #expect(renamed.status == 0, "\(renamed.err)")
        #expect(try Self.specs(in: directory).filter { before[$0.key] != nil } == before)
    }

    /// A spec whose first line names no document (written by hand after the marker, or cut short) is still the
    /// importer's and is replaced, as before.
    @Test func aSpecWhoseFirstLineNamesNoDocumentIsReplaced() throws {
        let directory = try Self.twoServices()
        try directory.write("specs/pets.yaml", "# Imported by endpoint-generator\napi: Pets\n")
        let run = Self.run(["import", "users/openapi.yaml", "--output", "specs"], in: directory)
        #expect(run.status == 0, "\(run.err)")
        #expect(directory.read("specs/pets.yaml")?.contains("listUsers:") == true)
    }
}
