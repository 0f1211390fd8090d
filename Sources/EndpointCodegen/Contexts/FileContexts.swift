import Mustache

/// The contexts of the three files of one spec (documented in docs/templates.md).
struct FileContexts {
    let declarations: APIDeclarations
    let namer: TypeNamer
    let options: GeneratorOptions
    /// The header's first line names the tool and the spec file; the output writer recognises its files by it.
    let header: String

    private var access: String {
        options.accessLevel == .internal ? "" : options.accessLevel.rawValue + " "
    }

    private var common: [String: MustacheValue] {
        [
            "header": .string(header),
            "namespace": .string(declarations.namespace),
            "namespaceDoc": RenderContext.doc(declarations.doc),
            "access": .string(access),
            "types": .dictionary(namer.templateTypes.mapValues(MustacheValue.string)),
        ]
    }

    func models() -> MustacheValue {
        let types = TypeContexts(access: access, namer: namer)
        var context = common
        context["models"] = RenderContext.list(declarations.models.map(types.type))
        context["baseURL"] = RenderContext.optional(declarations.baseURL)
        context["hasNamespaceMembers"] = .bool(declarations.baseURL != nil || declarations.authPlacement != nil)
        context["authPlacement"] = RenderContext.optional(declarations.authPlacement)
        return .dictionary(context)
    }

    func requests() -> MustacheValue {
        let types = TypeContexts(access: access, namer: namer)
        var context = common
        context["defaultAuth"] = RenderContext.optional(declarations.defaultAuth?.swiftExpression)
        context["authPlacement"] = RenderContext.optional(declarations.authPlacement)
        context["envelope"] = RenderContext.optional(declarations.envelope)
        context["errorRules"] = RenderContext.list(declarations.errorRules.map { ["rule": .string($0)] })
        context["hasErrorRules"] = .bool(!declarations.errorRules.isEmpty)
        context["dateRule"] = .string(declarations.dateRule)
        context["timeout"] = RenderContext.optional(declarations.timeout)
        context["commonFields"] = RenderContext.list(declarations.commonFields.map { ["field": .string($0)] })
        context["hasCommonFields"] = .bool(!declarations.commonFields.isEmpty)
        context["headers"] = items(declarations.headers)
        context["hasHeaders"] = .bool(!declarations.headers.isEmpty)
        context["clientAccessor"] = .string(declarations.clientAccessor)
        context["requests"] = RenderContext.list(declarations.requests.map { request in
            [
                "name": .string(request.name),
                "doc": RenderContext.doc(request.doc),
                "hasDoc": .bool(!request.doc.isEmpty),
                "signature": .string(request.signature),
                "responseType": .string(request.responseType.code),
                "nested": RenderContext.list(request.nested.map(types.type)),
                "members": members(request.members),
                "hasMembers": .bool(!request.members.isEmpty),
                "method": .string(request.method.swiftExpression),
                "path": .string(request.pathLiteral),
                "query": items(request.query),
                "hasQuery": .bool(!request.query.isEmpty),
                "headers": items(request.headers),
                "hasHeaders": .bool(!request.headers.isEmpty),
                "body": RenderContext.optional(request.body),
                "auth": RenderContext.optional(request.auth?.swiftExpression),
                "errorRules": request.errorRules.map { rules in RenderContext.list(rules.map { ["rule": .string($0)] }) } ?? .null,
                "hasOwnErrorRules": .bool(request.errorRules != nil),
                "responseBody": RenderContext.optional(request.responseBody),
                "deprecated": .bool(request.isDeprecated),
                "methodName": .string(request.methodName),
                "operationName": .string(SwiftLiteral.string(request.endpointName)),
            ]
        })
        return .dictionary(context)
    }

    func viewModels() -> MustacheValue {
        var context = common
        context["style"] = .string(options.viewModelStyle.rawValue)
        context[options.viewModelStyle.rawValue] = true
        context["viewModels"] = RenderContext.list(declarations.viewModels.map { viewModel in
            [
                "kind": .string("viewmodel"),
                "name": .string(viewModel.name),
                "requestName": .string(viewModel.requestName),
                "valueType": .string(viewModel.valueType.code),
                "doc": RenderContext.doc(viewModel.doc),
                "hasDoc": .bool(!viewModel.doc.isEmpty),
                "parameters": members(viewModel.parameters),
                "hasParameters": .bool(!viewModel.parameters.isEmpty),
            ]
        })
        context["hasViewModels"] = .bool(!declarations.viewModels.isEmpty)
        return .dictionary(context)
    }

    private func members(_ members: [RequestDeclaration.Member]) -> MustacheValue {
        RenderContext.list(members.map {
            [
                "name": .string($0.name),
                "label": .string($0.bareName),
                "type": .string($0.type.code),
                "doc": RenderContext.doc($0.doc),
                "default": RenderContext.optional($0.defaultValue),
            ]
        })
    }

    private func items(_ items: [RequestDeclaration.Item]) -> MustacheValue {
        RenderContext.list(items.map { ["key": .string($0.nameLiteral), "value": .string($0.value)] })
    }
}
