import EndpointSpec
import Foundation
import GeneratorCLI
import PayloadCheck
import TestSupport
import Testing

/// `PayloadChecker` and `generator check-payload` (docs/payload-check.md): every misfit of a JSON payload, located by
/// JSON path and line:column in the JSON text.
@Suite struct PayloadCheckTests {
    static let spec = """
        api: Rooms
        dates: iso8601
        envelope: {payload: result, success: isSuccess, code: code, success_codes: [1000]}
        errors: {4XX: ApiError, 500: ServerError}
        models:
          ApiError: {message: string}
          ServerError: {trace: string}
          Kind: {enum: [public, private]}
          Ids: "[int32]"
          Room:
            room_id: int
            title: string?
            topic: {type: string, nullable: true}
            kind: Kind
            created: date
            tags: "[string: int]"
            seats: {type: int, default: 2}   # a missing key decodes as the default: never reported
            owner:
              name: string
              home: url?
        endpoints:
          listRooms: {method: GET, path: /rooms, response: [Room]}
          getRoom: {method: GET, path: /rooms/1, response: "Room?"}
          createRoom:
            method: POST
            path: /rooms
            body: {encoding: json, type: Ids}
            response: none

        """

    static func api() throws -> APIDefinition {
        var diagnostics = DiagnosticCollector()
        let api = SpecLoader.load(text: Array(spec.utf8), path: "rooms.yaml", diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        return try #require(api)
    }

    /// The diagnostics of checking `json` (named `p.json`), sorted by place.
    static func diagnostics(_ json: String, _ endpoint: String, _ side: PayloadSide) throws -> [Diagnostic] {
        var diagnostics = DiagnosticCollector()
        PayloadChecker.check(
            json: Array(json.utf8), path: "p.json", endpoint: endpoint, side: side, in: try api(),
            diagnostics: &diagnostics)
        return diagnostics.sorted
    }

    /// The diagnostics as printed.
    static func check(_ json: String, _ endpoint: String, _ side: PayloadSide = .response) throws -> [String] {
        try diagnostics(json, endpoint, side).map(\.description)
    }

    static func ids(_ json: String, _ endpoint: String, _ side: PayloadSide = .response) throws -> [DiagnosticID] {
        try diagnostics(json, endpoint, side).map(\.id)
    }

    static let goodRoom = """
        {"room_id": 1, "title": null, "topic": null, "kind": "public", "created": "2024-01-02T03:04:05.123+09:00",
         "tags": {"a": 1}, "owner": {"name": "n"}, "extra": [1, 2]}
        """

    @Test func aPayloadThatFitsHasNoDiagnostics() throws {
        #expect(try Self.check(#"{"isSuccess": true, "code": 1000, "result": [\#(Self.goodRoom)]}"#, "listRooms") == [])
    }

    @Test func everyMisfitIsReportedWithItsJSONPathAndPlace() throws {
        let json = """
            {"isSuccess": true, "code": 1000, "result": [
              {"room_id": "7", "topic": "t", "kind": "secret", "created": "yesterday",
               "tags": {"a": 1.5, "b c": "2"}, "owner": {"name": null, "home": "ok"}},
              {"title": 3, "topic": null, "kind": 1, "created": "2024-01-02T03:04:05Z", "tags": [], "owner": "x"}
            ]}
            """
        #expect(try Self.check(json, "listRooms") == [
            #"p.json:2:15: error: $.result[0].room_id: expected int, found the string "7""#,
            #"p.json:2:42: warning: $.result[0].kind: "secret" is not one of Kind's values (public, private); the enum is open, so it decodes as .unknown("secret")"#,
            #"p.json:2:63: error: $.result[0].created: expected date, found the string "yesterday" (Expected an ISO 8601 date, found "yesterday")"#,
            #"p.json:3:18: error: $.result[0].tags.a: expected int, found the number 1.5 (not a whole number in the range of Int)"#,
            #"p.json:3:30: error: $.result[0].tags['b c']: expected int, found the string "2""#,
            #"p.json:3:54: error: $.result[0].owner.name: null where string is required (not optional or nullable)"#,
            #"p.json:4:3: error: $.result[1].room_id: missing required key 'room_id' (Room.room_id: int)"#,
            #"p.json:4:13: error: $.result[1].title: expected string, found the number 3"#,
            #"p.json:4:39: error: $.result[1].kind: expected a string (enum Kind), found the number 1"#,
            #"p.json:4:85: error: $.result[1].tags: expected [string: int], found an array"#,
            #"p.json:4:98: error: $.result[1].owner: expected an object, found the string "x""#,
        ])
    }

    @Test("A property's own dates and lenient reading are checked as the generated decoder applies them")
    func perPropertyDatesAndLenientValues() throws {
        let spec = """
            api: Staff
            lenient: true
            models:
              Member:
                id: int
                salary: decimal
                avatar: url?
                joined: {type: date, dates: seconds}
                strict: {type: int, lenient: false}
                times: {type: "[date]", dates: milliseconds}
            endpoints:
              getMember: {method: GET, path: /m, response: Member}
            """
        var loading = DiagnosticCollector()
        let api = try #require(SpecLoader.load(text: Array(spec.utf8), path: "staff.yaml", diagnostics: &loading))
        func check(_ json: String) -> [String] {
            var diagnostics = DiagnosticCollector()
            PayloadChecker.check(
                json: Array(json.utf8), path: "p.json", endpoint: "getMember", side: .response, in: api,
                diagnostics: &diagnostics)
            return diagnostics.sorted.map { "\($0.id.rawValue) \($0.message.prefix { $0 != ":" })" }
        }
        #expect(check(#"{"id": "1", "salary": "12.50", "avatar": "", "joined": 1704164645, "strict": 1, "times": [0]}"#)
            == [])
        #expect(check(#"{"id": 1, "salary": 12.5, "avatar": " ", "joined": 0, "strict": 2, "times": []}"#) == [])
        // Review 14: an integer's text with an exponent or a zero fraction is read as the number itself would be
        // (spec-format.md lists "1e3"); a fraction that is not zero, or a value out of range, is not an integer.
        #expect(check(#"{"id": "1e3", "salary": "1e3", "avatar": "", "joined": 0, "strict": 1, "times": []}"#) == [])
        #expect(check(#"{"id": "1000.0", "salary": "1", "avatar": "", "joined": 0, "strict": 1, "times": []}"#) == [])
        #expect(check(#"{"id": "1.5", "salary": "1", "avatar": "", "joined": 0, "strict": 1, "times": []}"#)
            == ["payload.wrongType $.id"])
        #expect(check(#"{"id": "1e30", "salary": "1", "avatar": "", "joined": 0, "strict": 1, "times": []}"#)
            == ["payload.wrongType $.id"])
        #expect(check(#"{"id": "x", "salary": "", "avatar": "", "joined": "2024-01-02T03:04:05Z", "strict": "1", "times": ["a"]}"#)
            == [
                "payload.wrongType $.id", "payload.wrongType $.salary", "payload.wrongType $.joined",
                "payload.wrongType $.strict", "payload.wrongType $.times[0]",
            ])
    }

    @Test func anInvalidURLIsAWrongType() throws {
        let json = #"{"isSuccess": true, "code": 1000, "result": {"room_id": 1, "topic": null, "kind": "public", "#
            + #""created": "2024-01-02T03:04:05Z", "tags": {}, "owner": {"name": "n", "home": ""}}}"#
        #expect(try Self.ids(json, "getRoom") == [.wrongPayloadType])
    }

    @Test func theEnvelopeIsUnwrappedAsTheSpecDeclares() throws {
        // The payload key is required unless the response is optional.
        #expect(try Self.check(#"{"isSuccess": true, "code": 1000}"#, "listRooms")
            == [#"p.json:1:1: error: $.result: missing required key 'result' (the envelope's payload, [Room])"#])
        #expect(try Self.check(#"{"isSuccess": true, "code": 1000}"#, "getRoom") == [])
        #expect(try Self.check(#"{"isSuccess": true, "code": 1000, "result": null}"#, "getRoom") == [])
        // A failure envelope carries no payload the client reads.
        #expect(try Self.ids(#"{"isSuccess": false, "code": 1000, "result": 5}"#, "listRooms") == [.envelopeFailure])
        #expect(try Self.ids(#"{"isSuccess": true, "code": 2000, "result": 5}"#, "listRooms") == [.envelopeFailure])
        // The envelope's own keys have types too.
        #expect(try Self.ids(#"{"isSuccess": "yes", "code": 1000, "result": []}"#, "listRooms") == [.wrongPayloadType])
        #expect(try Self.ids(#"{"isSuccess": true, "code": [1], "result": []}"#, "listRooms")
            == [.wrongPayloadType])
        #expect(try Self.ids(#"[]"#, "listRooms") == [.wrongPayloadType])
    }

    @Test func requestBodiesAndErrorBodiesUseTheirOwnTypes() throws {
        #expect(try Self.check("[1, 2147483647]", "createRoom", .requestBody) == [])
        let outOfRange = try Self.check("[1, 2147483648, null]", "createRoom", .requestBody)
        #expect(outOfRange.count == 2)
        #expect(outOfRange.first
            == "p.json:1:5: error: $[1]: expected int32, found the number 2147483648 (not a whole number in the range of Int32)")
        #expect(outOfRange.last == "p.json:1:17: error: $[2]: null where int32 is required (not optional or nullable)")
        #expect(try Self.ids("[1, 2147483648, null]", "createRoom", .requestBody) == [.wrongPayloadType, .unexpectedNull])
        // Error bodies are never unwrapped: 404 picks 4XX, 500 its exact rule.
        #expect(try Self.check(#"{"message": "Not Found"}"#, "getRoom", .errorStatus(404)) == [])
        #expect(try Self.ids(#"{"message": "Not Found"}"#, "getRoom", .errorStatus(500)) == [.missingPayloadKey])
        #expect(try Self.ids("{}", "getRoom", .errorStatus(302)) == [.noErrorModel])
        #expect(try Self.ids("{}", "getRoom", .requestBody) == [.noJSONPayload])
        #expect(try Self.ids("{}", "createRoom") == [.noJSONPayload])
        #expect(try Self.check("{}", "deleteRoom")
            == ["error: spec 'rooms.yaml' has no endpoint 'deleteRoom'; its endpoints are: listRooms, getRoom, createRoom"])
        #expect(try Self.ids("{", "getRoom") == [.jsonSyntax])
        #expect(try Self.ids("  \n", "getRoom") == [.emptyDocument])
    }

    /// Review finding: against a spec of models only (what `infer` writes), the message listed its endpoints as an
    /// empty list ("its endpoints are: "). It says there are none.
    @Test func aSpecWithoutEndpointsSaysItHasNone() throws {
        let directory = try TemporaryDirectory()
        try directory.write("user.json", #"{"id": 1}"#)
        #expect(GeneratorToolTests.run(["infer", "user.json", "--output", "common.yaml"], in: directory).status == 0)
        let run = GeneratorToolTests.run(["check-payload", "common.yaml", "getUser", "user.json"], in: directory)
        #expect(run.status == 1)
        #expect(run.err == "error: spec '\(directory.url.path)/common.yaml' has no endpoint 'getUser'; it declares none (check "
            + "the payload against a spec whose endpoints use its models)\n")
    }

    @Test func theCommandLineExitsZeroOneOrSixtyFour() throws {
        let directory = try TemporaryDirectory()
        try directory.write("rooms.yaml", Self.spec)
        try directory.write("good.json", #"{"isSuccess": true, "code": 1000, "result": [\#(Self.goodRoom)]}"#)
        try directory.write("bad.json", #"{"isSuccess": true, "code": 1000, "result": [{"room_id": 1}]}"#)
        try directory.write("error.json", #"{"message": "gone"}"#)
        let good = GeneratorToolTests.run(["check-payload", "rooms.yaml", "listRooms", "good.json"], in: directory)
        #expect(good.status == 0)
        #expect(good.out == "good.json fits the response of Rooms.listRooms\n")
        let bad = GeneratorToolTests.run(["check-payload", "rooms.yaml", "listRooms", "bad.json"], in: directory)
        #expect(bad.status == 1)
        #expect(bad.err.contains("bad.json:1:46: error: $.result[0].kind: missing required key 'kind' (Room.kind: Kind)"))
        #expect(bad.out == "")
        let error = GeneratorToolTests.run(["check-payload", "rooms.yaml", "getRoom", "error.json", "--status", "410"], in: directory)
        #expect(error.status == 0)
        let request = GeneratorToolTests.run(["check-payload", "rooms.yaml", "getRoom", "error.json", "--request"], in: directory)
        #expect(request.status == 1)
        for usage in [
            ["check-payload", "rooms.yaml", "getRoom"],
            ["check-payload", "rooms.yaml", "getRoom", "error.json", "extra.json"],
            ["check-payload", "rooms.yaml", "getRoom", "error.json", "--status", "4XX"],
            ["check-payload", "rooms.yaml", "getRoom", "error.json", "--status", "404", "--request"],
        ] {
            #expect(GeneratorToolTests.run(usage, in: directory).status == 64, "\(usage)")
        }
        // A 2xx body is the response, never an error model (review 31: --status 200 took the default rule's model).
        for status in ["200", "204", "299"] {
            let success = GeneratorToolTests.run(
                ["check-payload", "rooms.yaml", "getRoom", "error.json", "--status", status], in: directory)
            #expect(success.status == 64, "\(status)")
            #expect(success.err.hasPrefix(
                "error: --status takes an error status (outside 200–299, as an error example's); \(status) is a success "
                    + "status, whose body is the response: leave out --status\n"), "\(success.err)")
        }
        let missing = GeneratorToolTests.run(["check-payload", "rooms.yaml", "getRoom", "none.json"], in: directory)
        #expect(missing.status == 1)
        #expect(missing.err == "error: cannot read payload file '\(directory.url.path)/none.json': no such file\n")
    }

    @Test func theExampleOfDocsPayloadCheckPrintsWhatItShows() throws {
        let doc = try String(
            contentsOf: PackagePaths.root.appendingPathComponent("docs/payload-check.md"), encoding: .utf8)
        let heading = "## Example"
        let yaml = try #require(ReadmeExampleTests.block("yaml", after: heading, in: doc))
        let json = try #require(ReadmeExampleTests.block("json", after: heading, in: doc))
        let text = try #require(ReadmeExampleTests.block("text", after: heading, in: doc))
        var diagnostics = DiagnosticCollector()
        let api = try #require(SpecLoader.load(text: Array(yaml.utf8), path: "rooms.yaml", diagnostics: &diagnostics))
        #expect(diagnostics.isEmpty)
        PayloadChecker.check(
            json: Array(json.utf8), path: "rooms.json", endpoint: "listRooms", side: .response, in: api,
            diagnostics: &diagnostics)
        #expect(diagnostics.sorted.map(\.description).joined(separator: "\n") + "\n" == text)
        #expect(diagnostics.hasErrors)
    }
}
