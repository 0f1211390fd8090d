import EndpointCodegen
import Foundation
import TestSupport
import Testing

/// The observation style writes each published property's observation out (docs/view-models.md, "How the
/// observation style observes"): a getter and a setter through `ObservedProperties` and a stored `_name`, in every
/// kind of view model and with every property of a paginated one; the other styles keep stored properties.
/// Behaviour: `ObservedPropertiesTests` (runtime) and `ObservationNotificationTests` (a generated view model).
@Suite("Snippets: the observation style")
struct ObservationStyleSnippetTests {
    static let spec = """
        models:
          Pet: {id: int, name: string}
        endpoints:
          getPet: {method: GET, path: '/pets/{id}', path_params: {id: int}, response: Pet, view_model: Pet}
          listPets:
            method: GET
            path: /pets
            query: {page: int?}
            response: "[Pet]"
            pagination: {page: page}
            view_model: PetList
          adopt: {method: POST, path: '/pets/{id}/adoption', path_params: {id: int}, response: Pet, view_model: Adoption}
        """

    /// The accessors and storage of one published property as the observation style writes them.
    static func observed(_ name: String, _ type: String, _ initial: String) -> String {
        """
        public private(set) var \(name): \(type) {
            get { observed.read(_\(name), at: \\.\(name), of: self) }
            set { observed.write(newValue, to: &_\(name), at: \\.\(name), of: self) }
        }
        private var _\(name): \(type) = \(initial)
        """
    }

    @Test("every published property of every kind of view model is observed through ObservedProperties")
    func everyPublishedPropertyIsObserved() throws {
        let cases: [(header: String, properties: [String])] = [
            ("class PetViewModel", [Self.observed("state", "EndpointRuntime.LoadState<Pet>", ".idle")]),
            ("class PetListViewModel", [
                Self.observed("state", "EndpointRuntime.LoadState<[Pet]>", ".idle"),
                Self.observed("isLoadingMore", "Bool", "false"),
                Self.observed("loadMoreError", "EndpointRuntime.APIError?", "nil"),
                Self.observed("hasMore", "Bool", "false"),
            ]),
            ("class AdoptionViewModel", [Self.observed("state", "EndpointRuntime.ActionState<Pet>", ".idle")]),
        ]
        for (header, properties) in cases {
            let declaration = try Snippet.declaration(header, in: "ViewModels.swift", of: Self.spec)
            let body = declaration.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
                let indentation = line.prefix { $0 == " " }.count
                return String(line.dropFirst(min(4, indentation)))
            }.joined(separator: "\n")
            #expect(declaration.contains("final class \(header.dropFirst(6)): nonisolated EndpointRuntime.ObservableViewModel {"), "\(declaration)")
            #expect(!declaration.contains("@Observable") && !declaration.contains("@ObservationIgnored"), "\(declaration)")
            for property in properties {
                #expect(body.contains(property), "\(header) lacks:\n\(property)\n\nin:\n\(body)")
            }
            #expect(body.components(separatedBy: "private let observed = EndpointRuntime.ObservedProperties()").count == 2, "\(body)")
        }
    }

    @Test("the closure and combine styles keep stored properties")
    func otherStylesKeepStoredProperties() throws {
        let closure = try Snippet.declaration(
            "class PetListViewModel", in: "ViewModels.swift", of: Self.spec, options: GeneratorOptions(viewModelStyle: .closure))
        #expect(closure.contains("""
                public private(set) var state: EndpointRuntime.LoadState<[Pet]> = .idle {
                    didSet { onChange?(state) }
                }

                /// Whether ``loadMore()`` is waiting for the next page.
                public private(set) var isLoadingMore: Bool = false
            """), "\(closure)")
        #expect(!closure.contains("observed"))
        let combine = try Snippet.declaration(
            "class PetListViewModel", in: "ViewModels.swift", of: Self.spec, options: GeneratorOptions(viewModelStyle: .combine))
        #expect(combine.contains("    @Published public private(set) var loadMoreError: EndpointRuntime.APIError? = nil\n"), "\(combine)")
        #expect(!combine.contains("observed"))
    }

    /// docs/view-models.md shows a generated observation-style view model: a block marked
    /// `<!-- generated: SPEC TYPE -->` whose lines, apart from `…`, are those of the class TYPE generated from the
    /// document's spec SPEC, in order, each run of lines between two `…` contiguous.
    @Test("docs/view-models.md's generated view model is what the generator writes")
    func documentedExampleIsGenerated() throws {
        let text = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/view-models.md"), encoding: .utf8)
        let blocks = MarkdownCodeBlocks.blocks(text)
        let marked = blocks.filter { $0.annotation?.hasPrefix("generated:") == true }
        try #require(marked.count == 1)
        let words = try #require(marked.first?.annotation?.split(separator: " ").map(String.init))
        try #require(words.count == 3)
        let spec = try #require(blocks.first { $0.annotation == "spec: \(words[1])" && $0.language == "yaml" })
        let files = try Snippet.files(spec.code)
        let file = try #require(files["SnippetViewModels.swift"])
        // The file without blank lines, and without the indentation of `extension Shop {`.
        func compact(_ text: String) -> String {
            text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
                .map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }.joined(separator: "\n")
        }
        let generated = compact(file)
        #expect(generated.contains("class \(words[2])"))
        let documented = try #require(marked.first?.code)
        var searchFrom = generated.startIndex
        for run in documented.components(separatedBy: "\n    …\n") {
            let lines = run.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
                .map { "    " + $0 }.joined(separator: "\n")
            let found = try #require(generated.range(of: compact(lines), range: searchFrom..<generated.endIndex),
                                     "not generated (in this order):\n\(lines)\n\ngenerated:\n\(generated)")
            searchFrom = found.upperBound
        }
    }
}
