import Testing

/// Issue 6, kind 8: YAML scalars keep their text where a string is meant; merge keys and anchors follow the
/// documented precedence; an alias bomb is refused.
enum HostileScalarSpecs {
    /// The issue's scalars plus `y`, `n`, `~`, `null`, `0x1F` and `.inf` as enum values, and a merge of a list.
    static let scalars = HostileSpec(file: "hostile_scalars.yaml", yaml: """
api: HostileScalars
models:
  Answer: {enum: [no, yes, on, off, NO, y, n, ~, null, "", 1.10, 010, 1e3, 0x1F, .inf]}
  Address:
    country: {type: string, default: NO}
    version: {type: string, default: 1.10}
    quoted: {type: string, default: '1.10'}
    zip: {type: string, default: 010}
    code: {type: string, default: 1e3}
    empty: {type: string, default: ""}
    off: {type: bool, default: false}
endpoints:
  list:
    method: GET
    path: /a
    query: &paging
      page: int?
      per_page: {type: int, default: 30}
    response: "[Answer]"
  search:
    method: GET
    path: /b
    query:
      <<: *paging
      on: bool?
      per_page: {type: int, default: 50}
    response: none
  find:
    method: GET
    path: /c
    query:
      <<: [{page: string?, sort: string?}, *paging]
      off: string?
    response: none
""", checks: [
            .probe("scalars.answers", """
                HostileScalars.Answer.allCases.map(\\.rawValue).joined(separator: "|")
                """, expected: "no|yes|on|off|NO|y|n|~|null||1.10|010|1e3|0x1F|.inf"),
            .probe("scalars.defaults", """
                let a = HostileScalars.Address()
                return [a.country, a.version, a.quoted, a.zip, a.code, "[\\(a.empty)]", "\\(a.off)"].joined(separator: " ")
                """, expected: "NO 1.10 1.10 010 1e3 [] false"),
            .probe("scalars.query", """
                let search = HostileScalars.SearchRequest(page: 2, on: false)
                let find = HostileScalars.FindRequest(page: "p", off: "no")
                return search.query.encoded(with: .iso8601) + " " + find.query.encoded(with: .iso8601)
                """, expected: "page=2&on=false&per_page=50 page=p&per_page=30&off=no"),
            .roundTrip("scalars.answer.json", "[HostileScalars.Answer]", #"["no","NO","on","","1.10","010","~"]"#),
        ])

    static let all = [scalars]
}

@Suite("Hostile YAML scalars (issue 6, kind 8)")
struct HostileScalarTests {
    let build: HostileBuild

    init() async {
        build = await HostileBuild.shared.value
    }

    @Test("Kind 8: no, yes, on, off, NO, 1.10, 010, 1e3 and a quoted empty string stay strings")
    func scalarsWhereAStringIsMeantKeepTheirText() {
        let spec = HostileScalarSpecs.scalars
        let models = build.file("HostileScalarsModels.swift", of: spec)
        build.expectLines([
            #"case .no: "no""#, #"case .yes: "yes""#, #"case .on: "on""#, #"case .off: "off""#,
            #"case .no2: "NO""#, #"case .value8: "~""#, #"case .null: "null""#,
            #"case .empty: """#, #"case ._110: "1.10""#, #"case ._010: "010""#,
            #"case ._1e3: "1e3""#, #"case ._0x1F: "0x1F""#, #"case .inf: ".inf""#,
            #"country: String = "NO","#, #"version: String = "1.10","#, #"quoted: String = "1.10","#,
            #"zip: String = "010","#, #"code: String = "1e3","#, #"empty: String = "","#, "off: Bool = false",
        ], in: models)
        build.expectCompilesAndPasses(spec)
    }

    @Test("Kind 8: keys written next to a merge win, and among merged mappings the earlier one wins")
    func mergeKeysFollowTheDocumentedPrecedence() {
        let spec = HostileScalarSpecs.scalars
        let requests = build.file("HostileScalarsRequests.swift", of: spec)
        build.expectLines([
            "public nonisolated struct SearchRequest: Request {", "public var page: Int?", "public var on: Bool?",
            "perPage: Int = 50",
            "public nonisolated struct FindRequest: Request {", "public var page: String?", "public var sort: String?",
            "public var perPage: Int", "public var off: String?", "perPage: Int = 30,",
        ], in: requests)
        build.expectCompilesAndPasses(spec)
    }

    @Test("Kind 8: 1.10 and '1.10' are the same string, so listing both is a duplicate")
    func plainAndQuotedDecimalAreTheSameString() {
        let diagnostics = HostileBuild.diagnostics("hostile_duplicate.yaml", """
            api: HostileDuplicate
            models:
              Version: {enum: [1.10, '1.10']}
            \(HostileNameSpecs.end)
            """)
        #expect(diagnostics == ["hostile_duplicate.yaml:3:26: error: duplicate enum value '1.10'\nhostile_duplicate.yaml:3:20: note: first listed here"])
    }

    @Test("Kind 8: a null scalar where a string default is meant is an error, a quoted one is the string")
    func nullScalarIsNotAString() {
        let diagnostics = HostileBuild.diagnostics("hostile_null.yaml", """
            api: HostileNull
            models:
              Thing: {tilde: {type: string, default: ~}, quoted: {type: string, default: "~"}}
            \(HostileNameSpecs.end)
            """)
        #expect(diagnostics == ["hostile_null.yaml:3:42: error: default '~' does not fit its type; expected a string"])
    }

    @Test("Kind 8: alias bombs (the issue's exponential expansion and a wide one) are refused with an error")
    func aliasBombsAreRefused() {
        var laughs = "api: Bomb\nx0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            let refs = Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ")
            laughs += "x\(level): &a\(level) [\(refs)]\n"
        }
        var wide = "api: Wide\nbase: &b {" + (0..<1000).map { "k\($0): v" }.joined(separator: ", ") + "}\nlist: ["
        wide += Array(repeating: "*b", count: 2000).joined(separator: ", ") + "]\n"
        for (file, yaml) in [("hostile_bomb.yaml", laughs), ("hostile_wide.yaml", wide)] {
            let diagnostics = HostileBuild.diagnostics(file, yaml)
            let errors = diagnostics.filter { $0.contains(": error: ") }
            #expect(errors.count == 1, "\(file): \(diagnostics)")
            #expect(errors.first.map { $0.hasPrefix(file + ":") && $0.contains("would expand the document beyond 1000000 nodes") } == true, "\(file): \(diagnostics)")
        }
    }
}
