import Mustache

// The typed render contexts handed to templates (docs/templates.md has one table per type below, checked by
// ContextSnapshotTests). Each is built from declarations by `FileContexts`/`TypeContexts` and only renders: every
// decision was made in the declaration builders.

/// A context value whose templates see a dictionary; lists of them carry `first` and `last` (`RenderContext.list`).
protocol ContextFields: MustacheRenderable {
    /// The dictionary templates see, without `first` and `last`.
    var fields: [String: MustacheValue] { get }
}

extension ContextFields {
    var mustacheValue: MustacheValue { .dictionary(fields) }
}

extension RenderContext {
    /// Context values as a Mustache list whose dictionaries also carry `first` and `last`.
    static func list(_ values: [some ContextFields]) -> MustacheValue {
        list(values.map(\.fields))
    }
}

/// The values every file's context has.
struct FileHeaderContext {
    var header: String
    var namespace: String
    var namespaceDoc: [String]
    /// `public `, `package ` or empty, with its trailing space.
    var access: String
    /// How to write each Swift, Foundation, Observation, Combine and runtime type name in this API's code.
    var types: [String: String]

    var fields: [String: MustacheValue] {
        [
            "header": .string(header),
            "namespace": .string(namespace),
            "namespaceDoc": RenderContext.doc(namespaceDoc),
            "access": .string(access),
            "types": .dictionary(types.mapValues(MustacheValue.string)),
        ]
    }
}

/// `models.swift`.
struct ModelsFileContext: ContextFields {
    var file: FileHeaderContext
    var baseURL: String?
    var authPlacement: String?
    var models: [TypeContext]
    /// The request types this file declares: none with one models file (the requests file declares them).
    var requests: [RequestContext]
    /// Which of the spec's models files this is (1-based; `model_files`), and how many there are.
    var part: Int
    var partCount: Int

    var fields: [String: MustacheValue] {
        var fields = file.fields
        fields["models"] = RenderContext.list(models)
        fields["requests"] = RenderContext.list(requests)
        fields["part"] = .string(String(part))
        fields["partCount"] = .string(String(partCount))
        fields["isFirstPart"] = .bool(part == 1)
        fields["baseURL"] = RenderContext.optional(baseURL)
        fields["hasNamespaceMembers"] = .bool(baseURL != nil || authPlacement != nil)
        fields["authPlacement"] = RenderContext.optional(authPlacement)
        return fields
    }
}

/// One type: a struct, an enum or a type alias.
struct TypeContext: ContextFields {
    enum Kind {
        case structure(StructContext)
        /// Cases, and how to write `String`.
        case enumeration([EnumCaseContext], stringType: String)
        /// The aliased type.
        case alias(String)
    }

    var name: String
    var doc: [String]
    var access: String
    var kind: Kind

    var fields: [String: MustacheValue] {
        var fields: [String: MustacheValue] = [
            "name": .string(name),
            "doc": RenderContext.doc(doc),
            "access": .string(access),
            // Every key any type template reads is set, so a lookup never falls through to an enclosing
            // type's context (Mustache searches the whole context stack).
            "isStruct": false, "isEnum": false, "isAlias": false,
            "nested": [], "properties": [], "hasProperties": false, "hasIndirect": false,
            "cases": [], "target": .null,
            "identifiable": false, "identityProperty": .null, "identityType": .null,
        ]
        switch kind {
        case .structure(let structure):
            fields["isStruct"] = true
            fields.merge(structure.fields) { $1 }
        case .enumeration(let cases, let stringType):
            fields["isEnum"] = true
            fields["stringType"] = .string(stringType)
            fields["cases"] = RenderContext.list(cases)
        case .alias(let target):
            fields["isAlias"] = true
            fields["target"] = .string(target)
        }
        return fields
    }
}

/// The struct-only values of a type.
struct StructContext {
    var nested: [TypeContext]
    var properties: [PropertyContext]
    var identifiable: Bool
    /// The property a computed `id` returns (`identified_by`), and its type.
    var identityProperty: String?
    var identityType: String?
    /// Whether the stored properties are `var` (`let` otherwise).
    var mutable: Bool

    var fields: [String: MustacheValue] {
        [
            "nested": RenderContext.list(nested),
            "mutable": .bool(mutable),
            "properties": RenderContext.list(properties),
            "hasProperties": .bool(!properties.isEmpty),
            "hasIndirect": .bool(properties.contains { $0.indirect }),
            "identifiable": .bool(identifiable),
            "identityProperty": RenderContext.optional(identityProperty),
            "identityType": RenderContext.optional(identityType),
        ]
    }
}

