import Foundation

/// Loads spec files: the first stage of the pipeline (YAML → node tree → validated `APIDefinition`s).
///
/// Every problem in every file goes to the caller's `DiagnosticCollector`; callers write nothing when it
/// `hasErrors`.
package enum SpecLoader {
    /// Spec file extensions, in the order they are looked for.
    package static let fileExtensions = ["yaml", "yml"]

    /// Loads every spec named by `paths`: files are read as given; directories contribute their `.yaml` and
    /// `.yml` files, subdirectories included (``specFiles(in:)``). A directory without any spec is an error.
    /// - Parameter specsRoots: Directories the specs' `uses` entries must stay inside (spec format, "Sharing
    ///   models"); `nil` means ``specsRoots(of:)`` of `paths`.
    /// - Returns: The specs that decoded without errors, sorted by file path so output never depends on
    ///   discovery order.
    package static func load(
        paths: [String], specsRoots: [String]? = nil, diagnostics: inout DiagnosticCollector
    ) -> [APIDefinition] {
        var read: [String] = []
        return load(paths: paths, specsRoots: specsRoots, diagnostics: &diagnostics, read: &read)
    }

    /// ``load(paths:specsRoots:diagnostics:)``, also telling which spec files it read: `read` receives every file
    /// named or found, sorted, those with errors too (not the specs they `use`), for `generator lint`'s summary.
    package static func load(
        paths: [String], specsRoots: [String]? = nil, diagnostics: inout DiagnosticCollector, read: inout [String]
    ) -> [APIDefinition] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                let found = specFiles(in: path)
                if found.isEmpty {
                    diagnostics.error(.noSpecFiles, "no spec files (*.yaml, *.yml) in directory '\(path)'", at: nil)
                }
                files.append(contentsOf: found)
            } else if !FileManager.default.fileExists(atPath: path), !fileExtensions.contains(where: { path.hasSuffix("." + $0) }) {
                // Without a spec file's extension the path may have meant a directory (the default `specs`, a
                // config's `specs` entry): say so, instead of calling it a spec file.
                diagnostics.error(.noSuchSpecPath, "no spec file or directory '\(path)'", at: nil)
            } else {
                files.append(path)
            }
        }
        var apis: [APIDefinition] = []
        let inputs = Array(Set(files)).sorted()
        var graph = SpecGraph(specsRoots: specsRoots ?? Self.specsRoots(of: paths))
        graph.parse(inputs, overriding: [:])
        let decoded = graph.decodeAll()
        for file in inputs {
            guard let result = decoded[file] else { continue }
            diagnostics.append(contentsOf: result.diagnostics)
            if let api = result.api { apis.append(api) }
        }
        // A used spec that is not among the inputs is loaded for its models only; its problems still count.
        for file in graph.order where !inputs.contains(file) {
            diagnostics.append(contentsOf: decoded[file]?.diagnostics ?? DiagnosticCollector())
        }
        diagnostics.append(contentsOf: crossSpecProblems(apis))
        read = inputs
        return apis
    }

    /// Loads one spec file (and, for its models only, the specs it `uses`), adding its problems to `diagnostics`
    /// sorted by place.
    /// - Returns: The decoded spec, or `nil` when the file has errors.
    package static func load(file path: String, diagnostics: inout DiagnosticCollector) -> APIDefinition? {
        var graph = SpecGraph(specsRoots: specsRoots(of: [path]))
        graph.parse([path], overriding: [:])
        let result = graph.decodeAll()[path]
        diagnostics.append(contentsOf: result?.diagnostics ?? DiagnosticCollector())
        return result?.api
    }

    /// Parses and decodes spec text held in memory (for tests, fuzzing and tools); `path` names it in locations,
    /// and specs it `uses` are read relative to it.
    /// - Returns: The decoded spec, or `nil` when the text has errors (each added to `diagnostics`).
    package static func load(text bytes: [UInt8], path: String, diagnostics: inout DiagnosticCollector) -> APIDefinition? {
        var yamlDiagnostics = DiagnosticCollector()
        let root = YAMLLoader.parse(bytes, path: path, kind: .specFile, diagnostics: &yamlDiagnostics)
        var graph = SpecGraph(specsRoots: specsRoots(of: [path]))
        graph.parse([path], overriding: [path: SpecGraph.Parsed(root: root, diagnostics: yamlDiagnostics)])
        let result = graph.decodeAll()[path]
        diagnostics.append(contentsOf: result?.diagnostics ?? DiagnosticCollector())
        return result?.api
    }

    /// Decodes the YAML layer's result: its diagnostics come first, then the spec decoder's, sorted by place.
    /// - Returns: The spec (`nil` when the file has errors) and the file's own diagnostics.
    static func decode(
        _ parsed: SpecGraph.Parsed, path: String, specsRoots: [String], usable: [String: APIDefinition],
        unusable: [String: SpecGraph.Unusable]
    ) -> SpecGraph.Decoded {
        guard let root = parsed.root else {
            // The YAML layer reports why there is no document (syntax, encoding, an empty file).
            var diagnostics = parsed.diagnostics
            if diagnostics.isEmpty { diagnostics.error(.emptyDocument, "spec file is empty", at: .start(of: path)) }
            return SpecGraph.Decoded(api: nil, diagnostics: diagnostics)
        }
        var decoder = SpecDecoder(path: path, specsRoots: specsRoots, usable: usable, unusable: unusable)
        let api = decoder.decode(root)
        var diagnostics = parsed.diagnostics
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        if let character = controlCharacter(in: fileName) {
            diagnostics.error(.unusableSpecFileName,
                "the spec file's name holds the control character \(character), which cannot be written into the header "
                    + "comment of its generated files; rename the file", at: .start(of: path))
        }
        diagnostics.append(decoded: decoder.reader.diagnostics, over: parsed.diagnostics)
        return SpecGraph.Decoded(api: diagnostics.hasErrors ? nil : api, diagnostics: DiagnosticCollector(diagnostics.sorted))
    }

    /// The key under which a `uses` entry of the spec at `specPath` is looked up: the entry resolved against the
    /// spec's directory, as a standardized absolute path (so `./common.yaml` and `../specs/common.yaml` match).
    package static func usedSpecKey(_ entry: String, from specPath: String) -> String {
        let directory = URL(fileURLWithPath: specPath).deletingLastPathComponent()
        let url = entry.hasPrefix("/") ? URL(fileURLWithPath: entry) : directory.appendingPathComponent(entry)
        return url.standardizedFileURL.path
    }

    /// The specs roots of a run given `paths` (spec format, "Sharing models"): each directory given, and the
    /// directory of each file given, in order, each once.
    package static func specsRoots(of paths: [String]) -> [String] {
        var roots: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            let isDirectoryPath = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
            let root = isDirectoryPath ? path : URL(fileURLWithPath: path).deletingLastPathComponent().path
            if !roots.contains(root) { roots.append(root) }
        }
        return roots
    }

    /// Why the `uses` entry `entry` of the spec at `specPath` may not be read, or `nil` when it may: an entry is a
    /// relative path ending in `.yaml` or `.yml`, resolved against the spec's directory, whose real path (symbolic
    /// links resolved) lies inside one of `specsRoots` (also resolved). The rule keeps a spec from making the
    /// generator read any file on disk (spec format, "Sharing models"; `spec.usePathNotAllowed`).
    /// - Returns: The reason, worded to follow "cannot use '<entry>': ".
    package static func usePathRefusal(_ entry: String, from specPath: String, specsRoots: [String]) -> String? {
        if let refusal = pathSpellingRefusal(entry, naming: "a used spec") { return refusal }
        guard fileExtensions.contains(where: { entry.hasSuffix("." + $0) }) else {
            return "a used spec is a .yaml or .yml file"
        }
        return outsideRootsRefusal(usedSpecKey(entry, from: specPath), specsRoots: specsRoots)
    }

    /// Why the file an example key (`example_file`, `response_file`, `body_file`, `error_files`) of the spec at
    /// `specPath` names may not be read, or `nil` when it may: as for a `uses` entry, a relative path, resolved
    /// against the spec's directory, whose real path lies inside one of `specsRoots`, so that a spec cannot make
    /// the generator read (and echo in a diagnostic) any file on disk (spec format, "Examples";
    /// `example.pathNotAllowed`). Any extension is fine: the file is read as JSON.
    /// - Returns: The reason, worded to follow "cannot read example file '<entry>' of <what>: ".
    package static func examplePathRefusal(_ entry: String, from specPath: String, specsRoots: [String]) -> String? {
        if let refusal = pathSpellingRefusal(entry, naming: "an example file") { return refusal }
        return outsideRootsRefusal(usedSpecKey(entry, from: specPath), specsRoots: specsRoots)
    }

    /// Why a path a spec names (`kind`: "a used spec", "an example file") is refused by its spelling alone: a control
    /// character, or an absolute path; `nil` when neither.
    private static func pathSpellingRefusal(_ entry: String, naming kind: String) -> String? {
        if let character = controlCharacter(in: entry) {
            return "the path holds the control character \(character), which cannot be written into the header comment "
                + "of the generated files; rename the file"
        }
        if entry.hasPrefix("/") {
            return "\(kind) is named by a path relative to this spec's directory, not an absolute path"
        }
        return nil
    }

    /// The first control character (C0, DEL, C1) of `text`, written `U+000A`, or `nil`: a path holding one cannot be
    /// written into a `//` comment line of a generated file (a line break would end the comment; `spec.unusableFileName`).
    package static func controlCharacter(in text: String) -> String? {
        guard let scalar = text.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) else { return nil }
        return "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
    }

    /// Why `path` (absolute and standardized) is not inside one of `specsRoots` by its real path, symbolic links
    /// resolved on both sides, or `nil` when it is.
    private static func outsideRootsRefusal(_ path: String, specsRoots: [String]) -> String? {
        let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let inside = specsRoots.contains { root in
            let realRoot = URL(fileURLWithPath: root).standardizedFileURL.resolvingSymlinksInPath().path
            return real.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/")
        }
        guard inside else {
            // A root inside another adds nothing to the message.
            let outermost = specsRoots.filter { root in
                !specsRoots.contains { other in other != root && root.hasPrefix(other.hasSuffix("/") ? other : other + "/") }
            }
            let roots = outermost.map { "'\($0)'" }.joined(separator: ", ")
            return "it lies outside the specs root\(outermost.count == 1 ? "" : "s") \(roots) (through '..' or a symbolic link)"
        }
        return nil
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

    /// The config file's name, which is never a spec file (the build plugins skip it as well).
    package static let configFileName = "generator.yaml"

    /// The `.yaml` and `.yml` files under `directory`, subdirectories included, as `directory/sub/name`, sorted by
    /// path: what a build tool plugin finds in a target's directory, so the command line and the plugins read the
    /// same specs. Skipped: names starting with `.` (files and directories), `generator.yaml`, symbolic links to
    /// directories (no cycle can make the walk endless), and a link to a spec file found under its own path too.
    package static func specFiles(in directory: String) -> [String] {
        var found: [String] = []
        collectSpecFiles(in: directory.hasSuffix("/") ? String(directory.dropLast()) : directory, into: &found)
        // A file linked into the tree beside itself is read once, by its own path rather than the link's.
        var byTarget: [String: String] = [:]
        for path in found.sorted() {
            let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            if let kept = byTarget[target], !isSymbolicLink(kept) || isSymbolicLink(path) { continue }
            byTarget[target] = path
        }
        return byTarget.values.sorted()
    }

    private static func isSymbolicLink(_ path: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType == .typeSymbolicLink
    }

    private static func collectSpecFiles(in directory: String, into found: inout [String]) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] where !name.hasPrefix(".") {
            let path = directory + "/" + name
            let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
            if type == .typeDirectory {
                collectSpecFiles(in: path, into: &found)
            } else if name != configFileName, fileExtensions.contains(where: { name.hasSuffix("." + $0) }) {
                found.append(path)
            }
        }
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
                    .duplicateAPIName, "api '\(api.name)' is declared by two specs; each spec needs its own api name",
                    at: api.nameLocation ?? api.location, notes: [.init("also declared here", at: other.nameLocation ?? other.location)]))
            }
            if let other = byStem[api.fileStem] {
                problems.append(.error(
                    .duplicateFileName, "specs '\(other.sourcePath)' and '\(api.sourcePath)' have the same file name, so their output files "
                        + "would collide", at: api.location))
            }
            byName[api.name] = byName[api.name] ?? api
            byStem[api.fileStem] = byStem[api.fileStem] ?? api
        }
        return problems
    }
}

extension String {
    /// The string with leading zeros up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
