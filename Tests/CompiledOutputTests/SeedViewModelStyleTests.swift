import EndpointCodegen
import EndpointSpec
import Foundation
import TestSupport
import Testing

/// The seed apps whose view models are not in the default `observation` style: seed 003 binds its view model
/// with a closure, seed 004 uses a Combine `ObservableObject`. Their specs (specs/employees.yaml,
/// specs/users.yaml) are generated in that style, built with warnings as errors into a harness executable (the
/// combine style against the stand-in Combine module of `StandIns/Combine.swift`, as Linux has no Combine) and run
/// against the loopback server.
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
        let directory = try ScratchDirectory.make("seed-\(style.rawValue)")
        let paths = try writeGenerated(files, into: directory)
        return (directory, paths)
    }

    /// Writes `harness` as `main.swift` next to the generated `files` and builds them with warnings as errors (for
    /// the combine style, against the stand-in Combine module); returns the executable's path.
    func buildHarness(_ harness: String, files: [String], in directory: URL, combine: Bool = false) async throws -> String {
        let main = directory.appendingPathComponent("main.swift")
        try Data(harness.utf8).write(to: main)
        let executable = directory.appendingPathComponent("harness").path
        var flags = ["-warnings-as-errors"]
        if combine {
            flags += try await ViewModelBehaviourTests.buildCombineStandIn(in: directory)
        }
        let toolchain = try SwiftToolchain.locate()
        let arguments = (files: files + [main.path], flags: flags)
        let build = try await toolchain.buildExecutable(arguments.files, output: executable, extraFlags: arguments.flags)
        try #require(build.status == 0, "\(build.output)")
        return executable
    }

    /// The fixture `name` of Tests/SeedFixtures.
    func fixture(_ name: String) throws -> String {
        try String(contentsOf: PackagePaths.root.appendingPathComponent("Tests/SeedFixtures/\(name)"), encoding: .utf8)
    }

    /// Seed 003's binding: the view controller sets a closure, the view model calls it on every change.
    static let closureHarness = #"""
        import EndpointRuntime
        import Foundation

        guard CommandLine.arguments.count > 1, let base = URL(string: CommandLine.arguments[1]) else {
            print("usage: harness <base URL>")
            exit(2)
        }

        func describe(_ state: EndpointRuntime.LoadState<[Employees.Employee]>) -> String {
            if state.isIdle { return "idle" }
            if state.isLoading { return "loading" }
            if let error = state.error { return "failed(\(error))" }
            return "loaded(\(state.value?.map { "\($0.id):\($0.employeeName)" }.joined(separator: ",") ?? ""))"
        }

        let viewModel = Employees.EmployeeListViewModel(
            client: EndpointRuntime.APIClient(configuration: APIClientConfiguration(baseURL: base, timeout: 20)))
        viewModel.onChange = { state in print("bound: \(describe(state))") }
        await viewModel.load()
        print("final: \(describe(viewModel.state))")
        """#

    @Test("seed 003: the closure-bound employee list is called back with loading, then the list from the server")
    func closureBoundEmployeeList() async throws {
        let (directory, files) = try generate("employees.yaml", .closure)
        defer { try? FileManager.default.removeItem(at: directory) }
        let viewModels = try String(contentsOf: directory.appendingPathComponent("EmployeesViewModels.swift"), encoding: .utf8)
        #expect(viewModels.contains("public var onChange: ((EndpointRuntime.LoadState<[Employee]>) -> Void)?"))

        let executable = try await buildHarness(Self.closureHarness, files: files, in: directory)

        let body = try fixture("employee-list.json")
        try await withTestServer([ServerRoute("GET", "/employees", .json(body))]) { server in
            let run = try await SwiftToolchain.run(executable, [server.baseURL.absoluteString])
            #expect(run.status == 0)
            #expect(run.output.split(separator: "\n") == [
                "bound: loading",
                "bound: loaded(1:Tiger Nixon,2:Garrett Winters,3:Ashton Cox)",
                "final: loaded(1:Tiger Nixon,2:Garrett Winters,3:Ashton Cox)",
            ])
            #expect(try await server.requests().map(\.target) == ["/employees"])
        }
    }

    /// Seed 004's view: it observes the `ObservableObject` and reads the published state.
    static let combineHarness = #"""
        import Combine
        import EndpointRuntime
        import Foundation

        guard CommandLine.arguments.count > 1, let base = URL(string: CommandLine.arguments[1]) else {
            print("usage: harness <base URL>")
            exit(2)
        }

        func describe(_ state: EndpointRuntime.LoadState<[Users.User]>) -> String {
            if state.isIdle { return "idle" }
            if state.isLoading { return "loading" }
            if let error = state.error { return "failed(\(error))" }
            return "loaded(\(state.value?.map { "\($0.id):\($0.name)" }.joined(separator: ",") ?? ""))"
        }

        let viewModel = Users.UserListViewModel(
            client: EndpointRuntime.APIClient(configuration: APIClientConfiguration(baseURL: base, timeout: 20)))
        viewModel.objectWillChange.sink { print("objectWillChange, state was \(describe(viewModel.state))") }
        await viewModel.load()
        print("final: \(describe(viewModel.state))")
        """#

    @Test("seed 004: the combine-style user list is an ObservableObject that announces each change and loads the list")
    func combineUserList() async throws {
        let (directory, files) = try generate("users.yaml", .combine)
        defer { try? FileManager.default.removeItem(at: directory) }
        let viewModels = try String(contentsOf: directory.appendingPathComponent("UsersViewModels.swift"), encoding: .utf8)
        #expect(viewModels.contains("#if canImport(Combine)\npublic import Combine\n"))
        #expect(viewModels.contains("final class UserListViewModel: ObservableObject"))
        #expect(viewModels.contains("@Published public private(set) var state: EndpointRuntime.LoadState<[User]> = .idle"))
        let executable = try await buildHarness(Self.combineHarness, files: files, in: directory, combine: true)

        let body = try fixture("user-list.json")
        try await withTestServer([ServerRoute("GET", "/users", .json(body))]) { server in
            let run = try await SwiftToolchain.run(executable, [server.baseURL.absoluteString])
            #expect(run.status == 0)
            #expect(run.output.split(separator: "\n") == [
                "objectWillChange, state was idle",
                "objectWillChange, state was loading",
                "final: loaded(1:Leanne Graham,2:Ervin Howell,3:김민지)",
            ])
            #expect(try await server.requests().map(\.target) == ["/users"])
        }
    }
}
