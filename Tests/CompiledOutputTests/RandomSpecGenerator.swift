/// Builds random specs from nasty names, nesting, optionality, descriptions and string literals (issue 6).
///
/// Every spec is meant to load; the few refused model names it picks on purpose are flagged
/// (``RandomModel/expectedToBeRefused``) so the test can tell a located refusal from a bug.
struct RandomSpecGenerator {
    var random: SeededGenerator
    /// Kinds of input left out because of an open generator bug; each switch names its bug.
    var exclusions: KnownBugExclusions

    // MARK: Pools

    /// Wire keys of every style, keywords, non-identifiers, non-ASCII and keys that collide after camel-casing.
    static let keys = [
        "id", "user_id", "userId", "UserID", "user-id", "html_url", "node_id", "user_ids", "2fa_enabled", "1st",
        "self", "Self", "default", "type", "_type", "type_", "-type", "Type", "Protocol", "init", "none", "unknown",
        "名前", "@iot.id", "@odata.nextLink", "first name", "+1", "-1", "_", "__", "$ref", "class", "func", "is",
        "in", "as", "do", "where", "Any", "some", "async", "await", "throws", "CodingKeys", "body", "path", "query",
        "method", "headers", "description", "properties", "enum", "encoding", "optional", "nullable", "x.y", "a/b",
        "emoji😀", "URL", "url", "urls", "ID", "ids", "a\"b", "tab\tkey", "back\\slash", "\\(x)", "\"#", "\"\"\"",
        "é", "Ärger", "hashValue", "encode", "value", "values", "count", "first", "next", "state", "client",
        "date", "data", "string", "int", "Int", "String", "true", "null", "~", "yes", "0", "007",
    ]

    /// Enum raw values: keywords, `none`/`unknown`, non-identifiers, values that collide after camel-casing.
    static let enumValues = [
        "open", "closed", "all", "none", "unknown", "self", "default", "Type", "init", "public", "private", "case",
        "+1", "-1", "0", "1.5", "名前", "@iot.id", "a_b", "aB", "a-b", "A_B", "", " ", "with space", "\"quoted\"",
        "back\\slash", "\\(interp)", "\"#", "\"\"\"", "tab\there", "line\nbreak", "*/", "///", "é", "null", "true",
        "unknownValue", "noneValue", "UNKNOWN", "None",
    ]

    /// Model names: ordinary ones, ones shadowing Swift/Foundation/runtime types, and refused ones.
    static let modelNames = [
        "User", "Item", "Node", "Address", "Repository", "Label", "Über", "Model2", "Data", "Date", "URL", "UUID",
        "Result", "Error", "ErrorRule", "Task", "Endpoint", "JSONValue", "Nullable",
        "CalendarDate", "LoadState", "Decoder", "Encoder", "Codable", "Hashable", "Sendable", "Optional", "Array",
        "Dictionary", "String", "Int", "Double", "GetItemResponse", "CodingKey", "DateRule", "HTTPMethod",
    ]

    static let refusedModelNames = [
        "Type", "Self", "Protocol", "Any", "CodingKeys", "Swift", "Foundation", "Bool", "Equatable", "KeyPath",
    ]

    /// Names of types the generator declares in the namespace: a model may take them (generated code must then
    /// compile) or get a located clash error.
    static let generatedTypeNames = ["Request", "Client"]

    /// Description fragments: CRLF, lone CR, U+2028, comment terminators and doc-comment markers.
    static let descriptionParts = [
        "A plain sentence.", "line one\r\nline two", "lone\rCR", "sep\u{2028}arator", "para\u{2029}graph",
        "ends a comment */ here", "/// looks like doc", "/* opens a comment", "`code`", "- list item",
        "# heading", "tab\tinside", "quote \" and \\ backslash", "\\(interpolation)", "\"# raw end", "\"\"\" triple",
        "emoji 😀 and 名前", "trailing space ", "\n\nleading blank lines", "NEL\u{85}here", "",
    ]

    /// String literal material for header values, base URLs, defaults and payload strings.
    static let literalParts = [
        "plain", "\"", "\\", "\\(x)", "\"#", "\"\"\"", "\t", "#", "名前", "😀", "\u{2028}", "'", "$", "%20", "{", "}",
    ]

    // MARK: Spec

