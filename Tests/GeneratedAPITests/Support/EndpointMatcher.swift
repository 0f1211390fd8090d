import EndpointRuntime
import EndpointSpec
import Foundation

/// Finds the spec endpoint a recorded request was sent to, by method and path template.
enum EndpointMatcher {
    /// The endpoint whose method is `method` and whose path template matches `path` (no query); when
    /// several match, the one with the most literal path components wins (`/labels/{name}` loses to
    /// `/labels/default` if both existed).
    static func endpoint(method: String, path: String, in api: APIDefinition) -> EndpointDefinition? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        var best: (endpoint: EndpointDefinition, literals: Int)?
        for endpoint in api.endpoints where endpoint.method.rawValue.uppercased() == method.uppercased() {
            guard let literals = literalMatches(template: endpoint.path, components: components) else { continue }
            if best == nil || literals > (best?.literals ?? 0) {
                best = (endpoint, literals)
            }
        }
        return best?.endpoint
    }

    /// The number of literal components when `template` matches, else `nil`.
    private static func literalMatches(template: String, components: [String]) -> Int? {
        let pattern = template.split(separator: "/", omittingEmptySubsequences: false)
        guard pattern.count == components.count else { return nil }
        var literals = 0
        for (piece, component) in zip(pattern, components) {
            if piece.hasPrefix("{") && piece.hasSuffix("}") {
                guard !component.isEmpty else { return nil }
            } else {
                guard piece == component else { return nil }
                literals += 1
            }
        }
        return literals
    }

    /// The endpoint of each recorded exchange, in order (`nil` where none matches): by method and path, or, for pages
    /// after the first, by the Link header of an earlier response, as the client follows them.
    static func endpoints(of exchanges: [RecordedExchange], in api: APIDefinition) -> [EndpointDefinition?] {
        var pageEndpoints: [String: EndpointDefinition] = [:]
        return exchanges.map { exchange in
            let matched = endpoint(method: exchange.method, path: exchange.pathWithoutQuery, in: api)
            guard let found = matched ?? pageEndpoints[exchange.path] else { return nil }
            for link in LinkHeader(exchange.header("Link")).links {
                pageEndpoints[pathAndQuery(of: link.url)] = found
            }
            return found
        }
    }

    /// Path and query of `url` as sent (`/repositories/1/issues?page=2`).
    static func pathAndQuery(of url: URL) -> String {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url.path }
        let path = components.percentEncodedPath
        return components.percentEncodedQuery.map { "\(path)?\($0)" } ?? path
    }

    /// The error model the spec's rules pick for `status`: an exact status beats a class, which beats
    /// `default`.
    static func errorModel(for status: Int, of endpoint: EndpointDefinition) -> String? {
        let exact = endpoint.errors.first { $0.match == .status(status) }
        let statusClass = endpoint.errors.first { $0.match == .statusClass(status / 100) }
        let fallback = endpoint.errors.first { $0.match == .default }
        return (exact ?? statusClass ?? fallback)?.model
    }
}
