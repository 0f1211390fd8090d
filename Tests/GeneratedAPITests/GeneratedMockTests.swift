import EndpointRuntime
import EndpointSpec
import Foundation
import GeneratedAPI
import TestSupport
import Testing

/// The generated mocks of specs/ (Generated/*Mocks.swift, docs/mocks.md): every endpoint's mock answer decodes through
/// the generated client, overrides and failures reach the caller typed, and every view model previews in each state.
@Suite("Generated mocks")
struct GeneratedMockTests {
    /// Each API of specs/ with its mock, by spec file.
    static let mocks: [(spec: String, mock: @Sendable () -> MockServer)] = [
        ("employees.yaml", { Employees.mock() }),
        ("github.yaml", { GitHub.mock() }),
        ("jsonplaceholder.yaml", { JSONPlaceholder.mock() }),
        ("members.yaml", { Members.mock() }),
        ("messages.yaml", { Messages.mock() }),
        ("timesync.yaml", { TimeSync.mock() }),
        ("users.yaml", { Users.mock() }),
    ]

    @Test("every spec of specs/ has a mock here")
    func everySpecIsCovered() throws {
        let specs = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.specs.path).filter { $0.hasSuffix(".yaml") }
        #expect(Self.mocks.map(\.spec) == specs.sorted())
    }

    @Test("every endpoint's mock answer decodes through the generated client", arguments: mocks.map(\.spec))
    func everyEndpointAnswersItsSample(spec: String) async throws {
        var diagnostics = DiagnosticCollector()
        let api = try #require(SpecLoader.load(file: PackagePaths.specs.appendingPathComponent(spec).path, diagnostics: &diagnostics))
        let mock = try #require(Self.mocks.first { $0.spec == spec }).mock()
        // One route per endpoint, in spec order.
        #expect(mock.routes.map(\.operationName) == api.endpoints.map(\.name))
        #expect(mock.routes.map(\.pathTemplate) == api.endpoints.map(\.path))
        for route in mock.routes {
            do {
                _ = try await route.sendSample(through: mock.client)
            } catch {
                Issue.record("\(spec) \(route.operationName): \(error)")
            }
        }
        // Every request reached its own route, and none was answered 404 for want of one.
        #expect(mock.requests.map(\.operationName) == api.endpoints.map(\.name))
        for request in mock.requests {
            #expect(mock.route(for: request)?.operationName == request.operationName)
        }
    }

    @Test("the mock answers an endpoint with its sample, decoded by the generated client method")
    func sampleThroughClientMethods() async throws {
        let github = GitHub.mock()
        #expect(try await github.client.gitHub.getRepository(owner: "apple", repo: "swift").value == GitHub.Repository.sample)
        #expect(try await github.client.gitHub.listIssues(owner: "apple", repo: "swift") == [GitHub.Issue.sample])
        let messages = Messages.mock()
        #expect(try await messages.client.messages.getMessageList() == ExampleMockTests.messageListExample())
        let employees = Employees.mock()
        #expect(try await employees.client.employees.listEmployees() == [Employees.Employee.sample])
    }

    @Test("a typed override replaces one endpoint's answer and leaves the others alone")
    func overrideByRequestType() async throws {
        let mock = GitHub.mock()
        let sample = GitHub.Label.sample
        let label = GitHub.Label(id: 7, nodeID: sample.nodeID, url: sample.url, name: "bug", color: sample.color,
                                 default: sample.default, description: sample.description)
        mock.override(GitHub.GetLabelRequest.self, with: .payload(label))
        #expect(try await mock.client.gitHub.getLabel(owner: "apple", repo: "swift", name: "bug") == label)
        #expect(try await mock.client.gitHub.listLabels(owner: "apple", repo: "swift") == [GitHub.Label.sample])
        mock.removeOverride(GitHub.GetLabelRequest.self)
        #expect(try await mock.client.gitHub.getLabel(owner: "a", repo: "b", name: "c") == GitHub.Label.sample)
    }

    @Test("an injected HTTP error carries the spec's error model sample; an injected transport failure is offline")
    func failureInjection() async throws {
        let mock = GitHub.mock()
        mock.override(GitHub.GetLabelRequest.self, with: .status(404))
        let result = await mock.client.gitHub.getLabelResult(owner: "apple", repo: "swift", name: "nope")
        guard case .clientError(let errorBody, let response) = result else {
            Issue.record("expected a client error, got \(result)")
            return
        }
        #expect(response.status == 404)
        #expect(errorBody == GitHub.ErrorResponse.sample)

        mock.override(GitHub.ListIssuesRequest.self, with: .transportFailure(.notConnectedToInternet))
        let error = await #expect(throws: APIError.self) { try await mock.client.gitHub.listIssues(owner: "a", repo: "b") }
        guard case .transport(let failure)? = error else {
            Issue.record("expected a transport failure")
            return
        }
        #expect(failure.kind == .offline)
    }

    @Test("seed 001's envelope failure, mocked: sendMessage throws it with the server's code and message")
    func envelopeFailureInjection() async throws {
        let mock = Messages.mock()
        mock.override(Messages.SendMessageRequest.self, with: .envelopeFailure(code: 2001, message: "채팅방이 존재하지 않습니다."))
        let error = await #expect(throws: APIError.self) { try await mock.client.messages.sendMessage(roomID: 1, content: "hi") }
        guard case .envelope(let failure)? = error else {
            Issue.record("expected an envelope failure, got \(String(describing: error))")
            return
        }
        #expect(failure.code == 2001)
        #expect(failure.message == "채팅방이 존재하지 않습니다.")
        #expect(error?.serverMessage == "채팅방이 존재하지 않습니다.")
    }

    @Test("latency delays answers until the task is cancelled")
    func latency() async throws {
        let mock = Messages.mock(latency: 3600)
        let task = Task { try await mock.client.messages.getMessageList() }
        task.cancel()
        let error = await #expect(throws: APIError.self) { try await task.value }
        #expect(error?.isCancelled == true)
    }

    @Test("every view model previews in each state", arguments: PreviewState.allCases)
    @MainActor
    func previews(state: PreviewState) throws {
        guard #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) else { return }
        let expectedFailure = state == .failed
        func check<Value: Equatable>(_ shown: LoadState<Value>, loaded: Value, empty: Value?, _ name: String) {
            switch state {
            case .loading: #expect(shown == .loading(previous: nil), "\(name)")
            case .loaded: #expect(shown == .loaded(loaded), "\(name)")
            case .empty: #expect(shown == (empty.map { .loaded($0) } ?? .idle), "\(name)")
            case .failed: #expect(shown.error != nil && shown.value == nil, "\(name)")
            }
            #expect((shown.error != nil) == expectedFailure, "\(name)")
        }
        check(Employees.EmployeeListViewModel.preview(state).state, loaded: [Employees.Employee.sample], empty: [], "employees")
        check(GitHub.IssueListViewModel.preview(state).state, loaded: [GitHub.Issue.sample], empty: [], "issues")
        check(GitHub.LabelListViewModel.preview(state).state, loaded: [GitHub.Label.sample], empty: [], "labels")
        check(JSONPlaceholder.PostListViewModel.preview(state).state, loaded: [JSONPlaceholder.Post.sample], empty: [], "posts")
        check(JSONPlaceholder.UserListViewModel.preview(state).state, loaded: [JSONPlaceholder.User.sample], empty: [], "users")
        check(JSONPlaceholder.TodoListViewModel.preview(state).state, loaded: [JSONPlaceholder.Todo.sample], empty: [], "todos")
        check(Members.MemberDetailViewModel.preview(state).state, loaded: Members.Member.sample, empty: nil, "member")
        // messages.yaml gives getMessageList a response example (ExampleMockTests).
        check(Messages.MessageListViewModel.preview(state).state, loaded: (try? ExampleMockTests.messageListExample()) ?? [], empty: [], "messages")
        check(Users.UserListViewModel.preview(state).state, loaded: [Users.User.sample], empty: [], "users")
        // Action view models: running, succeeded with the sample, or failed.
        func check<Value: Equatable>(_ shown: ActionState<Value>, loaded: Value, empty: Value?, _ name: String) {
            switch state {
            case .loading: #expect(shown == .running, "\(name)")
            case .loaded: #expect(shown == .succeeded(loaded), "\(name)")
            case .empty: #expect(shown == (empty.map { .succeeded($0) } ?? .idle), "\(name)")
            case .failed: #expect(shown.error != nil && shown.value == nil, "\(name)")
            }
            #expect((shown.error != nil) == expectedFailure, "\(name)")
        }
        check(TimeSync.TimeSyncViewModel.preview(state).state, loaded: TimeSync.TimeSyncResult.sample, empty: .some(nil), "time")
        check(TimeSync.ImageUploadViewModel.preview(state).state, loaded: NoContent(), empty: nil, "upload")
        check(Messages.SendMessageViewModel.preview(state).state, loaded: Messages.ChatMessage.sample, empty: nil, "send")
    }

    @Test("a previewed view model loads from the mock")
    @MainActor
    func previewLoadsFromTheMock() async throws {
        guard #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) else { return }
        let viewModel = Messages.MessageListViewModel.preview(.loading)
        await viewModel.load()
        #expect(viewModel.state == .loaded(try ExampleMockTests.messageListExample()))
    }
}
