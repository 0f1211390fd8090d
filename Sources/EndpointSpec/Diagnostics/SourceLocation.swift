/// A place in a source file, as compilers report it.
///
/// Lines and columns are 1-based. Columns count Unicode scalars (characters as libyaml and the Swift
/// compiler count them), not UTF-8 bytes, so Xcode puts its marker where the diagnostic points.
package struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file's path as given on the command line (relative paths stay relative).
    package var file: String
    /// 1-based line number.
    package var line: Int
    /// 1-based column number, in Unicode scalars.
    package var column: Int

    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The start of `file` (1:1), for diagnostics about a file as a whole.
    package static func start(of file: String) -> SourceLocation {
        SourceLocation(file: file, line: 1, column: 1)
    }

    /// `path:line:column`, the prefix Xcode and SwiftPM recognise.
    package var description: String { "\(file):\(line):\(column)" }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
