import Foundation
import Testing
import TestSupport

/// Issue 12: a model's `==` is written out as one `MemberwiseEquality.equal` call per property (cheaper to compile
/// than the synthesized one) and must behave exactly like it: equal when every property is equal, unequal when any
/// one differs, in every kind of property (scalars, optionals, arrays, dictionaries, nested and shared models,
/// enums with unknown values, dates, JSON, tristate, recursive properties stored out of line, property names that
/// are keywords or read like `==`'s own parameters), with a model of the API named like the runtime helper.
/// The function is declared as `@_implements(Equatable, ==(_:_:)) static func isEqual(_:_:)`, not as a `static func ==`
/// (every operator function of a type is a candidate of each `==` lookup, one per `Equatable` conformance: work that
/// grew with the square of the number of models), so `==`, `!=`, arrays, generic code and `(==)` are checked to reach
/// it, with a property named `isEqual` beside it. (A model named `Equatable` is refused by the generator.)
enum MemberwiseEqualitySpecs {
    static let models = HostileSpec(file: "memberwise_equality.yaml", yaml: #"""
        api: Equality
        models:
          MemberwiseEquality: {value: int}
          Kind: {enum: [a, b]}
          Item: {n: int}
          Empty:
            properties: {}
          Record:
            # Mutable, so that the probe can change one property at a time.
            mutable: true
            properties:
              id: int64
              name: string
              nick: string?
              ratio: double
              tags: [string]
              by_key: {type: "[string: int]"}
              item: Item
              items: [Item]
              inline: {x: int, deeper: {y: string?}}
              kind: Kind
              at: date
              extra: json
              bio: {type: string, optional: true, nullable: true, tristate: true}
              shadow: MemberwiseEquality
              nothing: Empty
              parent: Record?
              self: string
              default: string
              lhs: string
              rhs: int
              is_equal: bool
        """#, checks: [
            .probe("equality.everyProperty", #"""
                let decoder = EndpointRuntime.DateRule.iso8601.makeDecoder()
                let base = try decoder.decode(Equality.Record.self, from: input)
                let same = try decoder.decode(Equality.Record.self, from: input)
                var results = ["same \(base == same)", "self \(base == base)"]
                func change(_ label: Swift.String, _ edit: (inout Equality.Record) -> Swift.Void) {
                    var copy = base
                    edit(&copy)
                    results.append("\(label) \(copy == base)")
                }
                change("id") { $0.id += 1 }
                change("name") { $0.name = "other" }
                change("nick") { $0.nick = nil }
                change("ratio") { $0.ratio = 0.25 }
                change("tags") { $0.tags.reverse() }
                change("byKey") { $0.byKey["b"] = 3 }
                change("item") { $0.item.n = 9 }
                change("items") { $0.items[1].n = 9 }
                change("inline") { $0.inline.deeper.y = "z" }
                change("kind") { $0.kind = .unknown("c") }
                change("at") { $0.at = $0.at.addingTimeInterval(1) }
                change("extra") { $0.extra = .array([.integer(1)]) }
                change("bio") { $0.bio = .null }
                change("shadow") { $0.shadow.value = 2 }
                change("parent") { $0.parent?.name = "other" }
                change("self") { $0.selfValue = "x" }
                change("default") { $0.`default` = "x" }
                change("lhs") { $0.lhs = "x" }
                change("rhs") { $0.rhs = 9 }
                change("isEqual") { $0.isEqual.toggle() }
                change("unchanged") { $0.name = "record" }
                var nan = base
                nan.ratio = .nan
                results.append("nan \(nan == nan)")
                results.append("empty \(Equality.Empty() == Equality.Empty())")
                var other = base
                other.name = "other"
                func generic<T: Swift.Equatable>(_ a: T, _ b: T) -> Swift.Bool { a == b }
                let operatorValue: (Equality.Record, Equality.Record) -> Swift.Bool = (==)
                results.append("!= \(base != other) \(base != same)")
                results.append("arrays \([base] == [same]) \([base] == [other])")
                results.append("generic \(generic(base, same)) \(generic(base, other))")
                results.append("function \(operatorValue(base, same)) \(operatorValue(base, other))")
                results.append("named \(Equality.Record.isEqual(base, same)) \(Equality.Record.isEqual(base, other))")
                return results.joined(separator: ", ")
                """#, input: #"""
                {"id":1,"name":"record","nick":"n","ratio":0.5,"tags":["a","b"],"by_key":{"a":1},"item":{"n":1},\#
                "items":[{"n":1},{"n":2}],"inline":{"x":1,"deeper":{"y":"y"}},"kind":"a",\#
                "at":"2024-01-02T03:04:05Z","extra":{"k":[1,2]},"bio":"b","shadow":{"value":1},"nothing":{},\#
                "parent":{"id":2,"name":"parent","ratio":1,"tags":[],"by_key":{},"item":{"n":0},"items":[],\#
                "inline":{"x":0,"deeper":{}},"kind":"b","at":"2024-01-02T03:04:05Z","extra":null,\#
                "shadow":{"value":0},"nothing":{},"self":"","default":"","lhs":"","rhs":0,"is_equal":false},\#
                "self":"s","default":"d","lhs":"l","rhs":1,"is_equal":true}
                """#, expected: "same true, self true, id false, name false, nick false, ratio false, tags false, "
                    + "byKey false, item false, items false, inline false, kind false, at false, extra false, "
                    + "bio false, shadow false, parent false, self false, default false, lhs false, rhs false, "
                    + "isEqual false, unchanged true, nan false, empty true, != true false, arrays true false, "
                    + "generic true false, function true false, named true false"),
        ])

    static let all = [models]
}

@Suite("Written-out == (issue 12)")
struct MemberwiseEqualityTests {
    let build: HostileBuild

    init() async {
        build = await HostileBuild.shared.value
    }

    @Test("== compares every property through MemberwiseEquality, qualified when a model shadows its name; no model declares a static func ==")
    func shape() {
        let spec = MemberwiseEqualitySpecs.models
        let models = build.file("MemberwiseEqualityModels.swift", of: spec)
        build.expectLines([
            "public nonisolated struct Empty: Codable, Sendable, Equatable {",
            "@_implements(Equatable, ==(_:_:))",
            "public static func isEqual(_ lhs: Self, _ rhs: Self) -> Bool {",
            "return true",
            "public nonisolated struct Record: Codable, Sendable, Hashable, Identifiable {",
            "@_implements(Equatable, ==(_:_:))",
            "public static func isEqual(_ lhs: Self, _ rhs: Self) -> Bool {",
            "guard EndpointRuntime.MemberwiseEquality.equal(lhs.id, rhs.id) else { return false }",
            "guard EndpointRuntime.MemberwiseEquality.equal(lhs.selfValue, rhs.selfValue) else { return false }",
            "guard EndpointRuntime.MemberwiseEquality.equal(lhs.`default`, rhs.`default`) else { return false }",
            "guard EndpointRuntime.MemberwiseEquality.equal(lhs.rhs, rhs.rhs) else { return false }",
            "return true",
        ], in: models)
        #expect(!models.contains("guard MemberwiseEquality.equal"), "a model named MemberwiseEquality shadows the helper")
        #expect(!models.contains("func =="), "an operator function in a type is a candidate of every == lookup of the module")
        #expect(models.components(separatedBy: "@_implements(Equatable, ==(_:_:))\n").count - 1
            == models.components(separatedBy: " static func isEqual(_ lhs: Self, _ rhs: Self) -> Bool {").count - 1)
        build.expectCompilesAndPasses(spec)
    }

    @Test("docs/performance.md's declaration of == is the one the models file holds")
    func documentedDeclaration() throws {
        let doc = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/performance.md"), encoding: .utf8)
        let section = try #require(doc.components(separatedBy: "## Equality under a name of its own").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "```").first)
        let documented = block.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(documented.count == 2)
        let models = build.file("MemberwiseEqualityModels.swift", of: MemberwiseEqualitySpecs.models)
        let lines = models.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        // The two lines, one after the other, before every model's comparisons.
        let pairs = zip(lines, lines.dropFirst()).filter { $0.0 == documented.first && $0.1 == documented.last }
        #expect(pairs.count == lines.filter { $0.hasPrefix("public nonisolated struct ") }.count)
        #expect(pairs.count > 3)
    }

    @Test("Model coding methods are compiled without optimization; nothing else is")
    func codingIsNotOptimized() {
        let models = build.file("MemberwiseEqualityModels.swift", of: MemberwiseEqualitySpecs.models)
        let lines = models.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        var attributed: [String] = []
        for (index, line) in lines.enumerated() where line == "@_optimize(none)" && index + 1 < lines.count {
            attributed.append(String(lines[index + 1].prefix(while: { $0 != "(" })))
        }
        let codingMethods = lines.filter { $0.hasPrefix("public init(from decoder:") || $0.hasPrefix("public func encode(to encoder:") }
        // Every coding method with a body that reads or writes properties carries the attribute (Empty's two do not).
        #expect(attributed.count == codingMethods.count - 2)
        #expect(Set(attributed) == ["public init", "public func encode"])
    }
}
