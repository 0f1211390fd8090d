/// Keyed coding with the key given as a `StaticString`: the form generated `init(from:)` and `encode(to:)` call
/// (`self.lat = try container.decode(Double.self, at: "lat")`, `try container.encode(self.lat, at: "lat")`).
///
/// Why (issue 12, compile cost of the output): at `-Onone` a `forKey: "lat"` argument builds a `String` from the
/// literal, calls ``WireKey/init(stringLiteral:)``, stores the key in a stack temporary and destroys it on the
/// success path and on every failure path: about 40 LLVM IR instructions per property, in every model. A
/// `StaticString` is three constants, trivially copyable, with nothing to destroy; the ``WireKey`` is built here,
/// once, in the runtime. Measured on the synthetic models batch: docs/performance.md, "StaticString keys".
///
/// Every method forwards to its `forKey:` counterpart with `WireKey(static: key)`, so the keys, the errors thrown
/// (`DecodingError.keyNotFound` reads `No value associated with key message_id`), the coding paths and the
/// encoded JSON are exactly those of the `forKey:` form. The ``WireScalar`` overloads, for the scalar types
/// `KeyedDecodingContainer` and `KeyedEncodingContainer` have their own requirements for (`Bool`, `String`,
/// `Double`, `Float`, `Int`, `Int8`…`Int64`, `UInt`, `UInt8`…`UInt64`), keep a `Double` on the decoder's concrete
/// path instead of its generic one.
///
/// The generator passes keys of at most 15 UTF-8 bytes this way: such a key becomes a `String` stored inline, with
/// no allocation; a longer one would be copied to the heap at every call, so generated code passes it as a
/// ``WireKey`` literal, whose `String` is an immortal constant.
///
/// The label is `at:`, not `forKey:`: with one label, a string literal argument would type-check against both
/// `WireKey` and `StaticString` (both are expressible by string literals), and the type checker would have to
/// rank the two overload sets at every call; a distinct label leaves one candidate set.
extension WireKey {
    /// The key named by `name`. Read through `StaticString.description`, which is correct for both of a
    /// `StaticString`'s representations: UTF-8 text (a literal argument: any script, emoji, escaped scalars) and a
    /// single Unicode scalar (a one-scalar literal made through `ExpressibleByUnicodeScalarLiteral`, where
    /// `utf8Start` would trap).
    init(static name: StaticString) {
        self.init(name.description)
    }
}

// MARK: - Decoding

extension KeyedDecodingContainer where Key == WireKey {
    /// Whether the container has a value (possibly `null`) for `key`; `contains(_:)` with a ``WireKey``.
    public func contains(at key: StaticString) -> Bool {
        contains(WireKey(static: key))
    }

    /// The value of type `type` for `key`.
    ///
    /// - Throws: `DecodingError.keyNotFound` when the key is missing, `DecodingError.valueNotFound` when it is
    ///   `null`, `DecodingError.typeMismatch` or `DecodingError.dataCorrupted` when the value does not decode.
    public func decode<T: Decodable>(_ type: T.Type, at key: StaticString) throws -> T {
        try decode(type, forKey: WireKey(static: key))
    }

    /// The value of type `type` for `key`, or `nil` when the key is missing or its value is `null`.
    ///
    /// - Throws: `DecodingError.typeMismatch` or `DecodingError.dataCorrupted` when the value does not decode.
    public func decodeIfPresent<T: Decodable>(_ type: T.Type, at key: StaticString) throws -> T? {
        try decodeIfPresent(type, forKey: WireKey(static: key))
    }

    /// `decode(_:at:)` for a ``WireScalar``, on the decoder's concrete path for its type (the overload the type
    /// checker prefers for the scalar types).
    public func decode<T: WireScalar>(_ type: T.Type, at key: StaticString) throws -> T {
        try T.decode(from: self, forKey: WireKey(static: key))
    }

    /// `decodeIfPresent(_:at:)` for a ``WireScalar``, on the decoder's concrete path for its type.
    public func decodeIfPresent<T: WireScalar>(_ type: T.Type, at key: StaticString) throws -> T? {
        try T.decodeIfPresent(from: self, forKey: WireKey(static: key))
    }

    /// A tristate value (spec `tristate`): a missing key is ``Nullable/absent``, `null` is ``Nullable/null``.
    ///
    /// - Throws: `DecodingError.typeMismatch` or `DecodingError.dataCorrupted` when a value does not decode.
    public func decode<Wrapped: Decodable>(_ type: Nullable<Wrapped>.Type, at key: StaticString) throws -> Nullable<Wrapped> {
        try decode(type, forKey: WireKey(static: key))
    }

    /// A required-nullable value (spec `nullable: true`): the key must be present, `null` is `nil`.
    ///
    /// - Throws: `DecodingError.keyNotFound` when the key is missing; `DecodingError.typeMismatch` or
    ///   `DecodingError.dataCorrupted` when the value does not decode.
    public func decodeRequiredNullable<Wrapped: Decodable>(_ type: Wrapped.Type, at key: StaticString) throws -> Wrapped? {
        try decodeRequiredNullable(type, forKey: WireKey(static: key))
    }

    /// An optional indirect property, read like a plain optional: a missing key or `null` is `nil`.
    ///
    /// - Throws: `DecodingError.typeMismatch` or `DecodingError.dataCorrupted` when the value does not decode.
    public func decode<Wrapped: Decodable>(_ type: Indirect<Wrapped?>.Type, at key: StaticString) throws -> Indirect<Wrapped?> {
        try decode(type, forKey: WireKey(static: key))
    }

