import EndpointNaming

extension SpecDecoder {
    static let endpointKeys = [
        "method", "path", "summary", "description", "auth", "path_params", "query", "headers", "body", "response",
        "errors", "pagination", "view_model", "deprecated", "idempotent", "timeout", "deadline", "server", "example",
    ]

    mutating func decodeEndpoints(_ node: YAMLNode, api: APIDefinition) -> [EndpointDefinition] {
        guard let pairs = reader.mapping(node, what: "endpoints") else { return [] }
        if pairs.isEmpty { reader.diagnostics.error(.missingEndpoints, "a spec needs at least one endpoint", at: node.location) }
        var endpoints: [EndpointDefinition] = []
        var byMethodName: [String: EndpointDefinition] = [:]
        var byTypeStem: [String: EndpointDefinition] = [:]
        for pair in pairs {
            guard let name = reader.key(pair, what: "an endpoint name") else { continue }
            guard let endpoint = decodeEndpoint(name: name, node: pair.value, at: pair.key.location, api: api) else {
                continue
            }
            if let other = byMethodName[endpoint.methodName] ?? byTypeStem[endpoint.typeStem] {
                reader.diagnostics.error(.duplicateEndpointName,
                    "endpoints '\(other.name)' and '\(name)' both become '\(endpoint.methodName)' in Swift",
                    at: endpoint.location, notes: [.init("'\(other.name)' is declared here", at: other.location)])
                continue
            }
            byMethodName[endpoint.methodName] = endpoint
            byTypeStem[endpoint.typeStem] = endpoint
            endpoints.append(endpoint)
        }
        // A spec-wide Content-Type reaches every endpoint; it cannot take effect for JSON, form or multipart bodies.
        for header in api.headers where header.name.lowercased() == "content-type" {
            guard let endpoint = endpoints.first(where: { $0.body?.contentTypeDefiningEncoding != nil }),
                  let body = endpoint.body, let encoding = body.contentTypeDefiningEncoding
            else { continue }
            reader.diagnostics.error(.ineffectiveContentType,
                "a spec-wide Content-Type header cannot take effect for endpoint '\(endpoint.name)', whose \(encoding) "
                    + "body is sent as \(body.definedContentType); declare Content-Type on text and binary endpoints only",
                at: header.location, notes: [.init("the body is declared here", at: body.location)])
        }
        return endpoints
    }

    private mutating func decodeEndpoint(
        name: String, node: YAMLNode, at location: SourceLocation, api: APIDefinition
    ) -> EndpointDefinition? {
        let what = "endpoint '\(name)'"
        guard reader.mapping(node, allowed: Self.endpointKeys, what: what) != nil else { return nil }
        let errorCount = reader.diagnostics.items.count

        // `GET` stands in for a refused method so decoding goes on; rules about the method (a body with GET) wait for
        // a method that was read.
        let readMethod = decodeMethod(node["method"], endpoint: location, what: what)
        let method = readMethod ?? .get
        let errorsBeforePath = reader.diagnostics.items.count
        let path = decodePath(node["path"], endpoint: location, what: what)
        let pathRejected = reader.diagnostics.items[errorsBeforePath...].contains { $0.severity == .error }
        var pathParameters = decodePathParameters(
            node["path_params"], path: path, pathRejected: pathRejected, pathNode: node["path"], endpoint: location,
            endpointNode: node)
        var rejectedQuery = RejectedNames()
        var query = node["query"].map {
            decodeParameters($0, context: .property, what: "query parameter", rejected: &rejectedQuery,
                             endpoint: (node, "query"))
        } ?? []
        var headers = node["headers"].map { decodeHeaders($0, allowParameters: true) } ?? []
        var body = node["body"].flatMap { decodeBody($0, method: readMethod) }
        let response = node["response"].flatMap { decodeResponse($0) } ?? .none
        // `auth:` is a use (`true`, `optional`) or a scheme of the endpoint's own; a scheme refused with an error is
        // not read again as a use.
        let authScheme = node["auth"].flatMap { $0.scalar == nil ? decodeAuthScheme($0) : nil }
        let authUse = node["auth"].flatMap { $0.scalar != nil ? decodeAuthUse($0, api: api) : nil }
        let auth: AuthUse = authScheme != nil ? .required : authUse ?? (api.auth == nil ? .none : .required)
        let timeout = node["timeout"].flatMap { reader.positiveNumber($0, what: "timeout (seconds)") }
        let deadline = node["deadline"].flatMap { reader.positiveNumber($0, what: "deadline (seconds)") }
        let server = node["server"].flatMap { decodeServerUse($0, api: api) }
        let errors = mergeErrorRules(api.errors, node["errors"].map { decodeErrorRules($0) } ?? [])
        let pagination = node["pagination"].flatMap { decodePagination($0, query: query, rejected: rejectedQuery) }
        let viewModel = node["view_model"].flatMap { decodeViewModel($0) }
        makeParameterNamesUnique(path: &pathParameters, query: &query, headers: &headers, body: &body, in: what)
        if let body {
            refuseDeclaredContentType(headers, for: body)
        }
        checkAuthHeader(headers, scheme: authScheme ?? api.auth, auth: auth, owner: "endpoint")
        checkAuthQuery(query.map { ($0.wireName, "query parameter", $0.location) }, scheme: authScheme ?? api.auth, auth: auth,
                       owner: "endpoint")
        // The spec's common fields against the endpoint's own query auth (the spec's is checked once, spec-wide).
        if let authScheme, authScheme != api.auth {
            checkAuthQuery(api.commonFields.map { ($0.wireName, "common field", $0.location) }, scheme: authScheme,
                           auth: .optional, owner: "endpoint \(name)")
        }

        guard reader.diagnostics.items[errorCount...].allSatisfy({ $0.severity != .error }) else { return nil }
        var endpoint = EndpointDefinition(
            name: name,
            methodName: SwiftName.lowerCamel(name),
            typeStem: SwiftName.upperCamel(name),
            method: method,
            path: path,
            summary: node["summary"].flatMap { reader.string($0, what: "summary") },
            description: node["description"].flatMap { reader.string($0, what: "description") },
            pathParameters: pathParameters,
            queryParameters: query,
            headers: headers,
            body: body,
            response: response,
            auth: auth,
            authScheme: authScheme,
            timeout: timeout,
            deadline: deadline,
            server: server,
            errors: errors,
            pagination: pagination,
            viewModel: viewModel,
            deprecated: node["deprecated"].flatMap { reader.bool($0, what: "deprecated") } ?? false,
            idempotent: node["idempotent"].flatMap { reader.bool($0, what: "idempotent") },
            location: location)
        if let exampleNode = node["example"] {
            decodeEndpointExamples(exampleNode, into: &endpoint)
        }
        return endpoint
    }

