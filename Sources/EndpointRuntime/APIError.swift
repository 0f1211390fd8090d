import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Every error thrown by ``APIClient``: one typed classification instead of hand-written ones.
public enum APIError: Error, Sendable, CustomStringConvertible, LocalizedError {
    /// The request could not be built: bad base URL, a header with CR or LF, a missing required
    /// token, a body that does not encode. Nothing was sent.
    case invalidRequest(String)
    /// The exchange failed below HTTP: offline, timeout, cancellation, connection failure.
    case transport(TransportFailure)
    /// The server answered with a non-2xx status.
    case http(HTTPFailure)
    /// The envelope signalled failure (success flag false or a code not in the success codes).
    case envelope(EnvelopeFailure)
    /// A 2xx body did not decode into the response type.
    case decoding(DecodingFailure)
    /// No credential for an endpoint that requires one (nothing was sent), or the user is signed out: the
    /// server answered `401` and refreshing the credential failed, or rejected the refreshed one too
    /// (``AuthenticationFailure/isSignedOut``).
    case authentication(AuthenticationFailure)

    /// Classifies any error: `APIError` as it is, `URLError` and `CancellationError` as
    /// ``transport(_:)``, `DecodingError` as ``decoding(_:)``, anything else (a middleware's or a transport's
    /// own error type) as a transport failure of kind ``TransportFailure/Kind/other``. The original error is kept
    /// in ``underlyingError``.
    public init(_ error: any Error) {
        switch error {
        case let error as APIError:
            self = error
        case is CancellationError:
            self = .transport(
                TransportFailure(kind: .cancelled, code: nil, message: "The task was cancelled.", underlyingError: error))
        case let error as URLError:
            self = .transport(TransportFailure(error))
        case let error as DecodingError:
            self = .decoding(DecodingFailure(error, body: Data()))
        default:
            self = .transport(
                TransportFailure(kind: .other, code: nil, message: String(describing: error), underlyingError: error))
        }
    }

    /// The error this one was made from, when there was one: the `URLError` of a transport failure, a
    /// middleware's own error, the `DecodingError` of a decoding failure, the error a token refresh threw.
    /// Match it by type: `if let error = failure.underlyingError as? MyMiddlewareError { ... }`.
    public var underlyingError: (any Error)? {
        switch self {
        case .transport(let failure): return failure.underlyingError
        case .decoding(let failure): return failure.underlyingError
        case .authentication(let failure): return failure.underlyingError
        case .invalidRequest, .http, .envelope: return nil
        }
    }

    /// Whether the request was cancelled (by `Task.cancel()` or the URL session).
    public var isCancelled: Bool {
        if case .transport(let failure) = self, failure.kind == .cancelled {
            return true
        }
        return false
    }

    /// The HTTP status for ``http(_:)`` and ``envelope(_:)`` errors with a status, and for
    /// ``authentication(_:)`` errors that came with a `401`, else `nil`.
    public var status: Int? {
        switch self {
        case .http(let failure): return failure.status
        case .envelope(let failure) where failure.status != 0: return failure.status
        case .authentication(let failure): return failure.response?.status
        default: return nil
        }
    }

    /// Whether the user has to sign in again: an ``authentication(_:)`` error of a failed or rejected refresh.
    public var isSignedOut: Bool {
        if case .authentication(let failure) = self {
            return failure.isSignedOut
        }
        return false
    }

    /// A one-line English description of what went wrong, for logs, followed by the request it came from when
    /// ``APIClient`` sent one (``request``): `HTTP 404: {"message":"Not Found"} (GET https://api.github.com/repos/a/b,
    /// getRepository)`.
    public var description: String {
        let text = switch self {
        case .invalidRequest(let reason): "Invalid request: \(reason)"
        case .transport(let failure): failure.description
        case .http(let failure): failure.description
        case .envelope(let failure): failure.description
        case .decoding(let failure): failure.description
        case .authentication(let failure): failure.description
        }
        return request.map { "\(text) (\($0))" } ?? text
    }

