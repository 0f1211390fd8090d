import Testing

/// Spec defaults become default arguments of the memberwise initializer.
@Suite("Snippets: defaults")
struct DefaultSnippetTests {
    @Test("Strings are literals, doubles are written as doubles, enum values are cases")
    func defaultArguments() throws {
        let options = try Snippet.declaration("struct Options:", of: """
            models:
              Color: {enum: [red, dark-blue]}
              Options:
                sort: {type: string, default: asc}
                limit: {type: int, default: 20}
                ratio: {type: double, default: 1}
                color: {type: Color, default: dark-blue}
                flag: {type: bool, default: true}
                mode: {enum: [a, b], default: b}
                note: string?
            """)
        let initializer = options.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { $0 != "    public init(" }.prefix { $0 != "    }" }.joined(separator: "\n")
        #expect(initializer == """
                public init(
                    sort: String = "asc",
                    limit: Int = 20,
                    ratio: Double = 1.0,
                    color: Color = .darkBlue,
                    flag: Bool = true,
                    mode: Mode = .b,
                    note: String? = nil
                ) {
                    self.sort = sort
                    self.limit = limit
                    self.ratio = ratio
                    self.color = color
                    self.flag = flag
                    self.mode = mode
                    self.note = note
            """)
    }

    @Test("Decimals are exact initializers, a tristate default is a present value, and a missing key decodes to the default")
    func decimalAndTristateDefaults() throws {
        let price = try Snippet.declaration("struct Price:", of: """
            models:
              Price:
                amount: {type: decimal, default: 12.50}
                delta: {type: decimal, default: -0.001}
                bio: {type: string, optional: true, nullable: true, tristate: true, default: hi}
                count: {type: int, optional: true, nullable: true, tristate: true}
            """)
        #expect(price.contains("""
                public init(
                    amount: Decimal = Decimal(sign: .plus, exponent: -2, significand: 1250),
                    delta: Decimal = Decimal(sign: .minus, exponent: -3, significand: 1),
                    bio: EndpointRuntime.Nullable<String> = .value("hi"),
                    count: EndpointRuntime.Nullable<Int> = .absent
                ) {
            """))
        #expect(price.contains("""
                    self.amount = try container.contains(at: "amount") ? container.decode(Decimal.self, at: "amount") : \
            Decimal(sign: .plus, exponent: -2, significand: 1250)
            """))
        #expect(price.contains(#"        self.bio = try container.decode(EndpointRuntime.Nullable<String>.self, at: "bio")"# + "\n"))
    }
}
