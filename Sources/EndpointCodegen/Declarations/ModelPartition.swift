/// Which of a spec's models files (`model_files`, ``GeneratorOptions/modelFiles``) each top-level model goes to.
///
/// A model's part is fixed by its name alone: 64-bit FNV-1a of the name's UTF-8 bytes, modulo the number of parts,
/// plus one. So the assignment is the same on every machine and in every run, and adding, removing or editing a
/// model changes only the file it is in (and, for a new part count, every file: a deliberate setting change).
/// Nested types (inline objects, a struct's enums) stay inside their model.
struct ModelPartition {
    /// The part numbers, `1...count`.
    let parts: ClosedRange<Int>
    private let partOfModel: [Int]

    /// - Parameters:
    ///   - names: The spec's top-level model type names, in declaration order.
    ///   - parts: The number of files; values below 1 count as 1.
    init(names: [String], parts: Int) {
        let count = max(1, parts)
        self.parts = 1...count
        partOfModel = names.map { Int(Self.hash($0) % UInt64(count)) + 1 }
    }

    /// The part of the model at `index` in the declaration order given to `init`.
    func part(ofModelAt index: Int) -> Int {
        partOfModel.indices.contains(index) ? partOfModel[index] : 1
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
