import Dispatch
import Foundation

/// Maps the elements of an array on every processor at once, keeping the results in element order.
/// Spec files are loaded and generated this way, so the output never depends on which finishes first.
package enum ConcurrentMap {
    /// `transform` applied to each element, run concurrently (on `DispatchQueue.concurrentPerform`'s threads);
    /// the result has the same order as `elements`, so it is exactly what `elements.map(transform)` gives
    /// when `transform` depends only on its argument.
    package static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        guard elements.count > 1 else { return elements.map(transform) }
        let slots = Slots<Result>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            slots.set(transform(elements[index]), at: index)
        }
        return slots.values
    }

    /// One result slot per element, written under a lock (each slot exactly once).
    private final class Slots<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [Value?]

        init(count: Int) {
            storage = Array(repeating: nil, count: count)
        }

        func set(_ value: Value, at index: Int) {
            lock.lock()
            storage[index] = value
            lock.unlock()
        }

        /// The values in index order; every slot has been set once `concurrentPerform` returns.
        var values: [Value] {
            lock.lock()
            defer { lock.unlock() }
            return storage.compactMap { $0 }
        }
    }
}
