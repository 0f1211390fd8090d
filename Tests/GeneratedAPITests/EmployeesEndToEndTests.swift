import EndpointRuntime
import Foundation
import GeneratedAPI
import TestSupport
import Testing

/// Seed 003 (specs/employees.yaml): the employee list of the dummy REST API, `{"status", "data"}` with every
/// employee field a string on the wire, read leniently as the numbers they are (issue 14, item 4), against the
/// loopback test server. The closure-bound view model of the article is compiled and run in CompiledOutputTests
/// (`SeedViewModelStyleTests`).
@Suite("Employees end to end (seed 003)")
struct EmployeesEndToEndTests {
    static let tigerNixon = Employees.Employee(
        id: 1, employeeName: "Tiger Nixon", employeeSalary: 320_800, employeeAge: 61, profileImage: nil)

    @Test("the list loads through the view model, ids, salaries and ages read as numbers from their strings")
    @MainActor
    func listLoads() async throws {
        let body = try SeedFixtures.text("employee-list.json")
        try await withMainActorTestServer([ServerRoute("GET", "/employees", .json(body))]) { server in
            let viewModel = Employees.EmployeeListViewModel(client: loopbackClient(server, auth: nil))
            await viewModel.load()

            let employees = try #require(viewModel.state.value, "state is \(viewModel.state)")
            #expect(employees.first == Self.tigerNixon)
            #expect(employees.map(\.id) == [1, 2, 3])
            #expect(employees.map(\.employeeName) == ["Tiger Nixon", "Garrett Winters", "Ashton Cox"])
            #expect(employees.map(\.employeeSalary) == [320_800, 170_750, 86_000])
            #expect(employees.map(\.employeeAge) == [61, 63, 66])
            #expect(employees.map(\.profileImage) == [nil, nil, nil])

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

    /// Review: the live API's refusal `{"status":"error","message":"Too Many Attempts."}` lost its text, since the
    /// spec declared no envelope message.
    @Test("the live API's error message travels with the envelope failure")
    func failedStatusKeepsTheServersMessage() async throws {
        let body = #"{"status": "error", "message": "Too Many Attempts."}"#
        try await withTestServer([ServerRoute("GET", "/employees", .json(body))]) { server in
            let error = await #expect(throws: APIError.self) {
                try await loopbackClient(server, auth: nil).employees.listEmployees()
            }
            guard case .envelope(let failure)? = error else {
                Issue.record("expected an envelope failure, got \(String(describing: error))")
                return
            }
            #expect(failure.code == .string("error"))
            #expect(failure.message == "Too Many Attempts.")
            #expect(error?.serverMessage == "Too Many Attempts.")
        }
    }

    @Test("plain numbers decode like strings of digits; encoding writes the canonical numbers")
    func plainNumbersAndEncoding() throws {
        let asStrings = #"{"id": "1", "employee_name": "Tiger Nixon", "employee_salary": "320800", "employee_age": "61", "profile_image": ""}"#
        let asNumbers = #"{"id": 1, "employee_name": "Tiger Nixon", "employee_salary": 320800, "employee_age": 61, "profile_image": " "}"#
        for body in [asStrings, asNumbers] {
            #expect(try JSONDecoder().decode(Employees.Employee.self, from: Data(body.utf8)) == Self.tigerNixon)
        }
        let withImage = Employees.Employee(
            id: 2, employeeName: "G", employeeSalary: 170_750, employeeAge: 63, profileImage: URL(string: "img/2.png"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(Self.tigerNixon), as: UTF8.self)
            == #"{"employee_age":61,"employee_name":"Tiger Nixon","employee_salary":320800,"id":1}"#)
        let encoded = try encoder.encode(withImage)
        #expect(String(decoding: encoded, as: UTF8.self)
            == #"{"employee_age":63,"employee_name":"G","employee_salary":170750,"id":2,"profile_image":"img\/2.png"}"#)
        #expect(try JSONDecoder().decode(Employees.Employee.self, from: encoded) == withImage)
    }

    @Test("a string that is no number is a decoding error naming the coding path")
    func notANumber() async throws {
        let body = #"{"status": "success", "data": [{"id": "1", "employee_name": "A", "employee_salary": "12k", "employee_age": "2", "profile_image": ""}]}"#
        try await withTestServer([ServerRoute("GET", "/employees", .json(body))]) { server in
            do {
                let employees = try await loopbackClient(server, auth: nil).employees.listEmployees()
                Issue.record("expected a decoding failure, got \(employees)")
            } catch APIError.decoding(let failure) {
                #expect(failure.description.contains("employee_salary"), "\(failure)")
                #expect(failure.description.contains("found \"12k\""), "\(failure)")
            }
        }
    }
}
