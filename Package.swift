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
        .target(name: "GeneratorCLI", dependencies: ["EndpointSpec"]),
        .executableTarget(name: "generator", dependencies: ["GeneratorCLI"]),

        // MARK: What generated code links against
        .target(name: "EndpointRuntime"),

        // MARK: Tests
        .testTarget(name: "EndpointSpecTests", dependencies: ["EndpointSpec"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache"]),
        .testTarget(name: "EndpointRuntimeTests", dependencies: ["EndpointRuntime"]),
        .testTarget(name: "GeneratorCLITests", dependencies: ["GeneratorCLI"]),
    ]
)
