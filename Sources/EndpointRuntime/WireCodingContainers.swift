/// The keyed containers generated `init(from:)` and `encode(to:)` read and write a model through:
///
/// ```swift
/// let container = try WireDecodingContainer(decoder)
/// self.lat = try container.decode(Double.self, at: "lat")
///
/// var container = WireEncodingContainer(encoder)
/// try container.encode(self.lat, at: "lat")
/// ```
///
/// Why types of their own (issue 12, compile cost of the output): a call on `KeyedDecodingContainer` is
/// type-checked against every `decode` declared on it, the standard library's (a generic one and one per scalar
/// type) and this runtime's (``WireKey`` keys given as `StaticString`, ``Nullable``, ``Indirect``, `coding:`),
/// about forty candidates ranked again at every property of every model. These containers declare one method per
/// shape of call, and one more for ``WireScalar`` values, so a call has a handful of candidates with distinct labels
/// or argument types. Measured on the synthetic API: type-checking the models' `init(from:)` and `encode(to:)`
/// bodies takes a little over half the time it did (docs/performance.md, "Containers of their own").
///
/// Every method reads or writes through the `KeyedDecodingContainer` or `KeyedEncodingContainer` method of the
/// same meaning, so the keys, the errors thrown, the coding paths and the JSON are exactly theirs; except that an
/// error a decoder throws that is not a `DecodingError` (JSONDecoder's own for a number out of range) becomes a
/// `DecodingError.dataCorrupted` at the key's coding path, instead of "not valid JSON" with no path. A value of one
/// of the scalar types the standard containers have requirements of their own for (`Bool`, `String`, `Double`,
/// `Float`, `Int`, `Int8`…`Int64`, `UInt`, `UInt8`…`UInt64`: the ``WireScalar`` types) goes to that concrete
/// requirement, as a synthesized conformance's would, instead of the generic one: each plain method has a
/// ``WireScalar`` overload, which the type checker prefers for them (the more constrained generic).
///
/// Keys are given as `StaticString` (`at:`) when they are at most 15 UTF-8 bytes, which a 64-bit `String` stores
/// inline, and as a ``WireKey`` literal (`forKey:`) when longer, whose `String` is an immortal constant instead of a
/// heap copy made at every call (`TypeContexts.passesKeyAsStaticString` in the generator).
public struct WireDecodingContainer {
    /// The standard keyed container every method reads through.
    public let base: KeyedDecodingContainer<WireKey>

    /// The keyed container of `decoder`'s current value.
    ///
    /// - Throws: `DecodingError.typeMismatch` when the value is not a JSON object (a keyed container).
    public init(_ decoder: any Decoder) throws {
        base = try decoder.container(keyedBy: WireKey.self)
    }

    /// Whether the container has a value (possibly `null`) for `key`.
    public func contains(at key: StaticString) -> Bool {
        base.contains(WireKey(static: key))
    }

    /// Whether the container has a value (possibly `null`) for `key`.
    public func contains(_ key: WireKey) -> Bool {
        base.contains(key)
    }

    // MARK: Plain values

    /// The value of type `type` for `key`.
    ///
    /// - Throws: `DecodingError.keyNotFound` when the key is missing, `DecodingError.valueNotFound` when it is
    ///   `null`, `DecodingError.typeMismatch` or `DecodingError.dataCorrupted` when the value does not decode.
    public func decode<T: Decodable>(_ type: T.Type, at key: StaticString) throws -> T {
        try decode(type, forKey: WireKey(static: key))
    }

    /// The value of type `type` for `key`.
    ///
    /// - Throws: `DecodingError.keyNotFound` when the key is missing, `DecodingError.valueNotFound` when it is
    ///   `null`, `DecodingError.typeMismatch` or `DecodingError.dataCorrupted` when the value does not decode.
    public func decode<T: Decodable>(_ type: T.Type, forKey key: WireKey) throws -> T {
        try reading(key) { key in try base.decode(type, forKey: key) }
    }

    /// The value of type `type` for `key`, or `nil` when the key is missing or its value is `null`.
    ///
    /// - Throws: `DecodingError.typeMismatch` or `DecodingError.dataCorrupted` when the value does not decode.
    public func decodeIfPresent<T: Decodable>(_ type: T.Type, at key: StaticString) throws -> T? {
        try decodeIfPresent(type, forKey: WireKey(static: key))
    }

