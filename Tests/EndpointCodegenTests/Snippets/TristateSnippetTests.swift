import EndpointCodegen
import Testing

/// Missing versus null (spec format §6): optional, required-nullable and tristate properties.
@Suite("Snippets: presence of properties")
struct TristateSnippetTests {
    @Test("Required-nullable and tristate properties get written-out coding; plain optionals use IfPresent")
    func patchModel() throws {
        let swift = try Snippet.declaration("struct Patch:", of: """
            models:
              Patch:
                title: {type: string, optional: true, nullable: true, tristate: true}
                note: {type: string, nullable: true}
                count: {type: int, optional: true}
            """)
        #expect(swift == """
            public nonisolated struct Patch: Codable, Sendable, Equatable {
                public let title: EndpointRuntime.Nullable<String>
                public let note: String?
                public let count: Int?

                public init(
                    title: EndpointRuntime.Nullable<String> = .absent,
                    note: String?,
                    count: Int? = nil
                ) {
                    self.title = title
                    self.note = note
                    self.count = count
                }

                @_optimize(none)
                public init(from decoder: any Decoder) throws {
                    let container = try EndpointRuntime.WireDecodingContainer(decoder)
                    self.title = try container.decode(EndpointRuntime.Nullable<String>.self, at: "title")
                    self.note = try container.decodeRequiredNullable(String.self, at: "note")
                    self.count = try container.decodeIfPresent(Int.self, at: "count")
                }

                @_optimize(none)
                public func encode(to encoder: any Encoder) throws {
                    var container = EndpointRuntime.WireEncodingContainer(encoder)
                    try container.encode(self.title, at: "title")
                    try container.encodeRequiredNullable(self.note, at: "note")
                    try container.encodeIfPresent(self.count, at: "count")
                }

                @_implements(Equatable, ==(_:_:))
                public static func isEqual(_ lhs: Self, _ rhs: Self) -> Bool {
                    guard EndpointRuntime.MemberwiseEquality.equal(lhs.title, rhs.title) else { return false }
                    guard EndpointRuntime.MemberwiseEquality.equal(lhs.note, rhs.note) else { return false }
                    guard EndpointRuntime.MemberwiseEquality.equal(lhs.count, rhs.count) else { return false }
                    return true
                }
            }
            """)
    }

    /// Review 14: a tristate property's `default` was left out of the sample (`.value(1)`), which docs/mocks.md says
    /// is "the default"; the sample now passes what the initializer's default is.
    @Test("A sample takes each property's default, a tristate's as a present value")
    func sampleDefaults() throws {
        var options = GeneratorOptions()
        options.outputs.insert(.mocks)
        let swift = try Snippet.declaration("static var sample: Self", in: "Mocks.swift", of: """
            models:
              Patch:
                tri: {type: int, tristate: true, default: 3}
                tri_plain: {type: int, tristate: true}
                limit: {type: int?, default: 5}
                size: {type: int, default: 20}
            """, options: options)
        #expect(swift.contains("tri: .value(3),"), "\(swift)")
        #expect(swift.contains("triPlain: .value(1),"), "\(swift)")
        #expect(swift.contains("limit: 5,"), "\(swift)")
        #expect(swift.contains("size: 20"), "\(swift)")
    }

    @Test("Plain optionals use decodeIfPresent and encodeIfPresent, keyed by WireKey")
    func optionalsOnly() throws {
        #expect(try Snippet.declaration("struct Page:", of: "models:\n  Page: {next: string?, size: int}\n") == """
            public nonisolated struct Page: Codable, Sendable, Equatable {
                public let next: String?
                public let size: Int

                public init(
                    next: String? = nil,
                    size: Int
                ) {
                    self.next = next
                    self.size = size
                }

                @_optimize(none)
                public init(from decoder: any Decoder) throws {
                    let container = try EndpointRuntime.WireDecodingContainer(decoder)
                    self.next = try container.decodeIfPresent(String.self, at: "next")
                    self.size = try container.decode(Int.self, at: "size")
                }

                @_optimize(none)
                public func encode(to encoder: any Encoder) throws {
                    var container = EndpointRuntime.WireEncodingContainer(encoder)
                    try container.encodeIfPresent(self.next, at: "next")
                    try container.encode(self.size, at: "size")
                }

                @_implements(Equatable, ==(_:_:))
                public static func isEqual(_ lhs: Self, _ rhs: Self) -> Bool {
                    guard EndpointRuntime.MemberwiseEquality.equal(lhs.next, rhs.next) else { return false }
                    guard EndpointRuntime.MemberwiseEquality.equal(lhs.size, rhs.size) else { return false }
                    return true
                }
            }
            """)
    }
}
