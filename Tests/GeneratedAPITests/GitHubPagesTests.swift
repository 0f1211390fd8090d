import EndpointRuntime
import Foundation
import GeneratedAPI
import TestSupport
import Testing

/// The generated `listIssuesPages(...)` (spec `pagination: link_header`) follows the `Link` header through recorded
/// GitHub issues, and the paginated `IssueListViewModel` appends the next page.
@Suite(
    "GitHub issues page by page",
    .enabled(if: PackagePaths.exists(PackagePaths.gitHubFixtures), "shared/fixtures/github not found; set SHARED_DIR")
)
struct GitHubPagesTests {
    /// The recorded issues, split into a first page that links to a second.
    static func routes(_ server: TestServer) throws -> (routes: [ServerRoute], numbers: [Int]) {
        let recorded = try #require(try GitHubFixtures.exchanges("paginate-issues.json").first)
        guard case .array(let issues) = recorded.response, issues.count >= 2 else {
            throw TestServerError.control("the recorded page has fewer than two issues")
        }
        let path = "/repos/apple/swift/issues"
        let next = "<\(server.baseURL.absoluteString)\(path)?page=2>; rel=\"next\""
        let first = try JSONValue.array(Array(issues.prefix(2))).jsonText
        let second = try JSONValue.array(Array(issues.dropFirst(2))).jsonText
        return ([
            ServerRoute("GET", path, query: "page=2", .json(second)),
            ServerRoute("GET", path, .json(first, headers: [("Link", next)])),
        ], issues.compactMap { $0["number"]?.integerValue }.map(Int.init))
    }

    @Test("the client's page sequence (docs/runtime.md) yields every issue of both pages, then ends")
    func clientPages() async throws {
        try await withTestServer { server in
            let (routes, numbers) = try Self.routes(server)
            try await server.setRoutes(routes)
            let client = loopbackClient(server, auth: GitHub.authPlacement)
            var seen: [Int] = []
            for try await issue in client.gitHub.listIssuesPages(owner: "apple", repo: "swift").items {
                seen.append(issue.number)
            }
            #expect(seen == numbers)
            let targets = try await server.requests().map(\.target)
            #expect(targets.count == 2)
            #expect(targets.last == "/repos/apple/swift/issues?page=2")
        }
    }

    @Test("the paginated issue list view model appends the linked page and then has no more")
    @MainActor
    func viewModelLoadsMore() async throws {
        let server = try TestServer.start()
        defer { server.stop() }
        let (routes, numbers) = try Self.routes(server)
        try await server.setRoutes(routes)
        let viewModel = GitHub.IssueListViewModel(client: loopbackClient(server, auth: GitHub.authPlacement))
        await viewModel.load(owner: "apple", repo: "swift")
        #expect(viewModel.items.map(\.number) == Array(numbers.prefix(2)))
        #expect(viewModel.hasMore)
        await viewModel.loadMore()
        #expect(viewModel.items.map(\.number) == numbers)
        #expect(!viewModel.hasMore)
        #expect(viewModel.loadMoreError == nil)
    }
}
