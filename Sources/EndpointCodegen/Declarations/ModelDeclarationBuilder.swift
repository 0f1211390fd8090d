import EndpointNaming
import EndpointSpec

/// Builds the Swift declarations of models: names of nested types, property types, presence rules,
/// wire keys and default arguments.
struct ModelDeclarationBuilder {
    let namer: TypeNamer
    /// Properties that close a cycle of structs and are stored out of line (see `RecursionDetector`).
    var indirectProperties: Set<RecursionDetector.PropertyKey> = []
    /// Enum models by name, so a default naming one of their values becomes `.caseName`.
    var enumModels: [String: EnumDefinition] = [:]
    /// The spec's `lenient`: number, date and URL properties without a `lenient` of their own read leniently.
    var lenientByDefault = false
    /// Models whose Swift type is `Hashable` (see ``hashableModels(_:)``), so an identity of that type can be
    /// `Identifiable`'s `ID`.
    var hashableModels: Set<String> = []
    /// Models whose properties are `var` (see ``ModelMutability``); every other struct's are `let`.
    var mutableModels: Set<String> = []

    /// Nested type names that Swift gives a meaning of its own inside every type.
    static let reservedNestedNames: Set<String> = ["Type", "Self", "Protocol", "Any", "AnyObject", "CodingKeys"]

    func declaration(for model: ModelDefinition) -> TypeDeclaration {
        let doc = SwiftLiteral.docLines(model.description)
        switch model.shape {
        case .object(let object):
            return TypeDeclaration(
                name: model.name, doc: doc, kind: .structure(structure(object, owner: model.name, mutable: mutableModels.contains(model.name))),
                example: model.example)
        case .enumeration(let definition):
            return TypeDeclaration(name: model.name, doc: doc, kind: .enumeration(enumeration(definition)), example: model.example)
        case .alias(let type):
            // An inline shape in an alias (`Tags: [{enum: [a, b]}]`) has been hoisted into the model `<Alias>Item`
            // (`APIDeclarationBuilder.hoistInlineShapes`), which is the name given here too.
            return TypeDeclaration(
                name: model.name, doc: doc, kind: .alias(swiftType(type, nestedName: model.name + "Item")),
                example: model.example)
        }
    }

    /// A struct for an object; inline objects and enums of its properties become nested types.
    /// `path` is the dotted path of the struct (`Repository.License`); it defaults to `owner`, its simple name.
    /// `mutable` gives the struct and its nested structs `var` properties; it matters only to declarations that are
    /// rendered (a model's, through ``declaration(for:)``), not to those built to read their properties.
    func structure(_ object: ObjectDefinition, owner: String, path: String? = nil, mutable: Bool = false) -> StructDeclaration {
        let path = path ?? owner
        let nestedNames = Self.nestedTypeNames(for: object, owner: owner)
        var nested: [TypeDeclaration] = []
        var properties: [PropertyDeclaration] = []
        for (index, property) in object.properties.enumerated() {
            let nestedName = nestedNames[index] ?? owner
            if var inline = inlineDeclaration(
                property.type.type, name: nestedName, path: path + "." + nestedName, doc: property.description,
                mutable: mutable) {
                // The property's example is a value of the nested type when the property is that type itself
                // (not an array or dictionary of it).
                switch property.type.type {
                case .object, .enumeration: inline.example = property.example
                default: break
                }
                nested.append(inline)
            }
            let presence: PropertyDeclaration.Presence =
                if property.type.isTristate { .tristate }
                else if property.type.isOptional { .optional }
                else if property.type.isNullable { .requiredNullable }
                else { .required }
            let baseType = swiftType(PropertyType(property.type.type), nestedName: nestedName)
            var (declaredType, coding) = declaredTypeAndCoding(baseType, presence: presence)
            coding.valueCoding = valueCodingExpression(property.type)
            coding.encodingValueCoding = property.type.dateRule == nil ? nil : coding.valueCoding
            let defaultValue = defaultExpression(property.defaultValue, type: property.type, presence: presence)
            properties.append(PropertyDeclaration(
                name: SwiftKeywords.escaped(property.swiftName),
                bareName: property.swiftName,
                wireName: property.wireName,
                baseType: baseType,
                presence: presence,
                declaredType: declaredType,
                coding: coding,
                doc: SwiftLiteral.docLines(property.description),
                defaultValue: defaultValue,
                isIndirect: indirectProperties.contains(.init(owner: path, wireName: property.wireName)),
                decodingDefault: property.defaultValue != nil && presence != .tristate ? defaultValue : nil,
                example: property.example))
        }
        var identity: StructDeclaration.Identity?
        if let identityProperty = Self.identityProperty(of: object),
           Self.isHashable(identityProperty.type.type, hashableModels: hashableModels),
           let property = properties.first(where: { $0.wireName == identityProperty.wireName }) {
            identity = property.bareName == "id" ? .property : .computed(property: property.name, type: property.declaredType)
        }
        return StructDeclaration(
            properties: properties, nested: nested, identity: identity, isMutable: mutable)
    }

