import EndpointRuntime
import Foundation
import GeneratedAPI
import TestSupport
import Testing

/// Review 27: the five seed specs' requests compared byte for byte with what the articles' hand-written layers send,
/// and their answers with unusual but legal values, against the loopback test server (docs/seeds.md).
@Suite("Seed wire formats, byte for byte")
struct SeedWireFormatTests {
    /// Seed 000 builds its form string by interpolation, unencoded; the generated body percent-encodes every value
    /// (RFC 3986 unreserved characters kept, space as `%20`), so `&`, `=`, `+` and `/` in a value stay in it.
    @Test("seed 000: the form body is the article's string of common parameters, each value percent-encoded")
    func timeSyncFormBytes() async throws {
        let body = #"{"rslt_cd": 0, "rslt_msg": "OK", "rslt_set": {"current_timestamp": 1.5}}"#
        try await withTestServer([ServerRoute("POST", "/timesync", .json(body))]) { server in
            let client = APIClient(configuration: APIClientConfiguration(
                baseURL: server.baseURL, timeout: 10,
                commonFieldProvider: { source in
                    switch source {
                    case .custom("user_key"): "a b+c&d=e/f?g#h%25 é😀"
                    case .custom("test_mode"): ""
                    case .language: "zh-Hant"
                    case .region: nil
                    default: stableCommonFields(source)
                    }
                }))
            #expect(try await client.timeSync.timeSync() == TimeSync.TimeSyncResult(currentTimestamp: 1.5))
            let request = try #require(try await server.requests().first)
            #expect(request.requestLine == "POST /timesync HTTP/1.1")
            #expect(request.header("Content-Type") == "application/x-www-form-urlencoded")
            #expect(request.bodyText == "test_mode=&user_key=a%20b%2Bc%26d%3De%2Ff%3Fg%23h%2525%20%C3%A9%F0%9F%98%80"
                + "&version=1.0.0&platform=I&store_type=APPSTORE&lang_cd=zh-Hant&country_cd=&timestamp=1700000000")
            #expect(request.header("Content-Length") == String(request.body.count))
        }
    }

    @Test("seed 001: the JSON body escapes only what JSON must, and room ids at the ends of Int are one path segment")
    func sendMessageBytes() async throws {
        let stored = #"{"isSuccess": true, "code": 1000, "message": "성공", "result": {"messageId": 1, "roomId": 1, "content": "x"}}"#
        let routes = ["/message/-1", "/message/9223372036854775807", "/message/-9223372036854775808"]
            .map { ServerRoute("POST", $0, .json(stored)) }
        try await withTestServer(routes) { server in
            let client = loopbackClient(server, auth: Messages.authPlacement)
            try await client.messages.sendMessage(roomID: -1, content: "a/b \"q\" \\ \t\u{2028} é😀 </script>")
            try await client.messages.sendMessage(roomID: Int.max, content: "")
            try await client.messages.sendMessage(roomID: Int.min, content: "x")
            let requests = try await server.requests()
            #expect(requests.map(\.target) == routes.map(\.path))
            #expect(requests.map(\.bodyText) == [
                "{\"content\":\"a/b \\\"q\\\" \\\\ \\t\u{2028} é😀 </script>\"}", #"{"content":""}"#, #"{"content":"x"}"#,
            ])
            #expect(requests.allSatisfy { $0.header("Content-Type") == "application/json" && $0.header("x-access-token") == testToken })
        }
    }

    /// The named input of review 27: `"messageId": 9223372036854775808` failed as "Decoding failed at the top
    /// level: data corrupted: The given data was not valid JSON.", though the body is JSON.
    @Test("seed 001: int64 ids read exactly up to Int64.max; one beyond is a decoding error at its key")
    func messageIDRange() async throws {
        func stored(_ id: String) -> ServerReply {
            .json(#"{"isSuccess": true, "code": 1000, "message": "성공", "result": {"messageId": \#(id), "roomId": 255, "content": "x"}}"#)
        }
        try await withTestServer([ServerRoute("POST", "/message/255", stored("9007199254740993"), stored("9223372036854775807"),
                                              stored("9223372036854775808"))]) { server in
            let client = loopbackClient(server, auth: Messages.authPlacement)
            #expect(try await client.messages.sendMessage(roomID: 255, content: "x").messageID == 9_007_199_254_740_993)
            #expect(try await client.messages.sendMessage(roomID: 255, content: "x").messageID == Int64.max)
            do {
                let message = try await client.messages.sendMessage(roomID: 255, content: "x")
                Issue.record("expected a decoding failure, got \(message)")
            } catch APIError.decoding(let failure) {
                #expect(failure.codingPath == "result.messageId")
                #expect(failure.reason == "data corrupted: The number 9223372036854775808 does not fit in Int64.")
            }
        }
    }

    @Test("seed 002: the PUT body is the model's JSON, and a 4xx error body is read whatever its Content-Type, as the article's")
    func membersBytes() async throws {
        let refused = #"{"status": 400, "success": false, "message": "이름을 입력해 주세요."}"#
        try await withTestServer([
            ServerRoute("PUT", "/members/-7", .json(#"{"id": -7, "name": "김 / \"x\" +&"}"#)),
            ServerRoute("PUT", "/members/7", ServerReply(status: 400, headers: [("Content-Type", "text/plain")], body: refused)),
        ]) { server in
            let client = loopbackClient(server, auth: nil)
            #expect(try await client.members.updateMember(memberID: -7, name: "김 / \"x\" +&").name == "김 / \"x\" +&")
            let result = await NetworkResult { try await client.members.updateMember(memberID: 7, name: "") }
            #expect(MembersEndToEndTests.label(result) == "pathErr(400, 이름을 입력해 주세요.)")
            let requests = try await server.requests()
            #expect(requests.map(\.bodyText) == [#"{"name":"김 / \"x\" +&"}"#, #"{"name":""}"#])
            #expect(requests.allSatisfy { $0.header("Content-Type") == "application/json" })
        }
    }

    @Test("seeds 001 to 004: a GET sends no body and no Content-Type")
    func getsCarryNoBody() async throws {
        try await withTestServer([
            ServerRoute("GET", "/message", .json(#"{"isSuccess": true, "code": 1000, "message": "성공", "result": []}"#)),
            ServerRoute("GET", "/members/7", .json(#"{"id": 7, "name": "n"}"#)),
            ServerRoute("GET", "/employees", .json(#"{"status": "success", "data": []}"#)),
            ServerRoute("GET", "/users", .json("[]")),
        ]) { server in
            let client = loopbackClient(server, auth: Messages.authPlacement)
            #expect(try await client.messages.getMessageList().isEmpty)
            #expect(try await loopbackClient(server, auth: nil).members.getMember(memberID: 7).id == 7)
            #expect(try await client.employees.listEmployees().isEmpty)
            #expect(try await client.users.listUsers().isEmpty)
            let requests = try await server.requests()
            #expect(requests.map(\.requestLine) == ["GET /message HTTP/1.1", "GET /members/7 HTTP/1.1", "GET /employees HTTP/1.1", "GET /users HTTP/1.1"])
            #expect(requests.allSatisfy { $0.body.isEmpty && $0.header("Content-Type") == nil && $0.header("Content-Length") == nil })
        }
    }
}
