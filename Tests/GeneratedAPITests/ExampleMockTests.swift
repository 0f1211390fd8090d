import EndpointRuntime
import EndpointSpec
import Foundation
import GeneratedAPI
import TestSupport
import Testing

/// The spec's examples in the generated mocks of specs/ (docs/mocks.md, "Examples"): a model's sample is its example,
/// the mock answers an endpoint with its response example and `.status(N)` with its error example, each decoded by
/// the generated client; a spec without examples keeps its made-up samples.
@Suite("Examples in generated mocks")
struct ExampleMockTests {
    /// specs/messages.yaml's `getMessageList` response example (seed 001's sample list), written out here.
    static let messageListJSON = """
        [{"profileImageUrl":"이미지 링크","roomId":255,"title":"test","repUserName":"Runnber6421","recentMessage":"N"},
         {"profileImageUrl":"이미지 링크","roomId":256,"title":"테스트","repUserName":"Runnber6421","recentMessage":"N"}]
        """
    /// specs/github.yaml's `Label` example (the recorded labels fixture).
    static let labelJSON = """
        {"id":1000,"node_id":"MDA6RW50aXR5MQ==","url":"https://api.github.com/repos/octokit-fixture-org/labels/labels/bug",
         "name":"bug","color":"d73a4a","default":true,"description":"Something isn't working"}
        """

    /// The list `Messages.mock()` answers `getMessageList` with: the spec's example, as the generated client decodes it.
    static func messageListExample() throws -> [Messages.MessageListItem] {
        try DateRule.iso8601.makeDecoder().decode([Messages.MessageListItem].self, from: Data(messageListJSON.utf8))
    }

    /// `value` as it goes on the wire (the API's date rule), for comparing with an example's JSON whatever the Swift names.
    private func wire(_ value: some Encodable) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: DateRule.iso8601.makeEncoder().encode(value))
    }

    private func json(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    private func spec(_ name: String) throws -> APIDefinition {
        var diagnostics = DiagnosticCollector()
        return try #require(SpecLoader.load(file: PackagePaths.specs.appendingPathComponent(name).path, diagnostics: &diagnostics))
    }

    private func endpoint(_ name: String, in api: APIDefinition) throws -> EndpointDefinition {
        try #require(api.endpoints.first { $0.name == name })
    }

    @Test("a model's sample is its spec example: GitHub.Label and the hoisted CreateLabelBody")
    func modelSampleIsTheExample() throws {
        let label = GitHub.Label.sample
        #expect(label.id == 1000)
        #expect(label.nodeID == "MDA6RW50aXR5MQ==")
        #expect(label.url.absoluteString == "https://api.github.com/repos/octokit-fixture-org/labels/labels/bug")
        #expect(label.name == "bug")
        #expect(label.color == "d73a4a")
        #expect(label.default == true)
        #expect(label.description == "Something isn't working")
        #expect(try wire(label) == json(Self.labelJSON))

        let api = try spec("github.yaml")
        let labelExample = try #require(api.models.first { $0.name == "Label" }?.example)
        #expect(try wire(label) == json(labelExample.jsonText))
        // The request body example (`example: {body: ...}`) is the hoisted body model's example, so its sample.
        let bodyExample = try #require(try endpoint("createLabel", in: api).bodyExample)
        let body = GitHub.CreateLabelBody.sample
        #expect(body.name == "foo" && body.color == "invalid" && body.description == nil)
        #expect(try wire(body) == json(bodyExample.jsonText))
    }

    @Test("the mock answers with the example body, decoded by the generated client")
    func mockAnswersWithTheExample() async throws {
        let github = GitHub.mock()
        let label = try await github.client.gitHub.getLabel(owner: "apple", repo: "swift", name: "bug")
        #expect(label == GitHub.Label.sample)
        #expect(try wire(label) == json(Self.labelJSON))

        let messages = Messages.mock()
        let list = try await messages.client.messages.getMessageList()
        #expect(list.count == 2)
        #expect(try wire(list) == json(Self.messageListJSON))
        let responseExample = try #require(try endpoint("getMessageList", in: spec("messages.yaml")).responseExample)
        #expect(try wire(list) == json(responseExample.jsonText))
        #expect(list == (try Self.messageListExample()))
    }

    @Test("a preview shows the response example") @MainActor
    func previewShowsTheExample() throws {
        guard #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) else { return }
        #expect(Messages.MessageListViewModel.preview(.loaded).state == .loaded(try Self.messageListExample()))
    }

    @Test("an error example is the body of .status(N) for its status, decoded as the error model by the client")
    func errorExampleAnswersItsStatus() async throws {
        let api = try spec("github.yaml")
        let errorExample = try #require(try endpoint("createLabel", in: api).errorExamples[422])
        let github = GitHub.mock()
        github.override(GitHub.CreateLabelRequest.self, with: .status(422))
        do {
            _ = try await github.client.gitHub.createLabel(owner: "apple", repo: "swift", name: "foo", color: "invalid")
            Issue.record("422 expected")
        } catch let error as APIError {
            #expect(error.status == 422)
            guard case .http(let failure) = error else { Issue.record("not an HTTP error: \(error)"); return }
            #expect(try json(failure.bodyText) == json(errorExample.jsonText))
            let model = try #require(failure.errorModel(as: GitHub.ErrorResponse.self))
            #expect(model.message == "Validation Failed")
            #expect(model.documentationURL?.absoluteString == "https://docs.github.com/rest/reference/issues#create-a-label")
            #expect(model.errors?.count == 1)
            #expect(model.errors?.first?.field == "color")
            #expect(try wire(model) == json(errorExample.jsonText))
        }

        // A status without an example still answers with the error model's made-up sample.
        github.override(GitHub.CreateLabelRequest.self, with: .status(404))
        do {
            _ = try await github.client.gitHub.createLabel(owner: "apple", repo: "swift", name: "foo")
            Issue.record("404 expected")
        } catch let error as APIError {
            guard case .http(let failure) = error else { Issue.record("not an HTTP error: \(error)"); return }
            #expect(failure.errorModel(as: GitHub.ErrorResponse.self) == GitHub.ErrorResponse.sample)
        }
    }

    @Test("a spec without examples keeps its made-up samples, and its mocks file uses none", arguments: [
        "employees.yaml", "jsonplaceholder.yaml", "members.yaml", "timesync.yaml", "users.yaml",
    ])
    func specWithoutExamplesUnchanged(spec name: String) throws {
        let specText = try String(contentsOf: PackagePaths.specs.appendingPathComponent(name), encoding: .utf8)
        try #require(!specText.contains("example:") && !specText.contains("example_file:"), "\(name) has no examples")
        let stem = name.replacingOccurrences(of: ".yaml", with: "").capitalized
        let mocks = try String(
            contentsOf: PackagePaths.root.appendingPathComponent("Generated/\(stem)Mocks.swift"), encoding: .utf8)
        #expect(!mocks.contains("SampleValues.example("))
        #expect(!mocks.contains("errorExamples:"))
        #expect(!mocks.contains("the spec's example."))
    }

    @Test("made-up samples where specs/ gives no example")
    func madeUpSamplesRemain() async throws {
        #expect(Users.User.sample.name == "name")
        #expect(try await Users.mock().client.users.listUsers() == [Users.User.sample])
    }
}
