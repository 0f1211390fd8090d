import EndpointSpec

// Helpers shared by the spec decoder tests. Every literal spec is loaded as if it came from `bad.yaml`.

/// Loads `yaml` (UTF-8) as the spec file `bad.yaml`.
func loadSpec(_ yaml: String) -> (api: APIDefinition?, diagnostics: DiagnosticCollector) {
    var diagnostics = DiagnosticCollector()
    let api = SpecLoader.load(text: Array(yaml.utf8), path: "bad.yaml", diagnostics: &diagnostics)
    return (api, diagnostics)
}

/// The IDs of the diagnostics of loading `yaml` as `bad.yaml`, in reporting order: what kind of problem each is,
/// whatever its wording.
func diagnosticIDs(_ yaml: String) -> [DiagnosticID] {
    loadSpec(yaml).diagnostics.ids
}

/// Loads spec files and directories, as the CLI does.
func loadSpecs(paths: [String], specsRoots: [String]? = nil) -> (apis: [APIDefinition], diagnostics: DiagnosticCollector) {
    var diagnostics = DiagnosticCollector()
    let apis = SpecLoader.load(paths: paths, specsRoots: specsRoots, diagnostics: &diagnostics)
    return (apis, diagnostics)
}

/// Loads one spec file.
func loadSpec(file path: String) -> (api: APIDefinition?, diagnostics: DiagnosticCollector) {
    var diagnostics = DiagnosticCollector()
    let api = SpecLoader.load(file: path, diagnostics: &diagnostics)
    return (api, diagnostics)
}

/// The printed diagnostics (with their notes) of loading `yaml` as `bad.yaml`, in reporting order.
func diagnostics(_ yaml: String) -> [String] {
    loadSpec(yaml).diagnostics.map(\.description)
}

/// A spec that loads without diagnostics: `api: Demo` plus the given models and endpoints text.
/// When `endpoints` is empty a single `ping` endpoint is added.
func spec(models: String = "", endpoints: String = "") -> String {
    func line(_ block: String) -> String { block.hasSuffix("\n") ? block : block + "\n" }
    var text = "api: Demo\n"
    if !models.isEmpty { text += "models:\n" + line(models) }
    text += "endpoints:\n" + (endpoints.isEmpty ? "  ping: {method: GET, path: /ping}\n" : line(endpoints))
    return text
}

/// Loads `text` (UTF-8) as the spec file at `path`.
func loadSpec(text: String, path: String) -> (api: APIDefinition?, diagnostics: DiagnosticCollector) {
    var diagnostics = DiagnosticCollector()
    let api = SpecLoader.load(text: Array(text.utf8), path: path, diagnostics: &diagnostics)
    return (api, diagnostics)
}
