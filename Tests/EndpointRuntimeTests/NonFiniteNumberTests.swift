import EndpointRuntime
import Foundation
import Testing

/// A number that is not finite has no decimal form a server reads: it went out as Swift writes it (`X-Nums: nan`,
/// `?ratio=inf`), where a date no rule can write was already refused (review 21). Now it is refused the same way, in
/// every position a parameter is sent as text, before anything is sent.
@Suite("Numbers with no decimal form")
struct NonFiniteNumberTests {
    enum Position: CaseIterable, Sendable { case path, query, queryList, header, form, multipart, json }

    struct RatioEndpoint: Endpoint {
        typealias Response = NoContent
        var ratio: Double
        var position: Position

        var method: HTTPMethod { .post }
        var path: String { position == .path ? "/ratios/\(pathParameter: ratio)" : "/ratios" }
        var query: Parameters {
            switch position {
            case .query: ["ratio": ratio]
            case .queryList: ["ratios": [1.5, ratio]]
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
        for ratio in [Double.nan, .infinity, -.infinity] {
            let transport = MockTransport(responses: [HTTPResponse(status: 204, body: Data())])
            let client = APIClient(
                configuration: APIClientConfiguration(baseURL: URL(string: "https://api.example.com")!), transport: transport)
            let error = await #expect(throws: APIError.self) { try await client.send(RatioEndpoint(ratio: ratio, position: position)) }
            guard case .invalidRequest(let message)? = error else {
                Issue.record("\(position) \(ratio): expected invalidRequest, got \(String(describing: error))")
                continue
            }
            let place = switch position {
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

    @Test("Finite numbers go out in plain decimal, as before", arguments: Position.allCases)
    func finiteNumbersAreSent(position: Position) async throws {
        let transport = MockTransport(responses: [HTTPResponse(status: 204, body: Data())])
        let client = APIClient(
            configuration: APIClientConfiguration(baseURL: URL(string: "https://api.example.com")!), transport: transport)
        _ = try await client.send(RatioEndpoint(ratio: 1e-7, position: position))
        let request = try #require(transport.requests.first)
        let sent = request.url.absoluteString + " " + (request.headers["X-Ratio"] ?? "") + " "
            + String(decoding: request.body ?? Data(), as: UTF8.self)
        #expect(sent.contains(position == .json ? "1e-07" : "0.0000001"), "\(sent)")
    }
}
