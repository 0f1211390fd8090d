/// How interpolation tags (`{{name}}`) treat the text they insert.
///
/// Triple mustaches (`{{{name}}}`) and ampersand tags (`{{&name}}`) never escape.
public enum MustacheEscaping: Sendable, Hashable {
    /// Replace `&`, `<`, `>` and `"` with HTML entities, as the Mustache specification requires by default.
    case html
    /// Insert text unchanged; use this when rendering source code such as Swift.
    case verbatim
}

extension MustacheEscaping {
    /// Appends `text` to `output`, escaping it when this is ``html``.
    func append(_ text: String, to output: inout String) {
        guard self == .html, text.utf8.contains(where: Self.needsEscaping) else {
            output += text
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            default: output.unicodeScalars.append(scalar)
            }
        }
    }

    private static func needsEscaping(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"")
    }
}
