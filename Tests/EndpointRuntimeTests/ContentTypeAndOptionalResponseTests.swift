import EndpointRuntime
import Foundation
import TestSupport
import Testing

/// An endpoint whose response is optional (spec `response: "Greeting?"`).
struct OptionalGreetingEndpoint: Endpoint {
    typealias Response = Greeting?

    var method: HTTPMethod = .post
    var path: String = "/invitations"
    var envelope: EnvelopeRule? = nil
}

/// Issue 13, items 6 and 7: a declared `Content-Type` wins for text and binary bodies and is refused where it
/// cannot take effect; optional responses are `nil` for an empty 2xx body.
@Suite("Declared Content-Type and optional responses at the server")
struct ContentTypeAndOptionalResponseTests {
    @Test("Issue example: a Content-Type header declared next to a binary body is what the server receives")
    func declaredContentTypeWinsForBinaryAndText() async throws {
        try await withTestServer([ServerRoute("*", "/upload", .json("{}"))]) { server in
            let client = serverClient(server)
            let bytes = Data([0x89, 0x50, 0x4E, 0x47])
            _ = try await client.send(ProbeEndpoint(
                path: "/upload", headers: ["Content-Type": "image/png"], body: .binary(bytes, contentType: "application/octet-stream")))
            _ = try await client.send(ProbeEndpoint(
                path: "/upload", headers: ["content-type": "text/csv; charset=utf-8"], body: .text("a,b", contentType: "text/plain")))
            _ = try await client.send(ProbeEndpoint(path: "/upload", body: .binary(bytes, contentType: "application/octet-stream")))
            let requests = try await server.requests()
            #expect(requests.map { $0.headerValues("Content-Type") }
                == [["image/png"], ["text/csv; charset=utf-8"], ["application/octet-stream"]])
            #expect(requests.map(\.body) == [bytes, Data("a,b".utf8), bytes])
        }
    }

    @Test("A declared Content-Type that JSON, form or multipart bodies cannot honour is refused before sending")
    func declaredContentTypeIsRefusedWhereItCannotTakeEffect() async throws {
        try await withTestServer([ServerRoute("*", "/upload", .json("{}"))]) { server in
            let client = serverClient(server)
            let bodies: [RequestBody] = [.json(["a": 1]), .form(["a": 1]), .multipart([.field("a", "1")])]
            for body in bodies {
                let error = await #expect(throws: APIError.self) {
                    try await client.send(ProbeEndpoint(path: "/upload", headers: ["Content-Type": "text/plain"], body: body))
                }
                guard case .invalidRequest(let reason) = error else {
                    Issue.record("expected an invalid request")
                    continue
                }
                #expect(reason.hasPrefix(#"The endpoint declares Content-Type "text/plain", but the body is sent as "#))
                // Review finding: the same value from the call's options is refused too, naming where it came from.
                let optionError = await #expect(throws: APIError.self) {
                    try await client.with(RequestOptions(headers: ["Content-Type": "text/plain"]))
                        .send(ProbeEndpoint(path: "/upload", body: body))
                }
                guard case .invalidRequest(let optionReason) = optionError else {
                    Issue.record("expected an invalid request")
                    continue
                }
                #expect(optionReason.hasPrefix(#"The call's options set Content-Type "text/plain", but the body is sent as "#))
                #expect(optionReason.hasSuffix("(JSON, form and multipart bodies set their own)."))
            }
            _ = try await client.send(ProbeEndpoint(path: "/upload", headers: ["Content-Type": "Application/JSON"], body: .json(["a": 1])))
            do {
                let received = try await server.requests().map { $0.header("Content-Type") }
                #expect(received == ["application/json"])
            }
            // A default header's Content-Type is the app's general default: the body's own replaces it.
            let defaults = APIClient(configuration: APIClientConfiguration(
                baseURL: server.baseURL, defaultHeaders: ["Content-Type": "text/plain"], timeout: 10))
            _ = try await defaults.send(ProbeEndpoint(path: "/upload", body: .form(["a": 1])))
            // A binary body takes the call's Content-Type.
            _ = try await client.with(RequestOptions(headers: ["Content-Type": "image/webp"]))
                .send(ProbeEndpoint(path: "/upload", body: .binary(Data([1, 2]), contentType: "application/octet-stream")))
            let received = try await server.requests().map { $0.headerValues("Content-Type") }
            #expect(received.suffix(2) == [["application/x-www-form-urlencoded"], ["image/webp"]])
        }
    }

    @Test("Issue example: 201 with a model gives the value; 204 or an empty 2xx body gives nil")
    func optionalResponses() async throws {
        let routes = [
            ServerRoute("POST", "/invitations",
                        .json(#"{"text":"hi","link":"https://x.io","sent_at":"2024-01-02T03:04:05Z"}"#, status: 201),
                        ServerReply(status: 204),
                        ServerReply(status: 200, headers: [("Content-Type", "application/json")], body: ""),
                        ServerReply(status: 202, body: " \r\n"),
                        ServerReply(status: 200, body: "not json")),
        ]
        try await withTestServer(routes) { server in
            let client = serverClient(server)
            let created = try await client.send(OptionalGreetingEndpoint())
            #expect(created?.text == "hi")
            do {
                let received = try await client.send(OptionalGreetingEndpoint())
                #expect(received == nil)
            }
            do {
                let received = try await client.send(OptionalGreetingEndpoint())
                #expect(received == nil)
            }
            do {
                let received = try await client.send(OptionalGreetingEndpoint())
                #expect(received == nil)
            }
            let error = await #expect(throws: APIError.self) { try await client.send(OptionalGreetingEndpoint()) }
            guard case .decoding = error else {
                Issue.record("a body that is not JSON is still a decoding error")
                return
            }
        }
    }

    /// An endpoint whose response is required (spec `response: Greeting`).
    struct RequiredGreetingEndpoint: Endpoint {
        typealias Response = Greeting
        var method: HTTPMethod { .get }
        var path: String { "/greeting" }
    }

    /// Review 22: a 204, or an empty or blank 200, for a required response said "The given data was not valid JSON.
    /// Body: " (JSONDecoder's words, and nothing after them).
    @Test("A required response with an empty body says the body is empty", arguments: [
        HTTPResponse(status: 204), HTTPResponse(status: 200, body: Data()), HTTPResponse(status: 200, body: Data(" \r\n\t".utf8)),
    ])
    func anEmptyBodyForARequiredResponse(response: HTTPResponse) async throws {
        let client = APIClient(
            configuration: APIClientConfiguration(baseURL: URL(string: "https://api.example.com")!),
            transport: MockTransport(responses: [response]))
        let error = await #expect(throws: APIError.self) { try await client.send(RequiredGreetingEndpoint()) }
        guard case .decoding(let failure)? = error else {
            Issue.record("expected a decoding failure, got \(String(describing: error))")
            return
        }
        #expect(failure.codingPath == "")
        #expect(failure.reason == "the body is empty, where the response type needs a JSON value (declare the response "
            + "optional, or none, if the server may send no body)")
        let body = response.body.isEmpty ? "(empty)" : " \r\n\t"
        #expect(failure.description == "Decoding failed at the top level: " + failure.reason + ". Body: " + body)
        // A body that is not empty but not JSON keeps JSONDecoder's own words.
        let other = APIClient(
            configuration: APIClientConfiguration(baseURL: URL(string: "https://api.example.com")!),
            transport: MockTransport(responses: [HTTPResponse(status: 200, body: Data("not json".utf8))]))
        let notJSON = await #expect(throws: APIError.self) { try await other.send(RequiredGreetingEndpoint()) }
        guard case .decoding(let otherFailure)? = notJSON else { return }
        #expect(otherFailure.reason.hasPrefix("data corrupted: "))
    }

    @Test("Inside an envelope, an empty body and a null payload both give nil")
    func optionalResponsesInAnEnvelope() async throws {
        let routes = [
            ServerRoute("POST", "/invitations", ServerReply(status: 204), .json(#"{"isSuccess":true,"code":1000,"message":"ok","result":null}"#)),
        ]
        try await withTestServer(routes) { server in
            let client = serverClient(server)
            var endpoint = OptionalGreetingEndpoint()
            endpoint.envelope = EnvelopeRule(payload: "result", success: "isSuccess", code: "code", message: "message", successCodes: [1000])
            let empty = try await client.send(endpoint)
            let null = try await client.send(endpoint)
            #expect(empty == nil)
            #expect(null == nil)
        }
    }
}
