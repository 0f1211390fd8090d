import EndpointRuntime
import Foundation
import TestSupport
import Testing

@Suite("Responses and errors from a real server")
struct ResponseServerTests {
    @Test func envelopedListIsUnwrappedWithDatesDecoded() async throws {
        let body = #"{"isSuccess":true,"code":1000,"message":"OK","result":[{"room_id":7,"title":null,"updated_at":"2024-01-02T03:04:05.250+09:00"}]}"#
        try await withTestServer([ServerRoute("GET", "/users/u%201/rooms", .json(body))]) { server in
            let rooms = try await serverClient(server).getMessageList(userID: "u 1", tags: ["a", "b"])
            #expect(rooms == [Messages.MessageListItem(roomID: 7, title: nil, updatedAt: Date(timeIntervalSince1970: 1_704_132_245.25))])
            let request = try #require(try await server.requests().first)
            #expect(request.target == "/users/u%201/rooms?kind=group&tags=a&tags=b&version=1.2.3&lang_cd=ko&timestamp=1700000000")
            #expect(request.header("x-access-token") == "secret-token")
            #expect(request.header("X-API-Version") == "1.0.0")
        }
    }

    @Test func statusAndHeadersAreAvailableWithThePayload() async throws {
        let reply = ServerReply.json(#"{"id":1,"full_name":"a/b"}"#, headers: [("ETag", "\"abc\""), ("X-RateLimit-Remaining", "59")])
        try await withTestServer([ServerRoute("GET", "/repos/a/b", reply)]) { server in
            let response = try await serverClient(server).getRepository(owner: "a", repo: "b", etag: "\"old\"")
            #expect(response.payload == Messages.Repository(id: 1, fullName: "a/b"))
            #expect(response.status == 200)
            #expect(response.headers["etag"] == "\"abc\"")
            #expect(response.headers["X-RateLimit-Remaining"] == "59")
            #expect(try await server.requests().first?.header("If-None-Match") == "\"old\"")
        }
    }

    @Test func exactStatusErrorModelBeatsClassAndDefault() async throws {
        let reply = ServerReply.json(#"{"message":"Not Found","documentation_url":"https://docs.x/404"}"#, status: 404)
        try await withTestServer([ServerRoute("GET", "/repos/a/b", reply)]) { server in
            let error = await #expect(throws: APIError.self) {
                try await serverClient(server).getRepository(owner: "a", repo: "b")
            }
            guard case .http(let failure) = error else {
                Issue.record("expected an HTTP error, got \(String(describing: error))")
                return
            }
            #expect(failure.status == 404)
            #expect(failure.errorModel(as: Messages.NotFound.self) == Messages.NotFound(message: "Not Found", documentationURL: url("https://docs.x/404")))
        }
    }

    @Test func classErrorModelAppliesToOther4xxAndDefaultToTheRest() async throws {
        let routes = [
            ServerRoute("GET", "/repos/a/422", .json(#"{"code":7,"message":"Validation failed"}"#, status: 422)),
            ServerRoute("GET", "/repos/a/500", .json(#"{"error":"boom"}"#, status: 500)),
        ]
        try await withTestServer(routes) { server in
            let client = serverClient(server)
            let unprocessable = await #expect(throws: APIError.self) { try await client.getRepository(owner: "a", repo: "422") }
            if case .http(let failure) = unprocessable {
                #expect(failure.errorModel(as: Messages.ServerError.self) == Messages.ServerError(code: 7, message: "Validation failed"))
            } else {
                Issue.record("expected an HTTP error")
            }
            let serverError = await #expect(throws: APIError.self) { try await client.getRepository(owner: "a", repo: "500") }
            #expect(serverError?.status == 500)
            if case .http(let failure) = serverError {
                #expect(failure.errorModel(as: Messages.GenericError.self) == Messages.GenericError(error: "boom"))
            }
        }
    }

    @Test func htmlErrorPageIsAnHTTPErrorWithTheRawBody() async throws {
        let html = "<html><body><h1>502 Bad Gateway</h1></body></html>"
        let reply = ServerReply(status: 502, headers: [("Content-Type", "text/html")], body: html)
        try await withTestServer([ServerRoute("GET", "/repos/a/b", reply)]) { server in
            let error = await #expect(throws: APIError.self) {
                try await serverClient(server).getRepository(owner: "a", repo: "b")
            }
            guard case .http(let failure) = error else {
                Issue.record("expected an HTTP error, got \(String(describing: error))")
                return
            }
            #expect(failure.status == 502)
            #expect(failure.errorModel == nil)
            #expect(failure.bodyText == html)
            #expect(failure.headers["Content-Type"] == "text/html")
            #expect(error?.failureDescription == "HTTP 502: \(html)")
        }
    }

    @Test func bodyThatDoesNotFitReportsTheCodingPathAndASnippet() async throws {
        let body = #"{"isSuccess":true,"code":1000,"result":[{"room_id":"seven","updated_at":"2024-01-02T03:04:05Z"}]}"#
        try await withTestServer([ServerRoute("GET", "/users/u/rooms", .json(body))]) { server in
            let error = await #expect(throws: APIError.self) {
                try await serverClient(server).getMessageList(userID: "u")
            }
            guard case .decoding(let failure) = error else {
                Issue.record("expected a decoding error, got \(String(describing: error))")
                return
            }
            #expect(failure.codingPath == "result[0].room_id")
            #expect(failure.bodySnippet == body)
            #expect(failure.reason.hasPrefix("type mismatch, expected Int"))
        }
    }

    @Test func noContentEndpointAccepts204() async throws {
        try await withTestServer([ServerRoute("DELETE", "/messages/9", ServerReply(status: 204))]) { server in
            try await serverClient(server).deleteMessage(messageID: 9)
            #expect(try await server.requests().map(\.method) == ["DELETE"])
        }
    }

    @Test func textEndpointReturnsTheBodyAsAString() async throws {
        let reply = ServerReply(status: 200, headers: [("Content-Type", "text/html; charset=utf-8")], body: "<p>Hi ✓</p>\n")
        try await withTestServer([ServerRoute("POST", "/markdown", reply)]) { server in
            let html = try await serverClient(server).renderMarkdown(text: "Hi ✓")
            #expect(html == "<p>Hi ✓</p>\n")
            #expect(try await server.requests().first?.bodyText == #"{"text":"Hi ✓"}"#)
        }
    }

    @Test func slowServerTimesOutAsATransportTimeout() async throws {
        let reply = ServerReply.json("{}", headers: []).withDelay(3)
        try await withTestServer([ServerRoute("GET", "/repos/a/b", reply)]) { server in
            let error = await #expect(throws: APIError.self) {
                try await serverClient(server, timeout: 0.5).getRepository(owner: "a", repo: "b")
            }
            guard case .transport(let failure) = error else {
                Issue.record("expected a transport error, got \(String(describing: error))")
                return
            }
            #expect(failure.kind == .timedOut)
            #expect(failure.code == -1001)
        }
    }

    @Test func cancellingTheTaskCancelsTheInFlightRequest() async throws {
        // Held until released: the request stays in flight until the test has cancelled it, whatever the load.
        let reply = ServerReply.json("{}", headers: []).heldUntilReleased()
        try await withTestServer([ServerRoute("GET", "/repos/a/b", reply)]) { server in
            let client = serverClient(server)
            let task = Task { try await client.getRepository(owner: "a", repo: "b") }
            let received = try await server.requests(atLeast: 1).count
            #expect(received == 1)
            task.cancel()
            let result = await task.result
            guard case .failure(let error) = result, let apiError = error as? APIError else {
                Issue.record("expected an APIError, got \(result)")
                return
            }
            #expect(apiError.isCancelled)
        }
    }
}

extension ServerReply {
    func withDelay(_ seconds: Double) -> ServerReply {
        var copy = self
        copy.delay = seconds
        return copy
    }
}
