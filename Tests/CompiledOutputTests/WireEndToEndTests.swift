import EndpointCodegen
import EndpointSpec
import Foundation
import TestSupport
import Testing

/// Issue 13 through generated code: a spec with the issue's paths, an optional response, a declared
/// `Content-Type` for a binary upload, an idempotent `POST`, `response: none` endpoints and a `{+path}`, generated,
/// compiled with a call site of every kind of client method under `-warnings-as-errors`, and run against the
/// loopback server, which records what arrived.
@Suite("Generated requests on the wire")
struct WireEndToEndTests {
    static let spec = """
        api: Wire
        models:
          Invitation: {id: int, email: string}
        endpoints:
          getCafe: {method: GET, path: '/café/ü/{name}', response: none}
          getQuoted: {method: GET, path: '/x/{id}"', response: none}
          getContents: {method: GET, path: '/contents/{+path}', response: none}
          deleteUser: {method: DELETE, path: '/users/{id}', response: none}
          acceptInvitation: {method: POST, path: '/invitations/{code}/accept', response: "Invitation?"}
          getInvitation: {method: GET, path: '/invitations/{code}', response: Invitation}
          createOrder: {method: POST, path: /orders, idempotent: true, body: {item: string}, response: Invitation}
          createPayment: {method: POST, path: /payments, body: {item: string}, response: Invitation}
          upload:
            method: PUT
            path: /files/{name}
            headers: {Content-Type: {param: content_type, type: string}}
            body: {encoding: binary}
            response: none
          getReport:
            method: GET
            path: /report
            headers:
              If-Modified-Since: {param: since, type: date}
              X-Report-Date: {param: day, type: date}
              X-Kind: {param: kind, type: {enum: [daily, weekly]}}
              X-Ratio: {param: ratio, type: double}
              X-Tags: {param: tags, type: "[string]"}
              X-Trace: {param: trace, type: uuid?}
              X-Verbose: {param: verbose, type: bool?}
              X-Empty: {param: empty, type: "[int]"}
            query: {server: string?, deadline: int?}    # named like members of Endpoint: serverValue, deadlineValue
            response: none
        """

    /// Call sites as an app writes them: `response: none` methods and writes whose result is not needed are
    /// called without `_ =`, reads use their result. Compiled with `-warnings-as-errors`.
    static let main = """
        import EndpointRuntime
        import Foundation

        guard let base = URL(string: CommandLine.arguments[1]) else { fatalError("no base URL") }
        let client = APIClient(
            configuration: APIClientConfiguration(baseURL: base, timeout: 10),
            middleware: [RetryMiddleware(maxAttempts: 2, delay: 0)])
        func attempt(_ label: String, _ call: () async throws -> Void) async {
            do {
                try await call()
                print("\\(label): ok")
            } catch {
                print("\\(label): \\(APIError(error))")
            }
        }
        await attempt("cafe") { try await client.wire.getCafe(name: "café/ü") }
        await attempt("quoted") { try await client.wire.getQuoted(id: "a/b") }
        await attempt("contents") { try await client.wire.getContents(pathValue: "") }
        await attempt("delete") { try await client.wire.deleteUser(id: "") }
        await attempt("accept") {
            let first = try await client.wire.acceptInvitation(code: "c1")
            let second = try await client.wire.acceptInvitation(code: "c1")
            print("accept: \\(first?.email ?? "nil") \\(second?.email ?? "nil")")
        }
        await attempt("get") {
            let invitation = try await client.wire.getInvitation(code: "c1")
            print("get: \\(invitation.id)")
        }
        await attempt("order") { try await client.wire.createOrder(item: "tea") }
        await attempt("payment") { try await client.wire.createPayment(item: "tea") }
        await attempt("upload") { try await client.wire.upload(name: "a.png", contentType: "image/png", data: Data([1, 2, 3])) }
        await attempt("report") {
            let since = Date(timeIntervalSince1970: 1_445_412_480)   // 2015-10-21T07:28:00Z
            _ = try await client.wire.getReport(
                since: since, day: since, kind: Wire.GetReportRequest.Kind(rawValue: "hourly"), ratio: 1e-7,
                tags: ["a b", "c"], trace: nil, verbose: true, empty: [])
        }
        """

