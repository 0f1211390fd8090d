import EndpointNaming
import EndpointSpec

/// Builds the request type of one endpoint: stored properties for its parameters, the path with encoded path
/// parameters, query items, headers, body, and what differs from the API's defaults.
struct RequestDeclarationBuilder {
    let api: APIDefinition
    let endpoint: EndpointDefinition
    let namer: TypeNamer
    let modelBuilder: ModelDeclarationBuilder
    /// The response type with inline shapes replaced by their hoisted models.
    let hoistedResponse: PropertyType?
    /// The inline object of a JSON body, hoisted as `<Stem>Body`; its fields become the request's members.
    let inlineBody: ObjectDefinition?
    /// Problems found while building (renamed members), handed to the caller's collector by `build`.
    private var diagnostics = DiagnosticCollector()
    /// Enums written inline in parameters, nested in the request type.
    private var nested: [TypeDeclaration] = []
    private var memberNames: [String: SourceLocation] = [:]
    /// Swift names of every parameter of the endpoint, which nested enum names must not repeat.
    private var allParameterNames: Set<String> {
        Set((endpoint.pathParameters + endpoint.queryParameters + endpoint.headers.compactMap(\.parameter)
            + (endpoint.body?.fields ?? [])).map(\.swiftName))
    }

    init(
        api: APIDefinition, endpoint: EndpointDefinition, namer: TypeNamer, modelBuilder: ModelDeclarationBuilder,
        hoistedResponse: PropertyType?, inlineBody: ObjectDefinition?
    ) {
        self.api = api
        self.endpoint = endpoint
        self.namer = namer
        self.modelBuilder = modelBuilder
        self.hoistedResponse = hoistedResponse
        self.inlineBody = inlineBody
    }

    /// The fields that make a request conditional (the client's `sendConditional`, where a `304` is a value).
    static let conditionalHeaders: Set<String> = ["if-none-match", "if-modified-since"]
    /// The members of optional header parameters of ``conditionalHeaders``, collected by `headerItems`.
    private var conditionalMembers: [String] = []

    /// The request type of the endpoint; renamed members are reported to `output` as warnings.
    mutating func build(diagnostics output: inout DiagnosticCollector) -> RequestDeclaration {
        defer { output.append(contentsOf: diagnostics) }
        let name = endpoint.typeStem + "Request"
        var members: [RequestDeclaration.Member] = []
        let pathMembers = addPathParameters(to: &members, requestName: name)
        let query = addQueryParameters(to: &members, requestName: name)
        let (headers, headerParameters) = headerItems(adding: &members, requestName: name)
        let body = endpoint.body.map { bodyExpression($0, requestName: name, members: &members) }
        let (responseType, responseBody) = response()
        let defaultAuth: AuthUse = api.auth == nil ? .none : .required
        var declaration = RequestDeclaration(
            name: name,
            doc: documentation(),
            signature: "\(endpoint.method.rawValue) \(SwiftLiteral.docLines(endpoint.path).joined(separator: " "))",
            responseType: responseType,
            members: members,
            method: endpoint.method,
            operationName: .string(endpoint.name),
            path: pathExpression(pathMembers: pathMembers),
            query: query,
            headers: headers,
            headerParameters: headerParameters,
            body: body,
            nested: nested,
            auth: endpoint.auth == defaultAuth ? nil : endpoint.auth,
            errorRules: endpoint.errors != api.errors
                ? endpoint.errors.map { APIDeclarationBuilder.errorRuleExpression($0, namer: namer) } : nil,
            responseBody: responseBody,
            isDeprecated: endpoint.deprecated,
            isIdempotent: endpoint.idempotent.flatMap { $0 == Self.idempotentMethods.contains(endpoint.method) ? nil : $0 },
            returnsNothing: endpoint.response == .none,
            discardsResult: endpoint.response != .none && !Self.readMethods.contains(endpoint.method),
            methodName: SwiftKeywords.escaped(endpoint.methodName),
            methodStem: endpoint.methodName,
            errorBodyType: errorModels.count == 1 ? errorModels.first : nil,
            errorBodyCases: errorModels.count > 1 ? errorBodyCases(errorModels) : [],
            isConditional: endpoint.headers.contains { header in
                Self.conditionalHeaders.contains(header.name.lowercased())
            },
            conditionalMembers: conditionalMembers,
            authPlacement: endpoint.authScheme.map(APIDeclarationBuilder.authPlacementExpression),
            timeout: endpoint.timeout.map(APIDeclarationBuilder.secondsExpression),
            deadline: endpoint.deadline.map(APIDeclarationBuilder.secondsExpression),
            server: endpoint.server.map { server in
                .initializer(.named(namer.builtin("APIServer")), [
                    .init(nil, .string(server.name)), .init("defaultURL", .string(server.url)),
                ])
            })
        declaration.successExample = endpoint.responseExample
        declaration.requestExample = endpoint.bodyExample
        declaration.errorExamples = endpoint.errorExamples
        return declaration
    }

