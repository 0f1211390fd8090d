/// What the loader reads, so that its messages name it: a spec file is empty, but a JSON sample, a payload file or an
/// OpenAPI document is; JSON is nested too deeply, not YAML. Every caller of `YAMLLoader` says what it reads.
package struct InputKind: Sendable, Hashable {
    /// What one such file is called: `spec file`, `JSON sample`.
    package var noun: String
    /// What several are called: `spec files`.
    package var plural: String
    /// The language the file is written in: `YAML` or `JSON`.
    package var format: String

    package static let specFile = InputKind(noun: "spec file", plural: "spec files", format: "YAML")
    package static let configFile = InputKind(noun: "config file", plural: "config files", format: "YAML")
    /// A sample payload for `generator infer`.
    package static let sample = InputKind(noun: "JSON sample", plural: "JSON samples", format: "JSON")
    /// A payload for `generator check-payload`.
    package static let payloadFile = InputKind(noun: "payload file", plural: "payload files", format: "JSON")
    /// An `example_file` (or `response_file`, `body_file`…) of a spec.
    package static let exampleFile = InputKind(noun: "example file", plural: "example files", format: "JSON")

    /// An OpenAPI document for `generator import`: JSON when its name ends in `.json`, else YAML.
    package static func openAPIDocument(_ path: String) -> InputKind {
        InputKind(noun: "OpenAPI document", plural: "OpenAPI documents",
                  format: path.lowercased().hasSuffix(".json") ? "JSON" : "YAML")
    }

    /// The noun with its indefinite article: `a spec file`, `an OpenAPI document`.
    var withArticle: String {
        ("aeiouAEIOU".contains(noun.first ?? "x") ? "an " : "a ") + noun
    }
}
