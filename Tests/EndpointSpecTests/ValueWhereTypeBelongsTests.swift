import EndpointSpec
import Testing

/// Review 41: `true` or `false` where a type belongs always got the hint for a model's `mutable: true` written in
/// the short form, also as a query parameter (an endpoint's `auth: false` indented under `query:`), a header, a
/// body field or a property of another name. The hint now fits the key, in each position a type is read.
@Suite("true or false where a type belongs")
struct BooleanWhereTypeBelongsTests {
    @Test("The message names what read the value as a type", arguments: [
        // The review's input: `auth: false` indented one level too far, under the endpoint's query.
        ("  a:\n    method: GET\n    path: /a\n    query:\n      limit: int?\n      auth: false\n", 8, 13,
         "unknown type 'false' for query parameter 'auth': 'false' is a value, and a type belongs here (string, int, "
            + "bool, a model, ...); if the key belongs to the mapping above, it is indented too far"),
        ("  a:\n    method: GET\n    path: /a/{id}\n    path_params:\n      id: int\n      deprecated: true\n", 8, 19,
         "unknown type 'true' for path parameter 'deprecated': 'true' is a value, and a type belongs here (string, "
            + "int, bool, a model, ...); if the key belongs to the mapping above, it is indented too far"),
        // In a flow mapping no key is indented by its line, and a long form's `type:` is no misplaced key (review
        // 42: both were told the key was indented too far).
        ("  a:\n    method: POST\n    path: /a\n    body: {name: string, idempotent: true}\n", 6, 38,
         "unknown type 'true' for property 'idempotent': 'true' is a value, and a type belongs here (string, int, "
            + "bool, a model, ...)"),
        ("  a:\n    method: GET\n    path: /a\n    headers: {X-On: {param: on, type: true}}\n", 6, 39,
         "unknown type 'true' for header 'X-On': 'true' is a value, and a type belongs here (string, int, bool, a "
            + "model, ...)"),
        // A block body field, and a form field, keep the indentation clause.
        ("  a:\n    method: POST\n    path: /a\n    body:\n      name: string\n      idempotent: true\n", 8, 19,
         "unknown type 'true' for property 'idempotent': 'true' is a value, and a type belongs here (string, int, "
            + "bool, a model, ...); if the key belongs to the mapping above, it is indented too far"),
        ("  a:\n    method: POST\n    path: /a\n    body:\n      encoding: form\n      fields:\n        name: string\n"
            + "        auth: false\n", 10, 15,
         "unknown type 'false' for form field 'auth': 'false' is a value, and a type belongs here (string, int, "
            + "bool, a model, ...); if the key belongs to the mapping above, it is indented too far"),
    ])
    func inEndpoints(endpoints: String, line: Int, column: Int, message: String) {
        let found = loadSpec("api: Demo\nendpoints:\n" + endpoints).diagnostics.filter { $0.id == .unknownType }
        #expect(found.map(\.message) == [message])
        #expect(found.first?.location?.line == line && found.first?.location?.column == column,
                "\(String(describing: found.first?.location))")
    }

    @Test func inModels() {
        // A modifier written as a property of its own.
        #expect(loadSpec(spec(models: "  User:\n    nickname: string\n    nullable: true\n")).diagnostics.map(\.message) == [
            "unknown type 'true' for property 'nullable'; 'nullable: true' goes beside the type in the long form of "
                + "the property it qualifies, as in 'nickname: {type: string, nullable: true}'",
        ])
        // Another property: in a flow mapping, whose keys no line indents, without the indentation clause (review 42).
        #expect(loadSpec(spec(models: "  User: {name: string, active: false}\n")).diagnostics.map(\.message) == [
            "unknown type 'false' for property 'active': 'false' is a value, and a type belongs here (string, int, "
                + "bool, a model, ...)",
        ])
        #expect(loadSpec(spec(models: "  User:\n    name: string\n    active: false\n")).diagnostics.map(\.message) == [
            "unknown type 'false' for property 'active': 'false' is a value, and a type belongs here (string, int, "
                + "bool, a model, ...); if the key belongs to the mapping above, it is indented too far",
        ])
        // `mutable` keeps its hint, in a model's short form and in an inline object's.
        let mutableHint = "unknown type 'true'; a model's 'mutable: true' needs the long form, beside 'properties:' "
            + "(spec format §3, \"Mutability\")"
        #expect(loadSpec(spec(models: "  User: {mutable: true, name: string}\n")).diagnostics.map(\.message) == [mutableHint])
        #expect(loadSpec(spec(models: "  User:\n    address:\n      mutable: true\n      city: string\n"))
            .diagnostics.map(\.message) == [mutableHint])
    }
}

/// Review 42: the hints for `true` or `false` where a type belongs told things that were not so: the 'needs the long
/// form' hint for a model in the long form whose `mutable:` is indented under `properties:`; the indentation clause
/// for a response, a request body, an array's element, a long form's `type:`, an alias's entries; the modifier hint
/// for `nullable: {type: true}`, which wrote no `nullable: true`; and nothing for `True`, `FALSE` (which every
/// Boolean key reads as Booleans).
@Suite("true or false where a type belongs: hints only where they hold")
struct BooleanWhereTypeBelongsPlacesTests {
    static let value = "'true' is a value, and a type belongs here (string, int, bool, a model, ...)"
    static let indented = "; if the key belongs to the mapping above, it is indented too far"

