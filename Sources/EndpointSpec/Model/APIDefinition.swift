/// One spec file, decoded and validated: the input of code generation.
package struct APIDefinition: Sendable, Hashable {
    /// `api:`, a Swift identifier; the namespace of every generated type (`GitHub.User`).
    package var name: String
    /// The spec file's path as given.
    package var sourcePath: String
    /// The spec file's name without extension; generated file names start with it (spec format §6).
    package var fileStem: String
    package var description: String?
    package var baseURL: String?
    /// Request timeout in seconds.
    package var timeout: Double?
    /// Named servers, in spec order.
    package var servers: [ServerDefinition] = []
    package var dates: DateRuleDefinition
    /// `lenient: true`: every number, date and URL property without its own `lenient` reads leniently (spec
    /// format §2, "Lenient values").
    package var lenient: Bool = false
    /// Headers sent with every request, in spec order.
    package var headers: [HeaderDefinition]
    package var auth: AuthScheme?
    package var envelope: EnvelopeDefinition?
    package var commonFields: [CommonFieldDefinition]
    package var errors: [ErrorRuleDefinition]
    /// Models in spec order.
    package var models: [ModelDefinition]
    /// Endpoints in spec order.
    package var endpoints: [EndpointDefinition]
    /// Models of the specs named in `uses` (spec format §1), by name: type expressions and error rules of this
    /// spec refer to them by their plain name; generated code writes them in their own namespace.
    package var usedModels: [String: UsedModel] = [:]
    /// The `uses` entries that named a usable spec, as written (relative to this spec's directory), in spec order:
    /// the files besides this one whose contents shape its generated code (the generator's input fingerprint).
    package var usedSpecs: [String] = []
    /// The example files the spec reads (`example_file`, `response_file`, `body_file`, `error_files`), as written
    /// (relative to this spec's directory), each once, sorted: their contents shape the mocks file, and a changed or
    /// broken one must not be skipped by a no-op run (the generator's input fingerprint).
    package var exampleFiles: [String] = []
    package var location: SourceLocation
    /// Where the `api` name is written (its value), for problems with the name itself; `nil` for specs built in code.
    package var nameLocation: SourceLocation? = nil

    /// The model named `name`, if declared.
    package func model(named name: String) -> ModelDefinition? {
        models.first { $0.name == name }
    }
}

/// A model declared by another spec and shared through `uses` (spec format §1).
package struct UsedModel: Sendable, Hashable {
    /// The other spec's `api`: the namespace its generated code declares the model in (`Common.User`).
    package var namespace: String
    /// The other spec's file path, as loaded.
    package var sourcePath: String
    package var model: ModelDefinition
    /// Whether its own spec gives it `var` properties without the config's `mutable_models` (a body of that spec
    /// sends it, or it is `mutable: true` or referred to by such a model; spec format §3, "Mutability").
    package var isMutableInItsSpec: Bool

    package init(namespace: String, sourcePath: String, model: ModelDefinition, isMutableInItsSpec: Bool = false) {
        self.namespace = namespace
        self.sourcePath = sourcePath
        self.model = model
        self.isMutableInItsSpec = isMutableInItsSpec
    }
}

/// How dates are written on the wire (spec format §1, `dates`).
package enum DateRuleDefinition: Sendable, Hashable {
    /// ISO 8601 date-time, written without fractional seconds; read with or without them, `Z` or an offset.
    case iso8601
    /// ISO 8601 date-time written with milliseconds (`…:05.750Z`, `iso8601_milliseconds`); read like `iso8601`.
    case iso8601WithMilliseconds
    /// Seconds since 1970 as a number.
    case secondsSince1970
    /// Milliseconds since 1970 as a number.
    case millisecondsSince1970
    /// A fixed format in Unicode date-format patterns (`yyyy-MM-dd HH:mm:ss`), POSIX locale, wall-clock time in
    /// `timeZone` (UTC when `nil`).
    case format(String, timeZone: TimeZoneDefinition? = nil)
}

/// The time zone of a date format's wall-clock time (`dates: {format: ..., time_zone: Asia/Seoul}`).
package enum TimeZoneDefinition: Sendable, Hashable {
    /// An IANA time zone name such as `Asia/Seoul` or `UTC`, with its daylight-saving rules.
    case identifier(String)
    /// A fixed offset from UTC in seconds (`+09:00` is 32400), as written.
    case offset(seconds: Int, text: String)
}

/// Where the auth token goes (spec format §1, `auth`).
package enum AuthScheme: Sendable, Hashable {
    /// The raw token in the named header (`x-access-token: <token>`).
    case header(String)
    /// `Bearer <token>` in the named header (usually `Authorization`).
    case bearer(String)
    /// `<scheme> <token>` in the named header (`Authorization: token <token>`).
    case scheme(String, header: String)
    /// HTTP Basic in the named header (RFC 7617).
    case basic(String)
    /// The token as the named query item.
    case query(String)
}

extension AuthScheme {
    /// The query item the token goes in (`auth: {query: api_key}`); `nil` for the schemes that use a header.
    package var queryItemName: String? {
        if case .query(let name) = self { name } else { nil }
    }

    /// The header the token goes in; `nil` for a query item.
    package var headerName: String? {
        switch self {
        case .header(let name), .bearer(let name), .basic(let name), .scheme(_, header: let name): name
        case .query: nil
        }
    }
}

/// A named server (spec format §1, `servers`): endpoints naming it are sent there instead of `base_url`.
package struct ServerDefinition: Sendable, Hashable {
    package var name: String
    package var url: String
    package var location: SourceLocation
}

/// A response envelope: every 2xx body wraps the payload (spec format §1 and §6).
package struct EnvelopeDefinition: Sendable, Hashable {
    package enum CodeType: String, Sendable, Hashable { case int, string }

    /// The key holding the payload (`result`, `rslt_set`).
    package var payloadKey: String
    /// A boolean key; `false` means failure.
    package var successKey: String?
    package var codeKey: String?
    package var codeType: CodeType
    package var messageKey: String?
    /// Codes meaning success, as written (validated against `codeType`). Empty: any code.
    package var successCodes: [String]
    /// Whether error bodies (non-2xx) are enveloped too.
    package var appliesToErrors: Bool
    package var location: SourceLocation
}

/// A value sent with every request (spec format §6, "Common fields").
package struct CommonFieldDefinition: Sendable, Hashable {
    package enum Source: Sendable, Hashable {
        /// A value the client's provider resolves at run time (`app_version`, `language`, a custom key).
        case provider(String)
        case literal(Literal)
    }

    /// What the client does when the provider has no value (`if_missing:`); see the runtime's `CommonField.IfMissing`.
    package enum IfMissing: String, Sendable, Hashable, CaseIterable {
        /// The request fails with a typed error; the default.
        case fail
        /// The field is sent empty.
        case empty
        /// The field is left out.
        case omit
    }

    package var wireName: String
    package var type: TypeReference.Primitive
    package var source: Source
    package var ifMissing: IfMissing = .fail
    package var location: SourceLocation
}
