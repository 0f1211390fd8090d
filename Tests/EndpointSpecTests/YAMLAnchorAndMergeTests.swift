import Testing
@testable import EndpointSpec

@Suite("YAML loader: anchors, aliases, merge keys and expansion limits")
struct YAMLAnchorAndMergeTests {
    @Test("An alias is a copy of the anchored node; the copy starts at the alias, its insides keep their places")
    func aliasCopiesAnchoredNode() {
        let result = yamlParse("""
            base: &b
              x: 1
            copy: *b

            """)
        #expect(result.diagnostics.isEmpty)
        // libyaml starts a node with an anchor at the anchor.
        let anchored = YAMLNode(.mapping([yamlPlainPair("x", "1", line: 2, column: 3)]), at: yamlAt(1, 7))
        var copy = anchored
        copy.location = yamlAt(3, 7)
        #expect(result.root?["base"] == anchored)
        #expect(result.root?["copy"] == copy)
    }

    @Test("An anchored scalar can be reused as a value and keeps its style")
    func aliasOfScalar() {
        let root = yamlParse("a: &v 'text'\nb: *v\n").root
        #expect(root?["b"] == yamlScalar("text", .singleQuoted, at: 2, 4))
    }

    @Test("Keys written in the mapping win over merged keys; merged keys take the place of <<")
    func mergeKeepsOwnKeys() {
        let result = yamlParse("""
            base: &b {x: 1, y: 2}
            item:
              <<: *b
              y: 3
              z: 4

            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.root?["item"]?.mapping == [
            yamlPlainPair("x", "1", line: 1, column: 11),
            yamlPlainPair("y", "3", line: 4, column: 3),
            yamlPlainPair("z", "4", line: 5, column: 3),
        ])
    }

    @Test("Among several merged mappings the earlier one in the list wins")
    func mergeListEarlierWins() {
        let result = yamlParse("""
            a: &a {k: from-a, only_a: 1}
            b: &b {k: from-b, only_b: 2}
            c:
              <<: [*a, *b]

            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.root?["c"]?.mapping == [
            yamlPlainPair("k", "from-a", line: 1, column: 8),
            yamlPlainPair("only_a", "1", line: 1, column: 19),
            yamlPlainPair("only_b", "2", line: 2, column: 19),
        ])
    }

    @Test("A merge inside an anchored mapping is applied before that mapping is aliased")
    func nestedMerge() {
        let root = yamlParse("""
            a: &a {x: 1}
            b: &b {<<: *a, y: 2}
            c: {<<: *b, z: 3}

            """).root
        #expect(root?["c"]?.mapping?.map { $0.key.scalar?.text } == ["x", "y", "z"])
    }

    @Test("Merging a scalar is an error at the merged value")
    func mergeOfScalarIsError() {
        let result = yamlParse("item:\n  <<: 5\n  y: 1\n")
        #expect(result.diagnostics.map(\.description) == [
            "spec.yaml:2:7: error: the merge key '<<' needs a mapping or a sequence of mappings, not a scalar",
        ])
        #expect(result.root?["item"]?.mapping == [yamlPlainPair("y", "1", line: 3, column: 3)])
    }

    @Test("Merging a list with a non-mapping item is an error at that item; the mappings are still merged")
    func mergeListWithScalarItem() {
        let result = yamlParse("a: &a {x: 1}\nb:\n  <<: [*a, oops]\n")
        #expect(result.diagnostics.map(\.description) == [
            "spec.yaml:3:12: error: the merge key '<<' can only merge mappings, not a scalar",
        ])
        #expect(result.root?["b"]?.mapping == [yamlPlainPair("x", "1", line: 1, column: 8)])
    }

    @Test("A quoted '<<' is an ordinary key, not a merge")
    func quotedMergeKeyIsOrdinary() {
        let result = yamlParse("a: &a {x: 1}\nb: {'<<': *a}\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.root?["b"]?.mapping?.first?.key == yamlScalar("<<", .singleQuoted, at: 2, 5))
    }

    @Test("An undefined alias is an error at the alias and reads as null")
    func undefinedAlias() {
        let result = yamlParse("a: 1\nb: *nope\n")
        #expect(result.diagnostics.map(\.description) == [
            "spec.yaml:2:4: error: undefined alias '*nope'; an anchor '&nope' must be defined before it is used",
        ])
        #expect(result.root?["b"]?.scalar?.isNull == true)
    }

    @Test("An alias inside the node it names is an error at the alias")
    func recursiveAlias() {
        let result = yamlParse("a: &x [1, *x]\n")
        #expect(result.diagnostics.map(\.description) == [
            "spec.yaml:1:11: error: alias '*x' refers to a node that contains it",
        ])
    }

    @Test("A billion-laughs alias bomb is refused at the alias that crosses the node budget")
    func aliasBombIsRefused() {
        var text = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
        for (previous, name) in zip(names, names.dropFirst()) {
            let aliases = Array(repeating: "*\(previous)", count: 9).joined(separator: ", ")
            text += "\(name): &\(name) [\(aliases)]\n"
        }
        let result = yamlParse(text)
        // a has 10 nodes, b 91, c 820, d 7,381, e 66,430, f 597,871: the first *f on line 7 crosses 1,000,000.
        #expect(result.root == nil)
        #expect(result.diagnostics.map(\.description) == [
            "spec.yaml:7:8: error: alias '*f' would expand the document beyond 1000000 nodes; "
                + "refusing to expand it (aliases nested inside aliases multiply)",
        ])
    }

    @Test("The node budget counts aliases by the size of what they copy")
    func smallNodeBudget() {
        let limits = YAMLLoader.Limits(maxNodes: 11, maxDepth: 256)
        // Nodes: root, key a, list, x, y = 5; key b = 6; *l copies 3 nodes = 9; key c and its null value = 11.
        let fits = yamlParse("a: &l [x, y]\nb: *l\nc:", limits: limits)
        #expect(fits.diagnostics.isEmpty)
        let tooMany = yamlParse("a: &l [x, y]\nb: *l\nc: *l\n", limits: limits)
        #expect(tooMany.diagnostics.map(\.description) == [
            "spec.yaml:3:4: error: alias '*l' would expand the document beyond 11 nodes; "
                + "refusing to expand it (aliases nested inside aliases multiply)",
        ])
    }

    @Test("Nesting deeper than the limit is an error at the first collection too deep")
    func nestingLimit() {
        let limits = YAMLLoader.Limits(maxNodes: 1_000, maxDepth: 2)
        let result = yamlParse("[[[1]]]", limits: limits)
        #expect(result.root == nil)
        #expect(result.diagnostics.map(\.description) == ["spec.yaml:1:3: error: YAML is nested more than 2 levels deep"])
        let viaAlias = yamlParse("a: &a [1]\nb: [*a]\n", limits: limits)
        #expect(viaAlias.diagnostics.map(\.description) == [
            "spec.yaml:2:5: error: alias '*a' would nest the YAML more than 2 levels deep",
        ])
    }

    @Test("Very deep nesting is refused without exhausting the stack")
    func deepNestingRefused() {
        let depth = 100_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let result = yamlParse(text)
        #expect(result.diagnostics.map(\.description) == ["spec.yaml:1:257: error: YAML is nested more than 256 levels deep"])
    }
}