    /// The last request ``APIClient`` sent before this failure (after redirects and middleware), or `nil` when it
    /// sent none (``invalidRequest(_:)``, a missing credential, a cancellation before sending) or the error was made
    /// elsewhere. For logs; not part of any failure's equality.
    public var request: FailedRequest? {
        switch self {
        case .invalidRequest: nil
        case .transport(let failure): failure.request
        case .http(let failure): failure.request
        case .envelope(let failure): failure.request
        case .decoding(let failure): failure.request
        case .authentication(let failure): failure.request
        }
    }

    /// This error with ``request`` set to `request` (when it has none yet and can carry one).
    func sent(by request: HTTPRequest?) -> APIError {
        guard let request, self.request == nil else { return self }
        let summary = FailedRequest(request)
        switch self {
        case .invalidRequest: return self
        case .transport(var failure): failure.request = summary; return .transport(failure)
        case .http(var failure): failure.request = summary; return .http(failure)
        case .envelope(var failure): failure.request = summary; return .envelope(failure)
        case .decoding(var failure): failure.request = summary; return .decoding(failure)
        case .authentication(var failure): failure.request = summary; return .authentication(failure)
        }
    }

    /// A short English sentence a screen can show the user (`Text(error.localizedDescription)`), by kind and status:
    /// "You appear to be offline.", "The server had a problem. Try again later.", "Your session has expired. Sign in
    /// again.". It never shows what the server wrote (an envelope's `message`, an error body) nor the URL, status code
    /// or body, which are for developers, in ``description`` (what `print(error)` and string interpolation show):
    /// server texts can be developer text (`SQLSTATE[23000]: Integrity constraint violation ...`); an app that trusts
    /// its server's messages shows ``serverMessage`` itself. An error the app's own code threw (a middleware's, a token
    /// provider's) that is a `LocalizedError` with a description keeps that description. For other languages or other
    /// wording, switch over the error's kind and status in the app.
    public var errorDescription: String? {
        switch self {
        case .invalidRequest:
            return "The request could not be sent."
        case .transport(let failure):
            if let own = Self.ownDescription(of: failure.underlyingError) { return own }
            switch failure.kind {
            case .offline: return "You appear to be offline."
            case .timedOut: return "The server took too long to respond."
            case .cancelled: return "The request was cancelled."
            case .cannotConnect: return "The server could not be reached."
            case .cannotWriteFile: return "The file could not be saved."
            // A `URLError` of another kind (TLS, a bad response) is the connection's; an error the app's code threw
            // (a middleware's own, not a `LocalizedError`) need not be about the network at all.
            case .other: return failure.code != nil ? "The connection to the server failed." : "The request could not be completed."
            }
        case .http(let failure):
            return Self.userMessage(status: failure.status)
        case .envelope(let failure):
            // A failure with a reason is a body that is not the envelope it should be: the server's answer could not
            // be read (a success code of the wrong JSON type may even mean the change was made).
            return failure.reason == nil ? Self.userMessage(status: failure.status) : "The server's response could not be read."
        case .decoding:
            return "The server's response could not be read."
        case .authentication(let failure):
            if failure.isSignedOut { return "Your session has expired. Sign in again." }
            return Self.ownDescription(of: failure.underlyingError) ?? "You need to sign in."
        }
    }

    /// What the server wrote about the failure, for an app that shows its server's messages: the envelope's `message`
    /// (unless the failure has a ``EnvelopeFailure/reason``: then the body was not an envelope), or the message of the
    /// error model a non-2xx body decoded into (`ErrorRule`s): its first non-blank text (a `String`, or a `json` value
    /// holding one) of `message` (most APIs; GitHub), `errorDescription` (OAuth 2.0's `error_description`, RFC 6749
    /// §5.2, what a token endpoint answers), the same one level down under `error` (`{"error": {"message": ...}}`,
    /// Google APIs), then `detail` or `title` when the model is an RFC 9457 problem (it has `type` or `status`).
    /// `nil` when there is none or it is blank. Decision: not part of ``errorDescription``, because a server's text
    /// may be meant for developers.
    public var serverMessage: String? {
        let text: String?
        switch self {
        case .envelope(let failure) where failure.reason == nil: text = failure.message
        case .http(let failure): text = failure.errorModel.flatMap { Self.messageProperty(of: $0) }
        case .authentication(let failure): text = failure.response?.errorModel.flatMap { Self.messageProperty(of: $0) }
        default: text = nil
        }
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        return trimmed
    }

