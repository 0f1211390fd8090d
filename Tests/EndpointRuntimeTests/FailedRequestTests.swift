import EndpointRuntime
import Foundation
import TestSupport
import Testing

extension APIError {
    /// The description without the request it came from: for tests of the failure texts themselves.
    var failureDescription: String {
        guard let request, description.hasSuffix(" (\(request))") else { return description }
        return String(description.dropLast(" (\(request))".count))
    }
}

/// README: "the URL, status and body are in its `description`, for logs". Every error a call ends in after sending
/// names the last request sent (method, URL after redirects with a query credential redacted, operation name); one
/// thrown before anything was sent names none. Found by a fresh-user review: the description had no URL.
@Suite("The request an error came from")
struct FailedRequestTests {
    struct Probe: Endpoint {
        typealias Response = [String: Int]
        var path: String
        var method: HTTPMethod { .get }
        var operationName: String { "probe" }
        var auth: AuthRequirement { .optional }
        var errorRules: [ErrorRule] { [] }
    }

    @Test("HTTP, decoding, transport and authentication failures name the request; invalid requests do not")
    func everyKindNamesItsRequest() async throws {
        let routes = [
            ServerRoute("GET", "/missing", .json(#"{"message":"Not Found"}"#, status: 404)),
            ServerRoute("GET", "/moved", ServerReply(status: 302, headers: [("Location", "/text")])),
            ServerRoute("GET", "/text", .json(#"{"a":"x"}"#)),
            ServerRoute("GET", "/slow", ServerReply.json("{}").heldUntilReleased()),
            ServerRoute("GET", "/private", .json("{}", status: 401)),
        ]
        try await withTestServer(routes) { server in
            let client = APIClient(configuration: APIClientConfiguration(
                baseURL: server.baseURL, timeout: 10, authPlacement: .query("api_key"), tokenProvider: { "s3cret" },
                tokenRefresher: { _ in nil }, servers: [:]))
            let base = server.baseURL.absoluteString
            let cases: [(path: String, options: RequestOptions, starts: String, url: String)] = [
                ("/missing", RequestOptions(), "HTTP 404: ", "/missing?api_key=<redacted>"),
                // The redirect's target, which its Location gave without the credential.
                ("/moved", RequestOptions(), "Decoding failed at a: ", "/text"),
                ("/slow", RequestOptions(timeout: 0.5), "Transport failure (timed out", "/slow?api_key=<redacted>"),
                ("/private", RequestOptions(), "Signed out: ", "/private?api_key=<redacted>"),
            ]
            for (path, options, starts, url) in cases {
                let error = await #expect(throws: APIError.self, "\(path)") {
                    try await client.with(options).send(Probe(path: path))
                }
                let expected = "GET \(base)\(url), probe"
                #expect(error?.request?.description == expected, "\(path)")
                #expect(error?.description.hasPrefix(starts) == true, "\(String(describing: error))")
                #expect(error?.description.hasSuffix(" (\(expected))") == true, "\(String(describing: error))")
                #expect(error?.description.contains("s3cret") == false, "\(path)")
            }
            try await server.release()

            let invalid = await #expect(throws: APIError.self) {
                try await client.with(RequestOptions(timeout: -1)).send(Probe(path: "/missing"))
            }
            #expect(invalid?.request == nil)
            #expect(invalid?.description.hasPrefix("Invalid request: ") == true)
        }
    }

    @Test("A deadline names the request in flight; the request is not part of a failure's equality")
    func deadlineAndEquality() async throws {
        try await withTestServer([ServerRoute("GET", "/slow", ServerReply.json("{}").heldUntilReleased())]) { server in
            let client = APIClient(configuration: APIClientConfiguration(baseURL: server.baseURL, deadline: 0.5, servers: [:]))
            let error = await #expect(throws: APIError.self) { try await client.send(Probe(path: "/slow")) }
            #expect(error?.request?.url == server.url("/slow").absoluteString)
            #expect(error?.description.contains("within its deadline") == true)
            guard case .transport(let failure)? = error else {
                Issue.record("expected a transport failure, got \(String(describing: error))")
                return
            }
            #expect(failure == TransportFailure(kind: failure.kind, code: failure.code, message: failure.message))
            try await server.release()
        }
    }
}
