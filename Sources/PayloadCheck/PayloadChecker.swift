import EndpointRuntime
import EndpointSpec
import Foundation

/// Which message of an endpoint a payload is (docs/payload-check.md).
package enum PayloadSide: Sendable, Hashable, CustomStringConvertible {
    /// A 2xx response body; unwrapped from the spec's envelope first, when it has one.
    case response
    /// The JSON request body.
    case requestBody
    /// A non-2xx body with this status, checked against the error model the endpoint's error rules pick for it
    /// (exact status, then class such as `4XX`, then `default`); error bodies are never unwrapped.
    case errorStatus(Int)

    package var description: String {
        switch self {
        case .response: "response"
        case .requestBody: "request body"
        case .errorStatus(let status): "error body for status \(status)"
        }
    }
}

/// Checks JSON payloads against a loaded spec: reports every value the generated models would not decode,
/// located in the payload (a JSON path such as `$.result[0].room_id`, and `path:line:column` in the JSON text).
///
/// JSON is read with the spec loader's libyaml reader (JSON is YAML 1.2 flow syntax), so every value has a line
/// and column. Each misfit is one diagnostic: `payload.missingKey`, `payload.wrongType`, `payload.unexpectedNull`
/// (errors) and `payload.unknownEnumValue` (a warning: enums are open and keep unknown values); keys the spec does not
/// declare are ignored, as the generated decoders ignore them. Nothing here throws or traps on payload data.
package enum PayloadChecker {
    /// Checks the JSON file at `path` as `side` of the endpoint named `endpointName` of `api`.
    /// - Parameters:
    ///   - path: The payload file; used as given in every location.
    ///   - endpointName: The key under `endpoints` (`getRepository`).
    ///   - side: Which message the payload is.
    ///   - api: The loaded spec.
    ///   - diagnostics: Receives every misfit, and `payload.unknownEndpoint`, `payload.noJSONBody`,
    ///     `payload.noErrorModel`, or YAML/JSON syntax and reading errors.
    package static func check(
        file path: String, endpoint endpointName: String, side: PayloadSide, in api: APIDefinition,
        diagnostics: inout DiagnosticCollector
    ) {
        guard let bytes = YAMLLoader.read(file: path, kind: .payloadFile, diagnostics: &diagnostics) else { return }
        check(json: bytes, path: path, endpoint: endpointName, side: side, in: api, diagnostics: &diagnostics)
    }

    /// Checks JSON text as `side` of the endpoint named `endpointName`; `path` names the text in locations.
    package static func check(
        json bytes: [UInt8], path: String, endpoint endpointName: String, side: PayloadSide, in api: APIDefinition,
        diagnostics: inout DiagnosticCollector
    ) {
        guard let endpoint = api.endpoints.first(where: { $0.name == endpointName }) else {
            let names = api.endpoints.map(\.name).joined(separator: ", ")
            // A spec of models only (as infer and import --split-by tag write) has no endpoint to name.
            let known = names.isEmpty
                ? "it declares none (check the payload against a spec whose endpoints use its models)"
                : "its endpoints are: \(names)"
            diagnostics.error(.unknownPayloadEndpoint,
                "spec '\(api.sourcePath)' has no endpoint '\(endpointName)'; \(known)", at: nil)
            return
        }
        if bytes.allSatisfy({ [0x20, 0x0A, 0x0D, 0x09].contains($0) }) {
            diagnostics.error(.emptyDocument, "payload file is empty", at: .start(of: path))
            return
        }
        guard let root = YAMLLoader.parseJSON(bytes, path: path, kind: .payloadFile, diagnostics: &diagnostics),
              !diagnostics.hasErrors
        else {
            return
        }
        check(root, endpoint: endpoint, side: side, in: api, diagnostics: &diagnostics)
    }

    /// Checks a parsed payload as `side` of `endpoint`, unwrapping the spec's envelope for a response.
    package static func check(
        _ root: YAMLNode, endpoint: EndpointDefinition, side: PayloadSide, in api: APIDefinition,
        diagnostics: inout DiagnosticCollector
    ) {
        switch side {
        case .response:
            guard case .json(let type) = endpoint.response else {
                diagnostics.error(.noJSONPayload,
                    "endpoint '\(endpoint.name)' declares no JSON response (\(describe(endpoint.response)))", at: nil)
                return
            }
            if let envelope = api.envelope {
                var checker = Walker(api: api)
                checker.unwrap(root, envelope: envelope, payload: type)
                diagnostics.append(contentsOf: checker.diagnostics)
            } else {
                check(root, as: type, in: api, diagnostics: &diagnostics)
            }
        case .requestBody:
            guard case .json(let type)? = endpoint.body?.content else {
                diagnostics.error(.noJSONPayload, "endpoint '\(endpoint.name)' declares no JSON request body", at: nil)
                return
            }
            check(root, as: type, in: api, diagnostics: &diagnostics)
        case .errorStatus(let status):
            guard let model = errorModel(for: status, in: endpoint.errors) else {
                diagnostics.error(.noErrorModel,
                    "endpoint '\(endpoint.name)' names no error model for status \(status)", at: nil)
                return
            }
            check(root, as: PropertyType(.model(model)), in: api, diagnostics: &diagnostics)
        }
    }

    /// Checks a parsed value against a spec type; the value's path is `$`.
    package static func check(
        _ node: YAMLNode, as type: PropertyType, in api: APIDefinition, diagnostics: inout DiagnosticCollector
    ) {
        var walker = Walker(api: api)
        walker.check(node, as: type, path: "$")
        diagnostics.append(contentsOf: walker.diagnostics)
    }

    /// A JSON value as messages name it: `the number 3`, `the string "x"`, `an array`, `null`.
    package static func describeValue(_ node: YAMLNode) -> String {
        Walker.found(node)
    }

    /// The model of the best matching error rule: an exact status, then its class (`4XX`), then `default`.
    package static func errorModel(for status: Int, in rules: [ErrorRuleDefinition]) -> String? {
        rules.first { $0.match == .status(status) }?.model
            ?? rules.first { $0.match == .statusClass(status / 100) }?.model
            ?? rules.first { $0.match == .default }?.model
    }

    private static func describe(_ response: ResponseDefinition) -> String {
        switch response {
        case .none: "no body"
        case .text: "text"
        case .binary: "binary"
        case .json: "JSON"
        }
    }
}

