import EndpointSpec

// Helpers shared by the spec decoder tests. Every literal spec is loaded as if it came from `bad.yaml`.

/// Loads `yaml` (UTF-8) as the spec file `bad.yaml`.
func loadSpec(_ yaml: String) -> (api: APIDefinition?, diagnostics: [Diagnostic]) {
    SpecLoader.load(text: Array(yaml.utf8), path: "bad.yaml")
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
