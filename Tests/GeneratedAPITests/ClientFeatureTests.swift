import EndpointRuntime
import Foundation
import GeneratedAPI
import TestSupport
import Testing

/// Records the operation name of every request it sees.
final class OperationLog: Middleware, @unchecked Sendable {
    // Safe: `names` is only touched under `lock`.
    private let lock = NSLock()
    private var names: [String] = []

    var operations: [String] {
        lock.lock()
        defer { lock.unlock() }
        return names
    }

    func intercept(_ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws -> HTTPResponse {
        record(request.operationName)
        return try await next(request)
    }

    private func record(_ name: String) {
        lock.lock()
        defer { lock.unlock() }
        names.append(name)
    }
}

/// Issue 17 through the generated GitHub client against the loopback server.
@Suite("Client features of generated code")
struct ClientFeatureTests {
    static let label = #"{"id":1,"node_id":"L1","url":"https://api.github.com/repos/o/r/labels/bug","name":"bug","color":"d73a4a","default":true,"description":null}"#

    static func client(_ server: TestServer, middleware: [any Middleware] = []) -> APIClient {
        APIClient(
            configuration: APIClientConfiguration(
                baseURL: server.baseURL, timeout: 10, tokenProvider: { testToken }, commonFieldProvider: stableCommonFields),
            middleware: middleware)
    }

    @Test("Item 7: middleware see the spec's endpoint name as the operation name")
    func operationNames() async throws {
        try await withTestServer([ServerRoute("GET", "/repos/o/r/labels/bug", .json(Self.label))]) { server in
            let log = OperationLog()
            let label = try await Self.client(server, middleware: [log]).gitHub.getLabel(owner: "o", repo: "r", name: "bug")
            #expect(label.name == "bug")
            #expect(log.operations == ["getLabel"])
            #expect(GitHub.GetRepositoryRequest(owner: "o", repo: "r").operationName == "getRepository")
        }
    }

