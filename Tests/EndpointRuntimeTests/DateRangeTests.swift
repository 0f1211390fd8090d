import EndpointRuntime
import Foundation
import Testing

/// Dates outside years 1 to 9999 (`DateRule.representableSeconds`), which no date rule can write: the conversions
/// to whole milliseconds and days trapped (`Int64(_:)` of 1e303), in every position a date is sent from, and in a
/// server's epoch number decoded and written back.
@Suite("Dates outside years 1 to 9999")
struct DateRangeTests {
    /// Where the date goes.
    enum Position: String, CaseIterable, Sendable {
        case path, query, queryWithRule, queryList, form, multipart, json
    }

    struct DatedEndpoint: Endpoint {
        typealias Response = JSONValue
        var date: Date
        var position: Position

        var method: HTTPMethod { .post }
        var path: String { position == .path ? "/events/\(pathParameter: date)" : "/events" }
        var query: Parameters {
            switch position {
            case .query: ["since": date]
            case .queryWithRule: ["since": DateRule.millisecondsSince1970.parameter(date)]
            case .queryList: ["at": [Date(timeIntervalSince1970: 0), date]]
            default: [:]
            }
        }
        var body: RequestBody {
            switch position {
            case .form: .form(["at": date])
            case .multipart: .multipart([.field("at", date)])
            case .json: .json(["at": date])
            default: .none
            }
        }
    }

    static let outside: [Date] = [
        Date(timeIntervalSince1970: 1e300), Date(timeIntervalSince1970: -1e20), Date(timeIntervalSince1970: .nan),
        Date(timeIntervalSince1970: .infinity),
        Date(timeIntervalSince1970: 253_402_300_800),  // 10000-01-01T00:00:00Z
        Date(timeIntervalSince1970: -62_135_596_801),  // 0000-12-31T23:59:59Z
    ]
    static let firstInstant = Date(timeIntervalSince1970: -62_135_596_800)  // 0001-01-01T00:00:00Z
    static let lastSecond = Date(timeIntervalSince1970: 253_402_300_799)  // 9999-12-31T23:59:59Z

    static func client(_ transport: MockTransport, rule: DateRule = .iso8601) -> APIClient {
        APIClient(configuration: APIClientConfiguration(
            baseURL: URL(string: "https://api.example.com")!, dateRule: rule, servers: [:]), transport: transport)
    }

