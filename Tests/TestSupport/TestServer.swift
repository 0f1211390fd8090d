import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One canned answer of the loopback test server (`Tests/Servers/test_server.py`).
public struct ServerReply: Encodable, Sendable {
    /// The HTTP status code.
    public var status: Int
    /// The header fields as name-value pairs, in order.
    public var headers: [[String]]
    /// The body as text, if any.
    public var body: String?
    /// The body as base64, for bytes that are not text.
    public var bodyBase64: String?
    /// Seconds the server waits before answering.
    public var delay: Double?
    /// The body written piece by piece, each piece after its delay in seconds (`Content-Length` is the total).
    public var chunks: [Chunk]?
    /// Whether the server holds this reply until ``TestServer/release()`` (at most 120 s), so a test can act while
    /// the request is known to be in flight instead of guessing with a delay.
    public var hold: Bool?
    /// The gate a held reply waits for: ``TestServer/release(gate:)`` answers only the replies of that gate, so a
    /// test (or a harness process talking to the server) can hold and release several replies in turn.
    public var gate: String?
    /// Whether the body goes in chunked transfer coding (`Transfer-Encoding: chunked`, no `Content-Length`); with
    /// ``chunks``, one chunk per piece.
    public var chunked: Bool?
    /// Whether the server closes the connection after writing: with a `Content-Length` header above the body's
    /// length the body is cut short, and with ``chunked`` the last chunk is left out (a server that died mid-body).
    public var close: Bool?

    /// One piece of a body written slowly.
    public struct Chunk: Encodable, Sendable {
        /// The text written.
        public var body: String
        /// Seconds waited before writing it.
        public var delay: Double

        /// `body` written after `delay` seconds.
        public init(_ body: String, after delay: Double) {
            self.body = body
            self.delay = delay
        }
    }

    enum CodingKeys: String, CodingKey {
        case status, headers, body, delay, chunks, hold, gate, chunked, close
        case bodyBase64 = "body_base64"
    }

    /// A reply whose body arrives as `chunks`, each after its delay.
    public static func streamed(_ chunks: [Chunk], status: Int = 200, headers: [(String, String)] = []) -> ServerReply {
        var reply = ServerReply(status: status, headers: headers)
        reply.chunks = chunks
        return reply
    }

    /// A reply with `status`, `headers` in order, a text `body` or raw `bodyData`, answered after `delay` seconds.
    public init(status: Int = 200, headers: [(String, String)] = [], body: String? = nil, bodyData: Data? = nil, delay: Double? = nil) {
        self.status = status
        self.headers = headers.map { [$0.0, $0.1] }
        self.body = body
        self.bodyBase64 = bodyData?.base64EncodedString()
        self.delay = delay
    }

    /// This reply in chunked transfer coding (no `Content-Length`).
    public func inChunks() -> ServerReply {
        var reply = self
        reply.chunked = true
        return reply
    }

    /// This reply, its connection closed once written: cut short when its `Content-Length` (set in `headers`)
    /// is above the body's length, or when it is ``inChunks()`` (no last chunk).
    public func closingConnection() -> ServerReply {
        var reply = self
        reply.close = true
        return reply
    }

    /// This reply, held by the server until ``TestServer/release()``.
    public func heldUntilReleased() -> ServerReply {
        var reply = self
        reply.hold = true
        return reply
    }

    /// This reply, held by the server until ``TestServer/release(gate:)`` with `gate` (or ``TestServer/release()``).
    public func heldUntilReleased(gate: String) -> ServerReply {
        var reply = heldUntilReleased()
        reply.gate = gate
        return reply
    }

    /// A JSON reply with `Content-Type: application/json`.
    public static func json(_ body: String, status: Int = 200, headers: [(String, String)] = []) -> ServerReply {
        ServerReply(status: status, headers: [("Content-Type", "application/json")] + headers, body: body)
    }
}

/// A route of the test server: method, path (without query) and replies used in order.
public struct ServerRoute: Encodable, Sendable {
    /// The request method, or `*` for any.
    public var method: String
    /// The request path without the query.
    public var path: String
    /// The raw query the request must have too (`page=2&size=10`), or `nil` for any.
    public var query: String?
    /// The replies, used in order.
    public var responses: [ServerReply]
    /// A header the request must carry (name and exact value) for the route to match, if any.
    public var header: [String]?

    /// A route for `method` and `path` answering `responses` in order.
    public init(_ method: String = "*", _ path: String, _ responses: ServerReply...) {
        self.method = method
        self.path = path
        self.responses = responses
    }

