import EndpointSpec
import Testing

/// Spec format §6, "Naming": keys in any script keep their letters as the Swift name (`이름`, `名前`); keys of
/// symbols only (`🎉`, `★`, `+`, an invisible Hangul filler) cannot be identifiers and are named by their position
/// (`property3`, enum cases `value1`, parameters `pathParameter1`, `queryParameter2`, `header1`), never `empty`, `empty2`. The wire key is kept exactly.
enum UnicodeKeyNamingSpecs {
    static let keys = HostileSpec(file: "unicode_keys.yaml", yaml: #"""
api: UnicodeKeys
models:
  Person:
    properties:
      "이름": string
      "名前": string
      "🎉": string
      "★": int
      "+": int?
      "": string?
      "\u3164": string?
      "🎉🎉": string?
      "☃": {a: int}
      mood: {enum: ["★", "☆", "이름"]}
endpoints:
  find:
    method: GET
    path: /people/{🙂}
    query:
      "이름": string?
      "#": int?
    headers:
      X-Star: {param: "★"}
    response: [Person]
"""#, checks: [
        .roundTrip("unicode.person", "UnicodeKeys.Person", #"""
            {"이름":"김","名前":"山田","🎉":"p","★":5,"+":1,"":"e","\u3164":"f","🎉🎉":"pp","☃":{"a":1},"mood":"☆"}
            """#),
        .probe("unicode.names", """
            let person = UnicodeKeys.Person(이름: "김", 名前: "山田", property3: "p", property4: 5, property9: .init(a: 1), mood: .value2)
            let request = UnicodeKeys.FindRequest(pathParameter1: "x y", 이름: "김", queryParameter2: 3, header1: "s")
            let encoded = try EndpointRuntime.DateRule.iso8601.makeEncoder().encode(person)
            return [person.이름, person.名前, person.property3, person.mood.rawValue, request.path,
                    try EndpointRuntime.HTTPHeaders(parameters: request.headerParameters, dateRule: .iso8601)["X-Star"] ?? "-",
                    "\\(encoded.count > 0)"].joined(separator: "|")
            """, expected: "김|山田|p|☆|/people/x%20y|s|true"),
    ])

    static let all = [keys]
}

@Suite("Keys without an ASCII letter are named as Swift allows")
struct UnicodeKeyNamingTests {
    let build: HostileBuild

    init() async {
        build = await HostileBuild.shared.value
    }

    @Test("Letters of any script are kept; symbol-only keys get positional names; every wire key round-trips")
    func unicodeKeys() {
        let spec = UnicodeKeyNamingSpecs.keys
        #expect(spec.generate().diagnostics.isEmpty, "\(spec.generate().diagnostics.map(\.description))")
        let models = build.file("UnicodeKeysModels.swift", of: spec)
        build.expectLines([
            "public let 이름: String", "public let 名前: String", "public let property3: String",
            "public let property4: Int", "public let property5: Int?", "public let empty: String?",
            "public let property7: String?", "public let property8: String?", "public let property9: Property9",
            "public let mood: Mood",
            #"self.이름 = try container.decode(String.self, at: "이름")"#,
            #"self.名前 = try container.decode(String.self, at: "名前")"#,
            #"self.property3 = try container.decode(String.self, at: "🎉")"#,
            #"self.property4 = try container.decode(Int.self, at: "★")"#,
            #"self.property5 = try container.decodeIfPresent(Int.self, at: "+")"#,
            #"self.empty = try container.decodeIfPresent(String.self, at: "")"#,
            #"self.property7 = try container.decodeIfPresent(String.self, at: "\u{3164}")"#,
            #"self.property8 = try container.decodeIfPresent(String.self, at: "🎉🎉")"#,
            #"self.property9 = try container.decode(Property9.self, at: "☃")"#,
        ], in: models)
        build.expectLines([#"case .value1: "★""#, #"case .value2: "☆""#, #"case .이름: "이름""#],
                          in: models)
        #expect(!models.contains("empty2"))
        let requests = build.file("UnicodeKeysRequests.swift", of: spec)
        build.expectLines(["public var pathParameter1: String", "public var 이름: String?",
                           "public var queryParameter2: Int?", "public var header1: String"], in: requests)
        build.expectCompilesAndPasses(spec)
    }

    @Test("A key spelling a positional name keeps it; the symbol-only key is numbered on, with a warning")
    func positionalNameCollision() {
        let yaml = "api: Demo\nmodels:\n  M: {\"🎉\": int, property1: int, \"★\": int}\nendpoints:\n  ping: {method: GET, path: /ping}\n"
        var diagnostics = DiagnosticCollector()
        let api = SpecLoader.load(text: Array(yaml.utf8), path: "c.yaml", diagnostics: &diagnostics)
        guard case .object(let object)? = api?.models.first?.shape else {
            Issue.record("no model: \(diagnostics.map(\.description))")
            return
        }
        #expect(object.properties.map(\.swiftName) == ["property12", "property1", "property3"])
        #expect(diagnostics.ids == [.renamedMember])
    }
}
