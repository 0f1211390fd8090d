import EndpointCodegen
import Foundation
import GeneratorCLI
import Testing
import TestSupport

/// The team-owned view model files (docs/view-models.md, "The team's file"): written once into the `stubs`
/// directory, then never overwritten, pruned, checked or diffed; a file whose view model is gone is reported.
@Suite struct TeamViewModelFileTests {
    typealias Tool = GeneratorToolTests

    static let spec = """
        api: Shop
        models:
          Pet: {id: int, name: string}
        endpoints:
          getPet:
            method: GET
            path: /pets/{id}
            path_params: {id: int}
            response: Pet
            view_model: Pet
          adoptPet:
            method: POST
            path: /pets/{id}/adoption
            path_params: {id: int}
            response: Pet
            view_model: Adoption

        """

    static let generated = ["ShopModels.swift", "ShopRequests.swift", "ShopViewModels.swift"]
    static let teamFiles = ["Shop.AdoptionViewModel.swift", "Shop.PetViewModel.swift"]

    /// The team's edit: screen logic in place of the comments.
    static let edited = """
        // Written once by endpoint-generator for Shop.PetViewModel (shop.yaml).
        import EndpointRuntime

        extension Shop.PetViewModel {
            var title: String { state.value?.name ?? "Pet" }
        }

        """

