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
        #expect(run.err == "error: cannot read config file '\(directory.url.path)/nope.yaml': no such file\n")
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

    /// Review 36: a `specs` entry naming a directory without a spec file was reported without a location
    /// (`error: no spec files ... in directory`), where a missing entry is located at the entry; both are now.
    @Test func aSpecsEntryNamingADirectoryWithoutSpecsIsLocatedInTheConfig() throws {
        let directory = try TemporaryDirectory()
        try directory.write("generator.yaml", "specs:\n  - specs\n  - empty\n  - notes\n")
        try directory.write("specs/demo.yaml", GeneratorToolTests.goodSpec)
        try directory.write("empty/.keep", "")
        try directory.write("notes/generator.yaml", "access: internal\n")  // a config is no spec
        try directory.write("notes/README.md", "# notes\n")
        let path = directory.url.appendingPathComponent("generator.yaml").path
        for command in [[], ["lint"], ["--check"]] {
            let run = GeneratorToolTests.run(command, in: directory)
            #expect(run.status == 1, "\(command)")
            #expect(run.err == """
                \(path):3:5: error: no spec files (*.yaml, *.yml) in directory '\(directory.url.path)/empty'
                \(path):4:5: error: no spec files (*.yaml, *.yml) in directory '\(directory.url.path)/notes'

                """, "\(command)")
        }
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Generated").path))
    }

    /// Review 30: `templates:` naming a file said there was no template directory, as if the path did not exist.
    @Test func aTemplatesEntryNamingAFileSaysItIsAFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write("generator.yaml", "templates: Templates/models.swift.mustache\n")
        try directory.write("Templates/models.swift.mustache", "{{>header}}\n")
        try directory.write("specs/demo.yaml", GeneratorToolTests.goodSpec)
        let run = GeneratorToolTests.run([], in: directory)
        let path = directory.url.appendingPathComponent("generator.yaml").path
        #expect(run.status == 1)
        #expect(run.err == """
            \(path):1:12: error: '\(directory.url.path)/Templates/models.swift.mustache' is a file, not a directory: \
            'templates' names the directory that holds the .mustache overrides

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

    @Test func anIncludeThatMatchesNoEndpointIsALocatedError() throws {
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
        // A run given some specs reads the endpoint names of the config's other specs (review 13: it warned only,
        // so the build plugin, which runs one spec at a time, compiled empty clients).
        let some = GeneratorToolTests.run(["lint", "specs/demo.yaml"], in: directory)
        #expect(some.status == 1)
        #expect(some.err.contains("\(config):2:5: error: include names endpoint 'nope'"))
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

    /// Review 13: a run given one spec of several (as the build plugin runs) judged `include` and `exclude` by that
    /// spec alone: an endpoint of another spec was reported as declared by no spec, and an include that matched no
    /// endpoint of any spec was only a warning. The config's other specs and `--specs-root` are read for their
    /// endpoint names now.
    @Test func aRunOfOneSpecJudgesSelectionsByEverySpecTheConfigCanSelect() throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/pets.yaml", """
            api: PetStore
            endpoints:
              getPet: {method: GET, path: /pets/1, response: none}
              deletePet: {method: DELETE, path: /pets/1, response: none}
            """)
        try directory.write("specs/hub.yaml", "api: Hub\nendpoints:\n  getRepo: {method: GET, path: /r, response: none}\n")
        let config = directory.url.appendingPathComponent("generator.yaml").path
        // An endpoint of the other spec: no warning, in a run of either spec.
        try directory.write("generator.yaml", "exclude: [deletePet]\n")
        for spec in ["specs/hub.yaml", "specs/pets.yaml"] {
            let run = GeneratorToolTests.run([spec], in: directory)
            #expect(run.status == 0 && run.err == "", "\(spec): \(run.err)")
        }
        // A typo is judged against every spec: an error for include, a warning for exclude, with a suggestion.
        try directory.write("generator.yaml", "include: [getPt]\n")
        let typo = GeneratorToolTests.run(["specs/hub.yaml"], in: directory)
        #expect(typo.status == 1)
        #expect(typo.err == "\(config):1:11: error: include names endpoint 'getPt', which no spec declares, and no other "
            + "endpoint: every client would be empty; did you mean 'getPet'?\n")
        try directory.write("generator.yaml", "exclude: [deletePt]\n")
        let excluded = GeneratorToolTests.run(["specs/hub.yaml"], in: directory)
        #expect(excluded.status == 0)
        #expect(excluded.err == "\(config):1:11: warning: exclude names endpoint 'deletePt', which no spec declares; "
            + "did you mean 'deletePet'?\n")
        // Including and excluding the same single endpoint: an error in a run of the other spec too.
        try directory.write("generator.yaml", "include: [getPet]\nexclude: [getPet]\n")
        #expect(GeneratorToolTests.run(["specs/hub.yaml"], in: directory).status == 1)
        // The build plugin's form: a target's directory as --specs-root, its config, one spec.
        try directory.write("Sources/App/pets.yaml", directory.read("specs/pets.yaml") ?? "")
        try directory.write("Sources/App/hub.yaml", directory.read("specs/hub.yaml") ?? "")
        try directory.write("Sources/App/generator.yaml", "exclude: [deletePet]\n")
        let plugin = GeneratorToolTests.run([
            "--config", "Sources/App/generator.yaml", "--specs-root", "Sources/App", "--no-stubs", "-o", "Out",
            "Sources/App/hub.yaml",
        ], in: directory)
        #expect(plugin.status == 0 && plugin.err == "", "\(plugin.err)")
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
