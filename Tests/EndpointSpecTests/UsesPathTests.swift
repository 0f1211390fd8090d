import EndpointSpec
import Foundation
import TestSupport
import Testing

/// Spec format §1 "Sharing models": a `uses` entry is a relative `.yaml`/`.yml` path whose real path lies inside
/// the specs root; anything else is `spec.usePathNotAllowed`, located at the entry, and the file is never read.
@Suite("uses names spec files inside the specs root only")
struct UsesPathTests {
    /// A spec whose decoding would report `unknown type 'strng'` if it were ever read.
    static let secret = "api: Secret\nmodels:\n  X: {a: strng}\n"
    static let common = "api: Common\nmodels:\n  User: {id: int64}\n"

    /// `root/specs/...` (the specs root) beside `root/outside/secret.yaml`; returns `root`.
    private func layout(_ files: [String: String]) throws -> String {
        let root = try ScratchDirectory.make("uses-path")
        let all = files.merging(["outside/secret.yaml": Self.secret, "outside/common.yaml": Self.common]) { mine, _ in mine }
        for (name, text) in all {
            let file = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        return root.path
    }

    private func user(_ entry: String) -> String {
        "api: Demo\nuses: [\(entry)]\nmodels:\n  Box: {n: int}\n"
    }

    /// Loads `root/specs` (the directory given: the specs root) and returns its diagnostics with `root/` cut.
    private func messages(_ root: String, paths: [String]? = nil, specsRoots: [String]? = nil) -> [String] {
        loadSpecs(paths: paths ?? [root + "/specs"], specsRoots: specsRoots).diagnostics.items.map {
            $0.description.replacingOccurrences(of: root + "/", with: "")
        }
    }

    @Test("Each position outside the root is refused at the entry, with its ID, and nothing outside is read")
    func refusedPositions() throws {
        let cases: [(entry: String, reason: String)] = [
            ("ROOT/outside/secret.yaml", "a used spec is named by a path relative to this spec's directory, not an absolute path"),
            ("../outside/secret.yaml", "it lies outside the specs root 'specs' (through '..' or a symbolic link)"),
            ("sub/../../outside/secret.yaml", "it lies outside the specs root 'specs' (through '..' or a symbolic link)"),
            ("common.json", "a used spec is a .yaml or .yml file"),
            ("notes.txt", "a used spec is a .yaml or .yml file"),
        ]
        for (written, reason) in cases {
            let root = try layout(["specs/demo.yaml": user("'\(written)'")])
            let entry = written.replacingOccurrences(of: "ROOT", with: root)
            try Data(user("'\(entry)'").utf8).write(to: URL(fileURLWithPath: root + "/specs/demo.yaml"))
            var diagnostics = DiagnosticCollector()
            let apis = SpecLoader.load(paths: [root + "/specs"], diagnostics: &diagnostics)
            #expect(apis.isEmpty)
            #expect(diagnostics.ids == [.usePathNotAllowed], "\(entry)")
            let shown = entry.replacingOccurrences(of: root + "/", with: "")
            #expect(diagnostics.items.map { $0.description.replacingOccurrences(of: root + "/", with: "") }
                == ["specs/demo.yaml:2:8: error: cannot use '\(shown)': \(reason)"], "\(entry)")
        }
    }

    @Test("A symbolic link leading outside the root is refused: a linked file, and a linked directory")
    func symbolicLinksOutside() throws {
        let root = try layout(["specs/demo.yaml": user("linked.yaml"), "specs/other.yaml": user("shared/secret.yaml")
            .replacingOccurrences(of: "Demo", with: "Other")])
        try FileManager.default.createSymbolicLink(atPath: root + "/specs/linked.yaml", withDestinationPath: root + "/outside/secret.yaml")
        try FileManager.default.createSymbolicLink(atPath: root + "/specs/shared", withDestinationPath: root + "/outside")
        // linked.yaml is itself a spec file of the directory; load the two users only.
        let found = messages(root, paths: [root + "/specs/demo.yaml", root + "/specs/other.yaml"], specsRoots: [root + "/specs"])
        let reason = "it lies outside the specs root '\(root)/specs' (through '..' or a symbolic link)"
            .replacingOccurrences(of: root + "/", with: "")
        #expect(found == [
            "specs/demo.yaml:2:8: error: cannot use 'linked.yaml': \(reason)",
            "specs/other.yaml:2:8: error: cannot use 'shared/secret.yaml': \(reason)",
        ])
    }

    @Test("Inside the root is fine: a subdirectory, '..' back into the root, a link that stays inside")
    func insideTheRoot() throws {
        let root = try layout([
            "specs/common.yaml": Self.common,
            "specs/posts/posts.yaml": "api: Posts\nuses: [../common.yaml]\nmodels: {Post: {author: User}}\n",
            "specs/a.yaml": "api: A\nuses: [./posts/../common.yaml]\nmodels: {P: {u: User}}\n",
            "specs/b.yaml": "api: B\nuses: [more/common.yml]\nmodels: {Q: {u: User}}\n",
            "specs/more/real.yml": Self.common,
        ])
        try FileManager.default.createSymbolicLink(atPath: root + "/specs/more/common.yml", withDestinationPath: root + "/specs/more/real.yml")
        let given = [root + "/specs/a.yaml", root + "/specs/b.yaml", root + "/specs/posts/posts.yaml"]
        let result = loadSpecs(paths: given, specsRoots: [root + "/specs"])
        #expect(result.diagnostics.items.map(\.description) == [])
        #expect(result.apis.map(\.name) == ["A", "B", "Posts"])
        #expect(result.apis.last?.usedModels["User"]?.namespace == "Common")
    }

    @Test("Without a root given, a run's roots are its directories and its files' directories")
    func rootsOfARun() throws {
        let root = try layout([
            "specs/common.yaml": Self.common,
            "specs/posts/posts.yaml": "api: Posts\nuses: [../common.yaml]\nmodels: {Post: {author: User}}\n",
        ])
        #expect(SpecLoader.specsRoots(of: [root + "/specs", root + "/specs/posts/posts.yaml", root + "/specs/common.yaml"])
            == [root + "/specs", root + "/specs/posts"])
        // The single file given: its directory is the root, and `../common.yaml` leaves it.
        #expect(messages(root, paths: [root + "/specs/posts/posts.yaml"]).prefix(1) == [
            "specs/posts/posts.yaml:2:8: error: cannot use '../common.yaml': it lies outside the specs root "
                + "'specs/posts' (through '..' or a symbolic link)",
        ])
        // In memory, the text's directory is the root.
        var diagnostics = DiagnosticCollector()
        let api = SpecLoader.load(
            text: Array("api: Mem\nuses: [../outside/common.yaml]\nmodels: {B: {u: User}}\n".utf8), path: root + "/specs/mem.yaml",
            diagnostics: &diagnostics)
        #expect(api?.name == nil)
        #expect(diagnostics.ids.first == .usePathNotAllowed)
    }
}
