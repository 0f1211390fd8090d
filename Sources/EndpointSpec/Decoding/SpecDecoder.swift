import EndpointNaming

/// Turns the YAML node tree of one spec file into an `APIDefinition`, collecting every problem as a
/// diagnostic instead of stopping at the first (spec format §1–§6).
struct SpecDecoder {
    var reader = NodeReader()
    /// Names declared under `models`, known before any type expression is read.
    var modelNames: Set<String> = []
    /// Built-in type and model names for "did you mean", with the model count they were made for (see
    /// `closestTypeName(to:)`).
    var typeNameIndex: (modelCount: Int, index: SuggestionIndex)?
    /// Model names for "did you mean" in error rules, with the model count they were made for.
    var modelNameIndex: (modelCount: Int, index: SuggestionIndex)?
    /// Models that are enums, for checking defaults that use them.
    var enumModels: [String: EnumDefinition] = [:]
    /// Models that are structs (known once `models` is decoded), which have no text form for parameters.
    var objectModels: Set<String> = []
    /// How many inline objects enclose the one being decoded.
    var inlineObjectDepth = 0
    /// Inline objects become nested types; past this depth a spec must name its models instead.
    static let maximumInlineObjectDepth = SpecLimits.maximumInlineObjectDepth
    /// How the mapping holding the entry whose value is the next type expression decoded is written: set for a
    /// property or a parameter just before its value is decoded and cleared by `decodeType`, so that it holds only
    /// for the value itself (`auth: false`), not for a type inside it (`[false]`, `{type: false}`). The message for
    /// `true` or `false` where a type belongs reads it (review 42).
    var entryValueMapping: EntryMapping?
    /// The form of the model whose own properties (`inlineObjectDepth` 1) are being decoded, `nil` outside a model.
    var modelForm: ModelForm?
    /// How the mapping holding an entry is written. A block mapping's entries begin where the mapping does; a flow
    /// mapping begins at its `{`, and an alias (`query: *common`) where the alias is written.
    enum EntryMapping { case block, flow }
    /// A model written as its properties (`M: {id: int}`), or with `properties:` beside its other keys.
    enum ModelForm { case short, long }

    /// How many arrays and dictionaries enclose the type expression being decoded, within one property (an
    /// inline object starts again from 0).
    var collectionDepth = 0
    /// Arrays and dictionaries nest at most this deep in one type expression (`[[[[[[[[int]]]]]]]]`): real APIs
    /// stay below 5 (GeoJSON's multi-polygons are `[[[[double]]]]`), and the Swift compiler's type-checking time
    /// grows exponentially with the depth of nested generic collection literals (spec format §2, "Limits").
    static let maximumCollectionDepth = SpecLimits.maximumCollectionDepth
    let path: String
    /// The directories this spec's `uses` entries must stay inside (`SpecLoader.usePathRefusal`).
    let specsRoots: [String]
    /// Specs this one may name in `uses`, already decoded, by `SpecLoader.usedSpecKey(_:from:)`.
    let usable: [String: APIDefinition]
    /// Why a spec named in `uses` is not in `usable` (has errors, a cycle), with the model names it declares, by
    /// the same key; a key in neither names no spec file.
    let unusable: [String: SpecGraph.Unusable]
    /// Models of the specs in `uses`, by name.
    var usedModels: [String: UsedModel] = [:]
    /// The `uses` entries that named a usable spec, as written, in spec order.
    var usedSpecs: [String] = []
    /// The example files read so far, as written (`APIDefinition.exampleFiles`).
    var exampleFilesRead: Set<String> = []

    static let topLevelKeys = [
        "api", "description", "uses", "base_url", "servers", "timeout", "dates", "lenient", "headers", "auth", "envelope", "common_fields",
        "errors", "models", "endpoints",
    ]

    /// Models a `uses` entry refused with an error would have provided (every name, when its file was never read):
    /// a type expression or error rule naming one adds no `unknown type` error (see `isFollowOnUnknownName`).
    var modelsOfRefusedUses = RejectedNames()
    /// Enum models whose values were refused with an error: a default given for one adds no error.
    var refusedEnumModels: Set<String> = []
    /// Whether the spec's `auth` was refused with an error: an endpoint's `auth: true` then adds no error.
    var authRefused = false
    /// Servers refused with an error: an endpoint's `server:` naming one adds no error.
    var refusedServers = RejectedNames()

    init(
        path: String, specsRoots: [String] = [], usable: [String: APIDefinition] = [:],
        unusable: [String: SpecGraph.Unusable] = [:]
    ) {
        self.path = path
        self.specsRoots = specsRoots
        self.usable = usable
        self.unusable = unusable
    }

