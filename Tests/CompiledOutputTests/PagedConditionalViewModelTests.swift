import EndpointCodegen
import EndpointSpec
import Foundation
import TestSupport
import Testing

/// The paginated view model of a conditional endpoint, generated in every style (observation, closure, and combine
/// against the stand-in module), compiled with warnings as errors and run against a mock transport: a `304` to its
/// first page keeps the items listed, `hasMore` and the next page, loaded; a `304` with nothing listed, or to another
/// request, fails naming the request; a `304` to a load-more page is `loadMoreError`. Review 37: the paged view model
/// loaded with `send`, so a pull-to-refresh answered `304` failed the list.
@Suite("Paginated view models of conditional endpoints")
struct PagedConditionalViewModelTests {
    static let spec = """
        api: Chat
        models:
          Message:
            identified_by: message_id
            properties: {message_id: int, text: string}
        endpoints:
          listMessages:
            method: GET
            path: /rooms/{room}/messages
            path_params: {room: int}
            query: {before_id: int?}
            headers:
              If-None-Match: {param: etag, type: string?}
            response: "[Message]"
            pagination: {before: before_id, id: message_id}
            view_model: RoomMessages
          listLatest:
            method: GET
            path: /latest
            query: {page: int?}
            headers: {If-None-Match: {param: etag, type: string}}
            response: "[Message]"
            pagination: {page: page}
            view_model: Latest
        """

    /// Rooms answer `[5, 4]`, then (`before_id=4`) `[3]`, then nothing; `If-None-Match: "v1"` is answered `304`, and
    /// so is every load-more page of room 3. `/latest` answers `304` to `"v1"`.
    static let harness = ##"""
        import EndpointRuntime
        import Foundation