    static func project() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("specs/shop.yaml", spec)
        return directory
    }

    @Test func aWriteRunCreatesOneFileOfTheTeamsPerViewModelMarkedAsTheirs() throws {
        let directory = try Self.project()
        let run = Tool.run(["--stubs", "Screens"], in: directory)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err == "")
        #expect(run.out == """
            Generated: 3 written, 0 unchanged, 0 removed
            created Screens/Shop.AdoptionViewModel.swift (the team's file: edit it)
            created Screens/Shop.PetViewModel.swift (the team's file: edit it)

            """)
        #expect(try directory.list("Screens") == Self.teamFiles)
        let pet = try #require(directory.read("Screens/Shop.PetViewModel.swift"))
        #expect(pet.hasPrefix("// Written once by endpoint-generator for Shop.PetViewModel (shop.yaml).\n"))
        #expect(!pet.hasPrefix(CodeGenerator.headerMarker))
        #expect(pet.contains("It is yours: the generator wrote it once and never overwrites, removes or checks it."))
        #expect(pet.contains("@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)\nextension Shop.PetViewModel {"))
        #expect(pet.contains("//   load(id:)"))
        let adoption = try #require(directory.read("Screens/Shop.AdoptionViewModel.swift"))
        #expect(adoption.contains("extension Shop.AdoptionViewModel {"))
        #expect(adoption.contains("//   send(id:)"))
        #expect(adoption.contains("!state.isRunning"))
    }

    @Test func theTeamsEditSurvivesRegenerationAndIsNeitherCheckedNorDiffed() throws {
        let directory = try Self.project()
        #expect(Tool.run(["--stubs", "Screens"], in: directory).status == 0)
        try directory.write("Screens/Shop.PetViewModel.swift", Self.edited)

        // A spec change regenerates the generated files only.
        try directory.write("specs/shop.yaml", Self.spec.replacingOccurrences(of: "name: string}", with: "name: string, tag: string?}"))
        let run = Tool.run(["--stubs", "Screens"], in: directory)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out == "Generated: 3 written, 0 unchanged, 0 removed\n")   // each records the spec's fingerprint
        #expect(directory.read("Screens/Shop.PetViewModel.swift") == Self.edited)

        for mode in ["--check", "--diff"] {
            let compared = Tool.run(["--stubs", "Screens", mode], in: directory)
            #expect(compared.status == 0, "\(mode): \(compared.out)\(compared.err)")
            #expect(compared.out == "", "\(mode)")
            #expect(compared.err == "", "\(mode)")
        }
        // A deleted team file is not stale either: --check ignores the team's files, a write run creates it again.
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("Screens/Shop.AdoptionViewModel.swift"))
        #expect(Tool.run(["--stubs", "Screens", "--check"], in: directory).status == 0)
        #expect(Tool.run(["--stubs", "Screens"], in: directory).out.contains("created Screens/Shop.AdoptionViewModel.swift"))
        #expect(directory.read("Screens/Shop.PetViewModel.swift") == Self.edited)
    }

    @Test func inTheOutputDirectoryTheTeamsFilesAreNeverPruned() throws {
        let directory = try Self.project()
        #expect(Tool.run(["--stubs", "Generated"], in: directory).status == 0)
        #expect(try directory.list("Generated") == (Self.generated + Self.teamFiles).sorted())
        try directory.write("Generated/Shop.PetViewModel.swift", Self.edited)

        // The view model goes away: a complete run prunes nothing of the team's, and says what to change.
        try directory.write("specs/shop.yaml", Self.spec.replacingOccurrences(of: "    view_model: Pet\n", with: ""))
        let run = Tool.run(["--stubs", "Generated"], in: directory)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out == "Generated: 3 written, 0 unchanged, 0 removed\n")   // each records the spec's fingerprint
        #expect(run.err == """
            Generated/Shop.PetViewModel.swift:1:1: warning: shop.yaml no longer declares view model Shop.PetViewModel, \
            which this file of the team's extends: move its code to the view model that replaces it (or delete the \
            file); it no longer compiles

            """)
        #expect(try directory.list("Generated") == (Self.generated + Self.teamFiles).sorted())
        #expect(directory.read("Generated/Shop.PetViewModel.swift") == Self.edited)
        let check = Tool.run(["--stubs", "Generated", "--check"], in: directory)
        #expect(check.status == 0)
        #expect(check.err.contains("warning: shop.yaml no longer declares view model Shop.PetViewModel"))

        // Removing the spec altogether removes its generated files, never the team's.
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("specs/shop.yaml"))
        try directory.write("specs/other.yaml", Tool.goodSpec)
        #expect(Tool.run(["--stubs", "Generated"], in: directory).status == 0)
        #expect(try directory.list("Generated").filter { $0.hasPrefix("Shop") } == Self.teamFiles)
    }

    @Test func aFileOfTheTeamsAlreadyThereIsNeverReplaced() throws {
        let directory = try Self.project()
        let handWritten = "// Our own pet screen logic, written before the generator.\n"
        try directory.write("Screens/Shop.PetViewModel.swift", handWritten)
        let run = Tool.run(["--stubs", "Screens"], in: directory)
        #expect(run.status == 0, "\(run.err)")
        #expect(!run.out.contains("Shop.PetViewModel.swift"))
        #expect(directory.read("Screens/Shop.PetViewModel.swift") == handWritten)
    }

    @Test func theConfigNamesTheDirectoryAndNoStubsTurnsItOff() throws {
        let directory = try Self.project()
        try directory.write("App/generator.yaml", "specs: [../specs]\noutput: ../Generated\nstubs: ViewModels\n")
        let off = Tool.run(["--config", "App/generator.yaml", "--no-stubs"], in: directory)
        #expect(off.status == 0, "\(off.err)")
        #expect(try directory.list("App") == ["generator.yaml"])
        let on = Tool.run(["--config", "App/generator.yaml"], in: directory)
        #expect(on.status == 0, "\(on.err)")
        #expect(try directory.list("App/ViewModels") == Self.teamFiles)
        #expect(Tool.run(["--stubs", "A", "--no-stubs"], in: directory).status == 64)
    }

    /// The command plugin's run for a target whose code the build plugin generates.
    @Test func stubsOnlyWritesTheTeamsFilesAndNoGeneratedCodeAndStillValidates() throws {
        let directory = try Self.project()
        try directory.write("App/generator.yaml", "specs: [../specs]\nstubs: Screens\n")
        let run = Tool.run(["--config", "App/generator.yaml", "--stubs-only"], in: directory)
        #expect(run.status == 0, "\(run.err)")
        #expect(try directory.list() == ["App", "specs"])
        #expect(try directory.list("App/Screens") == Self.teamFiles)
        #expect(Tool.run(["--config", "App/generator.yaml", "--stubs-only"], in: directory).out == "")

        try directory.write("specs/shop.yaml", Self.spec.replacingOccurrences(of: "name: string}", with: "name: strng}"))
        let broken = Tool.run(["--config", "App/generator.yaml", "--stubs-only"], in: directory)
        #expect(broken.status == 1)
        #expect(broken.err.contains("error: unknown type 'strng'"), "\(broken.err)")
    }

    @Test func withoutAStubsDirectoryNothingOfTheTeamsIsWritten() throws {
        let directory = try Self.project()
        let run = Tool.run([], in: directory)
        #expect(run.out == "Generated: 3 written, 0 unchanged, 0 removed\n")
        #expect(try directory.list() == ["Generated", "specs"])
    }
}
