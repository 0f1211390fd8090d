import Testing

/// A response envelope becomes the API's `envelope` default, an `EnvelopeRule` literal.
@Suite("Snippets: envelopes")
struct EnvelopeSnippetTests {
    @Test("Every envelope key and the success codes are in the rule")
    func fullEnvelope() throws {
        #expect(try Snippet.declaration("var envelope:", in: "Requests.swift", of: """
            envelope:
              payload: result
              success: isSuccess
              code: code
              message: message
              success_codes: [1000]
            """) == """
            public var envelope: EndpointRuntime.EnvelopeRule? { EndpointRuntime.EnvelopeRule(payload: "result", success: "isSuccess", code: "code", \
            message: "message", successCodes: [1000]) }
            """)
    }

    @Test("Without an envelope the protocol states no envelope")
    func noEnvelope() throws {
        let requests = try #require(try Snippet.files("models:\n  A: {x: int}\n")["SnippetRequests.swift"])
        #expect(!requests.contains("var envelope"))
    }
}
