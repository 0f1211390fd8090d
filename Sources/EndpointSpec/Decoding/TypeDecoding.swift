import EndpointNaming

/// A decoded type expression with the long-form extras that may come with it.
struct DecodedType {
    var type: PropertyType
    var description: String?
    var swiftName: String?
    var defaultValue: Literal?
    /// `example` or `example_file` (spec format §3, "Examples").
    var example: ExampleDefinition?
}

/// Where a type expression appears, which decides the extra words it may use.
enum TypeContext {
    case property
    case response
    case formField
    case multipartField

    var extraWords: [String] {
        switch self {
        case .property, .formField: []
        case .response: ["none", "text", "binary"]
        case .multipartField: ["file"]
        }
    }
}

/// Keys of the long form of a property: `{type: T, description: ..., swift_name: ..., ...}`.
let longFormPropertyKeys = [
    "type", "description", "swift_name", "optional", "nullable", "tristate", "default", "example", "example_file",
    "dates", "lenient",
]
/// Keys of an inline enum: `{enum: [a, b], default: a}`.
let enumKeys = ["enum", "description", "swift_name", "optional", "nullable", "tristate", "default", "example", "example_file"]

extension SpecDecoder {
    /// Decodes any type expression node: a scalar (`User?`), a one-item flow sequence (`[User]`), an enum,
    /// the long form, or an inline object.
    mutating func decodeType(_ node: YAMLNode, context: TypeContext, what: String) -> DecodedType? {
        let entryMapping = entryValueMapping
        entryValueMapping = nil
        switch node.content {
        case .scalar(let scalar):
            guard !scalar.isNull else {
                reader.diagnostics.error(.missingType, "missing type for \(what)", at: node.location)
                return nil
            }
            return parseTypeText(scalar.text, at: node.location, context: context, what: what, entryMapping: entryMapping)
                .map { DecodedType(type: $0) }
        case .sequence(let items):
            return decodeSequenceType(items, at: node.location, context: context, what: what)
        case .mapping(let pairs):
            let keys = pairs.compactMap { $0.key.scalar?.text }
            // An enum's `enum` holds a list and a long-form object's `properties` a mapping; a type there makes the
            // key a property of an inline object (`{enum: string, properties: string}`).
            if node["enum"]?.sequence != nil {
                return decodeEnum(node, what: what)
            }
            if keys.contains("type"), keys.allSatisfy(longFormPropertyKeys.contains) {
                return decodeLongForm(node, context: context, what: what)
            }
            // `{type: string, nulable: true}` reads as an inline object with properties `type` and `nulable`;
            // when every other key is a near miss of a long-form key, it is far more likely a typo.
            // Variants of `type` itself (`_type`, `type_`) are real properties, not typos.
            let others = keys.filter { !longFormPropertyKeys.contains($0) }
            let modifierKeys = longFormPropertyKeys.filter { $0 != "type" }
            if keys.contains("type"), !others.isEmpty,
                others.allSatisfy({ Suggestions.closest(to: $0, among: modifierKeys) != nil }) {
                _ = reader.mapping(node, allowed: longFormPropertyKeys, what: "the long form of \(what)")
                return nil
            }
            if node["properties"]?.mapping != nil, keys.allSatisfy(["properties", "description", "example", "example_file"].contains) {
                guard let propertiesNode = node["properties"], let object = decodeObject(propertiesNode, what: what)
                else { return nil }
                return DecodedType(
                    type: PropertyType(.object(object)),
                    description: node["description"].flatMap { reader.string($0, what: "description") },
                    example: decodeExample(in: node, what: what))
            }
            guard let object = decodeObject(node, what: what) else { return nil }
            return DecodedType(type: PropertyType(.object(object)))
        }
    }

