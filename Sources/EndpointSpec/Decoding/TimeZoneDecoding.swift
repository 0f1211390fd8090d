import Foundation

extension SpecDecoder {
    /// `time_zone: Asia/Seoul` (an IANA name, or `UTC`) or a fixed offset `+09:00` (spec format §1, "Time zones").
    /// Names are checked against the time zone database of the machine running the generator; an unknown one is
    /// an error with the likely name (`Asia/Soeul` → `Asia/Seoul`, `Seoul` → `Asia/Seoul`, `KST` → `Asia/Seoul`).
    mutating func decodeTimeZone(_ node: YAMLNode) -> TimeZoneDefinition? {
        guard let text = reader.nonEmptyString(node, what: "time_zone") else { return nil }
        if text.first == "+" || text.first == "-" {
            if let seconds = Self.offsetSeconds(text) { return .offset(seconds: seconds, text: text) }
            reader.diagnostics.error(.invalidTimeZone,
                "time zone offset '\(text)' must be written ±hh:mm with hours up to 18, such as '+09:00' or '-05:30'",
                at: node.location)
            return nil
        }
        let known = Self.knownTimeZoneNames
        if known.contains(text) { return .identifier(text) }
        reader.diagnostics.error(.invalidTimeZone,
            "unknown time zone '\(text)'; write an IANA time zone name such as 'Asia/Seoul' or an offset such as "
                + "'+09:00'\(Self.timeZoneSuggestion(for: text, among: known).map { "; did you mean '\($0)'?" } ?? "")",
            at: node.location)
        return nil
    }

    /// IANA names this machine knows, and `UTC`.
    static let knownTimeZoneNames: Set<String> = Set(TimeZone.knownTimeZoneIdentifiers).union(["UTC"])

    /// `+09:00` → 32400; `nil` unless the text is exactly a sign, two hour digits (at most 18), `:` and two minute
    /// digits (below 60).
    static func offsetSeconds(_ text: String) -> Int? {
        let characters = Array(text)
        guard characters.count == 6, characters[3] == ":",
              let hours = Int(String(characters[1...2])), let minutes = Int(String(characters[4...5])),
              characters[1...2].allSatisfy(\.isASCII), characters[4...5].allSatisfy(\.isASCII),
              hours <= 18, minutes < 60
        else { return nil }
        return (characters[0] == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
    }

    /// The zone likely meant: a near spelling, the same city in any case (`seoul`), or an abbreviation's zone
    /// (`KST`).
    static func timeZoneSuggestion(for text: String, among known: Set<String>) -> String? {
        let sorted = known.sorted()
        if let close = Suggestions.closest(to: text, among: sorted) { return close }
        let city = text.replacingOccurrences(of: " ", with: "_").lowercased()
        if let match = sorted.first(where: { $0.split(separator: "/").last.map { $0.lowercased() == city } ?? false }) {
            return match
        }
        if let abbreviated = TimeZone(abbreviation: text.uppercased())?.identifier, known.contains(abbreviated),
           abbreviated != "GMT" || text.uppercased() == "GMT" {
            return abbreviated
        }
        return Suggestions.closest(to: city, among: sorted.map { String($0.split(separator: "/").last ?? "") })
            .flatMap { cityName in sorted.first { $0.hasSuffix("/" + cityName) } }
    }
}
