/// Splits wire names of any style into words.
///
/// `html_url`, `htmlUrl`, `HTMLURL`-style runs, `content-type`, `@iot.id` and `X-API-Version` all split at
/// separators (any character that is neither a letter nor a digit) and at case changes: a lowercase letter
/// followed by an uppercase one (`htmlUrl` → `html`, `Url`), and the last capital of an uppercase run that is
/// followed by lowercase (`HTMLParser` → `HTML`, `Parser`). Digits stay with the letters around them
/// (`oauth2`, `2fa`). A sign directly before a digit is spelled out (`+1` → `plus`, `1`; `-1` → `minus`, `1`)
/// so signed values stay distinct.
///
/// Names made only of ASCII (nearly every wire name) are split over their UTF-8 bytes, which gives the same
/// words as the `Character` rules without Unicode property lookups; any other name takes the `Character` path.
public enum WordSplitter {
    /// The words of `name`, in order; empty when `name` has no letters or digits.
    public static func words(in name: String) -> [String] {
        if let words = name.utf8.withContiguousStorageIfAvailable(ASCIIWordSplitter.words(in:)) {
            return words ?? characterWords(in: name)
        }
        // A string without contiguous UTF-8 (bridged): make a native copy once, then take the byte path.
        var native = name
        native.makeContiguousUTF8()
        let words = native.utf8.withContiguousStorageIfAvailable(ASCIIWordSplitter.words(in:)) ?? nil
        return words ?? characterWords(in: name)
    }

    /// The words of `name` by the `Character` rules, for names of any script. ``words(in:)`` gives the same
    /// result faster; this stays the reference the ASCII path is tested against.
    static func characterWords(in name: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(name)

        func flush() {
            if !current.isEmpty {
                words.append(String(current))
                current.removeAll(keepingCapacity: true)
            }
        }

        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            // An invisible letter (a Hangul filler, U+3164) separates words like any other non-letter, so it can
            // never become a name of its own.
            let isInvisible = character.unicodeScalars.allSatisfy(\.properties.isDefaultIgnorableCodePoint)
            guard (character.isLetter || character.isNumber) && !isInvisible else {
                flush()
                let previous = index > 0 ? characters[index - 1] : nil
                let startsNumber = (next?.isNumber ?? false) && !(previous.map { $0.isLetter || $0.isNumber } ?? false)
                if startsNumber, character == "+" { words.append("plus") }
                if startsNumber, character == "-" { words.append("minus") }
                continue
            }
            if let previous = current.last {
                let lowerToUpper = (previous.isLowercase || previous.isNumber) && character.isUppercase
                let acronymEnd = previous.isUppercase && character.isUppercase && (next?.isLowercase ?? false)
                if lowerToUpper || acronymEnd { flush() }
            }
            current.append(character)
        }
        flush()
        return words
    }
}
