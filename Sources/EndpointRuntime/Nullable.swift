import Foundation

/// A field that tells apart a missing key, an explicit `null` and a value (spec
/// `{optional: true, nullable: true, tristate: true}`, typically PATCH bodies).
///
/// Declared as a stored property with the default `.absent`, it works with synthesized `Codable`:
/// the container overloads below make a missing key decode as ``absent`` and make ``absent`` encode
/// nothing, while ``null`` encodes `null`. (It is a plain enum, not a property wrapper, because
/// wrapper storage is not allowed in the `nonisolated` structs generated code uses.)
///
/// ```swift
/// nonisolated struct UpdateProfile: Codable, Sendable, Hashable {
///     var nickname: Nullable<String> = .absent   // {} / {"nickname":null} / {"nickname":"x"}
/// }
/// ```
public enum Nullable<Wrapped> {
    /// The key is missing.
    case absent
    /// The key is present with `null`.
    case null
    /// The key is present with a value.
    case value(Wrapped)

    /// The value, or `nil` when absent or null.
    public var wrapped: Wrapped? {
        if case .value(let value) = self { return value }
        return nil
    }

    /// Whether the key is present (null or a value).
    public var isPresent: Bool {
        if case .absent = self { return false }
        return true
    }

    /// `.value(x)` for `x`, `.null` for `nil` (never `.absent`).
    public init(_ optional: Wrapped?) {
        self = optional.map(Nullable.value) ?? .null
    }
}

extension Nullable: Sendable where Wrapped: Sendable {}
extension Nullable: Equatable where Wrapped: Equatable {}
extension Nullable: Hashable where Wrapped: Hashable {}

extension Nullable: Decodable where Wrapped: Decodable {
    /// Decodes `null` as ``null`` and anything else as ``value(_:)`` (a missing key is handled by
    /// the keyed container overload).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self = container.decodeNil() ? .null : .value(try container.decode(Wrapped.self))
    }
}

extension Nullable: Encodable where Wrapped: Encodable {
    /// Encodes ``null`` and ``absent`` as `null` (in a keyed container ``absent`` writes nothing).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if case .value(let value) = self {
            try container.encode(value)
        } else {
            try container.encodeNil()
        }
    }
}

extension KeyedDecodingContainer {
    /// Decodes a tristate field: a missing key is ``Nullable/absent``, `null` is ``Nullable/null``.
    public func decode<Wrapped: Decodable>(_ type: Nullable<Wrapped>.Type, forKey key: Key) throws -> Nullable<Wrapped> {
        guard contains(key) else { return .absent }
        return try decodeNil(forKey: key) ? .null : .value(decode(Wrapped.self, forKey: key))
    }

    /// Decodes a required-nullable field (spec `nullable: true`): the key must be present (else
    /// `DecodingError.keyNotFound`), its value may be `null`.
    public func decodeRequiredNullable<Wrapped: Decodable>(_ type: Wrapped.Type, forKey key: Key) throws -> Wrapped? {
        guard contains(key) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "The key is required (its value may be null)."))
        }
        return try decodeNil(forKey: key) ? nil : decode(Wrapped.self, forKey: key)
    }
}

extension KeyedEncodingContainer {
    /// Encodes a tristate field: ``Nullable/absent`` writes nothing, ``Nullable/null`` writes `null`.
    public mutating func encode<Wrapped: Encodable>(_ value: Nullable<Wrapped>, forKey key: Key) throws {
        switch value {
        case .absent:
            return
        case .null:
            try encodeNil(forKey: key)
        case .value(let wrapped):
            try encode(wrapped, forKey: key)
        }
    }

    /// Encodes a required-nullable field: `nil` writes `null` instead of leaving the key out.
    public mutating func encodeRequiredNullable<Wrapped: Encodable>(_ value: Wrapped?, forKey key: Key) throws {
        if let value {
            try encode(value, forKey: key)
        } else {
            try encodeNil(forKey: key)
        }
    }
}
