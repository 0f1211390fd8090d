/// A coding key given by its name on the wire: the one key type generated models and the runtime key their
/// containers by (`try container.decode(Int64.self, forKey: "message_id")`).
///
/// Generated `init(from:)` and `encode(to:)` name each property's wire key as a string literal, so a model
/// declares no `CodingKeys` enum of its own (issue 12: those enums were the largest part of a models file's
/// compiled size). A key of at most 15 UTF-8 bytes goes as a `StaticString` to the `at:` forms of the keyed
/// containers (`try container.decode(Int64.self, at: "message_id")`, WireKeyCoding.swift), which build the `WireKey`
/// in the runtime: a `StaticString` argument compiles to three constants, where a `WireKey` literal builds and
/// destroys a `String` at every call site. A longer key stays a `WireKey` literal (`forKey: "profile_image_url"`),
/// whose `String` is a constant, where the runtime would copy it to the heap at every call. The runtime keys
/// envelopes, `JSONValue` objects and string-keyed dictionaries with it too.
///
/// - `stringValue` is the key exactly as the payload spells it (no key strategy is applied by the generated
///   code; a decoder's own `keyDecodingStrategy` still applies, as it does for `CodingKeys`).
/// - `intValue` is always `nil`, and ``init(intValue:)`` fails: a wire key is a name in a JSON object, never a
///   position, which is also how a synthesized `enum CodingKeys: String, CodingKey` behaves.
/// - ``description`` is the name itself, so a `DecodingError` reads `No value associated with key message_id`
///   and a rendered coding path reads `items[0].message_id`.
public struct WireKey: CodingKey, ExpressibleByStringLiteral, Hashable, Sendable, CustomStringConvertible {
    /// The key's name on the wire.
    public let stringValue: String

    /// Always `nil`: a wire key names an object member.
    public var intValue: Int? { nil }

    /// The key named `name` on the wire.
    public init(_ name: String) {
        stringValue = name
    }

    /// The key named `stringValue`; never fails.
    public init(stringValue: String) {
        self.stringValue = stringValue
    }

    /// Fails: a wire key has no integer form (as with a synthesized string `CodingKeys` enum).
    public init?(intValue: Int) {
        nil
    }

    /// The key named by a string literal (`forKey: "id"`).
    public init(stringLiteral name: String) {
        stringValue = name
    }

    /// The key's name on the wire.
    public var description: String { stringValue }
}
