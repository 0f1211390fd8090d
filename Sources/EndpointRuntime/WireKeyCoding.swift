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
/// encoded JSON are exactly those of the `forKey:` form. The concrete overloads for the scalar types
/// `KeyedDecodingContainer` and `KeyedEncodingContainer` have their own requirements for (`Bool`, `String`,
/// `Double`, `Float`, `Int`, `Int8`…`Int64`, `UInt`, `UInt8`…`UInt64`) keep a `Double` on the decoder's concrete
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

    /// `decode(_:at:)` for `Bool`, on the decoder's concrete `Bool` path.
    public func decode(_ type: Bool.Type, at key: StaticString) throws -> Bool {
        try decode(type, forKey: WireKey(static: key))
    }

    /// `decodeIfPresent(_:at:)` for `Bool`, on the decoder's concrete `Bool` path.
    public func decodeIfPresent(_ type: Bool.Type, at key: StaticString) throws -> Bool? {
        try decodeIfPresent(type, forKey: WireKey(static: key))
    }

    /// `decode(_:at:)` for `String`, on the decoder's concrete `String` path.
    public func decode(_ type: String.Type, at key: StaticString) throws -> String {
        try decode(type, forKey: WireKey(static: key))
    }

    /// `decodeIfPresent(_:at:)` for `String`, on the decoder's concrete `String` path.
    public func decodeIfPresent(_ type: String.Type, at key: StaticString) throws -> String? {
        try decodeIfPresent(type, forKey: WireKey(static: key))
    }

    /// `decode(_:at:)` for `Double`, on the decoder's concrete `Double` path.
    public func decode(_ type: Double.Type, at key: StaticString) throws -> Double {
        try decode(type, forKey: WireKey(static: key))
    }

    /// `decodeIfPresent(_:at:)` for `Double`, on the decoder's concrete `Double` path.
    public func decodeIfPresent(_ type: Double.Type, at key: StaticString) throws -> Double? {
        try decodeIfPresent(type, forKey: WireKey(static: key))
    }

    /// `decode(_:at:)` for `Float`, on the decoder's concrete `Float` path.
    public func decode(_ type: Float.Type, at key: StaticString) throws -> Float {
        try decode(type, forKey: WireKey(static: key))
    }

    /// `decodeIfPresent(_:at:)` for `Float`, on the decoder's concrete `Float` path.
    public func decodeIfPresent(_ type: Float.Type, at key: StaticString) throws -> Float? {
        try decodeIfPresent(type, forKey: WireKey(static: key))
    }

    /// `decode(_:at:)` for `Int`, on the decoder's concrete `Int` path.
    public func decode(_ type: Int.Type, at key: StaticString) throws -> Int {
        try decode(type, forKey: WireKey(static: key))
    }

    /// `decodeIfPresent(_:at:)` for `Int`, on the decoder's concrete `Int` path.
    public func decodeIfPresent(_ type: Int.Type, at key: StaticString) throws -> Int? {
        try decodeIfPresent(type, forKey: WireKey(static: key))
    }

    /// `decode(_:at:)` for `Int8`, on the decoder's concrete `Int8` path.
    public func decode(_ type: Int8.Type, at key: StaticString) throws -> Int8 {
        try decode(type, forKey: WireKey(static: key))
    }

    /// `decodeIfPresent(_:at:)` for `Int8`, on the decoder's concrete `Int8` path.
    public func decodeIfPresent(_ type: Int8.Type, at key: StaticString) throws -> Int8? {
        try decodeIfPresent(type, forKey: WireKey(static: key))
    }

    /// `decode(_:at:)` for `Int16`, on the decoder's concrete `Int16` path.
    public func decode(_ type: Int16.Type, at key: StaticString) throws -> Int16 {
        try decode(type, forKey: WireKey(static: key))
    }

    /// `decodeIfPresent(_:at:)` for `Int16`, on the decoder's concrete `Int16` path.
    public func decodeIfPresent(_ type: Int16.Type, at key: StaticString) throws -> Int16? {
        try decodeIfPresent(type, forKey: WireKey(static: key))
    }

    /// `decode(_:at:)` for `Int32`, on the decoder's concrete `Int32` path.
    public func decode(_ type: Int32.Type, at key: StaticString) throws -> Int32 {
        try decode(type, forKey: WireKey(static: key))
    }

    /// `decodeIfPresent(_:at:)` for `Int32`, on the decoder's concrete `Int32` path.
    public func decodeIfPresent(_ type: Int32.Type, at key: StaticString) throws -> Int32? {
        try decodeIfPresent(type, forKey: WireKey(static: key))
    }

    /// `decode(_:at:)` for `Int64`, on the decoder's concrete `Int64` path.
    public func decode(_ type: Int64.Type, at key: StaticString) throws -> Int64 {
        try decode(type, forKey: WireKey(static: key))
    }

    /// `decodeIfPresent(_:at:)` for `Int64`, on the decoder's concrete `Int64` path.
    public func decodeIfPresent(_ type: Int64.Type, at key: StaticString) throws -> Int64? {
        try decodeIfPresent(type, forKey: WireKey(static: key))
    }

    /// `decode(_:at:)` for `UInt`, on the decoder's concrete `UInt` path.
    public func decode(_ type: UInt.Type, at key: StaticString) throws -> UInt {
        try decode(type, forKey: WireKey(static: key))
    }

    /// `decodeIfPresent(_:at:)` for `UInt`, on the decoder's concrete `UInt` path.
    public func decodeIfPresent(_ type: UInt.Type, at key: StaticString) throws -> UInt? {
        try decodeIfPresent(type, forKey: WireKey(static: key))
    }

    /// `decode(_:at:)` for `UInt8`, on the decoder's concrete `UInt8` path.
    public func decode(_ type: UInt8.Type, at key: StaticString) throws -> UInt8 {
        try decode(type, forKey: WireKey(static: key))
    }

    /// `decodeIfPresent(_:at:)` for `UInt8`, on the decoder's concrete `UInt8` path.
    public func decodeIfPresent(_ type: UInt8.Type, at key: StaticString) throws -> UInt8? {
        try decodeIfPresent(type, forKey: WireKey(static: key))
    }

    /// `decode(_:at:)` for `UInt16`, on the decoder's concrete `UInt16` path.
    public func decode(_ type: UInt16.Type, at key: StaticString) throws -> UInt16 {
        try decode(type, forKey: WireKey(static: key))
    }

    /// `decodeIfPresent(_:at:)` for `UInt16`, on the decoder's concrete `UInt16` path.
    public func decodeIfPresent(_ type: UInt16.Type, at key: StaticString) throws -> UInt16? {
        try decodeIfPresent(type, forKey: WireKey(static: key))
    }

    /// `decode(_:at:)` for `UInt32`, on the decoder's concrete `UInt32` path.
    public func decode(_ type: UInt32.Type, at key: StaticString) throws -> UInt32 {
        try decode(type, forKey: WireKey(static: key))
    }

    /// `decodeIfPresent(_:at:)` for `UInt32`, on the decoder's concrete `UInt32` path.
    public func decodeIfPresent(_ type: UInt32.Type, at key: StaticString) throws -> UInt32? {
        try decodeIfPresent(type, forKey: WireKey(static: key))
    }

    /// `decode(_:at:)` for `UInt64`, on the decoder's concrete `UInt64` path.
    public func decode(_ type: UInt64.Type, at key: StaticString) throws -> UInt64 {
        try decode(type, forKey: WireKey(static: key))
    }

    /// `decodeIfPresent(_:at:)` for `UInt64`, on the decoder's concrete `UInt64` path.
    public func decodeIfPresent(_ type: UInt64.Type, at key: StaticString) throws -> UInt64? {
        try decodeIfPresent(type, forKey: WireKey(static: key))
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

    /// `encode(_:at:)` for `Bool`, on the encoder's concrete `Bool` path.
    public mutating func encode(_ value: Bool, at key: StaticString) throws {
        try encode(value, forKey: WireKey(static: key))
    }

    /// `encodeIfPresent(_:at:)` for `Bool`, on the encoder's concrete `Bool` path.
    public mutating func encodeIfPresent(_ value: Bool?, at key: StaticString) throws {
        try encodeIfPresent(value, forKey: WireKey(static: key))
    }

    /// `encode(_:at:)` for `String`, on the encoder's concrete `String` path.
    public mutating func encode(_ value: String, at key: StaticString) throws {
        try encode(value, forKey: WireKey(static: key))
    }

    /// `encodeIfPresent(_:at:)` for `String`, on the encoder's concrete `String` path.
    public mutating func encodeIfPresent(_ value: String?, at key: StaticString) throws {
        try encodeIfPresent(value, forKey: WireKey(static: key))
    }

    /// `encode(_:at:)` for `Double`, on the encoder's concrete `Double` path.
    public mutating func encode(_ value: Double, at key: StaticString) throws {
        try encode(value, forKey: WireKey(static: key))
    }

    /// `encodeIfPresent(_:at:)` for `Double`, on the encoder's concrete `Double` path.
    public mutating func encodeIfPresent(_ value: Double?, at key: StaticString) throws {
        try encodeIfPresent(value, forKey: WireKey(static: key))
    }

    /// `encode(_:at:)` for `Float`, on the encoder's concrete `Float` path.
    public mutating func encode(_ value: Float, at key: StaticString) throws {
        try encode(value, forKey: WireKey(static: key))
    }

    /// `encodeIfPresent(_:at:)` for `Float`, on the encoder's concrete `Float` path.
    public mutating func encodeIfPresent(_ value: Float?, at key: StaticString) throws {
        try encodeIfPresent(value, forKey: WireKey(static: key))
    }

    /// `encode(_:at:)` for `Int`, on the encoder's concrete `Int` path.
    public mutating func encode(_ value: Int, at key: StaticString) throws {
        try encode(value, forKey: WireKey(static: key))
    }

    /// `encodeIfPresent(_:at:)` for `Int`, on the encoder's concrete `Int` path.
    public mutating func encodeIfPresent(_ value: Int?, at key: StaticString) throws {
        try encodeIfPresent(value, forKey: WireKey(static: key))
    }

    /// `encode(_:at:)` for `Int8`, on the encoder's concrete `Int8` path.
    public mutating func encode(_ value: Int8, at key: StaticString) throws {
        try encode(value, forKey: WireKey(static: key))
    }

    /// `encodeIfPresent(_:at:)` for `Int8`, on the encoder's concrete `Int8` path.
    public mutating func encodeIfPresent(_ value: Int8?, at key: StaticString) throws {
        try encodeIfPresent(value, forKey: WireKey(static: key))
    }

    /// `encode(_:at:)` for `Int16`, on the encoder's concrete `Int16` path.
    public mutating func encode(_ value: Int16, at key: StaticString) throws {
        try encode(value, forKey: WireKey(static: key))
    }

    /// `encodeIfPresent(_:at:)` for `Int16`, on the encoder's concrete `Int16` path.
    public mutating func encodeIfPresent(_ value: Int16?, at key: StaticString) throws {
        try encodeIfPresent(value, forKey: WireKey(static: key))
    }

    /// `encode(_:at:)` for `Int32`, on the encoder's concrete `Int32` path.
    public mutating func encode(_ value: Int32, at key: StaticString) throws {
        try encode(value, forKey: WireKey(static: key))
    }

    /// `encodeIfPresent(_:at:)` for `Int32`, on the encoder's concrete `Int32` path.
    public mutating func encodeIfPresent(_ value: Int32?, at key: StaticString) throws {
        try encodeIfPresent(value, forKey: WireKey(static: key))
    }

    /// `encode(_:at:)` for `Int64`, on the encoder's concrete `Int64` path.
    public mutating func encode(_ value: Int64, at key: StaticString) throws {
        try encode(value, forKey: WireKey(static: key))
    }

    /// `encodeIfPresent(_:at:)` for `Int64`, on the encoder's concrete `Int64` path.
    public mutating func encodeIfPresent(_ value: Int64?, at key: StaticString) throws {
        try encodeIfPresent(value, forKey: WireKey(static: key))
    }

    /// `encode(_:at:)` for `UInt`, on the encoder's concrete `UInt` path.
    public mutating func encode(_ value: UInt, at key: StaticString) throws {
        try encode(value, forKey: WireKey(static: key))
    }

    /// `encodeIfPresent(_:at:)` for `UInt`, on the encoder's concrete `UInt` path.
    public mutating func encodeIfPresent(_ value: UInt?, at key: StaticString) throws {
        try encodeIfPresent(value, forKey: WireKey(static: key))
    }

    /// `encode(_:at:)` for `UInt8`, on the encoder's concrete `UInt8` path.
    public mutating func encode(_ value: UInt8, at key: StaticString) throws {
        try encode(value, forKey: WireKey(static: key))
    }

    /// `encodeIfPresent(_:at:)` for `UInt8`, on the encoder's concrete `UInt8` path.
    public mutating func encodeIfPresent(_ value: UInt8?, at key: StaticString) throws {
        try encodeIfPresent(value, forKey: WireKey(static: key))
    }

    /// `encode(_:at:)` for `UInt16`, on the encoder's concrete `UInt16` path.
    public mutating func encode(_ value: UInt16, at key: StaticString) throws {
        try encode(value, forKey: WireKey(static: key))
    }

    /// `encodeIfPresent(_:at:)` for `UInt16`, on the encoder's concrete `UInt16` path.
    public mutating func encodeIfPresent(_ value: UInt16?, at key: StaticString) throws {
        try encodeIfPresent(value, forKey: WireKey(static: key))
    }

    /// `encode(_:at:)` for `UInt32`, on the encoder's concrete `UInt32` path.
    public mutating func encode(_ value: UInt32, at key: StaticString) throws {
        try encode(value, forKey: WireKey(static: key))
    }

    /// `encodeIfPresent(_:at:)` for `UInt32`, on the encoder's concrete `UInt32` path.
    public mutating func encodeIfPresent(_ value: UInt32?, at key: StaticString) throws {
        try encodeIfPresent(value, forKey: WireKey(static: key))
    }

    /// `encode(_:at:)` for `UInt64`, on the encoder's concrete `UInt64` path.
    public mutating func encode(_ value: UInt64, at key: StaticString) throws {
        try encode(value, forKey: WireKey(static: key))
    }

    /// `encodeIfPresent(_:at:)` for `UInt64`, on the encoder's concrete `UInt64` path.
    public mutating func encodeIfPresent(_ value: UInt64?, at key: StaticString) throws {
        try encodeIfPresent(value, forKey: WireKey(static: key))
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
