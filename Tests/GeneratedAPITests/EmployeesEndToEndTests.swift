import EndpointRuntime
import Foundation
import GeneratedAPI
import TestSupport
import Testing

/// Seed 003 (specs/employees.yaml): the employee list of the dummy REST API, `{"status", "data"}` with every
/// employee field a string, against the loopback test server. The closure-bound view model of the article is
/// compiled and run in CompiledOutputTests (`SeedViewModelStyleTests`).
@Suite("Employees end to end (seed 003)")
struct EmployeesEndToEndTests {
    static let tigerNixon = Employees.Employee(
        id: "1", employeeName: "Tiger Nixon", employeeSalary: "320800", employeeAge: "61", profileImage: "")

    @Test("the list loads through the view model, ids, salaries and ages kept as the strings they are")
    @MainActor
    func listLoads() async throws {
        let body = try SeedFixtures.text("employee-list.json")
        try await withMainActorTestServer([ServerRoute("GET", "/employees", .json(body))]) { server in
            let viewModel = Employees.EmployeeListViewModel(client: loopbackClient(server, auth: nil))
            await viewModel.load()

            let employees = try #require(viewModel.state.value, "state is \(viewModel.state)")
            #expect(employees.first == Self.tigerNixon)
            #expect(employees.map(\.id) == ["1", "2", "3"])
            #expect(employees.map(\.employeeName) == ["Tiger Nixon", "Garrett Winters", "Ashton Cox"])

            let request = try #require(try await server.requests().first)
            #expect(request.method == "GET")
            #expect(request.target == "/employees")
        }
    }

    @Test("a status other than \"success\" is APIError.envelope with that status as its code")
    func failedStatus() async throws {
        let body = #"{"status": "error", "data": null}"#
        try await withTestServer([ServerRoute("GET", "/employees", .json(body))]) { server in
            do {
                let employees = try await loopbackClient(server, auth: nil).employees.listEmployees()
                Issue.record("expected an envelope failure, got \(employees)")
            } catch APIError.envelope(let failure) {
                #expect(failure.code == .string("error"))
            }
        }
    }

    @Test("a number where the article's model has a string is a decoding error naming the coding path")
    func numberInsteadOfString() async throws {
        let body = #"{"status": "success", "data": [{"id": 1, "employee_name": "A", "employee_salary": "1", "employee_age": "2", "profile_image": ""}]}"#
        try await withTestServer([ServerRoute("GET", "/employees", .json(body))]) { server in
            do {
                let employees = try await loopbackClient(server, auth: nil).employees.listEmployees()
                Issue.record("expected a decoding failure, got \(employees)")
            } catch APIError.decoding(let failure) {
                #expect(failure.description.contains("id"), "\(failure)")
            }
        }
    }
}