    /// The value of type `type` for `key`, or `nil` when the key is missing or its value is `null`.
    ///
    /// - Throws: `DecodingError.typeMismatch` or `DecodingError.dataCorrupted` when the value does not decode.
    public func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: WireKey) throws -> T? {
        try reading(key) { key in try base.decodeIfPresent(type, forKey: key) }
    }

    /// A scalar's value for `key`, read through the container's concrete requirement for its type.
    ///
    /// - Throws: as ``decode(_:at:)``.
    public func decode<T: WireScalar>(_ type: T.Type, at key: StaticString) throws -> T {
        try reading(WireKey(static: key)) { key in try T.decode(from: base, forKey: key) }
    }

    /// A scalar's value for `key`, read through the container's concrete requirement for its type.
    ///
    /// - Throws: as ``decode(_:forKey:)``.
    public func decode<T: WireScalar>(_ type: T.Type, forKey key: WireKey) throws -> T {
        try reading(key) { key in try T.decode(from: base, forKey: key) }
    }

    /// A scalar's value for `key`, or `nil` when the key is missing or its value is `null`, read through the
    /// container's concrete requirement for its type.
    ///
    /// - Throws: as ``decodeIfPresent(_:at:)``.
    public func decodeIfPresent<T: WireScalar>(_ type: T.Type, at key: StaticString) throws -> T? {
        try reading(WireKey(static: key)) { key in try T.decodeIfPresent(from: base, forKey: key) }
    }

    /// A scalar's value for `key`, or `nil` when the key is missing or its value is `null`, read through the
    /// container's concrete requirement for its type.
    ///
    /// - Throws: as ``decodeIfPresent(_:forKey:)``.
    public func decodeIfPresent<T: WireScalar>(_ type: T.Type, forKey key: WireKey) throws -> T? {
        try reading(key) { key in try T.decodeIfPresent(from: base, forKey: key) }
    }

    // MARK: Required-nullable, tristate and indirect values

    /// A required-nullable value (spec `nullable: true`): the key must be present, `null` is `nil`.
    ///
    /// - Throws: `DecodingError.keyNotFound` when the key is missing; `DecodingError.typeMismatch` or
    ///   `DecodingError.dataCorrupted` when the value does not decode.
    public func decodeRequiredNullable<Wrapped: Decodable>(_ type: Wrapped.Type, at key: StaticString) throws -> Wrapped? {
        try reading(WireKey(static: key)) { key in try base.decodeRequiredNullable(type, forKey: key) }
    }

    /// A required-nullable value (spec `nullable: true`): the key must be present, `null` is `nil`.
    ///
    /// - Throws: `DecodingError.keyNotFound` when the key is missing; `DecodingError.typeMismatch` or
    ///   `DecodingError.dataCorrupted` when the value does not decode.
    public func decodeRequiredNullable<Wrapped: Decodable>(_ type: Wrapped.Type, forKey key: WireKey) throws -> Wrapped? {
        try reading(key) { key in try base.decodeRequiredNullable(type, forKey: key) }
    }

    /// A tristate value (spec `tristate`): a missing key is ``Nullable/absent``, `null` is ``Nullable/null``.
    ///
    /// - Throws: `DecodingError.typeMismatch` or `DecodingError.dataCorrupted` when a value does not decode.
    public func decode<Wrapped: Decodable>(_ type: Nullable<Wrapped>.Type, at key: StaticString) throws -> Nullable<Wrapped> {
        try reading(WireKey(static: key)) { key in try base.decode(type, forKey: key) }
    }

    /// A tristate value (spec `tristate`): a missing key is ``Nullable/absent``, `null` is ``Nullable/null``.
    ///
    /// - Throws: `DecodingError.typeMismatch` or `DecodingError.dataCorrupted` when a value does not decode.
    public func decode<Wrapped: Decodable>(_ type: Nullable<Wrapped>.Type, forKey key: WireKey) throws -> Nullable<Wrapped> {
        try reading(key) { key in try base.decode(type, forKey: key) }
    }

    /// An optional indirect property, read like a plain optional: a missing key or `null` is `nil`.
    ///
    /// - Throws: `DecodingError.typeMismatch` or `DecodingError.dataCorrupted` when the value does not decode.
    public func decode<Wrapped: Decodable>(_ type: Indirect<Wrapped?>.Type, at key: StaticString) throws -> Indirect<Wrapped?> {
        Indirect(try decodeIfPresent(Wrapped.self, forKey: WireKey(static: key)))
    }

    /// An optional indirect property, read like a plain optional: a missing key or `null` is `nil`.
    ///
    /// - Throws: `DecodingError.typeMismatch` or `DecodingError.dataCorrupted` when the value does not decode.
    public func decode<Wrapped: Decodable>(_ type: Indirect<Wrapped?>.Type, forKey key: WireKey) throws -> Indirect<Wrapped?> {
        Indirect(try decodeIfPresent(Wrapped.self, forKey: key))
    }

    // MARK: Values with a coding of their own

    /// A required value read with `coding` (a property's own `dates` or `lenient`).
    ///
    /// - Throws: `DecodingError.keyNotFound` when the key is missing, or what `coding`'s reading throws.
    public func decode<T: ValueCodable>(_ type: T.Type, at key: StaticString, coding: ValueCoding) throws -> T {
        try reading(WireKey(static: key)) { key in try base.decode(type, forKey: key, coding: coding) }
    }

    /// A required value read with `coding` (a property's own `dates` or `lenient`).
    ///
    /// - Throws: `DecodingError.keyNotFound` when the key is missing, or what `coding`'s reading throws.
    public func decode<T: ValueCodable>(_ type: T.Type, forKey key: WireKey, coding: ValueCoding) throws -> T {
        try reading(key) { key in try base.decode(type, forKey: key, coding: coding) }
    }

    /// An optional value read with `coding`: a missing key or `null` is `nil` (lenient: a blank string too).
    ///
    /// - Throws: what `coding`'s reading throws.
    public func decodeIfPresent<T: ValueCodable>(_ type: T.Type, at key: StaticString, coding: ValueCoding) throws -> T? {
        try reading(WireKey(static: key)) { key in try base.decodeIfPresent(type, forKey: key, coding: coding) }
    }

    /// An optional value read with `coding`: a missing key or `null` is `nil` (lenient: a blank string too).
    ///
    /// - Throws: what `coding`'s reading throws.
    public func decodeIfPresent<T: ValueCodable>(_ type: T.Type, forKey key: WireKey, coding: ValueCoding) throws -> T? {
        try reading(key) { key in try base.decodeIfPresent(type, forKey: key, coding: coding) }
    }

    /// A required, nullable value read with `coding`: the key must be present, `null` is `nil`.
    ///
    /// - Throws: `DecodingError.keyNotFound` when the key is missing, or what `coding`'s reading throws.
    public func decodeRequiredNullable<T: ValueCodable>(_ type: T.Type, at key: StaticString, coding: ValueCoding) throws -> T? {
        try reading(WireKey(static: key)) { key in try base.decodeRequiredNullable(type, forKey: key, coding: coding) }
    }

    /// A required, nullable value read with `coding`: the key must be present, `null` is `nil`.
    ///
    /// - Throws: `DecodingError.keyNotFound` when the key is missing, or what `coding`'s reading throws.
    public func decodeRequiredNullable<T: ValueCodable>(_ type: T.Type, forKey key: WireKey, coding: ValueCoding) throws -> T? {
        try reading(key) { key in try base.decodeRequiredNullable(type, forKey: key, coding: coding) }
    }

    /// A tristate value read with `coding`: a missing key is ``Nullable/absent``, `null` is ``Nullable/null``.
    ///
    /// - Throws: what `coding`'s reading throws.
    public func decode<Wrapped: ValueCodable>(
        _ type: Nullable<Wrapped>.Type, at key: StaticString, coding: ValueCoding
    ) throws -> Nullable<Wrapped> {
        try reading(WireKey(static: key)) { key in try base.decode(type, forKey: key, coding: coding) }
    }

    /// A tristate value read with `coding`: a missing key is ``Nullable/absent``, `null` is ``Nullable/null``.
    ///
    /// - Throws: what `coding`'s reading throws.
    public func decode<Wrapped: ValueCodable>(
        _ type: Nullable<Wrapped>.Type, forKey key: WireKey, coding: ValueCoding
    ) throws -> Nullable<Wrapped> {
        try reading(key) { key in try base.decode(type, forKey: key, coding: coding) }
    }

    /// `read(key)`, with an error that is not a `DecodingError` turned into `DecodingError.dataCorrupted` at `key`.
    ///
    /// `JSONDecoder` reports a value that does not fit the type read (an integer out of range such as
    /// `9223372036854775808` for `Int64`, `1e400` for `Double`) with an error of its own, which it turns into
    /// "The given data was not valid JSON." without a coding path once it reaches the top level (swift-foundation on
    /// Linux), so the failure would blame the server's JSON and name no key. Caught here, it is a
    /// `DecodingError.dataCorrupted` at this key's coding path that says what did not fit.
    @inline(__always)
    private func reading<T>(_ key: WireKey, _ read: (WireKey) throws -> T) throws -> T {
        do {
            return try read(key)
        } catch let error as DecodingError {
            throw error
        } catch {
            throw DecodingError.unreadableValue(error, at: base.codingPath + [key], reading: T.self)
        }
    }
}