    /// `[T]` written as a YAML flow sequence, or `[string: T]` (which YAML reads as a sequence holding a
    /// one-pair mapping).
    private mutating func decodeSequenceType(
        _ items: [YAMLNode], at location: SourceLocation, context: TypeContext, what: String
    ) -> DecodedType? {
        guard items.count == 1, let item = items.first else {
            reader.diagnostics.error(.invalidArrayType,
                "an array type has exactly one element type, as in [User]; found \(items.count)", at: location)
            return nil
        }
        collectionDepth += 1
        defer { collectionDepth -= 1 }
        guard collectionDepth <= Self.maximumCollectionDepth else {
            reader.diagnostics.error(.collectionTooDeep, Self.tooDeepMessage, at: location)
            return nil
        }
        if let pairs = item.mapping, pairs.count == 1, let pair = pairs.first, pair.key.scalar?.text == "string" {
            guard let value = decodeType(pair.value, context: .property, what: what) else { return nil }
            refuseValueCoding(value.type, at: pair.value, holder: "a dictionary value",
                              fix: "give them on the property; they apply to its values")
            return DecodedType(type: PropertyType(.dictionary(value.type)))
        }
        guard let element = decodeType(item, context: .property, what: what) else { return nil }
        refuseValueCoding(element.type, at: item, holder: "an array element",
                          fix: "give them on the property; they apply to its elements")
        return DecodedType(type: PropertyType(.array(element.type)))
    }

    /// Parses the text form and reports failures at `location`.
    /// - Parameters:
    ///   - what: What the type is of (`property 'mutable'`, `query parameter 'auth'`), for the message of a value
    ///     written where a type belongs.
    ///   - entryMapping: How the mapping is written whose entry has `text` as its whole value, or `nil` when `text`
    ///     is no entry's value (a response, a long form's `type`, an array's element).
    mutating func parseTypeText(
        _ text: String, at location: SourceLocation, context: TypeContext, what: String = "this value",
        entryMapping: EntryMapping? = nil
    ) -> PropertyType? {
        let known = modelNames
        let extra = context.extraWords
        var parser = TypeExpressionParser(text, depth: collectionDepth) { name in
            if let primitive = TypeReference.Primitive(rawValue: name) { return .primitive(primitive) }
            if known.contains(name) { return .model(name) }
            if extra.contains(name) { return .model("$" + name) }
            return nil
        }
        switch parser.parse() {
        case .success(let type):
            if case .model(let name) = type.type, name.hasPrefix("$") { return type }
            // Several files under one multipart field name: `[file]`, optional as a whole (`[file]?`).
            if case .array(let element) = type.type, element.type == .model("$file"), !element.isSwiftOptional {
                return type
            }
            if containsSpecialWord(type.type) {
                reader.diagnostics.error(.misplacedStandaloneType,
                    "'\(text)': none, text, binary and file stand alone (a multipart field may also be '[file]', "
                        + "several files under one name); they cannot be optional or nested otherwise", at: location)
                return nil
            }
            return type
        case .failure(.unknownName(let name)):
            if !isFollowOnUnknownName(name, extra: extra) {
                let isWholeValue = text == name
                reader.diagnostics.error(.unknownType, unknownTypeMessage(
                    name, extra: extra, what: what, entryMapping: isWholeValue ? entryMapping : nil), at: location)
            }
            return nil
        case .failure(.syntax(let message)):
            reader.diagnostics.error(.invalidTypeExpression, "\(message) in '\(text)'", at: location)
            return nil
        case .failure(.tooDeep):
            reader.diagnostics.error(.collectionTooDeep, Self.tooDeepMessage, at: location)
            return nil
        }
    }

    /// Whether `name`, unknown here, may be a model of a `uses` entry refused with an error (that error is the
    /// one to fix; an `unknown type` for each of its models would only restate it). A name the refused spec
    /// declares is; when the refused file was never read (outside the specs root, missing), every name is, except
    /// one that is surely a mistake whatever the file holds: a word of another place (`file`, `none`), a synonym
    /// (`integer`) or a near miss of a built-in type (`strng`).
    mutating func isFollowOnUnknownName(_ name: String, extra: [String]) -> Bool {
        guard modelsOfRefusedUses.contains(name) else { return false }
        guard modelsOfRefusedUses.includesEveryName else { return true }
        let builtIns = TypeReference.Primitive.allCases.map(\.rawValue)
        let specialWords = ["file", "none", "text", "binary"]
        return !specialWords.contains(name) && Self.typeSynonyms[name] == nil
            && Suggestions.closest(to: name, among: builtIns + extra) == nil
    }