/// One pass over a payload or a spec's example: the recursive check, collecting diagnostics.
struct Walker {
    /// What is checked, which decides IDs, severities and wording (docs/payload-check.md, spec format §3 "Examples").
    enum Purpose {
        /// A captured payload: `payload.` IDs; an unknown enum value is a warning (the enum is open) and keys the
        /// spec does not declare are ignored, as generated decoders ignore them.
        case payload
        /// An example in a spec, named by `label` at the start of each message (`example of model 'Pet'`):
        /// `example.` IDs, every misfit an error, and undeclared keys reported too, since an example documents
        /// exactly the declared shape.
        case example(label: String)
    }

    /// The kinds of misfit, reported with the purpose's ID and severity.
    enum Misfit {
        case missingKey, wrongType, unexpectedNull, unknownEnumValue, unknownKey
    }

    let api: APIDefinition
    let purpose: Purpose
    var diagnostics = DiagnosticCollector()
    /// Decodes single scalars exactly as generated code does (the spec's date rule, base64 data, URL, UUID).
    private let decoder: JSONDecoder

    init(api: APIDefinition, purpose: Purpose = .payload) {
        self.api = api
        self.purpose = purpose
        decoder = Self.dateRule(api.dates).makeDecoder()
    }

    /// Records one misfit: the purpose picks the ID, the severity and the message's prefix.
    private mutating func report(_ misfit: Misfit, _ message: String, at location: SourceLocation) {
        switch purpose {
        case .payload:
            switch misfit {
            case .missingKey: diagnostics.error(.missingPayloadKey, message, at: location)
            case .wrongType: diagnostics.error(.wrongPayloadType, message, at: location)
            case .unexpectedNull: diagnostics.error(.unexpectedNull, message, at: location)
            case .unknownEnumValue: diagnostics.warning(.unknownEnumValue, message, at: location)
            case .unknownKey: break  // generated decoders ignore undeclared keys
            }
        case .example(let label):
            let id: DiagnosticID = switch misfit {
            case .missingKey: .exampleMissingKey
            case .wrongType: .exampleWrongType
            case .unexpectedNull: .exampleUnexpectedNull
            case .unknownEnumValue: .exampleUnknownEnumValue
            case .unknownKey: .exampleUnknownKey
            }
            diagnostics.error(id, "\(label): \(message)", at: location)
        }
    }