/// The keyed container generated `encode(to:)` writes a model through; see ``WireDecodingContainer`` for why it is
/// a type of its own and how its methods reach the encoder.
public struct WireEncodingContainer {
    /// The standard keyed container every method writes through.
    public var base: KeyedEncodingContainer<WireKey>

    /// A keyed container for `encoder`'s current value, which becomes a JSON object.
    public init(_ encoder: any Encoder) {
        base = encoder.container(keyedBy: WireKey.self)
    }

    // MARK: Plain values

    /// Writes `value` for `key`.
    ///
    /// - Throws: `EncodingError.invalidValue` when the encoder rejects the value (a non-finite `Double` under
    ///   `JSONEncoder`'s default strategy), or what `value`'s own `encode(to:)` throws.
    public mutating func encode<T: Encodable>(_ value: T, at key: StaticString) throws {
        try encode(value, forKey: WireKey(static: key))
    }

    /// Writes `value` for `key`.
    ///
    /// - Throws: `EncodingError.invalidValue` when the encoder rejects the value (a non-finite `Double` under
    ///   `JSONEncoder`'s default strategy), or what `value`'s own `encode(to:)` throws.
    public mutating func encode<T: Encodable>(_ value: T, forKey key: WireKey) throws {
        try base.encode(value, forKey: key)
    }

