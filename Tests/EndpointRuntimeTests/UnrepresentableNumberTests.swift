import EndpointRuntime
import Foundation
import Testing

/// A model read as generated code reads one, with a property in each shape of `WireDecodingContainer` call.
private nonisolated struct Reading: Decodable, Sendable {
    var required: Int64 = 0
    var optional: Int32?
    var list: [Int8] = []
    var nullable: UInt8?
    var tristate: Nullable<Int16> = .absent
    var lenient: Int = 0
    var lenientOptional: Int?
    var double: Double = 0
    var children: [Child] = []

    struct Child: Decodable, Sendable {
        var id: Int64
        init(from decoder: any Decoder) throws {
            let container = try WireDecodingContainer(decoder)
            id = try container.decode(Int64.self, at: "id")
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try WireDecodingContainer(decoder)
        required = try container.decode(Int64.self, at: "required")
        optional = try container.decodeIfPresent(Int32.self, at: "optional")
        list = try container.decode([Int8].self, at: "list")
        nullable = try container.decodeRequiredNullable(UInt8.self, at: "nullable")
        tristate = try container.decode(Nullable<Int16>.self, at: "tristate")
        lenient = try container.decode(Int.self, at: "lenient", coding: .lenient)
        lenientOptional = try container.decodeIfPresent(Int.self, forKey: "lenient_optional", coding: .lenient)
        double = try container.decode(Double.self, at: "double")
        children = try container.decode([Child].self, at: "children")
    }
}

/// Review 27: a number out of the range of its type (`"messageId": 9223372036854775808` for seed 001's `int64`)
/// failed as "Decoding failed at the top level: data corrupted: The given data was not valid JSON.", blaming valid
/// JSON and naming no key: JSONDecoder (swift-foundation on Linux) throws an error of its own for the number, which it
/// rewrites that way at the top level. The runtime's containers and envelope now say which value did not fit, where.
@Suite("A number that does not fit its type names its path")
struct UnrepresentableNumberTests {
    static let fitting: [String: String] = [
        "required": "1", "optional": "2", "list": "[3]", "nullable": "4", "tristate": "5", "lenient": "\"6\"",
        "lenient_optional": "7", "double": "8.5", "children": "[{\"id\": 9}]",
    ]

    static func body(replacing key: String, with value: String) -> Data {
        var fields = fitting
        fields[key] = value
        return Data(("{" + fields.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}").utf8)
    }

    @Test("the fitting body reads")
    func fittingBodyReads() throws {
        let reading = try JSONDecoder().decode(Reading.self, from: Self.body(replacing: "required", with: "1"))
        #expect(reading.required == 1 && reading.optional == 2 && reading.list == [3] && reading.nullable == 4)
        #expect(reading.tristate == .value(5) && reading.lenient == 6 && reading.lenientOptional == 7 && reading.double == 8.5)
        #expect(reading.children.map(\.id) == [9])
    }

    @Test("every shape of call reports the key and the number", arguments: [
        ("required", "9223372036854775808", "required", "The number 9223372036854775808 does not fit in Int64."),
        ("required", "-9223372036854775809", "required", "The number -9223372036854775809 does not fit in Int64."),
        ("optional", "2147483648", "optional", "The number 2147483648 does not fit in Int32."),
        ("list", "[1, 128]", "list", "The number 128 does not fit in the number type of Array<Int8>."),
        ("nullable", "-1", "nullable", "The number -1 does not fit in UInt8."),
        ("tristate", "32768", "tristate", "The number 32768 does not fit in the number type of Nullable<Int16>."),
        ("lenient", "1e30", "lenient", "The number 1e30 does not fit in Int."),
        ("lenient_optional", "99999999999999999999", "lenient_optional", "The number 99999999999999999999 does not fit in Int."),
        ("double", "1e400", "double", "The number 1e400 does not fit in Double."),
        ("children", "[{\"id\": 1}, {\"id\": 9223372036854775808}]", "children[1].id", "The number 9223372036854775808 does not fit in Int64."),
    ])
    func namesKeyAndNumber(key: String, value: String, path: String, description: String) {
        let body = Self.body(replacing: key, with: value)
        do {
            let reading = try JSONDecoder().decode(Reading.self, from: body)
            Issue.record("expected a decoding error, read \(reading)")
        } catch let error as DecodingError {
            let failure = DecodingFailure(error, body: body)
            #expect(failure.codingPath == path)
            #expect(failure.reason == "data corrupted: \(description)")
        } catch {
            Issue.record("expected a DecodingError, got \(error)")
        }
    }

    @Test("an envelope payload that is a list of numbers names the payload key")
    func envelopePayload() async throws {
        struct Numbers: Endpoint {
            typealias Response = [Int64]
            var method: HTTPMethod { .get }
            var path: String { "/numbers" }
            var envelope: EnvelopeRule? { EnvelopeRule(payload: "result", success: "isSuccess") }
        }
        let (client, _) = mockClient(jsonResponse(#"{"isSuccess": true, "result": [1, 9223372036854775808]}"#))
        do {
            let numbers = try await client.send(Numbers())
            Issue.record("expected a decoding error, got \(numbers)")
        } catch APIError.decoding(let failure) {
            #expect(failure.codingPath == "result")
            #expect(failure.reason == "data corrupted: The number 9223372036854775808 does not fit in the number type of Array<Int64>.")
        }
    }

    @Test("at the top level, valid JSON holding such a number is told apart from a syntax error", arguments: [
        ("[1, 9223372036854775808]", "(the body is valid JSON: a value in it does not fit the Swift type it is read into, such as a number out of range)"),
        ("[1, 2", "(Unexpected end of file during JSON parse.)"),
    ])
    func topLevel(body: String, detail: String) async throws {
        struct Numbers: Endpoint {
            typealias Response = [Int64]
            var method: HTTPMethod { .get }
            var path: String { "/numbers" }
        }
        let (client, _) = mockClient(jsonResponse(body))
        do {
            let numbers = try await client.send(Numbers())
            Issue.record("expected a decoding error, got \(numbers)")
        } catch APIError.decoding(let failure) {
            #expect(failure.codingPath == "")
            #expect(failure.reason == "data corrupted: The given data was not valid JSON. \(detail)")
        }
    }
}
