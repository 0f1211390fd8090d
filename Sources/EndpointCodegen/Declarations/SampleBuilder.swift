import EndpointNaming
import EndpointSpec

/// Writes the Swift expressions of sample values (docs/mocks.md, "Sample values"): the spec's example where it gives
/// one, else made-up values that respect each property's type, format, enum and optionality, the same on every run.
///
/// - An example (a model's, a property's, an endpoint's response) is the example's JSON text decoded at run time with
///   the API's date rule, `SampleValues.example(json, dateRule: ..., otherwise: madeUp)`: the decoding the client does,
///   so wire keys, nested types, wrappers and every date rule read it exactly; the made-up value is the fallback.
///
/// - Every property is filled, optional ones included (a preview shows every field), with the spec's `default` where
///   it gives one; strings are their wire name, numbers `1` / `1.5`, booleans `true`, dates `SampleValues.date` (valid
///   under every date rule), enums their first case, arrays and dictionaries one element.
/// - A model refers to another through its `sample` (`GitHub.User.sample`). Recursion is broken so that no sample
///   refers back to itself: a reference that would close a cycle is left empty (`nil`, `.absent`, `[]`, `[:]`).
///   References that cannot be empty (required, outside any collection) are always kept, since the spec format
///   forbids cycles of those (`spec.requiredCycle`), so the references kept never form a cycle.
struct SampleBuilder {
    let namer: TypeNamer
    let modelBuilder: ModelDeclarationBuilder
    /// The API's date rule (`.iso8601`), which examples are decoded with.
    let dateRule: SwiftExpression
    /// Struct and enum models of this spec by name, with aliases (expanded where they are used).
    private let models: [String: ModelDefinition]
    /// References (by owning type path and wire name) left empty to break recursion.
    private let brokenReferences: Set<RecursionDetector.PropertyKey>

    init(models: [ModelDefinition], namer: TypeNamer, modelBuilder: ModelDeclarationBuilder, dateRule: SwiftExpression) {
        self.namer = namer
        self.dateRule = dateRule
        self.modelBuilder = modelBuilder
        var byName: [String: ModelDefinition] = [:]
        for model in models { byName[model.name] = model }
        self.models = byName
        self.brokenReferences = Self.referencesClosingCycles(models: models)
    }

    /// Whether `model` gets a `static var sample` (structs and enums; an alias is expanded where it is used).
    func hasSample(_ model: ModelDefinition) -> Bool {
        if case .alias = model.shape { return false }
        return true
    }

    /// `model`'s `static var sample: Self`: the arguments of `Self(...)` for a struct (one per property, in order), or
    /// the value of an enum.
    func sample(of model: ModelDefinition) -> MockDeclarations.Sample {
        var sample = madeUpOrExample(model)
        sample.isExample = model.example != nil
        return sample
    }

    private func madeUpOrExample(_ model: ModelDefinition) -> MockDeclarations.Sample {
        let type = SwiftType.named(namer.qualifiedModel(model.name))
        switch model.shape {
        case .object(let object):
            let arguments = arguments(object, owner: model.name, path: model.name, typeName: "Self")
            guard !arguments.isEmpty else {
                return .init(type: type, value: example(model.example, otherwise: .initializer(.named("Self"), [])), arguments: [])
            }
            return .init(
                type: type, value: .initializer(.named("Self"), []), arguments: arguments,
                example: model.example.map { .string($0.jsonText) })
        case .enumeration(let definition):
            return .init(type: type, value: example(model.example, otherwise: enumValue(definition, typeName: "Self")), arguments: [])
        case .alias(let aliased):
            let value = value(aliased, key: .init(owner: model.name, wireName: ""), nestedName: model.name + "Item", name: model.name)
            return .init(type: type, value: example(model.example, otherwise: value), arguments: [])
        }
    }

    /// `SampleValues.example("<json>", dateRule: <rule>, otherwise: <value>)` when there is an example, else `value`.
    func example(_ example: ExampleDefinition?, otherwise value: SwiftExpression) -> SwiftExpression {
        guard let example else { return value }
        return .call(SwiftExpression.type(.named(namer.builtin("SampleValues"))).member("example"), [
            .init(nil, .string(example.jsonText)), .init("dateRule", dateRule), .init("otherwise", value),
        ])
    }

