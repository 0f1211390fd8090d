/// The generated Swift of one API as plain declarations: every naming, typing and coding decision is made
/// when these are built (`DeclarationBuilder`); contexts and templates only lay them out.
struct TypeDeclaration: Hashable {
    enum Kind: Hashable {
        case structure(StructDeclaration)
        case enumeration(EnumDeclaration)
        /// `typealias Name = Type`
        case alias(String)
    }

    /// The simple type name, never a keyword.
    var name: String
    var doc: [String]
    var kind: Kind
}

struct StructDeclaration: Hashable {
    /// How `Codable` is provided.
    enum Coding: Hashable {
        /// Synthesized by the compiler (with explicit `CodingKeys` when a wire key differs from a name).
        case synthesized
        /// Written out, because some property is required-but-nullable or tristate (spec format §6).
        case custom
    }

    var properties: [PropertyDeclaration]
    var nested: [TypeDeclaration]
    /// `nil` when every property's name is its wire key, so the synthesized keys suffice.
    var needsCodingKeys: Bool
    var coding: Coding
}

struct PropertyDeclaration: Hashable {
    /// How a property is read from and written to its container.
    enum Presence: Hashable {
        /// Required: the key must be there, the value must not be null.
        case required
        /// `T?`: the key may be missing or null; nil is omitted when encoding.
        case optional
        /// The key must be there, the value may be null; nil is encoded as `null`.
        case requiredNullable
        /// `Nullable<T>`: absent, null and a value kept apart.
        case tristate
    }

    /// The Swift name as written in declarations (backticked when a keyword).
    var name: String
    /// The name without backticks.
    var bareName: String
    var wireName: String
    /// The Swift type without the optional marker (`[User]`, `String`).
    var baseType: String
    var presence: Presence
    var doc: [String]
    /// A Swift expression used as the initializer's default argument, if any.
    var defaultValue: String?
    /// Stored out of line in `Indirect` because it closes a cycle of structs; `name` is then a computed
    /// property over the private `storageName`.
    var isIndirect: Bool = false

    /// The stored property's name: `name`, or `_name` for an indirect property.
    var storageName: String { isIndirect ? "_" + bareName : bareName }

    /// The declared type, e.g. `String?` or `Nullable<String>`.
    func declaredType(nullable: String) -> String {
        switch presence {
        case .required: baseType
        case .optional, .requiredNullable: baseType + "?"
        case .tristate: "\(nullable)<\(baseType)>"
        }
    }
}

struct EnumDeclaration: Hashable {
    struct Case: Hashable {
        /// The case name as written (backticked when a keyword).
        var name: String
        /// The raw value as a Swift string literal.
        var rawLiteral: String
    }

    var cases: [Case]
}
