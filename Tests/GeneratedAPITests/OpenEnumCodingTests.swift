import EndpointRuntime
import Foundation
import GeneratedAPI
import Testing

/// Open enums as generated (`indirect case unknown(String)`, `init(rawValue:)` through
/// `OpenEnumeration.knownCase(matching:in:)`): the same matching, coding, equality and hashing a `switch rawValue`
/// over string literals gave, on the GitHub spec's `LockReason` (raw values with a hyphen and a space).
@Suite("Open enums: matching, coding and equality")
struct OpenEnumCodingTests {
    typealias Reason = GitHub.LockReason

    @Test("every known raw value gives its case, and each case's rawValue gives it back")
    func knownValuesMatchTheirCases() {
        #expect(Reason(rawValue: "off-topic") == .offTopic)
        #expect(Reason(rawValue: "too heated") == .tooHeated)
        #expect(Reason(rawValue: "resolved") == .resolved)
        #expect(Reason(rawValue: "spam") == .spam)
        for reason in Reason.allCases {
            #expect(Reason(rawValue: reason.rawValue) == reason)
            guard case .unknown = Reason(rawValue: reason.rawValue) else { continue }
            Issue.record("\(reason.rawValue) matched no known case")
        }
    }

    @Test("a value matches as a switch over string literals matched: case and spacing count",
          arguments: ["Spam", "spam ", "too  heated", "off_topic", "", "스팸", "spam\u{0301}"])
    func nearMissesStayUnknown(_ raw: String) {
        let reason = Reason(rawValue: raw)
        #expect(reason == .unknown(raw))
        #expect(reason.rawValue == raw)
        guard case .unknown(let kept) = reason else {
            Issue.record("\(raw.debugDescription) matched \(reason)")
            return
        }
        #expect(kept == raw)
    }

    @Test("decoding keeps unknown values and encoding writes every value back unchanged")
    func codingRoundTrips() throws {
        let payload = Data(#"["off-topic","too heated","resolved","spam","heated","Spam",""]"#.utf8)
        let decoded = try JSONDecoder().decode([Reason].self, from: payload)
        #expect(decoded == [.offTopic, .tooHeated, .resolved, .spam, .unknown("heated"), .unknown("Spam"), .unknown("")])
        #expect(try JSONEncoder().encode(decoded) == payload)
    }

    @Test("equality and hashing follow the raw value; unknown values are equal when their raw values are")
    func equalityAndHashing() {
        #expect(Reason.unknown("heated") == Reason.unknown("heated"))
        #expect(Reason.unknown("heated") != Reason.unknown("Heated"))
        #expect(Reason.spam != Reason.unknown("Spam"))
        let set: Set<Reason> = [.spam, .unknown("heated"), Reason(rawValue: "spam"), Reason(rawValue: "heated")]
        #expect(set == [.spam, .unknown("heated")])
    }

    @Test("the unknown case is stored indirectly: the enum is one pointer wide")
    func oneWordWide() {
        #expect(MemoryLayout<Reason>.size == MemoryLayout<UnsafeRawPointer>.size)
        #expect(MemoryLayout<Reason?>.size == MemoryLayout<UnsafeRawPointer>.size)
    }

    @Test("knownCase(matching:in:) returns the first case in the given order, or nil")
    func runtimeMatching() {
        #expect(OpenEnumeration.knownCase(matching: "spam", in: Reason.allCases) == .spam)
        #expect(OpenEnumeration.knownCase(matching: "nope", in: Reason.allCases) == nil)
        #expect(OpenEnumeration.knownCase(matching: "spam", in: [Reason]()) == nil)
        let values = [Tagged("b", 0), Tagged("a", 1), Tagged("a", 2)]
        #expect(OpenEnumeration.knownCase(matching: "a", in: values)?.index == 1)
        #expect(OpenEnumeration.knownCase(matching: "c", in: values) == nil)
    }

    /// A raw-representable value with a position, to see which of two equal raw values is returned.
    private struct Tagged: RawRepresentable, Equatable {
        let rawValue: String
        let index: Int

        init(_ rawValue: String, _ index: Int) {
            self.rawValue = rawValue
            self.index = index
        }

        init?(rawValue: String) { nil }
    }
}