    private var isExample: Bool {
        if case .example = purpose { true } else { false }
    }

    /// Checks `root` as an envelope (spec format §1, `envelope`) and the payload inside it.
    mutating func unwrap(_ root: YAMLNode, envelope: EnvelopeDefinition, payload type: PropertyType) {
        guard let pairs = root.mapping else {
            wrongType(root, path: "$", expected: "an envelope object with '\(envelope.payloadKey)'")
            return
        }
        func value(_ key: String?) -> YAMLNode? {
            key.flatMap { key in pairs.first { $0.key.scalar?.text == key }?.value }
        }
        var failed = false
        if let node = value(envelope.successKey), let key = envelope.successKey {
            switch Self.scalar(node) {
            case .bool(let success): failed = !success
            case .null: break
            default:
                // The client's envelope decoding throws here: nothing more of the body is read.
                wrongType(node, path: Self.path("$", key: key), expected: "bool (the envelope's success flag)")
                return
            }
        }
        var code: String?
        if let node = value(envelope.codeKey), let key = envelope.codeKey {
            switch Self.scalar(node) {
            case .number(let text) where Int(text) != nil: code = text
            case .string(let text): code = text
            case .null: break
            default:
                wrongType(node, path: Self.path("$", key: key), expected: "an int or string envelope code")
                return
            }
        }
        if !envelope.successCodes.isEmpty, envelope.codeKey != nil {
            failed = failed || !(code.map(envelope.successCodes.contains) ?? false)
        }
        if failed {
            diagnostics.warning(.envelopeFailure,
                "$: the envelope reports a failure\(code.map { " (code \($0))" } ?? ""); the client throws "
                + "APIError.envelope and reads no payload, so '\(envelope.payloadKey)' is not checked",
                at: root.location)
            return
        }
        let path = Self.path("$", key: envelope.payloadKey)
        guard let payload = value(envelope.payloadKey) else {
            if !type.isOptional && !type.isTristate {
                diagnostics.error(.missingPayloadKey,
                    "\(path): missing required key '\(envelope.payloadKey)' (the envelope's payload, \(Self.describe(type)))",
                    at: root.location)
            }
            return
        }
        check(payload, as: type, path: path)
    }

    /// Checks `node` at JSON path `path` against `type`, including its presence rules for `null`. `coding` is the
    /// enclosing property's own date rule and leniency (spec format §2), which apply inside its arrays too.
    mutating func check(_ node: YAMLNode, as type: PropertyType, path: String, coding: ValueCoding? = nil) {
        if case .null = Self.scalar(node) {
            if type.isOptional || type.isNullable || type.isTristate || accepts(null: type.type) { return }
            report(.unexpectedNull,
                "\(path): null where \(Self.describe(type)) is required (not optional or nullable)", at: node.location)
            return
        }
        switch type.type {
        case .primitive(let primitive):
            if let coding {
                checkCodedScalar(node, as: primitive, path: path, coding: coding, isOptional: type.isSwiftOptional)
            } else {
                checkScalar(node, as: primitive, path: path)
            }
        case .model(let name):
            guard let model = api.model(named: name) ?? api.usedModels[name]?.model else { return }
            switch model.shape {
            case .object(let object): checkObject(node, object, name: name, path: path)
            case .enumeration(let enumeration): checkEnum(node, enumeration, name: name, path: path)
            case .alias(let aliased): check(node, as: aliased, path: path)
            }
        case .array(let element):
            guard let items = node.sequence else {
                wrongType(node, path: path, expected: Self.describe(type))
                return
            }
            for (index, item) in items.enumerated() {
                check(item, as: element, path: "\(path)[\(index)]", coding: coding)
            }
        case .dictionary(let value):
            guard let pairs = node.mapping else {
                wrongType(node, path: path, expected: Self.describe(type))
                return
            }
            for pair in pairs {
                check(pair.value, as: value, path: Self.path(path, key: pair.key.scalar?.text ?? ""), coding: coding)
            }
        case .enumeration(let enumeration):
            checkEnum(node, enumeration, name: nil, path: path)
        case .object(let object):
            checkObject(node, object, name: nil, path: path)
        }
    }

