import EndpointSpec
import Testing

/// Issue 21: models that require each other in a cycle can never be decoded or built; lint refuses them at the
/// property that closes the cycle.
@Suite("Cycles of required properties are refused")
struct SpecRequiredCycleTests {
    private static let fix = "make one link optional"

    @Test("Type aliases referring to themselves, directly or through others, are refused at each, naming the ring")
    func aliasCycles() {
        #expect(diagnostics("""
            api: Cycle
            models:
              Errors: "[Errors]"
              Int: "[Task]"
              Task: "[Int]"
              X: "[string: Y]"
              Y: "[Z]"
              Z: "[X]"
              Tree: "[Node]"
              Node: {children: Tree}
            endpoints:
              getNode: {method: GET, path: /n, response: Node}
            """) == [
            "bad.yaml:3:3: error: model 'Errors' is a type alias that refers to itself; declare it with properties instead",
            "bad.yaml:4:3: error: model 'Int' is a type alias that refers to itself through 'Task' (Int → Task → Int); "
                + "declare one of them with properties instead",
            "bad.yaml:5:3: error: model 'Task' is a type alias that refers to itself through 'Int' (Task → Int → Task); "
                + "declare one of them with properties instead",
            "bad.yaml:6:3: error: model 'X' is a type alias that refers to itself through 'Y', 'Z' (X → Y → Z → X); "
                + "declare one of them with properties instead",
            "bad.yaml:7:3: error: model 'Y' is a type alias that refers to itself through 'Z', 'X' (Y → Z → X → Y); "
                + "declare one of them with properties instead",
            "bad.yaml:8:3: error: model 'Z' is a type alias that refers to itself through 'X', 'Y' (Z → X → Y → Z); "
                + "declare one of them with properties instead",
        ])
    }

    @Test("The issue's spec: a model that requires itself")
    func selfCycleFromTheIssue() {
        #expect(diagnostics("""
            api: Cycle
            models:
              Node: {child: Node, name: string}
            endpoints:
              getNode: {method: GET, path: /n, response: Node}
            """) == [
            "bad.yaml:3:10: error: required properties form a cycle that no value can satisfy: Node.child → Node; "
                + "\(Self.fix) ('child: Node?'), nullable or an array",
        ])
    }

    @Test("Two models requiring each other: reported once, at the link that closes the cycle")
    func mutualCycle() {
        #expect(diagnostics(spec(models: """
              A: {b: B}
              B: {a: A}
            """)) == [
            "bad.yaml:4:7: error: required properties form a cycle that no value can satisfy: A.b → B.a → A; "
                + "\(Self.fix) ('a: A?'), nullable or an array",
        ])
    }

    @Test("Three models, long-form properties, an inline object and an alias in the cycle")
    func cyclesThroughEveryKindOfLink() {
        #expect(diagnostics(spec(models: """
              A:
                properties:
                  id: int
                  b: {type: B, description: The B.}
              B: {c: C}
              C: {a: A}
              Node:
                wrapper:
                  inner: {child: Node}
              Tree: {next: NextTree}
              NextTree: Tree
            """)) == [
            "bad.yaml:8:7: error: required properties form a cycle that no value can satisfy: A.b → B.c → C.a → A; "
                + "\(Self.fix) ('a: A?'), nullable or an array",
            "bad.yaml:11:15: error: required properties form a cycle that no value can satisfy: "
                + "Node.wrapper.inner.child → Node; \(Self.fix) ('child: Node?'), nullable or an array",
            "bad.yaml:12:10: error: required properties form a cycle that no value can satisfy: Tree.next → Tree; "
                + "\(Self.fix) ('next: Tree?'), nullable or an array",
        ])
    }

    @Test("Optional, nullable, tristate, array, dictionary and optional-alias links break a cycle")
    func linksThatBreakACycle() {
        let models = """
              Optional1: {child: Optional1?}
              Nullable1: {child: {type: Nullable1, nullable: true}}
              LongOptional: {child: {type: LongOptional, optional: true}}
              Tristate1: {child: {type: Tristate1, tristate: true}}
              List: {children: [List]}
              Map: {children: "[string: Map]"}
              Inline: {wrapper: {child: Inline?}}
              Link: {next: MaybeLink}
              MaybeLink: Link?
              A: {b: B}
              B: {a: A?}
            """
        let (api, problems) = loadSpec(spec(models: models))
        #expect(problems.map(\.description) == [])
        #expect(api != nil)
    }

    @Test("A cycle through thousands of models is found without exhausting the stack")
    func longCycle() {
        let count = 5_000
        let models = (0..<count).map { "  M\($0): {next: M\(($0 + 1) % count)}" }.joined(separator: "\n")
        let found = diagnostics(spec(models: models))
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("bad.yaml:\(count + 2):") == true)
        #expect(found.first?.contains("M0.next → M1.next → M2.next") == true)
        #expect(found.first?.contains("M4999.next → M0; ") == true)
    }
}