    /// Writes `value` for `key`, or nothing (the key is left out) when it is `nil`.
    ///
    /// - Throws: what ``encode(_:at:)`` throws.
    public mutating func encodeIfPresent<T: Encodable>(_ value: T?, at key: StaticString) throws {
        try encodeIfPresent(value, forKey: WireKey(static: key))
    }

    /// Writes `value` for `key`, or nothing (the key is left out) when it is `nil`.
    ///
    /// - Throws: what ``encode(_:forKey:)`` throws.
    public mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: WireKey) throws {
        try base.encodeIfPresent(value, forKey: key)
    }

    /// Writes a scalar for `key` through the container's concrete requirement for its type.
    ///
    /// - Throws: as ``encode(_:at:)``.
    public mutating func encode<T: WireScalar>(_ value: T, at key: StaticString) throws {
        try value.encode(to: &base, forKey: WireKey(static: key))
    }

    /// Writes a scalar for `key` through the container's concrete requirement for its type.
    ///
    /// - Throws: as ``encode(_:forKey:)``.
    public mutating func encode<T: WireScalar>(_ value: T, forKey key: WireKey) throws {
        try value.encode(to: &base, forKey: key)
    }

    /// Writes a scalar for `key`, or nothing when it is `nil`, through the container's concrete requirement.
    ///
    /// - Throws: as ``encodeIfPresent(_:at:)``.
    public mutating func encodeIfPresent<T: WireScalar>(_ value: T?, at key: StaticString) throws {
        try T.encodeIfPresent(value, to: &base, forKey: WireKey(static: key))
    }

    /// Writes a scalar for `key`, or nothing when it is `nil`, through the container's concrete requirement.
    ///
    /// - Throws: as ``encodeIfPresent(_:forKey:)``.
    public mutating func encodeIfPresent<T: WireScalar>(_ value: T?, forKey key: WireKey) throws {
        try T.encodeIfPresent(value, to: &base, forKey: key)
    }

    // MARK: Required-nullable, tristate and indirect values

    /// Writes `value` for `key`, or `null` when it is `nil` (spec `nullable: true`).
    ///
    /// - Throws: what ``encode(_:at:)`` throws.
    public mutating func encodeRequiredNullable<Wrapped: Encodable>(_ value: Wrapped?, at key: StaticString) throws {
        try encodeRequiredNullable(value, forKey: WireKey(static: key))
    }

    /// Writes `value` for `key`, or `null` when it is `nil` (spec `nullable: true`).
    ///
    /// - Throws: what ``encode(_:forKey:)`` throws.
    public mutating func encodeRequiredNullable<Wrapped: Encodable>(_ value: Wrapped?, forKey key: WireKey) throws {
        guard let value else { return try base.encodeNil(forKey: key) }
        try encode(value, forKey: key)
    }

    /// Writes a tristate value: nothing when ``Nullable/absent``, `null` when ``Nullable/null``, else the value.
    ///
    /// - Throws: what ``encode(_:at:)`` throws.
    public mutating func encode<Wrapped: Encodable>(_ value: Nullable<Wrapped>, at key: StaticString) throws {
        try encode(value, forKey: WireKey(static: key))
    }

    /// Writes a tristate value: nothing when ``Nullable/absent``, `null` when ``Nullable/null``, else the value.
    ///
    /// - Throws: what ``encode(_:forKey:)`` throws.
    public mutating func encode<Wrapped: Encodable>(_ value: Nullable<Wrapped>, forKey key: WireKey) throws {
        switch value {
        case .absent: return
        case .null: try base.encodeNil(forKey: key)
        case .value(let wrapped): try encode(wrapped, forKey: key)
        }
    }

    /// Writes an optional indirect property like a plain optional: `nil` leaves the key out.
    ///
    /// - Throws: what ``encode(_:at:)`` throws.
    public mutating func encode<Wrapped: Encodable>(_ value: Indirect<Wrapped?>, at key: StaticString) throws {
        try encodeIfPresent(value.value, forKey: WireKey(static: key))
    }

    /// Writes an optional indirect property like a plain optional: `nil` leaves the key out.
    ///
    /// - Throws: what ``encode(_:forKey:)`` throws.
    public mutating func encode<Wrapped: Encodable>(_ value: Indirect<Wrapped?>, forKey key: WireKey) throws {
        try encodeIfPresent(value.value, forKey: key)
    }

    // MARK: Values with a coding of their own

    /// Writes `value` with `coding` (a property's own `dates`).
    ///
    /// - Throws: what `coding`'s writing throws.
    public mutating func encode<T: ValueCodable>(_ value: T, at key: StaticString, coding: ValueCoding) throws {
        try base.encode(value, forKey: WireKey(static: key), coding: coding)
    }

    /// Writes `value` with `coding` (a property's own `dates`).
    ///
    /// - Throws: what `coding`'s writing throws.
    public mutating func encode<T: ValueCodable>(_ value: T, forKey key: WireKey, coding: ValueCoding) throws {
        try base.encode(value, forKey: key, coding: coding)
    }

    /// Writes `value` with `coding`, or nothing when it is `nil`.
    ///
    /// - Throws: what `coding`'s writing throws.
    public mutating func encodeIfPresent<T: ValueCodable>(_ value: T?, at key: StaticString, coding: ValueCoding) throws {
        try base.encodeIfPresent(value, forKey: WireKey(static: key), coding: coding)
    }

    /// Writes `value` with `coding`, or nothing when it is `nil`.
    ///
    /// - Throws: what `coding`'s writing throws.
    public mutating func encodeIfPresent<T: ValueCodable>(_ value: T?, forKey key: WireKey, coding: ValueCoding) throws {
        try base.encodeIfPresent(value, forKey: key, coding: coding)
    }

    /// Writes `value` with `coding`, or `null` when it is `nil`.
    ///
    /// - Throws: what `coding`'s writing throws.
    public mutating func encodeRequiredNullable<T: ValueCodable>(_ value: T?, at key: StaticString, coding: ValueCoding) throws {
        try base.encodeRequiredNullable(value, forKey: WireKey(static: key), coding: coding)
    }

    /// Writes `value` with `coding`, or `null` when it is `nil`.
    ///
    /// - Throws: what `coding`'s writing throws.
    public mutating func encodeRequiredNullable<T: ValueCodable>(_ value: T?, forKey key: WireKey, coding: ValueCoding) throws {
        try base.encodeRequiredNullable(value, forKey: key, coding: coding)
    }

    /// Writes a tristate value with `coding`: nothing when absent, `null`, or the value.
    ///
    /// - Throws: what `coding`'s writing throws.
    public mutating func encode<Wrapped: ValueCodable>(
        _ value: Nullable<Wrapped>, at key: StaticString, coding: ValueCoding
    ) throws {
        try base.encode(value, forKey: WireKey(static: key), coding: coding)
    }

    /// Writes a tristate value with `coding`: nothing when absent, `null`, or the value.
    ///
    /// - Throws: what `coding`'s writing throws.
    public mutating func encode<Wrapped: ValueCodable>(
        _ value: Nullable<Wrapped>, forKey key: WireKey, coding: ValueCoding
    ) throws {
        try base.encode(value, forKey: key, coding: coding)
    }
}


