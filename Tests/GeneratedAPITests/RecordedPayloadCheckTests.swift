import EndpointRuntime
import EndpointSpec
import Foundation
import PayloadCheck
import TestSupport
import Testing

/// The payload checker (`generator check-payload`, docs/payload-check.md) finds nothing wrong with the real payloads
/// recorded from GitHub and JSONPlaceholder against github.yaml and jsonplaceholder.yaml: every 2xx JSON response,
/// every JSON request body and every error body fits its declared type, by the checker's own rules (missing keys,
/// types, null, enum values), located in the fixture file.
@Suite("Recorded payloads fit their specs")
struct RecordedPayloadCheckTests {
    @Test("every recorded GitHub request, response and error body fits github.yaml",
          .enabled(if: PackagePaths.exists(PackagePaths.gitHubFixtures), "shared/fixtures/github not found; set SHARED_DIR"),
          arguments: GitHubRecordedExchangeTests.fixtureFiles)
    func gitHubExchangesFit(file: String) throws {
        let api = try SpecFixtures.load("github.yaml")
        let url = PackagePaths.gitHubFixtures.appendingPathComponent(file)
        let exchanges = try JSONDecoder().decode([RecordedExchange].self, from: Data(contentsOf: url))
        var diagnostics = DiagnosticCollector()
        let root = YAMLLoader.load(file: url.path, kind: .payloadFile, diagnostics: &diagnostics)
        let nodes = try #require(root?.sequence, "\(file) does not load as a JSON array: \(diagnostics.map(\.description))")
        try #require(nodes.count == exchanges.count)

        var checked = 0
        for (exchange, (node, endpoint)) in zip(exchanges, zip(nodes, EndpointMatcher.endpoints(of: exchanges, in: api))) {
            guard let endpoint else {
                Issue.record("\(file): \(exchange.method) \(exchange.path) matches no github.yaml endpoint")
                continue
            }
            if let body = node["body"], body.scalar == nil, case .json? = endpoint.body?.content {
                PayloadChecker.check(body, endpoint: endpoint, side: .requestBody, in: api, diagnostics: &diagnostics)
                checked += 1
            }
            guard let response = node["response"] else { continue }
            switch exchange.status {
            case 200..<300:
                guard case .json = endpoint.response else { continue }
                PayloadChecker.check(response, endpoint: endpoint, side: .response, in: api, diagnostics: &diagnostics)
            default:
                PayloadChecker.check(
                    response, endpoint: endpoint, side: .errorStatus(exchange.status), in: api, diagnostics: &diagnostics)
            }
            checked += 1
        }
        // Files of no-content exchanges (lock-issue, mark-notifications-as-read) hold no JSON to check.
        #expect(checked > 0 || exchanges.allSatisfy { $0.response == .string("") }, "\(file): no JSON payload was checked")
        #expect(diagnostics.isEmpty, "\(file):\n\(diagnostics.sorted.map(\.description).joined(separator: "\n"))")
    }

    @Test("every collection of the JSONPlaceholder data set fits the response of its list endpoint",
          .enabled(if: PackagePaths.exists(PackagePaths.jsonPlaceholderData), "shared/fixtures/jsonplaceholder not found; set SHARED_DIR"))
    func jsonPlaceholderDataSetFits() throws {
        let api = try SpecFixtures.load("jsonplaceholder.yaml")
        var diagnostics = DiagnosticCollector()
        let root = YAMLLoader.load(file: PackagePaths.jsonPlaceholderData.path, kind: .payloadFile, diagnostics: &diagnostics)
        let collections = try #require(root?.mapping, "data.json does not load as an object: \(diagnostics.map(\.description))")
        #expect(Set(collections.compactMap(\.key.scalar?.text)) == Set(JSONPlaceholderDataTests.collections.keys))
        for pair in collections {
            let name = pair.key.scalar?.text ?? ""
            guard let entry = JSONPlaceholderDataTests.collections[name],
                  let endpoint = api.endpoints.first(where: { $0.name == entry.endpoint }) else {
                Issue.record("data.json collection '\(name)' has no list endpoint")
                continue
            }
            PayloadChecker.check(pair.value, endpoint: endpoint, side: .response, in: api, diagnostics: &diagnostics)
        }
        #expect(diagnostics.isEmpty, "\(diagnostics.sorted.map(\.description).joined(separator: "\n"))")
    }

    @Test("a recorded payload changed to misfit is reported at its place in the fixture file",
          .enabled(if: PackagePaths.exists(PackagePaths.gitHubFixtures), "shared/fixtures/github not found; set SHARED_DIR"))
    func aDamagedRecordingIsCaught() throws {
        let api = try SpecFixtures.load("github.yaml")
        let url = PackagePaths.gitHubFixtures.appendingPathComponent("get-repository.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        // The repository's first "id": 1000 becomes a string; the checker must name it and its line.
        let damaged = try #require(text.range(of: "\"id\": 1000,"))
        let line = text[..<damaged.lowerBound].filter { $0 == "\n" }.count + 1
        let edited = text.replacingCharacters(in: damaged, with: "\"id\": \"1000\",")
        var diagnostics = DiagnosticCollector()
        let root = try #require(YAMLLoader.parse(Array(edited.utf8), path: "get-repository.json", kind: .payloadFile, diagnostics: &diagnostics))
        let response = try #require(root.sequence?.first?["response"])
        let endpoint = try #require(api.endpoints.first { $0.name == "getRepository" })
        PayloadChecker.check(response, endpoint: endpoint, side: .response, in: api, diagnostics: &diagnostics)
        #expect(diagnostics.ids == [.wrongPayloadType])
        #expect(diagnostics.first?.location?.line == line)
        #expect(diagnostics.first?.message.hasPrefix("$.id: expected int64, found the string \"1000\"") == true)
    }
}
