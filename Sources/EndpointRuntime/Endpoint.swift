import Foundation

// MARK: - Endpoint

/// One HTTP operation of an API, described as a value.
///
/// Generated request types are `nonisolated struct`s conforming to `Endpoint`: their stored
/// properties are the endpoint's parameters, and the computed requirements below turn them into an
/// HTTP request. Only ``method`` and ``path`` are required; every other requirement has a default in
/// an extension, so a generated type states only what differs from the defaults.
///
/// The protocol has no isolation requirements, so conforming types compile in a module whose default
/// isolation is `MainActor` as long as they are declared `nonisolated`.
public protocol Endpoint: Sendable {
    /// The payload handed to the caller: a `Decodable` model, ``NoContent``, `String` or `Data`.
    associatedtype Response: Sendable

    /// The error model the endpoint declares for its non-2xx statuses (spec `errors:`), as the caller sees it in
    /// ``APIResult`` and ``APIError/errorBody(of:)``: the model itself when every rule names the same one, an enum
    /// with one case per model when they differ, `Never` when there is none.
    associatedtype ErrorBody: Sendable = Never

    /// The HTTP method, e.g. ``HTTPMethod/get``.
    var method: HTTPMethod { get }

    /// The path relative to the client's base URL, starting with `/`, with every path parameter
    /// already percent-encoded (use `"\(pathParameter: value)"` interpolation).
    var path: String { get }

    /// Query items in order; `nil` values are already left out by ``Parameters``. Default: none.
    var query: Parameters { get }

    /// Headers of this endpoint; they replace client default headers of the same name. Default: none.
    var headers: HTTPHeaders { get }

    /// Headers whose values are the endpoint's parameters (spec `headers: {If-Modified-Since: {param: since, type:
    /// date}}`), by field name, in order; `nil` values are already left out by ``Parameters``. The client writes
    /// them as text when it sends the request, with the endpoint's date rule (or the client's) and the client's
    /// ``APIClientConfiguration/dateFormatTimeZone`` (``HTTPHeaders/init(parameters:dateRule:timeZoneOverride:)``),
    /// and they replace ``headers`` and client default headers of the same name. Default: none.
    var headerParameters: Parameters { get }

    /// The request body. Default: ``RequestBody/none``.
    var body: RequestBody { get }

    /// How a 2xx body becomes ``Response``. Default: `.json` for `Decodable` responses and
    /// `.noContent` for ``NoContent``; text and binary endpoints state `.text` / `.binary`.
    var responseBody: ResponseBody<Response> { get }

    /// Whether the client attaches its auth header. Default: ``AuthRequirement/none``.
    var auth: AuthRequirement { get }

    /// The envelope wrapping every response of the API, if any. Default: `nil` (bare payloads).
    var envelope: EnvelopeRule? { get }

    /// Error models decoded from non-2xx bodies, by status, class or default. Default: none.
    var errorRules: [ErrorRule] { get }

    /// Fields sent with every request of the API (form/multipart field or query item). Default: none.
    var commonFields: [CommonField] { get }

    /// The date rule for this endpoint's bodies, query items and responses; `nil` uses the client's.
    var dateRule: DateRule? { get }

    /// The idle timeout in seconds for this endpoint (the longest wait for the next bytes, spec `timeout:`); `nil`
    /// uses the client's.
    var timeout: TimeInterval? { get }

    /// The total time in seconds a call may take, redirects, retries and token refresh included (spec
    /// `deadline:`); `nil` uses the client's ``APIClientConfiguration/deadline``. A response trickling in faster
    /// than ``timeout`` still fails when the deadline passes.
    var deadline: TimeInterval? { get }

    /// The named server this endpoint is sent to (spec `server:`), instead of the client's base URL; `nil` for
    /// the base URL.
    var server: APIServer? { get }

    /// Whether a `304 Not Modified` answers this request (it carries `If-None-Match` or `If-Modified-Since`):
    /// ``APIClient/sendConditional(_:)`` then returns ``ConditionalResponse/notModified(_:)``.
    var isConditional: Bool { get }

    /// Where this API puts the auth token (spec `auth: {header: ...}` / `{bearer: ...}`); `nil` uses the
    /// client's ``APIClientConfiguration/authPlacement``. Generated code states the spec's scheme here, so one
    /// client can serve APIs with different schemes.
    var authPlacement: AuthPlacement? { get }

    /// Whether the request may be sent again after a failure without a second effect on the server (spec
    /// `idempotent: true`). Default: ``HTTPMethod/isIdempotent`` of ``method``. ``RetryMiddleware`` retries only
    /// idempotent requests and those carrying an `Idempotency-Key` header.
    var isIdempotent: Bool { get }

