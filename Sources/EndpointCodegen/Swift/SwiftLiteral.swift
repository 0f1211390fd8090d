/// Swift source text for values taken from specs: string literals and doc comments that can never end
/// early, interpolate, or leak a line out of a comment.
package enum SwiftLiteral {
    /// A double-quoted Swift string literal whose value equals `value` scalar for scalar.
    ///
    /// `\`, `"` and every control character are escaped (`\n`, `\r`, `\t`, `\0`, otherwise `\u{XX}`), so `\(`
    /// cannot start an interpolation, `"""` or `"#` cannot end the literal, and a newline cannot split it.
    /// Line and paragraph separators (U+2028, U+2029) and U+0085 are escaped too, so the literal stays on one line.
    package static func string(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                || scalar == "\u{2028}" || scalar == "\u{2029}":
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// The lines of a description for a `///` doc comment: split at every kind of line break (LF, CRLF, CR,
    /// U+0085, U+2028, U+2029, vertical tab, form feed), other control characters removed, trailing white
    /// space trimmed, and leading and trailing empty lines dropped. `///` comments have no terminator, so `*/`
    /// in the text is harmless.
    package static func docLines(_ text: String?) -> [String] {
        guard let text else { return [] }
        var lines: [String] = []
        var current = ""
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            let isBreak = ["\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar)
            if isBreak {
                if !(scalar == "\n" && previousWasCR) { lines.append(current); current = "" }
                previousWasCR = scalar == "\r"
                continue
            }
            previousWasCR = false
            if scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F { continue }
            current.unicodeScalars.append(scalar)
        }
        lines.append(current)
        lines = lines.map { line in
            var line = line
            while let last = line.last, last == " " || last == "\t" { line.removeLast() }
            return line
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// `name` as an argument label at a call site: keywords need no backticks there (Swift warns about them),
    /// except `inout`, which would be read as a modifier.
    static func argumentLabel(_ name: String) -> String {
        name == "inout" ? "`\(name)`" : name
    }
}