    /// This route, matching only requests whose header `name` is exactly `value` (routes are tried in order, so
    /// list it before the route for the same path without the condition).
    public func when(header name: String, is value: String) -> ServerRoute {
        var route = self
        route.header = [name, value]
        return route
    }

    /// A route for `method`, `path` and exactly the raw `query`, answering `responses` in order.
    public init(_ method: String = "*", _ path: String, query: String, _ responses: ServerReply...) {
        self.method = method
        self.path = path
        self.query = query
        self.responses = responses
    }
}

/// A request as the test server received it.
public struct RecordedRequest: Decodable, Sendable {
    /// The request method.
    public let method: String
    /// The raw request target (path and query) exactly as sent.
    public let target: String
    /// The raw request line as received, e.g. `GET /caf%C3%A9 HTTP/1.1`.
    public let requestLine: String
    /// The header fields as name-value pairs, in the order received.
    public let headers: [[String]]
    /// The body, base64-encoded.
    public let bodyBase64: String

    enum CodingKeys: String, CodingKey {
        case method, target, headers
        case requestLine = "request_line"
        case bodyBase64 = "body_base64"
    }

    /// The body bytes.
    public var body: Data { Data(base64Encoded: bodyBase64) ?? Data() }

    /// The body decoded as UTF-8.
    public var bodyText: String { String(decoding: body, as: UTF8.self) }

    /// The value of the first header field named `name` (compared case-insensitively).
    public func header(_ name: String) -> String? {
        headers.first { $0.first?.lowercased() == name.lowercased() }?.last
    }

    /// Every value of the header fields named `name` (compared case-insensitively), in order.
    public func headerValues(_ name: String) -> [String] {
        headers.filter { $0.first?.lowercased() == name.lowercased() }.compactMap(\.last)
    }
}

/// Why the test server could not be started or controlled.
public enum TestServerError: Error, CustomStringConvertible {
    /// The script is not at the given path.
    case scriptMissing(String)
    /// The server printed the given output instead of a port.
    case noPort(String)
    /// A control request was answered with the given error text.
    case control(String)

    /// A message for the test report.
    public var description: String {
        switch self {
        case .scriptMissing(let path): return "test_server.py not found at \(path)"
        case .noPort(let output): return "the test server printed no port: \(output)"
        case .control(let message): return "test server control request failed: \(message)"
        }
    }
}

/// A running `test_server.py` on 127.0.0.1. Start it with ``withTestServer(_:)``, which always
/// terminates it; the server also exits by itself when the test process is gone, and after 600 s without requests.
public final class TestServer: @unchecked Sendable {
    // Safe: `process` and `input` are only touched in `start` and `stop`, which `withTestServer`
    // calls in order.
    private let process: Process
    private let input: Pipe
    /// The port the server listens on.
    public let port: Int
    /// `http://127.0.0.1:<port>`.
    public let baseURL: URL

    private init(process: Process, input: Pipe, port: Int) throws {
        self.process = process
        self.input = input
        self.port = port
        guard let url = URL(string: "http://127.0.0.1:\(port)") else {
            throw TestServerError.noPort(String(port))
        }
        self.baseURL = url
    }

    /// The script: `$ENDPOINT_TEST_SERVER`, else `<package root>/Tests/Servers/test_server.py`.
    public static var scriptPath: String {
        if let path = ProcessInfo.processInfo.environment["ENDPOINT_TEST_SERVER"], !path.isEmpty {
            return path
        }
        return PackagePaths.root.appendingPathComponent("Tests/Servers/test_server.py").path
    }