    /// The endpoint's name as the spec gives it (`getRepository`), handed to middleware in
    /// ``HTTPRequest/operationName`` — as an OpenAPI `operationId` is. Default: the type's name.
    var operationName: String { get }

    /// The error model decoded by one of ``errorRules`` as ``ErrorBody``, or `nil` when it is another type.
    static func errorBody(from model: any Sendable) -> ErrorBody?
}

// MARK: - Defaults

extension Endpoint {
    /// No query items.
    public var query: Parameters { Parameters() }
    /// No endpoint-specific headers.
    public var headers: HTTPHeaders { HTTPHeaders() }
    /// No header parameters.
    public var headerParameters: Parameters { Parameters() }
    /// No request body.
    public var body: RequestBody { .none }
    /// No authentication.
    public var auth: AuthRequirement { .none }
    /// No envelope.
    public var envelope: EnvelopeRule? { nil }
    /// No error models.
    public var errorRules: [ErrorRule] { [] }
    /// No common fields.
    public var commonFields: [CommonField] { [] }
    /// The client's date rule.
    public var dateRule: DateRule? { nil }
    /// The client's timeout.
    public var timeout: TimeInterval? { nil }
    /// The client's deadline.
    public var deadline: TimeInterval? { nil }
    /// The client's base URL.
    public var server: APIServer? { nil }
    /// Whether the headers or the header parameters carry `If-None-Match` or `If-Modified-Since`.
    public var isConditional: Bool {
        HTTPHeaders.conditionalFields.contains { headers[$0] != nil }
            || headerParameters.contains { HTTPHeaders.isConditionalField($0.name) }
    }
    /// The model when it is an ``ErrorBody``.
    public static func errorBody(from model: any Sendable) -> ErrorBody? { model as? ErrorBody }
    /// The client's auth placement.
    public var authPlacement: AuthPlacement? { nil }
    /// Idempotent when the method is (RFC 9110 §9.2.2).
    public var isIdempotent: Bool { method.isIdempotent }
    /// The type's name, e.g. `GetRepositoryRequest`.
    public var operationName: String { String(describing: Self.self) }
}

extension Endpoint where Response: Decodable {
    /// JSON responses decode ``Response`` (inside the ``envelope``, if any).
    public var responseBody: ResponseBody<Response> { .json }
}

extension Endpoint where Response == NoContent {
    /// Endpoints answering ``NoContent`` ignore the body (after checking the envelope, if any).
    public var responseBody: ResponseBody<NoContent> { .noContent }
}

// MARK: - HTTPMethod

/// An HTTP request method; the value is upper-cased (`"get"` becomes `GET`).
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The upper-cased method token, e.g. `GET`.
    public let rawValue: String

    /// Creates a method from a token; it is upper-cased.
    public init(rawValue: String) {
        self.rawValue = rawValue.uppercased()
    }

    /// Creates a method from a literal such as `"PATCH"`.
    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    /// The method token.
    public var description: String { rawValue }

    /// `GET`
    public static let get: HTTPMethod = "GET"
    /// `POST`
    public static let post: HTTPMethod = "POST"
    /// `PUT`
    public static let put: HTTPMethod = "PUT"
    /// `PATCH`
    public static let patch: HTTPMethod = "PATCH"
    /// `DELETE`
    public static let delete: HTTPMethod = "DELETE"
    /// `HEAD`
    public static let head: HTTPMethod = "HEAD"
    /// `OPTIONS`
    public static let options: HTTPMethod = "OPTIONS"

    /// Whether the method is idempotent by definition (RFC 9110 §9.2.2): `GET`, `HEAD`, `OPTIONS`, `TRACE`,
    /// `PUT` and `DELETE`. `POST` and `PATCH` are not.
    public var isIdempotent: Bool {
        ["GET", "HEAD", "OPTIONS", "TRACE", "PUT", "DELETE"].contains(rawValue)
    }
}

// MARK: - AuthRequirement

/// Whether an endpoint sends the client's auth header (spec `auth: true | optional | false`).
public enum AuthRequirement: Sendable, Hashable {
    /// A token is needed: when the token provider returns `nil`, `send` throws
    /// ``APIError/authentication(_:)`` (``AuthenticationFailure/Reason/missingCredential``) without contacting
    /// the server.
    case required
    /// The header is sent only when the token provider returns a token.
    case optional
    /// No auth header is sent.
    case none
}
