import EndpointCodegen
import EndpointSpec
import Foundation
import TestSupport
import Testing

/// The SwiftUI examples of README.md and docs/*.md, type-checked with warnings as errors in Swift 6 mode together
/// with the code generated from the spec each names, against stand-ins for SwiftUI and Combine declared from Apple's
/// documentation (`StandIns/SwiftUI.swift`, `StandIns/Combine.swift`).
///
/// A SwiftUI example is a ```` ```swift ```` block preceded by `<!-- swiftui: SPEC [STYLE] -->`: SPEC is a spec the
/// same document shows in a ```` ```yaml ```` block preceded by `<!-- spec: SPEC -->`, or a spec file of the package
/// (`specs/github.yaml`); STYLE is a view-model style, `observation` when left out.
@Suite("SwiftUI examples of the documentation")
struct SwiftUIDocExampleTests {
    /// One marked SwiftUI example.
    struct Example {
        var document: String
        var line: Int
        var code: String
        var spec: String
        var style: GeneratorOptions.ViewModelStyle

        /// `docs-view-models.md-L46.swift`: compiler errors name the document and the line of the example's fence.
        var fileName: String { "\(document.replacingOccurrences(of: "/", with: "-"))-L\(line).swift" }
    }

    /// README.md and every Markdown file of docs/, relative to the package root.
    static func documents() throws -> [(path: String, blocks: [MarkdownCodeBlocks.Block])] {
        let docs = PackagePaths.root.appendingPathComponent("docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
        return try (["README.md"] + names.map { "docs/\($0)" }).map { path in
            let text = try String(contentsOf: PackagePaths.root.appendingPathComponent(path), encoding: .utf8)
            return (path, MarkdownCodeBlocks.blocks(text))
        }
    }

    /// The marked examples and the specs the documents define, by `document#name`.
    static func examples() throws -> (examples: [Example], specs: [String: String]) {
        var examples: [Example] = []
        var specs: [String: String] = [:]
        for (path, blocks) in try documents() {
            for block in blocks {
                let words = (block.annotation ?? "").split(whereSeparator: { $0 == " " || $0 == ":" }).map(String.init)
                if words.first == "spec", words.count == 2, block.language == "yaml" {
                    specs["\(path)#\(words[1])"] = block.code
                } else if words.first == "swiftui", block.language == "swift" {
                    #expect(words.count == 2 || words.count == 3, "\(path):\(block.line): expected <!-- swiftui: SPEC [STYLE] -->")
                    let style = words.count == 3 ? GeneratorOptions.ViewModelStyle(rawValue: words[2]) : .observation
                    #expect(style != nil, "\(path):\(block.line): unknown view-model style '\(words.last ?? "")'")
                    guard words.count >= 2, let style else { continue }
                    examples.append(Example(document: path, line: block.line, code: block.code, spec: words[1], style: style))
                }
            }
        }
        return (examples, specs)
    }

    /// A Swift block that declares a SwiftUI view must be marked, or it would escape the type check.
    @Test func everySwiftUIViewOfTheDocumentationIsMarked() throws {
        for (path, blocks) in try Self.documents() {
            for block in blocks where block.language == "swift" && block.code.contains(": View {") {
                #expect(block.annotation?.hasPrefix("swiftui:") == true,
                        "\(path):\(block.line): a SwiftUI view without <!-- swiftui: SPEC --> before its code block")
            }
        }
    }

    /// docs/view-models.md shows a view for a plain load and for a paginated list, in more than one style.
    @Test func theViewModelDocumentShowsEachKindOfViewModel() throws {
        let examples = try Self.examples().examples.filter { $0.document == "docs/view-models.md" }
        #expect(examples.contains { $0.code.contains(".reload()") && $0.code.contains(".task(id:") })
        #expect(examples.contains { $0.code.contains(".loadMore()") && $0.code.contains(".refresh()") })
        #expect(Set(examples.map(\.style)).count >= 2)
    }

