import Foundation

/// Sends ``Endpoint`` values and returns their decoded payloads.
///
/// Every error thrown is an ``APIError``. The client is a value: share one per API (or per app). Its only
/// shared state is the token refresh in flight, which copies of a client share.
public struct APIClient: Sendable {
    /// Base URL, headers, timeout, date rule, auth and common field values.
    public let configuration: APIClientConfiguration
    /// What actually sends requests.
    public let transport: any HTTPTransport
    /// Hooks around every exchange, outermost first.
    public let middleware: [any Middleware]
    /// Options applied to every call of this client value (``with(_:)``).
    public private(set) var options = RequestOptions()
    /// The refreshes of this client and its copies (single flight).
    private let refreshes = TokenRefreshes()

    /// Creates a client; the transport defaults to ``URLSessionTransport``.
    public init(
        configuration: APIClientConfiguration,
        transport: any HTTPTransport = URLSessionTransport(),
        middleware: [any Middleware] = []
    ) {
        self.configuration = configuration
        self.transport = transport
        self.middleware = middleware
    }

    // MARK: Sending

    /// Sends `endpoint` and returns its decoded payload.
    ///
    /// - Throws: ``APIError``: `invalidRequest` before sending, `transport` for network failures
    ///   (including cancellation and timeouts), `http` for non-2xx statuses, `envelope` when the
    ///   envelope signals failure, `decoding` when a 2xx body does not fit the response type.
    public func send<E: Endpoint>(_ endpoint: E) async throws -> E.Response {
        try await sendWithResponse(endpoint).payload
    }

    /// Sends `endpoint` and returns the payload with the status, headers and URL (`ETag`, rate
    /// limits, ``APIResponse/links``).
    ///
    /// - Throws: ``APIError``, as ``send(_:)``.
    public func sendWithResponse<E: Endpoint>(_ endpoint: E) async throws -> APIResponse<E.Response> {
        try await exchange(endpoint, pageURL: nil)
    }

    /// Sends `endpoint` to an absolute page URL taken from a `Link` header or a cursor response,
    /// instead of its own path and query. The URL is used verbatim: no query items or common
    /// fields are added. Headers, body, response and error rules are the endpoint's; the auth
    /// header is attached only when the URL has the base URL's scheme, host and port.
    ///
    /// - Throws: ``APIError``, as ``send(_:)``; `invalidRequest` for a non-HTTP URL.
    public func sendPage<E: Endpoint>(_ endpoint: E, at url: URL) async throws -> APIResponse<E.Response> {
        try await exchange(endpoint, pageURL: url)
    }

    /// The page after `response` (its `Link: <...>; rel="next"`), or `nil` when there is none or it links to the
    /// URL `response` answered (the same page again, which would never end).
    ///
    /// The page is `endpoint` sent at the linked URL without its precondition fields (`If-None-Match`,
    /// `If-Modified-Since`, `If-Match`, `If-Unmodified-Since`, `If-Range`), as ``page(at:of:rule:)`` sends a later
    /// page: they are validators of the first page's representation, not of the next one's.
    ///
    /// - Throws: ``APIError``, as ``send(_:)``.
    public func nextPage<E: Endpoint>(after response: APIResponse<E.Response>, of endpoint: E) async throws -> APIResponse<E.Response>? {
        guard let next = response.links.next, next.absoluteString != response.url.absoluteString else { return nil }
        return try await sendLaterPage(endpoint, at: next)
    }

    /// Sends a conditional request (``Endpoint/isConditional``: it carries `If-None-Match` or
    /// `If-Modified-Since`) and returns the new payload with its metadata, or ``ConditionalResponse/notModified(_:)``
    /// for a `304`, which is not an error here. Without a condition a `304` is an ``APIError/http(_:)`` as in
    /// ``send(_:)``.
    ///
    /// - Throws: ``APIError``, as ``send(_:)``.
    public func sendConditional<E: Endpoint>(_ endpoint: E) async throws -> ConditionalResponse<E.Response> {
        let conditional = endpoint.isConditional
        return try await call(endpoint) { request, response in
            if conditional, response.status == 304 {
                var answer = NotModified(headers: response.headers, url: response.url ?? request.url)
                // The request last sent (after redirects and middleware), as a failure's ``APIError/request`` is.
                answer.request = FailedRequest(LastRequest.current?.value ?? request)
                return .notModified(answer)
            }
            return .modified(try decodedResponse(response, to: request, of: endpoint))
        }
    }

    /// Sends `endpoint` and returns the outcome classified, with the endpoint's error model as its own type
    /// (``APIResult``); never throws.
    public func result<E: Endpoint>(_ endpoint: E) async -> APIResult<E.Response, E.ErrorBody> {
        do {
            return .success(try await sendWithResponse(endpoint))
        } catch {
            return APIResult(error: error, errorBody: E.errorBody(from:))
        }
    }

    /// Sends a conditional request as ``sendConditional(_:)`` does and classifies the outcome as ``result(_:)``
    /// does, never throwing: a `304 Not Modified` is a success whose payload is
    /// ``ConditionalResponse/notModified(_:)``, not a failure.
    public func conditionalResult<E: Endpoint>(_ endpoint: E) async -> APIResult<ConditionalResponse<E.Response>, E.ErrorBody> {
        do {
            let outcome = try await sendConditional(endpoint)
            return .success(APIResponse(payload: outcome, status: outcome.status, headers: outcome.headers, url: outcome.url))
        } catch {
            return APIResult(error: error, errorBody: E.errorBody(from:))
        }
    }

