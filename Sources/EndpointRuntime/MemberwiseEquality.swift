/// The comparison generated models' `==` makes for each property:
///
/// ```swift
/// public static func == (lhs: Self, rhs: Self) -> Bool {
///     guard MemberwiseEquality.equal(lhs.messageID, rhs.messageID) else { return false }
///     guard MemberwiseEquality.equal(lhs.senderName, rhs.senderName) else { return false }
///     return true
/// }
/// ```
///
/// The result is exactly the compiler's synthesized `==`: two values are equal when every stored property is equal
/// by its own `Equatable` conformance (so a `Double` property holding `nan` makes a value unequal to itself, as with
/// synthesis). It exists for compile cost (issue 12, docs/performance.md): a synthesized `==` is expanded into every
/// model and, in an optimized build, every array, optional and nested comparison in it is specialized and inlined
/// there, which made `==` about a quarter of a release build of a large API. One generic call per property that is
/// never inlined keeps each model's `==` small; a comparison costs a call per property more at run time, which
/// models compared by SwiftUI or tests do not notice.
///
/// A single generic function (not the `==` operator) is also cheaper to type-check: the compiler does not pick among
/// the standard library's many `==` overloads for each line.
public enum MemberwiseEquality {
    /// Whether `lhs == rhs`, by `T`'s own `Equatable` conformance.
    @inline(never)
    public static func equal<T: Equatable>(_ lhs: T, _ rhs: T) -> Bool {
        lhs == rhs
    }
}