    /// The message of a decoded error model (``serverMessage``), read by reflection from its stored properties: a
    /// `String`, or a ``JSONValue`` holding one (a `json` property, as OpenAPI imports an untyped field), by the order
    /// ``serverMessage`` gives. `title` and `detail` count only in an RFC 9457 problem (a model with `type` or
    /// `status`): elsewhere they are ordinary fields (`{"title": "My post", "error": {...}}`).
    private static func messageProperty(of model: Any, nested: Bool = true) -> String? {
        let properties: [String: Any]
        if let json = model as? JSONValue {
            guard case .object(let object) = json else { return nil }
            // A `json` object keeps its wire keys; OAuth's `error_description` is read under its Swift name. A body
            // holding both spellings keeps the first met: no server text can make this trap.
            properties = Dictionary(
                object.map { key, value in (key == "error_description" ? "errorDescription" : key, value as Any) },
                uniquingKeysWith: { first, _ in first })
        } else {
            properties = Dictionary(
                Mirror(reflecting: model).children.compactMap { child in child.label.map { ($0, child.value) } },
                uniquingKeysWith: { first, _ in first })
        }
        func text(_ name: String) -> String? {
            let value = properties[name].flatMap(unwrapped)
            let text = (value as? String) ?? { if case .string(let text)? = value as? JSONValue { text } else { nil } }()
            guard let text, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
            return text
        }
        if let message = text("message") ?? text("errorDescription") { return message }
        if nested, let inner = properties["error"].flatMap(unwrapped), !(inner is String),
           let message = messageProperty(of: inner, nested: false) {
            return message
        }
        let isProblem = properties["type"].flatMap(unwrapped) != nil || properties["status"].flatMap(unwrapped) != nil
        return isProblem ? text("detail") ?? text("title") : nil
    }

    /// `value` without `Optional` wrapping (and without ``JSONValue/null``); `nil` for `nil`.
    private static func unwrapped(_ value: Any) -> Any? {
        if let json = value as? JSONValue, json == .null { return nil }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { unwrapped($0.value) }
    }

    /// The description of an error the app's own code threw, when it is a `LocalizedError` that has one (not a
    /// `URLError`, `CancellationError` or ``APIError``, whose texts are the system's or this one's).
    private static func ownDescription(of error: (any Error)?) -> String? {
        guard let error, !(error is URLError), !(error is CancellationError), !(error is APIError),
            let localized = error as? any LocalizedError
        else { return nil }
        return localized.errorDescription
    }

    /// What a failed status means to a user (RFC 9110 §15 classes); a 2xx (an envelope failure) is a request the
    /// server did not carry out.
    private static func userMessage(status: Int) -> String {
        switch status {
        case 401: "Your sign-in was not accepted."
        case 403: "You are not allowed to do this."
        case 404, 410: "This item could not be found."
        case 408, 504: "The server took too long to respond."
        case 429: "Too many requests. Try again in a moment."
        case 500...599: "The server had a problem. Try again later."
        default: "The server could not carry out the request."
        }
    }
}

// MARK: - TransportFailure

