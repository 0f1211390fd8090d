import EndpointSpec
import Foundation
import TestSupport
import Testing

/// Spec format §1 "Sharing models": a spec of models only, and `uses:` naming it from other specs.
@Suite("Models shared across spec files")
struct SharedModelTests {
    /// Writes `files` (name → text) into a fresh directory and returns it.
    private func directory(_ files: [String: String]) throws -> String {
        let url = try ScratchDirectory.make("shared")
        for (name, text) in files {
            let file = url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        return url.path
    }

    static let common = """
        api: Common
        models:
          User: {id: int64, login: string}
          Role: {enum: [admin, member]}
          ApiError: {message: string}
        """

    @Test func aSpecOfModelsOnlyLoads() throws {
        let dir = try directory(["common.yaml": Self.common])
        let result = loadSpecs(paths: [dir])
        #expect(result.diagnostics.items.map(\.description) == [])
        #expect(result.apis.map(\.name) == ["Common"])
        #expect(result.apis.first?.endpoints.isEmpty == true)
        #expect(result.apis.first?.models.map(\.name) == ["User", "Role", "ApiError"])
    }

    @Test func aSpecWithNeitherModelsNorEndpointsIsRefused() {
        #expect(diagnostics("api: Empty\n") == ["bad.yaml:1:1: error: a spec needs an 'endpoints' or a 'models' mapping"])
    }

    @Test func usedModelsAreKnownByNameInTypesErrorRulesDefaultsAndParameters() throws {
        let dir = try directory([
            "common.yaml": Self.common,
            "posts/posts.yaml": """
                api: Posts
                uses: [../common.yaml]
                errors: {4XX: ApiError}
                models:
                  Post: {id: int, author: User, editors: [User], role: {type: Role, default: member}}
                endpoints:
                  listPosts:
                    method: GET
                    path: /posts
                    query: {role: Role?}
                    response: [Post]
                  getAuthor: {method: GET, path: /author, response: User}
                """,
        ])
        // The run's specs root is `dir` (as when the directory is given, or named by the config), so
        // `../common.yaml` from `posts/` stays inside it.
        let result = loadSpecs(paths: [dir + "/posts/posts.yaml"], specsRoots: [dir])
        #expect(result.diagnostics.items.map(\.description) == [])
        let posts = try #require(result.apis.first)
        #expect(result.apis.map(\.name) == ["Posts"])  // the used spec is loaded for its models, not generated
        #expect(posts.usedModels.keys.sorted() == ["ApiError", "Role", "User"])
        #expect(posts.usedModels["User"]?.namespace == "Common")
        #expect(posts.errors.map(\.model) == ["ApiError"])
    }

    @Test func aStructModelOfAUsedSpecHasNoTextFormForAQueryItem() throws {
        let dir = try directory([
            "common.yaml": Self.common,
            "a.yaml": "api: A\nuses: [common.yaml]\nendpoints:\n  f: {method: GET, path: /f, query: {who: User}}\n",
        ])
        let messages = loadSpecs(paths: [dir + "/a.yaml"]).diagnostics.items.map(\.description)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("a.yaml:4:43: error:") == true, "\(messages)")
        #expect(messages.first?.contains("the model 'User'") == true)
    }

