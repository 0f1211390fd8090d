/// Checks a spec file's bytes before libyaml sees them: byte-order marks and UTF-8 validity.
///
/// libyaml accepts UTF-16 silently and reports invalid UTF-8 at 1:1, so the loader does this itself to
/// point at the real line and column of the problem.
package enum YAMLTextEncoding {
    /// The result of inspecting the start of a file.
    enum ByteOrderMark: Equatable {
        /// No byte-order mark.
        case none
        /// `EF BB BF`: harmless, dropped with a warning.
        case utf8
        /// A mark of an encoding other than UTF-8 (for example "UTF-16 (little-endian)").
        case other(encodingName: String)

        /// The mark's length in bytes (`0` for `.none`).
        var byteCount: Int {
            switch self {
            case .none: 0
            case .utf8: 3
            case .other(let name): name.hasPrefix("UTF-32") ? 4 : 2
            }
        }
    }

    /// The byte-order mark at the start of `bytes`, if any. UTF-32 is checked before UTF-16 because the
    /// UTF-32 little-endian mark starts with the UTF-16 little-endian one.
    static func byteOrderMark(of bytes: [UInt8]) -> ByteOrderMark {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return .utf8 }
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return .other(encodingName: "UTF-32 (big-endian)") }
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return .other(encodingName: "UTF-32 (little-endian)") }
        if bytes.starts(with: [0xFE, 0xFF]) { return .other(encodingName: "UTF-16 (big-endian)") }
        if bytes.starts(with: [0xFF, 0xFE]) { return .other(encodingName: "UTF-16 (little-endian)") }
        return .none
    }

    /// The encoding a file without a byte-order mark seems to be in when its zero bytes fall where UTF-16 or
    /// UTF-32 puts them ("UTF-16, little-endian"…), or `nil`. Text (YAML, JSON) is mostly ASCII, whose characters
    /// have zero high bytes in those encodings; UTF-8 text has a zero byte only for U+0000, which YAML and JSON
    /// refuse anyway, so a stray NUL in UTF-8 text is still reported as a control character where it is. Only the
    /// first 1,024 bytes are looked at. UTF-32 puts two zero bytes in every character of the Basic Multilingual
    /// Plane, so three quarters of its code units must show them; UTF-16 puts one in every ASCII character only, so
    /// a quarter of its code units must have a zero high byte (text mostly in Korean, say, still has ASCII keys and
    /// spaces) while hardly any has a zero low byte.
    package static func wideEncodingWithoutByteOrderMark(of bytes: [UInt8]) -> String? {
        let sample = Array(bytes.prefix(1024))
        guard sample.count >= 2, sample.contains(0) else { return nil }
        /// How many `width`-byte code units have a zero at byte `offset`, and how many units there are.
        func zeros(at offset: Int, width: Int) -> (count: Int, units: Int) {
            let units = sample.count / width
            return ((0..<units).count { sample[$0 * width + offset] == 0 }, units)
        }
        func mostlyZero(at offset: Int, width: Int) -> Bool {
            let (count, units) = zeros(at: offset, width: width)
            return units > 0 && count * 4 >= units * 3
        }
        if mostlyZero(at: 2, width: 4), mostlyZero(at: 3, width: 4) { return "UTF-32, little-endian" }
        if mostlyZero(at: 0, width: 4), mostlyZero(at: 1, width: 4) { return "UTF-32, big-endian" }
        let (even, units) = zeros(at: 0, width: 2)
        let (odd, _) = zeros(at: 1, width: 2)
        if odd * 4 >= units, even * 8 <= odd { return "UTF-16, little-endian" }
        if even * 4 >= units, odd * 8 <= even { return "UTF-16, big-endian" }
        return nil
    }

    /// The byte offset of the first byte that does not start a well-formed UTF-8 sequence, or `nil` when
    /// all of `bytes` is valid UTF-8. Overlong forms, surrogates (U+D800...U+DFFF) and values above
    /// U+10FFFF are invalid, as are truncated sequences (the offset is then the sequence's first byte).
    static func firstInvalidUTF8Offset(in bytes: [UInt8]) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var secondRange: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; secondRange = 0xA0...0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; secondRange = 0x80...0x9F
            case 0xF0: length = 4; secondRange = 0x90...0xBF
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; secondRange = 0x80...0x8F
            default: return index
            }
            guard count - index >= length, secondRange.contains(bytes[index + 1]) else { return index }
            var next = index + 2
            while next < index + length {
                guard (0x80...0xBF).contains(bytes[next]) else { return index }
                next += 1
            }
            index += length
        }
        return nil
    }

    /// The 1-based line and column of the byte at `offset`, counted the way libyaml counts its marks:
    /// columns in Unicode scalars; lines broken by LF, CR, CR LF (one break), NEL, LS and PS.
    ///
    /// `offset` may be anywhere up to `bytes.count`; larger or negative values are clamped. Bytes that are
    /// not valid UTF-8 count as one column each, so this works on any input.
    static func position(ofByte offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var column = 1
        var index = 0
        while index < end {
            let (next, isBreak) = step(from: index, in: bytes)
            if isBreak {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index = next
        }
        return (line, column)
    }

    /// The Unicode scalar at a 1-based line and column (as in libyaml marks), or `nil` when the position is
    /// a line break or past the end of the input. Used to tell what libyaml found at an error's position.
    static func scalar(atLine line: Int, column: Int, in bytes: [UInt8]) -> Unicode.Scalar? {
        var currentLine = 1
        var currentColumn = 1
        var index = 0
        while index < bytes.count, currentLine <= line {
            let (next, isBreak) = step(from: index, in: bytes)
            if currentLine == line, currentColumn == column {
                if isBreak { return nil }
                return String(decoding: bytes[index..<next], as: UTF8.self).unicodeScalars.first
            }
            if isBreak {
                currentLine += 1
                currentColumn = 1
            } else {
                currentColumn += 1
            }
            index = next
        }
        return nil
    }

    /// The byte ranges of the lines of `bytes`, without their breaks, broken where `position(ofByte:in:)` counts a
    /// new line (LF, CR, CR LF, NEL, LS, PS); always at least one (empty) line.
    static func lineRanges(in bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let (next, isBreak) = step(from: index, in: bytes)
            if isBreak {
                ranges.append(start..<index)
                start = next
            }
            index = next
        }
        ranges.append(start..<bytes.count)
        return ranges
    }

    /// The lines (1-based, as `lineRanges(in:)` counts them) that begin after a NEL, LS or PS: YAML 1.1 breaks a
    /// line there, where an editor most often shows none.
    static func linesAfterUnusualBreaks(in bytes: [UInt8]) -> Set<Int> {
        var lines: Set<Int> = []
        var line = 1
        var index = 0
        while index < bytes.count {
            let (next, isBreak) = step(from: index, in: bytes)
            if isBreak {
                line += 1
                if bytes[index] != 0x0A, bytes[index] != 0x0D { lines.insert(line) }
            }
            index = next
        }
        return lines
    }

    /// Where the character starting at `index` ends, and whether it is a line break (CR LF is one break).
    /// Always advances by at least one byte and never past `bytes.count`.
    private static func step(from index: Int, in bytes: [UInt8]) -> (next: Int, isBreak: Bool) {
        let byte = bytes[index]
        let remaining = bytes.count - index
        switch byte {
        case 0x0A:
            return (index + 1, true)
        case 0x0D:
            return (remaining >= 2 && bytes[index + 1] == 0x0A ? index + 2 : index + 1, true)
        case 0xC2 where remaining >= 2 && bytes[index + 1] == 0x85:
            return (index + 2, true)
        case 0xE2 where remaining >= 3 && bytes[index + 1] == 0x80
            && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
            return (index + 3, true)
        default:
            return (index + min(sequenceLength(startingWith: byte), remaining), false)
        }
    }

    /// The length of the UTF-8 sequence a lead byte announces; `1` for ASCII and for bytes that cannot lead.
    private static func sequenceLength(startingWith byte: UInt8) -> Int {
        switch byte {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 1
        }
    }
}

extension YAMLTextEncoding {
    /// `bytes` with every CR LF pair and every lone CR turned into one LF: the line breaks libyaml reads as one
    /// (YAML 1.1 §5.4 `b-break`: CR LF, CR, LF), so that a spec or template saved with Windows (or classic Mac) line
    /// endings counts as the same text as the LF one. NEL, LS and PS are left alone: a line-ending conversion
    /// (a `core.autocrlf` checkout, an editor) never writes them.
    ///
    /// Used by the input fingerprint (the spec bytes each generated file records) and by template overrides.
    /// - Parameter bytes: UTF-8 text.
    /// - Returns: The same bytes when they hold no CR.
    package static func normalizingLineBreaks(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(0x0D) else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0D {
                result.append(0x0A)
                index += index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result
    }

    /// ``normalizingLineBreaks(_:)-([UInt8])`` for a string.
    package static func normalizingLineBreaks(_ text: String) -> String {
        guard text.utf8.contains(0x0D) else { return text }
        return String(decoding: normalizingLineBreaks(Array(text.utf8)), as: UTF8.self)
    }
}
