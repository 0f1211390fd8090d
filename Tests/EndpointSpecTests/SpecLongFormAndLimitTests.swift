import Testing

/// Mistakes that used to pass `lint` and fail later: near-miss long-form keys, values Swift cannot hold,
/// nesting the generator cannot render, and a model that would hide its own namespace.
@Suite("Long-form typos and limits")
struct SpecLongFormAndLimitTests {
    @Test func nearMissLongFormKeysAreUnknownKeysWithASuggestion() {
        #expect(diagnostics(spec(models: """
              A:
                nick: {type: string, nulable: true}
                bio: {type: string, descripton: The bio.}
            """)) == [
            "bad.yaml:4:26: error: unknown key 'nulable' in the long form of property 'nick'; did you mean 'nullable'?",
            "bad.yaml:5:25: error: unknown key 'descripton' in the long form of property 'bio'; did you mean 'description'?",
        ])
    }

    @Test func anInlineObjectWithATypePropertyIsStillAnObject() {
        let result = loadSpec(spec(models: """
              A:
                owner: {type: string, login: string}
            """))
        #expect(result.diagnostics.isEmpty)
        #expect(result.api != nil)
    }

    /// Review: `Product: {description: string, properties: string, price: int}` was read as a long-form model and
    /// failed with "expected a mapping for model 'Product', found a scalar". A long form's `properties` holds a
    /// mapping and its `enum` a list; a type there is a property of that name, in a model and an inline object.
    @Test func propertiesNamedPropertiesOrEnumHoldingATypeBelongToTheShortForm() throws {
        let result = loadSpec(spec(models: """
              Product:
                description: string
                properties: string
                price: int
              Tagged: {enum: string, properties: [string]}
              Holder:
                inner: {properties: string, description: string?}
            """))
        #expect(result.diagnostics.map(\.description) == [])
        let api = try #require(result.api)
        func wireNames(_ name: String) -> [String] {
            guard case .object(let object)? = api.model(named: name)?.shape else { return [] }
            return object.properties.map(\.wireName)
        }
        #expect(wireNames("Product") == ["description", "properties", "price"])
        #expect(wireNames("Tagged") == ["enum", "properties"])
        guard case .object(let holder)? = api.model(named: "Holder")?.shape,
              case .object(let inner)? = holder.properties.first?.type.type
        else {
            Issue.record("Holder.inner should be an inline object")
            return
        }
        #expect(inner.properties.map(\.wireName) == ["properties", "description"])
    }

    @Test func theLongFormsStayLongAndTheirTyposAreStillCaught() {
        #expect(diagnostics(spec(models: """
              A:
                properties: {id: int}
                descripton: An A.
              B: {enum: [x, y], descripton: A B.}
            """)) == [
            "bad.yaml:5:5: error: unknown key 'descripton' in model 'A'; did you mean 'description'?",
            "bad.yaml:6:21: error: unknown key 'descripton' in model 'B'; did you mean 'description'?",
        ])
    }

    @Test func floatDefaultsMustFitFloat() {
        #expect(diagnostics(spec(models: """
              A:
                ratio: {type: float, default: 3.4e39}
                fine: {type: float, default: 3.4e38}
            """)) == [
            "bad.yaml:4:35: error: default '3.4e39' is out of range for float (magnitudes up to about 3.4e38)",
        ])
    }

    @Test func inlineObjectsNestedTooDeeplyAreALocatedError() {
        var yaml = "api: Deep\nmodels:\n  M:\n"
        for level in 0..<30 {
            yaml += String(repeating: "  ", count: level + 2) + "k\(level):\n"
        }
        yaml += String(repeating: "  ", count: 32) + "leaf: int\n"
        yaml += "endpoints:\n  g:\n    method: GET\n    path: /m\n    response: M\n"
        #expect(diagnostics(yaml) == [
            "bad.yaml:28:53: error: inline objects nest more than 24 levels deep here; declare the inner ones as named models",
        ])
    }

    /// Review 15: the limit at its edge. The model's own properties are the first of the 24 levels, so 23 inline
    /// objects inside a model are allowed and a 24th is the error (docs/spec-format.md, "Limits").
    @Test(arguments: [(23, true), (24, false)])
    func theInlineObjectLimitCountsTheModelsOwnProperties(inlineObjects: Int, isAllowed: Bool) {
        var yaml = "api: Deep\nmodels:\n  M:\n"
        for level in 0..<inlineObjects {
            yaml += String(repeating: "  ", count: level + 2) + "k\(level):\n"
        }
        yaml += String(repeating: "  ", count: inlineObjects + 2) + "leaf: int\n"
        yaml += "endpoints:\n  g:\n    method: GET\n    path: /m\n    response: M\n"
        let found = diagnostics(yaml)
        #expect(isAllowed ? found.isEmpty : found.count == 1 && found[0].contains("nest more than 24 levels"), "\(found)")
    }

    @Test func aModelNamedLikeItsAPIIsRefused() {
        #expect(diagnostics("""
            api: Shop
            models:
              Shop: {id: int}
            endpoints:
              g:
                method: GET
                path: /s
                response: Shop
            """) == [
            "bad.yaml:3:3: error: model 'Shop' has the name of its api, so 'api.Model' would mean the model's member "
                + "inside generated code; rename the model or the api",
        ])
    }

    @Test func defaultsOnTypesThatTakeNoneSayWhichTypesDo() {
        #expect(diagnostics(spec(models: """
              A:
                when: {type: date, default: "2024-01-01"}
            """)) == [
            "bad.yaml:4:33: error: default '2024-01-01' cannot be given here: defaults are supported for strings, "
                + "numbers, booleans and enums",
        ])
    }

    @Test func anAPINameWithoutAnUpperCamelCaseFormGetsNoFalseSuggestion() {
        #expect(diagnostics("api: 123\nendpoints:\n  ping: {method: GET, path: /ping}\n") == [
            "bad.yaml:1:6: error: api '123' must be an UpperCamelCase Swift identifier",
        ])
    }

    @Test func aDateFormatWithAnUnclosedQuoteIsRefused() {
        #expect(diagnostics("api: D\ndates: \"yyyy-MM-dd'T\"\nendpoints:\n  ping: {method: GET, path: /ping}\n") == [
            "bad.yaml:2:8: error: dates must be iso8601, iso8601_milliseconds, seconds, milliseconds, or a date "
                + "format such as yyyy-MM-dd HH:mm:ss; found 'yyyy-MM-dd'T'",
        ])
    }
}

/// Issue 14, item 7: arrays and dictionaries nest at most 8 levels deep in one type expression.
@Suite("Collection nesting limit")
struct SpecCollectionDepthTests {
    static let message = "error: arrays and dictionaries nest more than 8 levels deep in this type expression; "
        + "declare a model for an inner level"

    static func nested(_ depth: Int, _ leaf: String = "int") -> String {
        String(repeating: "[", count: depth) + leaf + String(repeating: "]", count: depth)
    }

    @Test("Eight levels load; nine are refused in text, YAML sequences, and both mixed")
    func limitInEveryForm() {
        #expect(diagnostics(spec(models: "  A: {m: \"\(Self.nested(8))\", d: \"\(Self.nested(7, "[string: int]"))\"}")) == [])
        #expect(diagnostics(spec(models: """
              A:
                text: "\(Self.nested(9))"
                yaml: \(Self.nested(9))
                mixed: [[[["\(Self.nested(5))"]]]]
                dictionaries: "\(Self.nested(8, "[string: int]"))"
                yamlDictionaries: [[[[[[[[[string: int]]]]]]]]]
            """)) == [
            "bad.yaml:4:11: \(Self.message)",
            "bad.yaml:5:19: \(Self.message)",
            "bad.yaml:6:16: \(Self.message)",
            "bad.yaml:7:19: \(Self.message)",
            "bad.yaml:8:31: \(Self.message)",
        ])
    }

    @Test("An inline object starts counting again; the limit holds for aliases, responses and bodies")
    func limitInEveryPosition() {
        #expect(diagnostics(spec(models: "  A: [[[[[[[[{inner: \"\(Self.nested(8))\"}]]]]]]]]")) == [])
        #expect(diagnostics(spec(models: "  Deep: \"\(Self.nested(9))\"", endpoints: """
              a: {method: GET, path: /a, response: "\(Self.nested(9))"}
              b: {method: POST, path: /b, body: {list: "\(Self.nested(9))"}}
            """)) == [
            "bad.yaml:3:9: \(Self.message)",
            "bad.yaml:5:40: \(Self.message)",
            "bad.yaml:6:44: \(Self.message)",
        ])
    }

    @Test("A hostile expression 100,000 levels deep is refused, not a stack overflow")
    func hostileDepth() {
        #expect(diagnostics(spec(models: "  A: {m: \"\(Self.nested(100_000))\"}")) == ["bad.yaml:3:10: \(Self.message)"])
    }
}
