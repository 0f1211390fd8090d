import Foundation
import TestSupport
import Testing

/// The built `SampleApp` executable run end to end: `SampleApp labels` against the loopback server answering with
/// `Tests/Servers/sample-app-routes.json` (the routes README's "Running the sample app" starts the server with), and
/// its command line's exit statuses.
@Suite("SampleApp end to end")
struct SampleAppTests {
    /// The built sample; the test fails (it does not skip) when `swift build` has not built it.
    static func executable() throws -> String {
        try #require(SwiftToolchain.builtProduct(named: "SampleApp"), "SampleApp not built next to the test binary; run swift build first")
    }

    static let routesFile = PackagePaths.root.appendingPathComponent("Tests/Servers/sample-app-routes.json")

    /// What the labels screen shows at each step: the list keeps its labels while a page or a refresh loads, the
    /// second page's repeated `documentation` is listed once, loading more after the end does nothing, and the label
    /// created by the action is first after the last refresh.
    static let expectedLabels = """
        labels of octocat/hello-world, 2 per page
        load: spinner
        load: bug, documentation | more below
        load more: bug, documentation | spinner at the bottom
        load more: bug, documentation, duplicate | more below
        load more: bug, documentation, duplicate | spinner at the bottom
        load more: bug, documentation, duplicate, enhancement, question | end of list
        load more: bug, documentation, duplicate, enhancement, question | end of list (nothing to load)
        refresh: bug, documentation, duplicate, enhancement, question | spinner over the list
        refresh: bug, documentation | more below
        create needs-triage: running, send button disabled
        create needs-triage: succeeded: needs-triage #d93f0b
        refresh: bug, documentation | spinner over the list
        refresh: needs-triage, bug | more below
        """

    @Test func labelsRunsThePaginatedListRefreshAndActionAgainstTheLoopbackServer() async throws {
        let sample = try Self.executable()
        let (run, requests) = try await withTestServer { server in
            try await server.setRoutes(contentsOf: Self.routesFile)
            let run = try await SwiftToolchain.run(sample, ["labels", "--base-url", server.baseURL.absoluteString])
            return (run, try await server.requests())
        }
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.trimmingCharacters(in: .whitespacesAndNewlines) == Self.expectedLabels)
        #expect(requests.map { "\($0.method) \($0.target)" } == [
            "GET /repos/octocat/hello-world/labels?per_page=2",
            "GET /repos/octocat/hello-world/labels?per_page=2&page=2",
            "GET /repos/octocat/hello-world/labels?per_page=2&page=3",
            "GET /repos/octocat/hello-world/labels?per_page=2",
            "POST /repos/octocat/hello-world/labels",
            "GET /repos/octocat/hello-world/labels?per_page=2",
        ])
        #expect(requests.allSatisfy { $0.header("Authorization") == "Bearer sample-token" })
        let created = try #require(requests.first { $0.method == "POST" })
        let body = try JSONSerialization.jsonObject(with: created.body) as? [String: String]
        #expect(body == ["name": "needs-triage", "color": "d93f0b"])
    }

    /// README's "Running the sample app" shows the commands this suite runs and the output it checks.
    @Test func theReadmeShowsTheseCommandsAndThisOutput() throws {
        let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("swift build --product SampleApp "))
        #expect(readme.contains("python3 Tests/Servers/test_server.py --routes Tests/Servers/sample-app-routes.json --port 8000 &"))
        #expect(readme.contains("swift run SampleApp labels --base-url http://127.0.0.1:8000\n"))
        let output = MarkdownCodeBlocks.blocks(readme).first { $0.annotation == "sample-app-output: labels" }
        #expect(output?.code == Self.expectedLabels)
    }

    /// A failed request ends the run with status 1 and the error on standard error.
    @Test func aFailingServerEndsTheRunWithStatus1() async throws {
        let sample = try Self.executable()
        let run = try await withTestServer([ServerRoute("GET", "/repos/octocat/hello-world/labels", .json("{}", status: 503))]) { server in
            try await SwiftToolchain.run(sample, ["labels", "--base-url", server.baseURL.absoluteString])
        }
        #expect(run.status == 1, "\(run.output)")
        #expect(run.output.contains("load: spinner"))
        #expect(run.output.contains("error banner: status 503"))
        #expect(run.output.contains("error: "))
    }

    /// A wrong command line exits 64 with the usage on standard error; `--help` prints it and exits 0.
    @Test(arguments: [
        ([], "name a demo"),
        (["labels"], "--base-url is required"),
        (["nope", "--base-url", "http://127.0.0.1:1"], "unknown demo 'nope'"),
        (["labels", "--base-url"], "--base-url needs a value"),
        (["labels", "--base-url", "127.0.0.1:8000"], "--base-url '127.0.0.1:8000' is not an http or https URL"),
        (["labels", "--base-url", "http://127.0.0.1:1", "--verbose"], "unknown option '--verbose'"),
        (["labels", "jsonplaceholder", "--base-url", "http://127.0.0.1:1"], "unexpected argument 'jsonplaceholder'"),
    ])
    func aUsageErrorExits64(arguments: [String], message: String) async throws {
        let run = try await SwiftToolchain.run(try Self.executable(), arguments)
        #expect(run.status == 64, "\(run.output)")
        #expect(run.output.contains("error: \(message)"), "\(run.output)")
        #expect(run.output.contains("usage: SampleApp <demo> --base-url <URL>"))
    }

    @Test func helpPrintsTheUsageAndExits0() async throws {
        let run = try await SwiftToolchain.run(try Self.executable(), ["--help"])
        #expect(run.status == 0)
        #expect(run.output.contains("usage: SampleApp <demo> --base-url <URL>"))
        #expect(run.output.contains("labels"))
    }
}
