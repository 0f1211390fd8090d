import EndpointImport
import EndpointSpec
import Foundation

/// The values of `generator import`.
package struct ImportOptions: Sendable, Equatable {
    package var document: String
    /// `--output <dir>`, or `--output <file.yaml>` for one spec file.
    package var output = "specs"
    /// `--api <Name>`.
    package var apiName: String?
    /// `--split-by tag`.
    package var splitByTag = false
    /// `--references-root <dir>`: the directory the files the document's references name must lie in (default: the
    /// document's).
    package var referencesRoot: String?

    init(_ command: ParsedCommand) throws(UsageError) {
        document = command.positionals.first ?? ""
        output = command.value(of: GeneratorTool.importOutput) ?? "specs"
        apiName = try typeName(of: GeneratorTool.apiName, in: command)
        referencesRoot = command.value(of: GeneratorTool.referencesRoot)
        if let split = command.value(of: GeneratorTool.splitBy) {
            guard split == "tag" else {
                throw UsageError(message: "unknown --split-by '\(split)'; expected tag", usage: command.usage)
            }
            splitByTag = true
        }
        if splitByTag, Self.namesSpecFile(output) {
            throw UsageError(
                message: "--split-by tag writes several spec files, so --output must be a directory, not '\(output)'",
                usage: command.usage)
        }
    }

    /// Whether `--output` names one spec file (it ends in `.yaml` or `.yml`) rather than a directory.
    static func namesSpecFile(_ output: String) -> Bool {
        let lowercased = output.lowercased()
        return lowercased.hasSuffix(".yaml") || lowercased.hasSuffix(".yml")
    }
}

/// The values of `generator infer`.
package struct InferOptions: Sendable, Equatable {
    package var samples: [String]
    /// `--model <Name>`.
    package var modelName: String?
    /// `--api <Name>`.
    package var apiName: String?
    /// `--output <file>`; `nil` prints the spec.
    package var output: String?

    init(_ command: ParsedCommand) throws(UsageError) {
        samples = command.positionals
        modelName = try typeName(of: GeneratorTool.modelName, in: command)
        apiName = try typeName(of: GeneratorTool.apiName, in: command)
        output = command.value(of: GeneratorTool.inferOutput)
        if let apiName, apiName == modelName ?? SampleInference.modelName(forSample: samples.first ?? "") {
            throw UsageError(
                message: "--api '\(apiName)' is also the model's name, and a model cannot be named like its API; "
                    + "choose another --api or --model",
                usage: command.usage)
        }
    }
}

/// The value of `--api` or `--model`, which is used exactly as typed: a name the spec format does not accept there is
/// refused (exit 64) with the name it could be, never renamed without a word (`--api KK` names the API `KK`).
private func typeName(of option: OptionDescription, in command: ParsedCommand) throws(UsageError) -> String? {
    guard let name = command.value(of: option) else { return nil }
    let isModel = option == GeneratorTool.modelName
    let accepts = isModel ? SampleInference.isModelName : SampleInference.isTypeName
    guard !accepts(name) else { return name }
    // The name in UpperCamelCase, else (a reserved name: `Foundation`, `Request`) with the suffix the importer and
    // `infer` give such a name themselves (`FoundationAPI`, `RequestModel`).
    let suggestion = [name, name + (isModel ? "Model" : "API")].lazy
        .compactMap(SampleInference.suggestedTypeName(for:)).first(where: accepts)
    let what = isModel ? "a Swift, Foundation, runtime or generated type's name (Request, Client, CodingKeys…)"
        : "a Swift, Foundation or runtime name"
    throw UsageError(
        message: "--\(option.name) '\(name)' is not a name the spec format accepts there (an UpperCamelCase Swift "
            + "identifier that is not \(what))\(suggestion.map { "; did you mean '\($0)'?" } ?? "")",
        usage: command.usage)
}

/// `generator import` and `generator infer`: bringing an existing API in (docs/import.md).
struct ImportCommands {
    let directory: String
    let console: Console

