import EndpointRuntime
import Foundation
import Testing

/// The paginated view model of a conditional endpoint (`If-None-Match`, `If-Modified-Since`) loads its first page with
/// `PagedLoad.refresh(conditional:identifiedBy:publish:)`: a `304 Not Modified` means the items listed are current, so
/// they stay, with `hasMore` and the next page, and the list ends loaded, as a load view model's value does
/// (`LatestLoadConditionalTests`). Review 37 found such a list failing with "HTTP 304" on a pull-to-refresh: the
/// paged view model loaded with `send`.
@Suite("PagedLoad: conditional first pages")
@MainActor
struct PagedLoadConditionalTests {
    /// Room `room`'s items, conditional when `etag` is set; linked pages (`Link: rel="next"`).
    struct RoomItems: Endpoint, Equatable {
        typealias Response = [PagedItem]
        var room: Int
        var etag: String?
        var method: HTTPMethod { .get }
        var path: String { "/rooms/\(room)/items" }
        var headerParameters: Parameters { ["If-None-Match": etag] }
        var operationName: String { "listRoomItems" }
        /// The request without its condition, as a generated view model's identity clears it.
        var identity: RoomItems { RoomItems(room: room, etag: nil) }
    }

    static let rule = PageRule<RoomItems, PagedItem>.linkHeader(items: { $0 })
    static let base = URL(string: "https://chat.example.com/api")!

