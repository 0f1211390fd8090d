import EndpointSpec

/// The generated Swift of one API as plain declarations: every naming, typing and coding decision is made
/// when these are built (`DeclarationBuilder`); contexts and templates only lay them out.
struct TypeDeclaration: Hashable {
    enum Kind: Hashable {
        case structure(StructDeclaration)
        case enumeration(EnumDeclaration)
        /// `typealias Name = Type`
        case alias(SwiftType)
    }

    /// The simple type name, never a keyword.
    var name: String
    var doc: [String]
    var kind: Kind
    /// The spec's example of the type (a model's `example`, or the `example` of the property an inline object or
    /// enum is declared by), checked by lint against the type; `nil` when the spec gives none.
    var example: ExampleDefinition? = nil
}

/// A struct; its `Codable` conformance is always written out (`init(from:)`, `encode(to:)`) with each property's
/// wire key as a `WireKey` string literal, so no `CodingKeys` enum is declared (issue 12, docs/performance.md).
struct StructDeclaration: Hashable {
    var properties: [PropertyDeclaration]
    var nested: [TypeDeclaration]
    /// How the struct is `Identifiable`, if it is.
    var identity: Identity? = nil
    /// Whether its stored properties are `var` rather than `let` (see ``ModelMutability``).
    var isMutable = false

    /// `Identifiable` through a required property named `id`, or through a computed `id` returning the property
    /// the spec names in `identified_by`.
    enum Identity: Hashable {
        case property
        case computed(property: String, type: SwiftType)
    }
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
    var baseType: SwiftType
    var presence: Presence
    /// The declared type: `baseType`, `baseType?`, or `Nullable<baseType>` for tristate.
    var declaredType: SwiftType
    /// How `init(from:)` and `encode(to:)` read and write the property.
    var coding: Coding
    var doc: [String]
    /// The initializer's default argument, if any.
    var defaultValue: SwiftExpression?
    /// Stored out of line in `Indirect` because it closes a cycle of structs; `name` is then a computed
    /// property over the private `storageName`.
    var isIndirect: Bool = false
    /// What a missing key decodes to: the spec's `default` (OpenAPI's meaning of a default); `nil` when the
    /// spec gives none or the property is tristate (absent stays `.absent`).
    var decodingDefault: SwiftExpression? = nil
    /// The spec's `example` of the property, checked by lint against the property's type.
    var example: ExampleDefinition? = nil

    /// The stored property's name without backticks: `name`, or `_name` for an indirect property.
    var storageName: String { isIndirect ? "_" + bareName : bareName }

    /// The stored property as declarations and initializers write it (backticked when a keyword).
    var declaredStorageName: String { isIndirect ? storageName : name }
}

extension PropertyDeclaration {
    /// The keyed-container calls that read and write one property (spec format §6, "Missing versus null").
    struct Coding: Hashable {
        /// `decode` (required, and tristate through `Nullable`'s own decoding), `decodeIfPresent` (optional), or
        /// the runtime's `decodeRequiredNullable` (the key must be there; `null` is nil).
        enum Decode: String, Hashable {
            case decode, decodeIfPresent, decodeRequiredNullable
        }

        /// `encode`, `encodeIfPresent` (nil omits the key), or `encodeRequiredNullable` (nil writes `null`).
        enum Encode: String, Hashable {
            case encode, encodeIfPresent, encodeRequiredNullable
        }

        var decode: Decode
        /// The type passed to the decode call: the base type, or `Nullable<Base>` for tristate.
        var decodeType: SwiftType
        var encode: Encode
        /// The runtime `ValueCoding` passed to the decode call as `coding:` (a property's own `dates`, `lenient`),
        /// as a Swift expression; `nil` reads the property with the payload's rules.
        var valueCoding: SwiftExpression? = nil
        /// The `ValueCoding` passed to the encode call: only a property's own `dates` changes what is written
        /// (lenient values are written in their canonical form, as without it).
        var encodingValueCoding: SwiftExpression? = nil
    }
}

struct EnumDeclaration: Hashable {
    struct Case: Hashable {
        /// The case name as written (backticked when a keyword).
        var name: String
        /// The wire value.
        var rawValue: String
    }

    var cases: [Case]
    /// The raw value type, `String` (qualified when a generated type shadows it); `unknown` cases hold one too.
    var rawType: SwiftType
}
