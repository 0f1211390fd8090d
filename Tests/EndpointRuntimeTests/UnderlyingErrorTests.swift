import EndpointRuntime
import Foundation
import TestSupport
import Testing

/// A middleware's own error type.
enum QuotaError: Error, Equatable {
    case exceeded(limit: Int)
}

/// Refuses every request of one operation with its own error; records the operation names it sees.
struct QuotaMiddleware: Middleware {
    let blocked: String
    let seen: LineLog

    func intercept(_ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws -> HTTPResponse {
        seen.append(request.operationName)
        if request.operationName == blocked {
            throw QuotaError.exceeded(limit: 5)
        }
        return try await next(request)
    }
}

/// An endpoint naming its operation, as generated request types do.
struct ListReposEndpoint: Endpoint {
    typealias Response = JSONValue
    var method: HTTPMethod { .get }
    var path: String { "/probe" }
    var operationName: String { "listRepos" }
}

/// Issue 17, item 7: `APIError` keeps the error it was made from; middleware know the operation.
@Suite("Underlying errors and operation names")
struct UnderlyingErrorTests {
    @Test("A middleware's own error is reachable as its own type through APIError")
    func middlewareError() async throws {
        try await withTestServer([ServerRoute("*", "/probe", .json("{}"))]) { server in
            let seen = LineLog()
            let client = APIClient(
                configuration: APIClientConfiguration(baseURL: server.baseURL),
                middleware: [QuotaMiddleware(blocked: "listRepos", seen: seen)])
            let error = await #expect(throws: APIError.self) { try await client.send(ListReposEndpoint()) }
            #expect(error?.underlyingError as? QuotaError == .exceeded(limit: 5))
            guard case .transport(let failure) = error else {
                Issue.record("expected .transport, got \(String(describing: error))")
                return
            }
            #expect(failure.kind == .other)
            #expect(failure.underlyingError as? QuotaError == .exceeded(limit: 5))
            let checked = try await server.requests()
            #expect(checked.isEmpty)

            // Another operation passes; the default name is the type's.
            _ = try await client.send(ProbeEndpoint(method: .get))
            #expect(seen.lines == ["listRepos", "ProbeEndpoint"])
            let built = try await client.makeRequest(ListReposEndpoint())
            #expect(built.operationName == "listRepos")
        }
    }

    @Test("The URLError of a refused connection is kept")
    func urlError() async throws {
        // Port 9 (discard) on loopback: nothing listens there on a test machine.
        let client = APIClient(configuration: APIClientConfiguration(baseURL: url("http://127.0.0.1:9"), timeout: 5))
        let error = await #expect(throws: APIError.self) { try await client.send(ProbeEndpoint(method: .get)) }
        let underlying = try #require(error?.underlyingError as? URLError)
        #expect(underlying.code == .cannotConnectToHost)
        guard case .transport(let failure) = error else {
            Issue.record("expected .transport, got \(String(describing: error))")
            return
        }
        #expect(failure.kind == .cannotConnect)
        #expect(failure.code == URLError.Code.cannotConnectToHost.rawValue)
    }

