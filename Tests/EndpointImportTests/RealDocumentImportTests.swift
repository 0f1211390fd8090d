import EndpointCodegen
import EndpointImport
import EndpointNaming
import EndpointSpec
import Foundation
import TestSupport
import Testing

/// The real OpenAPI documents of shared/fixtures/openapi (issue 19, item 3): each imports, its specs lint with zero
/// errors, generate, and compile with warnings as errors; the warnings per document are printed and bounded; Box's
/// recorded response examples decode through the generated types.
@Suite(
    "Real OpenAPI documents",
    .enabled(if: PackagePaths.exists(openAPIFixtures), "shared/fixtures/openapi not found; set SHARED_DIR"),
    .serialized)
struct RealDocumentImportTests {
    /// Each document, the api name it is imported under, and the most warnings it may give (what the importer
    /// cannot express in the spec format; docs/import.md lists them).
    static let documents: [(file: String, api: String, maximumWarnings: Int)] = [
        ("oai-petstore.yaml", "Petstore", 0),
        ("oai-petstore-expanded.yaml", "PetstoreExpanded", 0),
        ("oai-uspto.yaml", "USPTO", 1),
        // 2 examples left out: a 300 response's, and a 203's beside the 200 whose example is carried.
        ("oai-api-with-examples.yaml", "APIWithExamples", 2),
        ("oai-link-example.yaml", "LinkExample", 0),
        ("oai-callback-example.yaml", "CallbackExample", 1),
        // Spotify: 26, and the example of an image/jpeg request body.
        ("spotify.yaml", "Spotify", 27),
        // Box: 115, and 29 examples left out (docs/import.md, "Warnings"): 9 of map values, 6 of properties of
        // multipart fields sent as strings, 5 of array items, 4 that do not fit their imported types, 3 of allOf
        // properties defined again by a later part, 1 of a union's variant, 1 of a response header. (Its 30 header
        // parameters' examples are carried since the spec format's header long form takes them.)
        ("box.json", "Box", 144),
    ]

    static func run(_ file: String, api: String) throws -> ImportRun {
        try importAndGenerate(openAPIFixtures.appendingPathComponent(file).path, options: .init(apiName: api))
    }

    @Test(arguments: documents.map(\.file))
    func documentImportsLintsCleanAndGenerates(_ file: String) throws {
        let document = try #require(Self.documents.first { $0.file == file })
        let run = try Self.run(file, api: document.api)
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.result.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(run.lintErrors == [])
        #expect(run.generateErrors == [])
        #expect(!run.generated.isEmpty)
        let endpoints = run.apis.reduce(0) { $0 + $1.endpoints.count }
        let models = run.apis.reduce(0) { $0 + $1.models.count }
        print("import \(file): \(endpoints) endpoints, \(models) models, \(run.warnings.count) warnings")
        #expect(run.warnings.count <= document.maximumWarnings, "\(run.warnings.joined(separator: "\n"))")
        // Every warning names the JSON pointer of what it is about and where that is in the document.
        for warning in run.warnings {
            #expect(warning.contains(": warning: #/"), "\(warning)")
        }
    }

    /// Split by tag, every document imports too: the models spec and each tag's spec lint with zero errors and
    /// generate. Box's split import wrote its described aliases that bodies send as object models whose
    /// `description` lint read as a property's type, so it refused to write anything (review 33).
    @Test(arguments: documents.map(\.file))
    func documentImportsSplitByTagLintsCleanAndGenerates(_ file: String) throws {
        let document = try #require(Self.documents.first { $0.file == file })
        let run = try importAndGenerate(
            openAPIFixtures.appendingPathComponent(file).path, options: .init(apiName: document.api, splitByTag: true))
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.result.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(run.lintErrors == [])
        #expect(run.generateErrors == [])
        #expect(run.apis.count >= 2, "a models spec and at least one tag's spec")
        #expect(run.warnings.count <= document.maximumWarnings, "\(run.warnings.joined(separator: "\n"))")
    }

    /// Every operation becomes an endpoint (Box declares 296 operations on its paths, TRACE none) and every schema a model.
    @Test func operationAndSchemaCountsOfTheLargeDocuments() throws {
        for (file, api, operations, schemas) in [("spotify.yaml", "Spotify", 97, 90), ("box.json", "Box", 296, 305)] {
            let run = try Self.run(file, api: api)
            defer { try? FileManager.default.removeItem(at: run.directory) }
            #expect(run.apis.first?.endpoints.count == operations, "\(file)")
            // Every schema is a model; inline error shapes add a few.
            #expect((run.apis.first?.models.count ?? 0) >= schemas, "\(file)")
        }
    }

