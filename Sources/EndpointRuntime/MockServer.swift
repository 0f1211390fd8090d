import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// MARK: - MockRoute

/// One endpoint of a ``MockServer``: how a request is recognised (its operation name, else its method and path
/// template) and the sample it is answered with.
///
/// Generated mocks list one route per endpoint, made from the request type's sample:
/// `MockRoute(GetRepositoryRequest.sample, path: "/repos/{owner}/{repo}", sample: Repository.sample)`.
public struct MockRoute: Sendable {
    /// The endpoint's name (``Endpoint/operationName``), matched against ``HTTPRequest/operationName`` first.
    public let operationName: String
    public let method: HTTPMethod
    /// The spec's path template: `{name}` matches one non-empty path segment, `{+name}` any number of segments.
    public let pathTemplate: String
    let endpointType: ObjectIdentifier
    let coding: MockCoding
    let template: MockPathTemplate
    let sampleAnswer: @Sendable (MockCoding, HTTPRequest) throws -> HTTPResponse
    let sendSample: @Sendable (APIClient) async throws -> any Sendable

    /// A route answering `endpoint`'s requests with `sample` as JSON (inside the endpoint's envelope, dates by its date
    /// rule), or as text or bytes when its ``Endpoint/responseBody`` is ``ResponseBody/text`` or ``ResponseBody/binary``.
    /// - Parameters:
    ///   - endpoint: A request of the endpoint; its envelope, date rule, error rules and response format shape the
    ///     answers, and ``sendSample(through:)`` sends it.
    ///   - path: The spec's path template, e.g. `/repos/{owner}/{repo}`.
    ///   - errorExamples: The spec's error examples (`example: {errors: {404: ...}}`) by HTTP status, as JSON text:
    ///     ``MockAnswer/status(_:headers:)`` answers a status listed here with exactly that body.
    public init<E: Endpoint>(
        _ endpoint: E, path: String, sample: E.Response, errorExamples: [Int: String] = [:]
    ) where E.Response: Encodable {
        self.init(endpoint, path: path, errorExamples: errorExamples) { coding, _ in try coding.response(payload: sample, status: 200, headers: HTTPHeaders()) }
    }

    /// A route for a paginated endpoint whose pages end: a first page (a request without `pageParameter` in its
    /// query, or with it empty) is answered with `sample`; a later page (the query carries `pageParameter`, the
    /// query parameter the endpoint's page rule sets: cursor, page number, offset or before-id) with `lastPage`, the
    /// sample with no items and no next cursor. So `for try await page in mock.client.api.listItemsPages()` gets the
    /// sample page, then the empty last page, and ends; a paginated view model's `loadMore()` ends likewise.
    /// - Parameters:
    ///   - sample: The first page.
    ///   - lastPage: Every later page: no items, no next cursor (``SampleValues/lastPage(of:_:)``).
    ///   - pageParameter: The page query parameter's wire name, e.g. `cursor` or `page`.
    ///   - errorExamples: The spec's error examples by HTTP status, as JSON text (see the initializer above).
    public init<E: Endpoint>(
        _ endpoint: E, path: String, sample: E.Response, lastPage: E.Response, pageParameter: String,
        errorExamples: [Int: String] = [:]
    ) where E.Response: Encodable {
        self.init(endpoint, path: path, errorExamples: errorExamples) { coding, request in
            let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
            let later = items.contains { $0.name == pageParameter && !($0.value ?? "").isEmpty }
            return try coding.response(payload: later ? lastPage : sample, status: 200, headers: HTTPHeaders())
        }
    }

    /// A route for an endpoint without a response body (spec `response: none`): answered `204 No Content`, or
    /// `200` with a succeeding envelope when the API has one.
    /// - Parameter errorExamples: The spec's error examples by HTTP status, as JSON text (see the initializer above).
    public init<E: Endpoint>(_ endpoint: E, path: String, errorExamples: [Int: String] = [:]) where E.Response == NoContent {
        self.init(endpoint, path: path, errorExamples: errorExamples) { coding, _ in try coding.response(payload: NoContent(), status: 200, headers: HTTPHeaders()) }
    }

