import EndpointCodegen
import EndpointImport
import EndpointSpec
import Foundation
import PayloadCheck
import TestSupport
import Testing

/// Whether the seeds and GitHub's recorded exchanges are there.
let sharedSamplesExist = PackagePaths.exists(PackagePaths.shared.appendingPathComponent("seeds")) && PackagePaths.exists(gitHubFixtures)

/// `generator infer` (issue 19, item 4): a model spec from JSON samples.
@Suite("Sample inference")
struct SampleInferenceTests {
    static func infer(_ samples: [String], model: String = "Sample") -> SampleInference.Result {
        SampleInference.inferSpec(
            samples.enumerated().map { .init(path: "sample\($0.offset).json", bytes: Array($0.element.utf8)) },
            modelName: model, apiName: "Samples")
    }

    @Test func presenceNullabilityNumbersAndGuessesFromSeveralSamples() throws {
        let result = Self.infer([
            #"{"id": 1, "ratio": 1, "name": "a", "nick": null, "created_at": "2024-05-01T10:00:00Z", "day": "2024-05-01", "home": "https://example.com/a", "key": "9f1c2b7e-2a4d-4c8e-9a77-0c6a2b1d3e4f", "tags": ["x"], "owner": {"login": "o"}, "mixed": 1}"#,
            #"{"id": 3000000000, "ratio": 1.5, "name": "b", "nick": "n", "created_at": "2024-05-02T10:00:00.123+09:00", "day": "2024-05-02", "home": "http://example.com/b", "key": "0b7a6c1e-8f3d-4e2a-b1c9-5d4e3f2a1b0c", "tags": [], "owner": {"login": "p", "site_admin": true}, "mixed": "one"}"#,
        ])
        #expect(result.diagnostics.isEmpty)
        #expect(result.text == """
            # Inferred by endpoint-generator from 2 samples (2 objects); review the guesses marked below.
            api: Samples
            models:
              Sample:
                properties:
                  id: int64
                  # integers and decimals were seen; double
                  ratio: double
                  name: string
                  # nullable: null in 1 of 2 samples
                  nick:
                    type: string
                    nullable: true
                  # guessed: every value is an ISO 8601 date-time
                  created_at: date
                  # guessed: every value is a day (yyyy-MM-dd)
                  day: calendar_date
                  # guessed: every value is an http(s) URL
                  home: url
                  # guessed: every value is a UUID
                  key: uuid
                  tags: "[string]"
                  owner:
                    login: string
                    # optional: absent in 1 of 2 samples
                    site_admin: "bool?"
                  # values of several JSON types were seen; json
                  mixed: json

            """)
    }

    /// Review 13: GitHub's URI templates (`…/following{/other_user}`, RFC 6570) were guessed `url`: Foundation on Linux
    /// percent-encodes the braces on decoding, `URL(string:)` before iOS 17 refuses them, and a string that is not a URI
    /// is no URL anyway. A value is a URL only when every character is one a URI may hold (RFC 3986 §2).
    @Test(arguments: [
        ("https://api.github.com/users/octocat/following{/other_user}", "string"),
        ("https://api.github.com/repos/o/r/issues{/number}", "string"),
        ("https://example.com/a b", "string"),
        ("https://example.com/a|b", "string"),
        ("https://example.com/%zz", "string"),
        ("https://example.com/a%20b?q=1&r=[x]#top", "url"),
        ("https://github.com/octocat", "url"),
    ])
    func onlyURITextIsGuessedURL(value: String, type: String) {
        let result = Self.infer([#"{"link": "\#(value)"}"#])
        #expect(result.diagnostics.isEmpty)
        #expect((result.text ?? "").contains("\n      link: \(type)\n"), "\(result.text ?? "")")
    }

    /// A place a number can stand in a sample (`%@` marks it), and the spec lines its property gets for a type and
    /// the comment on it.
    struct NumberPosition: Sendable, CustomTestStringConvertible {
        var name: String
        var sample: String
        var lines: @Sendable (_ type: String, _ comment: String) -> String

        var testDescription: String { name }

        func sample(with number: String) -> String { sample.replacingOccurrences(of: "%@", with: number) }
    }

    static let numberPositions = [
        NumberPosition(name: "a field", sample: #"{"id": 1, "count": %@}"#, lines: { "      # \($1)\n      count: \($0)\n" }),
        NumberPosition(name: "a nested object's field", sample: #"{"o": {"count": %@}}"#,
                       lines: { "      o:\n        # \($1)\n        count: \($0)\n" }),
        NumberPosition(name: "an array element", sample: #"{"a": [1, %@]}"#,
                       lines: { "      # items: \($1)\n      a: \"[\($0)]\"\n" }),
        NumberPosition(name: "a field of an object in a top-level array", sample: #"[{"count": 2}, {"count": %@}]"#,
                       lines: { "      # \($1)\n      count: \($0)\n" }),
    ]

    /// Review finding: `1e400` was inferred `double`, which Foundation's JSONDecoder cannot decode (check-payload says
    /// out of range). A number beyond Double's range is an error at the value, wherever it stands; nothing is written.
    @Test(arguments: numberPositions, ["1e400", "-1e400", "1e-400", "2e-324", "1.8e308"])
    func aNumberBeyondDoublesRangeIsAnErrorAtTheValue(position: NumberPosition, number: String) throws {
        let sample = position.sample(with: number)
        let result = Self.infer([sample])
        let column = try #require(sample.range(of: number)).lowerBound.utf16Offset(in: sample) + 1
        #expect(result.text == nil)
        #expect(result.diagnostics.map(\.description) == [
            "sample0.json:1:\(column): error: the number \(number) is out of Double's range (magnitudes from about "
                + "4.9e-324 to 1.8e308, or 0), so Foundation's JSONDecoder cannot decode it as a double, float or "
                + "decimal, and no spec type holds it; remove it from the sample (a server that sends such numbers must "
                + "send them as strings, of type string)",
        ])
        #expect(result.diagnostics.map(\.id) == [.inferNumberOutOfRange])
    }

    /// Integers beyond Int64's range, and what they are inferred as: `decimal`, exact, or `double` (which rounds) when
    /// a number has more digits than a decimal holds (38).
    static let hugeIntegers: [(number: String, type: String, warning: String, comment: String)] = [
        "18446744073709551615", "-9223372036854775809", "123456789012345678901234567890",
    ].map {
        ($0, "decimal", "; inferred decimal, which holds it exactly (a double would round it)",
         "guessed: integers beyond Int64's range were seen; decimal holds them exactly")
    } + [
        ("1234567890123456789012345678901234567890", "double",
         ", and not every number here fits a decimal (38 digits); inferred double, which rounds it",
         "integers beyond Int64's range were seen, too long for decimal; double rounds them"),
    ]

    /// Review finding: integers beyond Int64's range became `double` without a word, which rounds them. They are
    /// `decimal`, or `double` when too long for one, with a comment and a warning at the first, wherever they stand,
    /// and the sample decodes through the model.
    @Test(arguments: numberPositions, hugeIntegers)
    func anIntegerBeyondInt64GetsAWarningAndATypeThatDecodesIt(
        position: NumberPosition, integer: (number: String, type: String, warning: String, comment: String)
    ) throws {
        let sample = position.sample(with: integer.number)
        let result = Self.infer([sample])
        let column = try #require(sample.range(of: integer.number)).lowerBound.utf16Offset(in: sample) + 1
        #expect(result.diagnostics.map(\.description) == [
            "sample0.json:1:\(column): warning: the integer \(integer.number) is beyond Int64's range\(integer.warning)",
        ])
        let text = try #require(result.text)
        let line = position.lines(integer.type, integer.comment)
        #expect(text.contains(line), "\(line)\n\(text)")
        try Self.expectSamplesDecode([sample], spec: text)
    }

    /// Infer's range check is JSONDecoder's own: a number is an error exactly when JSONDecoder refuses it as a Double.
    @Test(arguments: [
        "1e400", "-1e400", "1.8e308", "1.7976931348623159e308", "1.7976931348623157e308", "1e308", "1e-400", "-1e-400",
        "2e-324", "3e-324", "5e-324", "1e-320", "0e400", "0.0e-999", "-0.0", "1.5", "123456789012345678901234567890",
    ])
    func theRangeCheckIsJSONDecoders(number: String) {
        let decodes = (try? JSONDecoder().decode(Double.self, from: Data(number.utf8))) != nil
        let result = Self.infer([#"{"count": \#(number)}"#])
        #expect(result.diagnostics.map(\.id).contains(.inferNumberOutOfRange) == !decodes, "\(number)")
    }

    /// The samples decode through the inferred spec's model `Sample`, as `check-payload` checks a payload.
    static func expectSamplesDecode(_ samples: [String], spec: String) throws {
        var specDiagnostics = DiagnosticCollector()
        let api = try #require(SpecLoader.load(text: Array(spec.utf8), path: "inferred.yaml", diagnostics: &specDiagnostics))
        #expect(specDiagnostics.isEmpty, "\(specDiagnostics.map(\.description))")
        for (index, sample) in samples.enumerated() {
            var diagnostics = DiagnosticCollector()
            let root = try #require(YAMLLoader.parseJSON(Array(sample.utf8), path: "sample\(index).json", kind: .sample, diagnostics: &diagnostics))
            let type = PropertyType(.model("Sample"))
            if root.sequence != nil {
                PayloadChecker.check(root, as: PropertyType(.array(type)), in: api, diagnostics: &diagnostics)
            } else {
                PayloadChecker.check(root, as: type, in: api, diagnostics: &diagnostics)
            }
            #expect(diagnostics.isEmpty, "\(sample): \(diagnostics.map(\.description))")
        }
    }

    /// Review finding: a sample whose top level is not an object was refused without a location. The error is at the
    /// first value that is not an object: the sample itself, or an item of its top-level array.
    @Test(arguments: [
        ("[1, 2]", "1:2", "the number 1"),
        (#""x""#, "1:1", #"the string "x""#),
        ("3", "1:1", "the number 3"),
        ("true", "1:1", "true"),
        ("[]", "1:1", "an empty array"),
        ("null", "1:1", "only null"),
        ("[null, null]", "1:2", "only null"),
        ("[[1]]", "1:2", "an array"),
        (#"[{"a": 1}, null, true]"#, "1:18", "true"),
        ("\n  [{\"a\": 1},\n   [2]]", "3:4", "an array"),
    ])
    func aSampleThatIsNotAnObjectIsAnErrorAtTheValue(sample: String, location: String, found: String) {
        let result = Self.infer([sample])
        #expect(result.text == nil)
        #expect(result.diagnostics.map(\.description) == [
            "sample0.json:\(location): error: samples must be JSON objects, or arrays of objects, to infer a model; "
                + "found \(found)",
        ])
    }

    /// Objects, arrays of objects, and nulls among them (no sample) still infer a model; a later sample that is not an
    /// object is located in its own file.
    @Test func objectsAndArraysOfObjectsInferAModelAndALaterBadSampleIsLocated() {
        let result = Self.infer([#"{"a": 1}"#, #"[{"a": 2}, null, {"a": 3, "b": "x"}]"#, "null"])
        #expect(result.diagnostics.isEmpty)
        #expect(result.text?.contains("(3 objects)") == true)
        #expect(result.text?.contains("      a: int\n      # optional: absent in 2 of 3 samples\n      b: \"string?\"\n") == true,
                "\(result.text ?? "")")
        #expect(Self.infer([#"{"a": 1}"#, "7"]).diagnostics.map(\.description) == [
            "sample1.json:1:1: error: samples must be JSON objects, or arrays of objects, to infer a model; found the number 7",
        ])
    }

    /// Review finding: `infer users.json` named the model of one user `Users`. The model is named after the first
    /// sample's file in the singular; a reserved name still gets its suffix. Review finding: `indices.json` gave
    /// `Indice` and `types.json` `Model`: `Type` (like `Self`, `Any`, `Protocol`) is a name Swift reserves inside every
    /// type, and the spec format's forbidden names (`Foundation`) are reserved too, so each gets the suffix, as
    /// `import` names such a schema.
    @Test(arguments: [
        ("users.json", "User"), ("user.json", "User"), ("samples/user_categories.json", "UserCategory"),
        ("addresses.json", "Address"), ("statuses.json", "Status"), ("user_ids.json", "UserID"), ("news.json", "News"),
        ("requests.json", "RequestModel"), ("clients.json", "ClientModel"), ("people.json", "Person"),
        ("indices.json", "Index"), ("matrices.json", "Matrix"), ("vertices.json", "Vertex"), ("analyses.json", "Analysis"),
        ("children.json", "Child"), ("data.json", "Data"), ("series.json", "Series"), ("leaves.json", "Leaf"),
        ("types.json", "TypeModel"), ("type.json", "TypeModel"), ("Types.json", "TypeModel"), ("selves.json", "SelfModel"),
        ("any.json", "AnyModel"), ("protocols.json", "ProtocolModel"), ("foundation.json", "FoundationModel"),
        ("swift.json", "SwiftModel"), ("search_indices.json", "SearchIndex"),
    ])
    func theModelIsNamedAfterTheFileInTheSingular(path: String, model: String) {
        #expect(SampleInference.modelName(forSample: path) == model)
    }

    @Test func badJSONIsLocated() {
        let broken = Self.infer(["{\"a\": [1, 2}"])
        #expect(broken.text == nil)
        #expect(broken.diagnostics.first?.description.hasPrefix("sample0.json:1:") == true)
    }

    /// The seed article 001's sample response (an `isSuccess`/`code`/`message`/`result` envelope with a trailing
    /// comma, as the article prints it) and GitHub's recorded responses infer models that load, generate and compile,
    /// and the samples decode through them.
    @Test(.enabled(if: sharedSamplesExist, "shared/seeds or shared/fixtures/github not found; set SHARED_DIR"))
    func seedAndGitHubSamplesInferModelsThatDecodeThem() async throws {
        let directory = try ScratchDirectory.make("infer")
        defer { try? FileManager.default.removeItem(at: directory) }
        // The seed's sample: the lines from the first lone "{" to the first unindented "}".
        let seed = try String(contentsOf: PackagePaths.shared.appendingPathComponent("seeds/001_9a71f48df1b92fdf.txt"), encoding: .utf8)
        let lines = seed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "{" })
        let end = try #require(lines[start...].firstIndex { $0 == "}" })
        let seedSample = lines[start...end].joined(separator: "\n")
        var samples: [(model: String, files: [String])] = [("ChatRooms", [try write(seedSample, to: "seed.json", in: directory)])]
        // GitHub: a repository, and labels (one list and single labels merged).
        func responses(_ fixture: String) throws -> [Any] {
            let data = try Data(contentsOf: gitHubFixtures.appendingPathComponent(fixture))
            let exchanges = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
            return exchanges.compactMap { $0["response"] }.filter { $0 is [String: Any] || $0 is [Any] }
        }
        for (model, fixture) in [("Repository", "get-repository.json"), ("Label", "labels.json")] {
            var files: [String] = []
            for (index, response) in try responses(fixture).enumerated() {
                let data = try JSONSerialization.data(withJSONObject: response)
                files.append(try write(String(decoding: data, as: UTF8.self), to: "\(model)-\(index).json", in: directory))
            }
            samples.append((model, files))
        }
        var specPaths: [String] = []
        for (model, files) in samples {
            let result = SampleInference.inferSpec(
                try files.map { .init(path: $0, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: $0)))) },
                modelName: model, apiName: model + "Samples")
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
            let text = try #require(result.text)
            specPaths.append(try write(text, to: model + ".yaml", in: directory))
            switch model {
            case "ChatRooms":
                #expect(text.contains("      isSuccess: bool\n      code: int\n      message: string\n      result:\n        - profileImageUrl: string\n          roomId: int\n"))
            case "Repository":
                #expect(text.contains("      # guessed: every value is an ISO 8601 date-time\n      created_at: date\n"))
                #expect(text.contains("      # guessed: every value is an http(s) URL\n      html_url: url\n"))
            default:
                #expect(text.contains("      # nullable: null in "), "\(text)")
            }
        }
        let loaded = loadSpecs(specPaths)
        #expect(loaded.diagnostics.filter { $0.severity == .error }.map(\.description) == [])
        var generation = DiagnosticCollector()
        let generatedFiles = CodeGenerator().generate(loaded.apis, diagnostics: &generation)
        #expect(!generation.hasErrors)
        // One harness decodes every sample file with its model (arrays as several samples).
        var checks: [String] = []
        for (model, files) in samples {
            for file in files {
                checks.append("check(\(SwiftSource.literal(file)), \(model)Samples.\(model).self)")
            }
        }
        let main = """
            import EndpointRuntime
            import Foundation

            func check<T: Decodable>(_ file: String, _ type: T.Type) {
                do {
                    let data = try Data(contentsOf: URL(fileURLWithPath: file))
                    let decoder = DateRule.iso8601.makeDecoder()
                    if (try? decoder.decode([T].self, from: data)) == nil { _ = try decoder.decode(T.self, from: data) }
                    print("OK \\(file)")
                } catch {
                    print("FAIL \\(file): \\(error)")
                }
            }

            \(checks.joined(separator: "\n"))

            """
        var swiftFiles = try generatedFiles.map { try write($0.contents, to: "Swift/" + $0.path, in: directory) }
        swiftFiles.append(try write(main, to: "Swift/main.swift", in: directory))
        let toolchain = try SwiftToolchain.locate()
        let executable = directory.appendingPathComponent("infer-check").path
        let build = try await SwiftToolchain.run("swiftc", [
            "-swift-version", "6", "-Onone", "-warnings-as-errors", "-I", toolchain.modulesDirectory,
            "-module-name", "InferCheck", "-o", executable,
        ] + swiftFiles + toolchain.runtimeObjects)
        #expect(build.status == 0, "\(build.output.prefix(3000))")
        guard build.status == 0 else { return }
        let output = try await SwiftToolchain.run(executable, []).output
        #expect(output.split(separator: "\n").filter { $0.hasPrefix("OK ") }.count == checks.count, "\(output)")
    }
}
