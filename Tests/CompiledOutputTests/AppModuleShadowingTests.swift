import EndpointCodegen
import EndpointSpec
import Foundation
import TestSupport
import Testing

/// Generated code is compiled in the app's own module, next to the hand-written networking layer it replaces, which
/// usually declares the runtime's names itself (`APIError`, `HTTPMethod`, `Endpoint`, `APIClient`; seed 000's app
/// declares `enum APIError: Error`). A type of the module shadows an imported one, so every runtime name generated
/// code writes is qualified (`EndpointRuntime.APIError`): review 17 found 60 errors from one `enum HTTPMethod`.
@Suite("Types of the app's module named like runtime types")
struct AppModuleShadowingTests {
    /// Every top-level type, protocol and type alias the runtime declares public, read from its sources so that a
    /// type added later is tested too.
    static func runtimeTypeNames() throws -> [String] {
        let directory = PackagePaths.root.appendingPathComponent("Sources/EndpointRuntime")
        let pattern = try Regex(#"(?m)^(?:@[A-Za-z]+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:final\s+|indirect\s+)?(?:struct|enum|class|protocol|typealias|actor)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
        var names: Set<String> = []
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }
        for file in files {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: pattern) {
                if let name = match.output[1].substring { names.insert(String(name)) }
            }
        }
        return names.sorted()
    }

    /// A file of the app's module declaring a type for each name.
    static func appTypes(_ names: [String]) -> String {
        names.map { "struct \($0) {}" }.joined(separator: "\n") + "\n"
    }

    /// Every spec of the repository's `specs/` (envelopes, common fields, uploads, downloads, pagination, `uses`),
    /// with every output (mocks too) and the team-owned view model files, in `style`.
    static func generated(style: GeneratorOptions.ViewModelStyle) throws -> [GeneratedFile] {
        var diagnostics = DiagnosticCollector()
        let apis = SpecLoader.load(paths: [PackagePaths.specs.path], diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(Array(diagnostics))")
        let generator = CodeGenerator(options: GeneratorOptions(viewModelStyle: style, outputs: Set(GeneratorOptions.Output.allCases)))
        let files = generator.generate(apis, diagnostics: &diagnostics) + generator.stubs(for: apis, diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(Array(diagnostics))")
        return files
    }

    @Test func theNamesReadFromTheRuntimeIncludeTheOnesTeamsDeclare() throws {
        let names = try Self.runtimeTypeNames()
        for name in ["APIError", "HTTPMethod", "Endpoint", "APIClient", "HTTPHeaders", "JSONValue", "LoadState", "Parameters", "MockServer"] {
            #expect(names.contains(name), "\(name) is not in \(names)")
        }
        #expect(!names.contains("Element") && !names.contains("Kind"), "nested types are not module-level names")
    }

    @Test(arguments: GeneratorOptions.ViewModelStyle.allCases)
    func everyRuntimeNameDeclaredByTheAppModule(style: GeneratorOptions.ViewModelStyle) async throws {
        let directory = try ScratchDirectory.make("app-shadowing-\(style.rawValue)")
        defer { try? FileManager.default.removeItem(at: directory) }
        var files = try Self.generated(style: style)
        files.append(GeneratedFile(path: "AppTypes.swift", contents: Self.appTypes(try Self.runtimeTypeNames()), specPath: ""))
        var flags = ["-warnings-as-errors", "-DDEBUG"]
        if style == .combine {
            flags += Array(try await ViewModelBehaviourTests.buildCombineStandIn(in: directory).prefix(2))
        }
        let run = try await SwiftToolchain.locate().typecheck(try writeGenerated(files, into: directory), extraFlags: flags)
        #expect(run.status == 0, "\(run.output.prefix(4_000))")
    }

    /// Review 17's input: seed 000's `enum APIError: Error` and an `enum HTTPMethod` beside the generated code.
    @Test func theReviewsInput() async throws {
        var files = try Self.generated(style: .observation)
        files.append(GeneratedFile(path: "LegacyLayer.swift", contents: """
            enum APIError: Error { case invalidURL, decoding }
            enum HTTPMethod: String { case get = "GET", post = "POST" }
            """, specPath: ""))
        let run = try await typecheckGenerated(files, label: "app-shadowing-review")
        #expect(run.status == 0, "\(run.output.prefix(4_000))")
    }

    /// Review 35: the observation style conformed each view model to `Observation.Observable`, which an app type
    /// named `Observation` (a health app's FHIR resource) made "'Observable' is not a member type of struct
    /// 'Observation'"; a bare `Observable` would be captured by the app's own `Observable<T>` value box, common in
    /// UIKit MVVM code. The conformance goes through `EndpointRuntime.ObservableViewModel`, and the view models,
    /// the team's files and the previews compile beside both types (under `InternalImportsByDefault` too).
    @Test(arguments: [false, true])
    func anAppTypeNamedObservationOrObservable(internalImports: Bool) async throws {
        let directory = try ScratchDirectory.make("app-shadowing-observation")
        defer { try? FileManager.default.removeItem(at: directory) }
        var files = try Self.generated(style: .observation)
        let viewModels = try #require(files.first { $0.path.hasSuffix("ViewModels.swift") }?.contents)
        #expect(viewModels.contains(": nonisolated EndpointRuntime.ObservableViewModel {"), "\(viewModels.prefix(2_000))")
        #expect(!viewModels.contains("Observation."), "\(viewModels.prefix(2_000))")
        files.append(GeneratedFile(path: "AppObservation.swift", contents: """
            struct Observation { var code: String }
            final class Observable<Value> {
                var value: Value
                init(_ value: Value) { self.value = value }
            }

            """, specPath: ""))
        var flags = ["-warnings-as-errors", "-DDEBUG"]
        if internalImports { flags += ["-enable-upcoming-feature", "InternalImportsByDefault"] }
        let run = try await SwiftToolchain.locate().typecheck(try writeGenerated(files, into: directory), extraFlags: flags)
        #expect(run.status == 0, "\(run.output.prefix(4_000))")
    }
}
