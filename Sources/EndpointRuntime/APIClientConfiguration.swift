import Foundation

/// Where and how the credential goes (spec `auth:`): the token from ``TokenProvider`` is sent as one of these.
public enum AuthPlacement: Sendable, Hashable {
    /// The raw token in the named header, e.g. `x-access-token: <token>` (spec `auth: {header: x-access-token}`).
    case header(String)
    /// `Bearer <token>` in the named header, usually `Authorization` (RFC 6750; spec `auth: {bearer: Authorization}`).
    case bearer(String = "Authorization")
    /// `<scheme> <token>` in the named header, e.g. `Authorization: token <token>` for
    /// `.scheme("token")` (spec `auth: {scheme: token, header: Authorization}`).
    case scheme(String, header: String = "Authorization")
    /// HTTP Basic (RFC 7617): the token is the user-pass `user:password`, sent as `Basic <base64 of its UTF-8>`
    /// in the named header (spec `auth: {basic: Authorization}`). Build the token with
    /// ``AuthPlacement/basicCredential(user:password:)``.
    case basic(String = "Authorization")
    /// The token as a query item, e.g. `?api_key=<token>` (spec `auth: {query: api_key}`), percent-encoded like
    /// every query value.
    case query(String)

    /// The header the credential is sent in, or `nil` for ``query(_:)``. Redirects to another origin remove it.
    public var headerName: String? {
        switch self {
        case .header(let name), .bearer(let name), .basic(let name): return name
        case .scheme(_, let header): return header
        case .query: return nil
        }
    }

    /// The header value for `token`, or `nil` for ``query(_:)``: `Bearer <token>`, `<scheme> <token>`,
    /// `Basic <base64>`, or the raw token.
    public func headerValue(for token: String) -> String? {
        switch self {
        case .header: return token
        case .bearer: return "Bearer \(token)"
        case .scheme(let scheme, _): return "\(scheme) \(token)"
        case .basic: return "Basic \(Data(token.utf8).base64EncodedString())"
        case .query: return nil
        }
    }

    /// The RFC 7617 user-pass for ``basic(_:)``: `user:password`. A user id containing `:` cannot be sent with
    /// Basic (RFC 7617 §2), so it is refused with `nil`.
    public static func basicCredential(user: String, password: String) -> String? {
        user.contains(":") ? nil : "\(user):\(password)"
    }
}

/// Supplies the current auth token; `nil` means "not signed in". Called once per request that
/// needs auth. When it throws, or returns `nil` for an endpoint that requires auth, the request fails with
/// ``APIError/authentication(_:)`` of reason ``AuthenticationFailure/Reason/missingCredential`` and nothing is sent.
public typealias TokenProvider = @Sendable () async throws -> String?

/// Gets a new token after the server rejected `rejectedToken` with `401`; returns `nil` (or throws) when the
/// user is signed out. It should also store the new token where the ``TokenProvider`` reads it, so that later
/// requests send it.
///
/// ``APIClient`` calls it at most once per rejected token, however many requests the `401` hit at once
/// (single flight): concurrent requests wait for the same refresh, and a request rejected with a token that was
/// already refreshed retries with the refreshed one.
public typealias TokenRefresher = @Sendable (_ rejectedToken: String) async throws -> String?

/// Settings of an ``APIClient``.
public struct APIClientConfiguration: Sendable {
    /// The URL every endpoint path is appended to, e.g. `https://api.example.com/v1`; must be
    /// absolute `http`/`https` without query or fragment (else requests throw ``APIError/invalidRequest(_:)``).
    public var baseURL: URL
    /// Headers sent with every request; an endpoint's headers of the same name replace them.
    public var defaultHeaders: HTTPHeaders
    /// Idle timeout in seconds: the longest wait for the next bytes (an endpoint's own timeout wins).
    public var timeout: TimeInterval
    /// The total time in seconds a call may take, or `nil` for no limit (an endpoint's own deadline wins).
    public var deadline: TimeInterval?
    /// URLs replacing the spec's for named servers (``APIServer``), by name: `["uploads": stagingUploads]`.
    public var servers: [String: URL]
    /// How dates are encoded and decoded (an endpoint's own rule wins).
    public var dateRule: DateRule
    /// The time zone of wall-clock date formats (``DateRule/format(_:timeZone:)``), or `nil` to keep the zone the
    /// rule gives (the spec's `time_zone`, else UTC). When set it wins over the spec: the app knows which server
    /// it talks to (`TimeZone(identifier: "Asia/Seoul")` for a backend sending Korean local time). ISO 8601 and
    /// epoch rules carry their own offset and ignore it.
    public var dateFormatTimeZone: TimeZone?
    /// Where the token goes; `nil` sends none and makes `auth: required` endpoints fail.
    public var authPlacement: AuthPlacement?
    /// Supplies the token.
    public var tokenProvider: TokenProvider?
    /// Refreshes the token after a `401`; `nil` leaves a `401` an ``APIError/http(_:)`` error.
    public var tokenRefresher: TokenRefresher?
    /// Resolves common field values.
    public var commonFieldProvider: CommonFieldProvider
    /// Whether redirects are followed (default ``RedirectPolicy/follow``: credentials are dropped when a redirect
    /// leaves the origin).
    public var redirectPolicy: RedirectPolicy

    /// Creates a configuration.
    public init(
        baseURL: URL,
        defaultHeaders: HTTPHeaders = HTTPHeaders(),
        timeout: TimeInterval = 60,
        dateRule: DateRule = .iso8601,
        authPlacement: AuthPlacement? = nil,
        tokenProvider: TokenProvider? = nil,
        tokenRefresher: TokenRefresher? = nil,
        commonFieldProvider: @escaping CommonFieldProvider = CommonFieldValues.standard,
        redirectPolicy: RedirectPolicy = .follow,
        deadline: TimeInterval? = nil,
        servers: [String: URL] = [:],
        dateFormatTimeZone: TimeZone? = nil
    ) {
        self.dateFormatTimeZone = dateFormatTimeZone
        self.deadline = deadline
        self.servers = servers
        self.tokenRefresher = tokenRefresher
        self.baseURL = baseURL
        self.defaultHeaders = defaultHeaders
        self.timeout = timeout
        self.dateRule = dateRule
        self.authPlacement = authPlacement
        self.tokenProvider = tokenProvider
        self.commonFieldProvider = commonFieldProvider
        self.redirectPolicy = redirectPolicy
    }
}
