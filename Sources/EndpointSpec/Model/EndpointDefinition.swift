/// One endpoint (spec format §4).
package struct EndpointDefinition: Sendable, Hashable {
    /// The key under `endpoints` (`getMessageList`).
    package var name: String
    /// `name` as lowerCamelCase, for the client method (`getMessageList`).
    package var methodName: String
    /// `name` as UpperCamelCase, the stem of generated type names (`GetMessageList` → `GetMessageListRequest`).
    package var typeStem: String
    package var method: EndpointMethod
    /// The path template as written, e.g. `/repos/{owner}/{repo}`.
    package var path: String
    package var summary: String?
    package var description: String?
    package var pathParameters: [ParameterDefinition]
    package var queryParameters: [ParameterDefinition]
    package var headers: [HeaderDefinition]
    package var body: RequestBodyDefinition?
    package var response: ResponseDefinition
    package var auth: AuthUse
    /// The endpoint's own auth scheme (`auth: {query: api_key}`), replacing the spec's; `nil` uses the spec's.
    package var authScheme: AuthScheme?
    /// The idle timeout in seconds (`timeout:`); `nil` uses the spec's.
    package var timeout: Double?
    /// The total deadline in seconds (`deadline:`).
    package var deadline: Double?
    /// The named server the endpoint is sent to (`server:`).
    package var server: ServerDefinition?
    /// The spec's error rules merged with the endpoint's (the endpoint's override per key).
    package var errors: [ErrorRuleDefinition]
    package var pagination: Pagination?
    /// The stem of the view model's name (`MessageList` → `MessageListViewModel`), when one is asked for.
    package var viewModel: String?
    package var deprecated: Bool
    /// Spec `idempotent`: whether the request may be repeated after a failure without a second effect (so retries
    /// may send it again); `nil` leaves it to the method (RFC 9110 §9.2.2: GET, HEAD, OPTIONS, PUT, DELETE are).
    package var idempotent: Bool?
    package var location: SourceLocation
    /// `example: {response: ...}`: a 2xx payload, a value of the `response` type (inside the envelope, as
    /// `response` itself is).
    package var responseExample: ExampleDefinition? = nil
    /// `example: {body: ...}`: a JSON request body, a value of the body's type.
    package var bodyExample: ExampleDefinition? = nil
    /// `example: {errors: {404: ...}}`: error bodies by exact HTTP status (outside 200–299), each a value of the
    /// error model the endpoint's error rules pick for that status.
    package var errorExamples: [Int: ExampleDefinition] = [:]

    /// The path split into literal text and `{placeholder}` segments.
    package var pathSegments: [PathSegment] { PathSegment.parse(path) }
}

/// HTTP methods endpoints may use (RFC 9110 §9 plus PATCH, RFC 5789).
package enum EndpointMethod: String, Sendable, Hashable, CaseIterable {
    case get = "GET", post = "POST", put = "PUT", patch = "PATCH", delete = "DELETE", head = "HEAD", options = "OPTIONS"

    /// Whether the method is for changing data (`POST`, `PUT`, `PATCH`, `DELETE`): its view model is an action,
    /// sent once per tap, rather than a load where the latest wins (docs/view-models.md).
    package var changesData: Bool {
        switch self {
        case .post, .put, .patch, .delete: true
        case .get, .head, .options: false
        }
    }
}

