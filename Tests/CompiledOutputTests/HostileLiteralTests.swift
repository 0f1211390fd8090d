import Testing

/// Issue 6, kinds 6–7: descriptions become comments whose every line stays a comment, and string values become
/// Swift literals equal to the source string byte for byte.
enum HostileLiteralSpecs {
    /// Kinds 6 and 7; the extra inputs are NEL (U+0085) and `/*` in descriptions, and `#"raw"#`, `\u{41}` written
    /// out, a lone CR and `##"##` / `\#(x)` in values.
    static let literals = HostileSpec(file: "hostile_literals.yaml", yaml: ##"""
api: HostileLiterals
description: "API line one\r\nline two\rline three\u2028four\u2029five */ six /// seven /* eight\x85nine"
models:
  Note:
    description: "*/ closes\r\n/// three slashes\rlone CR\u2028LS\u2029PS /* opens"
    properties:
      text: {type: string, description: "a\r\nb\rc\u2028d\u2029e */ f ///"}
      mood: {enum: ["say \"hi\"", "back\\slash", "\\(interp)", "\"#", "\"\"\"", "new\nline", "tab\there", "nul\0end", "#\"raw\"#", "\\u{41}", "cr\rlf"], default: "say \"hi\""}
      motto: {type: string, default: "a \"q\" \\ \\(x) \"# \"\"\" \n \t \0 end"}
      raw: {type: string, default: "##\"## \\#(x) \u00e9"}
endpoints:
  send:
    method: POST
    path: "/notes/{id}/\"q\"\\(x)"
    summary: "Sends.\r\n*/ still inside\u2028and here"
    headers:
      X-Quote: "say \"hi\" \\(x) \"# \"\"\""
      X-Tab: "a\tb"
    response: none
"""##, checks: [
            .probe("literal.mood", """
                let all = HostileLiterals.Note.Mood.allCases.map(\\.rawValue)
                return all.map { Swift.Array($0.utf8).map(Swift.String.init).joined(separator: ",") }.joined(separator: "|")
                """, expected: [
                    "say \"hi\"", "back\\slash", "\\(interp)", "\"#", "\"\"\"", "new\nline", "tab\there", "nul\0end",
                    "#\"raw\"#", "\\u{41}", "cr\rlf",
                ].map { Array($0.utf8).map(String.init).joined(separator: ",") }.joined(separator: "|")),
            .probe("literal.defaults", """
                let note = HostileLiterals.Note(text: "t")
                return [note.mood.rawValue, note.motto, note.raw].map { Swift.Array($0.utf8).map(Swift.String.init).joined(separator: ",") }.joined(separator: "|")
                """, expected: ["say \"hi\"", "a \"q\" \\ \\(x) \"# \"\"\" \n \t \0 end", "##\"## \\#(x) \u{e9}"]
                    .map { Array($0.utf8).map(String.init).joined(separator: ",") }.joined(separator: "|")),
            .probe("literal.request", """
                let request = HostileLiterals.SendRequest(id: "a b")
                return request.path + "|" + (request.headers["X-Quote"] ?? "-") + "|" + (request.headers["X-Tab"] ?? "-")
                """, expected: "/notes/a%20b/%22q%22%5C(x)|say \"hi\" \\(x) \"# \"\"\"|a\tb"),
            .roundTrip("literal.note", "HostileLiterals.Note",
                       ###"{"text":"x","mood":"nul\u0000end","motto":"\"#","raw":"cr\rlf"}"###),
        ])

    static let all = [literals]
}

@Suite("Hostile literals and comments (issue 6, kinds 6–7)")
struct HostileLiteralTests {
    let build: HostileBuild

    init() async {
        build = await HostileBuild.shared.value
    }

    @Test("Kind 6: descriptions with CRLF, CR, U+2028, U+2029, NEL, */, /* and /// stay inside their comments")
    func everyDescriptionLineStaysAComment() {
        let spec = HostileLiteralSpecs.literals
        let models = build.file("HostileLiteralsModels.swift", of: spec)
        build.expectLines([
            "/// API line one", "/// line two", "/// line three", "/// four", "/// five */ six /// seven /* eight",
            "/// nine", "public nonisolated enum HostileLiterals {}",
            "/// */ closes", "/// /// three slashes", "/// lone CR", "/// LS", "/// PS /* opens",
            "public nonisolated struct Note: Codable, Sendable, Equatable {",
            "/// a", "/// b", "/// c", "/// d", "/// e */ f ///", "public let text: String",
        ], in: models)
        let requests = build.file("HostileLiteralsRequests.swift", of: spec)
        build.expectLines(["/// Sends.", "/// */ still inside", "/// and here", "///", "/// `POST /notes/{id}/\"q\"\\(x)`"],
                          in: requests)
        for (name, text) in [("models", models), ("requests", requests)] {
            let breaks = text.unicodeScalars.filter { ["\r", "\u{2028}", "\u{2029}", "\u{85}"].contains($0) }
            #expect(breaks.isEmpty, "\(name) contain line breaks other than LF: \(breaks.map { String($0.value, radix: 16) })")
        }
        build.expectCompilesAndPasses(spec)
    }

    @Test("Kind 7: enum raw values, defaults, header values and paths become literals equal to the source bytes")
    func stringValuesBecomeExactLiterals() {
        let spec = HostileLiteralSpecs.literals
        let models = build.file("HostileLiteralsModels.swift", of: spec)
        build.expectLines([
            #"case .sayHi: "say \"hi\"""#, #"case .backSlash: "back\\slash""#,
            #"case .interp: "\\(interp)""#, ###"case .value4: "\"#""###, #"case .value5: "\"\"\"""#,
            #"case .newLine: "new\nline""#, #"case .tabHere: "tab\there""#,
            #"case .nulEnd: "nul\0end""#, ###"case .raw: "#\"raw\"#""###, #"case .u41: "\\u{41}""#,
            #"case .crLf: "cr\rlf""#,
            "mood: Mood = .sayHi,", ###"motto: String = "a \"q\" \\ \\(x) \"# \"\"\" \n \t \0 end","###,
            ###"raw: String = "##\"## \\#(x) é""###,
        ], in: models)
        let requests = build.file("HostileLiteralsRequests.swift", of: spec)
        build.expectLines([
            // Literal path text is percent-encoded at generation time (issue 13), so quotes and backslashes are
            // bytes of the URL, not of the Swift literal.
            #"public var path: String { "/notes/\(pathParameter: id)/%22q%22%5C(x)" }"#,
            ###""X-Quote": "say \"hi\" \\(x) \"# \"\"\"","###, #""X-Tab": "a\tb","#,
        ], in: requests)
        build.expectCompilesAndPasses(spec)
    }
}
