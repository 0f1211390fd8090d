/// A value in a Mustache render context: the tree of data a template reads its tags from.
///
/// Code generators build contexts with literals:
/// ```swift
/// let context: MustacheValue = [
///     "typeName": "UserEndpoint",
///     "isDeprecated": false,
///     "queryItems": [["name": "page"], ["name": "limit"]],
/// ]
/// ```
///
/// Truthiness (used by `{{#section}}` and `{{^inverted}}`): ``null``, `false`, the empty string and the
/// empty array are falsey; every other value (including `0`, `0.0` and the empty dictionary) is truthy.
///
/// Interpolation (`{{name}}`): strings render as themselves, numbers in Swift's `description` form,
/// booleans as `true`/`false`, and ``null``, arrays and dictionaries as the empty string.
public enum MustacheValue: Sendable, Hashable {
    /// The absence of a value (JSON `null`); falsey, interpolates as the empty string.
    case null
    /// A boolean; also decides whether a section renders.
    case bool(Bool)
    /// A whole number; always truthy.
    case int(Int)
    /// A floating-point number; always truthy.
    case double(Double)
    /// Text; falsey when empty.
    case string(String)
    /// A list: a section renders once per element, with the element on top of the context stack.
    case array([MustacheValue])
    /// A hash: its keys are the names that tags resolve against.
    case dictionary([String: MustacheValue])

    /// Whether a section over this value renders (see the type's documentation for the rules).
    public var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .int, .double, .dictionary: true
        case .string(let value): !value.isEmpty
        case .array(let elements): !elements.isEmpty
        }
    }

    /// The text an interpolation tag produces for this value, before any HTML escaping.
    public var interpolationText: String {
        switch self {
        case .null, .array, .dictionary: ""
        case .bool(let value): value ? "true" : "false"
        case .int(let value): String(value)
        case .double(let value): value.description
        case .string(let value): value
        }
    }

    /// Looks up `key` when this value is a dictionary; `nil` for a missing key or any other kind of value.
    public subscript(key: String) -> MustacheValue? {
        if case .dictionary(let entries) = self {
            return entries[key]
        }
        return nil
    }
}

extension MustacheValue: ExpressibleByStringLiteral {
    /// Creates a ``string(_:)`` value from a string literal.
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension MustacheValue: ExpressibleByStringInterpolation {}

extension MustacheValue: ExpressibleByBooleanLiteral {
    /// Creates a ``bool(_:)`` value from `true` or `false`.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension MustacheValue: ExpressibleByIntegerLiteral {
    /// Creates an ``int(_:)`` value from an integer literal.
    public init(integerLiteral value: Int) {
        self = .int(value)
    }
}

extension MustacheValue: ExpressibleByFloatLiteral {
    /// Creates a ``double(_:)`` value from a floating-point literal.
    public init(floatLiteral value: Double) {
        self = .double(value)
    }
}

extension MustacheValue: ExpressibleByArrayLiteral {
    /// Creates an ``array(_:)`` value from an array literal.
    public init(arrayLiteral elements: MustacheValue...) {
        self = .array(elements)
    }
}

extension MustacheValue: ExpressibleByDictionaryLiteral {
    /// Creates a ``dictionary(_:)`` value from a dictionary literal; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        var entries: [String: MustacheValue] = [:]
        entries.reserveCapacity(elements.count)
        for (key, value) in elements {
            entries[key] = value
        }
        self = .dictionary(entries)
    }
}

extension MustacheValue: ExpressibleByNilLiteral {
    /// Creates ``null`` from `nil`.
    public init(nilLiteral: ()) {
        self = .null
    }
}
