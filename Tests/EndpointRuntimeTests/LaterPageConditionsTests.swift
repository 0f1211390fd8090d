import EndpointRuntime
import Foundation
import TestSupport
import Testing

/// A conditional list request's `If-None-Match` and `If-Modified-Since` are the validators of its first page: the
/// pages after it are sent without them (`APIClient.page(at:of:rule:)`, RFC 9110 §13.1), whatever the page rule, by
/// the page sequence and by a paginated view model's load-more alike. Review 37 found the first page's ETag sent
/// with every later page (a page-number, cursor, offset or "before" page copies the first request; a linked page is
/// the first request sent at another URL), where a `304` would have been a load-more failure.
@Suite("Later pages are sent without the first page's conditions")
struct LaterPageConditionsTests {
    /// Numbered pages of a feed, conditional through header parameters (`etag`, `since`) or a fixed header field.
    struct FeedPages: Endpoint, Equatable {
        typealias Response = [PagedItem]
        var page: Int?
        var etag: String?
        var since: Date?
        var fixedCondition: String?
        var method: HTTPMethod { .get }
        var path: String { "/feed" }
        var query: Parameters { ["page": page] }
        var headers: HTTPHeaders { ["X-Client": "tests", "if-none-match": fixedCondition] }
        var headerParameters: Parameters { ["If-None-Match": etag, "If-Modified-Since": since, "X-Trace": "t1"] }
    }

    static let since = Date(timeIntervalSince1970: 1_700_000_000)
    static let numbered = PageRule<FeedPages, PagedItem>.pageNumber(
        items: { $0 }, current: { $0.page }, set: { $0.page = $1 })
    static let linked = PageRule<FeedPages, PagedItem>.linkHeader(items: { $0 })

    /// Routes for three pages of one item each, `?page=2` and `?page=3` also reached by `Link` headers.
    static func routes(base: String, linked: Bool) -> [ServerRoute] {
        let link = { (page: Int) in [("Link", "<\(base)/feed?page=\(page)>; rel=\"next\"")] }
        return [
            ServerRoute("GET", "/feed", query: "page=2", .json("[{\"id\": 2}]", headers: linked ? link(3) : [])),
            ServerRoute("GET", "/feed", query: "page=3", .json("[{\"id\": 3}]")),
            ServerRoute("GET", "/feed", query: "page=4", .json("[]")),
            ServerRoute("GET", "/feed", .json("[{\"id\": 1}]", headers: linked ? link(2) : [])),
        ]
    }

    /// The conditional and the other header fields of each request the server received, in order.
    static func sent(_ server: TestServer) async throws -> [String] {
        try await server.requests().map { request in
            let fields = ["If-None-Match", "If-Modified-Since", "X-Client", "X-Trace"].map { name in
                request.header(name).map { "\(name)=\($0)" } ?? "-"
            }
            return request.target + " " + fields.joined(separator: " ")
        }
    }

