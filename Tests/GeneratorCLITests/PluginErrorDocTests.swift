import Foundation
import TestSupport
import Testing

/// docs/plugins.md, "Errors", quotes what a build shows for a `generator.yaml` error in its two forms: the plugin's
/// own diagnostic (`error: path:line:column: message`, the form SwiftPM's command line prints for a plugin) and, when
/// SwiftPM reuses its plan, the spec's build command's line in the compiler's form (review 22: the doc showed only the
/// first and said it was the only one). Both come from the line the generator prints, checked here; the plugin's
/// rewriting of that line is checked by PluginSourceTests (`PlanningDriver`).
@Suite("docs/plugins.md's config error examples")
struct PluginErrorDocTests {
    @Test("The generator prints the doc's line for the doc's config, from the plan and from a run")
    func configErrorLines() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/MyApp/generator.yaml", "outputs: [models, requests]\nview_model_style: observation\naccess: publik\n")
        try directory.write("Sources/MyApp/pets.yaml", GeneratorToolTests.goodSpec)
        let config = "Sources/MyApp/generator.yaml"
        let doc = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/plugins.md"), encoding: .utf8)
        for arguments in [["--print-plan", "--config", config, "Sources/MyApp/pets.yaml"],
                          ["--config", config, "--no-stubs", "Sources/MyApp/pets.yaml"]] {
            let run = GeneratorToolTests.run(arguments, in: directory)
            #expect(run.status == 1)
            let printed = run.err.replacingOccurrences(of: directory.url.path, with: "/path/to")
                .trimmingCharacters(in: .newlines)
            #expect(printed == "/path/to/Sources/MyApp/generator.yaml:3:9: error: unknown access level 'publik'; "
                + "expected public, internal or package; did you mean 'public'?", "\(arguments)")
            #expect(doc.contains("\n" + printed + "\n"), "docs/plugins.md does not quote \(printed)")
            // The plugin keeps the location in the message, after SwiftPM's `error: `.
            let pluginForm = "error: " + printed.replacingOccurrences(of: ":3:9: error: ", with: ":3:9: ")
            #expect(doc.contains("\n" + pluginForm + "\n"), "docs/plugins.md does not quote \(pluginForm)")
        }
    }
}