    @Test func problemsWithUsesAreLocatedAtTheEntry() throws {
        let dir = try directory([
            "common.yaml": Self.common,
            "other.yaml": "api: Other\nmodels:\n  User: {name: string}\n",
            "broken.yaml": "api: Broken\nmodels:\n  X: {a: strng}\n",
            "loop1.yaml": "api: Loop1\nuses: [loop2.yaml]\nmodels: {A: {a: int}}\n",
            "loop2.yaml": "api: Loop2\nuses: [loop1.yaml]\nmodels: {B: {b: int}}\n",
            "same.yaml": "api: Common\nuses: [common.yaml]\nmodels: {C: {c: int}}\n",
            "user.yaml": """
                api: Demo
                uses: [common.yaml, missing.yaml, common.yaml, other.yaml, broken.yaml, user.yaml, 7]
                models:
                  Role: {enum: [x]}
                """,
        ])
        func messages(_ file: String) -> [String] {
            loadSpecs(paths: [dir + "/" + file]).diagnostics.items.map {
                $0.description.replacingOccurrences(of: dir + "/", with: "")
            }.filter { $0.hasPrefix(file) }
        }
        #expect(messages("user.yaml") == [
            "user.yaml:2:21: error: cannot use 'missing.yaml': no such spec file",
            "user.yaml:2:35: error: 'common.yaml' is used twice\nuser.yaml:2:8: note: first used here",
            "user.yaml:2:48: error: model 'User' is declared by both 'common.yaml' and 'other.yaml', which "
                + "this spec uses; rename one of them",
            "user.yaml:2:60: error: cannot use 'broken.yaml': it has errors",
            "user.yaml:2:73: error: a spec cannot use itself",
            "user.yaml:2:84: error: cannot use '7': a used spec is a .yaml or .yml file",
            "user.yaml:4:3: error: model 'Role' is also declared by 'common.yaml', which this spec uses "
                + "(Common.Role); rename one of them",
        ])
        #expect(messages("loop1.yaml") == ["loop1.yaml:2:8: error: cannot use 'loop2.yaml': its 'uses' form a cycle"])
        #expect(messages("same.yaml")
            == ["same.yaml:2:8: error: 'common.yaml' declares the same api 'Common' as this spec; a used spec needs its own namespace"])
    }

    @Test func aUsedSpecOutsideTheInputsStillReportsItsErrors() throws {
        let dir = try directory([
            "broken.yaml": "api: Broken\nmodels:\n  X: {a: strng}\n",
            "a.yaml": "api: A\nuses: [broken.yaml]\nmodels: {Y: {y: int}}\n",
        ])
        let messages = loadSpecs(paths: [dir + "/a.yaml"]).diagnostics.items.map(\.description)
        #expect(messages.contains { $0.hasPrefix(dir + "/broken.yaml:3:10: error: unknown type 'strng'") })
        #expect(messages.contains(dir + "/a.yaml:2:8: error: cannot use 'broken.yaml': it has errors"))
    }

    @Test func inMemoryTextResolvesUsesAgainstItsPath() throws {
        let dir = try directory(["common.yaml": Self.common])
        let text = "api: Mem\nuses: [common.yaml]\nmodels: {Box: {user: User}}\n"
        let (api, diagnostics) = loadSpec(text: text, path: dir + "/mem.yaml")
        #expect(diagnostics.map(\.description) == [])
        #expect(api?.usedModels["User"]?.namespace == "Common")
    }
}

/// The example of docs/spec-format.md "Sharing models" loads clean.
@Suite struct SharedModelDocumentationTests {
    @Test func specFormatSharingExampleLoads() throws {
        guard let root = PackagePaths.locatedRoot,
            let text = try? String(contentsOf: root.appendingPathComponent("docs/spec-format.md"), encoding: .utf8),
            let section = text.range(of: "### Sharing models")
        else {
            Issue.record("docs/spec-format.md not found")
            return
        }
        let blocks = text[section.upperBound...].components(separatedBy: "```yaml\n").dropFirst().prefix(2)
            .map { $0.components(separatedBy: "\n```")[0] + "\n" }
        #expect(blocks.count == 2)
        let directory = try ScratchDirectory.make("shared-doc")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for block in blocks {
            let name = try #require(block.split(separator: "\n").first?.dropFirst(2))
            try Data(block.utf8).write(to: directory.appendingPathComponent(String(name)))
        }
        let result = loadSpecs(paths: [directory.path])
        #expect(result.diagnostics.items.map(\.description) == [])
        #expect(result.apis.map(\.name) == ["Common", "Posts"])
    }
}
