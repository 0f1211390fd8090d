import Testing

/// Properties that close a cycle of structs are stored out of line in `Indirect`; arrays break cycles themselves.
@Suite("Snippets: indirect storage")
struct IndirectSnippetTests {
    @Test("Optional self-references are indirect; an array of the same type is not")
    func selfReference() throws {
        #expect(try Snippet.declaration("struct Node:", of: """
            models:
              Node:
                name: string
                parent: Node?
                children: [Node]
            """) == """
            public nonisolated struct Node: Codable, Sendable, Equatable {
                public let name: String
                public var parent: Node? {
                    _parent.value
                }
                public let children: [Node]

                // Stored out of line: these properties close a cycle of structs, which Swift cannot store inline.
                private let _parent: EndpointRuntime.Indirect<Node?>

                public init(
                    name: String,
                    parent: Node? = nil,
                    children: [Node]
                ) {
                    self.name = name
                    self._parent = EndpointRuntime.Indirect(parent)
                    self.children = children
                }

                @_optimize(none)
                public init(from decoder: any Decoder) throws {
                    let container = try EndpointRuntime.WireDecodingContainer(decoder)
                    self.name = try container.decode(String.self, at: "name")
                    self._parent = EndpointRuntime.Indirect(try container.decodeIfPresent(Node.self, at: "parent"))
                    self.children = try container.decode([Node].self, at: "children")
                }

                @_optimize(none)
                public func encode(to encoder: any Encoder) throws {
                    var container = EndpointRuntime.WireEncodingContainer(encoder)
                    try container.encode(self.name, at: "name")
                    try container.encodeIfPresent(self.parent, at: "parent")
                    try container.encode(self.children, at: "children")
                }

                @_implements(Equatable, ==(_:_:))
                public static func isEqual(_ lhs: Self, _ rhs: Self) -> Bool {
                    guard EndpointRuntime.MemberwiseEquality.equal(lhs.name, rhs.name) else { return false }
                    guard EndpointRuntime.MemberwiseEquality.equal(lhs.parent, rhs.parent) else { return false }
                    guard EndpointRuntime.MemberwiseEquality.equal(lhs.children, rhs.children) else { return false }
                    return true
                }
            }
            """)
    }

    @Test("A mutable model's indirect property has a setter, and its storage is a var")
    func mutableSelfReference() throws {
        let swift = try Snippet.declaration("struct Node:", of: """
            models:
              Node:
                mutable: true
                properties:
                  name: string
                  parent: Node?
            """)
        #expect(swift.contains("""
                public var name: String
                public var parent: Node? {
                    get { _parent.value }
                    set { _parent.value = newValue }
                }

                // Stored out of line: these properties close a cycle of structs, which Swift cannot store inline.
                private var _parent: EndpointRuntime.Indirect<Node?>
            """), "\(swift)")
    }
}
