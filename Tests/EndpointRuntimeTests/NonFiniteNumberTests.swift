import EndpointRuntime
import Foundation
import Testing

/// A number that is not finite has no decimal form a server reads: it went out as Swift writes it (`X-Nums: nan`,
/// `?ratio=inf`), where a date no rule can write was already refused (review 21). Now it is refused the same way, in
/// every position a parameter is sent as text, before anything is sent.
@Suite("Numbers with no decimal form")
struct NonFiniteNumberTests {
    enum Position: CaseIterable, Sendable { case path, query, queryList, header, form, multipart, json }

    /// Review 23: `Float` and `Decimal` values went out as `nan`, `inf` and `NaN` (in a JSON body too, `{"d":NaN}`),
    /// since they became text before the check saw them; the endpoint takes any of the three number types.
    struct RatioEndpoint<Number: ParameterValueConvertible & Encodable & Sendable>: Endpoint {
        typealias Response = NoContent
        var ratio: Number
        var position: Position

        var method: HTTPMethod { .post }
        var path: String { position == .path ? "/ratios/\(pathParameter: ratio)" : "/ratios" }
        var query: Parameters {
            switch position {
            case .query: ["ratio": ratio]
            case .queryList: ["ratios": [ParameterValue.double(1.5), ratio.parameterValue]]
            default: [:]
            }
        }
        var headerParameters: Parameters { position == .header ? ["X-Ratio": ratio] : [:] }
        var body: RequestBody {
            switch position {
            case .form: .form(["ratio": ratio])
            case .multipart: .multipart([.field("ratio", ratio)])
            case .json: .json(["ratio": ratio])
            default: .none
            }
        }
    }

    @Test("Refused with APIError.invalidRequest, naming the value and where it is", arguments: Position.allCases)
    func refused(position: Position) async throws {
        try await refused(position: position, values: [Double.nan, .infinity, -.infinity])
        try await refused(position: position, values: [Float.nan, .infinity, -.infinity])
        try await refused(position: position, values: [Decimal.nan])
    }

    func refused<Number: ParameterValueConvertible & Encodable & Sendable>(position: Position, values: [Number]) async throws {
        for number in values {
            // What the message shows: the number as a Double.
            let ratio: Double = switch number {
            case let value as Float: Double(value)
            case is Decimal: .nan
            case let value as Double: value
            default: 0
            }
            let transport = MockTransport(responses: [HTTPResponse(status: 204, body: Data())])
            let client = APIClient(
                configuration: APIClientConfiguration(baseURL: URL(string: "https://api.example.com")!), transport: transport)
            let error = await #expect(throws: APIError.self) { try await client.send(RatioEndpoint(ratio: number, position: position)) }
            guard case .invalidRequest(let message)? = error else {
                Issue.record("\(position) \(ratio): expected invalidRequest, got \(String(describing: error))")
                continue
            }
            let place = switch position {
            case .json where number is Decimal:
                "The JSON body does not encode: \"ratio\" holds NaN (a Decimal that is not a number), which JSON cannot carry."

            case .path: "A path parameter holds \(ratio), a number with no decimal form (shown as {number:\(ratio)}"
            case .query: "The query item \"ratio\" holds \(ratio), a number with no decimal form."
            case .queryList: "The query item \"ratios\" holds \(ratio), a number with no decimal form."
            case .header: "The header parameter \"X-Ratio\" holds \(ratio), a number with no decimal form."
            case .form: "The form field \"ratio\" holds \(ratio), a number with no decimal form."
            case .multipart: "The multipart field \"ratio\" holds \(ratio), a number with no decimal form."
            case .json: "The JSON body does not encode"
            }
            #expect(message.hasPrefix(place), "\(message)")
            #expect(transport.requests.isEmpty)
        }
    }

    struct Inner: Encodable, Sendable { var b: Int }
    struct Nested: Encodable, Sendable {
        var note = "NaN, None and \"N\" in strings are text"
        var a: [Inner] = [Inner(b: 1)]
        var c: [Decimal]
    }
    struct NestedEndpoint: Endpoint {
        typealias Response = NoContent
        var payload: Nested
        var method: HTTPMethod { .post }
        var path: String { "/nested" }
        var body: RequestBody { .json(payload) }
    }

    @Test("A Decimal NaN deep in a JSON body is named by the member holding it; N in strings is text")
    func decimalNaNInANestedBody() async throws {
        let transport = MockTransport(responses: [HTTPResponse(status: 204, body: Data()), HTTPResponse(status: 204, body: Data())])
        let client = APIClient(
            configuration: APIClientConfiguration(baseURL: URL(string: "https://api.example.com")!), transport: transport)
        let error = await #expect(throws: APIError.self) {
            try await client.send(NestedEndpoint(payload: Nested(c: [Decimal(string: "1.5")!, .nan])))
        }
        guard case .invalidRequest(let message)? = error else {
            Issue.record("expected invalidRequest, got \(String(describing: error))")
            return
        }
        #expect(message == "The JSON body does not encode: \"c\" holds NaN (a Decimal that is not a number), which JSON cannot carry.")
        #expect(transport.requests.isEmpty)
        _ = try await client.send(NestedEndpoint(payload: Nested(c: [Decimal(string: "1.5")!])))
        let sent = String(decoding: try #require(transport.requests.first?.body), as: UTF8.self)
        #expect(sent == #"{"a":[{"b":1}],"c":[1.5],"note":"NaN, None and \"N\" in strings are text"}"#)
    }

    @Test("Finite numbers go out in plain decimal, as before", arguments: Position.allCases)
    func finiteNumbersAreSent(position: Position) async throws {
        let transport = MockTransport(responses: [HTTPResponse(status: 204, body: Data())])
        let client = APIClient(
            configuration: APIClientConfiguration(baseURL: URL(string: "https://api.example.com")!), transport: transport)
        _ = try await client.send(RatioEndpoint(ratio: 1e-7 as Double, position: position))
        let request = try #require(transport.requests.first)
        let sent = request.url.absoluteString + " " + (request.headers["X-Ratio"] ?? "") + " "
            + String(decoding: request.body ?? Data(), as: UTF8.self)
        #expect(sent.contains(position == .json ? "1e-07" : "0.0000001"), "\(sent)")
    }
}
