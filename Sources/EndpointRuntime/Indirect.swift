import Foundation

/// Stores a value out of line, so a generated struct can contain itself (`Comment.parent: Comment?`) or take
/// part in a cycle of models (`Item.owner: User`, `User.favorite: Item?`). Swift structs cannot hold themselves
/// inline, so the generator stores exactly the properties that close such a cycle in an `Indirect` (a private
/// `_parent`), behind a computed property of the plain type (`parent`).
///
/// `Indirect` is transparent to `Codable`, `Hashable` and `Sendable`: it encodes as its value, and an
/// `Indirect<T?>` property behaves like a plain optional (a missing key decodes as `nil`, `nil` is omitted when
/// encoding). Copies share storage until one is mutated (copy on write).
///
/// It is a plain generic struct rather than a property wrapper because a wrapper's synthesized storage is not
/// allowed in the `nonisolated` structs the generator emits.
public struct Indirect<Value> {
    private final class Box: @unchecked Sendable {
        // Immutable after creation; mutation through `value` replaces the box (copy on write).
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    /// Stores `value` out of line.
    public init(_ value: Value) {
        box = Box(value)
    }

    /// The stored value.
    public var value: Value {
        get { box.value }
        set { box = Box(newValue) }
    }
}

extension Indirect: Sendable where Value: Sendable {}

extension Indirect: Equatable where Value: Equatable {
    public static func == (lhs: Indirect, rhs: Indirect) -> Bool { lhs.value == rhs.value }
}

extension Indirect: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension Indirect: Decodable where Value: Decodable {
    public init(from decoder: any Decoder) throws {
        self.init(try Value(from: decoder))
    }
}

extension Indirect: Encodable where Value: Encodable {
    public func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }
}

extension KeyedDecodingContainer {
    /// Decodes an optional indirect property like a plain optional: a missing key or `null` is `nil`.
    public func decode<Wrapped: Decodable>(_ type: Indirect<Wrapped?>.Type, forKey key: Key) throws -> Indirect<Wrapped?> {
        Indirect(try decodeIfPresent(Wrapped.self, forKey: key))
    }
}

extension KeyedEncodingContainer {
    /// Encodes an optional indirect property like a plain optional: `nil` is omitted.
    public mutating func encode<Wrapped: Encodable>(_ value: Indirect<Wrapped?>, forKey key: Key) throws {
        try encodeIfPresent(value.value, forKey: key)
    }
}
