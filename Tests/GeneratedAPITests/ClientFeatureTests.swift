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
}
