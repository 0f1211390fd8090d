import Testing

/// Issue 14: what real backends send, compiled and run through the hostile-input harness.
enum SpecSemanticsSpecs {
    /// Item 3: a missing key with a default decodes to the default; `null` stays apart where the spec says so.
    static let defaults = HostileSpec(file: "semantics_defaults.yaml", yaml: """
        api: SemanticsDefaults
        models:
          Theme: {enum: [light, dark]}
          Settings:
            theme: {enum: [light, dark], default: dark}
            page_size: {type: int, default: 20}
            shared_theme: {type: Theme, default: light}
            nickname: {type: string, nullable: true, default: anon}
            limit: {type: int?, default: 5}
            ratio: {type: double, default: 0.5}
            beta: {type: bool, default: false}
            note: {type: string, tristate: true, default: hi}
            child: Child?
          Child:
            parent: Settings?
            level: {type: int32, default: 3}
        endpoints:
          getSettings: {method: GET, path: /settings, response: Settings}
        """, checks: [
            .roundTrip("defaults.empty", "SemanticsDefaults.Settings", "{}", expected: """
                {"theme":"dark","page_size":20,"shared_theme":"light","nickname":"anon","limit":5,"ratio":0.5,"beta":false}
                """),
            .roundTrip("defaults.nulls", "SemanticsDefaults.Settings", #"{"nickname":null,"limit":null,"note":null}"#,
                       expected: """
                {"theme":"dark","page_size":20,"shared_theme":"light","nickname":null,"ratio":0.5,"beta":false,"note":null}
                """),
            .roundTrip("defaults.values", "SemanticsDefaults.Settings", """
                {"theme":"light","page_size":7,"shared_theme":"dark","nickname":"n","limit":1,"ratio":2.25,"beta":true,"note":"x","child":{"level":9,"parent":{}}}
                """, expected: """
                {"theme":"light","page_size":7,"shared_theme":"dark","nickname":"n","limit":1,"ratio":2.25,"beta":true,"note":"x","child":{"level":9,"parent":{"theme":"dark","page_size":20,"shared_theme":"light","nickname":"anon","limit":5,"ratio":0.5,"beta":false}}}
                """),
            .decodingFails("defaults.null.required", "SemanticsDefaults.Settings", #"{"page_size":null}"#),
            .probe("defaults.swift", """
                let settings = try JSONDecoder().decode(SemanticsDefaults.Settings.self, from: input)
                return "\\(settings.theme) \\(settings.pageSize) \\(settings.limit ?? -1) \\(settings.note)"
                """, input: "{}", expected: "dark 20 5 absent"),
        ])

    /// Item 5: `decimal` is `Decimal`, read and written exactly; defaults are built without binary rounding.
    static let money = HostileSpec(file: "semantics_money.yaml", yaml: """
        api: SemanticsMoney
        models:
          Price:
            amount: decimal
            fee: {type: decimal, default: 0.10}
            tax: {type: decimal, default: -1.5e-3}
            discount: decimal?
        endpoints:
          quote: {method: GET, path: /quote, query: {amount: decimal, ratio: double}, response: Price}
        """, checks: [
            .roundTrip("money.exact", "SemanticsMoney.Price", #"{"amount":12345678901234567890.123456789,"fee":0.1,"tax":1}"#),
            .roundTrip("money.defaults", "SemanticsMoney.Price", #"{"amount":320800.57}"#,
                       expected: #"{"amount":320800.57,"fee":0.1,"tax":-0.0015}"#),
            .probe("money.text", """
                let price = try JSONDecoder().decode(SemanticsMoney.Price.self, from: input)
                return "\\(price.amount) \\(price.fee) \\(price.tax)"
                """, input: #"{"amount":0.1}"#, expected: "0.1 0.1 -0.0015"),
            .probe("money.query", """
                let request = SemanticsMoney.QuoteRequest(amount: Decimal(sign: .plus, exponent: -2, significand: 1999), ratio: 1e-7)
                return request.query.encoded(with: .iso8601)
                """, expected: "amount=19.99&ratio=0.0000001"),
        ])

    static let all = [defaults, money]
}

@Suite("What real backends send (issue 14)")
struct SpecSemanticsTests {
    let build: HostileBuild

    init() async {
        build = await HostileBuild.shared.value
    }

    @Test("Item 3: missing keys with a default decode to it; null and absent stay apart")
    func defaultsWhenDecoding() {
        let spec = SpecSemanticsSpecs.defaults
        let models = build.file("SemanticsDefaultsModels.swift", of: spec)
        build.expectLines([
            #"self.theme = try container.contains(at: "theme") ? container.decode(Theme.self, at: "theme") : .dark"#,
            #"self.pageSize = try container.contains(at: "page_size") ? container.decode(Int.self, at: "page_size") : 20"#,
        ], in: models)
        build.expectCompilesAndPasses(spec)
    }

    @Test("Item 5: decimal is Decimal, exact on the wire and in defaults; doubles in queries have no exponent")
    func money() {
        let spec = SpecSemanticsSpecs.money
        let models = build.file("SemanticsMoneyModels.swift", of: spec)
        build.expectLines([
            "public let amount: Decimal",
            "fee: Decimal = Decimal(sign: .plus, exponent: -2, significand: 10),",
            "tax: Decimal = Decimal(sign: .minus, exponent: -4, significand: 15),",
        ], in: models)
        build.expectCompilesAndPasses(spec)
    }
}
