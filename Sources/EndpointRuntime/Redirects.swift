import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What ``APIClient`` does with a redirect: a `301`, `302`, `303`, `307` or `308` answer with a `Location`
/// (``APIClientConfiguration/redirectPolicy``).
///
/// The client follows redirects itself (``URLSessionTransport`` never does), so the rules are the same on every
/// platform (RFC 9110 §15.4):
/// - `307` and `308` repeat the same method with the same body and headers;
/// - `303` becomes `GET` without a body (except for `HEAD`), and so do `301` and `302` answering a `POST`, as
///   every HTTP client does; `Content-Type` goes with the body (`Content-Length` is the transport's, never the
///   request's: ``APIClient`` refuses a request that sets it);
/// - a `Location` relative to the request URL is resolved against it; a non-HTTP `Location` is not followed;
/// - credentials (`Authorization`, `Proxy-Authorization`, `Cookie` and the auth header of the endpoint's
///   ``AuthPlacement``) are removed when the new URL has another origin (scheme, host or port, RFC 6454);
/// - after 20 redirects the exchange fails with ``APIError/transport(_:)`` (`URLError.httpTooManyRedirects`).
///
/// A redirect that is not followed comes back as it is: `send` throws ``APIError/http(_:)`` whose
/// ``HTTPFailure/headers`` hold the `Location`.
public enum RedirectPolicy: Sendable, Hashable {
    /// Follow every redirect to an `http`/`https` URL, dropping credentials when the origin changes (the default).
    case follow
    /// Follow only redirects to the same origin; a redirect to another origin comes back as the 3xx.
    case followSameOrigin
    /// Never follow: every 3xx comes back as it is.
    case never
}

/// Turns a redirect answer into the next request, per a ``RedirectPolicy``.
struct RedirectRule {
    /// Redirects followed at most per exchange (the value browsers and URLSession use).
    static let limit = 20

    let policy: RedirectPolicy
    /// Header names removed when a redirect leaves the origin.
    let credentialHeaders: [String]

    /// The rule of `policy`, treating the header of `authPlacement` as a credential too.
    init(policy: RedirectPolicy, authPlacement: AuthPlacement?) {
        self.policy = policy
        var names = ["Authorization", "Proxy-Authorization", "Cookie"]
        if let name = authPlacement?.headerName {
            names.append(name)
        }
        credentialHeaders = names
    }

    /// The request to send after `response` answered `request`, or `nil` when `response` is the final answer.
    func request(after response: HTTPResponse, to request: HTTPRequest) -> HTTPRequest? {
        guard policy != .never, [301, 302, 303, 307, 308].contains(response.status),
              let location = response.headers["Location"],
              let target = URL(string: location, relativeTo: request.url)?.absoluteURL,
              let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https", target.host != nil
        else { return nil }
        let sameOrigin = Origin(target) == Origin(request.url)
        if policy == .followSameOrigin, !sameOrigin {
            return nil
        }
        var next = request
        next.url = target.withLowercasedScheme
        let becomesGet = (response.status == 303 && request.method != .head)
            || ((response.status == 301 || response.status == 302) && request.method == .post)
        if becomesGet {
            next.method = .get
            next.body = nil
            next.isIdempotent = true
            next.headers["Content-Type"] = nil
        }
        if !sameOrigin {
            for name in credentialHeaders {
                next.headers[name] = nil
            }
        }
        return next
    }
}
