import Testing
import EndpointSpec

/// "Did you mean" over many names: the same answers as a full scan, for work that does not grow with the number
/// of typos (lint time grew quadratically with the number of errors; docs/performance.md has the measurement).
@Suite("Did-you-mean lookups over many names cost one scan per distinct word")
struct SuggestionIndexTests {
    static let names = (0..<2_000).map { "M\($0)" } + ["string", "int", "User", "UserProfile", "Repository", "form"]

    @Test(arguments: ["strin", "usr", "user", "UserProfle", "Repostory", "from", "M12x", "zzzzzzzz", "", "m1999"])
    func answersWhatAFullScanAnswers(word: String) {
        var index = SuggestionIndex(Self.names)
        #expect(index.closest(to: word) == Suggestions.closest(to: word, among: Self.names))
        #expect(index.didYouMean(word) == Suggestions.didYouMean(word, among: Self.names))
    }

    @Test func ofEquallyCloseCandidatesTheEarlierOneWins() {
        var index = SuggestionIndex(["bat", "cat", "hat"])
        #expect(index.closest(to: "at") == "bat")
        #expect(Suggestions.closest(to: "at", among: ["bat", "cat", "hat"]) == "bat")
    }

    @Test func aRepeatedTypoIsLookedUpOnce() {
        var index = SuggestionIndex(Self.names)
        _ = index.closest(to: "strin")
        let first = index.comparisons
        #expect(first > 0)
        for _ in 0..<1_000 { #expect(index.closest(to: "strin") == "string") }
        #expect(index.comparisons == first)
    }

    @Test func onlyCandidatesOfANearLengthAreCompared() {
        // 'Repostory' (9 characters, limit 3) cannot be within 3 edits of the 2,000 names of 2 to 5 characters;
        // only 'string', 'Repository' and 'UserProfile' (6 to 12 characters) are compared.
        var index = SuggestionIndex(Self.names)
        #expect(index.closest(to: "Repostory") == "Repository")
        #expect(index.comparisons == 3)
    }

    @Test func manyTyposOfOneNameInASpecWithManyModelsAreEachReported() {
        let count = 300
        var yaml = "api: Big\nmodels:\n"
        for i in 0..<count { yaml += "  M\(i): {x\(i): int, y: string, z: strin}\n" }
        let messages = loadSpec(yaml).diagnostics.filter { $0.id == .unknownType }.map(\.message)
        #expect(messages.count == count)
        #expect(Set(messages) == ["unknown type 'strin'; did you mean 'string'?"])
    }
}
