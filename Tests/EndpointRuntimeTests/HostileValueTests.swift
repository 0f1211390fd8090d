import EndpointRuntime
import Foundation
import TestSupport
import Testing

/// Issue 6, the runtime side of kinds 9, 12, 13 and 16–18: the extra hostile inputs beyond those in
/// ValueTypeTests, PercentEncodingTests, RequestBodyServerTests and RequestValidationTests, sent to the real
/// loopback server where the issue says "arrive at a real server".
@Suite("Hostile values at the runtime and the server")
struct HostileValueTests {
    static let okRoute = ServerRoute("*", "/probe", .json("{}"))

    /// `name=value` pairs of a query or form body, percent-decoded the way a server reads them.
    static func decodedPairs(_ text: String) -> [[String]] {
        text.split(separator: "&").map { pair in
            pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map {
                String($0).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? "<undecodable>"
            }
        }
    }

    @Test("Kind 9: offsets far from UTC and a leap-day calendar date")
    func datesWithFarOffsetsAndLeapDays() throws {
        let dates = try decodeJSON([Date].self, #"["2024-03-01T09:59:59.999+14:00","2024-02-29T08:00:00-12:00"]"#)
        #expect(dates.map { ISO8601.string(from: $0, fractionalSeconds: true) } == ["2024-02-29T19:59:59.999Z", "2024-02-29T20:00:00.000Z"])
        let days = try decodeJSON([CalendarDate].self, #"["2024-02-29","0001-01-01"]"#)
        #expect(try encodeJSON(days) == #"["2024-02-29","0001-01-01"]"#)
    }

    @Test("Kind 12: Int64 extremes and 2^53 + 1 survive JSONValue and Int64 coding")
    func int64ExtremesSurvive() throws {
        let json = "[9007199254740993,9223372036854775807,-9223372036854775808]"
        #expect(try encodeJSON(decodeJSON(JSONValue.self, json)) == json)
        #expect(try decodeJSON([Int64].self, json) == [9_007_199_254_740_993, .max, .min])
        #expect(try encodeJSON(decodeJSON([Int64].self, json)) == json)
    }

    @Test("Kind 13: 0, 1, false, true and deep nesting stay apart and round-trip")
    func jsonValueKeepsKindsAndNesting() throws {
        let value = try decodeJSON(JSONValue.self, #"[[0,[false,[1,[true]]]],{"a":{"b":{"c":[]}},"z":{}}]"#)
        #expect(value[0]?[0] == .integer(0))
        #expect(value[0]?[1]?[0] == .bool(false))
        #expect(value[0]?[1]?[1]?[0] == .integer(1))
        #expect(value[0]?[1]?[1]?[1]?[0] == .bool(true))
        #expect(try encodeJSON(value) == #"[[0,[false,[1,[true]]]],{"a":{"b":{"c":[]}},"z":{}}]"#)
    }

    @Test("Kind 16: already-encoded text, dots and non-ASCII stay one segment, encoded once, at the server")
    func pathParametersStayOneSegmentAtTheServer() async throws {
        let route = ServerRoute("GET", "/f/%252F/...x/%E5%90%8D%20%3F/Hello%20World%20..%2F", .json("{}"))
        try await withTestServer([route]) { server in
            let path = "/f/\(pathParameter: "%2F")/\(pathParameter: "...x")/\(pathParameter: "名 ?")/\(pathParameter: "Hello World ../")"
            _ = try await serverClient(server).send(ProbeEndpoint(method: .get, path: path))
            let request = try #require(try await server.requests().first)
            #expect(request.target == "/f/%252F/...x/%E5%90%8D%20%3F/Hello%20World%20..%2F")
            let segments = request.target.split(separator: "/").map { String($0).removingPercentEncoding }
            #expect(segments == ["f", "%2F", "...x", "名 ?", "Hello World ../"])
            // A whole value ".." would be a dot segment, which no encoding keeps on its route: refused, not sent.
            await #expect(throws: APIError.self) {
                try await serverClient(server).send(ProbeEndpoint(method: .get, path: "/f/\(pathParameter: "..")"))
            }
            let sent = try await server.requests().count
            #expect(sent == 1)
        }
    }

    @Test("Kind 17: query items and form fields a+b&c=d, read write, 100% and =&? decode at the server to what was sent")
    func queryAndFormValuesArriveAsSent() async throws {
        let values = ["a+b&c=d", "read write", "100%", "=&?#", "名前"]
        try await withTestServer([Self.okRoute]) { server in
            let client = serverClient(server)
            var query = Parameters()
            var form = Parameters()
            for (index, value) in values.enumerated() {
                query.append("q\(index)", value)
                form.append("f\(index)", value)
            }
            _ = try await client.send(ProbeEndpoint(method: .get, query: query))
            _ = try await client.send(ProbeEndpoint(body: .form(form)))
            let requests = try await server.requests()
            try #require(requests.count == 2)
            let target = requests[0].target
            #expect(target == "/probe?q0=a%2Bb%26c%3Dd&q1=read%20write&q2=100%25&q3=%3D%26%3F%23&q4=%E5%90%8D%E5%89%8D")
            let queryText = String(target.drop(while: { $0 != "?" }).dropFirst())
            #expect(Self.decodedPairs(queryText) == values.enumerated().map { ["q\($0.offset)", $0.element] })
            #expect(Self.decodedPairs(requests[1].bodyText) == values.enumerated().map { ["f\($0.offset)", $0.element] })
        }
    }

    @Test("Kind 18: header values with %, quotes, commas and colons arrive verbatim")
    func headerValuesArriveVerbatim() async throws {
        try await withTestServer([Self.okRoute]) { server in
            let value = #"a%20b "q", c=d; e:f/g?h#i"#
            _ = try await serverClient(server).send(ProbeEndpoint(headers: ["X-Odd": value]))
            let request = try #require(try await server.requests().first)
            #expect(request.header("X-Odd") == value)
        }
    }

    @Test("Kind 18: a header value with a lone CR, a lone LF or NUL is rejected before sending", arguments: [
        ("a\rX-Injected: 1", "U+000D"), ("a\nX-Injected: 1", "U+000A"), ("a\u{0}b", "U+0000"),
    ])
    func headerValuesWithLineBreaksAreRejected(value: String, code: String) async throws {
        let (client, transport) = mockClient(jsonResponse("{}"))
        let error = await #expect(throws: APIError.self) { try await client.send(ProbeEndpoint(headers: ["X-Note": value])) }
        #expect(error?.description == "Invalid request: The value of header \"X-Note\" contains the control character "
            + "\(code), which HTTP does not allow (RFC 9110 §5.5).")
        #expect(transport.requests.isEmpty)
    }
}
