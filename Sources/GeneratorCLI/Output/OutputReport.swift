/// What ``OutputWriter/apply(_:)`` did, for the CLI's summary line.
package struct OutputReport: Sendable, Equatable {
    /// Relative paths of files that did not exist and were written, sorted.
    package var created: [String]
    /// Relative paths of generated files whose contents changed and were rewritten, sorted.
    package var modified: [String]
    /// Relative paths of stale generated files that were removed, sorted.
    package var removed: [String]
    /// How many files already had the right bytes and were left alone.
    package var unchangedCount: Int

    /// Creates a report.
    /// - Parameters:
    ///   - created: Paths of created files.
    ///   - modified: Paths of rewritten files.
    ///   - removed: Paths of removed files.
    ///   - unchangedCount: Number of files left alone.
    package init(created: [String], modified: [String], removed: [String], unchangedCount: Int) {
        self.created = created
        self.modified = modified
        self.removed = removed
        self.unchangedCount = unchangedCount
    }

    /// Files written: created plus modified.
    package var writtenCount: Int {
        created.count + modified.count
    }

    /// Files removed.
    package var removedCount: Int {
        removed.count
    }

    /// `"2 written, 5 unchanged, 1 removed"`.
    package var summary: String {
        "\(writtenCount) written, \(unchangedCount) unchanged, \(removedCount) removed"
    }
}
