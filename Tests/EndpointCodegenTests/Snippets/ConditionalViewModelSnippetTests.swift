import EndpointCodegen
import Testing

/// A load view model of a conditional endpoint (`If-None-Match`, `If-Modified-Since`) sends with `sendConditional`
/// and reads a `304` as "the value shown is current" (`LatestLoad.run(conditional:...)`; runtime behaviour:
/// `LatestLoadConditionalTests`). Review 31: it sent with `send`, and a `304` failed the screen.
@Suite("Snippets: conditional view models")
struct ConditionalViewModelSnippetTests {
    @Test("The load identifies the value by the request without its optional conditional header values")
    func optionalConditions() throws {
        let spec = """
            models:
              Product: {id: int, name: string}
            endpoints:
              getProduct:
                method: GET
                path: /products/{id}
                path_params: {id: int}
                headers:
                  If-None-Match: {param: etag, type: string?}
                  If-Modified-Since: {param: since, type: date?}
                  Accept-Language: {param: language, type: string?}
                response: Product
                view_model: ProductDetail
            """
        let declaration = try Snippet.declaration(
            "private func send(", in: "ViewModels.swift", of: spec)
        #expect(declaration == """
            private func send(_ request: GetProductRequest) async {
                // A 304 answers "is the value shown current?": the value is that of the request without its conditions.
                var identity = request
                identity.etag = nil
                identity.since = nil
                await loads.run(
                    conditional: { [client] in try await client.sendConditional(request) },
                    for: request, identifiedBy: identity
                ) { state = $0 }
            }
            """)
    }

    @Test("A required or fixed condition stays part of the identity; an endpoint without one sends as before")
    func requiredConditions() throws {
        let spec = """
            models:
              Product: {id: int, name: string}
            endpoints:
              getProduct:
                method: GET
                path: /products/{id}
                path_params: {id: int}
                headers: {If-None-Match: {param: etag, type: string}}
                response: Product
                view_model: ProductDetail
              getLatest:
                method: GET
                path: /latest
                response: Product
                view_model: Latest
            """
        let conditional = try Snippet.declaration(
            "private func send(_ request: GetProductRequest)", in: "ViewModels.swift", of: spec)
        #expect(conditional == """
            private func send(_ request: GetProductRequest) async {
                await loads.run(
                    conditional: { [client] in try await client.sendConditional(request) },
                    for: request, identifiedBy: request
                ) { state = $0 }
            }
            """)
        let plain = try Snippet.declaration(
            "private func send(_ request: GetLatestRequest)", in: "ViewModels.swift", of: spec)
        #expect(plain == """
            private func send(_ request: GetLatestRequest) async {
                await loads.run({ [client] in try await client.send(request) }, for: request) { state = $0 }
            }
            """)
    }

    /// Review 37: a paginated view model of a conditional endpoint loaded its first page with `send`, so a `304` to a
    /// pull-to-refresh failed the list; it now refreshes with `PagedLoad.refresh(conditional:identifiedBy:)`
    /// (runtime behaviour: `PagedLoadConditionalTests`; compiled and run: `PagedConditionalViewModelTests`).
    @Test("A paginated view model sends its first page conditionally; refresh() repeats the request with its ETag")
    func pagedViewModel() throws {
        let spec = """
            models:
              Product: {id: int, name: string}
            endpoints:
              listProducts:
                method: GET
                path: /products
                query: {page: int?}
                headers:
                  If-None-Match: {param: etag, type: string?}
                response: "[Product]"
                pagination: {page: page}
                view_model: ProductList
            """
        let send = try Snippet.declaration(
            "private func send(_ request: ListProductsRequest)", in: "ViewModels.swift", of: spec)
        #expect(send == """
            private func send(_ request: ListProductsRequest) async {
                // A 304 answers "are the items listed current?": they are those of the request without its conditions.
                var identity = request
                identity.etag = nil
                await pages.refresh(
                    conditional: request, identifiedBy: identity
                ) { apply($0) }
            }
            """)
        let refresh = try Snippet.declaration("public func refresh()", in: "ViewModels.swift", of: spec)
        #expect(refresh == """
            /// Starts over from the first page of the last load (pull to refresh), conditions included, keeping the items
            /// shown until it arrives, and after a `304 Not Modified`; does nothing before the first load.
            public func refresh() async {
                guard let request = pages.latestRequest else { return }
                await send(request)
            }
            """)
    }
}
