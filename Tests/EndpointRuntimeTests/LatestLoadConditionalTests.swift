import EndpointRuntime
import Foundation
import Testing

/// A view model of an endpoint declaring `If-None-Match` or `If-Modified-Since` loads with
/// `LatestLoad.run(conditional:for:identifiedBy:publish:)`: a `304 Not Modified` means the value shown is current,
/// so it stays loaded. Review 31 found such a view model failing with "HTTP 304" (and dropping the value) when a
/// screen reloaded with the ETag of the product it showed.
@Suite("LatestLoad: conditional loads")
@MainActor
struct LatestLoadConditionalTests {
    /// A request of product `id`, conditional when `etag` is set; its identity is the request without the ETag.
    struct Request: Equatable, Sendable {
        var id: Int
        var etag: String?
        var identity: Request { Request(id: id, etag: nil) }
    }

    static let url = URL(string: "https://shop.example.com/products/5")!

    static func modified(_ value: String) -> ConditionalResponse<String> {
        .modified(APIResponse(payload: value, status: 200, headers: HTTPHeaders(), url: url))
    }

    static let notModified = ConditionalResponse<String>.notModified(NotModified(headers: HTTPHeaders(), url: url))

    func load(
        _ loads: LatestLoad<String>, _ request: Request, answer: ConditionalResponse<String>
    ) async -> [LoadState<String>] {
        var published: [LoadState<String>] = []
        await loads.run(conditional: { answer }, for: request, identifiedBy: request.identity) { published.append($0) }
        return published
    }

    @Test("A 304 to a reload with the ETag of the value shown keeps that value, loaded")
    func reloadWithETag() async {
        let loads = LatestLoad<String>()
        let first = await load(loads, Request(id: 5), answer: Self.modified("shoe"))
        #expect(first == [.loading(previous: nil), .loaded("shoe")])
        let again = await load(loads, Request(id: 5, etag: "\"v1\""), answer: Self.notModified)
        #expect(again == [.loading(previous: "shoe"), .loaded("shoe")])
        // A reload repeats the request as it was sent, ETag included.
        #expect(loads.latestParameters(as: Request.self) == Request(id: 5, etag: "\"v1\""))
    }

    @Test("A 304 keeps a cached value given as the initial state")
    func cachedValue() async {
        let loads = LatestLoad<String>(showing: .loaded("cached shoe"))
        let states = await load(loads, Request(id: 5, etag: "\"v1\""), answer: Self.notModified)
        #expect(states == [.loading(previous: "cached shoe"), .loaded("cached shoe")])
    }

    @Test("A 304 with no value shown, or with another request's value shown, is the HTTP 304 failure")
    func nothingToKeep() async {
        let empty = LatestLoad<String>()
        let states = await load(empty, Request(id: 5, etag: "\"v1\""), answer: Self.notModified)
        #expect(states.last?.error?.status == 304)
        #expect(states.last?.value == nil)

        let other = LatestLoad<String>()
        _ = await load(other, Request(id: 4), answer: Self.modified("hat"))
        let answer = await load(other, Request(id: 5, etag: "\"v1\""), answer: Self.notModified)
        // Product 4 is never shown as product 5.
        #expect(answer.last?.error?.status == 304)
        #expect(answer.last?.value == nil)
    }

    @Test("A changed value replaces the one shown")
    func modifiedValue() async {
        let loads = LatestLoad<String>()
        _ = await load(loads, Request(id: 5), answer: Self.modified("shoe"))
        let states = await load(loads, Request(id: 5, etag: "\"v1\""), answer: Self.modified("new shoe"))
        #expect(states == [.loading(previous: "shoe"), .loaded("new shoe")])
    }
}

/// A view model's own `304` failure (no value to keep) names the request as the client's failures do: review 34 found
/// it printed as a bare `HTTP 304: `, without the method, URL and operation a developer needs in a log. A failure
/// without a body no longer ends in `: ` either.
@Suite("LatestLoad: a conditional load's 304 failure names its request")
@MainActor
struct ConditionalFailureRequestTests {
    struct GetProduct: Endpoint {
        typealias Response = String
        var id: Int
        var etag: String?
        var method: HTTPMethod { .get }
        var path: String { "/products/\(id)" }
        var headerParameters: Parameters { ["If-None-Match": etag] }
        var responseBody: ResponseBody<String> { .text }
        var operationName: String { "getProduct" }
    }

    @Test func theFailureNamesTheRequestAnswered304() async throws {
        let transport = MockTransport { _ in HTTPResponse(status: 304, headers: ["ETag": "\"v1\""], body: Data()) }
        let client = APIClient(
            configuration: APIClientConfiguration(baseURL: URL(string: "https://shop.example.com/api")!), transport: transport)
        let request = GetProduct(id: 5, etag: "\"v1\"")
        let answer = try await client.sendConditional(request)
        guard case .notModified(let notModified) = answer else {
            Issue.record("expected .notModified, got \(answer)")
            return
        }
        #expect(notModified.request?.description == "GET https://shop.example.com/api/products/5, getProduct")

        let loads = LatestLoad<String>()
        var states: [LoadState<String>] = []
        await loads.run(conditional: { try await client.sendConditional(request) }, for: request.etag, identifiedBy: request.id) {
            states.append($0)
        }
        let error = try #require(states.last?.error)
        #expect(error.status == 304)
        #expect(error.request?.operationName == "getProduct")
        #expect(error.description == "HTTP 304 (GET https://shop.example.com/api/products/5, getProduct)")
    }
}
