import EndpointNaming
import EndpointSpec

/// Turns a validated `APIDefinition` into the declarations of its generated Swift, making every naming and
/// typing decision, and reports what cannot be generated (name clashes between models and generated types).
struct APIDeclarationBuilder {
    let api: APIDefinition
    let options: GeneratorOptions

    /// Members of the runtime's `Endpoint` protocol; a parameter with one of these names would clash with
    /// it, so it gets a `Value` suffix (`body` → `bodyValue`).
    static let endpointRequirementNames: Set<String> = [
        "method", "path", "query", "headers", "body", "responseBody", "auth", "envelope", "errorRules",
        "commonFields", "dateRule", "timeout",
    ]

    /// Generated type names inside every namespace.
    static let protocolName = "Request"
    static let clientName = "Client"

    func build() -> (APIDeclarations, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let endpoints = api.endpoints.filter(isSelected)

        // 1. Hoist inline response and body shapes into models of their own.
        var models = api.models
        var hoisted: [String: (response: PropertyType?, body: ObjectDefinition?)] = [:]
        for endpoint in endpoints {
            var entry: (response: PropertyType?, body: ObjectDefinition?) = (nil, nil)
            if case .json(let type) = endpoint.response {
                entry.response = hoist(type, name: endpoint.typeStem + "Response", location: endpoint.location, into: &models)
            }
            if case .json(let type)? = endpoint.body?.content, case .object(let object) = type.type, !type.isSwiftOptional {
                let name = endpoint.typeStem + "Body"
                models.append(ModelDefinition(name: name, description: nil, shape: .object(object), location: endpoint.location))
                entry.body = object
            }
            hoisted[endpoint.name] = entry
        }

        // 2. Check that top-level names are distinct and know every declared name, for qualification.
        var topLevel: [String: SourceLocation] = [Self.protocolName: api.location, Self.clientName: api.location]
        func claim(_ name: String, at location: SourceLocation, what: String) {
            if let first = topLevel[name] {
                diagnostics.append(.error(
                    "\(what) '\(name)' clashes with another generated type of the same name in namespace '\(api.name)'",
                    at: location, notes: [.init("the other '\(name)' comes from here", at: first)]))
            } else {
                topLevel[name] = location
            }
        }
        for model in models {
            claim(model.name, at: model.location, what: "type")
        }
        for endpoint in endpoints {
            claim(endpoint.typeStem + "Request", at: endpoint.location, what: "request type")
            if let viewModel = endpoint.viewModel { claim(viewModel + "ViewModel", at: endpoint.location, what: "view model") }
        }
        var nestedNames: Set<String> = []
        for model in models { collectNestedNames(model, into: &nestedNames) }
        let namer = TypeNamer(
            declaredNames: Set(topLevel.keys).union(nestedNames).union([api.name]),
            ambiguousModelNames: Set(models.map(\.name)).intersection(nestedNames.union([api.name])),
            namespace: api.name,
            usedModelNamespaces: api.usedModels.mapValues(\.namespace))
        // `Common.User` written inside this namespace would find a type of ours named `Common` first.
        for namespace in Set(api.usedModels.values.map(\.namespace)).sorted() where namer.declaredNames.contains(namespace) {
            diagnostics.append(.error(
                "a type generated for this spec is named '\(namespace)', which hides the namespace of the spec it uses; "
                    + "rename that model or property", at: topLevel[namespace] ?? api.location))
        }
        var enumModels: [String: EnumDefinition] = [:]
        for model in api.usedModels.values.map(\.model) + models {
            if case .enumeration(let definition) = model.shape { enumModels[model.name] = definition }
        }
        let modelBuilder = ModelDeclarationBuilder(
            namer: namer, indirectProperties: RecursionDetector(models: models).indirectProperties(),
            enumModels: enumModels)

        // 3. Requests and view models.
        var requests: [RequestDeclaration] = []
        var viewModels: [ViewModelDeclaration] = []
        for endpoint in endpoints {
            let entry = hoisted[endpoint.name] ?? (nil, nil)
            var requestBuilder = RequestDeclarationBuilder(
                api: api, endpoint: endpoint, namer: namer, modelBuilder: modelBuilder,
                hoistedResponse: entry.response, inlineBody: entry.body)
            let request = requestBuilder.build()
            diagnostics.append(contentsOf: requestBuilder.diagnostics)
            requests.append(request)
            if let viewModel = endpoint.viewModel {
                viewModels.append(ViewModelDeclaration(
                    name: viewModel + "ViewModel", requestName: request.name, valueType: request.responseType,
                    doc: SwiftLiteral.docLines(endpoint.summary), parameters: request.members))
            }
        }

        let declarations = APIDeclarations(
            namespace: api.name,
            namer: namer,
            doc: SwiftLiteral.docLines(api.description),
            models: models.map(modelBuilder.declaration),
            requests: requests,
            viewModels: viewModels,
            envelope: api.envelope.map(Self.envelopeExpression),
            errorRules: api.errors.map { Self.errorRuleExpression($0, namer: namer) },
            defaultAuth: api.auth == nil ? ".none" : ".required",
            dateRule: Self.dateRuleExpression(api.dates),
            timeout: api.timeout.map { "\($0)" },
            commonFields: api.commonFields.map(Self.commonFieldExpression),
            headers: api.headers.compactMap(Self.literalHeader),
            baseURL: api.baseURL.map(SwiftLiteral.string),
            authPlacement: api.auth.map(Self.authPlacementExpression),
            clientAccessor: SwiftKeywords.escaped(SwiftName.lowerCamel(api.name)))
        return (declarations, diagnostics)
    }

