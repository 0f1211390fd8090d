import EndpointCodegen
import Foundation
import GeneratorCLI
import TestSupport
import Testing

/// The observation style writes each published property's observation into the `storage` block of
/// `published-property` (docs/view-models.md, "How the observation style observes"). A view model template
/// overridden before that partial existed declares its properties as stored ones, which compile but which no view
/// sees change: with the built-in observation style that is a located error at the override, nothing written, for
/// each of the three view model templates. The closure and combine styles, an `observation` override of the user's
/// own (the old one with `@Observable` included) and a copy of the built-in template are accepted.
@Suite struct PublishedPropertyTemplateTests {
    static let spec = """
        api: Demo
        models:
          Pet: {id: int}
        endpoints:
          getPet: {method: GET, path: '/pets/{id}', path_params: {id: int}, response: Pet, view_model: Pet}
          listPets: {method: GET, path: /pets, query: {page: int?}, response: "[Pet]", pagination: {page: page}, view_model: PetList}
          adopt: {method: POST, path: '/pets/{id}/adoption', path_params: {id: int}, response: Pet, view_model: Adoption}
        """

    /// `template` as it was before `published-property`: each `{{<published-property}}` line written as a stored
    /// property, `{{$changed}}` after the initial value.
    static func old(_ template: String) -> String {
        template.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard let open = line.range(of: "{{<published-property}}") else { return String(line) }
            func block(_ name: String) -> String {
                guard let start = line.range(of: "{{$\(name)}}"), let end = line.range(of: "{{/\(name)}}") else { return "" }
                return String(line[start.upperBound..<end.lowerBound])
            }
            let changed = line.contains("{{$changed}}") ? "{{$changed}}{{/changed}}" : ""
            return line[..<open.lowerBound] + "{{$published}}{{/published}}{{{access}}}private(set) var "
                + block("propertyName") + ": " + block("propertyType") + " = " + block("initialValue") + changed
        }.joined(separator: "\n")
    }

    @Test(arguments: ["viewmodel", "pagedviewmodel", "actionviewmodel"])
    func anOldViewModelOverrideIsALocatedErrorWithTheObservationStyle(kind: String) throws {
        let builtIn = try #require(TemplateSet.defaults.sources[kind]?.text)
        let old = Self.old(builtIn)
        #expect(!old.contains("published-property") && old.contains("private(set) var state: "), "\(old)")

        let directory = try TemporaryDirectory()
        try directory.write("specs/demo.yaml", Self.spec)
        try directory.write("MyTemplates/\(kind).mustache", old)
        let run = GeneratorToolTests.run(["--templates", "MyTemplates"], in: directory)
        #expect(run.status == 1)
        #expect(run.err == "\(directory.url.path)/MyTemplates/\(kind).mustache:1:1: error: this override of "
            + "\(kind).mustache declares its published properties without '{{<published-property}}', so with the "
            + "observation style their changes would not be observed (a SwiftUI view would not update); write each as "
            + "the built-in \(kind).mustache does (docs/templates.md, \"Overrides written for earlier versions\")\n")
        #expect((try? directory.list("Generated")) == nil, "nothing is written")
        #expect(GeneratorToolTests.run(["lint", "--templates", "MyTemplates"], in: directory).err == run.err)

        // The closure style announces changes itself: the old override still renders, with its didSet.
        let closure = GeneratorToolTests.run(["--templates", "MyTemplates", "--view-model-style", "closure"], in: directory)
        #expect(closure.status == 0, "\(closure.err)")
        #expect((directory.read("Generated/DemoViewModels.swift") ?? "").contains("didSet { onChange?(state) }"))

        // With the old observation template of the user's own, the macro observes the stored properties.
        try directory.write("MyTemplates/observation.mustache", LegacyTemplates.macroObservation)
        let macro = GeneratorToolTests.run(["--templates", "MyTemplates"], in: directory)
        #expect(macro.status == 0, "\(macro.err)")
        let viewModels = directory.read("Generated/DemoViewModels.swift") ?? ""
        #expect(viewModels.contains("@Observable\n") && !viewModels.contains("observed."), "\(viewModels)")
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("MyTemplates/observation.mustache"))

        // The partial included from a template of the user's own is found there.
        let line = try #require(builtIn.split(separator: "\n").first { $0.contains("{{<published-property}}{{$propertyName}}state") })
        try directory.write("MyTemplates/\(kind).mustache", builtIn.replacingOccurrences(of: line, with: "    {{>my-state}}"))
        try directory.write("MyTemplates/my-state.mustache", line.trimmingCharacters(in: .whitespaces) + "\n")
        let moved = GeneratorToolTests.run(["--templates", "MyTemplates"], in: directory)
        #expect(moved.status == 0, "\(moved.err)")
        #expect((directory.read("Generated/DemoViewModels.swift") ?? "").contains("get { observed.read(_state, at: \\.state, of: self) }"))

        // A copy of the built-in template is accepted and observes.
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("MyTemplates/my-state.mustache"))
        try directory.write("MyTemplates/\(kind).mustache", builtIn)
        let copy = GeneratorToolTests.run(["--templates", "MyTemplates"], in: directory)
        #expect(copy.status == 0, "\(copy.err)")
        #expect(copy.err == "")
    }

    /// Review 35: two ways a property stayed a stored one that the check did not see. An override of
    /// `published-property` itself without the `storage` block (a copy of its default line) made every published
    /// property of every view model stored; a `pagedviewmodel` override migrated for `state` only kept
    /// `isLoadingMore`, `loadMoreError` and `hasMore` after `{{$published}}{{/published}}`, so the spinner of a
    /// load-more never showed. Both generated and compiled without a word; both are now located errors, nothing
    /// written, with the closure style still accepted. Likewise an override of the partial without the block the
    /// combine style (`published`) or the closure style (`observers`) fills.
    @Test func aPropertyPartialWithoutStorageOrAPropertyLeftTheOldWayIsALocatedError() throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/demo.yaml", Self.spec)
        let builtIn = try #require(TemplateSet.defaults.sources["published-property"]?.text)
        #expect(builtIn.contains("{{$storage}}"))
        let withoutStorage = builtIn.replacingOccurrences(of: "{{$storage}}", with: "")
            .replacingOccurrences(of: "{{/storage}}", with: "")
        try directory.write("MyTemplates/published-property.mustache", withoutStorage)
        let run = GeneratorToolTests.run(["--templates", "MyTemplates"], in: directory)
        #expect(run.status == 1)
        #expect(run.err == "\(directory.url.path)/MyTemplates/published-property.mustache:1:1: error: this override of "
            + "published-property.mustache has no '{{$storage}}' block, where the observation style writes each "
            + "published property's observation, so their changes would not be observed (a SwiftUI view would not "
            + "update); keep the block around ' = {{$initialValue}}…' as the built-in published-property.mustache has "
            + "it (docs/templates.md, \"Overrides written for earlier versions\")\n")
        #expect((try? directory.list("Generated")) == nil, "nothing is written")
        #expect(GeneratorToolTests.run(["--templates", "MyTemplates", "--view-model-style", "closure"], in: directory).status == 0)
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("Generated"))
        // The combine and closure styles need their own block of the partial: `published` (`@Published `) and
        // `observers` (the didSet calling onChange); the observation style needs neither.
        for (block, style, writes, unseen, position) in [
            ("published", "combine", "'@Published '", "a SwiftUI view would not update", "the block before the property's access"),
            ("observers", "closure", "the 'didSet' that calls onChange", "onChange would not be called",
             "the block after '{{$initialValue}}…'"),
        ] {
            let without = builtIn.replacingOccurrences(of: "{{$\(block)}}{{/\(block)}}", with: "")
            #expect(without != builtIn)
            try directory.write("MyTemplates/published-property.mustache", without)
            let styled = GeneratorToolTests.run(["--templates", "MyTemplates", "--view-model-style", style], in: directory)
            #expect(styled.status == 1)
            #expect(styled.err == "\(directory.url.path)/MyTemplates/published-property.mustache:1:1: error: this override "
                + "of published-property.mustache has no '{{$\(block)}}' block, where the \(style) style writes \(writes), "
                + "so their changes would not be observed (\(unseen)); keep \(position) as the built-in "
                + "published-property.mustache has it (docs/templates.md, \"Overrides written for earlier versions\")\n")
            #expect((try? directory.list("Generated")) == nil, "nothing is written")
            let observation = GeneratorToolTests.run(["--templates", "MyTemplates"], in: directory)
            #expect(observation.status == 0, "\(observation.err)")
            try FileManager.default.removeItem(at: directory.url.appendingPathComponent("Generated"))
        }

        // With the block, an override of the partial of one's own (a doc comment above each property) observes.
        try directory.write("MyTemplates/published-property.mustache", "// Published.\n" + builtIn)
        let documented = GeneratorToolTests.run(["--templates", "MyTemplates"], in: directory)
        #expect(documented.status == 0, "\(documented.err)")
        #expect((directory.read("Generated/DemoViewModels.swift") ?? "").contains("get { observed.read(_hasMore, at: \\.hasMore, of: self) }"))
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("MyTemplates/published-property.mustache"))
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("Generated"))

        // A paged override with `state` through the partial and the flags stored, here in a partial of its own.
        let paged = try #require(TemplateSet.defaults.sources["pagedviewmodel"]?.text)
        let lines = paged.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let flags = lines.filter { $0.contains("{{<published-property}}") && !$0.contains("{{$propertyName}}state{{/propertyName}}") }
        #expect(flags.count == 3, "\(flags)")
        let oldFlags = Self.old(flags.joined(separator: "\n"))
        #expect(oldFlags.contains("{{$published}}{{/published}}{{{access}}}private(set) var isLoadingMore: "), "\(oldFlags)")
        for (template, text) in [
            ("pagedviewmodel", lines.map { flags.contains($0) ? Self.old($0) : $0 }.joined(separator: "\n")),
            ("my-flags", oldFlags + "\n"),
        ] {
            let pagedText = template == "pagedviewmodel" ? text
                : lines.filter { !flags.contains($0) }.joined(separator: "\n").replacingOccurrences(
                    of: "{{$styleMembers}}", with: "{{>my-flags}}\n{{$styleMembers}}")
            try directory.write("MyTemplates/pagedviewmodel.mustache", pagedText)
            if template == "my-flags" { try directory.write("MyTemplates/my-flags.mustache", text) }
            let mixed = GeneratorToolTests.run(["--templates", "MyTemplates"], in: directory)
            #expect(mixed.status == 1)
            #expect(mixed.err == "\(directory.url.path)/MyTemplates/\(template).mustache:1:1: error: this template declares a "
                + "published property after '{{$published}}{{/published}}' instead of through '{{<published-property}}', "
                + "so with the observation style its changes would not be observed (a SwiftUI view would not update); "
                + "write it as the built-in pagedviewmodel.mustache writes its published properties (docs/templates.md, "
                + "\"Overrides written for earlier versions\")\n")
            #expect((try? directory.list("Generated")) == nil, "nothing is written")
            let closure = GeneratorToolTests.run(["--templates", "MyTemplates", "--view-model-style", "closure"], in: directory)
            #expect(closure.status == 0, "\(closure.err)")
            try FileManager.default.removeItem(at: directory.url.appendingPathComponent("Generated"))
        }
    }
}