    /// Decodes `root`; returns `nil` only when the document is not even a mapping.
    mutating func decode(_ root: YAMLNode) -> APIDefinition? {
        guard reader.mapping(root, allowed: Self.topLevelKeys, what: "a spec file") != nil else { return nil }

        let name = decodeAPIName(root)
        if let usesNode = root["uses"] { decodeUses(usesNode, apiName: name) }
        collectModelNames(root["models"])

        let models = root["models"].map { decodeModels($0) } ?? []
        if let name, let model = models.first(where: { $0.name == name }) {
            reader.diagnostics.error(.modelNamedLikeAPI,
                "model '\(name)' has the name of its api, so 'api.Model' would mean the model's member inside "
                    + "generated code; rename the model or the api", at: model.location)
        }
        for model in models {
            if let used = usedModels[model.name] {
                reader.diagnostics.error(
                    .duplicateSharedModel, "model '\(model.name)' is also declared by '\(used.sourcePath)', which this spec uses "
                        + "(\(used.namespace).\(model.name)); rename one of them", at: model.location)
            }
        }
        objectModels = Set((models + usedModels.values.map(\.model)).compactMap { model in
            if case .object = model.shape { model.name } else { nil }
        })
        let errors = root["errors"].map { decodeErrorRules($0) } ?? []
        let auth = root["auth"].flatMap { decodeAuthScheme($0) }
        authRefused = root["auth"] != nil && auth == nil
        var api = APIDefinition(
            name: name ?? "API",
            sourcePath: path,
            fileStem: SpecLoader.fileStem(of: path),
            description: root["description"].flatMap { reader.string($0, what: "description") },
            baseURL: root["base_url"].flatMap { decodeBaseURL($0) },
            timeout: root["timeout"].flatMap { reader.positiveNumber($0, what: "timeout (seconds)") },
            servers: root["servers"].map { decodeServers($0) } ?? [],
            dates: root["dates"].flatMap { decodeDateRule($0) } ?? .iso8601,
            lenient: root["lenient"].flatMap { reader.bool($0, what: "lenient") } ?? false,
            headers: root["headers"].map { decodeHeaders($0) } ?? [],
            auth: auth,
            envelope: root["envelope"].flatMap { decodeEnvelope($0) },
            commonFields: root["common_fields"].map { decodeCommonFields($0) } ?? [],
            errors: errors,
            models: models,
            endpoints: [],
            usedModels: usedModels,
            usedSpecs: usedSpecs,
            location: root.location)
        api.nameLocation = root["api"]?.location
        checkAuthHeader(api.headers, scheme: auth, auth: .optional, owner: "spec")
        checkAuthQuery(api.commonFields.map { ($0.wireName, "common field", $0.location) }, scheme: auth, auth: .optional,
                       owner: "spec")
        if let endpointsNode = root["endpoints"] {
            api.endpoints = decodeEndpoints(endpointsNode, api: api)
        } else if root["models"] == nil {
            // A spec of models only is fine: other specs share them through `uses`.
            reader.diagnostics.error(.missingEndpoints, "a spec needs an 'endpoints' or a 'models' mapping", at: root.location)
        }
        api.exampleFiles = exampleFilesRead.sorted()
        return api
    }

    private mutating func decodeAPIName(_ root: YAMLNode) -> String? {
        guard let node = root["api"] else {
            reader.diagnostics.error(.missingAPIName, "a spec needs 'api', the Swift name of this API (e.g. api: GitHub)", at: root.location)
            return nil
        }
        guard let name = reader.nonEmptyString(node, what: "api") else { return nil }
        if let reason = forbiddenModelNames[name] {
            reader.diagnostics.error(.reservedAPIName, "api '\(name)' cannot be used as a namespace: \(reason)", at: node.location)
            return nil
        }
        guard SwiftName.isIdentifier(name), name.first?.isUppercase == true else {
            let hint = Suggestions.upperCamelName(for: name).map { " such as '\($0)'" } ?? ""
            reader.diagnostics.error(.invalidAPIName,
                "api '\(name)' must be an UpperCamelCase Swift identifier\(hint)", at: node.location)
            return nil
        }
        let accessor = SwiftName.lowerCamel(name)
        if apiClientMemberNames.contains(accessor) {
            reader.diagnostics.error(.reservedAPIName,
                "api '\(name)' cannot be used as a namespace: its client property 'APIClient.\(accessor)' would hide "
                    + "the client's own '\(accessor)'; choose another name (e.g. '\(name)API')", at: node.location)
            return nil
        }
        return name
    }