    /// Whether a type decodes from `null` without being optional (`json`, or an alias of an optional type).
    private func accepts(null type: TypeReference) -> Bool {
        switch type {
        case .primitive(.json): return true
        case .model(let name):
            guard case .alias(let aliased)? = (api.model(named: name) ?? api.usedModels[name]?.model)?.shape else {
                return false
            }
            return aliased.isSwiftOptional || accepts(null: aliased.type)
        default: return false
        }
    }

    private mutating func checkObject(_ node: YAMLNode, _ object: ObjectDefinition, name: String?, path: String) {
        guard let pairs = node.mapping else {
            wrongType(node, path: path, expected: name.map { "an object (\($0))" } ?? "an object")
            return
        }
        for property in object.properties {
            let propertyPath = Self.path(path, key: property.wireName)
            guard let value = pairs.first(where: { $0.key.scalar?.text == property.wireName })?.value else {
                // A default is what a missing key decodes as (spec format §3, defaults).
                if !property.type.isOptional && !property.type.isTristate && property.defaultValue == nil {
                    let owner = name.map { "\($0)." } ?? ""
                    report(.missingKey,
                        "\(propertyPath): missing required key '\(property.wireName)' "
                        + "(\(owner)\(property.wireName): \(Self.describe(property.type)))",
                        at: node.location)
                }
                continue
            }
            check(value, as: property.type, path: propertyPath, coding: valueCoding(of: property.type))
        }
        guard isExample else { return }
        let declared = object.properties.map(\.wireName)
        for pair in pairs {
            let key = pair.key.scalar?.text ?? ""
            guard !declared.contains(key) else { continue }
            report(.unknownKey,
                "\(Self.path(path, key: key)): key '\(key)' is not a property of \(name ?? "the object")"
                    + Suggestions.didYouMean(key, among: declared),
                at: pair.key.location)
        }
    }

    /// A property's own date rule and leniency as the generated code applies them, or `nil` for the payload's.
    private func valueCoding(of type: PropertyType) -> ValueCoding? {
        let lenient = type.lenient ?? (api.lenient && type.type.hasLenientReading)
        guard type.dateRule != nil || lenient else { return nil }
        return ValueCoding(dateRule: type.dateRule.map(Self.dateRule), lenient: lenient)
    }

    /// Checks a scalar of a property with its own coding, decoding it as generated code does
    /// (`ValueCodable`); a lenient optional accepts a blank string as `nil`.
    private mutating func checkCodedScalar(
        _ node: YAMLNode, as primitive: TypeReference.Primitive, path: String, coding: ValueCoding, isOptional: Bool
    ) {
        let fragment: Data
        switch Self.scalar(node) {
        case .number(let text): fragment = Data(text.utf8)
        case .string(let text):
            if coding.isLenient, isOptional, text.allSatisfy(\.isWhitespace) { return }
            guard let encoded = try? JSONEncoder().encode(text) else { return }
            fragment = encoded
        case .bool(let value): fragment = Data(String(value).utf8)
        case .null: return
        case .container, .notJSON:
            wrongType(node, path: path, expected: primitive.rawValue)
            return
        }
        let decoder = Self.dateRule(api.dates).makeDecoder()
        decoder.userInfo[CodedValue<Int>.codingKey] = coding
        do {
            switch primitive {
            case .int: _ = try decoder.decode(CodedValue<Int>.self, from: fragment)
            case .int32: _ = try decoder.decode(CodedValue<Int32>.self, from: fragment)
            case .int64: _ = try decoder.decode(CodedValue<Int64>.self, from: fragment)
            case .double: _ = try decoder.decode(CodedValue<Double>.self, from: fragment)
            case .float: _ = try decoder.decode(CodedValue<Float>.self, from: fragment)
            case .decimal: _ = try decoder.decode(CodedValue<Decimal>.self, from: fragment)
            case .date: _ = try decoder.decode(CodedValue<Date>.self, from: fragment)
            case .url: _ = try decoder.decode(CodedValue<URL>.self, from: fragment)
            default: try decode(primitive, from: fragment)
            }
        } catch {
            wrongType(node, path: path, expected: primitive.rawValue, reason: Self.reason(error, primitive, node))
        }
    }

