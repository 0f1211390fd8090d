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
        "method", "path", "query", "headers", "headerParameters", "body", "responseBody", "auth", "envelope",
        "errorRules", "commonFields", "dateRule", "timeout", "deadline", "server", "isConditional", "authPlacement",
        "isIdempotent", "operationName", "errorBody",
    ]

    /// Generated type names inside every namespace.
    static let protocolName = "Request"
    static let clientName = "Client"

    /// Inline response and body shapes of the selected endpoints, hoisted into models of their own.
    struct HoistedShapes {
        /// The spec's models followed by the hoisted ones.
        var models: [ModelDefinition]
        /// Per endpoint name: the response type with its inline shape replaced by the hoisted model, and the
        /// inline object of its JSON body.
        var byEndpoint: [String: (response: PropertyType?, body: ObjectDefinition?)] = [:]
    }

    /// The declarations of the API's selected endpoints and its models.
    /// - Parameter diagnostics: Receives name clashes between models and generated types (errors) and renamed
    ///   parameters (warnings).
    /// - Returns: The declarations, or `nil` when a generated name clashes.
    func build(diagnostics: inout DiagnosticCollector) -> APIDeclarations? {
        var endpoints = api.endpoints.filter(isSelected)
        var problems = DiagnosticCollector()
        defer { diagnostics.append(contentsOf: problems) }
        let shapes = hoistInlineShapes(of: &endpoints)
        let namer = makeNamer(models: shapes.models, endpoints: endpoints, diagnostics: &problems)
        let modelBuilder = makeModelBuilder(models: shapes.models, endpoints: endpoints, shapes: shapes, namer: namer)
        let refusedIdentities = checkIdentities(shapes.models, modelBuilder: modelBuilder, diagnostics: &problems)
        let (requests, viewModels) = buildRequests(
            endpoints, shapes: shapes, namer: namer, modelBuilder: modelBuilder, refusedIdentities: refusedIdentities,
            diagnostics: &problems)
        checkClientMethodNames(endpoints, requests: requests, diagnostics: &problems)
        guard !problems.hasErrors else { return nil }
        let mocks = MockDeclarationBuilder(
            namer: namer, samples: SampleBuilder(
                models: shapes.models, namer: namer, modelBuilder: modelBuilder, dateRule: Self.dateRuleExpression(api.dates, namer: namer))
        ).build(
            models: shapes.models, endpoints: endpoints.map { ($0, shapes.byEndpoint[$0.name]?.response) },
            requests: requests, viewModels: viewModels)
        return APIDeclarations(
            namespace: api.name,
            namer: namer,
            doc: SwiftLiteral.docLines(api.description),
            models: shapes.models.map(modelBuilder.declaration),
            requests: requests,
            viewModels: viewModels,
            envelope: api.envelope.map { Self.envelopeExpression($0, namer: namer) },
            errorRules: api.errors.map { Self.errorRuleExpression($0, namer: namer) },
            defaultAuth: api.auth == nil ? nil : .required,
            dateRule: Self.dateRuleExpression(api.dates, namer: namer),
            timeout: api.timeout.map(Self.secondsExpression),
            commonFields: api.commonFields.map { Self.commonFieldExpression($0, namer: namer) },
            headers: api.headers.compactMap(Self.literalHeader),
            baseURL: api.baseURL.map(SwiftExpression.string),
            authPlacement: api.auth.map(Self.authPlacementExpression),
            clientAccessor: SwiftKeywords.escaped(SwiftName.lowerCamel(api.name)),
            mocks: mocks)
    }

    /// Step 1: inline response and body shapes become models of their own (`GetUserResponse`, `CreateUserBody`), and
    /// so does an inline shape inside an alias model (`Ops: [{op: string}]` → `OpsItem`). A JSON body whose inline
    /// shape sits inside another type (`[{op: string}]`, an optional object, an enum) is rewritten to refer to its
    /// hoisted model.
    private func hoistInlineShapes(of endpoints: inout [EndpointDefinition]) -> HoistedShapes {
        var shapes = HoistedShapes(models: [])
        // An alias has no type to nest an inline shape in (`Ops: [{op: string}]`, `Tags: [{enum: [a, b]}]`): the
        // shape becomes the model `<Alias>Item`, declared after the alias.
        for model in api.models {
            guard case .alias(let type) = model.shape else {
                shapes.models.append(model)
                continue
            }
            var items: [ModelDefinition] = []
            var alias = model
            alias.shape = .alias(hoist(type, name: model.name + "Item", location: model.location, into: &items))
            shapes.models.append(alias)
            shapes.models += items
        }
        for index in endpoints.indices {
            let endpoint = endpoints[index]
            var entry: (response: PropertyType?, body: ObjectDefinition?) = (nil, nil)
            if case .json(let type) = endpoint.response {
                entry.response = hoist(
                    type, name: endpoint.typeStem + "Response", location: endpoint.location, into: &shapes.models)
                // An inline response object is the hoisted model itself: the response example is an example of it.
                if case .object = type.type, let hoisted = shapes.models.lastIndex(where: { $0.name == endpoint.typeStem + "Response" }) {
                    shapes.models[hoisted].example = endpoint.responseExample
                }
            }
            if case .json(let type)? = endpoint.body?.content, case .object(let object) = type.type, !type.isSwiftOptional {
                let name = endpoint.typeStem + "Body"
                shapes.models.append(ModelDefinition(
                    name: name, description: nil, shape: .object(object), location: endpoint.location,
                    example: endpoint.bodyExample))
                entry.body = object
            } else if case .json(let type)? = endpoint.body?.content {
                endpoints[index].body?.content = .json(
                    hoist(type, name: endpoint.typeStem + "Body", location: endpoint.location, into: &shapes.models))
            }
            shapes.byEndpoint[endpoint.name] = entry
        }
        return shapes
    }

    /// Step 2: checks that top-level names are distinct, and knows every declared name, for qualification.
    private func makeNamer(
        models: [ModelDefinition], endpoints: [EndpointDefinition], diagnostics: inout DiagnosticCollector
    ) -> TypeNamer {
        var topLevel: [String: SourceLocation] = [Self.protocolName: api.location, Self.clientName: api.location]
        func claim(_ name: String, at location: SourceLocation, what: String) {
            if let first = topLevel[name] {
                diagnostics.error(
                    .generatedNameClash,
                    "\(what) '\(name)' clashes with another generated type of the same name in namespace '\(api.name)'",
                    at: location, notes: [.init("the other '\(name)' comes from here", at: first)])
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
            diagnostics.error(
                .usedNamespaceHidden,
                "a type generated for this spec is named '\(namespace)', which hides the namespace of the spec it uses; "
                    + "rename that model or property", at: topLevel[namespace] ?? api.location)
        }
        return namer
    }

    /// The client namespace's methods (`<api>.Client`) must have distinct names: each endpoint gives its method, the
    /// `…WithResponse` and `…Result` twins and, when it pages, `…Pages`, so an endpoint named `getResult` beside one
    /// named `get` would declare a second `getResult` that differs only in its return type, and every call of it
    /// would be ambiguous. Names are compared without their parameters: optional parameters default to `nil`, so
    /// two methods of one name are often callable with the same arguments.
    /// - Parameter requests: The request declarations of `endpoints`, in the same order.
    private func checkClientMethodNames(
        _ endpoints: [EndpointDefinition], requests: [RequestDeclaration], diagnostics: inout DiagnosticCollector
    ) {
        var claimed: [String: (endpoint: EndpointDefinition, what: String)] = [:]
        for (endpoint, request) in zip(endpoints, requests) {
            var methods = [(request.methodStem, "client method")]
            if !request.isConditional { methods.append((request.methodStem + "WithResponse", "client method with the response")) }
            methods.append((request.methodStem + "Result", "never-throwing client method"))
            if let pages = request.pagination?.methodName { methods.append((pages, "page sequence method")) }
            for (name, what) in methods {
                guard let first = claimed[name] else {
                    claimed[name] = (endpoint, what)
                    continue
                }
                diagnostics.error(
                    .generatedNameClash,
                    "the \(what) '\(name)' of endpoint '\(endpoint.name)' has the name of the \(first.what) of endpoint "
                        + "'\(first.endpoint.name)' in '\(api.name).Client': rename one of the endpoints",
                    at: endpoint.location, notes: [.init("endpoint '\(first.endpoint.name)' is declared here", at: first.endpoint.location)])
            }
        }
    }

    /// An `identified_by` must name a property of a `Hashable` type: `Identifiable` asks for one, and a model whose
    /// identity is not `Hashable` would silently get no identity (spec format §3, "Identity"). Whether a model is
    /// `Hashable` is known only here, with the models of the specs this one uses.
    /// - Returns: The models whose identity was refused, so a paginated view model of them adds no error of its own.
    private func checkIdentities(
        _ models: [ModelDefinition], modelBuilder: ModelDeclarationBuilder, diagnostics: inout DiagnosticCollector
    ) -> Set<String> {
        var refused: Set<String> = []
        for model in models {
            guard case .object(let object) = model.shape, let key = object.identityKey,
                  let property = object.properties.first(where: { $0.wireName == key }),
                  !ModelDeclarationBuilder.isHashable(property.type.type, hashableModels: modelBuilder.hashableModels)
            else { continue }
            diagnostics.error(
                .invalidIdentity,
                "identified_by '\(key)' of model '\(model.name)' names a property whose type is not Hashable, so it "
                    + "cannot be an identity: use a scalar, an enum, or a model with an identity of its own",
                at: property.location)
            refused.insert(model.name)
        }
        return refused
    }

    /// The builder of model declarations: knows which properties close a cycle, which models are enums and which
    /// are mutable. Every endpoint's body counts for mutability, generated or not, so that leaving an endpoint out
    /// (the config's `include`, `exclude`) does not change the models' API; `endpoints` (the generated ones,
    /// after hoisting) add their hoisted `<Stem>Body` models.
    private func makeModelBuilder(
        models: [ModelDefinition], endpoints: [EndpointDefinition], shapes: HoistedShapes, namer: TypeNamer
    ) -> ModelDeclarationBuilder {
        var enumModels: [String: EnumDefinition] = [:]
        let allModels = api.usedModels.values.map(\.model) + models
        for model in allModels {
            if case .enumeration(let definition) = model.shape { enumModels[model.name] = definition }
        }
        var sentTypes = (api.endpoints + endpoints).flatMap(ModelMutability.sentTypes(of:))
        for endpoint in endpoints where shapes.byEndpoint[endpoint.name]?.body != nil {
            sentTypes.append(.model(endpoint.typeStem + "Body"))
        }
        return ModelDeclarationBuilder(
            namer: namer, indirectProperties: RecursionDetector(models: models).indirectProperties(),
            enumModels: enumModels, lenientByDefault: api.lenient,
            hashableModels: ModelDeclarationBuilder.hashableModels(allModels),
            mutableModels: ModelMutability.mutableModels(models, sentTypes: sentTypes, all: options.mutableModels))
    }

    /// Step 3: one request per endpoint, and a view model for each endpoint that asks for one.
    /// A paginated view model of items whose `identified_by` was refused (`refusedIdentities`) adds no error: that
    /// error is the one to fix.
    private func buildRequests(
        _ endpoints: [EndpointDefinition], shapes: HoistedShapes, namer: TypeNamer,
        modelBuilder: ModelDeclarationBuilder, refusedIdentities: Set<String>, diagnostics: inout DiagnosticCollector
    ) -> (requests: [RequestDeclaration], viewModels: [ViewModelDeclaration]) {
        var requests: [RequestDeclaration] = []
        var viewModels: [ViewModelDeclaration] = []
        for endpoint in endpoints {
            let entry = shapes.byEndpoint[endpoint.name] ?? (nil, nil)
            var requestBuilder = RequestDeclarationBuilder(
                api: api, endpoint: endpoint, namer: namer, modelBuilder: modelBuilder,
                hoistedResponse: entry.response, inlineBody: entry.body)
            var request = requestBuilder.build(diagnostics: &diagnostics)
            if let pagination = endpoint.pagination {
                var response = entry.response
                if response == nil, case .json(let type) = endpoint.response { response = type }
                request.pagination = PaginationDeclarationBuilder(
                    endpoint: endpoint, pagination: pagination, request: request, response: response,
                    models: modelsByName(shapes), modelBuilder: modelBuilder
                ).build(diagnostics: &diagnostics)
            }
            requests.append(request)
            if let viewModel = endpoint.viewModel {
                var declaration = ViewModelDeclaration(
                    name: viewModel + "ViewModel", requestType: .named(request.name), valueType: request.responseType,
                    doc: SwiftLiteral.docLines(endpoint.summary), parameters: request.members, kind: .load,
                    isConditional: request.isConditional, conditionalMembers: request.conditionalMembers)
                if let pagination = request.pagination, let location = endpoint.pagination?.location {
                    guard pagination.identifiable else {
                        if let model = pagination.itemModel, refusedIdentities.contains(model) { continue }
                        if case .optional = pagination.itemType {
                            // `[Item?]`: Item may have an id, but a null item has none (review 29).
                            diagnostics.append(.error(.invalidPagination,
                                "the paginated view model of endpoint '\(endpoint.name)' de-duplicates items by id, but "
                                    + "its items are optional (\(pagination.itemType.code)) and a null item has none: "
                                    + "declare the list's items without '?'",
                                at: location))
                            continue
                        }
                        diagnostics.append(.error(.invalidPagination,
                            "the paginated view model of endpoint '\(endpoint.name)' de-duplicates items by id, but "
                                + "\(pagination.itemType.code) has none: give it a required 'id' property or 'identified_by', "
                                + "of a Hashable type (a scalar, an enum, or a model with an identity of its own)",
                            at: location))
                        continue
                    }
                    declaration.kind = .paged(itemType: pagination.itemType)
                    declaration.valueType = .array(pagination.itemType)
                    // The view model pages itself: `load(...)` starts from the first page, so it does not offer the
                    // page parameter unless the request needs a value for it.
                    declaration.parameters.removeAll { $0.name == pagination.pageMember && $0.defaultValue != nil }
                } else if endpoint.method.changesData {
                    declaration.kind = .action
                }
                if declaration.kind != .action { requests[requests.count - 1].isEquatable = true }
                viewModels.append(declaration)
            }
        }
        return (requests, viewModels)
    }

    /// Every model a reference in this spec can name: its own, the hoisted ones and those it uses.
    private func modelsByName(_ shapes: HoistedShapes) -> [String: ModelDefinition] {
        var models: [String: ModelDefinition] = [:]
        for model in api.usedModels.values.map(\.model) + shapes.models { models[model.name] = model }
        return models
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

    static func envelopeExpression(_ envelope: EnvelopeDefinition, namer: TypeNamer) -> SwiftExpression {
        var arguments: [SwiftExpression.Argument] = [.init("payload", .string(envelope.payloadKey))]
        if let key = envelope.successKey { arguments.append(.init("success", .string(key))) }
        if let key = envelope.codeKey { arguments.append(.init("code", .string(key))) }
        if let key = envelope.messageKey { arguments.append(.init("message", .string(key))) }
        if !envelope.successCodes.isEmpty {
            // Integer codes were checked to be integers by the spec decoder.
            let codes = envelope.successCodes.map { envelope.codeType == .int ? SwiftExpression.literal($0) : .string($0) }
            arguments.append(.init("successCodes", .array(codes)))
        }
        if envelope.appliesToErrors { arguments.append(.init("onErrors", .literal("true"))) }
        return .call(.identifier(namer.builtin("EnvelopeRule")), arguments)
    }

    static func errorRuleExpression(_ rule: ErrorRuleDefinition, namer: TypeNamer) -> SwiftExpression {
        let match: SwiftExpression = switch rule.match {
        case .status(let status): .dot("status", .init(nil, .literal("\(status)")))
        case .statusClass(let digit): .dot("statusClass", .init(nil, .literal("\(digit)")))
        case .default: .dot("default")
        }
        // Qualified: the API's rules are declared in an extension of its request protocol, outside the namespace.
        return .initializer(.named(namer.builtin("ErrorRule")), [
            .init(nil, match), .init(nil, .type(.named(namer.qualifiedModel(rule.model))).member("self")),
        ])
    }

    static func dateRuleExpression(_ rule: EndpointSpec.DateRuleDefinition, namer: TypeNamer) -> SwiftExpression {
        switch rule {
        case .iso8601: return .dot("iso8601")
        case .iso8601WithMilliseconds: return .dot("iso8601WithFractionalSeconds")
        case .secondsSince1970: return .dot("secondsSince1970")
        case .millisecondsSince1970: return .dot("millisecondsSince1970")
        case .format(let pattern, nil): return .dot("format", .init(nil, .string(pattern)))
        case .format(let pattern, let zone?):
            let timeZone = SwiftType.named(namer.builtin("TimeZone"))
            let zoneExpression: SwiftExpression = switch zone {
            case .identifier(let name): .initializer(timeZone, [.init("identifier", .string(name))])
            case .offset(let seconds, _): .initializer(timeZone, [.init("secondsFromGMT", offsetExpression(seconds))])
            }
            return .dot("format", .init(nil, .string(pattern)), .init("timeZone", zoneExpression))
        }
    }

    /// An offset in seconds as readable Swift: `+09:00` → `9 * 3600`, `-05:30` → `-5 * 3600 - 30 * 60`.
    static func offsetExpression(_ seconds: Int) -> SwiftExpression {
        let hours = abs(seconds) / 3600, minutes = abs(seconds) % 3600 / 60
        let sign = seconds < 0 ? "-" : ""
        let hourPart = SwiftExpression.binary(.literal(sign + "\(hours)"), .multiplication, .literal("3600"))
        guard minutes > 0 else { return hourPart }
        return .binary(hourPart, seconds < 0 ? .subtraction : .addition,
                       .binary(.literal("\(minutes)"), .multiplication, .literal("60")))
    }

    static func authPlacementExpression(_ scheme: AuthScheme) -> SwiftExpression {
        switch scheme {
        case .header(let name): .dot("header", .init(nil, .string(name)))
        case .bearer(let name): .dot("bearer", .init(nil, .string(name)))
        case .scheme(let scheme, let header): .dot("scheme", .init(nil, .string(scheme)), .init("header", .string(header)))
        case .basic(let name): .dot("basic", .init(nil, .string(name)))
        case .query(let name): .dot("query", .init(nil, .string(name)))
        }
    }

    static func commonFieldExpression(_ field: EndpointSpec.CommonFieldDefinition, namer: TypeNamer) -> SwiftExpression {
        let source: SwiftExpression = switch field.source {
        case .literal(let literal): .dot("literal", .init(nil, .string(literal.text)))
        case .provider("app_version"): .dot("appVersion")
        case .provider("build_number"): .dot("buildNumber")
        case .provider("language"): .dot("language")
        case .provider("region"): .dot("region")
        case .provider("platform"): .dot("platform")
        case .provider("unix_time"): .dot("unixTime")
        case .provider(let key): .dot("custom", .init(nil, .string(key)))
        }
        var arguments: [SwiftExpression.Argument] = [.init(nil, .string(field.wireName)), .init("from", source)]
        switch field.ifMissing {
        case .fail: break
        case .empty: arguments.append(.init("ifMissing", .dot("sendEmpty")))
        case .omit: arguments.append(.init("ifMissing", .dot("omit")))
        }
        return .call(.identifier(namer.builtin("CommonField")), arguments)
    }

    static func literalHeader(_ header: HeaderDefinition) -> RequestDeclaration.Item? {
        guard case .literal(let literal) = header.value else { return nil }
        return RequestDeclaration.Item(name: header.name, value: .string(literal.text))
    }

    /// Seconds as a Swift floating-point literal (`30.0`).
    static func secondsExpression(_ seconds: Double) -> SwiftExpression {
        .literal("\(seconds)")
    }
}
