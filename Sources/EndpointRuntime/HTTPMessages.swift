import Foundation

// MARK: - HTTPHeaders

/// One header field as sent or received.
public struct HTTPHeaderField: Sendable, Hashable {
    /// The field name as written (compared case-insensitively).
    public var name: String
    /// The field value, sent verbatim.
    public var value: String

    /// Creates a field.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// An ordered list of header fields with case-insensitive lookup.
///
/// Write it as a dictionary literal: `["X-API-Version": "1.0.0", "If-None-Match": etag]`; `nil`
/// values are left out.
public struct HTTPHeaders: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
    /// The fields in order.
    public private(set) var fields: [HTTPHeaderField]

    /// No fields.
    public init() {
        fields = []
    }

    /// Fields from pairs; `nil` values are skipped.
    public init(dictionaryLiteral elements: (String, String?)...) {
        fields = []
        for (name, value) in elements {
            if let value {
                add(name: name, value: value)
            }
        }
    }

    /// Fields from a list.
    public init(_ fields: [HTTPHeaderField]) {
        self.fields = fields
    }

    /// The first value of `name` (case-insensitive); setting replaces every field of that name,
    /// setting `nil` removes them.
    public subscript(name: String) -> String? {
        get {
            fields.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
        }
        set {
            let matches = { (field: HTTPHeaderField) in field.name.caseInsensitiveCompare(name) == .orderedSame }
            guard let newValue else {
                fields.removeAll(where: matches)
                return
            }
            guard let index = fields.firstIndex(where: matches) else {
                fields.append(HTTPHeaderField(name: name, value: newValue))
                return
            }
            fields[index].value = newValue
            var kept = false
            fields = fields.filter { field in
                guard matches(field) else { return true }
                defer { kept = true }
                return !kept
            }
        }
    }

    /// Every value of `name` (case-insensitive), in order.
    public func values(for name: String) -> [String] {
        fields.filter { $0.name.caseInsensitiveCompare(name) == .orderedSame }.map(\.value)
    }

    /// Appends a field, keeping existing fields of the same name.
    public mutating func add(name: String, value: String) {
        fields.append(HTTPHeaderField(name: name, value: value))
    }

    /// Sets every field of `other`, replacing fields of the same names.
    public mutating func merge(_ other: HTTPHeaders) {
        for field in other.fields {
            self[field.name] = field.value
        }
    }

    /// Iterates the fields in order.
    public func makeIterator() -> IndexingIterator<[HTTPHeaderField]> {
        fields.makeIterator()
    }
}

extension HTTPHeaders {
    /// The fields that make a request conditional on the representation a client holds (RFC 9110 §13.1.2 and
    /// §13.1.3), which a `304 Not Modified` answers: ``Endpoint/isConditional``.
    static let conditionalFields = ["If-None-Match", "If-Modified-Since"]

    /// Whether `name` is one of ``conditionalFields`` (field names compare case-insensitively, RFC 9110 §5.1).
    static func isConditionalField(_ name: String) -> Bool {
        conditionalFields.contains { $0.caseInsensitiveCompare(name) == .orderedSame }
    }

    /// Every precondition field (RFC 9110 §13.1): ``conditionalFields`` and `If-Match`, `If-Unmodified-Since` and
    /// `If-Range`. Each compares a validator of the representation the client holds with the target's current one, so
    /// sent with a later page of a list they would compare the first page's validators with another page (a `304`
    /// or `412` there says nothing about it): ``APIClient/page(at:of:rule:)`` leaves them out of later pages.
    static let preconditionFields = conditionalFields + ["If-Match", "If-Unmodified-Since", "If-Range"]

    /// Whether `name` is one of ``preconditionFields`` (compared case-insensitively).
    static func isPreconditionField(_ name: String) -> Bool {
        preconditionFields.contains { $0.caseInsensitiveCompare(name) == .orderedSame }
    }

    /// The fields RFC 9110 defines as holding an HTTP-date (§5.6.7), in lowercase.
    static let httpDateFields: Set<String> = [
        "date", "expires", "if-modified-since", "if-range", "if-unmodified-since", "last-modified", "retry-after",
    ]