/// The scalar types `KeyedDecodingContainer` and `KeyedEncodingContainer` have requirements of their own for:
/// `Bool`, `String`, `Double`, `Float`, `Int`, `Int8`…`Int64`, `UInt`, `UInt8`…`UInt64`.
///
/// ``WireDecodingContainer`` and ``WireEncodingContainer`` have an overload for these beside their generic
/// methods, which the type checker prefers for a scalar (the more constrained generic), so a scalar property is read
/// and written through its type's concrete requirement, as a synthesized conformance's would be, with one witness
/// call and no check of the type at run time. Not meant for other types to adopt.
public protocol WireScalar: Codable {
    /// `container.decode(Self.self, forKey: key)`, the concrete requirement.
    static func decode(from container: KeyedDecodingContainer<WireKey>, forKey key: WireKey) throws -> Self
    /// `container.decodeIfPresent(Self.self, forKey: key)`, the concrete requirement.
    static func decodeIfPresent(from container: KeyedDecodingContainer<WireKey>, forKey key: WireKey) throws -> Self?
    /// `container.encode(self, forKey: key)`, the concrete requirement.
    func encode(to container: inout KeyedEncodingContainer<WireKey>, forKey key: WireKey) throws
    /// `container.encodeIfPresent(value, forKey: key)`, the concrete requirement.
    static func encodeIfPresent(_ value: Self?, to container: inout KeyedEncodingContainer<WireKey>, forKey key: WireKey) throws
}

