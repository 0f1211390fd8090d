import Foundation

/// What the plugins find in one target: its spec files and its optional `generator.yaml`, whether SwiftPM or
/// Xcode describes the target. Plain Foundation, so the SwiftPM and Xcode adapters share it and the tests compile it.
struct TargetSetup: Equatable {
    /// The config file's name; a spec file may not have it.
    static let configName = "generator.yaml"

    /// The target's name (SwiftPM: `name`; Xcode: `displayName`).
    let name: String
    /// Where the generator runs for this target: the config's directory, else the target's (SwiftPM) or the
    /// project's (Xcode) directory.
    let directory: URL
    /// The target's `generator.yaml`, when it has one.
    let config: URL?
    /// The target's own spec files (`*.yaml`, `*.yml` except `generator.yaml`), sorted by path.
    let specs: [URL]
    /// The target's JSON files (`*.json`, any case), sorted by path: the example files a spec reads (`example_file`,
    /// `response_file`, `body_file`, `error_files`, which stay inside the directory the generator runs in) are among
    /// them, so they are build inputs without the plugin reading YAML.
    let jsonFiles: [URL]

    init(name: String, directory: URL, config: URL?, files: [URL]) {
        self.name = name
        self.directory = directory
        self.config = config
        specs = files
            .filter { ["yaml", "yml"].contains($0.pathExtension) && $0.lastPathComponent != Self.configName }
            .sorted { $0.path < $1.path }
        jsonFiles = files.filter { $0.pathExtension.lowercased() == "json" }.sorted { $0.path < $1.path }
    }

    /// A SwiftPM target: `files` are its source files (every file under its directory that the manifest does not
    /// exclude); the config is `generator.yaml` directly in its directory.
    static func package(name: String, directory: URL, files: [URL]) -> TargetSetup {
        let config = directory.appending(path: configName)
        return TargetSetup(
            name: name, directory: directory,
            config: FileManager.default.fileExists(atPath: config.path) ? config : nil, files: files)
    }

    /// An Xcode target: `files` are its input files (the files that are members of the target). Xcode targets
    /// have no directory of their own, so the config is the member file named `generator.yaml` (the first by
    /// path when there are several), and the generator runs in its directory, else in the project's.
    static func xcode(name: String, projectDirectory: URL, files: [URL]) -> TargetSetup {
        let config = files.filter { $0.lastPathComponent == configName }.min { $0.path < $1.path }
        return TargetSetup(
            name: name, directory: config?.deletingLastPathComponent() ?? projectDirectory, config: config, files: files)
    }

    /// Whether the plugins have anything to do for this target.
    var hasSpecsOrConfig: Bool { config != nil || !specs.isEmpty }

    /// `--config <file>`, or `--no-config` so that a `generator.yaml` in the package root is never picked up.
    var configArguments: [String] {
        config.map { ["--config", $0.path] } ?? ["--no-config"]
    }

    /// `--specs-root <directory>`: the target's specs may name, in `uses`, spec files anywhere under the directory
    /// the generator runs in (the target's, for SwiftPM), not only beside themselves (each run is given one file).
    var specsRootArguments: [String] {
        ["--specs-root", directory.path]
    }

    /// The config file as a build input, when there is one.
    var configFiles: [URL] { config.map { [$0] } ?? [] }

    /// Arguments for `generator --print-plan`: the config, and the target's own specs.
    var planArguments: [String] {
        ["--print-plan"] + configArguments + specs.map(\.path)
    }
}
