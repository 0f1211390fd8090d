import EndpointSpec

/// Where an OpenAPI example was read: its JSON pointer (for the warning's text) and its place in the document.
struct ExampleOrigin: Hashable, Sendable {
    var pointer: JSONPointer
    var location: SourceLocation

    init(_ node: DocumentNode) {
        pointer = node.pointer
        location = node.node.location
    }
}

/// Every OpenAPI example the import reads, and what became of it (docs/import.md, "Examples").
///
/// An example is either carried into the spec (`carry`) or left out for a reason (`leaveOut`); `leftOut` lists
/// those not carried, each with its reason, so that no example is dropped without an `import.exampleLeftOut`
/// warning. An example is one place in the document (its line and column): one shared by several operations
/// (a `components/parameters` entry, a `components/examples` value) counts as carried when any use carries it.
/// The last reason given wins, so a general reason (from the walk over an operation) is refined by the code that
/// knows more (the parameter's own example is carried instead).
struct ExampleLedger {
    /// Examples in the order they were first read.
    private var order: [ExampleOrigin] = []
    private var known: Set<SourceLocation> = []
    private var carried: Set<SourceLocation> = []
    private var reasons: [SourceLocation: String] = [:]

    /// Records that the example at `origin` was read.
    mutating func read(_ origin: ExampleOrigin) {
        if known.insert(origin.location).inserted { order.append(origin) }
    }

    /// Records that the example at `origin` is written into the spec.
    mutating func carry(_ origin: ExampleOrigin?) {
        guard let origin else { return }
        read(origin)
        carried.insert(origin.location)
    }

    /// Records why the example at `origin` cannot be carried (it is left out unless some use carries it).
    mutating func leaveOut(_ origin: ExampleOrigin?, _ reason: String) {
        guard let origin else { return }
        read(origin)
        reasons[origin.location] = reason
    }

    /// The examples read and not carried, in the order they were read, with their reason.
    var leftOut: [(origin: ExampleOrigin, reason: String)] {
        order.filter { !carried.contains($0.location) }.map { origin in
            (origin, reasons[origin.location] ?? "the spec format has no place for this example")
        }
    }
}