    /// A required value read with `coding` (a property's own `dates` or `lenient`).
    ///
    /// - Throws: `DecodingError.keyNotFound` when the key is missing, or what `coding`'s reading throws.
    public func decode<T: ValueCodable>(_ type: T.Type, at key: StaticString, coding: ValueCoding) throws -> T {
        try decode(type, forKey: WireKey(static: key), coding: coding)
    }

    /// An optional value read with `coding`: a missing key or `null` is `nil` (lenient: a blank string too).
    ///
    /// - Throws: what `coding`'s reading throws.
    public func decodeIfPresent<T: ValueCodable>(_ type: T.Type, at key: StaticString, coding: ValueCoding) throws -> T? {
        try decodeIfPresent(type, forKey: WireKey(static: key), coding: coding)
    }

    /// A required, nullable value read with `coding`: the key must be present, `null` is `nil`.
    ///
    /// - Throws: `DecodingError.keyNotFound` when the key is missing, or what `coding`'s reading throws.
    public func decodeRequiredNullable<T: ValueCodable>(
        _ type: T.Type, at key: StaticString, coding: ValueCoding
    ) throws -> T? {
        try decodeRequiredNullable(type, forKey: WireKey(static: key), coding: coding)
    }

    /// A tristate value read with `coding`: a missing key is ``Nullable/absent``, `null` is ``Nullable/null``.
    ///
    /// - Throws: what `coding`'s reading throws.
    public func decode<Wrapped: ValueCodable>(
        _ type: Nullable<Wrapped>.Type, at key: StaticString, coding: ValueCoding
    ) throws -> Nullable<Wrapped> {
        try decode(type, forKey: WireKey(static: key), coding: coding)
    }
}

// MARK: - Encoding

extension KeyedEncodingContainer where Key == WireKey {
    /// Writes `value` for `key`.
    ///
    /// - Throws: `EncodingError.invalidValue` when the encoder rejects the value (a non-finite `Double` under
    ///   `JSONEncoder`'s default strategy), or what `value`'s own `encode(to:)` throws.
    public mutating func encode<T: Encodable>(_ value: T, at key: StaticString) throws {
        try encode(value, forKey: WireKey(static: key))
    }

    /// Writes `value` for `key`, or nothing (the key is left out) when it is `nil`.
    ///
    /// - Throws: what `encode(_:at:)` throws.
    public mutating func encodeIfPresent<T: Encodable>(_ value: T?, at key: StaticString) throws {
        try encodeIfPresent(value, forKey: WireKey(static: key))
    }

    /// `encode(_:at:)` for a ``WireScalar``, on the encoder's concrete path for its type (the overload the type
    /// checker prefers for the scalar types).
    public mutating func encode<T: WireScalar>(_ value: T, at key: StaticString) throws {
        try value.encode(to: &self, forKey: WireKey(static: key))
    }

    /// `encodeIfPresent(_:at:)` for a ``WireScalar``, on the encoder's concrete path for its type.
    public mutating func encodeIfPresent<T: WireScalar>(_ value: T?, at key: StaticString) throws {
        try T.encodeIfPresent(value, to: &self, forKey: WireKey(static: key))
    }

    /// Writes a tristate value: ``Nullable/absent`` writes nothing, ``Nullable/null`` writes `null`.
    ///
    /// - Throws: what `encode(_:at:)` throws for the wrapped value.
    public mutating func encode<Wrapped: Encodable>(_ value: Nullable<Wrapped>, at key: StaticString) throws {
        try encode(value, forKey: WireKey(static: key))
    }

    /// Writes a required-nullable value: `nil` writes `null` instead of leaving the key out.
    ///
    /// - Throws: what `encode(_:at:)` throws.
    public mutating func encodeRequiredNullable<Wrapped: Encodable>(_ value: Wrapped?, at key: StaticString) throws {
        try encodeRequiredNullable(value, forKey: WireKey(static: key))
    }

    /// Writes an optional indirect property like a plain optional: `nil` is left out.
    ///
    /// - Throws: what `encode(_:at:)` throws.
    public mutating func encode<Wrapped: Encodable>(_ value: Indirect<Wrapped?>, at key: StaticString) throws {
        try encode(value, forKey: WireKey(static: key))
    }

    /// Writes `value` with `coding` (a property's own `dates`).
    ///
    /// - Throws: what `coding`'s writing throws.
    public mutating func encode<T: ValueCodable>(_ value: T, at key: StaticString, coding: ValueCoding) throws {
        try encode(value, forKey: WireKey(static: key), coding: coding)
    }

    /// Writes `value` with `coding`, or nothing when it is `nil`.
    ///
    /// - Throws: what `coding`'s writing throws.
    public mutating func encodeIfPresent<T: ValueCodable>(_ value: T?, at key: StaticString, coding: ValueCoding) throws {
        try encodeIfPresent(value, forKey: WireKey(static: key), coding: coding)
    }

    /// Writes `value` with `coding`, or `null` when it is `nil`.
    ///
    /// - Throws: what `coding`'s writing throws.
    public mutating func encodeRequiredNullable<T: ValueCodable>(
        _ value: T?, at key: StaticString, coding: ValueCoding
    ) throws {
        try encodeRequiredNullable(value, forKey: WireKey(static: key), coding: coding)
    }

    /// Writes a tristate value with `coding`: nothing when absent, `null`, or the value.
    ///
    /// - Throws: what `coding`'s writing throws.
    public mutating func encode<Wrapped: ValueCodable>(
        _ value: Nullable<Wrapped>, at key: StaticString, coding: ValueCoding
    ) throws {
        try encode(value, forKey: WireKey(static: key), coding: coding)
    }
}
