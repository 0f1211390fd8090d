import EndpointRuntime
import Foundation

/// What the generated code does with a response body of one endpoint (or an error model), as the
/// spec's response kinds: a JSON model that is decoded and re-encoded, an empty body, or text.
struct PayloadCodec: Sendable {
    enum Kind: String, Sendable {
        case json, noContent, text
    }

    let kind: Kind
    /// The Swift type, for messages.
    let typeName: String
    /// Decodes `body` as the type with the runtime's decoder for the date rule and encodes the value
    /// again with the runtime's encoder (JSON kind only).
    let roundTrip: @Sendable (_ body: Data, _ dateRule: DateRule) throws -> Data

    /// The generated request type `R` answers a JSON model.
    static func json<R: Endpoint>(_ request: R.Type) -> PayloadCodec where R.Response: Codable {
        model(R.Response.self)
    }

    /// A JSON model such as an error model.
    static func model<Model: Codable & Sendable>(_ type: Model.Type) -> PayloadCodec {
        PayloadCodec(kind: .json, typeName: String(reflecting: Model.self)) { body, dateRule in
            let value = try dateRule.makeDecoder().decode(Model.self, from: body)
            return try dateRule.makeEncoder().encode(value)
        }
    }

    /// The generated request type `R` answers no content.
    static func noContent<R: Endpoint>(_ request: R.Type) -> PayloadCodec where R.Response == NoContent {
        PayloadCodec(kind: .noContent, typeName: String(reflecting: R.Response.self)) { body, _ in body }
    }

    /// The generated request type `R` answers text.
    static func text<R: Endpoint>(_ request: R.Type) -> PayloadCodec where R.Response == String {
        PayloadCodec(kind: .text, typeName: String(reflecting: R.Response.self)) { body, _ in body }
    }
}

/// One recorded HTTP exchange of `shared/fixtures/github/*.json`.
struct RecordedExchange: Decodable, Sendable {
    let method: String
    /// Path and query as requested, e.g. `/repos/o/r/issues?per_page=3`.
    let path: String
    let status: Int
    /// The request body as recorded (a JSON value, or `""` when there was none).
    let body: JSONValue?
    /// The response body: JSON, or a string for text and empty bodies.
    let response: JSONValue
    let headers: [String: JSONValue]

    /// The path without the query.
    var pathWithoutQuery: String {
        String(path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }

    /// The response header `name` (header names are recorded in lower case).
    func header(_ name: String) -> String? {
        headers[name.lowercased()]?.stringValue
    }
}