    mutating func spec(index: Int) -> RandomSpec {
        let api = "Prop\(index)" + random.pick(["", "API", "Api", "名前", "_x"])
        var names: [String] = []
        let modelCount = Int.random(in: 1...6, using: &random)
        while names.count < modelCount {
            var name = random.pick(Self.modelNames + Self.generatedTypeNames)
            if random.chance(3) { name = random.pick(Self.refusedModelNames) }
            if exclusions.swiftModelNameAccepted, name == "Swift" { continue }
            if exclusions.shadowingModelNames.contains(name) { continue }
            if !names.contains(name) { names.append(name) }
        }
        var models: [RandomModel] = []
        for (modelIndex, name) in names.enumerated() {
            models.append(model(name: name, index: modelIndex, names: names))
        }
        // Now and then a model requires itself on purpose, which lint must refuse at that property (issue 21).
        var requiredCycle: String?
        if random.chance(5), let index = models.firstIndex(where: { model in
            if case .object = model.kind { !model.expectedToBeRefused } else { false }
        }),
            case .object(var properties) = models[index].kind {
            let name = models[index].name
            properties.append(RandomProperty(key: "loop_back", shape: .model(name), presence: .required))
            models[index].kind = .object(properties)
            requiredCycle = "\(name).loop_back → \(name)"
        }
        var endpoints: [RandomEndpoint] = []
        var endpointNames: Set<String> = []
        for number in 0..<Int.random(in: 1...4, using: &random) {
            let endpoint = endpoint(names: names, number: number)
            if endpointNames.insert(endpoint.name).inserted { endpoints.append(endpoint) }
        }
        return RandomSpec(
            api: api,
            description: random.chance(50) ? description() : nil,
            // A base URL has no query or fragment (spec.invalidBaseURL), so no '#' in its path.
            baseURL: random.chance(60)
                ? "https://api.example.com/v1" + (random.chance(50) ? "/" + literal().filter { $0 != "#" } : "") : nil,
            dates: random.pick([.iso8601, .seconds, .milliseconds, .format("yyyy-MM-dd HH:mm:ss"),
                                .format("yyyy.MM.dd'T'HH.mm.ss"), .format("yyyy-MM-dd \"HH:mm:ss")]),
            headers: random.chance(50) ? [("X-Value", headerLiteral()), ("X-Other", "1.0.0")] : [],
            models: models,
            endpoints: endpoints,
            extraSections: extraSections(names: names),
            requiredCycle: requiredCycle)
    }

    private mutating func model(name: String, index: Int, names: [String]) -> RandomModel {
        let refused = Self.refusedModelNames.contains(name)
        let kind: RandomModel.Kind
        switch Int.random(in: 0..<10, using: &random) {
        case 0: kind = .enumeration(enumValues())
        case 1:
            // Only models listed before this one: array aliases naming each other in a ring (`A: [B]`, `B: [A]`)
            // are a cycle the checker refuses, as it refuses `A: [A]`.
            let others = exclusions.selfReferentialAliases ? Array(names.prefix(index)) : names
            kind = others.isEmpty ? .alias(.array(.primitive(.string))) : .alias(.array(.model(random.pick(others))))
        case 2: kind = .alias(.dictionary(.primitive(random.pick(Primitive.allCases))))
        default: kind = .object(properties(owner: index, names: names, depth: 0))
        }

        return RandomModel(name: name, description: random.chance(50) ? description() : nil, kind: kind,
                           expectedToBeRefused: refused)
    }

