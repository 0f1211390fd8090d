import Foundation

/// The payload of endpoints whose response is `none`: the body is empty (204, 205) or ignored.
public struct NoContent: Sendable, Hashable {
    /// The only value.
    public init() {}
}

/// What a successful (2xx) response body must be decoded into, and how.
///
/// Endpoints pick one of the static values: ``json`` (the default for `Decodable` responses),
/// ``noContent`` (the default for ``NoContent``), ``text`` or ``binary``.
public struct ResponseBody<Response: Sendable>: Sendable {
    let decode: @Sendable (_ body: Data, _ context: ResponseContext) throws -> Response
    /// What the body is on the wire, so ``MockServer`` can write a payload the way this rule reads it.
    let format: ResponseFormat

    /// A custom rule: `decode` receives the 2xx body and the response headers and returns the payload.
    /// Any error it throws (other than an ``APIError``) surfaces as ``APIError/decoding(_:)``.
    public init(decode: @escaping @Sendable (_ body: Data, _ headers: HTTPHeaders) throws -> Response) {
        self.decode = { body, context in try decode(body, context.headers) }
        self.format = .json
    }

    init(format: ResponseFormat, internal decode: @escaping @Sendable (_ body: Data, _ context: ResponseContext) throws -> Response) {
        self.decode = decode
        self.format = format
    }
}

/// The wire form of a 2xx body, so ``MockServer`` can write a payload the way a ``ResponseBody`` reads it.
enum ResponseFormat: Sendable {
    /// JSON (inside the envelope, if any); also custom rules, whose format is unknown.
    case json
    /// An empty body (an envelope alone when there is one).
    case noContent
    /// UTF-8 text.
    case text
    /// Bytes as they are.
    case binary
}

/// What the client hands to a ``ResponseBody`` besides the body.
struct ResponseContext {
    let headers: HTTPHeaders
    let envelope: EnvelopeRule?
    let dateRule: DateRule
    /// The client's ``APIClientConfiguration/dateFormatTimeZone``.
    var timeZoneOverride: TimeZone? = nil
}

extension ResponseBody where Response: Decodable {
    /// The body is JSON: ``Response`` itself, or the payload inside the endpoint's envelope, decoded
    /// in one pass with the date rule. When ``Response`` is optional (spec `response: "Invitation?"`), an empty
    /// body (a `204`, or any 2xx without content; whitespace counts as empty) is `nil`.
    public static var json: ResponseBody<Response> {
        ResponseBody(format: .json, internal: { body, context in
            if let optional = Response.self as? any OptionalPayload.Type,
               body.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }),
               let absent = optional.nilValue as? Response {
                return absent
            }
            let decoder = context.dateRule.makeDecoder(timeZoneOverride: context.timeZoneOverride)
            guard let envelope = context.envelope else {
                return try decoder.decode(Response.self, from: body)
            }
            decoder.userInfo[EnvelopeRule.userInfoKey] = envelope
            return try decoder.decode(Envelope<Response>.self, from: body).payload()
        })
    }
}

extension ResponseBody where Response == NoContent {
    /// The body is ignored. With an envelope, a body that is an envelope (a JSON object holding the rule's success
    /// or code key) is still checked for the success flag and code (the payload key is not read), so a `2xx`
    /// answering `{"isSuccess": false, …}` is ``APIError/envelope(_:)``. Any other body (empty, text such as `OK`,
    /// JSON without those keys) is ignored: the `2xx` status stands.
    public static var noContent: ResponseBody<NoContent> {
        ResponseBody(format: .noContent, internal: { body, context in
            if let envelope = context.envelope, envelope.isEnvelope(body) {
                let decoder = context.dateRule.makeDecoder(timeZoneOverride: context.timeZoneOverride)
                decoder.userInfo[EnvelopeRule.userInfoKey] = envelope
                _ = try decoder.decode(Envelope<IgnoredPayload>.self, from: body).payload()
            }
            return NoContent()
        })
    }
}

extension ResponseBody where Response == String {
    /// The body is text, read in the encoding its byte order mark, else its `Content-Type`'s `charset`, names
    /// (`text/plain; charset=iso-8859-1`; UTF-8 when neither does, invalid bytes becoming U+FFFD; a byte order mark is
    /// not part of the text). With an envelope, a JSON body that is an envelope signalling failure is ``APIError/envelope(_:)`` (``EnvelopeRule/checkNonJSONResponse(_:headers:dateRule:)``).
    public static var text: ResponseBody<String> {
        ResponseBody(format: .text, internal: { body, context in
            try context.envelope?.checkNonJSONResponse(body, headers: context.headers, dateRule: context.dateRule)
            return BodyText.decode(body, contentType: context.headers["Content-Type"])
        })
    }
}

extension ResponseBody where Response == Data {
    /// The body bytes as they are. With an envelope, a JSON body that is an envelope signalling failure is
    /// ``APIError/envelope(_:)`` (``EnvelopeRule/checkNonJSONResponse(_:headers:dateRule:)``).
    public static var binary: ResponseBody<Data> {
        ResponseBody(format: .binary, internal: { body, context in
            try context.envelope?.checkNonJSONResponse(body, headers: context.headers, dateRule: context.dateRule)
            return body
        })
    }
}

