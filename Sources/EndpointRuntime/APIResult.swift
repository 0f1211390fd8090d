import Foundation

/// The outcome of one call classified for the call site, with the endpoint's declared error model as its own type
/// (``Endpoint/ErrorBody``): what hand-written layers call `NetworkResult` (success, a client error with the
/// server's error model, a server error, a network failure, a decoding failure).
///
/// `let result = await client.gitHub.getLabelResult(owner: "o", repo: "r", name: "bug")`, or
/// `await client.result(GitHub.GetLabelRequest(...))`; then `switch result { case .clientError(let body, _): ... }`.
public enum APIResult<Payload: Sendable, ErrorBody: Sendable>: Sendable {
    /// A 2xx whose body decoded, with status, headers and final URL.
    case success(APIResponse<Payload>)
    /// A 4xx: the body as the endpoint's error model when it decoded into it (else `nil`, e.g. an HTML page),
    /// and the raw failure.
    case clientError(ErrorBody?, HTTPFailure)
    /// A 5xx: the body as the endpoint's error model when it decoded into it, and the raw failure.
    case serverError(ErrorBody?, HTTPFailure)
    /// Offline, timed out, cancelled, cannot connect, or another failure below HTTP (``APIError/transport(_:)``).
    case networkFailure(TransportFailure)
    /// A 2xx body that did not decode into the payload (``APIError/decoding(_:)``).
    case decodingFailure(DecodingFailure)
    /// Anything else: an invalid request, an envelope failure, an authentication failure, another status.
    case failure(APIError)

    /// Classifies an error thrown by ``APIClient`` (any other error is first classified by ``APIError/init(_:)``);
    /// the error model is converted with `errorBody` (``Endpoint/errorBody(from:)``).
    public init(error: any Error, errorBody: (any Sendable) -> ErrorBody?) {
        let error = APIError(error)
        switch error {
        case .http(let failure) where (400..<500).contains(failure.status):
            self = .clientError(failure.errorModel.flatMap(errorBody), failure)
        case .http(let failure) where (500..<600).contains(failure.status):
            self = .serverError(failure.errorModel.flatMap(errorBody), failure)
        case .transport(let failure):
            self = .networkFailure(failure)
        case .decoding(let failure):
            self = .decodingFailure(failure)
        default:
            self = .failure(error)
        }
    }

    /// The payload of a success, else `nil`.
    public var value: Payload? {
        if case .success(let response) = self {
            return response.payload
        }
        return nil
    }

    /// The declared error model of a client or server error, when the body decoded into it.
    public var errorBody: ErrorBody? {
        switch self {
        case .clientError(let body, _), .serverError(let body, _): return body
        default: return nil
        }
    }

    /// The failure as the ``APIError`` `send` would have thrown, or `nil` for a success.
    public var error: APIError? {
        switch self {
        case .success: return nil
        case .clientError(_, let failure), .serverError(_, let failure): return .http(failure)
        case .networkFailure(let failure): return .transport(failure)
        case .decodingFailure(let failure): return .decoding(failure)
        case .failure(let error): return error
        }
    }

    /// The payload, or the failure thrown as ``APIError``.
    public func get() throws -> Payload {
        if case .success(let response) = self {
            return response.payload
        }
        throw error ?? APIError.invalidRequest("unreachable")
    }
}

extension APIError {
    /// The endpoint's declared error model of this error as its own type (``Endpoint/ErrorBody``): for an
    /// ``http(_:)`` error whose body decoded into a model of `endpoint`'s rules, else `nil`. With generated code:
    /// `error.errorBody(of: GitHub.GetLabelRequest.self)?.message`.
    public func errorBody<E: Endpoint>(of endpoint: E.Type) -> E.ErrorBody? {
        guard case .http(let failure) = self, let model = failure.errorModel else { return nil }
        return E.errorBody(from: model)
    }
}

/// The answer to a conditional request (one carrying `If-None-Match` or `If-Modified-Since`): a new
/// representation, or `304 Not Modified`, which is a value here, not an error (RFC 9110 §15.4.5).
public enum ConditionalResponse<Payload: Sendable>: Sendable {
    /// A 2xx with the new payload; its `headers["ETag"]` is the tag for the next request.
    case modified(APIResponse<Payload>)
    /// `304 Not Modified`: the copy the caller holds is current.
    case notModified(NotModified)

    /// The new payload, or `nil` when not modified.
    public var value: Payload? {
        if case .modified(let response) = self {
            return response.payload
        }
        return nil
    }

    /// Whether the server answered `304 Not Modified`.
    public var isNotModified: Bool {
        if case .notModified = self {
            return true
        }
        return false
    }

    /// The status (`200`, `304`, ...).
    public var status: Int {
        switch self {
        case .modified(let response): return response.status
        case .notModified(let response): return response.status
        }
    }

    /// The response headers (`ETag`, `Cache-Control`, rate limits).
    public var headers: HTTPHeaders {
        switch self {
        case .modified(let response): return response.headers
        case .notModified(let response): return response.headers
        }
    }

    /// The final URL, after redirects.
    public var url: URL {
        switch self {
        case .modified(let response): return response.url
        case .notModified(let response): return response.url
        }
    }
}

/// A `304 Not Modified` answer: status, headers and final URL, no payload.
public struct NotModified: Sendable {
    /// `304`.
    public let status: Int
    /// The response headers; a server may send a refreshed `ETag`.
    public let headers: HTTPHeaders
    /// The final URL, after redirects.
    public let url: URL
    /// The request answered `304` (method, URL with a credential redacted, operation name), when ``APIClient`` made
    /// this value: a failure derived from it, such as a view model's `304` with no value to keep
    /// (``LatestLoad/run(conditional:for:identifiedBy:publish:)``), names it as ``APIError/request`` does. For logs.
    public internal(set) var request: FailedRequest?

    /// Creates the value.
    public init(status: Int = 304, headers: HTTPHeaders, url: URL) {
        self.status = status
        self.headers = headers
        self.url = url
    }
}

extension NotModified {
    /// This answer as the failure ``APIClient/send(_:)`` reports for it (``APIError/http(_:)``, no body), naming its
    /// request: a view model's `304` with nothing shown to keep.
    var failure: APIError {
        var failure = HTTPFailure(status: status, headers: headers, body: Data(), errorModel: nil)
        failure.request = request
        return .http(failure)
    }
}
