import EndpointRuntime
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// `APIError.localizedDescription` is what the docs' SwiftUI examples put on screen (`Text(error.localizedDescription)`),
/// so it is a short sentence for the user, by kind and status, and the developer's text (URL, status, body) stays in
/// `description`. A runtime review found the developer text on screen: `HTTP 500 [ServerError]: {"trace": ...}`.
@Suite("APIError: a message for the user, a description for the developer")
struct UserMessageTests {
    static func http(_ status: Int, body: String = #"{"trace":"at Handler.swift:42"}"#) -> APIError {
        .http(HTTPFailure(status: status, headers: HTTPHeaders(), body: Data(body.utf8), errorModel: nil))
    }

    @Test("Each kind and status has its sentence", arguments: [
        (APIError.invalidRequest("header 'X' contains a line break"), "The request could not be sent."),
        (APIError(URLError(.notConnectedToInternet)), "You appear to be offline."),
        (APIError(URLError(.timedOut)), "The server took too long to respond."),
        (APIError(CancellationError()), "The request was cancelled."),
        (APIError(URLError(.cannotFindHost)), "The server could not be reached."),
        (APIError(URLError(.badServerResponse)), "The connection to the server failed."),
        (http(401), "You need to sign in."),
        (http(403), "You are not allowed to do this."),
        (http(404), "This item could not be found."),
        (http(410), "This item could not be found."),
        (http(408), "The server took too long to respond."),
        (http(504), "The server took too long to respond."),
        (http(429), "Too many requests. Try again in a moment."),
        (http(500), "The server had a problem. Try again later."),
        (http(503), "The server had a problem. Try again later."),
        (http(400), "The server could not carry out the request."),
        (http(422), "The server could not carry out the request."),
        (APIError.decoding(DecodingFailure(codingPath: "result[0].id", reason: "type mismatch", bodySnippet: "{}")),
         "The server's response could not be read."),
        (APIError.authentication(AuthenticationFailure(reason: .missingCredential)), "You need to sign in."),
        (APIError.authentication(AuthenticationFailure(reason: .refreshFailed)), "Your session has expired. Sign in again."),
        (APIError.authentication(AuthenticationFailure(reason: .rejectedAfterRefresh)), "Your session has expired. Sign in again."),
    ])
    func sentence(error: APIError, expected: String) {
        #expect(error.errorDescription == expected)
        #expect(error.localizedDescription == expected, "bridged through Error.localizedDescription")
        #expect(error.description != expected, "the developer's description stays the detailed one")
    }

    @Test("An envelope failure shows the server's message, unless it has none or the body was not an envelope")
    func envelopeMessage() {
        let written = APIError.envelope(EnvelopeFailure(code: .int(2017), message: " This email is already registered. ", status: 200))
        #expect(written.localizedDescription == "This email is already registered.")
        let empty = APIError.envelope(EnvelopeFailure(code: .int(2017), message: "  ", status: 200))
        #expect(empty.localizedDescription == "The server could not carry out the request.")
        let none = APIError.envelope(EnvelopeFailure(code: .int(4000), message: nil, status: 500))
        #expect(none.localizedDescription == "The server had a problem. Try again later.")
        // "OK" is the message of a success code of the wrong JSON type: not something to show as an error.
        let puzzling = APIError.envelope(EnvelopeFailure(
            code: .string("1000"), message: "OK", status: 200,
            reason: #""1000" is not one of the success codes 1000: a JSON string and a number differ"#))
        #expect(puzzling.localizedDescription == "The server could not carry out the request.")
        #expect(puzzling.description.hasSuffix("a JSON string and a number differ)"))
    }

    @Test("The user's sentence never carries the status, the URL or the body the description has")
    func noDeveloperDetail() {
        for status in [400, 401, 403, 404, 409, 418, 429, 500, 502, 599] {
            let error = Self.http(status)
            #expect(error.description.contains("\(status)"))
            #expect(error.description.contains("Handler.swift"))
            #expect(!error.localizedDescription.contains("\(status)"), "\(status)")
            #expect(!error.localizedDescription.contains("Handler.swift"), "\(status)")
        }
        let offline = APIError(URLError(.notConnectedToInternet, userInfo: [NSURLErrorFailingURLErrorKey: URL(fileURLWithPath: "/v1/me")]))
        #expect(!offline.localizedDescription.contains("/v1/me"))
    }
}