    /// A server answering each room's first page with `etag: "v1"`: items 1 and 2 and a link to `/p2` (items 3, 4,
    /// last page), or `304` when asked with `If-None-Match: "v1"`; `/p2` answers `304` when `notModifiedPage2` is set.
    static func client(notModifiedPage2: Bool = false) -> APIClient {
        let transport = MockTransport { request in
            let json = { (ids: [Int]) in Data(("[" + ids.map { #"{"id":\#($0)}"# }.joined(separator: ",") + "]").utf8) }
            if request.url.path.hasSuffix("/p2") {
                if notModifiedPage2 { return HTTPResponse(status: 304, headers: ["ETag": "\"v1\""]) }
                return HTTPResponse(status: 200, body: json([3, 4]))
            }
            if request.headers["If-None-Match"] == "\"v1\"" {
                return HTTPResponse(status: 304, headers: ["ETag": "\"v1\""])
            }
            let link = "<https://chat.example.com/api/p2>; rel=\"next\""
            return HTTPResponse(status: 200, headers: ["ETag": "\"v1\"", "Link": link], body: json([1, 2]))
        }
        return APIClient(configuration: APIClientConfiguration(baseURL: base), transport: transport)
    }

    /// A conditional refresh of `request`, as a generated view model sends it; returns the states published.
    func refresh(_ load: PagedLoad<RoomItems, PagedItem>, _ request: RoomItems) async -> [PagedListState<PagedItem>] {
        var published: [PagedListState<PagedItem>] = []
        await load.refresh(conditional: request, identifiedBy: request.identity) { published.append($0) }
        return published
    }

    static func list(_ ids: [Int]?, loading: Bool = false, hasMore: Bool) -> PagedListState<PagedItem> {
        var list = PagedListState<PagedItem>()
        let items = ids.map { $0.map(PagedItem.init(id:)) }
        list.state = loading ? .loading(previous: items) : items.map { .loaded($0) } ?? .idle
        list.hasMore = hasMore
        return list
    }

    @Test("A 304 to a refresh with the ETag of the list shown keeps its items, hasMore and next page, loaded")
    func refreshWithETag() async {
        let load = PagedLoad(client: Self.client(), rule: Self.rule)
        let first = await refresh(load, RoomItems(room: 1))
        #expect(first == [Self.list(nil, loading: true, hasMore: false), Self.list([1, 2], hasMore: true)])
        let again = await refresh(load, RoomItems(room: 1, etag: "\"v1\""))
        #expect(again == [Self.list([1, 2], loading: true, hasMore: true), Self.list([1, 2], hasMore: true)])
        // A refresh repeats the request as sent, ETag included; load-more goes on after the items listed.
        #expect(load.latestRequest == RoomItems(room: 1, etag: "\"v1\""))
        var more: [PagedListState<PagedItem>] = []
        await load.loadMore { more.append($0) }
        #expect(more.last == Self.list([1, 2, 3, 4], hasMore: false))
        // And again after the whole list is listed: still every item, nothing more to load.
        let last = await refresh(load, RoomItems(room: 1, etag: "\"v1\""))
        #expect(last.last == Self.list([1, 2, 3, 4], hasMore: false))
    }

    @Test("A 304 keeps cached items given as the initial state (no page follows them)")
    func cachedItems() async {
        let load = PagedLoad(client: Self.client(), rule: Self.rule, showing: .loaded([PagedItem(id: 9)]))
        let states = await refresh(load, RoomItems(room: 1, etag: "\"v1\""))
        #expect(states == [Self.list([9], loading: true, hasMore: false), Self.list([9], hasMore: false)])
    }

    @Test("A 304 with nothing listed is the HTTP 304 failure naming the request")
    func nothingListed() async throws {
        let load = PagedLoad(client: Self.client(), rule: Self.rule)
        let states = await refresh(load, RoomItems(room: 1, etag: "\"v1\""))
        let last = try #require(states.last)
        #expect(last.state.value == nil)
        #expect(last.hasMore == false)
        let error = try #require(last.state.error)
        #expect(error.status == 304)
        #expect(error.description == "HTTP 304 (GET https://chat.example.com/api/rooms/1/items, listRoomItems)")
    }

    @Test("A 304 to another request than the list's is a failure; the list is not shown as that request's")
    func anotherRequest() async throws {
        let load = PagedLoad(client: Self.client(), rule: Self.rule)
        _ = await refresh(load, RoomItems(room: 1))
        let states = await refresh(load, RoomItems(room: 2, etag: "\"v1\""))
        #expect(states.first == Self.list(nil, loading: true, hasMore: false))
        let last = try #require(states.last)
        #expect(last.state.error?.status == 304)
        #expect(last.state.error?.description == "HTTP 304 (GET https://chat.example.com/api/rooms/2/items, listRoomItems)")
        #expect(last.state.value == nil)
        #expect(last.hasMore == false)
        // Room 1's list is forgotten: a later load-more has nothing to follow.
        var more: [PagedListState<PagedItem>] = []
        await load.loadMore { more.append($0) }
        #expect(more.isEmpty)
    }

    @Test("A 304 to a load-more page is loadMoreError; the list stays loaded with its next page")
    func loadMoreNotModified() async throws {
        let load = PagedLoad(client: Self.client(notModifiedPage2: true), rule: Self.rule)
        _ = await refresh(load, RoomItems(room: 1))
        var more: [PagedListState<PagedItem>] = []
        await load.loadMore { more.append($0) }
        let last = try #require(more.last)
        #expect(last.loadMoreError?.status == 304)
        #expect(last.state == .loaded([PagedItem(id: 1), PagedItem(id: 2)]))
        #expect(last.hasMore)
        // A refresh answered 304 then keeps the list and its next page, and clears the load-more failure as any
        // refresh that ends loaded does.
        let states = await refresh(load, RoomItems(room: 1, etag: "\"v1\""))
        #expect(states.last == Self.list([1, 2], hasMore: true))
    }

    @Test("A changed list replaces the one shown")
    func modifiedList() async {
        let load = PagedLoad(client: Self.client(), rule: Self.rule, showing: .loaded([PagedItem(id: 9)]))
        let states = await refresh(load, RoomItems(room: 1, etag: "\"v0\""))
        #expect(states.last == Self.list([1, 2], hasMore: true))
    }
}
