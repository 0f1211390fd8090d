/// A small, fast pseudo-random generator (SplitMix64) so synthetic specs are the same bytes on every run and
/// every platform; the standard library's generator is seeded randomly and cannot be used for that.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A number in `range`, drawn without the platform-specific paths of `Int.random(in:using:)`.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// Whether an event with the given chance (0...1) happens.
    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }

    /// `count` distinct elements of `pool` in a deterministic order (a partial Fisher–Yates shuffle).
    mutating func pick<Element>(_ count: Int, from pool: [Element]) -> [Element] {
        var items = pool
        let count = min(count, items.count)
        for index in 0..<count {
            items.swapAt(index, int(in: index...(items.count - 1)))
        }
        return Array(items[0..<count])
    }
}