    /// Sends `endpoint` and writes a 2xx body to `file` as it arrives, instead of holding it in memory (a large
    /// download); returns `file` with the status, headers and final URL. The body arrives in a hidden file beside
    /// `file` and replaces it only once complete: a download that fails, is cancelled or times out leaves an
    /// existing file as it was and no partial one. A non-2xx body is not written: it is the ``APIError/http(_:)``
    /// error's body as usual. With an envelope (spec `envelope:`), a 2xx JSON body of up to 1 MiB that is an envelope
    /// signalling failure is not written either: it is ``APIError/envelope(_:)``. Progress goes to
    /// ``RequestOptions/progress``. Needs a transport that honours ``TransferOptions/destination`` (as
    /// ``URLSessionTransport`` does); with another (``MockTransport``, a test's own), the body it returns is written
    /// once complete, an empty one as an empty file.
    ///
    /// A destination that is a symbolic link is written through: the file it points to gets the body.
    ///
    /// - Throws: ``APIError``, as ``send(_:)``; `invalidRequest`, before anything is sent, when `file` is not a file
    ///   URL, is (or names, ending in `/`) a directory, or its directory does not exist or cannot be written to.
    public func download<E: Endpoint>(_ endpoint: E, to file: URL) async throws -> APIResponse<URL> {
        guard file.isFileURL else {
            throw APIError.invalidRequest("The download destination \(file.absoluteString) is not a file URL.")
        }
        let target = file.resolvingSymlinksInPath()
        var isDirectory: ObjCBool = false
        if file.hasDirectoryPath
            || FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory) && isDirectory.boolValue {
            throw APIError.invalidRequest("The download destination \(file.path) is a directory.")
        }
        let directory = target.deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw APIError.invalidRequest("The download destination's directory \(directory.path) does not exist.")
        }
        guard FileManager.default.isWritableFile(atPath: directory.path) else {
            throw APIError.invalidRequest("The download destination's directory \(directory.path) cannot be written to.")
        }
        // The transport writes the body to a hidden file beside the destination, which replaces the destination
        // only once the response is checked: a failure (an envelope's too) leaves the file already there as it was.
        let staging = DownloadFiles.hiddenFile(beside: target, suffix: "download")
        defer { try? FileManager.default.removeItem(at: staging) }
        return try await call(endpoint, destination: staging) { request, response in
            guard response.isSuccess else {
                throw APIError.http(httpFailure(response, of: endpoint))
            }
            // A transport that honours the destination has written the body there (an empty one as an empty
            // file); with another, the body is here.
            let written = FileManager.default.fileExists(atPath: staging.path)
            if let envelope = endpoint.envelope, EnvelopeRule.isJSONMediaType(response.headers["Content-Type"]) {
                let body = written ? Self.smallFileContents(staging) : response.body
                do {
                    try envelope.checkNonJSONResponse(body ?? Data(), headers: response.headers, dateRule: effectiveDateRule(of: endpoint))
                } catch APIError.envelope(let failure) {
                    throw APIError.envelope(EnvelopeFailure(
                        code: failure.code, message: failure.message, status: response.status, reason: failure.reason))
                }
            }
            do {
                if written {
                    if let error = DownloadFiles.moveIntoPlace(staging, target) { throw error }
                } else {
                    try response.body.write(to: target, options: .atomic)
                }
            } catch {
                throw APIError.transport(TransportFailure(
                    kind: .cannotWriteFile, code: nil, message: "The download could not be written: \(error)", underlyingError: error))
            }
            return APIResponse(payload: file, status: response.status, headers: response.headers, url: response.url ?? request.url)
        }
    }

    /// The contents of `file` when it holds at most ``DownloadFiles/envelopeCheckLimit`` bytes; `nil` otherwise.
    private static func smallFileContents(_ file: URL) -> Data? {
        guard let size = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? NSNumber,
              size.intValue <= DownloadFiles.envelopeCheckLimit
        else { return nil }
        return try? Data(contentsOf: file)
    }

    /// A copy of this client that applies `options` to every call made through it, over the options it already
    /// has (``RequestOptions``): `try await client.with(RequestOptions(deadline: 5)).gitHub.getRepository(...)`.
    /// The copy shares the transport, middleware and token refreshes.
    public func with(_ options: RequestOptions) -> APIClient {
        var copy = self
        copy.options = self.options.merged(with: options)
        return copy
    }

    /// The request `send` would hand to the middleware, built without sending (for tests, logging,
    /// cURL export).
    ///
    /// - Throws: ``APIError/invalidRequest(_:)``.
    public func makeRequest<E: Endpoint>(_ endpoint: E) async throws -> HTTPRequest {
        do {
            return try await buildRequest(endpoint, pageURL: nil, token: nil).request
        } catch {
            throw APIError(error)
        }
    }

    // MARK: Exchange

    private func exchange<E: Endpoint>(_ endpoint: E, pageURL: URL?) async throws -> APIResponse<E.Response> {
        try await call(endpoint, pageURL: pageURL) { request, response in
            try decodedResponse(response, to: request, of: endpoint)
        }
    }

    /// One call: ``perform(_:pageURL:)`` within the deadline and with the transfer options of ``options``, its
    /// outcome turned into a value by `finish`; every error thrown is an ``APIError``.
    private func call<E: Endpoint, T: Sendable>(
        _ endpoint: E, pageURL: URL? = nil, destination: URL? = nil,
        finish: @escaping @Sendable (HTTPRequest, HTTPResponse) throws -> T
    ) async throws -> T {
        let transfer = TransferOptions(progress: options.progress, destination: destination)
        let sent = CallRecord<HTTPRequest?>(nil)
        do {
            return try await LastRequest.$current.withValue(sent) {
                try await withDeadline(deadline(of: endpoint)) {
                    try await TransferOptions.$current.withValue(transfer) {
                        let (request, response) = try await perform(endpoint, pageURL: pageURL)
                        return try finish(request, response)
                    }
                }
            }
        } catch {
            throw APIError(error).sent(by: sent.value)
        }
    }

    /// The decoded payload of `response` with its metadata.
    private func decodedResponse<E: Endpoint>(
        _ response: HTTPResponse, to request: HTTPRequest, of endpoint: E
    ) throws -> APIResponse<E.Response> {
        let payload = try decode(response, of: endpoint)
        return APIResponse(
            payload: payload, status: response.status, headers: response.headers, url: response.url ?? request.url)
    }

    /// Builds and sends `endpoint` and returns the final response, whatever its status. A `401` to a request that
    /// carried a token is answered by refreshing the token once (``TokenRefresher``, single flight) and sending the
    /// request again with the new one; a failed refresh, or a second `401`, is ``APIError/authentication(_:)``.
    private func perform<E: Endpoint>(_ endpoint: E, pageURL: URL?) async throws -> (HTTPRequest, HTTPResponse) {
        let redirects = RedirectRule(
            policy: configuration.redirectPolicy, authPlacement: endpoint.authPlacement ?? configuration.authPlacement)
        let (request, token) = try await buildRequest(endpoint, pageURL: pageURL, token: nil)
        let trail = CredentialTrail(true)
        let response = try await run(request, from: 0, redirects: redirects, trail: trail)
        // Only a 401 to a request that carried the token says the token was rejected: not one from another origin
        // a redirect led to (the token was removed on the way), and not one to a request the refresher itself made
        // (its refresh is the one running: waiting for it would never end).
        guard response.status == 401, let token, trail.keptCredentials, !TokenRefreshes.isRefreshing,
              let refresher = configuration.tokenRefresher
        else {
            return (request, response)
        }
        let refreshed: String?
        do {
            refreshed = try await refreshes.token(replacing: token, using: refresher)
        } catch {
            // A refresh that could not reach the server (offline, a timeout, a 5xx of the refresh endpoint) says
            // nothing about the credential: that failure is the error, and the user stays signed in.
            let classified = APIError(error)
            if classified.isCancelled {
                throw error
            }
            if Self.couldNotReachServer(error) { throw classified }
            throw APIError.authentication(AuthenticationFailure(
                reason: .refreshFailed, response: httpFailure(response, of: endpoint), underlyingError: error))
        }
        guard let refreshed, !refreshed.isEmpty else {
            throw APIError.authentication(
                AuthenticationFailure(reason: .refreshFailed, response: httpFailure(response, of: endpoint)))
        }
        let (retry, _) = try await buildRequest(endpoint, pageURL: pageURL, token: refreshed)
        let retryTrail = CredentialTrail(true)
        let second = try await run(retry, from: 0, redirects: redirects, trail: retryTrail)
        if second.status == 401, retryTrail.keptCredentials {
            throw APIError.authentication(
                AuthenticationFailure(reason: .rejectedAfterRefresh, response: httpFailure(second, of: endpoint)))
        }
        return (retry, second)
    }

    /// Whether a refresher's error says the refresh could not be done now, rather than that it was refused: a
    /// `URLError` as thrown, or through an ``APIClient`` a transport failure, a `408`, `429` or `5xx` (RFC 9110 §15:
    /// worth trying again later), or a body that is not the refresh response (a captive portal's page answering
    /// `200`). The refresher's own error types say it was refused; a refresher with networking of its own throws the
    /// `URLError` as it is to say "not now".
    private static func couldNotReachServer(_ error: any Error) -> Bool {
        switch error {
        case is URLError: return true
        case let error as APIError:
            switch error {
            case .transport, .decoding: return true
            case .http, .envelope, .authentication, .invalidRequest:
                guard let status = error.status else { return false }
                return status == 408 || status == 429 || status >= 500
            }
        default: return false
        }
    }

    /// Runs `request` through the middleware from `index` on, then the transport.
    private func run(
        _ request: HTTPRequest, from index: Int, redirects: RedirectRule, trail: CredentialTrail? = nil
    ) async throws -> HTTPResponse {
        guard index < middleware.count else {
            return try await sendFollowingRedirects(request, redirects, trail: trail)
        }
        return try await middleware[index].intercept(request) { next in
            try await run(next, from: index + 1, redirects: redirects, trail: trail)
        }
    }

    /// The transport's answer to `request`, after the redirects `rule` follows (``RedirectPolicy``). The
    /// response's `url` is the last URL requested; `trail` records whether the last request still carried the
    /// credentials (no redirect left the origin).
    private func sendFollowingRedirects(
        _ request: HTTPRequest, _ rule: RedirectRule, trail: CredentialTrail?
    ) async throws -> HTTPResponse {
        var current = request
        var keptCredentials = true
        for _ in 0...RedirectRule.limit {
            try Self.validateHeaders(current.headers)
            try Task.checkCancellation()
            LastRequest.current?.value = current
            var response = try await transport.send(current)
            if response.url == nil {
                response.url = current.url
            }
            guard let next = rule.request(after: response, to: current) else {
                trail?.keptCredentials = keptCredentials
                return response
            }
            if Origin(next.url) != Origin(current.url) {
                keptCredentials = false
            }
            current = next
        }
        throw URLError(.httpTooManyRedirects, userInfo: [
            NSLocalizedDescriptionKey: "The server redirected more than \(RedirectRule.limit) times; the last redirect "
                + "pointed to \(current.url.absoluteString).",
            NSURLErrorFailingURLErrorKey: current.url,
        ])
    }

    // MARK: Building requests

    /// The request for `endpoint`: body, headers, URL, auth, in that order, and the token it carries; every problem
    /// is an ``APIError/invalidRequest(_:)`` (or ``APIError/authentication(_:)`` for a missing token) and nothing
    /// is sent. `token` replaces the token provider's (a refreshed token).
    private func buildRequest<E: Endpoint>(
        _ endpoint: E, pageURL: URL?, token: String?
    ) async throws -> (request: HTTPRequest, token: String?) {
        let dateRule = effectiveDateRule(of: endpoint)
        let base = try validatedBaseURL(for: endpoint.server)
        let commonFields = try resolveCommonFields(endpoint, toQuery: pageURL == nil)
        let body = try encodeBody(endpoint.body, dateRule: dateRule, commonFields: commonFields)

        var endpointHeaders = endpoint.headers
        endpointHeaders.merge(try HTTPHeaders(
            parameters: endpoint.headerParameters, dateRule: dateRule, timeZoneOverride: timeZoneOverride))
        var headers = configuration.defaultHeaders
        headers.merge(endpointHeaders)
        headers.merge(options.headers)
        let declared = options.headers["Content-Type"].map { (value: $0, by: "The call's options set") }
            ?? endpointHeaders["Content-Type"].map { (value: $0, by: "The endpoint declares") }
        try setContentType(of: body, in: &headers, declared: declared)

        var url = try requestURL(
            endpoint, pageURL: pageURL, base: base,
            commonFields: body.carriesCommonFields ? [] : commonFields, dateRule: dateRule)

        var sentToken: String?
        let placement = endpoint.authPlacement ?? configuration.authPlacement
        if endpoint.auth != .none, Origin(url) == Origin(base) {
            sentToken = try await addAuth(
                to: &headers, url: &url, placement: placement,
                required: endpoint.auth == .required, token: token, dateRule: dateRule)
        }
        try Self.validateHeaders(headers)
        let request = HTTPRequest(
            method: endpoint.method, url: url, headers: headers, body: body.data,
            timeout: try timeout(of: endpoint), isIdempotent: endpoint.isIdempotent,
            operationName: endpoint.operationName, credentialPlacement: sentToken == nil ? nil : placement)
        return (request, sentToken)
    }

    /// The idle timeout of `endpoint`'s requests in seconds: the call's, the endpoint's or the client's; one that is
    /// not a finite number above 0 is an ``APIError/invalidRequest(_:)``.
    private func timeout<E: Endpoint>(of endpoint: E) throws -> TimeInterval {
        if let timeout = options.timeout {
            return try TimeLimits.checked(timeout, "The call's options set the timeout")
        }
        if let timeout = endpoint.timeout {
            return try TimeLimits.checked(timeout, "The endpoint \(endpoint.operationName) sets the timeout")
        }
        return try TimeLimits.checked(configuration.timeout, "The client's configuration sets the timeout")
    }

    /// The deadline of a call of `endpoint` in seconds (the call's, the endpoint's or the client's), `nil` for none;
    /// one that is not a finite number above 0 is an ``APIError/invalidRequest(_:)``.
    private func deadline<E: Endpoint>(of endpoint: E) throws -> TimeInterval? {
        if let deadline = options.deadline {
            return try TimeLimits.checked(deadline, "The call's options set the deadline")
        }
        if let deadline = endpoint.deadline {
            return try TimeLimits.checked(deadline, "The endpoint \(endpoint.operationName) sets the deadline")
        }
        return try configuration.deadline.map { try TimeLimits.checked($0, "The client's configuration sets the deadline") }
    }

    /// The URL of the request: `pageURL` (an absolute http(s) URL, its scheme lowercased), or the base URL with the
    /// endpoint's path, its query items, the per-call query options and `commonFields` not already in the query.
    private func requestURL<E: Endpoint>(
        _ endpoint: E, pageURL: URL?, base: URL, commonFields: [(String, String)], dateRule: DateRule
    ) throws -> URL {
        if let pageURL {
            if let problem = Self.pageURLProblem(pageURL) { throw APIError.invalidRequest(problem) }
            return pageURL.withLowercasedScheme
        }
        var query = endpoint.query.replacing(with: options.query)
        for (name, value) in commonFields where !query.contains(name: name) {
            query.append(name, value)
        }
        try query.refuseUnwritableValues(kind: "query item")
        let path = PathParameterDates.path(of: endpoint, dateRule: dateRule, timeZoneOverride: timeZoneOverride)
        return try Self.makeURL(base: base, path: path, query: query.encoded(with: dateRule, timeZoneOverride: timeZoneOverride))
    }

    /// Why no request can be made of `pageURL`, a server's next-page URL, or `nil` when one can: it must be an
    /// absolute http(s) URL with a host, and its path must have no dot segment. Foundation resolves a `Link` URL's plain
    /// `..`, but `%2E%2E` would still be one to a WHATWG server, so it is refused like a path parameter's (RFC 3986
    /// §5.2.4). The same URL fails the same way each time it is tried (``PagedLoad`` ends its list there).
    static func pageURLProblem(_ pageURL: URL) -> String? {
        guard let scheme = pageURL.scheme?.lowercased(), scheme == "http" || scheme == "https", pageURL.host != nil else {
            return "The page URL \(pageURL.absoluteString) is not an absolute http(s) URL."
        }
        if let segment = PercentEncoding.dotSegment(in: Self.encodedPath(of: pageURL)) {
            return "The page URL \(pageURL.absoluteString) has the dot segment \"\(segment)\" (RFC 3986 §5.2.4)."
        }
        return nil
    }

    /// A request body as bytes, with the `Content-Type` it is sent with.
    private struct EncodedBody {
        var data: Data?
        var contentType: String?
        /// Whether the common fields went into the body (form and multipart) instead of the query.
        var carriesCommonFields = false
        /// Whether an endpoint's own `Content-Type` header replaces ``contentType`` (text and binary bodies, whose
        /// type may be known only at the call site); JSON, form and multipart bodies define their own.
        var takesDeclaredContentType = false
    }

    /// An encoding failure in words: where in the body and why (`the value at events[1].at: The date …`), not the
    /// `EncodingError`'s debug dump (which printed a refused date's number as "(Double)").
    static func describeEncodingFailure(_ error: any Error) -> String {
        guard case EncodingError.invalidValue(_, let context) = error else { return "\(error)" }
        let path = DecodingFailure.render(context.codingPath)
        let place = path.isEmpty ? "the body itself" : "the value at \(path)"
        let detail = DecodingFailure.detail(context.debugDescription)
        return detail.isEmpty ? place + "." : place + detail
    }

    private func encodeBody(
        _ body: RequestBody, dateRule: DateRule, commonFields: [(String, String)]
    ) throws -> EncodedBody {
        switch body {
        case .none:
            return EncodedBody()
        case .json(let value):
            let data: Data
            do {
                data = try dateRule.makeEncoder(timeZoneOverride: timeZoneOverride).encode(value)
            } catch {
                throw APIError.invalidRequest("The JSON body does not encode: \(Self.describeEncodingFailure(error))")
            }
            // JSONEncoder refuses a Double or Float that is not finite, but writes `Decimal.nan` as the bare word
            // `NaN`, which is not JSON (RFC 8259 §6) and which no server reads as a number.
            if let key = Self.nonFiniteNumberKey(inJSON: data) {
                throw APIError.invalidRequest(
                    "The JSON body does not encode: \(key.map { "\"\($0)\" holds" } ?? "it holds") NaN (a Decimal that is "
                        + "not a number), which JSON cannot carry.")
            }
            return EncodedBody(data: data, contentType: "application/json")
        case .form(var fields):
            for (name, value) in commonFields where !fields.contains(name: name) {
                fields.append(name, value)
            }
            try fields.refuseUnwritableValues(kind: "form field")
            return EncodedBody(
                data: Data(fields.encoded(with: dateRule, timeZoneOverride: timeZoneOverride).utf8), contentType: "application/x-www-form-urlencoded",
                carriesCommonFields: true)
        case .multipart(var parts):
            // Before the first file part: an upload's parameters precede its file, as seed 000's (Alamofire) upload
            // sends them and as servers that stream uploads need (S3's POST policy reads every field before the file).
            let common = commonFields.filter { name, _ in !parts.contains(where: { $0.name == name && !$0.isSkipped }) }
            parts.insert(contentsOf: common.map { MultipartPart.field($0.0, $0.1) }, at: parts.firstIndex(where: \.isFile) ?? parts.endIndex)
            let boundary = MultipartEncoder.makeBoundary()
            return EncodedBody(
                data: try MultipartEncoder.encode(
                    parts, boundary: boundary, dateRule: dateRule, timeZoneOverride: timeZoneOverride),
                contentType: MultipartEncoder.contentType(boundary: boundary), carriesCommonFields: true)
        case .text(let text, let contentType):
            return EncodedBody(data: Data(text.utf8), contentType: contentType, takesDeclaredContentType: true)
        case .binary(let data, let contentType):
            return EncodedBody(data: data, contentType: contentType, takesDeclaredContentType: true)
        }
    }

    /// Sets `Content-Type` from the body. A `Content-Type` the call's options or the endpoint set (`declared`, and
    /// who set it) wins for text and binary bodies; for JSON, form and multipart bodies it cannot take effect, so a
    /// different value is refused. A default header's `Content-Type` is replaced by the body's.
    private func setContentType(
        of body: EncodedBody, in headers: inout HTTPHeaders, declared: (value: String, by: String)?
    ) throws {
        guard let contentType = body.contentType else { return }
        if body.takesDeclaredContentType {
            headers["Content-Type"] = declared?.value ?? contentType
            return
        }
        if let declared, declared.value.caseInsensitiveCompare(contentType) != .orderedSame {
            throw APIError.invalidRequest(
                "\(declared.by) Content-Type \"\(declared.value)\", but the body is sent as \"\(contentType)\" "
                    + "(JSON, form and multipart bodies set their own).")
        }
        headers["Content-Type"] = contentType
    }

    /// The client's base URL, or the URL of the endpoint's named server (the configuration's for that name, else
    /// the spec's), checked.
    private func validatedBaseURL(for server: APIServer?) throws -> URL {
        var base = configuration.baseURL
        if let server {
            guard let url = configuration.servers[server.name] ?? server.defaultURL else {
                throw APIError.invalidRequest(
                    "The server \"\(server.name)\" has no URL: set APIClientConfiguration.servers[\"\(server.name)\"].")
            }
            base = url
        }
        guard let scheme = base.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = base.host, !host.isEmpty
        else {
            throw APIError.invalidRequest("The base URL \"\(base.absoluteString)\" is not an absolute http(s) URL with a host.")
        }
        guard base.query == nil, base.fragment == nil else {
            throw APIError.invalidRequest("The base URL \"\(base.absoluteString)\" must not have a query or fragment.")
        }
        if let segment = PercentEncoding.dotSegment(in: Self.encodedPath(of: base)) {
            throw APIError.invalidRequest(
                "The base URL \"\(base.absoluteString)\" has the dot segment \"\(segment)\", which clients, proxies and "
                    + "servers remove (RFC 3986 §5.2.4); write its path without it.")
        }
        return base.withLowercasedScheme
    }

    /// `url`'s path as written, percent-encoding kept (`URL.path` decodes it; `path(percentEncoded:)` needs iOS 16).
    private static func encodedPath(of url: URL) -> String {
        URLComponents(url: url, resolvingAgainstBaseURL: true)?.percentEncodedPath ?? url.path
    }

    /// `base` + `path` + `?query`. The path is taken as already encoded: only what a URL path cannot hold is
    /// encoded (``PercentEncoding/encodePath(_:)``), so nothing is encoded twice. A path holding
    /// ``PercentEncoding/emptySegmentMarker`` (an empty path parameter) or a dot segment (`.`, `..`, also as
    /// `%2E`: ``PercentEncoding/dotSegment(in:)``) is refused.
    private static func makeURL(base: URL, path: String, query: String) throws -> URL {
        if path.contains(PercentEncoding.emptySegmentMarker) {
            throw APIError.invalidRequest(
                "A path parameter is empty in \"\(path)\" (shown as {}): an empty segment would change the route.")
        }
        if let start = path.range(of: PercentEncoding.unrepresentableDatePrefix),
           let end = path[start.upperBound...].firstIndex(of: "}") {
            throw APIError.invalidRequest(
                "A path parameter holds the date \(path[start.upperBound..<end]) seconds after 1970, outside years 1 to "
                    + "9999 (shown as \(path[start.lowerBound...end]) in \"\(path)\").")
        }
        if let start = path.range(of: PercentEncoding.nonFiniteNumberPrefix),
           let end = path[start.upperBound...].firstIndex(of: "}") {
            throw APIError.invalidRequest(
                "A path parameter holds \(path[start.upperBound..<end]), a number with no decimal form (shown as "
                    + "\(path[start.lowerBound...end]) in \"\(path)\").")
        }
        if let segment = PercentEncoding.dotSegment(in: path) {
            throw APIError.invalidRequest(
                "The path \"\(path)\" has the dot segment \"\(segment)\" (a path parameter \".\" or \"..\"): clients, "
                    + "proxies and servers remove dot segments (RFC 3986 §5.2.4), so the request would reach another route.")
        }
        var text = base.absoluteString
        while text.hasSuffix("/") {
            text.removeLast()
        }
        text += PercentEncoding.encodePath(path.hasPrefix("/") ? path : "/" + path)
        if !query.isEmpty {
            text += "?" + query
        }
        guard let url = URL(string: text) else {
            throw APIError.invalidRequest("The path \"\(path)\" does not form a valid URL with the base URL.")
        }
        return url
    }

    /// The values of the endpoint's common fields that will be sent, in order: those the endpoint's own form
    /// fields, multipart parts or query items (for other bodies, and only when `toQuery`) do not already name.
    ///
    /// - Throws: ``APIError/invalidRequest(_:)`` for a field without a value whose rule is ``CommonField/IfMissing/fail``.
    private func resolveCommonFields<E: Endpoint>(_ endpoint: E, toQuery: Bool) throws -> [(String, String)] {
        let provided: (String) -> Bool
        switch endpoint.body {
        case .form(let fields):
            provided = { fields.contains(name: $0) }
        case .multipart(let parts):
            // A part left out (`nil`) provides nothing, as a form field left out does not.
            let names = Set(parts.filter { !$0.isSkipped }.map(\.name))
            provided = { names.contains($0) }
        default:
            guard toQuery else { return [] }
            let query = endpoint.query
            provided = { query.contains(name: $0) }
        }
        var resolved: [(String, String)] = []
        for field in endpoint.commonFields where !provided(field.name) {
            let value: String?
            if case .literal(let literal) = field.source {
                value = literal
            } else {
                value = configuration.commonFieldProvider(field.source)
            }
            switch (value, field.ifMissing) {
            case (let value?, _):
                resolved.append((field.name, value))
            case (nil, .sendEmpty):
                resolved.append((field.name, ""))
            case (nil, .omit):
                continue
            case (nil, .fail):
                throw APIError.invalidRequest(
                    "The common field \"\(field.name)\" has no value: the common field provider returned nil for \(field.source).")
            }
        }
        return resolved
    }

    /// Adds the credential per `placement` (header or query item) and returns the token sent, or `nil` when none
    /// was. `token` (a refreshed one) replaces the token provider's.
    private func addAuth(
        to headers: inout HTTPHeaders, url: inout URL, placement: AuthPlacement?, required: Bool, token: String?,
        dateRule: DateRule
    ) async throws -> String? {
        let missing = { (error: (any Error)?) in
            APIError.authentication(AuthenticationFailure(reason: .missingCredential, underlyingError: error))
        }
        let hasCredentialSource = token != nil || configuration.tokenProvider != nil
        guard let placement, hasCredentialSource else {
            if required, hasCredentialSource {
                // A credential exists but nothing says where it goes: a setup mistake, not a signed-out user.
                throw APIError.invalidRequest(
                    "The endpoint requires a credential, but neither it nor the client's configuration says where to "
                        + "send one: set `authPlacement` (for example `.bearer()`) on APIClientConfiguration.")
            }
            if required {
                throw missing(nil)
            }
            return nil
        }
        var current = token
        if current == nil, let provider = configuration.tokenProvider {
            do {
                current = try await provider()
            } catch {
                if APIError(error).isCancelled {
                    throw error
                }
                throw missing(error)
            }
        }
        guard let current, !current.isEmpty else {
            if required {
                throw missing(nil)
            }
            return nil
        }
        if let name = placement.headerName, let value = placement.headerValue(for: current) {
            headers[name] = value
        } else if case .query(let name) = placement {
            var item = Parameters()
            item.append(name, current)
            // The token replaces any item of its name, as it replaces an auth header: a query parameter or common
            // field so named, or the one a server's next-page URL carries back, would otherwise go out beside it.
            // Built as text, so that the rest of the URL goes out byte for byte as it was.
            let (start, query, fragment) = Self.splitQuery(url.absoluteString)
            let items = Self.queryItems(query, removing: name).map(String.init) + [item.encoded(with: dateRule)]
            guard let withToken = URL(string: start + "?" + items.joined(separator: "&") + fragment) else {
                throw APIError.invalidRequest("The auth query item \(name) does not form a valid URL.")
            }
            url = withToken
        }
        return current
    }

    /// Whether encoded JSON holds an `N` outside its strings, which no JSON value has (`true`, `false`, `null` and
    /// numbers are lower case) and which is how JSONEncoder writes `Decimal.nan` (`NaN`): `.some(key)` with the key
    /// of the member last named before it (the member, or the array member, holding it; `nil` at the top level),
    /// `nil` when there is none. One pass over the bytes.
    static func nonFiniteNumberKey(inJSON data: Data) -> String?? {
        var inString = false
        var escaped = false
        var stringStart = 0
        var lastString: Range<Int>?
        // For each container open around the current byte, the key it is under: an object's member key once read,
        // an array's the key of the member holding it.
        var keys: [String?] = []
        for (offset, byte) in data.enumerated() {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    lastString = stringStart..<offset
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                stringStart = offset + 1
            case UInt8(ascii: "{"):
                keys.append(nil)
            case UInt8(ascii: "["):
                keys.append(keys.last ?? nil)
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = keys.popLast()
            case UInt8(ascii: ":"):
                if let range = lastString, !keys.isEmpty {
                    let bytes = data[(data.startIndex + range.lowerBound)..<(data.startIndex + range.upperBound)]
                    keys[keys.count - 1] = String(decoding: bytes, as: UTF8.self)
                }
            case UInt8(ascii: "N"):
                return .some(keys.last ?? nil)
            default:
                break
            }
        }
        return nil
    }

    /// An absolute URL's text split at its query: what comes before the `?`, the query (`nil` without one), and the
    /// fragment with its `#` (empty without one; a server's next-page URL may have one).
    static func splitQuery(_ text: String) -> (start: String, query: Substring?, fragment: String) {
        let hash = text.firstIndex(of: "#") ?? text.endIndex
        let fragment = String(text[hash...])
        guard let mark = text[..<hash].firstIndex(of: "?") else { return (String(text[..<hash]), nil, fragment) }
        return (String(text[..<mark]), text[text.index(after: mark)..<hash], fragment)
    }

    /// The encoded items of `query` (`a=1`, `flag`), as written, but those whose name is `name` once decoded
    /// (`api_key`, `api%5Fkey`).
    static func queryItems(_ query: Substring?, removing name: String) -> [Substring] {
        guard let query, !query.isEmpty else { return [] }
        return query.split(separator: "&", omittingEmptySubsequences: false).filter { item in
            let itemName = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let decoded = itemName.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(itemName)
            return decoded != name
        }
    }

    /// The fields the transport writes from the URL, the body and the connection (lowercased): a value set by the
    /// endpoint, a header parameter, the client's default headers, the call's options or middleware would frame
    /// the message wrongly (`Content-Length: 5` on a GET without a body) or steer a connection the transport
    /// manages (RFC 9112 §6, RFC 9110 §7.2 and §7.6.1).
    static let transportHeaders: Set<String> = [
        "content-length", "transfer-encoding", "host", "connection", "keep-alive", "proxy-connection", "te", "trailer",
        "upgrade",
    ]

    /// Rejects header names that are not tokens, the fields the transport writes (``transportHeaders``), values
    /// with a control character other than a tab (RFC 9110 §5.5; CR and LF would inject headers), and values starting
    /// or ending with a space or tab, which recipients strip; values are otherwise sent verbatim.
    static func validateHeaders(_ headers: HTTPHeaders) throws {
        let separators = Set("()<>@,;:\\\"/[]?={} \t".unicodeScalars)
        for field in headers {
            guard !field.name.isEmpty,
                  field.name.unicodeScalars.allSatisfy({ $0.value > 32 && $0.value < 127 && !separators.contains($0) })
            else {
                throw APIError.invalidRequest("The header name \"\(field.name)\" is not a valid HTTP token.")
            }
            if transportHeaders.contains(field.name.lowercased()) {
                throw APIError.invalidRequest("The header \"\(field.name)\" is written by the transport from the URL, the "
                    + "body and the connection; a request may not set it.")
            }
            if let control = field.value.unicodeScalars.first(where: { ($0.value < 0x20 && $0 != "\t") || $0.value == 0x7F }) {
                let code = String(control.value, radix: 16, uppercase: true)
                throw APIError.invalidRequest("The value of header \"\(field.name)\" contains the control character U+"
                    + String(repeating: "0", count: 4 - code.count) + code + ", which HTTP does not allow (RFC 9110 §5.5).")
            }
            // A field value has no whitespace at either end (RFC 9110 §5.5): recipients strip it, some only the leading
            // one, so a token " abc " would reach one server as "abc" and another as "abc ".
            let scalars = field.value.unicodeScalars
            let isWhitespace = { (scalar: Unicode.Scalar?) -> Bool in scalar == " " || scalar == "\t" }
            if isWhitespace(scalars.first) || isWhitespace(scalars.last) {
                let edge: Unicode.Scalar? = isWhitespace(scalars.first) ? scalars.first : scalars.last
                let place = isWhitespace(scalars.first) ? "starts" : "ends"
                let what = edge == " " ? "a space" : "a tab"
                throw APIError.invalidRequest("The value of header \"\(field.name)\" \(place) with \(what), which HTTP strips "
                    + "from a field value (RFC 9110 §5.5).")
            }
        }
    }

    // MARK: Decoding responses

    /// The date rule `endpoint` is coded with: its own (the spec's) or the configuration's, with the configuration's
    /// ``APIClientConfiguration/dateFormatTimeZone`` replacing a format's zone.
    private func effectiveDateRule<E: Endpoint>(of endpoint: E) -> DateRule {
        (endpoint.dateRule ?? configuration.dateRule).overridingTimeZone(configuration.dateFormatTimeZone)
    }

    private var timeZoneOverride: TimeZone? { configuration.dateFormatTimeZone }

    private func decode<E: Endpoint>(_ response: HTTPResponse, of endpoint: E) throws -> E.Response {
        let dateRule = effectiveDateRule(of: endpoint)
        if response.isSuccess {
            let context = ResponseContext(
                headers: response.headers, envelope: endpoint.envelope, dateRule: dateRule,
                timeZoneOverride: timeZoneOverride)
            do {
                return try endpoint.responseBody.decode(response.body, context)
            } catch let error as DecodingError {
                throw APIError.decoding(DecodingFailure(error, body: response.body))
            } catch APIError.envelope(let failure) {
                throw APIError.envelope(EnvelopeFailure(
                    code: failure.code, message: failure.message, status: response.status, reason: failure.reason))
            } catch let error as APIError {
                throw error
            } catch {
                // A custom ResponseBody threw its own error: still a body that did not fit.
                throw APIError.decoding(DecodingFailure(
                    codingPath: "", reason: String(describing: error), bodySnippet: snippet(of: response.body),
                    underlyingError: error))
            }
        }
        if let envelope = endpoint.envelope, envelope.appliesToErrors {
            let decoder = dateRule.makeDecoder(timeZoneOverride: timeZoneOverride)
            decoder.userInfo[EnvelopeRule.userInfoKey] = envelope
            // An error body is the envelope's when it holds the envelope's code, message or a false success flag; a
            // body with none of them (an error model of its own, `{"missing": "thing"}`) is left to the error rules,
            // though with success codes the envelope would count a missing code as a failure.
            if let parsed = try? decoder.decode(Envelope<IgnoredPayload>.self, from: response.body),
               parsed.successFlag == false || parsed.code != nil || parsed.message != nil {
                throw APIError.envelope(EnvelopeFailure(
                    code: parsed.code, message: parsed.message, status: response.status, reason: parsed.reason))
            }
        }
        throw APIError.http(httpFailure(response, of: endpoint))
    }

    /// `response` as a failure, with the error model of the endpoint's best matching ``ErrorRule`` when the body
    /// decodes into it.
    private func httpFailure<E: Endpoint>(_ response: HTTPResponse, of endpoint: E) -> HTTPFailure {
        var model: (any Decodable & Sendable)?
        var problem: String?
        if let rule = ErrorRule.bestMatch(in: endpoint.errorRules, status: response.status) {
            do {
                model = try rule.decode(response.body, effectiveDateRule(of: endpoint).makeDecoder(timeZoneOverride: timeZoneOverride))
            } catch let error as DecodingError where Self.isJSON(response.body) {
                let failure = DecodingFailure(error, body: response.body)
                let name = rule.modelType.map { String(describing: $0) } ?? "the error model"
                let place = failure.codingPath.isEmpty ? "" : " at \(failure.codingPath)"
                let reason = failure.reason.hasSuffix(".") ? String(failure.reason.dropLast()) : failure.reason
                problem = "\(name)\(place): \(reason)"
            } catch {
                // Not JSON (an HTML page, an empty body), or a custom rule's own error: nothing to say of the model.
            }
        }
        var failure = HTTPFailure(status: response.status, headers: response.headers, body: response.body, errorModel: model)
        failure.errorModelProblem = problem
        return failure
    }

    /// Whether `body` is JSON as `JSONDecoder` reads it (a lone surrogate escape and an out-of-range number are, as for
    /// the error model's own decoding). JSONDecoder checks the whole document without building it, where
    /// `JSONSerialization` builds every object: seconds of CPU for an error body of a few megabytes.
    private static func isJSON(_ body: Data) -> Bool {
        (try? JSONDecoder().decode(IgnoredPayload.self, from: body)) != nil
    }
}

