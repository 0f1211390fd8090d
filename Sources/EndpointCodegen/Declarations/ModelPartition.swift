/// Which of a spec's models files (`model_files`, ``GeneratorOptions/modelFiles``) each top-level model and, with
/// more than one file, each request type goes to.
///
/// A type's part is fixed by its type name alone (`Owner`, `ListItemsRequest`): 64-bit FNV-1a of the name's UTF-8
/// bytes, modulo the number of parts, plus one. So the assignment is the same on every machine and in every run,
/// and adding, removing or editing a model or an endpoint changes only the file its type is in (plus, for an
/// endpoint, the client in the requests file; and, for a new part count, every file: a deliberate setting change).
/// Nested types (inline objects, a struct's enums, a request's query enums and `ErrorBody`) stay inside their type.
///
/// Request types are spread too so that every models file is a similar mix of models and request types: the
/// compiler's debug batches are split by file count, and the request types in one file made the batch holding it
/// the longest and its frontend the build's peak memory (docs/performance.md, "Compile cost of the output"). With
/// one models file they stay in the requests file, as they always were.
struct ModelPartition {
    /// The part numbers, `1...count`.
    let parts: ClosedRange<Int>
    private let partOfModel: [Int]
    private let partOfRequest: [Int]

    /// - Parameters:
    ///   - models: The spec's top-level model type names, in declaration order.
    ///   - requests: The spec's request type names, in declaration order.
    ///   - parts: The number of files; values below 1 count as 1.
    init(models: [String], requests: [String] = [], parts: Int) {
        let count = max(1, parts)
        self.parts = 1...count
        partOfModel = models.map { Self.part(of: $0, count: count) }
        partOfRequest = requests.map { Self.part(of: $0, count: count) }
    }

    /// Whether the request types go to the models files (more than one of them) rather than the requests file.
    var spreadsRequests: Bool { parts.count > 1 }

    /// The part of the model at `index` in the declaration order given to `init`.
    func part(ofModelAt index: Int) -> Int {
        partOfModel.indices.contains(index) ? partOfModel[index] : 1
    }

    /// The models file that declares the request type at `index` in the declaration order given to `init`, or `nil`
    /// when the requests file declares it (one models file).
    func part(ofRequestAt index: Int) -> Int? {
        guard spreadsRequests else { return nil }
        return partOfRequest.indices.contains(index) ? partOfRequest[index] : 1
    }

    private static func part(of name: String, count: Int) -> Int {
        Int(hash(name) % UInt64(count)) + 1
    }

    static func hash(_ name: String) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01b3
        }
        return value
    }
}
