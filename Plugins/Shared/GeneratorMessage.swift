/// One line the generator printed to standard error (`path:line:column: severity: message`), as a plugin forwards
/// it to the build.
///
/// SwiftPM's command line prints a plugin diagnostic as `error: <message>` and does not print the file and line
/// passed with it (Xcode uses them to place the diagnostic), so ``text`` keeps the location in the message itself:
/// `error: /path/Sources/MyApp/generator.yaml:3:9: unknown access level 'publik'; ...` (docs/plugins.md, "Errors").
struct GeneratorMessage: Equatable, Sendable {
    enum Severity: String, Sendable {
        case error
        case warning
        case note
    }

    var severity: Severity
    /// `path:line:column: message`, or `message` for a line without a location.
    var text: String
    /// The file named by the location, for the build system to place the diagnostic.
    var file: String?
    /// The 1-based line named by the location.
    var line: Int?

    /// Reads one printed line; a line in neither form is an error with the line as its text.
    static func reading(_ printed: String) -> GeneratorMessage {
        for severity in [Severity.error, .warning, .note] {
            if printed.hasPrefix("\(severity.rawValue): ") {
                return GeneratorMessage(severity: severity, text: String(printed.dropFirst(severity.rawValue.count + 2)))
            }
            // The first `: severity: ` after a `path:line:column` ends the location; a message may contain the words.
            guard let range = printed.range(of: ": \(severity.rawValue): ") else { continue }
            let location = printed[..<range.lowerBound]
            let parts = location.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 3, let line = Int(parts[parts.count - 2]), Int(parts[parts.count - 1]) != nil else {
                continue
            }
            return GeneratorMessage(
                severity: severity, text: "\(location): \(printed[range.upperBound...])",
                file: parts.dropLast(2).joined(separator: ":"), line: line)
        }
        return GeneratorMessage(severity: .error, text: printed)
    }

    /// The messages of the generator's standard error, in order, each once: an empty line is skipped, and a line
    /// printed twice (the same problem reached twice) is forwarded once.
    static func messages(in lines: [String]) -> [GeneratorMessage] {
        var seen: Set<String> = []
        return lines.filter { !$0.isEmpty && seen.insert($0).inserted }.map(reading)
    }
}
