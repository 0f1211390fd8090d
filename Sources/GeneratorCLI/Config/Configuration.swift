import EndpointCodegen
import EndpointSpec
import Foundation

/// The generator's settings, from defaults, a `generator.yaml` file, and command-line options (in that order).
///
/// ```yaml
/// specs: [specs]                 # files or directories, relative to this file
/// output: Generated
/// outputs: [models, requests, view_models]   # default; add mocks for samples, mocks and previews (docs/mocks.md)
/// access: public                 # public | internal | package
/// view_model_style: observation  # observation | closure | combine
/// templates: MyTemplates         # optional directory overriding templates file by file
/// file_names: "{Name}{Kind}.swift"   # {Name}: UpperCamelCase spec file stem, {stem}: as written, {Kind}: Models…
/// model_files: 4                 # spread each spec's models and request types over 4 files (default 1): {Name}Models.swift, …Models2…
/// mutable_models: true           # var properties in every model without mutable: false (default: models a body sends)
/// include: [getRepository]       # optional: only these endpoints
/// exclude: [renderMarkdownRaw]   # optional: leave these out
/// stubs: Sources/App/ViewModels  # optional: each view model's team-owned file, written once
/// ```
/// The CLI, the build plugin and the command plugin all read this one format.
package struct Configuration: Sendable, Equatable {
    package var specs: [String] = ["specs"]
    /// Whether the config file sets `specs` (its value may still equal the default, e.g. `specs: [specs]`).
    package var setsSpecs = false
    package var output: String = "Generated"
    /// Whether the config file sets `output`.
    package var setsOutput = false
    package var templates: String?
    /// `stubs`: the directory where each view model's team-owned file is written once (docs/view-models.md).
    package var stubs: String?
    package var options = GeneratorOptions()
    /// Where the config file writes `output` and `stubs`, so that a run that cannot use the directory (a file is there,
    /// or a file where a directory above it goes) reports the problem at the setting rather than without a location.
    package var outputLocation: SourceLocation?
    package var stubsLocation: SourceLocation?
    /// Where each `include`/`exclude` entry is written in the config file, for located warnings.
    package var selectionLocations: [EndpointSelection: SourceLocation] = [:]

    package init() {}

    static let keys = [
        "specs", "output", "outputs", "access", "view_model_style", "templates", "include", "exclude", "file_names",
        "model_files", "mutable_models", "stubs",
    ]

    /// Reads `path`; relative paths inside are resolved against the file's directory. Problems are diagnostics
    /// in the file, as for specs, added to `diagnostics`.
    /// - Returns: The configuration, or `nil` when the file has errors.
    package static func load(file path: String, diagnostics: inout DiagnosticCollector) -> Configuration? {
        let bytes: [UInt8]
        switch FileContents.read(path) {
        case .success(let read):
            bytes = read
        case .failure(let failure):
            diagnostics.error(.unreadableConfig, "cannot read config file '\(path)': \(failure.reason)", at: nil)
            return nil
        }
        var fileDiagnostics = DiagnosticCollector()
        defer { diagnostics.append(contentsOf: fileDiagnostics) }
        guard let root = YAMLLoader.parse(bytes, path: path, kind: .configFile, diagnostics: &fileDiagnostics) else {
            // A file with nothing in it (or only comments) asks for nothing: the defaults.
            guard fileDiagnostics.ids == [.emptyDocument] else { return nil }
            fileDiagnostics = DiagnosticCollector()
            return Configuration()
        }
        guard let pairs = root.mapping else {
            fileDiagnostics.error(.configNotMapping, "a config file is a mapping of settings", at: root.location)
            return nil
        }
        var reader = ConfigReader(base: (path as NSString).deletingLastPathComponent)
        var configuration = Configuration()
        for pair in pairs {
            reader.apply(key: pair.key, value: pair.value, to: &configuration)
        }
        fileDiagnostics.append(decoded: reader.diagnostics, over: fileDiagnostics)
        return fileDiagnostics.hasErrors ? nil : configuration
    }
}

/// Reads the settings of a config file's mapping into a `Configuration`, one key at a time, collecting problems.
private struct ConfigReader {
    /// The config file's directory; relative paths in settings are resolved against it.
    let base: String
    var diagnostics = DiagnosticCollector()

