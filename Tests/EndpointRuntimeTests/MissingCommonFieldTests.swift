import EndpointRuntime
import Foundation
import Testing

/// A common field whose provider returns `nil` (the region of a locale that names none, a custom key the app
/// does not know) follows its `ifMissing` rule in every place a common field goes: query items, form fields,
/// multipart parts. It is never dropped silently.
@Suite("Missing common field values")
struct MissingCommonFieldTests {
    /// Where common fields go, by the body the endpoint sends.
    enum Position: String, CaseIterable, CustomTestStringConvertible {
        case query, form, multipart
        var testDescription: String { rawValue }

        func endpoint(_ fields: [CommonField], own: [String: String] = [:]) -> ProbeEndpoint {
            let pairs = own.sorted { $0.key < $1.key }
            switch self {
            case .query:
                var query = Parameters()
                for (name, value) in pairs { query.append(name, value) }
                return ProbeEndpoint(method: .get, query: query, commonFields: fields)
            case .form:
                var form = Parameters()
                for (name, value) in pairs { form.append(name, value) }
                return ProbeEndpoint(body: .form(form), commonFields: fields)
            case .multipart:
                return ProbeEndpoint(body: .multipart(pairs.map { .field($0.key, $0.value) }), commonFields: fields)
            }
        }

        /// The fields as sent, `name=value` in order.
        func sent(_ request: HTTPRequest) -> [String] {
            switch self {
            case .query:
                return (URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? [])
                    .map { "\($0.name)=\($0.value ?? "")" }
            case .form:
                let text = request.body.map { String(decoding: $0, as: UTF8.self) } ?? ""
                return text.split(separator: "&").map(String.init)
            case .multipart:
                let text = request.body.map { String(decoding: $0, as: UTF8.self) } ?? ""
                return text.components(separatedBy: "Content-Disposition: form-data; name=\"").dropFirst().map { part in
                    let name = part.prefix { $0 != "\"" }
                    let value = part.components(separatedBy: "\r\n\r\n").dropFirst().first?.components(separatedBy: "\r\n").first ?? ""
                    return "\(name)=\(value)"
                }
            }
        }
    }

    static func field(_ rule: CommonField.IfMissing) -> CommonField {
        CommonField("country_cd", from: .custom("nothing"), ifMissing: rule)
    }

    @Test("the default, fail, is APIError.invalidRequest naming the field, and nothing is sent", arguments: Position.allCases)
    func failIsTheDefault(position: Position) async throws {
        #expect(CommonField("country_cd", from: .region).ifMissing == .fail)
        let (client, transport) = mockClient(jsonResponse("{}"))
        let fields = [CommonField("lang_cd", from: .language), CommonField("country_cd", from: .custom("nothing"))]
        let error = await #expect(throws: APIError.self) { try await client.send(position.endpoint(fields)) }
        #expect(error?.description
            == #"Invalid request: The common field "country_cd" has no value: the common field provider returned nil for custom("nothing")."#)
        #expect(transport.requests.isEmpty)
    }

    @Test("sendEmpty sends the field with an empty value, in its place", arguments: Position.allCases)
    func sendEmpty(position: Position) async throws {
        let (client, transport) = mockClient(jsonResponse("{}"))
        let fields = [CommonField("lang_cd", from: .language), Self.field(.sendEmpty), CommonField("timestamp", from: .unixTime)]
        _ = try await client.send(position.endpoint(fields))
        let request = try #require(transport.requests.first)
        #expect(position.sent(request) == ["lang_cd=ko", "country_cd=", "timestamp=1700000000"])
    }

    @Test("omit leaves the field out", arguments: Position.allCases)
    func omit(position: Position) async throws {
        let (client, transport) = mockClient(jsonResponse("{}"))
        let fields = [CommonField("lang_cd", from: .language), Self.field(.omit), CommonField("timestamp", from: .unixTime)]
        _ = try await client.send(position.endpoint(fields))
        let request = try #require(transport.requests.first)
        #expect(position.sent(request) == ["lang_cd=ko", "timestamp=1700000000"])
    }

    @Test("a value the endpoint sends itself is not a missing common field", arguments: Position.allCases)
    func endpointValueWins(position: Position) async throws {
        let (client, transport) = mockClient(jsonResponse("{}"))
        _ = try await client.send(position.endpoint([Self.field(.fail)], own: ["country_cd": "JP"]))
        let request = try #require(transport.requests.first)
        #expect(position.sent(request) == ["country_cd=JP"])
    }

    @Test("an empty string from the provider is a value, sent as it is, whatever the rule")
    func emptyStringIsAValue() async throws {
        let transport = MockTransport(responses: [jsonResponse("{}")])
        let client = APIClient(
            configuration: APIClientConfiguration(baseURL: url("https://api.example.com"), commonFieldProvider: { _ in "" }),
            transport: transport)
        _ = try await client.send(Position.query.endpoint([CommonField("country_cd", from: .region)]))
        #expect(transport.requests.first?.url.query == "country_cd=")
    }

    @Test("a page request adds no query common fields, so a missing one does not fail it")
    func pageRequestsDoNotResolveQueryFields() async throws {
        let (client, transport) = mockClient(jsonResponse("{}"))
        let page = url("https://api.example.com/v1/probe?page=2")
        _ = try await client.sendPage(Position.query.endpoint([Self.field(.fail)]), at: page)
        #expect(transport.requests.map(\.url) == [page])
    }
}
