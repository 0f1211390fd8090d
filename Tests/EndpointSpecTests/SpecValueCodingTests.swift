import EndpointSpec
import Testing

/// Issue 14, items 2 and 4: a property's own `dates`, and `lenient` per property or per spec.
@Suite("Per-property date rules and lenient values in specs")
struct SpecValueCodingTests {
    static func property(_ yaml: String, lenientSpec: Bool = false) throws -> PropertyType {
        let text = "api: V\n\(lenientSpec ? "lenient: true\n" : "")models:\n  M:\n    p: \(yaml)\n"
        let loaded = loadSpec(text)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        let api = try #require(loaded.api)
        guard case .object(let object)? = api.model(named: "M")?.shape else {
            Issue.record("M is no object")
            return PropertyType(.primitive(.string))
        }
        return try #require(object.properties.first).type
    }

    @Test("dates takes every spelling of the spec's rule, also in arrays, dictionaries and optionals")
    func dates() throws {
        #expect(try Self.property("{type: date, dates: seconds}").dateRule == .secondsSince1970)
        #expect(try Self.property(#"{type: "[date?]", dates: milliseconds}"#).dateRule == .millisecondsSince1970)
        #expect(try Self.property(#"{type: "[string: date]", dates: iso8601_milliseconds}"#).dateRule
            == .iso8601WithMilliseconds)
        #expect(try Self.property(#"{type: date?, dates: {format: "yyyy/MM/dd", time_zone: Asia/Tokyo}}"#).dateRule
            == .format("yyyy/MM/dd", timeZone: .identifier("Asia/Tokyo")))
        #expect(try Self.property("date").dateRule == nil)
    }

    @Test("lenient is kept as written; the spec's lenient is applied by the generator, not copied")
    func lenient() throws {
        #expect(try Self.property("{type: int, lenient: true}").lenient == true)
        #expect(try Self.property("{type: int, lenient: false}", lenientSpec: true).lenient == false)
        #expect(try Self.property("{type: string, lenient: false}").lenient == false)
        #expect(try Self.property("int", lenientSpec: true).lenient == nil)
        let api = try #require(loadSpec("api: V\nlenient: true\nmodels:\n  M: {p: int}\n").api)
        #expect(api.lenient)
    }

    @Test("A property's date rule is checked like the spec's: typos and mistaken patterns are located")
    func badPropertyRule() {
        #expect(diagnostics("api: V\nmodels:\n  M:\n    p: {type: date, dates: secnds}\n") == [
            "bad.yaml:4:28: error: dates must be iso8601, iso8601_milliseconds, seconds, milliseconds, or a date "
                + "format such as yyyy-MM-dd HH:mm:ss; found 'secnds'; did you mean 'seconds'?",
        ])
        #expect(diagnostics("api: V\nmodels:\n  M:\n    p: {type: date, dates: {format: \"yyyy-MM-dd HH:mm\", time_zone: Seoul}}\n") == [
            "bad.yaml:4:68: error: unknown time zone 'Seoul'; write an IANA time zone name such as 'Asia/Seoul' "
                + "or an offset such as '+09:00'; did you mean 'Asia/Seoul'?",
        ])
    }

    @Test("dates and lenient where they mean nothing are located errors", arguments: [
        ("models:\n  M:\n    p: {type: bool, lenient: true}\n",
         "bad.yaml:4:30: error: 'lenient' applies to numbers, dates and URLs (and arrays and dictionaries of them); "
            + "property 'p' holds none"),
        ("models:\n  M:\n    p: {type: \"[int]\", dates: seconds}\n",
         "bad.yaml:4:31: error: 'dates' applies to properties holding dates (date, [date], [string: date]); "
            + "property 'p' holds none"),
        ("endpoints:\n  e:\n    method: POST\n    path: /e\n    body: {encoding: form, fields: {n: {type: int, lenient: true}}}\n",
         "bad.yaml:6:61: error: 'lenient' applies to values read from responses; form field 'n' is only sent"),
        ("endpoints:\n  e:\n    method: GET\n    path: /e\n    headers: {X-At: {param: at, type: {type: date, dates: seconds}}}\n",
         "bad.yaml:6:39: error: header 'X-At' takes no 'dates' or 'lenient': a header is sent as text, dates in the "
            + "spec's rule (an HTTP-date in the fields RFC 9110 defines as dates)"),
    ])
    func misplaced(_ body: String, _ expected: String) {
        #expect(diagnostics("api: V\n" + body) == [expected])
    }

    @Test("dates and lenient where no property holds the value are located errors, not ignored", arguments: [
        ("models:\n  M:\n    p: [{type: date, dates: seconds}]\n",
         "bad.yaml:4:9: error: an array element takes no 'dates' or 'lenient'; give them on the property; they apply "
            + "to its elements"),
        ("models:\n  M:\n    p: [string: {type: int, lenient: true}]\n",
         "bad.yaml:4:17: error: a dictionary value takes no 'dates' or 'lenient'; give them on the property; they "
            + "apply to its values"),
        ("models:\n  Stamps: {type: \"[date]\", dates: seconds}\n",
         "bad.yaml:3:11: error: a model that is an alias takes no 'dates' or 'lenient'; give them on the properties "
            + "that hold it"),
        ("endpoints:\n  e: {method: GET, path: /e, response: {type: int, lenient: true}}\n",
         "bad.yaml:3:40: error: the response takes no 'dates' or 'lenient'; declare a model whose property has them"),
        ("endpoints:\n  e: {method: POST, path: /e, body: {type: \"[date]\", dates: seconds}}\n",
         "bad.yaml:3:37: error: the request body takes no 'dates' or 'lenient'; declare a model whose property has them"),
    ])
    func notOnAProperty(_ body: String, _ expected: String) {
        #expect(diagnostics("api: V\n" + body) == [expected])
    }
}