    static let tooDeepMessage = "arrays and dictionaries nest more than \(maximumCollectionDepth) levels deep in this "
        + "type expression; declare a model for an inner level"

    /// Names other schema languages use for built-in types, and the type expression meaning the same.
    static let typeSynonyms = ["integer": "int", "long": "int64", "boolean": "bool", "number": "double", "str": "string"]

    /// Why `name` is not a type here: a word only some places accept, a synonym, or a likely typo.
    /// - Parameters:
    ///   - what: What the type is of: `true` and `false` are values, so the message says what read them as a type.
    ///   - entryMapping: How the mapping is written whose entry has `name` as its whole value (`auth: false`), or
    ///     `nil`: only such an entry's key can be a key of another mapping, indented too far (review 42: `response:
    ///     true`, `tags: [true]` and `{type: true}` were told so too).
    mutating func unknownTypeMessage(
        _ name: String, extra: [String], what: String = "this value", entryMapping: EntryMapping? = nil
    ) -> String {
        switch name {
        case "file":
            return "'file' is only allowed as a field of a multipart body (encoding: multipart)"
        case "none":
            return "'none' is only allowed as a response (an empty body)"
        case "text", "binary":
            return "'\(name)' is only allowed as a response or as a body with encoding: \(name)"
        case "true", "True", "TRUE", "false", "False", "FALSE":
            // Every spelling `reader.bool` reads as a Boolean (review 42: `nullable: True` had no hint).
            if entryMapping != nil, what == "property 'mutable'" {
                switch modelForm {
                case .short:
                    // `M: {mutable: true, x: int}` reads `mutable` as a property of the short form.
                    return "unknown type '\(name)'; a model's 'mutable: \(name)' needs the long form, beside "
                        + "'properties:' (spec format §3, \"Mutability\")"
                case .long:
                    // `properties:` then `mutable: true` one level too deep (review 42: it was told to use the long
                    // form it uses).
                    return "unknown type '\(name)' for property 'mutable'; a model's 'mutable: \(name)' goes beside "
                        + "'properties:', not under it (spec format §3, \"Mutability\")"
                case nil:
                    break
                }
            }
            // `{nullable: true}` as a property of its own, or an endpoint's `auth: false` indented under `query:`
            // (review 41: every `true` or `false` used to get the 'mutable' hint).
            for modifier in ["optional", "nullable", "tristate", "lenient"]
            where entryMapping != nil && what == "property '\(modifier)'" {
                return "unknown type '\(name)' for \(what); '\(modifier): \(name)' goes beside the type in the long "
                    + "form of the property it qualifies, as in 'nickname: {type: string, \(modifier): \(name)}'"
            }
            let indentation = entryMapping == .block
                ? "; if the key belongs to the mapping above, it is indented too far" : ""
            return "unknown type '\(name)' for \(what): '\(name)' is a value, and a type belongs here (string, int, "
                + "bool, a model, ...)" + indentation
        default:
            if let synonym = Self.typeSynonyms[name] { return "unknown type '\(name)'; did you mean '\(synonym)'?" }
            // `Category: {enum: food}` declares an object whose property `enum` has the type `food` (an enum's
            // `enum` holds a list); a name that is no type there is almost surely a lone enum value (review 41).
            if what == "property 'enum'", closestTypeName(to: name) == nil {
                return "unknown type '\(name)' for property 'enum'; an enum's values are a list, even a single one: "
                    + "{enum: [\(name)]}"
            }
            // Built-in types, then models, then the words of this place, as one list: the first closest wins.
            var suggestion = closestTypeName(to: name)
            if let word = Suggestions.closest(to: name, among: extra) {
                let distance = Suggestions.editDistance(name.lowercased(), word.lowercased())
                if suggestion.map({ distance < $0.distance }) ?? true { suggestion = (word, distance) }
            }
            return "unknown type '\(name)'" + (suggestion.map { "; did you mean '\($0.name)'?" } ?? "")
        }
    }

