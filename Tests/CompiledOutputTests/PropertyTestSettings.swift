import Foundation

/// How many random specs a run checks and from which seed; `PROPERTY_CASES` and `PROPERTY_SEED` override the
/// bounded defaults of the normal test run.
struct PropertyTestSettings: Sendable {
    var cases: Int
    var seed: UInt64

    static func fromEnvironment() -> PropertyTestSettings {
        let environment = ProcessInfo.processInfo.environment
        let cases = environment["PROPERTY_CASES"].flatMap(Int.init) ?? 20
        let seed = environment["PROPERTY_SEED"].flatMap(UInt64.init) ?? 0x5EED_0006
        return PropertyTestSettings(cases: max(1, cases), seed: seed)
    }
}