    /// `method`: an HTTP method, in any case; `nil` after an error.
    private mutating func decodeMethod(_ node: YAMLNode?, endpoint location: SourceLocation, what: String) -> EndpointMethod? {
        guard let node else {
            reader.diagnostics.error(.missingMethod, "\(what) needs 'method' (GET, POST, PUT, PATCH, DELETE)", at: location)
            return nil
        }
        guard let text = reader.nonEmptyString(node, what: "method") else { return nil }
        guard let method = EndpointMethod(rawValue: text.uppercased()) else {
            let suggestion = Suggestions.didYouMean(text.uppercased(), among: EndpointMethod.allCases.map(\.rawValue))
            reader.diagnostics.error(.unknownMethod, "unknown HTTP method '\(text)'\(suggestion)", at: node.location)
            return nil
        }
        return method
    }

    /// `path`: a path template, checked for its syntax; `/` stands in after an error so decoding goes on.
    private mutating func decodePath(_ node: YAMLNode?, endpoint location: SourceLocation, what: String) -> String {
        guard let node else {
            reader.diagnostics.error(.missingPath, "\(what) needs 'path'", at: location)
            return "/"
        }
        guard let text = reader.nonEmptyString(node, what: "path") else { return "/" }
        validatePathSyntax(text, node: node)
        return text
    }

    /// `view_model`: the UpperCamelCase stem of the view model's name.
    private mutating func decodeViewModel(_ node: YAMLNode) -> String? {
        guard let stem = reader.nonEmptyString(node, what: "view_model") else { return nil }
        if SwiftName.isIdentifier(stem), stem.first?.isUppercase == true { return stem }
        let hint = Suggestions.upperCamelName(for: stem).map { " such as '\($0)'" }
            ?? (SwiftName.upperCamel(stem) == stem ? " that is not a Swift keyword" : " starting with a letter")
        reader.diagnostics.error(
            .invalidViewModelName, "view_model '\(stem)' must be an UpperCamelCase name\(hint)", at: node.location)
        return nil
    }

    /// The header the auth puts the token in (`auth: {header: X-Token}`, `Authorization` for bearer and basic) is the
    /// client's when it has a token: a header of that name declared beside it would be replaced. With required auth
    /// that is every call, so the declaration is an error; with optional auth (or spec-wide headers, which endpoints
    /// with `auth: false` send as they are), a warning.
    /// - Parameter owner: Whose headers these are, for the message: `endpoint` or `spec`.
    mutating func checkAuthHeader(_ headers: [HeaderDefinition], scheme: AuthScheme?, auth: AuthUse, owner: String) {
        guard auth != .none, let field = scheme?.headerName else { return }
        for header in headers where header.name.lowercased() == field.lowercased() {
            reportReplacedByAuth(
                .authHeaderDeclared, "header '\(header.name)' is where the \(owner)'s auth puts the token ('\(field)')",
                yourself: "send this header yourself", auth: auth, owner: owner, at: header.location)
        }
    }

    /// The query item the auth puts the token in (`auth: {query: api_key}`) is the client's when it has a token, as
    /// an auth header is: a query parameter or common field of that name would be replaced (before, both went out,
    /// `?api_key=mine&api_key=<token>`, and the server chose one). An error with required auth, a warning otherwise
    /// (common fields go to endpoints without auth too).
    /// - Parameters:
    ///   - items: Each query item's wire name, what it is (`query parameter`, `common field`) and where.
    ///   - owner: Whose auth it is, for the message: `endpoint` or `spec`.
    mutating func checkAuthQuery(
        _ items: [(name: String, kind: String, location: SourceLocation)], scheme: AuthScheme?, auth: AuthUse, owner: String
    ) {
        guard auth != .none, let itemName = scheme?.queryItemName else { return }
        for item in items where item.name == itemName {
            reportReplacedByAuth(
                .authQueryDeclared, "\(item.kind) '\(item.name)' is the query item the \(owner)'s auth puts the token in",
                yourself: "send it yourself", auth: auth, owner: owner, at: item.location)
        }
    }

