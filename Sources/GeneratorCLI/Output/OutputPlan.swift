/// What writing a set of generated files would change in the output directory, computed without writing.
///
/// Used by `--check` (is anything out of date?), `--diff` (show it) and by ``OutputWriter`` itself.
/// Every list is sorted by path; paths are relative to the output directory with `/` separators.
package struct OutputPlan: Sendable, Equatable {
    /// A generated file that does not exist yet.
    package struct Creation: Sendable, Equatable {
        /// The relative path.
        package var path: String
        /// The contents to write.
        package var contents: String

        /// Creates a creation entry.
        /// - Parameters:
        ///   - path: The relative path.
        ///   - contents: The contents to write.
        package init(path: String, contents: String) {
            self.path = path
            self.contents = contents
        }
    }

    /// A generated file that exists with different bytes.
    package struct Modification: Sendable, Equatable {
        /// The relative path.
        package var path: String
        /// The current contents (bytes that are not UTF-8 are shown as U+FFFD).
        package var oldContents: String
        /// The contents to write.
        package var newContents: String

        /// Creates a modification entry.
        /// - Parameters:
        ///   - path: The relative path.
        ///   - oldContents: The current contents.
        ///   - newContents: The contents to write.
        package init(path: String, oldContents: String, newContents: String) {
            self.path = path
            self.oldContents = oldContents
            self.newContents = newContents
        }
    }

    /// A file the generator wrote before (its first line has the marker) that the set no longer contains.
    package struct Removal: Sendable, Equatable {
        /// The relative path.
        package var path: String
        /// The current contents.
        package var oldContents: String

        /// Creates a removal entry.
        /// - Parameters:
        ///   - path: The relative path.
        ///   - oldContents: The current contents.
        package init(path: String, oldContents: String) {
            self.path = path
            self.oldContents = oldContents
        }
    }

    /// Files to create.
    package var created: [Creation]
    /// Files to rewrite.
    package var modified: [Modification]
    /// Stale generated files to remove.
    package var removed: [Removal]
    /// Relative paths of files whose bytes are already right.
    package var unchanged: [String]

    /// Creates a plan; normally made by ``OutputWriter/plan(for:)``.
    /// - Parameters:
    ///   - created: Files to create.
    ///   - modified: Files to rewrite.
    ///   - removed: Files to remove.
    ///   - unchanged: Paths left alone.
    package init(created: [Creation], modified: [Modification], removed: [Removal], unchanged: [String]) {
        self.created = created.sorted { $0.path < $1.path }
        self.modified = modified.sorted { $0.path < $1.path }
        self.removed = removed.sorted { $0.path < $1.path }
        self.unchanged = unchanged.sorted()
    }

    /// Whether applying the plan would change anything on disk.
    package var hasChanges: Bool {
        !created.isEmpty || !modified.isEmpty || !removed.isEmpty
    }

    /// One line per change, sorted by path, saying what applying the plan would do: `would create <path>`,
    /// `would modify <path>`, `would remove <path>` (`--check` and `--diff` print them and write nothing, so no line
    /// says a file was changed).
    /// - Parameter pathPrefix: Put before each path, e.g. the output directory as the user typed it
    ///   with a trailing `/`.
    /// - Returns: The lines without line feeds; empty when nothing changes.
    package func changeList(pathPrefix: String = "") -> [String] {
        changes.map { "would \($0.verb) \(pathPrefix)\($0.path)" }
    }

    /// Unified diffs of every change, one file after another in path order, ready for `git apply` or
    /// `patch -p1` when `pathPrefix` is the output directory relative to where the patch is applied.
    /// - Parameters:
    ///   - pathPrefix: Put before each path after `a/` and `b/` (e.g. `"Generated/"`).
    ///   - contextLines: Unchanged lines around each change.
    /// - Returns: The concatenated diffs; empty when nothing changes.
    package func unifiedDiff(pathPrefix: String = "", contextLines: Int = UnifiedDiff.defaultContextLines) -> String {
        changes.map { change in
            UnifiedDiff.diff(
                old: change.old,
                new: change.new,
                path: pathPrefix + change.path,
                contextLines: contextLines
            )
        }.joined()
    }

    /// Every change in path order, in one shape; `verb` is the change in the infinitive (`create`).
    private var changes: [(verb: String, path: String, old: String?, new: String?)] {
        let all = created.map { (verb: "create", path: $0.path, old: String?.none, new: Optional($0.contents)) }
            + modified.map { (verb: "modify", path: $0.path, old: Optional($0.oldContents), new: Optional($0.newContents)) }
            + removed.map { (verb: "remove", path: $0.path, old: Optional($0.oldContents), new: String?.none) }
        return all.sorted { $0.path < $1.path }
    }
}
