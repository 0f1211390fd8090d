import EndpointRuntime
import Foundation
import TestSupport
import Testing

/// A next page that would send again the request just sent ends the pages, for every kind of rule: a `Link` to the
/// URL just requested (absolute or relative, on the first page or a later one), a cursor handed back unchanged, a
/// `before` id that does not move; and so does one requested earlier in the run (a cycle of pages). Collections are bounded, so a regression fails instead of hanging.
@Suite("Pages end when the next page is the same page")
struct PageRepeatTests {
    static let limit = 6

    /// The item ids of each page, stopping after `limit` pages.
    func collect<E: Endpoint>(_ pages: PageSequence<E, PagedItem>) async throws -> [[Int]] {
        var result: [[Int]] = []
        for try await page in pages {
            result.append(page.items.map(\.id))
            if result.count == Self.limit {
                break
            }
        }
        return result
    }

    @Test("A Link rel=next to the URL just requested ends the pages, on the first page and on a later one")
    func linkToTheSamePageEnds() async throws {
        try await withTestServer { server in
            let base = server.baseURL.absoluteString
            try await server.setRoutes([
                ServerRoute("GET", "/items", query: "page=2", .json(PageSequenceTests.json([3]), headers: [("Link", "<\(base)/items?page=2>; rel=\"next\"")])),
                ServerRoute("GET", "/self", .json(PageSequenceTests.json([9]), headers: [("Link", "</self>; rel=\"next\"")])),
                ServerRoute("GET", "/items", .json(PageSequenceTests.json([1, 2]), headers: [("Link", "</items?page=2>; rel=\"next\"")])),
            ])
            let client = APIClient(configuration: APIClientConfiguration(baseURL: server.baseURL))
            let rule = PageRule<PagedItemsEndpoint, PagedItem>.linkHeader(items: { $0 })
            // A later page linking to itself (absolute link).
            #expect(try await collect(client.pages(PagedItemsEndpoint(), rule: rule)) == [[1, 2], [3]])
            // The first page linking to itself (relative link, resolved against the request URL).
            let selfRule = PageRule<SelfLinkedEndpoint, PagedItem>.linkHeader(items: { $0 })
            let pages = client.pages(SelfLinkedEndpoint(), rule: selfRule)
            var iterator = pages.makeAsyncIterator()
            let only = try #require(try await iterator.next())
            #expect(only.items.map(\.id) == [9])
            #expect(!only.hasMore)
            #expect(try await iterator.next() == nil)
            #expect(try await server.requests().map(\.target) == ["/items", "/items?page=2", "/self"])
        }
    }

    @Test("client.nextPage(after:of:) returns nil for a Link to the URL the response answered")
    func nextPageOfASelfLinkIsNil() async throws {
        try await withTestServer { server in
            try await server.setRoutes([
                ServerRoute("GET", "/self", .json(PageSequenceTests.json([9]), headers: [("Link", "</self>; rel=\"next\"")])),
            ])
            let client = APIClient(configuration: APIClientConfiguration(baseURL: server.baseURL))
            let first = try await client.sendWithResponse(SelfLinkedEndpoint())
            #expect(try await client.nextPage(after: first, of: SelfLinkedEndpoint()) == nil)
            #expect(try await server.requests().map(\.target) == ["/self"])
        }
    }