    /// Reports a value the auth's token replaces (`what` says which and why): an error with required auth, where it
    /// is never sent, a warning otherwise, saying when it is.
    private mutating func reportReplacedByAuth(
        _ id: DiagnosticID, _ what: String, yourself: String, auth: AuthUse, owner: String, at location: SourceLocation
    ) {
        let message = what + ", so the client replaces it whenever it has a token"
        if auth == .required {
            reader.diagnostics.error(id, message + "; declare 'auth: false' on the endpoint to \(yourself)", at: location)
        } else {
            let when = owner == "spec" ? "to endpoints without auth or when the client has no token" : "when the client has no token"
            reader.diagnostics.warning(id, message + "; it is sent only \(when)", at: location)
        }
    }

    /// A `Content-Type` header of the endpoint can take effect only for `text` and `binary` bodies (it replaces
    /// their default type, so an upload's type may come from the call site); JSON, form and multipart bodies are
    /// sent with the type their encoding defines, so such a header is refused, as the runtime refuses it.
    private mutating func refuseDeclaredContentType(_ headers: [HeaderDefinition], for body: RequestBodyDefinition) {
        guard let encoding = body.contentTypeDefiningEncoding else { return }
        for header in headers where header.name.lowercased() == "content-type" {
            reader.diagnostics.error(.ineffectiveContentType,
                "a Content-Type header cannot take effect with a \(encoding) body, which is sent as "
                    + "\(body.definedContentType); declare Content-Type only for text and binary bodies",
                at: header.location, notes: [.init("the body is declared here", at: body.location)])
        }
    }

    /// A path starts with `/` and has well-formed, non-empty `{name}` placeholders. Problems point at the
    /// offending character when the path is written plainly.
    private mutating func validatePathSyntax(_ path: String, node: YAMLNode) {
        if !path.hasPrefix("/") {
            reader.diagnostics.error(.invalidPathTemplate, "path '\(path)' must start with '/'", at: node.location)
        }
        var open: Int?
        for (offset, character) in path.unicodeScalars.enumerated() {
            let location = Self.location(atOffset: offset, in: node) ?? node.location
            switch character {
            case "{":
                if open != nil { reader.diagnostics.error(.invalidPathTemplate, "nested '{' in path '\(path)'", at: location); return }
                open = offset
            case "}":
                guard let start = open else {
                    reader.diagnostics.error(.invalidPathTemplate, "'}' without '{' in path '\(path)'", at: location)
                    return
                }
                if start == offset - 1 {
                    reader.diagnostics.error(.invalidPathTemplate,
                        "empty placeholder '{}' in path '\(path)'", at: Self.location(atOffset: start, in: node) ?? location)
                    return
                }
                open = nil
            case "?", "#":
                if open == nil {
                    reader.diagnostics.error(.queryInPath,
                        "path '\(path)' must not contain '\(character)'; declare query parameters under 'query'", at: location)
                    return
                }
            case "%":
                let next = path.unicodeScalars.dropFirst(offset + 1).prefix(2)
                if open == nil, !(next.count == 2 && next.allSatisfy { $0.properties.isASCIIHexDigit }) {
                    reader.diagnostics.error(.invalidPercentInPath,
                        "'%' in path '\(path)' must start a percent-encoded byte such as '%20'; write other "
                            + "characters as they are (they are encoded for you), and '%' itself as '%25'", at: location)
                    return
                }
            default:
                break
            }
        }
        if let start = open {
            reader.diagnostics.error(.invalidPathTemplate,
                "unclosed '{' in path '\(path)'", at: Self.location(atOffset: start, in: node) ?? node.location)
            return
        }
        for (segment, offset) in PathSegment.dotSegments(in: path) {
            reader.diagnostics.error(.dotSegmentInPath,
                "path '\(path)' has the dot segment '\(segment)', which clients, proxies and servers remove "
                    + "(RFC 3986 §5.2.4), so the request would not reach this route; write the path without it",
                at: Self.location(atOffset: offset, in: node) ?? node.location)
        }
    }

