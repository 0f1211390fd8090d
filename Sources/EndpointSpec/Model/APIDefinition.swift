/// One spec file, decoded and validated: the input of code generation.
public struct APIDefinition: Sendable, Hashable {
    /// `api:`, a Swift identifier; the namespace of every generated type (`GitHub.User`).
    public var name: String
    /// The spec file's path as given.
    public var sourcePath: String
    /// The spec file's name without extension; generated file names start with it (spec format §6).
    public var fileStem: String
    public var description: String?
    public var baseURL: String?
    /// Request timeout in seconds.
    public var timeout: Double?
    public var dates: DateRule
    /// Headers sent with every request, in spec order.
    public var headers: [HeaderDefinition]
    public var auth: AuthScheme?
    public var envelope: Envelope?
    public var commonFields: [CommonField]
    public var errors: [ErrorRule]
    /// Models in spec order.
    public var models: [ModelDefinition]
    /// Endpoints in spec order.
    public var endpoints: [EndpointDefinition]
    public var location: SourceLocation

    /// The model named `name`, if declared.
    public func model(named name: String) -> ModelDefinition? {
        models.first { $0.name == name }
    }
}

/// How dates are written on the wire (spec format §1, `dates`).
public enum DateRule: Sendable, Hashable {
    /// ISO 8601 date-time, with or without fractional seconds, `Z` or an offset.
    case iso8601
    /// Seconds since 1970 as a number.
    case secondsSince1970
    /// Milliseconds since 1970 as a number.
    case millisecondsSince1970
    /// A fixed format in Unicode date-format patterns (`yyyy-MM-dd HH:mm:ss`), POSIX locale, UTC.
    case format(String)
}

/// Where the auth token goes (spec format §1, `auth`).
public enum AuthScheme: Sendable, Hashable {
    /// The raw token in the named header (`x-access-token: <token>`).
    case header(String)
    /// `Bearer <token>` in the named header (usually `Authorization`).
    case bearer(String)
}

/// A response envelope: every 2xx body wraps the payload (spec format §1 and §6).
public struct Envelope: Sendable, Hashable {
    public enum CodeType: String, Sendable, Hashable { case int, string }

    /// The key holding the payload (`result`, `rslt_set`).
    public var payloadKey: String
    /// A boolean key; `false` means failure.
    public var successKey: String?
    public var codeKey: String?
    public var codeType: CodeType
    public var messageKey: String?
    /// Codes meaning success, as written (validated against `codeType`). Empty: any code.
    public var successCodes: [String]
    /// Whether error bodies (non-2xx) are enveloped too.
    public var appliesToErrors: Bool
    public var location: SourceLocation
}

/// A value sent with every request (spec format §6, "Common fields").
public struct CommonField: Sendable, Hashable {
    public enum Source: Sendable, Hashable {
        /// A value the client's provider resolves at run time (`app_version`, `language`, a custom key).
        case provider(String)
        case literal(Literal)
    }

    public var wireName: String
    public var type: TypeReference.Primitive
    public var source: Source
    public var location: SourceLocation
}
