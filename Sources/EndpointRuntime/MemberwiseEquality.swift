/// The comparison a generated model's `==` makes for each property (the function is `Equatable`'s `==` for the model,
/// declared under a name of its own so that the module holds no operator function per model; docs/performance.md,
/// "Equality under a name of its own"):
///
/// ```swift
/// @_implements(Equatable, ==(_:_:))
/// public static func isEqual(_ lhs: Self, _ rhs: Self) -> Bool {
///     guard MemberwiseEquality.equal(lhs.messageID, rhs.messageID) else { return false }
///     guard MemberwiseEquality.equal(lhs.senderName, rhs.senderName) else { return false }
///     return true
/// }
/// ```
///
/// The result is exactly the compiler's synthesized `==`: two values are equal when every stored property is equal
/// by its own `Equatable` conformance (so a `Double` property holding `nan` makes a value unequal to itself, as with
/// synthesis). It exists for compile cost (issue 12, docs/performance.md): a synthesized `==` is expanded into every
/// model, and in an optimized build every array, optional and nested comparison in it is specialized and inlined
/// there, which made `==` about a quarter of the release build of a large API. Here each model's `==` stays one call
/// per property that is never inlined: the comparison of an array or a nested model is compiled once per type,
/// not once in every model that holds one. Comparing costs a call per property at run time: from about 1.0× the
/// synthesized `==` on models with URLs, dates and nested objects to about 1.5× on models of plain scalars
/// (`generator-bench --runtime-cost`).
///
/// A single generic function (not the `==` operator) is also cheaper to type-check: the compiler does not choose
/// among the standard library's many `==` overloads for each line. (Keeping the comparison from being specialized
/// at all would save about 2 s more of the same release build, but made `==` on arrays of models 20× slower than the
/// synthesized one: models compared on every state change, as in SwiftUI's `onChange` or a store comparing state,
/// would pay for it.)
public enum MemberwiseEquality {
    /// Whether `lhs == rhs`, by `T`'s own `Equatable` conformance.
    @inline(never)
    public static func equal<T: Equatable>(_ lhs: T, _ rhs: T) -> Bool {
        lhs == rhs
    }
}
