/// Splits a template's source into ``TemplateToken``s, following set-delimiters tags as it goes.
struct TemplateTokenizer {
    /// The template's UTF-8 source.
    let bytes: [UInt8]
    /// The template's name, for error locations.
    let templateName: String
    /// Offsets where each line of the source starts.
    private let lineStarts: [Int]
    /// For each byte offset (and the end), how many Unicode scalars start before it, so that a column is one
    /// subtraction: a template with every tag on one long line is located in linear time, not in time that grows
    /// with the square of the line's length.
    private let scalarsBefore: [Int]

    init(source: String, templateName: String) {
        bytes = Array(source.utf8)
        self.templateName = templateName
        var starts = [0]
        var counts: [Int] = []
        counts.reserveCapacity(bytes.count + 1)
        var scalars = 0
        for (offset, byte) in bytes.enumerated() {
            counts.append(scalars)
            if byte & 0xC0 != 0x80 {
                scalars += 1
            }
            if byte == UInt8(ascii: "\n") {
                starts.append(offset + 1)
            }
        }
        counts.append(scalars)
        lineStarts = starts
        scalarsBefore = counts
    }

    /// The 1-based line and column (in Unicode scalars) of a byte offset.
    func location(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset {
                low = middle
            } else {
                high = middle - 1
            }
        }
        let offset = min(max(offset, 0), bytes.count)
        return (low + 1, scalarsBefore[offset] - scalarsBefore[lineStarts[low]] + 1)
    }

    /// The text of a byte range of the source.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Tokenizes the whole source.
    /// - Throws: ``MustacheError`` for an unclosed tag, a malformed set-delimiters tag, or a missing or
    ///   whitespace-containing tag name.
    func tokenize() throws(MustacheError) -> [TemplateToken] {
        var tokens: [TemplateToken] = []
        var openDelimiter: [UInt8] = Array("{{".utf8)
        var closeDelimiter: [UInt8] = Array("}}".utf8)
        var position = 0
        while position < bytes.count {
            let tagStart = find(openDelimiter, from: position) ?? bytes.count
            appendText(position..<tagStart, to: &tokens)
            guard tagStart < bytes.count else { break }
            let contentStart = tagStart + openDelimiter.count
            let (line, column) = location(of: tagStart)
            var token = TemplateToken(kind: .comment, range: tagStart..<tagStart, line: line, column: column)
            let sigil = contentStart < bytes.count ? bytes[contentStart] : 0
            let contentEnd: Int
            let tagEnd: Int
            if sigil == UInt8(ascii: "{") {
                let terminator = [UInt8(ascii: "}")] + closeDelimiter
                guard let end = find(terminator, from: contentStart + 1) else {
                    throw error(.unclosedTag, at: tagStart, "unclosed tag: missing '\(String(decoding: terminator, as: UTF8.self))'")
                }
                if let next = find(openDelimiter, from: contentStart + 1), next < end {
                    throw unclosedTag(at: tagStart, before: next, missing: terminator)
                }
                token.kind = .variable(escaped: false)
                token.name = trimmed(contentStart + 1..<end)
                contentEnd = end
                tagEnd = end + terminator.count
            } else if sigil == UInt8(ascii: "=") {
                let terminator = [UInt8(ascii: "=")] + closeDelimiter
                guard let end = find(terminator, from: contentStart + 1) else {
                    if find(closeDelimiter, from: contentStart + 1) != nil {
                        throw error(.invalidDelimiters, at: tagStart, "invalid set-delimiters tag: it must end with '=' before the closing delimiter")
                    }
                    throw error(.unclosedTag, at: tagStart, "unclosed tag: missing '\(String(decoding: terminator, as: UTF8.self))'")
                }
                let parts = bytes[contentStart + 1..<end].split(whereSeparator: Self.isWhitespace)
                guard parts.count == 2, !parts.contains(where: { $0.contains(UInt8(ascii: "=")) }) else {
                    throw error(.invalidDelimiters, at: tagStart, "invalid set-delimiters tag: expected two delimiters without '=' separated by whitespace, like '{{=<% %>=}}'")
                }
                openDelimiter = Array(parts[0])
                closeDelimiter = Array(parts[1])
                token.kind = .setDelimiters
                contentEnd = end
                tagEnd = end + terminator.count
            } else {
                guard let end = find(closeDelimiter, from: contentStart) else {
                    throw error(.unclosedTag, at: tagStart, "unclosed tag: missing '\(String(decoding: closeDelimiter, as: UTF8.self))'")
                }
                contentEnd = end
                tagEnd = end + closeDelimiter.count
                var nameStart = contentStart + 1
                switch sigil {
                case UInt8(ascii: "#"): token.kind = .sectionOpen
                case UInt8(ascii: "^"): token.kind = .invertedOpen
                case UInt8(ascii: "/"): token.kind = .close
                case UInt8(ascii: "!"): token.kind = .comment
                case UInt8(ascii: ">"): token.kind = .partial
                case UInt8(ascii: "<"): token.kind = .parentOpen
                case UInt8(ascii: "$"): token.kind = .blockOpen
                case UInt8(ascii: "&"): token.kind = .variable(escaped: false)
                default:
                    token.kind = .variable(escaped: true)
                    nameStart = contentStart
                }
                if token.kind != .comment {
                    if let next = find(openDelimiter, from: contentStart), next < contentEnd {
                        throw unclosedTag(at: tagStart, before: next, missing: closeDelimiter)
                    }
                    token.name = trimmed(min(nameStart, contentEnd)..<contentEnd)
                }
            }
            token.range = tagStart..<tagEnd
            if token.kind == .partial || token.kind == .parentOpen || token.kind == .close, token.name.hasPrefix("*") {
                token.isDynamic = true
                token.name = String(token.name.dropFirst()).trimmingWhitespace()
            }
            if token.kind != .comment && token.kind != .setDelimiters {
                try validateName(of: token)
            }
            tokens.append(token)
            position = tagEnd
        }
        return tokens
    }

    private func validateName(of token: TemplateToken) throws(MustacheError) {
        if token.name.isEmpty {
            throw error(.invalidTagName, at: token.range.lowerBound, "missing name in tag '\(text(token.range))'")
        }
        if token.name.utf8.contains(where: Self.isWhitespace) {
            throw error(.invalidTagName, at: token.range.lowerBound, "invalid name '\(token.name)': names cannot contain whitespace")
        }
    }

    private func appendText(_ range: Range<Int>, to tokens: inout [TemplateToken]) {
        var start = range.lowerBound
        while start < range.upperBound {
            var end = start
            while end < range.upperBound && bytes[end] != UInt8(ascii: "\n") {
                end += 1
            }
            let endsLine = end < range.upperBound
            if endsLine {
                end += 1
            }
            let (line, column) = location(of: start)
            var token = TemplateToken(kind: .text, range: start..<end, line: line, column: column)
            token.endsLine = endsLine
            token.startsLine = start == 0 || bytes[start - 1] == UInt8(ascii: "\n")
            token.isBlank = isBlankLine(start..<end)
            tokens.append(token)
            start = end
        }
    }

    /// Whether a run holds only spaces and tabs, optionally followed by `\n` or `\r\n`.
    private func isBlankLine(_ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") {
                index += 1
            } else if byte == UInt8(ascii: "\r"), index + 1 < range.upperBound, bytes[index + 1] == UInt8(ascii: "\n") {
                index += 1
            } else {
                return false
            }
        }
        return true
    }

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var index = start
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first {
                var matches = true
                for offset in 1..<needle.count where bytes[index + offset] != needle[offset] {
                    matches = false
                    break
                }
                if matches {
                    return index
                }
            }
            index += 1
        }
        return nil
    }

    private func trimmed(_ range: Range<Int>) -> String {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper && Self.isWhitespace(bytes[lower]) {
            lower += 1
        }
        while upper > lower && Self.isWhitespace(bytes[upper - 1]) {
            upper -= 1
        }
        return text(lower..<upper)
    }

    /// A tag at `tagStart` that runs into the next one at `next` (`{{name` left open, then `{{/section}}`), which would
    /// otherwise read up to that tag's closing delimiter and report the name it swallowed.
    private func unclosedTag(at tagStart: Int, before next: Int, missing closing: [UInt8]) -> MustacheError {
        let (line, column) = location(of: next)
        return error(.unclosedTag, at: tagStart,
            "unclosed tag '\(text(tagStart..<min(next, tagStart + 40)).trimmingWhitespace())': missing "
                + "'\(String(decoding: closing, as: UTF8.self))' before the next tag at \(line):\(column)")
    }

    private func error(_ kind: MustacheError.Kind, at offset: Int, _ message: String) -> MustacheError {
        let (line, column) = location(of: offset)
        return MustacheError(kind: kind, templateName: templateName, line: line, column: column, message: message)
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line endings.
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !Self.isBlankScalar($0) }),
              let last = scalars.lastIndex(where: { !Self.isBlankScalar($0) })
        else { return "" }
        return String(scalars[first...last])
    }

    private static func isBlankScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
    }
}