    /// The member listings of docs/view-models.md (unmarked Swift blocks of declarations only) are the generated
    /// view models' own: each declaration, without its comment, begins a line of the code generated from the
    /// document's `shop` spec or of Generated/MessagesViewModels.swift (the action's spec is specs/messages.yaml).
    @Test func theViewModelDocumentListsTheGeneratedMembers() throws {
        let path = "docs/view-models.md"
        let blocks = try #require(Self.documents().first { $0.path == path }).blocks
        let (_, specs) = try Self.examples()
        var diagnostics = DiagnosticCollector()
        let shop = try #require(specs["\(path)#shop"])
        let loaded = try #require(SpecLoader.load(text: Array(shop.utf8), path: "shop.yaml", diagnostics: &diagnostics))
        let generated = CodeGenerator(options: GeneratorOptions()).generate([loaded], diagnostics: &diagnostics)
        let messages = try String(
            contentsOf: PackagePaths.root.appendingPathComponent("Generated/MessagesViewModels.swift"), encoding: .utf8)
        let lines = (generated.map(\.contents) + [messages]).flatMap { $0.split(separator: "\n") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        let listings = blocks.filter { block in
            block.language == "swift" && block.annotation == nil && block.code.split(separator: "\n").allSatisfy {
                $0.hasPrefix("public ") || $0.hasPrefix("@")
            }
        }
        #expect(listings.count == 3, "the load, paged and action listings")
        for block in listings {
            for line in block.code.split(separator: "\n") {
                let declaration = String(line.split(separator: "//", maxSplits: 1)[0]).trimmingCharacters(in: .whitespaces)
                #expect(lines.contains { $0.hasPrefix(declaration) }, "\(path):\(block.line): \(declaration)")
            }
        }
    }

    /// Every marked example compiles, grouped by spec and style: one swiftc run per group.
    @Test func everySwiftUIExampleCompilesWithTheGeneratedCode() async throws {
        let (examples, specs) = try Self.examples()
        #expect(!examples.isEmpty)
        let directory = try ScratchDirectory.make("swiftui-docs")
        defer { try? FileManager.default.removeItem(at: directory) }
        let standIns = try await Self.buildStandIns(in: directory)
        let groups = Dictionary(grouping: examples) { "\($0.document)#\($0.spec) \($0.style.rawValue)" }
        for key in groups.keys.sorted() {
            let group = groups[key] ?? []
            guard let first = group.first else { continue }
            let run = try await Self.typecheck(group, spec: try Self.specText(first, specs: specs), style: first.style,
                                         standIns: standIns, in: directory.appendingPathComponent("group-\(UUID().uuidString)"))
            #expect(run.status == 0, "\(key):\n\(run.output)")
        }
    }

    /// The check has teeth: the stand-in enforces SwiftUI's isolation, so an example calling a main-actor method
    /// synchronously from `refreshable`'s `@Sendable` closure fails, as it does in Xcode.
    @Test func anExampleThatBreaksIsolationFails() async throws {
        let (examples, specs) = try Self.examples()
        let pet = try #require(examples.first { $0.code.contains("await viewModel.reload()") && $0.style == .observation })
        var broken = pet
        broken.code = pet.code.replacingOccurrences(of: ".refreshable { await viewModel.reload() }", with: ".refreshable { viewModel.cancel() }")
        #expect(broken.code != pet.code)
        let directory = try ScratchDirectory.make("swiftui-docs-broken")
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try await Self.typecheck([broken], spec: try Self.specText(pet, specs: specs), style: .observation,
                                     standIns: try Self.buildStandIns(in: directory), in: directory.appendingPathComponent("group"))
        #expect(run.status != 0)
        #expect(run.output.contains("outside of its actor context"), "\(run.output)")
    }

    // MARK: - Helpers

    /// The YAML of the spec `example` names: a block of its document, or a spec file of the package.
    static func specText(_ example: Example, specs: [String: String]) throws -> String {
        if let text = specs["\(example.document)#\(example.spec)"] { return text }
        let file = PackagePaths.root.appendingPathComponent(example.spec)
        guard example.spec.hasSuffix(".yaml"), FileManager.default.fileExists(atPath: file.path) else {
            throw SpecNotFound(description: "\(example.document):\(example.line): no <!-- spec: \(example.spec) --> block in the document and no spec file \(example.spec)")
        }
        return try String(contentsOf: file, encoding: .utf8)
    }

    struct SpecNotFound: Error, CustomStringConvertible {
        var description: String
    }

    /// Compiles the Combine stand-in (module and object, shared with ViewModelBehaviourTests) and the SwiftUI stand-in
    /// (module only) into `directory`; returns the flags that find them.
    static func buildStandIns(in directory: URL) async throws -> [String] {
        let combineFlags = try await ViewModelBehaviourTests.buildCombineStandIn(in: directory)
        let modules = directory.appendingPathComponent("standins")
        let source = PackagePaths.root.appendingPathComponent("Tests/CompiledOutputTests/StandIns/SwiftUI.swift").path
        let run = try await SwiftToolchain.run("swiftc", [
            "-swift-version", "6", "-parse-as-library", "-module-name", "SwiftUI", "-warnings-as-errors",
            "-I", modules.path, "-emit-module", "-emit-module-path", modules.appendingPathComponent("SwiftUI.swiftmodule").path, source,
        ])
        #expect(run.status == 0, "\(run.output)")
        return Array(combineFlags.prefix(2))
    }

    /// Generates `spec` in `style`, writes it and `examples` (one file each) into `directory`, and type-checks them
    /// together with warnings as errors.
    static func typecheck(_ examples: [Example], spec: String, style: GeneratorOptions.ViewModelStyle,
                          standIns: [String], in directory: URL) async throws -> SwiftToolchain.Run {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var diagnostics = DiagnosticCollector()
        let loaded = try #require(SpecLoader.load(text: Array(spec.utf8), path: "spec.yaml", diagnostics: &diagnostics), "\(diagnostics)")
        // With the mocks files, so the previews the examples use (docs/mocks.md) compile in every style.
        let options = GeneratorOptions(viewModelStyle: style, outputs: Set(GeneratorOptions.Output.allCases))
        let generated = CodeGenerator(options: options).generate([loaded], diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        var files = try writeGenerated(generated, into: directory)
        for example in examples {
            let url = directory.appendingPathComponent(example.fileName)
            try Data(example.code.utf8).write(to: url)
            files.append(url.path)
        }
        // MemberImportVisibility (SE-0444): members are visible only from modules the file imports, as in a target
        // that turns it on; review 17 found an example using `state.value` without `import EndpointRuntime`.
        var run = try await SwiftToolchain.locate().typecheck(
            files, extraFlags: ["-warnings-as-errors", "-enable-upcoming-feature", "MemberImportVisibility"] + standIns)
        for example in examples {
            run.output = located(run.output, file: directory.appendingPathComponent(example.fileName).path, in: example)
        }
        return run
    }

    /// `output` with each `file:LINE:` of the compiler rewritten as the document's own `docs/x.md:LINE:` (the
    /// example's first line is the line after its opening fence).
    static func located(_ output: String, file: String, in example: Example) -> String {
        var pieces = output.components(separatedBy: file + ":")
        guard pieces.count > 1 else { return output }
        for index in pieces.indices.dropFirst() {
            let digits = pieces[index].prefix { $0.isNumber }
            if let line = Int(digits) {
                pieces[index] = "\(example.line + line)" + pieces[index].dropFirst(digits.count)
            }
        }
        return pieces.joined(separator: example.document + ":")
    }
}
