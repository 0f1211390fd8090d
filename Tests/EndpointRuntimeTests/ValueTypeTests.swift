import EndpointRuntime
import Foundation
import Testing

/// Encodes like request bodies do: sorted keys, unescaped slashes.
func encodeJSON(_ value: some Encodable, dateRule: DateRule = .iso8601) throws -> String {
    String(decoding: try dateRule.makeEncoder().encode(value), as: UTF8.self)
}

func decodeJSON<T: Decodable>(_ type: T.Type, _ json: String, dateRule: DateRule = .iso8601) throws -> T {
    try dateRule.makeDecoder().decode(T.self, from: Data(json.utf8))
}

@Suite("JSONValue")
struct JSONValueTests {
    @Test func roundTripKeepsBigIntegersBooleansAndSortsKeys() throws {
        let json = #"{"zero":0,"one":1,"big":9007199254740993,"flag":true,"off":false,"pi":3.25,"s":"a/b","n":null,"a":[1,false,{"y":2,"x":[]}]}"#
        let value = try decodeJSON(JSONValue.self, json)
        #expect(value["big"] == .integer(9_007_199_254_740_993))
        #expect(value["one"] == .integer(1))
        #expect(value["flag"] == .bool(true))
        #expect(value["one"] != value["flag"])
        #expect(try encodeJSON(value) == #"{"a":[1,false,{"x":[],"y":2}],"big":9007199254740993,"flag":true,"n":null,"off":false,"one":1,"pi":3.25,"s":"a/b","zero":0}"#)
    }

    @Test func literalsBuildValuesAndAccessorsReadThem() throws {
        let value: JSONValue = ["name": "x", "tags": ["a", nil], "count": 3, "ratio": 0.5]
        #expect(value["name"]?.stringValue == "x")
        #expect(value["tags"]?[1]?.isNull == true)
        #expect(value["tags"]?[5] == nil)
        #expect(value["count"]?.integerValue == 3)
        #expect(value["ratio"]?.doubleValue == 0.5)
        #expect(try encodeJSON(value) == #"{"count":3,"name":"x","ratio":0.5,"tags":["a",null]}"#)
    }

    @Test func topLevelScalarsDecode() throws {
        #expect(try decodeJSON(JSONValue.self, "null") == .null)
        #expect(try decodeJSON(JSONValue.self, "-12") == .integer(-12))
        #expect(try decodeJSON(JSONValue.self, "1.5e3") == .integer(1500))
        #expect(try decodeJSON(JSONValue.self, "0.1") == .double(0.1))
        #expect(try decodeJSON(JSONValue.self, #""é""#) == .string("é"))
    }
}

@Suite("CalendarDate")
struct CalendarDateTests {
    struct Person: Codable, Sendable, Hashable {
        var birthday: CalendarDate
    }

    @Test func roundTripsAsTheExactString() throws {
        let person = try decodeJSON(Person.self, #"{"birthday":"1990-05-17"}"#)
        #expect(person.birthday == CalendarDate(year: 1990, month: 5, day: 17))
        #expect(try encodeJSON(person) == #"{"birthday":"1990-05-17"}"#)
    }

    @Test func rejectsDaysThatDoNotExistAndOtherShapes() {
        #expect(CalendarDate("2023-02-29") == nil)
        #expect(CalendarDate("2024-02-29")?.description == "2024-02-29")
        #expect(CalendarDate("1990-5-17") == nil)
        #expect(CalendarDate("1990-05-17T00:00:00Z") == nil)
        #expect(throws: DecodingError.self) { try decodeJSON(Person.self, #"{"birthday":"17/05/1990"}"#) }
    }

    @Test func ordersChronologically() throws {
        let days = ["2000-01-01", "1999-12-31", "2000-02-01"].compactMap(CalendarDate.init)
        #expect(days.sorted().map(\.description) == ["1999-12-31", "2000-01-01", "2000-02-01"])
    }

    @Test func convertsToAndFromDatesWithoutTimeZoneShift() throws {
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let day = try #require(CalendarDate("1990-05-17"))
        let start = day.startDate(in: tokyo)
        #expect(ISO8601.string(from: start, fractionalSeconds: false) == "1990-05-16T15:00:00Z")
        #expect(CalendarDate(start, in: tokyo) == day)
        #expect(CalendarDate(daysSince1970: day.daysSince1970) == day)
        #expect(CalendarDate(daysSince1970: -1).description == "1969-12-31")
    }
}

@Suite("Missing versus null")
struct NullableTests {
    @Test func tristateAbsentIsOmittedNullIsWrittenAndRequiredNullableWritesNull() throws {
        let cleared = Messages.UpdateProfileBody(nickname: .absent, bio: .null, avatarURL: nil)
        #expect(try encodeJSON(cleared) == #"{"avatar_url":null,"bio":null}"#)
        let set = Messages.UpdateProfileBody(nickname: .value("neo"), bio: .absent, avatarURL: url("https://x.io/a.png"))
        #expect(try encodeJSON(set) == #"{"avatar_url":"https://x.io/a.png","nickname":"neo"}"#)
    }

