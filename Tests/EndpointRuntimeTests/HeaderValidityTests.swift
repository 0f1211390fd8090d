import EndpointRuntime
import Foundation
import Testing

/// Sets one header on every request it passes on, as a middleware of the app's might.
private struct HeaderSettingMiddleware: Middleware {
    let name: String
    let value: String

    func intercept(
        _ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        var request = request
        request.headers[name] = value
        return try await next(request)
    }
}

/// Review 20: a GET reached the server with `Transfer-Encoding: chunked`, `Content-Length: 5` and no body, and
/// header values with control characters other than CR, LF and NUL (`\u{1}`, DEL) were sent; a list item holding a
/// comma was joined unquoted, so a recipient read two items.
@Suite("Header fields a request may not send, and list items that need quotes")
struct HeaderValidityTests {
    /// Where a header of a request comes from.
    enum Source: String, CaseIterable, CustomTestStringConvertible {
        case endpoint, headerParameter, defaultHeaders, options, middleware
        var testDescription: String { rawValue }
    }

    static let transportHeaders = [
        "Content-Length", "Transfer-Encoding", "Host", "Connection", "Keep-Alive", "Proxy-Connection", "TE", "Trailer",
        "Upgrade", "content-length", "HOST",
    ]

    /// Sends `GET /report` with the header `name: value` set by `source`: the reason of the
    /// `APIError.invalidRequest` thrown (`nil` when none was) and the requests the transport saw.
    static func send(_ name: String, _ value: String, from source: Source) async -> (error: String?, sent: [HTTPRequest]) {
        let transport = MockTransport(responses: [HTTPResponse(status: 204, headers: [:], body: Data())])
        var configuration = APIClientConfiguration(baseURL: URL(string: "https://api.example.com")!)
        var endpoint = HeaderReportEndpoint()
        var options = RequestOptions()
        var middleware: [any Middleware] = []
        switch source {
        case .endpoint: endpoint.fixed = [name: value]
        case .headerParameter: endpoint.parameters = [name: value]
        case .defaultHeaders: configuration.defaultHeaders = [name: value]
        case .options: options.headers = [name: value]
        case .middleware: middleware = [HeaderSettingMiddleware(name: name, value: value)]
        }
        let client = APIClient(configuration: configuration, transport: transport, middleware: middleware).with(options)
        do {
            _ = try await client.send(endpoint)
            return (nil, transport.requests)
        } catch APIError.invalidRequest(let reason) {
            return (reason, transport.requests)
        } catch {
            Issue.record("expected an invalid request, got \(error)")
            return (nil, transport.requests)
        }
    }

