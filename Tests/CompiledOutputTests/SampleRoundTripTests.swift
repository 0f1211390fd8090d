import EndpointCodegen
import EndpointSpec
import Foundation
import TestSupport
import Testing

/// The generated samples and mocks (docs/mocks.md), compiled with warnings as errors and run: for every spec of
/// specs/ (GitHub, JSONPlaceholder and the five seeds' APIs) and a spec gathering every shape a sample must respect
/// (recursion, open enums, formats, tristate, nested inline objects, aliases, defaults, an envelope with string codes,
/// every body and response form), each model's sample encodes and decodes back to itself under the API's date rule,
/// and each endpoint's mock answer decodes through the generated client.
@Suite("Sample values and mocks, compiled and run")
struct SampleRoundTripTests {
    /// Every shape a sample must respect.
    static let shapesSpec = """
        api: Zoo
        dates: "yyyy-MM-dd HH:mm:ss"
        envelope:
          payload: data
          success: ok
          code: {key: status, type: string}
          message: msg
          success_codes: ["0000"]
        errors:
          404: Missing
          4XX: Problem
        models:
          Node:
            properties:
              id: int
              name: string
              children: "[Node]"
              parent: Node?
              siblings: {type: "[string: Node]", optional: true}
              favorites: Animals
          Keeper:
            properties:
              id: uuid
              animal: Animal
          Animal:
            properties:
              id: int64
              keeper: Keeper?
              kind: {enum: [cat, dog, bird]}
              born: date
              birthday: calendar_date
              photo: url
              tag: data
              extra: json
              weight: decimal
              height: double
              ratio: float
              score: int32
              alive: bool
              nickname: {type: string, optional: true, nullable: true, tristate: true}
              note: {type: string, nullable: true}
              legs: {type: int, default: 4}
              habitat:
                zone: {enum: [north, south]}
                pen:
                  number: int
                  mates: "[Animal]?"
              tags: "[[string]]"
              counts: "[string: int]"
          Status: {enum: [active, retired]}
          Animals: "[Animal]"
          Missing: {message: string}
          Problem: {code: int, status: Status}
        endpoints:
          getNode: {method: GET, path: "/nodes/{id}", path_params: {id: int}, response: Node}
          listAnimals:
            method: GET
            path: /animals
            query: {page: int?, kind: {enum: [cat, dog], optional: true}}
            pagination: {page: page, items: animals}
            response: {animals: "[Animal]", total: int}
            view_model: AnimalList
          getAnimal: {method: GET, path: "/animals/{id}", path_params: {id: int64}, response: "Animal?", view_model: Animal}
          createAnimal: {method: POST, path: /animals, body: {name: string, kind: {enum: [cat, dog]}}, response: Animal}
          deleteAnimal: {method: DELETE, path: "/animals/{id}", path_params: {id: int64}, response: none}
          uploadPhoto:
            method: POST
            path: "/animals/{id}/photo"
            path_params: {id: int64}
            body: {encoding: multipart, fields: {caption: string, image: file, thumbnail: file?, extras: "[file]"}}
            response: none
          renameKeeper:
            method: POST
            path: /keepers/rename
            body: {encoding: form, fields: {keeper_id: uuid, name: string}}
            response: Keeper
          readme: {method: GET, path: "/files/{+path}", path_params: {path: string}, response: text}
          photoBytes: {method: GET, path: "/animals/{id}/photo", path_params: {id: int64}, response: binary}
          putNote: {method: PUT, path: /notes, body: {encoding: text}, response: "[string: Status]", view_model: Notes}
        """