    /// The distinct error models of the endpoint's rules (the spec's merged with its own), in rule order.
    private var errorModelNames: [String] {
        var seen: Set<String> = []
        return endpoint.errors.map(\.model).filter { seen.insert(namer.qualifiedModel($0)).inserted }
    }

    /// The distinct error models, qualified (`GitHub.NotFound`).
    private var errorModels: [SwiftType] {
        errorModelNames.map { .named(namer.qualifiedModel($0)) }
    }

    /// One `ErrorBody` case per model, named after it (`GitHub.NotFound` → `notFound`), unique.
    private func errorBodyCases(_ models: [SwiftType]) -> [RequestDeclaration.ErrorBodyCase] {
        var used: Set<String> = []
        return zip(errorModelNames, models).map { modelName, model in
            let base = SwiftName.lowerCamel(modelName)
            var name = base
            var counter = 2
            while !used.insert(name).inserted {
                name = base + String(counter)
                counter += 1
            }
            return .init(name: SwiftKeywords.escaped(name), type: model)
        }
    }

    /// Members for the path parameters; returns the value of each by wire name (the member, or the member with
    /// its own date rule), for the path literal.
    private mutating func addPathParameters(
        to members: inout [RequestDeclaration.Member], requestName: String
    ) -> [String: SwiftExpression] {
        var pathMembers: [String: SwiftExpression] = [:]
        for parameter in endpoint.pathParameters {
            let member = makeMember(parameter, nestedOwner: requestName)
            pathMembers[parameter.wireName] = parameterValue(member.name, parameter)
            members.append(member)
        }
        return pathMembers
    }

    /// Members and query items for the query parameters, in spec order.
    private mutating func addQueryParameters(
        to members: inout [RequestDeclaration.Member], requestName: String
    ) -> [RequestDeclaration.Item] {
        endpoint.queryParameters.map { parameter in
            let member = makeMember(parameter, nestedOwner: requestName)
            members.append(member)
            return .init(name: parameter.wireName, value: parameterValue(member.name, parameter))
        }
    }

    /// The request's own headers. Fixed ones: none when the endpoint declares no fixed value (the API's headers then
    /// apply as they are); otherwise the API's fixed headers with the endpoint's fixed values replacing same-named
    /// ones (names compared case-insensitively, RFC 9110 §5.1). Headers from parameters become members and header
    /// parameters, which the client writes with its date rule when it sends the request and which replace fixed
    /// headers of the same name.
    private mutating func headerItems(
        adding members: inout [RequestDeclaration.Member], requestName: String
    ) -> (fixed: [RequestDeclaration.Item], parameters: [RequestDeclaration.Item]) {
        var fixed: [RequestDeclaration.Item] = []
        var parameters: [RequestDeclaration.Item] = []
        for header in endpoint.headers {
            switch header.value {
            case .literal(let literal):
                if fixed.isEmpty { fixed = api.headers.compactMap(APIDeclarationBuilder.literalHeader) }
                fixed.removeAll { $0.name.lowercased() == header.name.lowercased() }
                fixed.append(.init(name: header.name, value: .string(literal.text)))
            case .parameter(let parameter):
                let member = makeMember(parameter, nestedOwner: requestName)
                members.append(member)
                if Self.conditionalHeaders.contains(header.name.lowercased()), case .optional = member.type {
                    conditionalMembers.append(member.name)
                }
                parameters.append(.init(name: header.name, value: parameterValue(member.name, parameter)))
            }
        }
        return (fixed, parameters)
    }

    /// The path as a string literal: literal text percent-encoded (`PathLiteral`), each placeholder an
    /// interpolation that percent-encodes the member's value (RFC 3986 path segment; slashes kept for `{+name}`).
    private func pathExpression(pathMembers: [String: SwiftExpression]) -> SwiftExpression {
        .interpolatedString(endpoint.pathSegments.map { segment in
            switch segment {
            case .literal(let text): .text(PathLiteral.encoded(text))
            case .parameter(let parameter):
                .interpolation(label: "pathParameter", pathMembers[parameter] ?? .identifier(parameter))
            case .multiSegmentParameter(let parameter):
                .interpolation(label: "pathParameterKeepingSlashes", pathMembers[parameter] ?? .identifier(parameter))
            }
        })
    }

