import GeneratorCLI
import Testing

@Suite("Unified diff")
struct UnifiedDiffTests {
    @Test("Diffs match the format git prints", arguments: DiffCase.all + DiffCase.headings)
    func golden(_ diffCase: DiffCase) {
        #expect(UnifiedDiff.diff(old: diffCase.old, new: diffCase.new, path: "File.swift") == diffCase.expected)
    }

    @Test("Equal texts give an empty diff")
    func equalTexts() {
        #expect(UnifiedDiff.diff(old: "a\nb\n", new: "a\nb\n", path: "File.swift") == "")
        #expect(UnifiedDiff.diff(old: nil, new: "", path: "Empty.swift") == "")
    }

    @Test("The number of context lines is configurable; with none, an insertion names the line before it")
    func contextLines() {
        #expect(
            UnifiedDiff.diff(old: "a\nb\nc\n", new: "a\nb\nX\nc\n", path: "F", contextLines: 0) == """
                --- a/F
                +++ b/F
                @@ -2,0 +3 @@ b
                +X

                """
        )
        #expect(
            UnifiedDiff.diff(
                old: DiffCase.numbered(10),
                new: DiffCase.numbered(10, replacing: [5: "LINE5"]),
                path: "F",
                contextLines: 1
            ) == """
                --- a/F
                +++ b/F
                @@ -4,3 +4,3 @@ line3
                 line4
                -line5
                +LINE5
                 line6

                """
        )
    }

    @Test("Lines are compared byte for byte, so a change of Unicode normalization is a change")
    func byteExactComparison() {
        let precomposed = "caf\u{E9}\n"
        let decomposed = "cafe\u{301}\n"
        #expect(precomposed == decomposed)
        #expect(
            UnifiedDiff.diff(old: precomposed, new: decomposed, path: "F") == """
                --- a/F
                +++ b/F
                @@ -1 +1 @@
                -caf\u{E9}
                +cafe\u{301}

                """
        )
    }

    @Test("A carriage return stays part of its line")
    func carriageReturns() {
        #expect(DiffLine.lines(of: "a\r\nb") == [DiffLine("a\r"), DiffLine("b", hasNewline: false)])
    }

    @Test("The edit script lists removals before insertions within a change")
    func editScript() {
        let old = DiffLine.lines(of: "a\nb\nc\n")
        let new = DiffLine.lines(of: "a\nB\nc\nd\n")
        #expect(
            LineEditScript.edits(from: old, to: new) == [
                .keep(old: 0, new: 0), .remove(old: 1), .insert(new: 1), .keep(old: 2, new: 2), .insert(new: 3),
            ]
        )
    }
}