    /// The built-in type or model name closest to `name` (``Suggestions/closest(to:among:)``). The index of those
    /// names is made once per set of model names: a spec with thousands of models and as many typos would
    /// otherwise sort and scan every name for each typo.
    mutating func closestTypeName(to name: String) -> (name: String, distance: Int)? {
        if typeNameIndex?.modelCount != modelNames.count {
            let candidates = TypeReference.Primitive.allCases.map(\.rawValue) + modelNames.sorted()
            typeNameIndex = (modelNames.count, SuggestionIndex(candidates))
        }
        return typeNameIndex?.index.closestWithDistance(to: name)
    }

    private func containsSpecialWord(_ type: TypeReference) -> Bool {
        switch type {
        case .model(let name): name.hasPrefix("$")
        case .array(let element), .dictionary(let element): containsSpecialWord(element.type)
        default: false
        }
    }

    /// `{type: T, description: ..., swift_name: ..., optional: ..., nullable: ..., tristate: ..., default: ...}`.
    private mutating func decodeLongForm(_ node: YAMLNode, context: TypeContext, what: String) -> DecodedType? {
        guard let typeNode = node["type"], var decoded = decodeType(typeNode, context: context, what: what) else {
            return nil
        }
        let optional = node["optional"].flatMap { reader.bool($0, what: "optional") }
        let nullable = node["nullable"].flatMap { reader.bool($0, what: "nullable") }
        let tristate = node["tristate"].flatMap { reader.bool($0, what: "tristate") } ?? false
        if tristate {
            if optional == false || nullable == false {
                reader.diagnostics.error(.invalidTristate, "tristate requires optional and nullable", at: node.location)
            }
            decoded.type.isOptional = true
            decoded.type.isNullable = true
            decoded.type.isTristate = true
        } else {
            if let optional { decoded.type.isOptional = optional || (decoded.type.isOptional && nullable == nil) }
            if let nullable { decoded.type.isNullable = nullable }
            if optional == true, nullable == nil { decoded.type.isNullable = true }
        }
        decoded.description = node["description"].flatMap { reader.string($0, what: "description") }
        decoded.swiftName = node["swift_name"].flatMap { decodeSwiftName($0) }
        if let defaultNode = node["default"] {
            decoded.defaultValue = decodeDefault(defaultNode, for: decoded.type)
        }
        decoded.example = decodeExample(in: node, what: what)
        if let datesNode = node["dates"], let rule = decodeDateRule(datesNode) {
            if decoded.type.type.innermostPrimitive == .date {
                decoded.type.dateRule = rule
            } else {
                reader.diagnostics.error(.invalidValueCoding,
                    "'dates' applies to properties holding dates (date, [date], [string: date]); \(what) holds none",
                    at: datesNode.location)
            }
        }
        if let lenientNode = node["lenient"], let lenient = reader.bool(lenientNode, what: "lenient") {
            if decoded.type.type.hasLenientReading || !lenient {
                decoded.type.lenient = lenient
            } else {
                reader.diagnostics.error(.invalidValueCoding,
                    "'lenient' applies to numbers, dates and URLs (and arrays and dictionaries of them); "
                        + "\(what) holds none", at: lenientNode.location)
            }
        }
        return decoded
    }

