import Foundation

/// What the plugin finds in a target's directory: its spec files and its optional `generator.yaml`.
struct TargetSetup {
    /// The config file's name; a spec file may not have it.
    static let configName = "generator.yaml"

    let directory: URL
    /// `generator.yaml` in the target's directory, when present.
    let config: URL?
    /// The target's own spec files, sorted.
    let specs: [URL]

    init(directory: URL, files: [URL]) {
        self.directory = directory
        let config = directory.appending(path: Self.configName)
        self.config = FileManager.default.fileExists(atPath: config.path) ? config : nil
        specs = files
            .filter { ["yaml", "yml"].contains($0.pathExtension) && $0.lastPathComponent != Self.configName }
            .sorted { $0.path < $1.path }
    }

    /// `--config <file>`, or `--no-config` so that a `generator.yaml` in the package root is never picked up.
    var configArguments: [String] {
        config.map { ["--config", $0.path] } ?? ["--no-config"]
    }

    var configFiles: [URL] { config.map { [$0] } ?? [] }

    /// Arguments for `generator --print-plan`: the config, and the target's own specs.
    var planArguments: [String] {
        ["--print-plan"] + configArguments + specs.map(\.path)
    }
}
