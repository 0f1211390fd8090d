import EndpointRuntime
import Foundation
import TestSupport
import Testing

/// The server's error model of the endpoints below.
nonisolated struct ServiceError: Codable, Sendable, Hashable {
    var message: String
}

/// A resource fetched with `If-None-Match`, with an error model, a deadline and a named server set by the test.
struct ResourceEndpoint: Endpoint {
    typealias Response = JSONValue
    typealias ErrorBody = ServiceError

    var path: String = "/resource"
    var etag: String?
    var timeout: TimeInterval?
    var deadline: TimeInterval?
    var server: APIServer?

    var method: HTTPMethod { .get }
    var headers: HTTPHeaders { ["If-None-Match": etag] }
    var errorRules: [ErrorRule] { [ErrorRule(.default, ServiceError.self)] }
}

/// Collects progress values.
final class ProgressLog: @unchecked Sendable {
    // Safe: `storage` is only touched under `lock`.
    private let lock = NSLock()
    private var storage: [TransferProgress] = []

    @Sendable func record(_ progress: TransferProgress) {
        lock.lock()
        defer { lock.unlock() }
        storage.append(progress)
    }

    func values(_ direction: TransferProgress.Direction) -> [TransferProgress] {
        lock.lock()
        defer { lock.unlock() }
        return storage.filter { $0.direction == direction }
    }
}

/// Issue 17, items 2, 4, 5 and 6 at the loopback server.
@Suite("Response metadata, typed error bodies, per-call options and progress at the server")
struct ClientOptionsTests {
    static func client(_ server: TestServer, timeout: TimeInterval = 10, deadline: TimeInterval? = nil) -> APIClient {
        APIClient(configuration: APIClientConfiguration(
            baseURL: server.baseURL, timeout: timeout, deadline: deadline, servers: [:]))
    }

