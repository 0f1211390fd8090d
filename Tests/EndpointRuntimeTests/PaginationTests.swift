import EndpointRuntime
import Foundation
import TestSupport
import Testing

/// A page of items listed with a `Link` header.
struct ListItemsEndpoint: Endpoint {
    typealias Response = [Int]

    var page: Int?
    var method: HTTPMethod { .get }
    var path: String { "/items" }
    var query: Parameters { ["page": page] }
    var auth: AuthRequirement { .required }
    var commonFields: [CommonField] { [CommonField("lang_cd", from: .language)] }
}

@Suite("Link header pagination")
struct PaginationTests {
    @Test func githubStyleLinkHeaderGivesEveryRelation() {
        let header = #"<https://api.github.com/repositories/1/issues?page=2>; rel="next", <https://api.github.com/repositories/1/issues?page=5>; rel="last", <https://api.github.com/repositories/1/issues?page=1>; rel="first", <https://api.github.com/repositories/1/issues?page=1>; rel="prev""#
        let links = LinkHeader(header)
        #expect(links.next == url("https://api.github.com/repositories/1/issues?page=2"))
        #expect(links.last == url("https://api.github.com/repositories/1/issues?page=5"))
        #expect(links.first == url("https://api.github.com/repositories/1/issues?page=1"))
        #expect(links.previous == url("https://api.github.com/repositories/1/issues?page=1"))
    }

    @Test func linkHeaderHandlesRelativeTargetsSeveralRelationsAndCommasInURLs() {
        let header = #"</items?page=3&ids=1,2>; title="a, b; c"; REL="next last", <broken; rel=prev"#
        let links = LinkHeader(header, relativeTo: url("https://x.io/api/items?page=2"))
        #expect(links.next == url("https://x.io/items?page=3&ids=1,2"))
        #expect(links.last == url("https://x.io/items?page=3&ids=1,2"))
        #expect(links.previous == nil)
        #expect(links.links.first?.parameters["title"] == "a, b; c")
    }

    @Test func emptyOrMissingLinkHeaderHasNoNextPage() {
        #expect(LinkHeader(nil).next == nil)
        #expect(LinkHeader("").links.isEmpty)
    }

    @Test func nextPageFollowsTheLinkVerbatimUntilThereIsNone() async throws {
        try await withTestServer { server in
            let next = "\(server.baseURL.absoluteString)/items?page=2&cursor=a%2Bb"
            try await server.setRoutes([
                ServerRoute("GET", "/items", .json("[1,2]", headers: [("Link", "<\(next)>; rel=\"next\"")]), .json("[3]")),
            ])
            let client = serverClient(server)
            let first = try await client.sendWithResponse(ListItemsEndpoint(page: 1))
            #expect(first.payload == [1, 2])
            let second = try #require(try await client.nextPage(after: first, of: ListItemsEndpoint(page: 1)))
            #expect(second.payload == [3])
            #expect(try await client.nextPage(after: second, of: ListItemsEndpoint()) == nil)
            let requests = try await server.requests()
            #expect(requests.map(\.target) == ["/items?page=1&lang_cd=ko", "/items?page=2&cursor=a%2Bb"])
            #expect(requests.map { $0.header("x-access-token") } == ["secret-token", "secret-token"])
        }
    }

    @Test func pageOnAnotherHostDoesNotReceiveTheToken() async throws {
        let (client, transport) = mockClient(jsonResponse("[]"), authPlacement: .bearer(), token: "t0k")
        _ = try await client.sendPage(ListItemsEndpoint(), at: url("https://elsewhere.io/items?page=2"))
        #expect(transport.requests.first?.headers["Authorization"] == nil)
        #expect(transport.requests.first?.url.absoluteString == "https://elsewhere.io/items?page=2")
    }
}
