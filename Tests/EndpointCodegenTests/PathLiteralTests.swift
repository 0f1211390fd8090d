import EndpointCodegen
import EndpointSpec
import Foundation
import Testing

/// Issue 13, item 1: literal path text is percent-encoded at generation time (RFC 3986 §3.3), so the runtime
/// never encodes it again. Every printable ASCII character a literal may hold, and non-ASCII text.
@Suite("Literal path text in generated code")
struct PathLiteralTests {
    /// The expected encoding, written independently: `pchar` characters and `/` stay, other bytes become `%XX`.
    static func expected(_ text: String) -> String {
        let kept = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/".utf8)
        return text.utf8.map { kept.contains($0) ? String(UnicodeScalar($0)) : String(format: "%%%02X", $0) }.joined()
    }

    @Test("Every printable ASCII character and non-ASCII text in literal text")
    func everyCharacter() throws {
        // `{` and `}` delimit placeholders, `?` and `#` are refused, `%` must start %XX (tested separately).
        let excluded: Set<Character> = ["{", "}", "?", "#", "%"]
        let samples = (0x20...0x7E).map { Character(UnicodeScalar(UInt8($0))) }.filter { !excluded.contains($0) }.map(String.init)
            + ["é", "ü", "名", "😀", "caf%C3%A9"]
        var yaml = "api: Paths\nendpoints:\n"
        for (index, sample) in samples.enumerated() {
            let path = "/c" + sample + "x/{id}"
            yaml += "  e\(index): {method: GET, path: '\(path.replacingOccurrences(of: "'", with: "''"))', response: none}\n"
        }
        var diagnostics = DiagnosticCollector()
        let api = SpecLoader.load(text: Array(yaml.utf8), path: "paths.yaml", diagnostics: &diagnostics)
        let loaded = try #require(api)
        let files = CodeGenerator().generate([loaded], diagnostics: &diagnostics)
        #expect(diagnostics.ids == [])
        let requests = try #require(files.first { $0.path == "PathsRequests.swift" }).contents
        for sample in samples {
            let encoded = sample == "caf%C3%A9" ? sample : Self.expected(sample)
            let line = "public var path: String { \"/c\(encoded)x/\\(pathParameter: id)\" }"
            #expect(requests.contains(line), "\(sample) → \(encoded)")
        }
    }
}
