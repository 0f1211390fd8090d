/// Writes a ``RandomSpec`` as spec YAML, choosing at random among equivalent spellings (short and long forms,
/// plain and quoted type expressions, LF and CRLF line endings).
struct SpecRenderer {
    var random: SeededGenerator

    /// Keys that make a mapping read as a long form or a model's long form; inline objects and short-form models
    /// with such a key are wrapped in `properties:`.
    static let reservedKeys: Set<String> = [
        "type", "enum", "properties", "description", "swift_name", "optional", "nullable", "tristate", "default",
        "encoding", "fields", "items", "content_type",
    ]

    mutating func render(_ spec: RandomSpec) -> String {
        var entries: [(String, YAMLValue)] = [("api", .plain(spec.api))]
        if let description = spec.description { entries.append(("description", .quoted(description))) }
        if let baseURL = spec.baseURL { entries.append(("base_url", .quoted(baseURL))) }
        entries.append(("dates", .quoted(spec.dates.specText)))
        if !spec.headers.isEmpty {
            entries.append(("headers", .mapping(spec.headers.map { ($0.name, YAMLValue.quoted($0.value)) })))
        }
        entries.append(contentsOf: spec.extraSections)
        entries.append(("models", .mapping(spec.models.map { ($0.name, model($0)) })))
        if !spec.endpoints.isEmpty {
            entries.append(("endpoints", .mapping(spec.endpoints.map { ($0.name, $0.yaml) })))
        }
        return YAMLWriter.document(entries, lineEnding: random.chance(15) ? "\r\n" : "\n")
    }

    private mutating func model(_ model: RandomModel) -> YAMLValue {
        switch model.kind {
        case .enumeration(let values):
            var entries: [(String, YAMLValue)] = [("enum", .sequence(values.map(YAMLValue.quoted)))]
            if let description = model.description { entries.append(("description", .quoted(description))) }
            return .mapping(entries)
        case .alias(let shape):
            return expression(shape.expression)
        case .object(let properties):
            let mapping = properties.map { ($0.key, property($0)) }
            let needsLongForm = model.description != nil || properties.contains { Self.reservedKeys.contains($0.key) }
            guard needsLongForm || random.chance(30) else { return .mapping(mapping) }
            var entries: [(String, YAMLValue)] = []
            if let description = model.description { entries.append(("description", .quoted(description))) }
            entries.append(("properties", .mapping(mapping)))
            return .mapping(entries)
        }
    }

    private mutating func property(_ property: RandomProperty) -> YAMLValue {
        var details: [(String, YAMLValue)] = []
        switch property.presence {
        case .required: break
        case .optional: break
        case .nullable: details.append(("nullable", .plain("true")))
        case .tristate:
            details += [("optional", .plain("true")), ("nullable", .plain("true")), ("tristate", .plain("true"))]
        }
        if let description = property.description { details.append(("description", .quoted(description))) }
        switch property.shape {
        case .enumeration(let values):
            if property.presence == .optional { details.insert(("optional", .plain("true")), at: 0) }
            return .mapping([("enum", .sequence(values.map(YAMLValue.quoted)))] + details)
        case .object(let properties):
            let mapping = properties.map { ($0.key, self.property($0)) }
            if properties.contains(where: { Self.reservedKeys.contains($0.key) }) || random.chance(20) {
                return .mapping([("properties", .mapping(mapping))])
            }
            return .mapping(mapping)
        default:
            var text = property.shape.expression
            if property.presence == .optional { text += "?" }
            if details.isEmpty && random.chance(75) { return expression(text) }
            return .mapping([("type", expression(text))] + details)
        }
    }

    /// A type expression, plain where YAML reads it right (`[User]`, `string?`) and otherwise quoted.
    private mutating func expression(_ text: String) -> YAMLValue {
        let nested = text.dropFirst().contains("[")
        if text.hasPrefix("["), text.hasSuffix("?") || nested { return .quoted(text) }
        return .scalar(text, plain: random.chance(70))
    }
}
