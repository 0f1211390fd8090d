import EndpointRuntime
import Foundation
import TestSupport
import Testing

/// One item of a paged list.
struct PagedItem: Codable, Sendable, Hashable, Identifiable {
    var id: Int
}

/// A list endpoint with every kind of page parameter.
struct PagedItemsEndpoint: Endpoint {
    typealias Response = [PagedItem]

    var page: Int?
    var offset: Int?
    var beforeID: Int?
    var method: HTTPMethod { .get }
    var path: String { "/items" }
    var query: Parameters { ["page": page, "offset": offset, "before_id": beforeID] }
}

/// A cursor-paged endpoint whose payload is an object holding the items and the next cursor; `Equatable`, as
/// `PagedLoad` needs (it compares a refresh's request with the one of the items listed).
struct CursorItemsEndpoint: Endpoint, Equatable {
    struct Payload: Codable, Sendable {
        var data: [PagedItem]
        var nextCursor: String?
    }
    typealias Response = Payload

    var cursor: String?
    var method: HTTPMethod { .get }
    var path: String { "/feed" }
    var query: Parameters { ["cursor": cursor] }
}

/// `client.pages(_:rule:)` against the loopback server: every kind of rule ends at the last page, requests pages
/// only as iteration asks, and is cancellable.
@Suite("Pages as an AsyncSequence")
struct PageSequenceTests {
    static func json(_ ids: [Int]) -> String {
        "[" + ids.map { #"{"id": \#($0)}"# }.joined(separator: ", ") + "]"
    }

    func collect<E: Endpoint>(_ pages: PageSequence<E, PagedItem>) async throws -> [[Int]] {
        var result: [[Int]] = []
        for try await page in pages {
            result.append(page.items.map(\.id))
        }
        return result
    }

    @Test func linkHeaderPagesEndWhenThereIsNoNextLink() async throws {
        try await withTestServer { server in
            let base = server.baseURL.absoluteString
            try await server.setRoutes([
                ServerRoute("GET", "/items", query: "page=2", .json(Self.json([3]), headers: [("Link", "<\(base)/items?page=3>; rel=\"next\"")])),
                ServerRoute("GET", "/items", query: "page=3", .json(Self.json([4]))),
                ServerRoute("GET", "/items", .json(Self.json([1, 2]), headers: [("Link", "<\(base)/items?page=2>; rel=\"next\"")])),
            ])
            let client = APIClient(configuration: APIClientConfiguration(baseURL: server.baseURL))
            let rule = PageRule<PagedItemsEndpoint, PagedItem>.linkHeader(items: { $0 })
            #expect(try await collect(client.pages(PagedItemsEndpoint(), rule: rule)) == [[1, 2], [3], [4]])
            var items: [Int] = []
            for try await item in client.pages(PagedItemsEndpoint(), rule: rule).items {
                items.append(item.id)
            }
            #expect(items == [1, 2, 3, 4])
            #expect(try await server.requests().map(\.target) == ["/items", "/items?page=2", "/items?page=3", "/items", "/items?page=2", "/items?page=3"])
        }
    }

    @Test func cursorPagesEndWhenTheCursorIsMissing() async throws {
        try await withTestServer { server in
            try await server.setRoutes([
                ServerRoute("GET", "/feed", query: "cursor=b%2B1", .json(#"{"data": [{"id": 3}], "nextCursor": null}"#)),
                ServerRoute("GET", "/feed", .json(#"{"data": [{"id": 1}, {"id": 2}], "nextCursor": "b+1"}"#)),
            ])
            let client = APIClient(configuration: APIClientConfiguration(baseURL: server.baseURL))
            let rule = PageRule<CursorItemsEndpoint, PagedItem>.cursor(items: { $0.data }, next: { $0.nextCursor }, set: { $0.cursor = $1 })
            #expect(try await collect(client.pages(CursorItemsEndpoint(), rule: rule)) == [[1, 2], [3]])
            #expect(try await server.requests().map(\.target) == ["/feed", "/feed?cursor=b%2B1"])
        }
    }

    @Test func pageNumberOffsetAndBeforeIDEndOnAnEmptyPage() async throws {
        try await withTestServer { server in
            try await server.setRoutes([
                ServerRoute("GET", "/items", query: "page=2", .json(Self.json([3]))),
                ServerRoute("GET", "/items", query: "page=3", .json("[]")),
                ServerRoute("GET", "/items", query: "offset=2", .json(Self.json([3]))),
                ServerRoute("GET", "/items", query: "offset=3", .json("[]")),
                ServerRoute("GET", "/items", query: "before_id=1", .json(Self.json([0]))),
                ServerRoute("GET", "/items", query: "before_id=0", .json("[]")),
                ServerRoute("GET", "/items", .json(Self.json([2, 1]))),
            ])
            let client = APIClient(configuration: APIClientConfiguration(baseURL: server.baseURL))
            let pageNumber = PageRule<PagedItemsEndpoint, PagedItem>.pageNumber(items: { $0 }, current: { $0.page }, set: { $0.page = $1 })
            #expect(try await collect(client.pages(PagedItemsEndpoint(), rule: pageNumber)) == [[2, 1], [3], []])
            let offset = PageRule<PagedItemsEndpoint, PagedItem>.offset(items: { $0 }, current: { $0.offset }, set: { $0.offset = $1 })
            #expect(try await collect(client.pages(PagedItemsEndpoint(), rule: offset)) == [[2, 1], [3], []])
            let before = PageRule<PagedItemsEndpoint, PagedItem>.before(items: { $0 }, id: { $0.id }, set: { $0.beforeID = $1 })
            #expect(try await collect(client.pages(PagedItemsEndpoint(), rule: before)) == [[2, 1], [0], []])
            #expect(try await server.requests().map(\.target) == [
                "/items", "/items?page=2", "/items?page=3",
                "/items", "/items?offset=2", "/items?offset=3",
                "/items", "/items?before_id=1", "/items?before_id=0",
            ])
        }
    }

    @Test("A page number or offset with no Int after it ends the pages instead of trapping")
    func pageNumberAndOffsetAtIntMax() async throws {
        let transport = MockTransport(responses: [HTTPResponse(status: 200, body: Data(Self.json([1, 2]).utf8))])
        let client = APIClient(
            configuration: APIClientConfiguration(baseURL: URL(string: "https://api.example.com")!), transport: transport)
        let pageNumber = PageRule<PagedItemsEndpoint, PagedItem>.pageNumber(items: { $0 }, current: { $0.page }, set: { $0.page = $1 })
        #expect(try await collect(client.pages(PagedItemsEndpoint(page: .max), rule: pageNumber)) == [[1, 2]])
        let offset = PageRule<PagedItemsEndpoint, PagedItem>.offset(items: { $0 }, current: { $0.offset }, set: { $0.offset = $1 })
        #expect(try await collect(client.pages(PagedItemsEndpoint(offset: .max - 1), rule: offset)) == [[1, 2]])
        #expect(try await collect(client.pages(PagedItemsEndpoint(offset: .max - 2), rule: offset)) == [[1, 2], [1, 2]])
        #expect(transport.requests.map { $0.url.query ?? "" } == [
            "page=\(Int.max)", "offset=\(Int.max - 1)", "offset=\(Int.max - 2)", "offset=\(Int.max)",
        ])
    }

    @Test func cancellingTheIteratingTaskCancelsThePageInFlight() async throws {
        try await withTestServer { server in
            // The second page is held by the server until released, so it is in flight for as long as the test needs.
            try await server.setRoutes([
                ServerRoute("GET", "/items", query: "page=2", ServerReply.json(Self.json([3])).heldUntilReleased()),
                ServerRoute("GET", "/items", .json(Self.json([1, 2]))),
            ])
            let client = APIClient(configuration: APIClientConfiguration(baseURL: server.baseURL, timeout: 60))
            let rule = PageRule<PagedItemsEndpoint, PagedItem>.pageNumber(items: { $0 }, current: { $0.page }, set: { $0.page = $1 })
            let task = Task { () -> (pages: Int, error: APIError?) in
                var pages = 0
                do {
                    for try await _ in client.pages(PagedItemsEndpoint(), rule: rule) {
                        pages += 1
                    }
                    return (pages, nil)
                } catch {
                    return (pages, APIError(error))
                }
            }
            // Cancel once the server has the request for page 2, which it does not answer until released: the task
            // can only end by cancellation (a broken cancellation would end in the 60 s timeout or hang the test).
            let arrived = try await server.requests(atLeast: 2).map(\.target)
            #expect(arrived == ["/items", "/items?page=2"])
            task.cancel()
            let outcome = await task.value
            #expect(outcome.pages == 1)
            #expect(outcome.error?.isCancelled == true, "\(String(describing: outcome.error))")
            // Nothing was requested after the cancelled page, also once the held reply is let go.
            try await server.release()
            #expect(try await server.requests().map(\.target) == ["/items", "/items?page=2"])
        }
    }
}
