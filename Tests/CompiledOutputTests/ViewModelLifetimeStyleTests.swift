import EndpointCodegen
import Foundation
import TestSupport
import Testing

/// The lifetime of a generated view model in each of the three styles (review 40; the observation style is also run
/// from `GeneratedAPI` by `ViewModelLifetimeTests`): a screen object holds the view model (in the closure style it
/// sets `onChange`, capturing itself weakly as a view controller does), starts a load, a load-more or a send in a
/// task, and is left: the task is cancelled. The send must end cancelled at the transport, the state must be the one
/// from before (never failed, never loading or running), and the screen, the view model and the transport must be
/// released once the test drops them. Built with warnings as errors like `ViewModelBehaviourTests`' harness, from
/// the same spec.
@Suite("View model lifetimes in every style")
struct ViewModelLifetimeStyleTests {
    static func harness(_ style: GeneratorOptions.ViewModelStyle) -> String {
        // The closure style's screen binds itself as seed 003's view controller does; the other styles have no closure.
        let bind = style == .closure ? "viewModel.onChange = { [weak screen] _ in screen?.renders += 1 }" : ""
        return #"""
            import EndpointRuntime
            import Foundation
            #if canImport(FoundationNetworking)
            import FoundationNetworking
            #endif

            final class Weak<Object: AnyObject> {
                weak var object: Object?
                init(_ object: Object) { self.object = object }
                var released: Bool { object == nil }
            }

            /// Counts the sends that ended cancelled; a send to a held URL waits until cancelled.
            final class Counter: @unchecked Sendable {
                private let lock = NSLock()
                private var count = 0
                func add() { lock.lock(); count += 1; lock.unlock() }
                var value: Int { lock.lock(); defer { lock.unlock() }; return count }
            }

            func transport(_ cancelled: Counter) -> MockTransport {
                MockTransport { request in
                    if request.url.query?.contains("before_id") == true || request.url.path.hasSuffix("/pets/9")
                        || request.method == .post {
                        do {
                            try await Task.sleep(for: .seconds(60))
                        } catch {
                            cancelled.add()
                            throw error
                        }
                    }
                    let body = request.url.path.hasPrefix("/rooms") ? #"[{"message_id": 1, "text": "a"}]"# : #"{"id": 1, "name": "One"}"#
                    return HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Data(body.utf8), url: request.url)
                }
            }

            func client(_ transport: MockTransport) -> APIClient {
                APIClient(configuration: APIClientConfiguration(baseURL: URL(string: "https://api.example.com")!), transport: transport)
            }

            @MainActor
            final class Screen<ViewModel: AnyObject> {
                let viewModel: ViewModel
                var renders = 0
                init(_ viewModel: ViewModel) { self.viewModel = viewModel }
            }

            @MainActor
            func waitFor(_ condition: () -> Bool) async {
                while !condition() { try? await Task.sleep(for: .milliseconds(5)) }
            }

            @MainActor
            func pet() async -> String {
                let cancelled = Counter()
                let refs: (Weak<Screen<Shop.PetViewModel>>, Weak<Shop.PetViewModel>, Weak<MockTransport>, String)
                do {
                    let mock = transport(cancelled)
                    let viewModel = Shop.PetViewModel(client: client(mock))
                    let screen = Screen(viewModel)
                    \#(bind)
                    await viewModel.load(id: 1)
                    let task = Task { await viewModel.load(id: 9) }
                    await waitFor { mock.requests.count == 2 }
                    task.cancel()
                    await task.value
                    let name = viewModel.state.value?.name ?? "nil"
                    refs = (Weak(screen), Weak(viewModel), Weak(mock), "state \(viewModel.state.isLoading ? "loading" : "settled") \(name), error \(viewModel.state.error == nil ? "nil" : "set")")
                }
                return "pet: \(refs.3), cancelled sends \(cancelled.value), released \(refs.0.released) \(refs.1.released) \(refs.2.released)"
            }

            @MainActor
            func room() async -> String {
                let cancelled = Counter()
                let refs: (Weak<Screen<Shop.RoomMessagesViewModel>>, Weak<Shop.RoomMessagesViewModel>, Weak<MockTransport>, String)
                do {
                    let mock = transport(cancelled)
                    let viewModel = Shop.RoomMessagesViewModel(client: client(mock))
                    let screen = Screen(viewModel)
                    \#(bind)
                    await viewModel.load(room: 1)
                    let footer = Task { await viewModel.loadMore() }
                    await waitFor { mock.requests.count == 2 }
                    footer.cancel()
                    await footer.value
                    refs = (Weak(screen), Weak(viewModel), Weak(mock), "items \(viewModel.items.count), loading more \(viewModel.isLoadingMore), error \(viewModel.loadMoreError == nil ? "nil" : "set"), has more \(viewModel.hasMore)")
                }
                return "room: \(refs.3), cancelled sends \(cancelled.value), released \(refs.0.released) \(refs.1.released) \(refs.2.released)"
            }

            @MainActor
            func adoption() async -> String {
                let cancelled = Counter()
                let refs: (Weak<Screen<Shop.AdoptionViewModel>>, Weak<Shop.AdoptionViewModel>, Weak<MockTransport>, String)
                do {
                    let mock = transport(cancelled)
                    let viewModel = Shop.AdoptionViewModel(client: client(mock))
                    let screen = Screen(viewModel)
                    \#(bind)
                    let task = Task { await viewModel.send(id: 1, note: "n") }
                    await waitFor { mock.requests.count == 1 }
                    task.cancel()
                    let returned = await task.value
                    refs = (Weak(screen), Weak(viewModel), Weak(mock), "returned \(returned == nil ? "nil" : "pet"), idle \(viewModel.state == .idle)")
                }
                return "adoption: \(refs.3), cancelled sends \(cancelled.value), released \(refs.0.released) \(refs.1.released) \(refs.2.released)"
            }

            print(await pet())
            print(await room())
            print(await adoption())
            """#
    }

    static let expected = """
        pet: state settled One, error nil, cancelled sends 1, released true true true
        room: items 1, loading more false, error nil, has more true, cancelled sends 1, released true true true
        adoption: returned nil, idle true, cancelled sends 1, released true true true
        """

    @Test(arguments: GeneratorOptions.ViewModelStyle.allCases)
    func leavingTheScreen(_ style: GeneratorOptions.ViewModelStyle) async throws {
        let directory = try ScratchDirectory.make("vm-lifetime-\(style.rawValue)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let executable = try await ViewModelBehaviourTests.buildHarness(
            style: style, spec: ViewModelBehaviourTests.spec, harness: Self.harness(style), in: directory)
        let output = try await SwiftToolchain.run(executable, [])
        #expect(output.status == 0, "\(output.output)")
        #expect(output.output.trimmingCharacters(in: .whitespacesAndNewlines) == Self.expected, "\(style.rawValue)")
    }
}