    /// Starts the script, waits for the port it prints, and returns the running server.
    ///
    /// The idle timeout is only a safety net (`--parent-pid` ends orphans): it is long because, in a full-suite run on
    /// two cores, a test may wait minutes for a thread between starting its server and its first request.
    /// - Throws: ``TestServerError`` when the script is missing or prints no port.
    public static func start(idleTimeout: Int = 600) throws -> TestServer {
        let script = scriptPath
        guard FileManager.default.fileExists(atPath: script) else {
            throw TestServerError.scriptMissing(script)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // `--parent-pid`, not `--exit-on-stdin-eof`: during full-suite runs with many concurrent Process launches,
        // servers saw end of file on stdin mid-test and quit ("Couldn't connect to server"), most likely a
        // descriptor of the parent closed twice by number (the class of Foundation bugs in swiftlang/swift#57827).
        // A process ID cannot be closed by accident; orphans still exit within a second.
        process.arguments = ["python3", script, "--idle-timeout", String(idleTimeout), "--parent-pid", String(getpid())]
        let output = Pipe()
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try ExternalProgram.launch(process)
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let server = try TestServer(process: process, input: input, port: Int(text.split(separator: "\n").first ?? "") ?? 0)
        guard server.port > 0 else {
            server.stop()
            throw TestServerError.noPort(text)
        }
        return server
    }

    /// Closes the server's standard input, sends SIGTERM, and waits up to 5 s for the exit
    /// (then SIGKILL). Polls instead of `waitUntilExit()`, which spins a run loop.
    public func stop() {
        try? input.fileHandleForWriting.close()
        if process.isRunning {
            process.terminate()
        }
        for attempt in 0..<250 where process.isRunning {
            if attempt == 249 {
                kill(process.processIdentifier, SIGKILL)
            }
            usleep(20_000)
        }
    }

    /// Replaces the routes.
    public func setRoutes(_ routes: [ServerRoute]) async throws {
        let encoder = JSONEncoder()
        _ = try await control("POST", "/__routes", body: try encoder.encode(routes))
    }

    /// Replaces the routes with those of a routes file in the server's JSON format (`test_server.py --routes FILE`).
    public func setRoutes(contentsOf file: URL) async throws {
        _ = try await control("POST", "/__routes", body: try Data(contentsOf: file))
    }

    /// Every request received (control requests excluded), oldest first.
    public func requests() async throws -> [RecordedRequest] {
        try JSONDecoder().decode([RecordedRequest].self, from: try await control("GET", "/__requests"))
    }

    /// Every request received, oldest first, once there are at least `count` (the server waits at most 60 s, then
    /// answers with what it has, so a test checks the count it gets). Lets a test wait for a request to arrive
    /// instead of sleeping.
    public func requests(atLeast count: Int) async throws -> [RecordedRequest] {
        try JSONDecoder().decode([RecordedRequest].self, from: try await control("GET", "/__requests", query: "count=\(count)"))
    }

    /// Every request received, oldest first, once at least `count` of them have exactly the raw `target` (path
    /// and query as sent); the server waits at most 60 s, then answers with what it has.
    public func requests(atLeast count: Int, target: String) async throws -> [RecordedRequest] {
        let encoded = target.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? target
        return try JSONDecoder().decode(
            [RecordedRequest].self, from: try await control("GET", "/__requests", query: "count=\(count)&target=\(encoded)"))
    }

    /// Answers every reply held by ``ServerReply/heldUntilReleased()``, and later ones at once.
    public func release() async throws {
        _ = try await control("POST", "/__release")
    }

    /// Answers the replies held by ``ServerReply/heldUntilReleased(gate:)`` with `gate`, and later ones at once.
    public func release(gate: String) async throws {
        let encoded = gate.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? gate
        _ = try await control("POST", "/__release", query: "gate=\(encoded)")
    }

    /// Forgets the requests received so far.
    public func clearRequests() async throws {
        _ = try await control("DELETE", "/__requests")
    }

    /// `baseURL` with `path` (already encoded) appended, e.g. for a `Location` pointing at this server.
    public func url(_ path: String) -> URL {
        URL(string: baseURL.absoluteString + path) ?? baseURL
    }

    private func control(_ method: String, _ path: String, query: String? = nil, body: Data? = nil) async throws -> Data {
        var url = baseURL.appendingPathComponent(String(path.dropFirst()))
        if let query, let withQuery = URL(string: url.absoluteString + "?" + query) {
            url = withQuery
        }
        // Long, as the server's idle timeout: in a full-suite run on two cores, tests that wait for a compiler in a
        // process can hold the concurrency pool for minutes (CI of 2026-12-01: quick tests "passed after 301 s"),
        // and a control call that waited 90 s through such a stall failed with URLError -1001.
        var request = URLRequest(url: url, timeoutInterval: 600)
        request.httpMethod = method
        request.httpBody = body
        let (data, response) = try await URLSession.shared.data(for: request)
        guard let http = response as? HTTPURLResponse, http.statusCode == 200 else {
            throw TestServerError.control(String(decoding: data, as: UTF8.self))
        }
        return data
    }
}

/// Runs `body` with a fresh server and terminates the server afterwards, also when `body` throws.
public func withTestServer<T>(_ routes: [ServerRoute] = [], _ body: (TestServer) async throws -> T) async throws -> T {
    let server = try TestServer.start()
    do {
        if !routes.isEmpty {
            try await server.setRoutes(routes)
        }
        let result = try await body(server)
        server.stop()
        return result
    } catch {
        server.stop()
        throw error
    }
}