    @Test("Numbered and linked pages: the first page carries both conditions, later pages neither, other fields stay",
          arguments: [false, true])
    func pageSequence(linked: Bool) async throws {
        try await withTestServer { server in
            try await server.setRoutes(Self.routes(base: server.baseURL.absoluteString, linked: linked))
            let client = APIClient(configuration: APIClientConfiguration(baseURL: server.baseURL))
            let first = FeedPages(etag: "\"v1\"", since: Self.since)
            var ids: [Int] = []
            for try await item in client.pages(first, rule: linked ? Self.linked : Self.numbered).items {
                ids.append(item.id)
            }
            #expect(ids == [1, 2, 3])
            let date = "If-Modified-Since=Tue, 14 Nov 2023 22:13:20 GMT"
            let later = "- - X-Client=tests X-Trace=t1"
            #expect(try await Self.sent(server) == [
                "/feed If-None-Match=\"v1\" \(date) X-Client=tests X-Trace=t1",
                "/feed?page=2 \(later)",
                "/feed?page=3 \(later)",
            ] + (linked ? [] : ["/feed?page=4 \(later)"]))
        }
    }

    @Test("A condition the endpoint states as a fixed header field is left out of later pages too")
    func fixedHeaderCondition() async throws {
        try await withTestServer { server in
            try await server.setRoutes(Self.routes(base: server.baseURL.absoluteString, linked: true))
            let client = APIClient(configuration: APIClientConfiguration(baseURL: server.baseURL))
            var pages = 0
            for try await _ in client.pages(FeedPages(fixedCondition: "\"v9\""), rule: Self.linked) {
                pages += 1
            }
            #expect(pages == 3)
            #expect(try await Self.sent(server) == [
                "/feed If-None-Match=\"v9\" - X-Client=tests X-Trace=t1",
                "/feed?page=2 - - X-Client=tests X-Trace=t1",
                "/feed?page=3 - - X-Client=tests X-Trace=t1",
            ])
        }
    }

    /// The states a paginated view model publishes while it loads more after a conditional first page.
    @MainActor
    static func loadMoreAfterConditionalFirstPage(client: APIClient) async -> [PagedListState<PagedItem>] {
        let load = PagedLoad(client: client, rule: numbered)
        await load.refresh(conditional: FeedPages(etag: "\"v1\""), identifiedBy: FeedPages()) { _ in }
        var states: [PagedListState<PagedItem>] = []
        await load.loadMore { states.append($0) }
        return states
    }

    @Test("A paginated view model's load-more sends the next page without the conditions its first page carried")
    func pagedLoadLoadMore() async throws {
        try await withTestServer { server in
            try await server.setRoutes(Self.routes(base: server.baseURL.absoluteString, linked: false))
            let client = APIClient(configuration: APIClientConfiguration(baseURL: server.baseURL))
            let states = await Self.loadMoreAfterConditionalFirstPage(client: client)
            #expect(states.last?.state.value?.map(\.id) == [1, 2])
            #expect(states.last?.loadMoreError == nil)
            #expect(try await Self.sent(server) == [
                "/feed If-None-Match=\"v1\" - X-Client=tests X-Trace=t1",
                "/feed?page=2 - - X-Client=tests X-Trace=t1",
            ])
        }
    }

    @Test("A request that is not conditional sends its later pages as before")
    func unconditional() async throws {
        try await withTestServer { server in
            try await server.setRoutes(Self.routes(base: server.baseURL.absoluteString, linked: false))
            let client = APIClient(configuration: APIClientConfiguration(baseURL: server.baseURL))
            var ids: [Int] = []
            for try await item in client.pages(FeedPages(), rule: Self.numbered).items {
                ids.append(item.id)
            }
            #expect(ids == [1, 2, 3])
            #expect(try await Self.sent(server).allSatisfy { $0.hasSuffix(" - - X-Client=tests X-Trace=t1") })
        }
    }

    /// Numbered pages whose request carries the other precondition fields (RFC 9110 §13.1): `If-Match` and
    /// `If-Unmodified-Since` as header parameters, `If-Range` as a fixed header field (in another case).
    struct GuardedFeed: Endpoint, Equatable {
        typealias Response = [PagedItem]
        var page: Int?
        var match: String?
        var unmodifiedSince: Date?
        var method: HTTPMethod { .get }
        var path: String { "/feed" }
        var query: Parameters { ["page": page] }
        var headers: HTTPHeaders { ["X-Client": "tests", "if-range": "\"r1\""] }
        var headerParameters: Parameters { ["If-Match": match, "If-Unmodified-Since": unmodifiedSince] }
    }

    /// The precondition fields of each request the server received, in order.
    static func preconditions(_ server: TestServer) async throws -> [String] {
        try await server.requests().map { request in
            let fields = ["If-None-Match", "If-Modified-Since", "If-Match", "If-Unmodified-Since", "If-Range", "X-Client"]
                .compactMap { name in request.header(name).map { "\(name)=\($0)" } }
            return ([request.target] + fields).joined(separator: " ")
        }
    }

    @Test("If-Match, If-Unmodified-Since and If-Range validate the first page too: later pages are sent without them",
          arguments: [false, true])
    func otherPreconditions(linked: Bool) async throws {
        try await withTestServer { server in
            try await server.setRoutes(Self.routes(base: server.baseURL.absoluteString, linked: linked))
            let client = APIClient(configuration: APIClientConfiguration(baseURL: server.baseURL))
            let rule: PageRule<GuardedFeed, PagedItem> = linked
                ? .linkHeader(items: { $0 }) : .pageNumber(items: { $0 }, current: { $0.page }, set: { $0.page = $1 })
            var ids: [Int] = []
            for try await item in client.pages(GuardedFeed(match: "\"m1\"", unmodifiedSince: Self.since), rule: rule).items {
                ids.append(item.id)
            }
            #expect(ids == [1, 2, 3])
            let date = "If-Unmodified-Since=Tue, 14 Nov 2023 22:13:20 GMT"
            #expect(try await Self.preconditions(server) == [
                "/feed If-Match=\"m1\" \(date) If-Range=\"r1\" X-Client=tests",
                "/feed?page=2 X-Client=tests",
                "/feed?page=3 X-Client=tests",
            ] + (linked ? [] : ["/feed?page=4 X-Client=tests"]))
        }
    }

    @Test("nextPage(after:of:) sends the linked page without the conditions of the request it follows")
    func nextPageAfter() async throws {
        try await withTestServer { server in
            try await server.setRoutes(Self.routes(base: server.baseURL.absoluteString, linked: true))
            let client = APIClient(configuration: APIClientConfiguration(baseURL: server.baseURL))
            let first = FeedPages(etag: "\"v1\"", since: Self.since)
            let firstPage = try await client.sendWithResponse(first)
            let secondPage = try #require(try await client.nextPage(after: firstPage, of: first))
            #expect(secondPage.payload.map(\.id) == [2])
            let thirdPage = try #require(try await client.nextPage(after: secondPage, of: first))
            #expect(thirdPage.payload.map(\.id) == [3])
            let date = "If-Modified-Since=Tue, 14 Nov 2023 22:13:20 GMT"
            #expect(try await Self.sent(server) == [
                "/feed If-None-Match=\"v1\" \(date) X-Client=tests X-Trace=t1",
                "/feed?page=2 - - X-Client=tests X-Trace=t1",
                "/feed?page=3 - - X-Client=tests X-Trace=t1",
            ])
        }
    }
}
