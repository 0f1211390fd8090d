import EndpointRuntime
import EndpointSpec
import Foundation
import GeneratedAPI
import TestSupport
import Testing

/// Every request body recorded from a real GitHub client decodes into the generated body type of its
/// endpoint and encodes back to the same JSON, so the generated requests can send what GitHub received.
@Suite(
    "GitHub recorded request bodies",
    .enabled(if: PackagePaths.exists(PackagePaths.gitHubFixtures), "shared/fixtures/github not found; set SHARED_DIR")
)
struct GitHubRecordedRequestBodyTests {
    /// The generated JSON body type of every github.yaml endpoint with a JSON body, by endpoint name.
    static let bodies: [String: PayloadCodec] = [
        "createIssue": .model(GitHub.CreateIssueBody.self),
        "addLabelsToIssue": .model(GitHub.AddLabelsToIssueBody.self),
        "lockIssue": .model(GitHub.LockIssueBody.self),
        "createLabel": .model(GitHub.CreateLabelBody.self),
        "updateLabel": .model(GitHub.UpdateLabelBody.self),
        "createOrUpdateFileContents": .model(GitHub.CreateOrUpdateFileContentsBody.self),
        "markNotificationsAsRead": .model(GitHub.MarkNotificationsAsReadBody.self),
        "renderMarkdown": .model(GitHub.RenderMarkdownBody.self),
    ]

    @Test("every recorded JSON request body round-trips through the generated body type unchanged",
          arguments: GitHubRecordedExchangeTests.fixtureFiles)
    func recordedBodiesRoundTrip(file: String) throws {
        let api = try SpecFixtures.load("github.yaml")
        for (index, exchange) in try GitHubFixtures.exchanges(file).enumerated() {
            guard let body = exchange.body, body != .string("") else { continue }
            let label = "\(file)[\(index)] \(exchange.method.uppercased()) \(exchange.path)"
            guard let endpoint = EndpointMatcher.endpoint(method: exchange.method, path: exchange.pathWithoutQuery, in: api) else {
                Issue.record("\(label): no github.yaml endpoint has this method and path")
                continue
            }
            if case .string(let text) = body {
                // A text body (`encoding: text`): the generated request sends the string as it is.
                let request = GitHub.RenderMarkdownRawRequest(text: text)
                #expect(endpoint.name == "renderMarkdownRaw", "\(label): a text body for \(endpoint.name)")
                guard case .text(let sent, _) = request.body else {
                    Issue.record("\(label): RenderMarkdownRawRequest does not send a text body")
                    continue
                }
                #expect(sent == text)
                continue
            }
            guard let codec = Self.bodies[endpoint.name] else {
                Issue.record("\(label): endpoint \(endpoint.name) has no generated body type in the table")
                continue
            }
            do {
                let encoded = try codec.roundTrip(try JSONEncoder().encode(body), runtimeDateRule(for: api))
                let reread = try JSONDecoder().decode(JSONValue.self, from: encoded)
                let differences = jsonDifferences(body, reread)
                #expect(differences.isEmpty, "\(label): \(codec.typeName) changed the body:\n\(summary(differences))")
            } catch {
                Issue.record("\(label): does not decode as \(codec.typeName): \(error)")
            }
        }
    }

    @Test("createOrUpdateFileContents sends the file as base64, as the recorded request did")
    func fileContentIsBase64() async throws {
        let recorded = try #require(try GitHubFixtures.exchanges("create-file.json").first)
        let request = GitHub.CreateOrUpdateFileContentsRequest(
            owner: "octokit-fixture-org", repo: "create-file", pathValue: "test.txt",
            message: "create test.txt", content: Data("Test content".utf8))
        let client = APIClient(configuration: APIClientConfiguration(
            baseURL: try #require(URL(string: GitHub.defaultBaseURL)), authPlacement: GitHub.authPlacement,
            tokenProvider: { testToken }))
        let built = try await client.makeRequest(request)
        #expect(built.url.absoluteString == "https://api.github.com/repos/octokit-fixture-org/create-file/contents/test.txt")
        let sent = try JSONDecoder().decode(JSONValue.self, from: try #require(built.body))
        #expect(sent == recorded.body)
    }
}
