/// Turns libyaml's error reports into diagnostics with clearer wording where libyaml's is cryptic.
enum YAMLSyntaxDiagnostic {
    /// The message for a tab where YAML needs spaces; libyaml says "found character that cannot start any
    /// token" or mentions "a tab character" depending on where the tab is.
    static let tabIndentationMessage = "tab characters are not allowed for indentation in YAML; use spaces"

    /// A scanner or parser error at libyaml's problem mark, with libyaml's context ("while parsing a block
    /// mapping") as a note at the context mark. When the character at the problem is a tab, the message
    /// is `tabIndentationMessage` and the note is left out (libyaml's context says nothing useful there).
    static func syntaxError(
        problem: String,
        at location: SourceLocation,
        context: (message: String, location: SourceLocation)?,
        characterAtProblem: Unicode.Scalar?,
        lineText: String = "",
        givesSpecHints: Bool = true
    ) -> Diagnostic {
        if characterAtProblem == "\t" {
            return .error(.tabIndentation, tabIndentationMessage, at: location)
        }
        var notes = context.map { [Diagnostic.Note($0.message, at: $0.location)] } ?? []
        // Block style: "mapping values are not allowed in this context"; flow style: "did not find expected ',' or
        // '}'"; both at the ':' after the key.
        let inFlow = context?.message.contains("flow") == true
        if characterAtProblem == ":", let length = implicitKeyLength(before: location.column, in: lineText, inFlow: inFlow),
           length > maximumImplicitKeyLength {
            notes.append(Diagnostic.Note(
                "the key before this ':' is \(length) characters long; YAML reads a key written without '?' only up to "
                    + "\(maximumImplicitKeyLength) characters (the YAML specification's limit for implicit keys): "
                    + "shorten it, or write it as an explicit key, '? key' on its own line and ': value' on the next",
                at: location))
            return .error(.syntax, "key too long: \(problem)", at: location, notes: notes)
        }
        let inFlowMapping = context?.message.contains("flow mapping") == true
        if givesSpecHints, let hint = quotingHint(for: lineText, inFlowMapping: inFlowMapping) {
            notes.append(Diagnostic.Note(hint, at: location))
        }
        return .error(.syntax, problem, at: location, notes: notes)
    }

    /// The longest key YAML reads without an explicit `?` indicator, in Unicode characters (the YAML specification
    /// restricts implicit keys to one line of at most 1024; libyaml enforces it, then reports the `:` after a longer
    /// key as a mapping value where none is allowed).
    static let maximumImplicitKeyLength = 1024

    /// The length in Unicode scalars of the key that ends before the 1-based `column` (in Unicode scalars) of `line`: the
    /// text after the indentation, a sequence entry's `- `, or a flow collection's `{`, `[` or `,`, without
    /// surrounding spaces; `nil` when the column is not on the line. A `,` separates entries only inside a flow
    /// collection (`inFlow`, or after a `{` or `[` on the line): a block key may hold commas (`a, b: 1`).
    private static func implicitKeyLength(before column: Int, in line: String, inFlow: Bool) -> Int? {
        let scalars = Array(line.unicodeScalars)
        guard column >= 1, column - 1 <= scalars.count else { return nil }
        var start = 0
        var depth = 0
        for (index, scalar) in scalars[..<(column - 1)].enumerated() {
            switch scalar {
            case "{", "[":
                depth += 1
                start = index + 1
            case "}", "]":
                depth = max(0, depth - 1)
            case "," where inFlow || depth > 0:
                start = index + 1
            default:
                break
            }
        }
        var key = scalars[start..<(column - 1)]
        func trim() {
            while key.first == " " { key = key.dropFirst() }
            while key.last == " " { key = key.dropLast() }
        }
        trim()
        while key.first == "-", key.count == 1 || key.dropFirst().first == " " {
            key = key.dropFirst()
            trim()
        }
        return key.count
    }

    /// Two spellings that YAML misreads where the error libyaml gives says nothing of the cause, so the line is
    /// checked for each pattern: type expressions such as `[string]?` end a flow collection with characters YAML
    /// cannot follow, and a path with placeholders written plainly inside a flow mapping
    /// (`{method: GET, path: /users/{id}}`, also when the mapping spans lines) opens a nested mapping at its `{`.
    /// - Parameter inFlowMapping: Whether libyaml's context is a flow mapping (the path hint needs one).
    static func quotingHint(for line: String, inFlowMapping: Bool = false) -> String? {
        let compact = line.filter { $0 != " " }
        if let close = compact.firstIndex(of: "]"), compact[close...].dropFirst().first == "?" {
            return "type expressions that YAML would misread must be quoted, as in \"[string]?\""
        }
        if inFlowMapping, hasPlainPathWithPlaceholder(line) {
            return "a path with placeholders inside '{...}' must be quoted, as in path: '/users/{id}'"
        }
        return nil
    }

    /// Whether `line` has, outside quoted text, a `key: value` whose unquoted value starts with `/` and holds a `{`.
    private static func hasPlainPathWithPlaceholder(_ line: String) -> Bool {
        var quote: Character?
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == ":" {
                let value = line[line.index(after: index)...].drop { $0 == " " }
                if value.first == "/", value.prefix(while: { !",} '\"".contains($0) }).contains("{") { return true }
            }
            index = line.index(after: index)
        }
        return false
    }

    /// A reader error (a character YAML does not allow, such as a control character), located by byte
    /// offset. `value` is the offending character's code (or `-1` when libyaml gives none).
    static func readerError(problem: String, value: Int, at location: SourceLocation) -> Diagnostic {
        guard value >= 0, value <= 0x10FFFF else { return .error(.invalidCharacter, problem, at: location) }
        let hex = String(value, radix: 16, uppercase: true)
        let code = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return .error(.invalidCharacter, "\(problem) (found U+\(code))", at: location)
    }
}