/// One stored property of a struct.
struct PropertyContext: ContextFields {
    var name: String
    var storage: String
    var indirect: Bool
    var type: String
    var doc: [String]
    var defaultValue: String?
    /// The wire key as a Swift string literal (`"message_id"`), the `WireKey` its coding calls use.
    var wireKey: String
    /// Whether the coding calls pass `wireKey` as a `StaticString` (the runtime's `at:` forms): when the key fits
    /// a small `String`; see ``TypeContexts/passesKeyAsStaticString(_:)``.
    var staticKey: Bool
    var decode: String
    /// The Swift expression a missing key decodes to (the spec's `default`), or `nil`.
    var decodeDefault: String?
    var decodeType: String
    var encode: String
    /// The runtime `ValueCoding` expression passed to the decode call as `coding:`, or `nil`.
    var coding: String?
    /// The one passed to the encode call, or `nil`.
    var encodeCoding: String?

    var fields: [String: MustacheValue] {
        [
            "name": .string(name),
            "storage": .string(storage),
            "indirect": .bool(indirect),
            "type": .string(type),
            "doc": RenderContext.doc(doc),
            "default": RenderContext.optional(defaultValue),
            "wireKey": .string(wireKey),
            "staticKey": .bool(staticKey),
            "keyLabel": .string(staticKey ? "at" : "forKey"),
            "decode": .string(decode),
            "decodeDefault": RenderContext.optional(decodeDefault),
            "decodeType": .string(decodeType),
            "encode": .string(encode),
            "coding": RenderContext.optional(coding),
            "encodeCoding": RenderContext.optional(encodeCoding),
        ]
    }
}

/// One case of a string enum.
struct EnumCaseContext: ContextFields {
    var name: String
    /// The wire value as a string literal.
    var raw: String

    var fields: [String: MustacheValue] { ["name": .string(name), "raw": .string(raw)] }
}

/// `requests.swift`.
struct RequestsFileContext: ContextFields {
    var file: FileHeaderContext
    var defaultAuth: String?
    var authPlacement: String?
    var envelope: String?
    var errorRules: [RuleContext]
    var dateRule: String
    var timeout: String?
    var commonFields: [CommonFieldContext]
    var headers: [ItemContext]
    var clientAccessor: String
    /// Every request type, for the client.
    var requests: [RequestContext]
    /// Whether this file declares the request types (one models file); with several they are in the models files.
    var declaresRequestTypes: Bool

    var fields: [String: MustacheValue] {
        var fields = file.fields
        fields["defaultAuth"] = RenderContext.optional(defaultAuth)
        fields["authPlacement"] = RenderContext.optional(authPlacement)
        fields["envelope"] = RenderContext.optional(envelope)
        fields["errorRules"] = RenderContext.list(errorRules)
        fields["hasErrorRules"] = .bool(!errorRules.isEmpty)
        fields["dateRule"] = .string(dateRule)
        fields["timeout"] = RenderContext.optional(timeout)
        fields["commonFields"] = RenderContext.list(commonFields)
        fields["hasCommonFields"] = .bool(!commonFields.isEmpty)
        fields["headers"] = RenderContext.list(headers)
        fields["hasHeaders"] = .bool(!headers.isEmpty)
        fields["clientAccessor"] = .string(clientAccessor)
        fields["requests"] = RenderContext.list(requests)
        fields["declaresRequestTypes"] = .bool(declaresRequestTypes)
        return fields
    }
}

/// One request type.
struct RequestContext: ContextFields {
    var name: String
    var doc: [String]
    var signature: String
    var responseType: String
    var nested: [TypeContext]
    var members: [MemberContext]
    var method: String
    var path: String
    var query: [ItemContext]
    /// Fixed header fields, and header fields whose values are parameters (the `headerParameters` property).
    var headers: [ItemContext]
    var headerParameters: [ItemContext]
    var body: String?
    var auth: String?
    /// The endpoint's own error rules; `nil` uses the API's.
    var errorRules: [RuleContext]?
    var responseBody: String?
    var deprecated: Bool
    /// `true`/`false` when the spec's `idempotent` differs from the method's; `nil` otherwise.
    var idempotent: String?
    /// Whether the client method returns `Void` (`response: none`).
    var returnsNothing: Bool
    /// Whether the client method is `@discardableResult` (a write returning a value).
    var discardableResult: Bool
    var methodName: String
    var operationName: String
    /// The method name without keyword escaping, the stem of the `…WithResponse` and `…Result` twins.
    var methodStem: String
    /// The declared error model when every rule names the same one.
    var errorBodyType: String?
    /// One `ErrorBody` enum case per model when the rules name several.
    var errorBodyCases: [ErrorBodyCaseContext]
    /// Whether the endpoint declares `If-None-Match` or `If-Modified-Since`.
    var conditional: Bool
    /// The endpoint's own `AuthPlacement` expression.
    var authPlacement: String?
    /// The endpoint's own idle timeout, total deadline (seconds) and named server expression.
    var timeout: String?
    var deadline: String?
    var server: String?
    /// The `PageRule` expression of a paginated endpoint, its item type and its client method's name.
    var pageRule: String?
    var itemType: String?
    var pagesMethodName: String?
    /// Whether the type is `Equatable` (a loading view model compares its requests).
    var equatable: Bool

