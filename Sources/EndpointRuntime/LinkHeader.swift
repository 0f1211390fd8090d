import Foundation

/// One link of a `Link` header: a target URL and its relation types.
public struct WebLink: Sendable, Hashable {
    /// The target, resolved against the request URL.
    public let url: URL
    /// The relation types, lower-cased (`rel="next last"` gives `["next", "last"]`).
    public let relations: [String]
    /// Other parameters by lower-cased name, unquoted.
    public let parameters: [String: String]
}

/// A parsed `Link` response header (RFC 8288), as used for pagination:
/// `<https://api.github.com/issues?page=2>; rel="next", <...?page=5>; rel="last"`.
///
/// Malformed links are skipped, never fatal. Commas and semicolons inside `<...>` or quotes do not
/// split.
public struct LinkHeader: Sendable, Hashable {
    /// Every well-formed link, in header order.
    public let links: [WebLink]

    /// Parses a header value; relative targets are resolved against `base`.
    public init(_ value: String?, relativeTo base: URL? = nil) {
        guard let value else {
            links = []
            return
        }
        links = Self.split(value, on: ",").compactMap { Self.parseLink($0, base: base) }
    }

    /// The first link with relation `relation` (case-insensitive).
    public subscript(relation: String) -> URL? {
        let wanted = relation.lowercased()
        return links.first { $0.relations.contains(wanted) }?.url
    }

    /// `rel="next"`.
    public var next: URL? { self["next"] }
    /// `rel="prev"` or `rel="previous"`.
    public var previous: URL? { self["prev"] ?? self["previous"] }
    /// `rel="first"`.
    public var first: URL? { self["first"] }
    /// `rel="last"`.
    public var last: URL? { self["last"] }

    private static func parseLink(_ text: String, base: URL?) -> WebLink? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("<"), let close = trimmed.firstIndex(of: ">") else { return nil }
        let target = String(trimmed[trimmed.index(after: trimmed.startIndex)..<close])
        guard let url = URL(string: target, relativeTo: base)?.absoluteURL else { return nil }
        var parameters: [String: String] = [:]
        for piece in split(String(trimmed[trimmed.index(after: close)...]), on: ";") {
            let parts = piece.split(separator: "=", maxSplits: 1)
            guard let rawName = parts.first else { continue }
            let name = rawName.trimmingCharacters(in: .whitespaces).lowercased()
            guard !name.isEmpty, parameters[name] == nil else { continue }
            var value = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                value = String(value.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
            }
            parameters[name] = value
        }
        let relations = (parameters["rel"] ?? "").lowercased().split(separator: " ").map(String.init)
        return WebLink(url: url, relations: relations, parameters: parameters)
    }

    /// Splits on `separator` outside `<...>` and double quotes.
    private static func split(_ text: String, on separator: Character) -> [String] {
        var pieces: [String] = []
        var current = ""
        var inAngle = false
        var inQuote = false
        var escaped = false
        for character in text {
            if escaped {
                escaped = false
            } else if inQuote, character == "\\" {
                escaped = true
            } else if character == "\"", !inAngle {
                inQuote.toggle()
            } else if character == "<", !inQuote {
                inAngle = true
            } else if character == ">", !inQuote {
                inAngle = false
            } else if character == separator, !inAngle, !inQuote {
                pieces.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty {
            pieces.append(current)
        }
        return pieces
    }
}
