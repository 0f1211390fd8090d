import Testing
@testable import EndpointSpec

@Suite("YAML loader: node structure, scalars and locations")
struct YAMLLoaderStructureTests {
    @Test("Plain scalars keep their exact text: no, 1.10, 010 stay strings; quoted '1.10' and \"\" keep their style")
    func scalarsKeepTextAndStyle() {
        let result = yamlParse("""
            a: no
            b: 1.10
            c: '1.10'
            d: 010
            e: ""
            f: ~
            g: "tab\\tend"

            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.root == YAMLNode(.mapping([
            yamlPlainPair("a", "no", line: 1),
            yamlPlainPair("b", "1.10", line: 2),
            YAMLPair(key: yamlScalar("c", at: 3, 1), value: yamlScalar("1.10", .singleQuoted, at: 3, 4)),
            yamlPlainPair("d", "010", line: 4),
            YAMLPair(key: yamlScalar("e", at: 5, 1), value: yamlScalar("", .doubleQuoted, at: 5, 4)),
            yamlPlainPair("f", "~", line: 6),
            YAMLPair(key: yamlScalar("g", at: 7, 1), value: yamlScalar("tab\tend", .doubleQuoted, at: 7, 4)),
        ]), at: yamlAt(1, 1)))
    }

    @Test("A quoted empty string is not null; ~ and an empty plain value are")
    func quotedEmptyStringIsNotNull() {
        let root = yamlParse("a: \"\"\nb: ~\nc:\n").root
        #expect(root?["a"]?.scalar?.isNull == false)
        #expect(root?["b"]?.scalar?.isNull == true)
        #expect(root?["c"]?.scalar?.isNull == true)
    }

    @Test("Literal and folded block scalars keep their folded text and style")
    func blockScalars() {
        let root = yamlParse("""
            literal: |
              line 1
              line 2
            folded: >
              one
              two

            """).root
        #expect(root?["literal"] == yamlScalar("line 1\nline 2\n", .literal, at: 1, 10))
        #expect(root?["folded"] == yamlScalar("one two\n", .folded, at: 4, 9))
    }

    @Test("Explicit tags are kept, with the standard prefix written as !!")
    func explicitTags() {
        let root = yamlParse("a: !!str 10\nb: !custom x\nc: !!map {k: v}\nd: 5\n").root
        #expect(root?["a"] == yamlScalar("10", at: 1, 4, tag: "!!str"))
        #expect(root?["b"] == yamlScalar("x", at: 2, 4, tag: "!custom"))
        #expect(root?["c"]?.tag == "!!map")
        #expect(root?["c"]?["k"] == yamlScalar("v", at: 3, 14))
        #expect(root?["d"]?.tag == nil)
    }

    @Test("Nested block sequences and mappings carry the line and column where each node starts")
    func nestedLocations() {
        let result = yamlParse("""
            name: x
            items:
              - one
              - key: v
                other: [1, 2]

            """)
        #expect(result.diagnostics.isEmpty)
        let items = YAMLNode(.sequence([
            yamlScalar("one", at: 3, 5),
            YAMLNode(.mapping([
                yamlPlainPair("key", "v", line: 4, column: 5),
                YAMLPair(
                    key: yamlScalar("other", at: 5, 5),
                    value: YAMLNode(.sequence([yamlScalar("1", at: 5, 13), yamlScalar("2", at: 5, 16)]), at: yamlAt(5, 12))
                ),
            ]), at: yamlAt(4, 5)),
        ]), at: yamlAt(3, 3))
        #expect(result.root == YAMLNode(.mapping([
            yamlPlainPair("name", "x", line: 1),
            YAMLPair(key: yamlScalar("items", at: 2, 1), value: items),
        ]), at: yamlAt(1, 1)))
    }

    @Test("Columns count characters, not bytes: after '名前: ' the value is at column 5")
    func columnsCountCharacters() {
        let result = yamlParse("a: 1\n名前: x\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.root?["名前"] == yamlScalar("x", at: 2, 5))
    }

    @Test("A flow mapping at the root is read like a block mapping")
    func flowMappingRoot() {
        let result = yamlParse("{a: [1], b: {c: d}}")
        #expect(result.diagnostics.isEmpty)
        #expect(result.root?.location == yamlAt(1, 1))
        #expect(result.root?["a"]?.sequence == [yamlScalar("1", at: 1, 6)])
        #expect(result.root?["b"]?["c"] == yamlScalar("d", at: 1, 17))
    }

    @Test("A spec with 5,000 endpoints loads completely, in source order")
    func largeSpecLoads() {
        var text = "endpoints:\n"
        for index in 0..<5_000 {
            text += "  endpoint\(index):\n    method: GET\n    path: /items/\(index)\n"
        }
        let result = yamlParse(text)
        #expect(result.diagnostics.isEmpty)
        let endpoints = result.root?["endpoints"]?.mapping ?? []
        #expect(endpoints.count == 5_000)
        #expect(endpoints.last?.key.scalar?.text == "endpoint4999")
        #expect(endpoints.last?.value["path"] == yamlScalar("/items/4999", at: 15_001, 11))
    }
}
