/// What a `base_url` or a `servers:` URL must be for the client to send to it, the rules `APIClient` checks at run
/// time: an absolute `http` or `https` URL with a host, without a query or a fragment (the client appends each
/// endpoint's path and query to it), and without dot segments in its path (RFC 3986 §5.2.4 removes them on the way).
package enum BaseURLRule {
    /// Why a URL cannot be a base URL.
    package enum Problem: Sendable, Hashable {
        /// Not `http://` or `https://` followed by a host (or it has a space).
        case notAbsoluteHTTP
        /// It has a query (`?…`, also an empty one) or a fragment (`#…`).
        case queryOrFragment
        /// Its path has this dot segment (`.`, `..`, or either with dots written `%2E`).
        case dotSegment(String)
    }

    /// The first problem of `url` as a base URL, or `nil` when the client can send to it.
    ///
    /// Read by hand, not with `URLComponents`, so that a spec's validity does not depend on the platform's
    /// Foundation (which differ in the characters they accept): the authority (RFC 3986 §3.2) runs to the first
    /// `/`, `?` or `#`; its host is what follows any `user@`, before any `:port`.
    package static func problem(in url: String) -> Problem? {
        guard let scheme = ["https://", "http://"].first(where: url.hasPrefix), !url.contains(" ") else {
            return .notAbsoluteHTTP
        }
        let authority = url.dropFirst(scheme.count).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let hostAndPort = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? ""
        guard !hostAndPort.isEmpty, !hostAndPort.hasPrefix(":") else { return .notAbsoluteHTTP }
        if url.contains("?") || url.contains("#") {
            return .queryOrFragment
        }
        if let dot = PathSegment.dotSegments(in: PathSegment.path(ofURL: url)).first {
            return .dotSegment(dot.segment)
        }
        return nil
    }
}