    /// Path parameters: declared ones must match the placeholders exactly; without `path_params`, every
    /// placeholder is a `string` parameter (spec format §4). A placeholder whose parameter was refused with an error,
    /// and a parameter of a path refused with an error (`pathRejected`: missing or malformed), add no error.
    private mutating func decodePathParameters(
        _ node: YAMLNode?, path: String, pathRejected: Bool, pathNode: YAMLNode?, endpoint: SourceLocation,
        endpointNode: YAMLNode? = nil
    ) -> [ParameterDefinition] {
        let pathLocation = pathNode?.location ?? endpoint
        let written = PathSegment.parse(path).compactMap { segment -> String? in
            segment.parameterName
        }
        var seen: Set<String> = []
        var unique: [String] = []
        for placeholder in written {
            if seen.insert(placeholder).inserted {
                unique.append(placeholder)
            } else {
                reader.diagnostics.error(.duplicatePlaceholder,
                    "placeholder '{\(placeholder)}' appears twice in path '\(path)'",
                    at: Self.location(of: "{\(placeholder)}", in: pathNode, last: true) ?? pathLocation)
            }
        }
        // A repeated placeholder is reported once above, not again as two parameters with one Swift name.
        let placeholders = unique
        guard let node else {
            return zip(1..., placeholders).map { position, placeholder in
                ParameterDefinition(
                    wireName: placeholder, swiftName: SwiftName.memberName(placeholder, position: position, stem: "pathParameter"),
                    type: PropertyType(.primitive(.string)), defaultValue: nil, description: nil, location: pathLocation)
            }
        }
        var rejected = RejectedNames()
        let declared = decodeParameters(node, context: .property, what: "path parameter", rejected: &rejected,
                                        endpoint: endpointNode.map { ($0, "path_params") })
        for placeholder in placeholders
        where !declared.contains(where: { $0.wireName == placeholder }) && !rejected.contains(placeholder) {
            reader.diagnostics.error(.undeclaredPathParameter,
                "path placeholder '{\(placeholder)}' has no parameter in path_params",
                at: Self.location(of: "{\(placeholder)}", in: pathNode) ?? pathLocation,
                notes: [.init("path_params is declared here", at: node.location)])
        }
        for parameter in declared where !pathRejected && !placeholders.contains(parameter.wireName) {
            reader.diagnostics.error(.unusedPathParameter,
                "path parameter '\(parameter.wireName)' does not appear in path '\(path)'", at: parameter.location,
                notes: endpointNode.flatMap { misindentedEndpointKeyNote(parameter.wireName, at: parameter.location,
                                                                            endpoint: $0, under: "path_params",
                                                                            parameters: node) }
                    .map { [$0] } ?? [])
        }
        for parameter in declared where parameter.type.isSwiftOptional {
            reader.diagnostics.error(.optionalPathParameter,
                "path parameter '\(parameter.wireName)' cannot be optional: it is part of the path", at: parameter.location)
        }
        let multiSegment = Set(PathSegment.parse(path).compactMap { segment -> String? in
            if case .multiSegmentParameter(let name) = segment { name } else { nil }
        })
        for parameter in declared where multiSegment.contains(parameter.wireName)
            && parameter.type.type != .primitive(.string) {
            reader.diagnostics.error(.invalidMultiSegmentParameter,
                "path parameter '\(parameter.wireName)' is written '{+\(parameter.wireName)}' (slashes kept), so it must be a string",
                at: parameter.location)
        }
        // Values the spec itself gives a path parameter (enum cases, a default) must not make a dot segment either:
        // the client would refuse every call with them (spec format §4, "Dot segments are refused").
        for parameter in declared {
            let pieces: (String) -> [Substring] = multiSegment.contains(parameter.wireName)
                ? { $0.split(separator: "/", omittingEmptySubsequences: false) } : { [Substring($0)] }
            var values: [(text: String, location: SourceLocation)] = []
            if case .enumeration(let definition) = parameter.type.type {
                values += definition.cases.map { ($0.rawValue, $0.location) }
            }
            if let value = parameter.defaultValue { values.append((value.text, value.location)) }
            for value in values where pieces(value.text).contains(where: { PathSegment.isDotSegment(String($0)) }) {
                reader.diagnostics.error(.dotSegmentInPath,
                    "path parameter '\(parameter.wireName)' may be '\(value.text)', a dot segment, which clients, proxies "
                        + "and servers remove (RFC 3986 §5.2.4); the client refuses to send it", at: value.location)
            }
        }
        return placeholders.compactMap { name in declared.first { $0.wireName == name } }
    }

    /// Where the character at `offset` (in Unicode scalars) of the scalar `node` is, when the scalar's text is
    /// its source text on one line: plain, or quoted without escapes or `''` (`YAMLScalar.verbatimTextOffset`).
    /// Otherwise `nil` (use the node's start).
    static func location(atOffset offset: Int, in node: YAMLNode?) -> SourceLocation? {
        guard let node, let quoteWidth = node.scalar?.verbatimTextOffset else { return nil }
        var location = node.location
        location.column += quoteWidth + offset
        return location
    }

    /// Where `fragment` first (or last) occurs inside the scalar `node`; see `location(atOffset:in:)`.
    static func location(of fragment: String, in node: YAMLNode?, last: Bool = false) -> SourceLocation? {
        let text = Array(node?.scalar?.text.unicodeScalars ?? "".unicodeScalars)
        let needle = Array(fragment.unicodeScalars)
        guard !needle.isEmpty, text.count >= needle.count else { return nil }
        var starts = Array(0...(text.count - needle.count))
        if last { starts.reverse() }
        guard let offset = starts.first(where: { Array(text[$0..<($0 + needle.count)]) == needle }) else { return nil }
        return location(atOffset: offset, in: node)
    }