    /// IMF-fixdate (RFC 9110 §5.6.7): `Sun, 06 Nov 1994 08:49:37 GMT`.
    static let httpDate = DateRule.format("EEE, dd MMM yyyy HH:mm:ss 'GMT'", timeZone: TimeZone(secondsFromGMT: 0))

    /// The text of header field `name` whose value is `value`, for code that builds a request's `headers` itself
    /// (templates written before ``Endpoint/headerParameters``): a date in `dateRule` (ISO 8601 when `nil`), or an
    /// HTTP-date in the fields RFC 9110 defines as dates; otherwise as ``init(parameters:dateRule:timeZoneOverride:)``
    /// writes it. `nil` for an empty list. Generated request types state header parameters in
    /// ``Endpoint/headerParameters`` instead, which the client writes with its own date rule and time zone.
    public static func text(of value: some ParameterValueConvertible, field name: String, dateRule: DateRule?) -> String? {
        text(of: value.parameterValue, field: name, dateRule: dateRule ?? .iso8601, timeZoneOverride: nil)
    }

    /// Header fields from a request's header parameters (``Endpoint/headerParameters``, spec `headers: {X-Since:
    /// {param: since, type: date}}`), written as the other parameters are (``ParameterValue/rendered(with:timeZoneOverride:)``):
    /// strings as they are, numbers in plain decimal (`0.0000001`, never `1e-07`), booleans `true`/`false`, enums
    /// their raw values (an unknown one too), UUIDs and URLs their text, a date in `dateRule` (or its parameter's own
    /// rule) with `timeZoneOverride` replacing a format's zone. In the fields RFC 9110 defines as dates
    /// (`If-Modified-Since`, `If-Unmodified-Since`, `If-Range`, `Date`, `Expires`, `Last-Modified`, `Retry-After`)
    /// a date is an HTTP-date (IMF-fixdate, RFC 9110 §5.6.7) whatever the rules. A list is its items joined with ", "
    /// (RFC 9110 §5.6.1); an item a recipient would split or trim (one holding `,` or `"`, starting or ending with a
    /// space or tab, or empty) is written as a quoted-string (§5.6.4) with `"` and `\` escaped, so that it reads
    /// back as one item: `["a", "b c", "d,e", "say \"hi\""]` → `a, b c, "d,e", "say \"hi\""`. Other items go out
    /// as they are, and so does a value that is not a list, commas and all. An empty list leaves the field out (a
    /// field with no value says nothing).
    /// - Throws: ``APIError/invalidRequest(_:)`` for a date outside ``DateRule/representableSeconds``, which no rule
    ///   can write, or a number that is not finite, which has no decimal form.
    public init(parameters: Parameters, dateRule: DateRule, timeZoneOverride: TimeZone? = nil) throws {
        try parameters.refuseUnwritableValues(kind: "header parameter")
        self.init()
        for parameter in parameters {
            if let text = Self.text(
                of: parameter.value, field: parameter.name, dateRule: dateRule, timeZoneOverride: timeZoneOverride) {
                self[parameter.name] = text
            }
        }
    }

    private static func text(
        of value: ParameterValue, field name: String, dateRule: DateRule, timeZoneOverride: TimeZone?
    ) -> String? {
        let isDateField = httpDateFields.contains(name.lowercased())
        let items = isDateField
            ? value.ignoringOwnDateRules.rendered(with: httpDate)
            : value.rendered(with: dateRule, timeZoneOverride: timeZoneOverride)
        guard case .list = value else { return items.first }
        // An HTTP-date's comma is its own (`Tue, 02 Jan 2024 …`); the spec refuses a list in those fields.
        return items.isEmpty ? nil : (isDateField ? items : items.map(listItem)).joined(separator: ", ")
    }

