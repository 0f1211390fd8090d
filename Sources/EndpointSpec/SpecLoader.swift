import Foundation

/// Loads spec files: the first stage of the pipeline (YAML → node tree → validated `APIDefinition`s).
///
/// Every problem in every file is collected; callers write nothing when `diagnostics.hasErrors`.
package enum SpecLoader {
    /// The result of loading a set of specs.
    package struct Result: Sendable {
        /// Specs that decoded without errors, sorted by file path so output never depends on discovery order.
        package var apis: [APIDefinition]
        package var diagnostics: DiagnosticList
    }

    /// Spec file extensions, in the order they are looked for.
    package static let fileExtensions = ["yaml", "yml"]

    /// Loads every spec named by `paths`: files are read as given; directories contribute their `.yaml` and
    /// `.yml` files (not recursively), sorted by name. A directory without any spec is an error.
    package static func load(paths: [String]) -> Result {
        var diagnostics = DiagnosticList()
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                let found = specFiles(in: path)
                if found.isEmpty {
                    diagnostics.error("no spec files (*.yaml, *.yml) in directory '\(path)'", at: nil)
                }
                files.append(contentsOf: found)
            } else if !FileManager.default.fileExists(atPath: path), !fileExtensions.contains(where: { path.hasSuffix("." + $0) }) {
                // Without a spec file's extension the path may have meant a directory (the default `specs`, a
                // config's `specs` entry): say so, instead of calling it a spec file.
                diagnostics.error("no spec file or directory '\(path)'", at: nil)
            } else {
                files.append(path)
            }
        }
        var apis: [APIDefinition] = []
        let inputs = Array(Set(files)).sorted()
        var graph = SpecGraph()
        graph.parse(inputs, overriding: [:])
        let decoded = graph.decodeAll()
        for file in inputs {
            guard let result = decoded[file] else { continue }
            diagnostics.append(contentsOf: result.diagnostics)
            if let api = result.api { apis.append(api) }
        }
        // A used spec that is not among the inputs is loaded for its models only; its problems still count.
        for file in graph.order where !inputs.contains(file) {
            diagnostics.append(contentsOf: decoded[file]?.diagnostics ?? [])
        }
        diagnostics.append(contentsOf: crossSpecProblems(apis))
        return Result(apis: apis, diagnostics: diagnostics)
    }

    /// Loads one spec file (and, for its models only, the specs it `uses`); `api` is `nil` when the file has errors.
    package static func load(file path: String) -> (api: APIDefinition?, diagnostics: [Diagnostic]) {
        var graph = SpecGraph()
        graph.parse([path], overriding: [:])
        return graph.decodeAll()[path] ?? (nil, [])
    }

    /// Parses and decodes spec text held in memory (for tests, fuzzing and tools); `path` names it in locations,
    /// and specs it `uses` are read relative to it.
    package static func load(text bytes: [UInt8], path: String) -> (api: APIDefinition?, diagnostics: [Diagnostic]) {
        var graph = SpecGraph()
        graph.parse([path], overriding: [path: YAMLLoader.parse(bytes, path: path)])
        return graph.decodeAll()[path] ?? (nil, [])
    }

    /// Decodes the YAML layer's result: its diagnostics come first, then the spec decoder's, sorted by place.
    static func decode(
        _ yaml: (root: YAMLNode?, diagnostics: [Diagnostic]), path: String,
        usable: [String: APIDefinition], unusable: [String: String]
    ) -> (api: APIDefinition?, diagnostics: [Diagnostic]) {
        guard let root = yaml.root else {
            // The YAML layer reports why there is no document (syntax, encoding, an empty file).
            return (nil, yaml.diagnostics.isEmpty ? [.error("spec file is empty", at: .start(of: path))] : yaml.diagnostics)
        }
        var decoder = SpecDecoder(path: path, usable: usable, unusable: unusable)
        let api = decoder.decode(root)
        var diagnostics = DiagnosticList(yaml.diagnostics)
        diagnostics.append(contentsOf: decoder.reader.diagnostics.items)
        return (diagnostics.hasErrors ? nil : api, diagnostics.sorted)
    }

    /// The key under which a `uses` entry of the spec at `specPath` is looked up: the entry resolved against the
    /// spec's directory, as a standardized absolute path (so `./common.yaml` and `../specs/common.yaml` match).
    package static func usedSpecKey(_ entry: String, from specPath: String) -> String {
        let directory = URL(fileURLWithPath: specPath).deletingLastPathComponent()
        let url = entry.hasPrefix("/") ? URL(fileURLWithPath: entry) : directory.appendingPathComponent(entry)
        return url.standardizedFileURL.path
    }

    /// The same key for a spec file path.
    static func specKey(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// A spec file's name without directories and without its `.yaml`/`.yml` extension (`specs/github.yaml` →
    /// `github`): the stem of its generated file names and `APIDefinition.fileStem`.
    package static func fileStem(of path: String) -> String {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in fileExtensions.map({ "." + $0 }) where fileName.hasSuffix(suffix) {
            return String(fileName.dropLast(suffix.count))
        }
        return fileName
    }

    /// `.yaml` and `.yml` files directly inside `directory`, sorted, as `directory/name`.
    package static func specFiles(in directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        return names
            .filter { name in !name.hasPrefix(".") && fileExtensions.contains { name.hasSuffix("." + $0) } }
            .sorted()
            .map { base + "/" + $0 }
    }

    /// Problems between specs: two specs with one `api` name would declare one namespace twice, and two with
    /// one file name would write the same output files.
    static func crossSpecProblems(_ apis: [APIDefinition]) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var byName: [String: APIDefinition] = [:]
        var byStem: [String: APIDefinition] = [:]
        for api in apis {
            if let other = byName[api.name] {
                problems.append(.error(
                    "api '\(api.name)' is declared by two specs; each spec needs its own api name", at: api.location,
                    notes: [.init("also declared here", at: other.location)]))
            }
            if let other = byStem[api.fileStem] {
                problems.append(.error(
                    "specs '\(other.sourcePath)' and '\(api.sourcePath)' have the same file name, so their output files "
                        + "would collide", at: api.location))
            }
            byName[api.name] = byName[api.name] ?? api
            byStem[api.fileStem] = byStem[api.fileStem] ?? api
        }
        return problems
    }
}
