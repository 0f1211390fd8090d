/// A problem found in the input, collected rather than thrown so that one run reports every problem.
///
/// Printed as `path:line:column: severity: message`, followed by one line per note in the same form.
/// This is the format the Swift compiler uses, so Xcode and `swift build` show it inline in the spec file.
package struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is. Any `error` makes the run fail and write nothing.
    package enum Severity: String, Sendable, Hashable, Comparable {
        case error
        case warning
        case note

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }

        package static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A secondary location that explains the diagnostic (for example the first of two duplicate keys).
    package struct Note: Hashable, Sendable {
        package var message: String
        package var location: SourceLocation?

        package init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    /// What kind of problem this is; stable across releases, unlike `message` (see ``DiagnosticID``).
    package var id: DiagnosticID
    package var severity: Severity
    package var message: String
    /// Where the problem is; `nil` only for problems that have no file (a bad command-line argument).
    package var location: SourceLocation?
    package var notes: [Note]

    package init(_ severity: Severity, _ id: DiagnosticID, _ message: String, at location: SourceLocation?, notes: [Note] = []) {
        self.id = id
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    package static func error(
        _ id: DiagnosticID, _ message: String, at location: SourceLocation?, notes: [Note] = []
    ) -> Diagnostic {
        Diagnostic(.error, id, message, at: location, notes: notes)
    }

    package static func warning(
        _ id: DiagnosticID, _ message: String, at location: SourceLocation?, notes: [Note] = []
    ) -> Diagnostic {
        Diagnostic(.warning, id, message, at: location, notes: notes)
    }

    /// The diagnostic and its notes, one per line, without a trailing newline.
    package var description: String {
        var lines = [Self.line(location, severity.rawValue, message)]
        for note in notes {
            lines.append(Self.line(note.location ?? location, Severity.note.rawValue, note.message))
        }
        return lines.joined(separator: "\n")
    }

    /// One printed line. Spec text quoted in a message (a header name with CR/LF, a key with a NUL) is escaped
    /// so that a diagnostic never spans lines and shows what is invisible: see ``escapingLineBreaks(_:)``.
    private static func line(_ location: SourceLocation?, _ severity: String, _ message: String) -> String {
        escapingLineBreaks(location.map { "\($0): \(severity): \(message)" } ?? "\(severity): \(message)")
    }

    /// `text` with line breaks and other invisible control characters written as Swift string escapes: `\n`, `\r`,
    /// `\0`, and `\u{…}` for the other C0 and C1 controls, DEL, NEL and the Unicode line and paragraph separators
    /// (U+2028, U+2029). Tabs stay as they are; they do not break a line.
    static func escapingLineBreaks(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                result.append(scalar)
                continue
            }
            let escape = switch scalar {
            case "\n": "\\n"
            case "\r": "\\r"
            case "\0": "\\0"
            default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
            result.append(contentsOf: escape.unicodeScalars)
        }
        return String(result)
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
        default: false
        }
    }
}

/// The one collector of diagnostics: every stage that can find problems takes it `inout` and appends to it,
/// and returns only its result (`nil` when its input had errors). A run makes one collector and passes it through
/// the whole pipeline; concurrent work (one spec per task) collects into its own and is merged in input order.
///
/// It is a collection of the diagnostics in the order they were found; ``sorted`` gives them by place.
package struct DiagnosticCollector: Sendable, Hashable, RandomAccessCollection {
    package private(set) var items: [Diagnostic] = []

    package init(_ items: [Diagnostic] = []) { self.items = items }

    package var startIndex: Int { items.startIndex }
    package var endIndex: Int { items.endIndex }
    package subscript(position: Int) -> Diagnostic { items[position] }

    package mutating func append(_ diagnostic: Diagnostic) { items.append(diagnostic) }
    package mutating func append(contentsOf other: some Sequence<Diagnostic>) { items.append(contentsOf: other) }

    /// Appends the diagnostics a decoder reported over a YAML tree, less those at a node the YAML layer (whose
    /// diagnostics are `yaml`) refused and read as null so that later problems are reported too: an undefined or
    /// recursive alias. Its error already says what is wrong there; `missing type for model 'Y'` or `expected a
    /// string for method, found null` at the same place would only restate it (docs/diagnostics.md, "Follow-on
    /// errors").
    package mutating func append(decoded other: some Sequence<Diagnostic>, over yaml: DiagnosticCollector) {
        let refused = Set(yaml.filter { $0.id == .undefinedAlias || $0.id == .recursiveAlias }.compactMap(\.location))
        items.append(contentsOf: other.filter { diagnostic in
            guard let location = diagnostic.location else { return true }
            return !refused.contains(location)
        })
    }

    package mutating func error(
        _ id: DiagnosticID, _ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = []
    ) {
        items.append(.error(id, message, at: location, notes: notes))
    }

    /// Adds `note` to every error found since the collector held `count` diagnostics.
    package mutating func addNote(_ note: Diagnostic.Note, toErrorsAfter count: Int) {
        for index in items.indices where index >= count && items[index].severity == .error {
            items[index].notes.append(note)
        }
    }

    package mutating func warning(
        _ id: DiagnosticID, _ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = []
    ) {
        items.append(.warning(id, message, at: location, notes: notes))
    }

    /// `true` when at least one diagnostic is an error.
    package var hasErrors: Bool { items.contains { $0.severity == .error } }

    /// The IDs of the diagnostics, in the order they were found.
    package var ids: [DiagnosticID] { items.map(\.id) }

    /// Diagnostics in a stable order: by file, line and column, then in the order they were found.
    package var sorted: [Diagnostic] {
        items.enumerated().sorted { a, b in
            switch (a.element.location, b.element.location) {
            case let (l?, r?) where l != r: return l < r
            case (nil, _?): return true
            case (_?, nil): return false
            default: return a.offset < b.offset
            }
        }.map(\.element)
    }
}
