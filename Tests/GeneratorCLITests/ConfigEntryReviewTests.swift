import Foundation
import Testing

/// Review 26: a config problem is an error at the entry that has it, and a config that would generate nothing, or
/// write what cannot be compiled, is refused before anything is written.
@Suite struct ConfigEntryReviewTests {
    private static func configured(_ config: String) throws -> (directory: TemporaryDirectory, config: String) {
        let directory = try TemporaryDirectory()
        try directory.write("specs/demo.yaml", GeneratorToolTests.goodSpec)
        try directory.write("generator.yaml", config)
        return (directory, directory.url.appendingPathComponent("generator.yaml").path)
    }

    /// The entries of `specs` were zipped with the names read from them, which leave out an entry that is no name,
    /// so a missing path after a mapping entry was reported at the mapping; an unknown output was reported at the
    /// list, not at the entry.
    @Test("Each list entry's problem is at that entry", arguments: [
        ("specs: [{a: 1}, nope]\n", ["1:9: error: 'specs' takes a list of names", "1:17: error: no spec file or directory"]),
        ("specs:\n  - [specs]\n  - nope\n", ["2:5: error: 'specs' takes a list of names", "3:5: error: no spec file or directory"]),
        ("specs: [~, nope]\n", ["1:9: error: 'specs' takes a list of names", "1:12: error: no spec file or directory"]),
        ("outputs: [models, requets]\n", ["1:19: error: unknown output 'requets'; expected models, requests, view_models or mocks; did you mean 'requests'?"]),
        ("outputs:\n  - models\n  - requests\n  - view_model\n", ["4:5: error: unknown output 'view_model'"]),
        ("outputs: [models, ~]\n", ["1:19: error: 'outputs' takes a list of names"]),
        ("include: [{a: 1}, listItems]\n", ["1:11: error: 'include' takes a list of names"]),
        ("exclude: [[a], listItem]\n", ["1:11: error: 'exclude' takes a list of names"]),
    ])
    func entryProblemsAreLocatedAtTheEntry(config: String, expected: [String]) throws {
        let (directory, path) = try Self.configured(config)
        for command in [[], ["lint"]] {
            let run = GeneratorToolTests.run(command, in: directory)
            #expect(run.status == 1, "\(command)")
            let lines = run.err.split(separator: "\n").map(String.init)
            #expect(lines.count == expected.count, "\(command): \(run.err)")
            for (line, prefix) in zip(lines, expected) {
                #expect(line.hasPrefix("\(path):\(prefix)"), "\(command): \(line)")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Generated").path))
    }

    /// `specs: []` ran over no spec and removed every generated file, with status 0; `include: []` was read as no
    /// include, keeping every endpoint, where read as written it keeps none. Both are errors, like `outputs: []`.
    @Test("An empty specs or include list is a located error and removes nothing", arguments: [
        ("specs: []\n", "1:8: error: specs is empty: no spec would be generated and every generated file would be removed"),
        ("access: internal\ninclude: []\n", "2:10: error: include is empty: it would keep no endpoint"),
    ])
    func emptyListsAreErrors(config: String, expected: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/demo.yaml", GeneratorToolTests.goodSpec)
        #expect(GeneratorToolTests.run([], in: directory).status == 0)
        let generated = try directory.list("Generated")
        let before = generated.map { directory.read("Generated/\($0)") }
        try directory.write("generator.yaml", config)
        let path = directory.url.appendingPathComponent("generator.yaml").path
        for command in [[], ["lint"], ["--check"], ["--diff"]] {
            let run = GeneratorToolTests.run(command, in: directory)
            #expect(run.status == 1, "\(command)")
            #expect(run.err.hasPrefix("\(path):\(expected)"), "\(command): \(run.err)")
        }
        #expect(try directory.list("Generated") == generated)
        #expect(generated.map { directory.read("Generated/\($0)") } == before)
        // `exclude: []` leaves nothing out, and asks for nothing else.
        try directory.write("generator.yaml", "exclude: []\n")
        let run = GeneratorToolTests.run([], in: directory)
        #expect(run.status == 0 && run.err == "", "\(run.err)")
    }

    /// `{Nmae}`, a control character and a leading dot were accepted: the first wrote `{Nmae}DemoModels.swift`,
    /// the second failed at writing without a place, the third wrote hidden files SwiftPM does not compile.
    @Test("A file_names pattern with an unknown placeholder, a control character or a leading dot is a located error", arguments: [
        ("\"{Nmae}{Name}{Kind}.swift\"", "has the unknown placeholder '{Nmae}'; the placeholders are {Name}, {stem} and {Kind}; did you mean '{Name}'?"),
        ("\"{Name}{Kind}{kind}.swift\"", "has the unknown placeholder '{kind}'; the placeholders are {Name}, {stem} and {Kind}; did you mean '{Kind}'?"),
        ("\"{{Name}}{Kind}.swift\"", "has the unknown placeholder '{{Name}'"),
        ("\"{Name}{Kind}\\0.swift\"", "contains the control character U+0000"),
        ("\"{Name}\\t{Kind}.swift\"", "contains the control character U+0009"),
        ("\".{Name}{Kind}.swift\"", "must not start with '.': SwiftPM and Xcode skip hidden files"),
    ])
    func badFileNamePatterns(pattern: String, problem: String) throws {
        let (directory, path) = try Self.configured("file_names: \(pattern)\n")
        for command in [[], ["lint"], ["--print-plan"]] {
            let run = GeneratorToolTests.run(command, in: directory)
            #expect(run.status == 1, "\(command)")
            #expect(run.err.hasPrefix("\(path):1:13: error: file_names '"), "\(command): \(run.err)")
            #expect(run.err.contains(problem), "\(command): \(run.err)")
        }
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Generated").path))
        // The control case: the three placeholders, in any order, are accepted.
        try directory.write("generator.yaml", "file_names: \"{Kind}+{stem}.{Name}.swift\"\n")
        let run = GeneratorToolTests.run([], in: directory)
        #expect(run.status == 0, "\(run.err)")
        #expect(try directory.list("Generated").contains("Models+demo.Demo.swift"))
    }

    /// A value that is not one value names the key as the config file writes it (`'access'`, not `'access level'`).
    @Test("Messages name the config key as written", arguments: [
        ("access: [public]\n", "1:9: error: 'access' takes a single value"),
        ("view_model_style: [closure]\n", "1:19: error: 'view_model_style' takes a single value"),
        ("view_model_style: Closure\n", "1:19: error: unknown view model style 'Closure'; expected observation, closure or combine; did you mean 'closure'?"),
    ])
    func keysAreNamedAsWritten(config: String, expected: String) throws {
        let (directory, path) = try Self.configured(config)
        let run = GeneratorToolTests.run(["lint"], in: directory)
        #expect(run.status == 1)
        #expect(run.err == "\(path):\(expected)\n")
    }

    /// `stubs:` naming a file: every generated file was written, then the run failed on the team's files
    /// ("output directory … exists and is not a directory"), half done. The team's files are planned first now.
    @Test func aStubsPathThatIsAFileFailsBeforeAnythingIsWritten() throws {
        let spec = GeneratorToolTests.goodSpec.replacingOccurrences(
            of: "response: [Item]\n", with: "response: [Item]\n    view_model: ItemList\n")
        for config in ["stubs: specs/demo.yaml\n", "stubs: notes.txt/Screens\n"] {
            let directory = try TemporaryDirectory()
            try directory.write("specs/demo.yaml", spec)
            try directory.write("notes.txt", "mine\n")
            try directory.write("generator.yaml", config)
            let run = GeneratorToolTests.run([], in: directory)
            #expect(run.status == 1, "\(config)")
            #expect(run.err.contains(":1:8: error: "), "\(config): \(run.err)")
            #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Generated").path), "\(config)")
        }
        let directory = try TemporaryDirectory()
        try directory.write("specs/demo.yaml", spec)
        try directory.write("generator.yaml", "stubs: specs/demo.yaml\n")
        // Located at the setting (review 26 left these without a location).
        let configPath = directory.url.appendingPathComponent("generator.yaml").path
        #expect(GeneratorToolTests.run([], in: directory).err
            == "\(configPath):1:8: error: stubs directory '\(directory.url.path)/specs/demo.yaml' exists and is not a directory\n")
        try directory.write("notes.txt", "mine\n")
        try directory.write("generator.yaml", "stubs: notes.txt/Screens\n")
        #expect(GeneratorToolTests.run([], in: directory).err == "\(configPath):1:8: error: cannot create directory "
            + "'\(directory.url.path)/notes.txt/Screens': '\(directory.url.path)/notes.txt' is not a directory\n")
        // The control case: a stubs directory that does not exist yet is created with the team's file.
        try directory.write("generator.yaml", "stubs: Screens\n")
        #expect(GeneratorToolTests.run([], in: directory).status == 0)
        #expect(try directory.list("Screens") == ["Demo.ItemListViewModel.swift"])
    }

