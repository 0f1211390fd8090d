import EndpointRuntime
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// `APIError.localizedDescription` is what the docs' SwiftUI examples put on screen (`Text(error.localizedDescription)`),
/// so it is a short sentence for the user, by kind and status, and the developer's text (URL, status, body) stays in
/// `description`. A runtime review found the developer text on screen: `HTTP 500 [ServerError]: {"trace": ...}`; a
/// fresh-user review then found server messages (`SQLSTATE[...]`) shown as they were, "You need to sign in." on a
/// sign-in screen's wrong password, and a middleware's own text replaced.
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
        (APIError(URLError(.cannotWriteToFile)), "The file could not be saved."),
        // -1005 is also what iOS reports when a server drops a kept-alive connection while the device is online.
        (APIError(URLError(.networkConnectionLost)), "The connection to the server failed."),
        (http(401), "Your sign-in was not accepted."),
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

    /// What the server wrote never reaches the user's sentence (it may be developer text); `serverMessage` has it, for
    /// an app that trusts its server: an envelope's `message`, or the `message` property of a decoded error model.
    @Test("Server messages are in serverMessage, never in the user's sentence")
    func serverMessages() {
        let leaked = APIError.envelope(EnvelopeFailure(
            code: .int(5000), message: " SQLSTATE[23000]: Integrity constraint violation ", status: 200))
        #expect(leaked.localizedDescription == "The server could not carry out the request.")
        #expect(leaked.serverMessage == "SQLSTATE[23000]: Integrity constraint violation")
        let blank = APIError.envelope(EnvelopeFailure(code: .int(2017), message: "  ", status: 200))
        #expect(blank.serverMessage == nil)
        let none = APIError.envelope(EnvelopeFailure(code: .int(4000), message: nil, status: 500))
        #expect(none.localizedDescription == "The server had a problem. Try again later.")
        #expect(none.serverMessage == nil)
        // A body that was not the envelope it should be (a success code of the wrong JSON type): its answer could not
        // be read, and "OK" is no message about a failure.
        let puzzling = APIError.envelope(EnvelopeFailure(
            code: .string("1000"), message: "OK", status: 200,
            reason: #""1000" is not one of the success codes 1000: a JSON string and a number differ"#))
        #expect(puzzling.localizedDescription == "The server's response could not be read.")
        #expect(puzzling.serverMessage == nil)
        #expect(puzzling.description.hasSuffix("a JSON string and a number differ)"))
        // An error model with a `message` (an envelope-shaped 4xx body, README's ErrorResponse), optional or not.
        struct ErrorResponse: Decodable, Sendable { let isSuccess: Bool; let code: Int; let message: String }
        struct Optional: Decodable, Sendable { let message: String? }
        struct Other: Decodable, Sendable { let detail: String }
        func http(_ model: any Decodable & Sendable) -> APIError {
            .http(HTTPFailure(status: 400, headers: HTTPHeaders(), body: Data(), errorModel: model))
        }
        let wrong = http(ErrorResponse(isSuccess: false, code: 3001, message: "The password is incorrect."))
        #expect(wrong.serverMessage == "The password is incorrect.")
        #expect(wrong.localizedDescription == "The server could not carry out the request.")
        #expect(http(Optional(message: "Try again")).serverMessage == "Try again")
        #expect(http(Optional(message: nil)).serverMessage == nil)
        #expect(http(Other(detail: "x")).serverMessage == nil, "a detail outside an RFC 9457 problem is an ordinary field")
    }

    /// The error shapes real servers send, decoded into the models an app declares: RFC 9457 problem details, OAuth
    /// 2.0 token errors (a refresh endpoint's answer), Google's nested `error`; what is not a message stays `nil`.
    @Test("serverMessage reads message, RFC 9457 detail and title, OAuth error_description, and a nested error")
    func serverMessageShapes() throws {
        struct Problem: Decodable, Sendable { let type: String?; let title: String?; let status: Int?; let detail: String? }
        struct OAuthError: Decodable, Sendable {
            let error: String
            let errorDescription: String?
            enum CodingKeys: String, CodingKey { case error, errorDescription = "error_description" }
        }
        struct GoogleError: Decodable, Sendable {
            struct Body: Decodable, Sendable { let code: Int; let message: String; let status: String }
            let error: Body?
        }
        struct CodeOnly: Decodable, Sendable { let code: Int; let error: String }
        // As `generator import` writes an untyped field: `json`.
        struct Untyped: Decodable, Sendable { let message: JSONValue?; let error: JSONValue? }
        struct Post: Decodable, Sendable {
            struct Failure: Decodable, Sendable { let message: String }
            let title: String
            let error: Failure
        }
        func message<T: Decodable & Sendable>(_ type: T.Type, _ json: String) throws -> String? {
            let model = try JSONDecoder().decode(T.self, from: Data(json.utf8))
            return APIError.http(HTTPFailure(status: 400, headers: HTTPHeaders(), body: Data(json.utf8), errorModel: model))
                .serverMessage
        }
        #expect(try message(Problem.self, #"{"type":"https://example.com/out-of-credit","title":"You do not have enough credit.","status":403,"detail":"Your current balance is 30, but that costs 50."}"#)
            == "Your current balance is 30, but that costs 50.")
        #expect(try message(Problem.self, #"{"status":403,"title":"Not enough credit.","detail":" "}"#) == "Not enough credit.")
        #expect(try message(Problem.self, #"{"title":"Not enough credit."}"#) == nil, "no type or status: not a problem")
        #expect(try message(Problem.self, #"{"status":403}"#) == nil)
        #expect(try message(OAuthError.self, #"{"error":"invalid_grant","error_description":"The refresh token has expired."}"#)
            == "The refresh token has expired.")
        #expect(try message(OAuthError.self, #"{"error":"invalid_grant"}"#) == nil, "an OAuth error code is no message")
        #expect(try message(GoogleError.self, #"{"error":{"code":404,"message":"Requested entity was not found.","status":"NOT_FOUND"}}"#)
            == "Requested entity was not found.")
        #expect(try message(GoogleError.self, #"{}"#) == nil)
        #expect(try message(CodeOnly.self, #"{"code":7,"error":"E7"}"#) == nil)
        #expect(try message(Untyped.self, #"{"message":"hello json"}"#) == "hello json")
        #expect(try message(Untyped.self, #"{"error":{"message":"deep"}}"#) == "deep")
        #expect(try message(Untyped.self, #"{"error":{"error_description":"expired"}}"#) == "expired")
        let both = try message(Untyped.self, #"{"error":{"errorDescription":"a","error_description":"b"}}"#)
        #expect(both == "a" || both == "b", "both spellings: one of them, no trap")
        #expect(try message(Untyped.self, #"{"message":5,"error":[1]}"#) == nil)
        #expect(try message(Untyped.self, #"{"message":null,"error":null}"#) == nil)
        #expect(try message(Post.self, #"{"title":"My Post","error":{"message":"Title too long"}}"#) == "Title too long",
                "a title outside an RFC 9457 problem is no message")
    }

    /// An error the app's own code threw keeps its own `LocalizedError` text: a middleware's (a transport failure
    /// of kind `.other`), a token provider's (a missing credential); a plain error gets the kind's sentence.
    @Test("The app's own LocalizedError keeps its text")
    func ownErrorsKeepTheirText() {
        struct Maintenance: LocalizedError { var errorDescription: String? { "We are down for maintenance until 14:00." } }
        struct Plain: Error {}
        #expect(APIError(Maintenance()).localizedDescription == "We are down for maintenance until 14:00.")
        #expect(APIError(Plain()).localizedDescription == "The request could not be completed.", "not about the network")
        let keychain = APIError.authentication(AuthenticationFailure(reason: .missingCredential, underlyingError: Maintenance()))
        #expect(keychain.localizedDescription == "We are down for maintenance until 14:00.")
        let signedOut = APIError.authentication(AuthenticationFailure(reason: .refreshFailed, underlyingError: Maintenance()))
        #expect(signedOut.localizedDescription == "Your session has expired. Sign in again.")
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
