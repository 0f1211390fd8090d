import Testing

/// Issue 6, kinds 9–15: wire values through generated models compiled into the harness, with real payloads.
/// The runtime side of kinds 9, 12 and 13 is also covered in EndpointRuntimeTests (ValueTypeTests,
/// HostileValueTests).
enum HostileWireSpecs {
    static let wire = HostileSpec(file: "hostile_wire.yaml", yaml: """
        api: HostileWire
        models:
          Stamp:
            at: date
            day: calendar_date
            days: [calendar_date]
          Campaign:
            status: {enum: [active, paused]}
            statuses: "[Status]"
          Status: {enum: [active, paused]}
          Profile:
            nickname: {type: string, nullable: true}
            bio: string?
            avatar: {type: string, optional: true, nullable: true, tristate: true}
            tags: "[string]?"
          Counter:
            big: int64
            small: int64?
            ids: [int64]
          Blob:
            value: json
            extra: json?
          Comment:
            text: string
            parent: Comment?
            replies: "[Comment]?"
          Item:
            name: string
            owner: User
          User:
            favorite: Item?
          A: {b: B?}
          B: {c: C?}
          C: {a: A?}
          Users: [User]
          Matrix: "[[int]]"
          Cube: "[[[string]]]"
          Buckets: "[string: [int]]"
          Holder:
            list: "[int]?"
            rows: "[[int]]"
            maybe: "[int?]"
        endpoints:
          listUsers: {method: GET, path: /users, response: "[User]"}
        """, checks: [
            // Kind 9: with and without fraction, Z and +09:00; a date-only value and a leap day.
            .roundTrip("wire.date.z", "HostileWire.Stamp", #"{"at":"2024-01-02T03:04:05Z","day":"1990-05-17","days":[]}"#),
            .roundTrip("wire.date.offset", "HostileWire.Stamp",
                       #"{"at":"2024-01-02T12:04:05+09:00","day":"1990-05-17","days":["2024-02-29","1969-12-31"]}"#,
                       expected: #"{"at":"2024-01-02T03:04:05Z","day":"1990-05-17","days":["2024-02-29","1969-12-31"]}"#),
            .roundTrip("wire.date.fraction", "HostileWire.Stamp",
                       #"{"at":"2024-01-02T03:04:05.250+09:00","day":"2000-01-01","days":[]}"#,
                       expected: #"{"at":"2024-01-01T18:04:05.250Z","day":"2000-01-01","days":[]}"#,
                       dates: ".iso8601WithFractionalSeconds"),
            // Kind 10: unknown values kept, also one that differs from a known value only in case.
            .roundTrip("wire.enum.unknown", "HostileWire.Campaign",
                       #"{"status":"archived","statuses":["active","ACTIVE","","paused"]}"#),
            .probe("wire.enum.unknown.case", """
                let campaign = try JSONDecoder().decode(HostileWire.Campaign.self, from: input)
                return "\\(campaign.status) \\(campaign.statuses)"
                """, input: #"{"status":"archived","statuses":["ACTIVE","paused"]}"#,
                expected: #"unknown("archived") [HostileHarness.HostileWire.Status.unknown("ACTIVE"), HostileHarness.HostileWire.Status.paused]"#),
            // Kind 11: required-nullable written as null; optional omitted; tristate keeps absent / null apart.
            .roundTrip("wire.nullable.null", "HostileWire.Profile", #"{"nickname":null}"#),
            .roundTrip("wire.nullable.tristate", "HostileWire.Profile", #"{"nickname":"n","bio":"b","avatar":null,"tags":[]}"#),
            .roundTrip("wire.optional.null", "HostileWire.Profile", #"{"nickname":null,"bio":null,"tags":null}"#,
                       expected: #"{"nickname":null}"#),
            .decodingFails("wire.nullable.missing", "HostileWire.Profile", #"{"bio":"b"}"#),
            .probe("wire.nullable.encode", """
                let profile = HostileWire.Profile(nickname: nil)
                let data = try EndpointRuntime.DateRule.iso8601.makeEncoder().encode(profile)
                return Swift.String(decoding: data, as: Swift.UTF8.self)
                """, expected: #"{"nickname":null}"#),
            // Kind 12: beyond 2^53, and the Int64 extremes.
            .roundTrip("wire.int64", "HostileWire.Counter",
                       #"{"big":9007199254740993,"small":-9223372036854775808,"ids":[9223372036854775807,9007199254740993]}"#),
            // Kind 13: 0/1 apart from false/true, nested arrays and objects.
            .roundTrip("wire.json", "HostileWire.Blob",
                       #"{"value":[0,1,false,true,[[]],{"a":{"b":[1,true,null,"x"]}},1.5,9007199254740993],"extra":{}}"#),
            .probe("wire.json.distinct", """
                let blob = try JSONDecoder().decode(HostileWire.Blob.self, from: input)
                return "\\(blob.value)"
                """, input: #"{"value":[0,1,false,true]}"#,
                expected: "array([EndpointRuntime.JSONValue.integer(0), EndpointRuntime.JSONValue.integer(1), "
                    + "EndpointRuntime.JSONValue.bool(false), EndpointRuntime.JSONValue.bool(true)])"),
            // Kind 14: self, mutual and three-way recursion.
            .roundTrip("wire.recursive.comment", "HostileWire.Comment",
                       #"{"text":"c","parent":{"text":"p","parent":{"text":"root"}},"replies":[{"text":"r","replies":[]}]}"#),
            .roundTrip("wire.recursive.item", "HostileWire.Item",
                       #"{"name":"i","owner":{"favorite":{"name":"j","owner":{}}}}"#),
            .roundTrip("wire.recursive.cycle", "HostileWire.A", #"{"b":{"c":{"a":{"b":{}}}}}"#),
            // Kind 15: top-level arrays, arrays of arrays, optional arrays null versus [].
            .roundTrip("wire.array.top", "HostileWire.Users", #"[{},{"favorite":{"name":"n","owner":{}}}]"#),
            .roundTrip("wire.array.matrix", "HostileWire.Matrix", "[[1,2],[],[3]]"),
            .roundTrip("wire.array.cube", "HostileWire.Cube", #"[[["a"],[]],[]]"#),
            .roundTrip("wire.array.buckets", "HostileWire.Buckets", #"{"a":[1],"b":[]}"#),
            .roundTrip("wire.array.empty", "HostileWire.Holder", #"{"list":[],"rows":[[]],"maybe":[1,null]}"#),
            .roundTrip("wire.array.null", "HostileWire.Holder", #"{"list":null,"rows":[],"maybe":[]}"#,
                       expected: #"{"rows":[],"maybe":[]}"#),
        ])

    static let all = [wire]
}

@Suite("Hostile wire values (issue 6, kinds 9–15)")
struct HostileWireValueTests {
    let build: HostileBuild

    init() async {
        build = await HostileBuild.shared.value
    }

    /// The checks of the wire spec whose keys start with `prefix`, compiled and run.
    func expectChecks(_ prefixes: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        var spec = HostileWireSpecs.wire
        spec.checks = spec.checks.filter { check in prefixes.contains { check.key.hasPrefix($0) } }
        #expect(!spec.checks.isEmpty, sourceLocation: sourceLocation)
        build.expectCompilesAndPasses(spec, sourceLocation: sourceLocation)
    }

    @Test("Kind 9: dates with and without fraction, Z and +09:00; calendar dates round-trip without a shift")
    func datesAndCalendarDatesRoundTrip() {
        let models = build.file("HostileWireModels.swift", of: HostileWireSpecs.wire)
        build.expectLines(["public let at: Date", "public let day: EndpointRuntime.CalendarDate", "public let days: [EndpointRuntime.CalendarDate]"], in: models)
        expectChecks(["wire.date."])
    }

    @Test("Kind 10: an unknown enum value decodes into unknown(raw) and re-encodes unchanged")
    func unknownEnumValuesAreKept() {
        let models = build.file("HostileWireModels.swift", of: HostileWireSpecs.wire)
        build.expectLines(["case active", "case paused", "indirect case unknown(String)", "self = EndpointRuntime.OpenEnumeration.knownCase(matching: rawValue, in: Self.allCases) ?? .unknown(rawValue)"],
                          in: models)
        expectChecks(["wire.enum."])
    }

    @Test("Kind 11: required-nullable is always encoded, optional is omitted when nil, tristate tells missing from null")
    func requiredNullableOptionalAndTristate() {
        let models = build.file("HostileWireModels.swift", of: HostileWireSpecs.wire)
        build.expectLines(["public let nickname: String?", "public let bio: String?", "public let avatar: EndpointRuntime.Nullable<String>",
                           "public let tags: [String]?"], in: models)
        expectChecks(["wire.nullable.", "wire.optional."])
    }

    @Test("Kind 12: 64-bit integers beyond 2^53 and the Int64 extremes survive decode and encode")
    func bigIntegersSurvive() {
        let models = build.file("HostileWireModels.swift", of: HostileWireSpecs.wire)
        build.expectLines(["public let big: Int64", "public let small: Int64?", "public let ids: [Int64]"], in: models)
        expectChecks(["wire.int64"])
    }

    @Test("Kind 13: json values keep 0 and 1 apart from false and true; nested arrays and objects round-trip")
    func freeFormJSONRoundTrips() {
        let models = build.file("HostileWireModels.swift", of: HostileWireSpecs.wire)
        build.expectLines(["public let value: EndpointRuntime.JSONValue", "public let extra: EndpointRuntime.JSONValue?"], in: models)
        expectChecks(["wire.json"])
    }

    @Test("Kind 14: self-, mutually and three-way recursive models compile and decode")
    func recursiveModelsCompileAndDecode() {
        let models = build.file("HostileWireModels.swift", of: HostileWireSpecs.wire)
        build.expectLines(["public var parent: Comment? {", "public var owner: User {", "public var favorite: Item? {"],
                          in: models)
        expectChecks(["wire.recursive."])
    }

    @Test("Kind 15: top-level arrays, arrays of arrays and optional arrays null versus []")
    func arraysOfEveryShapeRoundTrip() {
        let models = build.file("HostileWireModels.swift", of: HostileWireSpecs.wire)
        build.expectLines(["public typealias Users = [User]", "public typealias Matrix = [[Int]]",
                           "public typealias Cube = [[[String]]]", "public typealias Buckets = [String: [Int]]",
                           "public let list: [Int]?", "public let rows: [[Int]]", "public let maybe: [Int?]"], in: models)
        expectChecks(["wire.array."])
    }
}