    private init<E: Endpoint>(
        _ endpoint: E, path: String, errorExamples: [Int: String],
        sample: @escaping @Sendable (MockCoding, HTTPRequest) throws -> HTTPResponse
    ) {
        operationName = endpoint.operationName
        method = endpoint.method
        pathTemplate = path
        endpointType = ObjectIdentifier(E.self)
        coding = MockCoding(
            envelope: endpoint.envelope, dateRule: endpoint.dateRule ?? .iso8601, errorRules: endpoint.errorRules,
            format: endpoint.responseBody.format, errorExamples: errorExamples)
        template = MockPathTemplate(path)
        sampleAnswer = sample
        sendSample = { client in try await client.send(endpoint) }
    }

    /// Sends the route's sample request through `client` and returns the decoded payload: a test that iterates
    /// ``MockServer/routes`` proves every endpoint's mock answer decodes through the generated client.
    /// - Throws: ``APIError``, as ``APIClient/send(_:)`` does.
    public func sendSample(through client: APIClient) async throws -> any Sendable {
        try await sendSample(client)
    }
}

// MARK: - MockAnswer

/// How a ``MockServer`` answers one endpoint: its sample, a payload of your own, an HTTP error status, or a
/// transport failure.
public struct MockAnswer<Payload: Sendable>: Sendable {
    let respond: @Sendable (_ route: MockRoute, _ request: HTTPRequest) throws -> HTTPResponse

    /// The endpoint's sample (its spec example, or made-up values), status 200; for a later page of a paginated
    /// endpoint, its last page.
    public static var sample: MockAnswer {
        MockAnswer { route, request in try route.sampleAnswer(route.coding, request) }
    }

    /// An HTTP error `status` whose body is the spec's error example for that status when the endpoint has one, else
    /// the sample of the error model the endpoint's error rules name for that status (the most specific rule, as the
    /// client decodes it); an empty body when no rule names one. When the endpoint has an envelope whose fields the
    /// error model holds, the sample says failure as a server's would: its success flag `false`, and a success code
    /// replaced by `status`.
    public static func status(_ status: Int, headers: HTTPHeaders = HTTPHeaders()) -> MockAnswer {
        MockAnswer { route, _ in try route.coding.errorResponse(status: status, headers: headers) }
    }

    /// A failing envelope: the endpoint's envelope with its success flag `false` (when it has one), `code` and
    /// `message` (each when the envelope has that key and a value is given), and no payload, answered with `status`.
    /// The client throws ``APIError/envelope(_:)`` carrying `code`, `message` and `status`, as it does for a server's
    /// `{"isSuccess": false, "code": 2001, "message": "..."}`.
    ///
    /// A non-2xx `status` is read as an envelope only when the envelope applies to errors (spec `on_errors: true`);
    /// otherwise the client reports it as ``APIError/http(_:)``, as it would the server's.
    ///
    /// The answer throws ``MockServerError/noEnvelope(operationName:)`` (which the client reports as a transport
    /// failure) for an endpoint without an envelope, and ``MockServerError/envelopeCannotFail(operationName:reason:)``
    /// when the envelope could not say failure with these values: it has no success flag, and `code` is missing or
    /// one of its success codes.
    public static func envelopeFailure(
        code: EnvelopeCode? = nil, message: String? = nil, status: Int = 200, headers: HTTPHeaders = HTTPHeaders()
    ) -> MockAnswer {
        MockAnswer { route, _ in
            try route.coding.envelopeFailure(
                code: code, message: message, status: status, headers: headers, operationName: route.operationName)
        }
    }

    /// A transport failure: the request never gets an answer (`.notConnectedToInternet`, `.timedOut`); the client
    /// reports it as ``APIError/transport(_:)``.
    public static func transportFailure(_ code: URLError.Code) -> MockAnswer {
        MockAnswer { _, _ in throw URLError(code) }
    }

    /// Exactly this response.
    public static func response(_ response: HTTPResponse) -> MockAnswer {
        MockAnswer { _, _ in response }
    }
}

