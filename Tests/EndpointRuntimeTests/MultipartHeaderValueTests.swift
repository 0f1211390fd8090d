import EndpointRuntime
import Foundation
import TestSupport
import Testing

/// Every value that reaches a multipart part's headers or the body's framing is checked before anything is sent:
/// a file's MIME type (RFC 9110 §8.3.1 media type), a part's name and a file name (no NUL; `"`, CR and LF are
/// percent-escaped), and the boundary (RFC 2046 §5.1.1).
@Suite("Multipart part headers: MIME types, names and boundaries that would break the headers are refused")
struct MultipartHeaderValueTests {
    static let okRoute = ServerRoute("*", "/probe", .json("{}"))

    static func upload(name: String = "image", fileName: String = "a.png", mimeType: String) -> RequestBody {
        .multipart([.field("user_key", "k"), .file(name, MultipartFile(data: Data("PNG".utf8), fileName: fileName, mimeType: mimeType))])
    }

    /// The reason of the `invalidRequest` sending `body` fails with, after checking the server saw nothing.
    static func refusal(of body: RequestBody, commonFields: [CommonField] = []) async throws -> String? {
        try await withTestServer([okRoute]) { (server: TestServer) async throws -> String? in
            let error = await #expect(throws: APIError.self) {
                try await serverClient(server).send(ProbeEndpoint(body: body, commonFields: commonFields))
            }
            #expect(try await server.requests().isEmpty, "nothing may reach the server")
            guard case .invalidRequest(let reason) = error else {
                Issue.record("expected APIError.invalidRequest, got \(String(describing: error))")
                return nil
            }
            return reason
        }
    }

    static let badMIMETypes: [String] = [
        "image/png\r\nX: y",            // the review's header injection
        "image/png\nX: y",
        "image/png\rX: y",
        "image/png\0",
        "image/\u{1B}png",              // other control characters
        "image/png\u{7F}",
        "text/plain; charset=\"utf-8\r\nX: y\"",  // CR/LF inside a quoted parameter value
        "text/plain; charset=utf-8\r\n",
        "image",                        // no subtype
        "image/",
        "/png",
        "",
        "image/png jpeg",
        "image png/x",
        "text/plain; charset",          // a parameter without a value
        "text/plain; charset=\"utf-8",  // an unclosed quoted string
        "text/plain; =utf-8",
        "图像/png",                      // not a token
    ]

    @Test("A file part's MIME type that is not an RFC 9110 media type is refused and nothing is sent", arguments: badMIMETypes)
    func badMIMETypeIsRefusedBeforeSending(mimeType: String) async throws {
        let reason = try await Self.refusal(of: Self.upload(mimeType: mimeType))
        #expect(reason?.contains("MIME type") == true)
        #expect(reason?.contains("multipart part \"image\"") == true)
        #expect(reason?.contains("RFC 9110") == true)
    }

    static let goodMIMETypes: [String] = [
        "image/png",
        "application/octet-stream",
        "application/vnd.api+json",
        "text/plain; charset=utf-8",
        "text/plain;charset=UTF-8",
        "text/plain ; charset=utf-8 ; format=flowed",
        "text/plain; name=\"a b; \\\"c\\\"\"",
        "text/plain;",
    ]

    @Test("RFC 9110 media types with parameters are sent verbatim as the part's Content-Type", arguments: goodMIMETypes)
    func mediaTypesAreSentVerbatim(mimeType: String) async throws {
        try await withTestServer([Self.okRoute]) { server in
            _ = try await serverClient(server).send(ProbeEndpoint(body: Self.upload(mimeType: mimeType)))
            let request = try #require(try await server.requests().first)
            #expect(request.bodyText.contains("filename=\"a.png\"\r\nContent-Type: \(mimeType)\r\n\r\nPNG\r\n"))
        }
    }

    @Test("A part name or a file name holding NUL is refused; quotes, CR and LF in them are escaped")
    func namesWithNULAreRefusedAndOthersEscaped() async throws {
        let nulInName = try await Self.refusal(of: Self.upload(name: "ima\0ge", mimeType: "image/png"))
        #expect(nulInName?.contains("part name") == true)
        let nulInField = try await Self.refusal(of: .multipart([.field("a\0b", "1")]))
        #expect(nulInField?.contains("part name") == true)
        let nulInFileName = try await Self.refusal(of: Self.upload(fileName: "a\0.png", mimeType: "image/png"))
        #expect(nulInFileName?.contains("file name") == true)
        let nulInCommonField = try await Self.refusal(
            of: .multipart([.field("a", "1")]), commonFields: [CommonField("x\0y", from: .literal("1"))])
        #expect(nulInCommonField?.contains("part name") == true)

        try await withTestServer([Self.okRoute]) { server in
            let body = Self.upload(name: "im\"age\r\nX: y", fileName: "a\r\nX: y\".png", mimeType: "image/png")
            _ = try await serverClient(server).send(ProbeEndpoint(body: body))
            let request = try #require(try await server.requests().first)
            #expect(request.bodyText.contains(
                "Content-Disposition: form-data; name=\"im%22age%0D%0AX: y\"; filename=\"a%0D%0AX: y%22.png\"\r\nContent-Type: image/png\r\n"))
            #expect(!request.bodyText.contains("\r\nX: y"))
        }
    }

    @Test("A boundary outside RFC 2046's 1 to 70 boundary characters is refused by the encoder")
    func boundariesAreChecked() throws {
        let parts: [MultipartPart] = [.field("a", "1")]
        for boundary in ["", "B\r\nX: y", "B\0", "B\"", "B;x", "B ", String(repeating: "b", count: 71), "é"] {
            let error = #expect(throws: APIError.self) {
                try MultipartEncoder.encode(parts, boundary: boundary, dateRule: .iso8601)
            }
            guard case .invalidRequest(let reason) = error else {
                Issue.record("expected APIError.invalidRequest for boundary \(boundary.debugDescription)")
                continue
            }
            #expect(reason.contains("boundary"))
        }
        for boundary in ["B", "a b", "'()+_,-./:=?", String(repeating: "b", count: 70), MultipartEncoder.makeBoundary()] {
            let body = try MultipartEncoder.encode(parts, boundary: boundary, dateRule: .iso8601)
            #expect(String(decoding: body, as: UTF8.self).hasPrefix("--\(boundary)\r\n"))
        }
    }
}
