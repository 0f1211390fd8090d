import Testing

/// A model named like a Swift, Foundation or runtime type makes the generator qualify that type where it means
/// the built-in one (`Foundation.Data`), and qualify the model with the namespace where it could be captured.
@Suite("Snippets: type qualification")
struct TypeQualificationSnippetTests {
    static let spec = """
        api: Shop
        errors:
          4XX: Error
          default: Result
        models:
          Data: {bytes: string}
          Error: {message: string}
          Result: {code: int}
          Holder:
            raw: data
            model: Data
            at: date
        """

    @Test("The built-in type is qualified; the model keeps its bare name")
    func shadowedFoundationType() throws {
        let swift = try Snippet.declaration("struct Holder:", of: Self.spec)
        #expect(swift.contains("\n    public let raw: Foundation.Data\n    public let model: Data\n    public let at: Date\n"))
        #expect(swift.contains("\n        raw: Foundation.Data,\n        model: Data,\n"))
    }

    @Test("Error models named Error and Result are written with the namespace in error rules")
    func errorRules() throws {
        #expect(try Snippet.declaration("var errorRules:", in: "Requests.swift", of: Self.spec) == """
            public var errorRules: [EndpointRuntime.ErrorRule] {
                [
                    EndpointRuntime.ErrorRule(.statusClass(4), Shop.Error.self),
                    EndpointRuntime.ErrorRule(.default, Shop.Result.self),
                ]
            }
            """)
    }
}
