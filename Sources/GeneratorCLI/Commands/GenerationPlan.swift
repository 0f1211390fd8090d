import EndpointCodegen
import EndpointSpec
import Foundation

/// What a run would read and write, printed as JSON by `generator --print-plan` without loading any spec.
///
/// The build plugin declares a build command's inputs and outputs before the generator runs; it asks the tool
/// for this plan so that spec discovery, the config file's `specs`, `outputs` and `templates`, and the output
/// file names (`GeneratorOptions.fileName(stem:output:)`, with the config's `file_names` pattern) have one implementation. Contract with
/// `Plugins/EndpointGeneratorPlugin`: the keys below, paths as resolved (absolute when given absolute).
///
/// ```json
/// {"configNamesSpecs": true,
///  "configSpecs": [{"path": "/p/specs/github.yaml", "outputs": ["GithubModels.swift", "GithubRequests.swift"]}],
///  "configOutput": "/p/Sources/App/Generated",
///  "specs": [...same shape: the specs this run generates...],
///  "templates": ["/p/MyTemplates/models.mustache"],
///  "templatesDirectory": "/p/MyTemplates",
///  "configJSONFiles": ["/p/specs/examples/pet.json"]}
/// ```
struct GenerationPlan: Encodable {
    /// One spec file and the names of the files it produces in the output directory.
    struct Spec: Encodable {
        var path: String
        var outputs: [String]
        /// A digest of what the build plugin declares from this plan for the spec's build command: its output
        /// file names and the config's spec files (``fingerprint(outputs:configNamesSpecs:configSpecs:)``). The
        /// plugin passes it back with `--planned`, so a command run under a plan made before the config changed
        /// these can tell (`GeneratorSession.stalePlanError`).
        var plan: String = ""
    }

    /// The specs this run generates: the positional arguments, else the config's or the default `specs`.
    var specs: [Spec]
    /// Whether the config file sets `specs`.
    var configNamesSpecs: Bool
    /// The specs the config file names (empty when it names none), whatever the positional arguments are.
    var configSpecs: [Spec]
    /// The template files that override built-in ones.
    var templates: [String]
    /// The config file's `templates` directory, resolved, when it sets one (absent from the JSON otherwise): a
    /// template added to it joins the run, so a build system must watch the directory, not only its files.
    var templatesDirectory: String?
    /// The config file's `output`, resolved, when it sets one (absent from the JSON otherwise).
    var configOutput: String?
    /// The `.json` files (any case) under the config's `specs` entries (a directory, or a spec file's directory, with
    /// their subdirectories; hidden ones skipped), sorted, each once; absent from the JSON when there are none. The
    /// example files a config spec reads (`example_file`, `response_file`, …) stay inside those specs roots, so they
    /// are among them: the build plugin makes them inputs of the build commands without reading YAML, as it does the
    /// target's own JSON files, so that editing an example file beside specs kept outside the target (the README's
    /// `specs: [../../specs]`) reruns the generator.
    var configJSONFiles: [String]?

    init(
        specPaths: [String], configuration: Configuration, configNamesSpecs: Bool, configOutput: String?,
        resolve: (String) -> String
    ) {
        func plan(_ paths: [String]) -> [Spec] {
            Self.specFiles(paths).map { path in
                Spec(path: path, outputs: configuration.options.fileNames(stem: SpecLoader.fileStem(of: path)))
            }
        }
        let configSpecs = configNamesSpecs ? plan(configuration.specs.map(resolve)) : []
        specs = plan(specPaths)
        self.configNamesSpecs = configNamesSpecs
        self.configSpecs = configSpecs
        for index in specs.indices {
            specs[index].plan = Self.fingerprint(
                outputs: specs[index].outputs, configNamesSpecs: configNamesSpecs, configSpecs: configSpecs)
        }
        for index in self.configSpecs.indices {
            self.configSpecs[index].plan = Self.fingerprint(
                outputs: configSpecs[index].outputs, configNamesSpecs: configNamesSpecs, configSpecs: configSpecs)
        }
        templates = configuration.templates.map { Self.templateFiles(in: resolve($0)) } ?? []
        templatesDirectory = configuration.templates.map(resolve)
        self.configOutput = configOutput
        let jsonFiles = configNamesSpecs ? Self.jsonFiles(under: configuration.specs.map(resolve)) : []
        configJSONFiles = jsonFiles.isEmpty ? nil : jsonFiles
    }

    /// The `.json` files (any case) under each of `paths` (a directory, or a file's directory, standardized),
    /// subdirectories included and hidden entries skipped, as ``configJSONFiles`` lists them.
    static func jsonFiles(under paths: [String]) -> [String] {
        var found: Set<String> = []
        var visited: Set<String> = []
        func collect(_ directory: String) {
            // A directory reached twice (two entries, or a symbolic link back up the tree) is listed once.
            guard visited.insert(URL(fileURLWithPath: directory).resolvingSymlinksInPath().path).inserted else { return }
            for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] where !name.hasPrefix(".") {
                let path = directory + "/" + name
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    collect(path)
                } else if (name as NSString).pathExtension.lowercased() == "json" {
                    found.insert(path)
                }
            }
        }
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            let url = URL(fileURLWithPath: path).standardizedFileURL
            let directory = (isDirectory.boolValue ? url : url.deletingLastPathComponent()).path
            collect(directory.count > 1 && directory.hasSuffix("/") ? String(directory.dropLast()) : directory)
        }
        return found.sorted()
    }

    /// The plan as one line of JSON with sorted keys.
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// Files as given; directories contribute their spec files, as `SpecLoader.load(paths:)` reads them.
    static func specFiles(_ paths: [String]) -> [String] {
        var seen: Set<String> = []
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            let isDirectoryPath = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
            for file in isDirectoryPath ? SpecLoader.specFiles(in: path) : [path] where seen.insert(file).inserted {
                files.append(file)
            }
        }
        return files.sorted()
    }

    /// What a build command planned from this plan depends on besides its spec: the spec's output file names (the
    /// config's `outputs`, `file_names` and `model_files`) and the spec files the config names (each a command of
    /// its own). A 64-bit FNV-1a digest (``FNV1a64``, length-prefixed fields) in hexadecimal, 16 digits. Templates
    /// are left out: the generator reads the config's `templates` directory when it runs, so a template added after
    /// the plan was made is used anyway.
    static func fingerprint(outputs: [String], configNamesSpecs: Bool, configSpecs: [Spec]) -> String {
        var hasher = FNV1a64()
        for output in outputs { hasher.combine(field: "output", Array(output.utf8)) }
        hasher.combine(field: "config names specs", configNamesSpecs ? [1] : [0])
        for spec in configSpecs {
            hasher.combine(field: "config spec", Array(spec.path.utf8))
            for output in spec.outputs { hasher.combine(field: "output", Array(output.utf8)) }
        }
        return hasher.hex
    }

    /// `.mustache` files directly in `directory`, as `TemplateSet.overriding(from:)` reads them.
    private static func templateFiles(in directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        return names.filter { $0.hasSuffix(".mustache") }.sorted().map { base + "/" + $0 }
    }
}
