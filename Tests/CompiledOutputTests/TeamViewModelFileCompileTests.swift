import EndpointCodegen
import EndpointSpec
import Foundation
import TestSupport
import Testing

/// The team-owned view model files (`CodeGenerator.stubs`) compile together with the generated view models, with
/// warnings as errors, in every style: as written, and with the team's screen logic in them. After a spec change
/// that breaks the team's code, the compiler names the team's line and what to write instead.
@Suite("Team-owned view model files compile with the generated part")
struct TeamViewModelFileCompileTests {
    static let spec = ViewModelBehaviourTests.spec

    /// Screen logic a team writes into each file, over the generated members of each kind of view model.
    static let teamCode = [
        "Shop.PetViewModel.swift": """
            var title: String { state.value?.name ?? "Pet" }
            var isRefreshing: Bool { state.isLoading && state.value != nil }
            func show(petNumber: Int) async { await load(id: petNumber) }
            """,
        "Shop.RoomMessagesViewModel.swift": """
            var newestText: String? { items.first?.text }
            func loadMoreIfNeeded(after message: Shop.Message) async {
                if message.id == items.last?.id, hasMore, !isLoadingMore { await loadMore() }
            }
            """,
        "Shop.AdoptionViewModel.swift": """
            var canAdopt: Bool { !state.isRunning }
            func adopt(_ pet: Shop.Pet) async -> Bool { await send(id: pet.id, note: "for \\(pet.name)") != nil }
            """,
    ]

    /// The generated files and the team's files of `spec` in `style`; with `withTeamCode`, each team file's
    /// comment block is followed by the team's code.
    static func sources(spec: String, style: GeneratorOptions.ViewModelStyle, withTeamCode: Bool) throws -> [GeneratedFile] {
        var diagnostics = DiagnosticCollector()
        let api = try #require(SpecLoader.load(text: Array(spec.utf8), path: "shop.yaml", diagnostics: &diagnostics), "\(diagnostics)")
        let generator = CodeGenerator(options: GeneratorOptions(viewModelStyle: style))
        let generated = generator.generate([api], diagnostics: &diagnostics)
        var stubs = generator.stubs(for: [api], diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        #expect(stubs.map(\.path) == ["Shop.AdoptionViewModel.swift", "Shop.PetViewModel.swift", "Shop.RoomMessagesViewModel.swift"])
        if withTeamCode {
            for index in stubs.indices {
                let code = try #require(teamCode[stubs[index].path])
                let body = code.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
                let file = stubs[index].contents
                let end = try #require(file.range(of: "\n}\n", options: .backwards))
                stubs[index].contents = String(file[..<end.lowerBound]) + "\n" + body + "\n}\n" + String(file[end.upperBound...])
            }
        }
        return generated + stubs
    }

    static func typecheck(_ files: [GeneratedFile], style: GeneratorOptions.ViewModelStyle, label: String) async throws -> SwiftToolchain.Run {
        let directory = try ScratchDirectory.make("\(label)")
        defer { try? FileManager.default.removeItem(at: directory) }
        var flags = ["-warnings-as-errors"]
        if style == .combine {
            flags += try await ViewModelBehaviourTests.buildCombineStandIn(in: directory).filter { !$0.hasSuffix(".o") }
        }
        return try await SwiftToolchain.locate().typecheck(try writeGenerated(files, into: directory), extraFlags: flags)
    }

    @Test(arguments: GeneratorOptions.ViewModelStyle.allCases)
    func theTeamsFilesCompileAsWrittenAndWithScreenLogic(_ style: GeneratorOptions.ViewModelStyle) async throws {
        let asWritten = try await Self.typecheck(try Self.sources(spec: Self.spec, style: style, withTeamCode: false), style: style, label: "stubs-\(style)")
        #expect(asWritten.status == 0, "\(asWritten.output)")
        let edited = try await Self.typecheck(try Self.sources(spec: Self.spec, style: style, withTeamCode: true), style: style, label: "team-\(style)")
        #expect(edited.status == 0, "\(edited.output)")
    }

    /// Review 13: the combine style's view models are compiled only where Combine is, but the team's files were not,
    /// so a Linux build of the same target (a CI job) failed on them.
    @Test("combine style where there is no Combine (Linux): the team's files are compiled only where the view models are")
    func combineTeamFilesWhereThereIsNoCombine() async throws {
        let files = try Self.sources(spec: Self.spec, style: .combine, withTeamCode: true)
        for file in files where file.path.hasPrefix("Shop.") {
            #expect(file.contents.contains("\n#if canImport(Combine)\nextension Shop."), "\(file.path)")
            #expect(file.contents.hasSuffix("}\n#endif\n"), "\(file.path)")
        }
        let directory = try ScratchDirectory.make("stubs-no-combine")
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try await SwiftToolchain.locate().typecheck(try writeGenerated(files, into: directory), extraFlags: ["-warnings-as-errors"])
        #expect(run.status == 0, "\(run.output)")
        for style in [GeneratorOptions.ViewModelStyle.observation, .closure] {
            let stubs = try Self.sources(spec: Self.spec, style: style, withTeamCode: false).filter { $0.path.hasPrefix("Shop.") }
            #expect(stubs.allSatisfy { !$0.contents.contains("#if") }, "\(style)")
        }
    }

    @Test("after a spec change that breaks the team's code, the compiler names the team's line and the new label")
    func aSpecChangeIsReportedInTheTeamsFile() async throws {
        let renamed = Self.spec.replacingOccurrences(of: """
                path: /pets/{id}
                path_params: {id: int}
                response: Pet
            """, with: """
                path: /pets/{pet_number}
                path_params: {pet_number: int}
                response: Pet
            """)
        #expect(renamed != Self.spec)
        let run = try await Self.typecheck(try Self.sources(spec: renamed, style: .observation, withTeamCode: true), style: .observation, label: "team-renamed")
        #expect(run.status != 0)
        #expect(run.output.contains("Shop.PetViewModel.swift:"), "\(run.output)")
        #expect(run.output.contains("incorrect argument label in call (have 'id:', expected 'petNumber:')"), "\(run.output)")
    }
}