    /// A mapping of parameters (query items, path parameters, form fields); `rejected` receives the names of
    /// those refused with an error, so rules looking them up later (pagination, path placeholders) stay quiet.
    /// - Parameter endpoint: The endpoint's mapping and the key holding these parameters (`query`, `path_params`),
    ///   so that an error at a parameter named like a key the endpoint lacks says it may be indented too far.
    mutating func decodeParameters(
        _ node: YAMLNode, context: TypeContext, what: String, rejected: inout RejectedNames,
        endpoint: (node: YAMLNode, key: String)? = nil
    ) -> [ParameterDefinition] {
        guard let pairs = reader.mapping(node, what: what + "s") else {
            rejected.insertEveryName()
            return []
        }
        if node.hasRefusedEntries { rejected.insertEveryName() }
        var parameters: [ParameterDefinition] = []
        let entryMapping: EntryMapping = pairs.first?.key.location == node.location ? .block : .flow
        for (position, pair) in zip(1..., pairs) {
            guard let name = reader.key(pair, what: "a \(what) name") else {
                rejected.insertEveryName()
                continue
            }
            let count = parameters.count
            let errorsBefore = reader.diagnostics.count
            defer {
                if parameters.count == count {
                    rejected.insert(name)
                    if let endpoint, let note = misindentedEndpointKeyNote(
                        name, at: pair.key.location, endpoint: endpoint.node, under: endpoint.key, parameters: node) {
                        reader.diagnostics.addNote(note, toErrorsAfter: errorsBefore)
                    }
                }
            }
            entryValueMapping = entryMapping
            guard let decoded = decodeType(pair.value, context: context, what: "\(what) '\(name)'") else { continue }
            if decoded.type.lenient == true, let lenientNode = pair.value["lenient"] {
                reader.diagnostics.error(.invalidValueCoding,
                    "'lenient' applies to values read from responses; \(what) '\(name)' is only sent",
                    at: lenientNode.location)
            }
            guard refuseTristate(decoded, in: pair.value, what: "\(what) '\(name)'") else { continue }
            if case .object = decoded.type.type {
                reader.diagnostics.error(.nonTextParameter,
                    "\(what) '\(name)' cannot be an object; use a model in a JSON body instead", at: pair.value.location)
                continue
            }
            // Form and multipart fields report dictionaries and objects through `isFieldType`.
            if let problem = nonTextProblem(decoded.type, dictionaries: context == .property) {
                reader.diagnostics.error(.nonTextParameter,
                    "\(what) '\(name)' cannot be \(problem): it is sent as text; send it in a JSON body"
                        + (what == "multipart field" ? " or as a 'file' part" : ""),
                    at: pair.value.location)
                continue
            }
            parameters.append(ParameterDefinition(
                wireName: name,
                swiftName: decoded.swiftName ?? SwiftName.memberName(name, position: position, stem: SwiftName.lowerCamel(what)),
                type: decoded.type,
                defaultValue: decoded.defaultValue, description: decoded.description, location: pair.key.location,
                isSwiftNameExplicit: decoded.swiftName != nil, example: decoded.example))
        }
        return parameters
    }

    /// A note for an error at a parameter named like a key of the endpoint that the endpoint lacks (`response:`
    /// indented under `query:`): the key most likely belongs to the endpoint, one level up (review 41). `nil` for
    /// any other name, when the endpoint has that key, or when `parameters` is no block mapping: an entry of
    /// `query: {limit: int, auth: false}` or of an alias (`query: *common`) is not indented by its line (review 42).
    func misindentedEndpointKeyNote(
        _ name: String, at location: SourceLocation, endpoint: YAMLNode, under key: String, parameters: YAMLNode?
    ) -> Diagnostic.Note? {
        guard Self.endpointKeys.contains(name), endpoint[name] == nil,
              let parameters, parameters.mapping?.first?.key.location == parameters.location
        else { return nil }
        return Diagnostic.Note(
            "'\(name)' is also a key of the endpoint, which has none: if it is the endpoint's, it is indented too far; "
                + "indent it as '\(key)'",
            at: location)
    }

    /// All parameters of one endpoint become arguments of one initializer, so their Swift names must differ.
    /// As for properties (spec format §6): derived names that collide are numbered with a warning; a collision
    /// involving an explicit `swift_name` is an error naming both.
    private mutating func makeParameterNamesUnique(
        path: inout [ParameterDefinition], query: inout [ParameterDefinition], headers: inout [HeaderDefinition], body: inout RequestBodyDefinition?,
        in what: String
    ) {
        let headerParameters = headers.compactMap(\.parameter)
        let all = path + query + headerParameters + (body?.fields ?? [])
        // What each parameter is, for the messages: two of one wire name are most often of two kinds.
        let kinds = Array(repeating: "path parameter", count: path.count) + Array(repeating: "query parameter", count: query.count)
            + Array(repeating: "header parameter", count: headerParameters.count)
            + Array(repeating: "body field", count: body?.fields.count ?? 0)
        var firstByName: [String: ParameterDefinition] = [:]
        var explicitClashes: Set<String> = []
        for parameter in all {
            if let other = firstByName[parameter.swiftName] {
                if parameter.isSwiftNameExplicit || other.isSwiftNameExplicit {
                    explicitClashes.insert(parameter.swiftName)
                    reader.diagnostics.error(.duplicateSwiftName,
                        "parameters '\(other.wireName)' and '\(parameter.wireName)' both map to Swift name "
                            + "'\(parameter.swiftName)' in \(what)",
                        at: parameter.location, notes: [.init("'\(other.wireName)' is declared here", at: other.location)])
                }
            } else {
                firstByName[parameter.swiftName] = parameter
            }
        }
        let assignments = UniqueNames.assign(all.map { ($0.wireName, $0.swiftName, $0.isSwiftNameExplicit) })
        var chosen: [Int: String] = [:]
        for (index, assignment) in assignments.enumerated() where assignment.wasRenamed && !assignment.isExplicit {
            // A clash with an explicit name is already an error; a renaming warning would only repeat it.
            guard !explicitClashes.contains(assignment.derived) else { continue }
            guard let holder = assignments.firstIndex(where: { $0.chosen == assignment.derived }) else { continue }
            let other = "\(kinds[holder]) '\(all[holder].wireName)'"
            reader.diagnostics.warning(.renamedMember,
                "\(kinds[index]) '\(all[index].wireName)' is named '\(assignment.chosen)' in Swift because \(other) "
                    + "also maps to '\(assignment.derived)'; add swift_name to choose a name", at: all[index].location,
                notes: [.init("\(other) is declared here", at: all[holder].location)])
            chosen[index] = assignment.chosen
        }
        guard !chosen.isEmpty else { return }
        var index = 0
        func rename(_ parameter: ParameterDefinition) -> ParameterDefinition {
            defer { index += 1 }
            var parameter = parameter
            if let name = chosen[index] { parameter.swiftName = name }
            return parameter
        }
        path = path.map(rename)
        query = query.map(rename)
        headers = headers.map { header in
            guard case .parameter(let parameter) = header.value else { return header }
            var header = header
            header.value = .parameter(rename(parameter))
            return header
        }
        if var requestBody = body {
            switch requestBody.content {
            case .form(let fields): requestBody.content = .form(fields.map(rename))
            case .multipart(let fields): requestBody.content = .multipart(fields.map(rename))
            default: break
            }
            body = requestBody
        }
    }

