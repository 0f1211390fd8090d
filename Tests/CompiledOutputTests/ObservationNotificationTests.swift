import EndpointCodegen
import Foundation
import TestSupport
import Testing

/// The observation style's paginated view model, observed as SwiftUI observes it: each published property read
/// inside `withObservationTracking` and tracked again after every step, through the same changes as
/// `ClosureNotificationTests` (first page, load-more start, failed load-more, page, end of the list, nothing after
/// the end, refresh, cancelled refresh). Each step prints the properties that told their observers of a change, and
/// then their values: a property that changed must have notified, one that did not must not have (an empty last
/// page sets `state` to the list it already holds: no notification, as with the `@Observable` macro). The style writes
/// its observation out instead of using the `@Observable` macro (docs/view-models.md, "How the observation style
/// observes").
@Suite("Observation style: each change observed")
struct ObservationNotificationTests {
    static let harness = ClosureNotificationTests.prelude + "\n" + ##"""
        import Observation

        /// The names of the properties whose observers were told of a change since the last `take()`.
        final class Notified: @unchecked Sendable {
            private let lock = NSLock()
            private var names: Set<String> = []
            func insert(_ name: String) { lock.withLock { _ = names.insert(name) } }
            func take() -> String { lock.withLock { defer { names = [] }; return names.sorted().joined(separator: ",") } }
        }

        @MainActor func run() async {
            let room = Shop.RoomMessagesViewModel(client: client)
            let notified = Notified()
            func ids(_ items: [Shop.Message]) -> String { items.map { String($0.messageID) }.joined(separator: ",") }
            func track() {
                withObservationTracking { _ = room.state } onChange: { notified.insert("state") }
                withObservationTracking { _ = room.isLoadingMore } onChange: { notified.insert("isLoadingMore") }
                withObservationTracking { _ = room.loadMoreError } onChange: { notified.insert("loadMoreError") }
                withObservationTracking { _ = room.hasMore } onChange: { notified.insert("hasMore") }
                withObservationTracking { _ = room.items } onChange: { notified.insert("items") }
            }
            func step(_ name: String, _ action: () async -> Void) async {
                track()
                await action()
                let list: String
                switch room.state {
                case .idle: list = "idle"
                case .loading(let previous): list = "loading(\(previous.map(ids) ?? "nil"))"
                case .loaded(let items): list = "loaded(\(ids(items)))"
                case .failed(let error, let previous): list = "failed(\(error.status ?? 0), \(previous.map(ids) ?? "nil"))"
                }
                print("\(name): [\(notified.take())] \(list) more \(room.isLoadingMore) hasMore \(room.hasMore) error \(room.loadMoreError?.status ?? 0)")
            }
            await step("load") { await room.load(room: 1) }
            await step("more fails") { await room.loadMore() }
            await step("retry") { await room.loadMore() }
            await step("end") { await room.loadMore() }
            await step("after end") { await room.loadMore() }
            await step("refresh") { await room.refresh() }
            await step("more fails again") { await room.loadMore() }
            // A refresh cancelled while it runs: the list and the load-more failure come back.
            await step("cancelled refresh") {
                let refresh = Task { await room.refresh() }
                while !room.state.isLoading { await Task.yield() }
                room.cancel()
                await refresh.value
            }
        }
        await run()
        """##

    static let expected = """
        load: [hasMore,items,state] loaded(5,4) more false hasMore true error 0
        more fails: [isLoadingMore,loadMoreError] loaded(5,4) more false hasMore true error 500
        retry: [isLoadingMore,items,loadMoreError,state] loaded(5,4,3) more false hasMore true error 0
        end: [hasMore,isLoadingMore] loaded(5,4,3) more false hasMore false error 0
        after end: [] loaded(5,4,3) more false hasMore false error 0
        refresh: [hasMore,items,state] loaded(6,5) more false hasMore true error 0
        more fails again: [isLoadingMore,loadMoreError] loaded(6,5) more false hasMore true error 500
        cancelled refresh: [items,loadMoreError,state] loaded(6,5) more false hasMore true error 500
        """

    @Test func aPagedViewModelTellsTheObserversOfEachPropertyThatChanges() async throws {
        let directory = try ScratchDirectory.make("observation-notify")
        defer { try? FileManager.default.removeItem(at: directory) }
        let executable = try await ViewModelBehaviourTests.buildHarness(
            style: .observation, spec: ViewModelBehaviourTests.spec, harness: Self.harness, in: directory)
        let run = try await SwiftToolchain.run(executable, [])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.trimmingCharacters(in: .whitespacesAndNewlines) == Self.expected, "\(run.output)")
    }
}
