import EndpointRuntime
import Foundation
import TestSupport
import Testing

/// An endpoint whose response is read by a custom `ResponseBody`.
struct CountLinesEndpoint: Endpoint {
    typealias Response = Int

    var method: HTTPMethod { .get }
    var path: String { "/lines" }
    var responseBody: ResponseBody<Int> {
        ResponseBody { body, headers in
            guard headers["Content-Type"] == "text/plain" else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not text"))
            }
            return String(decoding: body, as: UTF8.self).split(separator: "\n").count
        }
    }
}

@Suite("Headers, encoders and custom response bodies")
struct HeadersAndEncodersTests {
    @Test func headerLookupIsCaseInsensitiveAndSettingReplacesEveryField() {
        var headers: HTTPHeaders = ["Accept": "a", "X-Skip": nil]
        headers.add(name: "accept", value: "b")
        #expect(headers.values(for: "ACCEPT") == ["a", "b"])
        headers["ACCEPT"] = "c"
        #expect(headers.fields == [HTTPHeaderField(name: "Accept", value: "c")])
        headers["accept"] = nil
        #expect(headers.fields.isEmpty)
    }

    @Test func multipartQuotesNamesAndRepeatsListFields() throws {
        let parts: [MultipartPart] = [
            .field("say \"hi\"\r\n", ["a", "b"]),
            .file("doc", MultipartFile(data: Data("x".utf8), fileName: "파일.txt", mimeType: "text/plain")),
            .file("none", nil),
        ]
        let body = try MultipartEncoder.encode(parts, boundary: "B", dateRule: .iso8601)
        let expected = "--B\r\nContent-Disposition: form-data; name=\"say %22hi%22%0D%0A\"\r\n\r\na\r\n"
            + "--B\r\nContent-Disposition: form-data; name=\"say %22hi%22%0D%0A\"\r\n\r\nb\r\n"
            + "--B\r\nContent-Disposition: form-data; name=\"doc\"; filename=\"파일.txt\"\r\nContent-Type: text/plain\r\n\r\nx\r\n"
            + "--B--\r\n"
        #expect(String(decoding: body, as: UTF8.self) == expected)
        #expect(MultipartEncoder.contentType(boundary: "B") == "multipart/form-data; boundary=B")
    }

    @Test("Several files under one name are one part each, in order; an empty or nil list sends none")
    func multipartFileListsRepeatTheName() throws {
        let photos = [
            MultipartFile(data: Data("one".utf8), fileName: "1.jpg", mimeType: "image/jpeg"),
            MultipartFile(data: Data("two".utf8), fileName: "2.png", mimeType: "image/png"),
        ]
        let parts: [MultipartPart] = [
            .field("caption", "trip"), .files("photos", photos), .files("empty", []), .files("missing", nil),
        ]
        let body = try MultipartEncoder.encode(parts, boundary: "B", dateRule: .iso8601)
        #expect(String(decoding: body, as: UTF8.self) == "--B\r\nContent-Disposition: form-data; name=\"caption\"\r\n\r\ntrip\r\n"
            + "--B\r\nContent-Disposition: form-data; name=\"photos\"; filename=\"1.jpg\"\r\nContent-Type: image/jpeg\r\n\r\none\r\n"
            + "--B\r\nContent-Disposition: form-data; name=\"photos\"; filename=\"2.png\"\r\nContent-Type: image/png\r\n\r\ntwo\r\n"
            + "--B--\r\n")
        // Every file of a list is checked before anything is written, as a single file is.
        let bad = [photos[0], MultipartFile(data: Data(), fileName: "x", mimeType: "image/png\r\nX: y")]
        let error = #expect(throws: APIError.self) {
            try MultipartEncoder.encode([.files("photos", bad)], boundary: "B", dateRule: .iso8601)
        }
        guard case .invalidRequest(let reason) = error else {
            Issue.record("expected APIError.invalidRequest, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("multipart part \"photos\""))
    }

    @Test func boundariesAreRandomAndUsableInAHeader() {
        let first = MultipartEncoder.makeBoundary()
        let second = MultipartEncoder.makeBoundary()
        #expect(first != second)
        #expect(first.count == "Boundary-".count + 32)
        #expect(first.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" })
    }

    @Test func customResponseBodyReceivesBodyAndHeaders() async throws {
        let (client, _) = mockClient(
            HTTPResponse(status: 200, headers: ["Content-Type": "text/plain"], body: Data("a\nb\nc".utf8)),
            HTTPResponse(status: 200, headers: ["Content-Type": "text/html"], body: Data("<p>".utf8))
        )
        #expect(try await client.send(CountLinesEndpoint()) == 3)
        let error = await #expect(throws: APIError.self) { try await client.send(CountLinesEndpoint()) }
        guard case .decoding(let failure) = error else {
            Issue.record("expected a decoding error")
            return
        }
        #expect(failure.reason == "data corrupted: not text")
        #expect(failure.bodySnippet == "<p>")
    }

    @Test func makeRequestShowsTheRequestWithoutSendingIt() async throws {
        let (client, transport) = mockClient(jsonResponse("{}"))
        let request = try await client.makeRequest(ProbeEndpoint(method: .put, path: "/p", body: .text("t"), timeout: 5))
        #expect(request == HTTPRequest(
            method: .put, url: url("https://api.example.com/v1/p"),
            headers: ["Content-Type": "text/plain; charset=utf-8"], body: Data("t".utf8), timeout: 5,
            operationName: "ProbeEndpoint"))
        #expect(transport.requests.isEmpty)
    }
}

