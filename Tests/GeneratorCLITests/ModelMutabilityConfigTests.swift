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
}
