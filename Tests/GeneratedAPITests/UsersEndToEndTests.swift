import EndpointRuntime
import Foundation
import GeneratedAPI
import TestSupport
import Testing

/// Seed 004 (specs/users.yaml): the user list, a bare JSON array, against the loopback test server. The
/// article's `ObservableObject` view model is the `combine` style of the same view model, built and run in
/// CompiledOutputTests (`SeedViewModelStyleTests`); here the default style loads the same list.
@Suite("Users end to end (seed 004)")
struct UsersEndToEndTests {
    @Test("the list loads through the view model")
    @MainActor
    func listLoads() async throws {
        let body = try SeedFixtures.text("user-list.json")
        try await withMainActorTestServer([ServerRoute("GET", "/users", .json(body))]) { server in
            let viewModel = Users.UserListViewModel(client: loopbackClient(server, auth: nil))
            await viewModel.load()
            let users = try #require(viewModel.state.value, "state is \(viewModel.state)")
            #expect(users == [
                Users.User(id: 1, name: "Leanne Graham"), Users.User(id: 2, name: "Ervin Howell"), Users.User(id: 3, name: "김민지"),
            ])
            let request = try #require(try await server.requests().first)
            #expect(request.method == "GET")
            #expect(request.target == "/users")
        }
    }

    @Test("a status other than 2xx is APIError.http, where the article's publisher failed with requestFailed")
    @MainActor
    func httpFailure() async throws {
        try await withMainActorTestServer([ServerRoute("GET", "/users", .json(#"{"error": "down"}"#, status: 503))]) { server in
            let viewModel = Users.UserListViewModel(client: loopbackClient(server, auth: nil))
            await viewModel.load()
            #expect(viewModel.state.error?.status == 503)
            #expect(viewModel.state.value == nil)
        }
    }
}
