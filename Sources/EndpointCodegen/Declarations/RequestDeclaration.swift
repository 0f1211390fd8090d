import EndpointSpec

/// One generated request type: a struct conforming to the API's request protocol.
struct RequestDeclaration: Hashable {
    /// A stored property (one per parameter or body field) with its initializer argument.
    struct Member: Hashable {
        /// The name as declared (backticked when a keyword).
        var name: String
        var bareName: String
        /// The argument label at a call site: the bare name, except `` `inout` `` (`SwiftLiteral.argumentLabel`).
        var label: String
        var type: SwiftType
        var doc: [String]
        var defaultValue: SwiftExpression?
        /// What the member's sample value is made from (docs/mocks.md).
        var sample: SampleSource = .text

        /// The spec's view of a member, for its sample value.
        enum SampleSource: Hashable {
            /// A value of a type expression; inline enums and objects are written as `nestedName`.
            case type(PropertyType, nestedName: String)
            /// A text body (`String`).
            case text
            /// A binary body (`Data`).
            case binary
            /// A multipart file part (`MultipartFile`).
            case file
            /// Several multipart file parts under one name (`[MultipartFile]`).
            case files
        }
    }

    /// A `name: value` pair of a query, headers or header parameters.
    struct Item: Hashable {
        /// The wire name.
        var name: String
        var value: SwiftExpression
    }

    var name: String
    var doc: [String]
    /// `GET /repos/{owner}/{repo}` for the doc comment.
    var signature: String
    var responseType: SwiftType
    var members: [Member]
    var method: EndpointMethod
    /// The request's `operationName`: the spec's endpoint name as a string literal (`"getRepository"`).
    var operationName: SwiftExpression
    /// A string literal of the percent-encoded path with `\(pathParameter:)` interpolations.
    var path: SwiftExpression
    var query: [Item]
    /// Fixed header fields: none when the endpoint declares no fixed value (the API's apply as they are).
    var headers: [Item]
    /// Header fields whose values are parameters, written by the client when it sends the request.
    var headerParameters: [Item]
    /// The `body` expression, e.g. `.json(SendMessageBody(content: content))`; `nil` for no body.
    var body: SwiftExpression?
    /// Enums declared inline in parameters.
    var nested: [TypeDeclaration]
    /// The endpoint's auth when it differs from the API's default; `nil` keeps the default.
    var auth: AuthUse?
    /// `ErrorRule(...)` expressions when the endpoint declares its own rules; `nil` uses the API's.
    var errorRules: [SwiftExpression]?
    /// `.text` / `.binary` when the response is not JSON (JSON and `NoContent` use the runtime's defaults).
    var responseBody: SwiftExpression?
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
    var errorBodyType: SwiftType?
    /// When the rules name several models: one `ErrorBody` enum case per model, in rule order.
    var errorBodyCases: [ErrorBodyCase]
    /// Whether the endpoint declares `If-None-Match` or `If-Modified-Since`: its client method returns a
    /// `ConditionalResponse`, where `304 Not Modified` is a value.
    var isConditional: Bool
    /// The members (as declared) of the optional `If-None-Match` and `If-Modified-Since` header parameters: a view
    /// model clears them to tell whether a load asks for the value it shows (`LatestLoad.run(conditional:...)`).
    var conditionalMembers: [String] = []
    /// The endpoint's own `AuthPlacement` expression, when it declares its own scheme.
    var authPlacement: SwiftExpression?
    /// The endpoint's own idle timeout and total deadline (seconds, `5.0`), and its `APIServer(...)`.
    var timeout: SwiftExpression?
    var deadline: SwiftExpression?
    var server: SwiftExpression?

    /// One case of a request's `ErrorBody` enum.
    struct ErrorBodyCase: Hashable {
        /// The case name, lowerCamelCase of the model's name.
        var name: String
        /// The model type, qualified.
        var type: SwiftType
    }
    /// How the endpoint pages (`pagination:`), when it does.
    var pagination: PaginationDeclaration? = nil
    /// Whether the type is `Equatable`: a loading view model (plain or paginated) sends it, and compares a new request
    /// with the one its value was loaded with, to keep that value only for a reload (docs/view-models.md).
    var isEquatable = false
    /// The spec's `example: {response: ...}`: a 2xx payload of `responseType`, inside the envelope as `response:` is.
    var successExample: ExampleDefinition? = nil
    /// The spec's `example: {body: ...}`: the JSON request body.
    var requestExample: ExampleDefinition? = nil
    /// The spec's `example: {errors: ...}`: error bodies by exact HTTP status, each of the model the endpoint's
    /// error rules pick for it.
    var errorExamples: [Int: ExampleDefinition] = [:]
}

