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
        sourceLines: [String] = [],
        unusualBreaks: Set<Int> = [],
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
        } else if let hint = layoutHint(
            problem: problem, at: location, context: context, sourceLines: sourceLines, unusualBreaks: unusualBreaks) {
            notes.append(hint)
        }
        return .error(.syntax, problem, at: location, notes: notes)
    }

    /// The number of spaces a line starts with.
    private static func indentation(of line: Substring) -> Int {
        line.prefix { $0 == " " }.count
    }

    /// A note saying what in the layout of the lines libyaml tripped over, for the errors a misindented line or a
    /// key written without `: ` gives, whose wording names neither (review 41):
    /// - "mapping values are not allowed in this context" at a key's `:` on a line indented more than the line
    ///   before it, whose key already has a value: YAML reads the deeper line as more of that value (a plain scalar
    ///   may go on over several lines), and then finds a `:` in it. The same error after a line whose `:` has no
    ///   space after it (`method:GET`, plain text to YAML).
    /// - "did not find expected key" at the first character of a line whose indentation matches no mapping open
    ///   there: deeper than the keys of the mapping libyaml names in its context, shallower than those of the
    ///   mapping nested in it.
    /// - "could not find expected ':'" while scanning a simple key: the line libyaml names in its context has no
    ///   `: ` after its key (`path /a`, `path:/a`), and YAML read it and the next line as one key.
    ///
    /// No note when a line it would read begins after a NEL, LS or PS (a `…` of Windows-1252 read as Latin-1 is a
    /// NEL): YAML broke the line there, which an editor most often does not show (review 42).
    /// - Parameters:
    ///   - sourceLines: The input's lines, split where libyaml counts a line break (`YAMLEventReader.lines(of:)`).
    ///   - unusualBreaks: The lines that begin after a NEL, LS or PS (`YAMLTextEncoding.linesAfterUnusualBreaks(in:)`).
    static func layoutHint(
        problem: String,
        at location: SourceLocation,
        context: (message: String, location: SourceLocation)?,
        sourceLines: [String],
        unusualBreaks: Set<Int> = []
    ) -> Diagnostic.Note? {
        func line(_ number: Int) -> Substring? {
            guard sourceLines.indices.contains(number - 1) else { return nil }
            let text = Substring(sourceLines[number - 1])
            return text.hasSuffix("\r") ? text.dropLast() : text
        }
        func spaces(_ count: Int) -> String { count == 1 ? "1 space" : "\(count) spaces" }
        let lineText = line(location.line) ?? ""
        let indent = indentation(of: lineText)
        func contentLine(before number: Int) -> Int? {
            (1..<max(1, number)).reversed().first { line($0).map(holdsContent) == true }
        }
        // The error's `:` is the first `: ` of its line only when the line goes on a plain scalar begun above; a `:`
        // after a key and its value on the same line (`summary: Note: x`, `path: /a: b`) is that line's own
        // problem, and the lines above are not (review 42).
        // A line the note would read that begins after a NEL, LS or PS: YAML broke the line there, and what the
        // note would say of the text after it (a comment's words read as a key without ':') may not be what to fix;
        // inside quotes the break is harmless and the cause is elsewhere. No note then (review 42).
        // (The context's line is read as text only for a simple key.)
        let keyLine = problem == "could not find expected ':'" ? context?.location.line : nil
        let first = min(contentLine(before: location.line) ?? location.line, keyLine ?? location.line)
        if !unusualBreaks.isEmpty, (first...max(first, location.line)).contains(where: unusualBreaks.contains) {
            return nil
        }
        let beforeProblem = String(String.UnicodeScalarView(lineText.unicodeScalars.prefix(max(0, location.column - 1))))
        if problem == "mapping values are not allowed in this context", context == nil,
           !beforeProblem.contains(": "),
           let previous = contentLine(before: location.line),
           let previousText = line(previous) {
            // Only a line that starts a value can be a key that lost its `: ` (`method:GET` under `a:`); a line that
            // goes on text begun above (the second line of a description) is no key (review 42).
            let startsValue = contentLine(before: previous).flatMap(line).map {
                indentation(of: $0) < indentation(of: previousText)
            } ?? true
            if startsValue, let colonNote = missingSeparatorNote(line: previous, text: previousText, readAsKey: false) {
                let column = indentation(of: previousText) + 1
                return Diagnostic.Note(colonNote, at: SourceLocation(file: location.file, line: previous, column: column))
            }
            // The column of the key, after any `- `: a list entry's keys line up with its first key, not its dash
            // (review 42: `- status: 404` was named at the dash's indentation, and lining up with it is no fix).
            let previousIndent = keyIndentation(of: previousText)
            guard indent > previousIndent, let entry = keyWithValue(previousText) else { return nil }
            return Diagnostic.Note(
                "line \(location.line) is indented \(spaces(indent)), more than line \(previous) "
                    + "('\(entry)', \(spaces(previousIndent))), whose key already has a value, so YAML reads line "
                    + "\(location.line) as more of that value; keys of one mapping need the same indentation, and a "
                    + "nested mapping goes under a key with no value on its line",
                at: location)
        }
        if problem == "did not find expected key", let context, context.message == "while parsing a block mapping",
           location.column == indent + 1, context.location.column != indent + 1 {
            // A line before with this line's indentation is no key (it would have opened a mapping there): it is a
            // value, most likely a key that lost its `:` (`method GET # the verb` under `a:`), so this line's
            // indentation is right and that line is named instead, or nothing (review 42).
            if let previous = contentLine(before: location.line), let previousText = line(previous),
               indentation(of: previousText) == indent {
                return missingSeparatorNote(line: previous, text: previousText, readAsKey: true).map {
                    Diagnostic.Note($0, at: SourceLocation(file: location.file, line: previous, column: indent + 1))
                }
            }
            // The line before, when deeper and the first of a mapping or list it opened, is the one this line does
            // not line up with (or the one that slipped), so the note names its indentation too.
            var before = ""
            if let previous = contentLine(before: location.line), let previousText = line(previous),
               let opener = contentLine(before: previous), let openerText = line(opener) {
                let previousIndent = indentation(of: previousText)
                if previousIndent > indent, indentation(of: openerText) < previousIndent {
                    before = ", and line \(previous) before it \(spaces(previousIndent))"
                }
            }
            return Diagnostic.Note(
                "line \(location.line) is indented \(spaces(indent)), which matches no mapping open there: the keys "
                    + "of the mapping from line \(context.location.line) are indented "
                    + "\(spaces(context.location.column - 1))\(before); indent this line exactly as the other entries "
                    + "of its mapping or list",
                at: location)
        }
        if problem == "could not find expected ':'", let context, context.message == "while scanning a simple key",
           let keyText = line(context.location.line),
           let colonNote = missingSeparatorNote(line: context.location.line, text: keyText, readAsKey: true) {
            return Diagnostic.Note(colonNote, at: context.location)
        }
        return nil
    }

    /// The number of characters before a line's first key: its indentation, and any `- ` with the spaces after it.
    private static func keyIndentation(of line: Substring) -> Int {
        var text = line.drop { $0 == " " }
        while text.hasPrefix("- ") { text = text.dropFirst(2).drop { $0 == " " } }
        return line.count - text.count
    }

    /// Whether a line holds YAML: not blank and not only a comment.
    private static func holdsContent(_ line: Substring) -> Bool {
        let text = line.drop { $0 == " " || $0 == "\t" }
        return !text.isEmpty && text.first != "#"
    }

    /// A note for a line of a block mapping that is no `key: value` because its `:` has no space after it, or it has
    /// no `:` at all; `nil` for any other line (a key, a list entry, a flow collection, quoted text).
    /// - Parameter readAsKey: Whether libyaml was reading the line as a key, so that a single word is one missing
    ///   its `:` (`query` above the query parameters) rather than text of a value.
    private static func missingSeparatorNote(line number: Int, text: Substring, readAsKey: Bool) -> String? {
        var content = text.drop { $0 == " " }
        // A comment after plain text (` #`, or a tab before the `#`) is no part of it.
        if let comment = content.firstRange(of: " #") ?? content.firstRange(of: "\t#") {
            content = content[..<comment.lowerBound]
        }
        while content.last == " " || content.last == "\t" { content = content.dropLast() }
        guard let first = content.first, !"-[{'\"#|>&*!?%@`".contains(first),
              content.firstRange(of: ": ") == nil, content.last != ":" else { return nil }
        let shown = content.count <= 60 ? String(content) : String(content.prefix(57)) + "..."
        // A space before the first `:` makes the `:` part of the value (`base_url https://api.example.com`).
        if let colon = content.firstIndex(of: ":"), !content[..<colon].contains(" ") {
            let key = content[..<colon]
            let value = content[content.index(after: colon)...]
            guard !key.isEmpty, !value.isEmpty else { return nil }
            return "line \(number) ('\(shown)') has no space after its ':', so YAML reads it as plain text, "
                + "not as a key and its value; write '\(key): \(value)'"
        }
        guard let space = content.firstIndex(of: " ") else {
            guard readAsKey else { return nil }
            return "line \(number) ('\(shown)') has no ':' after its key; write '\(shown):'"
        }
        let key = content[..<space]
        let value = content[space...].drop { $0 == " " }
        return "line \(number) ('\(shown)') has no ':' after its key, so YAML reads it as plain text, not as a "
            + "key and its value; write '\(key): \(value)'"
    }

    /// `key: value` when `line` (after its indentation and any `- `) is a block mapping entry whose value is on
    /// the line and is not a block scalar (`|`, `>`) or an anchor or tag that a nested node could follow; `nil`
    /// otherwise. Long lines are shortened for the note.
    private static func keyWithValue(_ line: Substring) -> String? {
        var text = line.drop { $0 == " " }
        while text.hasPrefix("- ") { text = text.dropFirst(2).drop { $0 == " " } }
        guard let colon = text.firstRange(of: ": ") else { return nil }
        let key = text[..<colon.lowerBound]
        let value = text[colon.upperBound...].drop { $0 == " " }
        guard !key.isEmpty, !key.hasPrefix("#"), let first = value.first, !"|>&!#".contains(first) else { return nil }
        var entry = text
        while entry.last == " " || entry.last == "\t" { entry = entry.dropLast() }
        return entry.count <= 60 ? String(entry) : String(entry.prefix(57)) + "..."
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
        if hasPlainOptionalCollection(line) {
            return "type expressions that YAML would misread must be quoted, as in \"[string]?\""
        }
        if inFlowMapping, hasPlainPathWithPlaceholder(line) {
            return "a path with placeholders inside '{...}' must be quoted, as in path: '/users/{id}'"
        }
        return nil
    }

    /// Whether `line` has, outside quoted text and before a comment, a `]` followed by `?` (`tags: [string]?`).
    /// Quoted, the expression reads (`topics: "[string]?"`), and the error on its line has another cause, most often
    /// the line's indentation (review 42: the hint was given for any `]?` on the line).
    private static func hasPlainOptionalCollection(_ line: String) -> Bool {
        var quote: Character?
        var previous: Character = " "
        var closed = false
        for character in line {
            defer { previous = character }
            if let open = quote {
                if character == open { quote = nil }
                continue
            }
            if closed, character != " " {
                if character == "?" { return true }
                closed = false
            }
            switch character {
            case "'", "\"": quote = character
            case "#" where previous == " " || previous == "\t": return false
            case "]": closed = true
            default: break
            }
        }
        return false
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
