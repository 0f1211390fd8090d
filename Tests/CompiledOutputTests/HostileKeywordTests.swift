import Testing

/// Issue 14, item 6: every Swift keyword as a name in every position compiles with warnings as errors. Argument
/// labels at call sites are bare (a backticked `private:` draws "keyword 'private' does not need to be escaped in
/// argument list"), except `inout`, which must keep its backticks.
enum HostileKeywordSpecs {
    /// Every word of `SwiftKeywords.reserved`, written here so the test states its input.
    static let keywords = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type", "Protocol",
    ]

    /// `{k1: type, k2: type, ...}` over every keyword, keys quoted for YAML.
    static func mapping(_ type: String, _ words: [String] = keywords) -> String {
        "{" + words.map { "\"\($0)\": \(type)" }.joined(separator: ", ") + "}"
    }

    static let pathWords = keywords.filter { $0 != "self" && $0 != "Self" }

    static let spec = HostileSpec(file: "keyword_positions.yaml", yaml: """
        api: KeywordPositions
        models:
          Keywords: {properties: \(mapping("int"))}
          KeywordCase: {enum: [\(keywords.map { "\"\($0)\"" }.joined(separator: ", "))]}
        endpoints:
          queryKeywords: {method: GET, path: /q, query: \(mapping("int?")), response: none, view_model: QueryKeywords}
          pathKeywords:
            method: GET
            path: "/p/\(pathWords.map { "{\($0)}" }.joined(separator: "/"))"
            path_params: \(mapping("int", pathWords))
            response: none
            view_model: PathKeywords
          headerKeywords:
            method: GET
            path: /h
            headers: {\(keywords.enumerated().map { "\"X-\($0)-\($1)\": {param: \"\($1)\", type: string?}" }.joined(separator: ", "))}
            response: none
            view_model: HeaderKeywords
          jsonKeywords: {method: POST, path: /j, body: {properties: \(mapping("int?"))}, response: none}
          formKeywords: {method: POST, path: /f, body: {encoding: form, fields: \(mapping("int?"))}, response: none}
          multipartKeywords: {method: POST, path: /m, body: {encoding: multipart, fields: \(mapping("string?"))}, response: none}
          inout: {method: GET, path: /inout, query: {inout: int, private: int}, response: KeywordCase, view_model: Inout}
          private: {method: PATCH, path: /repo, body: {private: bool, default: string?}, response: none}
        """, checks: [
            .roundTrip("keywords.model", "KeywordPositions.Keywords",
                       "{" + keywords.enumerated().map { "\"\($1)\":\($0)" }.joined(separator: ",") + "}"),
            .roundTrip("keywords.enum", "[KeywordPositions.KeywordCase]",
                       "[" + keywords.map { "\"\($0)\"" }.joined(separator: ",") + "]"),
            .probe("keywords.labels", """
                let body = KeywordPositions.PrivateRequest(private: true, default: "main")
                let query = KeywordPositions.InoutRequest(`inout`: 1, private: 2).query.encoded(with: .iso8601)
                guard case .json = body.body else { return "not JSON" }
                return query
                """, expected: "inout=1&private=2"),
            .probe("keywords.cases", """
                let cases: [KeywordPositions.KeywordCase] = [.private, .default, .inout, .class, .in, .var]
                return cases.map(\\.rawValue).joined(separator: " ")
                """, expected: "private default inout class in var"),
        ])

    static let all = [spec]
}

@Suite("Keywords as names (issue 14, item 6)")
struct HostileKeywordTests {
    let build: HostileBuild

    init() async {
        build = await HostileBuild.shared.value
    }

    @Test("Every keyword as a model property, enum case, parameter, field and label compiles without warnings")
    func everyKeywordInEveryPosition() {
        let spec = HostileKeywordSpecs.spec
        let requests = build.file("KeywordPositionsRequests.swift", of: spec)
        build.expectLines([
            "public var body: EndpointRuntime.RequestBody { .json(PrivateBody(private: `private`, default: `default`)) }",
            "try await self.client.send(InoutRequest(`inout`: `inout`, private: `private`))",
        ], in: requests)
        // No call site backticks a label other than `inout` (declarations such as `func \`private\`(` do).
        #expect(!requests.contains("Request(`private`:") && !requests.contains("Body(`private`:"))
        let viewModels = build.file("KeywordPositionsViewModels.swift", of: spec)
        #expect(viewModels.contains("await self.send(InoutRequest(`inout`: `inout`, private: `private`))"))
        build.expectCompilesAndPasses(spec)
    }
}
