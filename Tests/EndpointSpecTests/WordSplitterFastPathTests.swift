import Testing
@testable import EndpointNaming

/// `WordSplitter.words(in:)` splits ASCII names over bytes; these tests hold it to the `Character` rules
/// (`WordSplitter.characterWords(in:)`) over hand-picked, exhaustive and seeded random names.
@Suite("The ASCII word-splitting path gives the same words as the Character rules")
struct WordSplitterFastPathTests {
    /// Wire-name styles seen in specs, edge cases of the rules, and names that must take the Unicode path.
    static let namedCases = [
        "", "a", "A", "0", "_", "html_url", "htmlUrl", "HTMLURL", "HTMLParser", "content-type", "@iot.id",
        "X-API-Version", "2fa_enabled", "oauth2_token", "+1", "-1", "a-1", "a+1", "--", "+-1", "-+1", "1-2", "x.-1",
        "FIRST_TIME_CONTRIBUTOR", "getMessageList", "image_urls", "key with spaces", "ABCdef", "abcDEF", "aB1cD2",
        "9Lives", "v2API", "API2Key", "\r\n-1", "a\r\n+1", "\t-5", "$ref", "rslt_cd", "isSuccess", "utf8_name",
        "名前", "café_name", "İstanbul", "straße", "ÀB", "x\u{301}y", "Ⅻ_count", "１２_full", "emoji👍name",
        "a\u{0}b", "\u{7F}-1", "e\u{301}-1", "-\u{661}",
    ]

    @Test func namedCasesMatchTheCharacterRules() {
        for name in Self.namedCases {
            #expect(WordSplitter.words(in: name) == WordSplitter.characterWords(in: name), "\(name.debugDescription)")
        }
    }

    @Test func examplesFromTheDocumentationSplitAsDocumented() {
        #expect(WordSplitter.words(in: "HTMLParser") == ["HTML", "Parser"])
        #expect(WordSplitter.words(in: "X-API-Version") == ["X", "API", "Version"])
        #expect(WordSplitter.words(in: "oauth2Token") == ["oauth2", "Token"])
        #expect(WordSplitter.words(in: "+1") == ["plus", "1"])
        #expect(WordSplitter.words(in: "x-1") == ["x", "1"])
        #expect(WordSplitter.words(in: "\r\n-1") == ["minus", "1"])
        #expect(WordSplitter.words(in: "café_ID") == ["café", "ID"])
    }

    /// Every name of up to four characters over an alphabet with one member of each class the rules tell apart
    /// (lower, upper, digit, sign, other separator, the `\r\n` pair's halves, a non-ASCII letter).
    @Test func everyShortNameOverARepresentativeAlphabetMatches() {
        let alphabet: [String] = ["a", "Z", "7", "+", "-", "_", "\r", "\n", "é"]
        var names = [""]
        var mismatches: [String] = []
        var checked = 0
        for _ in 1...4 {
            names = names.flatMap { prefix in alphabet.map { prefix + $0 } }
            for name in names {
                checked += 1
                if WordSplitter.words(in: name) != WordSplitter.characterWords(in: name) {
                    mismatches.append(name.debugDescription)
                }
            }
        }
        #expect(checked == 9 + 81 + 729 + 6561)
        #expect(mismatches == [])
    }

    /// Seeded random names over every ASCII code point, with an occasional non-ASCII scalar.
    @Test func randomNamesOverAllOfASCIIMatch() {
        var generator = SplitMix64(seed: 0x5EED_1234)
        let extra: [Unicode.Scalar] = ["é", "İ", "ß", "名", "\u{301}", "\u{661}", "Ⅻ"]
        var mismatches: [String] = []
        var asciiOnly = 0
        for _ in 0..<20_000 {
            let length = Int(generator.next() % 17)
            var scalars = String.UnicodeScalarView()
            for _ in 0..<length {
                let roll = generator.next()
                if roll % 40 == 0 {
                    scalars.append(extra[Int((roll / 40) % UInt64(extra.count))])
                } else {
                    scalars.append(Unicode.Scalar(UInt8((roll >> 8) % 128)))
                }
            }
            let name = String(scalars)
            if name.utf8.allSatisfy({ $0 < 0x80 }) { asciiOnly += 1 }
            if WordSplitter.words(in: name) != WordSplitter.characterWords(in: name) {
                mismatches.append(name.debugDescription)
            }
        }
        #expect(mismatches == [])
        // Both paths were exercised.
        #expect(asciiOnly > 10_000)
        #expect(asciiOnly < 20_000)
    }
}

/// A small deterministic generator (SplitMix64) so the random names are the same on every run.
private struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
