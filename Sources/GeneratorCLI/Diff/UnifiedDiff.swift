/// One line of a hunk: kept as context, removed from the old text, or added in the new text.
package enum HunkLine: Sendable, Equatable {
    /// A line in both texts, printed with a leading space.
    case context(DiffLine)
    /// A line only in the old text, printed with a leading `-`.
    case removed(DiffLine)
    /// A line only in the new text, printed with a leading `+`.
    case added(DiffLine)
}

/// One `@@ -l,s +l,s @@` block of a unified diff.
///
/// Starts are 1-based line numbers as printed; for an empty range (count 0) the start is the line after
/// which the change happens, so a file created from nothing has `-0,0` and a deleted file has `+0,0`.
package struct DiffHunk: Sendable, Equatable {
    /// First old line covered (1-based), or the line before an empty range.
    package var oldStart: Int
    /// Number of old lines covered (context plus removed).
    package var oldCount: Int
    /// First new line covered (1-based), or the line before an empty range.
    package var newStart: Int
    /// Number of new lines covered (context plus added).
    package var newCount: Int
    /// The lines in order.
    package var lines: [HunkLine]
    /// The heading printed after the ranges, as git prints it: the nearest old line before the hunk that starts with
    /// a letter, `_` or `$` (git's default function-name rule, `def_ff` in xdiff/xemit.c; in generated Swift the
    /// enclosing `extension <api> {`), at most its first 80 bytes (not cutting a UTF-8 character) without trailing
    /// whitespace. `nil` when there is none.
    package var heading: String?

    /// Creates a hunk.
    /// - Parameters:
    ///   - oldStart: First old line (1-based) or the line before an empty range.
    ///   - oldCount: Old lines covered.
    ///   - newStart: First new line (1-based) or the line before an empty range.
    ///   - newCount: New lines covered.
    ///   - lines: The hunk's lines.
    ///   - heading: The text after the ranges (``heading``).
    package init(oldStart: Int, oldCount: Int, newStart: Int, newCount: Int, lines: [HunkLine], heading: String? = nil) {
        self.oldStart = oldStart
        self.oldCount = oldCount
        self.newStart = newStart
        self.newCount = newCount
        self.lines = lines
        self.heading = heading
    }

    /// The header line without a line feed, as git prints it: a count of 1 is left out (`@@ -3 +3,2 @@`), and the
    /// ``heading`` follows after a space (`@@ -40,7 +40,8 @@ extension GitHub {`).
    package var header: String {
        let ranges = "@@ -\(Self.range(oldStart, oldCount)) +\(Self.range(newStart, newCount)) @@"
        return heading.map { ranges + " " + $0 } ?? ranges
    }

    /// The heading of a hunk whose first old line is at `index` (0-based; for an empty old range, the index of the
    /// line after the change) in `old`: see ``heading``.
    static func heading(before index: Int, in old: [DiffLine]) -> String? {
        var candidate = min(index, old.count) - 1
        while candidate >= 0 {
            let bytes = Array(old[candidate].text.utf8)
            if let first = bytes.first,
               (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first | 0x20) || first == UInt8(ascii: "_")
                || first == UInt8(ascii: "$") {
                var heading = bytes.prefix(80)
                // Not in the middle of a UTF-8 character, as git cuts it.
                while heading.count < bytes.count, heading.count > 0, bytes[heading.count] & 0xC0 == 0x80 {
                    heading.removeLast()
                }
                while let last = heading.last, [9, 10, 11, 12, 13, 32].contains(last) { heading.removeLast() }
                return String(decoding: heading, as: UTF8.self)
            }
            candidate -= 1
        }
        return nil
    }

    /// The hunk as text: header, then each line with its prefix, and `\ No newline at end of file`
    /// after a line that had no line feed. Ends with a line feed.
    package var text: String {
        var text = header + "\n"
        for line in lines {
            let (prefix, content): (String, DiffLine) = switch line {
            case let .context(content): (" ", content)
            case let .removed(content): ("-", content)
            case let .added(content): ("+", content)
            }
            text += prefix + content.text + "\n"
            if !content.hasNewline {
                text += "\\ No newline at end of file\n"
            }
        }
        return text
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }
}

