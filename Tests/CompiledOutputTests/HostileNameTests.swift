import Testing

/// Issue 6, kinds 1–5: names. Each spec is generated, compiled with the other hostile specs, and its payloads
/// round-trip through the compiled models.
enum HostileNameSpecs {
    static let end = "endpoints:\n  ping: {method: GET, path: /ping, response: none}\n"

    /// Kind 1, plus case-insensitive collisions (`up`, `Up`, `UP`, `up-vote`, `up_vote`) and the fallback's own name.
    static let enumCases = HostileSpec(file: "hostile_enum_cases.yaml", yaml: """
        api: HostileEnumCases
        models:
          Sign: {enum: ["+1", "-1", "", "none", "2fa", "3d", "unknown"]}
          Vote: {enum: [up, Up, UP, up-vote, up_vote]}
          Choice:
            pick: {enum: [none, some, "0"]}
            sign: Sign?
        \(end)
        """, checks: [
            .roundTrip("enum.sign", "[HostileEnumCases.Sign]",
                       #"["+1","-1","","none","2fa","3d","unknown","archived"]"#),
            .probe("enum.sign.cases", """
                let all: [HostileEnumCases.Sign] = [.plus1, .minus1, .empty, .noneValue, ._2fa, ._3d, .unknownValue]
                return all.map(\\.rawValue).joined(separator: "|")
                """, expected: "+1|-1||none|2fa|3d|unknown"),
            .probe("enum.vote.cases", """
                let all: [HostileEnumCases.Vote] = [.up, .up2, .up3, .upVote, .upVote2]
                return all.map(\\.rawValue).joined(separator: "|") + " " + HostileEnumCases.Vote(rawValue: "uP").rawValue
                """, expected: "up|Up|UP|up-vote|up_vote uP"),
            .probe("enum.none.optional", """
                let sign: HostileEnumCases.Sign? = .noneValue
                let missing: HostileEnumCases.Sign? = .none
                return "\\(sign?.rawValue ?? "nil") \\(missing?.rawValue ?? "nil")"
                """, expected: "none nil"),
            // Review 16: `some` is renamed like `none`; bare, `case .some:` over an optional matched every value.
            .probe("enum.some.optional", """
                let picks: [HostileEnumCases.Choice.Pick?] = [.someValue, ._0, nil]
                return picks.map { pick -> String in
                    switch pick {
                    case .someValue?: return pick?.rawValue ?? "?"
                    case ._0?: return "zero"
                    default: return "nil"
                    }
                }.joined(separator: " ")
                """, expected: "some zero nil"),
            .roundTrip("enum.choice", "HostileEnumCases.Choice", #"{"pick":"none","sign":"none"}"#),
            .roundTrip("enum.choice.absent", "HostileEnumCases.Choice", #"{"pick":"0"}"#),
        ])

    /// Kind 2, plus `user_id`, `userId`, `userID`, `UserID` (which all derive `userID`).
    static let collisions = HostileSpec(file: "hostile_collisions.yaml", yaml: """
        api: HostileCollisions
        models:
          Tagged:
            type: string
            _type: string
            type_: string
            -type: string
          Account:
            user_id: int
            userId: int
            userID: int
            UserID: int
        \(end)
        """, checks: [
            .roundTrip("collide.tagged", "HostileCollisions.Tagged", #"{"type":"a","_type":"b","type_":"c","-type":"d"}"#),
            .probe("collide.tagged.names", """
                let value = try JSONDecoder().decode(HostileCollisions.Tagged.self, from: input)
                return [value.type, value.type2, value.type3, value.type4].joined(separator: " ")
                """, input: #"{"type":"a","_type":"b","type_":"c","-type":"d"}"#, expected: "a b c d"),
            .roundTrip("collide.account", "HostileCollisions.Account", #"{"user_id":1,"userId":2,"userID":3,"UserID":4}"#),
            .probe("collide.account.names", """
                let value = try JSONDecoder().decode(HostileCollisions.Account.self, from: input)
                return "\\(value.userID2) \\(value.userID3) \\(value.userID) \\(value.userID4)"
                """, input: #"{"user_id":1,"userId":2,"userID":3,"UserID":4}"#, expected: "1 2 3 4"),
        ])

    /// Kind 3, plus `super`, `Any`, `subscript` and a nested inline object keyed `protocol`.
    static let keywords = HostileSpec(file: "hostile_keywords.yaml", yaml: """
        api: HostileKeywords
        models:
          Thing:
            self: string
            Protocol: string
            Type: string
            Self: string
            default: string
            init: string
            type:
              kind: string
            super: string
            Any: int
            protocol:
              name: string
            subscript: bool
        \(end)
        """, checks: [
            .roundTrip("keywords.thing", "HostileKeywords.Thing", """
                {"self":"s","Protocol":"P","Type":"T","Self":"S","default":"d","init":"i","type":{"kind":"k"},\
                "super":"u","Any":1,"protocol":{"name":"n"},"subscript":true}
                """),
            .probe("keywords.thing.members", """
                let thing = try JSONDecoder().decode(HostileKeywords.Thing.self, from: input)
                let nested: HostileKeywords.Thing.ThingType = thing.type
                return [thing.selfValue, thing.protocol2, thing.type2, thing.selfValue2, thing.`default`, thing.`init`,
                        nested.kind, thing.`super`, "\\(thing.any)", thing.`protocol`.name].joined(separator: " ")
                """, input: """
                {"self":"s","Protocol":"P","Type":"T","Self":"S","default":"d","init":"i","type":{"kind":"k"},\
                "super":"u","Any":1,"protocol":{"name":"n"},"subscript":true}
                """, expected: "s P T S d i k u 1 n"),
        ])

    /// Kind 4, plus `String`, `Sendable`, `Decoder` and the runtime's `JSONValue` and coding containers; all used from endpoints,
    /// error rules and a view model. `CodingKeys` (and `Type`) are refused: see the test below.
    static let shadowing = HostileSpec(file: "hostile_shadowing.yaml", yaml: """
        api: HostileShadowing
        models:
          Result: {id: int, created: date, payload: data, link: url, error: Error?, task: Task?}
          Data: {bytes: data, when: date}
          Date: {day: calendar_date, at: date}
          URL: {href: url}
          Error: {message: string}
          Task: {title: string, done: bool}
          Codable: {x: int}
          String: {text: string}
          Sendable: {x: int}
          Decoder: {x: int}
          JSONValue: {raw: json}
          WireDecodingContainer: {x: int, inner: WireEncodingContainer?}
          WireEncodingContainer: {y: string}
        errors: {default: Error}
        endpoints:
          getResult:
            method: GET
            path: /results/{id}
            path_params: {id: int}
            query: {since: date?, name: string?}
            response: Result
            view_model: Result
          upload:
            method: POST
            path: /upload
            body: {encoding: multipart, fields: {file: file, note: string}}
            response: Data
          raw:
            method: PUT
            path: /raw
            body: JSONValue
            response: "[Date]"
        """, checks: [
            .roundTrip("shadow.result", "HostileShadowing.Result", """
                {"id":1,"created":"2024-01-02T03:04:05Z","payload":"AAEC","link":"https://x.io/a",\
                "error":{"message":"m"},"task":{"title":"t","done":false}}
                """),
            .roundTrip("shadow.data", "HostileShadowing.Data", #"{"bytes":"/w==","when":"2024-01-02T03:04:05Z"}"#),
            .roundTrip("shadow.date", "HostileShadowing.Date", #"{"day":"1990-05-17","at":"2024-01-02T03:04:05Z"}"#),
            .roundTrip("shadow.others", "HostileShadowing.URL", #"{"href":"https://x.io/?q=1"}"#),
            .roundTrip("shadow.json", "HostileShadowing.JSONValue", #"{"raw":{"a":[1,true,null]}}"#),
            .roundTrip("shadow.codable", "[HostileShadowing.Codable]", #"[{"x":1},{"x":2}]"#),
            .roundTrip("shadow.containers", "HostileShadowing.WireDecodingContainer", #"{"inner":{"y":"z"},"x":1}"#),
        ])

    /// Kind 5, plus `$ref`, `a.b.c`, `x-rate-limit` and an emoji key.
    static let wireKeys = HostileSpec(file: "hostile_wire_keys.yaml", yaml: """
        api: HostileWireKeys
        models:
          Device:
            "@iot.id": int
            content-type: string
            2fa_enabled: bool
            名前: string
            first name: string
            $ref: string?
            a.b.c: int?
            x-rate-limit: int?
            "🙂": string?
        \(end)
        """, checks: [
            .roundTrip("keys.device", "HostileWireKeys.Device", """
                {"@iot.id":7,"content-type":"text/plain","2fa_enabled":true,"名前":"n","first name":"f",\
                "$ref":"#/x","a.b.c":3,"x-rate-limit":60,"🙂":"smile"}
                """),
            .roundTrip("keys.device.missing", "HostileWireKeys.Device",
                       #"{"@iot.id":7,"content-type":"c","2fa_enabled":false,"名前":"n","first name":"f"}"#),
        ])

    static let all = [enumCases, collisions, keywords, shadowing, wireKeys]
}

@Suite("Hostile names (issue 6, kinds 1–5)")
struct HostileNameTests {
    let build: HostileBuild

    init() async {
        build = await HostileBuild.shared.value
    }

    @Test("Kind 1: enum values that sanitize alike get distinct cases; none and unknown get a Value suffix")
    func enumValuesThatSanitizeAlikeGetDistinctCases() {
        let spec = HostileNameSpecs.enumCases
        let models = build.file("HostileEnumCasesModels.swift", of: spec)
        build.expectLines([
            "case plus1", "case minus1", "case empty", "case noneValue", "case _2fa", "case _3d", "case unknownValue",
            "indirect case unknown(String)",
            "self = EndpointRuntime.OpenEnumeration.knownCase(matching: rawValue, in: Self.allCases) ?? .unknown(rawValue)",
            #"case .plus1: "+1""#, #"case .minus1: "-1""#, #"case .empty: """#,
            #"case .noneValue: "none""#, #"case ._2fa: "2fa""#, #"case .unknownValue: "unknown""#,
        ], in: models)
        build.expectLines([
            "case up", "case up2", "case up3", "case upVote", "case upVote2",
            #"case .up2: "Up""#, #"case .up3: "UP""#, #"case .upVote2: "up_vote""#,
        ], in: models)
        build.expectLines(["case noneValue", "case someValue", "case _0", "public let pick: Pick", "public let sign: Sign?"],
                          in: models)
        let warnings = build.generations[spec.file]?.diagnostics.map(\.description) ?? []
        #expect(warnings.contains("hostile_enum_cases.yaml:4:21: warning: enum value 'Up' is named 'up2' in Swift because 'up' is taken"))
        build.expectCompilesAndPasses(spec)
    }

    @Test("Kind 2: properties that collide after camel-casing get distinct names and keep their own wire keys")
    func collidingPropertiesGetDistinctNamesAndTheirOwnWireKeys() {
        let spec = HostileNameSpecs.collisions
        let models = build.file("HostileCollisionsModels.swift", of: spec)
        build.expectLines([
            "public let type: String", "public let type2: String", "public let type3: String", "public let type4: String",
            #"self.type = try container.decode(String.self, at: "type")"#,
            #"self.type2 = try container.decode(String.self, at: "_type")"#,
            #"self.type3 = try container.decode(String.self, at: "type_")"#,
            #"self.type4 = try container.decode(String.self, at: "-type")"#,
        ], in: models)
        build.expectLines([
            "public let userID2: Int", "public let userID3: Int", "public let userID: Int", "public let userID4: Int",
            #"self.userID2 = try container.decode(Int.self, at: "user_id")"#,
            #"self.userID3 = try container.decode(Int.self, at: "userId")"#,
            #"self.userID = try container.decode(Int.self, at: "userID")"#,
            #"self.userID4 = try container.decode(Int.self, at: "UserID")"#,
        ], in: models)
        let warnings = build.generations[spec.file]?.diagnostics.map(\.description) ?? []
        #expect(warnings.contains("hostile_collisions.yaml:5:5: warning: property '_type' is named 'type2' in Swift because 'type' also maps to 'type'; add swift_name to choose a name\nhostile_collisions.yaml:4:5: note: 'type' is declared here"))
        build.expectCompilesAndPasses(spec)
    }

    @Test("Kind 3: self, Protocol, Type, Self, default, init and nested objects keyed type or protocol compile")
    func wordsSwiftTreatsSpeciallyGetLegalNames() {
        let spec = HostileNameSpecs.keywords
        let models = build.file("HostileKeywordsModels.swift", of: spec)
        build.expectLines([
            "public nonisolated struct ThingType: Codable, Sendable, Equatable {",
            "public nonisolated struct ThingProtocol: Codable, Sendable, Equatable {",
            "public let selfValue: String", "public let protocol2: String", "public let type2: String",
            "public let selfValue2: String", "public let `default`: String", "public let `init`: String",
            "public let type: ThingType", "public let `super`: String", "public let any: Int",
            "public let `protocol`: ThingProtocol", "public let `subscript`: Bool",
            #"self.selfValue = try container.decode(String.self, at: "self")"#,
            #"self.protocol2 = try container.decode(String.self, at: "Protocol")"#,
            #"self.type2 = try container.decode(String.self, at: "Type")"#,
            #"self.selfValue2 = try container.decode(String.self, at: "Self")"#,
            #"self.`default` = try container.decode(String.self, at: "default")"#,
            #"self.`init` = try container.decode(String.self, at: "init")"#,
            #"self.type = try container.decode(ThingType.self, at: "type")"#,
            #"self.`super` = try container.decode(String.self, at: "super")"#,
            #"self.any = try container.decode(Int.self, at: "Any")"#,
            #"self.`protocol` = try container.decode(ThingProtocol.self, at: "protocol")"#,
            #"self.`subscript` = try container.decode(Bool.self, at: "subscript")"#,
            #"try container.encode(self.`default`, at: "default")"#,
        ], in: models)
        build.expectCompilesAndPasses(spec)
    }

    @Test("Kind 4: models named Result, Data, Date, URL, Error, Task, Codable, String, Sendable, Decoder, JSONValue, WireDecodingContainer compile")
    func modelsThatShadowStandardNamesCompile() {
        let spec = HostileNameSpecs.shadowing
        let models = build.file("HostileShadowingModels.swift", of: spec)
        build.expectLines([
            "public nonisolated struct Result: Swift.Codable, Swift.Sendable, Hashable, Identifiable {",
            "public let created: Foundation.Date", "public let payload: Foundation.Data", "public let link: Foundation.URL",
            "public let error: Error?", "public let task: Task?",
            "public nonisolated struct Codable: Swift.Codable, Swift.Sendable, Equatable {",
            "public let text: Swift.String",
            "public var raw: EndpointRuntime.JSONValue",  // the raw endpoint's body sends JSONValue, so it is mutable
        ], in: models)
        let requests = build.file("HostileShadowingRequests.swift", of: spec)
        build.expectLines(["EndpointRuntime.ErrorRule(.default, HostileShadowing.Error.self),", "public var since: Foundation.Date?",
                           "public var path: Swift.String { \"/results/\\(pathParameter: id)\" }"], in: requests)
        build.expectCompilesAndPasses(spec)
    }

    @Test("Kind 4: model names Swift reserves inside every type (CodingKeys, Type) stop with a located error")
    func reservedModelNamesAreLocatedErrors() {
        let diagnostics = HostileBuild.diagnostics("hostile_reserved.yaml", """
            api: HostileReserved
            models:
              CodingKeys: {x: int}
              Type: {y: int}
            \(HostileNameSpecs.end)
            """)
        #expect(diagnostics == [
            "hostile_reserved.yaml:3:3: error: model name 'CodingKeys' cannot be used: Swift reserves it inside every type; rename the model",
            "hostile_reserved.yaml:4:3: error: model name 'Type' cannot be used: Swift reserves it inside every type; rename the model",
        ])
    }

    @Test("Kind 5: wire keys that are not identifiers get legal names and are coded by the exact key")
    func wireKeysThatAreNotIdentifiersKeepTheirKeys() {
        let spec = HostileNameSpecs.wireKeys
        let models = build.file("HostileWireKeysModels.swift", of: spec)
        build.expectLines([
            "public let iotID: Int", "public let contentType: String", "public let _2faEnabled: Bool",
            "public let 名前: String", "public let firstName: String", "public let ref: String?",
            "public let aBC: Int?", "public let xRateLimit: Int?", "public let property9: String?",
            #"self.iotID = try container.decode(Int.self, at: "@iot.id")"#,
            #"self.contentType = try container.decode(String.self, at: "content-type")"#,
            #"self._2faEnabled = try container.decode(Bool.self, at: "2fa_enabled")"#,
            #"self.名前 = try container.decode(String.self, at: "名前")"#,
            #"self.firstName = try container.decode(String.self, at: "first name")"#,
            #"self.ref = try container.decodeIfPresent(String.self, at: "$ref")"#,
            #"self.aBC = try container.decodeIfPresent(Int.self, at: "a.b.c")"#,
            #"self.xRateLimit = try container.decodeIfPresent(Int.self, at: "x-rate-limit")"#,
            #"self.property9 = try container.decodeIfPresent(String.self, at: "🙂")"#,
        ], in: models)
        build.expectCompilesAndPasses(spec)
    }
}