    @Test func decodingTellsMissingNullAndValueApart() throws {
        let body = try decodeJSON(Messages.UpdateProfileBody.self, #"{"bio":null,"nickname":"neo","avatar_url":null}"#)
        #expect(body == Messages.UpdateProfileBody(nickname: .value("neo"), bio: .null, avatarURL: nil))
        let empty = try decodeJSON(Messages.UpdateProfileBody.self, #"{"avatar_url":null}"#)
        #expect(empty.nickname == .absent)
        #expect(empty.bio.isPresent == false)
    }

    @Test func requiredNullableKeyMustBePresentWhenDecoding() {
        #expect(throws: DecodingError.self) { try decodeJSON(Messages.UpdateProfileBody.self, #"{"bio":"x"}"#) }
    }

    @Test func nullableConveniences() {
        #expect(Nullable<Int>(nil) == .null)
        #expect(Nullable(3).wrapped == 3)
        #expect(Nullable<Int>.absent.wrapped == nil)
    }
}

@Suite("Date rules")
struct DateRuleTests {
    @Test func iso8601DecodesWithAndWithoutFractionAndWithOffsets() throws {
        let dates = try decodeJSON([Date].self, #"["2024-01-02T03:04:05Z","2024-01-02T03:04:05.5Z","2024-01-02T12:04:05+09:00","2024-01-01T22:04:05.250-0500"]"#)
        #expect(dates.map(\.timeIntervalSince1970) == [1_704_164_645, 1_704_164_645.5, 1_704_164_645, 1_704_164_645.25])
    }

    @Test func iso8601RejectsMalformedText() {
        #expect(ISO8601.date(from: "2024-01-02") == nil)
        #expect(ISO8601.date(from: "2024-01-02T03:04:05") == nil)
        #expect(ISO8601.date(from: "2024-02-30T03:04:05Z") == nil)
        #expect(ISO8601.date(from: "2024-01-02T03:04:05.Z") == nil)
        #expect(throws: DecodingError.self) { try decodeJSON([Date].self, #"["yesterday"]"#) }
    }

    @Test func encodingFollowsEachRule() throws {
        let date = [Date(timeIntervalSince1970: 1_704_164_645.125)]
        #expect(try encodeJSON(date, dateRule: .iso8601) == #"["2024-01-02T03:04:05Z"]"#)
        #expect(try encodeJSON(date, dateRule: .iso8601WithFractionalSeconds) == #"["2024-01-02T03:04:05.125Z"]"#)
        #expect(try encodeJSON(date, dateRule: .secondsSince1970) == "[1704164645.125]")
        #expect(try encodeJSON(date, dateRule: .millisecondsSince1970) == "[1704164645125]")
        #expect(try encodeJSON(date, dateRule: .format("yyyy-MM-dd HH:mm")) == #"["2024-01-02 03:04"]"#)
    }

    @Test func numericAndFormatRulesDecode() throws {
        #expect(try decodeJSON([Date].self, "[1704164645]", dateRule: .secondsSince1970) == [Date(timeIntervalSince1970: 1_704_164_645)])
        #expect(try decodeJSON([Date].self, "[1704164645125]", dateRule: .millisecondsSince1970) == [Date(timeIntervalSince1970: 1_704_164_645.125)])
        #expect(try decodeJSON([Date].self, #"["2024-01-02 03:04"]"#, dateRule: .format("yyyy-MM-dd HH:mm")) == [Date(timeIntervalSince1970: 1_704_164_640)])
    }
}

@Suite("LoadState")
struct LoadStateTests {
    @Test func conveniencesReflectTheCase() {
        let loaded = LoadState<Int>.loaded(3)
        #expect(loaded.value == 3)
        #expect(loaded.error == nil)
        #expect(LoadState<Int>.loading(previous: nil).isLoading)
        #expect(LoadState<Int>.idle.isIdle)
        #expect(LoadState<Int>.failed(.invalidRequest("x"), previous: nil).error?.description == "Invalid request: x")
    }

    @Test func theValueShownSurvivesAReloadAndAFailedReload() {
        #expect(LoadState<Int>.loading(previous: 3).value == 3)
        #expect(LoadState<Int>.failed(.invalidRequest("x"), previous: 3).value == 3)
        #expect(LoadState<Int>.loading(previous: nil).value == nil)
        #expect(LoadState<Int>.failed(.invalidRequest("x"), previous: 3).error != nil)
        #expect(LoadState<Int>.loaded(3).error == nil)
    }

    @Test func equatableWhenTheValueIs() {
        #expect(LoadState<Int>.loading(previous: 1) == .loading(previous: 1))
        #expect(LoadState<Int>.loading(previous: 1) != .loading(previous: 2))
        #expect(LoadState<Int>.loaded(1) != .loading(previous: 1))
        #expect(LoadState<Int>.failed(.invalidRequest("x"), previous: 1) == .failed(.invalidRequest("x"), previous: 1))
        #expect(LoadState<Int>.failed(.invalidRequest("x"), previous: 1) != .failed(.invalidRequest("y"), previous: 1))
        #expect(LoadState<Int>.idle == .idle)
    }

    @Test func captureTurnsThrownErrorsIntoAPIErrors() async {
        let state = await LoadState<Int>.capture { throw URLError(.notConnectedToInternet) }
        guard case .transport(let failure)? = state.error else {
            Issue.record("expected a transport failure")
            return
        }
        #expect(failure.kind == .offline)
        #expect(await LoadState<Int>.capture { 5 }.value == 5)
    }
}

/// Issue 14, item 5: numbers in query items, form fields and path parameters never use exponent form, and
/// `Decimal` round-trips exactly through JSON.
@Suite("Number text in parameters; Decimal")
struct NumberTextTests {
    @Test("Doubles are written positionally with the shortest digits that read back the same", arguments: [
        (1e-7, "0.0000001"), (-1.5e-7, "-0.00000015"), (1e21, "1000000000000000000000"), (0.1, "0.1"),
        (123.456, "123.456"), (2.0, "2"), (-0.0, "0"), (9_007_199_254_740_993.0, "9007199254740992"),
        (1.25e22, "12500000000000000000000"), (Double.leastNonzeroMagnitude, "0." + String(repeating: "0", count: 323) + "5"),
        (1.7976931348623157e308, "17976931348623157" + String(repeating: "0", count: 292)),
    ])
    func doubles(_ value: Double, _ expected: String) {
        #expect(ParameterValue.double(value).rendered(with: .iso8601) == [expected])
        #expect(Double(expected) == value)
    }

    @Test func floatsAndDecimalsToo() {
        #expect(Float(1e-7).parameterValue.rendered(with: .iso8601) == ["0.0000001"])
        let decimal = Decimal(sign: .minus, exponent: -9, significand: 12_345)
        #expect(decimal.parameterValue.rendered(with: .iso8601) == ["-0.000012345"])
    }

    @Test func decimalRoundTripsExactlyThroughJSON() throws {
        struct Money: Codable, Equatable { var price: Decimal; var fee: Decimal }
        let json = #"{"fee":0.1,"price":12345678901234567890.123456789}"#
        let money = try decodeJSON(Money.self, json)
        #expect(money.price.description == "12345678901234567890.123456789")
        #expect(money.fee == Decimal(sign: .plus, exponent: -1, significand: 1))
        #expect(try encodeJSON(money) == json)
    }
}
