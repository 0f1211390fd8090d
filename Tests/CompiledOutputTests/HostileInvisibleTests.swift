import EndpointCodegen
import Foundation
import Testing

/// Wire keys and values holding invisible characters (a zero-width space, a BOM, a bidi override, a soft hyphen, a
/// word joiner, a no-break space, a control character) in every position a spec string becomes Swift source: the
/// generated literals write them as `\u{…}` so the reviewed diff shows them, and the compiled code still sends and
/// reads the exact scalars (`SwiftLiteral.isInvisible`).
enum HostileInvisibleSpecs {
    static let invisible = HostileSpec(file: "hostile_invisible.yaml", yaml: #"""
api: HostileInvisible
description: "Reads \u202Eright to left"
auth: {query: "api\u200Bkey"}
common_fields:
  "app\uFEFFver": {value: "1\u200B0"}
envelope:
  payload: "res\u200Bult"
  success: "is\u00A0ok"
  code: "co\u2060de"
  message: "mess\u00ADage"
  success_codes: [1000]
errors:
  4XX: ApiError
models:
  ApiError:
    "rea\u200Bson": string
  Note:
    description: "A note \u200Bwith\u202E hidden\uFEFF marks"
    properties:
      "a\u200Bb": string
      "\uFEFFbom": int
      "rtl\u202Eevil": string?
      "nb\u00A0sp": string?
      "shy\u00ADx": string?
      "bell\u0007": string?
      mood: {enum: ["on\u200B", "\u202Eoff", "pl\u00A0ain"], default: "on\u200B"}
      motto: {type: string, default: "def\u2060ault"}
endpoints:
  "li​st":
    method: GET
    path: "/no\u200Btes/{id}"
    path_params: {id: string}
    query:
      "q\u200Bname": string?
    headers:
      X-Value: "v\u200Balue\u00A0end"
    response: [Note]
"""#, checks: [
        .roundTrip("invisible.note", "HostileInvisible.Note", #"""
            {"a\u200Bb":"x","\uFEFFbom":1,"rtl\u202Eevil":"r","nb\u00A0sp":"n","shy\u00ADx":"s","bell\u0007":"b",
             "mood":"\u202Eoff","motto":"m"}
            """#),
        .probe("invisible.wireKeys", """
            let note = HostileInvisible.Note(aB: "x", bom: 1)
            let data = try EndpointRuntime.DateRule.iso8601.makeEncoder().encode(note)
            // JSONDecoder, not JSONSerialization: Linux Foundation's JSONSerialization drops a BOM from keys.
            let object = try Foundation.JSONDecoder().decode([Swift.String: EndpointRuntime.JSONValue].self, from: data)
            return object.keys.sorted().map { $0.unicodeScalars.map { Swift.String($0.value, radix: 16) }.joined(separator: ".") }
                .joined(separator: "|")
            """, expected: ["a\u{200B}b", "\u{FEFF}bom", "mood", "motto"].sorted()
                .map { $0.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: ".") }.joined(separator: "|")),
        .probe("invisible.values", """
            let note = HostileInvisible.Note(aB: "x", bom: 1)
            let values = HostileInvisible.Note.Mood.allCases.map(\\.rawValue) + [note.mood.rawValue, note.motto]
            return values.map { $0.unicodeScalars.map { Swift.String($0.value, radix: 16) }.joined(separator: ".") }
                .joined(separator: "|")
            """, expected: ["on\u{200B}", "\u{202E}off", "pl\u{A0}ain", "on\u{200B}", "def\u{2060}ault"]
                .map { $0.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: ".") }.joined(separator: "|")),
        .probe("invisible.request", """
            let request = HostileInvisible.LiStRequest(id: "7")
            let header = request.headers["X-Value"] ?? "-"
            return request.path + "|" + header.unicodeScalars.map { Swift.String($0.value, radix: 16) }.joined(separator: ".")
            """, expected: "/no%E2%80%8Btes/7|"
                + "v\u{200B}alue\u{A0}end".unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: ".")),
    ])

    static let all = [invisible]
}

@Suite("Invisible characters in wire keys and values are escaped in generated literals")
struct HostileInvisibleTests {
    let build: HostileBuild

    init() async {
        build = await HostileBuild.shared.value
    }

    @Test("No generated file holds an invisible character; each literal position writes it as \\u{…}")
    func everyPositionIsEscaped() {
        let spec = HostileInvisibleSpecs.invisible
        let models = build.file("HostileInvisibleModels.swift", of: spec)
        let requests = build.file("HostileInvisibleRequests.swift", of: spec)
        let files = spec.generate().files
        #expect(files.count >= 3)
        for file in files {
            let hidden = file.contents.unicodeScalars.filter { $0 != "\n" && SwiftLiteral.isInvisible($0) }
            #expect(hidden.isEmpty, "\(file.path) holds invisible scalars: \(hidden.map { String($0.value, radix: 16) })")
        }
        build.expectLines([
            #"/// Reads \u{202E}right to left"#,
            #"self.reaSon = try container.decode(String.self, at: "rea\u{200B}son")"#,
            #"/// A note \u{200B}with\u{202E} hidden\u{FEFF} marks"#,
            #"case .on: "on\u{200B}""#, #"case .off: "\u{202E}off""#, #"case .plAin: "pl\u{A0}ain""#,
            #"self.aB = try container.decode(String.self, at: "a\u{200B}b")"#,
            #"self.bom = try container.decode(Int.self, at: "\u{FEFF}bom")"#,
            #"self.rtlEvil = try container.decodeIfPresent(String.self, at: "rtl\u{202E}evil")"#,
            #"self.nbSp = try container.decodeIfPresent(String.self, at: "nb\u{A0}sp")"#,
            #"self.shyX = try container.decodeIfPresent(String.self, at: "shy\u{AD}x")"#,
            #"self.bell = try container.decodeIfPresent(String.self, at: "bell\u{7}")"#,
            #"self.motto = try container.contains(at: "motto") ? container.decode(String.self, at: "motto") : "def\u{2060}ault""#,
        ], in: models)
        for fragment in [
            #""res\u{200B}ult""#, #""is\u{A0}ok""#, #""co\u{2060}de""#, #""mess\u{AD}age""#, #""api\u{200B}key""#,
            #""app\u{FEFF}ver""#, #""1\u{200B}0""#, #""q\u{200B}name""#, #""v\u{200B}alue\u{A0}end""#,
            #""/no%E2%80%8Btes/\(pathParameter: id)""#, #"`GET /no\u{200B}tes/{id}`"#, #""li\u{200B}st""#,
        ] {
            #expect(requests.contains(fragment) || models.contains(fragment), "no \(fragment) in the generated code")
        }
        build.expectCompilesAndPasses(spec)
    }

    @Test("SwiftLiteral.string escapes each kind of invisible scalar and keeps visible text as written")
    func literalEscapes() {
        #expect(SwiftLiteral.string("a\u{200B}b\u{FEFF}c\u{202E}d\u{A0}e\u{AD}f\u{2060}g\u{3000}h\u{E000}i\u{FE0F}")
            == #""a\u{200B}b\u{FEFF}c\u{202E}d\u{A0}e\u{AD}f\u{2060}g\u{3000}h\u{E000}i\u{FE0F}""#)
        #expect(SwiftLiteral.string("이름 名前 é 🙂 a b") == "\"이름 名前 é 🙂 a b\"")
        #expect(SwiftLiteral.docLines("x\u{202E}y\u{200D}z\u{A0}w") == ["x\\u{202E}y\u{200D}z\u{A0}w"])
    }
}
