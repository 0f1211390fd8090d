import Foundation

/// Time limits in seconds (`TimeInterval`): checking a caller's value, and converting one for the clocks that count
/// whole units without trapping.
enum TimeLimits {
    /// `seconds` unless it is not a finite number above 0 (`0`, negative, NaN, infinite), which is an
    /// ``APIError/invalidRequest(_:)`` naming `what` (e.g. "The call's options set the timeout").
    static func checked(_ seconds: TimeInterval, _ what: String) throws -> TimeInterval {
        guard seconds.isFinite, seconds > 0 else {
            throw APIError.invalidRequest("\(what) to \(seconds) seconds; a time limit is a finite number of seconds above 0.")
        }
        return seconds
    }

    /// `seconds` as nanoseconds for `Task.sleep(nanoseconds:)`: 0 for a value that is not above 0 (NaN included),
    /// `UInt64.max` (about 584 years) for one too large to count or infinite. `UInt64(_:)` traps on both.
    static func nanoseconds(_ seconds: TimeInterval) -> UInt64 {
        guard seconds > 0 else { return 0 }
        let nanoseconds = seconds * 1_000_000_000
        // 2^64 exactly: every Double below it converts; `Double(UInt64.max)` rounds up to it.
        return nanoseconds < 18_446_744_073_709_551_616 ? UInt64(nanoseconds) : .max
    }

    /// Waits `seconds` (nothing for a value not above 0); throws `CancellationError` when the task is cancelled.
    static func sleep(_ seconds: TimeInterval) async throws {
        let nanoseconds = nanoseconds(seconds)
        guard nanoseconds > 0 else { return try Task.checkCancellation() }
        try await Task.sleep(nanoseconds: nanoseconds)
    }
}