    @Test("The issue's examples, generated, compiled with warnings as errors, and sent")
    func generatedRequestsOnTheWire() async throws {
        let directory = try ScratchDirectory.make("wire")
        defer { try? FileManager.default.removeItem(at: directory) }
        var diagnostics = DiagnosticCollector()
        let api = SpecLoader.load(text: Array(Self.spec.utf8), path: "wire.yaml", diagnostics: &diagnostics)
        let loaded = try #require(api)
        let generated = CodeGenerator().generate([loaded], diagnostics: &diagnostics)
        #expect(diagnostics.ids == [])
        var files: [String] = []
        for file in generated {
            let url = directory.appendingPathComponent(file.path)
            try Data(file.contents.utf8).write(to: url)
            files.append(url.path)
        }
        let requests = try #require(generated.first { $0.path == "WireRequests.swift" }).contents
        #expect(requests.contains(#"public var path: String { "/caf%C3%A9/%C3%BC/\(pathParameter: name)" }"#))
        #expect(requests.contains(#"public var path: String { "/x/\(pathParameter: id)%22" }"#))
        #expect(requests.contains("    public var isIdempotent: Bool { true }\n"))
        #expect(requests.contains("        public func deleteUser(id: String) async throws {\n"))
        #expect(requests.contains("        @discardableResult\n        public func createOrder(item: String) async throws -> Invitation {\n"))
        #expect(requests.contains("        public func getInvitation(code: String) async throws -> Invitation {\n"))
        #expect(!requests.contains("@discardableResult\n        public func getInvitation"))

        let main = directory.appendingPathComponent("main.swift")
        try Data(Self.main.utf8).write(to: main)
        let toolchain = try SwiftToolchain.locate()
        let harness = directory.appendingPathComponent("harness").path
        let sources = files + [main.path] + toolchain.runtimeObjects
        let build = try await SwiftToolchain.run("swiftc", [
            "-swift-version", "6", "-Onone", "-I", toolchain.modulesDirectory, "-module-name", "WireHarness", "-o", harness,
            "-default-isolation", "MainActor", "-strict-concurrency=complete", "-warnings-as-errors",
        ] + sources)
        try #require(build.status == 0, "\(build.output)")

        let routes = [
            ServerRoute("GET", "/caf%C3%A9/%C3%BC/caf%C3%A9%2F%C3%BC", ServerReply(status: 204)),
            ServerRoute("GET", "/x/a%2Fb%22", ServerReply(status: 204)),
            ServerRoute("GET", "/contents/", ServerReply(status: 204)),
            ServerRoute("PUT", "/files/a.png", ServerReply(status: 204)),
            ServerRoute("GET", "/report", ServerReply(status: 204)),
            ServerRoute("POST", "/invitations/c1/accept", .json(#"{"id":7,"email":"a@x.io"}"#, status: 201), ServerReply(status: 204)),
            ServerRoute("GET", "/invitations/c1", .json(#"{"id":7,"email":"a@x.io"}"#)),
            ServerRoute("POST", "/orders", .json("{}", status: 503), .json(#"{"id":8,"email":"b@x.io"}"#)),
            ServerRoute("POST", "/payments", .json("{}", status: 503), .json(#"{"id":9,"email":"c@x.io"}"#)),
        ]
        try await withTestServer(routes) { server in
            let base = server.baseURL.absoluteString
            let run = try await SwiftToolchain.run(harness, [base])
            let lines = run.output.split(separator: "\n").map(String.init)
            for label in ["cafe", "quoted", "contents", "accept", "get", "order", "upload"] {
                #expect(lines.contains("\(label): ok"), "\(run.output)")
            }
            #expect(lines.contains("accept: a@x.io nil"))
            #expect(lines.contains("get: 7"))
            #expect(lines.contains("order: ok"))
            #expect(lines.contains("upload: ok"))
            #expect(lines.contains("report: ok"), "\(run.output)")
            #expect(lines.contains(#"delete: Invalid request: A path parameter is empty in "/users/{}" (shown as {}): an empty segment would change the route."#))
            #expect(lines.contains { $0.hasPrefix("payment: HTTP 503") }, "\(run.output)")
            let received = try await server.requests()
            #expect(received.map(\.requestLine) == [
                "GET /caf%C3%A9/%C3%BC/caf%C3%A9%2F%C3%BC HTTP/1.1",
                "GET /x/a%2Fb%22 HTTP/1.1",
                "GET /contents/ HTTP/1.1",
                "POST /invitations/c1/accept HTTP/1.1",
                "POST /invitations/c1/accept HTTP/1.1",
                "GET /invitations/c1 HTTP/1.1",
                "POST /orders HTTP/1.1",
                "POST /orders HTTP/1.1",
                "POST /payments HTTP/1.1",
                "PUT /files/a.png HTTP/1.1",
                "GET /report HTTP/1.1",
            ])
            let upload = try #require(received.dropLast().last)
            #expect(upload.headerValues("Content-Type") == ["image/png"])
            #expect(upload.body == Data([1, 2, 3]))
            // Review 12: header parameters were sent as Swift's description of the value (`2015-10-21 07:28:00
            // +0000`, `1e-07`, `["a b", "c"]`, `unknown("hourly")`). They are sent as text the way the other
            // parameters are, dates in RFC 9110's HTTP-date for the fields it defines as dates.
            let report = try #require(received.last)
            #expect(report.headerValues("If-Modified-Since") == ["Wed, 21 Oct 2015 07:28:00 GMT"])
            #expect(report.headerValues("X-Report-Date") == ["2015-10-21T07:28:00Z"])
            #expect(report.headerValues("X-Kind") == ["hourly"])
            #expect(report.headerValues("X-Ratio") == ["0.0000001"])
            #expect(report.headerValues("X-Tags") == ["a b, c"])
            #expect(report.headerValues("X-Trace") == [])
            #expect(report.headerValues("X-Verbose") == ["true"])
            #expect(report.headerValues("X-Empty") == [])
        }
    }
}