/// A failure below HTTP.
public struct TransportFailure: Sendable, Hashable, CustomStringConvertible {
    /// What kind of transport failure this is.
    public enum Kind: Sendable, Hashable {
        /// No network (`URLError` not connected -1009, data not allowed, roaming off; not -1005 "connection lost", which
        /// a server dropping a kept-alive connection also gives: that one is ``other``).
        case offline
        /// The request timed out (`URLError` -1001).
        case timedOut
        /// The request was cancelled (`URLError` -999 or `CancellationError`).
        case cancelled
        /// The host could not be found or refused the connection.
        case cannotConnect
        /// The body of ``APIClient/download(_:to:)`` could not be written to its file: the disk is full, the
        /// destination became a directory or unwritable while the body arrived (`URLError` -3000 to -3005, "cannot
        /// create/open/close/write/remove/move file", and the client's and transport's own file errors; the error
        /// from the file system is ``underlyingError``). The file already there is left as it was.
        case cannotWriteFile
        /// Anything else (TLS, bad server response, a middleware's own error).
        case other
    }

    /// The kind.
    public let kind: Kind
    /// The `URLError` code, when the failure came from one.
    public let code: Int?
    /// The underlying description.
    public let message: String
    /// The error the failure was classified from (a `URLError`, `CancellationError`, or a middleware's or
    /// transport's own error), when there was one. Not part of equality.
    public let underlyingError: (any Error)?
    /// The request that failed (``APIError/request``). Not part of equality.
    public internal(set) var request: FailedRequest?

    /// Creates a failure.
    public init(kind: Kind, code: Int?, message: String, underlyingError: (any Error)? = nil) {
        self.kind = kind
        self.code = code
        self.message = message
        self.underlyingError = underlyingError
    }

    /// Equal when kind, code and message are (the underlying error is not compared).
    public static func == (lhs: TransportFailure, rhs: TransportFailure) -> Bool {
        lhs.kind == rhs.kind && lhs.code == rhs.code && lhs.message == rhs.message
    }

    /// Hashes kind, code and message.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(code)
        hasher.combine(message)
    }

    /// Classifies a `URLError`.
    public init(_ error: URLError) {
        let kind: Kind
        switch error.code {
        // `networkConnectionLost` (-1005) is not "offline": iOS also reports it when a server drops a kept-alive
        // connection while the device is online.
        case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff:
            kind = .offline
        case .timedOut:
            kind = .timedOut
        case .cancelled:
            kind = .cancelled
        case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed:
            kind = .cannotConnect
        case .cannotCreateFile, .cannotOpenFile, .cannotCloseFile, .cannotWriteToFile, .cannotRemoveFile, .cannotMoveFile:
            kind = .cannotWriteFile
        default:
            kind = .other
        }
        self.init(kind: kind, code: error.code.rawValue, message: error.localizedDescription, underlyingError: error)
    }

    /// For example `Transport failure (timed out, URLError -1001): The request timed out.`
    public var description: String {
        let name: String
        switch kind {
        case .offline: name = "offline"
        case .timedOut: name = "timed out"
        case .cancelled: name = "cancelled"
        case .cannotConnect: name = "cannot connect"
        case .cannotWriteFile: name = "cannot write file"
        case .other: name = "other"
        }
        let code = code.map { ", URLError \($0)" } ?? ""
        return "Transport failure (\(name)\(code)): \(message)"
    }
}

// MARK: - FailedRequest

/// The request a failure came from, for logs (``APIError/request``): its method, the URL it was sent to (the last one
/// after redirects, a credential sent as a query item redacted: ``HTTPRequest/redactedURL``) and the endpoint's
/// operation name.
public struct FailedRequest: Sendable, Hashable, CustomStringConvertible {
    /// The method.
    public let method: HTTPMethod
    /// The URL, its credential query item (if any) replaced by ``HTTPRequest/redactedValue``.
    public let url: String
    /// The endpoint's operation name (``Endpoint/operationName``).
    public let operationName: String

    /// The summary of `request`.
    public init(_ request: HTTPRequest) {
        method = request.method
        url = request.redactedURL
        operationName = request.operationName
    }

    /// `GET https://api.github.com/repos/a/b, getRepository` (without the name when it is empty).
    public var description: String {
        operationName.isEmpty ? "\(method.rawValue) \(url)" : "\(method.rawValue) \(url), \(operationName)"
    }
}

