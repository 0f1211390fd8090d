import Testing

/// Issue 14, items 2 and 4: per-property date rules and lenient values in generated models, request bodies (JSON,
/// form, multipart), query and path parameters, in nested and optional positions, compiled with warnings as
/// errors and run in the shared harness against real payloads.
enum ValueCodingSpecs {
    /// Seoul wall-clock time, as the spec's rule.
    static let seoul = #".format("yyyy-MM-dd HH:mm:ss", timeZone: TimeZone(identifier: "Asia/Seoul"))"#

    static let mixed = HostileSpec(file: "value_coding.yaml", yaml: """
        api: ValueCodingAPI
        dates: {format: "yyyy-MM-dd HH:mm:ss", time_zone: Asia/Seoul}
        models:
          Post:
            title: string
            updated_at: date
            created: {type: date, dates: seconds}
            edits: {type: "[date]", dates: milliseconds}
            by_day: {type: "[string: date?]", dates: iso8601_milliseconds, optional: true}
            deleted: {type: date, dates: seconds, nullable: true}
            seen: {type: date, dates: seconds, optional: true, nullable: true, tristate: true}
            local_time: {type: date, dates: {format: "yyyy/MM/dd HH:mm", time_zone: "+09:00"}}
          Employee:
            salary: {type: int, lenient: true}
            rate: {type: double?, lenient: true}
            bonus: {type: decimal, lenient: true}
            avatar_url: {type: url?, lenient: true}
            hired: {type: date?, lenient: true}
            scores: {type: "[int]", lenient: true}
            stamp: {type: date, dates: seconds, lenient: true}
            count: {type: int, default: 3, lenient: true}
          Strict:
            n: int
            u: url?
        endpoints:
          search:
            method: POST
            path: /posts/{day}
            path_params: {day: {type: date, dates: seconds}}
            query: {since: {type: date?, dates: seconds}, around: {type: "[date]", dates: milliseconds}}
            body: {created: {type: date, dates: seconds}, note: string}
            response: [Post]
          upload:
            method: POST
            path: /upload
            body: {encoding: form, fields: {at: {type: date, dates: seconds}, local: date}}
            response: none
          uploadParts:
            method: POST
            path: /parts
            body: {encoding: multipart, fields: {at: {type: "date?", dates: milliseconds}, doc: file, more: "[file]?"}}
            response: none
        """, checks: [
            // 2024-01-02T03:04:05Z is 1704164645, and 12:04:05 in Seoul.
            .roundTrip("coding.dates.roundTrip", "ValueCodingAPI.Post", """
                {"title":"t","updated_at":"2024-01-02 12:04:05","created":1704164645,"edits":[1704164645750,0],\
                "by_day":{"a":"2024-01-02T03:04:05.750Z","b":null},"deleted":null,"seen":1704164645,\
                "local_time":"2024/01/02 12:04"}
                """, dates: seoul),
            .roundTrip("coding.dates.absent", "ValueCodingAPI.Post", """
                {"title":"t","updated_at":"2024-01-02 12:04:05","created":1704164645,"edits":[],"deleted":1,\
                "local_time":"2024/01/02 12:04"}
                """, dates: seoul),
            .probe("coding.dates.values", """
                let post = try EndpointRuntime.DateRule\(seoul).makeDecoder().decode(ValueCodingAPI.Post.self, from: input)
                return [post.updatedAt, post.created, post.edits[0], post.byDay?["a"] ?? nil, post.localTime]
                    .map { "\\($0?.timeIntervalSince1970 ?? -1)" }.joined(separator: " ")
                    + (post.seen == .null ? " null" : " not null")
                """, input: """
                {"title":"t","updated_at":"2024-01-02 12:04:05","created":1704164645,"edits":[1704164645750],\
                "by_day":{"a":"2024-01-02T03:04:05.750Z"},"deleted":null,"seen":null,"local_time":"2024/01/02 12:04"}
                """, expected: "1704164645.0 1704164645.0 1704164645.75 1704164645.75 1704164640.0 null"),
            // The client's zone override reaches the spec's rule and a property's own format alike.
            .probe("coding.dates.override", """
                let utc = TimeZone(identifier: "UTC")
                let post = try EndpointRuntime.DateRule\(seoul).makeDecoder(timeZoneOverride: utc)
                    .decode(ValueCodingAPI.Post.self, from: input)
                let encoded = try EndpointRuntime.DateRule\(seoul).makeEncoder(timeZoneOverride: utc).encode(post)
                return "\\(post.updatedAt.timeIntervalSince1970) \\(post.localTime.timeIntervalSince1970) "
                    + Swift.String(decoding: encoded, as: Swift.UTF8.self)
                """, input: """
                {"title":"t","updated_at":"2024-01-02 03:04:05","created":0,"edits":[],"deleted":null,\
                "local_time":"2024/01/02 03:04"}
                """, expected: #"1704164645.0 1704164640.0 {"created":0,"deleted":null,"edits":[],"local_time":"2024/01/02 03:04","title":"t","updated_at":"2024-01-02 03:04:05"}"#),
            .decodingFails("coding.dates.wrongRule", "ValueCodingAPI.Post", """
                {"title":"t","updated_at":"2024-01-02 12:04:05","created":"2024-01-02 12:04:05","edits":[],\
                "deleted":null,"local_time":"2024/01/02 12:04"}
                """),
            // Lenient: numbers from strings, blanks as nil, written back canonical.
            .roundTrip("coding.lenient.strings", "ValueCodingAPI.Employee", """
                {"salary":"320800","rate":"","bonus":"0.10","avatar_url":" ","hired":"","scores":["1",2,"-3"],\
                "stamp":"1704164645"}
                """, expected: #"{"salary":320800,"bonus":0.1,"scores":[1,2,-3],"stamp":1704164645,"count":3}"#,
                dates: seoul),
            .roundTrip("coding.lenient.numbers", "ValueCodingAPI.Employee", """
                {"salary":320800,"rate":1.5,"bonus":0.1,"avatar_url":"https://a.example/x.png",\
                "hired":"2024-01-02 12:04:05","scores":[],"stamp":1704164645,"count":"7"}
                """, expected: """
                {"salary":320800,"rate":1.5,"bonus":0.1,"avatar_url":"https://a.example/x.png",\
                "hired":"2024-01-02 12:04:05","scores":[],"stamp":1704164645,"count":7}
                """, dates: seoul),
            .probe("coding.lenient.values", """
                let employee = try EndpointRuntime.DateRule\(seoul).makeDecoder()
                    .decode(ValueCodingAPI.Employee.self, from: input)
                return "\\(employee.salary) \\(employee.rate as Any) \\(employee.bonus) \\(employee.avatarURL as Any) "
                    + "\\(employee.hired as Any) \\(employee.stamp.timeIntervalSince1970)"
                """, input: #"{"salary":"-12","rate":"2.5e1","bonus":"12345678901234567890.12","avatar_url":"","hired":"  ","scores":[],"stamp":"1.5"}"#,
                expected: "-12 Optional(25.0) 12345678901234567890.12 nil nil 1.5"),
            .decodingFails("coding.lenient.notANumber", "ValueCodingAPI.Employee",
                           #"{"salary":"12k","bonus":1,"scores":[],"stamp":1}"#),
            .decodingFails("coding.lenient.spaces", "ValueCodingAPI.Employee",
                           #"{"salary":" 12","bonus":1,"scores":[],"stamp":1}"#),
            .decodingFails("coding.lenient.requiredBlank", "ValueCodingAPI.Employee",
                           #"{"salary":"","bonus":1,"scores":[],"stamp":1}"#),
            .decodingFails("coding.lenient.elementBlank", "ValueCodingAPI.Employee",
                           #"{"salary":1,"bonus":1,"scores":[""],"stamp":1}"#),
            // Strict (the default): a number as a string fails; " " is Foundation's relative URL "%20".
            .decodingFails("coding.strict.numberString", "ValueCodingAPI.Strict", #"{"n":"1"}"#),
            .probe("coding.strict.blankURL", """
                let strict = try JSONDecoder().decode(ValueCodingAPI.Strict.self, from: input)
                return strict.u?.absoluteString ?? "nil"
                """, input: #"{"n":1,"u":" "}"#, expected: "%20"),
            // Parameters with their own rule: path, query (optional and array), JSON body field, form, multipart.
            .probe("coding.request.search", """
                let request = ValueCodingAPI.SearchRequest(
                    day: Date(timeIntervalSince1970: 1_704_164_645), since: Date(timeIntervalSince1970: 1_704_164_645),
                    around: [Date(timeIntervalSince1970: 1_704_164_645.5), Date(timeIntervalSince1970: 0)],
                    created: Date(timeIntervalSince1970: 1_704_164_645), note: "n")
                let rule = request.dateRule ?? .iso8601
                guard case .json(let body) = request.body else { return "not json" }
                return request.path + "?" + request.query.encoded(with: rule) + " "
                    + Swift.String(decoding: try rule.makeEncoder().encode(body), as: Swift.UTF8.self)
                """, expected: #"/posts/1704164645?since=1704164645&around=1704164645500&around=0 {"created":1704164645,"note":"n"}"#),
            .probe("coding.request.form", """
                let request = ValueCodingAPI.UploadRequest(
                    at: Date(timeIntervalSince1970: 1_704_164_645), local: Date(timeIntervalSince1970: 1_704_164_645))
                guard case .form(let fields) = request.body else { return "not form" }
                let rule = request.dateRule ?? .iso8601
                return fields.encoded(with: rule) + " | "
                    + fields.encoded(with: rule.overridingTimeZone(TimeZone(identifier: "UTC")),
                                     timeZoneOverride: TimeZone(identifier: "UTC"))
                """, expected: "at=1704164645&local=2024-01-02%2012%3A04%3A05 | at=1704164645&local=2024-01-02%2003%3A04%3A05"),
            .probe("coding.request.multipart", """
                let request = ValueCodingAPI.UploadPartsRequest(
                    at: Date(timeIntervalSince1970: 1_704_164_645.25),
                    doc: EndpointRuntime.MultipartFile(data: Foundation.Data("x".utf8), fileName: "a.txt", mimeType: "text/plain"),
                    more: [EndpointRuntime.MultipartFile(data: Foundation.Data("y".utf8), fileName: "b.png", mimeType: "image/png"),
                           EndpointRuntime.MultipartFile(data: Foundation.Data("z".utf8), fileName: "c.png", mimeType: "image/png")])
                guard case .multipart(let parts) = request.body else { return "not multipart" }
                let data = try MultipartEncoder.encode(parts, boundary: "B", dateRule: request.dateRule ?? .iso8601)
                return Swift.String(decoding: data, as: Swift.UTF8.self)
                    .replacingOccurrences(of: "\\r\\n", with: "|")
                """, expected: #"--B|Content-Disposition: form-data; name="at"||1704164645250|--B|Content-Disposition: form-data; name="doc"; filename="a.txt"|Content-Type: text/plain||x|"#
                    + #"--B|Content-Disposition: form-data; name="more"; filename="b.png"|Content-Type: image/png||y|"#
                    + #"--B|Content-Disposition: form-data; name="more"; filename="c.png"|Content-Type: image/png||z|--B--|"#),
        ])

    static let all = [mixed]
}

@Suite("Per-property date rules and lenient values in generated code")
struct ValueCodingCompileTests {
    let build: HostileBuild

    init() async {
        build = await HostileBuild.shared.value
    }

    func expectChecks(_ prefix: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        var spec = ValueCodingSpecs.mixed
        spec.checks = spec.checks.filter { $0.key.hasPrefix(prefix) }
        #expect(!spec.checks.isEmpty, sourceLocation: sourceLocation)
        build.expectCompilesAndPasses(spec, sourceLocation: sourceLocation)
    }

    @Test("A property's own date rule codes it, in arrays, dictionaries, optional, nullable and tristate positions")
    func perPropertyDates() {
        let models = build.file("ValueCodingModels.swift", of: ValueCodingSpecs.mixed)
        build.expectLines([
            "self.created = try container.decode(Date.self, at: \"created\", coding: .dates(.secondsSince1970))",
            "self.edits = try container.decode([Date].self, at: \"edits\", coding: .dates(.millisecondsSince1970))",
            "self.byDay = try container.decodeIfPresent([String: Date?].self, at: \"by_day\", "
                + "coding: .dates(.iso8601WithFractionalSeconds))",
            "self.deleted = try container.decodeRequiredNullable(Date.self, at: \"deleted\", "
                + "coding: .dates(.secondsSince1970))",
            "self.seen = try container.decode(EndpointRuntime.Nullable<Date>.self, at: \"seen\", coding: .dates(.secondsSince1970))",
            "self.localTime = try container.decode(Date.self, at: \"local_time\", "
                + #"coding: .dates(.format("yyyy/MM/dd HH:mm", timeZone: TimeZone(secondsFromGMT: 9 * 3600))))"#,
            "try container.encode(self.created, at: \"created\", coding: .dates(.secondsSince1970))",
        ], in: models)
        expectChecks("coding.dates.")
    }

    @Test("Lenient numbers, dates and URLs read strings and blanks, and are written canonically; strict stays strict")
    func lenientValues() {
        let models = build.file("ValueCodingModels.swift", of: ValueCodingSpecs.mixed)
        build.expectLines([
            "self.salary = try container.decode(Int.self, at: \"salary\", coding: .lenient)",
            "self.avatarURL = try container.decodeIfPresent(URL.self, at: \"avatar_url\", coding: .lenient)",
            "self.stamp = try container.decode(Date.self, at: \"stamp\", "
                + "coding: EndpointRuntime.ValueCoding(dateRule: .secondsSince1970, lenient: true))",
            "self.count = try container.contains(at: \"count\") ? container.decode(Int.self, at: \"count\", "
                + "coding: .lenient) : 3",
            "try container.encode(self.salary, at: \"salary\")",
        ], in: models)
        expectChecks("coding.lenient.")
        expectChecks("coding.strict.")
    }

    @Test("Path, query, JSON body, form and multipart parameters send dates with their own rule")
    func parameters() {
        let requests = build.file("ValueCodingRequests.swift", of: ValueCodingSpecs.mixed)
        build.expectLines([
            #"public var path: String { "/posts/\(pathParameter: EndpointRuntime.DateRule.secondsSince1970.parameter(day))" }"#,
            #""since": EndpointRuntime.DateRule.secondsSince1970.parameter(since),"#,
            #""around": EndpointRuntime.DateRule.millisecondsSince1970.parameter(around),"#,
            #"public var body: EndpointRuntime.RequestBody { .form(["at": EndpointRuntime.DateRule.secondsSince1970.parameter(at), "local": local]) }"#,
        ], in: requests)
        expectChecks("coding.request.")
    }
}
