import Testing
import EndpointSpec

/// `SpecLoader` and `CodeGenerator` work on specs concurrently through `ConcurrentMap`; output order must not depend on it.
@Suite("Concurrent map keeps element order")
struct ConcurrentMapTests {
    @Test func resultsComeBackInElementOrder() {
        let elements = Array(0..<500)
        // Uneven work (earlier elements take longer), so elements finish out of order.
        let results = ConcurrentMap.map(elements) { value in
            String(repeating: "x", count: (500 - value) * 20).count + value
        }
        #expect(results == elements.map { (500 - $0) * 20 + $0 })
    }

    @Test func emptyAndSingleElementArrays() {
        #expect(ConcurrentMap.map([Int]()) { $0 + 1 } == [])
        #expect(ConcurrentMap.map(["spec"]) { $0 + ".yaml" } == ["spec.yaml"])
    }
}
