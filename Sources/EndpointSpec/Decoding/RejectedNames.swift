/// The names of one scope (the query or path parameters of an endpoint, the properties of a model, the spec's
/// servers, the models a `uses` entry would have provided) whose declarations were refused with an error already
/// reported.
///
/// A later rule that looks a name up in the scope (pagination's page parameter, a path placeholder, `identified_by`,
/// `server:`, a type expression) and misses one of these stays quiet: its error would only restate the first one,
/// in another place (one located error per problem, docs/diagnostics.md, "Follow-on errors").
struct RejectedNames {
    private var names: Set<String> = []
    /// Whether the scope itself was refused (not a mapping, or a key that is not a string), so any name may have
    /// been declared in it.
    private(set) var includesEveryName = false

    /// Records the refused declaration of `name`.
    mutating func insert(_ name: String) {
        names.insert(name)
    }

    /// Records that the whole scope was refused: every lookup in it is a follow-on.
    mutating func insertEveryName() {
        includesEveryName = true
    }

    /// Whether a lookup of `name` that found nothing follows from an error already reported.
    func contains(_ name: String) -> Bool {
        includesEveryName || names.contains(name)
    }
}
