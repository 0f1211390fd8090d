import EndpointNaming
import EndpointSpec
import Foundation
import TestSupport
import Testing

/// Each spec adds `APIClient.<api in lowerCamelCase>` (`client.gitHub`); an API named like one of the client's own
/// members would hide it: review 17's `api: Configuration` broke `client.configuration.baseURL` while lint said
/// nothing.
@Suite("API names that would hide a member of APIClient")
struct APIClientMemberNameTests {
    /// The public members of `APIClient` and of its extensions, read from the runtime's sources.
    static func runtimeMemberNames() throws -> Set<String> {
        let directory = PackagePaths.root.appendingPathComponent("Sources/EndpointRuntime")
        let declaration = try Regex(#"(?m)^(?:public struct APIClient\b|extension APIClient\b)[^\n]*\{"#)
        let member = try Regex(
            #"^    (?:@[A-Za-z]+(?:\([^)]*\))?\s+)*(?:public|package)\s+(?:(?:static|nonisolated|mutating)\s+)*(?:func|var|let)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
        var names: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: declaration) {
                // The body: up to the brace that closes the one the declaration opened.
                var depth = 0
                var end = text.index(before: match.range.upperBound)
                repeat {
                    if text[end] == "{" { depth += 1 } else if text[end] == "}" { depth -= 1 }
                    if depth > 0 { end = text.index(after: end) }
                } while depth > 0 && end < text.endIndex
                for line in text[match.range.upperBound..<end].split(separator: "\n") {
                    if let found = try member.firstMatch(in: String(line)), let name = found.output[1].substring {
                        names.insert(String(name))
                    }
                }
            }
        }
        return names
    }

    @Test func theListIsTheRuntimesMembers() throws {
        let members = try Self.runtimeMemberNames()
        #expect(members.contains("configuration") && members.contains("send"), "\(members.sorted())")
        #expect(apiClientMemberNames == members)
    }

    @Test(arguments: apiClientMemberNames.sorted())
    func anAPINamedLikeAMemberIsRefused(_ member: String) {
        let api = SwiftName.upperCamel(member)
        #expect(diagnostics("api: \(api)\nendpoints:\n  ping: {method: GET, path: /p}\n") == [
            "bad.yaml:1:6: error: api '\(api)' cannot be used as a namespace: its client property 'APIClient.\(member)' "
                + "would hide the client's own '\(member)'; choose another name (e.g. '\(api)API')",
        ])
    }

    @Test func reviewInputAndNamesThatOnlyStartLikeAMember() {
        #expect(diagnostics("api: Configuration\nendpoints:\n  ping: {method: GET, path: /p}\n").count == 1)
        #expect(diagnostics("api: ConfigurationAPI\nendpoints:\n  ping: {method: GET, path: /p}\n").isEmpty)
        #expect(diagnostics("api: Sender\nendpoints:\n  ping: {method: GET, path: /p}\n").isEmpty)
    }
}
