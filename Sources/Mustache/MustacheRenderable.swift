/// A Swift value that can expose itself to Mustache templates as a ``MustacheValue``.
///
/// Conform view-model types of the code generator so they can be handed to templates directly:
/// ```swift
/// struct EndpointContext: MustacheRenderable {
///     var name: String
///     var queryItems: [QueryItemContext]
///     var mustacheValue: MustacheValue {
///         ["name": name.mustacheValue, "queryItems": queryItems.mustacheValue]
///     }
/// }
/// ```
public protocol MustacheRenderable {
    /// The value templates see for this Swift value.
    var mustacheValue: MustacheValue { get }
}

extension MustacheValue {
    /// Creates the value a ``MustacheRenderable`` Swift value exposes.
    public init(_ renderable: some MustacheRenderable) {
        self = renderable.mustacheValue
    }
}

extension MustacheValue: MustacheRenderable {
    /// The value itself.
    public var mustacheValue: MustacheValue { self }
}

extension String: MustacheRenderable {
    /// The string as ``MustacheValue/string(_:)``.
    public var mustacheValue: MustacheValue { .string(self) }
}

extension Substring: MustacheRenderable {
    /// The substring as ``MustacheValue/string(_:)``.
    public var mustacheValue: MustacheValue { .string(String(self)) }
}

extension Bool: MustacheRenderable {
    /// The boolean as ``MustacheValue/bool(_:)``.
    public var mustacheValue: MustacheValue { .bool(self) }
}

extension Int: MustacheRenderable {
    /// The integer as ``MustacheValue/int(_:)``.
    public var mustacheValue: MustacheValue { .int(self) }
}

extension Double: MustacheRenderable {
    /// The number as ``MustacheValue/double(_:)``.
    public var mustacheValue: MustacheValue { .double(self) }
}

extension Optional: MustacheRenderable where Wrapped: MustacheRenderable {
    /// The wrapped value's Mustache value, or ``MustacheValue/null`` for `nil`.
    public var mustacheValue: MustacheValue {
        switch self {
        case .some(let wrapped): wrapped.mustacheValue
        case .none: .null
        }
    }
}

extension Array: MustacheRenderable where Element: MustacheRenderable {
    /// The elements as ``MustacheValue/array(_:)``, in order.
    public var mustacheValue: MustacheValue { .array(map(\.mustacheValue)) }
}

extension Dictionary: MustacheRenderable where Key == String, Value: MustacheRenderable {
    /// The entries as ``MustacheValue/dictionary(_:)``.
    public var mustacheValue: MustacheValue { .dictionary(mapValues(\.mustacheValue)) }
}