extension Bool: WireScalar {
    public static func decode(from container: KeyedDecodingContainer<WireKey>, forKey key: WireKey) throws -> Bool {
        try container.decode(Bool.self, forKey: key)
    }
    public static func decodeIfPresent(from container: KeyedDecodingContainer<WireKey>, forKey key: WireKey) throws -> Bool? {
        try container.decodeIfPresent(Bool.self, forKey: key)
    }
    public func encode(to container: inout KeyedEncodingContainer<WireKey>, forKey key: WireKey) throws {
        try container.encode(self, forKey: key)
    }
    public static func encodeIfPresent(_ value: Bool?, to container: inout KeyedEncodingContainer<WireKey>, forKey key: WireKey) throws {
        try container.encodeIfPresent(value, forKey: key)
    }
}

extension String: WireScalar {
    public static func decode(from container: KeyedDecodingContainer<WireKey>, forKey key: WireKey) throws -> String {
        try container.decode(String.self, forKey: key)
    }
    public static func decodeIfPresent(from container: KeyedDecodingContainer<WireKey>, forKey key: WireKey) throws -> String? {
        try container.decodeIfPresent(String.self, forKey: key)
    }
    public func encode(to container: inout KeyedEncodingContainer<WireKey>, forKey key: WireKey) throws {
        try container.encode(self, forKey: key)
    }
    public static func encodeIfPresent(_ value: String?, to container: inout KeyedEncodingContainer<WireKey>, forKey key: WireKey) throws {
        try container.encodeIfPresent(value, forKey: key)
    }
}

extension Double: WireScalar {
    public static func decode(from container: KeyedDecodingContainer<WireKey>, forKey key: WireKey) throws -> Double {
        try container.decode(Double.self, forKey: key)
    }
    public static func decodeIfPresent(from container: KeyedDecodingContainer<WireKey>, forKey key: WireKey) throws -> Double? {
        try container.decodeIfPresent(Double.self, forKey: key)
    }
    public func encode(to container: inout KeyedEncodingContainer<WireKey>, forKey key: WireKey) throws {
        try container.encode(self, forKey: key)
    }
    public static func encodeIfPresent(_ value: Double?, to container: inout KeyedEncodingContainer<WireKey>, forKey key: WireKey) throws {
        try container.encodeIfPresent(value, forKey: key)
    }
}

extension Float: WireScalar {
    public static func decode(from container: KeyedDecodingContainer<WireKey>, forKey key: WireKey) throws -> Float {
        try container.decode(Float.self, forKey: key)
    }
    public static func decodeIfPresent(from container: KeyedDecodingContainer<WireKey>, forKey key: WireKey) throws -> Float? {
        try container.decodeIfPresent(Float.self, forKey: key)
    }
    public func encode(to container: inout KeyedEncodingContainer<WireKey>, forKey key: WireKey) throws {
        try container.encode(self, forKey: key)
    }
    public static func encodeIfPresent(_ value: Float?, to container: inout KeyedEncodingContainer<WireKey>, forKey key: WireKey) throws {
        try container.encodeIfPresent(value, forKey: key)
    }
}

extension Int: WireScalar {
    public static func decode(from container: KeyedDecodingContainer<WireKey>, forKey key: WireKey) throws -> Int {
        try container.decode(Int.self, forKey: key)
    }
    public static func decodeIfPresent(from container: KeyedDecodingContainer<WireKey>, forKey key: WireKey) throws -> Int? {
        try container.decodeIfPresent(Int.self, forKey: key)
    }
    public func encode(to container: inout KeyedEncodingContainer<WireKey>, forKey key: WireKey) throws {
        try container.encode(self, forKey: key)
    }
    public static func encodeIfPresent(_ value: Int?, to container: inout KeyedEncodingContainer<WireKey>, forKey key: WireKey) throws {
        try container.encodeIfPresent(value, forKey: key)
    }
}

