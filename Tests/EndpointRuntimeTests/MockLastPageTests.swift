import EndpointRuntime
import Foundation
import Testing

/// `MockRoute(_:path:sample:lastPage:pageParameter:)`: a request without the page parameter (or with it empty) is a
/// first page and gets the sample; one carrying it gets the last page, so the mock's pages end.
@Suite("A paginated mock route answers later pages with its last page")
struct MockLastPageTests {
    static let sample = CursorItemsEndpoint.Payload(data: [PagedItem(id: 1)], nextCursor: "next_cursor")
    static let lastPage = SampleValues.lastPage(of: sample) { _ in CursorItemsEndpoint.Payload(data: [], nextCursor: nil) }

    static func server() -> MockServer {
        MockServer(routes: [
            MockRoute(CursorItemsEndpoint(), path: "/feed", sample: sample, lastPage: lastPage, pageParameter: "cursor"),
        ])
    }

    @Test func firstPagesGetTheSampleAndLaterPagesTheLastPage() async throws {
        let client = Self.server().client
        let first = try await client.send(CursorItemsEndpoint())
        #expect(first.data.map(\.id) == [1] && first.nextCursor == "next_cursor")
        let empty = try await client.send(CursorItemsEndpoint(cursor: ""))
        #expect(empty.data.map(\.id) == [1], "an empty page parameter is a first page")
        let later = try await client.send(CursorItemsEndpoint(cursor: "next_cursor"))
        #expect(later.data.isEmpty && later.nextCursor == nil)
    }

    @Test func theMocksPagesEnd() async throws {
        let mock = Self.server()
        let rule = PageRule<CursorItemsEndpoint, PagedItem>.cursor(items: { $0.data }, next: { $0.nextCursor }, set: { $0.cursor = $1 })
        var pages: [[Int]] = []
        for try await page in mock.client.pages(CursorItemsEndpoint(), rule: rule) {
            pages.append(page.items.map(\.id))
            if pages.count == 10 { break }
        }
        #expect(pages == [[1], []])
        #expect(mock.requests.map { $0.url.query } == [nil, "cursor=next_cursor"])
    }

    @Test func anOverrideStillWins() async throws {
        let mock = Self.server()
        mock.override(CursorItemsEndpoint.self, with: .payload(Self.sample))
        let later = try await mock.client.send(CursorItemsEndpoint(cursor: "next_cursor"))
        #expect(later.nextCursor == "next_cursor")
    }
}