    /// A value of `type` for a request member or a response; `name` is the wire name strings repeat, `nestedName` the
    /// type an inline enum or object of `type` is written as.
    func value(of type: PropertyType, name: String, nestedName: String) -> SwiftExpression {
        value(type, key: .init(owner: "", wireName: name), nestedName: nestedName, name: name)
    }

    // MARK: Values

    /// `TypeName(label: value, ...)` for an object whose declared path is `path` (`Repository.License`).
    private func construct(_ object: ObjectDefinition, owner: String, path: String, typeName: String) -> SwiftExpression {
        .initializer(.named(typeName), arguments(object, owner: owner, path: path, typeName: typeName))
    }

    /// `label: value` for each property of an object, in declaration order.
    private func arguments(
        _ object: ObjectDefinition, owner: String, path: String, typeName: String
    ) -> [SwiftExpression.Argument] {
        let declaration = modelBuilder.structure(object, owner: owner, path: path)
        let nestedNames = ModelDeclarationBuilder.nestedTypeNames(for: object, owner: owner)
        let arguments = zip(object.properties.indices, declaration.properties).map { index, property in
            let definition = object.properties[index]
            let nested = nestedNames[index] ?? owner
            let argument: SwiftExpression
            if let propertyExample = definition.example {
                let madeUp = value(
                    definition.type, key: .init(owner: path, wireName: definition.wireName),
                    nestedName: typeName + "." + nested, name: definition.wireName, nestedPath: path + "." + nested,
                    nestedOwner: nested)
                argument = example(propertyExample, otherwise: madeUp)
            } else if let literal = definition.defaultValue,
                      let expression = modelBuilder.defaultExpression(literal, type: definition.type, presence: property.presence) {
                // The initializer's own default: the literal, `.value(3)` for a tristate.
                argument = expression
            } else {
                argument = value(
                    definition.type, key: .init(owner: path, wireName: definition.wireName),
                    nestedName: typeName + "." + nested, name: definition.wireName, nestedPath: path + "." + nested,
                    nestedOwner: nested)
            }
            return SwiftExpression.Argument(SwiftLiteral.argumentLabel(property.bareName), argument)
        }
        return arguments
    }

    private func value(
        _ type: PropertyType, key: RecursionDetector.PropertyKey, nestedName: String, name: String,
        nestedPath: String? = nil, nestedOwner: String? = nil
    ) -> SwiftExpression {
        if brokenReferences.contains(key) {
            if type.isTristate { return .dot("absent") }
            if type.isSwiftOptional { return .literal("nil") }
            if case .dictionary = type.type { return .dictionary([]) }
            return .array([])
        }
        let base = baseValue(
            type.type, key: key, nestedName: nestedName, name: name, nestedPath: nestedPath ?? nestedName,
            nestedOwner: nestedOwner ?? String(nestedName.split(separator: ".").last ?? Substring(nestedName)))
        return type.isTristate ? .dot("value", .init(nil, base)) : base
    }

    private func baseValue(
        _ type: TypeReference, key: RecursionDetector.PropertyKey, nestedName: String, name: String, nestedPath: String,
        nestedOwner: String
    ) -> SwiftExpression {
        switch type {
        case .primitive(let primitive):
            return primitiveValue(primitive, name: name)
        case .model(let model):
            if let definition = models[model], case .alias(let aliased) = definition.shape {
                return value(aliased, key: .init(owner: model, wireName: ""), nestedName: model + "Item", name: name)
            }
            return SwiftExpression.type(.named(namer.qualifiedModel(model))).member("sample")
        case .array(let element):
            return .array([value(element, key: key, nestedName: nestedName, name: name, nestedPath: nestedPath, nestedOwner: nestedOwner)])
        case .dictionary(let element):
            let inner = value(element, key: key, nestedName: nestedName, name: name, nestedPath: nestedPath, nestedOwner: nestedOwner)
            return .dictionary([.init(key: .string("key"), value: inner)])
        case .enumeration(let definition):
            return enumValue(definition, typeName: nestedName)
        case .object(let object):
            return construct(object, owner: nestedOwner, path: nestedPath, typeName: nestedName)
        }
    }

