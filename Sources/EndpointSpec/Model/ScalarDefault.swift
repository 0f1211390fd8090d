/// A default written as text, checked against a number or boolean type (spec format §3: defaults must fit their type,
/// numbers within its range): the spec decoder's check, which the importer makes too, so that what it writes lints.
package struct ScalarDefault: Sendable, Hashable {
    /// Whether the text is a value of the type.
    package var fits: Bool
    /// What a default of the type must be, for messages: `an integer`, `a 32-bit integer`, `true or false`.
    package var expected: String
    /// The type's range when the text is a number of the type's form beyond it (`-2147483648 to 2147483647` for
    /// `3000000000` on an `int32`), else `nil`.
    package var exceededRange: String?

    /// The check of `text` as a default of `primitive`, or `nil` when the type's defaults are not numbers or booleans.
    package init?(_ text: String, for primitive: TypeReference.Primitive) {
        switch primitive {
        case .int, .int64:
            fits = Int64(text) != nil
            expected = "an integer"
            if !fits, Self.isIntegerNumeral(text) { exceededRange = "\(Int64.min) to \(Int64.max)" }
        case .int32:
            fits = Int32(text) != nil
            expected = "a 32-bit integer"
            if !fits, Self.isIntegerNumeral(text) { exceededRange = "\(Int32.min) to \(Int32.max)" }
        case .decimal:
            fits = DecimalText(text) != nil
            expected = "a decimal number of at most 38 significant digits"
            if !fits, Self.isNumeral(text) {
                exceededRange = "at most 38 significant digits, times a power of ten from -128 to 127"
            }
        case .double:
            fits = Double(text).map { $0.isFinite } == true
            expected = "a number"
            if !fits, Self.isNumeral(text) { exceededRange = "magnitudes up to about 1.8e308" }
        case .float:
            fits = Double(text).map { $0.isFinite && abs($0) <= Double(Float.greatestFiniteMagnitude) } == true
            expected = "a number within the range of Float"
            if !fits, Self.isNumeral(text) { exceededRange = "magnitudes up to about 3.4e38" }
        case .bool:
            fits = text == "true" || text == "false"
            expected = "true or false"
        case .string, .date, .calendarDate, .url, .uuid, .data, .json:
            return nil
        }
    }

    /// The check of `text` as a default of `type`, or `nil` unless it is a number or boolean type.
    package init?(_ text: String, for type: TypeReference) {
        guard case .primitive(let primitive) = type else { return nil }
        self.init(text, for: primitive)
    }

    /// Whether `text` is written as a number, as JSON writes one with a `+` allowed before it (`1e400`, `+5`; not
    /// `inf`, `0x1F` or `1.2.3`).
    static func isNumeral(_ text: String) -> Bool {
        ExampleDefinition.isJSONNumber(text.hasPrefix("+") ? String(text.dropFirst()) : text)
    }

    /// Whether `text` is written as an integer (`-12`, `+99999999999999999999`; not `1e3` or `1.0`).
    static func isIntegerNumeral(_ text: String) -> Bool {
        isNumeral(text) && !text.contains { $0 == "." || $0 == "e" || $0 == "E" }
    }
}
