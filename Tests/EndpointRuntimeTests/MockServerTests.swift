import EndpointRuntime
import Foundation
import Testing

// Hand-written endpoints shaped like generated ones: an envelope, a date rule, error rules whose models have samples.

private struct Pet: Codable, Sendable, Hashable, SampleProviding {
    var id: Int
    var name: String
    var born: Date

    static var sample: Pet { Pet(id: 1, name: "name", born: SampleValues.date) }
}

private struct NotFound: Codable, Sendable, Hashable, SampleProviding {
    var message: String

    static var sample: NotFound { NotFound(message: "Not Found") }
}

private struct ServerError: Codable, Sendable, Hashable, SampleProviding {
    var reason: String

    static var sample: ServerError { ServerError(reason: "down") }
}

private let envelope = EnvelopeRule(payload: "result", success: "isSuccess", code: "code", message: "message", successCodes: [1000])

private struct GetPetRequest: Endpoint {
    typealias Response = Pet
    var id: Int
    var method: HTTPMethod { .get }
    var path: String { "/pets/\(pathParameter: id)" }
    var envelope: EnvelopeRule? { EndpointRuntimeTests.envelope }
    var dateRule: DateRule? { .millisecondsSince1970 }
    var errorRules: [ErrorRule] { [ErrorRule(.statusClass(5), ServerError.self), ErrorRule(.status(404), NotFound.self)] }
    var operationName: String { "getPet" }
}

private struct GetMyPetRequest: Endpoint {
    typealias Response = Pet
    var method: HTTPMethod { .get }
    var path: String { "/pets/me" }
    var envelope: EnvelopeRule? { EndpointRuntimeTests.envelope }
    var operationName: String { "getMyPet" }
}

private struct DeletePetRequest: Endpoint {
    typealias Response = NoContent
    var method: HTTPMethod { .delete }
    var path: String { "/pets/1" }
    var auth: AuthRequirement { .required }
    var operationName: String { "deletePet" }
}

private struct GetFileRequest: Endpoint {
    typealias Response = String
    var method: HTTPMethod { .get }
    var path: String { "/files/\(pathParameterKeepingSlashes: "docs/read me.txt")/raw" }
    var responseBody: ResponseBody<String> { .text }
    var operationName: String { "getFile" }
}

private struct DownloadRequest: Endpoint {
    typealias Response = Data
    var method: HTTPMethod { .get }
    var path: String { "/download" }
    var responseBody: ResponseBody<Data> { .binary }
    var operationName: String { "download" }
}

private func makeServer(latency: TimeInterval = 0) -> MockServer {
    MockServer(routes: [
        MockRoute(GetPetRequest(id: 7), path: "/pets/{id}", sample: Pet.sample),
        MockRoute(GetMyPetRequest(), path: "/pets/me", sample: Pet(id: 2, name: "mine", born: SampleValues.date)),
        MockRoute(DeletePetRequest(), path: "/pets/{id}"),
        MockRoute(GetFileRequest(), path: "/files/{+path}/raw", sample: "file text"),
        MockRoute(DownloadRequest(), path: "/download", sample: Data([0, 1, 2])),
    ], latency: latency)
}

