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

    /// Headings after `@@` (git's function-name rule): the nearest earlier line starting with a letter, `_` or `$`
    /// (not a tab, `#` or `//`), without trailing spaces, at most 80 bytes and not cut inside a UTF-8 character.
    static let headings: [DiffCase] = [
        DiffCase(
            name: "hunk headings name the nearest line that starts with a letter, _ or $",
            old: "_under\n    a0\n    a1\n    a2\n    a3\n    a4\n    a5\n    a6\n    change1\n    b0\n    b1\n    b2\n    b3\n    b4\n    b5\n    b6\n$dollar  \n    c0\n    c1\n    c2\n    c3\n    c4\n    c5\n    c6\n    change2\n    d0\n    d1\n    d2\n    d3\n    d4\n    d5\n    d6\n\ttab\n#hash\n// comment\n    e0\n    e1\n    e2\n    e3\n    e4\n    e5\n    e6\n    change3\n    f0\n    f1\n    f2\n    f3\n    f4\n    f5\n    f6\nextension VeryLongVeryLongVeryLongVeryLongVeryLongVeryLongVeryLongVeryLongVeryLongVeryLongVeryLongVeryLong {\n    g0\n    g1\n    g2\n    g3\n    g4\n    g5\n    g6\n    change4\n    h0\n    h1\n    h2\n    h3\n    h4\n    h5\n    h6\nstruct éééééééééééééééééééééééééééééééééééééééé {\n    i0\n    i1\n    i2\n    i3\n    i4\n    i5\n    i6\n    change5\n    j0\n    j1\n    j2\n    j3\n    j4\n    j5\n    j6\n",
            new: "_under\n    a0\n    a1\n    a2\n    a3\n    a4\n    a5\n    a6\n    CHANGE1\n    b0\n    b1\n    b2\n    b3\n    b4\n    b5\n    b6\n$dollar  \n    c0\n    c1\n    c2\n    c3\n    c4\n    c5\n    c6\n    CHANGE2\n    d0\n    d1\n    d2\n    d3\n    d4\n    d5\n    d6\n\ttab\n#hash\n// comment\n    e0\n    e1\n    e2\n    e3\n    e4\n    e5\n    e6\n    CHANGE3\n    f0\n    f1\n    f2\n    f3\n    f4\n    f5\n    f6\nextension VeryLongVeryLongVeryLongVeryLongVeryLongVeryLongVeryLongVeryLongVeryLongVeryLongVeryLongVeryLong {\n    g0\n    g1\n    g2\n    g3\n    g4\n    g5\n    g6\n    CHANGE4\n    h0\n    h1\n    h2\n    h3\n    h4\n    h5\n    h6\nstruct éééééééééééééééééééééééééééééééééééééééé {\n    i0\n    i1\n    i2\n    i3\n    i4\n    i5\n    i6\n    CHANGE5\n    j0\n    j1\n    j2\n    j3\n    j4\n    j5\n    j6\n",
            expected: "--- a/File.swift\n+++ b/File.swift\n@@ -6,7 +6,7 @@ _under\n     a4\n     a5\n     a6\n-    change1\n+    CHANGE1\n     b0\n     b1\n     b2\n@@ -22,7 +22,7 @@ $dollar\n     c4\n     c5\n     c6\n-    change2\n+    CHANGE2\n     d0\n     d1\n     d2\n@@ -40,7 +40,7 @@ $dollar\n     e4\n     e5\n     e6\n-    change3\n+    CHANGE3\n     f0\n     f1\n     f2\n@@ -56,7 +56,7 @@ extension VeryLongVeryLongVeryLongVeryLongVeryLongVeryLongVeryLongVeryLongVeryLo\n     g4\n     g5\n     g6\n-    change4\n+    CHANGE4\n     h0\n     h1\n     h2\n@@ -72,7 +72,7 @@ struct éééééééééééééééééééééééééééééééééééé\n     i4\n     i5\n     i6\n-    change5\n+    CHANGE5\n     j0\n     j1\n     j2\n"
        ),
        DiffCase(
            name: "generated Swift: the enclosing extension",
            old: "// Generated\n\npublic import Foundation\n\nextension Shop {\n    public struct Pet {\n        public let a: Int\n        public let b: Int\n        public let c: Int\n        public let d: Int\n    }\n}\n",
            new: "// Generated\n\npublic import Foundation\n\nextension Shop {\n    public struct Pet {\n        public let a: Int\n        public let b: Int\n        public let c: String\n        public let d: Int\n    }\n}\n",
            expected: "--- a/File.swift\n+++ b/File.swift\n@@ -6,7 +6,7 @@ extension Shop {\n     public struct Pet {\n         public let a: Int\n         public let b: Int\n-        public let c: Int\n+        public let c: String\n         public let d: Int\n     }\n }\n"
        ),
    ]

    static let all: [DiffCase] = [
        DiffCase(
            name: "modification in the middle",
            old: numbered(10),
            new: numbered(10, replacing: [5: "LINE5"]),
            expected: """
                --- a/File.swift
                +++ b/File.swift
                @@ -2,7 +2,7 @@ line1
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
                @@ -7,4 +7,4 @@ line6
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
                @@ -15,6 +15,6 @@ line14
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
                @@ -2,13 +2,13 @@ line1
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
                @@ -2,7 +2,8 @@ a
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
