import Foundation
import Testing

/// Mutability from the command line's point of view (spec format §3, "Mutability"): `mutable_models: true` in the
/// config makes every model mutable, leaving the sending endpoint out of the output does not make its body's model
/// immutable, `mutable:` accepts only booleans and only in the long form, and a bad `mutable_models` is a located
/// config error.
@Suite struct ModelMutabilityConfigTests {
    static let spec = """
        api: Demo
        models:
          Item: {item_id: int, owner: {login: string}}
          NewItem: {title: string}
          Frozen: {mutable: false, properties: {code: string}}
        endpoints:
          listItems: {method: GET, path: /items, response: [Item]}
          createItem: {method: POST, path: /items, body: NewItem, response: Item}

        """

    @Test func receivedModelsAreImmutableUnlessTheConfigSaysOtherwise() throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/demo.yaml", Self.spec)
        #expect(GeneratorToolTests.run([], in: directory).status == 0)
        let immutable = try #require(directory.read("Generated/DemoModels.swift"))
        #expect(immutable.contains("        public let itemID: Int\n"))
        #expect(immutable.contains("            public let login: String\n"))
        #expect(immutable.contains("        public var title: String\n"))

        try directory.write("generator.yaml", "mutable_models: true\n")
        let run = GeneratorToolTests.run([], in: directory)
        #expect(run.out == "Generated: 3 written, 0 unchanged, 0 removed\n", "a changed option regenerates: \(run.err)")
        let mutable = try #require(directory.read("Generated/DemoModels.swift"))
        #expect(mutable.contains("        public var itemID: Int\n"))
        #expect(mutable.contains("            public var login: String\n"))
        #expect(mutable.contains("        public var title: String\n"))
        #expect(mutable.contains("        public let code: String\n"), "mutable: false wins over the config")
        #expect(mutable.components(separatedBy: "public let ").count == 2, "\(mutable)")
    }

    /// Leaving `createItem` out of the output keeps `NewItem` mutable: a model's API does not depend on which
    /// endpoints are generated.
    @Test func leavingTheSendingEndpointOutKeepsItsModelMutable() throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/demo.yaml", Self.spec)
        try directory.write("generator.yaml", "exclude: [createItem]\n")
        #expect(GeneratorToolTests.run([], in: directory).status == 0)
        let models = try #require(directory.read("Generated/DemoModels.swift"))
        #expect(models.contains("        public var title: String\n"))
        #expect(models.contains("        public let itemID: Int\n"))
        #expect(try #require(directory.read("Generated/DemoRequests.swift")).contains("CreateItem") == false)
    }

    @Test func badValuesAreLocatedErrorsAndWriteNothing() throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/demo.yaml", Self.spec.replacingOccurrences(
            of: "NewItem: {title: string}", with: "NewItem: {mutable: yes, properties: {title: string}}"))
        let spec = GeneratorToolTests.run([], in: directory)
        #expect(spec.status == 1)
        #expect(spec.err.contains("demo.yaml:4:22: error: expected true or false for mutable"), "\(spec.err)")
        #expect((try? directory.list("Generated")) == nil, "nothing is written")

        // In the short form, `mutable` reads as a property: the error says where it belongs.
        try directory.write("specs/demo.yaml", Self.spec.replacingOccurrences(
            of: "NewItem: {title: string}", with: "NewItem: {mutable: true, title: string}"))
        let short = GeneratorToolTests.run([], in: directory)
        #expect(short.status == 1)
        #expect(short.err.contains("demo.yaml:4:22: error: unknown type 'true'; a model's 'mutable: true' needs the long "
            + "form, beside 'properties:' (spec format §3, \"Mutability\")"), "\(short.err)")

        try directory.write("specs/demo.yaml", Self.spec)
        try directory.write("generator.yaml", "mutable_models: sometimes\n")
        let config = GeneratorToolTests.run([], in: directory)
        #expect(config.status == 1)
        #expect(config.err.contains("generator.yaml:1:17: error: 'mutable_models' must be true or false, not 'sometimes'"),
                "\(config.err)")
        #expect((try? directory.list("Generated")) == nil, "nothing is written")

        try directory.write("generator.yaml", "mutable_models: \"true\"\n")
        let quoted = GeneratorToolTests.run([], in: directory)
        #expect(quoted.status == 1)
        #expect(quoted.err.contains(
            "generator.yaml:1:17: error: 'mutable_models' must be true or false, not the quoted string \"true\"; remove the quotes"),
                "\(quoted.err)")
    }

    // MARK: Across specs

    static let common = """
        api: Common
        models:
          User: {id: int, login: string}
          Users: "[User]"
          Tag: {name: string}
          Pinned: {mutable: true, properties: {note: string}}
          Sealed: {mutable: false, properties: {code: string}}
          Posted: {text: string}
        endpoints:
          post: {method: POST, path: /posted, body: Posted}

        """

    /// The warnings of `generator` over `common.yaml` and a spec using it whose endpoints are `endpoints`.
    static func sharedWarnings(_ endpoints: String, models: String = "", config: String? = nil) throws -> [String] {
        let directory = try TemporaryDirectory()
        try directory.write("specs/common.yaml", common)
        try directory.write("specs/app.yaml", "api: App\nuses: [common.yaml]\n" + models + "endpoints:\n" + endpoints + "\n")
        if let config { try directory.write("generator.yaml", config) }
        let run = GeneratorToolTests.run([], in: directory)
        #expect(run.status == 0, "\(run.err)")
        #expect(directory.read("Generated/AppModels.swift") != nil, "a warning writes the output")
        return run.err.split(separator: "\n").filter { $0.contains("warning:") }.map { line in
            line.range(of: "app.yaml:").map { String(line[$0.lowerBound...]) } ?? String(line)
        }
    }

    static func warning(_ position: String, _ endpoint: String, _ model: String) -> String {
        "app.yaml:\(position): warning: the body of endpoint '\(endpoint)' sends '\(model)' of 'common.yaml', whose "
            + "properties are immutable (let) there because no body of that spec sends it: mark it 'mutable: true' in "
            + "'common.yaml' to change it in place, or 'mutable: false' to keep it immutable without this warning"
    }

    /// A body of one spec sending an immutable model of a spec it uses is told, in every position a body reaches a
    /// model: directly, in an array, in an inline body object, through a model of its own, through a used alias;
    /// once per model, at the first body.
    @Test(arguments: [
        ("  a: {method: POST, path: /a, body: User}", "", "4:37", "User"),
        ("  a: {method: POST, path: /a, body: \"[User]\"}", "", "4:37", "User"),
        ("  a: {method: POST, path: /a, body: {owner: User, note: string}}", "", "4:37", "User"),
        ("  a: {method: POST, path: /a, body: Draft}", "models:\n  Draft: {author: User, tags: \"[Tag]?\"}\n", "6:37", "User"),
        ("  a: {method: POST, path: /a, body: Users}", "", "4:37", "User"),
        ("  a: {method: PUT, path: /a, body: {tags: \"[string: Tag]\"}}\n  b: {method: POST, path: /b, body: Tag}", "", "4:36", "Tag"),
    ])
    func aBodySendingAnImmutableSharedModelIsAWarning(endpoints: String, models: String, position: String, model: String) throws {
        let warnings = try Self.sharedWarnings(endpoints, models: models)
        var expected = [Self.warning(position, "a", model)]
        if models.contains("Tag") { expected.append(Self.warning(position, "a", "Tag")) }
        #expect(warnings == expected)
    }

    /// No warning where the model's spec already decided: `mutable: true` or `mutable: false` there, a body of its
    /// own sending it, this spec's own model marked `mutable: false`, the config's `mutable_models: true`, or no body.
    @Test(arguments: [
        ("  a: {method: POST, path: /a, body: Pinned}", "", nil),
        ("  a: {method: POST, path: /a, body: Sealed}", "", nil),
        ("  a: {method: POST, path: /a, body: Posted}", "", nil),
        ("  a: {method: POST, path: /a, body: Own}", "models:\n  Own: {mutable: false, properties: {user: User}}\n", nil),
        ("  a: {method: POST, path: /a, body: User}", "", "mutable_models: true\n"),
        ("  a: {method: GET, path: /a, response: User}", "", nil),
        ("  a: {method: POST, path: /a, body: {fields: {login: string}, encoding: form}}", "", nil),
    ] as [(String, String, String?)])
    func noWarningWhereTheModelsSpecDecided(endpoints: String, models: String, config: String?) throws {
        #expect(try Self.sharedWarnings(endpoints, models: models, config: config) == [])
    }

    /// A second review found the warning missing when the spec was linted on its own (the used spec was not among
    /// the specs generated) and for a used spec's alias of a model from a third spec.
    @Test func theWarningHoldsForASpecGivenAloneAndThroughAThirdSpec() throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/common.yaml", Self.common)
        try directory.write("specs/app.yaml", "api: App\nuses: [common.yaml]\nendpoints:\n  a: {method: POST, path: /a, body: User}\n")
        let alone = GeneratorToolTests.run(["lint", "specs/app.yaml"], in: directory)
        #expect(alone.status == 0, "\(alone.err)")
        #expect(alone.err.contains("app.yaml:4:37: warning: the body of endpoint 'a' sends 'User' of 'common.yaml'"), "\(alone.err)")

        let third = try TemporaryDirectory()
        try third.write("specs/base.yaml", "api: Base\nmodels:\n  BaseUser: {id: int64, name: string}\n")
        try third.write("specs/common.yaml", "api: Common\nuses: [base.yaml]\nmodels:\n  Users: \"[BaseUser]\"\n")
        try third.write("specs/posts.yaml", "api: Posts\nuses: [common.yaml]\nendpoints:\n  e: {method: POST, path: /e, body: Users}\n")
        let run = GeneratorToolTests.run([], in: third)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err.contains("posts.yaml:4:37: warning: the body of endpoint 'e' sends 'BaseUser' of 'base.yaml'"), "\(run.err)")
    }
}