    private mutating func checkEnum(_ node: YAMLNode, _ enumeration: EnumDefinition, name: String?, path: String) {
        guard case .string(let text) = Self.scalar(node) else {
            wrongType(node, path: path, expected: "a string (\(name.map { "enum \($0)" } ?? "an enum"))")
            return
        }
        guard !enumeration.cases.contains(where: { $0.rawValue == text }) else { return }
        let values = enumeration.cases.map(\.rawValue).joined(separator: ", ")
        let consequence = isExample ? "" : "; the enum is open, so it decodes as .unknown(\"\(text)\")"
        report(.unknownEnumValue,
            "\(path): \"\(text)\" is not one of \(name.map { "\($0)'s" } ?? "the enum's") values (\(values))\(consequence)",
            at: node.location)
    }

    private mutating func checkScalar(_ node: YAMLNode, as primitive: TypeReference.Primitive, path: String) {
        let fragment: Data
        switch Self.scalar(node) {
        case .container:
            if primitive == .json { return }
            wrongType(node, path: path, expected: primitive.rawValue)
            return
        case .null:
            return
        case .bool(let value):
            fragment = Data(String(value).utf8)
        case .number(let text):
            fragment = Data(text.utf8)
        case .string(let text):
            guard let encoded = try? JSONEncoder().encode(text) else { return }
            fragment = encoded
        case .notJSON:
            wrongType(node, path: path, expected: primitive.rawValue)
            return
        }
        do {
            try decode(primitive, from: fragment)
        } catch {
            wrongType(node, path: path, expected: primitive.rawValue, reason: Self.reason(error, primitive, node))
        }
    }

    /// Decodes one scalar with the same types and decoder generated code uses.
    private func decode(_ primitive: TypeReference.Primitive, from fragment: Data) throws {
        switch primitive {
        case .string: _ = try decoder.decode(String.self, from: fragment)
        case .int: _ = try decoder.decode(Int.self, from: fragment)
        case .int32: _ = try decoder.decode(Int32.self, from: fragment)
        case .int64: _ = try decoder.decode(Int64.self, from: fragment)
        case .double: _ = try decoder.decode(Double.self, from: fragment)
        case .float: _ = try decoder.decode(Float.self, from: fragment)
        case .decimal: _ = try decoder.decode(Decimal.self, from: fragment)
        case .bool: _ = try decoder.decode(Bool.self, from: fragment)
        case .date: _ = try decoder.decode(Date.self, from: fragment)
        case .calendarDate: _ = try decoder.decode(CalendarDate.self, from: fragment)
        case .url: _ = try decoder.decode(URL.self, from: fragment)
        case .uuid: _ = try decoder.decode(UUID.self, from: fragment)
        case .data: _ = try decoder.decode(Data.self, from: fragment)
        case .json: _ = try decoder.decode(JSONValue.self, from: fragment)
        }
    }

    private mutating func wrongType(_ node: YAMLNode, path: String, expected: String, reason: String? = nil) {
        let found = Self.found(node)
        report(.wrongType,
            "\(path): expected \(expected), found \(found)\(reason.map { " (\($0))" } ?? "")", at: node.location)
    }

    // MARK: - JSON values as libyaml reads them

    enum Scalar {
        case null, bool(Bool), number(String), string(String), container, notJSON(String)
    }