// MARK: - AuthenticationFailure

/// A request that could not be authenticated (``APIError/authentication(_:)``).
public struct AuthenticationFailure: Sendable, CustomStringConvertible {
    /// Why.
    public enum Reason: Sendable, Hashable {
        /// The endpoint requires a credential and the token provider returned none (or threw). Nothing was sent.
        case missingCredential
        /// The server answered `401`, and the token refresher returned `nil` or threw (but a transport failure or a
        /// `5xx`, which the call throws as they are): signed out.
        case refreshFailed
        /// The server answered `401` again to the request retried with the refreshed credential: signed out.
        case rejectedAfterRefresh
    }

    /// Why the request could not be authenticated.
    public let reason: Reason
    /// The `401` response, for ``Reason/refreshFailed`` and ``Reason/rejectedAfterRefresh``.
    public let response: HTTPFailure?
    /// What the token provider or the token refresher threw, if anything.
    public let underlyingError: (any Error)?
    /// The request answered `401` (``APIError/request``).
    public internal(set) var request: FailedRequest?

    /// Creates a failure.
    public init(reason: Reason, response: HTTPFailure? = nil, underlyingError: (any Error)? = nil) {
        self.reason = reason
        self.response = response
        self.underlyingError = underlyingError
    }

    /// Whether the user has to sign in again (the refresh failed or its credential was rejected too).
    public var isSignedOut: Bool { reason != .missingCredential }

    /// For example `Signed out: the token refresh failed after HTTP 401 (...)`.
    public var description: String {
        let cause = underlyingError.map { " (\($0))" } ?? ""
        switch reason {
        case .missingCredential:
            return "Authentication failed: the endpoint requires a credential and there is none\(cause)."
        case .refreshFailed:
            return "Signed out: the token refresh failed after HTTP 401\(cause)."
        case .rejectedAfterRefresh:
            return "Signed out: the server rejected the refreshed credential with HTTP \(response?.status ?? 401)."
        }
    }
}

// MARK: - HTTPFailure

/// A non-2xx response.
public struct HTTPFailure: Sendable, CustomStringConvertible {
    /// The status code.
    public let status: Int
    /// The response headers.
    public let headers: HTTPHeaders
    /// The raw body (an HTML page stays here as it came).
    public let body: Data
    /// The error model of the matching ``ErrorRule``, when the body decoded into it.
    public let errorModel: (any Decodable & Sendable)?
    /// The request answered with this status (``APIError/request``).
    public internal(set) var request: FailedRequest?
    /// Why a JSON body did not decode into the error model of the matching ``ErrorRule``, when one matched (a field
    /// of another type than the model declares, a missing key), for a developer who expected ``errorModel`` and
    /// finds `nil`: for example `ApiError at code: type mismatch, expected Int: …`. `nil` when the model decoded, no rule
    /// matched, or the body is not JSON (an HTML page from a proxy is not a wrong error model).
    public internal(set) var errorModelProblem: String?

    /// Creates a failure.
    public init(status: Int, headers: HTTPHeaders, body: Data, errorModel: (any Decodable & Sendable)?) {
        self.status = status
        self.headers = headers
        self.body = body
        self.errorModel = errorModel
    }

    /// The error model as `Model`, or `nil`.
    public func errorModel<Model>(as type: Model.Type) -> Model? {
        errorModel as? Model
    }

    /// The body as text, in the encoding its byte order mark, else its `Content-Type`'s `charset`, names (UTF-8
    /// when neither does; invalid bytes replaced), as a `text` response is read.
    public var bodyText: String {
        BodyText.decode(body, contentType: headers["Content-Type"])
    }

