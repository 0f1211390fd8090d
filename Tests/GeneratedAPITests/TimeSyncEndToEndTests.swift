import EndpointRuntime
import Foundation
import GeneratedAPI
import TestSupport
import Testing

/// Seed 000 (specs/timesync.yaml): a form body of the eight common parameters, the version, country and
/// language headers, an `rslt_cd`/`rslt_msg`/`rslt_set` envelope with integer codes, and a multipart PNG upload,
/// against the loopback test server.
@Suite("TimeSync end to end (seed 000)")
struct TimeSyncEndToEndTests {
    /// The common parameters as `stableCommonFields` resolves them, in the order of the article's form string.
    static let commonParameters = [
        "test_mode=false", "user_key=0", "version=1.0.0", "platform=I", "store_type=APPSTORE", "lang_cd=ko",
        "country_cd=KR", "timestamp=1700000000",
    ]

    /// A client whose common field provider has no value for the `missing` sources and answers the others as
    /// `stableCommonFields` does.
    static func client(_ server: TestServer, missing: Set<CommonFieldSource> = []) -> APIClient {
        APIClient(configuration: APIClientConfiguration(
            baseURL: server.baseURL, timeout: 10,
            commonFieldProvider: { source in missing.contains(source) ? nil : stableCommonFields(source) }))
    }

    @Test("the time sync action posts the common parameters as a form with the three headers, and succeeds on rslt_cd 0")
    @MainActor
    func formBodyWithCommonParameters() async throws {
        let body = try SeedFixtures.text("time-sync.json")
        try await withMainActorTestServer([ServerRoute("POST", "/timesync", .json(body))]) { server in
            let viewModel = TimeSync.TimeSyncViewModel(client: Self.client(server))
            let returned = await viewModel.send()

            #expect(viewModel.state == .succeeded(TimeSync.TimeSyncResult(currentTimestamp: 1_714_552_200.125)))
            let result = try #require(returned, "state is \(viewModel.state)")
            #expect(result == TimeSync.TimeSyncResult(currentTimestamp: 1_714_552_200.125))

            let request = try #require(try await server.requests().first)
            #expect(request.method == "POST")
            #expect(request.target == "/timesync")
            #expect(request.header("Content-Type") == "application/x-www-form-urlencoded")
            #expect(request.header("X-API-Version") == "1.0.0")
            #expect(request.header("X-Country") == "KR")
            #expect(request.header("X-API-Language") == "ko")
            #expect(request.formFields.map(\.description) == Self.commonParameters)
        }
    }

