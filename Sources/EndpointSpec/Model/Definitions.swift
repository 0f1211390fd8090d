/// A named type in a spec's `models`.
public struct ModelDefinition: Sendable, Hashable {
    public enum Shape: Sendable, Hashable {
        case object(ObjectDefinition)
        case enumeration(EnumDefinition)
        /// Any other type expression (`Users: [User]`), emitted as a type alias.
        case alias(PropertyType)
    }

    /// The name as declared in the spec, which is also its Swift type name.
    public var name: String
    public var description: String?
    public var shape: Shape
    public var location: SourceLocation

    public init(name: String, description: String?, shape: Shape, location: SourceLocation) {
        self.name = name
        self.description = description
        self.shape = shape
        self.location = location
    }
}

/// An object type: a list of properties in spec order.
public struct ObjectDefinition: Sendable, Hashable {
    public var properties: [PropertyDefinition]
    public var location: SourceLocation

    public init(properties: [PropertyDefinition], location: SourceLocation) {
        self.properties = properties
        self.location = location
    }
}

/// One property of an object.
public struct PropertyDefinition: Sendable, Hashable {
    /// The JSON key exactly as on the wire.
    public var wireName: String
    /// The Swift name (derived per `SwiftName.lowerCamel`, made unique, or given by `swift_name`); not escaped.
    public var swiftName: String
    public var type: PropertyType
    public var description: String?
    public var defaultValue: Literal?
    public var location: SourceLocation
}

/// A string enumeration. Unknown values decode to a fallback case that keeps the raw value.
public struct EnumDefinition: Sendable, Hashable {
    public struct Case: Sendable, Hashable {
        /// The value on the wire, exactly as written in the spec.
        public var rawValue: String
        /// The Swift case name; never `unknown` (the fallback) or `none` (shadowed by `Optional.none`).
        public var swiftName: String
        public var location: SourceLocation
    }

    public var cases: [Case]
    public var description: String?
    public var location: SourceLocation
}

/// A literal value from the spec (a default, an enum value, a header value), as its source text.
/// Whether it is valid for its type was checked during validation.
public struct Literal: Sendable, Hashable {
    public var text: String
    public var location: SourceLocation

    public init(_ text: String, at location: SourceLocation) {
        self.text = text
        self.location = location
    }
}