    @Test("Item 2: a 304 to If-None-Match is a value carrying the headers; a 200 carries the new ETag")
    func notModified() async throws {
        let routes = [
            ServerRoute("GET", "/resource", ServerReply(status: 304, headers: [("ETag", #""v1""#)]))
                .when(header: "If-None-Match", is: #""v1""#),
            ServerRoute("GET", "/resource", .json(#"{"v":2}"#, headers: [("ETag", #""v2""#)])),
        ]
        try await withTestServer(routes) { server in
            let client = Self.client(server)
            let fresh = try await client.sendConditional(ResourceEndpoint())
            #expect(fresh.value == ["v": 2])
            #expect(fresh.headers["ETag"] == #""v2""#)
            #expect(fresh.status == 200)
            #expect(fresh.url == server.baseURL.appendingPathComponent("resource"))

            let cached = try await client.sendConditional(ResourceEndpoint(etag: #""v1""#))
            #expect(cached.isNotModified)
            #expect(cached.value == nil)
            #expect(cached.status == 304)
            #expect(cached.headers["ETag"] == #""v1""#)

            // Metadata of any call: status, headers, final URL.
            let response = try await client.sendWithResponse(ResourceEndpoint(etag: #""v0""#))
            #expect(response.status == 200)
            #expect(response.headers["etag"] == #""v2""#)
            #expect(response.url.path == "/resource")
        }
    }

    @Test("Item 4: the declared error model is the result's own type; 5xx, network and decoding are told apart")
    func typedErrorBodies() async throws {
        let routes = [
            ServerRoute("GET", "/ok", .json(#"{"v":1}"#)),
            ServerRoute("GET", "/missing", .json(#"{"message":"No such thing"}"#, status: 404)),
            ServerRoute("GET", "/html", ServerReply(status: 404, headers: [("Content-Type", "text/html")], body: "<p>")),
            ServerRoute("GET", "/broken", .json(#"{"message":"Try later"}"#, status: 503)),
        ]
        try await withTestServer(routes) { server in
            let client = Self.client(server)
            let ok = await client.result(ResourceEndpoint(path: "/ok"))
            #expect(ok.value == ["v": 1])
            #expect(ok.error == nil)

            let missing = await client.result(ResourceEndpoint(path: "/missing"))
            guard case .clientError(let body, let failure) = missing else {
                Issue.record("expected a client error, got \(missing)")
                return
            }
            let message: String? = body?.message   // a ServiceError, no cast
            #expect(message == "No such thing")
            #expect(failure.status == 404)
            #expect(missing.errorBody == ServiceError(message: "No such thing"))
            #expect(missing.error?.errorBody(of: ResourceEndpoint.self) == ServiceError(message: "No such thing"))

            let html = await client.result(ResourceEndpoint(path: "/html"))
            guard case .clientError(nil, let page) = html else {
                Issue.record("expected a client error without a model, got \(html)")
                return
            }
            #expect(page.bodyText == "<p>")

            let broken = await client.result(ResourceEndpoint(path: "/broken"))
            guard case .serverError(let serverBody, _) = broken else {
                Issue.record("expected a server error, got \(broken)")
                return
            }
            #expect(serverBody?.message == "Try later")

            struct Numbers: Endpoint {
                typealias Response = [Int]
                var method: HTTPMethod { .get }
                var path: String { "/ok" }
            }
            let undecodable = await client.result(Numbers())
            guard case .decodingFailure = undecodable else {
                Issue.record("expected a decoding failure, got \(undecodable)")
                return
            }
            #expect(throws: APIError.self) { try undecodable.get() }
        }
        let dead = APIClient(configuration: APIClientConfiguration(baseURL: url("http://127.0.0.1:9"), timeout: 5))
        let offline = await dead.result(ResourceEndpoint())
        guard case .networkFailure(let failure) = offline else {
            Issue.record("expected a network failure, got \(offline)")
            return
        }
        #expect(failure.kind == .cannotConnect)
    }

    static let trickle = ServerRoute(
        "GET", "/resource", .streamed((["{"] + Array(repeating: " ", count: 8) + ["}"]).map { ServerReply.Chunk($0, after: 0.5) }))

    /// The idle timeout is 4 s, eight times the 0.5 s between bytes: with 2 s (four times), a machine busy with other
    /// builds stalled the test server's chunks long enough to time out (seen twice on a loaded CI machine). The total
    /// deadline stays 2 s, well under the 5 s the trickle takes.
    @Test("Item 5: 10 bytes over 5 s pass an idle timeout of 4 s but not a total deadline of 2 s")
    func deadlineIsNotTheIdleTimeout() async throws {
        try await withTestServer([Self.trickle]) { server in
            let idle = try await Self.client(server, timeout: 4).sendWithResponse(ResourceEndpoint())
            #expect(idle.status == 200)

            for (label, client, endpoint) in [
                ("endpoint", Self.client(server, timeout: 4), ResourceEndpoint(deadline: 2)),
                ("client", Self.client(server, timeout: 4, deadline: 2), ResourceEndpoint()),
                ("call", Self.client(server, timeout: 4).with(RequestOptions(deadline: 2)), ResourceEndpoint(deadline: 60)),
            ] {
                // Without the deadline the trickle would complete in 5 s and the call succeed, so the timed-out
                // error naming the deadline proves it; no wall-clock bound, which a loaded machine would break.
                let error = await #expect(throws: APIError.self, "\(label)") { try await client.send(endpoint) }
                guard case .transport(let failure) = error else {
                    Issue.record("\(label): expected .transport, got \(String(describing: error))")
                    continue
                }
                #expect(failure.kind == .timedOut, "\(label)")
                #expect(failure.message.contains("deadline"), "\(label)")
            }
        }
    }

    @Test("Item 5: an endpoint's idle timeout applies to it alone")
    func endpointTimeout() async throws {
        let slow = ServerRoute("GET", "/resource", ServerReply(status: 200, body: "{}", delay: 1.5))
        try await withTestServer([slow]) { server in
            let error = await #expect(throws: APIError.self) {
                try await Self.client(server, timeout: 30).send(ResourceEndpoint(timeout: 0.5))
            }
            guard case .transport(let failure) = error else {
                Issue.record("expected .transport, got \(String(describing: error))")
                return
            }
            #expect(failure.kind == .timedOut)
            let value = try await Self.client(server, timeout: 0.5).send(ResourceEndpoint(timeout: 30))
            #expect(value == [:])
        }
    }

    @Test("Item 5: a named server per endpoint, replaced by the configuration; extra headers and query items per call")
    func serversAndPerCallOptions() async throws {
        try await withTestServer([ServerRoute("*", "/resource", .json("{}"))]) { uploads in
            try await withTestServer([ServerRoute("*", "/resource", .json("{}"))]) { api in
                let client = APIClient(configuration: APIClientConfiguration(
                    baseURL: api.baseURL, authPlacement: .bearer(), tokenProvider: { "t" },
                    servers: ["uploads": uploads.baseURL]))
                _ = try await client.send(ResourceEndpoint(server: APIServer("uploads", defaultURL: "https://uploads.example.com")))
                _ = try await client.send(ResourceEndpoint())
                let sentToUploads = try await uploads.requests().count
                let sentToAPI = try await api.requests().count
                #expect(sentToUploads == 1)
                #expect(sentToAPI == 1)

                let missing = await #expect(throws: APIError.self) {
                    try await client.send(ResourceEndpoint(server: APIServer("nowhere", defaultURL: nil)))
                }
                #expect(missing?.description.contains("nowhere") == true)

                try await api.clearRequests()
                let options = RequestOptions(headers: ["X-Trace-ID": "abc", "If-None-Match": "*"], query: ["debug": true])
                _ = try await client.with(options).send(ProbeEndpoint(method: .get, path: "/resource", query: ["page": 2, "debug": false]))
                _ = try await client.send(ProbeEndpoint(method: .get, path: "/resource"))
                let requests = try await api.requests()
                #expect(requests.first?.target == "/resource?page=2&debug=true")
                #expect(requests.first?.header("X-Trace-ID") == "abc")
                #expect(requests.first?.header("If-None-Match") == "*")
                #expect(requests.last?.target == "/resource")
                #expect(requests.last?.header("X-Trace-ID") == nil)
            }
        }
    }

    @Test("Item 6: upload and download progress of a multipart body, and a large download written to a file")
    func progressAndDownloadToFile() async throws {
        let large = Data((0..<1_500_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let routes = [
            ServerRoute("POST", "/upload", .json("{}")),
            ServerRoute("GET", "/file", ServerReply(status: 200, headers: [("Content-Type", "application/octet-stream")], bodyData: large)),
            ServerRoute("GET", "/gone", .json(#"{"message":"gone"}"#, status: 410)),
        ]
        try await withTestServer(routes) { server in
            let log = ProgressLog()
            let client = Self.client(server).with(RequestOptions(progress: log.record))
            let image = MultipartFile(data: large, fileName: "profile.png", mimeType: "image/png")
            _ = try await client.send(ProbeEndpoint(path: "/upload", body: .multipart([.field("user_key", "u1"), .file("image", image)])))
            let received = try await server.requests().first?.body.count ?? 0
            let uploads = log.values(.upload)
            #expect(!uploads.isEmpty)
            #expect(uploads.last?.completedBytes == Int64(received))
            #expect(uploads.last?.fractionCompleted == 1)

            struct FileEndpoint: Endpoint {
                typealias Response = Data
                var path: String
                var method: HTTPMethod { .get }
                var responseBody: ResponseBody<Data> { .binary }
                var errorRules: [ErrorRule] { [ErrorRule(.default, ServiceError.self)] }
            }
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("download-\(UUID().uuidString).bin")
            defer { try? FileManager.default.removeItem(at: file) }
            let saved = try await client.download(FileEndpoint(path: "/file"), to: file)
            #expect(saved.payload == file)
            #expect(saved.status == 200)
            let written = try Data(contentsOf: file)
            #expect(written == large)
            let downloads = log.values(.download)
            #expect(downloads.count > 1)
            #expect(downloads.last?.completedBytes == Int64(large.count))
            #expect(downloads.last?.totalBytes == Int64(large.count))
            #expect(downloads.map(\.completedBytes) == downloads.map(\.completedBytes).sorted())

            let other = FileManager.default.temporaryDirectory.appendingPathComponent("gone-\(UUID().uuidString).bin")
            let error = await #expect(throws: APIError.self) { try await client.download(FileEndpoint(path: "/gone"), to: other) }
            #expect(error?.status == 410)
            #expect(!FileManager.default.fileExists(atPath: other.path))
        }
    }
}