    /// The OpenAPI Initiative's examples and Spotify, type-checked together with the strictest flags.
    @Test func smallerDocumentsTypeCheckWithoutWarnings() async throws {
        let directory = try ScratchDirectory.make("openapi-typecheck")
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for document in Self.documents where document.file != "box.json" {
            let run = try Self.run(document.file, api: document.api)
            defer { try? FileManager.default.removeItem(at: run.directory) }
            for file in run.generated { paths.append(try write(file.contents, to: file.path, in: directory)) }
        }
        let result = try await SwiftToolchain.locate().typecheck(paths, extraFlags: [
            "-default-isolation", "MainActor", "-strict-concurrency=complete", "-warnings-as-errors",
        ])
        #expect(result.status == 0, "\(result.output.prefix(4000))")
    }

    /// Box, compiled once as an executable with warnings as errors, decodes every response example the document
    /// records (`responses/2xx/content/application/json/examples`) through the operation's generated response type.
    @Test func boxCompilesAndItsRecordedExamplesDecode() async throws {
        let run = try Self.run("box.json", api: "Box")
        defer { try? FileManager.default.removeItem(at: run.directory) }
        let document = try JSONSerialization.jsonObject(
            with: Data(contentsOf: openAPIFixtures.appendingPathComponent("box.json"))) as? [String: Any]
        let paths = document?["paths"] as? [String: [String: Any]] ?? [:]
        let endpointNames = Set(run.apis.flatMap { $0.endpoints.map(\.name) })
        var cases: [(name: String, file: String)] = []
        for (_, item) in paths.sorted(by: { $0.key < $1.key }) {
            for (_, value) in item.sorted(by: { $0.key < $1.key }) {
                guard let operation = value as? [String: Any], let id = operation["operationId"] as? String,
                    let responses = operation["responses"] as? [String: Any]
                else { continue }
                for (status, response) in responses where status.hasPrefix("2") {
                    let content = ((response as? [String: Any])?["content"] as? [String: Any])?["application/json"] as? [String: Any]
                    for (label, example) in (content?["examples"] as? [String: Any] ?? [:]).sorted(by: { $0.key < $1.key }) {
                        guard let value = (example as? [String: Any])?["value"] else { continue }
                        let name = SwiftName.lowerCamel(id)
                        #expect(endpointNames.contains(name), "no endpoint \(name) for \(id)")
                        let data = try JSONSerialization.data(withJSONObject: value)
                        let file = run.directory.appendingPathComponent("example-\(cases.count)-\(label).json").path
                        try data.write(to: URL(fileURLWithPath: file))
                        cases.append((name, file))
                    }
                }
            }
        }
        #expect(cases.count == 13)
        let checks = cases.map { item in
            "check(\(SwiftSource.literal(item.name)), \(SwiftSource.literal(item.file)), "
                + "Box.\(SwiftName.upperCamel(item.name))Request.Response.self)"
        }
        let main = """
            import EndpointRuntime
            import Foundation

            func check<T: Decodable>(_ name: String, _ file: String, _ type: T.Type) {
                do {
                    let data = try Data(contentsOf: URL(fileURLWithPath: file))
                    _ = try DateRule.iso8601.makeDecoder().decode(T.self, from: data)
                    print("OK \\(name)")
                } catch {
                    print("FAIL \\(name): \\(error)")
                }
            }

            \(checks.joined(separator: "\n"))

            """
        let swiftFiles = try run.writeSwift() + [try write(main, to: "Swift/main.swift", in: run.directory)]
        let toolchain = try SwiftToolchain.locate()
        let executable = run.directory.appendingPathComponent("box-examples").path
        let build = try await SwiftToolchain.run("swiftc", [
            "-swift-version", "6", "-Onone", "-warnings-as-errors", "-I", toolchain.modulesDirectory,
            "-module-name", "BoxExamples", "-o", executable,
        ] + swiftFiles + toolchain.runtimeObjects)
        #expect(build.status == 0, "\(build.output.prefix(4000))")
        guard build.status == 0 else { return }
        let output = try await SwiftToolchain.run(executable, []).output
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("OK ") }.count == cases.count, "\(output)")
    }
}

/// Swift source text for test harnesses.
enum SwiftSource {
    /// A string literal (`"..."` with escapes).
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
