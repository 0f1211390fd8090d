import EndpointRuntime
import Foundation
import GeneratedAPI
import TestSupport
import Testing

/// The generated TimeSync client and view model (form and multipart bodies with common fields, an
/// `rslt_cd`/`rslt_msg`/`rslt_set` envelope with string codes) against the loopback test server.
@Suite("TimeSync end to end")
struct TimeSyncEndToEndTests {
    static let success = """
        {"rslt_cd": "0000", "rslt_msg": "정상 처리되었습니다.",
         "rslt_set": {"current_timestamp": 1714552200, "server_time": "2024-05-01 08:30:00",
                      "server_time_zone": "Asia/Seoul", "min_app_version": "1.0.0",
                      "latest_app_version": "1.4.2", "force_update": false, "notice_url": null}}
        """

    @Test("the time sync view model posts a form with its fields and the common fields, and loads on code \"0000\"")
    @MainActor
    func formBodyAndStringSuccessCode() async throws {
        try await withMainActorTestServer([ServerRoute("POST", "/timesync", .json(Self.success))]) { server in
            let viewModel = TimeSync.TimeSyncViewModel(client: loopbackClient(server, auth: nil))
            await viewModel.load(userKey: "U-1&2", deviceOS: .ios, deviceOSVersion: "17.4.1", deviceModel: "iPhone 15 Pro")

            let result = try #require(viewModel.state.value, "state is \(viewModel.state)")
            #expect(result.currentTimestamp == 1_714_552_200)
            #expect(result.serverTime == ISO8601.date(from: "2024-05-01T08:30:00Z"))
            #expect(result.serverTimeZone == "Asia/Seoul")
            #expect(result.forceUpdate == false)
            #expect(result.noticeURL == nil)

            let request = try #require(try await server.requests().first)
            #expect(request.method == "POST")
            #expect(request.target == "/timesync")
            #expect(request.header("Content-Type") == "application/x-www-form-urlencoded")
            #expect(request.header("X-Country") == "KR")
            #expect(request.header("X-API-Language") == "ko")
            #expect(request.formFields == [
                FormField(name: "user_key", value: "U-1&2"),
                FormField(name: "device_os", value: "ios"),
                FormField(name: "device_os_version", value: "17.4.1"),
                FormField(name: "device_model", value: "iPhone 15 Pro"),
                FormField(name: "app_version", value: "1.2.3"),
                FormField(name: "lang_cd", value: "ko"),
                FormField(name: "timestamp", value: "1700000000"),
            ])
        }
    }

    @Test("a result code other than \"0000\" fails with the code and message as APIError.envelope",
          arguments: ["9001", "0", "000"])
    func failureCode(code: String) async throws {
        let body = #"{"rslt_cd": "\#(code)", "rslt_msg": "등록되지 않은 기기입니다.", "rslt_set": null}"#
        try await withTestServer([ServerRoute("POST", "/timesync", .json(body))]) { server in
            do {
                let result = try await loopbackClient(server, auth: nil).timeSync
                    .timeSync(userKey: "U-1", deviceOS: .android, deviceOSVersion: "14")
                Issue.record("expected an envelope failure, got \(result)")
            } catch APIError.envelope(let failure) {
                #expect(failure.code == .string(code))
                #expect(failure.message == "등록되지 않은 기기입니다.")
            }
        }
    }

    @Test("uploadProfileImage sends a multipart body whose file part arrives intact with the fields")
    func multipartUpload() async throws {
        let image = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0xFF, 0x0D, 0x0A, 0x2D, 0x2D])
        let body = #"{"rslt_cd": "0000", "rslt_msg": "OK", "rslt_set": {"profile_image_url": "https://cdn.example.com/u/1.png", "thumbnail_url": null}}"#
        try await withTestServer([ServerRoute("POST", "/profile/image", .json(body))]) { server in
            let uploaded = try await loopbackClient(server, auth: nil).timeSync.uploadProfileImage(
                userKey: "U-1", nickname: "하늘",
                image: MultipartFile(data: image, fileName: "face.png", mimeType: "image/png"))
            #expect(uploaded.profileImageURL.absoluteString == "https://cdn.example.com/u/1.png")
            #expect(uploaded.thumbnailURL == nil)

            let request = try #require(try await server.requests().first)
            #expect(request.header("Content-Type")?.hasPrefix("multipart/form-data; boundary=") == true)
            let parts = try #require(multipartParts(of: request.body, contentType: request.header("Content-Type")))
            #expect(parts.map(\.name) == ["user_key", "nickname", "image", "app_version", "lang_cd", "timestamp"])
            let file = try #require(parts.first { $0.name == "image" })
            #expect(file.fileName == "face.png")
            #expect(file.headers["content-type"] == "image/png")
            #expect(file.body == image)
            let fields = parts.filter { $0.fileName == nil }.map { "\($0.name ?? "?")=\(String(decoding: $0.body, as: UTF8.self))" }
            #expect(fields == ["user_key=U-1", "nickname=하늘", "app_version=1.2.3", "lang_cd=ko", "timestamp=1700000000"])
        }
    }
}
