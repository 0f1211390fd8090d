import EndpointCodegen
import EndpointSpec
import PayloadCheck

/// The whole generator in one place: every stage, the type that crosses each boundary, and how they compose.
///
/// ```
/// spec paths ──SpecLoader──▶ [APIDefinition] ──CodeGenerator(TemplateSet)──▶ [GeneratedFile] ──InputFingerprint──▶
///            ──OutputWriter──▶ disk
///             (YAMLLoader: libyaml events → YAMLNode tree → SpecDecoder: decode + validate;
///              ExampleChecker: every `example` against its type)
/// ```
/// Diagnostics from every stage are collected into one list; when any is an error, no files are produced.
package struct GeneratorPipeline: Sendable {
    /// The outcome of a run: the files to write (empty after any error) and every diagnostic, sorted.
    package struct Result: Sendable {
        package var files: [GeneratedFile]
        /// The team-owned view model files (`CodeGenerator.stubs`), when ``writesStubs`` asked for them; written
        /// only where missing.
        package var stubs: [GeneratedFile] = []
        package var diagnostics: [Diagnostic]
        /// Every spec file named or found, those with errors too (not the specs they `use`), sorted.
        package var specFiles: [String] = []
        package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    package var specPaths: [String]
    /// The directories the specs' `uses` entries must stay inside; `nil`: those of ``specPaths``
    /// (`SpecLoader.specsRoots(of:)`).
    package var specsRoots: [String]?
    package var templateDirectory: String?
    package var options: GeneratorOptions
    /// Where the config file names each `include`/`exclude` entry, keyed by ``EndpointSelection``, so that a
    /// warning about an entry points at it; entries without a location are reported without one.
    package var selectionLocations: [EndpointSelection: SourceLocation]
    /// Whether the result also carries the team-owned view model files.
    package var writesStubs: Bool
    /// The other spec files whose endpoints the config's `include` and `exclude` may name: the rest of the config's
    /// `specs` (or the default directory) and of `--specs-root`, which a run given some specs (the build plugin runs
    /// one spec at a time) does not load. Their endpoint names are read (not the whole specs) when there is a
    /// selection, so that a name one of them declares is no typo, and an `include` that names no endpoint of any of
    /// them is an error: it would generate empty clients.
    package var otherSelectableSpecs: [String]

    package init(
        specPaths: [String], specsRoots: [String]? = nil, templateDirectory: String? = nil,
        options: GeneratorOptions = GeneratorOptions(),
        selectionLocations: [EndpointSelection: SourceLocation] = [:], writesStubs: Bool = false,
        otherSelectableSpecs: [String] = []
    ) {
        self.otherSelectableSpecs = otherSelectableSpecs
        self.specPaths = specPaths
        self.specsRoots = specsRoots
        self.templateDirectory = templateDirectory
        self.options = options
        self.selectionLocations = selectionLocations
        self.writesStubs = writesStubs
    }

    /// Loads, validates and generates; `generate` writes the files, `lint` only prints the diagnostics, so both
    /// report exactly the same problems.
    package func run() -> Result {
        // 1. Load: YAML files → validated API definitions.
        var diagnostics = DiagnosticCollector()
        var specFiles: [String] = []
        let apis = SpecLoader.load(paths: specPaths, specsRoots: specsRoots, diagnostics: &diagnostics, read: &specFiles)
        // Examples are checked against their types with the runtime's decoders (PayloadCheck), after decoding.
        ExampleChecker.check(apis, diagnostics: &diagnostics)
        // 2. Templates: built-in defaults, optionally overridden file by file.
        let templates: TemplateSet
        if let templateDirectory {
            do {
                templates = try TemplateSet.overriding(from: templateDirectory)
            } catch {
                diagnostics.error(.unreadableTemplates, error.message, at: error.location)
                return Result(files: [], diagnostics: Self.distinct(diagnostics.sorted), specFiles: specFiles)
            }
        } else {
            templates = .defaults
        }
        guard !diagnostics.hasErrors else { return Result(files: [], diagnostics: Self.distinct(diagnostics.sorted), specFiles: specFiles) }
        reportUnknownEndpointSelections(in: apis, loaded: specFiles, diagnostics: &diagnostics)
        // 3. Generate: definitions → Swift files (every decision made in declarations; templates only format).
        let generator = CodeGenerator(options: options, templates: templates)
        var files = generator.generate(apis, diagnostics: &diagnostics)
        // 4. Fingerprint: each file records what it was made from, so a run with nothing changed can stop early.
        let common = InputFingerprint.commonInputs(options: options, templates: templates)
        let usedSpecs = Dictionary(apis.map { ($0.sourcePath, $0.usedSpecs) }, uniquingKeysWith: { first, _ in first })
        let exampleFiles = Dictionary(apis.map { ($0.sourcePath, $0.exampleFiles) }, uniquingKeysWith: { first, _ in first })
        let warned = WarnedSpecs(diagnostics.sorted, specFiles: specFiles + apis.flatMap { api in
            [api.sourcePath] + api.usedSpecs.map { SpecLoader.usedSpecKey($0, from: api.sourcePath) }
        })
        var fingerprints: [String: InputFingerprint] = [:]
        for index in files.indices {
            let spec = files[index].specPath
            if fingerprints[spec] == nil {
                let used = usedSpecs[spec] ?? []
                fingerprints[spec] = InputFingerprint(
                    specPath: spec, usedSpecs: used, exampleFiles: exampleFiles[spec] ?? [], common: common)
                fingerprints[spec]?.hasWarnings = warned.includes(
                    spec: spec, using: used.map { SpecLoader.usedSpecKey($0, from: spec) })
            }
            if let fingerprint = fingerprints[spec] {
                files[index].contents = fingerprint.inserted(into: files[index].contents)
            }
        }
        // 5. The team's files: one extension per view model, rendered for the writer to create where missing (no
        //    fingerprint: they are the team's once written).
        let stubs = writesStubs && !diagnostics.hasErrors ? generator.stubs(for: apis, diagnostics: &diagnostics) : []
        if diagnostics.hasErrors { return Result(files: [], diagnostics: Self.distinct(diagnostics.sorted), specFiles: specFiles) }
        return Result(files: files, stubs: stubs, diagnostics: Self.distinct(diagnostics.sorted), specFiles: specFiles)
    }

    /// `diagnostics` in order without repeats: a problem met twice (the templates and each spec's declarations are
    /// checked once for the generated files and again for the team's files) is printed once.
    private static func distinct(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return diagnostics.filter { seen.insert($0).inserted }
    }

    /// Warnings for `include`/`exclude` names that no selectable spec declares (most likely typos: the loaded specs
    /// and ``otherSelectableSpecs``), located at the entry in the config file. When no `include` name is declared at
    /// all, each `include` entry is an error instead: the run would generate empty clients; so is each `exclude`
    /// entry that removes an included endpoint when `exclude` removes every one of them.
    private func reportUnknownEndpointSelections(
        in apis: [APIDefinition], loaded: [String], diagnostics: inout DiagnosticCollector
    ) {
        let include = options.includeEndpoints
        guard !include.isEmpty || !options.excludeEndpoints.isEmpty else { return }
        var names = Set(apis.flatMap { $0.endpoints.map(\.name) })
        let loadedFiles = Set(loaded)
        for path in otherSelectableSpecs where !loadedFiles.contains(path) {
            var ignored = DiagnosticCollector()
            for pair in YAMLLoader.load(file: path, kind: .specFile, diagnostics: &ignored)?["endpoints"]?.mapping ?? [] {
                if let name = pair.key.scalar?.text { names.insert(name) }
            }
        }
        let includeMatchesNothing = !include.isEmpty && include.isDisjoint(with: names)
        let selections: [(EndpointSelection.Kind, Set<String>)] = [
            (.include, include), (.exclude, options.excludeEndpoints),
        ]
        for (kind, selection) in selections {
            for name in selection.sorted() where !names.contains(name) {
                let suggestion = Suggestions.didYouMean(name, among: names.sorted())
                let location = selectionLocations[EndpointSelection(kind: kind, name: name)]
                if kind == .include, includeMatchesNothing {
                    diagnostics.error(.includeMatchesNoEndpoint,
                        "include names endpoint '\(name)', which no spec declares, and no other endpoint: every client "
                            + "would be empty\(suggestion)", at: location)
                } else {
                    diagnostics.warning(.unknownEndpointSelection,
                        "\(kind.rawValue) names endpoint '\(name)', which no spec declares\(suggestion)", at: location)
                }
            }
        }
        let included = include.intersection(names)
        guard !included.isEmpty, included.isSubset(of: options.excludeEndpoints) else { return }
        for name in included.sorted() {
            diagnostics.error(.includeMatchesNoEndpoint,
                "exclude removes endpoint '\(name)', which include names, and include names no other endpoint: every "
                    + "client would be empty", at: selectionLocations[EndpointSelection(kind: .exclude, name: name)])
        }
    }
}

/// One entry of the config file's `include` or `exclude` list.
package struct EndpointSelection: Sendable, Hashable {
    /// Which list the entry is in; the raw value is the config key.
    package enum Kind: String, Sendable, Hashable {
        case include
        case exclude
    }

    package var kind: Kind
    /// The endpoint name as written.
    package var name: String

    package init(kind: Kind, name: String) {
        self.kind = kind
        self.name = name
    }
}
