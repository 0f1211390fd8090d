/// Swift source text for values taken from specs: string literals and doc comments that can never end
/// early, interpolate, or leak a line out of a comment.
package enum SwiftLiteral {
    /// A double-quoted Swift string literal whose value equals `value` scalar for scalar.
    ///
    /// `\`, `"` and every control character are escaped (`\n`, `\r`, `\t`, `\0`, otherwise `\u{XX}`), so `\(`
    /// cannot start an interpolation, `"""` or `"#` cannot end the literal, and a newline cannot split it.
    /// Line and paragraph separators (U+2028, U+2029) and U+0085 are escaped too, so the literal stays on one line.
    /// Every other scalar a reader could not see or tell apart (``isInvisible(_:)``: a zero-width space, a BOM, a
    /// bidi control, a no-break space) is written as `\u{…}` as well, so a reviewer reading the generated diff sees
    /// exactly which key or value it holds (`"name\u{200B}"`, not a `"name"` that never matches).
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
            case _ where isInvisible(scalar):
                result += escaped(scalar)
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Whether `scalar` is invisible, or indistinguishable from another, where source text is shown: control
    /// characters (Unicode category Cc), format characters (Cf: zero-width space U+200B, byte-order mark U+FEFF,
    /// bidi controls such as U+202E, soft hyphen U+00AD), separators other than the ASCII space (Zs, Zl, Zp:
    /// no-break space U+00A0, ideographic space U+3000, U+2028, U+2029), private-use and unassigned code points
    /// (Co, Cn), and the other default-ignorable code points (variation selectors, Hangul fillers), per the
    /// Unicode Character Database as Swift's `Unicode.Scalar.Properties` reports it.
    package static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == " " { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned:
            return true
        default:
            return scalar.properties.isDefaultIgnorableCodePoint
        }
    }

    /// `\u{XX}`: the escape of `scalar` in a Swift string literal, and how doc comments show invisible scalars.
    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }

    /// The lines of a description for a `///` doc comment: split at every kind of line break (LF, CRLF, CR,
    /// U+0085, U+2028, U+2029, vertical tab, form feed), other control characters removed, format
    /// characters (Cf) other than the zero-width joiners shown as `\u{…}`, trailing white space trimmed,
    /// and leading and trailing empty lines dropped. `///` comments have no terminator, so `*/`
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
            // Format characters (a zero-width space, a bidi override that would reorder the comment as displayed)
            // are shown as `\u{…}`; the joiners that shape emoji and Indic or Persian words stay, as do spaces of
            // other widths and variation selectors, as in any prose.
            if scalar.properties.generalCategory == .format, scalar != "\u{200C}", scalar != "\u{200D}" {
                current += escaped(scalar)
                continue
            }
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
