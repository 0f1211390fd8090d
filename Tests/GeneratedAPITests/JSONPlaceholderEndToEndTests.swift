import EndpointRuntime
import Foundation
import GeneratedAPI
import TestSupport
import Testing

/// The generated JSONPlaceholder client and view model against the loopback test server serving
/// records of the real data set.
@Suite(
    "JSONPlaceholder end to end",
    .enabled(if: PackagePaths.exists(PackagePaths.jsonPlaceholderData), "shared/fixtures/jsonplaceholder not found; set SHARED_DIR")
)
struct JSONPlaceholderEndToEndTests {
    @Test("the post list view model sends ?userId= and publishes that user's posts")
    @MainActor
    func postListForOneUser() async throws {
        guard case .array(let posts)? = try JSONPlaceholderDataTests.dataSet()["posts"] else {
            Issue.record("data.json has no posts array")
            return
        }
        let userPosts = posts.filter { $0["userId"] == .integer(2) }
        #expect(userPosts.count == 10)
        let route = ServerRoute("GET", "/posts", .json(try JSONValue.array(userPosts).jsonText))
        try await withMainActorTestServer([route]) { server in
            let viewModel = JSONPlaceholder.PostListViewModel(client: loopbackClient(server, auth: nil))
            await viewModel.load(userID: 2)

            let loaded = try #require(viewModel.state.value, "state is \(viewModel.state)")
            #expect(loaded.map(\.id) == userPosts.compactMap { $0["id"]?.integerValue }.map(Int.init))
            #expect(loaded.allSatisfy { $0.userID == 2 })
            #expect(loaded.first?.title == userPosts.first?["title"]?.stringValue)

            let request = try #require(try await server.requests().first)
            #expect(request.target == "/posts?userId=2")
            #expect(request.header("Authorization") == nil)
        }
    }

    @Test("createPost sends the post as JSON and decodes the created post with its new id")
    func createPost() async throws {
        let created = #"{"userId": 1, "title": "Über 100 % — \"quoted\"", "body": "line one\nline two", "id": 101}"#
        let route = ServerRoute("POST", "/posts", .json(created, status: 201))
        try await withTestServer([route]) { server in
            let post = try await loopbackClient(server, auth: nil).jsonPlaceholder
                .createPost(userID: 1, title: "Über 100 % — \"quoted\"", bodyValue: "line one\nline two")
            #expect(post == JSONPlaceholder.Post(userID: 1, id: 101, title: "Über 100 % — \"quoted\"", body: "line one\nline two"))

            let request = try #require(try await server.requests().first)
            #expect(request.method == "POST")
            #expect(request.target == "/posts")
            #expect(request.header("Content-Type") == "application/json")
            #expect(try request.jsonBody == [
                "userId": 1, "title": "Über 100 % — \"quoted\"", "body": "line one\nline two",
            ])
        }
    }
}