    @Test("The fields the transport writes are refused from every source before anything is sent",
          arguments: transportHeaders, Source.allCases)
    func transportHeadersAreRefused(name: String, source: Source) async {
        let (error, sent) = await Self.send(name, name.lowercased() == "content-length" ? "5" : "chunked", from: source)
        #expect(error == ("The header \"\(name)\" is written by the transport from the URL, the body "
            + "and the connection; a request may not set it."))
        #expect(sent.isEmpty)
    }

    @Test("Fields that look alike but are the app's are sent", arguments: ["X-Content-Length", "Content-Type", "Hostname", "Expect"])
    func lookalikesAreSent(name: String) async throws {
        let (error, sent) = await Self.send(name, "1", from: .endpoint)
        #expect(error == nil)
        #expect(sent.first?.headers[name] == "1")
    }

    @Test("A control character other than a tab is refused from every source, named as U+XXXX", arguments: [
        ("a\u{1}b", "U+0001"), ("a\u{7F}", "U+007F"), ("\u{1F}", "U+001F"), ("a\u{0B}b", "U+000B"), ("a\u{8}", "U+0008"),
        ("a\r\nX-Injected: 1", "U+000D"), ("a\nb", "U+000A"), ("a\u{0}", "U+0000"),
    ], Source.allCases)
    func controlCharactersAreRefused(value: (text: String, code: String), source: Source) async {
        let (error, sent) = await Self.send("X-A", value.text, from: source)
        #expect(error == "The value of header \"X-A\" contains the control character \(value.code), which "
            + "HTTP does not allow (RFC 9110 §5.5).")
        #expect(sent.isEmpty)
    }

    /// Review 27: seed 001's `x-access-token` " padded " reached the loopback server as "padded " (Python strips only
    /// the leading space; RFC 9110 §5.5 has recipients strip both), so a value was not sent as given.
    @Test("A value starting or ending with a space or a tab is refused from every source", arguments: [
        (" padded ", "starts with a space"), ("padded ", "ends with a space"), ("\tx", "starts with a tab"),
        ("x\t", "ends with a tab"), (" ", "starts with a space"),
    ], Source.allCases)
    func edgeWhitespaceIsRefused(value: (text: String, says: String), source: Source) async {
        let (error, sent) = await Self.send("X-A", value.text, from: source)
        #expect(error == "The value of header \"X-A\" \(value.says), which HTTP strips from a field value (RFC 9110 §5.5).")
        #expect(sent.isEmpty)
    }

    @Test("A token with a space at either end is refused in every header placement, nothing sent", arguments: [
        (AuthPlacement.header("x-access-token"), "x-access-token", " padded ", "starts with a space"),
        (AuthPlacement.bearer(), "Authorization", "padded ", "ends with a space"),
        (AuthPlacement.scheme("token"), "Authorization", "padded\t", "ends with a tab"),
    ])
    func tokenWithEdgeWhitespaceIsRefused(placement: AuthPlacement, header: String, token: String, says: String) async {
        let transport = MockTransport(responses: [HTTPResponse(status: 204, headers: [:], body: Data())])
        let client = APIClient(configuration: APIClientConfiguration(
            baseURL: URL(string: "https://api.example.com")!, authPlacement: placement, tokenProvider: { token }), transport: transport)
        do {
            _ = try await client.send(ProbeEndpoint(method: .get, auth: .required))
            Issue.record("expected an invalid request")
        } catch APIError.invalidRequest(let reason) {
            #expect(reason == "The value of header \"\(header)\" \(says), which HTTP strips from a field value (RFC 9110 §5.5).")
        } catch {
            Issue.record("expected an invalid request, got \(error)")
        }
        #expect(transport.requests.isEmpty)
    }

    @Test("A tab, visible ASCII and text beyond ASCII (obs-text) are sent as they are", arguments: Source.allCases)
    func allowedValues(source: Source) async {
        let value = "a\tb ~ café \u{85} 한"
        let (error, sent) = await Self.send("X-A", value, from: source)
        #expect(error == nil)
        #expect(sent.first?.headers["X-A"] == value)
    }

    @Test("A list item holding a comma or a quote, starting or ending with whitespace, or empty, is a quoted-string")
    func listItemsAreQuotedWhenNeeded() async throws {
        let cases: [([String], String)] = [
            (["a", "b c", "d,e"], #"a, b c, "d,e""#),
            ([#"say "hi""#, #"back\slash"#, #"both \ ""#], #""say \"hi\"", back\slash, "both \\ \"""#),
            ([" lead", "trail\t", "", "mid dle"], "\" lead\", \"trail\t\", \"\", mid dle"),
            (["d,e"], #""d,e""#),
            (["a\u{301}", ",\u{301}"], "a\u{301}, \",\u{301}\""),
        ]
        for (items, expected) in cases {
            let request = try await HeaderParameterTests.sent(HeaderReportEndpoint(parameters: ["X-Tags": items]))
            #expect(request.headers["X-Tags"] == expected, "\(items)")
            #expect(HTTPHeaders.text(of: items, field: "X-Tags", dateRule: nil) == expected)
        }
    }

    @Test("A value that is not a list goes out as it is, commas and quotes too; numbers and URLs in a list likewise")
    func nonListsAreNotQuoted() async throws {
        let request = try await HeaderParameterTests.sent(HeaderReportEndpoint(parameters: [
            "X-Note": #"a, "b""#, "X-Ids": [1, 2], "X-Links": [URL(string: "https://x.io/a,b")!, URL(string: "https://x.io/c")!],
        ]))
        #expect(request.headers["X-Note"] == #"a, "b""#)
        #expect(request.headers["X-Ids"] == "1, 2")
        #expect(request.headers["X-Links"] == #""https://x.io/a,b", https://x.io/c"#)
    }

    @Test("An HTTP-date keeps its own comma: dates in the fields RFC 9110 defines as dates are not quoted")
    func httpDatesAreNotQuoted() async throws {
        let request = try await HeaderParameterTests.sent(
            HeaderReportEndpoint(parameters: ["If-Modified-Since": [HeaderParameterTests.instant]]))
        #expect(request.headers["If-Modified-Since"] == "Tue, 02 Jan 2024 03:04:05 GMT")
    }
}
