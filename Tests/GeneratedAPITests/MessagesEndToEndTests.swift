import EndpointRuntime
import Foundation
import GeneratedAPI
import TestSupport
import Testing

/// Seed 001 (specs/messages.yaml): the chat room list behind an `isSuccess`/`code`/`message`/`result`
/// envelope with camelCase keys, and the member's JWT in `x-access-token`, against the loopback test server.
@Suite("Messages end to end (seed 001)")
struct MessagesEndToEndTests {
    static let auth = Messages.authPlacement

    @Test("the article's response loads the room list through the view model, with the token in x-access-token")
    @MainActor
    func articleResponseLoadsTheRoomList() async throws {
        let body = try SeedFixtures.text("message-list.json")
        try await withMainActorTestServer([ServerRoute("GET", "/message", .json(body))]) { server in
            let viewModel = Messages.MessageListViewModel(client: loopbackClient(server, auth: Self.auth))
            await viewModel.load()

            let rooms = try #require(viewModel.state.value, "state is \(viewModel.state)")
            #expect(rooms == [
                Messages.MessageListItem(
                    roomID: 255, title: "test", repUserName: "Runnber6421", profileImageURL: "이미지 링크", recentMessage: .n),
                Messages.MessageListItem(
                    roomID: 256, title: "테스트", repUserName: "Runnber6421", profileImageURL: "이미지 링크", recentMessage: .n),
            ])

            let request = try #require(try await server.requests().first)
            #expect(request.method == "GET")
            #expect(request.target == "/message")
            #expect(request.header("x-access-token") == testToken)
            #expect(request.header("Authorization") == nil)
        }
    }

    @Test("the fixture is the article's sample response, less the trailing comma that makes the article's text invalid JSON",
          .enabled(if: SeedArticles.present, "shared/seeds not found; set SHARED_DIR"))
    func fixtureIsTheArticleSample() throws {
        let fixture = try SeedFixtures.text("message-list.json")
        #expect(try SeedArticles.text("001").contains(fixture.replacingOccurrences(of: "  ]\n}", with: "  ],\n}")))
    }

    @Test("recentMessage \"Y\" marks unread rooms; absent and unknown values are kept apart")
    func recentMessageValues() async throws {
        let body = """
            {"isSuccess": true, "code": 1000, "message": "성공", "result": [
              {"roomId": 1, "recentMessage": "Y"}, {"roomId": 2}, {"roomId": 3, "recentMessage": "?"}]}
            """
        try await withTestServer([ServerRoute("GET", "/message", .json(body))]) { server in
            let rooms = try await loopbackClient(server, auth: Self.auth).messages.getMessageList()
            #expect(rooms.map(\.recentMessage) == [.y, nil, .unknown("?")])
            #expect(rooms.allSatisfy { $0.title == nil && $0.repUserName == nil && $0.profileImageURL == nil })
        }
    }

    @Test("isSuccess false, on 200 or on a 4xx, surfaces its code and message as APIError.envelope",
          arguments: [200, 401])
    @MainActor
    func envelopeFailure(status: Int) async throws {
        let body = #"{"isSuccess": false, "code": 2001, "message": "JWT 토큰이 만료되었습니다."}"#
        try await withMainActorTestServer([ServerRoute("GET", "/message", .json(body, status: status))]) { server in
            let viewModel = Messages.MessageListViewModel(client: loopbackClient(server, auth: Self.auth))
            await viewModel.load()

            guard case .failed(.envelope(let failure), previous: nil) = viewModel.state else {
                Issue.record("expected an envelope failure, state is \(viewModel.state)")
                return
            }
            #expect(failure.code == .int(2001))
            #expect(failure.message == "JWT 토큰이 만료되었습니다.")
            #expect(failure.status == status)
        }
    }

    @Test("without a token nothing is sent: a typed missing-credential error, as the article's early return")
    func missingTokenSendsNothing() async throws {
        try await withTestServer([ServerRoute("GET", "/message", .json("{}"))]) { server in
            let client = APIClient(configuration: APIClientConfiguration(
                baseURL: server.baseURL, authPlacement: Self.auth, tokenProvider: { nil }))
            do {
                let rooms = try await client.messages.getMessageList()
                Issue.record("expected a missing credential, got \(rooms)")
            } catch APIError.authentication(let failure) {
                #expect(failure.reason == .missingCredential)
            }
            #expect(try await server.requests().isEmpty)
        }
    }

    @Test("the send-message action posts the content as JSON with the token, and keeps the stored message for navigation")
    @MainActor
    func sendMessageAction() async throws {
        let stored = #"{"isSuccess": true, "code": 1000, "message": "성공", "result": {"messageId": 9001, "roomId": 255, "content": "안녕하세요"}}"#
        let refused = #"{"isSuccess": false, "code": 3001, "message": "채팅방이 없습니다."}"#
        try await withMainActorTestServer([ServerRoute("POST", "/message/255", .json(stored)),
                                           ServerRoute("POST", "/message/404", .json(refused, status: 404))]) { server in
            let viewModel = Messages.SendMessageViewModel(client: loopbackClient(server, auth: Self.auth))
            let message = await viewModel.send(roomID: 255, content: "안녕하세요")

            let expected = Messages.ChatMessage(messageID: 9001, roomID: 255, content: "안녕하세요")
            #expect(message == expected)
            #expect(viewModel.state == .succeeded(expected))
            let request = try #require(try await server.requests().first)
            #expect(request.method == "POST")
            #expect(request.target == "/message/255")
            #expect(request.header("x-access-token") == testToken)
            #expect(request.header("Content-Type")?.hasPrefix("application/json") == true)
            #expect(try JSONSerialization.jsonObject(with: request.body) as? [String: String] == ["content": "안녕하세요"])

            #expect(await viewModel.send(roomID: 404, content: "?") == nil)
            guard case .failed(.envelope(let failure)) = viewModel.state else {
                Issue.record("expected the envelope failure, state is \(viewModel.state)")
                return
            }
            #expect(failure.code == .int(3001))
            viewModel.reset()
            #expect(viewModel.state == .idle)
        }
    }
}