/// One generated view model.
struct ViewModelDeclaration: Hashable {
    /// What the view model does with its endpoint.
    enum Kind: Hashable {
        /// Loads one value (`viewmodel`): a `GET`, `HEAD` or `OPTIONS` endpoint.
        case load
        /// Loads a list page by page (`pagedviewmodel`): an endpoint with `pagination:`.
        case paged(itemType: SwiftType)
        /// Sends a change (`actionviewmodel`): a `POST`, `PUT`, `PATCH` or `DELETE` endpoint.
        case action
    }

    var name: String
    /// The request type it sends.
    var requestType: SwiftType
    /// The value its state holds: the response, or the items listed so far for a paginated one.
    var valueType: SwiftType
    var doc: [String]
    /// Parameters of `load(...)` or `send(...)`: `name: Type = default`.
    var parameters: [RequestDeclaration.Member]
    var kind: Kind
    /// Whether its request is conditional (``RequestDeclaration/isConditional``): a `load` view model then reads a
    /// `304` as "the value shown is current".
    var isConditional = false
    /// ``RequestDeclaration/conditionalMembers`` of its request.
    var conditionalMembers: [String] = []

    /// The item type of a paginated view model; `nil` for the other kinds.
    var itemType: SwiftType? {
        if case .paged(let itemType) = kind { return itemType }
        return nil
    }
}

/// The mocks file of one API (docs/mocks.md): samples, the mock server's routes, view model previews.
struct MockDeclarations {
    /// A `static var sample: Self` of a model or request type.
    struct Sample: Hashable {
        /// The type, qualified (`GitHub.User`).
        var type: SwiftType
        /// The sample: `Self()` for a struct without properties, an enum case, or a one-line value.
        var value: SwiftExpression
        /// For a struct, the arguments of `Self(...)`, `label: value` each; empty otherwise.
        var arguments: [SwiftExpression.Argument]
        /// For a struct with `arguments`, the spec's example as a JSON string literal: the sample decodes it, with
        /// `Self(arguments)` as the fallback.
        var example: SwiftExpression? = nil
        /// Whether the sample is the spec's example of the type (in `example` or in `value`).
        var isExample = false
    }

    /// One endpoint of the mock server.
    struct Route: Hashable {
        /// The request type (`GetRepositoryRequest`).
        var request: SwiftType
        /// The spec's path template, as a string literal.
        var path: SwiftExpression
        /// The response sample; `nil` for an endpoint without a response body.
        var sample: SwiftExpression?
        /// The spec's error examples, `[status: "<json>"]`; empty when it has none.
        var errorExamples: SwiftExpression? = nil
        /// For a paginated endpoint whose mock pages must end: the page after the sample.
        var lastPage: LastPage? = nil

        /// The page a mock answers a later page with (no items, no next cursor), and the page query parameter whose
        /// presence asks for a later page.
        struct LastPage: Hashable {
            var page: SwiftExpression
            var parameter: SwiftExpression
        }
    }

    /// `static func preview(_:)` of one view model.
    struct Preview: Hashable {
        var viewModel: String
        /// The value shown in `.loaded`.
        var loaded: SwiftExpression
        /// The value shown in `.empty`; `nil` when the value cannot be empty (the preview shows `.idle`).
        var empty: SwiftExpression?
    }

    var models: [Sample] = []
    var requests: [Sample] = []
    var routes: [Route] = []
    var previews: [Preview] = []
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
    /// Members of the API's request protocol defaults: an `EnvelopeRule(...)`, `ErrorRule(...)`s.
    var envelope: SwiftExpression?
    var errorRules: [SwiftExpression]
    /// The auth every request of the API states: `.required` when the spec has `auth`; `nil` when it has none,
    /// which is the runtime's own default (`.none`), so the request protocol need not state it.
    var defaultAuth: AuthUse?
    /// A `DateRule` case (`.iso8601`, `.format("yyyy-MM-dd")`).
    var dateRule: SwiftExpression
    /// Seconds, `30.0`.
    var timeout: SwiftExpression?
    /// `CommonField(...)` expressions.
    var commonFields: [SwiftExpression]
    var headers: [RequestDeclaration.Item]
    /// The spec's `base_url` as a string literal.
    var baseURL: SwiftExpression?
    /// The spec's `auth:` as an `AuthPlacement` expression (`.bearer("Authorization")`), for configuring the client.
    var authPlacement: SwiftExpression?
    /// The property name on `APIClient` that reaches this API's methods (`client.gitHub`).
    var clientAccessor: String
    /// Samples, mock routes and previews.
    var mocks = MockDeclarations()
}
