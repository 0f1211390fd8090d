/// A YAML value written into a spec file: the importer's and the sample inferrer's output before it becomes text.
///
/// Mappings keep their order, so the written spec follows the source document.
package indirect enum SpecValue: Sendable, Hashable {
    /// A string; written plain when YAML would read it back as the same string, else double-quoted.
    case string(String)
    /// Written exactly as given: numbers, `true`, `false`.
    case plain(String)
    case map([SpecEntry])
    case list([SpecValue])

    /// `true` for `.string` and `.plain`.
    var isScalar: Bool {
        switch self {
        case .string, .plain: true
        case .map, .list: false
        }
    }
}

/// One key and value of a `SpecValue.map`.
package struct SpecEntry: Sendable, Hashable {
    package var key: String
    package var value: SpecValue
    /// A comment written on the line before the key (`# guessed: ...`).
    package var comment: String?

    package init(_ key: String, _ value: SpecValue, comment: String? = nil) {
        self.key = key
        self.value = value
        self.comment = comment
    }
}

/// Writes `SpecValue`s as block-style YAML that `YAMLLoader` reads back to the same values.
package enum SpecYAMLWriter {
    /// The document for a top-level mapping, ending with a newline.
    package static func document(_ entries: [SpecEntry], header: [String] = []) -> String {
        var lines = header.map { "# " + $0 }
        write(entries, indent: 0, into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func write(_ entries: [SpecEntry], indent: Int, into lines: inout [String]) {
        let pad = String(repeating: " ", count: indent)
        for entry in entries {
            if let comment = entry.comment {
                for line in comment.split(separator: "\n", omittingEmptySubsequences: false) {
                    lines.append(pad + "# " + line)
                }
            }
            let key = scalar(entry.key)
            if let inline = inline(entry.value) {
                lines.append(pad + key + ": " + inline)
            } else {
                lines.append(pad + key + ":")
                write(entry.value, indent: indent + 2, into: &lines)
            }
        }
    }

    private static func write(_ value: SpecValue, indent: Int, into lines: inout [String]) {
        let pad = String(repeating: " ", count: indent)
        switch value {
        case .string, .plain:
            lines.append(pad + (inline(value) ?? ""))
        case .map(let entries):
            write(entries, indent: indent, into: &lines)
        case .list(let items):
            for item in items {
                if let inline = inline(item) {
                    lines.append(pad + "- " + inline)
                    continue
                }
                var itemLines: [String] = []
                write(item, indent: indent + 2, into: &itemLines)
                for (index, line) in itemLines.enumerated() {
                    lines.append(index == 0 ? pad + "- " + line.dropFirst(indent + 2) : line)
                }
            }
        }
    }

    /// The value on one line, when it is a scalar, an empty collection, or a short list of scalars.
    private static func inline(_ value: SpecValue) -> String? {
        switch value {
        case .string, .plain:
            return scalar(value)
        case .map(let entries) where entries.isEmpty:
            return "{}"
        case .list(let items) where items.allSatisfy(\.isScalar):
            let text = "[" + items.map { scalar($0) }.joined(separator: ", ") + "]"
            return text.count <= 100 || items.isEmpty ? text : nil
        default:
            return nil
        }
    }

    private static func scalar(_ value: SpecValue) -> String {
        switch value {
        case .plain(let text): text
        case .string(let text): scalar(text)
        default: ""
        }
    }

    /// Words YAML 1.1 tools read as null or booleans; quoted so no reader mistakes them.
    private static let specialWords: Set<String> = [
        "null", "Null", "NULL", "~", "true", "True", "TRUE", "false", "False", "FALSE", "yes", "Yes", "YES", "no", "No",
        "NO", "on", "On", "ON", "off", "Off", "OFF", "y", "Y", "n", "N",
    ]

    /// A string plain when it is a simple word (letters, digits, `_`, `-`, `.`, `/`, not starting with a digit or
    /// `-`), else double-quoted with escapes.
    package static func scalar(_ text: String) -> String {
        let isPlain = !text.isEmpty && !specialWords.contains(text)
            && text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0)
                || ("0"..."9").contains($0) || "_-./".unicodeScalars.contains($0) }
            && text.unicodeScalars.first.map { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || $0 == "_" || $0 == "/" } == true
        if isPlain { return text }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{2028}": out += "\\L"
            case "\u{2029}": out += "\\P"
            case "\u{85}": out += "\\N"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0xD800...0xDFFF).contains(scalar.value)
                    || scalar.value == 0xFEFF {
                    out += "\\u" + String(format4(scalar.value))
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    private static func format4(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
