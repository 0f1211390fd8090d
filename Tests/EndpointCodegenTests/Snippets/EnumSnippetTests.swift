import Testing

/// String enums keep unknown values, and case names follow the Swift API Design Guidelines.
@Suite("Snippets: enums")
struct EnumSnippetTests {
    @Test("Cases are lowerCamelCase; keywords are escaped; 'none' is renamed; unknown values are kept")
    func enumModel() throws {
        #expect(try Snippet.declaration("enum Color:", of: "models:\n  Color: {enum: [red, dark-blue, none, default]}\n")
            == """
            public nonisolated enum Color: RawRepresentable, Codable, Sendable, Hashable, CaseIterable, \
            EndpointRuntime.ParameterValueConvertible {
                case red
                case darkBlue
                case noneValue
                case `default`
                /// A value this client does not know; decoding keeps it, and encoding writes it back unchanged.
                indirect case unknown(String)

                public static let allCases: [Color] = [.red, .darkBlue, .noneValue, .`default`]

                public init(rawValue: String) {
                    self = EndpointRuntime.OpenEnumeration.knownCase(matching: rawValue, in: Self.allCases) ?? .unknown(rawValue)
                }

                public var rawValue: String {
                    switch self {
                    case .red: "red"
                    case .darkBlue: "dark-blue"
                    case .noneValue: "none"
                    case .`default`: "default"
                    case .unknown(let rawValue): rawValue
                    }
                }
            }
            """)
    }
}
