/// A YAML value the random spec generator builds; ``YAMLWriter`` turns it into text.
indirect enum YAMLValue: Sendable {
    /// A scalar, written plain when `plain` is set and the text is safe unquoted, otherwise double-quoted.
    case scalar(String, plain: Bool)
    /// A block mapping (keys in order).
    case mapping([(String, YAMLValue)])
    /// A flow sequence of scalars.
    case sequence([YAMLValue])

    static func plain(_ text: String) -> YAMLValue { .scalar(text, plain: true) }
    static func quoted(_ text: String) -> YAMLValue { .scalar(text, plain: false) }
}

/// Writes ``YAMLValue`` trees as block YAML with double-quoted scalars wherever plain ones could be misread.
enum YAMLWriter {
    static func document(_ entries: [(String, YAMLValue)], lineEnding: String = "\n") -> String {
        var lines: [String] = []
        write(entries, indent: 0, into: &lines)
        return lines.joined(separator: lineEnding) + lineEnding
    }

    private static func write(_ entries: [(String, YAMLValue)], indent: Int, into lines: inout [String]) {
        let pad = String(repeating: " ", count: indent)
        for (key, value) in entries {
            let keyText = scalar(key, plain: true)
            switch value {
            case .scalar(let text, let plain):
                lines.append("\(pad)\(keyText): \(scalar(text, plain: plain))")
            case .mapping(let children) where children.isEmpty:
                lines.append("\(pad)\(keyText): {}")
            case .mapping(let children):
                lines.append("\(pad)\(keyText):")
                write(children, indent: indent + 2, into: &lines)
            case .sequence(let items):
                lines.append("\(pad)\(keyText): [\(items.map(flow).joined(separator: ", "))]")
            }
        }
    }

    private static func flow(_ value: YAMLValue) -> String {
        switch value {
        case .scalar(let text, let plain): plain && text.allSatisfy(\.isNumber) && !text.isEmpty ? text : quoted(text)
        case .mapping(let entries): "{" + entries.map { quoted($0.0) + ": " + flow($0.1) }.joined(separator: ", ") + "}"
        case .sequence(let items): "[" + items.map(flow).joined(separator: ", ") + "]"
        }
    }

    /// `text` plain when asked and safe, else double-quoted.
    static func scalar(_ text: String, plain: Bool) -> String {
        plain && isSafePlain(text) ? text : quoted(text)
    }

    /// Plain scalars limited to characters that cannot start or end a YAML construct; type expressions such as
    /// `[User]` and `[string: int]` are written plain on purpose (a flow sequence the spec format accepts).
    private static func isSafePlain(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return false }
        let allowed = text.unicodeScalars.allSatisfy { scalar in
            (scalar.value >= 0x30 && scalar.value <= 0x39) || (scalar.value | 0x20 >= 0x61 && scalar.value | 0x20 <= 0x7A)
                || "_-./?[]: ".unicodeScalars.contains(scalar)
        }
        let flowSequence = first == "[" && last == "]" && !text.dropFirst().contains("[")
        let bracketFree = !text.contains("[") && !text.contains("]") && !text.contains(": ") && !text.contains(" ")
        return allowed && first != "-" && first != "?" && first != ":" && last != ":" && (flowSequence || bracketFree)
    }

    /// A YAML double-quoted scalar; line breaks, tabs, controls and Unicode separators become escapes.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{85}": out += "\\N"
            case "\u{2028}": out += "\\L"
            case "\u{2029}": out += "\\P"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\x" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16, uppercase: true)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

/// Swift source text for values the harness embeds.
enum SwiftSource {
    /// A Swift string literal for any text (every non-printable-ASCII scalar as `\u{…}`).
    static func stringLiteral(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            default:
                if scalar.value >= 0x20 && scalar.value < 0x7F {
                    out.unicodeScalars.append(scalar)
                } else {
                    out += "\\u{" + String(scalar.value, radix: 16) + "}"
                }
            }
        }
        return out + "\""
    }
}