    /// The first case, or the fallback keeping a raw value when the enum declares none.
    private func enumValue(_ definition: EnumDefinition, typeName: String) -> SwiftExpression {
        let type = SwiftExpression.type(.named(typeName))
        guard let first = definition.cases.first else { return .call(type, [.init("rawValue", .string(""))]) }
        return type.member(SwiftKeywords.escaped(first.swiftName))
    }

    private func primitiveValue(_ primitive: TypeReference.Primitive, name: String) -> SwiftExpression {
        let samples = SwiftExpression.type(.named(namer.builtin("SampleValues")))
        switch primitive {
        case .string, .json: return .string(name)
        case .int, .int32, .int64: return .literal("1")
        case .double, .float, .decimal: return .literal("1.5")
        case .bool: return .literal("true")
        case .date: return samples.member("date")
        case .calendarDate: return samples.member("calendarDate")
        case .url: return .call(samples.member("url"), [.init(nil, .string(name))])
        case .uuid: return .call(samples.member("uuid"), [.init(nil, .literal("1"))])
        case .data: return utf8Data(name)
        }
    }

    /// `Data("text".utf8)`.
    func utf8Data(_ text: String) -> SwiftExpression {
        .initializer(.named(namer.builtin("Data")), [.init(nil, SwiftExpression.string(text).member("utf8"))])
    }

    // MARK: Breaking recursion

    /// One reference from a model (through its properties and inline objects) to another model.
    private struct Reference {
        var from: String
        var to: String
        var key: RecursionDetector.PropertyKey
        /// Whether the property can be left empty: optional, tristate, or the model sits in an array or dictionary.
        var canBeEmpty: Bool
    }

    /// The references left empty: every required reference is kept; the others are kept in spec order unless they
    /// would close a cycle of kept references.
    private static func referencesClosingCycles(models: [ModelDefinition]) -> Set<RecursionDetector.PropertyKey> {
        let names = Set(models.map(\.name))
        var references: [Reference] = []
        for model in models {
            switch model.shape {
            case .object(let object): collect(object, model: model.name, path: model.name, names: names, into: &references)
            case .alias(let type):
                collect(type, model: model.name, key: .init(owner: model.name, wireName: ""), names: names, into: &references)
            case .enumeration: break
            }
        }
        var kept: [String: [String]] = [:]
        for reference in references where !reference.canBeEmpty {
            kept[reference.from, default: []].append(reference.to)
        }
        var broken: Set<RecursionDetector.PropertyKey> = []
        for reference in references where reference.canBeEmpty {
            if reaches(reference.to, reference.from, in: kept) {
                broken.insert(reference.key)
            } else {
                kept[reference.from, default: []].append(reference.to)
            }
        }
        return broken
    }

    private static func collect(
        _ object: ObjectDefinition, model: String, path: String, names: Set<String>, into references: inout [Reference]
    ) {
        let nestedNames = ModelDeclarationBuilder.nestedTypeNames(for: object, owner: String(path.split(separator: ".").last ?? ""))
        for (index, property) in object.properties.enumerated() {
            let key = RecursionDetector.PropertyKey(owner: path, wireName: property.wireName)
            if let inner = APIDeclarationBuilder.innerObject(property.type.type), let nested = nestedNames[index] {
                collect(inner, model: model, path: path + "." + nested, names: names, into: &references)
            }
            collect(property.type, model: model, key: key, names: names, into: &references)
        }
    }

    private static func collect(
        _ type: PropertyType, model: String, key: RecursionDetector.PropertyKey, names: Set<String>,
        into references: inout [Reference]
    ) {
        var canBeEmpty = type.isSwiftOptional || type.isTristate
        var current = type
        while true {
            switch current.type {
            case .array(let element), .dictionary(let element):
                canBeEmpty = true
                current = element
                continue
            case .model(let target) where names.contains(target):
                references.append(Reference(from: model, to: target, key: key, canBeEmpty: canBeEmpty))
            default:
                break
            }
            return
        }
    }

    private static func reaches(_ start: String, _ goal: String, in graph: [String: [String]]) -> Bool {
        var stack = [start]
        var seen: Set<String> = []
        while let node = stack.popLast() {
            if node == goal { return true }
            guard seen.insert(node).inserted else { continue }
            stack.append(contentsOf: graph[node] ?? [])
        }
        return false
    }
}
