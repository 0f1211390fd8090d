/// What a generated open enum's `init(rawValue:)` calls to find the known case a wire value names:
///
/// ```swift
/// public nonisolated enum Status: RawRepresentable, Codable, Sendable, Hashable, CaseIterable, ParameterValueConvertible {
///     case active
///     case archived
///     /// A value this client does not know; decoding keeps it, and encoding writes it back unchanged.
///     indirect case unknown(String)
///
///     public static let allCases: [Status] = [.active, .archived]
///
///     public init(rawValue: String) {
///         self = OpenEnumeration.knownCase(matching: rawValue, in: Self.allCases) ?? .unknown(rawValue)
///     }
///     …
/// }
/// ```
///
/// The result is the one a `switch rawValue` over the known cases gives: the first case in `allCases` order whose
/// `rawValue` equals the wire value (compared as `String`s, exactly, as a `switch` on string literals compares), or
/// `nil` for a value the spec did not list. It exists for compile cost (issue 12, docs/performance.md): a `switch`
/// over string literals is a chain of literal constructions and comparisons written into every enum, about a
/// quarter of an enum's compiled code in a debug build; here each enum's initializer is one call, and the search is
/// compiled once. Finding a case costs a linear scan of the known cases, as the `switch` did.
public enum OpenEnumeration {
    /// The first of `cases` whose `rawValue` is `rawValue`, or `nil` when none is.
    @inline(never)
    public static func knownCase<Value: RawRepresentable>(matching rawValue: Value.RawValue, in cases: [Value]) -> Value?
    where Value.RawValue: Equatable {
        for value in cases where value.rawValue == rawValue {
            return value
        }
        return nil
    }
}
