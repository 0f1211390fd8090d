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

    /// Review: a document imported through a symbolically linked directory was taken for another document (the
    /// first line names it by its path from the spec's directory, `../link/openapi.yaml`), so importing it by its
    /// own path was refused. Documents are compared by their real path, in each way of naming the output, and a
    /// link to the document is the document (never the output).
    @Test(arguments: [["--output", "specs"], ["--output", "specs/pets.yaml"], ["--output", "specs", "--split-by", "tag"]])
    func aDocumentReachedThroughALinkIsTheSameDocument(options: [String]) throws {
        let directory = try Self.twoServices()
        try FileManager.default.createSymbolicLink(atPath: directory.url.path + "/link", withDestinationPath: "users")
        let linked = Self.run(["import", "link/openapi.yaml"] + options, in: directory)
        try #require(linked.status == 0, "\(linked.err)")
        let direct = Self.run(["import", "users/openapi.yaml"] + options, in: directory)
        #expect(direct.status == 0, "\(direct.err)")
        #expect(direct.err == "")
        let again = Self.run(["import", "link/openapi.yaml"] + options, in: directory)
        #expect(again.status == 0, "\(again.err)")
        // Another document is still another document.
        let other = Self.run(["import", "orders/openapi.yaml"] + options, in: directory)
        #expect(other.status == 1 && other.err.contains("this spec was imported from another document, '../link/openapi.yaml'"),
                "\(other.err)")
        let onto = Self.run(["import", "users/openapi.yaml", "--output", "link/openapi.yaml"], in: directory)
        #expect(onto.status == 1)
        #expect(onto.err == "error: '\(directory.url.path)/link/openapi.yaml' is the document being imported; choose another --output\n")
    }

    /// Review: `--output specs/pets.yml` beside `specs/pets.yaml` of the same document wrote a second spec of the API,
    /// which lint then refused (same file name, same api). A spec of the same file name with the other extension,
    /// or one this document was imported into under another name with the same api, is refused with an error
    /// naming it, and nothing is written; whoever wrote the other file.
    @Test(arguments: [
        // (first import's options, second import's output, the file already there, whose it is)
        (["--output", "specs"], "specs/pets.yml", "specs/pets.yaml", "same file name"),
        (["--output", "specs/pets.yml"], "specs", "specs/pets.yml", "same file name"),
        (["--output", "specs"], "specs/other.yaml", "specs/pets.yaml", "api"),
    ])
    func aSecondSpecOfTheSameDocumentIsRefused(first: [String], output: String, existing: String, clash: String) throws {
        let directory = try Self.twoServices()
        let setup = Self.run(["import", "users/openapi.yaml"] + first, in: directory)
        try #require(setup.status == 0, "\(setup.err)")
        let before = try Self.specs(in: directory)
        let second = Self.run(["import", "users/openapi.yaml", "--output", output], in: directory)
        #expect(second.status == 1)
        let root = directory.url.path
        let written = output.hasSuffix(".yaml") || output.hasSuffix(".yml") ? output : output + "/pets.yaml"
        let what = clash == "api" ? " (api Pets), and '\(root)/\(written)' would be a second spec of that api"
            : ", and '\(root)/\(written)' beside it would be a second spec of the same file name (their generated files would collide)"
        #expect(second.err == "error: '\(root)/\(existing)' holds this document's spec already\(what); import into it with "
            + "--output \(root)/\(existing), or remove it\n")
        #expect(try Self.specs(in: directory) == before, "nothing is written")
        // Into the file it names, the import replaces its spec.
        let into = Self.run(["import", "users/openapi.yaml", "--output", existing], in: directory)
        #expect(into.status == 0, "\(into.err)")
        #expect(try Self.specs(in: directory) == before)
    }

    /// A sibling of another document, or written by hand, is a clash of file names all the same.
    @Test func aSpecOfTheSameFileNameWithTheOtherExtensionIsRefusedWhoeverWroteIt() throws {
        let directory = try Self.twoServices()
        try directory.write("specs/pets.yml", "api: Handwritten\nmodels: {A: {properties: {a: string}}}\n")
        let run = Self.run(["import", "users/openapi.yaml", "--output", "specs"], in: directory)
        #expect(run.status == 1)
        let root = directory.url.path
        #expect(run.err == "error: '\(root)/specs/pets.yml' exists, and '\(root)/specs/pets.yaml' beside it would be a second "
            + "spec of the same file name (their generated files would collide); remove it, or choose another --api or --output\n")
        #expect(try directory.list("specs") == ["pets.yml"])
        // Under another name it is imported beside it.
        let renamed = Self.run(["import", "users/openapi.yaml", "--output", "specs", "--api", "Users"], in: directory)
        #expect(renamed.status == 0, "\(renamed.err)")
        #expect(try directory.list("specs") == ["pets.yml", "users.yaml"])
    }
}
