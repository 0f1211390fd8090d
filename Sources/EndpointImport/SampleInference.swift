import EndpointNaming
import EndpointSpec
import Foundation
import PayloadCheck

/// Infers a model (spec YAML) from JSON samples of one payload (`generator infer`, docs/import.md).
///
/// Keys are kept exactly as sent and in first-seen order; a key absent from some sample is optional, a key that
/// is `null` in some sample is nullable; nested objects become inline models; array items are merged; integers
/// and decimals are told apart by their text (`1` versus `1.0`); integers beyond Int64's range are `decimal` (or
/// `double` when `decimal` cannot hold them), with a warning; a number beyond Double's range, which Foundation's
/// JSONDecoder refuses whatever the type, is an error at the value; strings that all look like dates, calendar days,
/// URLs or UUIDs get those types, with a comment saying what was guessed. JSON is read with libyaml, which keeps
/// every scalar's source text and key order, leniently (a trailing comma, single quotes, unquoted keys are read), but
/// every value must be one JSON has (``notJSONProblem(_:)``): `NaN`, `.5`, `0x10` or a bare word is an error at it, as
/// YAML would read them as numbers or strings. Keys are compared by their Unicode scalars, as JSON compares them; two
/// keys of one object that are canonically equivalent (`"é"` and `"e\u0301"`) are an error, since Swift and
/// Foundation's JSONDecoder take them as one key.
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
        var firstNull: YAMLNode?
        for sample in samples {
            guard let root = YAMLLoader.parse(sample.bytes, path: sample.path, kind: .sample, diagnostics: &collector) else {
                continue
            }
            let values = root.sequence ?? [root]
            if values.isEmpty { refuse(root, found: "an empty array", diagnostics: &collector) }
            // A null stands for no sample; the first value that is neither null nor an object is refused, or is an
            // error as no JSON at all (`NaN`, a bare word).
            if let value = values.first(where: { $0.mapping == nil && !isJSONNull($0) }) {
                if let problem = notJSONProblem(value) {
                    collector.error(.jsonSyntax, problem, at: value.location)
                } else {
                    refuse(value, found: PayloadChecker.describeValue(value), diagnostics: &collector)
                }
                continue
            }
            if firstNull == nil { firstNull = values.first { $0.mapping == nil } }
            for value in values { observed.observe(value, diagnostics: &collector) }
        }
        if !collector.hasErrors, observed.objects == 0 {
            if let firstNull {
                refuse(firstNull, found: "only null", diagnostics: &collector)
            } else {
                collector.error(.inferNotObjects, "no samples to infer a model from", at: nil)
            }
        }
        guard !collector.hasErrors else { return Result(text: nil, diagnostics: collector.items) }
        // A name that is already a valid type name is kept exactly as given (`KK` stays `KK`); others are derived.
        var name = isModelName(modelName) ? modelName : SwiftName.upperCamel(modelName)
        if !isModelName(name) { name = "Model" }
        var api = isTypeName(apiName) ? apiName : SwiftName.upperCamel(apiName)
        if !isTypeName(api) || api == name { api = name + "Samples" }
        let fields = observed.fields(objectDepth: 1, diagnostics: &collector)
        guard !collector.hasErrors else { return Result(text: nil, diagnostics: collector.items) }
        let entries = [
            SpecEntry("api", .string(api)),
            SpecEntry("models", .map([SpecEntry(name, .map([SpecEntry("properties", .map(fields.map {
                SpecEntry($0.wireName, $0.specValue, comment: $0.comment)
            }))]))])),
        ]
        let header = ["Inferred by endpoint-generator from \(samples.count) sample\(samples.count == 1 ? "" : "s") "
            + "(\(observed.objects) object\(observed.objects == 1 ? "" : "s")); review the guesses marked below."]
        return Result(text: SpecYAMLWriter.document(entries, header: header), diagnostics: collector.items)
    }

    /// Whether `node` is JSON's `null`: the plain word `null` (YAML's other spellings, `~`, `Null`, an empty value,
    /// are not JSON).
    static func isJSONNull(_ node: YAMLNode) -> Bool {
        node.scalar.map { $0.style == .plain && $0.text == "null" } ?? false
    }

    /// Why the scalar `node` of a sample is not JSON (RFC 8259), or `nil` when it is: a string in quotes, or a plain
    /// `null`, `true`, `false` or number written as §6 says (`-0`, `1e5`, `1E-5`; an integer of any length). libyaml
    /// reads YAML, in which a plain scalar is also a number (`NaN`, `.inf`, `0x10`, `0o17`, `.5`, `+1`, `1_000`,
    /// `01`), a boolean (`True`), null (`~`, `Null`, nothing) or a string (a bare word): none of them is JSON, and
    /// each would be inferred as something without a word. A block scalar (`|`) is read as the string it is.
    static func notJSONProblem(_ node: YAMLNode) -> String? {
        guard let scalar = node.scalar, scalar.style == .plain else { return nil }
        let text = scalar.text
        if ["null", "true", "false"].contains(text) || ExampleDefinition.isJSONNumber(text) { return nil }
        let quoted = "'" + (text.count > 40 ? String(text.prefix(40)) + "…" : text) + "'"
        if text.isEmpty {
            return "a value left out is not JSON: write null, or the value"
        }
        if ["~", "Null", "NULL"].contains(text) {
            return "\(quoted) is not JSON (YAML reads it as null): JSON writes null"
        }
        if ["True", "TRUE", "False", "FALSE"].contains(text) {
            return "\(quoted) is not JSON (YAML reads it as a boolean): JSON writes true and false in lowercase"
        }
        let lowered = text.lowercased()
        if Double(text) != nil || "+-.0123456789".contains(text.first ?? " ") || ["nan", "inf", "infinity"].contains(lowered) {
            return "\(quoted) is not JSON: a JSON number is written as RFC 8259 §6 says, like -12, 0.5 or 1e5 (no NaN "
                + "or infinity, no '+' or '.' at the start, no leading zeros, no hexadecimal, octal or '_'), and text "
                + "in double quotes"
        }
        return "\(quoted) is not JSON: a string in JSON is written in double quotes, and its only bare words are true, "
            + "false and null"
    }

    /// The error for a sample, or an item of a sample's top-level array, that is not an object, at `node`.
    private static func refuse(_ node: YAMLNode, found: String, diagnostics: inout DiagnosticCollector) {
        diagnostics.error(.inferNotObjects,
            "samples must be JSON objects, or arrays of objects, to infer a model; found \(found)", at: node.location)
    }

    /// Whether `name` can be a spec's `api` or a model's name as it is: an UpperCamelCase Swift identifier that is not
    /// a name the spec format reserves (`Foundation`, `Swift`, `EndpointRuntime`…).
    package static func isTypeName(_ name: String) -> Bool {
        SwiftName.isIdentifier(name) && name.first?.isUppercase == true && forbiddenModelNames[name] == nil
    }

    /// Whether `name` can be the inferred model's name as it is: a type name (``isTypeName(_:)``) that is none of the
    /// names generated code declares in the namespace or Swift reserves for nested types (`Request`, `Client`,
    /// `CodingKeys`, `Type`…), so that the spec lints clean.
    package static func isModelName(_ name: String) -> Bool {
        isTypeName(name) && !SchemaConverter.reservedNames.contains(name)
    }

    /// The UpperCamelCase name derived from `name` (`my-api` → `MyAPI`), when that is a valid type name.
    package static func suggestedTypeName(for name: String) -> String? {
        let derived = SwiftName.upperCamel(name)
        return isTypeName(derived) ? derived : nil
    }

    /// The model name used without `--model`: the first sample's file name without its extension, its last word in the
    /// singular since the model is one object's (``Singular``), made a type name (`users.json` → `User`), or `Model`.
    /// A stem naming a type that Swift, the spec format or generated code reserves gets a `Model` suffix, as `import`
    /// names such a schema (`request.json` → `RequestModel`, `types.json` → `TypeModel`, `foundation.json` →
    /// `FoundationModel`).
    package static func modelName(forSample path: String) -> String {
        let stem = Singular.lastWord(of: ((path as NSString).lastPathComponent as NSString).deletingPathExtension)
        let name = isTypeName(stem) ? stem : SwiftName.upperCamel(stem)
        if isModelName(name) { return name }
        return isModelName(name + "Model") ? name + "Model" : "Model"
    }

    /// Whether `text` holds only what a URI may (RFC 3986 §2: unreserved and reserved characters, and `%` with two
    /// hex digits). A URI template (RFC 6570, GitHub's `…/following{/other_user}`) or text with spaces is not one:
    /// `URL(string:)` would percent-encode it on some platforms and refuse it on others (iOS before 17).
    static func isURIText(_ text: String) -> Bool {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=".utf8)
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%") {
                let isHex = { (byte: UInt8) in Character(Unicode.Scalar(byte)).isHexDigit }
                guard index + 2 < bytes.count, isHex(bytes[index + 1]), isHex(bytes[index + 2]) else { return false }
                index += 3
            } else {
                guard allowed.contains(bytes[index]) else { return false }
                index += 1
            }
        }
        return true
    }

    /// Whether `text` (`yyyy-MM-dd` at its start) names a day that exists: month 1–12, day within the month.
    static func isExistingDay(_ text: Substring) -> Bool {
        let digits = Array(text.utf8.prefix(10))
        guard digits.count == 10 else { return false }
        func number(_ range: Range<Int>) -> Int { digits[range].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) } }
        let year = number(0..<4), month = number(5..<7), day = number(8..<10)
        guard (1...12).contains(month), day >= 1 else { return false }
        let isLeapYear = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let lengths = [31, isLeapYear ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return day <= lengths[month - 1]
    }

    /// Whether the `HH:mm:ss` at the start of `text` is a time of day (a leap second `60` is allowed) and a numeric
    /// offset after it is at most ±23:59.
    static func isValidTime(_ text: Substring) -> Bool {
        let digits = Array(text.utf8)
        func number(_ start: Int) -> Int { Int(digits[start] - UInt8(ascii: "0")) * 10 + Int(digits[start + 1] - UInt8(ascii: "0")) }
        guard digits.count >= 8, number(0) < 24, number(3) < 60, number(6) <= 60 else { return false }
        guard let sign = digits.lastIndex(where: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") }) else { return true }
        let offset = digits[(sign + 1)...].filter { $0 != UInt8(ascii: ":") }
        guard offset.count == 4 else { return false }
        let hours = Int(offset[offset.startIndex] - 48) * 10 + Int(offset[offset.startIndex + 1] - 48)
        let minutes = Int(offset[offset.startIndex + 2] - 48) * 10 + Int(offset[offset.startIndex + 3] - 48)
        return hours < 24 && minutes < 60
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
        /// The first integer seen here beyond Int64's range (an unsigned 64-bit id sent as a number), for the warning.
        var firstHugeInteger: YAMLNode?
        /// Whether every number seen here is one `decimal` holds exactly (``DecimalText``: at most 38 digits).
        var numbersFitDecimal = true
        var stringKinds: Set<StringKind> = Set(StringKind.allCases)
        /// Array items, merged.
        var items: [Observation] = []
        /// Object properties in first-seen order, keyed by their Unicode scalars as JSON compares keys.
        var keys: [ExactKey] = []
        var properties: [ExactKey: Observation] = [:]
        /// Where each key was first seen.
        var keyLocations: [ExactKey: SourceLocation] = [:]

        enum StringKind: CaseIterable, Hashable {
            case dateTime, calendarDate, url, uuid
        }

        /// Records `node` and what is inside it; a number no number type can decode is an error in `diagnostics`.
        mutating func observe(_ node: YAMLNode, diagnostics: inout DiagnosticCollector) {
            count += 1
            switch node.content {
            case .scalar(let scalar):
                if let problem = SampleInference.notJSONProblem(node) {
                    diagnostics.error(.jsonSyntax, problem, at: node.location)
                } else if scalar.style == .plain, scalar.text == "null" {
                    nulls += 1
                } else if scalar.style == .plain, scalar.text == "true" || scalar.text == "false" {
                    bools += 1
                } else if scalar.style == .plain, let value = Int64(scalar.text) {
                    integers += 1
                    if value > Int64(Int32.max) || value < Int64(Int32.min) { hasLargeInteger = true }
                } else if scalar.style == .plain {
                    // A JSON number (``notJSONProblem(_:)`` let no other plain scalar through) that is not an Int64.
                    observeNumber(node, scalar.text, diagnostics: &diagnostics)
                } else {
                    strings += 1
                    stringKinds = stringKinds.filter { Self.matches(scalar.text, $0) }
                }
            case .sequence(let elements):
                arrays += 1
                if items.isEmpty { items = [Observation()] }
                for element in elements { items[0].observe(element, diagnostics: &diagnostics) }
            case .mapping(let pairs):
                objects += 1
                for pair in pairs {
                    guard let text = pair.key.scalar?.text else { continue }
                    let key = ExactKey(text)
                    if properties[key] == nil {
                        keys.append(key)
                        keyLocations[key] = pair.key.location
                    }
                    properties[key, default: Observation()].observe(pair.value, diagnostics: &diagnostics)
                }
            }
        }

        /// Records a JSON number that is not an Int64: a decimal, or an integer beyond Int64's range. One beyond
        /// Double's range is an error: JSONDecoder refuses it as a double, float or decimal (and `1e400` as anything).
        private mutating func observeNumber(_ node: YAMLNode, _ text: String, diagnostics: inout DiagnosticCollector) {
            if !SampleInference.isWithinDoubleRange(text) {
                diagnostics.error(.inferNumberOutOfRange,
                    "the number \(text) is out of Double's range (magnitudes from about 4.9e-324 to 1.8e308, or 0), so "
                        + "Foundation's JSONDecoder cannot decode it as a double, float or decimal, and no spec type holds "
                        + "it; remove it from the sample (a server that sends such numbers must send them as strings, of "
                        + "type string)",
                    at: node.location)
            }
            if DecimalText(text) == nil { numbersFitDecimal = false }
            if text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) {
                decimals += 1
            } else {
                integers += 1
                hasLargeInteger = true
                if firstHugeInteger == nil { firstHugeInteger = node }
            }
        }

        static func matches(_ text: String, _ kind: StringKind) -> Bool {
            switch kind {
            case .dateTime:
                // The form must match and the values exist: `2024-13-45T25:00:00Z` is a string, not a date.
                return text.count >= 20 && text.range(
                    of: #"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$"#, options: .regularExpression) != nil
                    && SampleInference.isExistingDay(text[...]) && SampleInference.isValidTime(text.dropFirst(11))
            case .calendarDate:
                return text.range(of: #"^\d{4}-\d{2}-\d{2}$"#, options: .regularExpression) != nil
                    && SampleInference.isExistingDay(text[...])
            case .url:
                return (text.hasPrefix("https://") || text.hasPrefix("http://")) && SampleInference.isURIText(text)
                    && URL(string: text) != nil
            case .uuid:
                return text.count == 36 && UUID(uuidString: text) != nil
            }
        }

        /// The fields of the object seen here, which is the `objectDepth`th object counting the model as the first;
        /// warnings about the types chosen go to `diagnostics`.
        func fields(objectDepth: Int, diagnostics: inout DiagnosticCollector) -> [ImportedField] {
            reportEquivalentKeys(diagnostics: &diagnostics)
            return keys.compactMap { exactKey in
                guard let property = properties[exactKey] else { return nil }
                let key = exactKey.text
                var (type, comment) = property.type(collectionDepth: 0, objectDepth: objectDepth, diagnostics: &diagnostics)
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

        /// Two keys seen here that JSON tells apart but Swift does not: canonically equivalent text in other Unicode
        /// scalars (`"é"`, U+00E9, and `"e\u0301"`), in one object or in two samples. Foundation's JSONDecoder keys an
        /// object's members by `String`, so it reads both as one key and a model cannot hold the two: an error at the
        /// later key's first place, with a note at the earlier one.
        func reportEquivalentKeys(diagnostics: inout DiagnosticCollector) {
            // A dictionary keyed by `String` compares keys as Swift does, by canonical equivalence.
            var first: [String: ExactKey] = [:]
            for key in keys {
                guard let earlier = first[key.text] else {
                    first[key.text] = key
                    continue
                }
                diagnostics.error(.inferEquivalentKeys,
                    "the keys '\(earlier.text)' (\(Self.scalarList(earlier.text))) and '\(key.text)' "
                        + "(\(Self.scalarList(key.text))) differ in JSON but are canonically equivalent Unicode, which Swift "
                        + "takes as equal: Foundation's JSONDecoder reads them as one key, so no model can hold both; keep "
                        + "one of them in the samples (a server that sends both needs a decoder written by hand)",
                    at: keyLocations[key],
                    notes: [.init("'\(earlier.text)' (\(Self.scalarList(earlier.text))) is seen here", at: keyLocations[earlier])])
            }
        }

        /// `U+0065 U+0301`: the Unicode scalars of `text`.
        static func scalarList(_ text: String) -> String {
            text.unicodeScalars.map(HeaderRules.codePoint).joined(separator: " ")
        }

        /// A comment about an array's items, saying how deep they are: `items: …`, then `items 2 levels down: …`.
        static func itemsComment(_ comment: String) -> String {
            let prefix = "items "
            if comment.hasPrefix("items: ") { return "items 2 levels down: " + comment.dropFirst("items: ".count) }
            if comment.hasPrefix(prefix), let space = comment.dropFirst(prefix.count).firstIndex(of: " "),
                let depth = Int(comment[comment.index(comment.startIndex, offsetBy: prefix.count)..<space]),
                comment[space...].hasPrefix(" levels down: ") {
                return "items \(depth + 1) levels down: " + comment[comment.index(space, offsetBy: " levels down: ".count)...]
            }
            return "items: " + comment
        }

        /// The type of the values seen here (nulls aside) and a comment on what was guessed.
        ///
        /// `collectionDepth` arrays enclose the values within their object, and `objectDepth` objects enclose them;
        /// values that would nest deeper than the spec format allows (`SpecLimits`) are `json`, with a comment, so
        /// that what infer writes always lints clean. Integers beyond Int64's range give a warning at the first.
        func type(collectionDepth: Int, objectDepth: Int, diagnostics: inout DiagnosticCollector) -> (ImportedType, String?) {
            let kinds = [bools, integers + decimals, strings, arrays, objects].filter { $0 > 0 }.count
            if kinds > 1 { return (.json, "values of several JSON types were seen; json") }
            if objects > 0 {
                guard objectDepth < SpecLimits.maximumInlineObjectDepth else {
                    return (.json, "objects nest more than \(SpecLimits.maximumInlineObjectDepth) levels deep here, "
                        + "deeper than the spec format allows; json (declare a model for this level)")
                }
                let fields = self.fields(objectDepth: objectDepth + 1, diagnostics: &diagnostics)
                return fields.isEmpty ? (.json, "only empty objects were seen; json") : (.object(fields), nil)
            }
            if arrays > 0 {
                guard collectionDepth < SpecLimits.maximumCollectionDepth else {
                    return (.json, "arrays nest more than \(SpecLimits.maximumCollectionDepth) levels deep here, "
                        + "deeper than the spec format allows; json")
                }
                guard let item = items.first, item.count > item.nulls else {
                    let seen = (items.first?.count ?? 0) > 0 ? "the arrays held only nulls" : "only empty arrays were seen"
                    return (.array(.json), "\(seen); the item type is a guess (json)")
                }
                let (element, comment) = item.type(
                    collectionDepth: collectionDepth + 1, objectDepth: objectDepth, diagnostics: &diagnostics)
                return (.array(element), comment.map(Self.itemsComment))
            }
            if bools > 0 { return (.named("bool"), nil) }
            if let huge = firstHugeInteger { return hugeIntegerType(huge, diagnostics: &diagnostics) }
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

        /// The type of numbers that include an integer beyond Int64's range (`huge`, the first): `decimal`, which holds
        /// it exactly, when every number here fits one, else `double`, which rounds it; either way with a warning at it.
        private func hugeIntegerType(_ huge: YAMLNode, diagnostics: inout DiagnosticCollector) -> (ImportedType, String?) {
            let text = huge.scalar?.text ?? ""
            if numbersFitDecimal {
                diagnostics.warning(.inferLargeInteger,
                    "the integer \(text) is beyond Int64's range; inferred decimal, which holds it exactly (a double "
                        + "would round it)", at: huge.location)
                return (.named("decimal"), "guessed: integers beyond Int64's range were seen; decimal holds them exactly")
            }
            diagnostics.warning(.inferLargeInteger,
                "the integer \(text) is beyond Int64's range, and not every number here fits a decimal (38 digits); "
                    + "inferred double, which rounds it", at: huge.location)
            return (.named("double"), "integers beyond Int64's range were seen, too long for decimal; double rounds them")
        }
    }

    /// An object's key compared as JSON compares keys, by its Unicode scalars: `"é"` (U+00E9) and `"e\u0301"` are two
    /// keys, where `String`'s `==` (canonical equivalence) would take them as one.
    struct ExactKey: Hashable {
        let text: String

        init(_ text: String) {
            self.text = text
        }

        static func == (lhs: ExactKey, rhs: ExactKey) -> Bool {
            lhs.text.unicodeScalars.elementsEqual(rhs.text.unicodeScalars)
        }

        func hash(into hasher: inout Hasher) {
            for byte in text.utf8 { hasher.combine(byte) }
        }
    }

    /// Whether Foundation's JSONDecoder decodes the JSON number `text` as a `Double`: it refuses one whose magnitude
    /// rounds to infinity (`1e400`) and a nonzero one that rounds to zero (`1e-400`).
    static func isWithinDoubleRange(_ text: String) -> Bool {
        guard let value = Double(text), value.isFinite else { return false }
        let significand = text.prefix { $0 != "e" && $0 != "E" }
        return value != 0 || !significand.contains { $0.isNumber && $0 != "0" }
    }
}