extension MockAnswer where Payload: Encodable {
    /// `payload`, written as the endpoint's responses are (JSON in the envelope, text or bytes).
    public static func payload(_ payload: Payload, status: Int = 200, headers: HTTPHeaders = HTTPHeaders()) -> MockAnswer {
        MockAnswer { route, _ in try route.coding.response(payload: payload, status: status, headers: headers) }
    }
}

/// A mock answer that does not fit its endpoint; the client reports it as ``APIError/transport(_:)`` (kind
/// ``TransportFailure/Kind/other``) with this description.
public enum MockServerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// ``MockAnswer/envelopeFailure(code:message:status:headers:)`` for an endpoint whose API has no envelope.
    case noEnvelope(operationName: String)
    /// ``MockAnswer/envelopeFailure(code:message:status:headers:)`` with values the envelope cannot say failure with.
    case envelopeCannotFail(operationName: String, reason: String)

    public var description: String {
        switch self {
        case .noEnvelope(let name):
            "\(name) has no envelope: .envelopeFailure answers only endpoints of an API with `envelope:`"
        case .envelopeCannotFail(let name, let reason):
            "\(name): .envelopeFailure cannot fail this envelope: \(reason)"
        }
    }
}

// MARK: - MockServer

/// A mock of an API for previews and tests, on ``MockTransport``: every endpoint answers with its sample until a test
/// overrides it, by request type.
///
/// ```swift
/// let mock = GitHub.mock()
/// mock.override(GitHub.GetRepositoryRequest.self, with: .status(404))   // the spec's 404 error body
/// mock.latency = 0.3                                                    // seconds before each answer
/// let repository = try await mock.client.gitHub.getRepository(owner: "apple", repo: "swift")
/// ```
///
/// A request is matched to its endpoint by ``HTTPRequest/operationName`` (what generated requests send), else by method
/// and path template with path parameters (`/repos/{owner}/{repo}` matches `/repos/apple/swift`; the most literal
/// template wins). A request no route matches is answered `404` with a message naming it.
public final class MockServer: Sendable {
    /// The endpoints, in spec order.
    public let routes: [MockRoute]
    /// The transport answering from the routes; it records every request (``requests``).
    public let transport: MockTransport
    private let state: MockServerState

    /// A server answering `routes`, after waiting `latency` seconds per request.
    public init(routes: [MockRoute], latency: TimeInterval = 0) {
        self.routes = routes
        let state = MockServerState(latency: latency)
        self.state = state
        transport = MockTransport { request in try await Self.answer(request, routes: routes, state: state) }
    }

    /// Seconds each answer waits (`0` by default): spinners in previews, races in tests. Cancelling the request's task
    /// ends the wait with a cancelled ``APIError``.
    public var latency: TimeInterval {
        get { state.withLock { $0.latency } }
        set { state.withLock { $0.latency = newValue } }
    }

    /// Every request received so far, in order.
    public var requests: [HTTPRequest] { transport.requests }

    /// A client sending to this server: base URL `https://mock.example.com`, a token (`mock-token`) for endpoints
    /// that require one (where the endpoint puts it, else as `Authorization: Bearer mock-token`), and a value (`mock`)
    /// for every common field the standard provider has none for.
    public var client: APIClient {
        APIClient(
            configuration: APIClientConfiguration(
                baseURL: Self.clientBaseURL, authPlacement: .bearer(), tokenProvider: { "mock-token" },
                commonFieldProvider: { source in CommonFieldValues.standard(source) ?? "mock" }),
            transport: transport)
    }

    /// `https://mock.example.com`, the base URL of ``client``.
    public static let clientBaseURL = URL(string: "https://mock.example.com") ?? URL(fileURLWithPath: "/")

    /// Answers `endpoint`'s requests with `answer` from now on, waiting `latency` seconds (the server's when `nil`).
    public func override<E: Endpoint>(_ endpoint: E.Type, with answer: MockAnswer<E.Response>, latency: TimeInterval? = nil) {
        override(endpoint, latency: latency) { _ in answer }
    }

