import Foundation

/// A decoded payload together with the HTTP response it came in (for `ETag`, rate limits, `Link`).
public struct APIResponse<Payload: Sendable>: Sendable {
    /// The decoded payload.
    public let payload: Payload
    /// The HTTP status, e.g. `200`.
    public let status: Int
    /// The response headers.
    public let headers: HTTPHeaders
    /// The URL that was requested.
    public let url: URL

    /// Creates a response value.
    public init(payload: Payload, status: Int, headers: HTTPHeaders, url: URL) {
        self.payload = payload
        self.status = status
        self.headers = headers
        self.url = url
    }

    /// The `Link` header parsed per RFC 8288, relative links resolved against ``url``.
    public var links: LinkHeader {
        LinkHeader(headers.values(for: "Link").joined(separator: ", "), relativeTo: url)
    }
}

/// Equal when payload, status, headers and URL are.
extension APIResponse: Equatable where Payload: Equatable {}
