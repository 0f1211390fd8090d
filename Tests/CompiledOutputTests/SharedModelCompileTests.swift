import EndpointCodegen
import EndpointSpec
import Foundation
import TestSupport
import Testing

/// Specs sharing models through `uses` generate code that names the shared models in their own namespace, and the
/// whole set compiles without warnings (spec format §1, "Sharing models").
@Suite("Shared models compile")
struct SharedModelCompileTests {
    @Test func specsUsingACommonSpecCompileTogether() async throws {
        let directory = try ScratchDirectory.make("shared-compile")
        defer { try? FileManager.default.removeItem(at: directory) }
        let specs = [
            "common.yaml": """
                api: Common
                description: Models every area shares.
                models:
                  User: {id: int64, login: string, role: Role}
                  Role: {enum: [admin, member]}
                  ApiError: {message: string}
                  Users: [User]
                """,
            "posts.yaml": """
                api: Posts
                uses: [common.yaml]
                errors: {4XX: ApiError}
                models:
                  Post: {id: int, author: User, editors: Users, role: {type: Role, default: member}}
                endpoints:
                  listPosts:
                    method: GET
                    path: /posts
                    query: {role: {type: Role, default: admin}}
                    response: [Post]
                    view_model: PostList
                  createUser: {method: POST, path: /users, body: User, response: User, errors: {409: ApiError}}
                """,
            "people.yaml": """
                api: People
                uses: [common.yaml]
                endpoints:
                  me: {method: GET, path: /me, response: {user: User, roles: [Role]}}
                """,
        ]
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, text) in specs { try Data(text.utf8).write(to: directory.appendingPathComponent(name)) }
        var loadDiagnostics = DiagnosticCollector()
        let apis = SpecLoader.load(paths: [directory.path], diagnostics: &loadDiagnostics)
        #expect(loadDiagnostics.map(\.description) == [])
        var diagnostics = DiagnosticCollector()
        let files = CodeGenerator().generate(apis, diagnostics: &diagnostics)
        // `createUser` sends `Common.User`, which common.yaml keeps immutable (no body of its own sends it).
        #expect(diagnostics.map(\.id) == [.sentModelImmutable])
        #expect(diagnostics.first?.description.contains(
            "posts.yaml:13:50: warning: the body of endpoint 'createUser' sends 'User' of 'common.yaml'") == true)
        #expect(diagnostics.first?.description.contains("common.yaml:4:3: note: 'User' is declared here") == true,
                "\(diagnostics.map(\.description))")
        let paths = try writeGenerated(files, into: directory)
        let text = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
        #expect(text["PostsModels.swift"]?.contains("public let author: Common.User\n") == true)
        #expect(text["PostsModels.swift"]?.contains("public let editors: Common.Users\n") == true)
        #expect(text["PostsModels.swift"]?.contains("public let role: Common.Role\n") == true)
        #expect(text["PostsRequests.swift"]?.contains("ErrorRule(.statusClass(4), Common.ApiError.self)") == true)
        #expect(text["PostsRequests.swift"]?.contains("ErrorRule(.status(409), Common.ApiError.self)") == true)
        #expect(text["PostsRequests.swift"]?.contains("role: Common.Role = .admin") == true)
        #expect(text["CommonModels.swift"]?.contains("public nonisolated struct User: Codable, Sendable, Hashable") == true)
        let run = try await SwiftToolchain.locate().typecheck(paths, extraFlags: [
            "-default-isolation", "MainActor", "-strict-concurrency=complete", "-warnings-as-errors",
        ])
        #expect(run.status == 0, "\(run.output)")
    }

    /// Review 33: an alias with an inline object (`Lines: [{sku: string}]`) of a used spec, sent by a body here, stayed
    /// immutable with no warning (a named model got one), and an alias cannot be marked `mutable:`. Warned in each
    /// shape a spec writes an alias's inline object in (an array of it, nested arrays), once
    /// however many bodies send it (`Outer: [Lines]` adds nothing); an alias of named models warns about the named
    /// model, as before, and an alias of scalars about nothing.
    @Test func anAliasWithAnInlineObjectSentAcrossSpecsIsWarned() throws {
        let directory = try ScratchDirectory.make("shared-alias")
        defer { try? FileManager.default.removeItem(at: directory) }
        let specs = [
            "m.yaml": """
                api: Shop
                models:
                  Lines: [{sku: string}]
                  Pair: {first: string, second: int}
                  Nested: [[{sku: string}]]
                  Outer: [Lines]
                  Line: {sku: string}
                  Named: [Line]
                  Codes: [string]
                """,
            "o.yaml": """
                api: Orders
                uses: [m.yaml]
                endpoints:
                  a: {method: POST, path: /a, body: Lines, response: none}
                  d: {method: POST, path: /d, body: Nested, response: none}
                  e: {method: POST, path: /e, body: Outer, response: none}
                  f: {method: POST, path: /f, body: Named, response: none}
                  g: {method: POST, path: /g, body: Codes, response: none}
                """,
        ]
        for (name, text) in specs { try Data(text.utf8).write(to: directory.appendingPathComponent(name)) }
        var loadDiagnostics = DiagnosticCollector()
        let apis = SpecLoader.load(paths: [directory.path], diagnostics: &loadDiagnostics)
        #expect(loadDiagnostics.map(\.description) == [])
        var diagnostics = DiagnosticCollector()
        _ = CodeGenerator().generate(apis, diagnostics: &diagnostics)
        let warned = diagnostics.filter { $0.id == .sentModelImmutable }.map { diagnostic in
            diagnostic.message.split(separator: "'").dropFirst(3).first.map(String.init) ?? ""
        }
        #expect(warned == ["Lines", "Nested", "Line"], "\(diagnostics.map(\.description))")
        let alias = try #require(diagnostics.first { $0.message.contains("'Lines' of 'm.yaml', an alias") })
        #expect(alias.message.hasSuffix("declare the object as a model of its own in 'm.yaml' and mark that model "
            + "'mutable: true' to change it in place"))
    }

    @Test func aGeneratedTypeHidingAUsedNamespaceIsAnError() throws {
        let directory = try ScratchDirectory.make("shared-hide")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("api: Common\nmodels: {User: {id: int}}\n".utf8).write(to: directory.appendingPathComponent("common.yaml"))
        try Data("api: A\nuses: [common.yaml]\nmodels:\n  Holder: {user: User, common: {x: int}}\n".utf8)
            .write(to: directory.appendingPathComponent("a.yaml"))
        var loadDiagnostics = DiagnosticCollector()
        let apis = SpecLoader.load(paths: [directory.path], diagnostics: &loadDiagnostics)
        #expect(loadDiagnostics.map(\.description) == [])
        var diagnostics = DiagnosticCollector()
        let files = CodeGenerator().generate(apis, diagnostics: &diagnostics)
        #expect(files.isEmpty)
        #expect(diagnostics.ids == [.usedNamespaceHidden])
        #expect(diagnostics.map(\.message) == [
            "a type generated for this spec is named 'Common', which hides the namespace of the spec it uses; rename "
                + "that model or property",
        ])
    }
}
