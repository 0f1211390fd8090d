/// Kinds of random input the property test leaves out while a generator bug about them is open.
///
/// Each switch names the bug it works around; set it back to its "no exclusion" value once the bug is fixed so the
/// input comes back into the test. None is open now; the run prints which are set. Fixed so far: `Bool` as a model
/// name (now refused with a located error, see `RandomSpecGenerator.refusedModelNames`), tristate enums, colliding
/// parameter names (numbered with a warning), nested types under caseless keys (`Type` suffix), request defaults
/// under `-default-isolation MainActor` (`nonisolated extension`), self-referential aliases (now a located error, so avoided by the generator),
/// `hashValue` keys (`hashValueValue`), `Swift` as a model name (refused), recursion through inline objects.
struct KnownBugExclusions: Sendable {
    /// Model names dropped from the name pool.
    var shadowingModelNames: Set<String> = []
    /// Wraps references that could make a struct contain itself (`Node.next: Node?`) in an array.
    var directRecursion = false
    /// While set, enum properties never get the tristate presence.
    var tristateEnums = false
    /// While set, an endpoint never gets two parameter keys that differ only in case and punctuation.
    var parameterNameCollisions = false
    /// While set, model keys without letter case get a `json` value instead and such query items are never enums.
    var nestedTypesUnderDigitKeys = false
    /// While set, the strict batch type-checks only the `…Models.swift` files.
    var requestDefaultsUnderMainActor = false
    /// While set, array aliases name a model listed before them. Not a bug: an alias that names itself
    /// (`Error: [Error]`), or aliases naming each other in a ring (`A: [B]`, `B: [A]`), are refused with a located
    /// error (EndpointSpecTests), so the random specs, which are meant to load, avoid them.
    var selfReferentialAliases = true
    /// While set, no key is `hashValue`.
    var hashValueKey = false
    /// While set, `Swift` is not among the refused names tried.
    var swiftModelNameAccepted = false
    /// While set, model references inside inline objects are wrapped in an array.
    var recursionThroughInlineObjects = false

    /// The exclusions in force for the open bugs.
    static let current = KnownBugExclusions()
}
