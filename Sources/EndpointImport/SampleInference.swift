import EndpointNaming
import EndpointSpec
import Foundation

/// Infers a model (spec YAML) from JSON samples of one payload (`generator infer`, docs/import.md).
///
/// Keys are kept exactly as sent and in first-seen order; a key absent from some sample is optional, a key that
/// is `null` in some sample is nullable; nested objects become inline models; array items are merged; integers
/// and decimals are told apart by their text (`1` versus `1.0`); strings that all look like dates, calendar days,
/// URLs or UUIDs get those types, with a comment saying what was guessed. JSON is read with libyaml, which keeps
/// every scalar's source text and key order.
package enum SampleInference {
    package struct Sample: Sendable {
        /// A name for diagnostics (the file path).
        package var path: String
        package var bytes: [UInt8]

        package init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    package struct Result: Sendable {
        /// The spec text, or `nil` after an error.
        package var text: String?
        package var diagnostics: [Diagnostic]
    }

    /// A spec of models only (`api`, `models`) holding the inferred model named `modelName`.
    /// - Parameters:
    ///   - samples: JSON documents; an array at the top stands for several samples of its item.
    ///   - modelName: The model's name (made an UpperCamelCase Swift name).
    ///   - apiName: The spec's `api` namespace.
    package static func inferSpec(_ samples: [Sample], modelName: String, apiName: String) -> Result {
        var collector = DiagnosticCollector()
        var observed = Observation()
        for sample in samples {
            guard let root = YAMLLoader.parse(sample.bytes, path: sample.path, diagnostics: &collector) else { continue }
            if let items = root.sequence {
                for item in items { observed.observe(item) }
            } else {
                observed.observe(root)
            }
        }
        var diagnostics = collector.items
        guard !collector.hasErrors else { return Result(text: nil, diagnostics: diagnostics) }
        guard observed.objects > 0, observed.objects == observed.count - observed.nulls else {
            diagnostics.append(.error(.inferNotObjects, "samples must be JSON objects, or arrays of objects, to infer a model", at: nil))
            return Result(text: nil, diagnostics: diagnostics)
        }
        var name = SwiftName.upperCamel(modelName)
        if !SwiftName.isIdentifier(name) || name.first?.isUppercase != true { name = "Model" }
        var api = SwiftName.upperCamel(apiName)
        if !SwiftName.isIdentifier(api) || api.first?.isUppercase != true || api == name { api = name + "Samples" }
        let fields = observed.fields()
        let entries = [
            SpecEntry("api", .string(api)),
            SpecEntry("models", .map([SpecEntry(name, .map([SpecEntry("properties", .map(fields.map {
                SpecEntry($0.wireName, $0.specValue, comment: $0.comment)
            }))]))])),
        ]
        let header = ["Inferred by endpoint-generator from \(samples.count) sample\(samples.count == 1 ? "" : "s") "
            + "(\(observed.objects) object\(observed.objects == 1 ? "" : "s")); review the guesses marked below."]
        return Result(text: SpecYAMLWriter.document(entries, header: header), diagnostics: diagnostics)
    }

    /// Everything seen at one place of the samples.
    struct Observation {
        var count = 0
        var nulls = 0
        var bools = 0
        var integers = 0
        var decimals = 0
        var strings = 0
        var arrays = 0
        var objects = 0
        /// Integers beyond 32 bits (ids, timestamps in milliseconds).
        var hasLargeInteger = false
        var stringKinds: Set<StringKind> = Set(StringKind.allCases)
        /// Array items, merged.
        var items: [Observation] = []
        /// Object properties in first-seen order.
        var keys: [String] = []
        var properties: [String: Observation] = [:]

        enum StringKind: CaseIterable, Hashable {
            case dateTime, calendarDate, url, uuid
        }

        mutating func observe(_ node: YAMLNode) {
            count += 1
            switch node.content {
            case .scalar(let scalar):
                if scalar.isNull {
                    nulls += 1
                } else if scalar.style == .plain, scalar.text == "true" || scalar.text == "false" {
                    bools += 1
                } else if scalar.style == .plain, let value = Int64(scalar.text) {
                    integers += 1
                    if value > Int64(Int32.max) || value < Int64(Int32.min) { hasLargeInteger = true }
                } else if scalar.style == .plain, Double(scalar.text) != nil {
                    decimals += 1
                } else {
                    strings += 1
                    stringKinds = stringKinds.filter { Self.matches(scalar.text, $0) }
                }
            case .sequence(let elements):
                arrays += 1
                if items.isEmpty { items = [Observation()] }
                for element in elements { items[0].observe(element) }
            case .mapping(let pairs):
                objects += 1
                for pair in pairs {
                    guard let key = pair.key.scalar?.text else { continue }
                    if properties[key] == nil { keys.append(key) }
                    properties[key, default: Observation()].observe(pair.value)
                }
            }
        }

        static func matches(_ text: String, _ kind: StringKind) -> Bool {
            switch kind {
            case .dateTime:
                return text.count >= 20 && text.range(
                    of: #"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$"#, options: .regularExpression) != nil
            case .calendarDate:
                return text.range(of: #"^\d{4}-\d{2}-\d{2}$"#, options: .regularExpression) != nil
            case .url:
                return (text.hasPrefix("https://") || text.hasPrefix("http://")) && !text.contains(" ")
                    && URL(string: text) != nil
            case .uuid:
                return text.count == 36 && UUID(uuidString: text) != nil
            }
        }

        /// The fields of the object seen here.
        func fields() -> [ImportedField] {
            keys.compactMap { key in
                guard let property = properties[key] else { return nil }
                var (type, comment) = property.type()
                let optional = property.count < objects
                var notes: [String] = comment.map { [$0] } ?? []
                if optional { notes.append("optional: absent in \(objects - property.count) of \(objects) samples") }
                if property.nulls > 0, property.nulls < property.count, !optional {
                    notes.append("nullable: null in \(property.nulls) of \(property.count) samples")
                }
                if property.nulls == property.count {
                    type = .json
                    notes = ["only null was seen; the type is a guess (json)"]
                }
                comment = notes.isEmpty ? nil : notes.joined(separator: "; ")
                return ImportedField(key, type, optional: optional || property.nulls == property.count,
                                     nullable: property.nulls > 0 && !optional, comment: comment)
            }
        }

        /// The type of the values seen here (nulls aside) and a comment on what was guessed.
        func type() -> (ImportedType, String?) {
            let kinds = [bools, integers + decimals, strings, arrays, objects].filter { $0 > 0 }.count
            if kinds > 1 { return (.json, "values of several JSON types were seen; json") }
            if objects > 0 {
                let fields = self.fields()
                return fields.isEmpty ? (.json, "only empty objects were seen; json") : (.object(fields), nil)
            }
            if arrays > 0 {
                guard let item = items.first, item.count > item.nulls else {
                    return (.array(.json), "only empty arrays were seen; the item type is a guess (json)")
                }
                let (element, comment) = item.type()
                return (.array(element), comment.map { "items: " + $0 })
            }
            if bools > 0 { return (.named("bool"), nil) }
            if decimals > 0 { return (.named("double"), integers > 0 ? "integers and decimals were seen; double" : nil) }
            if integers > 0 { return (.named(hasLargeInteger ? "int64" : "int"), nil) }
            if strings > 0 {
                if stringKinds.contains(.dateTime) { return (.named("date"), "guessed: every value is an ISO 8601 date-time") }
                if stringKinds.contains(.calendarDate) { return (.named("calendar_date"), "guessed: every value is a day (yyyy-MM-dd)") }
                if stringKinds.contains(.uuid) { return (.named("uuid"), "guessed: every value is a UUID") }
                if stringKinds.contains(.url) { return (.named("url"), "guessed: every value is an http(s) URL") }
                return (.named("string"), nil)
            }
            return (.json, nil)
        }
    }
}
