import Foundation

/// A throwaway package in a temporary directory that uses EndpointGenerator by path, the way an app would.
///
/// Layout: target `App` lists the build plugin and holds `pet-store_api.yaml` (a file name with separators and
/// an acronym, so output names are `PetStoreAPIModels.swift`, …) and a `generator.yaml` (access `internal`).
/// The package root has its own `generator.yaml` and `specs/` for the command plugin; the build plugin must
/// ignore that config.
struct ConsumerPackage {
    let root: URL
    /// A dedicated scratch path inside the temporary directory.
    let scratch: URL

    var targetSpec: URL { root.appending(path: "Sources/App/pet-store_api.yaml") }
    var mainFile: URL { root.appending(path: "Sources/App/main.swift") }
    var rootSpec: URL { root.appending(path: "specs/shop.yaml") }

    /// Writes the package into a new temporary directory.
    static func create(dependingOn packageRoot: URL) throws -> ConsumerPackage {
        let base = FileManager.default.temporaryDirectory.resolvingSymlinksInPath()
            .appending(path: "endpoint-plugin-test-\(UUID().uuidString)")
        let package = ConsumerPackage(root: base.appending(path: "Consumer"), scratch: base.appending(path: "scratch"))
        try package.write("Package.swift", manifest(packageRoot: packageRoot))
        try package.write("Sources/App/generator.yaml", "access: internal\n")
        try package.write("Sources/App/pet-store_api.yaml", petSpec(extraField: nil))
        try package.write("Sources/App/main.swift", mainSource(usingTag: false))
        try package.write("generator.yaml", "specs: [specs]\noutput: Generated\n")
        try package.write("specs/shop.yaml", shopSpec)
        return package
    }

    /// Deletes the whole temporary directory.
    func remove() {
        let base = root.deletingLastPathComponent()
        try? FileManager.default.removeItem(at: base)
        // SwiftPM keeps the scratch path's lock files in the temporary directory, named after the path.
        let temporary = FileManager.default.temporaryDirectory.resolvingSymlinksInPath()
        let lockPrefix = base.path.replacingOccurrences(of: "/", with: "_")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        where name.hasPrefix(lockPrefix) && name.hasSuffix(".lock") {
            try? FileManager.default.removeItem(at: temporary.appending(path: name))
        }
    }

    func write(_ relativePath: String, _ text: String) throws {
        let url = root.appending(path: relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// The build plugin's run logs (`<stem>.runs`, one line per generator run), by file name.
    func runLogs() -> [String: Int] {
        let outputs = scratch.appending(path: "plugins/outputs")
        guard let walker = FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil) else { return [:] }
        var counts: [String: Int] = [:]
        for case let url as URL in walker where url.pathExtension == "runs" {
            let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            counts[url.lastPathComponent] = text.split(separator: "\n").count
        }
        return counts
    }

    /// The generated files the build plugin wrote for the target's spec, by file name.
    func generatedFileNames() -> [String] {
        let outputs = scratch.appending(path: "plugins/outputs")
        guard let walker = FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil) else { return [] }
        var names: [String] = []
        for case let url as URL in walker where url.pathExtension == "swift" && url.path.contains("/pet-store_api/") {
            names.append(url.lastPathComponent)
        }
        return names.sorted()
    }

    // MARK: Contents

    static func manifest(packageRoot: URL) -> String {
        """
        // swift-tools-version: 6.2
        import PackageDescription

        let package = Package(
            name: "Consumer",
            platforms: [.macOS(.v14)],
            dependencies: [.package(path: "\(packageRoot.path)")],
            targets: [
                .executableTarget(
                    name: "App",
                    dependencies: [.product(name: "EndpointRuntime", package: "\(packageRoot.lastPathComponent)")],
                    plugins: [.plugin(name: "EndpointGeneratorPlugin", package: "\(packageRoot.lastPathComponent)")]
                ),
            ]
        )

        """
    }

    /// The target's spec; `extraField` adds a property to `Pet`; `brokenType` replaces the type of `name`.
    static func petSpec(extraField: String?, brokenType: String? = nil) -> String {
        """
        api: PetStore
        base_url: https://pets.example.com

        models:
          Pet:
            id: int
            name: \(brokenType ?? "string")
        \(extraField.map { "    \($0): string\n" } ?? "")
        endpoints:
          getPet:
            method: GET
            path: /pets/{id}
            path_params: {id: int}
            response: Pet

        """
    }

    /// The executable: decodes JSON into the generated model and prints it.
    static func mainSource(usingTag: Bool) -> String {
        let json = usingTag ? #"{"id": 7, "name": "Rex", "tag": "dog"}"# : #"{"id": 7, "name": "Rex"}"#
        let described = usingTag ? #""pet \(pet.id) \(pet.name) tagged \(pet.tag)""# : #""pet \(pet.id) \(pet.name)""#
        return """
            import Foundation

            let pet = try JSONDecoder().decode(PetStore.Pet.self, from: Data(#"\(json)"#.utf8))
            print(\(described))
            print("request type: \\(String(describing: PetStore.GetPetRequest.self))")

            """
    }

    static let shopSpec = """
        api: Shop
        base_url: https://shop.example.com

        models:
          Item:
            id: int
            title: string

        endpoints:
          listItems:
            method: GET
            path: /items
            response: [Item]

        """
}
