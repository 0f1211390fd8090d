/// One line of a text file: its characters without the line feed, and whether a line feed ended it.
///
/// Only the last line of a file can lack its line feed. Two lines are equal when their UTF-8 bytes are
/// equal and both have (or both lack) the line feed; `String`'s own `==` is not used because it treats
/// canonically equivalent texts (precomposed and decomposed `é`) as equal, and a patch must be byte exact.
package struct DiffLine: Sendable, Hashable {
    /// The line's text without its terminating line feed (a carriage return, if any, stays in the text).
    package var text: String
    /// Whether a line feed terminated the line.
    package var hasNewline: Bool

    /// Creates a line.
    /// - Parameters:
    ///   - text: The text without the line feed.
    ///   - hasNewline: Whether a line feed terminated it.
    package init(_ text: String, hasNewline: Bool = true) {
        self.text = text
        self.hasNewline = hasNewline
    }

    /// Byte-wise equality of text plus equality of the line-feed flag.
    package static func == (lhs: DiffLine, rhs: DiffLine) -> Bool {
        lhs.hasNewline == rhs.hasNewline && lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    /// Hashes the UTF-8 bytes and the line-feed flag, consistent with ``==(_:_:)``.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(hasNewline)
        for byte in text.utf8 {
            hasher.combine(byte)
        }
    }

    /// Splits a text into lines at each line feed (byte 0x0A). An empty text has no lines; a text that
    /// does not end with a line feed has a last line with `hasNewline == false`.
    /// - Parameter text: Any text.
    /// - Returns: The lines in order.
    package static func lines(of text: String) -> [DiffLine] {
        var lines: [DiffLine] = []
        let bytes = Array(text.utf8)
        var start = 0
        for (offset, byte) in bytes.enumerated() where byte == 0x0A {
            lines.append(DiffLine(String(decoding: bytes[start..<offset], as: UTF8.self), hasNewline: true))
            start = offset + 1
        }
        if start < bytes.count {
            lines.append(DiffLine(String(decoding: bytes[start...], as: UTF8.self), hasNewline: false))
        }
        return lines
    }
}

/// One step of an edit script that turns the old lines into the new lines.
package enum LineEdit: Sendable, Equatable {
    /// The line is in both texts: at `old` in the old lines and at `new` in the new lines (0-based).
    case keep(old: Int, new: Int)
    /// The old line at this 0-based offset is removed.
    case remove(old: Int)
    /// The new line at this 0-based offset is inserted.
    case insert(new: Int)
}

/// Converts the standard library's `CollectionDifference` into an ordered edit script.
///
/// `CollectionDifference` lists removals by their offset in the old collection and insertions by their
/// offset in the new one. Walking both texts from the start, an old line not removed and a new line not
/// inserted are the same line (the difference guarantees the remaining lines match in order), so the
/// script is: at each position, emit pending removals, then pending insertions, then one kept line.
package enum LineEditScript {
    /// Computes the edit script from `old` to `new`.
    /// - Parameters:
    ///   - old: The lines before.
    ///   - new: The lines after.
    /// - Returns: Edits in file order; within a changed region, removals come before insertions.
    package static func edits(from old: [DiffLine], to new: [DiffLine]) -> [LineEdit] {
        let difference = new.difference(from: old)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case let .remove(offset, _, _):
                removed.insert(offset)
            case let .insert(offset, _, _):
                inserted.insert(offset)
            }
        }
        var edits: [LineEdit] = []
        edits.reserveCapacity(old.count + inserted.count)
        var oldIndex = 0
        var newIndex = 0
        while oldIndex < old.count || newIndex < new.count {
            if oldIndex < old.count, removed.contains(oldIndex) {
                edits.append(.remove(old: oldIndex))
                oldIndex += 1
            } else if newIndex < new.count, inserted.contains(newIndex) {
                edits.append(.insert(new: newIndex))
                newIndex += 1
            } else if oldIndex < old.count, newIndex < new.count {
                edits.append(.keep(old: oldIndex, new: newIndex))
                oldIndex += 1
                newIndex += 1
            } else {
                // Unreachable for a well-formed difference; stop rather than loop or crash on a broken one.
                break
            }
        }
        return edits
    }
}
