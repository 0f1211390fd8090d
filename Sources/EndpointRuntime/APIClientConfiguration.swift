import Foundation

/// Where the auth token goes (spec `auth: {header: ...}` or `auth: {bearer: ...}`).
public enum AuthPlacement: Sendable, Hashable {
    /// The raw token in the named header, e.g. `x-access-token: <token>`.
    case header(String)
    /// `Bearer <token>` in the named header (usually `Authorization`).
    case bearer(String = "Authorization")
}

/// Supplies the current auth token; `nil` means "not signed in". Called once per request that
/// needs auth, so it may refresh the token. A thrown error fails the request as
/// ``APIError/invalidRequest(_:)``.
public typealias TokenProvider = @Sendable () async throws -> String?

/// Settings of an ``APIClient``.
public struct APIClientConfiguration: Sendable {
    /// The URL every endpoint path is appended to, e.g. `https://api.example.com/v1`; must be
    /// absolute `http`/`https` without query or fragment (else requests throw ``APIError/invalidRequest(_:)``).
    public var baseURL: URL
    /// Headers sent with every request; an endpoint's headers of the same name replace them.
    public var defaultHeaders: HTTPHeaders
    /// Request timeout in seconds (an endpoint's own timeout wins).
    public var timeout: TimeInterval
    /// How dates are encoded and decoded (an endpoint's own rule wins).
    public var dateRule: DateRule
    /// Where the token goes; `nil` sends none and makes `auth: required` endpoints fail.
    public var authPlacement: AuthPlacement?
    /// Supplies the token.
    public var tokenProvider: TokenProvider?
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
        commonFieldProvider: @escaping CommonFieldProvider = CommonFieldValues.standard,
        redirectPolicy: RedirectPolicy = .follow
    ) {
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
