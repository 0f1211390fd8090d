import Foundation
import GeneratorCLI
import Testing

/// The config file's own mistakes are reported as config problems, in the config file.
@Suite struct ConfigurationTests {
    @Test func anEmptyConfigFileMeansTheDefaults() throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/demo.yaml", GeneratorToolTests.goodSpec)
        try directory.write("generator.yaml", "# nothing to change yet\n")
        let run = GeneratorToolTests.run([], in: directory)
        #expect(run.status == 0)
        #expect(run.err == "")
        #expect(try directory.list("Generated") == ["DemoModels.swift", "DemoRequests.swift", "DemoViewModels.swift"])
    }

    @Test func aMissingConfigFileIsNamedAsAConfigFile() throws {
        let directory = try TemporaryDirectory()
        let run = GeneratorToolTests.run(["--config", "nope.yaml"], in: directory)
        #expect(run.status == 1)
        #expect(run.err == "error: cannot read config file '\(directory.url.path)/nope.yaml'\n")
    }

    @Test func missingSpecAndTemplatePathsAreLocatedInTheConfig() throws {
        let directory = try TemporaryDirectory()
        try directory.write("generator.yaml", "specs: [specs, missing.yaml]\ntemplates: NoSuchDir\n")
        try directory.write("specs/demo.yaml", GeneratorToolTests.goodSpec)
        let run = GeneratorToolTests.run([], in: directory)
        let path = directory.url.appendingPathComponent("generator.yaml").path
        #expect(run.status == 1)
        #expect(run.err == """
            \(path):1:16: error: no spec file or directory '\(directory.url.path)/missing.yaml'
            \(path):2:12: error: no template directory '\(directory.url.path)/NoSuchDir'

            """)
    }

    @Test func includeAndExcludeNamesNoSpecDeclaresGetAWarning() throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/demo.yaml", GeneratorToolTests.goodSpec)
        try directory.write("generator.yaml", "exclude: [listItem]\ninclude:\n  - listItems\n  - getItem\n")
        let config = directory.url.appendingPathComponent("generator.yaml").path
        // Located at the entry, in generate and lint alike (review finding 5).
        for command in [[], ["lint"]] {
            let run = GeneratorToolTests.run(command, in: directory)
            #expect(run.status == 0, "\(command)")
            #expect(run.err == """
                \(config):1:11: warning: exclude names endpoint 'listItem', which no spec declares; did you mean 'listItems'?
                \(config):4:5: warning: include names endpoint 'getItem', which no spec declares

                """, "\(command)")
        }
        // A single name rather than a list is located too.
        try directory.write("generator.yaml", "exclude: listItem\n")
        #expect(GeneratorToolTests.run(["lint"], in: directory).err.hasPrefix("\(config):1:10: warning: exclude names"))
    }

    @Test func emptyOutputsIsALocatedErrorAndRemovesNothing() throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/demo.yaml", GeneratorToolTests.goodSpec)
        #expect(GeneratorToolTests.run([], in: directory).status == 0)
        let generated = try directory.list("Generated")
        try directory.write("generator.yaml", "access: internal\noutputs: []\n")
        let config = directory.url.appendingPathComponent("generator.yaml").path
        for command in [[], ["lint"], ["--check"]] {
            let run = GeneratorToolTests.run(command, in: directory)
            #expect(run.status == 1, "\(command)")
            #expect(run.err.hasPrefix("\(config):2:10: error: outputs is empty: nothing would be generated"), "\(command)")
        }
        #expect(try directory.list("Generated") == generated)
    }

    @Test func anIncludeThatMatchesNoEndpointIsALocatedErrorWhenEverySpecIsLoaded() throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/demo.yaml", GeneratorToolTests.goodSpec)
        try directory.write("generator.yaml", "include:\n  - nope\n  - listItem\n")
        let config = directory.url.appendingPathComponent("generator.yaml").path
        for command in [[], ["lint"]] {
            let run = GeneratorToolTests.run(command, in: directory)
            #expect(run.status == 1, "\(command)")
            #expect(run.err == """
                \(config):2:5: error: include names endpoint 'nope', which no spec declares, and no other endpoint: \
                every client would be empty
                \(config):3:5: error: include names endpoint 'listItem', which no spec declares, and no other endpoint: \
                every client would be empty; did you mean 'listItems'?

                """, "\(command)")
        }
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Generated").path))
        // A run given some specs cannot know the others (the build plugin runs one spec at a time): warnings.
        let some = GeneratorToolTests.run(["lint", "specs/demo.yaml"], in: directory)
        #expect(some.status == 0)
        #expect(some.err.contains("\(config):2:5: warning: include names endpoint 'nope'"))
        // One name that matches is enough; the others are warnings as before.
        try directory.write("generator.yaml", "include: [listItems, nope]\n")
        let one = GeneratorToolTests.run(["lint"], in: directory)
        #expect(one.status == 0)
        #expect(one.err == "\(config):1:22: warning: include names endpoint 'nope', which no spec declares\n")
        // The review's input: every included endpoint excluded is the same empty client, an error at the exclude entry.
        try directory.write("generator.yaml", "include: [listItems]\nexclude: [listItems]\n")
        let emptied = GeneratorToolTests.run(["lint"], in: directory)
        #expect(emptied.status == 1)
        #expect(emptied.err == "\(config):2:11: error: exclude removes endpoint 'listItems', which include names, and include "
            + "names no other endpoint: every client would be empty\n")
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Generated").path))
    }

    @Test func aHeaderOverrideWithoutTheMarkerIsAnErrorAndWritesNothing() throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/demo.yaml", GeneratorToolTests.goodSpec)
        try directory.write("MyTemplates/header.mustache", "// my header\n")
        let run = GeneratorToolTests.run(["--templates", "MyTemplates"], in: directory)
        #expect(run.status == 1)
        #expect(run.err.hasPrefix("\(directory.url.path)/MyTemplates/header.mustache:1:1: error: generated files must "
            + "start with '// Generated by endpoint-generator'"))
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Generated").path))
    }
}