    /// A request body; `method` is `nil` when the endpoint's method was refused with an error.
    private mutating func decodeBody(_ node: YAMLNode, method: EndpointMethod?) -> RequestBodyDefinition? {
        if let method, method == .get || method == .head {
            reader.diagnostics.warning(.unusualBody, "a \(method.rawValue) request with a body is unusual; many servers ignore it", at: node.location)
        }
        let isLongForm = node.mapping.map { pairs in pairs.contains { $0.key.scalar?.text == "encoding" } } ?? false
        guard isLongForm else {
            // `encodng: form` would otherwise read as an inline object with a property of the unknown type `form`.
            for pair in node.mapping ?? [] {
                guard let key = pair.key.scalar?.text, Suggestions.closest(to: key, among: ["encoding"]) != nil,
                    let value = pair.value.scalar?.text, ["form", "multipart", "text", "binary"].contains(value),
                    !modelNames.contains(value)
                else { continue }
                reader.diagnostics.error(.unknownKey,
                    "unknown key '\(key)' in the request body; did you mean 'encoding'?", at: pair.key.location)
                return nil
            }
            guard let decoded = decodeType(node, context: .property, what: "the request body") else { return nil }
            refuseValueCoding(decoded.type, at: node, holder: "the request body",
                              fix: "declare a model whose property has them")
            return RequestBodyDefinition(content: .json(decoded.type), contentType: nil, location: node.location)
        }
        guard reader.mapping(node, allowed: ["encoding", "type", "fields", "content_type"], what: "the request body") != nil,
            let encodingNode = node["encoding"], let encoding = reader.nonEmptyString(encodingNode, what: "encoding")
        else { return nil }
        let contentType = node["content_type"].flatMap { reader.nonEmptyString($0, what: "content_type") }
        switch encoding {
        case "json":
            guard let typeNode = node["type"] else {
                reader.diagnostics.error(.missingBodyType, "a json body needs 'type'", at: node.location)
                return nil
            }
            guard let decoded = decodeType(typeNode, context: .property, what: "the request body") else { return nil }
            refuseValueCoding(decoded.type, at: typeNode, holder: "the request body",
                              fix: "declare a model whose property has them")
            if let contentTypeNode = node["content_type"] {
                refuseContentType(encoding: encoding, at: contentTypeNode)
            }
            return RequestBodyDefinition(content: .json(decoded.type), contentType: nil, location: node.location)
        case "form", "multipart":
            guard let fieldsNode = node["fields"] else {
                reader.diagnostics.error(.missingBodyFields, "a \(encoding) body needs 'fields'", at: node.location)
                return nil
            }
            let context: TypeContext = encoding == "form" ? .formField : .multipartField
            var rejected = RejectedNames()  // nothing looks fields up by name
            let fields = decodeParameters(fieldsNode, context: context, what: "\(encoding) field", rejected: &rejected)
            for field in fields where !Self.isFieldType(field.type) {
                reader.diagnostics.error(.invalidBodyType,
                    "\(encoding) field '\(field.wireName)' must be a scalar type or an array of one", at: field.location)
            }
            if let contentTypeNode = node["content_type"] {
                refuseContentType(encoding: encoding, at: contentTypeNode)
            }
            return RequestBodyDefinition(content: encoding == "form" ? .form(fields) : .multipart(fields),
                               contentType: nil, location: node.location)
        case "text", "binary":
            // `type` may restate the Swift type (`string`/`text` or `data`/`binary`); anything else is a mistake.
            let allowedTypes = encoding == "text" ? ["string", "text"] : ["data", "binary"]
            if let typeNode = node["type"], !allowedTypes.contains(typeNode.scalar?.text ?? "") {
                reader.diagnostics.error(.invalidBodyType,
                    "a \(encoding) body is sent as \(encoding == "text" ? "String" : "Data"); its type can only be "
                        + allowedTypes.joined(separator: " or "), at: typeNode.location)
            }
            if let fieldsNode = node["fields"] {
                reader.diagnostics.error(.unexpectedBodyFields, "a \(encoding) body takes no 'fields'", at: fieldsNode.location)
            }
            // `content_type` is sent as the Content-Type header.
            if let contentType, let contentTypeNode = node["content_type"] {
                _ = refuseControlCharacter(in: contentType, "content_type", at: contentTypeNode.location)
            }
            return RequestBodyDefinition(content: encoding == "text" ? .text : .binary, contentType: contentType, location: node.location)
        default:
            reader.diagnostics.error(.unknownBodyEncoding,
                "unknown body encoding '\(encoding)'; expected json, form, multipart, text or binary"
                    + Suggestions.didYouMean(encoding, among: ["json", "form", "multipart", "text", "binary"]),
                at: encodingNode.location)
            return nil
        }
    }