    /// `{enum: [a, b], default: a, description: ...}`.
    private mutating func decodeEnum(_ node: YAMLNode, what: String) -> DecodedType? {
        guard reader.mapping(node, allowed: enumKeys, what: "an enum") != nil,
            let valuesNode = node["enum"], let definition = decodeEnumValues(valuesNode, description: nil)
        else { return nil }
        var type = PropertyType(.enumeration(definition))
        if node["optional"].flatMap({ reader.bool($0, what: "optional") }) == true {
            type.isOptional = true
            type.isNullable = true
        }
        if let nullable = node["nullable"].flatMap({ reader.bool($0, what: "nullable") }) { type.isNullable = nullable }
        if node["tristate"].flatMap({ reader.bool($0, what: "tristate") }) == true {
            type.isOptional = true
            type.isNullable = true
            type.isTristate = true
        }
        var decoded = DecodedType(type: type)
        decoded.description = node["description"].flatMap { reader.string($0, what: "description") }
        decoded.swiftName = node["swift_name"].flatMap { decodeSwiftName($0) }
        if let defaultNode = node["default"] { decoded.defaultValue = decodeDefault(defaultNode, for: type) }
        decoded.example = decodeExample(in: node, what: what)
        return decoded
    }

    /// The values of an enum: a non-empty sequence of distinct scalars, kept as written (`no` stays "no").
    mutating func decodeEnumValues(_ node: YAMLNode, description: String?) -> EnumDefinition? {
        guard let items = reader.sequence(node, what: "enum values") else { return nil }
        guard !items.isEmpty else {
            reader.diagnostics.error(.emptyEnum, "an enum needs at least one value", at: node.location)
            return nil
        }
        var seen: [String: SourceLocation] = [:]
        var values: [(String, SourceLocation)] = []
        for item in items {
            guard let scalar = item.scalar, item.mapping == nil else {
                reader.diagnostics.error(.nonStringEnumValue, "enum values are strings, found \(item.kindDescription)", at: item.location)
                continue
            }
            let raw = scalar.isNull && scalar.style == .plain && scalar.text.isEmpty ? "" : scalar.text
            if let first = seen[raw] {
                reader.diagnostics.error(.duplicateEnumValue,
                    "duplicate enum value '\(raw)'", at: item.location, notes: [.init("first listed here", at: first)])
                continue
            }
            seen[raw] = item.location
            values.append((raw, item.location))
        }
        let assignments = UniqueNames.assign(
            zip(1..., values).map { position, value in
                (wireName: value.0, name: Self.enumCaseName(value.0, position: position), isExplicit: false)
            },
            reserved: ["unknown"])
        for assignment in assignments where assignment.wasRenamed && assignment.derived != "unknown" {
            if let location = seen[assignment.wireName] {
                reader.diagnostics.warning(.renamedMember,
                    "enum value '\(assignment.wireName)' is named '\(assignment.chosen)' in Swift because "
                        + "'\(assignment.derived)' is taken", at: location)
            }
        }
        let cases = zip(values, assignments).map { value, assignment in
            EnumDefinition.Case(rawValue: value.0, swiftName: assignment.chosen, location: value.1)
        }
        return EnumDefinition(cases: cases, description: description, location: node.location)
    }

    /// Marks a type that takes no default (models, arrays, dates, ...).
    static let unsupportedDefault = "(no default)"

    /// The case name for the enum value at `position` (1-based): its lowerCamelCase name, `value<position>` for a
    /// value of symbols only (`★` → `value2`, as `SwiftName.memberName`); a name in ``reservedCaseNames`` (the
    /// fallback case, `Optional.none`, a generated static member) gets a `Value` suffix.
    static func enumCaseName(_ raw: String, position: Int) -> String {
        let name = raw.isEmpty || SwiftName.spellsWord(raw) ? SwiftName.lowerCamel(raw) : "value\(position)"
        return reservedCaseNames.contains(name) ? name + "Value" : name
    }

    /// Case names generated enums cannot use: `none` and `some` are shadowed by `Optional.none` and
    /// `Optional.some` (in a `switch` over an optional enum, `case .some:` matches every value that is not `nil`),
    /// `unknown` is the fallback case, `rawValue`, `allCases` and `hashValue` are members every generated enum has,
    /// and `sample` is the static member the mocks output adds (`SampleProviding.sample`), which an enum case would
    /// redeclare.
    static let reservedCaseNames: Set<String> = ["none", "some", "unknown", "rawValue", "allCases", "hashValue", "sample"]

