import EndpointCodegen
import EndpointSpec
import Foundation
import TestSupport
import Testing

/// Review 17: with the upcoming feature `InternalImportsByDefault`, output of `public` or `package` declarations
/// failed with 206 errors ("'AuthPlacement' is imported by this file as 'internal'"), since a plain `import` is then
/// `internal`. Each generated file's imports now carry the access level its declarations need (`ImportAccess`):
/// every spec of `specs/`, every output and style, compiled with the feature and without it, in debug (mocks) and
/// release, with warnings as errors (an unused `public import` is a warning), beside an app file that imports the
/// same modules plainly (a `package import` beside it is an error without the feature).
@Suite("Import access levels of public and package output")
struct ImportAccessCompileTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var access: GeneratorOptions.AccessLevel
        var style: GeneratorOptions.ViewModelStyle = .observation
        var feature = true
        var debug = true
        var testDescription: String {
            "\(access) \(style)\(feature ? " InternalImportsByDefault" : "")\(debug ? " DEBUG" : " release")"
        }
    }

    static let cases: [Case] = [
        Case(access: .public),
        Case(access: .public, debug: false),
        Case(access: .public, feature: false),
        Case(access: .package),
        Case(access: .package, feature: false),
        Case(access: .package, style: .combine),
        Case(access: .package, style: .closure),
        Case(access: .public, style: .combine),
        Case(access: .public, style: .closure),
        Case(access: .internal),
    ]

    /// Code of the app's own module that imports the generated code's modules plainly and uses them.
    static let appFile = """
        import EndpointRuntime
        import Foundation
        import Observation

        func appMakesAClient() -> APIClient {
            APIClient(configuration: APIClientConfiguration(baseURL: URL(fileURLWithPath: "/")))
        }

        """

    @Test(arguments: cases)
    func theOutputCompiles(_ example: Case) async throws {
        var diagnostics = DiagnosticCollector()
        let apis = SpecLoader.load(paths: [PackagePaths.specs.path], diagnostics: &diagnostics)
        let options = GeneratorOptions(
            accessLevel: example.access, viewModelStyle: example.style, outputs: Set(GeneratorOptions.Output.allCases))
        var files = CodeGenerator(options: options).generate(apis, diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(Array(diagnostics))")
        files.append(GeneratedFile(path: "App.swift", contents: Self.appFile, specPath: ""))

        let directory = try ScratchDirectory.make("import-access")
        defer { try? FileManager.default.removeItem(at: directory) }
        let toolchain = try SwiftToolchain.locate()
        var flags = ["-typecheck", "-swift-version", "6", "-I", toolchain.modulesDirectory, "-warnings-as-errors",
                     "-package-name", "App"]
        if example.feature { flags += ["-enable-upcoming-feature", "InternalImportsByDefault"] }
        if example.debug { flags += SwiftToolchain.debugFlags }
        if example.style == .combine {
            flags += Array(try await ViewModelBehaviourTests.buildCombineStandIn(in: directory).prefix(2))
        }
        let run = try await SwiftToolchain.run("swiftc", flags + (try writeGenerated(files, into: directory)))
        #expect(run.status == 0, "\(run.output.prefix(4_000))")
    }

    @Test func importsAreMarkedOnlyWhereAPublicDeclarationNamesTheModule() throws {
        var diagnostics = DiagnosticCollector()
        let api = try #require(SpecLoader.load(text: Array("""
            api: Plain
            models:
              Thing: {name: string, count: int}
              Dated: {at: date}
            endpoints:
              ping: {method: GET, path: /ping, response: Thing, view_model: Ping}

            """.utf8), path: "plain.yaml", diagnostics: &diagnostics))
        let generated = CodeGenerator(options: GeneratorOptions(accessLevel: .public, outputs: Set(GeneratorOptions.Output.allCases)))
            .generate([api], diagnostics: &diagnostics)
        let files = Dictionary(uniqueKeysWithValues: generated.map { ($0.path, $0.contents) })
        let models = try #require(files["PlainModels.swift"])
        #expect(models.contains("\nimport EndpointRuntime\npublic import Foundation\n"), "only Dated's date is public")
        let requests = try #require(files["PlainRequests.swift"])
        #expect(requests.contains("\npublic import EndpointRuntime\nimport Foundation\n"))
        let viewModels = try #require(files["PlainViewModels.swift"])
        #expect(viewModels.contains("\npublic import EndpointRuntime\nimport Foundation\n\nextension"), "Observation is reached through EndpointRuntime.ObservableViewModel")
        let mocks = try #require(files["PlainMocks.swift"])
        #expect(mocks.contains("#if DEBUG\npublic import EndpointRuntime\npublic import Foundation\n"), "mock(latency: TimeInterval)")

        let packageFiles = CodeGenerator(options: GeneratorOptions(accessLevel: .package)).generate([api], diagnostics: &diagnostics)
        let packageRequests = try #require(packageFiles.first { $0.path == "PlainRequests.swift" }?.contents)
        #expect(packageRequests.contains(
            "\n#if hasFeature(InternalImportsByDefault)\npackage import EndpointRuntime\n#else\nimport EndpointRuntime\n#endif\n"))
        let internalFiles = CodeGenerator(options: GeneratorOptions(accessLevel: .internal)).generate([api], diagnostics: &diagnostics)
        for file in internalFiles {
            #expect(!file.contents.contains("public import") && !file.contents.contains("package import"), "\(file.path)")
        }
    }

    /// Review 18: overrides. A Foundation type outside `TypeNamer`'s names (`Locale`) in a declaration an override
    /// adds; the FoundationEssentials pattern (imports in a block of their own); imports written indented. Review 35:
    /// a view models layout of the user's that imports Observation itself, beside the observation style's conformance
    /// through `EndpointRuntime.ObservableViewModel` (a plain, so internal, import of Observation would make the
    /// compiler refuse the public conformance through the alias).
    @Test(arguments: ["locale", "essentials", "indented", "observation"])
    func overridesKeepTheirImportsRight(_ kind: String) async throws {
        let structText = try #require(TemplateSet.defaults.sources["struct"]?.text)
        let modelsText = try #require(TemplateSet.defaults.sources["models.swift"]?.text)
        var overrides: [String: String] = [:]
        switch kind {
        case "locale":
            let end = try #require(structText.range(of: "{{/properties}}\n"))
            overrides["struct"] = structText.replacingCharacters(
                in: end, with: "{{/properties}}\n    {{{access}}}var locale: Locale { Locale.current }\n")
        case "essentials":
            overrides["models.swift"] = modelsText.replacingOccurrences(of: "import Foundation\n", with: """
                #if canImport(FoundationEssentials)
                import FoundationEssentials
                #else
                import Foundation
                #endif

                """)
        case "observation":
            let layout = try #require(TemplateSet.defaults.sources["viewmodels.swift"]?.text)
            #expect(layout.contains("import Foundation\n"))
            overrides["viewmodels.swift"] = layout.replacingOccurrences(
                of: "import Foundation\n", with: "import Foundation\nimport Observation\n")
        default:
            overrides["models.swift"] = modelsText
                .replacingOccurrences(of: "import EndpointRuntime\n", with: "  import EndpointRuntime\n")
                .replacingOccurrences(of: "import Foundation\n", with: "  import Foundation\n")
        }
        let directory = try ScratchDirectory.make("import-access-override")
        defer { try? FileManager.default.removeItem(at: directory) }
        let templatesDirectory = directory.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templatesDirectory, withIntermediateDirectories: true)
        for (name, text) in overrides {
            try text.write(to: templatesDirectory.appendingPathComponent(name + ".mustache"), atomically: true, encoding: .utf8)
        }
        var diagnostics = DiagnosticCollector()
        // Models of strings only, beside models with dates, over four files: some files name Foundation only
        // through the override.
        let api = try #require(SpecLoader.load(text: Array("""
            api: Shop
            models:
              Tag: {name: string}
              Label: {name: string, color: string}
              Owner: {login: string}
              Stamp: {at: date}
            endpoints:
              ping: {method: GET, path: /ping, response: Tag, view_model: Ping}

            """.utf8), path: "shop.yaml", diagnostics: &diagnostics))
        var options = GeneratorOptions(accessLevel: .public)
        options.modelFiles = 4
        let generator = CodeGenerator(options: options, templates: try TemplateSet.overriding(from: templatesDirectory.path))
        var files = generator.generate([api], diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(Array(diagnostics))")
        if kind == "observation" {
            let viewModels = try #require(files.first { $0.path == "ShopViewModels.swift" }?.contents)
            #expect(viewModels.contains("\npublic import Observation\n"), "\(viewModels.prefix(1_000))")
        }
        files.append(GeneratedFile(path: "App.swift", contents: Self.appFile, specPath: ""))
        let toolchain = try SwiftToolchain.locate()
        for feature in [true, false] {
            let run = try await SwiftToolchain.run("swiftc", [
                "-typecheck", "-swift-version", "6", "-I", toolchain.modulesDirectory, "-warnings-as-errors",
            ] + (feature ? ["-enable-upcoming-feature", "InternalImportsByDefault"] : [])
                + SwiftToolchain.debugFlags + (try writeGenerated(files, into: directory)))
            #expect(run.status == 0, "\(kind), InternalImportsByDefault \(feature): \(run.output.prefix(3_000))")
        }
    }
}
