import EndpointCodegen
import EndpointSpec

/// The whole generator in one place: every stage, the type that crosses each boundary, and how they compose.
///
/// ```
/// spec paths ──SpecLoader──▶ [APIDefinition] ──CodeGenerator(TemplateSet)──▶ [GeneratedFile] ──OutputWriter──▶ disk
///             (YAMLLoader: libyaml events → YAMLNode tree → SpecDecoder: decode + validate)
/// ```
/// Diagnostics from every stage are collected into one list; when any is an error, no files are produced.
package struct GeneratorPipeline: Sendable {
    /// The outcome of a run: the files to write (empty after any error) and every diagnostic, sorted.
    package struct Result: Sendable {
        package var files: [GeneratedFile]
        package var diagnostics: [Diagnostic]
        package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    package var specPaths: [String]
    package var templateDirectory: String?
    package var options: GeneratorOptions

    package init(specPaths: [String], templateDirectory: String? = nil, options: GeneratorOptions = GeneratorOptions()) {
        self.specPaths = specPaths
        self.templateDirectory = templateDirectory
        self.options = options
    }

    package func run() -> Result {
        // 1. Load: YAML files → validated API definitions.
        var diagnostics = DiagnosticCollector()
        let apis = SpecLoader.load(paths: specPaths, diagnostics: &diagnostics)
        // 2. Templates: built-in defaults, optionally overridden file by file.
        let templates: TemplateSet
        if let templateDirectory {
            do {
                templates = try TemplateSet.overriding(from: templateDirectory)
            } catch {
                diagnostics.error(.unreadableTemplates, error.message, at: nil)
                return Result(files: [], diagnostics: diagnostics.sorted)
            }
        } else {
            templates = .defaults
        }
        guard !diagnostics.hasErrors else { return Result(files: [], diagnostics: diagnostics.sorted) }
        reportUnknownEndpointSelections(in: apis, diagnostics: &diagnostics)
        // 3. Generate: definitions → Swift files (every decision made in declarations; templates only format).
        let files = CodeGenerator(options: options, templates: templates).generate(apis, diagnostics: &diagnostics)
        return Result(files: diagnostics.hasErrors ? [] : files, diagnostics: diagnostics.sorted)
    }

    /// Warnings for `include`/`exclude` names that no loaded spec declares (most likely typos).
    private func reportUnknownEndpointSelections(in apis: [APIDefinition], diagnostics: inout DiagnosticCollector) {
        let names = Set(apis.flatMap { $0.endpoints.map(\.name) })
        for (key, selection) in [("include", options.includeEndpoints), ("exclude", options.excludeEndpoints)] {
            for name in selection.sorted() where !names.contains(name) {
                diagnostics.append(.warning(.unknownEndpointSelection,
                    "\(key) names endpoint '\(name)', which no spec declares\(Suggestions.didYouMean(name, among: names.sorted()))",
                    at: nil))
            }
        }
    }
}