    /// The response type, and the runtime's `responseBody` when the response is not JSON (JSON and `NoContent`
    /// use the runtime's defaults).
    private func response() -> (type: SwiftType, body: SwiftExpression?) {
        switch endpoint.response {
        case .none: (.named(namer.builtin("NoContent")), nil)
        case .text: (.named(namer.builtin("String")), .dot("text"))
        case .binary: (.named(namer.builtin("Data")), .dot("binary"))
        case .json(let type):
            (modelBuilder.swiftType(hoistedResponse ?? type, nestedName: endpoint.typeStem + "Response"), nil)
        }
    }

    /// The summary, then the description after an empty line.
    private func documentation() -> [String] {
        var doc = SwiftLiteral.docLines(endpoint.summary)
        let description = SwiftLiteral.docLines(endpoint.description)
        if !description.isEmpty {
            if !doc.isEmpty { doc.append("") }
            doc += description
        }
        return doc
    }

    /// Methods that are idempotent by definition (RFC 9110 §9.2.2); `idempotent:` states only what differs.
    static let idempotentMethods: Set<EndpointMethod> = [.get, .head, .options, .put, .delete]
    /// Methods whose result is their point: their client methods are not `@discardableResult`.
    static let readMethods: Set<EndpointMethod> = [.get, .head, .options]

    /// The `body` expression for the request body, adding the members it is built from: the fields of an inline
    /// JSON object (flattened into the request, sent as the hoisted `<Stem>Body`), a JSON model or value, form or
    /// multipart fields, or a text or binary payload.
    private mutating func bodyExpression(
        _ requestBody: RequestBodyDefinition, requestName: String, members: inout [RequestDeclaration.Member]
    ) -> SwiftExpression {
        let contentType = requestBody.contentType.map { [SwiftExpression.Argument("contentType", .string($0))] } ?? []
        switch requestBody.content {
        case .json(let type):
            if let inlineBody {
                let bodyType = endpoint.typeStem + "Body"
                let nestedNames = ModelDeclarationBuilder.nestedTypeNames(for: inlineBody, owner: bodyType)
                var arguments: [SwiftExpression.Argument] = []
                for (index, property) in inlineBody.properties.enumerated() {
                    let declared = modelBuilder.structure(
                        ObjectDefinition(properties: [property], location: property.location), owner: bodyType
                    ).properties[0]
                    let nestedName = nestedNames[index].map { "\(namer.model(bodyType)).\($0)" } ?? bodyType
                    let member = claimMember(
                        bare: property.swiftName,
                        type: modelBuilder.swiftType(property.type, nestedName: nestedName),
                        doc: declared.doc, defaultValue: declared.defaultValue, location: property.location,
                        sample: .type(property.type, nestedName: nestedNames[index].map { "\(namer.qualifiedModel(bodyType)).\($0)" } ?? bodyType))
                    members.append(member)
                    arguments.append(.init(SwiftLiteral.argumentLabel(declared.bareName), .identifier(member.name)))
                }
                return .dot("json", .init(nil, .initializer(.named(namer.model(bodyType)), arguments)))
            }
            let bare: String = if case .model(let model) = type.type { SwiftName.propertyName(model) } else { "payload" }
            let member = claimMember(
                bare: bare, type: modelBuilder.swiftType(type, nestedName: endpoint.typeStem + "Body"), doc: [],
                defaultValue: type.isSwiftOptional ? .literal("nil") : nil, location: requestBody.location,
                sample: .type(type, nestedName: namer.qualifiedModel(endpoint.typeStem + "Body")))
            members.append(member)
            guard type.isSwiftOptional else { return .dot("json", .init(nil, .identifier(member.name))) }
            // An optional JSON body is sent only when there is one: `payload.map { .json($0) } ?? .none`.
            return .binary(
                .call(.identifier(member.name).member("map"), [],
                      trailingClosure: .closure(.dot("json", .init(nil, .firstParameter)))),
                .nilCoalescing, .dot("none"))
        case .form(let fields):
            let items = fields.map { field in
                let member = makeMember(field, nestedOwner: requestName)
                members.append(member)
                return SwiftExpression.DictionaryElement(key: .string(field.wireName), value: parameterValue(member.name, field))
            }
            return .dot("form", .init(nil, .dictionary(items)))
        case .multipart(let fields):
            let parts = fields.map { field in
                let member = makeMember(field, nestedOwner: requestName)
                members.append(member)
                let kind = switch field.type.type {
                case .model("$file"): "file"
                case .array(let element) where element.type == .model("$file"): "files"
                default: "field"
                }
                return SwiftExpression.dot(kind, .init(nil, .string(field.wireName)), .init(nil, parameterValue(member.name, field)))
            }
            return .dot("multipart", .init(nil, .array(parts)))
        case .text:
            let member = claimMember(
                bare: "text", type: .named(namer.builtin("String")), doc: [], defaultValue: nil, location: requestBody.location,
                sample: .text)
            members.append(member)
            return .call(.dot("text"), [.init(nil, .identifier(member.name))] + contentType)
        case .binary:
            let member = claimMember(
                bare: "data", type: .named(namer.builtin("Data")), doc: [], defaultValue: nil, location: requestBody.location,
                sample: .binary)
            members.append(member)
            return .call(.dot("binary"), [.init(nil, .identifier(member.name))] + contentType)
        }
    }

