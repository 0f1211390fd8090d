/// Applies the specification's standalone-line rules to a token list.
///
/// A tag is standalone when, apart from whitespace, it is alone on its line. Standalone tags own their line's
/// indentation and line ending: both are dropped from the output, and a standalone partial or parent keeps the
/// indentation to put in front of every line it renders.
///
/// Parents and blocks follow the inheritance rules: a parent tag pair is standalone when its opening tag is
/// alone on the left and its closing tag alone on the right; inside a parent pair, a block's opening tag only
/// needs to end its line and its closing tag only drops the whitespace before it. A block records the
/// indentation of its content (the next line's, when its opening tag is standalone), which the tree builder
/// removes from the content's lines and the renderer re-adds where the block is expanded.
enum StandaloneLineAnalysis {
    private enum OpenTag {
        case section
        case parent(openIndex: Int, clearsLeft: Bool, leading: Range<Int>, indentation: String)
        case block(isArgument: Bool)
    }

    /// Marks dropped whitespace, standalone tags and indentations in `tokens`.
    static func apply(to tokens: inout [TemplateToken], source: TemplateTokenizer) {
        var open: [OpenTag] = []
        var lineStart = 0
        while lineStart < tokens.count {
            var lineEnd = lineStart
            while lineEnd < tokens.count - 1 && !(tokens[lineEnd].kind == .text && tokens[lineEnd].endsLine) {
                lineEnd += 1
            }
            let significant = (lineStart...lineEnd).filter { !tokens[$0].isBlankText }
            let line = Line(start: lineStart, end: lineEnd, first: significant.first, last: significant.last)
            for index in significant where tokens[index].kind != .text {
                process(index, in: line, tokens: &tokens, open: &open, source: source)
            }
            lineStart = lineEnd + 1
        }
    }

    private struct Line {
        let start: Int
        let end: Int
        let first: Int?
        let last: Int?

        func clearsLeft(_ index: Int) -> Bool { first == index }
        func clearsRight(_ index: Int) -> Bool { last == index }
    }

    private static func process(
        _ index: Int, in line: Line, tokens: inout [TemplateToken], open: inout [OpenTag],
        source: TemplateTokenizer
    ) {
        switch tokens[index].kind {
        case .text, .variable:
            return
        case .sectionOpen, .invertedOpen:
            markStandaloneLine(index, in: line, tokens: &tokens, source: source)
            open.append(.section)
        case .comment, .setDelimiters, .partial:
            markStandaloneLine(index, in: line, tokens: &tokens, source: source)
        case .parentOpen:
            let clearsLeft = line.clearsLeft(index)
            let leading = clearsLeft ? line.start..<index : index..<index
            open.append(.parent(
                openIndex: index, clearsLeft: clearsLeft, leading: leading,
                indentation: leadingIndentation(before: index, in: line, tokens: tokens, source: source)))
        case .blockOpen:
            let isArgument: Bool
            if case .parent = open.last { isArgument = true } else { isArgument = false }
            if isArgument {
                if line.clearsRight(index) {
                    tokens[index].isStandalone = true
                    drop(from: index + 1, through: line.end, in: &tokens)
                    tokens[index].indentation = nextLineIndentation(after: line, tokens: tokens, source: source)
                }
            } else if line.clearsLeft(index) && line.clearsRight(index) {
                tokens[index].isStandalone = true
                drop(from: line.start, through: line.end, except: index, in: &tokens)
                tokens[index].indentation = nextLineIndentation(after: line, tokens: tokens, source: source)
            } else if line.clearsLeft(index) {
                tokens[index].indentation = leadingIndentation(before: index, in: line, tokens: tokens, source: source)
            }
            open.append(.block(isArgument: isArgument))
        case .close:
            switch open.popLast() {
            case .parent(let openIndex, let clearsLeft, let leading, let indentation):
                if clearsLeft && line.clearsRight(index) {
                    tokens[openIndex].isStandalone = true
                    tokens[openIndex].indentation = indentation
                    drop(from: leading.lowerBound, through: leading.upperBound - 1, in: &tokens)
                    drop(from: index + 1, through: line.end, in: &tokens)
                }
            case .block(isArgument: true):
                if line.clearsLeft(index) {
                    drop(from: line.start, through: index - 1, in: &tokens)
                }
            case .block(isArgument: false), .section, nil:
                markStandaloneLine(index, in: line, tokens: &tokens, source: source)
            }
        }
    }

    private static func markStandaloneLine(
        _ index: Int, in line: Line, tokens: inout [TemplateToken], source: TemplateTokenizer
    ) {
        guard line.clearsLeft(index) && line.clearsRight(index) else { return }
        tokens[index].isStandalone = true
        tokens[index].indentation = leadingIndentation(before: index, in: line, tokens: tokens, source: source)
        drop(from: line.start, through: line.end, except: index, in: &tokens)
    }

    private static func leadingIndentation(
        before index: Int, in line: Line, tokens: [TemplateToken], source: TemplateTokenizer
    ) -> String {
        guard index > line.start, tokens[line.start].isBlankText else { return "" }
        return source.text(tokens[line.start].range)
    }

    /// The spaces and tabs that start the line after `line`, or "" when there is none.
    private static func nextLineIndentation(after line: Line, tokens: [TemplateToken], source: TemplateTokenizer) -> String {
        let next = line.end + 1
        guard next < tokens.count, tokens[next].kind == .text else { return "" }
        let range = tokens[next].range
        var end = range.lowerBound
        while end < range.upperBound && (source.bytes[end] == UInt8(ascii: " ") || source.bytes[end] == UInt8(ascii: "\t")) {
            end += 1
        }
        return source.text(range.lowerBound..<end)
    }

    /// Drops the text tokens in `lower...upper` (nothing when `upper < lower`), except `kept`.
    private static func drop(from lower: Int, through upper: Int, except kept: Int? = nil, in tokens: inout [TemplateToken]) {
        var index = lower
        while index <= upper {
            if index != kept && tokens[index].kind == .text {
                tokens[index].isDropped = true
            }
            index += 1
        }
    }
}