    /// `item` as an element of a comma-separated list (RFC 9110 §5.6.1): as it is, or as a quoted-string (§5.6.4)
    /// when a recipient splitting the list would not read it back: it holds `,` or `"`, starts or ends with a space
    /// or tab (trimmed as whitespace around the comma), or is empty (an empty element is ignored).
    static func listItem(_ item: String) -> String {
        // Unicode scalars, not Characters: "," followed by a combining mark is one Character that is not ",".
        let scalars = item.unicodeScalars
        let isWhitespace = { (scalar: Unicode.Scalar?) in scalar == " " || scalar == "\t" }
        let needsQuotes = scalars.isEmpty || scalars.contains { $0 == "," || $0 == "\"" }
            || isWhitespace(scalars.first) || isWhitespace(scalars.last)
        guard needsQuotes else { return item }
        var quoted = String.UnicodeScalarView()
        quoted.append("\"")
        for scalar in scalars {
            if scalar == "\"" || scalar == "\\" { quoted.append("\\") }
            quoted.append(scalar)
        }
        quoted.append("\"")
        return String(quoted)
    }
}

extension ParameterValue {
    /// This value with every date sent by the request's rule rather than a rule of its own (an HTTP-date field's
    /// format is fixed by RFC 9110, whatever the parameter's `dates`).
    fileprivate var ignoringOwnDateRules: ParameterValue {
        switch self {
        case .dateWithRule(let date, _): .date(date)
        case .list(let values): .list(values.map(\.ignoringOwnDateRules))
        case .string, .bool, .integer, .double, .date: self
        }
    }
}

// MARK: - HTTPRequest

/// A fully built request as handed to middleware and the transport.
public struct HTTPRequest: Sendable, Hashable {
    /// The method.
    public var method: HTTPMethod
    /// The absolute URL, already percent-encoded.
    public var url: URL
    /// Header fields, sent verbatim.
    public var headers: HTTPHeaders
    /// The body bytes, if any.
    public var body: Data?
    /// The idle timeout in seconds: the longest wait for the response or for the next bytes of either body. A
    /// transport refuses one that is not a finite number above 0.
    public var timeout: TimeInterval
    /// Whether sending the request twice has the same effect on the server as sending it once (RFC 9110
    /// §9.2.2), so that ``RetryMiddleware`` may repeat it after a failure. `GET`, `HEAD`, `OPTIONS`, `PUT`
    /// and `DELETE` are; `POST` and `PATCH` are only when their endpoint says so (``Endpoint/isIdempotent``).
    public var isIdempotent: Bool
    /// Which endpoint this request is for (``Endpoint/operationName``, the spec's endpoint name such as
    /// `getRepository`), so middleware can log, measure or treat operations differently; empty for requests
    /// built by hand.
    public var operationName: String
    /// Where ``APIClient`` put the credential it attached: a header (``AuthPlacement/headerName``) or a query item
    /// (``AuthPlacement/query(_:)``); `nil` when the request carries none. Middleware that log or export requests
    /// use it to leave the credential out (``LoggingMiddleware``, ``redactedURL``).
    public var credentialPlacement: AuthPlacement?

    /// Creates a request; `isIdempotent` defaults to ``HTTPMethod/isIdempotent`` of `method`.
    public init(
        method: HTTPMethod, url: URL, headers: HTTPHeaders = HTTPHeaders(), body: Data? = nil, timeout: TimeInterval = 60,
        isIdempotent: Bool? = nil, operationName: String = "", credentialPlacement: AuthPlacement? = nil
    ) {
        self.operationName = operationName
        self.credentialPlacement = credentialPlacement
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.isIdempotent = isIdempotent ?? method.isIdempotent
    }
}

extension HTTPRequest {
    /// What a credential is replaced with in logs.
    public static let redactedValue = "<redacted>"

    /// The URL as text for logs, with the value of every query item named by a ``AuthPlacement/query(_:)``
    /// ``credentialPlacement`` replaced by ``redactedValue`` (`https://x.io/rooms/7?api_key=<redacted>&page=2`);
    /// the rest is verbatim. Query item names are compared after percent-decoding, as servers read them.
    public var redactedURL: String {
        Self.redacting(credentialPlacement, in: url)
    }