extension Int8: WireScalar {
    public static func decode(from container: KeyedDecodingContainer<WireKey>, forKey key: WireKey) throws -> Int8 {
        try container.decode(Int8.self, forKey: key)
    }
    public static func decodeIfPresent(from container: KeyedDecodingContainer<WireKey>, forKey key: WireKey) throws -> Int8? {
        try container.decodeIfPresent(Int8.self, forKey: key)
    }
    public func encode(to container: inout KeyedEncodingContainer<WireKey>, forKey key: WireKey) throws {
        try container.encode(self, forKey: key)
    }
    public static func encodeIfPresent(_ value: Int8?, to container: inout KeyedEncodingContainer<WireKey>, forKey key: WireKey) throws {
        try container.encodeIfPresent(value, forKey: key)
    }
}

extension Int16: WireScalar {
    public static func decode(from container: KeyedDecodingContainer<WireKey>, forKey key: WireKey) throws -> Int16 {
        try container.decode(Int16.self, forKey: key)
    }
    public static func decodeIfPresent(from container: KeyedDecodingContainer<WireKey>, forKey key: WireKey) throws -> Int16? {
        try container.decodeIfPresent(Int16.self, forKey: key)
    }
    public func encode(to container: inout KeyedEncodingContainer<WireKey>, forKey key: WireKey) throws {
        try container.encode(self, forKey: key)
    }
    public static func encodeIfPresent(_ value: Int16?, to container: inout KeyedEncodingContainer<WireKey>, forKey key: WireKey) throws {
        try container.encodeIfPresent(value, forKey: key)
    }
}

extension Int32: WireScalar {
    public static func decode(from container: KeyedDecodingContainer<WireKey>, forKey key: WireKey) throws -> Int32 {
        try container.decode(Int32.self, forKey: key)
    }
    public static func decodeIfPresent(from container: KeyedDecodingContainer<WireKey>, forKey key: WireKey) throws -> Int32? {
        try container.decodeIfPresent(Int32.self, forKey: key)
    }
    public func encode(to container: inout KeyedEncodingContainer<WireKey>, forKey key: WireKey) throws {
        try container.encode(self, forKey: key)
    }
    public static func encodeIfPresent(_ value: Int32?, to container: inout KeyedEncodingContainer<WireKey>, forKey key: WireKey) throws {
        try container.encodeIfPresent(value, forKey: key)
    }
}

extension Int64: WireScalar {
    public static func decode(from container: KeyedDecodingContainer<WireKey>, forKey key: WireKey) throws -> Int64 {
        try container.decode(Int64.self, forKey: key)
    }
    public static func decodeIfPresent(from container: KeyedDecodingContainer<WireKey>, forKey key: WireKey) throws -> Int64? {
        try container.decodeIfPresent(Int64.self, forKey: key)
    }
    public func encode(to container: inout KeyedEncodingContainer<WireKey>, forKey key: WireKey) throws {
        try container.encode(self, forKey: key)
    }
    public static func encodeIfPresent(_ value: Int64?, to container: inout KeyedEncodingContainer<WireKey>, forKey key: WireKey) throws {
        try container.encodeIfPresent(value, forKey: key)
    }
}

extension UInt: WireScalar {
    public static func decode(from container: KeyedDecodingContainer<WireKey>, forKey key: WireKey) throws -> UInt {
        try container.decode(UInt.self, forKey: key)
    }
    public static func decodeIfPresent(from container: KeyedDecodingContainer<WireKey>, forKey key: WireKey) throws -> UInt? {
        try container.decodeIfPresent(UInt.self, forKey: key)
    }
    public func encode(to container: inout KeyedEncodingContainer<WireKey>, forKey key: WireKey) throws {
        try container.encode(self, forKey: key)
    }
    public static func encodeIfPresent(_ value: UInt?, to container: inout KeyedEncodingContainer<WireKey>, forKey key: WireKey) throws {
        try container.encodeIfPresent(value, forKey: key)
    }
}

