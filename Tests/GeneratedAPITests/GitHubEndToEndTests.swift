import EndpointRuntime
import Foundation
import GeneratedAPI
import TestSupport
import Testing

/// The generated GitHub client and view model against the loopback test server answering with
/// recorded GitHub responses.
@Suite(
    "GitHub end to end",
    .enabled(if: PackagePaths.exists(PackagePaths.gitHubFixtures), "shared/fixtures/github not found; set SHARED_DIR")
)
struct GitHubEndToEndTests {
    static let auth = GitHub.authPlacement

    @Test("getRepository sends the API headers and bearer token and decodes the recorded repository")
    func getRepository() async throws {
        let recorded = try #require(try GitHubFixtures.exchanges("get-repository.json").first)
        let route = ServerRoute("GET", "/repos/octokit-fixture-org/hello-world", .json(try recorded.response.jsonText))
        try await withTestServer([route]) { server in
            let answer = try await loopbackClient(server, auth: Self.auth).gitHub
                .getRepository(owner: "octokit-fixture-org", repo: "hello-world")
            let repository = try #require(answer.value)
            #expect(repository.fullName == recorded.response["full_name"]?.stringValue)
            #expect(repository.id == recorded.response["id"]?.integerValue)
            #expect(repository.owner.login == "octokit-fixture-org")
            #expect(repository.mainBranch == recorded.response["default_branch"]?.stringValue)

            let request = try #require(try await server.requests().first)
            #expect(request.method == "GET")
            #expect(request.target == "/repos/octokit-fixture-org/hello-world")
            #expect(request.header("Authorization") == "Bearer \(testToken)")
            #expect(request.header("Accept") == "application/vnd.github+json")
            #expect(request.header("X-GitHub-Api-Version") == "2022-11-28")
            #expect(request.header("If-None-Match") == nil)
        }
    }

