import EndpointRuntime
import EndpointSpec
import Foundation
import GeneratedAPI
import TestSupport
import Testing

/// Every response recorded from the real GitHub API (`shared/fixtures/github/*.json`) goes through the
/// generated type of the endpoint it came from and back to JSON without losing a field github.yaml declares.
@Suite(
    "GitHub recorded exchanges",
    .enabled(if: PackagePaths.exists(PackagePaths.gitHubFixtures), "shared/fixtures/github not found; set SHARED_DIR")
)
struct GitHubRecordedExchangeTests {
    /// The generated request type of every github.yaml endpoint, by endpoint name.
    static let responses: [String: PayloadCodec] = [
        "getRoot": .json(GitHub.GetRootRequest.self),
        "getRepository": .json(GitHub.GetRepositoryRequest.self),
        "listIssues": .json(GitHub.ListIssuesRequest.self),
        "createIssue": .json(GitHub.CreateIssueRequest.self),
        "addLabelsToIssue": .json(GitHub.AddLabelsToIssueRequest.self),
        "lockIssue": .noContent(GitHub.LockIssueRequest.self),
        "unlockIssue": .noContent(GitHub.UnlockIssueRequest.self),
        "listLabels": .json(GitHub.ListLabelsRequest.self),
        "createLabel": .json(GitHub.CreateLabelRequest.self),
        "getLabel": .json(GitHub.GetLabelRequest.self),
        "updateLabel": .json(GitHub.UpdateLabelRequest.self),
        "deleteLabel": .noContent(GitHub.DeleteLabelRequest.self),
        "createOrUpdateFileContents": .json(GitHub.CreateOrUpdateFileContentsRequest.self),
        "markNotificationsAsRead": .noContent(GitHub.MarkNotificationsAsReadRequest.self),
        "renderMarkdown": .text(GitHub.RenderMarkdownRequest.self),
        "renderMarkdownRaw": .text(GitHub.RenderMarkdownRawRequest.self),
        "searchIssues": .json(GitHub.SearchIssuesRequest.self),
        "uploadReleaseAsset": .json(GitHub.UploadReleaseAssetRequest.self),
    ]

    /// The generated error models, by model name.
    static let errorModels: [String: PayloadCodec] = [
        "ErrorResponse": .model(GitHub.ErrorResponse.self),
    ]

    /// The recorded exchange files, by name; a new file becomes a new test case.
    static let fixtureFiles: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.gitHubFixtures.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    @Test("the recorded exchanges are there to check")
    func fixturesArePresent() {
        let expected: Set = [
            "add-labels-to-issue.json", "create-file.json", "errors.json", "get-repository.json", "get-root.json",
            "labels.json", "lock-issue.json", "mark-notifications-as-read.json", "markdown.json",
            "paginate-issues.json", "search-issues.json",
        ]
        #expect(expected.subtracting(Self.fixtureFiles).isEmpty, "missing: \(expected.subtracting(Self.fixtureFiles).sorted())")
    }

    @Test("every github.yaml endpoint has its generated request type in the table, with the spec's response kind")
    func tableCoversTheSpec() throws {
        let api = try SpecFixtures.load("github.yaml")
        #expect(Set(Self.responses.keys) == Set(api.endpoints.map(\.name)))
        for endpoint in api.endpoints {
            let codec = try #require(Self.responses[endpoint.name])
            #expect(codec.kind == Self.kind(of: endpoint.response), "\(endpoint.name) is \(codec.typeName)")
        }
        for rule in api.errors {
            #expect(Self.errorModels[rule.model] != nil, "error model \(rule.model) has no generated type in the table")
        }
    }

    @Test("every recorded response decodes into the generated type and re-encodes without losing a declared field",
          arguments: fixtureFiles)
    func recordedResponsesRoundTrip(file: String) throws {
        let api = try SpecFixtures.load("github.yaml")
        let keys = DeclaredKeys(api: api)
        let data = try Data(contentsOf: PackagePaths.gitHubFixtures.appendingPathComponent(file))
        let exchanges = try JSONDecoder().decode([RecordedExchange].self, from: data)
        #expect(!exchanges.isEmpty, "\(file) holds no exchange")

        // Pages after the first come from the Link header of an earlier response, as the client follows them.
        let endpoints = EndpointMatcher.endpoints(of: exchanges, in: api)
        for (index, (exchange, endpoint)) in zip(exchanges, endpoints).enumerated() {
            let label = "\(file)[\(index)] \(exchange.method.uppercased()) \(exchange.path) (\(exchange.status))"
            guard let endpoint else {
                Issue.record("\(label): no github.yaml endpoint has this method and path, and no earlier Link header named it")
                continue
            }
            try check(exchange, of: endpoint, keys: keys, label: label)
        }
    }

    private func check(_ exchange: RecordedExchange, of endpoint: EndpointDefinition, keys: DeclaredKeys, label: String) throws {
        switch exchange.status {
        case 200..<300:
            guard let codec = Self.responses[endpoint.name] else {
                Issue.record("\(label): endpoint \(endpoint.name) has no generated request type in the table")
                return
            }
            switch endpoint.response {
            case .none:
                #expect(codec.kind == .noContent, "\(label)")
                #expect([204, 205].contains(exchange.status), "\(label): a `none` response should be 204 or 205")
                #expect(exchange.response == .string(""), "\(label): body of a no-content response is not empty")
            case .text:
                #expect(codec.kind == .text, "\(label)")
                #expect(exchange.response.stringValue?.isEmpty == false, "\(label): a text response should be non-empty text")
            case .binary:
                Issue.record("\(label): binary responses are not covered by this test")
            case .json(let type):
                try expectRoundTrip(exchange.response, through: codec, declaredAs: type, keys: keys, label: label)
            }
        case 400..<600:
            guard let model = EndpointMatcher.errorModel(for: exchange.status, of: endpoint) else {
                Issue.record("\(label): github.yaml names no error model for status \(exchange.status)")
                return
            }
            guard let codec = Self.errorModels[model] else {
                Issue.record("\(label): error model \(model) has no generated type in the table")
                return
            }
            try expectRoundTrip(exchange.response, through: codec, declaredAs: PropertyType(.model(model)), keys: keys, label: label)
        default:
            Issue.record("\(label): status \(exchange.status) is neither a success nor an error")
        }
    }

    private func expectRoundTrip(
        _ payload: JSONValue, through codec: PayloadCodec, declaredAs type: PropertyType, keys: DeclaredKeys, label: String
    ) throws {
        #expect(codec.kind == .json, "\(label)")
        do {
            let differences = try declaredFieldDifferences(of: payload, through: codec, declaredAs: type, keys: keys)
            #expect(differences.isEmpty, "\(label): \(codec.typeName) changed declared fields:\n\(summary(differences))")
        } catch {
            Issue.record("\(label): does not decode as \(codec.typeName): \(error)")
        }
    }

    private static func kind(of response: ResponseDefinition) -> PayloadCodec.Kind? {
        switch response {
        case .none: return .noContent
        case .text: return .text
        case .json: return .json
        case .binary: return nil
        }
    }
}
