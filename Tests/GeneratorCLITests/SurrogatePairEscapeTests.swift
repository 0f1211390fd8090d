import EndpointSpec
import Foundation
import GeneratorCLI
import PayloadCheck
import Testing

/// Review 13: JSON that escapes a character beyond the Basic Multilingual Plane as a UTF-16 surrogate pair
/// (`"\ud83d\ude2d"`, RFC 8259 §7; what Python's `json.dumps` and PHP's `json_encode` write for emoji) was refused by
/// `infer` and `check-payload` ("found invalid Unicode character escape code": libyaml refuses surrogates in a `\u`
/// escape). Every place the generator reads JSON (a payload, an example file, a sample, an OpenAPI document) reads
/// it now, as the character it stands for, and a lone half is a located `json.syntax` error.
@Suite struct SurrogatePairEscapeTests {
    static let crying = #""pop \ud83d\ude2d""#

    @Test func aPairBecomesTheCharacterAndLaterOffsetsStay() throws {
        let json = Array(#"{"a": "\uD83D\uDE2D x", "b": 1, "c": "\\ud83d", "d": "\uD83D\uDE2D\ud83d\ude00"}"#.utf8)
        #expect(JSONSyntax.firstError(in: json) == nil)
        let ready = JSONSyntax.withSurrogatePairsAsYAMLEscapes(json)
        #expect(ready.count == json.count)
        // Everything after each string keeps its offset; an escaped backslash before `u` is not an escape.
        let text = String(decoding: ready, as: UTF8.self)
        #expect(text == #"{"a": "\U0001F62D x"  , "b": 1, "c": "\\ud83d", "d": "\U0001F62D\U0001F600"    }"#)
        var diagnostics = DiagnosticCollector()
        let root = try #require(YAMLLoader.parseJSON(json, path: "p.json", kind: .payloadFile, diagnostics: &diagnostics))
        #expect(diagnostics.isEmpty)
        #expect(root["a"]?.scalar?.text == "😭 x")
        #expect(root["b"]?.location.column == 30)
        #expect(root["c"]?.scalar?.text == #"\ud83d"#)
        #expect(root["d"]?.scalar?.text == "😭😀")
        // Without such an escape the bytes are returned as they are.
        let plain = Array(#"{"a": "\u00e9"}"#.utf8)
        #expect(JSONSyntax.withSurrogatePairsAsYAMLEscapes(plain) == plain)
    }

    @Test(arguments: [
        (#"{"a": "x \ud83d y"}"#, 10, #"'\ud83d' is the first half of a UTF-16 surrogate pair: '\uDC00' to '\uDFFF' must follow"#),
        (#"{"a": "\ud83d\u0041"}"#, 8, #"'\ud83d' is the first half of a UTF-16 surrogate pair: '\uDC00' to '\uDFFF' must follow"#),
        (#"{"a": "\ude2d"}"#, 8, #"'\ude2d' is the second half of a UTF-16 surrogate pair, with no first half before it"#),
    ])
    func aLoneHalfIsALocatedError(json: String, column: Int, message: String) {
        var diagnostics = DiagnosticCollector()
        #expect(YAMLLoader.parseJSON(Array(json.utf8), path: "p.json", kind: .payloadFile, diagnostics: &diagnostics) == nil)
        #expect(diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)" }
            == ["1:\(column) not JSON: \(message)"])
    }

    @Test func checkPayloadReadsItAndLocatesWhatFollows() throws {
        var diagnostics = DiagnosticCollector()
        let spec = """
            api: Posts
            models:
              Post: {id: int, body: string, score: int}
            endpoints:
              getPost: {method: GET, path: /posts/1, response: Post}
            """
        let api = try #require(SpecLoader.load(text: Array(spec.utf8), path: "posts.yaml", diagnostics: &diagnostics))
        PayloadChecker.check(json: Array(#"{"id": 1, "body": \#(Self.crying), "score": 1}"#.utf8), path: "p.json",
                             endpoint: "getPost", side: .response, in: api, diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        // A misfit after the escape is located where it is in the file.
        PayloadChecker.check(json: Array(#"{"id": 1, "body": \#(Self.crying), "score": "1"}"#.utf8), path: "p.json",
                             endpoint: "getPost", side: .response, in: api, diagnostics: &diagnostics)
        #expect(diagnostics.map { "\($0.location?.column ?? 0)" } == ["48"], "\(diagnostics)")
    }

    @Test func inferAndImportReadIt() throws {
        let directory = try TemporaryDirectory()
        try directory.write("post.json", #"{"id": 1, "body": \#(Self.crying)}"#)
        let infer = GeneratorToolTests.run(["infer", "post.json"], in: directory)
        #expect(infer.status == 0, "\(infer.err)")
        #expect(infer.out.contains("\n      body: string\n"), "\(infer.out)")

        try directory.write("api.json", #"""
            {"openapi": "3.0.3", "info": {"title": "Posts \ud83d\ude2d", "version": "1"},
             "paths": {"/posts/{id}": {"get": {"operationId": "getPost", "summary": "Gets a post \ud83d\ude00",
               "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "integer"}}],
               "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object",
                 "properties": {"body": {"type": "string"}}}}}}}}}}}
            """#)
        let imported = GeneratorToolTests.run(["import", "api.json", "--output", "specs"], in: directory)
        #expect(imported.status == 0, "\(imported.err)")
        let spec = try directory.list("specs").compactMap { directory.read("specs/" + $0) }.joined()
        #expect(spec.contains("Gets a post 😀"), "\(spec)")
    }
}