    /// `content_type` is for text and binary bodies; the other encodings define their own type.
    private mutating func refuseContentType(encoding: String, at node: YAMLNode) {
        reader.diagnostics.error(.ineffectiveContentType,
            "'content_type' cannot take effect with a \(encoding) body; it is for text and binary bodies", at: node.location)
    }

    /// Why a parameter type has no text form for a path segment, query item or form field (`data`, `json`, a
    /// dictionary, a struct model, at any depth of arrays), or nil when it has one.
    func nonTextProblem(_ type: PropertyType, dictionaries: Bool) -> String? {
        switch type.type {
        case .primitive(.data): "'data'"
        case .primitive(.json): "'json'"
        case .dictionary: dictionaries ? "a dictionary" : nil
        case .model(let name) where objectModels.contains(name): "the model '\(name)'"
        case .array(let element):
            // `[[string]]` would be flattened: `[["a", "b"]]` and `[["a"], ["b"]]` would go out alike.
            if case .array = element.type { "a nested array" } else { nonTextProblem(element, dictionaries: dictionaries) }
        case .primitive, .model, .enumeration, .object: nil
        }
    }

    /// Form and multipart fields are scalars (or arrays of scalars, repeated), or `file` parts.
    private static func isFieldType(_ type: PropertyType) -> Bool {
        switch type.type {
        case .primitive, .enumeration: true
        case .model(let name): name == "$file" || !name.hasPrefix("$")
        case .array(let element): isFieldType(element)
        case .dictionary, .object: false
        }
    }

    private mutating func decodeResponse(_ node: YAMLNode) -> ResponseDefinition? {
        guard let decoded = decodeType(node, context: .response, what: "the response") else { return nil }
        refuseValueCoding(decoded.type, at: node, holder: "the response",
                          fix: "declare a model whose property has them")
        switch decoded.type.type {
        case .model("$none"): return ResponseDefinition.none
        case .model("$text"): return .text
        case .model("$binary"): return .binary
        default: return .json(decoded.type)
        }
    }

    /// `server: uploads`: one of the spec's `servers`.
    private mutating func decodeServerUse(_ node: YAMLNode, api: APIDefinition) -> ServerDefinition? {
        guard let name = reader.nonEmptyString(node, what: "server") else { return nil }
        guard let server = api.servers.first(where: { $0.name == name }) else {
            if refusedServers.contains(name) { return nil }
            let known = api.servers.map { "'\($0.name)'" }.joined(separator: ", ")
            reader.diagnostics.error(
                .unknownServer,
                "server '\(name)' is not declared under 'servers'" + (known.isEmpty ? "" : " (declared: \(known))"),
                at: node.location)
            return nil
        }
        return server
    }

    private mutating func decodeAuthUse(_ node: YAMLNode, api: APIDefinition) -> AuthUse? {
        let text = node.scalar?.style == .plain ? node.scalar?.text : nil
        let use: AuthUse
        switch text {
        case "true", "required": use = .required
        case "false", "none": use = .none
        case "optional": use = .optional
        default:
            reader.diagnostics.error(.invalidEndpointAuth, "endpoint auth must be true, false or optional", at: node.location)
            return nil
        }
        if use != .none, api.auth == nil, !authRefused {
            reader.diagnostics.error(.authWithoutScheme, "endpoint uses auth, but the spec declares no 'auth' scheme", at: node.location)
            return nil
        }
        return use
    }

