import Foundation

/// A free-form JSON value (spec type `json`).
///
/// Numbers keep their kind: integers that fit `Int64` are ``integer(_:)`` and stay exact
/// (`9007199254740993` survives decode and encode), other numbers are ``double(_:)``; `0` and `1`
/// never become `false` / `true`. Objects are dictionaries: key order from the wire is not kept, and
/// encoding writes keys in sorted order, so output is deterministic. Equality and hashing follow
/// the cases (`integer(1)` is not `double(1.0)`; a JSON `1.0` decodes as `integer(1)`).
public enum JSONValue: Sendable, Hashable, Codable {
    /// `null`
    case null
    /// `true` / `false`
    case bool(Bool)
    /// An integral number that fits `Int64`.
    case integer(Int64)
    /// Any other number.
    case double(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object.
    case object([String: JSONValue])

    /// Decodes any JSON value.
    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: WireKey.self) {
            var object: [String: JSONValue] = [:]
            for key in container.allKeys {
                object[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
            }
            self = .object(object)
            return
        }
        if var container = try? decoder.unkeyedContainer() {
            var array: [JSONValue] = []
            if let count = container.count {
                array.reserveCapacity(count)
            }
            while !container.isAtEnd {
                array.append(try container.decode(JSONValue.self))
            }
            self = .array(array)
            return
        }
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not a JSON value")
        }
    }

    /// Encodes the value; object keys in sorted order.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .integer(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .double(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .array(let values):
            var container = encoder.unkeyedContainer()
            for value in values {
                try container.encode(value)
            }
        case .object(let object):
            var container = encoder.container(keyedBy: WireKey.self)
            for key in object.keys.sorted() {
                if let value = object[key] {
                    try container.encode(value, forKey: WireKey(key))
                }
            }
        }
    }

    /// The member `key` of an object, else `nil`.
    public subscript(key: String) -> JSONValue? {
        if case .object(let object) = self {
            return object[key]
        }
        return nil
    }

    /// The element at `index` of an array, else `nil` (also when out of range).
    public subscript(index: Int) -> JSONValue? {
        if case .array(let array) = self, array.indices.contains(index) {
            return array[index]
        }
        return nil
    }

    /// The string, if this is one.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The number as `Double`, if this is one.
    public var doubleValue: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .double(let value): return value
        default: return nil
        }
    }

    /// The integer, if this is an ``integer(_:)``.
    public var integerValue: Int64? {
        if case .integer(let value) = self { return value }
        return nil
    }

    /// The boolean, if this is one.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// Whether this is `null`.
    public var isNull: Bool { self == .null }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    /// `nil` is `null`.
    public init(nilLiteral: ()) {
        self = .null
    }

    /// A boolean literal.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }

    /// An integer literal.
    public init(integerLiteral value: Int64) {
        self = .integer(value)
    }

    /// A floating-point literal.
    public init(floatLiteral value: Double) {
        self = .double(value)
    }

    /// A string literal.
    public init(stringLiteral value: String) {
        self = .string(value)
    }

    /// An array literal.
    public init(arrayLiteral elements: JSONValue...) {
        self = .array(elements)
    }

    /// A dictionary literal; a repeated key keeps the last value.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
