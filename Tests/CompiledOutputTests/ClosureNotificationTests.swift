import EndpointCodegen
import Foundation
import TestSupport
import Testing

/// The closure style's `onChange` of a paginated view model: one call per change, and every property it reads in
/// that call already updated. A runtime review found a load-more start calling it twice, the first time with
/// `isLoadingMore` still `false` (the state was published before the flags); this test then found a first page
/// passing through `.idle` and a refresh through the old list (`.loaded` published before the new page was taken).
/// The harness records what each call sees through every change a paginated view model publishes: first page,
/// load-more start, failed load-more, page, end of the list, nothing after the end, refresh, cancelled refresh (which
/// puts back the load-more failure with the list, found by a fresh-user review); and a view model given a
/// `.loading(previous:)` state shows it as given (previews show the loading state that way).
@Suite("Closure style: one onChange per change")
struct ClosureNotificationTests {
    /// The harness's start, shared with `ObservationNotificationTests`: the pages the mock transport answers with, in
    /// order (a first page, a failed load-more, a page, the empty last page, a refresh's first page, a failure), and
    /// the client; past them a request waits until it is cancelled.
    static let prelude = ##"""
        import EndpointRuntime
        import Foundation

        func page(_ ids: [Int]) -> HTTPResponse {
            HTTPResponse(status: 200, body: Data(("[" + ids.map { #"{"message_id": \#($0), "text": "m"}"# }.joined(separator: ",") + "]").utf8))
        }
        let responses = [
            page([5, 4]), HTTPResponse(status: 500, body: Data("{}".utf8)), page([3]), page([]), page([6, 5]),
            HTTPResponse(status: 500, body: Data("{}".utf8)),
        ]
        actor Counter {
            var count = 0
            func next() -> Int { defer { count += 1 }; return count }
        }
        let counter = Counter()
        // Past the listed responses a request waits until it is cancelled.
        let transport = MockTransport { _ in
            let index = await counter.next()
            guard index < responses.count else {
                try await Task.sleep(nanoseconds: 60_000_000_000)
                return HTTPResponse(status: 500)
            }
            return responses[index]
        }
        let client = APIClient(configuration: APIClientConfiguration(baseURL: URL(string: "https://example.com")!), transport: transport)
        """##

    static let harness = prelude + "\n" + ##"""

        @MainActor func run() async {
            let room = Shop.RoomMessagesViewModel(client: client)
            func ids(_ items: [Shop.Message]) -> String { items.map { String($0.messageID) }.joined(separator: ",") }
            var cancelsWhenLoading = false
            room.onChange = { state in
                let list: String
                switch state {
                case .idle: list = "idle"
                case .loading(let previous): list = "loading(\(previous.map(ids) ?? "nil"))"
                case .loaded(let items): list = "loaded(\(ids(items)))"
                case .failed(let error, let previous): list = "failed(\(error.status ?? 0), \(previous.map(ids) ?? "nil"))"
                }
                print("\(list) more \(room.isLoadingMore) hasMore \(room.hasMore) error \(room.loadMoreError?.status ?? 0)")
                if cancelsWhenLoading, state.isLoading { room.cancel() }
            }
            print("load")
            await room.load(room: 1)
            print("more fails")
            await room.loadMore()
            print("retry")
            await room.loadMore()
            print("end")
            await room.loadMore()
            print("after end")
            await room.loadMore()
            print("refresh")
            await room.refresh()
            print("more fails again")
            await room.loadMore()
            print("cancelled refresh")
            cancelsWhenLoading = true
            await room.refresh()
            // A state given as `.loading(previous:)` is shown as given until the first load (how a preview shows the
            // loading state, docs/mocks.md); the first load keeps its previous items as a cache.
            let cached = Shop.RoomMessagesViewModel(client: client, state: .loading(previous: [Shop.Message(messageID: 9, text: "m")]))
            print("cached list: \(cached.state.value.map(ids) ?? "nil") loading \(cached.state.isLoading)")
        }
        await run()
        """##

    static let expected = """
        load
        loading(nil) more false hasMore false error 0
        loaded(5,4) more false hasMore true error 0
        more fails
        loaded(5,4) more true hasMore true error 0
        loaded(5,4) more false hasMore true error 500
        retry
        loaded(5,4) more true hasMore true error 0
        loaded(5,4,3) more false hasMore true error 0
        end
        loaded(5,4,3) more true hasMore true error 0
        loaded(5,4,3) more false hasMore false error 0
        after end
        refresh
        loading(5,4,3) more false hasMore false error 0
        loaded(6,5) more false hasMore true error 0
        more fails again
        loaded(6,5) more true hasMore true error 0
        loaded(6,5) more false hasMore true error 500
        cancelled refresh
        loading(6,5) more false hasMore true error 0
        loaded(6,5) more false hasMore true error 500
        cached list: 9 loading true
        """

    @Test func aPagedViewModelNotifiesOncePerChangeWithEveryPropertyUpdated() async throws {
        let directory = try ScratchDirectory.make("closure-notify")
        defer { try? FileManager.default.removeItem(at: directory) }
        let executable = try await ViewModelBehaviourTests.buildHarness(
            style: .closure, spec: ViewModelBehaviourTests.spec, harness: Self.harness, in: directory)
        let run = try await SwiftToolchain.run(executable, [])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.trimmingCharacters(in: .whitespacesAndNewlines) == Self.expected, "\(run.output)")
    }
}