    /// Answers `endpoint`'s requests with what `handler` returns for each; a handler may look at the request (its URL,
    /// query, body) and may throw to fail the request with its error.
    public func override<E: Endpoint>(
        _ endpoint: E.Type, latency: TimeInterval? = nil,
        handler: @escaping @Sendable (HTTPRequest) async throws -> MockAnswer<E.Response>
    ) {
        let override = MockServerState.Override(latency: latency) { route, request in
            try await handler(request).respond(route, request)
        }
        state.withLock { $0.overrides[ObjectIdentifier(endpoint)] = override }
    }

    /// Puts `endpoint` back to its sample.
    public func removeOverride<E: Endpoint>(_ endpoint: E.Type) {
        state.withLock { $0.overrides[ObjectIdentifier(endpoint)] = nil }
    }

    /// The route `request` is for, or `nil`.
    public func route(for request: HTTPRequest) -> MockRoute? {
        Self.route(for: request, in: routes)
    }

    private static func route(for request: HTTPRequest, in routes: [MockRoute]) -> MockRoute? {
        if let named = routes.first(where: { $0.operationName == request.operationName && $0.method == request.method }) {
            return named
        }
        let path = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.percentEncodedPath ?? request.url.path
        var best: (route: MockRoute, literal: Int)?
        for route in routes where route.method == request.method && route.template.matchesSuffix(of: path) {
            if best == nil || route.template.literalLength > best?.literal ?? 0 {
                best = (route, route.template.literalLength)
            }
        }
        return best?.route
    }

    private static func answer(_ request: HTTPRequest, routes: [MockRoute], state: MockServerState) async throws -> HTTPResponse {
        guard let route = route(for: request, in: routes) else {
            let message = "MockServer: no endpoint matches \(request.method) \(request.url.path)"
            return HTTPResponse(
                status: 404, headers: ["Content-Type": "text/plain; charset=utf-8"], body: Data(message.utf8), url: request.url)
        }
        let (override, latency) = state.withLock { ($0.overrides[route.endpointType], $0.latency) }
        let wait = override?.latency ?? latency
        if wait > 0 {
            try await TimeLimits.sleep(wait)
        }
        var response: HTTPResponse
        if let override {
            response = try await override.respond(route, request)
        } else {
            response = try route.sampleAnswer(route.coding, request)
        }
        response.url = response.url ?? request.url
        return response
    }
}

/// The mutable part of a ``MockServer``, behind a lock.
private final class MockServerState: @unchecked Sendable {
    struct Override {
        var latency: TimeInterval?
        var respond: @Sendable (MockRoute, HTTPRequest) async throws -> HTTPResponse
    }

    struct Values {
        var latency: TimeInterval
        var overrides: [ObjectIdentifier: Override] = [:]
    }

    // Safe: `values` is only touched under `lock` (lock/unlock: `withLock` needs macOS 14 / iOS 17).
    private let lock = NSLock()
    private var values: Values

    init(latency: TimeInterval) {
        values = Values(latency: latency)
    }

    func withLock<T>(_ body: (inout Values) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&values)
    }
}

// MARK: - Writing answers

/// How one endpoint's bodies are written: the inverse of how the client reads them.
struct MockCoding: Sendable {
    let envelope: EnvelopeRule?
    let dateRule: DateRule
    let errorRules: [ErrorRule]
    let format: ResponseFormat
    /// The spec's error bodies by exact status, JSON text.
    var errorExamples: [Int: String] = [:]

    /// A 2xx (or any) response carrying `payload` in the endpoint's format.
    func response(payload: some Sendable, status: Int, headers: HTTPHeaders) throws -> HTTPResponse {
        var headers = headers
        let body: Data
        switch format {
        case .text:
            body = Data(((payload as? String) ?? "").utf8)
            setContentType("text/plain; charset=utf-8", in: &headers)
        case .binary:
            body = (payload as? Data) ?? Data()
            setContentType("application/octet-stream", in: &headers)
        case .noContent:
            guard let envelope else { return HTTPResponse(status: status == 200 ? 204 : status, headers: headers) }
            body = try encode(wrapping: nil, in: envelope)
            setContentType("application/json", in: &headers)
        case .json:
            let json = try (payload as? any Encodable).map(jsonValue) ?? .null
            body = try envelope.map { try encode(wrapping: json, in: $0) } ?? dateRule.makeEncoder().encode(json)
            setContentType("application/json", in: &headers)
        }
        return HTTPResponse(status: status, headers: headers, body: body)
    }

