import Foundation

// MARK: - EnvelopeCode

/// A result code found in an envelope: an integer (`1000`) or a string (`"0000"`).
public enum EnvelopeCode: Sendable, Hashable, CustomStringConvertible, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
    /// An integer code.
    case int(Int)
    /// A string code, compared exactly (`"0000"` is not `0`).
    case string(String)

    /// `1000` as ``int(_:)``.
    public init(integerLiteral value: Int) {
        self = .int(value)
    }

    /// `"0000"` as ``string(_:)``.
    public init(stringLiteral value: String) {
        self = .string(value)
    }

    /// The code as text.
    public var description: String {
        switch self {
        case .int(let value): return String(value)
        case .string(let value): return value
        }
    }

    /// The code as JSON writes it: `1000`, `"1000"`; shows a string code apart from an integer one.
    var literal: String {
        switch self {
        case .int(let value): String(value)
        case .string(let value): "\"\(value)\""
        }
    }
}

// MARK: - EnvelopeRule

/// How responses of an API are wrapped (spec `envelope:`): the payload key and the optional success
/// flag, code and message keys.
///
/// A response is a failure when the success flag is present and `false`, or when success codes are
/// given and the code is missing or not one of them. Failures throw ``APIError/envelope(_:)`` with
/// the code and message. Generated code declares one rule per API and returns it from each endpoint.
public struct EnvelopeRule: Sendable, Hashable {
    /// The key holding the payload, e.g. `result`.
    public var payloadKey: String
    /// The key of a boolean success flag, e.g. `isSuccess`.
    public var successKey: String?
    /// The key of the result code (an integer or a string on the wire).
    public var codeKey: String?
    /// The key of a human-readable message.
    public var messageKey: String?
    /// Codes that mean success; empty means the code alone never signals failure.
    public var successCodes: [EnvelopeCode]
    /// Whether non-2xx bodies are read as envelopes too (spec `on_errors: true`).
    public var appliesToErrors: Bool

    /// Creates a rule.
    public init(
        payload payloadKey: String,
        success successKey: String? = nil,
        code codeKey: String? = nil,
        message messageKey: String? = nil,
        successCodes: [EnvelopeCode] = [],
        onErrors appliesToErrors: Bool = false
    ) {
        self.payloadKey = payloadKey
        self.successKey = successKey
        self.codeKey = codeKey
        self.messageKey = messageKey
        self.successCodes = successCodes
        self.appliesToErrors = appliesToErrors
    }

    static let userInfoKey: CodingUserInfoKey = {
        guard let key = CodingUserInfoKey(rawValue: "EndpointRuntime.EnvelopeRule") else {
            preconditionFailure("a non-empty CodingUserInfoKey raw value is always valid")
        }
        return key
    }()
}

// MARK: - Envelope decoding

/// A payload type whose decoding reads nothing (used when only the envelope is checked).
struct IgnoredPayload: Decodable {
    init() {}
    init(from decoder: any Decoder) throws {}
}

/// An envelope around `Payload`, decoded in one pass with the ``EnvelopeRule`` found in
/// `decoder.userInfo`. The payload is decoded only when the envelope signals success.
struct Envelope<Payload: Decodable>: Decodable {
    let code: EnvelopeCode?
    let message: String?
    /// The success flag as the body holds it (`nil` when the rule has none or the body lacks it).
    let successFlag: Bool?
    let failed: Bool
    /// ``EnvelopeFailure/reason``: why it failed when the success flag did not say so.
    let reason: String?
    let decodedPayload: Payload?