    @Test("the issue list view model sends its query items and publishes the recorded page")
    @MainActor
    func issueListViewModel() async throws {
        let recorded = try #require(try GitHubFixtures.exchanges("paginate-issues.json").first)
        let route = ServerRoute("GET", "/repos/octokit-fixture-org/paginate-issues/issues", .json(try recorded.response.jsonText))
        try await withMainActorTestServer([route]) { server in
            let viewModel = GitHub.IssueListViewModel(client: loopbackClient(server, auth: Self.auth))
            let since = try #require(ISO8601.date(from: "2017-10-01T00:00:00Z"))
            await viewModel.load(
                owner: "octokit-fixture-org", repo: "paginate-issues", state: .all, labels: "bug,help wanted",
                since: since, perPage: 3)

            let issues = try #require(viewModel.state.value, "state is \(viewModel.state)")
            guard case .array(let recordedIssues) = recorded.response else {
                Issue.record("the recorded page is not an array")
                return
            }
            #expect(issues.map(\.number) == recordedIssues.compactMap { $0["number"]?.integerValue }.map(Int.init))
            #expect(issues.map(\.title) == recordedIssues.compactMap { $0["title"]?.stringValue })

            let request = try #require(try await server.requests().first)
            #expect(request.path == "/repos/octokit-fixture-org/paginate-issues/issues")
            #expect(request.queryItems == [
                URLQueryItem(name: "state", value: "all"),
                URLQueryItem(name: "labels", value: "bug,help wanted"),
                URLQueryItem(name: "sort", value: "created"),
                URLQueryItem(name: "direction", value: "desc"),
                URLQueryItem(name: "since", value: "2017-10-01T00:00:00Z"),
                URLQueryItem(name: "per_page", value: "3"),
            ])
        }
    }

    @Test("createIssue sends the recorded JSON body and decodes the created issue")
    func createIssue() async throws {
        let recorded = try #require(try GitHubFixtures.exchanges("add-labels-to-issue.json").first)
        let route = ServerRoute(
            "POST", "/repos/octokit-fixture-org/add-labels-to-issue/issues",
            .json(try recorded.response.jsonText, status: recorded.status))
        try await withTestServer([route]) { server in
            let issue = try await loopbackClient(server, auth: Self.auth).gitHub
                .createIssue(owner: "octokit-fixture-org", repo: "add-labels-to-issue", title: "Issue without a label")
            #expect(issue.number == recorded.response["number"]?.integerValue.map(Int.init))
            #expect(issue.title == "Issue without a label")
            #expect(issue.state == .open)

            let request = try #require(try await server.requests().first)
            #expect(request.method == "POST")
            #expect(request.header("Content-Type") == "application/json")
            #expect(request.bodyText == #"{"title":"Issue without a label"}"#)
            #expect(try request.jsonBody == recorded.body)
        }
    }

    @Test("a 422 answer decodes into GitHub.ErrorResponse inside APIError.http")
    func validationFailure() async throws {
        let recorded = try #require(try GitHubFixtures.exchanges("errors.json").first)
        let route = ServerRoute(
            "POST", "/repos/octokit-fixture-org/errors/labels", .json(try recorded.response.jsonText, status: 422))
        try await withTestServer([route]) { server in
            do {
                let label = try await loopbackClient(server, auth: Self.auth).gitHub
                    .createLabel(owner: "octokit-fixture-org", repo: "errors", name: "foo", color: "invalid")
                Issue.record("expected a 422 failure, got \(label)")
            } catch let error as APIError {
                guard case .http(let failure) = error else {
                    Issue.record("expected APIError.http, got \(error)")
                    return
                }
                #expect(failure.status == 422)
                let model = try #require(failure.errorModel(as: GitHub.ErrorResponse.self))
                #expect(model.message == "Validation Failed")
                #expect(model.documentationURL?.absoluteString == "https://docs.github.com/rest/reference/issues#create-a-label")
                let detail = try #require(model.errors?.first)
                #expect(detail.resource == "Label")
                #expect(detail.field == "color")
                #expect(detail.code == .invalid)
            }
            let request = try #require(try await server.requests().first)
            #expect(try request.jsonBody == recorded.body)
        }
    }

    @Test("lockIssue and unlockIssue accept the recorded 204 answers")
    func lockAndUnlock() async throws {
        let exchanges = try GitHubFixtures.exchanges("lock-issue.json")
        #expect(exchanges.map(\.status) == [204, 204])
        let routes = [
            ServerRoute("PUT", "/repos/octokit-fixture-org/lock-issue/issues/1/lock", ServerReply(status: 204)),
            ServerRoute("DELETE", "/repos/octokit-fixture-org/lock-issue/issues/1/lock", ServerReply(status: 204)),
        ]
        try await withTestServer(routes) { server in
            let gitHub = loopbackClient(server, auth: Self.auth).gitHub
            // `response: none` methods return nothing: called as statements, without `_ =`.
            try await gitHub.lockIssue(owner: "octokit-fixture-org", repo: "lock-issue", issueNumber: 1)
            try await gitHub.unlockIssue(owner: "octokit-fixture-org", repo: "lock-issue", issueNumber: 1)

            let requests = try await server.requests()
            #expect(requests.map(\.method) == ["PUT", "DELETE"])
            #expect(requests.map(\.target) == Array(repeating: "/repos/octokit-fixture-org/lock-issue/issues/1/lock", count: 2))
            #expect(requests.first?.bodyText == "{}")
            #expect(requests.last?.body.isEmpty == true)
        }
    }
}

/// The spec-wide client settings the generated namespaces expose.
@Suite("Generated API settings")
struct GeneratedAPISettingsTests {
    @Test("each namespace states its spec's auth placement and base URL")
    func authPlacementAndBaseURL() {
        #expect(GitHub.authPlacement == .bearer("Authorization"))
        #expect(Messages.authPlacement == .header("x-access-token"))
        #expect(GitHub.defaultBaseURL == "https://api.github.com")
        #expect(JSONPlaceholder.defaultBaseURL == "https://jsonplaceholder.typicode.com")
    }
}
