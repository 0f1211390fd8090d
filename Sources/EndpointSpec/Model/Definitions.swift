/// A named type in a spec's `models`.
package struct ModelDefinition: Sendable, Hashable {
    package enum Shape: Sendable, Hashable {
        case object(ObjectDefinition)
        case enumeration(EnumDefinition)
        /// Any other type expression (`Users: [User]`), emitted as a type alias.
        case alias(PropertyType)
    }

    /// The name as declared in the spec, which is also its Swift type name.
    package var name: String
    package var description: String?
    package var shape: Shape
    package var location: SourceLocation
    /// The model's own `example` (or `example_file`): a whole value of the model.
    package var example: ExampleDefinition?

    package init(
        name: String, description: String?, shape: Shape, location: SourceLocation, example: ExampleDefinition? = nil
    ) {
        self.name = name
        self.description = description
        self.shape = shape
        self.location = location
        self.example = example
    }
}

/// An object type: a list of properties in spec order.
package struct ObjectDefinition: Sendable, Hashable {
    package var properties: [PropertyDefinition]
    package var location: SourceLocation
    /// The wire name of the property that identifies an instance (a model's `identified_by`), when it is not
    /// a property named `id`.
    package var identityKey: String?
    /// A model's `mutable:` (long form), as written: `true` gives it `var` properties even when no request body of the
    /// spec sends it, `false` gives it `let` properties even when one does; `nil` leaves it to whether a body sends it
    /// (spec format §3, "Mutability").
    package var isMutable: Bool? = nil

    package init(properties: [PropertyDefinition], location: SourceLocation) {
        self.properties = properties
        self.location = location
    }
}

/// One property of an object.
package struct PropertyDefinition: Sendable, Hashable {
    /// The JSON key exactly as on the wire.
    package var wireName: String
    /// The Swift name (derived per `SwiftName.lowerCamel`, made unique, or given by `swift_name`); not escaped.
    package var swiftName: String
    package var type: PropertyType
    package var description: String?
    package var defaultValue: Literal?
    package var location: SourceLocation
    /// The property's `example` (long form): a value of the property's type.
    package var example: ExampleDefinition? = nil
}

/// A string enumeration. Unknown values decode to a fallback case that keeps the raw value.
package struct EnumDefinition: Sendable, Hashable {
    package struct Case: Sendable, Hashable {
        /// The value on the wire, exactly as written in the spec.
        package var rawValue: String
        /// The Swift case name; never `unknown` (the fallback) or `none` (shadowed by `Optional.none`).
        package var swiftName: String
        package var location: SourceLocation
    }

    package var cases: [Case]
    package var description: String?
    package var location: SourceLocation
}

/// A literal value from the spec (a default, an enum value, a header value), as its source text.
/// Whether it is valid for its type was checked during validation.
package struct Literal: Sendable, Hashable {
    package var text: String
    package var location: SourceLocation

    package init(_ text: String, at location: SourceLocation) {
        self.text = text
        self.location = location
    }
}
