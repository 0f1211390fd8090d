@testable import EndpointSpec

// Helpers shared by the YAML loader tests. Every input is parsed as if it came from `spec.yaml`.

/// The path used in every location of the YAML tests.
let yamlTestPath = "spec.yaml"

/// Parses `text` (UTF-8) as the file `spec.yaml`.
func yamlParse(_ text: String, limits: YAMLLoader.Limits = .default) -> (root: YAMLNode?, diagnostics: DiagnosticCollector) {
    yamlParse(bytes: Array(text.utf8), limits: limits)
}

/// Parses `bytes` as the file `spec.yaml`.
func yamlParse(bytes: [UInt8], limits: YAMLLoader.Limits = .default) -> (root: YAMLNode?, diagnostics: DiagnosticCollector) {
    var diagnostics = DiagnosticCollector()
    let root = YAMLLoader.parse(bytes, path: yamlTestPath, kind: .specFile, limits: limits, diagnostics: &diagnostics)
    return (root, diagnostics)
}

/// Reads and parses the file at `path`.
func yamlLoad(file path: String) -> (root: YAMLNode?, diagnostics: DiagnosticCollector) {
    var diagnostics = DiagnosticCollector()
    let root = YAMLLoader.load(file: path, kind: .specFile, diagnostics: &diagnostics)
    return (root, diagnostics)
}

/// A location in `spec.yaml`.
func yamlAt(_ line: Int, _ column: Int) -> SourceLocation {
    SourceLocation(file: yamlTestPath, line: line, column: column)
}

/// A scalar node in `spec.yaml`.
func yamlScalar(
    _ text: String,
    _ style: YAMLScalar.Style = .plain,
    at line: Int,
    _ column: Int,
    tag: String? = nil
) -> YAMLNode {
    YAMLNode(.scalar(YAMLScalar(text, style: style)), at: yamlAt(line, column), tag: tag)
}

/// A key/value pair of plain scalars in `spec.yaml`, the value on the key's line after `key: `.
func yamlPlainPair(_ key: String, _ value: String, line: Int, column: Int = 1) -> YAMLPair {
    YAMLPair(
        key: yamlScalar(key, at: line, column),
        value: yamlScalar(value, at: line, column + key.unicodeScalars.count + 2)
    )
}