/// Issue 14, item 8: a decoding failure's description ends its reason with exactly one period.
@Suite("Decoding failure descriptions")
struct DecodingFailureDescriptionTests {
    private struct Room: Decodable { var roomID: Int
        enum CodingKeys: String, CodingKey { case roomID = "room_id" }
    }

    @Test func aReasonEndingInAPeriodGetsNoSecond() throws {
        let body = Data("{}".utf8)
        let error = try #require(throws: DecodingError.self) { try JSONDecoder().decode(Room.self, from: body) }
        let description = DecodingFailure(error, body: body).description
        #expect(description.hasPrefix("Decoding failed at room_id: key not found: "))
        #expect(description.hasSuffix(#"("room_id"). Body: {}"#))
        #expect(!description.contains(".."))
    }

    /// Review 31: a `decimal` sent as a string read "type mismatch, expected Decimal: ." — Foundation's `Decimal`
    /// gives no description. Each kind of `DecodingError` without a description ends at its kind, in each position.
    @Test func aFailureWithoutADescriptionEndsAtItsKind() throws {
        struct Price: Decodable { var amount: Decimal }
        let body = Data(#"{"amount":"12.50"}"#.utf8)
        let error = try #require(throws: DecodingError.self) { try JSONDecoder().decode(Price.self, from: body) }
        let description = DecodingFailure(error, body: body).description
        #expect(description.hasPrefix("Decoding failed at amount: type mismatch, expected Decimal"), "\(description)")
        #expect(!description.contains(": .") && !description.contains(":."), "\(description)")
        let context = DecodingError.Context(codingPath: [], debugDescription: "")
        let silent: [(DecodingError, String)] = [
            (.typeMismatch(Int.self, context), "type mismatch, expected Int"),
            (.valueNotFound(Int.self, context), "value not found, expected Int"),
            (.keyNotFound(Room.CodingKeys.roomID, context), "key not found"),
            (.dataCorrupted(DecodingError.Context(codingPath: [Room.CodingKeys.roomID], debugDescription: " ")), "data corrupted"),
        ]
        for (error, reason) in silent {
            #expect(DecodingFailure(error, body: Data("{}".utf8)).reason == reason)
        }
    }

    @Test func aReasonWithoutAPeriodGetsOne() {
        let failure = DecodingFailure(codingPath: "", reason: "data corrupted: not text", bodySnippet: "<p>")
        #expect(failure.description == "Decoding failed at the top level: data corrupted: not text. Body: <p>")
    }
}

/// runtime.md, "Headers": the client adds no `Accept` header (the transport's `*/*` goes out, as from the seeds'
/// hand-written layers); one from `defaultHeaders` or the endpoint goes out as given.
@Suite("No Accept header of the client's own")
struct AcceptHeaderTests {
    struct Ping: Endpoint {
        typealias Response = NoContent
        var accept: String?
        var method: HTTPMethod { .get }
        var path: String { "/ping" }
        var headers: HTTPHeaders { ["Accept": accept] }
    }

    @Test func theTransportsAcceptGoesOutUnlessTheConfigurationOrTheEndpointSetsOne() async throws {
        try await withTestServer { server in
            try await server.setRoutes([ServerRoute("GET", "/ping", ServerReply(status: 204))])
            let plain = APIClient(configuration: APIClientConfiguration(baseURL: server.baseURL))
            let json = APIClient(configuration: APIClientConfiguration(baseURL: server.baseURL, defaultHeaders: ["Accept": "application/json"]))
            _ = try await plain.send(Ping())
            _ = try await json.send(Ping())
            _ = try await json.send(Ping(accept: "text/csv"))
            let sent = try await server.requests()
            #expect(sent.map { $0.headerValues("Accept") } == [["*/*"], ["application/json"], ["text/csv"]])
        }
    }
}
