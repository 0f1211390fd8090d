import EndpointRuntime
import EndpointSpec
import Foundation

/// Decodes `payload` with the codec's generated type, encodes the value again, and returns where the
/// two differ on the fields `type` declares (empty when nothing declared was lost or changed).
func declaredFieldDifferences(
    of payload: JSONValue,
    through codec: PayloadCodec,
    declaredAs type: PropertyType,
    keys: DeclaredKeys
) throws -> [String] {
    let body = try JSONEncoder().encode(payload)
    let reencoded = try codec.roundTrip(body, runtimeDateRule(for: keys.api))
    let reread = try JSONDecoder().decode(JSONValue.self, from: reencoded)
    return jsonDifferences(keys.restrict(payload, to: type), keys.restrict(reread, to: type))
}

/// The first lines of a difference list, for an issue message.
func summary(_ differences: [String], limit: Int = 12) -> String {
    let shown = differences.prefix(limit).joined(separator: "\n  ")
    let more = differences.count > limit ? "\n  ... and \(differences.count - limit) more" : ""
    return "  " + shown + more
}