    /// The property that identifies an object's values: the one `identified_by` names, else a required, non-null
    /// property whose Swift name is `id`; `nil` when there is none (spec format §3, "Identity").
    static func identityProperty(of object: ObjectDefinition) -> PropertyDefinition? {
        if let key = object.identityKey, let property = object.properties.first(where: { $0.wireName == key }) {
            return property
        }
        return object.properties.first {
            $0.swiftName == "id" && !$0.type.isOptional && !$0.type.isNullable && !$0.type.isTristate
        }
    }

    /// Whether the Swift type of `type` is `Hashable`: scalars, enums, models in `hashableModels`, and arrays and
    /// dictionaries of those. A struct is `Hashable` only when it is `Identifiable` (issue 12: other structs are
    /// `Equatable`), so an inline object is when its own identity is.
    static func isHashable(_ type: TypeReference, hashableModels: Set<String>) -> Bool {
        switch type {
        case .primitive, .enumeration: true
        case .model(let name): hashableModels.contains(name)
        case .array(let element), .dictionary(let element): isHashable(element.type, hashableModels: hashableModels)
        case .object(let object):
            identityProperty(of: object).map { isHashable($0.type.type, hashableModels: hashableModels) } ?? false
        }
    }

    /// The models whose Swift type is `Hashable`: enums, aliases of `Hashable` types, and structs with an identity
    /// of a `Hashable` type (which makes them `Identifiable` and `Hashable` by that identity). Found by iterating
    /// to a fixed point, since an identity or an alias may be of another model's type.
    static func hashableModels(_ models: [ModelDefinition]) -> Set<String> {
        var hashable: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for model in models where !hashable.contains(model.name) {
                let isHashable: Bool = switch model.shape {
                case .enumeration: true
                case .alias(let type): Self.isHashable(type.type, hashableModels: hashable)
                case .object(let object): Self.isHashable(.object(object), hashableModels: hashable)
                }
                if isHashable {
                    hashable.insert(model.name)
                    changed = true
                }
            }
        }
        return hashable
    }

    /// The declared type of a property and how custom coding reads and writes it, from its presence
    /// (spec format §6, "Missing versus null").
    func declaredTypeAndCoding(
        _ baseType: SwiftType, presence: PropertyDeclaration.Presence
    ) -> (SwiftType, PropertyDeclaration.Coding) {
        switch presence {
        case .required:
            (baseType, .init(decode: .decode, decodeType: baseType, encode: .encode))
        case .optional:
            (.optional(baseType), .init(decode: .decodeIfPresent, decodeType: baseType, encode: .encodeIfPresent))
        case .requiredNullable:
            (.optional(baseType),
             .init(decode: .decodeRequiredNullable, decodeType: baseType, encode: .encodeRequiredNullable))
        case .tristate:
            (nullable(baseType), .init(decode: .decode, decodeType: nullable(baseType), encode: .encode))
        }
    }

    /// The runtime `ValueCoding` for a property with its own `dates` or a lenient reading (its own `lenient`, or
    /// the spec's for types that have one), as a Swift expression; `nil` when the payload's rules apply.
    func valueCodingExpression(_ type: PropertyType) -> SwiftExpression? {
        let lenient = type.lenient ?? (lenientByDefault && type.type.hasLenientReading)
        let rule = type.dateRule.map { APIDeclarationBuilder.dateRuleExpression($0, namer: namer) }
        switch (rule, lenient) {
        case (nil, false): return nil
        case (let rule?, false): return .dot("dates", .init(nil, rule))
        case (nil, true): return .dot("lenient")
        case (let rule?, true):
            return .initializer(.named(namer.builtin("ValueCoding")), [
                .init("dateRule", rule), .init("lenient", .literal("true")),
            ])
        }
    }

    /// `Nullable<Wrapped>`, qualified when a generated type shadows the runtime's name.
    private func nullable(_ wrapped: SwiftType) -> SwiftType {
        .generic(namer.builtin("Nullable"), wrapped)
    }

    func enumeration(_ definition: EnumDefinition) -> EnumDeclaration {
        EnumDeclaration(
            cases: definition.cases.map {
                EnumDeclaration.Case(name: SwiftKeywords.escaped($0.swiftName), rawValue: $0.rawValue)
            },
            rawType: .named(namer.builtin("String")))
    }

    /// The nested declaration for an inline object or enum at the top of `type` (or inside its arrays and
    /// dictionaries), named `name`.
    private func inlineDeclaration(
        _ type: TypeReference, name: String, path: String, doc: String?, mutable: Bool
    ) -> TypeDeclaration? {
        switch type {
        case .object(let object):
            TypeDeclaration(
                name: name, doc: SwiftLiteral.docLines(doc),
                kind: .structure(structure(object, owner: name, path: path, mutable: mutable)))
        case .enumeration(let definition):
            TypeDeclaration(name: name, doc: SwiftLiteral.docLines(doc ?? definition.description),
                            kind: .enumeration(enumeration(definition)))
        case .array(let element), .dictionary(let element):
            inlineDeclaration(element.type, name: name, path: path, doc: doc, mutable: mutable)
        case .primitive, .model:
            nil
        }
    }

    /// The Swift type of a type expression; `nestedName` names an inline object or enum found in it.
    func swiftType(_ type: PropertyType, nestedName: String) -> SwiftType {
        let base: SwiftType = switch type.type {
        case .primitive(let primitive): .named(namer.primitive(primitive))
        case .model(let name): .named(namer.model(name))
        case .array(let element): .array(swiftType(element, nestedName: nestedName))
        case .dictionary(let value): .dictionary(key: .named(namer.builtin("String")), value: swiftType(value, nestedName: nestedName))
        case .enumeration, .object: .named(nestedName)
        }
        if type.isTristate { return nullable(base) }
        return type.isSwiftOptional ? .optional(base) : base
    }

    /// Names for the nested types of an object's inline properties, by property index: the property's wire
    /// name in UpperCamelCase, with names Swift reserves prefixed by the owner (`type` in `User` → `UserType`),
    /// and collisions numbered in declaration order.
    /// A name that has no upper and lower case (`_007`, `名前`) is the same as its property's name, which would
    /// make every use ambiguous, so it gets a `Type` suffix (`_007Type`).
    static func nestedTypeNames(for object: ObjectDefinition, owner: String) -> [Int: String] {
        let propertyNames = Set(object.properties.map(\.swiftName))
        var members: [(index: Int, name: String)] = []
        for (index, property) in object.properties.enumerated() where hasInlineShape(property.type.type) {
            members.append((index, nestedTypeName(
                for: property.wireName, memberName: property.swiftName, owner: owner, memberNames: propertyNames)))
        }
        let assigned = UniqueNames.assign(
            members.map { (wireName: $0.name, name: $0.name, isExplicit: false) }, reserved: propertyNames)
        var result: [Int: String] = [:]
        for (member, assignment) in zip(members, assigned) { result[member.index] = assignment.chosen }
        return result
    }

    /// The nested type name for an inline shape under `wireName`: UpperCamelCase, prefixed by the owner when
    /// Swift reserves the name inside a type (`type` in `User` → `UserType`) or it repeats the owner, and suffixed
    /// with `Type` when it equals a member's name. A key of symbols only (`🎉`) names it after its member instead
    /// (`property3` → `Property3`), as `SwiftName.memberName` names the member.
    static func nestedTypeName(for wireName: String, memberName: String, owner: String, memberNames: Set<String>) -> String {
        var name = SwiftName.upperCamel(wireName.isEmpty || SwiftName.spellsWord(wireName) ? wireName : memberName)
        if reservedNestedNames.contains(name) || name == owner { name = owner + name }
        if memberNames.contains(name) { name += "Type" }
        return name
    }

    static func hasInlineShape(_ type: TypeReference) -> Bool {
        switch type {
        case .object, .enumeration: true
        case .array(let element), .dictionary(let element): hasInlineShape(element.type)
        case .primitive, .model: false
        }
    }

    /// A default argument: the spec's default as a Swift literal, `nil` for optionals, `.absent` for tristates.
    func defaultExpression(_ literal: Literal?, type: PropertyType, presence: PropertyDeclaration.Presence) -> SwiftExpression? {
        if let literal {
            // A tristate property's default is a present value: `Nullable<T>` has no literal conformances.
            let expression = literalExpression(literal.text, type: type.type)
            return presence == .tristate ? .dot("value", .init(nil, expression)) : expression
        }
        switch presence {
        case .optional: return .literal("nil")
        case .tristate: return .dot("absent")
        case .required, .requiredNullable: return nil
        }
    }

    /// `.caseName` for a declared value of an enum (the spec decoder checked it is one).
    private func caseExpression(_ rawValue: String, in definition: EnumDefinition) -> SwiftExpression {
        definition.cases.first { $0.rawValue == rawValue }.map { .dot(SwiftKeywords.escaped($0.swiftName)) }
            ?? Self.rawValueInitializer(rawValue)
    }

    /// `.init(rawValue: "value")`.
    private static func rawValueInitializer(_ rawValue: String) -> SwiftExpression {
        .dot("init", .init("rawValue", .string(rawValue)))
    }

    /// The Swift expression for a spec literal of a primitive or enum type (validated by the spec decoder).
    func literalExpression(_ text: String, type: TypeReference) -> SwiftExpression {
        switch type {
        case .primitive(.string): return .string(text)
        case .primitive(.double), .primitive(.float): return .literal(Double(text).map { "\($0)" } ?? text)
        case .primitive(.decimal):
            // Exact: a float literal would pass through `Double` and round (0.1 is not 0.1 in binary).
            guard let decimal = DecimalText(text) else { return .literal(text) }
            return .initializer(.named(namer.builtin("Decimal")), [
                .init("sign", .dot(decimal.isNegative ? "minus" : "plus")),
                .init("exponent", .literal("\(decimal.exponent)")),
                .init("significand", .literal("\(decimal.digits)")),
            ])
        case .enumeration(let definition):
            return caseExpression(text, in: definition)
        case .model(let name):
            return enumModels[name].map { caseExpression(text, in: $0) } ?? Self.rawValueInitializer(text)
        default:
            // Integers and booleans, written as the spec decoder validated them.
            return .literal(text)
        }
    }
}
