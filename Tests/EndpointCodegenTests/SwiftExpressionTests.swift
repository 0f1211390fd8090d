@testable import EndpointCodegen
import Testing

/// Declarations hold expressions as `SwiftExpression` values; `code` is their one rendering, and the only place
/// string values are escaped.
@Suite struct SwiftExpressionTests {
    @Test func literalsEscapeTheirValueOnce() {
        #expect(SwiftExpression.string("say \"hi\"\n\\(x)").code == #""say \"hi\"\n\\(x)""#)
        #expect(SwiftExpression.interpolatedString([
            .text("/a \"b\"/"), .interpolation(label: "pathParameter", .identifier("id")), .text("/"),
            .interpolation(label: nil, .identifier("count")),
        ]).code == #""/a \"b\"/\(pathParameter: id)/\(count)""#)
        #expect(SwiftExpression.literal("404").code == "404")
    }

    @Test func callsMembersAndCollections() {
        #expect(SwiftExpression.dot("get").code == ".get")
        #expect(SwiftExpression.dot("scheme", .init(nil, .string("Token")), .init("header", .string("X"))).code
            == #".scheme("Token", header: "X")"#)
        #expect(SwiftExpression.initializer(.named("Shop.User"), []).code == "Shop.User()")
        #expect(SwiftExpression.type(.named("Shop.NotFound")).member("self").code == "Shop.NotFound.self")
        #expect(SwiftExpression.dot("form", .init(nil, .dictionary([]))).code == ".form([:])")
        #expect(SwiftExpression.dictionary([.init(key: .string("a"), value: .identifier("a"))]).code == #"["a": a]"#)
        #expect(SwiftExpression.array([.literal("1"), .string("2")]).code == #"[1, "2"]"#)
        #expect(SwiftExpression.array([]).code == "[]")
    }

    @Test func closuresTrailingClosuresAndOperators() {
        let optionalBody = SwiftExpression.binary(
            .call(SwiftExpression.identifier("payload").member("map"), [],
                  trailingClosure: .closure(.dot("json", .init(nil, .firstParameter)))),
            .nilCoalescing, .dot("none"))
        #expect(optionalBody.code == "payload.map { .json($0) } ?? .none")
        let set = SwiftExpression.closure(.binary(SwiftExpression.firstParameter.member("page"), .assignment, .secondParameter))
        #expect(set.code == "{ $0.page = $1 }")
        #expect(SwiftExpression.closure(.binary(SwiftExpression.firstParameter.member("items"), .nilCoalescing, .array([]))).code
            == "{ $0.items ?? [] }")
    }
}
