import EndpointSpec

/// One generated request type: a struct conforming to the API's request protocol.
struct RequestDeclaration: Hashable {
    /// A stored property (one per parameter or body field) with its initializer argument.
    struct Member: Hashable {
        var name: String
        var bareName: String
        var type: SwiftType
        var doc: [String]
        var defaultValue: String?
    }

    /// A `name: value` pair of a query, a form body, a multipart body or headers.
    struct Item: Hashable {
        /// The wire name as a Swift string literal.
        var nameLiteral: String
        /// The Swift expression of the value.
        var value: String
    }

    var name: String
    /// The spec's endpoint name (`getRepository`), the request's `operationName`.
    var endpointName: String
    var doc: [String]
    /// `GET /repos/{owner}/{repo}` for the doc comment.
    var signature: String
    var responseType: SwiftType
    var members: [Member]
    var method: EndpointMethod
    /// A Swift string literal with `\(pathParameter:)` interpolations.
    var pathLiteral: String
    var query: [Item]
    var headers: [Item]
    /// The `body` expression, e.g. `.json(SendMessageBody(content: content))`; `nil` for no body.
    var body: String?
    /// Enums declared inline in parameters.
    var nested: [TypeDeclaration]
    /// The endpoint's auth when it differs from the API's default; `nil` keeps the default.
    var auth: AuthUse?
    /// Error rules when the endpoint declares its own; `nil` uses the API's.
    var errorRules: [String]?
    /// `.text` / `.binary` when the response is not JSON (JSON and `NoContent` use the runtime's defaults).
    var responseBody: String?
    var isDeprecated: Bool
    /// `isIdempotent` when the spec's `idempotent:` differs from the method's (RFC 9110 §9.2.2); `nil` otherwise.
    var isIdempotent: Bool?
    /// Whether the client method returns nothing (`response: none`).
    var returnsNothing: Bool
    /// Whether the client method is `@discardableResult`: writes (POST, PUT, PATCH, DELETE) returning a value,
    /// which callers often do not need (the created or updated resource).
    var discardsResult: Bool
    /// The client method: `getRepository`.
    var methodName: String
    /// The client method's name without keyword escaping, the stem of its twins (`getRepositoryWithResponse`).
    var methodStem: String
    /// The declared error model (``Endpoint/ErrorBody``) when every error rule names the same one, qualified.
    var errorBodyType: String?
    /// When the rules name several models: one `ErrorBody` enum case per model, in rule order.
    var errorBodyCases: [ErrorBodyCase]
    /// Whether the endpoint declares `If-None-Match` or `If-Modified-Since`: its client method returns a
    /// `ConditionalResponse`, where `304 Not Modified` is a value.
    var isConditional: Bool
    /// The endpoint's own `AuthPlacement` expression, when it declares its own scheme.
    var authPlacement: String?
    /// `timeout`, `deadline` and `server` expressions of the endpoint's own options.
    var timeout: String?
    var deadline: String?
    var server: String?

    /// One case of a request's `ErrorBody` enum.
    struct ErrorBodyCase: Hashable {
        /// The case name, lowerCamelCase of the model's name.
        var name: String
        /// The model type, qualified.
        var type: String
    }
    /// How the endpoint pages (`pagination:`), when it does.
    var pagination: PaginationDeclaration? = nil
}

/// One generated view model.
struct ViewModelDeclaration: Hashable {
    var name: String
    var requestName: String
    var valueType: SwiftType
    var doc: [String]
    /// Parameters of `load(...)`: `name: Type = default`.
    var parameters: [RequestDeclaration.Member]
    /// The item type of a paginated view model (`pagedviewmodel`); `nil` for one that loads one value.
    var itemType: SwiftType? = nil
}

/// All generated declarations of one API.
struct APIDeclarations {
    var namespace: String
    /// The type namer the declarations were written with.
    var namer: TypeNamer
    var doc: [String]
    var models: [TypeDeclaration]
    var requests: [RequestDeclaration]
    var viewModels: [ViewModelDeclaration]
    /// Members of the API's request protocol defaults.
    var envelope: String?
    var errorRules: [String]
    /// The auth every request of the API states: `.required` when the spec has `auth`; `nil` when it has none,
    /// which is the runtime's own default (`.none`), so the request protocol need not state it.
    var defaultAuth: AuthUse?
    var dateRule: String
    var timeout: String?
    var commonFields: [String]
    var headers: [RequestDeclaration.Item]
    var baseURL: String?
    /// The spec's `auth:` as an `AuthPlacement` expression (`.bearer("Authorization")`), for configuring the client.
    var authPlacement: String?
    /// The property name on `APIClient` that reaches this API's methods (`client.gitHub`).
    var clientAccessor: String
}