/// Unified diffs of text files, in the format `git apply` and `patch` read.
///
/// Built on the standard library's `CollectionDifference` over lines (see ``LineEditScript``); hunks carry
/// `contextLines` lines of context on each side and are merged when their contexts would touch or overlap,
/// as GNU diff does.
package enum UnifiedDiff {
    /// The number of context lines `diff -u` and `git diff` use.
    package static let defaultContextLines = 3

    /// Computes the hunks that turn `old` into `new`.
    /// - Parameters:
    ///   - old: The lines before.
    ///   - new: The lines after.
    ///   - contextLines: Unchanged lines shown around each change; negative values count as 0.
    /// - Returns: The hunks in file order; empty when the lines are equal.
    package static func hunks(
        old: [DiffLine],
        new: [DiffLine],
        contextLines: Int = defaultContextLines
    ) -> [DiffHunk] {
        let context = max(0, contextLines)
        let edits = LineEditScript.edits(from: old, to: new)
        let changes = edits.indices.filter { index in
            if case .keep = edits[index] { return false }
            return true
        }
        guard let firstChange = changes.first else {
            return []
        }

        // Old and new line offsets reached before each edit, to number hunks that start anywhere.
        var oldPositions: [Int] = []
        var newPositions: [Int] = []
        var oldPosition = 0
        var newPosition = 0
        for edit in edits {
            oldPositions.append(oldPosition)
            newPositions.append(newPosition)
            switch edit {
            case .keep:
                oldPosition += 1
                newPosition += 1
            case .remove:
                oldPosition += 1
            case .insert:
                newPosition += 1
            }
        }

        // Group changes whose gap of kept lines is at most twice the context.
        var groups: [ClosedRange<Int>] = []
        var groupStart = firstChange
        var groupEnd = firstChange
        for change in changes.dropFirst() {
            if change - groupEnd - 1 > 2 * context {
                groups.append(groupStart...groupEnd)
                groupStart = change
            }
            groupEnd = change
        }
        groups.append(groupStart...groupEnd)

        return groups.map { group in
            let first = max(0, group.lowerBound - context)
            let last = min(edits.count - 1, group.upperBound + context)
            var lines: [HunkLine] = []
            var oldCount = 0
            var newCount = 0
            for edit in edits[first...last] {
                switch edit {
                case let .keep(oldIndex, _):
                    lines.append(.context(old[oldIndex]))
                    oldCount += 1
                    newCount += 1
                case let .remove(oldIndex):
                    lines.append(.removed(old[oldIndex]))
                    oldCount += 1
                case let .insert(newIndex):
                    lines.append(.added(new[newIndex]))
                    newCount += 1
                }
            }
            return DiffHunk(
                oldStart: oldCount == 0 ? oldPositions[first] : oldPositions[first] + 1,
                oldCount: oldCount,
                newStart: newCount == 0 ? newPositions[first] : newPositions[first] + 1,
                newCount: newCount,
                lines: lines,
                heading: DiffHunk.heading(before: oldPositions[first], in: old)
            )
        }
    }

    /// A unified diff of one file, with `--- a/<path>` and `+++ b/<path>` headers (see ``label(_:path:)`` for a path
    /// with a space, a quote, a backslash or a control character).
    ///
    /// A created file (`old == nil`) has `--- /dev/null`; a deleted one (`new == nil`) has `+++ /dev/null`.
    /// - Parameters:
    ///   - old: The file's text before, or `nil` when the file is created.
    ///   - new: The file's text after, or `nil` when the file is deleted.
    ///   - path: The file's path as it should appear after the `a/` and `b/` prefixes (use `/` separators,
    ///     relative to where the patch will be applied).
    ///   - contextLines: Unchanged lines shown around each change.
    /// - Returns: The diff ending with a line feed, or an empty string when no line changes (same texts,
    ///   both absent, or an empty file created or deleted).
    package static func diff(
        old: String?,
        new: String?,
        path: String,
        contextLines: Int = defaultContextLines
    ) -> String {
        let hunks = hunks(
            old: DiffLine.lines(of: old ?? ""),
            new: DiffLine.lines(of: new ?? ""),
            contextLines: contextLines
        )
        guard !hunks.isEmpty else {
            return ""
        }
        var text = "--- " + (old == nil ? "/dev/null" : label("a/", path: path)) + "\n"
        text += "+++ " + (new == nil ? "/dev/null" : label("b/", path: path)) + "\n"
        for hunk in hunks {
            text += hunk.text
        }
        return text
    }

    /// A file's name on a `---` or `+++` line, as git's diff.c writes it so that `git apply` and GNU `patch` read it
    /// back: `prefix + path`, in double quotes with C escapes (`\"`, `\\`, `\t`, `\n`, other control characters as
    /// three octal digits) when the path holds a `"`, a `\` or a control character (git's `quote_c_style`; bytes
    /// above ASCII are left as they are, as git writes them with `core.quotePath` off), then a TAB when the name
    /// holds a space: without it `patch` ends the name at the space, taking the rest for a timestamp.
    /// - Parameters:
    ///   - prefix: `a/` or `b/`.
    ///   - path: The file's path with `/` separators.
    /// - Returns: The label without a line feed (`a/Gen out/X.swift` followed by a TAB).
    package static func label(_ prefix: String, path: String) -> String {
        let name = prefix + path
        let needsQuotes = name.unicodeScalars.contains { $0 == "\"" || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F }
        var label = name
        if needsQuotes {
            label = "\""
            for scalar in name.unicodeScalars {
                switch scalar {
                case "\"": label += "\\\""
                case "\\": label += "\\\\"
                case "\u{07}": label += "\\a"
                case "\u{08}": label += "\\b"
                case "\t": label += "\\t"
                case "\n": label += "\\n"
                case "\u{0B}": label += "\\v"
                case "\u{0C}": label += "\\f"
                case "\r": label += "\\r"
                case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                    let octal = String(scalar.value, radix: 8)
                    label += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
                default: label.unicodeScalars.append(scalar)
                }
            }
            label += "\""
        }
        return name.contains(" ") ? label + "\t" : label
    }
}
