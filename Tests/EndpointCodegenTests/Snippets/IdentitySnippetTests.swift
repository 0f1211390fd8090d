import Testing

/// A model with an identity is `Identifiable`, so `List(viewModel.items)` and `ForEach` need no `id:` argument, and
/// paginated view models de-duplicate by it.
@Suite("Snippets: identity")
struct IdentitySnippetTests {
    @Test("A required property named id makes the model Identifiable")
    func idProperty() throws {
        #expect(try Snippet.declaration("struct Pet:", of: "models:\n  Pet: {id: int64, name: string}\n") == """
            public nonisolated struct Pet: Codable, Sendable, Hashable, Identifiable {
                public let id: Int64
                public let name: String

                public init(
                    id: Int64,
                    name: String
                ) {
                    self.id = id
                    self.name = name
                }

                @_optimize(none)
                public init(from decoder: any Decoder) throws {
                    let container = try EndpointRuntime.WireDecodingContainer(decoder)
                    self.id = try container.decode(Int64.self, at: "id")
                    self.name = try container.decode(String.self, at: "name")
                }

                @_optimize(none)
                public func encode(to encoder: any Encoder) throws {
                    var container = EndpointRuntime.WireEncodingContainer(encoder)
                    try container.encode(self.id, at: "id")
                    try container.encode(self.name, at: "name")
                }

                @_implements(Equatable, ==(_:_:))
                public static func isEqual(_ lhs: Self, _ rhs: Self) -> Bool {
                    guard EndpointRuntime.MemberwiseEquality.equal(lhs.id, rhs.id) else { return false }
                    guard EndpointRuntime.MemberwiseEquality.equal(lhs.name, rhs.name) else { return false }
                    return true
                }

                /// Hashes the identity only: equal values have equal ids, so equal values hash alike.
                public func hash(into hasher: inout Hasher) {
                    hasher.combine(id)
                }
            }
            """)
    }

    @Test("An optional id is no identity: the model is not Identifiable")
    func optionalID() throws {
        let swift = try Snippet.declaration("struct Draft:", of: "models:\n  Draft: {id: int?, text: string}\n")
        #expect(swift.hasPrefix("public nonisolated struct Draft: Codable, Sendable, Equatable {"))
    }

    @Test("identified_by names the identifying key; id returns that property")
    func identifiedBy() throws {
        let yaml = """
            models:
              Message:
                identified_by: message_id
                properties: {message_id: int64, content: string}
            """
        #expect(try Snippet.declaration("struct Message:", of: yaml) == """
            public nonisolated struct Message: Codable, Sendable, Hashable, Identifiable {
                public let messageID: Int64
                public let content: String

                /// The identity `Identifiable` asks for: ``messageID`` (the spec's `identified_by`).
                public var id: Int64 { messageID }

                public init(
                    messageID: Int64,
                    content: String
                ) {
                    self.messageID = messageID
                    self.content = content
                }

                @_optimize(none)
                public init(from decoder: any Decoder) throws {
                    let container = try EndpointRuntime.WireDecodingContainer(decoder)
                    self.messageID = try container.decode(Int64.self, at: "message_id")
                    self.content = try container.decode(String.self, at: "content")
                }

                @_optimize(none)
                public func encode(to encoder: any Encoder) throws {
                    var container = EndpointRuntime.WireEncodingContainer(encoder)
                    try container.encode(self.messageID, at: "message_id")
                    try container.encode(self.content, at: "content")
                }

                @_implements(Equatable, ==(_:_:))
                public static func isEqual(_ lhs: Self, _ rhs: Self) -> Bool {
                    guard EndpointRuntime.MemberwiseEquality.equal(lhs.messageID, rhs.messageID) else { return false }
                    guard EndpointRuntime.MemberwiseEquality.equal(lhs.content, rhs.content) else { return false }
                    return true
                }

                /// Hashes the identity only: equal values have equal ids, so equal values hash alike.
                public func hash(into hasher: inout Hasher) {
                    hasher.combine(id)
                }
            }
            """)
    }

    @Test("identified_by naming no property, an optional one, or beside an id property is an error at its value", arguments: [
        ("identified_by: uuid\n    properties: {message_id: int64}", "snippet.yaml:4:20: error: identified_by 'uuid' names no property of model 'Message'; its properties are 'message_id'"),
        ("identified_by: message_id\n    properties: {message_id: int64?}", "snippet.yaml:4:20: error: identified_by 'message_id' must name a required, non-null property: an identity is always there"),
        ("identified_by: message_id\n    properties: {message_id: int64, id: string}", "snippet.yaml:4:20: error: model 'Message' has a property named 'id' already, which is its identity; remove identified_by"),
        ("identified_by: message_id\n    properties: {message_id: int64, id: string?}", "snippet.yaml:4:20: error: model 'Message' has an optional property named 'id', whose name the identity 'message_id' needs (Identifiable's 'id'); give 'id' another Swift name with swift_name to keep identified_by"),
    ])
    func identifiedByErrors(body: String, expected: String) {
        let yaml = "models:\n  Message:\n    \(body)\n"
        #expect(throws: Snippet.Failure.self) { try Snippet.files(yaml) }
        do {
            _ = try Snippet.files(yaml)
        } catch {
            #expect("\(error)".contains(expected), "\(error)")
        }
    }
}
