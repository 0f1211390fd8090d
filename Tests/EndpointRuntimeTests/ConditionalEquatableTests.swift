import EndpointRuntime
import Foundation
import Testing

/// Issue 12, part 2: generated structs are `Equatable` (only those with an identity are `Hashable`), so the runtime's
/// generic value types are `Equatable` whenever what they hold is, without asking for `Hashable`.
@Suite("Runtime generic types are Equatable when their values are")
struct ConditionalEquatableTests {
    /// Equatable, not Hashable: as a generated struct without an identity.
    private struct Address: Equatable, Sendable {
        var city: String
    }

    private static let url = URL(fileURLWithPath: "/a")

    @Test("APIResponse compares payload, status, headers and URL")
    func apiResponse() {
        let response = APIResponse(payload: Address(city: "Seoul"), status: 200, headers: ["ETag": "1"], url: Self.url)
        #expect(response == APIResponse(payload: Address(city: "Seoul"), status: 200, headers: ["ETag": "1"], url: Self.url))
        #expect(response != APIResponse(payload: Address(city: "Busan"), status: 200, headers: ["ETag": "1"], url: Self.url))
        #expect(response != APIResponse(payload: Address(city: "Seoul"), status: 304, headers: ["ETag": "1"], url: Self.url))
        #expect(response != APIResponse(payload: Address(city: "Seoul"), status: 200, headers: ["ETag": "2"], url: Self.url))
    }

    @Test("PagedListState compares the list, flags and the load-more failure's description")
    func pagedListState() {
        var state = PagedListState<Address>()
        #expect(state == PagedListState<Address>())
        state.state = .loaded([Address(city: "Seoul")])
        state.hasMore = true
        var other = state
        #expect(state == other)
        other.isLoadingMore = true
        #expect(state != other)
        other = state
        other.loadMoreError = .invalidRequest("page")
        #expect(state != other)
        state.loadMoreError = .invalidRequest("page")
        #expect(state == other)
    }

    @Test("LoadState, Nullable and Indirect of an Equatable-only value are Equatable")
    func wrappers() {
        let seoul = Address(city: "Seoul")
        #expect(LoadState.loaded(seoul) == .loaded(seoul))
        #expect(Nullable.value(seoul) != .null)
        #expect(Indirect(seoul) == Indirect(Address(city: "Seoul")))
        #expect(Indirect(seoul) != Indirect(Address(city: "Busan")))
    }
}
