import Testing

/// Inline response and body shapes become models of their own, named after the endpoint.
@Suite("Snippets: hoisting inline shapes")
struct HoistingSnippetTests {
    static let spec = """
        endpoints:
          getUser:
            method: GET
            path: /users/{id}
            path_params: {id: int}
            response: {id: int, kind: {enum: [admin, member]}}
          createUser:
            method: POST
            path: /users
            body: {type: {name: string, age: int?}}
            response: none
        """

    @Test("An inline response object becomes <Stem>Response with its inline enum nested")
    func inlineResponse() throws {
        let swift = try Snippet.declaration("struct GetUserResponse:", of: Self.spec)
        #expect(swift.hasPrefix("public nonisolated struct GetUserResponse: Codable, Sendable, Hashable, Identifiable {\n"
            + "    public nonisolated enum Kind: RawRepresentable, Codable, Sendable, Hashable, CaseIterable, "
            + "EndpointRuntime.ParameterValueConvertible {\n"))
        #expect(swift.hasSuffix("""
                public let id: Int
                public let kind: Kind

                public init(
                    id: Int,
                    kind: Kind
                ) {
                    self.id = id
                    self.kind = kind
                }

                @_optimize(none)
                public init(from decoder: any Decoder) throws {
                    let container = try EndpointRuntime.WireDecodingContainer(decoder)
                    self.id = try container.decode(Int.self, at: "id")
                    self.kind = try container.decode(Kind.self, at: "kind")
                }

                @_optimize(none)
                public func encode(to encoder: any Encoder) throws {
                    var container = EndpointRuntime.WireEncodingContainer(encoder)
                    try container.encode(self.id, at: "id")
                    try container.encode(self.kind, at: "kind")
                }

                @_implements(Equatable, ==(_:_:))
                public static func isEqual(_ lhs: Self, _ rhs: Self) -> Bool {
                    guard EndpointRuntime.MemberwiseEquality.equal(lhs.id, rhs.id) else { return false }
                    guard EndpointRuntime.MemberwiseEquality.equal(lhs.kind, rhs.kind) else { return false }
                    return true
                }

                /// Hashes the identity only: equal values have equal ids, so equal values hash alike.
                public func hash(into hasher: inout Hasher) {
                    hasher.combine(id)
                }
            }
            """))
        #expect(try Snippet.declaration("typealias Response", in: "Requests.swift", of: Self.spec)
            == "public typealias Response = GetUserResponse")
    }

    @Test("An inline JSON body becomes <Stem>Body; its fields are the request's members")
    func inlineBody() throws {
        #expect(try Snippet.declaration("struct CreateUserBody:", of: Self.spec) == """
            public nonisolated struct CreateUserBody: Codable, Sendable, Equatable {
                public var name: String
                public var age: Int?

                public init(
                    name: String,
                    age: Int? = nil
                ) {
                    self.name = name
                    self.age = age
                }

                @_optimize(none)
                public init(from decoder: any Decoder) throws {
                    let container = try EndpointRuntime.WireDecodingContainer(decoder)
                    self.name = try container.decode(String.self, at: "name")
                    self.age = try container.decodeIfPresent(Int.self, at: "age")
                }

                @_optimize(none)
                public func encode(to encoder: any Encoder) throws {
                    var container = EndpointRuntime.WireEncodingContainer(encoder)
                    try container.encode(self.name, at: "name")
                    try container.encodeIfPresent(self.age, at: "age")
                }

                @_implements(Equatable, ==(_:_:))
                public static func isEqual(_ lhs: Self, _ rhs: Self) -> Bool {
                    guard EndpointRuntime.MemberwiseEquality.equal(lhs.name, rhs.name) else { return false }
                    guard EndpointRuntime.MemberwiseEquality.equal(lhs.age, rhs.age) else { return false }
                    return true
                }
            }
            """)
        #expect(try Snippet.declaration("var body:", in: "Requests.swift", of: Self.spec)
            == "public var body: EndpointRuntime.RequestBody { .json(CreateUserBody(name: name, age: age)) }")
    }
}