    /// What a node is as JSON: in JSON text, strings are quoted; plain scalars are `null`, `true`, `false` or numbers.
    static func scalar(_ node: YAMLNode) -> Scalar {
        guard let scalar = node.scalar else { return .container }
        if scalar.isQuotedOrBlock { return .string(scalar.text) }
        switch scalar.text {
        case "null": return .null
        case "true": return .bool(true)
        case "false": return .bool(false)
        default: return ExampleDefinition.isJSONNumber(scalar.text) ? .number(scalar.text) : .notJSON(scalar.text)
        }
    }

    static func found(_ node: YAMLNode) -> String {
        switch node.content {
        case .mapping: return "an object"
        case .sequence: return "an array"
        case .scalar: break
        }
        switch scalar(node) {
        case .null: return "null"
        case .bool(let value): return "\(value)"
        case .number(let text): return "the number \(text)"
        case .string(let text): return "the string \"\(text.count > 40 ? String(text.prefix(40)) + "…" : text)\""
        case .notJSON(let text): return "'\(text)', which is not JSON (strings are double-quoted)"
        case .container: return "a container"
        }
    }

    /// `$.key`, or `$['key']` for a key that is not an identifier.
    static func path(_ parent: String, key: String) -> String {
        let isIdentifier = !key.isEmpty && !(key.first?.isNumber ?? true)
            && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        if isIdentifier { return parent + "." + key }
        return parent + "['" + key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "']"
    }

    /// A type as the spec writes it (`int64`, `[User]`, `string?`).
    static func describe(_ type: PropertyType) -> String {
        let base: String
        switch type.type {
        case .primitive(let primitive): base = primitive.rawValue
        case .model(let name): base = name
        case .array(let element): base = "[\(describe(element))]"
        case .dictionary(let value): base = "[string: \(describe(value))]"
        case .enumeration(let enumeration): base = "enum (\(enumeration.cases.map(\.rawValue).joined(separator: ", ")))"
        case .object: base = "an object"
        }
        return type.isSwiftOptional ? base + "?" : base
    }

    /// Why a value of the right JSON kind still does not decode (`nil` when the kinds differ, which says it all):
    /// the runtime's own words for dates, a short reason for the others.
    static func reason(_ error: any Error, _ primitive: TypeReference.Primitive, _ node: YAMLNode) -> String? {
        switch (primitive, scalar(node)) {
        case (.date, _), (.calendarDate, .string):
            if case .dataCorrupted(let context)? = error as? DecodingError { return context.debugDescription }
            return nil
        case (.int, .number), (.int32, .number), (.int64, .number):
            return "not a whole number in the range of \(primitive == .int ? "Int" : primitive == .int32 ? "Int32" : "Int64")"
        case (.double, .number), (.float, .number), (.decimal, .number):
            return "out of range"
        case (.url, .string): return "not a URL"
        case (.uuid, .string): return "not a UUID"
        case (.data, .string): return "not base64"
        default: return nil
        }
    }

    static func dateRule(_ definition: DateRuleDefinition) -> DateRule {
        switch definition {
        case .iso8601: .iso8601
        case .iso8601WithMilliseconds: .iso8601WithFractionalSeconds
        case .secondsSince1970: .secondsSince1970
        case .millisecondsSince1970: .millisecondsSince1970
        case .format(let pattern, nil): .format(pattern)
        case .format(let pattern, .identifier(let name)?): .format(pattern, timeZone: TimeZone(identifier: name))
        case .format(let pattern, .offset(let seconds, _)?): .format(pattern, timeZone: TimeZone(secondsFromGMT: seconds))
        }
    }
}

/// One value decoded with the ``ValueCoding`` in the decoder's `userInfo`, as a generated property with its own
/// coding is.
private struct CodedValue<Value: ValueCodable>: Decodable {
    static var codingKey: CodingUserInfoKey { CodingUserInfoKey(rawValue: "PayloadCheck.valueCoding")! }

    init(from decoder: any Decoder) throws {
        _ = try Value(from: decoder, coding: decoder.userInfo[Self.codingKey] as? ValueCoding ?? ValueCoding())
    }
}