    /// Properties of an object; references to model `owner` or later ones (possible cycles) are never required
    /// outside arrays and dictionaries, also inside the owner's inline objects, so every payload is finite and no
    /// cycle of required properties (refused by lint, issue 21) comes about by chance.
    private mutating func properties(owner: Int, names: [String], depth: Int) -> [RandomProperty] {
        var keys: [String] = []
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            let key = random.chance(80) ? random.pick(Self.keys) : composedKey()
            if exclusions.hashValueKey, key == "hashValue" { continue }
            if !keys.contains(key) { keys.append(key) }
        }
        return keys.map { key in
            var presence = random.pick(Presence.allCases)
            let shape = self.shape(owner: owner, names: names, depth: depth)
            if case .model(let target) = shape, let targetIndex = names.firstIndex(of: target), targetIndex >= owner {
                if presence == .required { presence = .optional }
                if exclusions.directRecursion { return RandomProperty(key: key, shape: .array(shape), presence: presence) }
            }
            if case .model = shape, depth > 0, exclusions.recursionThroughInlineObjects {
                return RandomProperty(key: key, shape: .array(shape), presence: presence)
            }
            // The spec format has no optional inline object (a long form needs `type` or `enum`).
            if case .object = shape { presence = .required }
            switch shape {
            case .object, .enumeration:
                if exclusions.nestedTypesUnderDigitKeys, let first = key.first, first.uppercased() == first.lowercased() {
                    return RandomProperty(key: key, shape: .primitive(.json), presence: presence)
                }
            default: break
            }
            if case .enumeration = shape, presence == .tristate, exclusions.tristateEnums { presence = .nullable }
            return RandomProperty(key: key, shape: shape, presence: presence,
                                  description: random.chance(25) ? description() : nil)
        }
    }

    private mutating func shape(owner: Int, names: [String], depth: Int) -> RandomShape {
        let roll = Int.random(in: 0..<100, using: &random)
        switch roll {
        case 0..<45: return .primitive(random.pick(Primitive.allCases))
        case 45..<60: return .model(random.pick(names))
        case 60..<70: return .array(expressionShape(names: names, depth: depth))
        case 70..<78: return .dictionary(expressionShape(names: names, depth: depth))
        case 78..<88: return .enumeration(enumValues())
        default:
            if depth >= 3 { return .primitive(random.pick(Primitive.allCases)) }
            return .object(properties(owner: owner, names: names, depth: depth + 1))
        }
    }

    /// A shape writable as a type-expression string (array and dictionary elements).
    private mutating func expressionShape(names: [String], depth: Int) -> RandomShape {
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<6: return .primitive(random.pick(Primitive.allCases))
        case 6..<8: return .model(random.pick(names))
        case 8: return depth < 2 ? .array(expressionShape(names: names, depth: depth + 1)) : .primitive(.string)
        default: return depth < 2 ? .dictionary(expressionShape(names: names, depth: depth + 1)) : .primitive(.int)
        }
    }

    private mutating func enumValues() -> [String] {
        var values: [String] = []
        for _ in 0..<Int.random(in: 1...5, using: &random) {
            let value = random.pick(Self.enumValues)
            if !values.contains(value) { values.append(value) }
        }
        return values
    }

    /// A key made of random words joined in a random case style.
    private mutating func composedKey() -> String {
        let words = (0..<Int.random(in: 1...3, using: &random)).map { _ in
            random.pick(["user", "ID", "url", "html", "type", "2fa", "名前", "self", "value", "x", "Über"])
        }
        switch Int.random(in: 0..<5, using: &random) {
        case 0: return words.joined(separator: "_")
        case 1: return words.joined(separator: "-")
        case 2: return words.joined(separator: " ")
        case 3: return words.enumerated().map { $0 == 0 ? $1 : $1.capitalized }.joined()
        default: return words.map(\.capitalized).joined()
        }
    }

    mutating func description() -> String {
        (0..<Int.random(in: 1...3, using: &random)).map { _ in random.pick(Self.descriptionParts) }.joined(separator: " ")
    }

    mutating func literal() -> String {
        (0..<Int.random(in: 1...4, using: &random)).map { _ in random.pick(Self.literalParts) }.joined()
    }

    /// A ``literal()`` for a whole header field: one starting or ending with a tab gets `|` there, since a header
    /// value may not (recipients strip it, RFC 9110 §5.5; lint refuses it). Draws as ``literal()`` does.
    mutating func headerLiteral() -> String {
        var text = literal()
        if text.hasPrefix("\t") { text = "|" + text }
        if text.hasSuffix("\t") { text += "|" }
        return text
    }

    // MARK: Endpoints and API-wide sections (type-checked, not round-tripped)

    private mutating func endpoint(names: [String], number: Int) -> RandomEndpoint {
        var usedNames: Set<String> = []
        let excluding = exclusions.parameterNameCollisions
        /// Whether `key` may join the endpoint's parameters (see ``KnownBugExclusions/parameterNameCollisions``).
        func admit(_ key: String) -> Bool {
            let folded = String(key.lowercased().filter { $0.isLetter || $0.isNumber })
            return !excluding || usedNames.insert(folded).inserted
        }
        let name = random.pick(["getItem", "listItems", "get_user", "delete-user", "Update", "self", "default",
                                "init", "名前", "_private", "fetch2", "getItemResponse"])
        var entries: [(String, YAMLValue)] = []
        let method = random.pick(["GET", "POST", "PUT", "PATCH", "DELETE", "get", "Post"])
        entries.append(("method", .plain(method)))
        var placeholders: [String] = []
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            let placeholder = random.pick(["id", "user_id", "userId", "self", "default", "type", "owner", "repo"])
            if !placeholders.contains(placeholder), admit(placeholder) { placeholders.append(placeholder) }
        }
        entries.append(("path", .quoted("/items" + placeholders.map { "/{\($0)}" }.joined() + "/end")))
        if !placeholders.isEmpty, random.chance(50) {
            entries.append(("path_params", .mapping(placeholders.map {
                ($0, .plain(random.pick(["string", "int", "int64", "uuid", "date", "calendar_date", "bool"])))
            })))
        }
        if random.chance(60) { entries.append(("summary", .quoted(description()))) }
        if random.chance(60) {
            var query: [(String, YAMLValue)] = []
            var used = Set(placeholders)
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let key = random.pick(["per_page", "page", "body", "path", "query", "method", "headers", "self",
                                       "default", "type", "名前", "@iot.id", "since", "q", "+1", "ids"])
                guard used.insert(key).inserted, admit(key) else { continue }
                let value: YAMLValue
                let caseless = key.first.map { $0.uppercased() == $0.lowercased() } ?? true
                let lowest = exclusions.nestedTypesUnderDigitKeys && caseless ? 1 : 0
                switch Int.random(in: lowest..<5, using: &random) {
                case 0:
                    let values = enumValues()
                    value = .mapping([("enum", .sequence(values.map(YAMLValue.quoted))),
                                      ("default", .quoted(random.pick(values)))])
                case 1: value = .quoted("[int]")
                case 2: value = .mapping([("type", .plain("string")), ("default", .quoted(literal()))])
                default:
                    value = .plain(random.pick(["int?", "string", "bool?", "date?", "int64", "double?", "uuid?"]))
                }
                query.append((key, value))
            }
            entries.append(("query", .mapping(query)))
        }
        if random.chance(30) {
            entries.append(("headers", .mapping([
                ("If-None-Match", .mapping([("param", .plain("etag")), ("type", .plain("string?"))])),
                ("X-Fixed", .quoted(headerLiteral())),
            ])))
        }
        if method.uppercased() != "GET", random.chance(70) {
            entries.append(("body", body(names: names, admit: admit)))
        }
        entries.append(("response", response(names: names)))
        if random.chance(30) { entries.append(("view_model", .plain(random.pick(["Items", "User", "Über", "Default"]) + "\(number)"))) }
        // `auth: true` or `optional` needs the spec's `auth` section, which is random; `false` is always valid.
        if random.chance(20) { entries.append(("auth", .plain("false"))) }
        return RandomEndpoint(name: name, yaml: .mapping(entries))
    }

    private mutating func body(names: [String], admit: (String) -> Bool) -> YAMLValue {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return .plain(random.pick(names))
        case 1: return .mapping([("encoding", .plain("form")), ("fields", fields(file: false, admit: admit))])
        case 2: return .mapping([("encoding", .plain("multipart")), ("fields", fields(file: true, admit: admit))])
        case 3: return .mapping([("encoding", .plain("text")), ("content_type", .plain("text/x-markdown"))])
        case 4: return .mapping([("encoding", .plain("binary"))])
        default: return fields(file: false, admit: admit)
        }
    }

    private mutating func fields(file: Bool, admit: (String) -> Bool) -> YAMLValue {
        var entries: [(String, YAMLValue)] = []
        var used: Set<String> = []
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let key = random.pick(["user_key", "lang_cd", "body", "self", "名前", "first name", "type", "_type", "+1"])
            guard used.insert(key).inserted, admit(key) else { continue }
            entries.append((key, .plain(random.pick(["string", "int?", "bool", "date", "double?"]))))
        }
        if file, admit("image") { entries.append(("image", .plain("file"))) }
        return .mapping(entries)
    }

    private mutating func response(names: [String]) -> YAMLValue {
        switch Int.random(in: 0..<7, using: &random) {
        case 0: return .plain("none")
        case 1: return .plain("text")
        case 2: return .plain("binary")
        case 3: return .quoted("[\(random.pick(names))]")
        case 4: return .mapping([("message_id", .plain("int64")), ("created_at", .plain("date?"))])
        default: return .plain(random.pick(names))
        }
    }

    private mutating func extraSections(names: [String]) -> [(String, YAMLValue)] {
        var sections: [(String, YAMLValue)] = []
        if random.chance(40) {
            sections.append(("auth", .mapping([(random.pick(["header", "bearer"]), .plain("Authorization"))])))
        }
        if random.chance(30) {
            sections.append(("envelope", .mapping([
                ("payload", .quoted(random.pick(["result", "rslt_set", "a\"b", "名前"]))),
                ("success", .plain("isSuccess")), ("code", .plain("code")), ("message", .quoted("msg\\(x)")),
                ("success_codes", .sequence([.plain("1000")])),
            ])))
        }
        if random.chance(30) {
            sections.append(("common_fields", .mapping([
                ("app_version", .mapping([("from", .plain("app_version"))])),
                ("channel", .mapping([("value", .quoted(literal()))])),
                ("timestamp", .mapping([("type", .plain("int64")), ("from", .plain("unix_time"))])),
            ])))
        }
        if random.chance(30), let model = names.first(where: { !Self.refusedModelNames.contains($0) }) {
            sections.append(("errors", .mapping([("4XX", .plain(model)), ("default", .plain(model))])))
        }
        return sections
    }
}