    private func isSelected(_ endpoint: EndpointDefinition) -> Bool {
        (options.includeEndpoints.isEmpty || options.includeEndpoints.contains(endpoint.name))
            && !options.excludeEndpoints.contains(endpoint.name)
    }

    /// Replaces an inline object or enum at the top of `type` (or as its array element) by a model named `name`.
    private func hoist(_ type: PropertyType, name: String, location: SourceLocation, into models: inout [ModelDefinition]) -> PropertyType {
        var result = type
        switch type.type {
        case .object(let object):
            models.append(ModelDefinition(name: name, description: nil, shape: .object(object), location: location))
            result.type = .model(name)
        case .enumeration(let definition):
            models.append(ModelDefinition(name: name, description: nil, shape: .enumeration(definition), location: location))
            result.type = .model(name)
        case .array(let element):
            result.type = .array(hoist(element, name: name, location: location, into: &models))
        case .dictionary(let element):
            result.type = .dictionary(hoist(element, name: name, location: location, into: &models))
        case .primitive, .model:
            break
        }
        return result
    }

    private func collectNestedNames(_ model: ModelDefinition, into names: inout Set<String>) {
        if case .object(let object) = model.shape { collectNestedNames(object, owner: model.name, into: &names) }
    }

    private func collectNestedNames(_ object: ObjectDefinition, owner: String, into names: inout Set<String>) {
        let nested = ModelDeclarationBuilder.nestedTypeNames(for: object, owner: owner)
        for (index, name) in nested {
            names.insert(name)
            if let inner = Self.innerObject(object.properties[index].type.type) {
                collectNestedNames(inner, owner: name, into: &names)
            }
        }
    }

    static func innerObject(_ type: TypeReference) -> ObjectDefinition? {
        switch type {
        case .object(let object): object
        case .array(let element), .dictionary(let element): innerObject(element.type)
        default: nil
        }
    }

    // MARK: Expressions for API-wide settings

    static func envelopeExpression(_ envelope: EnvelopeDefinition) -> String {
        var arguments = ["payload: \(SwiftLiteral.string(envelope.payloadKey))"]
        if let key = envelope.successKey { arguments.append("success: \(SwiftLiteral.string(key))") }
        if let key = envelope.codeKey { arguments.append("code: \(SwiftLiteral.string(key))") }
        if let key = envelope.messageKey { arguments.append("message: \(SwiftLiteral.string(key))") }
        if !envelope.successCodes.isEmpty {
            let codes = envelope.successCodes.map { envelope.codeType == .int ? $0 : SwiftLiteral.string($0) }
            arguments.append("successCodes: [\(codes.joined(separator: ", "))]")
        }
        if envelope.appliesToErrors { arguments.append("onErrors: true") }
        return "EnvelopeRule(\(arguments.joined(separator: ", ")))"
    }

    static func errorRuleExpression(_ rule: ErrorRuleDefinition, namer: TypeNamer) -> String {
        let match = switch rule.match {
        case .status(let status): ".status(\(status))"
        case .statusClass(let digit): ".statusClass(\(digit))"
        case .default: ".default"
        }
        // Qualified: the API's rules are declared in an extension of its request protocol, outside the namespace.
        return "\(namer.builtin("ErrorRule"))(\(match), \(namer.qualifiedModel(rule.model)).self)"
    }

    static func dateRuleExpression(_ rule: EndpointSpec.DateRuleDefinition) -> String {
        switch rule {
        case .iso8601: ".iso8601"
        case .secondsSince1970: ".secondsSince1970"
        case .millisecondsSince1970: ".millisecondsSince1970"
        case .format(let pattern): ".format(\(SwiftLiteral.string(pattern)))"
        }
    }

    static func authPlacementExpression(_ scheme: AuthScheme) -> String {
        switch scheme {
        case .header(let name): ".header(\(SwiftLiteral.string(name)))"
        case .bearer(let name): ".bearer(\(SwiftLiteral.string(name)))"
        }
    }

    static func commonFieldExpression(_ field: EndpointSpec.CommonFieldDefinition) -> String {
        let source: String = switch field.source {
        case .literal(let literal): ".literal(\(SwiftLiteral.string(literal.text)))"
        case .provider("app_version"): ".appVersion"
        case .provider("build_number"): ".buildNumber"
        case .provider("language"): ".language"
        case .provider("region"): ".region"
        case .provider("platform"): ".platform"
        case .provider("unix_time"): ".unixTime"
        case .provider(let key): ".custom(\(SwiftLiteral.string(key)))"
        }
        let ifMissing = switch field.ifMissing {
        case .fail: ""
        case .empty: ", ifMissing: .sendEmpty"
        case .omit: ", ifMissing: .omit"
        }
        return "CommonField(\(SwiftLiteral.string(field.wireName)), from: \(source)\(ifMissing))"
    }

    static func literalHeader(_ header: HeaderDefinition) -> RequestDeclaration.Item? {
        guard case .literal(let literal) = header.value else { return nil }
        return RequestDeclaration.Item(nameLiteral: SwiftLiteral.string(header.name), value: SwiftLiteral.string(literal.text))
    }
}