    /// An error response: the spec's error example for `status` as written, else the sample of the error model for
    /// `status`, or an empty body.
    func errorResponse(status: Int, headers: HTTPHeaders) throws -> HTTPResponse {
        var headers = headers
        if let example = errorExamples[status] {
            setContentType("application/json", in: &headers)
            return HTTPResponse(status: status, headers: headers, body: Data(example.utf8))
        }
        guard let model = ErrorRule.bestMatch(in: errorRules, status: status)?.modelType as? any (SampleProviding & Encodable).Type else {
            return HTTPResponse(status: status, headers: headers)
        }
        setContentType("application/json", in: &headers)
        var body = try dateRule.makeEncoder().encode(model.sample)
        if let envelope, case .object(var object) = try JSONDecoder().decode(JSONValue.self, from: body) {
            saysFailure(&object, in: envelope, status: status)
            body = try dateRule.makeEncoder().encode(JSONValue.object(object))
        }
        return HTTPResponse(status: status, headers: headers, body: body)
    }

    /// Makes an error model's sample that holds the envelope's fields say failure, as a server's error body does:
    /// its success flag `false`, and a code that is one of the success codes replaced by `status` (a number or a
    /// string, as the sample's code is). Other fields stay the sample's.
    private func saysFailure(_ object: inout [String: JSONValue], in envelope: EnvelopeRule, status: Int) {
        if let key = envelope.successKey, case .bool = object[key] {
            object[key] = .bool(false)
        }
        guard let key = envelope.codeKey, let value = object[key] else { return }
        switch value {
        case .integer(let code) where Int(exactly: code).map({ envelope.successCodes.contains(.int($0)) }) ?? false:
            object[key] = .integer(Int64(status))
        case .string(let code) where envelope.successCodes.contains(.string(code)):
            object[key] = .string(String(status))
        default:
            break
        }
    }

    /// `code` as it is written in JSON: a number or a string.
    private static func json(_ code: EnvelopeCode) -> JSONValue {
        switch code {
        case .int(let value): .integer(Int64(value))
        case .string(let value): .string(value)
        }
    }

    /// A failing envelope (``MockAnswer/envelopeFailure(code:message:status:headers:)``).
    func envelopeFailure(
        code: EnvelopeCode?, message: String?, status: Int, headers: HTTPHeaders, operationName: String
    ) throws -> HTTPResponse {
        guard let envelope else { throw MockServerError.noEnvelope(operationName: operationName) }
        if envelope.successKey == nil {
            let codes = envelope.successCodes.map(\.literal).joined(separator: ", ")
            guard let codeKey = envelope.codeKey, !envelope.successCodes.isEmpty else {
                throw MockServerError.envelopeCannotFail(
                    operationName: operationName, reason: "the envelope has neither a success flag nor success codes")
            }
            guard let code else {
                throw MockServerError.envelopeCannotFail(
                    operationName: operationName,
                    reason: "the envelope has no success flag, so only a \"\(codeKey)\" other than \(codes) says failure: pass code:")
            }
            if envelope.successCodes.contains(code) {
                throw MockServerError.envelopeCannotFail(
                    operationName: operationName, reason: "\(code.literal) is one of the success codes \(codes)")
            }
        }
        var object: [String: JSONValue] = [:]
        if let key = envelope.successKey { object[key] = .bool(false) }
        if let key = envelope.codeKey, let code { object[key] = Self.json(code) }
        if let key = envelope.messageKey, let message { object[key] = .string(message) }
        var headers = headers
        setContentType("application/json", in: &headers)
        return HTTPResponse(status: status, headers: headers, body: try dateRule.makeEncoder().encode(JSONValue.object(object)))
    }

