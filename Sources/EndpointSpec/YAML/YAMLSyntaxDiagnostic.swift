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
        lineText: String = ""
    ) -> Diagnostic {
        if characterAtProblem == "\t" {
            return .error(.tabIndentation, tabIndentationMessage, at: location)
        }
        var notes = context.map { [Diagnostic.Note($0.message, at: $0.location)] } ?? []
        if let hint = quotingHint(for: lineText) { notes.append(Diagnostic.Note(hint, at: location)) }
        return .error(.syntax, problem, at: location, notes: notes)
    }

    /// Type expressions such as `[string]?` or `[string: int]` end a YAML flow collection with characters YAML
    /// cannot follow; the error libyaml gives says nothing of that, so the line is checked for the pattern.
    static func quotingHint(for line: String) -> String? {
        let compact = line.filter { $0 != " " }
        guard let close = compact.firstIndex(of: "]"), compact[close...].dropFirst().first == "?" else { return nil }
        return "type expressions that YAML would misread must be quoted, as in \"[string]?\""
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
