import EndpointRuntime

/// One API the sample can call: a name on the command line and a load through a generated view model.
@MainActor
struct SampleDemo {
    let name: String
    let run: @MainActor (APIClient) async -> Result<[String], APIError>

    static let all = [jsonPlaceholder, employees]

    /// `JSONPlaceholder.PostListViewModel` (from specs/jsonplaceholder.yaml): one post title per line.
    static let jsonPlaceholder = SampleDemo(name: "jsonplaceholder") { client in
        let viewModel = JSONPlaceholder.PostListViewModel(client: client)
        await viewModel.load()
        return lines(viewModel.state) { posts in posts.map { "\($0.id): \($0.title)" } }
    }

    /// `Employees.EmployeeListViewModel` (from specs/employees.yaml): one employee name per line.
    static let employees = SampleDemo(name: "employees") { client in
        let viewModel = Employees.EmployeeListViewModel(client: client)
        await viewModel.load()
        return lines(viewModel.state) { employees in employees.map { "\($0.id): \($0.employeeName)" } }
    }

    private static func lines<Value>(_ state: LoadState<Value>, _ describe: (Value) -> [String]) -> Result<[String], APIError> {
        if let error = state.error { return .failure(error) }
        guard let value = state.value else { return .success([]) }
        return .success(describe(value))
    }
}