    @Test func aLongFormModelsMutableUnderItsProperties() {
        #expect(loadSpec(spec(models: "  User:\n    properties:\n      mutable: true\n      name: string\n"))
            .diagnostics.map(\.message) == [
                "unknown type 'true' for property 'mutable'; a model's 'mutable: true' goes beside 'properties:', not "
                    + "under it (spec format §3, \"Mutability\")",
            ])
        // An inline object of a long-form model: the same.
        #expect(loadSpec(spec(models: "  User:\n    properties:\n      address:\n        mutable: true\n"))
            .diagnostics.map(\.message) == [
                "unknown type 'true' for property 'mutable'; a model's 'mutable: true' goes beside 'properties:', not "
                    + "under it (spec format §3, \"Mutability\")",
            ])
        // An endpoint's inline body is no model: no hint about one.
        #expect(loadSpec("api: Demo\nendpoints:\n  a:\n    method: POST\n    path: /a\n    body:\n      mutable: true\n")
            .diagnostics.map(\.message) == ["unknown type 'true' for property 'mutable': " + Self.value + Self.indented])
    }

    @Test("No indentation clause where no key can be misindented", arguments: [
        ("    response: true\n", "unknown type 'true' for the response: " + value),
        ("    body: true\n", "unknown type 'true' for the request body: " + value),
        ("    query:\n      tags: [true]\n", "unknown type 'true' for query parameter 'tags': " + value),
        ("    query:\n      limit: {type: true}\n", "unknown type 'true' for query parameter 'limit': " + value),
    ])
    func noClause(keys: String, message: String) {
        let text = "api: Demo\nendpoints:\n  a:\n    method: POST\n    path: /a\n" + keys
        #expect(loadSpec(text).diagnostics.filter { $0.id == .unknownType }.map(\.message) == [message])
    }

    @Test func anAliasedMappingIsNoIndentation() {
        // The entries of `query: *common` sit where the anchor is: neither the clause nor the endpoint-key note.
        let found = loadSpec("""
            api: Demo
            x-common: &common
              auth: false
            endpoints:
              a:
                method: GET
                path: /a
                query: *common
            """).diagnostics.filter { $0.id == .unknownType }
        #expect(found.map(\.description) == [
            "bad.yaml:3:9: error: unknown type 'false' for query parameter 'auth': 'false' is a value, and a type "
                + "belongs here (string, int, bool, a model, ...)",
        ])
    }

    @Test func aModifierHintOnlyForTheModifierWrittenAsAProperty() {
        #expect(loadSpec(spec(models: "  User:\n    nullable: {type: true}\n")).diagnostics.map(\.message) == [
            "unknown type 'true' for property 'nullable': " + Self.value,
        ])
    }

    @Test("Every spelling of a Boolean", arguments: ["True", "TRUE", "False", "FALSE"])
    func everySpelling(word: String) {
        #expect(loadSpec(spec(models: "  User:\n    nickname: string\n    nullable: \(word)\n")).diagnostics.map(\.message) == [
            "unknown type '\(word)' for property 'nullable'; 'nullable: \(word)' goes beside the type in the long form "
                + "of the property it qualifies, as in 'nickname: {type: string, nullable: \(word)}'",
        ])
        #expect(loadSpec(spec(models: "  User: {mutable: \(word), name: string}\n")).diagnostics.map(\.message) == [
            "unknown type '\(word)'; a model's 'mutable: \(word)' needs the long form, beside 'properties:' "
                + "(spec format §3, \"Mutability\")",
        ])
    }
}

/// Review 41: `Category: {enum: food}` (values not in a list) said only `unknown type 'food'`: a mapping is an enum
/// when its `enum` holds a list, so this one is an object whose property `enum` has the type `food`.
@Suite("An enum's values written without a list")
struct EnumValuesWithoutAListTests {
    @Test func aLoneValueIsNamedAsOne() {
        #expect(loadSpec(spec(models: "  Category: {enum: food}\n")).diagnostics.map(\.message) == [
            "unknown type 'food' for property 'enum'; an enum's values are a list, even a single one: {enum: [food]}",
        ])
        // Inline, as a property's type.
        #expect(loadSpec(spec(models: "  Item: {kind: {enum: big}}\n")).diagnostics.map(\.message) == [
            "unknown type 'big' for property 'enum'; an enum's values are a list, even a single one: {enum: [big]}",
        ])
        // A near miss of a type keeps its suggestion, and a real type is a property named `enum` (spec format §2).
        #expect(loadSpec(spec(models: "  Item: {enum: strng}\n")).diagnostics.map(\.message) == [
            "unknown type 'strng'; did you mean 'string'?",
        ])
        #expect(loadSpec(spec(models: "  Item: {enum: string, properties: string}\n")).diagnostics.map(\.message) == [])
    }
}
