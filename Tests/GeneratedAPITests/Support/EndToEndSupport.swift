import EndpointRuntime
import Foundation
import TestSupport

/// Common field values that do not depend on the machine or the clock; of the custom keys, TimeSync's
/// `test_mode` and `user_key` (specs/timesync.yaml).
let stableCommonFields: CommonFieldProvider = { source in
    switch source {
    case .appVersion: return "1.2.3"
    case .buildNumber: return "42"
    case .language: return "ko"
    case .region: return "KR"
    case .platform: return "iOS"
    case .unixTime: return "1700000000"
    case .custom(let key): return ["test_mode": "false", "user_key": "0"][key]
    case .literal(let value): return value
    }
}

/// The token every end-to-end client sends.
let testToken = "secret-token"

/// A real `URLSession` client against the loopback test server.
func loopbackClient(_ server: TestServer, auth: AuthPlacement?) -> APIClient {
    APIClient(configuration: APIClientConfiguration(
        baseURL: server.baseURL,
        timeout: 10,
        authPlacement: auth,
        tokenProvider: { testToken },
        commonFieldProvider: stableCommonFields
    ))
}

/// Recorded GitHub exchanges by fixture file name.
enum GitHubFixtures {
    static func exchanges(_ file: String) throws -> [RecordedExchange] {
        let data = try Data(contentsOf: PackagePaths.gitHubFixtures.appendingPathComponent(file))
        return try JSONDecoder().decode([RecordedExchange].self, from: data)
    }
}

extension JSONValue {
    /// The value as compact JSON text.
    var jsonText: String {
        get throws {
            String(decoding: try JSONEncoder().encode(self), as: UTF8.self)
        }
    }
}

extension RecordedRequest {
    /// The body parsed as JSON.
    var jsonBody: JSONValue {
        get throws { try JSONDecoder().decode(JSONValue.self, from: body) }
    }

    /// The query items of the target in order, decoded.
    var queryItems: [URLQueryItem] {
        URLComponents(string: target)?.queryItems ?? []
    }

    /// The target without the query.
    var path: String {
        String(target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }

    /// An `application/x-www-form-urlencoded` body as (name, value) pairs in order, decoded.
    var formFields: [FormField] {
        bodyText.split(separator: "&").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map { piece in
                String(piece).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(piece)
            }
            return FormField(name: parts[0], value: parts.count > 1 ? parts[1] : "")
        }
    }
}

/// One field of a form body.
struct FormField: Hashable, CustomStringConvertible {
    let name: String
    let value: String
    var description: String { "\(name)=\(value)" }
}

/// One part of a `multipart/form-data` body as the server received it.
struct ReceivedPart: Hashable {
    /// The part's headers, names in lower case.
    let headers: [String: String]
    let body: Data

    /// `name` of the Content-Disposition header.
    var name: String? { dispositionParameter("name") }
    /// `filename` of the Content-Disposition header.
    var fileName: String? { dispositionParameter("filename") }

    private func dispositionParameter(_ key: String) -> String? {
        guard let disposition = headers["content-disposition"] else { return nil }
        for piece in disposition.split(separator: ";") {
            let trimmed = piece.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("\(key)=\"") && trimmed.hasSuffix("\"") {
                return String(trimmed.dropFirst(key.count + 2).dropLast())
            }
        }
        return nil
    }
}

/// Splits a multipart body at `--boundary` lines (RFC 7578); `nil` when the framing is broken.
func multipartParts(of body: Data, contentType: String?) -> [ReceivedPart]? {
    guard let contentType, let range = contentType.range(of: "boundary=") else { return nil }
    let boundary = contentType[range.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
    let delimiter = Data("--\(boundary)".utf8)
    let crlf = Data("\r\n".utf8)
    var parts: [ReceivedPart] = []
    guard var cursor = body.range(of: delimiter)?.upperBound else { return nil }
    while true {
        // After a delimiter: "--" ends the body, CRLF starts a part.
        if body[cursor...].starts(with: Data("--".utf8)) { return parts }
        guard body[cursor...].starts(with: crlf) else { return nil }
        let partStart = cursor + crlf.count
        guard let next = body.range(of: crlf + delimiter, in: partStart..<body.endIndex) else { return nil }
        let part = body[partStart..<next.lowerBound]
        guard let headerEnd = part.range(of: crlf + crlf) else { return nil }
        var headers: [String: String] = [:]
        for line in String(decoding: part[..<headerEnd.lowerBound], as: UTF8.self).components(separatedBy: "\r\n") {
            let pieces = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if pieces.count == 2 { headers[pieces[0].lowercased()] = pieces[1] }
        }
        parts.append(ReceivedPart(headers: headers, body: Data(part[headerEnd.upperBound...])))
        cursor = next.upperBound
    }
}

/// ``withTestServer(_:_:)`` for main-actor tests (view models): `body` runs on the main actor, and the
/// server is stopped afterwards, also when `body` throws.
@MainActor
func withMainActorTestServer(_ routes: [ServerRoute], _ body: @MainActor (TestServer) async throws -> Void) async throws {
    let server = try TestServer.start()
    defer { server.stop() }
    try await server.setRoutes(routes)
    try await body(server)
}