    /// Reports a `dates` or `lenient` given where no property holds the value (an array element, a response, an
    /// alias, a JSON body's type), which would otherwise be ignored.
    mutating func refuseValueCoding(_ type: PropertyType, at node: YAMLNode, holder: String, fix: String) {
        guard type.dateRule != nil || type.lenient != nil else { return }
        reader.diagnostics.error(.invalidValueCoding,
            "\(holder) takes no 'dates' or 'lenient'; \(fix)", at: node.location)
    }

    /// An explicit `swift_name`, which must be a legal identifier.
    mutating func decodeSwiftName(_ node: YAMLNode) -> String? {
        guard let name = reader.nonEmptyString(node, what: "swift_name") else { return nil }
        let bare = name.hasPrefix("`") && name.hasSuffix("`") && name.count > 2 ? String(name.dropFirst().dropLast()) : name
        guard SwiftName.isIdentifier(bare) || SwiftKeywords.reserved.contains(bare) else {
            reader.diagnostics.error(.invalidSwiftName, "swift_name '\(name)' is not a valid Swift identifier", at: node.location)
            return nil
        }
        // Names a derived name avoids (`self` → `selfValue`) cannot be chosen either: backticks do not make them usable
        // (a property `self` is assigned as `self.self` in the initializer, `hashValue` overloads Hashable's).
        guard !SwiftName.reservedPropertyNames.contains(bare) else {
            reader.diagnostics.error(.invalidSwiftName,
                "swift_name '\(name)' cannot name a property or parameter: generated code needs '\(bare)' for itself; "
                    + "choose another name", at: node.location)
            return nil
        }
        return bare
    }

    /// A default value, checked against its type (strings, numbers, booleans and enum values).
    mutating func decodeDefault(_ node: YAMLNode, for type: PropertyType) -> Literal? {
        guard let scalar = node.scalar else {
            reader.diagnostics.error(.invalidDefault, "a default must be a single value, found \(node.kindDescription)", at: node.location)
            return nil
        }
        let text = scalar.text
        let fits: Bool
        let expected: String
        // Numbers and booleans must be written unquoted; `textFits` says whether the text alone would do.
        var textFits = false
        // A number type's range, when the text is a number of the type's form beyond it.
        var range: String?
        switch (type.type, ScalarDefault(text, for: type.type)) {
        case (.primitive(.string), _):
            fits = !(scalar.isNull && scalar.style == .plain)
            expected = "a string"
        case (_, let check?):
            textFits = check.fits
            fits = scalar.style == .plain && check.fits
            expected = check.expected
            range = check.exceededRange
        case (.enumeration(let definition), _):
            fits = definition.cases.contains { $0.rawValue == text }
            expected = "one of " + definition.cases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        case (.model(let name), _):
            if let enumDefinition = enumModels[name] {
                fits = enumDefinition.cases.contains { $0.rawValue == text }
                expected = "one of " + enumDefinition.cases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            } else if refusedEnumModels.contains(name) {
                return nil  // the enum's values were refused with an error: nothing to check the default against
            } else {
                fits = false
                expected = Self.unsupportedDefault
            }
        default:
            fits = false
            expected = Self.unsupportedDefault
        }
        guard fits else {
            if let range, case .primitive(let primitive) = type.type {
                reader.diagnostics.error(.defaultTypeMismatch,
                    "default '\(text)' is out of range for \(primitive.rawValue) (\(range))", at: node.location)
                return nil
            }
            if textFits {
                reader.diagnostics.error(.quotedDefault,
                    "default '\(text)' is quoted, so it is a string; write it without quotes for \(expected)",
                    at: node.location)
                return nil
            }
            if expected == Self.unsupportedDefault {
                reader.diagnostics.error(.unsupportedDefault,
                    "default '\(text)' cannot be given here: defaults are supported for strings, numbers, booleans and enums",
                    at: node.location)
                return nil
            }
            reader.diagnostics.error(.defaultTypeMismatch, "default '\(text)' does not fit its type; expected \(expected)", at: node.location)
            return nil
        }
        return Literal(text, at: node.location)
    }
}