// MARK: - Token refresh

/// Single-flight token refreshes: one call of the ``TokenRefresher`` per rejected token, however many requests
/// wait for it.
///
/// Waiting is cancellable: a request whose task is cancelled, or whose deadline passes, stops waiting at once with
/// `CancellationError` while the refresh runs on for the others (it is an unstructured task, so cancelling the
/// request that started it does not fail the rest). Requests the refresher itself makes run with
/// ``isRefreshing`` set, and a `401` to one of them is not refreshed: it would wait for its own refresh.
actor TokenRefreshes {
    /// Whether the current task runs inside a ``TokenRefresher`` (set for the refresher's whole call, child tasks
    /// included).
    @TaskLocal static var isRefreshing = false

    private var running: (rejected: String, id: Int, task: Task<String?, any Error>)?
    private var lastRefresh: (rejected: String, token: String)?
    private var nextID = 0

    /// The token that replaces `rejected`: the result of a refresh that already replaced it, of the refresh in
    /// flight for it, or of a new refresh. A failed refresh is not remembered: a later `401` tries again.
    /// - Throws: The refresher's error, or `CancellationError` when the calling task is cancelled while waiting.
    func token(replacing rejected: String, using refresher: @escaping TokenRefresher) async throws -> String? {
        if let lastRefresh, lastRefresh.rejected == rejected {
            return lastRefresh.token
        }
        if let running, running.rejected == rejected {
            return try await Self.value(of: running.task)
        }
        nextID += 1
        let id = nextID
        let task = Task {
            let result: Result<String?, any Error>
            do {
                result = .success(try await Self.detachedFromCall { try await refresher(rejected) })
            } catch {
                result = .failure(error)
            }
            self.finish(id: id, rejected: rejected, result: result)
            return try result.get()
        }
        running = (rejected, id, task)
        return try await Self.value(of: task)
    }

    /// Runs `refresher` as a refresh: with ``isRefreshing`` set, and without the task-local values of the call whose
    /// `401` started it, which an unstructured task would otherwise inherit although the refresh outlives that call
    /// and serves others: its deadline (``CallDeadline``, read by ``RetryMiddleware``, which would then not retry the
    /// refresh endpoint once that call's deadline had passed), its transfer options (progress callback, a download's
    /// destination) and its record of the last request sent.
    private static func detachedFromCall(
        _ refresher: @escaping @Sendable () async throws -> String?
    ) async throws -> String? {
        try await CallDeadline.$uptime.withValue(nil) {
            try await TransferOptions.$current.withValue(TransferOptions()) {
                try await LastRequest.$current.withValue(nil) {
                    try await $isRefreshing.withValue(true) { try await refresher() }
                }
            }
        }
    }

    /// Records the outcome of refresh `id`, whoever still waits for it.
    private func finish(id: Int, rejected: String, result: Result<String?, any Error>) {
        if running?.id == id {
            running = nil
        }
        if case .success(let token?) = result {
            lastRefresh = (rejected, token)
        }
    }

    /// `task`'s value, or `CancellationError` as soon as the calling task is cancelled (the task runs on).
    private static func value(of task: Task<String?, any Error>) async throws -> String? {
        let waiter = CancellableWaiter()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                waiter.start(continuation)
                Task { waiter.resume(with: await task.result) }
            }
        } onCancel: {
            waiter.resume(with: .failure(CancellationError()))
        }
    }
}