    /// The value of a path, query, header, form or multipart parameter: the member, or for a parameter with its own
    /// `dates` the member sent with that rule (`DateRule.secondsSince1970.parameter(since)`).
    private func parameterValue(_ member: String, _ parameter: ParameterDefinition) -> SwiftExpression {
        guard let rule = parameter.type.dateRule else { return .identifier(member) }
        let ruleExpression: SwiftExpression = switch APIDeclarationBuilder.dateRuleExpression(rule, namer: namer) {
        case .member(nil, let name): .type(.named(namer.builtin("DateRule"))).member(name)
        case .call(.member(nil, let name), let arguments, _):
            .call(.type(.named(namer.builtin("DateRule"))).member(name), arguments)
        case let other: other
        }
        return .call(ruleExpression.member("parameter"), [.init(nil, .identifier(member))])
    }

    /// A member for a parameter; inline enums of parameters are not nested in requests but spelled as the
    /// enum's values are sent: as strings (spec enums in parameters become `String`-backed nested enums).
    private mutating func makeMember(_ parameter: ParameterDefinition, nestedOwner: String) -> RequestDeclaration.Member {
        let nestedName = ModelDeclarationBuilder.nestedTypeName(
            for: parameter.wireName, memberName: parameter.swiftName, owner: nestedOwner, memberNames: allParameterNames)
        if case .enumeration(let definition) = Self.innermost(parameter.type.type) {
            nested.append(TypeDeclaration(
                name: nestedName, doc: SwiftLiteral.docLines(definition.description),
                kind: .enumeration(modelBuilder.enumeration(definition))))
        }
        // Written qualified (`ListIssuesRequest.State`) because the client methods and view models that repeat
        // the parameter live outside the request type.
        let file = SwiftType.named(namer.builtin("MultipartFile"))
        let files: SwiftType? = switch parameter.type.type {
        case .model("$file"): file
        case .array(let element) where element.type == .model("$file"): .array(file)
        default: nil
        }
        let type: SwiftType = files.map { parameter.type.isSwiftOptional ? $0.optional : $0 }
            ?? modelBuilder.swiftType(parameter.type, nestedName: nestedOwner + "." + nestedName)
        let presence: PropertyDeclaration.Presence = parameter.type.isSwiftOptional ? .optional : .required
        return claimMember(
            bare: parameter.swiftName, type: type, doc: SwiftLiteral.docLines(parameter.description),
            defaultValue: modelBuilder.defaultExpression(parameter.defaultValue, type: parameter.type, presence: presence),
            location: parameter.location,
            sample: files == nil
                ? .type(parameter.type, nestedName: namer.qualifiedModel(nestedOwner) + "." + nestedName)
                : parameter.type.type == .model("$file") ? .file : .files)
    }

    private static func innermost(_ type: TypeReference) -> TypeReference {
        switch type {
        case .array(let element), .dictionary(let element): innermost(element.type)
        default: type
        }
    }

    /// Records a member name. A name that clashes with an `Endpoint` requirement gets a `Value` suffix
    /// (`body` → `bodyValue`); a name already taken (a JSON body field named like a path parameter) gets the
    /// smallest free number, with a warning, as colliding names do everywhere (spec format §6).
    private mutating func claimMember(
        bare: String, type: SwiftType, doc: [String], defaultValue: SwiftExpression?, location: SourceLocation,
        sample: RequestDeclaration.Member.SampleSource
    ) -> RequestDeclaration.Member {
        let derived = APIDeclarationBuilder.endpointRequirementNames.contains(bare) ? bare + "Value" : bare
        var name = derived
        var suffix = 2
        while memberNames[name] != nil {
            name = "\(derived)\(suffix)"
            suffix += 1
        }
        if name != derived {
            diagnostics.append(.warning(.renamedMember,
                "'\(derived)' of endpoint '\(endpoint.name)' is named '\(name)' in Swift because another parameter "
                    + "already has that name", at: location,
                notes: memberNames[derived].map { [.init("the other one is declared here", at: $0)] } ?? []))
        }
        memberNames[name] = location
        return RequestDeclaration.Member(
            name: SwiftKeywords.escaped(name), bareName: name, label: SwiftLiteral.argumentLabel(name), type: type,
            doc: doc, defaultValue: defaultValue, sample: sample)
    }
}
