import Foundation

/// The fenced code blocks of a Markdown document, for tests that check documentation examples.
public enum MarkdownCodeBlocks {
    /// The ```` ```swift ```` blocks of `markdown`, each without its fences and without the indentation of a list item
    /// it sits in.
    public static func swift(_ markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [String]?
        var indent = 0
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
                indent = line.prefix { $0 == " " }.count
            } else if let lines = current, trimmed == "```" {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else if current != nil {
                current?.append(String(line.dropFirst(min(indent, line.prefix { $0 == " " }.count))))
            }
        }
        return blocks
    }
}