/// One continuation resumed exactly once, by whichever comes first: the awaited result or the cancellation.
private final class CancellableWaiter: @unchecked Sendable {
    // Safe: `continuation`, `early` and `isDone` are only touched under `lock`.
    private let lock = NSLock()
    private var continuation: CheckedContinuation<String?, any Error>?
    private var early: Result<String?, any Error>?
    private var isDone = false

    func start(_ continuation: CheckedContinuation<String?, any Error>) {
        lock.lock()
        if let early {
            isDone = true
            lock.unlock()
            continuation.resume(with: early)
            return
        }
        self.continuation = continuation
        lock.unlock()
    }

    func resume(with result: Result<String?, any Error>) {
        lock.lock()
        guard !isDone else {
            lock.unlock()
            return
        }
        guard let continuation else {
            // Cancelled before the continuation existed: `start` resumes with this.
            if early == nil {
                early = result
            }
            lock.unlock()
            return
        }
        isDone = true
        self.continuation = nil
        lock.unlock()
        continuation.resume(with: result)
    }
}

/// A value shared by the tasks of one call (its middleware, redirects, deadline), read and written under a lock.
final class CallRecord<Value: Sendable>: @unchecked Sendable {
    // Safe: `stored` is only touched under `lock`.
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        get {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            stored = newValue
        }
    }
}

/// The last request a call handed to the transport (after middleware, on each redirect hop), for the error the call
/// may end in (``APIError/request``). One per call, reached through a task-local value, so middleware, retries and
/// the deadline's child task need not pass it on; a token refresh's own calls have their own.
enum LastRequest {
    /// The running call's record.
    @TaskLocal static var current: CallRecord<HTTPRequest?>?
}

/// Whether the last request of an exchange still carried the credentials: `false` once a redirect left the
/// origin (``RedirectRule`` removes them then).
typealias CredentialTrail = CallRecord<Bool>

extension CallRecord<Bool> {
    /// Whether the last request of the exchange still carried the credentials.
    var keptCredentials: Bool {
        get { value }
        set { value = newValue }
    }
}
