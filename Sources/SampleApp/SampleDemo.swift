import EndpointRuntime

/// One demo of the sample: a name on the command line and a run through generated view models that prints, line by
/// line, what a screen would show.
@MainActor
struct SampleDemo {
    let name: String
    let summary: String
    let run: @MainActor (_ client: APIClient, _ show: @escaping @MainActor (String) -> Void) async throws -> Void

    static let all = [labels, jsonPlaceholder, employees]

    /// `GitHub.LabelListViewModel` (from specs/github.yaml): a paginated list with refresh, and an action.
    static let labels = SampleDemo(
        name: "labels",
        summary: "GitHub labels: a paginated list (load, load more, refresh) and an action (create a label)"
    ) { client, show in
        try await LabelsScreen(client: client, show: show).run()
    }

    /// `JSONPlaceholder.PostListViewModel` (from specs/jsonplaceholder.yaml): one post title per line.
    static let jsonPlaceholder = SampleDemo(name: "jsonplaceholder", summary: "JSONPlaceholder posts, one title per line") { client, show in
        let viewModel = JSONPlaceholder.PostListViewModel(client: client)
        await viewModel.load()
        for post in try loaded(viewModel.state) { show("\(post.id): \(post.title)") }
    }

    /// `Employees.EmployeeListViewModel` (from specs/employees.yaml): one employee name per line.
    static let employees = SampleDemo(name: "employees", summary: "dummy employees, one name per line") { client, show in
        let viewModel = Employees.EmployeeListViewModel(client: client)
        await viewModel.load()
        for employee in try loaded(viewModel.state) { show("\(employee.id): \(employee.employeeName)") }
    }

    /// The value of a finished load; its error when it failed.
    static func loaded<Value>(_ state: LoadState<Value>) throws(APIError) -> Value {
        if let error = state.error { throw error }
        guard let value = state.value else { throw APIError(CancellationError()) }
        return value
    }
}
