import EndpointRuntime
import Foundation
import Testing

@Suite("Generated request shapes from docs/runtime.md")
struct GeneratedShapeTests {
    @Test func getWithPathQueryAndEnvelopeBuildsTheDocumentedRequest() async throws {
        let (client, transport) = mockClient(
            jsonResponse(#"{"isSuccess":true,"code":1000,"message":"ok","result":[]}"#),
            authPlacement: Messages.authPlacement, token: "t"
        )
        let since = Date(timeIntervalSince1970: 0)
        #expect(try await client.getMessageList(userID: "a/b", kind: .direct, since: since, tags: ["x"]) == [])
        let request = try #require(transport.requests.first)
        #expect(request.method == .get)
        #expect(request.url.absoluteString == "https://api.example.com/v1/users/a%2Fb/rooms?kind=direct&since=1970-01-01T00%3A00%3A00Z&tags=x&version=1.2.3&lang_cd=ko&timestamp=1700000000")
        #expect(request.headers.fields == [
            HTTPHeaderField(name: "X-API-Version", value: "1.0.0"),
            HTTPHeaderField(name: "x-access-token", value: "t"),
        ])
        #expect(request.body == nil)
    }

    @Test func formPostSendsFieldsAndCommonFieldsInTheBody() async throws {
        let (client, transport) = mockClient(jsonResponse(#"{"isSuccess":true,"code":1000,"result":{"current_timestamp":1.5}}"#))
        let response = try await client.timeSync(userKey: "u+1")
        #expect(response == Messages.TimeSyncResponse(currentTimestamp: 1.5))
        let request = try #require(transport.requests.first)
        #expect(request.url.absoluteString == "https://api.example.com/v1/timesync")
        #expect(request.body.map { String(decoding: $0, as: UTF8.self) } == "user_key=u%2B1&version=1.2.3&lang_cd=ko&timestamp=1700000000")
    }

    /// Review: a multipart part left out (`nil`) under a common field's name kept the common field out too, where a
    /// form body sends it; a part with a value keeps its own.
    @Test func aLeftOutMultipartPartDoesNotHoldACommonFieldsName() async throws {
        struct Upload: Endpoint {
            typealias Response = NoContent
            var channel: String?
            var method: HTTPMethod { .post }
            var path: String { "/upload" }
            var commonFields: [CommonField] { [CommonField("channel", from: .literal("ios"))] }
            var body: RequestBody { .multipart([.field("channel", channel), .file("f", MultipartFile(data: Data("F".utf8), fileName: nil))]) }
        }
        let transport = MockTransport(responses: [HTTPResponse(status: 204), HTTPResponse(status: 204)])
        let client = APIClient(configuration: APIClientConfiguration(baseURL: URL(string: "https://api.example.com")!), transport: transport)
        _ = try await client.send(Upload(channel: nil))
        _ = try await client.send(Upload(channel: "web"))
        let bodies = transport.requests.map { String(decoding: $0.body ?? Data(), as: UTF8.self) }
        #expect(bodies.count == 2)
        #expect(bodies.first?.contains("name=\"channel\"\r\n\r\nios\r\n") == true)
        #expect(bodies.last?.contains("name=\"channel\"\r\n\r\nweb\r\n") == true)
        #expect(bodies.last?.contains("ios") == false)
    }

    @Test func multipartUploadWithNoContentResponse() async throws {
        let (client, transport) = mockClient(HTTPResponse(status: 204), authPlacement: Messages.authPlacement, token: "t")
        try await client.uploadImage(userKey: "k", image: MultipartFile(data: Data("PNG".utf8), fileName: "a.png", mimeType: "image/png"))
        let request = try #require(transport.requests.first)
        let boundary = try #require(request.headers["Content-Type"]?.components(separatedBy: "boundary=").last)
        // The endpoint's text field, then the common fields, then the file: common fields go before the first file.
        let expected = "--\(boundary)\r\nContent-Disposition: form-data; name=\"user_key\"\r\n\r\nk\r\n"
            + "--\(boundary)\r\nContent-Disposition: form-data; name=\"version\"\r\n\r\n1.2.3\r\n"
            + "--\(boundary)\r\nContent-Disposition: form-data; name=\"lang_cd\"\r\n\r\nko\r\n"
            + "--\(boundary)\r\nContent-Disposition: form-data; name=\"timestamp\"\r\n\r\n1700000000\r\n"
            + "--\(boundary)\r\nContent-Disposition: form-data; name=\"image\"; filename=\"a.png\"\r\nContent-Type: image/png\r\n\r\nPNG\r\n"
            + "--\(boundary)--\r\n"
        #expect(request.body.map { String(decoding: $0, as: UTF8.self) } == expected)
    }

    @Test func errorModelsPerStatusAreChosenExactThenClassThenDefault() {
        let rules = Messages.GetRepositoryRequest(owner: "a", repo: "b").errorRules
        #expect(ErrorRule.bestMatch(in: rules, status: 404)?.match == .status(404))
        #expect(ErrorRule.bestMatch(in: rules, status: 403)?.match == .statusClass(4))
        #expect(ErrorRule.bestMatch(in: rules, status: 503)?.match == .default)
        #expect(ErrorRule.bestMatch(in: Messages.errorRules, status: 503) == nil)
    }

    @Test func deleteWithNoContentIgnoresAnyBody() async throws {
        let (client, transport) = mockClient(jsonResponse("ignored, not JSON"), authPlacement: .bearer(), token: "t")
        try await client.deleteMessage(messageID: 12)
        #expect(transport.requests.map(\.url.absoluteString) == ["https://api.example.com/v1/messages/12"])
        #expect(transport.requests.first?.method == .delete)
    }

    @Test func textResponseEndpointSendsJSONAndReturnsText() async throws {
        let (client, transport) = mockClient(HTTPResponse(status: 200, headers: ["Content-Type": "text/html"], body: Data("<h1>T</h1>".utf8)))
        #expect(try await client.renderMarkdown(text: "# T", mode: "gfm") == "<h1>T</h1>")
        #expect(transport.requests.first?.body.map { String(decoding: $0, as: UTF8.self) } == ##"{"mode":"gfm","text":"# T"}"##)
        #expect(transport.requests.first?.headers["Content-Type"] == "application/json")
    }

    @Test func binaryResponseEndpointReturnsTheBytes() async throws {
        let (client, transport) = mockClient(HTTPResponse(status: 200, body: Data([0xFF, 0x00])))
        #expect(try await client.send(Messages.DownloadAvatarRequest(userID: "é")) == Data([0xFF, 0x00]))
        #expect(transport.requests.first?.url.path == "/v1/users/é/avatar")
        #expect(transport.requests.first?.url.absoluteString == "https://api.example.com/v1/users/%C3%A9/avatar")
    }

    @Test func callerReadsTheTypedErrorModel() async {
        let (client, _) = mockClient(jsonResponse(#"{"message":"Not Found"}"#, status: 404))
        #expect(await repositoryNotFoundMessage(client: client) == "Not Found")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @MainActor
    @Test func viewModelMovesFromIdleToLoaded() async throws {
        let (client, _) = mockClient(
            jsonResponse(#"{"isSuccess":true,"code":1000,"result":[{"room_id":1,"updated_at":"2024-01-02T03:04:05Z"}]}"#),
            authPlacement: Messages.authPlacement, token: "t"
        )
        let model = MessageListViewModel(client: client)
        #expect(model.state.isIdle)
        await model.load(userID: "u")
        #expect(model.state.value?.map(\.roomID) == [1])
    }

    @Test func synthesizedCodableHandlesTristateFields() throws {
        #expect(try encodeJSON(Messages.PatchNoteBody(title: nil, body: .absent)) == "{}")
        #expect(try encodeJSON(Messages.PatchNoteBody(title: "t", body: .null)) == #"{"body":null,"title":"t"}"#)
        #expect(try decodeJSON(Messages.PatchNoteBody.self, #"{"body":null}"#) == Messages.PatchNoteBody(title: nil, body: .null))
        #expect(try decodeJSON(Messages.PatchNoteBody.self, "{}") == Messages.PatchNoteBody(title: nil, body: .absent))
    }
}