    /// Applies one `key: value` setting.
    mutating func apply(key keyNode: YAMLNode, value: YAMLNode, to configuration: inout Configuration) {
        let key = keyNode.scalar?.text ?? ""
        switch key {
        case "specs":
            configuration.specs = specPaths(value)
            configuration.setsSpecs = true
        case "output":
            if let text = string(value, key: key) {
                configuration.output = resolve(text)
                configuration.setsOutput = true
                configuration.outputLocation = value.location
            }
        case "stubs":
            if let text = string(value, key: key) {
                configuration.stubs = resolve(text)
                configuration.stubsLocation = value.location
            }
        case "templates": if let directory = templateDirectory(value) { configuration.templates = directory }
        case "outputs": configuration.options.outputs = outputs(value)
        case "access":
            if let level = choice(value, key: "access", noun: "access level", as: GeneratorOptions.AccessLevel.self) {
                configuration.options.accessLevel = level
            }
        case "view_model_style":
            if let style = choice(value, key: "view_model_style", noun: "view model style", as: GeneratorOptions.ViewModelStyle.self) {
                configuration.options.viewModelStyle = style
            }
        case "file_names": if let pattern = fileNamePattern(value) { configuration.options.fileNamePattern = pattern }
        case "model_files": if let count = modelFiles(value) { configuration.options.modelFiles = count }
        case "mutable_models": if let mutable = bool(value, key: "mutable_models") { configuration.options.mutableModels = mutable }
        case "include": configuration.options.includeEndpoints = selection(.include, value, into: &configuration)
        case "exclude": configuration.options.excludeEndpoints = selection(.exclude, value, into: &configuration)
        default:
            diagnostics.error(
                .unknownConfigKey,
                "unknown key '\(key)' in the config file\(Suggestions.didYouMean(key, among: Configuration.keys))",
                at: keyNode.location)
        }
    }

    // MARK: Settings