        func json(_ ids: [Int]) -> Data {
            Data(("[" + ids.map { #"{"message_id":\#($0),"text":"m\#($0)"}"# }.joined(separator: ",") + "]").utf8)
        }

        let transport = MockTransport { request in
            let query = request.url.query ?? ""
            if request.url.path == "/rooms/3/messages", query.contains("before_id") {
                return HTTPResponse(status: 304)
            }
            if request.headers["If-None-Match"] == "\"v1\"" { return HTTPResponse(status: 304, headers: ["ETag": "\"v1\""]) }
            if request.url.path == "/latest" { return HTTPResponse(status: 200, body: json([7])) }
            if query.contains("before_id=4") { return HTTPResponse(status: 200, body: json([3])) }
            if query.contains("before_id") { return HTTPResponse(status: 200, body: json([])) }
            return HTTPResponse(status: 200, headers: ["ETag": "\"v1\""], body: json([5, 4]))
        }
        let client = APIClient(configuration: APIClientConfiguration(baseURL: URL(string: "https://chat.example.com")!), transport: transport)

        func describe(_ state: LoadState<[Chat.Message]>) -> String {
            let ids = state.value.map { $0.map { String($0.messageID) }.joined(separator: ",") } ?? "nil"
            switch state {
            case .idle: return "idle"
            case .loading: return "loading [\(ids)]"
            case .loaded: return "loaded [\(ids)]"
            case .failed(let error, _): return "failed [\(ids)] \(error)"
            }
        }

        func show(_ step: String, _ state: LoadState<[Chat.Message]>, hasMore: Bool, loadMoreError: APIError?) {
            print("\(step): \(describe(state)) hasMore=\(hasMore) loadMoreError=\(loadMoreError.map { "\($0.status ?? 0)" } ?? "nil")")
        }

        let room = Chat.RoomMessagesViewModel(client: client)
        await room.load(room: 1)
        show("first page", room.state, hasMore: room.hasMore, loadMoreError: room.loadMoreError)
        await room.load(room: 1, etag: "\"v1\"")
        show("304 to load with the ETag", room.state, hasMore: room.hasMore, loadMoreError: room.loadMoreError)
        await room.refresh()
        show("304 to refresh", room.state, hasMore: room.hasMore, loadMoreError: room.loadMoreError)
        await room.loadMore()
        show("load more after the 304", room.state, hasMore: room.hasMore, loadMoreError: room.loadMoreError)
        await room.load(room: 2, etag: "\"v1\"")
        show("304 to another room", room.state, hasMore: room.hasMore, loadMoreError: room.loadMoreError)

        let empty = Chat.RoomMessagesViewModel(client: client)
        await empty.load(room: 1, etag: "\"v1\"")
        show("304 with nothing listed", empty.state, hasMore: empty.hasMore, loadMoreError: empty.loadMoreError)

        let three = Chat.RoomMessagesViewModel(client: client)
        await three.load(room: 3)
        await three.loadMore()
        show("304 to load more", three.state, hasMore: three.hasMore, loadMoreError: three.loadMoreError)
        await three.load(room: 3, etag: "\"v1\"")
        show("304 to load after it", three.state, hasMore: three.hasMore, loadMoreError: three.loadMoreError)

        let cached = Chat.LatestViewModel(client: client, state: .loaded([Chat.Message(messageID: 9, text: "m9")]))
        await cached.load(etag: "\"v1\"")
        show("304 with cached items", cached.state, hasMore: cached.hasMore, loadMoreError: cached.loadMoreError)
        await cached.load(etag: "\"v2\"")
        show("changed", cached.state, hasMore: cached.hasMore, loadMoreError: cached.loadMoreError)
        """##

    static let expected = """
        first page: loaded [5,4] hasMore=true loadMoreError=nil
        304 to load with the ETag: loaded [5,4] hasMore=true loadMoreError=nil
        304 to refresh: loaded [5,4] hasMore=true loadMoreError=nil
        load more after the 304: loaded [5,4,3] hasMore=true loadMoreError=nil
        304 to another room: failed [nil] HTTP 304 (GET https://chat.example.com/rooms/2/messages, listMessages) hasMore=false loadMoreError=nil
        304 with nothing listed: failed [nil] HTTP 304 (GET https://chat.example.com/rooms/1/messages, listMessages) hasMore=false loadMoreError=nil
        304 to load more: loaded [5,4] hasMore=true loadMoreError=304
        304 to load after it: loaded [5,4] hasMore=true loadMoreError=nil
        304 with cached items: loaded [9] hasMore=false loadMoreError=nil
        changed: loaded [7] hasMore=true loadMoreError=nil
        """

    @Test("The generated view model sends its first page conditionally and identifies the list without the ETag")
    func generatedSource() throws {
        var diagnostics = DiagnosticCollector()
        let api = try #require(SpecLoader.load(text: Array(Self.spec.utf8), path: "chat.yaml", diagnostics: &diagnostics), "\(diagnostics)")
        let files = CodeGenerator().generate([api], diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let viewModels = try #require(files.first { $0.path == "ChatViewModels.swift" }).contents
        #expect(viewModels.contains("""
                        var identity = request
                        identity.etag = nil
                        await pages.refresh(
                            conditional: request, identifiedBy: identity
                        ) { apply($0) }
            """))
        #expect(viewModels.contains("conditional: request, identifiedBy: request\n"))
        #expect(viewModels.components(separatedBy: "guard let request = pages.latestRequest else { return }").count == 3)
        #expect(!viewModels.contains("pages.refresh(nil)"))
    }

    @Test(arguments: GeneratorOptions.ViewModelStyle.allCases)
    func aNotModifiedFirstPageKeepsTheList(_ style: GeneratorOptions.ViewModelStyle) async throws {
        let directory = try ScratchDirectory.make("paged-conditional-\(style.rawValue)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let executable = try await ViewModelBehaviourTests.buildHarness(style: style, spec: Self.spec, harness: Self.harness, in: directory)
        let run = try await SwiftToolchain.run(executable, [])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.trimmingCharacters(in: .whitespacesAndNewlines) == Self.expected, "\(style.rawValue): \(run.output)")
    }
}
