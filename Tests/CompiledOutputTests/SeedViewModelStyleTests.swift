import EndpointCodegen
import EndpointSpec
import Foundation
import TestSupport
import Testing

/// The seed apps whose view models are not in the default `observation` style: seed 003 binds its view model
/// with a closure, seed 004 uses a Combine `ObservableObject`. Their specs (specs/employees.yaml,
/// specs/users.yaml) are generated in that style with warnings as errors; the closure-bound list is built into a
/// harness executable and run against the loopback server.
@Suite("Seed view models in their own styles")
struct SeedViewModelStyleTests {
    /// Generates `spec` (a file of specs/) in `style` into a new temporary directory; returns it and the file paths.
    func generate(_ spec: String, _ style: GeneratorOptions.ViewModelStyle) throws -> (URL, [String]) {
        var diagnostics = DiagnosticCollector()
        let text = try Data(contentsOf: PackagePaths.specs.appendingPathComponent(spec))
        let api = SpecLoader.load(text: Array(text), path: spec, diagnostics: &diagnostics)
        let loaded = try #require(api, "\(diagnostics)")
        let files = CodeGenerator(options: GeneratorOptions(viewModelStyle: style)).generate([loaded], diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("seed-\(style.rawValue)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var paths: [String] = []
        for file in files {
            let url = directory.appendingPathComponent(file.path)
            try Data(file.contents.utf8).write(to: url)
            paths.append(url.path)
        }
        return (directory, paths)
    }

    /// Seed 003's binding: the view controller sets a closure, the view model calls it on every change.
    static let closureHarness = #"""
        import EndpointRuntime
        import Foundation

        guard CommandLine.arguments.count > 1, let base = URL(string: CommandLine.arguments[1]) else {
            print("usage: harness <base URL>")
            exit(2)
        }

        func describe(_ state: LoadState<[Employees.Employee]>) -> String {
            if state.isIdle { return "idle" }
            if state.isLoading { return "loading" }
            if let error = state.error { return "failed(\(error))" }
            return "loaded(\(state.value?.map { "\($0.id):\($0.employeeName)" }.joined(separator: ",") ?? ""))"
        }

        let viewModel = Employees.EmployeeListViewModel(
            client: APIClient(configuration: APIClientConfiguration(baseURL: base, timeout: 20)))
        viewModel.onChange = { state in print("bound: \(describe(state))") }
        await viewModel.load()
        print("final: \(describe(viewModel.state))")
        """#

    @Test("seed 003: the closure-bound employee list is called back with loading, then the list from the server")
    func closureBoundEmployeeList() async throws {
        let (directory, files) = try generate("employees.yaml", .closure)
        defer { try? FileManager.default.removeItem(at: directory) }
        let viewModels = try String(contentsOf: directory.appendingPathComponent("EmployeesViewModels.swift"), encoding: .utf8)
        #expect(viewModels.contains("public var onChange: ((LoadState<[Employee]>) -> Void)?"))

        let main = directory.appendingPathComponent("main.swift")
        try Data(Self.closureHarness.utf8).write(to: main)
        let executable = directory.appendingPathComponent("harness").path
        let toolchain = try SwiftToolchain.locate()
        let build = try toolchain.buildExecutable(files + [main.path] + ["-warnings-as-errors"], output: executable)
        try #require(build.status == 0, "\(build.output)")

        let body = try String(contentsOf: PackagePaths.root.appendingPathComponent("Tests/SeedFixtures/employee-list.json"), encoding: .utf8)
        try await withTestServer([ServerRoute("GET", "/employees", .json(body))]) { server in
            let run = try SwiftToolchain.run(executable, [server.baseURL.absoluteString])
            #expect(run.status == 0)
            #expect(run.output.split(separator: "\n") == [
                "bound: loading",
                "bound: loaded(1:Tiger Nixon,2:Garrett Winters,3:Ashton Cox)",
                "final: loaded(1:Tiger Nixon,2:Garrett Winters,3:Ashton Cox)",
            ])
            #expect(try await server.requests().map(\.target) == ["/employees"])
        }
    }

    @Test("seed 004: the user list in the combine style is an ObservableObject publishing its state, and type-checks")
    func combineUserList() throws {
        let (directory, files) = try generate("users.yaml", .combine)
        defer { try? FileManager.default.removeItem(at: directory) }
        let viewModels = try String(contentsOf: directory.appendingPathComponent("UsersViewModels.swift"), encoding: .utf8)
        #expect(viewModels.contains("#if canImport(Combine)\nimport Combine\n"))
        #expect(viewModels.contains("final class UserListViewModel: ObservableObject"))
        #expect(viewModels.contains("@Published public private(set) var state: LoadState<[User]> = .idle"))
        // Where Combine is missing (Linux), the fenced view model compiles to nothing and only the models and
        // requests are checked; the view model's own body needs Combine or a stand-in for it.
        let run = try SwiftToolchain.locate().typecheck(files, extraFlags: ["-warnings-as-errors"])
        #expect(run.status == 0, "\(run.output)")
    }
}
