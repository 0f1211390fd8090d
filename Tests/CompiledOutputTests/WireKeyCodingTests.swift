import EndpointCodegen
import Testing

/// Issue 12, part 1: every generated struct writes `init(from:)` and `encode(to:)` keyed by the runtime's
/// `WireKey`, with each wire key as a string literal, and declares no `CodingKeys` enum. These specs pin that the
/// written-out conformance behaves exactly as the synthesized one did: same keys, same missing-key and `null`
/// behaviour, same error kinds and coding paths (checked against hand-written synthesized references compiled
/// beside the generated code), with wire keys that need escaping in every position a key is written.
enum WireKeyCodingSpecs {
    static let models = HostileSpec(file: "wire_key_coding.yaml", yaml: #"""
        api: WireKeyCoding
        models:
          Plain:
            id: int64
            nick_name: string?
            inner: {x: int}
            items: [{y: int}]
          Everything:
            id: int64
            nick: string?
            note: {type: string, nullable: true}
            bio: {type: string, optional: true, nullable: true, tristate: true}
            size: {type: int, default: 20}
            at: {type: date, dates: seconds}
            count: {type: int, lenient: true}
            default: string
            self: string
            Type: string
            "say \"hi\"": {type: string, default: "\"quoted\""}
            'back\slash': string?
            "tab\tkey": {type: int, nullable: true}
            "名前": string?
            "🙂": {type: string, optional: true, nullable: true, tristate: true}
            parent: Everything?
          Nothing:
            properties: {}
        endpoints:
          send:
            method: POST
            path: /send
            body: {"say \"hi\"": string, 'back\slash': int?}
            response: none
        """#, checks: [
            .roundTrip("wirekey.everything.full", "WireKeyCoding.Everything", #"""
                {"id":1,"nick":"n","note":null,"bio":null,"size":3,"at":1704164645,"count":7,"default":"d","self":"s",\#
                "Type":"T","say \"hi\"":"q","back\\slash":"b","tab\tkey":null,"名前":"이름","🙂":null,\#
                "parent":{"id":2,"note":"x","at":0,"count":1,"default":"","self":"","Type":"","tab\tkey":4}}
                """#, expected: #"""
                {"id":1,"nick":"n","note":null,"bio":null,"size":3,"at":1704164645,"count":7,"default":"d","self":"s",\#
                "Type":"T","say \"hi\"":"q","back\\slash":"b","tab\tkey":null,"名前":"이름","🙂":null,\#
                "parent":{"id":2,"note":"x","size":20,"at":0,"count":1,"default":"","self":"","Type":"",\#
                "say \"hi\"":"\"quoted\"","tab\tkey":4}}
                """#),
            // Absent optionals stay absent, defaults fill missing keys, lenient reads a string.
            .roundTrip("wirekey.everything.sparse", "WireKeyCoding.Everything", #"""
                {"id":1,"note":"n","at":0,"count":"7","default":"","self":"","Type":"","tab\tkey":1}
                """#, expected: #"""
                {"id":1,"note":"n","size":20,"at":0,"count":7,"default":"","self":"","Type":"",\#
                "say \"hi\"":"\"quoted\"","tab\tkey":1}
                """#),
            // A required-but-nullable key with an escaped name must be present.
            .probe("wirekey.everything.missingNullable", """
                do {
                    _ = try JSONDecoder().decode(WireKeyCoding.Everything.self, from: input)
                    return "decoded"
                } catch Swift.DecodingError.keyNotFound(let key, let context) {
                    return "keyNotFound \\(key.stringValue) at \\(context.codingPath.map(\\.stringValue))"
                }
                """, input: #"{"id":1,"note":null,"at":0,"count":1,"default":"","self":"","Type":""}"#,
                expected: "keyNotFound tab\tkey at []"),
            .probe("wirekey.everything.names", """
                let value = try JSONDecoder().decode(WireKeyCoding.Everything.self, from: input)
                return [value.`default`, value.selfValue, value.type, value.sayHi, value.backSlash ?? "-",
                        value.名前 ?? "-", "\\(value.tabKey ?? -1)", value.parent?.`default` ?? "-"].joined(separator: " ")
                """, input: #"""
                {"id":1,"note":null,"at":0,"count":1,"default":"d","self":"s","Type":"T","say \"hi\"":"q",\#
                "back\\slash":"b","tab\tkey":5,"名前":"n","parent":{"id":2,"note":null,"at":0,"count":1,\#
                "default":"pd","self":"","Type":"","tab\tkey":null}}
                """#, expected: "d s T q b n 5 pd"),
            // The same payloads through the generated model and a synthesized reference: the same values, the same
            // error kinds, keys and coding paths, and the same encoded JSON.
            .probe("wirekey.plain.equivalence", """
                nonisolated struct RefInner: Codable, Equatable { var x: Int }
                nonisolated struct RefItem: Codable, Equatable { var y: Int }
                nonisolated struct Ref: Codable, Equatable {
                    var id: Int64
                    var nickName: String?
                    var inner: RefInner
                    var items: [RefItem]
                    enum CodingKeys: String, CodingKey {
                        case id
                        case nickName = "nick_name"
                        case inner
                        case items
                    }
                }
                func outcome<T: Decodable>(_ type: T.Type, _ json: Swift.String) -> Swift.String {
                    do {
                        _ = try JSONDecoder().decode(type, from: Foundation.Data(json.utf8))
                        return "ok"
                    } catch Swift.DecodingError.keyNotFound(let key, let context) {
                        return "keyNotFound \\(key.stringValue) at \\(context.codingPath.map(\\.stringValue))"
                    } catch Swift.DecodingError.typeMismatch(_, let context) {
                        return "typeMismatch at \\(context.codingPath.map(\\.stringValue))"
                    } catch Swift.DecodingError.valueNotFound(_, let context) {
                        return "valueNotFound at \\(context.codingPath.map(\\.stringValue))"
                    } catch {
                        return "other \\(error)"
                    }
                }
                let payloads = [
                    #"{"id":1,"nick_name":"n","inner":{"x":1},"items":[{"y":2}]}"#,
                    #"{"id":1,"nick_name":null,"inner":{"x":1},"items":[]}"#,
                    #"{}"#,
                    #"{"id":"1","inner":{"x":1},"items":[]}"#,
                    #"{"id":null,"inner":{"x":1},"items":[]}"#,
                    #"{"id":1,"nick_name":5,"inner":{"x":1},"items":[]}"#,
                    #"{"id":1,"inner":{},"items":[]}"#,
                    #"{"id":1,"inner":{"x":1},"items":[{"y":1},{"y":"2"}]}"#,
                    #"{"id":1,"inner":{"x":1}}"#,
                    #"[]"#,
                ]
                var lines: [Swift.String] = []
                for json in payloads {
                    let generated = outcome(WireKeyCoding.Plain.self, json)
                    let reference = outcome(Ref.self, json)
                    lines.append(generated == reference ? generated : "DIFFERS: \\(generated) / \\(reference)")
                }
                let encoder = JSONEncoder()
                encoder.outputFormatting = .sortedKeys
                let value = WireKeyCoding.Plain(id: 1, nickName: nil, inner: .init(x: 2), items: [.init(y: 3)])
                let reference = Ref(id: 1, nickName: nil, inner: .init(x: 2), items: [.init(y: 3)])
                let encoded = Swift.String(decoding: try encoder.encode(value), as: Swift.UTF8.self)
                let referenceEncoded = Swift.String(decoding: try encoder.encode(reference), as: Swift.UTF8.self)
                lines.append(encoded == referenceEncoded ? encoded : "DIFFERS: \\(encoded) / \\(referenceEncoded)")
                return lines.joined(separator: "\\n")
                """, expected: #"""
                ok
                ok
                keyNotFound id at []
                typeMismatch at ["id"]
                valueNotFound at ["id"]
                typeMismatch at ["nick_name"]
                keyNotFound x at ["inner"]
                typeMismatch at ["items", "Index 1", "y"]
                keyNotFound items at []
                typeMismatch at []
                {"id":1,"inner":{"x":2},"items":[{"y":3}]}
                """#),
            // A model without properties decodes from any value (as a synthesized conformance did) and encodes `{}`.
            .probe("wirekey.nothing", """
                let decoder = JSONDecoder()
                let value = try decoder.decode(WireKeyCoding.Nothing.self, from: Foundation.Data(#"{"a":1}"#.utf8))
                _ = try decoder.decode(WireKeyCoding.Nothing.self, from: Foundation.Data("{}".utf8))
                return Swift.String(decoding: try JSONEncoder().encode(value), as: Swift.UTF8.self)
                """, expected: "{}"),
            .probe("wirekey.body", """
                let body = WireKeyCoding.SendBody(sayHi: "q", backSlash: nil)
                return Swift.String(decoding: try JSONEncoder().encode(body), as: Swift.UTF8.self)
                """, expected: #"{"say \"hi\"":"q"}"#),
        ])

    /// Issue 12: keys are passed as `StaticString` literals (`at: "…"`). Every kind of escape the generator writes
    /// must be valid there, and every kind of literal must name the same key: one scalar (`"a"`, `"ñ"`, `"😀"` are
    /// stored in a `StaticString`'s scalar form), one grapheme of several scalars (`"é"` as e + U+0301, a flag, an
    /// emoji with a skin tone, a ZWJ sequence written with `\u{200D}`), quotes, backslashes, `\(`, invisible and
    /// control characters, non-Latin scripts and the empty key, in every coding position. Keys longer than 15 UTF-8
    /// bytes (`sixteen_byte_key`, six Hangul syllables, an escaped long key) stay `WireKey` literals (`forKey:`).
    static let staticKeys = HostileSpec(file: "static_keys.yaml", yaml: #"""
        api: StaticKeys
        models:
          Hostile:
            a: double
            "q\"uote": int
            'back\slash': bool
            '\(x)': string
            "zw\u200Bsp": float
            "bell\u0007": int64
            "line\u2028sep": int32?
            "e\u0301": string?
            "ñ": bool?
            "이름": int
            "اسم": string?
            "नाम": {type: int, nullable: true}
            "😀": {type: double, optional: true, nullable: true, tristate: true}
            "👩\u200D💻": {type: string, default: "dev"}
            "🇰🇷": {type: date, dates: seconds}
            "👍🏽": {type: int, lenient: true}
            "": string?
            exactly_15_byte: int
            sixteen_byte_key: int?
            "이름이름이름": string?
            "long \"quoted\\key\u200B\"": {type: int, default: 1}
        """#, checks: [
            .roundTrip("statickeys.full", "StaticKeys.Hostile", #"""
                {"a":1.5,"q\"uote":2,"back\\slash":true,"\\(x)":"x","zw\u200Bsp":0.5,"bell\u0007":64,\#
                "line\u2028sep":32,"e\u0301":"acute","ñ":false,"이름":7,"اسم":"name","नाम":null,"😀":null,\#
                "👩\u200D💻":"dev2","🇰🇷":1704164645,"👍🏽":"13","":"empty",\#
                "exactly_15_byte":15,"sixteen_byte_key":16,"이름이름이름":"x","long \"quoted\\key\u200B\"":3}
                """#, expected: #"""
                {"a":1.5,"q\"uote":2,"back\\slash":true,"\\(x)":"x","zw\u200Bsp":0.5,"bell\u0007":64,\#
                "line\u2028sep":32,"e\u0301":"acute","ñ":false,"이름":7,"اسم":"name","नाम":null,"😀":null,\#
                "👩\u200D💻":"dev2","🇰🇷":1704164645,"👍🏽":13,"":"empty",\#
                "exactly_15_byte":15,"sixteen_byte_key":16,"이름이름이름":"x","long \"quoted\\key\u200B\"":3}
                """#),
            // Absent optionals and the tristate stay absent; the default fills its ZWJ-sequence key.
            .roundTrip("statickeys.sparse", "StaticKeys.Hostile", #"""
                {"a":0,"q\"uote":0,"back\\slash":false,"\\(x)":"","zw\u200Bsp":0,"bell\u0007":0,"이름":0,"नाम":5,\#
                "🇰🇷":0,"👍🏽":1,"exactly_15_byte":0}
                """#, expected: #"""
                {"a":0,"q\"uote":0,"back\\slash":false,"\\(x)":"","zw\u200Bsp":0,"bell\u0007":0,"이름":0,"नाम":5,\#
                "👩\u200D💻":"dev","🇰🇷":0,"👍🏽":1,"exactly_15_byte":0,"long \"quoted\\key\u200B\"":1}
                """#),
            // The encoded keys, scalar for scalar (hexadecimal), sorted.
            .probe("statickeys.scalars", #"""
                let value = try JSONDecoder().decode(StaticKeys.Hostile.self, from: input)
                let data = try JSONEncoder().encode(value)
                let object = try JSONSerialization.jsonObject(with: data) as? [Swift.String: Any] ?? [:]
                return object.keys.map { key in
                    key.unicodeScalars.map { Swift.String($0.value, radix: 16) }.joined(separator: " ")
                }.sorted().joined(separator: "|")
                """#, input: #"""
                {"a":1.5,"q\"uote":2,"back\\slash":true,"\\(x)":"x","zw\u200Bsp":0.5,"bell\u0007":64,\#
                "line\u2028sep":32,"e\u0301":"acute","ñ":false,"이름":7,"اسم":"name","नाम":null,"😀":null,\#
                "👩\u200D💻":"dev2","🇰🇷":1704164645,"👍🏽":"13","":"empty",\#
                "exactly_15_byte":15,"sixteen_byte_key":16,"이름이름이름":"x","long \"quoted\\key\u200B\"":3}
                """#, expected: "|1f1f0 1f1f7|1f44d 1f3fd|1f469 200d 1f4bb|1f600|5c 28 78 29|61|"
                    + "62 61 63 6b 5c 73 6c 61 73 68|62 65 6c 6c 7|627 633 645|65 301|"
                    + "65 78 61 63 74 6c 79 5f 31 35 5f 62 79 74 65|6c 69 6e 65 2028 73 65 70|"
                    + "6c 6f 6e 67 20 22 71 75 6f 74 65 64 5c 6b 65 79 200b 22|71 22 75 6f 74 65|"
                    + "73 69 78 74 65 65 6e 5f 62 79 74 65 5f 6b 65 79|7a 77 200b 73 70|928 93e 92e|c774 b984|"
                    + "c774 b984 c774 b984 c774 b984|f1"),
            // A missing hostile key is named in the error exactly.
            .probe("statickeys.missing", #"""
                do {
                    _ = try JSONDecoder().decode(StaticKeys.Hostile.self, from: input)
                    return "decoded"
                } catch Swift.DecodingError.keyNotFound(let key, let context) {
                    let scalars = key.stringValue.unicodeScalars.map { Swift.String($0.value, radix: 16) }
                    return "keyNotFound \(scalars.joined(separator: " ")) at \(context.codingPath.count): "
                        + context.debugDescription
                }
                """#, input: #"{"a":0,"q\"uote":0,"back\\slash":false,"\\(x)":""}"#,
                expected: "keyNotFound 7a 77 200b 73 70 at 0: No value associated with key zw\u{200B}sp (\"zw\u{200B}sp\")."),
        ])

    /// docs/templates.md, "Overrides written for earlier versions": a `struct` override that still reads and writes
    /// through the standard keyed containers (`decoder.container(keyedBy: WireKey.self)`) "compiles and codes as
    /// before". The built-in `struct` with exactly those two lines put back, over the `models` spec's properties
    /// (defaults, tristate, lenient, escaped and long keys, a recursive reference), must round-trip the same payloads.
    static let standardContainers: HostileSpec = {
        let builtIn = TemplateSet.defaults.sources["struct"]?.text ?? ""
        let override = builtIn
            .replacingOccurrences(of: "let container = try {{{types.WireDecodingContainer}}}(decoder)",
                                  with: "let container = try decoder.container(keyedBy: {{{types.WireKey}}}.self)")
            .replacingOccurrences(of: "var container = {{{types.WireEncodingContainer}}}(encoder)",
                                  with: "var container = encoder.container(keyedBy: {{{types.WireKey}}}.self)")
        let yaml = models.yaml.replacingOccurrences(of: "api: WireKeyCoding", with: "api: StandardContainers")
        let checks = models.checks.filter { $0.key.hasPrefix("wirekey.everything") }.map { check in
            var check = check
            check.key = check.key.replacingOccurrences(of: "wirekey.", with: "standardcontainers.")
            check.body = check.body.replacingOccurrences(of: "WireKeyCoding.", with: "StandardContainers.")
            return check
        }
        return HostileSpec(file: "standard_containers.yaml", yaml: yaml, checks: checks, templateOverrides: ["struct": override])
    }()

    static let all = [models, staticKeys, standardContainers]
}

@Suite("Generated Codable keyed by WireKey (issue 12)")
struct WireKeyCodingTests {
    let build: HostileBuild

    init() async {
        build = await HostileBuild.shared.value
    }

    @Test("No CodingKeys enum; each wire key is an escaped string literal in decode, contains and encode calls")
    func keysAreEscapedLiterals() {
        let spec = WireKeyCodingSpecs.models
        let models = build.file("WireKeyCodingModels.swift", of: spec)
        #expect(!models.contains("CodingKeys"))
        #expect(!models.contains("CodingKey"))
        build.expectLines([
            "let container = try EndpointRuntime.WireDecodingContainer(decoder)",
            #"self.id = try container.decode(Int64.self, at: "id")"#,
            #"self.nick = try container.decodeIfPresent(String.self, at: "nick")"#,
            #"self.note = try container.decodeRequiredNullable(String.self, at: "note")"#,
            #"self.bio = try container.decode(EndpointRuntime.Nullable<String>.self, at: "bio")"#,
            #"self.size = try container.contains(at: "size") ? container.decode(Int.self, at: "size") : 20"#,
            #"self.at = try container.decode(Date.self, at: "at", coding: .dates(.secondsSince1970))"#,
            #"self.count = try container.decode(Int.self, at: "count", coding: .lenient)"#,
            #"self.`default` = try container.decode(String.self, at: "default")"#,
            #"self.selfValue = try container.decode(String.self, at: "self")"#,
            #"self.type = try container.decode(String.self, at: "Type")"#,
            #"self.sayHi = try container.contains(at: "say \"hi\"") ? container.decode(String.self, at: "say \"hi\"") : "\"quoted\"""#,
            #"self.backSlash = try container.decodeIfPresent(String.self, at: "back\\slash")"#,
            #"self.tabKey = try container.decodeRequiredNullable(Int.self, at: "tab\tkey")"#,
            #"self.名前 = try container.decodeIfPresent(String.self, at: "名前")"#,
            #"self.property15 = try container.decode(EndpointRuntime.Nullable<String>.self, at: "🙂")"#,
            #"self._parent = EndpointRuntime.Indirect(try container.decodeIfPresent(Everything.self, at: "parent"))"#,
            "var container = EndpointRuntime.WireEncodingContainer(encoder)",
            #"try container.encode(self.size, at: "size")"#,
            #"try container.encode(self.at, at: "at", coding: .dates(.secondsSince1970))"#,
            #"try container.encode(self.count, at: "count")"#,
            #"try container.encode(self.`default`, at: "default")"#,
            #"try container.encode(self.selfValue, at: "self")"#,
            #"try container.encode(self.sayHi, at: "say \"hi\"")"#,
            #"try container.encodeIfPresent(self.backSlash, at: "back\\slash")"#,
            #"try container.encodeRequiredNullable(self.tabKey, at: "tab\tkey")"#,
            #"try container.encode(self.property15, at: "🙂")"#,
            #"try container.encodeIfPresent(self.parent, at: "parent")"#,
        ], in: models)
        // The endpoint's inline request body is a struct like any model.
        build.expectLines([
            "public nonisolated struct SendBody: Codable, Sendable, Equatable {",
            #"self.sayHi = try container.decode(String.self, at: "say \"hi\"")"#,
            #"try container.encodeIfPresent(self.backSlash, at: "back\\slash")"#,
        ], in: models)
        build.expectCompilesAndPasses(spec)
    }

    @Test("Hostile keys are valid StaticString literals in every coding position, longer than 15 UTF-8 bytes WireKey literals, and decode and encode exactly")
    func hostileStaticKeys() {
        let spec = WireKeyCodingSpecs.staticKeys
        let models = build.file("StaticKeysModels.swift", of: spec)
        build.expectLines([
            #"self.a = try container.decode(Double.self, at: "a")"#,
            #"self.qUote = try container.decode(Int.self, at: "q\"uote")"#,
            #"self.backSlash = try container.decode(Bool.self, at: "back\\slash")"#,
            #"self.x = try container.decode(String.self, at: "\\(x)")"#,
            #"self.zwSp = try container.decode(Float.self, at: "zw\u{200B}sp")"#,
            #"self.bell = try container.decode(Int64.self, at: "bell\u{7}")"#,
            #"self.lineSep = try container.decodeIfPresent(Int32.self, at: "line\u{2028}sep")"#,
            "self.e\u{301} = try container.decodeIfPresent(String.self, at: \"e\u{301}\")",
            #"self.이름 = try container.decode(Int.self, at: "이름")"#,
            #"self.नाम = try container.decodeRequiredNullable(Int.self, at: "नाम")"#,
            #"self.property13 = try container.decode(EndpointRuntime.Nullable<Double>.self, at: "😀")"#,
            #"self.property14 = try container.contains(at: "👩\u{200D}💻") ? container.decode(String.self, at: "👩\u{200D}💻") : "dev""#,
            #"self.property15 = try container.decode(Date.self, at: "🇰🇷", coding: .dates(.secondsSince1970))"#,
            #"self.property16 = try container.decode(Int.self, at: "👍🏽", coding: .lenient)"#,
            #"self.empty = try container.decodeIfPresent(String.self, at: "")"#,
            #"self.exactly15Byte = try container.decode(Int.self, at: "exactly_15_byte")"#,
            #"self.sixteenByteKey = try container.decodeIfPresent(Int.self, forKey: "sixteen_byte_key")"#,
            #"self.이름이름이름 = try container.decodeIfPresent(String.self, forKey: "이름이름이름")"#,
            #"self.longQuotedKey = try container.contains("long \"quoted\\key\u{200B}\"") ? container.decode(Int.self, forKey: "long \"quoted\\key\u{200B}\"") : 1"#,
            #"try container.encode(self.x, at: "\\(x)")"#,
            #"try container.encodeIfPresent(self.lineSep, at: "line\u{2028}sep")"#,
            #"try container.encodeRequiredNullable(self.नाम, at: "नाम")"#,
            #"try container.encode(self.property13, at: "😀")"#,
            #"try container.encode(self.property14, at: "👩\u{200D}💻")"#,
            #"try container.encode(self.property15, at: "🇰🇷", coding: .dates(.secondsSince1970))"#,
            #"try container.encodeIfPresent(self.empty, at: "")"#,
            #"try container.encode(self.exactly15Byte, at: "exactly_15_byte")"#,
            #"try container.encodeIfPresent(self.sixteenByteKey, forKey: "sixteen_byte_key")"#,
            #"try container.encodeIfPresent(self.이름이름이름, forKey: "이름이름이름")"#,
            #"try container.encode(self.longQuotedKey, forKey: "long \"quoted\\key\u{200B}\"")"#,
        ], in: models)
        build.expectCompilesAndPasses(spec)
    }

    @Test("A struct override reading through the standard keyed containers compiles and codes as the built-in one does")
    func standardKeyedContainersStillWork() {
        let spec = WireKeyCodingSpecs.standardContainers
        let models = build.file("StandardContainersModels.swift", of: spec)
        // The override took effect: both containers are the standard ones, and the runtime's `at:` forms still apply.
        #expect(models.contains("let container = try decoder.container(keyedBy: EndpointRuntime.WireKey.self)"))
        #expect(models.contains("var container = encoder.container(keyedBy: EndpointRuntime.WireKey.self)"))
        #expect(!models.contains("WireDecodingContainer") && !models.contains("WireEncodingContainer"))
        #expect(spec.checks.count == 4)
        build.expectCompilesAndPasses(spec)
    }

    @Test("A model without properties reads nothing and writes {}")
    func modelWithoutProperties() {
        let models = build.file("WireKeyCodingModels.swift", of: WireKeyCodingSpecs.models)
        build.expectLines([
            "public nonisolated struct Nothing: Codable, Sendable, Equatable {",
            "public init() {}",
            "public init(from decoder: any Decoder) throws {}",
            "public func encode(to encoder: any Encoder) throws {",
            "_ = encoder.container(keyedBy: EndpointRuntime.WireKey.self)",
        ], in: models)
    }
}
