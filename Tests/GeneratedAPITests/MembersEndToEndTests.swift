import EndpointRuntime
import Foundation
import GeneratedAPI
import TestSupport
import Testing

/// Seed 002 (specs/members.yaml): results classified by status code, 2xx bodies decoded as the model, a
/// `ServerErrorModel` decoded from 4xx bodies, against the loopback test server.
@Suite("Members end to end (seed 002)")
struct MembersEndToEndTests {
    static let member = #"{"id": 7, "name": "김철수", "email": null}"#

    /// The article's classification, as a comparable label.
    static func label<Value>(_ result: NetworkResult<Value>) -> String {
        switch result {
        case .success: "success"
        case .pathErr(let model): "pathErr(\(model.status), \(model.message))"
        case .serverErr: "serverErr"
        case .networkFail: "networkFail"
        case .unRecognizedError: "unRecognizedError"
        }
    }

    @Test("a 2xx body is the model itself, through the view model")
    @MainActor
    func successDecodesTheModel() async throws {
        try await withMainActorTestServer([ServerRoute("GET", "/members/7", .json(Self.member))]) { server in
            let viewModel = Members.MemberDetailViewModel(client: loopbackClient(server, auth: nil))
            await viewModel.load(memberID: 7)
            #expect(viewModel.state.value == Members.Member(id: 7, name: "김철수", email: nil))
            let request = try #require(try await server.requests().first)
            #expect(request.target == "/members/7")
            #expect(request.body.isEmpty)
        }
    }

    @Test("parameters go out as a JSON body, and the answer is decoded")
    func jsonBody() async throws {
        try await withTestServer([ServerRoute("PUT", "/members/7", .json(Self.member))]) { server in
            let member = try await loopbackClient(server, auth: nil).members.updateMember(memberID: 7, name: "김철수")
            #expect(member.name == "김철수")
            let request = try #require(try await server.requests().first)
            #expect(request.header("Content-Type") == "application/json")
            #expect(try request.jsonBody == ["name": "김철수"])
        }
    }

    @Test("each status is classified as the article's BaseService does",
          arguments: [
            (200, Self.member, "success"),
            (200, #"{"id": "7"}"#, "unRecognizedError"),
            (400, #"{"status": 400, "success": false, "message": "이름을 입력해 주세요."}"#, "pathErr(400, 이름을 입력해 주세요.)"),
            (404, #"{"status": 404, "success": false, "message": "존재하지 않는 회원입니다."}"#, "pathErr(404, 존재하지 않는 회원입니다.)"),
            (409, #"{"status": 409, "success": false, "message": "이미 사용 중인 이름입니다."}"#, "pathErr(409, 이미 사용 중인 이름입니다.)"),
            (401, "<html>Unauthorized</html>", "unRecognizedError"),
            (500, #"{"status": 500, "success": false, "message": "서버 내부 오류"}"#, "serverErr"),
            (503, "Service Unavailable", "serverErr"),
          ])
    func statusClassification(status: Int, body: String, expected: String) async throws {
        try await withTestServer([ServerRoute("PUT", "/members/7", .json(body, status: status))]) { server in
            let client = loopbackClient(server, auth: nil)
            let result = await NetworkResult { try await client.members.updateMember(memberID: 7, name: "김철수") }
            #expect(Self.label(result) == expected)
        }
    }

    @Test("a 4xx keeps the error model, status and body in APIError.http")
    func errorModelInTheTypedError() async throws {
        let body = #"{"status": 404, "success": false, "message": "존재하지 않는 회원입니다."}"#
        try await withTestServer([ServerRoute("GET", "/members/9", .json(body, status: 404))]) { server in
            do {
                let member = try await loopbackClient(server, auth: nil).members.getMember(memberID: 9)
                Issue.record("expected an HTTP failure, got \(member)")
            } catch APIError.http(let failure) {
                #expect(failure.status == 404)
                #expect(failure.errorModel(as: Members.ServerErrorModel.self)
                    == Members.ServerErrorModel(status: 404, success: false, message: "존재하지 않는 회원입니다."))
            }
        }
    }

    @Test("no server at all is networkFail")
    func networkFailure() async throws {
        let server = try TestServer.start()
        let client = loopbackClient(server, auth: nil)
        server.stop()
        let result = await NetworkResult { try await client.members.getMember(memberID: 7) }
        #expect(Self.label(result) == "networkFail")
    }
}
