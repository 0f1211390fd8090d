import Foundation

/// The fenced code blocks of a Markdown document, for tests that check documentation examples.
public enum MarkdownCodeBlocks {
    /// One fenced code block.
    public struct Block: Sendable, Equatable {
        /// The fence's info string (` ```swift ` gives `swift`; empty when the fence names no language).
        public var language: String
        /// The lines between the fences, without the indentation of a list item the block sits in.
        public var code: String
        /// The 1-based line of the document holding the opening fence.
        public var line: Int
        /// The text of an HTML comment (`<!-- swiftui: shop -->` gives `swiftui: shop`) on the line just before the
        /// opening fence, if there is one: how documentation marks a block for a test.
        public var annotation: String?
    }

    /// The ```` ```swift ```` blocks of `markdown`, each without its fences and without the indentation of a list item
    /// it sits in.
    public static func swift(_ markdown: String) -> [String] {
        blocks(markdown).filter { $0.language == "swift" }.map(\.code)
    }

    /// Every fenced code block of `markdown`, in document order.
    public static func blocks(_ markdown: String) -> [Block] {
        var blocks: [Block] = []
        var current: Block?
        var lines: [String] = []
        var indent = 0
        var previous = ""
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed.hasPrefix("```") {
                current = Block(language: String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces), code: "",
                                line: index + 1, annotation: annotation(previous))
                lines = []
                indent = line.prefix { $0 == " " }.count
            } else if var block = current, trimmed == "```" {
                block.code = lines.joined(separator: "\n")
                blocks.append(block)
                current = nil
            } else if current != nil {
                lines.append(String(line.dropFirst(min(indent, line.prefix { $0 == " " }.count))))
            }
            previous = trimmed
        }
        return blocks
    }

    /// The inside of `<!-- text -->`, trimmed, or `nil` when `line` is not such a comment.
    private static func annotation(_ line: String) -> String? {
        guard line.hasPrefix("<!--"), line.hasSuffix("-->"), line.count >= 7 else { return nil }
        return String(line.dropFirst(4).dropLast(3)).trimmingCharacters(in: .whitespaces)
    }
}