    /// For example `HTTP 404: {"message":"Not Found"}` (the body cut after 200 characters), `HTTP 404 [ApiError]: …`
    /// when the body decoded into the rule's error model, `HTTP 422 (not read as ApiError: …): …` when it did not
    /// (``errorModelProblem``), `HTTP 304` when there is no body.
    public var description: String {
        let model = errorModel.map { " [\(type(of: $0))]" } ?? errorModelProblem.map { " (not read as \($0))" } ?? ""
        let text = snippet(of: body, contentType: headers["Content-Type"])
        return "HTTP \(status)\(model)" + (text.isEmpty ? "" : ": \(text)")
    }
}

// MARK: - EnvelopeFailure

/// An envelope that signalled failure.
public struct EnvelopeFailure: Sendable, Hashable, CustomStringConvertible {
    /// The envelope's code, if it had one.
    public let code: EnvelopeCode?
    /// The envelope's message, if it had one.
    public let message: String?
    /// The HTTP status of the response that carried the envelope.
    public let status: Int
    /// Why the envelope is a failure, for a developer, where its code and message alone would puzzle: its code reads
    /// like a success code but has the other JSON type (`"1000" is not one of the success codes 1000: a JSON string
    /// and a number differ`), or it has no code (`the body has neither "isSuccess" nor "code": it is not an
    /// envelope`); `nil` otherwise (the success flag is false, or the code is another one).
    public let reason: String?
    /// The request answered with this envelope (``APIError/request``). Not part of equality.
    public internal(set) var request: FailedRequest?

    /// Creates a failure.
    public init(code: EnvelopeCode?, message: String?, status: Int, reason: String? = nil) {
        self.code = code
        self.message = message
        self.status = status
        self.reason = reason
    }

    /// Equal when code, message, status and reason are (the request is not compared).
    public static func == (lhs: EnvelopeFailure, rhs: EnvelopeFailure) -> Bool {
        lhs.code == rhs.code && lhs.message == rhs.message && lhs.status == rhs.status && lhs.reason == rhs.reason
    }

    /// Hashes code, message, status and reason.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(message)
        hasher.combine(status)
        hasher.combine(reason)
    }

    /// For example `Envelope failure (code 2001, HTTP 200): Invalid user key`, or with a reason
    /// `Envelope failure (code 1000, HTTP 200): OK ("1000" is not one of the success codes 1000: a JSON string and a
    /// number differ)`.
    public var description: String {
        let code = code.map { "code \($0), " } ?? ""
        let reason = reason.map { " (\($0))" } ?? ""
        return "Envelope failure (\(code)HTTP \(status)): \(message ?? "no message")\(reason)"
    }
}

// MARK: - DecodingFailure

/// A 2xx body that did not decode.
public struct DecodingFailure: Sendable, Hashable, CustomStringConvertible {
    /// Where decoding stopped, e.g. `items[2].owner.login` (empty for the top level).
    public let codingPath: String
    /// What was wrong, from the `DecodingError`.
    public let reason: String
    /// The start of the body (at most 200 characters), to see what came instead.
    public let bodySnippet: String
    /// The `DecodingError` (or a custom ``ResponseBody``'s own error), when there was one. Not part of equality.
    public let underlyingError: (any Error)?
    /// The request whose response did not decode (``APIError/request``). Not part of equality.
    public internal(set) var request: FailedRequest?

    /// Creates a failure.
    public init(codingPath: String, reason: String, bodySnippet: String, underlyingError: (any Error)? = nil) {
        self.codingPath = codingPath
        self.reason = reason
        self.bodySnippet = bodySnippet
        self.underlyingError = underlyingError
    }

    /// Equal when coding path, reason and snippet are (the underlying error is not compared).
    public static func == (lhs: DecodingFailure, rhs: DecodingFailure) -> Bool {
        lhs.codingPath == rhs.codingPath && lhs.reason == rhs.reason && lhs.bodySnippet == rhs.bodySnippet
    }

