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

    /// The request type of the endpoint; renamed members are reported to `output` as warnings.
    mutating func build(diagnostics output: inout DiagnosticCollector) -> RequestDeclaration {
        defer { output.append(contentsOf: diagnostics) }
        let name = endpoint.typeStem + "Request"
        var members: [RequestDeclaration.Member] = []
        let pathMembers = addPathParameters(to: &members, requestName: name)
        let query = addQueryParameters(to: &members, requestName: name)
        let headers = headerItems(adding: &members, requestName: name)
        let body = endpoint.body.map { bodyExpression($0, requestName: name, members: &members) }
        let (responseType, responseBody) = response()
        let defaultAuth: AuthUse = api.auth == nil ? .none : .required
        return RequestDeclaration(
            name: name,
            endpointName: endpoint.name,
            doc: documentation(),
            signature: "\(endpoint.method.rawValue) \(SwiftLiteral.docLines(endpoint.path).joined(separator: " "))",
            responseType: responseType,
            members: members,
            method: endpoint.method,
            pathLiteral: pathLiteral(pathMembers: pathMembers),
            query: query,
            headers: headers,
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
                ["if-none-match", "if-modified-since"].contains(header.name.lowercased())
            },
            authPlacement: endpoint.authScheme.map(APIDeclarationBuilder.authPlacementExpression),
            timeout: endpoint.timeout.map { "\($0)" },
            deadline: endpoint.deadline.map { "\($0)" },
            server: endpoint.server.map { server in
                "\(namer.builtin("APIServer"))(\(SwiftLiteral.string(server.name)), defaultURL: \(SwiftLiteral.string(server.url)))"
            })
    }

    /// The distinct error models of the endpoint's rules (the spec's merged with its own), qualified, in rule order.
    private var errorModels: [String] {
        var seen: Set<String> = []
        return endpoint.errors.map { namer.qualifiedModel($0.model) }.filter { seen.insert($0).inserted }
    }

    /// One `ErrorBody` case per model, named after it (`GitHub.NotFound` → `notFound`), unique.
    private func errorBodyCases(_ models: [String]) -> [RequestDeclaration.ErrorBodyCase] {
        var used: Set<String> = []
        return models.map { model in
            let base = SwiftName.lowerCamel(String(model.split(separator: ".").last ?? Substring(model)))
            var name = base
            var counter = 2
            while !used.insert(name).inserted {
                name = base + String(counter)
                counter += 1
            }
            return .init(name: SwiftKeywords.escaped(name), type: model)
        }
    }

    /// Members for the path parameters; returns the member name of each by wire name, for the path literal.
    private mutating func addPathParameters(
        to members: inout [RequestDeclaration.Member], requestName: String
    ) -> [String: String] {
        var pathMembers: [String: String] = [:]
        for parameter in endpoint.pathParameters {
            let member = makeMember(parameter, nestedOwner: requestName)
            pathMembers[parameter.wireName] = member.name
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
            return .init(nameLiteral: SwiftLiteral.string(parameter.wireName), value: member.name)
        }
    }

    /// The request's own headers: none when the endpoint declares none (the API's headers then apply as they
    /// are); otherwise the API's fixed headers with the endpoint's fixed values replacing same-named ones
    /// (names compared case-insensitively, RFC 9110 §5.1), then headers from parameters, which become members.
    private mutating func headerItems(
        adding members: inout [RequestDeclaration.Member], requestName: String
    ) -> [RequestDeclaration.Item] {
        guard !endpoint.headers.isEmpty else { return [] }
        var headers = api.headers.compactMap(APIDeclarationBuilder.literalHeader)
        for header in endpoint.headers {
            let nameLiteral = SwiftLiteral.string(header.name)
            switch header.value {
            case .literal(let literal):
                headers.removeAll { $0.nameLiteral.lowercased() == nameLiteral.lowercased() }
                headers.append(.init(nameLiteral: nameLiteral, value: SwiftLiteral.string(literal.text)))
            case .parameter(let parameter):
                let member = makeMember(parameter, nestedOwner: requestName)
                members.append(member)
                headers.append(.init(nameLiteral: nameLiteral, value: headerValue(member.name, parameter.type)))
            }
        }
        return headers
    }

    /// The path as a Swift string literal: literal text escaped, each placeholder an interpolation that
    /// percent-encodes the member's value (RFC 3986 path segment; slashes kept for `{+name}`).
    private func pathLiteral(pathMembers: [String: String]) -> String {
        "\"" + endpoint.pathSegments.map { segment -> String in
            switch segment {
            case .literal(let text): String(SwiftLiteral.string(PathLiteral.encoded(text)).dropFirst().dropLast())
            case .parameter(let parameter): "\\(pathParameter: \(pathMembers[parameter] ?? parameter))"
            case .multiSegmentParameter(let parameter):
                "\\(pathParameterKeepingSlashes: \(pathMembers[parameter] ?? parameter))"
            }
        }.joined() + "\""
    }

    /// The response type, and the runtime's `responseBody` when the response is not JSON (JSON and `NoContent`
    /// use the runtime's defaults).
    private func response() -> (type: SwiftType, body: String?) {
        switch endpoint.response {
        case .none: (.named(namer.builtin("NoContent")), nil)
        case .text: (.named(namer.builtin("String")), ".text")
        case .binary: (.named(namer.builtin("Data")), ".binary")
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
    ) -> String {
        let contentType = requestBody.contentType.map { ", contentType: \(SwiftLiteral.string($0))" } ?? ""
        switch requestBody.content {
        case .json(let type):
            if let inlineBody {
                let bodyType = endpoint.typeStem + "Body"
                let nestedNames = ModelDeclarationBuilder.nestedTypeNames(for: inlineBody, owner: bodyType)
                var arguments: [String] = []
                for (index, property) in inlineBody.properties.enumerated() {
                    let declared = modelBuilder.structure(
                        ObjectDefinition(properties: [property], location: property.location), owner: bodyType
                    ).properties[0]
                    let nestedName = nestedNames[index].map { "\(namer.model(bodyType)).\($0)" } ?? bodyType
                    let member = claimMember(
                        bare: property.swiftName,
                        type: modelBuilder.swiftType(property.type, nestedName: nestedName),
                        doc: declared.doc, defaultValue: declared.defaultValue, location: property.location)
                    members.append(member)
                    arguments.append("\(SwiftLiteral.argumentLabel(declared.bareName)): \(member.name)")
                }
                return ".json(\(namer.model(bodyType))(\(arguments.joined(separator: ", "))))"
            }
            let bare: String = if case .model(let model) = type.type { SwiftName.propertyName(model) } else { "payload" }
            let member = claimMember(
                bare: bare, type: modelBuilder.swiftType(type, nestedName: endpoint.typeStem + "Body"), doc: [],
                defaultValue: type.isSwiftOptional ? "nil" : nil, location: requestBody.location)
            members.append(member)
            return type.isSwiftOptional ? "\(member.name).map { .json($0) } ?? .none" : ".json(\(member.name))"
        case .form(let fields):
            let items = fields.map { field in
                let member = makeMember(field, nestedOwner: requestName)
                members.append(member)
                return "\(SwiftLiteral.string(field.wireName)): \(member.name)"
            }
            return ".form([\(items.isEmpty ? ":" : items.joined(separator: ", "))])"
        case .multipart(let fields):
            let parts = fields.map { field in
                let member = makeMember(field, nestedOwner: requestName)
                members.append(member)
                let kind = field.type.type == .model("$file") ? "file" : "field"
                return ".\(kind)(\(SwiftLiteral.string(field.wireName)), \(member.name))"
            }
            return ".multipart([\(parts.joined(separator: ", "))])"
        case .text:
            let member = claimMember(bare: "text", type: .named(namer.builtin("String")), doc: [], defaultValue: nil, location: requestBody.location)
            members.append(member)
            return ".text(\(member.name)\(contentType))"
        case .binary:
            let member = claimMember(bare: "data", type: .named(namer.builtin("Data")), doc: [], defaultValue: nil, location: requestBody.location)
            members.append(member)
            return ".binary(\(member.name)\(contentType))"
        }
    }

    /// A member for a parameter; inline enums of parameters are not nested in requests but spelled as the
    /// enum's values are sent: as strings (spec enums in parameters become `String`-backed nested enums).
    private mutating func makeMember(_ parameter: ParameterDefinition, nestedOwner: String) -> RequestDeclaration.Member {
        let nestedName = ModelDeclarationBuilder.nestedTypeName(
            for: parameter.wireName, owner: nestedOwner, memberNames: allParameterNames)
        if case .enumeration(let definition) = Self.innermost(parameter.type.type) {
            nested.append(TypeDeclaration(
                name: nestedName, doc: SwiftLiteral.docLines(definition.description),
                kind: .enumeration(modelBuilder.enumeration(definition))))
        }
        // Written qualified (`ListIssuesRequest.State`) because the client methods and view models that repeat
        // the parameter live outside the request type.
        let file = SwiftType.named(namer.builtin("MultipartFile"))
        let type: SwiftType = parameter.type.type == .model("$file")
            ? (parameter.type.isSwiftOptional ? file.optional : file)
            : modelBuilder.swiftType(parameter.type, nestedName: nestedOwner + "." + nestedName)
        let presence: PropertyDeclaration.Presence = parameter.type.isSwiftOptional ? .optional : .required
        return claimMember(
            bare: parameter.swiftName, type: type, doc: SwiftLiteral.docLines(parameter.description),
            defaultValue: modelBuilder.defaultExpression(parameter.defaultValue, type: parameter.type, presence: presence),
            location: parameter.location)
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
        bare: String, type: SwiftType, doc: [String], defaultValue: String?, location: SourceLocation
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
            name: SwiftKeywords.escaped(name), bareName: name, type: type, doc: doc, defaultValue: defaultValue)
    }

    /// A header value expression: strings as they are, other values through their description.
    private func headerValue(_ name: String, _ type: PropertyType) -> String {
        let isString = type.type == .primitive(.string)
        switch (isString, type.isSwiftOptional) {
        case (true, _): return name
        case (false, true): return "\(name).map { \"\\($0)\" }"
        case (false, false): return "\"\\(\(name))\""
        }
    }
}