    @Test("A cursor handed back unchanged ends the pages")
    func unchangedCursorEnds() async throws {
        try await withTestServer { server in
            try await server.setRoutes([
                ServerRoute("GET", "/feed", query: "cursor=a", .json(#"{"data": [{"id": 3}], "nextCursor": "a"}"#)),
                ServerRoute("GET", "/feed", .json(#"{"data": [{"id": 1}, {"id": 2}], "nextCursor": "a"}"#)),
            ])
            let client = APIClient(configuration: APIClientConfiguration(baseURL: server.baseURL))
            let rule = PageRule<CursorItemsEndpoint, PagedItem>.cursor(items: { $0.data }, next: { $0.nextCursor }, set: { $0.cursor = $1 })
            #expect(try await collect(client.pages(CursorItemsEndpoint(), rule: rule)) == [[1, 2], [3]])
            // A first request that already carries the cursor the server hands back: one page.
            #expect(try await collect(client.pages(CursorItemsEndpoint(cursor: "a"), rule: rule)) == [[3]])
            #expect(try await server.requests().map(\.target) == ["/feed", "/feed?cursor=a", "/feed?cursor=a"])
        }
    }

    /// A cursor sent in a header parameter (`headers: {X-Cursor: {param: cursor}}`): the requests differ only in
    /// `headerParameters`, which the repeat check compared too late (after header parameters got a property of their
    /// own, a moving header cursor was taken for the same request and the pages stopped after the first).
    @Test("A cursor in a header parameter moves the pages on, and ends them when it comes back unchanged")
    func cursorInAHeaderParameter() async throws {
        let transport = MockTransport { request in
            let body = switch request.headers["X-Cursor"] {
            case nil: #"{"data": [{"id": 1}, {"id": 2}], "nextCursor": "b"}"#
            case "b": #"{"data": [{"id": 3}], "nextCursor": "c"}"#
            default: #"{"data": [{"id": 4}], "nextCursor": "c"}"#
            }
            return HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
        }
        let client = APIClient(configuration: APIClientConfiguration(baseURL: URL(string: "https://api.example.com")!), transport: transport)
        let rule = PageRule<HeaderCursorEndpoint, PagedItem>.cursor(items: { $0.data }, next: { $0.nextCursor }, set: { $0.cursor = $1 })
        #expect(try await collect(client.pages(HeaderCursorEndpoint(), rule: rule)) == [[1, 2], [3], [4]])
        #expect(transport.requests.map { $0.headers["X-Cursor"] } == [nil, "b", "c"])
    }

    /// An endpoint paging by a date in its path: `/events/before/{before}`.
    struct DatedPathEndpoint: Endpoint {
        typealias Response = [DatedItem]
        var before: Date?
        var method: HTTPMethod { .get }
        var path: String { before.map { "/events/before/\(pathParameter: $0)" } ?? "/events" }
        var dateRule: DateRule? { .iso8601WithFractionalSeconds }
    }

    struct DatedItem: Codable, Sendable, Hashable { var id: Int; var at: Date }

    /// Review 25: the repeat check read `path` outside the client, where path dates are ISO 8601 in whole seconds,
    /// so the `before` dates 10:00:20.900 and 10:00:20.600 of two pages made one request and the pages stopped after
    /// the second. Paths are compared with their dates exact, as query items are.
    @Test("A date in the path that moves by less than a second moves the pages on")
    func subSecondDatesInThePath() async throws {
        let start = Date(timeIntervalSince1970: 1_700_000_021)
        // Five items 0.3 s apart, newest first, two per page.
        let all = (0..<5).map { DatedItem(id: $0, at: start.addingTimeInterval(-0.3 * Double($0))) }
        let transport = MockTransport { request in
            let encoder = DateRule.iso8601WithFractionalSeconds.makeEncoder()
            let path = request.url.path
            let older: [DatedItem]
            if let text = path.split(separator: "/").last, path.hasPrefix("/events/before/"),
               let before = ISO8601.date(from: String(text).removingPercentEncoding ?? "") {
                older = all.filter { $0.at < before }
            } else {
                older = all
            }
            return HTTPResponse(status: 200, headers: ["Content-Type": "application/json"],
                                body: try encoder.encode(Array(older.prefix(2))))
        }
        let client = APIClient(configuration: APIClientConfiguration(baseURL: URL(string: "https://api.example.com")!), transport: transport)
        let rule = PageRule<DatedPathEndpoint, DatedItem>.before(items: { $0 }, id: { $0.at }, set: { $0.before = $1 })
        var pages: [[Int]] = []
        for try await page in client.pages(DatedPathEndpoint(), rule: rule) {
            pages.append(page.items.map(\.id))
            if pages.count == Self.limit { break }
        }
        // The before rule ends at the first empty page.
        #expect(pages == [[0, 1], [2, 3], [4], []])
        #expect(transport.requests.count == 4)
    }

    @Test("A before id that does not move (a server ignoring the parameter) ends the pages")
    func unmovedBeforeIDEnds() async throws {
        try await withTestServer { server in
            try await server.setRoutes([
                ServerRoute("GET", "/items", query: "before_id=1", .json(PageSequenceTests.json([1]))),
                ServerRoute("GET", "/items", .json(PageSequenceTests.json([2, 1]))),
            ])
            let client = APIClient(configuration: APIClientConfiguration(baseURL: server.baseURL))
            let before = PageRule<PagedItemsEndpoint, PagedItem>.before(items: { $0 }, id: { $0.id }, set: { $0.beforeID = $1 })
            #expect(try await collect(client.pages(PagedItemsEndpoint(), rule: before)) == [[2, 1], [1]])
            #expect(try await server.requests().map(\.target) == ["/items", "/items?before_id=1"])
        }
    }

    /// A longer cycle ends the pages too, at the first next page already requested: `Link`s from page 3 back to page
    /// 1 (the first request's URL) and to page 2, cursors that come round again (`a` → `b` → `a`).
    @Test("A next page requested before ends the pages: Link cycles and cursor cycles")
    func cyclesEnd() async throws {
        try await withTestServer { server in
            let base = server.baseURL.absoluteString
            try await server.setRoutes([
                ServerRoute("GET", "/items", query: "page=2", .json(PageSequenceTests.json([3]), headers: [("Link", "</items?page=3>; rel=\"next\"")])),
                ServerRoute("GET", "/items", query: "page=3", .json(PageSequenceTests.json([4]), headers: [("Link", "<\(base)/items>; rel=\"next\"")])),
                ServerRoute("GET", "/items", .json(PageSequenceTests.json([1, 2]), headers: [("Link", "</items?page=2>; rel=\"next\"")])),
                ServerRoute("GET", "/feed", query: "cursor=a", .json(#"{"data": [{"id": 3}], "nextCursor": "b"}"#)),
                ServerRoute("GET", "/feed", query: "cursor=b", .json(#"{"data": [{"id": 4}], "nextCursor": "a"}"#)),
                ServerRoute("GET", "/feed", .json(#"{"data": [{"id": 1}], "nextCursor": "a"}"#)),
            ])
            let client = APIClient(configuration: APIClientConfiguration(baseURL: server.baseURL))
            let link = PageRule<PagedItemsEndpoint, PagedItem>.linkHeader(items: { $0 })
            #expect(try await collect(client.pages(PagedItemsEndpoint(), rule: link)) == [[1, 2], [3], [4]])
            let cursor = PageRule<CursorItemsEndpoint, PagedItem>.cursor(items: { $0.data }, next: { $0.nextCursor }, set: { $0.cursor = $1 })
            var pages: [Page<CursorItemsEndpoint, PagedItem>] = []
            for try await page in client.pages(CursorItemsEndpoint(), rule: cursor) {
                pages.append(page)
                if pages.count == Self.limit { break }
            }
            #expect(pages.map { $0.items.map(\.id) } == [[1], [3], [4]])
            #expect(pages.map(\.hasMore) == [true, true, false], "the last page says no page follows")
            #expect(try await server.requests().map(\.target) == [
                "/items", "/items?page=2", "/items?page=3", "/feed", "/feed?cursor=a", "/feed?cursor=b",
            ])
            // A paginated view model stops there too, instead of loading more forever.
            let (first, ids, hasMore) = await Self.loadTwice(client, times: 4)
            #expect(first)
            #expect(ids == [1, 3, 4])
            #expect(!hasMore)
            #expect(try await server.requests().map(\.target).suffix(3) == ["/feed", "/feed?cursor=a", "/feed?cursor=b"])
        }
    }

    /// Review 28: a `Link` to a URL the client refuses (`ftp:`, a `%2E%2E` segment) made every load-more fail the same
    /// way with `hasMore` still true, so the screen offered a Retry that could never succeed. Such a list now ends
    /// with the error shown once; a failure a retry can cure (a 503) keeps `hasMore`, and the next try loads the page.
    @Test("A next-page URL no request can be made of ends a paginated view model's list, with its error; a 503 keeps it")
    func unusableNextPageURLEndsTheList() async throws {
        try await withTestServer { server in
            let base = server.baseURL.absoluteString
            for link in ["ftp://files.example.com/numbered?page=2", "\(base)/a/%2E%2E/numbered?page=2"] {
                try await server.setRoutes([
                    ServerRoute("GET", "/numbered", .json(PageSequenceTests.json([1, 2]), headers: [("Link", "<\(link)>; rel=\"next\"")])),
                ])
                let client = APIClient(configuration: APIClientConfiguration(baseURL: server.baseURL))
                let before = try await server.requests().count
                let states = await Self.loadMoreStates(client, times: 2)
                #expect(states.first?.hasMore == true, "\(link)")
                guard case .invalidRequest(let reason)? = states[1].loadMoreError else {
                    Issue.record("expected invalidRequest for \(link), got \(String(describing: states[1].loadMoreError))")
                    continue
                }
                #expect(reason.hasPrefix("The page URL "), "\(reason)")
                #expect(!states[1].hasMore, "\(link)")
                #expect(states[1].state.value?.map(\.id) == [1, 2])
                // The first page only: the next page is refused before sending, and the second load-more sends nothing.
                #expect(try await server.requests().dropFirst(before).map(\.target) == ["/numbered"])
            }

            // A 503 for the next page keeps it: the retry loads it.
            try await server.setRoutes([
                ServerRoute("GET", "/numbered", query: "page=2", .json("{}", status: 503), .json(PageSequenceTests.json([3]))),
                ServerRoute("GET", "/numbered", .json(PageSequenceTests.json([1, 2]), headers: [("Link", "</numbered?page=2>; rel=\"next\"")])),
            ])
            let client = APIClient(configuration: APIClientConfiguration(baseURL: server.baseURL))
            let states = await Self.loadMoreStates(client, times: 2)
            #expect(states[1].loadMoreError != nil)
            #expect(states[1].hasMore)
            #expect(states[2].loadMoreError == nil)
            #expect(states[2].state.value?.map(\.id) == [1, 2, 3])
        }
    }

    /// The list of a `PagedLoad` of `GET /numbered` under a `Link` rule after its first page and after each of
    /// `times` load-mores.
    @MainActor
    static func loadMoreStates(_ client: APIClient, times: Int) async -> [PagedListState<PagedItem>] {
        let load = PagedLoad(client: client, rule: PageRule<NumberedItemsEndpoint, PagedItem>.linkHeader(items: { $0 }))
        await load.refresh(NumberedItemsEndpoint()) { _ in }
        var states = [load.list]
        for _ in 0..<times {
            await load.loadMore { _ in }
            states.append(load.list)
        }
        return states
    }

    @Test("A paginated view model's hasMore is false after a page whose next page is itself")
    func pagedLoadStopsAtTheRepeatedPage() async throws {
        try await withTestServer { server in
            try await server.setRoutes([
                ServerRoute("GET", "/feed", query: "cursor=a", .json(#"{"data": [{"id": 3}], "nextCursor": "a"}"#)),
                ServerRoute("GET", "/feed", .json(#"{"data": [{"id": 1}, {"id": 2}], "nextCursor": "a"}"#)),
            ])
            let client = APIClient(configuration: APIClientConfiguration(baseURL: server.baseURL))
            let (hasMoreAfterFirst, ids, hasMoreAfterSecond) = await Self.loadTwice(client)
            #expect(hasMoreAfterFirst)
            #expect(ids == [1, 2, 3])
            #expect(!hasMoreAfterSecond)
            #expect(try await server.requests().map(\.target) == ["/feed", "/feed?cursor=a"])
        }
    }

    /// Review: a server ignoring `page` answered every page with the first one; the view model listed one item,
    /// kept `hasMore` true and asked again on every `loadMore()`.
    @Test("A paginated view model ends on a page whose items are all listed already; an empty page is the rule's")
    func pagedLoadEndsOnAPageOfItemsAlreadyListed() async throws {
        try await withTestServer { server in
            try await server.setRoutes([
                ServerRoute("GET", "/numbered", .json(PageSequenceTests.json([1, 2]))),
                ServerRoute("GET", "/feed", query: "cursor=a", .json(#"{"data": [], "nextCursor": "b"}"#)),
                ServerRoute("GET", "/feed", query: "cursor=b", .json(#"{"data": [{"id": 2}, {"id": 3}], "nextCursor": "c"}"#)),
                ServerRoute("GET", "/feed", query: "cursor=c", .json(#"{"data": [{"id": 3}, {"id": 4}]}"#)),
                ServerRoute("GET", "/feed", .json(#"{"data": [{"id": 1}, {"id": 2}], "nextCursor": "a"}"#)),
            ])
            let client = APIClient(configuration: APIClientConfiguration(baseURL: server.baseURL))
            let (firstHasMore, numberedIDs, lastHasMore) = await Self.loadNumbered(client, times: 3)
            #expect(firstHasMore)
            #expect(numberedIDs == [1, 2])
            #expect(!lastHasMore)
            #expect(try await server.requests().map(\.target) == ["/numbered", "/numbered?page=2"])

            // An empty page with a next cursor goes on; a page with one new item among listed ones too.
            let (first, ids, hasMore) = await Self.loadTwice(client, times: 4)
            #expect(first)
            #expect(ids == [1, 2, 3, 4])
            #expect(!hasMore)
        }
    }

    /// Refreshes a `PagedLoad` of the page-numbered list, loads more `times` times, and reports what it published.
    static func loadNumbered(_ client: APIClient, times: Int) async -> (Bool, [Int]?, Bool) {
        await load(NumberedItemsEndpoint(), client: client, times: times,
                   rule: .pageNumber(items: { $0 }, current: { $0.page }, set: { $0.page = $1 }))
    }

    /// Refreshes a `PagedLoad` of the cursor feed, loads more `times` times, and reports what it published.
    static func loadTwice(_ client: APIClient, times: Int = 2) async -> (Bool, [Int]?, Bool) {
        await load(CursorItemsEndpoint(), client: client, times: times,
                   rule: .cursor(items: { $0.data }, next: { $0.nextCursor }, set: { $0.cursor = $1 }))
    }

    /// Refreshes a `PagedLoad` of `first` under `rule`, loads more `times` times, and reports `hasMore` after the
    /// first page, the ids listed and `hasMore` at the end.
    @MainActor
    static func load<E: Endpoint & Equatable>(
        _ first: E, client: APIClient, times: Int, rule: PageRule<E, PagedItem>
    ) async -> (Bool, [Int]?, Bool) {
        let load = PagedLoad(client: client, rule: rule)
        await load.refresh(first) { _ in }
        let firstHasMore = load.list.hasMore
        for _ in 0..<times {
            await load.loadMore { _ in }
        }
        return (firstHasMore, load.list.state.value?.map(\.id), load.list.hasMore)
    }

    /// Whether `client.page(at:of:rule:)` ends after `current` when the rule's next request is `next`.
    func endsAfter(_ current: ProbeEndpoint, whenNextIs next: ProbeEndpoint) async throws -> Bool {
        let (client, _) = mockClient(jsonResponse("{}"))
        let rule = PageRule<ProbeEndpoint, Int>(items: { _ in [] }, next: { _, _, _ in .endpoint(next) })
        return try await !client.page(at: .endpoint(current), of: current, rule: rule).hasMore
    }

    @Test("Requests are the same when method, server, path, query, headers and body are; bodies compare by content")
    func sameRequestComparesEveryPart() async throws {
        let base = ProbeEndpoint(method: .get, query: ["cursor": "a"], body: .json(["b": 1, "a": 2]))
        #expect(try await endsAfter(base, whenNextIs: base))
        var otherQuery = base
        otherQuery.query = ["cursor": "b"]
        var otherPath = base
        otherPath.path = "/other"
        var otherMethod = base
        otherMethod.method = .post
        var otherHeaders = base
        otherHeaders.headers = ["X-Page": "2"]
        var otherBody = base
        otherBody.body = .json(["b": 1, "a": 3])
        var formBody = base
        formBody.body = .form(["a": 2, "b": 1])
        for different in [otherQuery, otherPath, otherMethod, otherHeaders, otherBody, formBody] {
            #expect(try await !endsAfter(base, whenNextIs: different))
        }
        var sameForm = formBody
        sameForm.body = .form(["a": 2, "b": 1])
        #expect(try await endsAfter(formBody, whenNextIs: sameForm))
    }
}

/// An endpoint whose first page links to itself.
struct SelfLinkedEndpoint: Endpoint {
    typealias Response = [PagedItem]

    var method: HTTPMethod { .get }
    var path: String { "/self" }
}

/// A page-numbered endpoint, `Equatable` as `PagedLoad` needs.
struct NumberedItemsEndpoint: Endpoint, Equatable {
    typealias Response = [PagedItem]

    var page: Int?
    var method: HTTPMethod { .get }
    var path: String { "/numbered" }
    var query: Parameters { ["page": page] }
}

/// `GET /feed` with its cursor in a header parameter.
struct HeaderCursorEndpoint: Endpoint, Equatable {
    typealias Response = CursorItemsEndpoint.Payload

    var cursor: String?
    var method: HTTPMethod { .get }
    var path: String { "/feed" }
    var headerParameters: Parameters { ["X-Cursor": cursor] }
}
