import Testing

/// Texts and the unified diffs expected between them, shared by the golden tests and the `git apply` tests.
struct DiffCase: Sendable, CustomTestStringConvertible {
    let name: String
    let old: String?
    let new: String?
    let expected: String

    var testDescription: String { name }

    /// `"line1\n"` through `"line<count>\n"`, with some lines replaced.
    static func numbered(_ count: Int, replacing replacements: [Int: String] = [:]) -> String {
        (1...count).map { (replacements[$0] ?? "line\($0)") + "\n" }.joined()
    }

    static let all: [DiffCase] = [
        DiffCase(
            name: "modification in the middle",
            old: numbered(10),
            new: numbered(10, replacing: [5: "LINE5"]),
            expected: """
                --- a/File.swift
                +++ b/File.swift
                @@ -2,7 +2,7 @@
                 line2
                 line3
                 line4
                -line5
                +LINE5
                 line6
                 line7
                 line8

                """
        ),
        DiffCase(
            name: "modification at the start",
            old: numbered(10),
            new: numbered(10, replacing: [1: "LINE1"]),
            expected: """
                --- a/File.swift
                +++ b/File.swift
                @@ -1,4 +1,4 @@
                -line1
                +LINE1
                 line2
                 line3
                 line4

                """
        ),
        DiffCase(
            name: "modification at the end",
            old: numbered(10),
            new: numbered(10, replacing: [10: "LINE10"]),
            expected: """
                --- a/File.swift
                +++ b/File.swift
                @@ -7,4 +7,4 @@
                 line7
                 line8
                 line9
                -line10
                +LINE10

                """
        ),
        DiffCase(
            name: "two distant changes give two hunks",
            old: numbered(20),
            new: numbered(20, replacing: [2: "LINE2", 18: "LINE18"]),
            expected: """
                --- a/File.swift
                +++ b/File.swift
                @@ -1,5 +1,5 @@
                 line1
                -line2
                +LINE2
                 line3
                 line4
                 line5
                @@ -15,6 +15,6 @@
                 line15
                 line16
                 line17
                -line18
                +LINE18
                 line19
                 line20

                """
        ),
        DiffCase(
            name: "changes whose contexts overlap share one hunk",
            old: numbered(16),
            new: numbered(16, replacing: [5: "LINE5", 11: "LINE11"]),
            expected: """
                --- a/File.swift
                +++ b/File.swift
                @@ -2,13 +2,13 @@
                 line2
                 line3
                 line4
                -line5
                +LINE5
                 line6
                 line7
                 line8
                 line9
                 line10
                -line11
                +LINE11
                 line12
                 line13
                 line14

                """
        ),
        DiffCase(
            name: "insertion and deletion change the counts",
            old: "a\nb\nc\nd\ne\nf\ng\nh\n",
            new: "a\nb\nc\nd\nnew1\nnew2\ne\nf\ng\n",
            expected: """
                --- a/File.swift
                +++ b/File.swift
                @@ -2,7 +2,8 @@
                 b
                 c
                 d
                +new1
                +new2
                 e
                 f
                 g
                -h

                """
        ),
        DiffCase(
            name: "created file",
            old: nil,
            new: "import Foundation\n\nstruct User {}\n",
            expected: """
                --- /dev/null
                +++ b/File.swift
                @@ -0,0 +1,3 @@
                +import Foundation
                +
                +struct User {}

                """
        ),
        DiffCase(
            name: "created one-line file",
            old: nil,
            new: "// empty\n",
            expected: """
                --- /dev/null
                +++ b/File.swift
                @@ -0,0 +1 @@
                +// empty

                """
        ),
        DiffCase(
            name: "deleted file",
            old: "struct Old {}\n\nstruct Older {}\n",
            new: nil,
            expected: """
                --- a/File.swift
                +++ /dev/null
                @@ -1,3 +0,0 @@
                -struct Old {}
                -
                -struct Older {}

                """
        ),
        DiffCase(
            name: "newline added at the end",
            old: "a\nb\nc",
            new: "a\nb\nc\n",
            expected: """
                --- a/File.swift
                +++ b/File.swift
                @@ -1,3 +1,3 @@
                 a
                 b
                -c
                \\ No newline at end of file
                +c

                """
        ),
        DiffCase(
            name: "line appended to a file without a final newline",
            old: "a\nb",
            new: "a\nb\nc",
            expected: """
                --- a/File.swift
                +++ b/File.swift
                @@ -1,2 +1,3 @@
                 a
                -b
                \\ No newline at end of file
                +b
                +c
                \\ No newline at end of file

                """
        ),
        DiffCase(
            name: "unchanged last line without a newline is context",
            old: "one\ntwo\nthree",
            new: "ONE\ntwo\nthree",
            expected: """
                --- a/File.swift
                +++ b/File.swift
                @@ -1,3 +1,3 @@
                -one
                +ONE
                 two
                 three
                \\ No newline at end of file

                """
        ),
        DiffCase(
            name: "deleted file without a final newline",
            old: "only",
            new: nil,
            expected: """
                --- a/File.swift
                +++ /dev/null
                @@ -1 +0,0 @@
                -only
                \\ No newline at end of file

                """
        ),
    ]
}