    /// `text` with every occurrence of the credential this request carries (the query item's value, raw and as
    /// sent; the credential header's value) replaced by ``redactedValue``: for messages that may quote the request,
    /// such as an error's description.
    public func redactingCredential(in text: String) -> String {
        var secrets: [String] = []
        switch credentialPlacement {
        case .query(let name)?:
            let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedQueryItems ?? []
            for item in items where item.name.removingPercentEncoding == name {
                if let value = item.value, !value.isEmpty {
                    secrets.append(value)
                    secrets.append(value.removingPercentEncoding ?? value)
                }
            }
        case let placement?:
            // The whole header value, the token after a scheme (`Bearer <token>`), and Basic's `user:password`.
            for value in placement.headerName.map(headers.values(for:)) ?? [] where !value.isEmpty {
                secrets.append(value)
                if let space = value.firstIndex(of: " ") {
                    let token = String(value[value.index(after: space)...])
                    secrets.append(token)
                    if case .basic = placement, let decoded = Data(base64Encoded: token) {
                        secrets.append(String(decoding: decoded, as: UTF8.self))
                    }
                }
            }
        case nil:
            break
        }
        var result = text.replacingOccurrences(of: url.absoluteString, with: redactedURL)
        for secret in Set(secrets).filter({ !$0.isEmpty }).sorted(by: { ($0.count, $0) > ($1.count, $1) }) {
            result = result.replacingOccurrences(of: secret, with: Self.redactedValue)
        }
        return result
    }

    /// `url` as text with the values of `placement`'s query items redacted.
    static func redacting(_ placement: AuthPlacement?, in url: URL) -> String {
        let text = url.absoluteString
        guard case .query(let name)? = placement, let queryStart = text.firstIndex(of: "?") else { return text }
        let fragmentStart = text[queryStart...].firstIndex(of: "#") ?? text.endIndex
        let query = text[text.index(after: queryStart)..<fragmentStart]
        let items = query.split(separator: "&", omittingEmptySubsequences: false).map { item -> String in
            let itemName = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0]
            guard String(itemName).removingPercentEncoding == name else { return String(item) }
            return "\(itemName)=\(redactedValue)"
        }
        return text[..<queryStart] + "?" + items.joined(separator: "&") + text[fragmentStart...]
    }
}

// MARK: - HTTPResponse

/// A received response: status, headers and the whole body.
public struct HTTPResponse: Sendable, Hashable {
    /// The status code, e.g. `200`.
    public var status: Int
    /// The response header fields.
    public var headers: HTTPHeaders
    /// The body bytes (empty when there is none).
    public var body: Data
    /// The URL this response answered, when known: after redirects, the last one's. ``APIClient`` fills it in
    /// when the transport leaves it `nil`.
    public var url: URL?

    /// Creates a response.
    public init(status: Int, headers: HTTPHeaders = HTTPHeaders(), body: Data = Data(), url: URL? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
        self.url = url
    }

    /// Whether the status is in `200..<300`.
    public var isSuccess: Bool { (200..<300).contains(status) }
}

// MARK: - Scheme

extension URL {
    /// The URL with its scheme in lowercase, its canonical form: schemes are case-insensitive (RFC 3986 §3.1), but
    /// FoundationNetworking refuses to send `HTTPS://…` ("unsupported URL"). Every URL the client sends goes through
    /// this: the base URL, a next page's URL and a redirect's target. Unchanged when the scheme is already lowercase.
    var withLowercasedScheme: URL {
        guard let scheme, scheme != scheme.lowercased(),
              var components = URLComponents(url: self, resolvingAgainstBaseURL: true)
        else { return self }
        components.scheme = scheme.lowercased()
        return components.url ?? self
    }
}

// MARK: - Origin

/// The origin of a URL (RFC 6454): scheme, host and port, compared case-insensitively, with the scheme's default
/// port filled in (`https://x.io` and `https://X.io:443` are one origin). Credentials go only to the origin they
/// were meant for.
struct Origin: Hashable {
    let scheme: String
    let host: String
    let port: Int?

    init(_ url: URL) {
        scheme = url.scheme?.lowercased() ?? ""
        host = url.host?.lowercased() ?? ""
        switch (url.port, scheme) {
        case (nil, "http"): port = 80
        case (nil, "https"): port = 443
        default: port = url.port
        }
    }
}
