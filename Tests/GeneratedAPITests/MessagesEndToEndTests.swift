import EndpointRuntime
import Foundation
import GeneratedAPI
import TestSupport
import Testing

/// The generated Messages client and view models (an `isSuccess`/`code`/`message`/`result` envelope and
/// an `x-access-token` header) against the loopback test server.
@Suite("Messages end to end")
struct MessagesEndToEndTests {
    static let auth = Messages.authPlacement

    @Test("a successful envelope loads the room list, and the token goes in x-access-token")
    @MainActor
    func envelopeSuccess() async throws {
        let body = """
            {"isSuccess": true, "code": 1000, "message": "요청에 성공하였습니다.",
             "result": [
               {"room_id": 7, "title": "주말 등산", "rep_user_name": "김철수",
                "profile_image_url": "https://cdn.example.com/p/7.png", "recent_message": "내일 봬요",
                "recent_message_time": "2024-05-01 21:30:05", "unread_count": 3},
               {"room_id": 9, "title": null, "rep_user_name": null, "profile_image_url": null,
                "recent_message": null, "recent_message_time": null, "unread_count": 0}
             ]}
            """
        try await withMainActorTestServer([ServerRoute("GET", "/message", .json(body))]) { server in
            let viewModel = Messages.MessageListViewModel(client: loopbackClient(server, auth: Self.auth))
            await viewModel.load()

            let rooms = try #require(viewModel.state.value, "state is \(viewModel.state)")
            #expect(rooms.map(\.roomID) == [7, 9])
            #expect(rooms.first?.title == "주말 등산")
            #expect(rooms.first?.recentMessageTime == ISO8601.date(from: "2024-05-01T21:30:05Z"))
            #expect(rooms.first?.unreadCount == 3)
            #expect(rooms.last?.title == nil)

            let request = try #require(try await server.requests().first)
            #expect(request.target == "/message")
            #expect(request.header("x-access-token") == testToken)
            #expect(request.header("X-API-Version") == "1.0.0")
            #expect(request.header("Authorization") == nil)
        }
    }

    @Test("isSuccess false surfaces its code and message as APIError.envelope in the view model state")
    @MainActor
    func envelopeFailure() async throws {
        let body = #"{"isSuccess": false, "code": 2001, "message": "JWT 토큰이 만료되었습니다."}"#
        try await withMainActorTestServer([ServerRoute("GET", "/message/7", .json(body))]) { server in
            let viewModel = Messages.RoomMessagesViewModel(client: loopbackClient(server, auth: Self.auth))
            await viewModel.load(roomID: 7, beforeID: 9_007_199_254_740_993, size: 20)

            guard case .failed(.envelope(let failure)) = viewModel.state else {
                Issue.record("expected an envelope failure, state is \(viewModel.state)")
                return
            }
            #expect(failure.code == .int(2001))
            #expect(failure.message == "JWT 토큰이 만료되었습니다.")
            #expect(failure.status == 200)

            let request = try #require(try await server.requests().first)
            #expect(request.target == "/message/7?before_id=9007199254740993&size=20")
            #expect(request.header("x-access-token") == testToken)
        }
    }

    @Test("sendMessage posts the content and decodes the payload's id and server-local time")
    func sendMessage() async throws {
        let body = #"{"isSuccess": true, "code": 1000, "message": "성공", "result": {"message_id": 9007199254740993, "created_at": "2024-05-02 08:00:00"}}"#
        try await withTestServer([ServerRoute("POST", "/message/7", .json(body))]) { server in
            let sent = try await loopbackClient(server, auth: Self.auth).messages.sendMessage(roomID: 7, content: "안녕하세요 👋")
            #expect(sent.messageID == 9_007_199_254_740_993)
            #expect(sent.createdAt == ISO8601.date(from: "2024-05-02T08:00:00Z"))

            let request = try #require(try await server.requests().first)
            #expect(try request.jsonBody == ["content": "안녕하세요 👋"])
            #expect(request.header("x-access-token") == testToken)
        }
    }
}
