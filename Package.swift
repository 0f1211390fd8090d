// swift-tools-version: 6.2
// Swift 6 language mode is the default for tools version 6 and later; every target below uses it.
import PackageDescription

let package = Package(
    name: "EndpointGenerator",
    platforms: [.macOS(.v13), .iOS(.v15), .tvOS(.v15), .watchOS(.v8)],
    products: [
        .executable(name: "generator", targets: ["generator"]),
        .library(name: "EndpointRuntime", targets: ["EndpointRuntime"]),
        .library(name: "Mustache", targets: ["Mustache"]),
        .plugin(name: "EndpointGeneratorPlugin", targets: ["EndpointGeneratorPlugin"]),
        .plugin(name: "GenerateEndpoints", targets: ["GenerateEndpoints"]),
    ],
    targets: [
        // MARK: Pipeline stages (one direction of flow; no stage imports a later one)
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "EndpointNaming"),
        .target(name: "EndpointSpec", dependencies: ["CYaml", "EndpointNaming"]),
        .target(name: "Mustache"),
        .target(
            name: "EndpointCodegen",
            dependencies: ["EndpointSpec", "EndpointNaming", "Mustache"],
            // `Templates` is a link to the package's top-level Templates/ directory: the defaults are compiled
            // into the generator so it works from any directory and inside build plugins.
            resources: [.embedInCode("Templates")]
        ),
        // `generator import` (OpenAPI 3 → spec YAML) and `generator infer` (JSON samples → models); docs/import.md.
        .target(name: "EndpointImport", dependencies: ["EndpointSpec", "EndpointNaming", "PayloadCheck"]),
        .target(name: "PayloadCheck", dependencies: ["EndpointSpec", "EndpointRuntime"]),
        .target(name: "GeneratorCLI", dependencies: ["EndpointSpec", "EndpointCodegen", "EndpointImport", "PayloadCheck"]),
        .executableTarget(name: "generator", dependencies: ["GeneratorCLI"]),
        // libFuzzer target over the loader and code generation (scripts/fuzz.sh); a plain replay tool without -DFUZZING.
        .executableTarget(name: "SpecFuzz", dependencies: ["EndpointSpec", "EndpointCodegen"]),
        // Generation speed, memory, output size, incremental and compile cost over a synthetic API (docs/performance.md).
        .executableTarget(
            name: "generator-bench",
            dependencies: ["EndpointSpec", "EndpointCodegen", "EndpointImport", "GeneratorCLI", "Mustache"],
            path: "Sources/GeneratorBenchmark"
        ),

        // MARK: What generated code links against
        .target(name: "EndpointRuntime"),

        // MARK: Generated code, compiled as a module with warnings as errors
        // `Generated/` is what `swift run generator` writes from `specs/`; it is committed so template changes show
        // up as reviewable diffs, and the test suite checks that it is fresh.
        .target(
            name: "GeneratedAPI",
            dependencies: ["EndpointRuntime"],
            path: "Generated",
            swiftSettings: [.treatAllWarnings(as: .error)]
        ),

        // MARK: Plugins (docs/plugins.md)
        // The build-tool plugin asks `generator --print-plan` for spec files and output names, then adds one build
        // command per spec; the command plugin runs the generator on the package and writes into it.
        .plugin(name: "EndpointGeneratorPlugin", capability: .buildTool(), dependencies: ["generator"]),
        .plugin(
            name: "GenerateEndpoints",
            capability: .command(
                intent: .custom(verb: "generate-endpoints", description: "Generate Swift from the package's endpoint specs"),
                permissions: [.writeToPackageDirectory(reason: "Writes the generated Swift files into the package")]),
            dependencies: ["generator"]
        ),
        // Compiles the code generated from specs/ through the build plugin (Sources/SampleApp/generator.yaml).
        .executableTarget(name: "SampleApp", dependencies: ["EndpointRuntime"], plugins: ["EndpointGeneratorPlugin"]),

        // MARK: Tests
        // Shared by the test targets: package root and shared-directory paths, the loopback test server launcher,
        // and the swiftc runner for compiling generated code against the built EndpointRuntime.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // PayloadCheck: the doc examples of docs/spec-format.md lint as `generator lint` does, examples included.
        .testTarget(name: "EndpointSpecTests", dependencies: ["EndpointSpec", "EndpointNaming", "PayloadCheck", "TestSupport"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache", "TestSupport"]),
        .testTarget(name: "EndpointRuntimeTests", dependencies: ["EndpointRuntime", "TestSupport"]),
        .testTarget(name: "GeneratorCLITests", dependencies: ["GeneratorCLI", "EndpointSpec", "PayloadCheck", "TestSupport"]),
        // The OpenAPI importer and sample inference; the real documents of shared/fixtures/openapi imported, linted,
        // generated and compiled (hence EndpointCodegen and EndpointRuntime).
        .testTarget(
            name: "EndpointImportTests",
            dependencies: ["EndpointImport", "EndpointSpec", "EndpointCodegen", "EndpointRuntime", "PayloadCheck", "TestSupport"]
        ),
        .testTarget(
            name: "EndpointCodegenTests",
            dependencies: ["EndpointCodegen", "EndpointSpec", "GeneratorCLI", "TestSupport"],
            // JSON snapshots of the render contexts, read from the package directory by ContextSnapshotTests.
            exclude: ["ContextSnapshots"]
        ),
        // Proof on real input: recorded payloads through the generated types, end-to-end against the test server, and
        // Generated/ checked fresh against an in-process generator run (hence EndpointSpec and GeneratorCLI).
        .testTarget(
            name: "GeneratedAPITests",
            dependencies: ["GeneratedAPI", "EndpointRuntime", "EndpointSpec", "GeneratorCLI", "PayloadCheck", "TestSupport"]
        ),
        // Every test that compiles generated output with swiftc: random specs → load → generate → type-check and JSON
        // round-trip (PROPERTY_CASES, PROPERTY_SEED), and the hostile-input cases of issue 6 (docs/testing.md).
        .testTarget(
            name: "CompiledOutputTests",
            dependencies: ["EndpointSpec", "EndpointCodegen", "EndpointRuntime", "TestSupport"],
            // Stand-ins for Apple-only modules, compiled by the tests themselves (ViewModelBehaviourTests).
            exclude: ["StandIns"]
        ),
        // A throwaway consumer package built with `swift build`: build plugin, regeneration, errors, command plugin.
        // StandIns/ holds a stand-in XcodeProjectPlugin module that the tests compile with swiftc, not part of the target.
        .testTarget(name: "PluginTests", dependencies: ["TestSupport"], exclude: ["StandIns"]),
        .testTarget(
            name: "BenchmarkTests",
            dependencies: ["generator-bench", "EndpointSpec", "EndpointCodegen", "EndpointRuntime", "TestSupport"]
        ),
    ]
)
