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

    package var severity: Severity
    package var message: String
    /// Where the problem is; `nil` only for problems that have no file (a bad command-line argument).
    package var location: SourceLocation?
    package var notes: [Note]

    package init(_ severity: Severity, _ message: String, at location: SourceLocation?, notes: [Note] = []) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    package static func error(_ message: String, at location: SourceLocation?, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.error, message, at: location, notes: notes)
    }

    package static func warning(_ message: String, at location: SourceLocation?, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.warning, message, at: location, notes: notes)
    }

    /// The diagnostic and its notes, one per line, without a trailing newline.
    package var description: String {
        var lines = [Self.line(location, severity.rawValue, message)]
        for note in notes {
            lines.append(Self.line(note.location ?? location, Severity.note.rawValue, note.message))
        }
        return lines.joined(separator: "\n")
    }

    private static func line(_ location: SourceLocation?, _ severity: String, _ message: String) -> String {
        if let location { "\(location): \(severity): \(message)" } else { "\(severity): \(message)" }
    }
}

/// An ordered collection of diagnostics gathered across the pipeline.
package struct DiagnosticList: Sendable, Hashable {
    package private(set) var items: [Diagnostic] = []

    package init(_ items: [Diagnostic] = []) { self.items = items }

    package mutating func append(_ diagnostic: Diagnostic) { items.append(diagnostic) }
    package mutating func append(contentsOf other: [Diagnostic]) { items.append(contentsOf: other) }

    package mutating func error(_ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = []) {
        items.append(.error(message, at: location, notes: notes))
    }

    package mutating func warning(_ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = []) {
        items.append(.warning(message, at: location, notes: notes))
    }

    /// `true` when at least one diagnostic is an error.
    package var hasErrors: Bool { items.contains { $0.severity == .error } }

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
