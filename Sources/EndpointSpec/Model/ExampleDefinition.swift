/// An example value from a spec (spec format §3, "Examples"): written inline under `example`, or read from a JSON
/// file named by `example_file` (paths relative to the spec's directory). Held as JSON with the place of every value,
/// so lint can point at the value that does not fit and code generation can write it out.
///
/// `value` always reads as JSON reads it, whichever way it was written: a quoted or block scalar is a string, a plain
/// scalar is `null`, `true`, `false` or a number. Inline YAML is brought to that form when the spec is decoded (the
/// plain word `Rex` becomes the string `"Rex"`, `~` becomes `null`; see ``normalizedInline(_:)``), so every consumer
/// reads one kind of value. A file is taken as written; a plain word in it is not JSON, and lint says so.
package struct ExampleDefinition: Sendable, Hashable {
    /// Where the value was written.
    package enum Source: Sendable, Hashable {
        /// In the spec itself, under `example` (or an endpoint's `response`, `body`, `errors`).
        case inline
        /// In a JSON file: `path` is the spec's directory joined with the path written in the spec
        /// (`specs/examples/pet.json`), which is also the file of every location inside `value`.
        case file(path: String)
    }

    /// The example as a JSON value; every node keeps its line and column (in the spec, or in the file).
    package var value: YAMLNode
    package var source: Source
    /// Where the spec gives the example: the value of `example`, or the path after `example_file`.
    package var location: SourceLocation

    package init(value: YAMLNode, source: Source, location: SourceLocation) {
        self.value = value
        self.source = source
        self.location = location
    }

    /// The example as compact JSON text, keys in the order written (`{"id":7,"name":"Rex"}`): numbers keep their
    /// digits exactly, strings are escaped per RFC 8259 §7.
    package var jsonText: String { Self.jsonText(value) }

    /// Inline YAML read as JSON: plain `null`, `~`, `Null`, `NULL` and an empty plain scalar are `null`; plain
    /// `true`/`false` (any capitalisation YAML 1.2 allows) are booleans; a plain JSON number (RFC 8259 §6) is that
    /// number; every other scalar, and any scalar tagged `!!str`, is a string, marked as double-quoted.
    package static func normalizedInline(_ node: YAMLNode) -> YAMLNode {
        var result = node
        switch node.content {
        case .scalar(let scalar):
            guard scalar.style == .plain, node.tag != "!!str" else {
                result.content = .scalar(YAMLScalar(scalar.text, style: scalar.style == .plain ? .doubleQuoted : scalar.style))
                break
            }
            if scalar.isNull {
                result.content = .scalar(YAMLScalar("null"))
            } else if ["true", "True", "TRUE"].contains(scalar.text) {
                result.content = .scalar(YAMLScalar("true"))
            } else if ["false", "False", "FALSE"].contains(scalar.text) {
                result.content = .scalar(YAMLScalar("false"))
            } else if !isJSONNumber(scalar.text) {
                result.content = .scalar(YAMLScalar(scalar.text, style: .doubleQuoted))
            }
        case .sequence(let items):
            result.content = .sequence(items.map(normalizedInline))
        case .mapping(let pairs):
            result.content = .mapping(pairs.map { YAMLPair(key: $0.key, value: normalizedInline($0.value)) })
        }
        result.tag = nil
        return result
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?` (RFC 8259 §6).
    package static func isJSONNumber(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        func digits() -> Int {
            let count = bytes.prefix { $0 >= 0x30 && $0 <= 0x39 }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        if bytes.first == UInt8(ascii: "0") { bytes = bytes.dropFirst() } else if digits() == 0 { return false }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            if digits() == 0 { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            if digits() == 0 { return false }
        }
        return bytes.isEmpty
    }

    private static func jsonText(_ node: YAMLNode) -> String {
        switch node.content {
        case .scalar(let scalar):
            if scalar.style == .plain, scalar.text == "null" || scalar.text == "true" || scalar.text == "false"
                || isJSONNumber(scalar.text) {
                return scalar.text
            }
            return jsonString(scalar.text)
        case .sequence(let items):
            return "[" + items.map(jsonText).joined(separator: ",") + "]"
        case .mapping(let pairs):
            return "{" + pairs.map { jsonString($0.key.scalar?.text ?? "") + ":" + jsonText($0.value) }.joined(separator: ",") + "}"
        }
    }

    /// A JSON string literal: `"` and `\` escaped, control characters as `\n`, `\t`… or `\u00XX`.
    private static func jsonString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