/// A request as another client would send it: its operation name is not one of the routes'.
private func foreignRequest(_ method: HTTPMethod, _ url: String) throws -> HTTPRequest {
    HTTPRequest(method: method, url: try #require(URL(string: url)), operationName: "somethingElse")
}

@Suite struct MockServerTests {
    @Test func everyRouteAnswersItsSampleThroughTheClient() async throws {
        let server = makeServer()
        let pet = try await server.client.send(GetPetRequest(id: 3))
        #expect(pet == Pet.sample)
        #expect(try await server.client.send(GetMyPetRequest()).name == "mine")
        #expect(try await server.client.send(DeletePetRequest()) == NoContent())
        #expect(try await server.client.send(GetFileRequest()) == "file text")
        #expect(try await server.client.send(DownloadRequest()) == Data([0, 1, 2]))
        // The same through the routes, as a test iterating every endpoint of a generated mock does.
        for route in server.routes {
            _ = try await route.sendSample(through: server.client)
        }
        #expect(server.requests.count == 10)
        #expect(server.requests[2].headers["Authorization"] == "Bearer mock-token")
    }

    @Test func sampleIsWrittenInTheEnvelopeWithTheDateRule() async throws {
        let server = makeServer()
        let response = try await server.transport.send(try await server.client.makeRequest(GetPetRequest(id: 1)))
        let body = try JSONDecoder().decode(JSONValue.self, from: response.body)
        #expect(body == ["code": 1000, "isSuccess": true, "message": "OK", "result": ["born": 1_705_276_800_000, "id": 1, "name": "name"]])
        #expect(response.headers["Content-Type"] == "application/json")
        let noContent = try await server.transport.send(try await server.client.makeRequest(DeletePetRequest()))
        #expect(noContent.status == 204)
        #expect(noContent.body.isEmpty)
    }

    @Test func requestsAreMatchedByPathTemplateWithParameters() throws {
        let server = makeServer()
        #expect(server.route(for: try foreignRequest(.get, "https://x.io/pets/42"))?.operationName == "getPet")
        // A base URL's path prefix comes before the template.
        #expect(server.route(for: try foreignRequest(.get, "https://x.io/api/v2/pets/42"))?.operationName == "getPet")
        // The template with more literal text wins: `/pets/me` over `/pets/{id}`.
        #expect(server.route(for: try foreignRequest(.get, "https://x.io/pets/me"))?.operationName == "getMyPet")
        // The method counts.
        #expect(server.route(for: try foreignRequest(.delete, "https://x.io/pets/42"))?.operationName == "deletePet")
        // `{id}` is one non-empty segment.
        #expect(server.route(for: try foreignRequest(.get, "https://x.io/pets/42/toys")) == nil)
        #expect(server.route(for: try foreignRequest(.get, "https://x.io/pets/")) == nil)
        // `{+path}` spans segments; an encoded slash stays inside one.
        #expect(server.route(for: try foreignRequest(.get, "https://x.io/files/a/b/c.txt/raw"))?.operationName == "getFile")
        #expect(server.route(for: try foreignRequest(.get, "https://x.io/pets/a%2Fb"))?.operationName == "getPet")
    }

    @Test func anUnmatchedRequestIsA404NamingIt() async throws {
        let server = makeServer()
        let response = try await server.transport.send(try foreignRequest(.post, "https://x.io/pets"))
        #expect(response.status == 404)
        #expect(String(decoding: response.body, as: UTF8.self) == "MockServer: no endpoint matches POST /pets")
    }

    @Test func overridesAreTypedByEndpointAndCanBeRemoved() async throws {
        let server = makeServer()
        server.override(GetPetRequest.self, with: .payload(Pet(id: 9, name: "Rex", born: SampleValues.date)))
        #expect(try await server.client.send(GetPetRequest(id: 1)).name == "Rex")
        // Other endpoints keep their samples.
        #expect(try await server.client.send(GetMyPetRequest()).name == "mine")
        // A handler sees the request.
        server.override(GetPetRequest.self) { request in
            .payload(Pet(id: 0, name: request.url.lastPathComponent, born: SampleValues.date))
        }
        #expect(try await server.client.send(GetPetRequest(id: 55)).name == "55")
        server.removeOverride(GetPetRequest.self)
        #expect(try await server.client.send(GetPetRequest(id: 1)) == Pet.sample)
    }

    @Test func anErrorStatusCarriesTheSampleOfTheErrorModelForIt() async throws {
        let server = makeServer()
        server.override(GetPetRequest.self, with: .status(404))
        let notFound = await #expect(throws: APIError.self) { try await server.client.send(GetPetRequest(id: 1)) }
        guard case .http(let failure)? = notFound else { Issue.record("expected an HTTP error"); return }
        #expect(failure.status == 404)
        #expect(failure.errorModel(as: NotFound.self) == NotFound.sample)
        server.override(GetPetRequest.self, with: .status(503))
        let unavailable = await #expect(throws: APIError.self) { try await server.client.send(GetPetRequest(id: 1)) }
        guard case .http(let serverFailure)? = unavailable else { Issue.record("expected an HTTP error"); return }
        #expect(serverFailure.errorModel(as: ServerError.self) == ServerError.sample)
        // No rule names a model for 409: an empty body.
        server.override(GetPetRequest.self, with: .status(409))
        let conflict = await #expect(throws: APIError.self) { try await server.client.send(GetPetRequest(id: 1)) }
        guard case .http(let conflictFailure)? = conflict else { Issue.record("expected an HTTP error"); return }
        #expect(conflictFailure.body.isEmpty)
        #expect(conflictFailure.errorModel == nil)
    }

    @Test("Review example: .status(404) on an envelope API sends an error model that says failure, not success")
    func anErrorStatusOnAnEnvelopeAPISaysFailure() async throws {
        struct EnvelopeError: Codable, Sendable, Hashable, SampleProviding {
            var isSuccess: Bool
            var code: Int
            var message: String
            static var sample: EnvelopeError { EnvelopeError(isSuccess: true, code: 1000, message: "message") }
        }
        struct StringCodeError: Codable, Sendable, Hashable, SampleProviding {
            var status: String
            var msg: String
            static var sample: StringCodeError { StringCodeError(status: "OK", msg: "msg") }
        }
        struct Item: Endpoint {
            typealias Response = Pet
            var method: HTTPMethod { .get }
            var path: String { "/items/1" }
            var envelope: EnvelopeRule? { EndpointRuntimeTests.envelope }
            var errorRules: [ErrorRule] { [ErrorRule(.statusClass(4), EnvelopeError.self)] }
        }
        struct Strict: Endpoint {
            typealias Response = Pet
            var method: HTTPMethod { .get }
            var path: String { "/strict" }
            var envelope: EnvelopeRule? { EnvelopeRule(payload: "data", code: "status", message: "msg", successCodes: ["OK"]) }
            var errorRules: [ErrorRule] { [ErrorRule(.default, StringCodeError.self)] }
        }
        let server = MockServer(routes: [
            MockRoute(Item(), path: "/items/1", sample: Pet.sample), MockRoute(Strict(), path: "/strict", sample: Pet.sample),
        ])
        server.override(Item.self, with: .status(404))
        let error = await #expect(throws: APIError.self) { try await server.client.send(Item()) }
        guard case .http(let failure)? = error else { Issue.record("expected an HTTP error, got \(String(describing: error))"); return }
        #expect(failure.errorModel(as: EnvelopeError.self) == EnvelopeError(isSuccess: false, code: 404, message: "message"))
        server.override(Strict.self, with: .status(503))
        let strict = await #expect(throws: APIError.self) { try await server.client.send(Strict()) }
        guard case .http(let strictFailure)? = strict else { Issue.record("expected an HTTP error"); return }
        #expect(strictFailure.errorModel(as: StringCodeError.self) == StringCodeError(status: "503", msg: "msg"))
        // An endpoint without an envelope: the sample as it is.
        let plain = makeServer()
        plain.override(GetPetRequest.self, with: .status(404))
        let notFound = await #expect(throws: APIError.self) { try await plain.client.send(GetPetRequest(id: 1)) }
        guard case .http(let plainFailure)? = notFound else { Issue.record("expected an HTTP error"); return }
        #expect(plainFailure.errorModel(as: NotFound.self) == NotFound.sample)
    }

    @Test("An envelope failure answer: the client throws APIError.envelope with its code, message and status")
    func anEnvelopeFailureIsReportedAsOne() async throws {
        let server = makeServer()
        server.override(GetPetRequest.self, with: .envelopeFailure(code: 2001, message: "이미 존재하는 펫입니다."))
        let error = await #expect(throws: APIError.self) { try await server.client.send(GetPetRequest(id: 1)) }
        guard case .envelope(let failure)? = error else { Issue.record("expected an envelope failure, got \(String(describing: error))"); return }
        #expect(failure == EnvelopeFailure(code: 2001, message: "이미 존재하는 펫입니다.", status: 200))
        #expect(error?.serverMessage == "이미 존재하는 펫입니다.")
        let url = try #require(URL(string: "https://mock.example.com/pets/1"))
        let body = try await server.transport.send(HTTPRequest(method: .get, url: url)).body
        #expect(String(decoding: body, as: UTF8.self) == #"{"code":2001,"isSuccess":false,"message":"이미 존재하는 펫입니다."}"#)
        // Without a code or a message: the success flag alone says failure.
        server.override(GetPetRequest.self, with: .envelopeFailure())
        let bare = await #expect(throws: APIError.self) { try await server.client.send(GetPetRequest(id: 1)) }
        #expect(bare.flatMap { if case .envelope(let failure) = $0 { failure } else { nil } } == EnvelopeFailure(code: nil, message: nil, status: 200))
    }

    @Test("An envelope failure answer on a non-2xx status is an envelope failure only when the envelope applies to errors")
    func anEnvelopeFailureOnAnErrorStatus() async throws {
        struct Strict: Endpoint {
            typealias Response = Pet
            var onErrors: Bool
            var method: HTTPMethod { .get }
            var path: String { "/strict" }
            var envelope: EnvelopeRule? {
                EnvelopeRule(payload: "data", code: "status", message: "msg", successCodes: ["OK"], onErrors: onErrors)
            }
        }
        for onErrors in [true, false] {
            let server = MockServer(routes: [MockRoute(Strict(onErrors: onErrors), path: "/strict", sample: Pet.sample)])
            server.override(Strict.self, with: .envelopeFailure(code: "DENIED", message: "no", status: 403))
            let error = await #expect(throws: APIError.self) { try await server.client.send(Strict(onErrors: onErrors)) }
            switch error {
            case .envelope(let failure)? where onErrors:
                #expect(failure == EnvelopeFailure(code: "DENIED", message: "no", status: 403))
            case .http(let failure)? where !onErrors:
                #expect(failure.status == 403)
                #expect(String(decoding: failure.body, as: UTF8.self) == #"{"msg":"no","status":"DENIED"}"#)
            default:
                Issue.record("on_errors \(onErrors): unexpected \(String(describing: error))")
            }
        }
    }

    @Test("An envelope failure answer that cannot fail the endpoint's envelope is a transport error saying why")
    func anEnvelopeFailureThatCannotBeSaid() async throws {
        struct CodeOnly: Endpoint {
            typealias Response = Pet
            var method: HTTPMethod { .get }
            var path: String { "/code-only" }
            var envelope: EnvelopeRule? { EnvelopeRule(payload: "data", code: "code", successCodes: [0]) }
        }
        let server = MockServer(routes: [
            MockRoute(CodeOnly(), path: "/code-only", sample: Pet.sample),
            MockRoute(DeletePetRequest(), path: "/pets/{id}"),
        ])
        let cases: [(MockAnswer<Pet>, MockServerError)] = [
            (.envelopeFailure(message: "x"), .envelopeCannotFail(
                operationName: CodeOnly().operationName,
                reason: #"the envelope has no success flag, so only a "code" other than 0 says failure: pass code:"#)),
            (.envelopeFailure(code: 0), .envelopeCannotFail(
                operationName: CodeOnly().operationName, reason: "0 is one of the success codes 0")),
        ]
        for (answer, expected) in cases {
            server.override(CodeOnly.self, with: answer)
            let error = await #expect(throws: APIError.self) { try await server.client.send(CodeOnly()) }
            #expect(error?.underlyingError as? MockServerError == expected)
            #expect("\(String(describing: error))".contains(".envelopeFailure cannot fail this envelope"))
        }
        server.override(CodeOnly.self, with: .envelopeFailure(code: 7, message: "seven"))
        let failure = await #expect(throws: APIError.self) { try await server.client.send(CodeOnly()) }
        #expect(failure.flatMap { if case .envelope(let value) = $0 { value } else { nil } } == EnvelopeFailure(code: 7, message: nil, status: 200))
        // An endpoint without an envelope.
        server.override(DeletePetRequest.self, with: .envelopeFailure(code: 1))
        let none = await #expect(throws: APIError.self) { try await server.client.send(DeletePetRequest()) }
        #expect(none?.underlyingError as? MockServerError == .noEnvelope(operationName: "deletePet"))
    }

    @Test func aTransportFailureIsReportedAsOne() async throws {
        let server = makeServer()
        server.override(GetPetRequest.self, with: .transportFailure(.notConnectedToInternet))
        let error = await #expect(throws: APIError.self) { try await server.client.send(GetPetRequest(id: 1)) }
        guard case .transport(let failure)? = error else { Issue.record("expected a transport failure"); return }
        #expect(failure.kind == .offline)
    }

    @Test func latencyIsWaitedAndCancellingEndsTheWait() async throws {
        // Waits far longer than any test runs: only cancellation can end the request, which proves it waits.
        let server = makeServer(latency: 3600)
        #expect(server.latency == 3600)
        let task = Task { try await server.client.send(GetPetRequest(id: 1)) }
        task.cancel()
        let error = await #expect(throws: APIError.self) { try await task.value }
        #expect(error?.isCancelled == true)
        // An override's own latency replaces the server's: zero answers at once.
        server.override(GetPetRequest.self, with: .sample, latency: 0)
        #expect(try await server.client.send(GetPetRequest(id: 1)) == Pet.sample)
        server.latency = 0
        server.override(GetMyPetRequest.self, with: .sample, latency: 3600)
        let slow = Task { try await server.client.send(GetMyPetRequest()) }
        slow.cancel()
        let slowError = await #expect(throws: APIError.self) { try await slow.value }
        #expect(slowError?.isCancelled == true)
    }

    @Test("A latency too long to count in nanoseconds, or infinite, waits until cancelled instead of trapping")
    func latencyBeyondTheClock() async throws {
        for latency in [TimeInterval.infinity, 1e20] {
            let server = makeServer(latency: latency)
            let task = Task { try await server.client.send(GetPetRequest(id: 1)) }
            try await Task.sleep(nanoseconds: 50_000_000)
            task.cancel()
            let error = await #expect(throws: APIError.self, "\(latency)") { try await task.value }
            #expect(error?.isCancelled == true, "\(latency)")
        }
    }

    @Test func previewStatesMapToLoadStates() {
        #expect(LoadState.preview(.loading, loaded: [1], empty: []) == .loading(previous: nil))
        #expect(LoadState.preview(.loaded, loaded: [1], empty: []) == .loaded([1]))
        #expect(LoadState.preview(.empty, loaded: [1], empty: []) == .loaded([]))
        #expect(LoadState.preview(.empty, loaded: 1) == .idle)
        #expect(LoadState<Int?>.preview(.empty, loaded: 1, empty: .some(nil)) == .loaded(nil))
        let failed = LoadState.preview(.failed, loaded: [1], empty: [])
        #expect(failed.error?.isCancelled == false)
        guard case .transport(let failure)? = failed.error else { Issue.record("expected an offline failure"); return }
        #expect(failure.kind == .offline)
        #expect(failed.value == nil)
    }

    @Test(arguments: [DateRule.iso8601, .iso8601WithFractionalSeconds, .secondsSince1970, .millisecondsSince1970,
                      .format("yyyy-MM-dd"), .format("yyyy-MM-dd HH:mm:ss")])
    func theSampleDateSurvivesEveryDateRule(rule: DateRule) throws {
        let data = try rule.makeEncoder().encode([SampleValues.date])
        #expect(try rule.makeDecoder().decode([Date].self, from: data) == [SampleValues.date])
        #expect(SampleValues.calendarDate.description == "2024-01-15")
    }

    @Test func sampleURLsAndUUIDsAreFixed() {
        #expect(SampleValues.url("avatar_url").absoluteString == "https://example.com/avatar_url")
        #expect(SampleValues.url("a b/c").absoluteString == "https://example.com/a%20b%2Fc")
        #expect(SampleValues.uuid(1).uuidString == "00000000-0000-0000-0000-000000000001")
        #expect(SampleValues.uuid(0x1_0000).uuidString == "00000000-0000-0000-0000-000000010000")
    }
}