    /// The first line of every spec file `infer` writes; only such files are overwritten.
    static let inferredMarker = "# Inferred by endpoint-generator"

    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") || directory == "." ? path : directory + "/" + path
    }

    /// Imports the document, lints the spec files, and writes them; exit 1 on an error (nothing written).
    func importDocument(_ options: ImportOptions) -> Int32 {
        // `--output api.yaml` is the one spec file; any other `--output` is the directory the files go into. Each
        // spec's first line names the document by its path from there, which tells this document's specs from
        // another's (docs/import.md).
        let output = URL(fileURLWithPath: absolute(options.output)).standardizedFileURL
        let specDirectory = ImportOptions.namesSpecFile(options.output) ? output.deletingLastPathComponent() : output
        let documentName = OutputPath.relative(
            URL(fileURLWithPath: absolute(options.document)).standardizedFileURL.path, to: specDirectory.path)
        if let root = options.referencesRoot {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute(root), isDirectory: &isDirectory), isDirectory.boolValue else {
                console.error("error: --references-root '\(root)' is not a directory")
                return 1
            }
        }
        let importer = OpenAPIImporter(
            options: .init(
                apiName: options.apiName, splitByTag: options.splitByTag, documentName: documentName,
                referencesRoot: options.referencesRoot.map(absolute)))
        let result = importer.importDocument(at: absolute(options.document))
        for diagnostic in result.diagnostics { console.error(diagnostic.description) }
        guard !result.diagnostics.contains(where: { $0.severity == .error }), !result.files.isEmpty else { return 1 }
        let targets: [(file: OpenAPIImporter.File, path: String)]
        if ImportOptions.namesSpecFile(options.output), let file = result.files.first, result.files.count == 1 {
            targets = [(file, absolute(options.output))]
        } else {
            targets = result.files.map { ($0, absolute(options.output) + "/" + $0.name) }
        }
        // Documents and files are compared by their real path: one reached through a symbolic link (a linked
        // directory, a link to the document) is the same file.
        let documentPath = Self.realPath(absolute(options.document))
        /// Whether a spec's first line (`other`, a path from `directory`) names the document being imported.
        func namesThisDocument(_ other: String, from directory: String) -> Bool {
            other == documentName || [directory, Self.realPath(directory)].contains { base in
                Self.realPath(other.hasPrefix("/") ? other : base + "/" + other) == documentPath
            }
        }
        let targetPaths = Set(targets.map { URL(fileURLWithPath: $0.path).standardizedFileURL.path })
        for (file, path) in targets {
            if Self.realPath(path) == documentPath {
                console.error("error: '\(path)' is the document being imported; choose another --output")
                return 1
            }
            if let refusal = clashRefusal(path, file: file, targets: targetPaths, namesThisDocument: namesThisDocument) {
                console.error(refusal)
                return 1
            }
            if case .success(let bytes) = FileContents.read(path) {
                let existing = String(decoding: bytes, as: UTF8.self)
                guard existing.hasPrefix(ImportHeader.marker) else {
                    console.error("error: '\(path)' exists and was not written by 'generator import'; it is left alone")
                    return 1
                }
                // Another document whose title gives the same file name (two services' `openapi.yaml`, both `API`).
                let directory = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
                if let other = ImportHeader.documentName(in: existing), !namesThisDocument(other, from: directory) {
                    console.error("\(SourceLocation.start(of: path)): error: this spec was imported from another document, "
                        + "'\(other)', not from '\(documentName)' (each by its path from the spec's directory); it is left "
                        + "alone: remove it to import '\(options.document)' in its place, or choose another --api or --output")
                    return 1
                }
            }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                console.error("error: '\(path)' is a directory; choose another --output")
                return 1
            }
        }
        // The importer's promise: what it writes lints clean. Checked on a staged copy first, so that a document it
        // cannot express leaves nothing written.
        guard let specWarnings = lintWarnings(targets) else { return 1 }
        guard write(targets.map { ($0.path, $0.file.text) }, marker: ImportHeader.marker) else { return 1 }
        let names = targets.map { ($0.path as NSString).lastPathComponent }.joined(separator: ", ")
        let warnings = result.warningCount + specWarnings
        console.out("\(options.output): wrote \(names); \(warnings) warning\(warnings == 1 ? "" : "s")")
        return 0
    }

    /// The real path of `path` (absolute, symbolic links resolved), as the importer compares its files.
    static func realPath(_ path: String) -> String {
        DocumentSet.realPath(path)
    }

    /// Why the spec `file` may not be written at `path` beside the specs already in its directory, if it may not
    /// (docs/import.md): a spec of the same file name with the other extension (`pets.yml` beside `pets.yaml`),
    /// whose generated files would be this one's, or a spec this document was imported into before under another
    /// name with the same `api` (`--output specs/a.yaml` after `specs/pets.yaml`). Either would be a second spec of
    /// the API, which lint refuses (`spec.duplicateFileName`, `spec.duplicateAPIName`).
    private func clashRefusal(
        _ path: String, file: OpenAPIImporter.File, targets: Set<String>,
        namesThisDocument: (String, String) -> Bool
    ) -> String? {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let directory = url.deletingLastPathComponent()
        let stem = url.deletingPathExtension().lastPathComponent
        let api = Self.apiName(in: file.text)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names.sorted() where SpecLoader.fileExtensions.contains((name as NSString).pathExtension) {
            let other = directory.appendingPathComponent(name).path
            guard !targets.contains(other), case .success(let bytes) = FileContents.read(other) else { continue }
            let text = String(decoding: bytes, as: UTF8.self)
            // Named as the user named the output: `specs/pets.yaml` beside `specs/pets.yml`.
            let shown = ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(name)
            let ours = text.hasPrefix(ImportHeader.marker)
                && ImportHeader.documentName(in: text).map { namesThisDocument($0, directory.path) } == true
            let fix = ours ? "import into it with --output \(shown), or remove it"
                : "remove it, or choose another --api or --output"
            if SpecLoader.fileStem(of: name) == stem {
                return "error: '\(shown)' \(ours ? "holds this document's spec already" : "exists"), and '\(path)' beside it "
                    + "would be a second spec of the same file name (their generated files would collide); \(fix)"
            }
            if ours, let api, Self.apiName(in: text) == api {
                return "error: '\(shown)' holds this document's spec already (api \(api)), and '\(path)' would be a second "
                    + "spec of that api; \(fix)"
            }
        }
        return nil
    }

    /// The `api` of a spec the importer wrote (`api: Pets`, its second line).
    static func apiName(in spec: String) -> String? {
        for line in spec.split(separator: "\n").prefix(4) where line.hasPrefix("api: ") {
            return String(line.dropFirst(5)).trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        }
        return nil
    }

    /// Lints the spec files as they would be written, in a staging directory of their own (each under its file
    /// name, so `uses:` between them resolve), and prints what lint reports at the paths the files would have had:
    /// its warnings (a property, enum value or parameter renamed to a valid or distinct Swift name, say) belong to the
    /// import's report. Lint is the pipeline `generator lint --no-config` runs, generation included, so the report
    /// has every warning that lint gives the written specs. Returns the number of warnings, or `nil` when the specs
    /// would not lint (the errors are printed, nothing is written).
    private func lintWarnings(_ targets: [(file: OpenAPIImporter.File, path: String)]) -> Int? {
        let staging = FileManager.default.temporaryDirectory.appendingPathComponent("generator-import-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: staging) }
        let staged = targets.map { (staged: staging.appendingPathComponent($0.file.name).path, file: $0.file, path: $0.path) }
        guard write(staged.map { ($0.staged, $0.file.text) }, marker: ImportHeader.marker) else { return nil }
        let finalPaths = Dictionary(staged.map { ($0.staged, $0.path) }, uniquingKeysWith: { first, _ in first })
        let lint = GeneratorPipeline(specPaths: finalPaths.keys.sorted()).run()
        let shown = lint.diagnostics.filter { lint.hasErrors ? $0.severity == .error : true }
        for diagnostic in shown {
            var text = diagnostic.description
            for (staged, path) in finalPaths { text = text.replacingOccurrences(of: staged, with: path) }
            console.error(text)
        }
        guard lint.hasErrors else { return shown.filter { $0.severity == .warning }.count }
        console.error("error: the imported specs would not lint; nothing is written (the document has something the "
            + "importer does not express yet: please report it)")
        return nil
    }

    /// Infers a model from the samples and prints or writes the spec.
    func infer(_ options: InferOptions) -> Int32 {
        var samples: [SampleInference.Sample] = []
        var unreadable = DiagnosticCollector()
        for path in options.samples {
            guard let bytes = YAMLLoader.read(file: absolute(path), kind: .sample, diagnostics: &unreadable) else { continue }
            samples.append(SampleInference.Sample(path: path, bytes: bytes))
        }
        for diagnostic in unreadable { console.error(diagnostic.description) }
        guard unreadable.isEmpty else { return 1 }
        let modelName = options.modelName ?? SampleInference.modelName(forSample: options.samples.first ?? "")
        let result = SampleInference.inferSpec(samples, modelName: modelName, apiName: options.apiName ?? "Samples")
        for diagnostic in result.diagnostics { console.error(diagnostic.description) }
        guard let text = result.text else { return 1 }
        guard let output = options.output else {
            console.out(text)
            return 0
        }
        // Like import, infer never replaces what it did not write: a hand-written spec, a Swift file, or a sample.
        let outputPath = URL(fileURLWithPath: absolute(output)).standardizedFileURL.path
        if options.samples.contains(where: { URL(fileURLWithPath: absolute($0)).standardizedFileURL.path == outputPath }) {
            console.error("error: '\(output)' is one of the samples; choose another --output")
            return 1
        }
        if case .success(let existing) = FileContents.read(outputPath),
            !String(decoding: existing, as: UTF8.self).hasPrefix(Self.inferredMarker) {
            console.error("error: '\(output)' exists and was not written by 'generator infer'; it is left alone")
            return 1
        }
        return write([(outputPath, text)], marker: Self.inferredMarker) ? 0 : 1
    }

    /// Writes spec files (full paths, in one directory) through the generated files' writer: atomically, only what
    /// changed, removing nothing else; a failure is printed with the full path and the plain reason.
    /// - Returns: Whether the files were written.
    private func write(_ files: [(path: String, text: String)], marker: String) -> Bool {
        guard let directory = files.first.map({ URL(fileURLWithPath: $0.path).deletingLastPathComponent() }) else {
            return true
        }
        let writer = OutputWriter(directory: directory, ownershipMarker: marker)
        let contents = Dictionary(files.map { (URL(fileURLWithPath: $0.path).lastPathComponent, $0.text) },
                                  uniquingKeysWith: { first, _ in first })
        do {
            try writer.apply(try writer.plan(for: contents, pruning: .noFiles))
            return true
        } catch {
            console.error("error: \(error)")
            return false
        }
    }
}