    /// Hashes coding path, reason and snippet.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(codingPath)
        hasher.combine(reason)
        hasher.combine(bodySnippet)
    }

    /// `: ` and the decoder's description of the failure, or nothing when the decoder gave none (Foundation's
    /// `Decimal` reading a string says only which type it expected), so that a reason never ends in `: .`.
    private static func detail(_ context: DecodingError.Context) -> String {
        detail(context.debugDescription)
    }

    /// `: ` and `description`, or nothing when it says nothing (empty, blank or a lone `.`).
    static func detail(_ description: String) -> String {
        let text = description.trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty || text == "." ? "" : ": " + text
    }

    /// Describes a `DecodingError` for a body.
    public init(_ error: DecodingError, body: Data) {
        let path: [any CodingKey]
        let reason: String
        switch error {
        case .typeMismatch(let type, let context):
            path = context.codingPath
            reason = "type mismatch, expected \(type)" + Self.detail(context)
        case .valueNotFound(let type, let context):
            path = context.codingPath
            reason = "value not found, expected \(type)" + Self.detail(context)
        case .keyNotFound(let key, let context):
            path = context.codingPath + [key]
            reason = "key not found" + Self.detail(context)
        case .dataCorrupted(let context) where context.codingPath.isEmpty && body.allSatisfy(Self.isJSONWhitespace):
            // JSONDecoder says "The given data was not valid JSON." of a body with nothing in it (a 204, an empty 200).
            path = []
            reason = "the body is empty, where the response type needs a JSON value (declare the response optional, "
                + "or none, if the server may send no body)"
        case .dataCorrupted(let context)
            where context.codingPath.isEmpty && context.debugDescription == "The given data was not valid JSON.":
            // JSONDecoder (swift-foundation on Linux) also says "The given data was not valid JSON." of valid JSON
            // holding a value that does not fit the type read, such as a number out of range in a `[Int64]` response;
            // `JSONSerialization` tells the two apart, and says where real syntax errors are.
            path = []
            reason = "data corrupted: \(context.debugDescription)" + Self.jsonSyntaxDetail(of: body)
        case .dataCorrupted(let context):
            path = context.codingPath
            reason = "data corrupted" + Self.detail(context)
        @unknown default:
            path = []
            reason = String(describing: error)
        }
        self.init(codingPath: Self.render(path), reason: reason, bodySnippet: snippet(of: body), underlyingError: error)
    }

    /// What `JSONSerialization` says of `body`, for a top-level `dataCorrupted` error: the parser's own message when
    /// the body is not JSON (` (Unexpected end of file during JSON parse.)`), else that the body is JSON and a value
    /// in it does not fit the type it is read into.
    static func jsonSyntaxDetail(of body: Data) -> String {
        do {
            _ = try JSONSerialization.jsonObject(with: body, options: .fragmentsAllowed)
            return " (the body is valid JSON: a value in it does not fit the Swift type it is read into, such as a "
                + "number out of range)"
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            return detail.map { " (\($0))" } ?? ""
        }
    }

    /// For example `Decoding failed at items[0].id: type mismatch ... Body: [{"id":"x"}]`. The reason ends with
    /// exactly one period, whether or not the `DecodingError`'s own text ends with one; an empty body is shown as
    /// `Body: (empty)`.
    public var description: String {
        let location = codingPath.isEmpty ? "the top level" : codingPath
        let sentence = reason.hasSuffix(".") ? reason : reason + "."
        return "Decoding failed at \(location): \(sentence) Body: \(bodySnippet.isEmpty ? "(empty)" : bodySnippet)"
    }

    /// The four whitespace bytes of JSON (RFC 8259 §2): space, tab, line feed, carriage return.
    static func isJSONWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    static func render(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue, key.stringValue.hasPrefix("Index ") || key.stringValue == String(index) {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }
}

/// The first 200 characters of a body as text (``BodyText``, in the encoding `contentType` names).
func snippet(of body: Data, contentType: String? = nil) -> String {
    let text = BodyText.decode(body.prefix(800), contentType: contentType, cutShort: body.count > 800)
    return text.count > 200 ? String(text.prefix(200)) + "…" : text
}
