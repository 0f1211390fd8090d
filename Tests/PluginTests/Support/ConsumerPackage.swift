import Foundation
import TestSupport

/// A throwaway app package in a temporary directory that uses EndpointGenerator by path, the way README.md tells a
/// new user to: its `Package.swift` is the README's snippet, verbatim, next to a link named `EndpointGenerator`
/// that points at this package, plus one more target (`Catalog`) inserted for the command plugin.
///
/// Layout:
/// - target `MyApp` (the README's): the build plugin; `pet-store_api.yaml` (separators and an acronym, so output
///   names are `PetStoreAPIModels.swift`, …) and a `generator.yaml` (access `internal`, no `output`, `stubs:
///   Screens`: the command plugin writes the team's `PetStore.PetViewModel.swift` there, compiled with the code the
///   build plugin generates);
/// - target `Catalog`: no build plugin; its `generator.yaml` names `catalog/` and `output: Generated`, so the command
///   plugin writes its code into the target, which compiles it;
/// - the package root: `generator.yaml` (`specs: [specs]`, `output: Generated`) with `specs/shop.yaml` and
///   `specs/cart.yaml`, for the command plugin's package-level run; the build plugin ignores this config.
struct ConsumerPackage {
    let root: URL
    /// A dedicated scratch path inside the temporary directory.
    let scratch: URL

    var targetSpec: URL { root.appending(path: "Sources/MyApp/pet-store_api.yaml") }

    /// The README's `Package.swift` snippet (the first Swift block that starts with the tools-version line).
    static func readmeManifest() throws -> String {
        let readme = try String(contentsOf: PackagePaths.root.appending(path: "README.md"), encoding: .utf8)
        let blocks = readme.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```\n")[0] }
        guard let manifest = blocks.first(where: { $0.hasPrefix("// swift-tools-version:") }) else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "README.md has no Package.swift snippet"])
        }
        return manifest
    }

    /// Writes the package into a new temporary directory.
    static func create(dependingOn packageRoot: URL) throws -> ConsumerPackage {
        let base = FileManager.default.temporaryDirectory.resolvingSymlinksInPath()
            .appending(path: "endpoint-plugin-test-\(UUID().uuidString)")
        let package = ConsumerPackage(root: base.appending(path: "MyApp"), scratch: base.appending(path: "scratch"))
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        // The README's `.package(path: "../EndpointGenerator")`, whatever this checkout's folder is called.
        try FileManager.default.createSymbolicLink(
            at: base.appending(path: "EndpointGenerator"), withDestinationURL: packageRoot)
        let catalogTarget = """
                .target(
                    name: "Catalog",
                    dependencies: [.product(name: "EndpointRuntime", package: "EndpointGenerator")],
                    exclude: ["generator.yaml"]
                ),

            """
        let manifest = try readmeManifest()
        guard let targets = manifest.range(of: "    targets: [\n") else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "no 'targets: [' in the README's manifest"])
        }
        try package.write("Package.swift", manifest.replacingCharacters(in: targets, with: "    targets: [\n" + catalogTarget))
        try package.write("Sources/MyApp/generator.yaml", "access: internal\nstubs: Screens\n")
        try package.write("Sources/MyApp/pet-store_api.yaml", petSpec(extraField: nil))
        try package.write("Sources/MyApp/main.swift", mainSource(usingTag: false))
        try package.write("Sources/Catalog/generator.yaml", "specs: [../../catalog]\noutput: Generated\n")
        try package.write("Sources/Catalog/Catalog.swift", "/// The catalog's generated API is in Generated/.\npublic enum CatalogModule {}\n")
        try package.write("catalog/catalog.yaml", spec(api: "Catalog", model: "Product"))
        try package.write("generator.yaml", "specs: [specs]\noutput: Generated\n")
        try package.write("specs/shop.yaml", spec(api: "Shop", model: "Item"))
        try package.write("specs/cart.yaml", spec(api: "Cart", model: "Line"))
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

    /// The file names in a directory of the package, sorted; empty when it does not exist.
    func list(_ relativePath: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.appending(path: relativePath).path)) ?? []).sorted()
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
            view_model: Pet

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

    /// A one-model, one-endpoint spec.
    static func spec(api: String, model: String, extraField: String? = nil) -> String {
        """
        api: \(api)
        base_url: https://\(api.lowercased()).example.com

        models:
          \(model):
            id: int
            title: string
        \(extraField.map { "    \($0): int\n" } ?? "")
        endpoints:
          list\(model)s:
            method: GET
            path: /\(model.lowercased())s
            response: [\(model)]

        """
    }
}
