/// Checks that text is JSON as RFC 8259 defines it, before the YAML loader reads it.
///
/// Payloads (`generator check-payload`) are JSON. The loader reads them with
/// libyaml, which also accepts what JSON does not (single-quoted strings, unquoted words, comments, block
/// collections, trailing commas in flow collections), so this scanner rejects those first and says where.
/// It builds nothing and uses no recursion: nesting depth is bounded by the loader's limits afterwards.
package enum JSONSyntax {
    /// The first place where `bytes` (UTF-8, without a byte-order mark) stop being one JSON value, or `nil` when
    /// they are exactly one JSON value with optional whitespace around it.
    /// - Returns: The byte offset of the problem and a message such as `expected a JSON value, found '''`.
    package static func firstError(in bytes: [UInt8]) -> (offset: Int, message: String)? {
        var scanner = Scanner(bytes: bytes)
        return scanner.scanDocument()
    }

    /// `bytes`, which are JSON (``firstError(in:)`` is `nil`), ready for libyaml: each UTF-16 surrogate pair escape
    /// (`\uD83D\uDE2D`, RFC 8259 §7: how a character outside the Basic Multilingual Plane is escaped, as Python's
    /// `json.dumps` and PHP's `json_encode` write emoji) becomes the YAML escape of the character it stands for
    /// (`\U0001F62D`, YAML 1.2 §5.7), which libyaml reads, where it refuses a `\u` escape of a surrogate. The string
    /// is followed by two spaces per pair, so every byte after it keeps its offset and line and column of later
    /// diagnostics stay right. Returns `bytes` unchanged when they hold no such escape.
    package static func withSurrogatePairsAsYAMLEscapes(_ bytes: [UInt8]) -> [UInt8] {
        let backslash = UInt8(ascii: "\\"), quote = UInt8(ascii: "\""), u = UInt8(ascii: "u")
        guard bytes.indices.contains(where: { bytes[$0] == backslash && $0 + 2 < bytes.count && bytes[$0 + 1] == u
            && (bytes[$0 + 2] | 0x20) == UInt8(ascii: "d") }) else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        var inString = false
        var padding = 0
        while index < bytes.count {
            let byte = bytes[index]
            if !inString {
                result.append(byte)
                inString = byte == quote
                index += 1
            } else if byte == quote {
                result.append(byte)
                result += Array(repeating: UInt8(ascii: " "), count: padding)
                padding = 0
                inString = false
                index += 1
            } else if byte == backslash, let high = codeUnit(bytes, at: index), (0xD800..<0xDC00).contains(high),
                      let low = codeUnit(bytes, at: index + 6), (0xDC00..<0xE000).contains(low) {
                let scalar = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                let hex = String(scalar, radix: 16, uppercase: true)
                result += Array(("\\U" + String(repeating: "0", count: 8 - hex.count) + hex).utf8)
                padding += 2
                index += 12
            } else if byte == backslash, index + 1 < bytes.count {
                result += [byte, bytes[index + 1]]
                index += 2
            } else {
                result.append(byte)
                index += 1
            }
        }
        return result
    }

    /// The code unit of the `\uXXXX` escape at `index`, or `nil` when there is none there.
    private static func codeUnit(_ bytes: [UInt8], at index: Int) -> UInt32? {
        guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
            return nil
        }
        return UInt32(String(decoding: bytes[(index + 2)..<(index + 6)], as: UTF8.self), radix: 16)
    }

    private enum Container {
        case object
        case array
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        typealias Problem = (offset: Int, message: String)

        mutating func scanDocument() -> Problem? {
            skipWhitespace()
            if let problem = scanValue() { return problem }
            skipWhitespace()
            guard index == bytes.count else { return problem("expected the end of the JSON document") }
            return nil
        }

        /// One value, with every container inside it, walked with an explicit stack.
        mutating func scanValue() -> Problem? {
            var stack: [Container] = []
            // Whether the next token must be a value (true) or the end of a value (a comma or closing bracket).
            var expectingValue = true
            while true {
                skipWhitespace()
                if expectingValue {
                    guard index < bytes.count else { return problem("expected a JSON value") }
                    switch bytes[index] {
                    case UInt8(ascii: "{"):
                        index += 1
                        skipWhitespace()
                        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                            index += 1
                            expectingValue = false
                        } else {
                            stack.append(.object)
                            if let problem = scanKey() { return problem }
                        }
                        continue
                    case UInt8(ascii: "["):
                        index += 1
                        skipWhitespace()
                        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                            index += 1
                            expectingValue = false
                        } else {
                            stack.append(.array)
                        }
                        continue
                    default:
                        if let problem = scanScalar() { return problem }
                        expectingValue = false
                    }
                }
                skipWhitespace()
                guard let container = stack.last else { return nil }
                guard index < bytes.count else {
                    return problem(container == .object ? "expected ',' or '}'" : "expected ',' or ']'")
                }
                switch (bytes[index], container) {
                case (UInt8(ascii: ","), .object):
                    index += 1
                    if let problem = scanKey() { return problem }
                    expectingValue = true
                case (UInt8(ascii: ","), .array):
                    index += 1
                    skipWhitespace()
                    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                        return problem("trailing comma before ']'; JSON does not allow one")
                    }
                    expectingValue = true
                case (UInt8(ascii: "}"), .object), (UInt8(ascii: "]"), .array):
                    index += 1
                    stack.removeLast()
                default:
                    return problem(container == .object ? "expected ',' or '}'" : "expected ',' or ']'")
                }
            }
        }

        /// `"key" :` inside an object.
        mutating func scanKey() -> Problem? {
            skipWhitespace()
            guard index < bytes.count else { return problem("expected a key in double quotes") }
            if bytes[index] == UInt8(ascii: "}") { return problem("trailing comma before '}'; JSON does not allow one") }
            if bytes[index] == UInt8(ascii: "'") { return problem("strings in JSON are in double quotes, not single quotes") }
            guard bytes[index] == UInt8(ascii: "\"") else {
                return problem("expected a key in double quotes, found \(found())")
            }
            if let problem = scanString() { return problem }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return problem("expected ':' after the key") }
            index += 1
            return nil
        }

        mutating func scanScalar() -> Problem? {
            switch bytes[index] {
            case UInt8(ascii: "\""): return scanString()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return scanNumber()
            case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                for literal in ["true", "false", "null"] where bytes[index...].starts(with: literal.utf8) {
                    let end = index + literal.utf8.count
                    if end == bytes.count || !isWordByte(bytes[end]) {
                        index = end
                        return nil
                    }
                }
                return problem("expected a JSON value, found \(found())")
            case UInt8(ascii: "'"):
                return problem("strings in JSON are in double quotes, not single quotes")
            case UInt8(ascii: "#"), UInt8(ascii: "/"):
                return problem("JSON has no comments")
            default:
                return problem("expected a JSON value, found \(found())")
            }
        }

        mutating func scanString() -> Problem? {
            index += 1
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return nil
                case UInt8(ascii: "\\"):
                    guard index + 1 < bytes.count else { return problem("unterminated string") }
                    let escape = bytes[index + 1]
                    if Array("\"\\/bfnrt".utf8).contains(escape) {
                        index += 2
                    } else if escape == UInt8(ascii: "u") {
                        let digits = bytes[(index + 2)...].prefix(4)
                        guard digits.count == 4, digits.allSatisfy(isHexDigit),
                              let unit = UInt32(String(decoding: digits, as: UTF8.self), radix: 16)
                        else {
                            return problem("'\\u' takes four hexadecimal digits")
                        }
                        // A surrogate stands for no character alone (RFC 8259 §7 leaves such strings to the reader).
                        let text = "'\\u\(String(decoding: digits, as: UTF8.self))'"
                        if (0xDC00..<0xE000).contains(unit) {
                            return problem("\(text) is the second half of a UTF-16 surrogate pair, with no first half before it")
                        }
                        if (0xD800..<0xDC00).contains(unit) {
                            let next = bytes[(index + 6)...].prefix(6)
                            let low = next.count == 6 && next.first == UInt8(ascii: "\\") && next.dropFirst().first == UInt8(ascii: "u")
                                ? UInt32(String(decoding: next.dropFirst(2), as: UTF8.self), radix: 16) : nil
                            guard let low, (0xDC00..<0xE000).contains(low) else {
                                return problem("\(text) is the first half of a UTF-16 surrogate pair: '\\uDC00' to '\\uDFFF' must follow")
                            }
                            index += 6
                        }
                        index += 6
                    } else {
                        return problem("invalid escape '\\\(String(decoding: [escape], as: UTF8.self))' in a string")
                    }
                case 0x00..<0x20:
                    return problem("a control character in a string must be escaped")
                default:
                    index += 1
                }
            }
            return problem("unterminated string")
        }

        mutating func scanNumber() -> Problem? {
            let start = index
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { return problem("expected a digit") }
            if bytes[index] == UInt8(ascii: "0") {
                index += 1
                if index < bytes.count, isDigit(bytes[index]) {
                    index = start
                    return problem("a JSON number does not start with 0 (leading zeros are not allowed)")
                }
            } else {
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard index < bytes.count, isDigit(bytes[index]) else { return problem("expected a digit after '.'") }
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard index < bytes.count, isDigit(bytes[index]) else { return problem("expected a digit in the exponent") }
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            }
            if index < bytes.count, isWordByte(bytes[index]) {
                index = start
                return problem("expected a JSON value, found \(found())")
            }
            return nil
        }

        mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        func problem(_ message: String) -> Problem {
            (index, message)
        }

        /// What stands at the current position, quoted: a word up to the next separator, or one character.
        func found() -> String {
            guard index < bytes.count else { return "the end of the file" }
            var end = index
            while end < bytes.count, isWordByte(bytes[end]), end - index < 20 { end += 1 }
            if end == index { end = index + 1 }
            return "'\(String(decoding: bytes[index..<end], as: UTF8.self))'"
        }

        func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

        func isHexDigit(_ byte: UInt8) -> Bool {
            isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
        }

        /// Letters, digits, `_`, `.`, `+`, `-` and non-ASCII bytes: what a bare word or number is made of.
        func isWordByte(_ byte: UInt8) -> Bool {
            byte >= 0x80 || isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || [UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-")].contains(byte)
        }
    }
}