    @Test("The DecodingError of a body that does not fit is kept; equality ignores underlying errors")
    func decodingError() async throws {
        struct Numbers: Endpoint {
            typealias Response = [Int]
            var method: HTTPMethod { .get }
            var path: String { "/probe" }
        }
        try await withTestServer([ServerRoute("*", "/probe", .json(#"["x"]"#))]) { server in
            let client = APIClient(configuration: APIClientConfiguration(baseURL: server.baseURL))
            let error = await #expect(throws: APIError.self) { try await client.send(Numbers()) }
            #expect(error?.underlyingError is DecodingError)
            guard case .decoding(let failure) = error else {
                Issue.record("expected .decoding, got \(String(describing: error))")
                return
            }
            #expect(failure == DecodingFailure(codingPath: failure.codingPath, reason: failure.reason, bodySnippet: #"["x"]"#))
        }
        let cancelled = APIError(CancellationError())
        #expect(cancelled.isCancelled)
        #expect(cancelled.underlyingError is CancellationError)
        #expect(APIError.invalidRequest("x").underlyingError == nil)
    }
}

/// Review 31: an error body that does not decode into its rule's model (`code` sent as a string where the model has an
/// `Int`) gave `errorModel == nil` and a description with the raw body only, so a developer could not tell a wrong
/// model from a missing rule. The failure now says why, in the description and in `errorModelProblem`; a body that
/// is not JSON (a proxy's HTML page, an empty body) and a body that decodes get no such note.
@Suite("Error bodies that do not decode into their model say why")
struct ErrorModelProblemTests {
    struct ApiError: Decodable, Sendable { var code: Int; var message: String }

    struct Get: Endpoint {
        typealias Response = NoContent
        var method: HTTPMethod { .get }
        var path: String { "/item" }
        var errorRules: [ErrorRule] { [ErrorRule(.status(422), ApiError.self), ErrorRule(.statusClass(5), ApiError.self)] }
    }

    static func failure(status: Int, body: String, contentType: String = "application/json") async -> HTTPFailure? {
        let transport = MockTransport(responses: [
            HTTPResponse(status: status, headers: ["Content-Type": contentType], body: Data(body.utf8)),
        ])
        let client = APIClient(configuration: APIClientConfiguration(baseURL: URL(string: "https://api.example.com")!),
                               transport: transport)
        do {
            _ = try await client.send(Get())
            return nil
        } catch APIError.http(let failure) {
            return failure
        } catch {
            return nil
        }
    }

    @Test func aWrongFieldTypeIsNamedWithItsPlace() async throws {
        let failure = try #require(await Self.failure(status: 422, body: #"{"code":"E1","message":"bad"}"#))
        #expect(failure.errorModel == nil)
        let problem = try #require(failure.errorModelProblem)
        #expect(problem.hasPrefix("ApiError at code: type mismatch, expected Int"), "\(problem)")
        #expect(failure.description.hasPrefix("HTTP 422 (not read as ApiError at code: type mismatch, expected Int"))
        #expect(failure.description.hasSuffix(#"): {"code":"E1","message":"bad"}"#), "\(failure.description)")
    }

    @Test func aMissingKeyIsNamed() async throws {
        let failure = try #require(await Self.failure(status: 503, body: #"{"code":7}"#))
        #expect(failure.errorModelProblem?.hasPrefix("ApiError at message: key not found") == true,
                "\(String(describing: failure.errorModelProblem))")
    }

    /// Review 34: whether the body is JSON was asked of `JSONSerialization`, which builds every object (seconds of
    /// CPU for an error body of a few megabytes) and refuses what `JSONDecoder` reads, such as a lone surrogate
    /// escape: the model's own type mismatch then went unsaid. The check is now the decoder's.
    @Test func aBodyTheDecoderReadsIsJSONEvenWhereJSONSerializationRefusesIt() async throws {
        let failure = try #require(await Self.failure(status: 422, body: #"{"code":"\ud800","message":"bad"}"#))
        #expect(failure.errorModelProblem?.hasPrefix("ApiError at code: type mismatch, expected Int") == true,
                "\(String(describing: failure.errorModelProblem))")
        let null = try #require(await Self.failure(status: 422, body: "null"))
        #expect(null.errorModelProblem?.hasPrefix("ApiError: value not found") == true,
                "\(String(describing: null.errorModelProblem))")
        let truncated = try #require(await Self.failure(status: 422, body: #"{"code":1,"mess"#))
        #expect(truncated.errorModelProblem == nil)
    }

    @Test func noNoteForAModelThatDecodesABodyThatIsNotJSONOrNoRule() async throws {
        let decoded = try #require(await Self.failure(status: 422, body: #"{"code":1,"message":"bad"}"#))
        #expect(decoded.errorModelProblem == nil && decoded.errorModel != nil)
        #expect(decoded.description.hasPrefix("HTTP 422 [ApiError]: "))
        let html = try #require(await Self.failure(status: 502, body: "<html>Bad gateway</html>", contentType: "text/html"))
        #expect(html.errorModelProblem == nil && html.description == "HTTP 502: <html>Bad gateway</html>")
        let empty = try #require(await Self.failure(status: 503, body: ""))
        #expect(empty.errorModelProblem == nil)
        let unmatched = try #require(await Self.failure(status: 404, body: #"{"code":"x"}"#))
        #expect(unmatched.errorModelProblem == nil && unmatched.description == #"HTTP 404: {"code":"x"}"#)
    }
}