    @Test("a locale without a region sends country_cd empty, as the spec's if_missing: empty says")
    func missingRegionIsSentEmpty() async throws {
        let body = try SeedFixtures.text("time-sync.json")
        try await withTestServer([ServerRoute("POST", "/timesync", .json(body))]) { server in
            _ = try await Self.client(server, missing: [.region]).timeSync.timeSync()
            let request = try #require(try await server.requests().first)
            #expect(request.formFields.map(\.description)
                == Self.commonParameters.map { $0.hasPrefix("country_cd=") ? "country_cd=" : $0 })
        }
    }

    @Test("the app's provider for the custom fields (docs/seeds.md) fills test_mode and user_key")
    func appProviderForCustomFields() {
        let signedOut = timeSyncFields(debugMode: true, userKey: { nil })
        let signedIn = timeSyncFields(debugMode: false, userKey: { "U-77" })
        #expect(signedOut(.custom("test_mode")) == "true")
        #expect(signedOut(.custom("user_key")) == "0")
        #expect(signedIn(.custom("test_mode")) == "false")
        #expect(signedIn(.custom("user_key")) == "U-77")
        #expect(signedIn(.literal("I")) == "I")
        #expect(signedIn(.unixTime).flatMap { Int64($0) } != nil)
    }

    @Test("without a user key the request fails before sending (if_missing defaults to fail)")
    func missingUserKeyFails() async throws {
        try await withTestServer([ServerRoute("POST", "/timesync", .json("{}"))]) { server in
            do {
                let result = try await Self.client(server, missing: [.custom("user_key")]).timeSync.timeSync()
                Issue.record("expected invalidRequest, got \(String(describing: result))")
            } catch APIError.invalidRequest(let reason) {
                #expect(reason.contains("\"user_key\""))
            }
            #expect(try await server.requests().isEmpty)
        }
    }

    @Test("an rslt_cd other than 0 fails with the code and message as APIError.envelope", arguments: [1, -1, 9001])
    func failureCode(code: Int) async throws {
        let body = #"{"rslt_cd": \#(code), "rslt_msg": "등록되지 않은 기기입니다.", "rslt_set": null}"#
        try await withTestServer([ServerRoute("POST", "/timesync", .json(body))]) { server in
            do {
                let result = try await Self.client(server).timeSync.timeSync()
                Issue.record("expected an envelope failure, got \(String(describing: result))")
            } catch APIError.envelope(let failure) {
                #expect(failure.code == .int(code))
                #expect(failure.message == "등록되지 않은 기기입니다.")
            }
        }
    }

    @Test("rslt_cd 0 without rslt_set, or with a set lacking current_timestamp, is a success (both optional, as in the article)")
    func optionalResultSet() async throws {
        try await withTestServer([ServerRoute("POST", "/timesync",
                                              .json(#"{"rslt_cd": 0, "rslt_msg": "OK"}"#),
                                              .json(#"{"rslt_cd": 0, "rslt_msg": "OK", "rslt_set": {}}"#))]) { server in
            let client = Self.client(server)
            let missing = try await client.timeSync.timeSync()
            let empty = try await client.timeSync.timeSync()
            #expect(missing == nil)
            #expect(empty == TimeSync.TimeSyncResult(currentTimestamp: nil))
        }
    }

    /// The article's upload (Alamofire `append(_:withName:mimeType:)` after its parameters): the common parameters
    /// first, then the image part with no `filename`.
    @Test("uploadImage sends the common parameters, then the PNG part intact as the article does, and checks the envelope")
    func multipartUpload() async throws {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0xFF, 0x0D, 0x0A, 0x2D, 0x2D])
        try await withTestServer([ServerRoute("POST", "/image",
                                              .json(#"{"rslt_cd": 0, "rslt_msg": "OK"}"#),
                                              .json(#"{"rslt_cd": 7, "rslt_msg": "용량 초과"}"#))]) { server in
            let client = Self.client(server)
            _ = try await client.timeSync.uploadImage(image: MultipartFile(data: png, fileName: nil, mimeType: "image/png"))

            let request = try #require(try await server.requests().first)
            #expect(request.header("Content-Type")?.hasPrefix("multipart/form-data; boundary=") == true)
            #expect(request.header("X-API-Version") == "1.0.0")
            let parts = try #require(multipartParts(of: request.body, contentType: request.header("Content-Type")))
            let file = try #require(parts.last)
            #expect(file.name == "image")
            #expect(file.fileName == nil)
            #expect(request.bodyText.contains("Content-Disposition: form-data; name=\"image\"\r\nContent-Type: image/png\r\n\r\n"))
            #expect(file.headers["content-type"] == "image/png")
            #expect(file.body == png)
            let fields = parts.dropLast().map { "\($0.name ?? "?")=\(String(decoding: $0.body, as: UTF8.self))" }
            #expect(fields == Self.commonParameters)

            await #expect(throws: APIError.self) {
                try await client.timeSync.uploadImage(image: MultipartFile(data: png, fileName: "image.png", mimeType: "image/png"))
            }
        }
    }

    @Test("the image upload action: running while the part is sent, a failed envelope shown and dismissed, then a retry")
    @MainActor
    func imageUploadAction() async throws {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let image = MultipartFile(data: png, fileName: "image.png", mimeType: "image/png")
        let routes = [ServerRoute("POST", "/image",
                                  .json(#"{"rslt_cd": 7, "rslt_msg": "용량 초과"}"#),
                                  ServerReply(headers: [("Content-Type", "application/json")], body: #"{"rslt_cd": 0, "rslt_msg": "OK"}"#, delay: 0.5))]
        try await withMainActorTestServer(routes) { server in
            let viewModel = TimeSync.ImageUploadViewModel(client: Self.client(server))
            #expect(await viewModel.send(image: image) == nil)
            guard case .failed(.envelope(let failure)) = viewModel.state else {
                Issue.record("expected the envelope failure, state is \(viewModel.state)")
                return
            }
            #expect(failure.code == .int(7))
            #expect(failure.message == "용량 초과")
            #expect(viewModel.isShowingError)
            viewModel.isShowingError = false                      // the alert was dismissed
            #expect(viewModel.state == .idle)

            let retry = Task { await viewModel.send(image: image) }
            while !viewModel.state.isRunning { await Task.yield() }
            #expect(await viewModel.send(image: image) == nil)    // a second tap while uploading sends nothing
            #expect(await retry.value == NoContent())
            #expect(viewModel.state == .succeeded(NoContent()))

            let requests = try await server.requests()
            #expect(requests.count == 2)
            let parts = try #require(multipartParts(of: requests[1].body, contentType: requests[1].header("Content-Type")))
            #expect(parts.last?.body == png)
        }
    }
}
