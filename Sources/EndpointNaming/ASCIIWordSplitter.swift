/// The byte-level form of ``WordSplitter``'s rules for names made only of ASCII.
///
/// For an ASCII character the `Character` properties the rules use reduce to byte ranges: `isLetter` is
/// `A`–`Z` or `a`–`z`, `isNumber` is `0`–`9`, `isUppercase` is `A`–`Z` and `isLowercase` is `a`–`z`. The one
/// ASCII grapheme of two bytes, `\r\n`, is a separator either way and is never a sign, so splitting it into
/// two separator bytes gives the same words. A word is a run of bytes between cuts, turned into a `String`
/// once, without building `Character` arrays.
enum ASCIIWordSplitter {
    /// The words of the name whose UTF-8 bytes are `bytes`, or `nil` when a byte is not ASCII.
    static func words(in bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
        for byte in bytes where byte >= 0x80 {
            return nil
        }
        var words: [String] = []
        var start = 0  // first byte of the current word
        var index = 0
        let count = bytes.count

        func flush(upTo end: Int) {
            if start < end {
                words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
            }
        }

        while index < count {
            let byte = bytes[index]
            let next: UInt8? = index + 1 < count ? bytes[index + 1] : nil
            guard isAlphanumeric(byte) else {
                flush(upTo: index)
                start = index + 1
                if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
                    let previousIsAlphanumeric = index > 0 && isAlphanumeric(bytes[index - 1])
                    if let next, isDigit(next), !previousIsAlphanumeric {
                        words.append(byte == UInt8(ascii: "+") ? "plus" : "minus")
                    }
                }
                index += 1
                continue
            }
            if start < index {
                let previous = bytes[index - 1]
                let lowerToUpper = (isLower(previous) || isDigit(previous)) && isUpper(byte)
                let acronymEnd = isUpper(previous) && isUpper(byte) && (next.map(isLower) ?? false)
                if lowerToUpper || acronymEnd {
                    flush(upTo: index)
                    start = index
                }
            }
            index += 1
        }
        flush(upTo: count)
        return words
    }

    @inline(__always) private static func isUpper(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "A") < 26
    }

    @inline(__always) private static func isLower(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "a") < 26
    }

    @inline(__always) private static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    @inline(__always) private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        isUpper(byte) || isLower(byte) || isDigit(byte)
    }
}