    @Test("Refused before sending in every position, under every date rule", arguments: Position.allCases)
    func refusedInEveryPosition(position: Position) async throws {
        let rules: [DateRule] = [.iso8601, .iso8601WithFractionalSeconds, .secondsSince1970, .millisecondsSince1970, .format("yyyy-MM-dd")]
        for rule in rules {
            for date in Self.outside {
                let transport = MockTransport(responses: [HTTPResponse(status: 200, body: Data("{}".utf8))])
                let error = await #expect(throws: APIError.self, "\(position) \(rule) \(date.timeIntervalSince1970)") {
                    try await Self.client(transport, rule: rule).send(DatedEndpoint(date: date, position: position))
                }
                guard case .invalidRequest(let message)? = error else {
                    Issue.record("\(position): expected invalidRequest, got \(String(describing: error))")
                    continue
                }
                #expect(message.contains("1 to 9999"), "\(message)")
                // The value, and where it is: the item's name, or the marked segment of the path.
                #expect(message.contains("\(date.timeIntervalSince1970) seconds after 1970"), "\(message)")
                let place = switch position {
                case .path: "(shown as {date:\(date.timeIntervalSince1970)} in \"/events/{date:"
                case .query, .queryWithRule: "The query item \"since\""
                case .queryList: "The query item \"at\""
                case .form: "The form field \"at\""
                case .multipart: "The multipart field \"at\""
                case .json: "The JSON body does not encode: the value at at: The date"
                }
                #expect(message.contains(place), "\(message)")
                #expect(transport.requests.isEmpty, "\(position) \(rule)")
            }
        }
    }

    /// Review 31's kind: an encoding failure without a description names the place and ends there, not in ": ".
    @Test("A JSON body's refused value without a reason is named by its path alone")
    func jsonBodyFailureWithoutAReason() async throws {
        struct Silent: Encodable {
            func encode(to encoder: any Encoder) throws {
                throw EncodingError.invalidValue(0, .init(codingPath: encoder.codingPath, debugDescription: ""))
            }
        }
        struct Send: Endpoint {
            typealias Response = NoContent
            var method: HTTPMethod { .post }
            var path: String { "/send" }
            var body: RequestBody { .json(["items": [Silent()]]) }
        }
        let transport = MockTransport(responses: [HTTPResponse(status: 204, body: Data())])
        let error = await #expect(throws: APIError.self) {
            try await Self.client(transport, rule: .iso8601).send(Send())
        }
        #expect(error?.failureDescription == "Invalid request: The JSON body does not encode: the value at items[0].")
        #expect(transport.requests.isEmpty)
    }

    /// The open point "a JSON body's date error prints the number as (Double)": the message is the place in the body
    /// and the reason, not the `EncodingError`'s debug dump.
    @Test("A JSON body's refused value is named by its path in the body")
    func jsonBodyFailureNamesThePath() async throws {
        struct Events: Endpoint {
            typealias Response = NoContent
            var method: HTTPMethod { .post }
            var path: String { "/events" }
            var body: RequestBody { .json(["events": [["at": Date.distantFuture], ["at": Date(timeIntervalSince1970: 1e20)]]]) }
        }
        let transport = MockTransport(responses: [HTTPResponse(status: 204, body: Data())])
        let error = await #expect(throws: APIError.self) {
            try await Self.client(transport, rule: .iso8601).send(Events())
        }
        #expect(error?.failureDescription == "Invalid request: The JSON body does not encode: the value at events[1].at: The date 1e+20 "
            + "seconds after 1970 is outside years 1 to 9999.")
        #expect(transport.requests.isEmpty)
    }

    @Test("The first and last instants of the range are sent, with the text each rule gives them", arguments: Position.allCases)
    func boundariesAreSent(position: Position) async throws {
        for date in [Self.firstInstant, Self.lastSecond] {
            let transport = MockTransport(responses: [HTTPResponse(status: 200, body: Data("{}".utf8))])
            _ = try await Self.client(transport).send(DatedEndpoint(date: date, position: position))
            let request = try #require(transport.requests.first)
            let sent = request.url.absoluteString + " " + String(decoding: request.body ?? Data(), as: UTF8.self)
            let text = date == Self.firstInstant ? "0001-01-01T00" : "9999-12-31T23"
            let milliseconds = date == Self.firstInstant ? "-62135596800000" : "253402300799000"
            #expect(sent.contains(position == .queryWithRule ? milliseconds : text), "\(position): \(sent)")
        }
    }

    @Test("Epoch numbers outside the range in a response are a decoding error, not a date that traps when written back")
    func decodingRefusesOutsideDates() throws {
        struct Event: Codable { var at: Date }
        let cases: [(DateRule, String)] = [
            (.secondsSince1970, "1e300"), (.secondsSince1970, "253402300800"), (.secondsSince1970, "-62135596801"),
            (.millisecondsSince1970, "1e300"), (.millisecondsSince1970, "253402300800000"),
            (.iso8601, "\"0001-01-01T00:00:00+01:00\""),
        ]
        for (rule, value) in cases {
            #expect(throws: DecodingError.self, "\(rule) \(value)") {
                try rule.makeDecoder().decode(Event.self, from: Data("{\"at\":\(value)}".utf8))
            }
        }
        let last = try DateRule.millisecondsSince1970.makeDecoder().decode(Event.self, from: Data(#"{"at":253402300799999}"#.utf8))
        #expect(DateRule.canRepresent(last.at))
    }

    @Test("Encoding refuses such a date with EncodingError; the text forms and calendar days clamp instead of trapping")
    func conversionsDoNotTrap() throws {
        for date in Self.outside {
            for rule in [DateRule.iso8601, .millisecondsSince1970, .secondsSince1970] {
                #expect(throws: EncodingError.self, "\(rule) \(date.timeIntervalSince1970)") {
                    try rule.makeEncoder().encode(["at": date])
                }
            }
        }
        let huge = Date(timeIntervalSince1970: 1e300)
        #expect(ISO8601.string(from: huge, fractionalSeconds: true) == "9999-12-31T23:59:59.999Z")
        #expect(ISO8601.string(from: Date(timeIntervalSince1970: -1e300), fractionalSeconds: false) == "0001-01-01T00:00:00Z")
        #expect(ISO8601.string(from: Date(timeIntervalSince1970: .nan), fractionalSeconds: false) == "1970-01-01T00:00:00Z")
        #expect(DateRule.millisecondsSince1970.text(for: huge) == "253402300799999")
        #expect(DateRule.secondsSince1970.text(for: huge) == "253402300799.999")
        #expect(DateRule.secondsSince1970.text(for: Date(timeIntervalSince1970: .nan)) == "0")
        // DateFormatter's Gregorian calendar is Julian before 1582, so the first instant reads 0001-01-03 there.
        #expect(DateRule.format("yyyy-MM-dd").text(for: Date(timeIntervalSince1970: -1e300)).hasPrefix("0001-01-") == true)
        #expect(CalendarDate(huge, in: TimeZone(secondsFromGMT: 0)!).description == "9999-12-31")
        #expect(CalendarDate(Date(timeIntervalSince1970: .nan), in: TimeZone(secondsFromGMT: 0)!).description == "1970-01-01")
        #expect(CalendarDate(daysSince1970: .max).description == "9999-12-31")
        #expect(CalendarDate(daysSince1970: .min).description == "0001-01-01")
        #expect(CalendarDate(daysSince1970: 0).description == "1970-01-01")
    }
}
