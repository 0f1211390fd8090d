/// A decimal number written in a spec (`19.99`, `-0.5`, `1e-7`), split exactly into sign, digits and a power of
/// ten, so generated code can build the `Decimal` without passing through binary floating point.
///
/// Accepts JSON's number grammar (RFC 8259 §6) with an optional leading `+`; at most 38 significant digits, the
/// precision of Foundation's `Decimal`.
package struct DecimalText: Sendable, Hashable {
    package var isNegative: Bool
    /// The significant digits without leading zeros (`"0"` for zero).
    package var digits: String
    /// The power of ten the digits are multiplied by.
    package var exponent: Int

    package init?(_ text: String) {
        var rest = Substring(text)
        isNegative = rest.first == "-"
        if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
        var mantissa = rest
        var exponent = 0
        if let e = rest.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = rest[..<e]
            let exponentText = rest[rest.index(after: e)...]
            guard let value = Int(exponentText), abs(value) <= 1_000 else { return nil }
            exponent = value
        }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let whole = parts.first, !whole.isEmpty,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard parts.count == 1 || !fraction.isEmpty else { return nil }
        let allDigits = String(whole + fraction).drop { $0 == "0" }
        guard allDigits.count <= 38 else { return nil }
        digits = allDigits.isEmpty ? "0" : String(allDigits)
        self.exponent = exponent - fraction.count
        guard (-128...127).contains(self.exponent) || digits == "0" else { return nil }
        if digits == "0" { self.exponent = 0 }
    }
}
