import EndpointRuntime
import EndpointSpec
import Foundation
import TestSupport

/// Restricts JSON to what a spec declares, so a payload and its re-encoding can be compared on the
/// declared fields only: undeclared keys are dropped (recursively), `null` counts as absent, and
/// values whose text form may legitimately change are put in a canonical form (dates as instants,
/// UUIDs in lower case).
struct DeclaredKeys {
    let api: APIDefinition
    /// The runtime decoder for the spec's date rule; turns date text into instants.
    let dateDecoder: JSONDecoder

    init(api: APIDefinition) {
        self.api = api
        self.dateDecoder = runtimeDateRule(for: api).makeDecoder()
    }

    /// `value` keeping only what `type` declares.
    func restrict(_ value: JSONValue, to type: PropertyType) -> JSONValue {
        restrict(value, to: type.type)
    }

    func restrict(_ value: JSONValue, to type: TypeReference) -> JSONValue {
        if value == .null { return .null }
        switch type {
        case .primitive(.date):
            return canonicalDate(value)
        case .primitive(.uuid):
            return value.stringValue.map { .string($0.lowercased()) } ?? value
        case .primitive, .enumeration:
            return value
        case .model(let name):
            guard let model = api.model(named: name) else { return value }
            switch model.shape {
            case .object(let object): return restrict(value, to: object)
            case .enumeration: return value
            case .alias(let aliased): return restrict(value, to: aliased)
            }
        case .object(let object):
            return restrict(value, to: object)
        case .array(let element):
            guard case .array(let items) = value else { return value }
            return .array(items.map { restrict($0, to: element) })
        case .dictionary(let element):
            guard case .object(let members) = value else { return value }
            return .object(members.mapValues { restrict($0, to: element) })
        }
    }

    private func restrict(_ value: JSONValue, to object: ObjectDefinition) -> JSONValue {
        guard case .object(let members) = value else { return value }
        var kept: [String: JSONValue] = [:]
        for property in object.properties {
            if let member = members[property.wireName], member != .null {
                kept[property.wireName] = restrict(member, to: property.type)
            }
        }
        return .object(kept)
    }

    /// The instant a date value names, as seconds since 1970; text that is not a date under the
    /// spec's rule is kept as it is (and then differs from the re-encoding, which is a date).
    private func canonicalDate(_ value: JSONValue) -> JSONValue {
        guard let json = try? JSONEncoder().encode(value),
              let date = try? dateDecoder.decode(Date.self, from: json)
        else {
            return value
        }
        return .double(date.timeIntervalSince1970)
    }
}

/// The runtime's date rule for a spec's `dates:`.
func runtimeDateRule(for api: APIDefinition) -> EndpointRuntime.DateRule {
    switch api.dates {
    case .iso8601: return .iso8601
    case .secondsSince1970: return .secondsSince1970
    case .millisecondsSince1970: return .millisecondsSince1970
    case .iso8601WithMilliseconds: return .iso8601WithFractionalSeconds
    case .format(let pattern, nil): return .format(pattern)
    case .format(let pattern, .identifier(let name)?): return .format(pattern, timeZone: TimeZone(identifier: name))
    case .format(let pattern, .offset(let seconds, _)?): return .format(pattern, timeZone: TimeZone(secondsFromGMT: seconds))
    }
}

/// A spec of `specs/` that does not load.
struct SpecLoadFailure: Error, CustomStringConvertible {
    let description: String
}

/// Loads the specs of `specs/`.
enum SpecFixtures {
    /// The spec in `specs/<fileName>`; throws with every diagnostic when it has errors.
    static func load(_ fileName: String) throws -> APIDefinition {
        let path = PackagePaths.specs.appendingPathComponent(fileName).path
        var diagnostics = DiagnosticCollector()
        guard let api = SpecLoader.load(file: path, diagnostics: &diagnostics) else {
            let text = diagnostics.map { String(describing: $0) }.joined(separator: "\n")
            throw SpecLoadFailure(description: "spec \(fileName) does not load:\n\(text)")
        }
        return api
    }
}
