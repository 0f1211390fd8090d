import EndpointRuntime
import Foundation
import Testing

/// `LatestLoad` publishes each change once: a load superseding another whose `.loading` state it would repeat
/// publishes nothing (a review found the closure style's `onChange` called twice with `loading(previous: nil)` when
/// a load with other parameters superseded a slow one; `@Published` and `@Observable` re-sent the same state too).
@Suite("LatestLoad publishes each change once")
@MainActor
struct LatestLoadPublishTests {
    /// Records what a load publishes, as text.
    final class Log {
        var states: [String] = []

        func record(_ state: LoadState<Int>) {
            switch state {
            case .idle: states.append("idle")
            case .loading(let previous): states.append("loading(\(previous.map(String.init) ?? "nil"))")
            case .loaded(let value): states.append("loaded(\(value))")
            case .failed(_, let previous): states.append("failed(\(previous.map(String.init) ?? "nil"))")
            }
        }
    }

    /// Starts a load of `parameters` that waits until cancelled (a slow request), and returns once it has started
    /// (so it has published what it publishes first: the main actor runs `run` up to its first suspension).
    func startSlowLoad(_ loads: LatestLoad<Int>, _ parameters: Int, _ log: Log) async -> Task<Void, Never> {
        let started = AsyncStream<Void>.makeStream()
        let task = Task {
            defer { started.continuation.finish() }
            _ = await loads.run({
                started.continuation.yield()
                try await Task.sleep(nanoseconds: 60_000_000_000)
                return -1
            }, for: parameters) { log.record($0) }
        }
        for await _ in started.stream {
            break
        }
        return task
    }

    @Test("Review example: a load of other parameters superseding a slow first load publishes loading(nil) once")
    func supersedingFirstLoad() async {
        let loads = LatestLoad<Int>()
        let log = Log()
        let first = await startSlowLoad(loads, 1, log)
        await loads.run({ 2 }, for: 2) { log.record($0) }
        await first.value
        #expect(log.states == ["loading(nil)", "loaded(2)"])
    }

    @Test("A reload superseding a slow reload publishes loading(previous) once; other parameters then drop the value")
    func supersedingReloads() async {
        let loads = LatestLoad<Int>()
        let log = Log()
        await loads.run({ 1 }, for: 1) { log.record($0) }
        let reload = await startSlowLoad(loads, 1, log)
        let again = await startSlowLoad(loads, 1, log)
        let other = await startSlowLoad(loads, 2, log)
        loads.cancel()
        for task in [reload, again, other] {
            await task.value
        }
        // The cancelled load of 2 puts back the state from before it: the loaded 1.
        #expect(log.states == ["loading(nil)", "loaded(1)", "loading(1)", "loading(nil)", "loaded(1)"])
    }

    @Test("A state given as .loading(previous:) is not published again by the first load, which then settles")
    func initialLoadingState() async {
        let loads = LatestLoad<Int>(showing: .loading(previous: 7))
        let log = Log()
        await loads.run({ 8 }, for: 1) { log.record($0) }
        #expect(log.states == ["loaded(8)"])
        let other = LatestLoad<Int>(showing: .loading(previous: nil))
        await other.run({ 9 }, for: 1) { log.record($0) }
        #expect(log.states == ["loaded(8)", "loaded(9)"])
    }

    @Test("After reset() while a load keeps a value, the next load publishes its own loading(nil)")
    func resetWhileLoading() async {
        let loads = LatestLoad<Int>()
        let log = Log()
        await loads.run({ 1 }, for: 1) { log.record($0) }
        let reload = await startSlowLoad(loads, 1, log)
        loads.reset()
        await loads.run({ 3 }, for: 1) { log.record($0) }
        await reload.value
        #expect(log.states == ["loading(nil)", "loaded(1)", "loading(1)", "loading(nil)", "loaded(3)"])
    }

    @Test("Every load that settles publishes its settled state, also when it equals the one before")
    func settledStatesArePublished() async {
        let loads = LatestLoad<Int>()
        let log = Log()
        await loads.run({ 1 }, for: 1) { log.record($0) }
        await loads.run({ 1 }, for: 1) { log.record($0) }
        #expect(log.states == ["loading(nil)", "loaded(1)", "loading(1)", "loaded(1)"])
    }
}