    init(from decoder: any Decoder) throws {
        guard let rule = decoder.userInfo[EnvelopeRule.userInfoKey] as? EnvelopeRule else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "No envelope rule configured"))
        }
        let container = try decoder.container(keyedBy: WireKey.self)
        var code: EnvelopeCode?
        if let codeKey = rule.codeKey {
            let key = WireKey(codeKey)
            if let value = try? container.decodeIfPresent(Int.self, forKey: key) {
                code = .int(value)
            } else {
                do {
                    code = try container.decodeIfPresent(String.self, forKey: key).map(EnvelopeCode.string)
                } catch DecodingError.typeMismatch(_, let context) {
                    // Neither an Int nor a string: say so, not just "expected String" (`1.5`, `true`, a number out of
                    // Int's range such as `99999999999999999999`).
                    let found = context.debugDescription.range(of: "but found ").map { start in
                        context.debugDescription[start.upperBound...].replacingOccurrences(of: " instead.", with: "")
                    }
                    throw DecodingError.typeMismatch(EnvelopeCode.self, DecodingError.Context(
                        codingPath: context.codingPath,
                        debugDescription: "Expected the envelope code as a whole number in Int's range or a string"
                            + (found.map { ", found \($0)" } ?? "") + ".",
                        underlyingError: context.underlyingError))
                }
            }
        }
        var message: String?
        if let messageKey = rule.messageKey {
            message = try? container.decodeIfPresent(String.self, forKey: WireKey(messageKey))
        }
        var failed = false
        var success: Bool?
        if let successKey = rule.successKey {
            success = try container.decodeIfPresent(Bool.self, forKey: WireKey(successKey))
            failed = success == false
        }
        var reason: String?
        if !rule.successCodes.isEmpty, let codeKey = rule.codeKey, !failed {
            let codes = rule.successCodes.map(\.literal).joined(separator: ", ")
            if let code {
                failed = !rule.successCodes.contains(code)
                // A code that reads like a success code but has the other JSON type would make a puzzling message.
                if failed, rule.successCodes.contains(where: { $0.description == code.description }) {
                    reason = "\(code.literal) is not one of the success codes \(codes): a JSON string and a number differ"
                }
            } else {
                failed = true
                reason = success == nil && rule.successKey != nil
                    ? "the body has neither \"\(rule.successKey ?? "")\" nor \"\(codeKey)\": it is not an envelope"
                    : "the body has no \"\(codeKey)\", so none of the success codes \(codes)"
            }
        }
        self.code = code
        self.message = message
        self.successFlag = success
        self.failed = failed
        self.reason = reason
        if failed || Payload.self == IgnoredPayload.self {
            decodedPayload = nil
            return
        }
        let payloadKey = WireKey(rule.payloadKey)
        if let optional = Payload.self as? any OptionalPayload.Type,
           try !container.contains(payloadKey) || container.decodeNil(forKey: payloadKey) {
            decodedPayload = optional.nilValue as? Payload
        } else {
            do {
                decodedPayload = try container.decode(Payload.self, forKey: payloadKey)
            } catch let error as DecodingError {
                throw error
            } catch {
                // A payload that is a number or a list of them (`response: "[int64]"`) is read by JSONDecoder, not
                // by a model's container: its error for a number out of range would lose the path.
                throw DecodingError.unreadableValue(error, at: container.codingPath + [payloadKey], reading: Payload.self)
            }
        }
    }

    /// The payload, or the envelope failure as ``APIError/envelope(_:)`` (status filled in later).
    func payload() throws -> Payload {
        if failed {
            throw APIError.envelope(EnvelopeFailure(code: code, message: message, status: 0, reason: reason))
        }
        if let decodedPayload {
            return decodedPayload
        }
        if let ignored = IgnoredPayload() as? Payload {
            return ignored
        }
        throw DecodingError.valueNotFound(Payload.self, .init(codingPath: [], debugDescription: "The envelope has no payload"))
    }
}

/// Lets an optional payload be missing or `null` inside an envelope.
protocol OptionalPayload {
    static var nilValue: Self { get }
}

extension Optional: OptionalPayload {
    static var nilValue: Optional<Wrapped> { nil }
}

extension EnvelopeRule {
    /// Checks the 2xx body of an endpoint whose success body is not JSON (``ResponseBody/text``,
    /// ``ResponseBody/binary``, ``APIClient/download(_:to:)``): a server that wraps its answers in this envelope
    /// reports a failure the same way there (`200` with `{"isSuccess": false, "code": 2001, …}`). When the response
    /// says it is JSON (`Content-Type` `application/json` or a `+json` type, RFC 6839) and the body is an envelope of
    /// this rule signalling failure, that failure is thrown; any other body is the endpoint's, as it is (a success
    /// envelope too: it is not unwrapped).
    ///
    /// - Throws: ``APIError/envelope(_:)`` (status 0: the client fills it in).
    func checkNonJSONResponse(_ body: Data, headers: HTTPHeaders, dateRule: DateRule) throws {
        guard Self.isJSONMediaType(headers["Content-Type"]), isEnvelope(body) else { return }
        let decoder = dateRule.makeDecoder()
        decoder.userInfo[EnvelopeRule.userInfoKey] = self
        guard let parsed = try? decoder.decode(Envelope<IgnoredPayload>.self, from: body), parsed.failed else { return }
        throw APIError.envelope(EnvelopeFailure(code: parsed.code, message: parsed.message, status: 0, reason: parsed.reason))
    }

    /// Whether a `Content-Type` value names JSON: `application/json` or a structured syntax suffix `+json`
    /// (RFC 6839 §3.1), parameters and case aside.
    static func isJSONMediaType(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        let type = contentType.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
        let media = type.trimmingCharacters(in: .whitespaces).lowercased()
        return media == "application/json" || (media.hasPrefix("application/") && media.hasSuffix("+json"))
    }

    /// Whether `body` is an envelope of this rule: a JSON object holding its success key or its code key. A body
    /// that is not JSON, or an object with neither key, is not one (``ResponseBody/noContent`` ignores it).
    func isEnvelope(_ body: Data) -> Bool {
        guard !body.isEmpty,
              let object = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]) as? [String: Any]
        else { return false }
        return [successKey, codeKey].contains { key in key.map { object[$0] != nil } ?? false }
    }
}
