/// One endpoint (spec format §4).
public struct EndpointDefinition: Sendable, Hashable {
    /// The key under `endpoints` (`getMessageList`).
    public var name: String
    /// `name` as lowerCamelCase, for the client method (`getMessageList`).
    public var methodName: String
    /// `name` as UpperCamelCase, the stem of generated type names (`GetMessageList` → `GetMessageListRequest`).
    public var typeStem: String
    public var method: HTTPMethod
    /// The path template as written, e.g. `/repos/{owner}/{repo}`.
    public var path: String
    public var summary: String?
    public var description: String?
    public var pathParameters: [Parameter]
    public var queryParameters: [Parameter]
    public var headers: [HeaderDefinition]
    public var body: RequestBody?
    public var response: ResponseDefinition
    public var auth: AuthUse
    /// The spec's error rules merged with the endpoint's (the endpoint's override per key).
    public var errors: [ErrorRule]
    public var pagination: Pagination?
    /// The stem of the view model's name (`MessageList` → `MessageListViewModel`), when one is asked for.
    public var viewModel: String?
    public var deprecated: Bool
    public var location: SourceLocation

    /// The path split into literal text and `{placeholder}` segments.
    public var pathSegments: [PathSegment] { PathSegment.parse(path) }
}

/// HTTP methods endpoints may use (RFC 9110 §9 plus PATCH, RFC 5789).
public enum HTTPMethod: String, Sendable, Hashable, CaseIterable {
    case get = "GET", post = "POST", put = "PUT", patch = "PATCH", delete = "DELETE", head = "HEAD", options = "OPTIONS"
}

/// A piece of a path template.
public enum PathSegment: Sendable, Hashable {
    case literal(String)
    /// `{name}`: the value is percent-encoded as exactly one path segment (a `/` in it becomes `%2F`).
    case parameter(String)
    /// `{+name}` (RFC 6570 reserved expansion): the value may span segments; each `/`-separated piece is
    /// percent-encoded and the slashes are kept (GitHub's `/contents/{+path}`).
    case multiSegmentParameter(String)

    /// The parameter's name, for either kind of placeholder.
    public var parameterName: String? {
        switch self {
        case .literal: nil
        case .parameter(let name), .multiSegmentParameter(let name): name
        }
    }

    /// Splits `/a/{b}/c` into literal and parameter pieces. Malformed braces are reported by validation.
    public static func parse(_ path: String) -> [PathSegment] {
        var segments: [PathSegment] = []
        var rest = Substring(path)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if open > rest.startIndex { segments.append(.literal(String(rest[..<open]))) }
            let name = rest[rest.index(after: open)..<close]
            segments.append(name.hasPrefix("+") ? .multiSegmentParameter(String(name.dropFirst())) : .parameter(String(name)))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { segments.append(.literal(String(rest))) }
        return segments
    }
}

/// A path or query parameter, or a body field.
public struct Parameter: Sendable, Hashable {
    public var wireName: String
    public var swiftName: String
    public var type: PropertyType
    public var defaultValue: Literal?
    public var description: String?
    public var location: SourceLocation
    /// Whether `swiftName` was given by `swift_name` rather than derived from the wire name.
    public var isSwiftNameExplicit = false
}

/// A request header: a fixed value, or a value from a parameter.
public struct HeaderDefinition: Sendable, Hashable {
    public enum Value: Sendable, Hashable {
        case literal(Literal)
        case parameter(Parameter)
    }

    public var name: String
    public var value: Value
    public var location: SourceLocation
}

/// The request body (spec format §4 and §6, "Body forms").
public struct RequestBody: Sendable, Hashable {
    public enum Content: Sendable, Hashable {
        /// A JSON body of the given type.
        case json(PropertyType)
        /// `application/x-www-form-urlencoded` fields.
        case form([Parameter])
        /// `multipart/form-data` fields; `file` typed fields are file parts.
        case multipart([Parameter])
        /// A `String` body (`text/plain` unless `content_type` says otherwise).
        case text
        /// A `Data` body (`application/octet-stream` unless `content_type` says otherwise).
        case binary
    }

    public var content: Content
    /// An explicit `Content-Type`, for `text` and `binary`.
    public var contentType: String?
    public var location: SourceLocation
}

/// What a 2xx response holds (inside the envelope, if the spec has one).
public enum ResponseDefinition: Sendable, Hashable {
    /// An empty body (204, 205, or a body that is ignored).
    case none
    /// A non-JSON body returned as `String`.
    case text
    /// Raw bytes returned as `Data`.
    case binary
    /// A JSON value of the given type.
    case json(PropertyType)
}

/// Whether an endpoint sends the spec's auth header.
public enum AuthUse: String, Sendable, Hashable {
    case required, optional, none
}

/// Pagination of list endpoints (spec format §6).
public enum Pagination: Sendable, Hashable {
    /// Next/previous pages come from the `Link` header (RFC 8288).
    case linkHeader
    /// The next page's cursor is a field of the response, sent back as the query parameter of the same name.
    case cursor(field: String)
}

/// Which error model to decode for a non-2xx status (spec format §6, "Errors").
public struct ErrorRule: Sendable, Hashable {
    public enum Match: Sendable, Hashable, Comparable {
        /// An exact status code such as 404.
        case status(Int)
        /// A class such as `4XX` (stored as 4).
        case statusClass(Int)
        case `default`
    }

    public var match: Match
    /// The model decoded from the body.
    public var model: String
    public var location: SourceLocation
}
