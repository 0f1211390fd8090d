import EndpointRuntime
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import GeneratedAPI
import TestSupport
import Testing

/// A weak reference that can cross tasks.
final class Watched<Object: AnyObject>: @unchecked Sendable {
    // Safe: `stored` is only touched under `lock`.
    private let lock = NSLock()
    private weak var stored: Object?

    init(_ object: Object?) {
        stored = object
    }

    var isReleased: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stored == nil
    }
}

/// Waits until `condition()` holds, at most `seconds`; whether it did. For what happens on another queue (a session
/// releasing its delegate once invalidated, a request arriving); the bound only keeps a failure from hanging the run.
func eventually(within seconds: Double = 20, _ condition: @Sendable () -> Bool) async -> Bool {
    let end = ContinuousClock.now + .seconds(seconds)
    while !condition() {
        if ContinuousClock.now >= end { return false }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return true
}

/// Holds its waiters until opened.
final class OpenableGate: @unchecked Sendable {
    // Safe: `waiting` and `isOpen` are only touched under `lock`.
    private let lock = NSLock()
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var isOpen = false

    func wait() async {
        await withCheckedContinuation { continuation in
            lock.lock()
            if isOpen {
                lock.unlock()
                continuation.resume()
            } else {
                waiting.append(continuation)
                lock.unlock()
            }
        }
    }

    func open() {
        lock.lock()
        isOpen = true
        let waiters = waiting
        waiting = []
        lock.unlock()
        waiters.forEach { $0.resume() }
    }
}

/// The transport of a screen under test: answers through `answer`, counts the sends that started and those that
/// ended in a cancellation (the request was cancelled, not left running).
final class ScreenTransport: HTTPTransport, @unchecked Sendable {
    typealias Answer = @Sendable (HTTPRequest) async throws -> HTTPResponse

    // Safe: the counters are only touched under `lock`; `answer` is immutable.
    private let lock = NSLock()
    private var startedSends = 0
    private var cancelledSends = 0
    private let answer: Answer

    init(_ answer: @escaping Answer) {
        self.answer = answer
    }

    var started: Int {
        lock.lock()
        defer { lock.unlock() }
        return startedSends
    }

    var cancelled: Int {
        lock.lock()
        defer { lock.unlock() }
        return cancelledSends
    }

    private func countStarted() {
        lock.lock()
        defer { lock.unlock() }
        startedSends += 1
    }

    private func countCancelled() {
        lock.lock()
        defer { lock.unlock() }
        cancelledSends += 1
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        countStarted()
        do {
            return try await answer(request)
        } catch {
            if error is CancellationError || (error as? URLError)?.code == .cancelled {
                countCancelled()
            }
            throw error
        }
    }

    /// An answer that comes only after a minute (a timeout then): a cancellation ends it at once, and a regression that
    /// leaves the send running fails the test after that minute instead of hanging the run.
    static let held: Answer = { _ in
        try await Task.sleep(for: .seconds(60))
        throw URLError(.timedOut)
    }

    /// `status` with a JSON body.
    static func json(_ body: String, status: Int = 200, headers: HTTPHeaders = HTTPHeaders(), for request: HTTPRequest) -> HTTPResponse {
        var headers = headers
        headers["Content-Type"] = "application/json"
        return HTTPResponse(status: status, headers: headers, body: Data(body.utf8), url: request.url)
    }
}

/// What an iOS screen does with a view model and what it may expect (review 40): the screen creates the view model,
/// starts a load (`.task { await viewModel.load() }`, or a button's `Task`), and the user leaves. No test held a weak
/// reference to a view model or a client before. Each test drops every strong reference and requires the view model,
/// its client's transport (and what its token refresher holds) to be released once the work in flight has ended;
/// leaving cancels what SwiftUI cancels (the `.task`), that cancellation reaches the transport (its send ends
/// cancelled, not left running), and the state after it is the one docs/view-models.md gives: the state from
/// before the load, never `.failed`, never stuck loading.
@MainActor
@Suite("View model lifetimes and cancellation")
struct ViewModelLifetimeTests {
    nonisolated static let rooms = #"{"isSuccess": true, "code": 1000, "message": "ok", "result": [{"roomId": 1}]}"#
    static let room = Messages.MessageListItem(roomID: 1, title: nil, repUserName: nil, profileImageURL: nil, recentMessage: nil)

    static func client(_ transport: ScreenTransport, refresher: TokenRefresher? = nil, token: String = testToken) -> APIClient {
        APIClient(
            configuration: APIClientConfiguration(
                baseURL: URL(string: "https://api.example.com")!, authPlacement: Messages.authPlacement,
                tokenProvider: { token }, tokenRefresher: refresher),
            transport: transport, middleware: [RetryMiddleware()])
    }

    // MARK: Load view model (LatestLoad)

    @Test("after a completed load the view model and its transport are released")
    func completedLoad() async throws {
        var viewModel: Watched<Messages.MessageListViewModel>?
        var transport: Watched<ScreenTransport>?
        do {
            let screenTransport = ScreenTransport { request in ScreenTransport.json(Self.rooms, for: request) }
            let screen = Messages.MessageListViewModel(client: Self.client(screenTransport))
            viewModel = Watched(screen)
            transport = Watched(screenTransport)
            await screen.load()
            #expect(screen.state == .loaded([Self.room]))
        }
        #expect(viewModel?.isReleased == true)
        #expect(transport?.isReleased == true)
    }

    @Test("after a failed load the view model and its transport are released")
    func failedLoad() async throws {
        var viewModel: Watched<Messages.MessageListViewModel>?
        var transport: Watched<ScreenTransport>?
        do {
            let screenTransport = ScreenTransport { request in ScreenTransport.json("{}", status: 500, for: request) }
            let screen = Messages.MessageListViewModel(client: Self.client(screenTransport))
            viewModel = Watched(screen)
            transport = Watched(screenTransport)
            await screen.load()
            #expect(screen.state.error?.status == 500, "\(screen.state)")
        }
        #expect(viewModel?.isReleased == true)
        #expect(transport?.isReleased == true)
    }

    @Test("leaving the screen cancels the .task's load: the send is cancelled, the state is what it was (idle, or the value shown), and everything is released",
          arguments: [false, true])
    func cancelledLoad(withValueShown: Bool) async throws {
        var viewModel: Watched<Messages.MessageListViewModel>?
        var transport: Watched<ScreenTransport>?
        do {
            let screenTransport = ScreenTransport(ScreenTransport.held)
            let before: LoadState<[Messages.MessageListItem]> = withValueShown ? .loaded([Self.room]) : .idle
            let screen = Messages.MessageListViewModel(client: Self.client(screenTransport), state: before)
            viewModel = Watched(screen)
            transport = Watched(screenTransport)
            let task = Task { await screen.load() }                   // `.task { await viewModel.load() }`
            let started = await eventually { screenTransport.started == 1 }
            #expect(started)
            #expect(screen.state.isLoading)
            task.cancel()                                               // the user left: SwiftUI cancels the task
            await task.value
            #expect(screenTransport.cancelled == 1, "the transport's send was left running")
            #expect(screen.state == before)
        }
        #expect(viewModel?.isReleased == true)
        #expect(transport?.isReleased == true)
    }

    @Test("cancel() while a load runs: the send is cancelled, the state is idle again, and everything is released")
    func cancelMethod() async throws {
        var viewModel: Watched<Messages.MessageListViewModel>?
        var transport: Watched<ScreenTransport>?
        do {
            let screenTransport = ScreenTransport(ScreenTransport.held)
            let screen = Messages.MessageListViewModel(client: Self.client(screenTransport))
            viewModel = Watched(screen)
            transport = Watched(screenTransport)
            let task = Task { await screen.load() }
            let started = await eventually { screenTransport.started == 1 }
            #expect(started)
            screen.cancel()
            await task.value
            #expect(screenTransport.cancelled == 1)
            #expect(screen.state == .idle)
        }
        #expect(viewModel?.isReleased == true)
        #expect(transport?.isReleased == true)
    }

    @Test("a load started by a button's Task, the screen gone meanwhile: the view model is released once the request ends")
    func droppedWhileLoading() async throws {
        let gate = OpenableGate()
        var viewModel: Watched<Messages.MessageListViewModel>?
        var transport: Watched<ScreenTransport>?
        var task: Task<Void, Never>?
        do {
            let screenTransport = ScreenTransport { request in
                await gate.wait()
                return ScreenTransport.json(Self.rooms, for: request)
            }
            let screen = Messages.MessageListViewModel(client: Self.client(screenTransport))
            viewModel = Watched(screen)
            transport = Watched(screenTransport)
            task = Task { await screen.load() }
            let started = await eventually { screenTransport.started == 1 }
            #expect(started)
        }
        // The Task holds the view model while its request runs (nothing cancels it), and lets it go when it ends.
        #expect(viewModel?.isReleased == false)
        gate.open()
        await task?.value
        task = nil
        #expect(viewModel?.isReleased == true)
        #expect(transport?.isReleased == true)
    }

    @Test("leaving while the token refresh of the load's 401 runs: the load ends at once in idle, and everything is released once the refresh ends")
    func cancelledDuringTokenRefresh() async throws {
        let refreshStarted = OpenableGate()
        let refreshMayEnd = OpenableGate()
        /// Records when the refresh ended.
        final class Store: @unchecked Sendable {
            // Safe: `ended` is only touched under `lock`.
            private let lock = NSLock()
            private var ended = false
            func end() {
                lock.lock()
                defer { lock.unlock() }
                ended = true
            }
            var refreshEnded: Bool {
                lock.lock()
                defer { lock.unlock() }
                return ended
            }
        }
        var viewModel: Watched<Messages.MessageListViewModel>?
        var transport: Watched<ScreenTransport>?
        var store: Watched<Store>?
        do {
            let screenTransport = ScreenTransport { request in
                let status = request.headers["x-access-token"] == "old" ? 401 : 200
                return ScreenTransport.json(Self.rooms, status: status, for: request)
            }
            let sessionStore = Store()
            let screen = Messages.MessageListViewModel(client: Self.client(screenTransport, refresher: { _ in
                refreshStarted.open()
                await refreshMayEnd.wait()
                sessionStore.end()
                return "new"
            }, token: "old"))
            viewModel = Watched(screen)
            transport = Watched(screenTransport)
            store = Watched(sessionStore)
            let task = Task { await screen.load() }
            await refreshStarted.wait()
            // Should the load wait for the refresh after all, the refresh ends after a minute and the test fails, not hangs.
            let watchdog = Task {
                try? await Task.sleep(for: .seconds(60))
                refreshMayEnd.open()
            }
            defer { watchdog.cancel() }
            task.cancel()
            await task.value
            #expect(!sessionStore.refreshEnded, "the cancelled load waited for the refresh")
            #expect(screen.state == .idle)
        }
        // The refresh runs on (other calls may share it) and holds the refresher until it ends.
        #expect(viewModel?.isReleased == true)
        refreshMayEnd.open()
        let storeReleased = await eventually { [store] in store?.isReleased ?? true }
        #expect(storeReleased, "the refresher's store is never released")
        let transportReleased = await eventually { [transport] in transport?.isReleased ?? true }
        #expect(transportReleased, "the transport is never released")
    }

    @Test("a view model on a slow mock (MockServer latency, as a preview's): leaving ends the wait at once, the state is idle, and the view model and mock are released")
    func cancelledLoadOnASlowMock() async throws {
        var viewModel: Watched<Messages.MessageListViewModel>?
        var mock: Watched<MockServer>?
        do {
            let server = Messages.mock(latency: 60)
            let screen = Messages.MessageListViewModel(client: server.client)
            viewModel = Watched(screen)
            mock = Watched(server)
            let task = Task { await screen.load() }
            let requested = await eventually { server.requests.count == 1 }
            #expect(requested)
            task.cancel()
            await task.value
            #expect(screen.state == .idle)
        }
        #expect(viewModel?.isReleased == true)
        #expect(mock?.isReleased == true)
    }

    // MARK: Paginated view model (PagedLoad)

    /// A MockServer whose labels' first page links to a second page that is held until cancelled (counted in
    /// `cancelled`).
    static func labelPages(_ cancelled: ScreenTransport) -> MockServer {
        let server = GitHub.mock()
        server.override(GitHub.ListLabelsRequest.self) { request in
            if request.url.query?.contains("page=2") == true {
                _ = try await cancelled.send(request)
            }
            let next = "<\(MockServer.clientBaseURL.absoluteString)/repos/apple/swift/labels?page=2>; rel=\"next\""
            return .payload([GitHub.Label.sample], headers: ["Link": next])
        }
        return server
    }

    @Test("leaving while a load-more runs (the footer's .task cancelled): the page's send is cancelled, the list is as it was, not loading, no error, and everything is released")
    func cancelledLoadMore() async throws {
        var viewModel: Watched<GitHub.LabelListViewModel>?
        var transport: Watched<MockTransport>?
        do {
            let page2 = ScreenTransport(ScreenTransport.held)
            let server = Self.labelPages(page2)
            let screen = GitHub.LabelListViewModel(client: server.client)
            viewModel = Watched(screen)
            transport = Watched(server.transport)
            await screen.load(owner: "apple", repo: "swift")
            #expect(screen.items == [GitHub.Label.sample])
            #expect(screen.hasMore)
            let footer = Task { await screen.loadMore() }
            let pageRequested = await eventually { server.requests.count == 2 }
            #expect(pageRequested)
            #expect(screen.isLoadingMore)
            footer.cancel()
            await footer.value
            #expect(page2.cancelled == 1, "the page's send was left running")
            #expect(screen.items == [GitHub.Label.sample])
            #expect(screen.state == .loaded([GitHub.Label.sample]))
            #expect(!screen.isLoadingMore)
            #expect(screen.loadMoreError == nil)
            #expect(screen.hasMore)
        }
        #expect(viewModel?.isReleased == true)
        #expect(transport?.isReleased == true)
    }

    @Test("cancel() while a load-more runs: the same state, and everything is released")
    func cancelMethodDuringLoadMore() async throws {
        var viewModel: Watched<GitHub.LabelListViewModel>?
        var transport: Watched<MockTransport>?
        do {
            let page2 = ScreenTransport(ScreenTransport.held)
            let server = Self.labelPages(page2)
            let screen = GitHub.LabelListViewModel(client: server.client)
            viewModel = Watched(screen)
            transport = Watched(server.transport)
            await screen.load(owner: "apple", repo: "swift")
            let footer = Task { await screen.loadMore() }
            let pageRequested = await eventually { server.requests.count == 2 }
            #expect(pageRequested)
            screen.cancel()
            await footer.value
            #expect(page2.cancelled == 1, "the page's send was left running")
            #expect(screen.state == .loaded([GitHub.Label.sample]))
            #expect(!screen.isLoadingMore)
            #expect(screen.loadMoreError == nil)
            #expect(screen.hasMore)
        }
        #expect(viewModel?.isReleased == true)
        #expect(transport?.isReleased == true)
    }

    @Test("leaving while the first page loads: the list is idle again, not loading, and everything is released")
    func cancelledFirstPage() async throws {
        var viewModel: Watched<GitHub.LabelListViewModel>?
        var transport: Watched<ScreenTransport>?
        do {
            let screenTransport = ScreenTransport(ScreenTransport.held)
            let screen = GitHub.LabelListViewModel(client: APIClient(
                configuration: APIClientConfiguration(
                    baseURL: URL(string: "https://api.example.com")!, authPlacement: GitHub.authPlacement,
                    tokenProvider: { testToken }),
                transport: screenTransport))
            viewModel = Watched(screen)
            transport = Watched(screenTransport)
            let task = Task { await screen.load(owner: "apple", repo: "swift") }
            let started = await eventually { screenTransport.started == 1 }
            #expect(started)
            task.cancel()
            await task.value
            #expect(screenTransport.cancelled == 1)
            #expect(screen.state == .idle)
            #expect(!screen.hasMore && !screen.isLoadingMore && screen.loadMoreError == nil)
        }
        #expect(viewModel?.isReleased == true)
        #expect(transport?.isReleased == true)
    }

    // MARK: Action view model (ActionRunner)

    @Test("leaving while a send runs (its task cancelled): the send is cancelled, the state is idle, and everything is released")
    func cancelledSend() async throws {
        var viewModel: Watched<Messages.SendMessageViewModel>?
        var transport: Watched<ScreenTransport>?
        do {
            let screenTransport = ScreenTransport(ScreenTransport.held)
            let screen = Messages.SendMessageViewModel(client: Self.client(screenTransport))
            viewModel = Watched(screen)
            transport = Watched(screenTransport)
            let task = Task { await screen.send(roomID: 1, content: "hi") }
            let started = await eventually { screenTransport.started == 1 }
            #expect(started)
            #expect(screen.state.isRunning)
            task.cancel()
            #expect(await task.value == nil)
            #expect(screenTransport.cancelled == 1)
            #expect(screen.state == .idle)
        }
        #expect(viewModel?.isReleased == true)
        #expect(transport?.isReleased == true)
    }

    // MARK: A task cancelled before its work began

    @Test("a .task cancelled before its load, load-more or send began: nothing is left loading or running, nothing failed, and everything is released")
    func cancelledBeforeItBegan() async throws {
        var viewModels: [Watched<AnyObject>] = []
        do {
            let transport = ScreenTransport { request in ScreenTransport.json(Self.rooms, for: request) }
            let list = Messages.MessageListViewModel(client: Self.client(transport), state: .loaded([Self.room]))
            let send = Messages.SendMessageViewModel(client: Self.client(transport))
            let page2 = ScreenTransport(ScreenTransport.held)
            let labels = GitHub.LabelListViewModel(client: Self.labelPages(page2).client)
            await labels.load(owner: "apple", repo: "swift")
            viewModels = [Watched(list), Watched(send), Watched(labels)]
            await Task {
                withUnsafeCurrentTask { $0?.cancel() }
                await list.load()
                _ = await send.send(roomID: 1, content: "hi")
                await labels.loadMore()
            }.value
            #expect(list.state == .loaded([Self.room]))
            #expect(send.state == .idle)
            #expect(labels.state == .loaded([GitHub.Label.sample]))
            #expect(!labels.isLoadingMore && labels.loadMoreError == nil && labels.hasMore)
        }
        #expect(viewModels.allSatisfy { $0.isReleased })
    }

    // MARK: Through URLSession, against the loopback server

    @Test("through URLSessionTransport: leaving cancels the request at once (the server still holds its reply), the state is idle, and the view model, session and delegate are released")
    func cancelledLoadThroughURLSession() async throws {
        let server = try TestServer.start()
        defer { server.stop() }
        try await server.setRoutes([ServerRoute("GET", "/message", ServerReply.json(Self.rooms).heldUntilReleased())])
        var viewModel: Watched<Messages.MessageListViewModel>?
        var session: Watched<URLSession>?
        var delegate: Watched<AnyObject>?
        do {
            let urlSessionTransport = URLSessionTransport()
            session = Watched(urlSessionTransport.session)
            delegate = Watched(urlSessionTransport.session.delegate.map { $0 as AnyObject })
            let screenTransport = ScreenTransport { request in try await urlSessionTransport.send(request) }
            let screen = Messages.MessageListViewModel(client: Self.client(screenTransport).withBaseURL(server.baseURL))
            viewModel = Watched(screen)
            let task = Task { await screen.load() }
            _ = try await server.requests(atLeast: 1)
            task.cancel()
            await task.value
            #expect(screenTransport.cancelled == 1, "URLSessionTransport's send did not end in a cancellation")
            #expect(screen.state == .idle)
        }
        #expect(viewModel?.isReleased == true)
        let sessionReleased = await eventually { [session] in session?.isReleased ?? true }
        #expect(sessionReleased, "the URLSession is never released")
        let delegateReleased = await eventually { [delegate] in delegate?.isReleased ?? true }
        #expect(delegateReleased, "the session's delegate is never released")
        try await server.release()
    }
}

extension APIClient {
    /// This client's configuration, transport and middleware with another base URL.
    fileprivate func withBaseURL(_ url: URL) -> APIClient {
        var configuration = configuration
        configuration.baseURL = url
        return APIClient(configuration: configuration, transport: transport, middleware: middleware)
    }
}