    var fields: [String: MustacheValue] {
        [
            "name": .string(name),
            "doc": RenderContext.doc(doc),
            "hasDoc": .bool(!doc.isEmpty),
            "signature": .string(signature),
            "responseType": .string(responseType),
            "nested": RenderContext.list(nested),
            "members": RenderContext.list(members),
            // The same values under the name the shared `parameters` and `arguments` partials read.
            "parameters": RenderContext.list(members),
            "hasMembers": .bool(!members.isEmpty),
            "method": .string(method),
            "path": .string(path),
            "query": RenderContext.list(query),
            "hasQuery": .bool(!query.isEmpty),
            "headers": RenderContext.list(headers),
            "hasHeaders": .bool(!headers.isEmpty),
            "headerParameters": RenderContext.list(headerParameters),
            "hasHeaderParameters": .bool(!headerParameters.isEmpty),
            "body": RenderContext.optional(body),
            "auth": RenderContext.optional(auth),
            "errorRules": errorRules.map { RenderContext.list($0) } ?? .null,
            "hasOwnErrorRules": .bool(errorRules != nil),
            "responseBody": RenderContext.optional(responseBody),
            "deprecated": .bool(deprecated),
            "idempotent": RenderContext.optional(idempotent),
            "returnsNothing": .bool(returnsNothing),
            "discardableResult": .bool(discardableResult),
            "methodName": .string(methodName),
            "operationName": .string(operationName),
            "methodStem": .string(methodStem),
            "errorBodyType": RenderContext.optional(errorBodyType),
            "errorBodyCases": RenderContext.list(errorBodyCases),
            "hasErrorBodyCases": .bool(!errorBodyCases.isEmpty),
            "conditional": .bool(conditional),
            "authPlacement": RenderContext.optional(authPlacement),
            "timeout": RenderContext.optional(timeout),
            "deadline": RenderContext.optional(deadline),
            "server": RenderContext.optional(server),
            "pageRule": RenderContext.optional(pageRule),
            "itemType": RenderContext.optional(itemType),
            "pagesMethodName": RenderContext.optional(pagesMethodName),
            "equatable": .bool(equatable),
        ]
    }
}

/// One case of a request's `ErrorBody` enum: the case name and the model type.
struct ErrorBodyCaseContext: ContextFields {
    var name: String
    var type: String

    var fields: [String: MustacheValue] { ["name": .string(name), "type": .string(type)] }
}

/// A request member, or a parameter of a view model's `load(...)`.
struct MemberContext: ContextFields {
    var name: String
    var label: String
    var type: String
    var doc: [String]
    var defaultValue: String?

    var fields: [String: MustacheValue] {
        [
            "name": .string(name),
            "label": .string(label),
            "type": .string(type),
            "doc": RenderContext.doc(doc),
            "default": RenderContext.optional(defaultValue),
        ]
    }
}

/// A query item or header: a name literal and a value expression.
struct ItemContext: ContextFields {
    var key: String
    var value: String

    var fields: [String: MustacheValue] { ["key": .string(key), "value": .string(value)] }
}

/// An `ErrorRule(...)` expression.
struct RuleContext: ContextFields {
    var rule: String

    var fields: [String: MustacheValue] { ["rule": .string(rule)] }
}

/// A `CommonField(...)` expression.
struct CommonFieldContext: ContextFields {
    var field: String

    var fields: [String: MustacheValue] { ["field": .string(field)] }
}

/// `viewmodels.swift`.
struct ViewModelsFileContext: ContextFields {
    var file: FileHeaderContext
    var style: GeneratorOptions.ViewModelStyle
    var viewModels: [ViewModelContext]

    var fields: [String: MustacheValue] {
        var fields = file.fields
        fields["style"] = .string(style.rawValue)
        fields["viewModels"] = RenderContext.list(viewModels)
        fields["hasViewModels"] = .bool(!viewModels.isEmpty)
        return fields
    }
}

/// `viewmodelstub`: the team-owned file of one view model.
struct ViewModelStubContext: ContextFields {
    /// The first line: `CodeGenerator.stubMarker`, the view model's qualified name and its spec file.
    var header: String
    var namespace: String
    var name: String
    /// The generated file that declares the view model (`MessagesViewModels.swift`).
    var generatedFile: String
    /// The `@available` attribute the extension needs (the observation style's), else `nil`.
    var availability: String?
    /// The compilation condition the generated view models are declared under (`canImport(Combine)` for the
    /// combine style), which the extension needs too, else `nil`.
    var condition: String?
    /// The generated members, as `name` or `name(label:)`.
    var members: [String]
    /// The `state` property an example in the file reads: `isLoading`, or `isRunning` for an action.
    var stateCheck: String

