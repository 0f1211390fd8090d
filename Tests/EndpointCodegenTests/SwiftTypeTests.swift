@testable import EndpointCodegen
import EndpointSpec
import Testing

/// Declarations hold types as `SwiftType` values; `code` is their one rendering.
@Suite struct SwiftTypeTests {
    @Test func nestedTypesRenderAsSwift() {
        let node = SwiftType.named("Node")
        #expect(SwiftType.optional(.array(.dictionary(key: .named("String"), value: node))).code == "[[String: Node]]?")
        #expect(SwiftType.generic("Nullable", .named("Foundation.Data")).code == "Nullable<Foundation.Data>")
        #expect(SwiftType.generic("Indirect", node.optional).code == "Indirect<Node?>")
        #expect(node.optional.optional == .optional(node))
    }

    @Test func methodsAndAuthAreRuntimeCases() {
        #expect(EndpointMethod.allCases.map(\.swiftExpression.code)
            == [".get", ".post", ".put", ".patch", ".delete", ".head", ".options"])
        #expect([AuthUse.required, .optional, .none].map(\.swiftExpression.code) == [".required", ".optional", ".none"])
    }
}
