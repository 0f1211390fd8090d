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
/// shape of call, so a call has a handful of candidates with distinct labels or argument types. Measured on the
/// synthetic API: type-checking the models' `init(from:)` and `encode(to:)` bodies took about half the time
/// (docs/performance.md, "Containers of their own").
///
/// Every method reads or writes through the `KeyedDecodingContainer` or `KeyedEncodingContainer` method of the same
/// meaning, so the keys, the errors thrown, the coding paths and the JSON are exactly theirs. A value of one of the scalar types
/// the standard library's containers have requirements of their own for (`Bool`, `String`, `Double`, `Float`, `Int`,
/// `Int8`…`Int64`, `UInt`, `UInt8`…`UInt64`) goes to the decoder's or encoder's concrete method for that type, as
/// a synthesized conformance's would, instead of its generic one: the generic methods here compare the type with
/// each scalar type (a pointer comparison each) before taking the generic path, and pass the value on as it is
/// (no dynamic cast).
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
        if T.self == String.self { return try identity(base.decode(String.self, forKey: key), as: T.self) }
        if T.self == Int.self { return try identity(base.decode(Int.self, forKey: key), as: T.self) }
        if T.self == Int64.self { return try identity(base.decode(Int64.self, forKey: key), as: T.self) }
        if T.self == Bool.self { return try identity(base.decode(Bool.self, forKey: key), as: T.self) }
        if T.self == Double.self { return try identity(base.decode(Double.self, forKey: key), as: T.self) }
        if T.self == Float.self { return try identity(base.decode(Float.self, forKey: key), as: T.self) }
        if T.self == Int32.self { return try identity(base.decode(Int32.self, forKey: key), as: T.self) }
        if T.self == Int16.self { return try identity(base.decode(Int16.self, forKey: key), as: T.self) }
        if T.self == Int8.self { return try identity(base.decode(Int8.self, forKey: key), as: T.self) }
        if T.self == UInt.self { return try identity(base.decode(UInt.self, forKey: key), as: T.self) }
        if T.self == UInt64.self { return try identity(base.decode(UInt64.self, forKey: key), as: T.self) }
        if T.self == UInt32.self { return try identity(base.decode(UInt32.self, forKey: key), as: T.self) }
        if T.self == UInt16.self { return try identity(base.decode(UInt16.self, forKey: key), as: T.self) }
        if T.self == UInt8.self { return try identity(base.decode(UInt8.self, forKey: key), as: T.self) }
        return try base.decode(type, forKey: key)
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
        if T.self == String.self { return try identity(base.decodeIfPresent(String.self, forKey: key), as: T?.self) }
        if T.self == Int.self { return try identity(base.decodeIfPresent(Int.self, forKey: key), as: T?.self) }
        if T.self == Int64.self { return try identity(base.decodeIfPresent(Int64.self, forKey: key), as: T?.self) }
        if T.self == Bool.self { return try identity(base.decodeIfPresent(Bool.self, forKey: key), as: T?.self) }
        if T.self == Double.self { return try identity(base.decodeIfPresent(Double.self, forKey: key), as: T?.self) }
        if T.self == Float.self { return try identity(base.decodeIfPresent(Float.self, forKey: key), as: T?.self) }
        if T.self == Int32.self { return try identity(base.decodeIfPresent(Int32.self, forKey: key), as: T?.self) }
        if T.self == Int16.self { return try identity(base.decodeIfPresent(Int16.self, forKey: key), as: T?.self) }
        if T.self == Int8.self { return try identity(base.decodeIfPresent(Int8.self, forKey: key), as: T?.self) }
        if T.self == UInt.self { return try identity(base.decodeIfPresent(UInt.self, forKey: key), as: T?.self) }
        if T.self == UInt64.self { return try identity(base.decodeIfPresent(UInt64.self, forKey: key), as: T?.self) }
        if T.self == UInt32.self { return try identity(base.decodeIfPresent(UInt32.self, forKey: key), as: T?.self) }
        if T.self == UInt16.self { return try identity(base.decodeIfPresent(UInt16.self, forKey: key), as: T?.self) }
        if T.self == UInt8.self { return try identity(base.decodeIfPresent(UInt8.self, forKey: key), as: T?.self) }
        return try base.decodeIfPresent(type, forKey: key)
    }

    // MARK: Required-nullable, tristate and indirect values

    /// A required-nullable value (spec `nullable: true`): the key must be present, `null` is `nil`.
    ///
    /// - Throws: `DecodingError.keyNotFound` when the key is missing; `DecodingError.typeMismatch` or
    ///   `DecodingError.dataCorrupted` when the value does not decode.
    public func decodeRequiredNullable<Wrapped: Decodable>(_ type: Wrapped.Type, at key: StaticString) throws -> Wrapped? {
        try base.decodeRequiredNullable(type, forKey: WireKey(static: key))
    }

    /// A required-nullable value (spec `nullable: true`): the key must be present, `null` is `nil`.
    ///
    /// - Throws: `DecodingError.keyNotFound` when the key is missing; `DecodingError.typeMismatch` or
    ///   `DecodingError.dataCorrupted` when the value does not decode.
    public func decodeRequiredNullable<Wrapped: Decodable>(_ type: Wrapped.Type, forKey key: WireKey) throws -> Wrapped? {
        try base.decodeRequiredNullable(type, forKey: key)
    }

    /// A tristate value (spec `tristate`): a missing key is ``Nullable/absent``, `null` is ``Nullable/null``.
    ///
    /// - Throws: `DecodingError.typeMismatch` or `DecodingError.dataCorrupted` when a value does not decode.
    public func decode<Wrapped: Decodable>(_ type: Nullable<Wrapped>.Type, at key: StaticString) throws -> Nullable<Wrapped> {
        try base.decode(type, forKey: WireKey(static: key))
    }

    /// A tristate value (spec `tristate`): a missing key is ``Nullable/absent``, `null` is ``Nullable/null``.
    ///
    /// - Throws: `DecodingError.typeMismatch` or `DecodingError.dataCorrupted` when a value does not decode.
    public func decode<Wrapped: Decodable>(_ type: Nullable<Wrapped>.Type, forKey key: WireKey) throws -> Nullable<Wrapped> {
        try base.decode(type, forKey: key)
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
        try base.decode(type, forKey: WireKey(static: key), coding: coding)
    }

    /// A required value read with `coding` (a property's own `dates` or `lenient`).
    ///
    /// - Throws: `DecodingError.keyNotFound` when the key is missing, or what `coding`'s reading throws.
    public func decode<T: ValueCodable>(_ type: T.Type, forKey key: WireKey, coding: ValueCoding) throws -> T {
        try base.decode(type, forKey: key, coding: coding)
    }

    /// An optional value read with `coding`: a missing key or `null` is `nil` (lenient: a blank string too).
    ///
    /// - Throws: what `coding`'s reading throws.
    public func decodeIfPresent<T: ValueCodable>(_ type: T.Type, at key: StaticString, coding: ValueCoding) throws -> T? {
        try base.decodeIfPresent(type, forKey: WireKey(static: key), coding: coding)
    }

    /// An optional value read with `coding`: a missing key or `null` is `nil` (lenient: a blank string too).
    ///
    /// - Throws: what `coding`'s reading throws.
    public func decodeIfPresent<T: ValueCodable>(_ type: T.Type, forKey key: WireKey, coding: ValueCoding) throws -> T? {
        try base.decodeIfPresent(type, forKey: key, coding: coding)
    }

    /// A required, nullable value read with `coding`: the key must be present, `null` is `nil`.
    ///
    /// - Throws: `DecodingError.keyNotFound` when the key is missing, or what `coding`'s reading throws.
    public func decodeRequiredNullable<T: ValueCodable>(_ type: T.Type, at key: StaticString, coding: ValueCoding) throws -> T? {
        try base.decodeRequiredNullable(type, forKey: WireKey(static: key), coding: coding)
    }

    /// A required, nullable value read with `coding`: the key must be present, `null` is `nil`.
    ///
    /// - Throws: `DecodingError.keyNotFound` when the key is missing, or what `coding`'s reading throws.
    public func decodeRequiredNullable<T: ValueCodable>(_ type: T.Type, forKey key: WireKey, coding: ValueCoding) throws -> T? {
        try base.decodeRequiredNullable(type, forKey: key, coding: coding)
    }

    /// A tristate value read with `coding`: a missing key is ``Nullable/absent``, `null` is ``Nullable/null``.
    ///
    /// - Throws: what `coding`'s reading throws.
    public func decode<Wrapped: ValueCodable>(
        _ type: Nullable<Wrapped>.Type, at key: StaticString, coding: ValueCoding
    ) throws -> Nullable<Wrapped> {
        try base.decode(type, forKey: WireKey(static: key), coding: coding)
    }

    /// A tristate value read with `coding`: a missing key is ``Nullable/absent``, `null` is ``Nullable/null``.
    ///
    /// - Throws: what `coding`'s reading throws.
    public func decode<Wrapped: ValueCodable>(
        _ type: Nullable<Wrapped>.Type, forKey key: WireKey, coding: ValueCoding
    ) throws -> Nullable<Wrapped> {
        try base.decode(type, forKey: key, coding: coding)
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
        if T.self == String.self { return try base.encode(identity(value, as: String.self), forKey: key) }
        if T.self == Int.self { return try base.encode(identity(value, as: Int.self), forKey: key) }
        if T.self == Int64.self { return try base.encode(identity(value, as: Int64.self), forKey: key) }
        if T.self == Bool.self { return try base.encode(identity(value, as: Bool.self), forKey: key) }
        if T.self == Double.self { return try base.encode(identity(value, as: Double.self), forKey: key) }
        if T.self == Float.self { return try base.encode(identity(value, as: Float.self), forKey: key) }
        if T.self == Int32.self { return try base.encode(identity(value, as: Int32.self), forKey: key) }
        if T.self == Int16.self { return try base.encode(identity(value, as: Int16.self), forKey: key) }
        if T.self == Int8.self { return try base.encode(identity(value, as: Int8.self), forKey: key) }
        if T.self == UInt.self { return try base.encode(identity(value, as: UInt.self), forKey: key) }
        if T.self == UInt64.self { return try base.encode(identity(value, as: UInt64.self), forKey: key) }
        if T.self == UInt32.self { return try base.encode(identity(value, as: UInt32.self), forKey: key) }
        if T.self == UInt16.self { return try base.encode(identity(value, as: UInt16.self), forKey: key) }
        if T.self == UInt8.self { return try base.encode(identity(value, as: UInt8.self), forKey: key) }
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
        if T.self == String.self { return try base.encodeIfPresent(identity(value, as: String?.self), forKey: key) }
        if T.self == Int.self { return try base.encodeIfPresent(identity(value, as: Int?.self), forKey: key) }
        if T.self == Int64.self { return try base.encodeIfPresent(identity(value, as: Int64?.self), forKey: key) }
        if T.self == Bool.self { return try base.encodeIfPresent(identity(value, as: Bool?.self), forKey: key) }
        if T.self == Double.self { return try base.encodeIfPresent(identity(value, as: Double?.self), forKey: key) }
        if T.self == Float.self { return try base.encodeIfPresent(identity(value, as: Float?.self), forKey: key) }
        if T.self == Int32.self { return try base.encodeIfPresent(identity(value, as: Int32?.self), forKey: key) }
        if T.self == Int16.self { return try base.encodeIfPresent(identity(value, as: Int16?.self), forKey: key) }
        if T.self == Int8.self { return try base.encodeIfPresent(identity(value, as: Int8?.self), forKey: key) }
        if T.self == UInt.self { return try base.encodeIfPresent(identity(value, as: UInt?.self), forKey: key) }
        if T.self == UInt64.self { return try base.encodeIfPresent(identity(value, as: UInt64?.self), forKey: key) }
        if T.self == UInt32.self { return try base.encodeIfPresent(identity(value, as: UInt32?.self), forKey: key) }
        if T.self == UInt16.self { return try base.encodeIfPresent(identity(value, as: UInt16?.self), forKey: key) }
        if T.self == UInt8.self { return try base.encodeIfPresent(identity(value, as: UInt8?.self), forKey: key) }
        try base.encodeIfPresent(value, forKey: key)
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

/// `value` as a `Target`, for a `Source` the caller has checked is `Target`: the same value under its other name,
/// where `value as? Target` would cost a dynamic cast per property of every decoded model.
///
/// - Precondition: `Source` is `Target` (`Source.self == Target.self`).
@inline(__always)
private func identity<Source, Target>(_ value: Source, as target: Target.Type) -> Target {
    unsafeBitCast(value, to: Target.self)
}