    var fields: [String: MustacheValue] {
        [
            "header": .string(header),
            "namespace": .string(namespace),
            "name": .string(name),
            "generatedFile": .string(generatedFile),
            "availability": RenderContext.optional(availability),
            "condition": RenderContext.optional(condition),
            "members": .array(members.map(MustacheValue.string)),
            "stateCheck": .string(stateCheck),
        ]
    }
}

/// One view model.
struct ViewModelContext: ContextFields {
    /// The template the view model's template extends.
    var kind: String
    var name: String
    var requestName: String
    var valueType: String
    /// The type of its `state`: `LoadState<Value>`, or `ActionState<Value>` for an action.
    var stateType: String
    var doc: [String]
    var parameters: [MemberContext]
    /// The item type of a paginated view model.
    var itemType: String?
    /// Whether the request is conditional: a `viewmodel` then loads with `LatestLoad.run(conditional:...)`, which
    /// reads a `304` as "the value shown is current".
    var conditional = false
    /// The request's optional conditional header members, which the load's identity clears.
    var conditionalMembers: [String] = []

    var fields: [String: MustacheValue] {
        [
            "conditional": .bool(conditional),
            "conditionalMembers": .array(conditionalMembers.map { .string($0) }),
            "hasConditionalMembers": .bool(!conditionalMembers.isEmpty),
            "kind": .string(kind),
            "name": .string(name),
            "requestName": .string(requestName),
            "valueType": .string(valueType),
            "stateType": .string(stateType),
            "doc": RenderContext.doc(doc),
            "hasDoc": .bool(!doc.isEmpty),
            "parameters": RenderContext.list(parameters),
            "hasParameters": .bool(!parameters.isEmpty),
            "itemType": RenderContext.optional(itemType),
        ]
    }
}

/// `mocks.swift` (docs/mocks.md).
struct MocksFileContext: ContextFields {
    var file: FileHeaderContext
    var style: GeneratorOptions.ViewModelStyle
    var samples: [SampleContext]
    var routes: [RouteContext]
    var previews: [PreviewContext]
    /// Whether the file declares the API's `mock()`: only when the request types its routes name are generated.
    var hasMockServer: Bool

    var fields: [String: MustacheValue] {
        var fields = file.fields
        fields["style"] = .string(style.rawValue)
        fields["hasMockServer"] = .bool(hasMockServer)
        fields["samples"] = RenderContext.list(samples)
        fields["routes"] = RenderContext.list(routes)
        fields["previews"] = RenderContext.list(previews)
        fields["hasPreviews"] = .bool(!previews.isEmpty)
        return fields
    }
}

/// The `static var sample` of one model or request type.
struct SampleContext: ContextFields {
    var type: String
    var value: String
    var arguments: [String]
    /// The spec's example as a JSON string literal, for a struct decoded with `Self(arguments)` as the fallback.
    var example: String? = nil
    /// The API's date rule (`.iso8601`), which `example` is decoded with.
    var dateRule: String = ""
    var isExample = false

    var fields: [String: MustacheValue] {
        [
            "type": .string(type),
            "value": .string(value),
            "example": RenderContext.optional(example),
            "dateRule": .string(dateRule),
            "isExample": .bool(isExample),
            "arguments": RenderContext.list(arguments.map { ["argument": MustacheValue.string($0)] }),
            "hasArguments": .bool(!arguments.isEmpty),
        ]
    }
}

/// One route of the API's mock server.
struct RouteContext: ContextFields {
    var request: String
    var path: String
    var sample: String?
    /// `[status: "<json>"]`, the spec's error examples; `nil` when there are none.
    var errorExamples: String? = nil
    /// For a paginated endpoint: the page its mock answers a later page with; `nil` otherwise.
    var lastPage: String? = nil
    /// The page query parameter (a string literal) whose presence asks for ``lastPage``.
    var pageParameter: String? = nil

    var fields: [String: MustacheValue] {
        [
            "request": .string(request), "path": .string(path), "sample": RenderContext.optional(sample),
            "errorExamples": RenderContext.optional(errorExamples), "lastPage": RenderContext.optional(lastPage),
            "pageParameter": RenderContext.optional(pageParameter),
        ]
    }
}

/// One view model's `preview(_:)`.
struct PreviewContext: ContextFields {
    var name: String
    var loaded: String
    var empty: String?

    var fields: [String: MustacheValue] {
        ["name": .string(name), "loaded": .string(loaded), "empty": RenderContext.optional(empty)]
    }
}