    /// `output:` naming a file, or a path under a file, was reported without a location; it is located at the setting
    /// in every mode that reads the output directory (write, --check, --diff). The same directory given with
    /// `--output` has no setting to point at and keeps the plain `error:` line; `lint` reads no output.
    @Test func anOutputSettingThatCannotBeADirectoryIsLocated() throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/demo.yaml", GeneratorToolTests.goodSpec)
        try directory.write("notes.txt", "mine\n")
        let configPath = directory.url.appendingPathComponent("generator.yaml").path
        let expectations = [
            ("output: notes.txt\n", "\(configPath):1:9: error: output directory '\(directory.url.path)/notes.txt' exists and is not a directory\n"),
            ("specs: [specs]\noutput:  notes.txt/Generated\n", "\(configPath):2:10: error: cannot create directory "
                + "'\(directory.url.path)/notes.txt/Generated': '\(directory.url.path)/notes.txt' is not a directory\n"),
        ]
        for (config, expected) in expectations {
            try directory.write("generator.yaml", config)
            for mode in [[], ["--check"], ["--diff"]] where !(mode.count == 1 && config.contains("Generated")) {
                let run = GeneratorToolTests.run(mode, in: directory)
                #expect(run.status == 1, "\(config) \(mode)")
                #expect(run.err == expected, "\(config) \(mode)")
            }
            #expect(GeneratorToolTests.run(["lint"], in: directory).status == 0)
        }
        #expect(directory.read("notes.txt") == "mine\n")
        try directory.write("generator.yaml", "output: Generated\n")
        let commandLine = GeneratorToolTests.run(["--output", "notes.txt"], in: directory)
        #expect(commandLine.err == "error: output directory '\(directory.url.path)/notes.txt' exists and is not a directory\n")
    }
}