    /// `link_header`, or a mapping with one of `link_header: true`, `cursor` (+ `param`), `page`, `offset`, `before`
    /// (+ `id`), and `items` for object responses. The page parameter must be an optional query parameter, so the
    /// first request can leave it out; naming a query parameter refused with an error (`rejected`) adds no error.
    private mutating func decodePagination(
        _ node: YAMLNode, query: [ParameterDefinition], rejected: RejectedNames
    ) -> Pagination? {
        let usage = "pagination must be 'link_header' or a mapping with one of link_header: true, cursor: <response field>, "
            + "page: <query parameter>, offset: <query parameter>, before: <query parameter> (with id: <item property>)"
        if node.scalar?.text == "link_header" { return Pagination(style: .linkHeader, location: node.location) }
        guard node.mapping != nil,
            reader.mapping(node, allowed: ["link_header", "cursor", "param", "page", "offset", "before", "id", "items"],
                           what: "pagination") != nil
        else {
            if node.mapping == nil { reader.diagnostics.error(.invalidPagination, usage, at: node.location) }
            return nil
        }
        let styles = ["link_header", "cursor", "page", "offset", "before"].filter { node[$0] != nil }
        guard styles.count == 1, let key = styles.first, let styleNode = node[key] else {
            reader.diagnostics.error(.invalidPagination, usage + (styles.count > 1 ? "; found \(styles.joined(separator: " and "))" : ""), at: node.location)
            return nil
        }
        /// `cursorField`: the response field of a `cursor` given without `param`, which names the query parameter too.
        func queryParameter(_ parameterNode: YAMLNode, what: String, cursorField: Bool = false) -> String? {
            guard let name = reader.nonEmptyString(parameterNode, what: what) else { return nil }
            guard let parameter = query.first(where: { $0.wireName == name }) else {
                if rejected.contains(name) { return nil }
                let names = query.map { "'\($0.wireName)'" }.joined(separator: ", ")
                let optional = query.filter(\.type.isSwiftOptional).map(\.wireName)
                let fix: String
                if !cursorField {
                    fix = ""
                } else if optional.count == 1 {
                    fix = "; if the response field '\(name)' is sent back as '\(optional[0])', add param: \(optional[0])"
                } else {
                    fix = "; when the query parameter that sends the cursor has another name, give it as param: <query parameter>"
                }
                reader.diagnostics.error(
                    .invalidPagination, "pagination \(what) '\(name)' is not a query parameter of the endpoint"
                        + (names.isEmpty ? "; it has none" : "; its query parameters are \(names)") + fix,
                    at: parameterNode.location)
                return nil
            }
            guard parameter.type.isSwiftOptional else {
                reader.diagnostics.error(
                    .invalidPagination, "pagination \(what) '\(name)' must be an optional query parameter (\(name): <type>?), "
                        + "so the first page can be requested without it", at: parameterNode.location)
                return nil
            }
            return name
        }
        let style: Pagination.Style
        switch key {
        case "link_header":
            guard reader.bool(styleNode, what: "link_header") == true else {
                reader.diagnostics.error(.invalidPagination, "link_header must be true", at: styleNode.location)
                return nil
            }
            style = .linkHeader
        case "cursor":
            guard let field = reader.nonEmptyString(styleNode, what: "cursor"),
                let parameter = queryParameter(node["param"] ?? styleNode, what: "cursor parameter", cursorField: node["param"] == nil)
            else { return nil }
            style = .cursor(field: field, parameter: parameter)
        case "page":
            guard let parameter = queryParameter(styleNode, what: "page parameter") else { return nil }
            style = .pageNumber(parameter: parameter)
        case "offset":
            guard let parameter = queryParameter(styleNode, what: "offset parameter") else { return nil }
            style = .offset(parameter: parameter)
        default:
            guard let parameter = queryParameter(styleNode, what: "before parameter") else { return nil }
            guard let idNode = node["id"], let id = reader.nonEmptyString(idNode, what: "id") else {
                reader.diagnostics.error(.invalidPagination, "pagination 'before' needs id: <item property> whose value it sends", at: styleNode.location)
                return nil
            }
            style = .before(parameter: parameter, key: id)
        }
        if key != "cursor", let param = node["param"] {
            reader.diagnostics.error(.invalidPagination, "'param' goes with 'cursor' only", at: param.location)
            return nil
        }
        if key != "before", let id = node["id"] {
            reader.diagnostics.error(.invalidPagination, "'id' goes with 'before' only", at: id.location)
            return nil
        }
        let items = node["items"].flatMap { reader.nonEmptyString($0, what: "items") }
        return Pagination(style: style, itemsKey: items, location: node.location)
    }

    /// The spec's rules with the endpoint's added; an endpoint rule replaces a spec rule with the same key.
    private func mergeErrorRules(_ spec: [ErrorRuleDefinition], _ endpoint: [ErrorRuleDefinition]) -> [ErrorRuleDefinition] {
        spec.filter { rule in !endpoint.contains { $0.match == rule.match } } + endpoint
    }
}

extension HeaderDefinition {
    /// The parameter a header takes its value from, if any.
    package var parameter: ParameterDefinition? {
        if case .parameter(let parameter) = value { parameter } else { nil }
    }
}

extension RequestBodyDefinition {
    /// The fields of a form or multipart body; empty for other bodies.
    package var fields: [ParameterDefinition] {
        switch content {
        case .form(let fields), .multipart(let fields): fields
        default: []
        }
    }

    /// `json`, `form` or `multipart` for bodies whose encoding defines their `Content-Type`; `nil` for text and
    /// binary bodies, whose type a `Content-Type` header may set.
    package var contentTypeDefiningEncoding: String? {
        switch content {
        case .json: "json"
        case .form: "form"
        case .multipart: "multipart"
        case .text, .binary: nil
        }
    }

    /// The `Content-Type` the runtime sends for the body (multipart without its boundary parameter).
    package var definedContentType: String {
        switch content {
        case .json: "application/json"
        case .form: "application/x-www-form-urlencoded"
        case .multipart: "multipart/form-data"
        case .text: contentType ?? "text/plain"
        case .binary: contentType ?? "application/octet-stream"
        }
    }
}