    private func jsonValue(_ value: any Encodable) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: dateRule.makeEncoder().encode(value))
    }

    /// A succeeding envelope: the payload (when there is one), the success flag `true`, the first success code, and
    /// the message `OK`.
    private func encode(wrapping payload: JSONValue?, in envelope: EnvelopeRule) throws -> Data {
        var object: [String: JSONValue] = [:]
        if let payload { object[envelope.payloadKey] = payload }
        if let key = envelope.successKey { object[key] = .bool(true) }
        if let key = envelope.codeKey, let code = envelope.successCodes.first { object[key] = Self.json(code) }
        if let key = envelope.messageKey { object[key] = .string("OK") }
        return try dateRule.makeEncoder().encode(JSONValue.object(object))
    }

    private func setContentType(_ value: String, in headers: inout HTTPHeaders) {
        if headers["Content-Type"] == nil { headers.add(name: "Content-Type", value: value) }
    }
}

// MARK: - Path templates

/// A spec path template matched against request paths: literal text as the client encodes it, `{name}` one non-empty
/// segment, `{+name}` any number of segments.
struct MockPathTemplate: Sendable {
    enum Part: Sendable {
        case literal([UInt8])
        case segment
        case segments
    }

    let parts: [Part]
    /// How much of the template is literal text: the more, the more specific (`/users/me` over `/users/{id}`).
    let literalLength: Int

    init(_ template: String) {
        var parts: [Part] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if open > rest.startIndex { parts.append(.literal(Array(PercentEncoding.encodePath(String(rest[..<open])).utf8))) }
            parts.append(rest[rest.index(after: open)] == "+" ? .segments : .segment)
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.literal(Array(PercentEncoding.encodePath(String(rest)).utf8))) }
        self.parts = parts
        literalLength = parts.reduce(0) { total, part in
            if case .literal(let bytes) = part { return total + bytes.count }
            return total
        }
    }

    /// Whether the template matches `path` (percent-encoded) or its end after a `/`, so a base URL's path prefix
    /// (`/api/v2`) is allowed before it.
    func matchesSuffix(of path: String) -> Bool {
        let bytes = Array(path.utf8)
        return bytes.indices.contains { start in bytes[start] == UInt8(ascii: "/") && matches(bytes, from: start, part: 0) }
    }

    private func matches(_ path: [UInt8], from index: Int, part: Int) -> Bool {
        guard part < parts.count else { return index == path.count }
        switch parts[part] {
        case .literal(let literal):
            guard index + literal.count <= path.count, path[index..<(index + literal.count)].elementsEqual(literal) else { return false }
            return matches(path, from: index + literal.count, part: part + 1)
        case .segment:
            var end = index
            while end < path.count, path[end] != UInt8(ascii: "/") {
                end += 1
                if matches(path, from: end, part: part + 1) { return true }
            }
            return false
        case .segments:
            return (index...path.count).contains { matches(path, from: $0, part: part + 1) }
        }
    }
}

// MARK: - Previews

/// The state a view model is previewed in (`ViewModel.preview(.failed)`, docs/mocks.md).
public enum PreviewState: String, Sendable, Hashable, CaseIterable {
    /// A first load in flight: nothing to show yet.
    case loading
    /// The endpoint's sample loaded.
    case loaded
    /// Loaded, with nothing in it: an empty list, or `nil` for an optional value. A view model of one value that
    /// cannot be empty shows `.idle`, what a screen shows before anything has loaded.
    case empty
    /// The first load failed, with ``APIError/previewFailure`` (offline).
    case failed
}

extension LoadState {
    /// The ``LoadState`` a view model previewed in `state` shows: `loaded` for ``PreviewState/loaded``, `empty` for
    /// ``PreviewState/empty`` (`.idle` when `empty` is `nil`), `.loading(previous: nil)` and
    /// `.failed(.previewFailure, previous: nil)`.
    public static func preview(_ state: PreviewState, loaded: Value, empty: Value? = nil) -> LoadState {
        switch state {
        case .loading: .loading(previous: nil)
        case .loaded: .loaded(loaded)
        case .empty: empty.map { .loaded($0) } ?? .idle
        case .failed: .failed(.previewFailure, previous: nil)
        }
    }
}

extension APIError {
    /// The failure previews show: offline (`URLError.notConnectedToInternet`), the error an app meets most.
    public static var previewFailure: APIError {
        APIError(URLError(.notConnectedToInternet))
    }
}
