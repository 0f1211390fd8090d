import EndpointSpec

/// A Swift type as a value: what declarations hold instead of pre-rendered text, so builders can ask what a type
/// is (optional? an array of what?) and templates get one rendering, `code`.
indirect enum SwiftType: Hashable, Sendable, CustomStringConvertible {
    /// A named type as it is written in generated code, qualified where needed (`String`, `Foundation.Data`,
    /// `Shop.User`, `ListIssuesRequest.State`); see `TypeNamer`.
    case named(String)
    /// `Wrapped?`
    case optional(SwiftType)
    /// `[Element]`
    case array(SwiftType)
    /// `[Key: Value]`
    case dictionary(key: SwiftType, value: SwiftType)
    /// A generic type with one argument: `Nullable<String>`, `Indirect<Node?>`.
    case generic(String, SwiftType)

    /// Whether this is the standard library's type `name` (`Int`), as written where nothing shadows it or, where a
    /// model of that name does (`models: {Int: …}`), qualified (`Swift.Int`).
    func isStandardLibrary(_ name: String) -> Bool {
        self == .named(name) || self == .named("Swift." + name)
    }

    /// The type as Swift source.
    var code: String {
        switch self {
        case .named(let name): name
        case .optional(let wrapped): wrapped.code + "?"
        case .array(let element): "[\(element.code)]"
        case .dictionary(let key, let value): "[\(key.code): \(value.code)]"
        case .generic(let name, let argument): "\(name)<\(argument.code)>"
        }
    }

    var description: String { code }

    /// `self?`, unless it is optional already.
    var optional: SwiftType {
        if case .optional = self { return self }
        return .optional(self)
    }
}

extension EndpointMethod {
    /// The runtime `HTTPMethod` case: `.get`, `.post`.
    var swiftExpression: SwiftExpression { .dot(rawValue.lowercased()) }
}

extension AuthUse {
    /// The runtime `AuthRequirement` case: `.required`, `.optional`, `.none`.
    var swiftExpression: SwiftExpression { .dot(rawValue) }
}