extension UInt8: WireScalar {
    public static func decode(from container: KeyedDecodingContainer<WireKey>, forKey key: WireKey) throws -> UInt8 {
        try container.decode(UInt8.self, forKey: key)
    }
    public static func decodeIfPresent(from container: KeyedDecodingContainer<WireKey>, forKey key: WireKey) throws -> UInt8? {
        try container.decodeIfPresent(UInt8.self, forKey: key)
    }
    public func encode(to container: inout KeyedEncodingContainer<WireKey>, forKey key: WireKey) throws {
        try container.encode(self, forKey: key)
    }
    public static func encodeIfPresent(_ value: UInt8?, to container: inout KeyedEncodingContainer<WireKey>, forKey key: WireKey) throws {
        try container.encodeIfPresent(value, forKey: key)
    }
}

extension UInt16: WireScalar {
    public static func decode(from container: KeyedDecodingContainer<WireKey>, forKey key: WireKey) throws -> UInt16 {
        try container.decode(UInt16.self, forKey: key)
    }
    public static func decodeIfPresent(from container: KeyedDecodingContainer<WireKey>, forKey key: WireKey) throws -> UInt16? {
        try container.decodeIfPresent(UInt16.self, forKey: key)
    }
    public func encode(to container: inout KeyedEncodingContainer<WireKey>, forKey key: WireKey) throws {
        try container.encode(self, forKey: key)
    }
    public static func encodeIfPresent(_ value: UInt16?, to container: inout KeyedEncodingContainer<WireKey>, forKey key: WireKey) throws {
        try container.encodeIfPresent(value, forKey: key)
    }
}

extension UInt32: WireScalar {
    public static func decode(from container: KeyedDecodingContainer<WireKey>, forKey key: WireKey) throws -> UInt32 {
        try container.decode(UInt32.self, forKey: key)
    }
    public static func decodeIfPresent(from container: KeyedDecodingContainer<WireKey>, forKey key: WireKey) throws -> UInt32? {
        try container.decodeIfPresent(UInt32.self, forKey: key)
    }
    public func encode(to container: inout KeyedEncodingContainer<WireKey>, forKey key: WireKey) throws {
        try container.encode(self, forKey: key)
    }
    public static func encodeIfPresent(_ value: UInt32?, to container: inout KeyedEncodingContainer<WireKey>, forKey key: WireKey) throws {
        try container.encodeIfPresent(value, forKey: key)
    }
}

extension UInt64: WireScalar {
    public static func decode(from container: KeyedDecodingContainer<WireKey>, forKey key: WireKey) throws -> UInt64 {
        try container.decode(UInt64.self, forKey: key)
    }
    public static func decodeIfPresent(from container: KeyedDecodingContainer<WireKey>, forKey key: WireKey) throws -> UInt64? {
        try container.decodeIfPresent(UInt64.self, forKey: key)
    }
    public func encode(to container: inout KeyedEncodingContainer<WireKey>, forKey key: WireKey) throws {
        try container.encode(self, forKey: key)
    }
    public static func encodeIfPresent(_ value: UInt64?, to container: inout KeyedEncodingContainer<WireKey>, forKey key: WireKey) throws {
        try container.encodeIfPresent(value, forKey: key)
    }
}

extension DecodingError {
    /// `error`, thrown by a decoder while reading a `type` value at `codingPath` and not a `DecodingError` itself, as
    /// `DecodingError.dataCorrupted` at that path (``WireDecodingContainer``, envelope payloads). `JSONDecoder`'s own
    /// error for a number that does not fit (`numberIsNotRepresentableInSwift(parsed: "9223372036854775808")`)
    /// becomes `The number 9223372036854775808 does not fit in Int64.`; any other keeps its text.
    static func unreadableValue(_ error: any Error, at codingPath: [any CodingKey], reading type: Any.Type) -> DecodingError {
        var name = String(describing: type)
        while name.hasPrefix("Optional<"), name.hasSuffix(">") {
            name = String(name.dropFirst("Optional<".count).dropLast())
        }
        let text = String(describing: error)
        let description: String
        if let number = Self.unrepresentableNumber(in: text) {
            description = name.contains("<")
                ? "The number \(number) does not fit in the number type of \(name)."
                : "The number \(number) does not fit in \(name)."
        } else {
            description = "\(name) could not be read: \(text)"
        }
        return .dataCorrupted(Context(codingPath: codingPath, debugDescription: description, underlyingError: error))
    }

    /// The number in `JSONDecoder`'s `numberIsNotRepresentableInSwift(parsed: "…")`, or `nil` for another error.
    static func unrepresentableNumber(in text: String) -> Substring? {
        let marker = "numberIsNotRepresentableInSwift(parsed: \""
        guard let start = text.range(of: marker)?.upperBound,
              let end = text[start...].firstIndex(of: "\"")
        else { return nil }
        return text[start..<end]
    }
}
