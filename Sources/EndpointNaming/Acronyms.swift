/// Initialisms that the Swift API Design Guidelines write uniformly up- or down-cased
/// ("Acronyms and initialisms that commonly appear as all upper case in American English should be uniformly
/// up- or down-cased according to case conventions": `htmlURL`, `nodeID`, `URLSession`).
public enum Acronyms {
    /// Lowercased initialisms; plurals (`ids`, `urls`) are handled by `casing(of:)`.
    public static let known: Set<String> = [
        "api", "ascii", "cpu", "css", "csv", "dns", "gif", "gps", "gpu", "html", "http", "https", "id", "ip", "jpeg",
        "json", "jwt", "mime", "os", "pdf", "png", "rss", "sha", "sms", "sql", "ssh", "ssl", "svg", "tcp", "tls", "ttl", "udp",
        "ui", "uri", "url", "utc", "utf8", "uuid", "xml",
    ]

    /// The uppercase form of `word` when it is a known initialism or the plural of one (`ids` → `IDs`,
    /// `urls` → `URLs`), or `nil` when it is an ordinary word.
    public static func uppercased(_ word: String) -> String? {
        let lower = word.lowercased()
        if known.contains(lower) { return lower.uppercased() }
        if lower.hasSuffix("s"), known.contains(String(lower.dropLast())) {
            return lower.dropLast().uppercased() + "s"
        }
        return nil
    }
}
