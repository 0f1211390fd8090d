/// A type expression from a spec (spec format §2), resolved: model names are known to exist.
package indirect enum TypeReference: Sendable, Hashable {
    /// A built-in scalar type.
    case primitive(Primitive)
    /// A model declared in the spec's `models`, by its declared name.
    case model(String)
    /// `[T]`; the element itself may be optional (`[T?]`).
    case array(PropertyType)
    /// `[string: T]`.
    case dictionary(PropertyType)
    /// `{enum: [...]}` written inline; becomes a nested type of its owner.
    case enumeration(EnumDefinition)
    /// A mapping of properties written inline; becomes a nested type of its owner.
    case object(ObjectDefinition)

    /// Built-in types of type expressions and the Swift type each one means.
    package enum Primitive: String, Sendable, Hashable, CaseIterable {
        case string, int, int32, int64, double, float, decimal, bool
        case date
        case calendarDate = "calendar_date"
        case url, uuid, data, json
    }
}

/// A property's type with its presence rules (spec format §6, "Missing versus null").
package struct PropertyType: Sendable, Hashable {
    package var type: TypeReference
    /// The key may be absent (decodes as nil, nil is omitted when encoding).
    package var isOptional: Bool
    /// The value may be `null`. Required-and-nullable keys are always encoded, as `null` when nil.
    package var isNullable: Bool
    /// Absent, `null` and a value are kept apart (`Nullable<T>` in the runtime); implies optional and nullable.
    package var isTristate: Bool
    /// The property's own date rule (long form `dates:`), for the dates it holds; `nil` for the spec's.
    package var dateRule: DateRuleDefinition? = nil
    /// Long form `lenient:`; `nil` takes the spec's `lenient` for types that have a lenient reading.
    package var lenient: Bool? = nil

    package init(_ type: TypeReference, isOptional: Bool = false, isNullable: Bool = false, isTristate: Bool = false) {
        self.type = type
        self.isOptional = isOptional
        self.isNullable = isNullable
        self.isTristate = isTristate
    }

    /// `true` when the Swift property is an `Optional`.
    package var isSwiftOptional: Bool { isOptional || isNullable }
}

extension TypeReference {
    /// The scalar at the bottom of arrays and dictionaries (`[[string: date]]` → `date`), or `nil` for models,
    /// enums and inline objects.
    package var innermostPrimitive: Primitive? {
        switch self {
        case .primitive(let primitive): primitive
        case .array(let element), .dictionary(let element): element.type.innermostPrimitive
        case .model, .enumeration, .object: nil
        }
    }

    /// Whether a lenient reading exists for the values this type holds: numbers (from strings too, blank as
    /// `nil` when optional), dates and URLs (blank as `nil` when optional).
    package var hasLenientReading: Bool {
        switch innermostPrimitive {
        case .int, .int32, .int64, .double, .float, .decimal, .date, .url: true
        default: false
        }
    }
}