/// A piece of a path template.
package enum PathSegment: Sendable, Hashable {
    case literal(String)
    /// `{name}`: the value is percent-encoded as exactly one path segment (a `/` in it becomes `%2F`).
    case parameter(String)
    /// `{+name}` (RFC 6570 reserved expansion): the value may span segments; each `/`-separated piece is
    /// percent-encoded and the slashes are kept (GitHub's `/contents/{+path}`).
    case multiSegmentParameter(String)

    /// The parameter's name, for either kind of placeholder.
    package var parameterName: String? {
        switch self {
        case .literal: nil
        case .parameter(let name), .multiSegmentParameter(let name): name
        }
    }

    /// Splits `/a/{b}/c` into literal and parameter pieces. Malformed braces are reported by validation.
    package static func parse(_ path: String) -> [PathSegment] {
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

    /// The dot segments (`.`, `..`) of `path`'s literal text, each with the offset of its first character in
    /// Unicode scalars: a segment that is a dot segment once `%2E`/`%2e` is decoded, as RFC 3986 §6.2.2.2 lets a
    /// normalizer decode it and the WHATWG URL standard does. Clients, proxies and servers remove dot segments
    /// (RFC 3986 §5.2.4), so such a path would not reach the route it names. Segments holding a placeholder are
    /// left to the client, which refuses the request when the value makes one (`APIError.invalidRequest`).
    package static func dotSegments(in path: String) -> [(segment: String, offset: Int)] {
        var found: [(String, Int)] = []
        var offset = 0
        for segment in path.unicodeScalars.split(separator: "/", omittingEmptySubsequences: false) {
            let text = String(String.UnicodeScalarView(segment))
            if !text.contains("{"), isDotSegment(text) { found.append((text, offset)) }
            offset += segment.count + 1
        }
        return found
    }

    /// The path of an absolute URL written as text (`https://host/v1/x?q` → `/v1/x`), as it is written.
    package static func path(ofURL url: String) -> String {
        let afterScheme = url.drop { $0 != "/" }.dropFirst(2)
        return String(afterScheme.drop { $0 != "/" }.prefix { $0 != "?" && $0 != "#" })
    }

    /// Whether `segment` is `.` or `..`, with any of its dots written `%2E` or `%2e`.
    package static func isDotSegment(_ segment: String) -> Bool {
        let decoded = segment.replacingOccurrences(of: "%2E", with: ".").replacingOccurrences(of: "%2e", with: ".")
        return decoded == "." || decoded == ".."
    }
}

/// A path or query parameter, or a body field.
package struct ParameterDefinition: Sendable, Hashable {
    package var wireName: String
    package var swiftName: String
    package var type: PropertyType
    package var defaultValue: Literal?
    package var description: String?
    package var location: SourceLocation
    /// Whether `swiftName` was given by `swift_name` rather than derived from the wire name.
    package var isSwiftNameExplicit = false
    /// The parameter's `example` (long form): a value of its type.
    package var example: ExampleDefinition? = nil
}

/// A request header: a fixed value, or a value from a parameter.
package struct HeaderDefinition: Sendable, Hashable {
    package enum Value: Sendable, Hashable {
        case literal(Literal)
        case parameter(ParameterDefinition)
    }

    package var name: String
    package var value: Value
    package var location: SourceLocation
}

/// The request body (spec format §4 and §6, "Body forms").
package struct RequestBodyDefinition: Sendable, Hashable {
    package enum Content: Sendable, Hashable {
        /// A JSON body of the given type.
        case json(PropertyType)
        /// `application/x-www-form-urlencoded` fields.
        case form([ParameterDefinition])
        /// `multipart/form-data` fields; `file` typed fields are file parts.
        case multipart([ParameterDefinition])
        /// A `String` body (`text/plain` unless `content_type` says otherwise).
        case text
        /// A `Data` body (`application/octet-stream` unless `content_type` says otherwise).
        case binary
    }

    package var content: Content
    /// An explicit `Content-Type`, for `text` and `binary`.
    package var contentType: String?
    package var location: SourceLocation
}

/// What a 2xx response holds (inside the envelope, if the spec has one).
package enum ResponseDefinition: Sendable, Hashable {
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
package enum AuthUse: String, Sendable, Hashable {
    case required, optional, none
}

/// Pagination of list endpoints (spec format §4, "Pagination").
package struct Pagination: Sendable, Hashable {
    /// How one page leads to the next. Parameter names are query parameters' wire names.
    package enum Style: Sendable, Hashable {
        /// The `Link` header's `rel="next"` (RFC 8288).
        case linkHeader
        /// The response field `field` holds the next cursor, sent back as the query parameter `parameter`.
        case cursor(field: String, parameter: String)
        /// The query parameter `parameter` numbers pages from 1.
        case pageNumber(parameter: String)
        /// The query parameter `parameter` counts items to skip.
        case offset(parameter: String)
        /// The query parameter `parameter` asks for items older than the last item's property `key`.
        case before(parameter: String, key: String)
    }

    package var style: Style
    /// The response property holding the items when the response is an object, not an array.
    package var itemsKey: String?
    package var location: SourceLocation
}

/// Which error model to decode for a non-2xx status (spec format §6, "Errors").
package struct ErrorRuleDefinition: Sendable, Hashable {
    package enum Match: Sendable, Hashable, Comparable {
        /// An exact status code such as 404.
        case status(Int)
        /// A class such as `4XX` (stored as 4).
        case statusClass(Int)
        case `default`

        /// The lowest status the rule matches (`400` for `4XX`); `nil` for `default`.
        package var lowestStatus: Int? {
            switch self {
            case .status(let status): status
            case .statusClass(let digit): digit * 100
            case .default: nil
            }
        }
    }

    package var match: Match
    /// The model decoded from the body.
    package var model: String
    package var location: SourceLocation
}
