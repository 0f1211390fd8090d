import EndpointRuntime
import EndpointSpec
import Foundation
import GeneratedAPI
import Testing

/// The comparison the round-trip tests rely on notices what it must and ignores only what it may.
@Suite("Declared-field comparison")
struct DeclaredKeysTests {
    static let label: JSONValue = [
        "id": 208045946, "node_id": "MDU6TGFiZWwyMDgwNDU5NDY=", "url": "https://api.github.com/repos/o/r/labels/bug",
        "name": "bug", "color": "f29513", "default": true, "description": nil, "undeclared": "x",
    ]

    @Test("undeclared keys and nulls are dropped, declared keys are kept")
    func restrictKeepsDeclaredKeys() throws {
        let keys = DeclaredKeys(api: try SpecFixtures.load("github.yaml"))
        let restricted = keys.restrict(Self.label, to: PropertyType(.model("Label")))
        guard case .object(let members) = restricted else {
            Issue.record("not an object: \(restricted)")
            return
        }
        #expect(Set(members.keys) == ["id", "node_id", "url", "name", "color", "default"])
    }

    @Test("a declared field missing from the re-encoding is reported as lost")
    func lostFieldIsReported() throws {
        let keys = DeclaredKeys(api: try SpecFixtures.load("github.yaml"))
        guard case .object(var members) = Self.label else { return }
        members["color"] = nil
        let type = PropertyType(.model("Label"))
        let differences = jsonDifferences(keys.restrict(Self.label, to: type), keys.restrict(.object(members), to: type))
        #expect(differences == [#"$.color: lost (was "f29513")"#])
    }

    @Test("the same instant in another date text form compares equal; another instant does not")
    func datesCompareAsInstants() throws {
        let keys = DeclaredKeys(api: try SpecFixtures.load("github.yaml"))
        let date = PropertyType(.primitive(.date))
        #expect(keys.restrict("2017-10-11T17:15:04Z", to: date) == keys.restrict("2017-10-12T02:15:04+09:00", to: date))
        #expect(keys.restrict("2017-10-11T17:15:04Z", to: date) != keys.restrict("2017-10-11T17:15:05Z", to: date))
    }

    @Test("a label record survives the round trip through GitHub.Label")
    func labelRoundTrip() throws {
        let keys = DeclaredKeys(api: try SpecFixtures.load("github.yaml"))
        let differences = try declaredFieldDifferences(
            of: Self.label, through: .model(GitHub.Label.self), declaredAs: PropertyType(.model("Label")), keys: keys)
        #expect(differences.isEmpty, "\(differences)")
    }
}