    private mutating func decodeBaseURL(_ node: YAMLNode, what: String = "base_url") -> String? {
        guard let text = reader.nonEmptyString(node, what: what) else { return nil }
        switch BaseURLRule.problem(in: text) {
        case nil:
            return text
        case .notAbsoluteHTTP:
            reader.diagnostics.error(.invalidBaseURL, "\(what) must be an absolute http or https URL with a host", at: node.location)
        case .queryOrFragment:
            reader.diagnostics.error(.invalidBaseURL,
                "\(what) '\(text)' has a query or a fragment, which the client refuses: it appends each endpoint's path and "
                    + "query to this URL; declare query parameters under the endpoints' 'query' (or 'common_fields')",
                at: Self.location(ofQueryIn: node) ?? node.location)
        case .dotSegment(let segment):
            reader.diagnostics.error(.dotSegmentInPath,
                "\(what) '\(text)' has the dot segment '\(segment)' in its path, which clients, proxies and servers "
                    + "remove (RFC 3986 §5.2.4); write the path without it", at: node.location)
        }
        return nil
    }

    /// Where the `?` or `#` of the URL scalar `node` is, when its text is its source (see `location(atOffset:in:)`).
    private static func location(ofQueryIn node: YAMLNode) -> SourceLocation? {
        guard let text = node.scalar?.text,
              let index = text.unicodeScalars.firstIndex(where: { $0 == "?" || $0 == "#" }) else { return nil }
        return location(atOffset: text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: index), in: node)
    }

    /// `servers: {uploads: https://uploads.github.com}`: named servers with their URLs.
    /// Servers refused with an error go to `refusedServers`.
    private mutating func decodeServers(_ node: YAMLNode) -> [ServerDefinition] {
        guard let pairs = reader.mapping(node, what: "servers") else {
            refusedServers.insertEveryName()
            return []
        }
        if node.hasRefusedEntries { refusedServers.insertEveryName() }
        var servers: [ServerDefinition] = []
        for pair in pairs {
            guard let name = reader.nonEmptyString(pair.key, what: "a server name") else {
                refusedServers.insertEveryName()
                continue
            }
            guard let url = decodeBaseURL(pair.value, what: "the URL of server '\(name)'") else {
                refusedServers.insert(name)
                continue
            }
            servers.append(ServerDefinition(name: name, url: url, location: pair.key.location))
        }
        return servers
    }

    /// `dates: iso8601 | iso8601_milliseconds | seconds | milliseconds | "<pattern>"`, or the long form
    /// `{format: "<pattern>", time_zone: Asia/Seoul, as_written: true}`: the wall-clock zone of a pattern, and a
    /// pattern the mistake checks would refuse. Also a property's own `dates` (spec format §2).
    mutating func decodeDateRule(_ node: YAMLNode) -> DateRuleDefinition? {
        if node.mapping != nil {
            guard reader.mapping(node, allowed: ["format", "time_zone", "as_written"], what: "dates") != nil else { return nil }
            guard let formatNode = node["format"] else {
                reader.diagnostics.error(
                    .invalidDateRule, "the long form of dates needs 'format', a date format pattern", at: node.location)
                return nil
            }
            let asWritten = node["as_written"].flatMap { reader.bool($0, what: "as_written") } ?? false
            let rule = decodeDatePattern(formatNode, checkingMistakes: !asWritten)
            guard let zoneNode = node["time_zone"] else { return rule }
            let zone = decodeTimeZone(zoneNode)
            switch rule {
            case .format(let pattern, _):
                return zone.map { .format(pattern, timeZone: $0) }
            case .iso8601, .iso8601WithMilliseconds, .secondsSince1970, .millisecondsSince1970:
                reader.diagnostics.error(.invalidTimeZone,
                    "time_zone applies to date formats only; ISO 8601 text and epoch numbers carry their own offset",
                    at: zoneNode.location)
                return nil
            case nil:
                return nil
            }
        }
        return decodeDatePattern(node, checkingMistakes: true)
    }

    private mutating func decodeDatePattern(_ node: YAMLNode, checkingMistakes: Bool) -> DateRuleDefinition? {
        guard let text = reader.nonEmptyString(node, what: "dates") else { return nil }
        switch text {
        case "iso8601": return .iso8601
        case "iso8601_milliseconds": return .iso8601WithMilliseconds
        case "seconds": return .secondsSince1970
        case "milliseconds": return .millisecondsSince1970
        default:
            // A near miss of a keyword (`secnds`) is a typo, even though `d` would make it a pattern.
            let keywords = ["iso8601", "iso8601_milliseconds", "seconds", "milliseconds"]
            guard Suggestions.closest(to: text, among: keywords) == nil, DatePatternLint(text).hasDateOrTimeField,
                text.filter({ $0 == "'" }).count.isMultiple(of: 2)
            else {
                reader.diagnostics.error(.invalidDateRule,
                    "dates must be iso8601, iso8601_milliseconds, seconds, milliseconds, or a date format such as "
                        + "yyyy-MM-dd HH:mm:ss; found '\(text)'\(Suggestions.didYouMean(text, among: keywords))",
                    at: node.location)
                return nil
            }
            if let unknown = DatePatternLint(text).unknownFields.first {
                let field = String(repeating: unknown.letter, count: unknown.count)
                // `f` is how .NET and Python's strftime-like formats write fractions of a second.
                let hint = unknown.letter == "f"
                    ? "fractions of a second are 'S' (SSS for milliseconds)"
                    : "quote literal text, as in yyyy-MM-dd'T'HH:mm:ss"
                reader.diagnostics.error(.invalidDateRule,
                    "date format '\(text)': '\(field)' is not a date field (Unicode date format patterns, UTS #35), so "
                        + "dates would neither format nor parse; \(hint)",
                    at: node.location)
                return nil
            }
            if checkingMistakes {
                let findings = DatePatternLint(text).findings()
                for finding in findings {
                    reader.diagnostics.error(.suspiciousDatePattern,
                        "date format '\(text)': '\(finding.field)' is \(finding.meaning); did you mean "
                            + "'\(finding.replacement)'? (if the pattern is meant as written: "
                            + "{format: \"\(text)\", as_written: true})", at: node.location)
                }
                if !findings.isEmpty { return nil }
            }
            return .format(text)
        }
    }

    mutating func decodeAuthScheme(_ node: YAMLNode) -> AuthScheme? {
        let kinds = ["header", "bearer", "scheme", "basic", "query"]
        guard let pairs = reader.mapping(node, allowed: kinds, what: "auth") else { return nil }
        let keys = pairs.compactMap { $0.key.scalar?.text }
        if keys.count == pairs.count, Set(keys).contains("scheme"), Set(keys).isSubset(of: ["scheme", "header"]),
           let schemeNode = pairs.first(where: { $0.key.scalar?.text == "scheme" })?.value,
           let scheme = reader.nonEmptyString(schemeNode, what: "the auth scheme") {
            // RFC 9110 §11.1: auth-scheme = token.
            guard Self.isHeaderName(scheme) else {
                reader.diagnostics.error(.invalidAuth, "'\(scheme)' is not a valid auth scheme (an HTTP token)", at: schemeNode.location)
                return nil
            }
            var header = "Authorization"
            if let headerNode = pairs.first(where: { $0.key.scalar?.text == "header" })?.value {
                guard let name = reader.nonEmptyString(headerNode, what: "the auth header name") else { return nil }
                guard Self.isHeaderName(name) else {
                    reader.diagnostics.error(.invalidHeaderName, "'\(name)' is not a valid HTTP header name", at: headerNode.location)
                    return nil
                }
                guard refuseReservedHeader(name, at: headerNode.location) else { return nil }
                header = name
            }
            return .scheme(scheme, header: header)
        }
        guard pairs.count == 1, let pair = pairs.first, let kind = pair.key.scalar?.text else {
            reader.diagnostics.error(.invalidAuth,
                "auth takes exactly one of 'header: <name>' (raw token), 'bearer: <name>' (Bearer token), "
                    + "'scheme: <word>' with an optional 'header: <name>' (<word> token), 'basic: <name>' (HTTP Basic) "
                    + "or 'query: <name>' (a query item)",
                at: node.location)
            return nil
        }
        if kind == "query" {
            guard let name = reader.nonEmptyString(pair.value, what: "the auth query item name") else { return nil }
            return .query(name)
        }
        guard let header = reader.nonEmptyString(pair.value, what: "the auth header name") else { return nil }
        guard Self.isHeaderName(header) else {
            reader.diagnostics.error(.invalidHeaderName, "'\(header)' is not a valid HTTP header name", at: pair.value.location)
            return nil
        }
        guard refuseReservedHeader(header, at: pair.value.location) else { return nil }
        switch kind {
        case "bearer": return .bearer(header)
        case "basic": return .basic(header)
        default: return .header(header)
        }
    }

    /// A header field name is an RFC 9110 token.
    static func isHeaderName(_ name: String) -> Bool {
        HeaderRules.isHeaderName(name)
    }

    /// Refuses a header name the client writes itself (`HeaderRules.reservedReason`): `false` when refused.
    mutating func refuseReservedHeader(_ name: String, at location: SourceLocation) -> Bool {
        guard let reason = HeaderRules.reservedReason(name) else { return true }
        reader.diagnostics.error(.reservedHeader, "header '\(name)' cannot be declared in a spec: \(reason)", at: location)
        return false
    }

    /// Refuses text sent in a header that holds a control character other than a tab (RFC 9110 §5.5), naming
    /// `subject` ("the value of header 'X-Note'") and the character, and, with `edges` (a value that is the whole
    /// field, not an item of a list, which the client quotes), text starting or ending with a space or a tab, which
    /// recipients strip from a field value: `false` when refused.
    mutating func refuseControlCharacter(
        in text: String, _ subject: String, at location: SourceLocation, notes: [Diagnostic.Note] = [], edges: Bool = true
    ) -> Bool {
        if let character = HeaderRules.forbiddenCharacter(in: text) {
            reader.diagnostics.error(.invalidHeaderValue,
                "\(subject) has the control character \(HeaderRules.codePoint(character)), which HTTP does not allow in a "
                    + "header value (RFC 9110 §5.5: no control character but a tab)", at: location, notes: notes)
            return false
        }
        if edges, let edge = HeaderRules.edgeWhitespace(in: text) {
            reader.diagnostics.error(.invalidHeaderValue,
                "\(subject) \(edge), which HTTP strips from a header value (RFC 9110 §5.5)", at: location, notes: notes)
            return false
        }
        return true
    }

    private mutating func decodeEnvelope(_ node: YAMLNode) -> EnvelopeDefinition? {
        let allowed = ["payload", "success", "code", "message", "success_codes", "on_errors"]
        guard reader.mapping(node, allowed: allowed, what: "the envelope") != nil else { return nil }
        guard let payloadNode = node["payload"] else {
            reader.diagnostics.error(.missingEnvelopePayload, "an envelope needs 'payload', the key holding the result", at: node.location)
            return nil
        }
        guard let payload = reader.nonEmptyString(payloadNode, what: "envelope payload key") else { return nil }
        var envelope = EnvelopeDefinition(
            payloadKey: payload,
            successKey: node["success"].flatMap { reader.nonEmptyString($0, what: "envelope success key") },
            codeKey: nil, codeType: .int,
            messageKey: node["message"].flatMap { reader.nonEmptyString($0, what: "envelope message key") },
            successCodes: [],
            appliesToErrors: node["on_errors"].flatMap { reader.bool($0, what: "on_errors") } ?? false,
            location: node.location)
        // A refused code type leaves success codes unchecked: whether they must be integers is not known.
        var codeTypeRefused = false
        if let codeNode = node["code"] {
            if codeNode.mapping != nil {
                _ = reader.mapping(codeNode, allowed: ["key", "type"], what: "the envelope code")
                envelope.codeKey = codeNode["key"].flatMap { reader.nonEmptyString($0, what: "envelope code key") }
                if envelope.codeKey == nil, codeNode["key"] == nil {
                    reader.diagnostics.error(.missingEnvelopeCodeKey, "the envelope code needs 'key'", at: codeNode.location)
                }
                if let typeNode = codeNode["type"] {
                    let type = reader.string(typeNode, what: "envelope code type")
                    if let type, let codeType = EnvelopeDefinition.CodeType(rawValue: type) {
                        envelope.codeType = codeType
                    } else {
                        codeTypeRefused = true
                        if let type {
                            reader.diagnostics.error(.invalidEnvelopeCodeType,
                                "envelope code type must be int or string\(Suggestions.didYouMean(type, among: ["int", "string"]))",
                                at: typeNode.location)
                        }
                    }
                }
            } else {
                envelope.codeKey = reader.nonEmptyString(codeNode, what: "envelope code key")
            }
        }
        if let codesNode = node["success_codes"], let items = reader.sequence(codesNode, what: "success_codes") {
            if node["code"] == nil {
                reader.diagnostics.error(.successCodesWithoutCode, "success_codes needs the envelope's 'code' key", at: codesNode.location)
            }
            for item in items {
                guard let code = reader.string(item, what: "a success code") else { continue }
                // A quoted code or one with leading zeros ("0000") is a string code written under an int code type.
                let isPlainInteger = item.scalar?.style == .plain && Int(code).map { String($0) == code } == true
                if envelope.codeType == .int, !isPlainInteger, !codeTypeRefused {
                    reader.diagnostics.error(.invalidSuccessCode,
                        "success code '\(code)' is not an integer; declare code: {key: ..., type: string} for string codes",
                        at: item.location)
                    continue
                }
                envelope.successCodes.append(code)
            }
        }
        var keys: [String: SourceLocation] = [:]
        for (key, value) in [("payload", envelope.payloadKey), ("success", envelope.successKey),
                             ("code", envelope.codeKey), ("message", envelope.messageKey)] {
            let keyNode = key == "code" && node[key]?.mapping != nil ? node[key]?["key"] : node[key]
            guard let value, let location = keyNode?.location else { continue }
            if let first = keys[value] {
                reader.diagnostics.error(.duplicateEnvelopeKey,
                    "envelope key '\(value)' is used twice", at: location, notes: [.init("first used here", at: first)])
            }
            keys[value] = location
        }
        return envelope
    }

    private mutating func decodeCommonFields(_ node: YAMLNode) -> [CommonFieldDefinition] {
        guard let pairs = reader.mapping(node, what: "common_fields") else { return [] }
        var fields: [CommonFieldDefinition] = []
        for pair in pairs {
            guard let name = reader.key(pair, what: "a common field name"),
                reader.mapping(pair.value, allowed: ["type", "from", "value", "if_missing"], what: "common field '\(name)'") != nil
            else { continue }
            var primitive = TypeReference.Primitive.string
            if let typeNode = pair.value["type"], let text = reader.string(typeNode, what: "type") {
                if let parsed = TypeReference.Primitive(rawValue: text),
                    [.string, .int, .int32, .int64, .double, .bool].contains(parsed) {
                    primitive = parsed
                } else {
                    reader.diagnostics.error(.invalidCommonFieldType,
                        "common field types are string, int, int32, int64, double or bool; found '\(text)'",
                        at: typeNode.location)
                }
            }
            let source: CommonFieldDefinition.Source
            switch (pair.value["from"], pair.value["value"]) {
            case (let from?, nil):
                guard let key = reader.nonEmptyString(from, what: "from") else { continue }
                source = .provider(key)
            case (nil, let value?):
                guard let text = reader.string(value, what: "value") else { continue }
                source = .literal(Literal(text, at: value.location))
            default:
                reader.diagnostics.error(.invalidCommonFieldSource,
                    "common field '\(name)' needs exactly one of 'from' (app_version, build_number, language, region, "
                        + "platform, unix_time, or a custom key) or 'value'", at: pair.value.location)
                continue
            }
            var ifMissing = CommonFieldDefinition.IfMissing.fail
            if let ruleNode = pair.value["if_missing"], let text = reader.string(ruleNode, what: "if_missing") {
                if case .literal = source {
                    reader.diagnostics.error(
                        .invalidCommonFieldSource, "'if_missing' applies to fields whose value comes 'from' a provider; '\(name)' has a literal value",
                        at: ruleNode.location)
                } else if let rule = CommonFieldDefinition.IfMissing(rawValue: text) {
                    ifMissing = rule
                } else {
                    reader.diagnostics.error(.invalidIfMissing, "if_missing is fail, empty or omit; found '\(text)'", at: ruleNode.location)
                }
            }
            fields.append(CommonFieldDefinition(
                wireName: name, type: primitive, source: source, ifMissing: ifMissing, location: pair.key.location))
        }
        return fields
    }

    /// Error rules: keys `404`, `4XX`, `5XX`, `default`; values declared model names.
    mutating func decodeErrorRules(_ node: YAMLNode) -> [ErrorRuleDefinition] {
        guard let pairs = reader.mapping(node, what: "errors") else { return [] }
        var rules: [ErrorRuleDefinition] = []
        for pair in pairs {
            guard let key = reader.key(pair, what: "an error status") else { continue }
            let match: ErrorRuleDefinition.Match
            if key == "default" {
                match = .default
            } else if let status = Int(key), (100...599).contains(status) {
                match = .status(status)
            } else if key.count == 3, let first = key.first?.wholeNumberValue, (1...5).contains(first),
                key.dropFirst().uppercased() == "XX" {
                match = .statusClass(first)
            } else {
                reader.diagnostics.error(.invalidErrorKey,
                    "error key '\(key)' must be a status code (404), a class (4XX, 5XX) or 'default'",
                    at: pair.key.location)
                continue
            }
            if let status = match.lowestStatus, status < 300 {
                reader.diagnostics.error(.invalidErrorKey,
                    "error key '\(key)' is \(status < 200 ? "an informational" : "a success") status, which is never an error: "
                        + "a 2xx answer is decoded as the endpoint's response (its envelope's failure is an envelope error), "
                        + "and 1xx answers never reach the client; error rules apply to 3xx, 4xx and 5xx",
                    at: pair.key.location)
                continue
            }
            guard let model = reader.nonEmptyString(pair.value, what: "an error model") else { continue }
            guard modelNames.contains(model) else {
                if isFollowOnUnknownName(model, extra: []) { continue }
                reader.diagnostics.error(.unknownModel,
                    "unknown model '\(model)'\(modelNameSuggestion(for: model))",
                    at: pair.value.location)
                continue
            }
            rules.append(ErrorRuleDefinition(match: match, model: model, location: pair.key.location))
        }
        return rules
    }

    /// Headers sent with a request: `Name: value` or `Name: {param: name, type: T}`.
    mutating func decodeHeaders(_ node: YAMLNode, allowParameters: Bool = false) -> [HeaderDefinition] {
        guard let pairs = reader.mapping(node, what: "headers") else { return [] }
        var headers: [HeaderDefinition] = []
        // Field names are case-insensitive (RFC 9110 §5.1): `X-Foo` and `x-foo` are one field, and one value would be
        // lost. The YAML reader reports keys written identically.
        var firstByName: [String: (name: String, location: SourceLocation)] = [:]
        for (position, pair) in zip(1..., pairs) {
            guard let name = reader.key(pair, what: "a header name") else { continue }
            guard Self.isHeaderName(name) else {
                reader.diagnostics.error(.invalidHeaderName, "'\(name)' is not a valid HTTP header name", at: pair.key.location)
                continue
            }
            guard refuseReservedHeader(name, at: pair.key.location) else { continue }
            if let first = firstByName[name.lowercased()], first.name != name {
                reader.diagnostics.error(.duplicateHeader,
                    "header '\(name)' is header '\(first.name)' again: header names are case-insensitive (RFC 9110 §5.1), "
                        + "so one of the two values would be lost", at: pair.key.location,
                    notes: [.init("'\(first.name)' is declared here", at: first.location)])
                continue
            }
            firstByName[name.lowercased()] = firstByName[name.lowercased()] ?? (name, pair.key.location)
            if pair.value.mapping != nil {
                guard allowParameters else {
                    reader.diagnostics.error(.parameterHeaderInSpec,
                        "spec-wide headers have fixed values; headers from parameters belong to an endpoint",
                        at: pair.value.location)
                    continue
                }
                if let parameter = decodeHeaderParameter(pair.value, header: name, position: position) {
                    headers.append(HeaderDefinition(name: name, value: .parameter(parameter), location: pair.key.location))
                }
            } else {
                guard let value = reader.string(pair.value, what: "header '\(name)'"),
                      refuseControlCharacter(in: value, "the value of header '\(name)'", at: pair.value.location)
                else { continue }
                headers.append(HeaderDefinition(
                    name: name, value: .literal(Literal(value, at: pair.value.location)), location: pair.key.location))
            }
        }
        return headers
    }

    /// `{param: since, type: T, swift_name: …, description: …}`: a header whose value is a parameter. The type may be
    /// in its long form, whose `default`, `example` and `swift_name` apply as a query parameter's do.
    private mutating func decodeHeaderParameter(_ node: YAMLNode, header name: String, position: Int) -> ParameterDefinition? {
        guard reader.mapping(node, allowed: ["param", "type", "description", "swift_name"], what: "header '\(name)'") != nil,
              let paramNode = node["param"], let param = reader.nonEmptyString(paramNode, what: "param")
        else {
            if node["param"] == nil {
                reader.diagnostics.error(.missingHeaderParameter, "header '\(name)' needs 'param', the parameter name", at: node.location)
            }
            return nil
        }
        var decoded = DecodedType(type: PropertyType(.primitive(.string)))
        if let typeNode = node["type"] {
            guard let typed = decodeType(typeNode, context: .property, what: "header '\(name)'") else { return nil }
            decoded = typed
            if decoded.type.dateRule != nil || decoded.type.lenient != nil {
                reader.diagnostics.error(.invalidValueCoding,
                    "header '\(name)' takes no 'dates' or 'lenient': a header is sent as text, dates in "
                        + "the spec's rule (an HTTP-date in the fields RFC 9110 defines as dates)", at: typeNode.location)
            }
            guard refuseTristate(decoded, in: typeNode, what: "header '\(name)'") else { return nil }
            // A header's value is text, as a query item's is (spec format §4).
            let problem: String? = if case .object = decoded.type.type { "an object" } else {
                nonTextProblem(decoded.type, dictionaries: true)
            }
            if let problem {
                reader.diagnostics.error(.nonTextParameter,
                    "header '\(name)' cannot be \(problem): it is sent as text; send it in a JSON body",
                    at: typeNode.location)
                return nil
            }
            guard refuseDateFieldType(decoded.type, header: name, at: typeNode.location),
                  refuseControlCharacters(inValuesOf: decoded, header: name, typeNode: typeNode)
            else { return nil }
        }
        if let swiftNameNode = node["swift_name"] {
            if decoded.swiftName != nil {
                reader.diagnostics.error(.duplicateSwiftName,
                    "header '\(name)' gives swift_name twice, beside 'param' and in its type; keep one", at: swiftNameNode.location)
            }
            decoded.swiftName = decodeSwiftName(swiftNameNode)
        }
        return ParameterDefinition(
            wireName: param,
            swiftName: decoded.swiftName ?? SwiftName.memberName(param, position: position, stem: "header"),
            type: decoded.type, defaultValue: decoded.defaultValue,
            description: node["description"].flatMap { reader.string($0, what: "description") } ?? decoded.description,
            location: paramNode.location, isSwiftNameExplicit: decoded.swiftName != nil, example: decoded.example)
    }

    /// A field RFC 9110 defines as one HTTP-date (`HeaderRules.singleDateFields`) from a parameter is a `date`
    /// (written as an HTTP-date) or a `string` (sent as written); `Retry-After` may also be an integer, its
    /// delay-seconds form (RFC 9110 §10.2.3). A list would be several dates in one field, and another type no
    /// HTTP-date at all: both are refused (`false`).
    private mutating func refuseDateFieldType(_ type: PropertyType, header name: String, at location: SourceLocation) -> Bool {
        guard HeaderRules.singleDateFields.contains(name.lowercased()) else { return true }
        let delaySeconds = name.lowercased() == "retry-after"
        let written: String
        switch type.type {
        case .primitive(.date), .primitive(.string): return true
        case .primitive(.int) where delaySeconds, .primitive(.int32) where delaySeconds,
             .primitive(.int64) where delaySeconds: return true
        case .array: written = "a list: its items would go out as several values in one field"
        case .primitive(let primitive): written = "'\(primitive.rawValue)', which is not an HTTP-date"
        case .model(let model): written = "'\(model)', which is not an HTTP-date"
        case .enumeration: written = "an enum, which is not an HTTP-date"
        case .dictionary, .object: written = "a dictionary or an object"  // refused as non-text before
        }
        let choices = delaySeconds
            ? "'date' (sent as an HTTP-date), 'int' (delay-seconds, RFC 9110 §10.2.3) or 'string' (sent as written)"
            : "'date' (sent as an HTTP-date) or 'string' (sent as written)"
        reader.diagnostics.error(.invalidDateHeader,
            "header '\(name)' holds one HTTP-date (RFC 9110 §5.6.7), so it cannot be \(written); declare it \(choices)",
            at: location)
        return false
    }

    /// The values a spec gives a header parameter, its enum's cases, its default and its example (which mocks and
    /// samples send), go out in the header, so each must be a valid field value (`refuseControlCharacter`): `false`
    /// when one is refused. A case of an enum model is reported at the header's type, with a note at the case (the
    /// model may be sent in a JSON body elsewhere); an example at its value, or at each item of a list's, in the spec
    /// or in its `example_file`.
    private mutating func refuseControlCharacters(inValuesOf decoded: DecodedType, header name: String, typeNode: YAMLNode) -> Bool {
        var element = decoded.type.type
        while case .array(let inner) = element { element = inner.type }
        // A list's items are quoted when they start or end with whitespace; a single value is the whole field.
        let edges: Bool
        if case .array = decoded.type.type { edges = false } else { edges = true }
        var accepted = true
        switch element {
        case .enumeration(let definition):
            for value in definition.cases {
                accepted = refuseControlCharacter(in: value.rawValue, "an enum value of header '\(name)'", at: value.location, edges: edges)
                    && accepted
            }
        case .model(let model):
            for value in enumModels[model]?.cases ?? [] {
                accepted = refuseControlCharacter(
                    in: value.rawValue, "an enum value of '\(model)', the type of header '\(name)',", at: typeNode.location,
                    notes: [.init("the value is declared here", at: value.location)], edges: edges) && accepted
            }
        default:
            break
        }
        if let value = decoded.defaultValue {
            accepted = refuseControlCharacter(in: value.text, "the default of header '\(name)'", at: value.location, edges: edges) && accepted
        }
        if let example = decoded.example {
            // A list's items go out joined in one field; an object is no header's type (lint says the example does
            // not fit), so only scalars and lists are looked into.
            var pending = [example.value]
            while let value = pending.popLast() {
                switch value.content {
                case .scalar(let scalar):
                    accepted = refuseControlCharacter(in: scalar.text, "the example of header '\(name)'", at: value.location, edges: edges)
                        && accepted
                case .sequence(let items):
                    pending += items.reversed()
                case .mapping:
                    break
                }
            }
        }
        return accepted
    }

    /// `tristate` tells an absent key from `null` in a JSON body. A parameter or header is only sent, as text, where
    /// both are the value left out, so it is refused there (an optional says the same); `false` when refused.
    mutating func refuseTristate(_ decoded: DecodedType, in node: YAMLNode, what: String) -> Bool {
        guard decoded.type.isTristate else { return true }
        reader.diagnostics.error(.invalidTristate,
            "\(what) cannot be tristate: absent and null differ only in a JSON body, and a value sent as text is left "
                + "out either way; declare it optional instead ('optional: true', or '?' after the type)",
            at: node["tristate"]?.location ?? node.location)
        return false
    }
}

extension SpecDecoder {
    /// "; did you mean 'x'?" with the model name closest to `name`, or an empty string; the index of model names
    /// is made once per set of them (see `closestTypeName(to:)`).
    mutating func modelNameSuggestion(for name: String) -> String {
        if modelNameIndex?.modelCount != modelNames.count {
            modelNameIndex = (modelNames.count, SuggestionIndex(modelNames.sorted()))
        }
        return modelNameIndex?.index.didYouMean(name) ?? ""
    }
}