    @Test("Item 2: every method has a …WithResponse twin with status, headers and final URL")
    func withResponseTwin() async throws {
        let route = ServerRoute(
            "GET", "/repos/o/r/labels/bug", .json(Self.label, headers: [("X-RateLimit-Remaining", "59"), ("ETag", #"W/"l1""#)]))
        try await withTestServer([route]) { server in
            let response = try await Self.client(server).gitHub.getLabelWithResponse(owner: "o", repo: "r", name: "bug")
            #expect(response.payload.name == "bug")
            #expect(response.status == 200)
            #expect(response.headers["x-ratelimit-remaining"] == "59")
            #expect(response.headers["ETag"] == #"W/"l1""#)
            #expect(response.url.absoluteString == server.baseURL.absoluteString + "/repos/o/r/labels/bug")
        }
    }

    @Test(
        "Item 2: getRepository declares If-None-Match, so a 304 is .notModified and a 200 carries the new ETag",
        .enabled(if: PackagePaths.exists(PackagePaths.gitHubFixtures), "shared/fixtures/github not found; set SHARED_DIR"))
    func conditionalGet() async throws {
        let recorded = try #require(try GitHubFixtures.exchanges("get-repository.json").first)
        let body = try recorded.response.jsonText
        let routes = [
            ServerRoute("GET", "/repos/o/r", ServerReply(status: 304, headers: [("ETag", #""abc""#)]))
                .when(header: "If-None-Match", is: #""abc""#),
            ServerRoute("GET", "/repos/o/r", .json(body, headers: [("ETag", #""abc""#)])),
        ]
        try await withTestServer(routes) { server in
            let client = Self.client(server)
            let first = try await client.gitHub.getRepository(owner: "o", repo: "r")
            let etag = try #require(first.headers["ETag"])
            #expect(first.value?.fullName == recorded.response["full_name"]?.stringValue)
            let second = try await client.gitHub.getRepository(owner: "o", repo: "r", etag: etag)
            #expect(second.isNotModified)
            #expect(second.status == 304)
            #expect(second.value == nil)

            // The Result twin classifies a 304 as a success whose payload is .notModified, not as a failure.
            let classified = await client.gitHub.getRepositoryResult(owner: "o", repo: "r", etag: etag)
            guard case .success(let response) = classified else {
                Issue.record("expected a success for a 304, got \(classified)")
                return
            }
            #expect(response.payload.isNotModified)
            #expect(response.status == 304)
            let fresh = await client.gitHub.getRepositoryResult(owner: "o", repo: "r")
            #expect(fresh.value?.value?.fullName == recorded.response["full_name"]?.stringValue)
        }
    }

    @Test("Item 4: a 4xx body declared as ErrorResponse is the result's own type at the call site")
    func typedErrorBody() async throws {
        let routes = [
            ServerRoute("GET", "/repos/o/r/labels/nope", .json(#"{"message":"Not Found","documentation_url":"https://docs.github.com/rest"}"#, status: 404)),
            ServerRoute("GET", "/repos/o/r/labels/boom", .json(#"{"message":"Server Error"}"#, status: 502)),
        ]
        try await withTestServer(routes) { server in
            let client = Self.client(server)
            let missing = await client.gitHub.getLabelResult(owner: "o", repo: "r", name: "nope")
            guard case .clientError(let body?, let failure) = missing else {
                Issue.record("expected a client error with its model, got \(missing)")
                return
            }
            let model: GitHub.ErrorResponse = body
            #expect(model.message == "Not Found")
            #expect(failure.status == 404)

            // The throwing method's error gives the same model by the request type.
            do {
                _ = try await client.gitHub.getLabel(owner: "o", repo: "r", name: "nope")
                Issue.record("expected a 404")
            } catch let error as APIError {
                #expect(error.errorBody(of: GitHub.GetLabelRequest.self)?.message == "Not Found")
            }

            let boom = await client.gitHub.getLabelResult(owner: "o", repo: "r", name: "boom")
            guard case .serverError(nil, let serverFailure) = boom else {
                Issue.record("expected a server error without a model (4XX only), got \(boom)")
                return
            }
            #expect(serverFailure.status == 502)
        }
    }

    @Test("Items 5 and 6: uploadReleaseAsset goes to the 'uploads' server with the token, and reports upload progress")
    func uploadToNamedServer() async throws {
        let asset = #"{"id":7,"name":"app.zip","label":null,"content_type":"application/zip","state":"uploaded","size":300000,"browser_download_url":"https://github.com/o/r/releases/download/v1/app.zip"}"#
        try await withTestServer([ServerRoute("POST", "/repos/o/r/releases/3/assets", .json(asset, status: 201))]) { uploads in
            try await withTestServer([]) { api in
                let progress = ProgressRecorder()
                let client = APIClient(configuration: APIClientConfiguration(
                    baseURL: api.baseURL, tokenProvider: { testToken }, servers: ["uploads": uploads.baseURL]))
                let bytes = Data(repeating: 0x5A, count: 300_000)
                let uploaded = try await client.with(RequestOptions(progress: progress.record)).gitHub
                    .uploadReleaseAsset(owner: "o", repo: "r", releaseID: 3, name: "app.zip", contentType: "application/zip", data: bytes)
                #expect(uploaded.size == 300_000)
                let request = try #require(try await uploads.requests().first)
                #expect(request.target == "/repos/o/r/releases/3/assets?name=app.zip")
                #expect(request.header("Content-Type") == "application/zip")
                #expect(request.header("Authorization") == "Bearer \(testToken)")
                #expect(request.body == bytes)
                #expect(try await api.requests().isEmpty)
                #expect(progress.last?.completedBytes == 300_000)
                #expect(progress.last?.direction == .upload)
            }
        }
    }
}

/// Keeps the last upload progress value.
final class ProgressRecorder: @unchecked Sendable {
    // Safe: `value` is only touched under `lock`.
    private let lock = NSLock()
    private var value: TransferProgress?

    var last: TransferProgress? {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    @Sendable func record(_ progress: TransferProgress) {
        lock.lock()
        defer { lock.unlock() }
        if progress.direction == .upload {
            value = progress
        }
    }
}