    @Test("every sample round-trips and every endpoint's mock answer decodes, for specs/ and every sample shape")
    func samplesRoundTripAndMocksAnswer() async throws {
        let specPaths = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.specs.path)
            .filter { $0.hasSuffix(".yaml") }.sorted().map { PackagePaths.specs.appendingPathComponent($0).path }
        var diagnostics = DiagnosticCollector()
        var apis = SpecLoader.load(paths: specPaths, diagnostics: &diagnostics)
        let shapes = try #require(
            SpecLoader.load(text: Array(Self.shapesSpec.utf8), path: "zoo.yaml", diagnostics: &diagnostics),
            "\(diagnostics)")
        apis.append(shapes)
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        let options = GeneratorOptions(outputs: Set(GeneratorOptions.Output.allCases))
        let files = CodeGenerator(options: options).generate(apis, diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        #expect(files.filter { $0.path.hasSuffix("Mocks.swift") }.count == apis.count)

        let toolchain = try SwiftToolchain.locate()
        let directory = try ScratchDirectory.make("samples")
        defer { try? FileManager.default.removeItem(at: directory) }
        let main = directory.appendingPathComponent("main.swift")
        try Data(Self.harness(apis: apis, files: files).utf8).write(to: main)
        let paths = try writeGenerated(files, into: directory) + [main.path]
        let executable = directory.appendingPathComponent("harness").path
        let build = try await toolchain.buildExecutable(paths, output: executable, extraFlags: ["-warnings-as-errors"])
        try #require(build.status == 0, "\(build.output)")
        let run = try await SwiftToolchain.run(executable, [])
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(run.status == 0, "\(run.output)")
        #expect(lines.filter { !$0.hasPrefix("ok ") }.isEmpty, "\(run.output)")
        // Each model and endpoint was checked: one line each, every sample of specs/ included.
        for api in apis where api.name != "Zoo" {
            #expect(lines.contains { $0.hasPrefix("ok \(api.name) model ") }, "no model of \(api.name) round-tripped")
        }
        for api in apis {
            for endpoint in api.endpoints {
                #expect(lines.contains("ok \(api.name) endpoint \(endpoint.name)"), "\(api.name).\(endpoint.name) not checked")
            }
        }
        for name in ["Node", "Keeper", "Animal", "Animal.Habitat", "Status", "Missing", "Problem", "ListAnimalsResponse"] {
            #expect(lines.contains("ok Zoo model \(name)") || lines.contains("ok Zoo model Zoo.\(name)"), "Zoo.\(name) not round-tripped")
        }
        #expect(lines.contains("ok Zoo recursion broken"), "\(run.output)")
        #expect(lines.contains("ok Zoo error sample"), "\(run.output)")
    }

    /// A `main.swift` that round-trips each model's sample (every type the mocks files declare `SampleProviding`
    /// that is not a request) and sends each endpoint's sample request to the API's mock.
    static func harness(apis: [APIDefinition], files: [GeneratedFile]) -> String {
        var lines = [
            "import EndpointRuntime",
            "import Foundation",
            "",
            "var failures = 0",
            "@MainActor func roundTrip<T: Codable & Equatable>(_ sample: T, _ rule: EndpointRuntime.DateRule, _ name: String) {",
            "    do {",
            "        let data = try rule.makeEncoder().encode(sample)",
            "        let back = try rule.makeDecoder().decode(T.self, from: data)",
            "        if back == sample { print(\"ok \\(name)\") } else { failures += 1; print(\"changed \\(name): \\(String(decoding: data, as: UTF8.self))\") }",
            "    } catch { failures += 1; print(\"failed \\(name): \\(error)\") }",
            "}",
            "@MainActor func send(_ mock: EndpointRuntime.MockServer, _ api: String) async {",
            "    for route in mock.routes {",
            "        do { _ = try await route.sendSample(through: mock.client); print(\"ok \\(api) endpoint \\(route.operationName)\") }",
            "        catch { failures += 1; print(\"failed \\(api) endpoint \\(route.operationName): \\(error)\") }",
            "    }",
            "}",
        ]
        for api in apis {
            let requestTypes = Set(api.endpoints.map { "\(api.name).\($0.typeStem)Request" })
            let rule = switch api.dates {
            case .iso8601: ".iso8601"
            case .secondsSince1970: ".secondsSince1970"
            case .millisecondsSince1970: ".millisecondsSince1970"
            case .iso8601WithMilliseconds: ".iso8601WithFractionalSeconds"
            case .format(let pattern, nil): ".format(\"\(pattern)\")"
            case .format(let pattern, .identifier(let name)?):
                ".format(\"\(pattern)\", timeZone: TimeZone(identifier: \"\(name)\"))"
            case .format(let pattern, .offset(let seconds, _)?):
                ".format(\"\(pattern)\", timeZone: TimeZone(secondsFromGMT: \(seconds)))"
            }
            let mocks = files.first { $0.path.hasSuffix("Mocks.swift") && $0.contents.contains("extension \(api.name) {") }
            let prefix = "nonisolated extension "
            for line in (mocks?.contents ?? "").split(separator: "\n") where line.hasPrefix(prefix) && line.hasSuffix(": EndpointRuntime.SampleProviding {") {
                let type = String(line.dropFirst(prefix.count).dropLast(": EndpointRuntime.SampleProviding {".count))
                guard !requestTypes.contains(type) else { continue }
                let name = type.hasPrefix(api.name + ".") ? String(type.dropFirst(api.name.count + 1)) : type
                lines.append("roundTrip(\(type).sample, \(rule), \"\(api.name) model \(name)\")")
            }
            // A nested inline object inside a recursive model, built in its owner's sample.
            if api.name == "Zoo" {
                lines.append("roundTrip(Zoo.Animal.sample.habitat, \(rule), \"Zoo model Animal.Habitat\")")
            }
            lines.append("await send(\(api.name).mock(), \"\(api.name)\")")
        }
        lines += [
            // Recursion is broken with empty values: the samples exist (the program got here) and end.
            "let node = Zoo.Node.sample",
            "let animal = Zoo.Animal.sample",
            "if node.children.isEmpty, node.parent == nil, node.siblings == nil, Zoo.Keeper.sample.animal.keeper == nil,",
            "   animal.habitat.pen.mates == nil, animal.kind == .cat, animal.nickname == .value(\"nickname\"), animal.legs == 4 {",
            "    print(\"ok Zoo recursion broken\")",
            "} else { failures += 1; print(\"unexpected samples: \\(node) \\(animal)\") }",
            // An injected 404 carries the sample of the model the error rules name for it.
            "let zoo = Zoo.mock()",
            "zoo.override(Zoo.GetNodeRequest.self, with: .status(404))",
            "if case .clientError(.missing(let missing)?, let failure) = await zoo.client.zoo.getNodeResult(id: 1),",
            "   missing == .sample, failure.status == 404 {",
            "    print(\"ok Zoo error sample\")",
            "} else { failures += 1; print(\"no error sample\") }",
            "exit(failures == 0 ? 0 : 1)",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