    /// `specs`: files or directories that must exist; a directory must hold a spec file (as a directory on the
    /// command line must), reported here at the entry rather than by the loader without a location.
    private mutating func specPaths(_ value: YAMLNode) -> [String] {
        let entries = names(value, key: "specs")
        if value.sequence?.isEmpty == true {
            diagnostics.error(
                .emptyConfigList,
                "specs is empty: no spec would be generated and every generated file would be removed; name a spec "
                    + "file or directory, or remove the key for the default (specs)",
                at: value.location)
        }
        var paths: [String] = []
        for entry in entries {
            let resolved = resolve(entry.text)
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory) {
                diagnostics.error(.missingSpecPath, "no spec file or directory '\(resolved)'", at: entry.node.location)
            } else if isDirectory.boolValue, SpecLoader.specFiles(in: resolved).isEmpty {
                diagnostics.error(.noSpecFiles, "no spec files (*.yaml, *.yml) in directory '\(resolved)'", at: entry.node.location)
            }
            paths.append(resolved)
        }
        return paths
    }

    /// `templates`: a directory that must exist.
    private mutating func templateDirectory(_ value: YAMLNode) -> String? {
        guard let text = string(value, key: "templates") else { return nil }
        let directory = resolve(text)
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
            diagnostics.error(.missingTemplateDirectory, "no template directory '\(directory)'", at: value.location)
        } else if !isDirectory.boolValue {
            diagnostics.error(.missingTemplateDirectory,
                "'\(directory)' is a file, not a directory: 'templates' names the directory that holds the .mustache "
                    + "overrides", at: value.location)
        }
        return directory
    }

    /// `outputs`: known file kinds, including `models` (the models file declares the namespace), and `requests`
    /// whenever `view_models` is listed. `mocks` goes with any of them: its file leaves out what is not generated.
    private mutating func outputs(_ value: YAMLNode) -> Set<GeneratorOptions.Output> {
        var outputs: Set<GeneratorOptions.Output> = []
        for entry in names(value, key: "outputs") {
            if let output = GeneratorOptions.Output(rawValue: entry.text) {
                outputs.insert(output)
            } else {
                let known = GeneratorOptions.Output.allCases.map(\.rawValue)
                diagnostics.error(
                    .unknownConfigValue,
                    "unknown output '\(entry.text)'; expected models, requests, view_models or mocks"
                        + Suggestions.didYouMean(entry.text, among: known),
                    at: entry.node.location)
            }
        }
        if value.sequence?.isEmpty == true {
            diagnostics.error(
                .emptyOutputs,
                "outputs is empty: nothing would be generated and every generated file would be removed; "
                    + "list at least models, or remove the key for the default (models, requests, view_models)",
                at: value.location)
        }
        if !outputs.contains(.models), !outputs.isEmpty {
            diagnostics.error(
                .outputsWithoutModels, "outputs must include models: the models file declares the API's namespace",
                at: value.location)
        }
        if outputs.contains(.viewModels), !outputs.contains(.requests) {
            diagnostics.error(
                .viewModelsWithoutRequests,
                "outputs has view_models but not requests: view models send the request types and client methods "
                    + "the requests file declares; add requests, or remove view_models",
                at: value.location)
        }
        return outputs
    }

    /// `model_files`: how many files a spec's models (and, above 1, request types) are spread over, 1 to
    /// `GeneratorOptions.maximumModelFiles`, written as a plain number (`4`; not `"4"` or `+4`, as `mutable_models`
    /// takes `true` and not `"true"`).
    private mutating func modelFiles(_ value: YAMLNode) -> Int? {
        guard let text = string(value, key: "model_files") else { return nil }
        let isPlainDigits = value.scalar?.style == .plain && !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
        guard isPlainDigits, let count = Int(text), (1...GeneratorOptions.maximumModelFiles).contains(count) else {
            let quoted = value.scalar?.style != .plain && Int(text) != nil
            diagnostics.error(
                .unknownConfigValue,
                "model_files must be a whole number from 1 to \(GeneratorOptions.maximumModelFiles), not "
                    + (quoted ? "the quoted string \"\(text)\"; remove the quotes" : "'\(text)'"),
                at: value.location)
            return nil
        }
        return count
    }

    /// `file_names`: a pattern that names three distinct files per spec.
    private mutating func fileNamePattern(_ value: YAMLNode) -> String? {
        guard let pattern = string(value, key: "file_names") else { return nil }
        if let problem = GeneratorOptions.problem(withFileNamePattern: pattern) {
            diagnostics.error(.invalidFileNamePattern, "file_names '\(pattern)' \(problem)", at: value.location)
            return nil
        }
        return pattern
    }

    /// `include`/`exclude`: endpoint names, each remembered with its location for the pipeline's warnings.
    private mutating func selection(
        _ kind: EndpointSelection.Kind, _ value: YAMLNode, into configuration: inout Configuration
    ) -> Set<String> {
        let entries = names(value, key: kind.rawValue)
        if kind == .include, value.sequence?.isEmpty == true {
            // Read literally, an empty include keeps no endpoint; as no include at all it would keep every one.
            diagnostics.error(
                .emptyConfigList,
                "include is empty: it would keep no endpoint, and every client would be empty; list the endpoints "
                    + "to keep, or remove the key to keep every endpoint",
                at: value.location)
        }
        for entry in entries {
            let key = EndpointSelection(kind: kind, name: entry.text)
            if configuration.selectionLocations[key] == nil { configuration.selectionLocations[key] = entry.node.location }
        }
        return Set(entries.map(\.text))
    }

    // MARK: Values

    private func resolve(_ relative: String) -> String {
        relative.hasPrefix("/") || base.isEmpty ? relative : base + "/" + relative
    }

    /// A list of names, each with the node it is written at, so that a problem with one entry is reported there
    /// (an entry that is not a name is left out, with an error of its own); a single name is a list of one.
    private mutating func names(_ node: YAMLNode, key: String) -> [(text: String, node: YAMLNode)] {
        if let scalar = node.scalar, !scalar.isNull { return [(scalar.text, node)] }
        guard let items = node.sequence else {
            diagnostics.error(.configExpectedList, "'\(key)' takes a list of names", at: node.location)
            return []
        }
        return items.compactMap { item in
            guard let scalar = item.scalar, !scalar.isNull else {
                diagnostics.error(.configExpectedList, "'\(key)' takes a list of names", at: item.location)
                return nil
            }
            return (scalar.text, item)
        }
    }

    private mutating func string(_ node: YAMLNode, key: String) -> String? {
        guard let scalar = node.scalar, !scalar.isNull, !scalar.text.isEmpty else {
            diagnostics.error(.configExpectedValue, "'\(key)' takes a single value", at: node.location)
            return nil
        }
        return scalar.text
    }

    /// `true` or `false`, as YAML 1.2 writes them (`yes`/`no` are not booleans here, as in specs).
    private mutating func bool(_ node: YAMLNode, key: String) -> Bool? {
        guard let text = string(node, key: key) else { return nil }
        switch node.scalar?.style == .plain ? text : "" {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default:
            let quoted = ["true", "false"].contains(text.lowercased())
            diagnostics.error(
                .unknownConfigValue,
                "'\(key)' must be true or false, not " + (quoted ? "the quoted string \"\(text)\"; remove the quotes" : "'\(text)'"),
                at: node.location)
            return nil
        }
    }

    private mutating func choice<T: RawRepresentable<String> & CaseIterable>(
        _ node: YAMLNode, key: String, noun: String, as: T.Type
    ) -> T? {
        guard let text = string(node, key: key) else { return nil }
        guard let value = T(rawValue: text) else {
            let allowed = T.allCases.map(\.rawValue)
            let list = allowed.dropLast().joined(separator: ", ") + " or " + (allowed.last ?? "")
            diagnostics.error(
                .unknownConfigValue, "unknown \(noun) '\(text)'; expected \(list)\(Suggestions.didYouMean(text, among: allowed))",
                at: node.location)
            return nil
        }
        return value
    }
}
