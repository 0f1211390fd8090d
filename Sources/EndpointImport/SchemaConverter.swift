import Foundation
import EndpointNaming
import EndpointSpec

/// A converted schema: its type expression and what goes with it.
struct ConvertedSchema {
    var type: ImportedType
    var isNullable = false
    var description: String?
    var defaultValue: SpecValue?
    var isDeprecated = false
    /// The value's example: the schema's own `example` (or first of 3.1's `examples`), else that of what it stands
    /// for (an inline `$ref`'s target, the one substantive part of an `allOf`, the one shape of a `oneOf`); a named
    /// model's example stays on the model.
    var example: SpecValue?
    /// Where `example` was read.
    var exampleNode: DocumentNode?
    var exampleOrigin: ExampleOrigin? { exampleNode.map(ExampleOrigin.init) }
}

/// Converts OpenAPI schema objects (3.0 and 3.1) into spec type expressions and named models, and records a
/// warning, naming the JSON pointer, for everything the spec format cannot say; it follows the document's `$ref`s
/// for the whole import, with an error at each that names nothing it can read.
struct SchemaConverter {
    var documents: DocumentSet
    let mainFile: String
    /// Warnings, and errors at references that cannot be followed.
    private(set) var diagnostics: [Diagnostic] = []
    /// The `$ref`s reported, by their place: one met again (a schema converted for a response and an error rule, a
    /// shared parameter) is reported once.
    private var reportedReferences: Set<SourceLocation> = []
    /// The targets of references whose shape was checked, by `file#pointer` and role: each is checked once.
    private var checkedTargets: Set<String> = []

    /// Model name by `file#pointer` of its schema.
    private(set) var modelNames: [String: String] = [:]
    /// Models in the order they were named, with their schema.
    private(set) var modelOrder: [(name: String, schema: DocumentNode)] = []
    /// Converted models by name.
    private(set) var modelValues: [String: SpecEntry] = [:]
    /// The fields and description of each model imported as an object, for breaking cycles of required properties.
    private var objectModelParts: [String: (fields: [ImportedField], description: String?, example: SpecValue?, schema: DocumentNode)] = [:]
    /// Models that are another type expression (`A: {$ref: B}`, `L: [L]`), with the models that expression names
    /// directly or through arrays and dictionaries, and their schema: the links ``breakAliasCycles()`` follows.
    private var aliasTargets: [String: (targets: [String], schema: DocumentNode)] = [:]
    /// Every model name, for constant-time membership.
    private var modelNameSet: Set<String> = []
    /// Models that are structs or dictionaries (no text form for parameters).
    private(set) var objectModels: Set<String> = []
    /// Names taken by models or reserved for generated types.
    var takenNames: Set<String> = []
    /// What took each name of `takenNames`: "the API's namespace", "schema 'Pet'", ….
    var nameOwners: [String: String] = [:]
    /// Models hoisted from inline schemas, by their written value, so equal shapes share one model.
    private var hoistedByValue: [SpecValue: String] = [:]
    /// References being expanded inline, to stop at cycles.
    private var inlineStack: [String] = []
    /// Where each example value was read (the first place, for equal values), to locate a warning about it.
    private(set) var exampleNodes: [SpecValue: DocumentNode] = [:]
    /// Every example read, and whether it is carried or left out (and why).
    var examples = ExampleLedger()

    init(documents: DocumentSet, mainFile: String) {
        self.documents = documents
        self.mainFile = mainFile
    }

    /// Type names a model may not take (spec format §3, "Naming", and the generator's own types).
    static let reservedNames: Set<String> = [
        "Type", "Self", "Protocol", "Any", "AnyObject", "CodingKeys", "Swift", "Foundation", "EndpointRuntime",
        "Observation", "Combine", "FoundationNetworking", "Dispatch", "Bool", "Equatable", "KeyPath", "Observable",
        "ObservationIgnored", "ObservationTracked", "Request", "Client",
    ]

    mutating func warn(_ id: DiagnosticID, _ at: DocumentNode, _ message: String) {
        diagnostics.append(.warning(id, "\(at.pointer): \(message)", at: at.node.location))
    }

    mutating func warn(_ id: DiagnosticID, _ at: ExampleOrigin, _ message: String) {
        diagnostics.append(.warning(id, "\(at.pointer): \(message)", at: at.location))
    }

    /// Takes `name` for the generated code, `owner` saying what (for the warning of a later schema that wanted it).
    mutating func reserve(_ name: String, for owner: String) {
        if takenNames.insert(name).inserted { nameOwners[name] = owner }
    }

    /// A unique model name derived from `hint`, taken for `owner`.
    mutating func uniqueTypeName(_ hint: String, for owner: String) -> String {
        var base = SwiftName.upperCamel(hint)
        if base.isEmpty || !SwiftName.isIdentifier(base) || base.first?.isUppercase != true {
            base = "Model" + base.filter { $0.isLetter || $0.isNumber }
        }
        if Self.reservedNames.contains(base) { base += "Model" }
        var name = base
        var counter = 2
        while takenNames.contains(name) {
            name = base + String(counter)
            counter += 1
        }
        reserve(name, for: owner)
        return name
    }

    /// Names the schema at `schema` as a model (once) and returns its name; a name other than `hint` in
    /// UpperCamelCase (reserved by Swift or the generated code, or taken) is an `import.renamed` warning.
    mutating func registerModel(_ schema: DocumentNode, hint: String) -> String {
        let key = schema.file + schema.pointer.description
        if let name = modelNames[key] { return name }
        let name = uniqueTypeName(hint, for: "schema '\(hint)'")
        let natural = SwiftName.upperCamel(hint)
        if name != natural {
            let reason = if Self.reservedNames.contains(natural) {
                "'\(natural)' is a name Swift or the generated code reserves"
            } else if let owner = nameOwners[natural], owner != "schema '\(hint)'" {
                "'\(natural)' is taken by \(owner)"
            } else {
                "'\(hint)' does not make a Swift type name"
            }
            warn(.importRenamed, schema, "schema '\(hint)' is imported as '\(name)': \(reason)")
        }
        modelNames[key] = name
        modelOrder.append((name, schema))
        modelNameSet.insert(name)
        if isStructLike(schema.node, depth: 0) { objectModels.insert(name) }
        return name
    }

    /// Converts every registered model not converted yet (conversion may register more: external references).
    mutating func convertPendingModels() {
        var index = 0
        while index < modelOrder.count {
            let (name, schema) = modelOrder[index]
            index += 1
            guard modelValues[name] == nil else { continue }
            modelValues[name] = SpecEntry(name, modelValue(schema, name: name))
        }
    }

    /// A model's value: `{description, properties}` for objects, `{enum, description}` for string enums, else a
    /// type expression (an alias).
    private mutating func modelValue(_ schema: DocumentNode, name: String) -> SpecValue {
        let converted = convert(schema, depth: 0, asModel: true)
        var description = converted.description
        if converted.isDeprecated { description = Self.deprecatedNote(description) }
        // The model's example and its properties' (inline objects' too, at any depth) are carried.
        examples.carry(converted.exampleOrigin)
        for origin in converted.type.propertyExampleOrigins { examples.carry(origin) }
        switch converted.type {
        case .object(let fields) where !fields.isEmpty:
            objectModelParts[name] = (fields, description, converted.example, schema)
            return Self.objectModelValue(fields, description: description, example: converted.example)
        case .enumeration(let values):
            var entries = [SpecEntry("enum", .list(values.map(SpecValue.string)))]
            if let description { entries.append(SpecEntry("description", .string(description))) }
            if let example = converted.example { entries.append(SpecEntry("example", example)) }
            return .map(entries)
        case .object:
            // An object without properties is any JSON object: an alias of `json`, keeping its example.
            var field = ImportedField(name, .json)
            field.example = converted.example
            return field.specValue
        default:
            if case .named(let target) = converted.type, target == name {
                warn(.importUnsupportedSchema, schema, "schema refers only to itself; imported as json")
                var field = ImportedField(name, .json)
                field.example = converted.example
                return field.specValue
            }
            aliasTargets[name] = (Self.namedThroughContainers(converted.type), schema)
            // An alias may not be nullable or optional in a useful way; a nullable alias target stays non-null.
            var field = ImportedField(name, converted.type, description: description)
            field.example = converted.example
            return field.specValue
        }
    }

    /// `{description, properties}` of an object model.
    private static func objectModelValue(_ fields: [ImportedField], description: String?, example: SpecValue?) -> SpecValue {
        var entries: [SpecEntry] = []
        if let description { entries.append(SpecEntry("description", .string(description))) }
        if let example { entries.append(SpecEntry("example", example)) }
        entries.append(SpecEntry("properties", .map(fields.map { SpecEntry($0.wireName, $0.specValue) })))
        return .map(entries)
    }

    /// Makes optional the property that closes each cycle of required, non-null references between object models
    /// (`Node.next → Node`), which no JSON value could satisfy and lint refuses (spec format §3, "Cycles"), with a
    /// warning naming the schema's JSON pointer. Models are walked depth first in the order they were named, so the
    /// result does not depend on dictionary order.
    /// Schemas that are each other by reference (`A: {$ref: B}`, `B: {$ref: A}`), or contain themselves through
    /// arrays and dictionaries (`L: {type: array, items: {$ref: L}}`), would be type aliases of themselves, which no
    /// Swift type can be: the first of each such cycle, in document order, becomes `json` with a warning (as a
    /// schema referring only to itself does); a recursive JSON shape is kept as JSON.
    mutating func breakAliasCycles() {
        for (name, _) in modelOrder {
            guard let start = aliasTargets[name], let path = aliasPath(from: name, to: name) else { continue }
            let through = path.dropFirst().dropLast()
            let how = through.isEmpty ? "contains itself" : "refers to itself through " + through.map { "'\($0)'" }.joined(separator: " and ")
            warn(.importUnsupportedSchema, start.schema, "schema \(how); imported as json")
            aliasTargets[name] = nil
            modelValues[name] = SpecEntry(name, ImportedField(name, .json).specValue)
        }
    }

    /// The aliases from `start` to `goal` along ``aliasTargets``, both ends included, if `goal` can be reached.
    private func aliasPath(from start: String, to goal: String) -> [String]? {
        var previous: [String: String] = [:]
        var queue = [start]
        var index = 0
        while index < queue.count {
            let current = queue[index]
            index += 1
            for target in aliasTargets[current]?.targets ?? [] {
                if target == goal {
                    var path = [goal, current]
                    while let before = previous[path[path.count - 1]] { path.append(before) }
                    return Array(path.reversed())
                }
                guard previous[target] == nil, target != start else { continue }
                previous[target] = current
                queue.append(target)
            }
        }
        return nil
    }

    /// The model names `type` is made of through arrays and dictionaries (not through inline objects, which become
    /// structs of their own).
    private static func namedThroughContainers(_ type: ImportedType) -> [String] {
        switch type {
        case .named(let name): [name]
        case .array(let element), .dictionary(let element), .optional(let element): namedThroughContainers(element)
        case .enumeration, .object: []
        }
    }

    mutating func breakRequiredCycles() {
        enum State { case onPath, done }
        var state: [String: State] = [:]
        func links(of name: String) -> [Int] {
            guard let parts = objectModelParts[name] else { return [] }
            return parts.fields.indices.filter { index in
                let field = parts.fields[index]
                guard !field.isOptional, !field.isNullable, case .named(let target) = field.type else { return false }
                return objectModelParts[target] != nil
            }
        }
        for (root, _) in modelOrder where state[root] == nil && objectModelParts[root] != nil {
            var path: [(name: String, links: [Int], next: Int)] = [(root, links(of: root), 0)]
            state[root] = .onPath
            while let top = path.last {
                guard top.next < top.links.count else {
                    state[top.name] = .done
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                let index = top.links[top.next]
                guard let field = objectModelParts[top.name]?.fields[index], case .named(let target) = field.type else { continue }
                switch state[target] {
                case nil:
                    state[target] = .onPath
                    path.append((target, links(of: target), 0))
                case .onPath:
                    let start = path.lastIndex { $0.name == target } ?? 0
                    let cycle = path[start...].map(\.name).joined(separator: " → ") + " → " + target
                    breakLink(of: top.name, at: index, cycle: cycle)
                case .done:
                    break
                }
            }
        }
    }

    private mutating func breakLink(of model: String, at index: Int, cycle: String) {
        guard var parts = objectModelParts[model] else { return }
        let key = parts.fields[index].wireName
        parts.fields[index].isOptional = true
        objectModelParts[model] = parts
        modelValues[model] = SpecEntry(model, Self.objectModelValue(parts.fields, description: parts.description, example: parts.example))
        warn(.importUnsupportedSchema, parts.schema.appending("properties").appending(key),
             "required properties form a cycle (\(cycle)) that no value can satisfy; '\(key)' imported as optional")
    }

    static func deprecatedNote(_ description: String?) -> String {
        description.map { $0 + "\n\nDeprecated." } ?? "Deprecated."
    }

    /// What a `$ref` stands for where the importer follows it: the shape its target must have, and what becomes of
    /// it when it is a URL, which is not followed.
    enum ReferenceRole {
        case schema, pathItem, parameter, requestBody, response, header
        /// An entry of `examples`: the examples ledger records it as left out when it is not followed.
        case example

        /// The part of an OpenAPI document the target must be.
        var part: DocumentPart {
            switch self {
            case .schema: .schema
            case .pathItem: .pathItem
            case .parameter: .parameter
            case .requestBody: .requestBody
            case .response: .response
            case .header: .header
            case .example: .example
            }
        }

        /// The target's kind, after "must be ".
        var noun: String { part.description }

        /// What the target must be, after "must be ".
        var shape: String {
            switch self {
            case .schema: "a schema (a mapping, or true or false)"
            case .pathItem: "a path item (a mapping)"
            case .parameter: "a parameter (a mapping)"
            case .requestBody: "a request body (a mapping)"
            case .response: "a response (a mapping)"
            case .header: "a header (a mapping)"
            case .example: "an example (a mapping)"
            }
        }

        /// Whether `node` has the shape the role needs at the top (OpenAPI 3, §4.8: a schema may be `true` or
        /// `false` in 3.1; every other object is a mapping).
        func accepts(_ node: YAMLNode) -> Bool {
            if node.mapping != nil { return true }
            guard self == .schema, let scalar = node.scalar else { return false }
            return scalar.style == .plain && (scalar.text == "true" || scalar.text == "false")
        }

        /// What is done instead of following a reference by URL, after "references by URL are not followed; ".
        var whenNotFollowed: String? {
            switch self {
            case .schema: "imported as json"
            case .pathItem: "its operations are left out"
            case .parameter: "the parameter is left out"
            case .requestBody: "the request body is left out"
            case .response: "the response is left out"
            case .header: "the header is not read"
            case .example: nil
            }
        }
    }

    /// Follows the `$ref` of `holder` (a node with a `$ref`) to what it names. One that cannot be followed is
    /// reported once, at its `$ref` (docs/import.md, "References"): a reference by URL with an
    /// `import.unresolvedReference` warning saying what is done instead, any other (an absolute path, a file that
    /// does not exist, is a directory or does not parse, a pointer to nothing) with an `import.brokenReference`
    /// error. What it names is checked as the document's own parts are (``ShapeCheck``): a target without the
    /// role's shape (a text file, a list where a schema belongs) is an `import.invalidDocument` error at the `$ref`,
    /// a misshapen part inside it one at that part.
    /// - Returns: The node the reference names, or `nil` when it cannot be followed.
    mutating func follow(_ holder: DocumentNode, as role: ReferenceRole) -> DocumentNode? {
        guard let reference = holder.node["$ref"]?.text else { return nil }
        let at = holder.appending("$ref")
        switch documents.resolve(reference, from: holder.file) {
        case .node(let target):
            guard role.accepts(target.node) else {
                if reportedReferences.insert(at.node.location).inserted {
                    diagnostics.append(.error(.invalidDocument, "\(at.pointer): '\(reference)' must be \(role.shape), not "
                        + "\(target.node.kindDescription)", at: at.node.location))
                }
                return nil
            }
            // A mapping has a schema's (or a parameter's…) outward shape; where it is in an OpenAPI document says
            // what it is: `#` is the document, `base.yaml#/paths` its paths.
            if let part = documents.part(named: target), part != role.part {
                if reportedReferences.insert(at.node.location).inserted {
                    diagnostics.append(.error(.invalidDocument, "\(at.pointer): '\(reference)' must be \(role.noun), not "
                        + "\(part.description)", at: at.node.location))
                }
                return nil
            }
            if checkedTargets.insert("\(target.file)\(target.pointer) \(role)").inserted {
                var check = ShapeCheck()
                check.target(target.node, target.pointer, as: role)
                diagnostics.append(contentsOf: check.errors)
            }
            return target
        case .notFollowed(let reason):
            if let instead = role.whenNotFollowed, reportedReferences.insert(at.node.location).inserted {
                warn(.importUnresolvedReference, at, "\(reason); \(instead)")
            }
        case .broken(let reason, let notes):
            if reportedReferences.insert(at.node.location).inserted {
                diagnostics.append(.error(.brokenReference, "\(at.pointer): cannot follow '\(reference)': \(reason)",
                                          at: at.node.location, notes: notes))
            }
        }
        return nil
    }

    /// Follows `$ref`s (up to a bound) to the node they name, for shape questions; the node with the `$ref` that
    /// cannot be followed when one cannot (``follow(_:as:)`` reports it).
    mutating func dereferenced(_ node: DocumentNode, as role: ReferenceRole) -> DocumentNode {
        var current = node
        for _ in 0..<16 {
            guard current.node["$ref"] != nil, let target = follow(current, as: role) else { return current }
            current = target
        }
        return current
    }

    /// Whether a schema becomes a struct or a dictionary (so it has no text form), judged from its keywords.
    private mutating func isStructLike(_ node: YAMLNode, depth: Int) -> Bool {
        if node["properties"] != nil || node["additionalProperties"] != nil || node["allOf"] != nil { return true }
        let type = node["type"]?.text
        if type == "object" { return true }
        if node["enum"] != nil { return false }
        return type == nil && node["oneOf"] == nil && node["anyOf"] == nil ? node["$ref"] != nil : false
    }

    // MARK: Schemas

    /// Converts one schema. `asModel` marks the top of a named model: a `$ref` there is an alias, not the model itself.
    ///
    /// Examples: the schema's own (also beside a `$ref`, as 3.1 allows) is the value's; the properties' are read
    /// onto the fields (at any depth), which the caller carries when it writes them. Examples with no place (an
    /// array's items, a map's values, an `allOf` part's) are recorded as left out with their reason.
    mutating func convert(_ schema: DocumentNode, depth: Int, asModel: Bool = false) -> ConvertedSchema {
        var result = convertShape(schema, depth: depth, asModel: asModel)
        if let own = ownExample(schema) {
            examples.leaveOut(result.exampleOrigin, "the value has one example in the spec format, and the schema's own "
                + "example at \(own.node.pointer) is carried")
            result.example = own.value
            result.exampleNode = own.node
        }
        return result
    }

    /// Makes `example` the value's, unless it has one: then `example` is recorded as left out.
    private mutating func takeExample(_ example: SpecValue, _ node: DocumentNode?, into result: inout ConvertedSchema) {
        guard let carried = result.exampleNode else {
            result.example = example
            result.exampleNode = node
            return
        }
        examples.leaveOut(node.map(ExampleOrigin.init), "the value has one example in the spec format, and the one at \(carried.pointer) is carried")
    }

    /// A schema's own `example`, else the first of 3.1's `examples` list; the other entries of `examples` are
    /// recorded as left out (a value has one example in the spec format).
    mutating func ownExample(_ schema: DocumentNode) -> (value: SpecValue, node: DocumentNode)? {
        guard schema.node.mapping != nil else { return nil }
        let list = schema.node["examples"]?.sequence ?? []
        let listNode = schema.appending("examples")
        var chosen: DocumentNode?
        if let example = schema.node["example"] { chosen = schema.child(example, "example") }
        for (index, item) in list.enumerated() {
            let node = listNode.child(item, index)
            if chosen == nil {
                chosen = node
            } else {
                examples.leaveOut(ExampleOrigin(node), "the value has one example in the spec format, and the one at "
                    + "\(chosen?.pointer.description ?? "") is carried")
            }
        }
        guard let chosen, let value = exampleValue(chosen) else { return nil }
        return (value, chosen)
    }

    /// An example as the spec's `example:` value: JSON's `null`, booleans and numbers as written, every other scalar
    /// a string, mappings and sequences as they are. Records where it was read.
    mutating func exampleValue(_ example: DocumentNode) -> SpecValue? {
        func value(_ node: YAMLNode) -> SpecValue? {
            switch node.content {
            case .scalar(let scalar):
                if scalar.isNull { return .plain("null") }
                if scalar.style == .plain,
                    ["true", "false"].contains(scalar.text) || ExampleDefinition.isJSONNumber(scalar.text) {
                    return .plain(scalar.text)
                }
                return .string(scalar.text)
            case .sequence(let items):
                var values: [SpecValue] = []
                for item in items {
                    guard let converted = value(item) else { return nil }
                    values.append(converted)
                }
                return .list(values)
            case .mapping(let pairs):
                var entries: [SpecEntry] = []
                for pair in pairs {
                    guard let key = pair.key.scalar?.text, let converted = value(pair.value) else { return nil }
                    entries.append(SpecEntry(key, converted))
                }
                return .map(entries)
            }
        }
        examples.read(ExampleOrigin(example))
        guard let converted = value(example.node) else {
            examples.leaveOut(ExampleOrigin(example), "an example with a key that is not a string is not JSON")
            return nil
        }
        if exampleNodes[converted] == nil { exampleNodes[converted] = example }
        return converted
    }

    private mutating func convertShape(_ schema: DocumentNode, depth: Int, asModel: Bool) -> ConvertedSchema {
        let node = schema.node
        var result = ConvertedSchema(type: .json)
        result.description = Self.trimmed(node["description"]?.text)
        result.isDeprecated = node["deprecated"]?.isTrue ?? false
        result.isNullable = node["nullable"]?.isTrue ?? false
        guard node.mapping != nil else {
            if node.scalar?.text == "false" { warn(.importUnsupportedSchema, schema, "a schema that allows nothing is imported as json") }
            return result
        }
        guard depth < 40 else {
            warn(.importUnsupportedSchema, schema, "schema nests more than 40 levels; imported as json")
            return result
        }
        if let reference = node["$ref"]?.text {
            let referenced = convertReference(reference, at: schema, depth: depth)
            result.type = referenced.type
            result.example = referenced.example
            result.exampleNode = referenced.exampleNode
            result.isNullable = result.isNullable || referenced.isNullable
            if result.description == nil, !isModelReference(referenced.type) { result.description = referenced.description }
            return result
        }
        if let parts = node["allOf"]?.sequence {
            return convertAllOf(parts, schema: schema, base: result, depth: depth)
        }
        if let variants = (node["oneOf"] ?? node["anyOf"])?.sequence {
            let keyword = node["oneOf"] != nil ? "oneOf" : "anyOf"
            if node["properties"] != nil {
                warn(.importUnion, schema.appending(keyword), "\(keyword) next to properties is left out; the properties are imported")
            } else {
                return convertVariants(variants, keyword: keyword, schema: schema, base: result, depth: depth)
            }
        }
        var typeName = node["type"]?.text
        if let types = node["type"]?.sequence {
            // OpenAPI 3.1: `type: [string, "null"]`.
            let names = types.compactMap(\.scalar?.text)
            let nonNull = names.filter { $0 != "null" }
            if nonNull.count < names.count { result.isNullable = true }
            if nonNull.count == 1 {
                typeName = nonNull[0]
            } else {
                warn(.importUnsupportedSchema, schema.appending("type"), "a value of several types (\(nonNull.joined(separator: ", "))) is imported as json")
                return result
            }
        }
        if let values = node["enum"]?.sequence ?? node["const"].map({ [$0] }) {
            return convertEnum(values, typeName: typeName, schema: schema, base: result)
        }
        switch typeName {
        case "array":
            if let items = node["items"] {
                let element = convert(schema.child(items, "items"), depth: depth + 1)
                // Items that may be null (`items: {$ref: MaybeTag}`, `type: [string, "null"]`) are `[Tag?]`.
                result.type = .array(.element(element.type, nullable: element.isNullable))
                examples.leaveOut(element.exampleOrigin, "the items of an array have no example in the spec format "
                    + "(give the array one)")
            } else {
                result.type = .array(.json)
            }
        case "string":
            result.type = .named(Self.stringType(format: node["format"]?.text))
        case "integer":
            switch node["format"]?.text {
            case "int32": result.type = .named("int32")
            case "int64": result.type = .named("int64")
            default: result.type = .named("int")
            }
        case "number":
            switch node["format"]?.text {
            case "float": result.type = .named("float")
            case "decimal": result.type = .named("decimal")
            case "int32": result.type = .named("int32")
            case "int64": result.type = .named("int64")
            default: result.type = .named("double")
            }
        case "boolean":
            result.type = .named("bool")
        case "null":
            result.isNullable = true
        case "object", nil:
            result.type = convertObject(schema, depth: depth)
        default:
            warn(.importUnsupportedSchema, schema.appending("type"), "unknown type '\(typeName ?? "")'; imported as json")
        }
        result.defaultValue = node["default"].flatMap { defaultValue($0, for: result.type, at: schema.appending("default")) }
        return result
    }

    /// Whether `name` is a model of the import (named from a schema or hoisted).
    func isModel(_ name: String) -> Bool {
        modelNameSet.contains(name)
    }

    private func isModelReference(_ type: ImportedType) -> Bool {
        if case .named(let name) = type { return isModel(name) }
        return false
    }

    /// Keywords that describe a value without constraining its shape.
    static let annotationKeys: Set<String> = [
        "description", "nullable", "example", "examples", "title", "readOnly", "writeOnly", "deprecated", "default",
        "externalDocs",
    ]

    static func trimmed(_ text: String?) -> String? {
        guard let text else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// Formats (OpenAPI 3 data types) to spec types.
    static func stringType(format: String?) -> String {
        switch format {
        case "date-time": "date"
        case "date": "calendar_date"
        case "uuid": "uuid"
        case "uri", "url": "url"
        case "byte", "base64", "binary": "data"
        default: "string"
        }
    }

    private mutating func convertReference(_ reference: String, at schema: DocumentNode, depth: Int) -> ConvertedSchema {
        guard let target = follow(schema, as: .schema) else { return ConvertedSchema(type: .json) }
        let key = target.file + target.pointer.description
        if let name = modelNames[key] {
            var converted = ConvertedSchema(type: .named(name))
            converted.isNullable = admitsNull(target)
            return converted
        }
        let tokens = target.pointer.tokens
        let isComponent = tokens.count == 3 && tokens[0] == "components" && tokens[1] == "schemas"
        if isComponent || (target.file != mainFile && tokens.isEmpty) {
            let hint = tokens.last ?? ((target.file as NSString).lastPathComponent as NSString).deletingPathExtension
            // A named schema that admits null (see `admitsNull`) is a model or alias of the value alone (the spec
            // format has no nullable alias), so the null goes to each use, here and above: a required property
            // referring to it is nullable, as an inline `oneOf: [Cat, {type: "null"}]` is (review 24: it was
            // dropped, and valid nulls did not decode).
            var converted = ConvertedSchema(type: .named(registerModel(target, hint: hint)))
            converted.isNullable = admitsNull(target)
            return converted
        }
        guard !inlineStack.contains(key) else {
            warn(.importUnresolvedReference, schema.appending("$ref"), "'\(reference)' contains itself and is not a named schema; imported as json")
            return ConvertedSchema(type: .json)
        }
        inlineStack.append(key)
        defer { inlineStack.removeLast() }
        return convert(target, depth: depth + 1)
    }

    /// Whether the schema at `schema` admits null (``admitsNull(_:)-static``), following a schema that is only a
    /// `$ref` (`Chain: {$ref: MaybeTag}`) to where it leads, at most 20 steps (a cycle of aliases admits nothing).
    /// References that do not resolve were reported where they were converted; here they admit nothing.
    private mutating func admitsNull(_ schema: DocumentNode) -> Bool {
        var current = schema
        for _ in 0..<20 {
            if Self.admitsNull(current.node) { return true }
            guard let reference = current.node["$ref"]?.text, case .node(let target) = documents.resolve(reference, from: current.file)
            else { return false }
            current = target
        }
        return false
    }

    /// Whether a schema says its value may be `null` (OpenAPI 3.0 `nullable: true`; 3.1 `type: "null"` or a type list
    /// holding it; `null` among its `enum` values; a `oneOf`/`anyOf` variant that is only null).
    static func admitsNull(_ node: YAMLNode) -> Bool {
        func isNullOnly(_ variant: YAMLNode) -> Bool {
            variant["type"]?.text == "null"
                || (variant["enum"]?.sequence.map { !$0.isEmpty && $0.allSatisfy { $0.scalar?.isNull == true } } ?? false)
        }
        if node["nullable"]?.isTrue == true || isNullOnly(node) { return true }
        if node["type"]?.sequence?.contains(where: { $0.text == "null" }) == true { return true }
        if node["enum"]?.sequence?.contains(where: { $0.scalar?.isNull == true && $0.scalar?.style == .plain }) == true {
            return true
        }
        return (node["oneOf"] ?? node["anyOf"])?.sequence?.contains(where: isNullOnly) ?? false
    }

    /// `allOf`: one part is that part (a reference stays a reference); several object parts merge into one object.
    private mutating func convertAllOf(
        _ parts: [YAMLNode], schema: DocumentNode, base: ConvertedSchema, depth: Int
    ) -> ConvertedSchema {
        var result = base
        let allOf = schema.appending("allOf")
        // Parts holding only annotations (`{nullable: false}`, `{description: ...}`) adjust the others.
        var substantive: [(index: Int, node: YAMLNode)] = []
        for (index, part) in parts.enumerated() {
            let keys = part.pairs.map(\.key)
            if !keys.isEmpty, keys.allSatisfy({ Self.annotationKeys.contains($0) || $0.hasPrefix("x-") }) {
                // `allOf: [{$ref: Pet}, {example: ...}]`: the annotation's example is the combined value's.
                if let own = ownExample(allOf.child(part, index)) { takeExample(own.value, own.node, into: &result) }
                if let nullable = part["nullable"]?.text { result.isNullable = nullable == "true" }
                if result.description == nil { result.description = Self.trimmed(part["description"]?.text) }
                if part["deprecated"]?.isTrue == true { result.isDeprecated = true }
            } else {
                substantive.append((index, part))
            }
        }
        if substantive.count == 1, schema.node["properties"] == nil {
            let only = convert(allOf.child(substantive[0].node, substantive[0].index), depth: depth + 1)
            result.type = only.type
            if let example = only.example { takeExample(example, only.exampleNode, into: &result) }
            if parts.allSatisfy({ $0["nullable"] == nil }) || only.isNullable && !parts.contains(where: { $0["nullable"]?.text == "false" }) {
                result.isNullable = result.isNullable || only.isNullable
            }
            result.description = result.description ?? (isModelReference(only.type) ? nil : only.description)
            result.defaultValue = only.defaultValue
            return result
        }
        if parts.count == 1, schema.node["properties"] == nil {
            let only = convert(allOf.child(parts[0], 0), depth: depth + 1)
            result.type = only.type
            if let example = only.example { takeExample(example, only.exampleNode, into: &result) }
            result.isNullable = result.isNullable || only.isNullable
            result.description = result.description ?? (isModelReference(only.type) ? nil : only.description)
            result.defaultValue = only.defaultValue
            return result
        }
        var fields: [ImportedField] = []
        var required: Set<String> = []
        var complete = true
        collectObjectParts(schema, into: &fields, required: &required, complete: &complete, depth: depth)
        if !complete {
            warn(.importAllOfNonObject, allOf, "allOf of parts that are not all objects; the object parts are merged, the rest left out")
        }
        result.type = .object(fields.map { field in
            var field = field
            if required.contains(field.wireName), !field.isOneWay { field.isOptional = false }
            return field
        })
        return result
    }

    /// The properties of an object schema and of its `allOf` parts (followed through references), in order; a
    /// later part's property replaces an earlier one of the same name.
    private mutating func collectObjectParts(
        _ schema: DocumentNode, into fields: inout [ImportedField], required: inout Set<String>, complete: inout Bool,
        depth: Int
    ) {
        let resolved = dereferenced(schema, as: .schema)
        guard depth < 40 else { complete = false; return }
        for item in resolved.node["required"]?.sequence ?? [] { if let name = item.text { required.insert(name) } }
        if let parts = resolved.node["allOf"]?.sequence {
            for (index, part) in parts.enumerated() {
                // A part's own example shows only that part (a referenced part's stays on its model).
                let keys = part.pairs.map(\.key)
                if part["$ref"] == nil, !keys.allSatisfy({ Self.annotationKeys.contains($0) || $0.hasPrefix("x-") }),
                    let own = ownExample(resolved.appending("allOf").child(part, index)) {
                    examples.leaveOut(ExampleOrigin(own.node), "an allOf part's example shows only that part; give the "
                        + "combined schema one")
                }
                collectObjectParts(resolved.appending("allOf").child(part, index), into: &fields, required: &required,
                                   complete: &complete, depth: depth + 1)
            }
        }
        if resolved.node["properties"] != nil {
            for field in objectFields(resolved, depth: depth) {
                if let index = fields.firstIndex(where: { $0.wireName == field.wireName }) {
                    if fields[index].type != field.type {
                        warn(.importAllOfConflict, resolved.appending("properties").appending(field.wireName),
                             "allOf parts define property '\(field.wireName)' as \(fields[index].type.summary) and as "
                             + "\(field.type.summary); the later definition is imported")
                    }
                    for origin in [fields[index].exampleOrigin].compactMap({ $0 }) + fields[index].type.propertyExampleOrigins {
                        examples.leaveOut(origin, "a later allOf part defines property '\(field.wireName)' again, and that "
                            + "definition is imported")
                    }
                    fields[index] = field
                } else {
                    fields.append(field)
                }
            }
        } else if resolved.node["allOf"] == nil, resolved.node["type"]?.text != "object",
            !resolved.node.pairs.map(\.key).allSatisfy({ Self.annotationKeys.contains($0) || $0.hasPrefix("x-") }) {
            complete = false
        }
    }

    /// The fields of `properties` (optional unless `required` names them).
    private mutating func objectFields(_ schema: DocumentNode, depth: Int) -> [ImportedField] {
        let required = Set((schema.node["required"]?.sequence ?? []).compactMap(\.text))
        let properties = schema.appending("properties")
        var fields: [ImportedField] = []
        for (key, value) in schema.node["properties"]?.pairs ?? [] {
            let converted = convert(properties.child(value, key), depth: depth + 1)
            // OpenAPI 3 (Schema Object, `readOnly`/`writeOnly`): a required property that only responses or only
            // requests carry is required in that direction only, so the shared model holds it as optional.
            let oneWay = value["readOnly"]?.isTrue == true || value["writeOnly"]?.isTrue == true
            let isRequired = required.contains(key) && !oneWay
            var field = ImportedField(
                key, converted.type, optional: !isRequired, nullable: converted.isNullable && isRequired,
                description: converted.isDeprecated ? Self.deprecatedNote(converted.description) : converted.description,
                defaultValue: converted.defaultValue)
            field.example = converted.example
            field.exampleOrigin = converted.exampleOrigin
            field.isOneWay = oneWay
            fields.append(field)
        }
        return fields
    }

    private mutating func convertObject(_ schema: DocumentNode, depth: Int) -> ImportedType {
        let node = schema.node
        let additional = node["additionalProperties"]
        let hasProperties = !(node["properties"]?.pairs.isEmpty ?? true)
        if hasProperties {
            if let additional, additional.scalar?.text != "false", !(additional.mapping?.isEmpty ?? false) || additional.isTrue {
                warn(.importExtraProperties, schema.appending("additionalProperties"),
                     "keys beyond the declared properties are not kept; only the properties are imported")
            }
            return .object(objectFields(schema, depth: depth))
        }
        if let additional {
            if additional.scalar?.text == "false" { return .json }
            if additional.mapping == nil || additional.mapping?.isEmpty == true { return .dictionary(.json) }
            let value = convert(schema.child(additional, "additionalProperties"), depth: depth + 1)
            examples.leaveOut(value.exampleOrigin, "the values of a map have no example in the spec format (give the map one)")
            return .dictionary(.element(value.type, nullable: value.isNullable))
        }
        return .json
    }

    /// `oneOf`/`anyOf`: `null` variants make the value nullable; one remaining variant is that variant; variants
    /// of one type are that type; string enums merge. Anything else is `json` with a warning (docs/import.md).
    private mutating func convertVariants(
        _ variants: [YAMLNode], keyword: String, schema: DocumentNode, base: ConvertedSchema, depth: Int
    ) -> ConvertedSchema {
        var result = base
        let list = schema.appending(keyword)
        var converted: [ConvertedSchema] = []
        for (index, variant) in variants.enumerated() {
            if variant["type"]?.text == "null" || (variant["enum"]?.sequence?.allSatisfy { $0.scalar?.isNull == true } ?? false) {
                result.isNullable = true
                continue
            }
            converted.append(convert(list.child(variant, index), depth: depth + 1))
        }
        if converted.contains(where: \.isNullable) { result.isNullable = true }
        let types = converted.map(\.type)
        // Variants that become one shape give it the first of their examples.
        func takeVariantExamples(_ result: inout ConvertedSchema) {
            for variant in converted { if let example = variant.example { takeExample(example, variant.exampleNode, into: &result) } }
        }
        if let first = types.first, types.allSatisfy({ $0 == first }) {
            result.type = first
            takeVariantExamples(&result)
            return result
        }
        if types.allSatisfy({ if case .enumeration = $0 { true } else { $0 == .named("string") } }) {
            var values: [String] = []
            var onlyEnums = true
            for type in types {
                if case .enumeration(let cases) = type {
                    for value in cases where !values.contains(value) { values.append(value) }
                } else {
                    onlyEnums = false
                }
            }
            result.type = onlyEnums ? .enumeration(values) : .named("string")
            takeVariantExamples(&result)
            return result
        }
        let discriminator = schema.node["discriminator"]?["propertyName"]?.text.map { " (discriminator '\($0)')" } ?? ""
        for variant in converted {
            examples.leaveOut(variant.exampleOrigin, "an example of one \(keyword) variant has no place when the union is "
                + "imported as json")
        }
        warn(.importUnion, list, "\(keyword) of \(variants.count) different schemas\(discriminator) has no Swift shape in the spec "
            + "format; imported as json")
        result.type = .json
        return result
    }

    private mutating func convertEnum(
        _ values: [YAMLNode], typeName: String?, schema: DocumentNode, base: ConvertedSchema
    ) -> ConvertedSchema {
        var result = base
        var texts: [String] = []
        var kinds: Set<String> = []
        for value in values {
            guard let scalar = value.scalar else {
                kinds.insert("object")
                continue
            }
            if scalar.isNull { result.isNullable = true; continue }
            if !texts.contains(scalar.text) { texts.append(scalar.text) }
            kinds.insert(Self.enumValueKind(scalar))
        }
        let listed = texts.joined(separator: ", ")
        if typeName == "string" || (typeName == nil && kinds == ["string"]) {
            result.type = texts.isEmpty ? .named("string") : .enumeration(texts)
            if let text = schema.node["default"]?.text, texts.contains(text) { result.defaultValue = .string(text) }
            return result
        }
        // Without a `type`, the values say what the value is: numbers, booleans, or a mix the spec cannot state.
        let type = typeName ?? (kinds == ["integer"] ? "integer" : kinds.isSubset(of: ["integer", "number"]) && !kinds.isEmpty
            ? "number" : kinds == ["boolean"] ? "boolean" : nil)
        switch type {
        case "integer":
            result.type = .named(schema.node["format"]?.text == "int64" ? "int64" : "int")
            warn(.importNumberEnum, schema.appending("enum"), "spec enums are strings; this integer enum (\(listed)) is imported as its number type")
        case "number":
            result.type = .named("double")
            warn(.importNumberEnum, schema.appending("enum"), "spec enums are strings; this number enum (\(listed)) is imported as its number type")
        case "boolean":
            result.type = .named("bool")
            warn(.importNumberEnum, schema.appending("enum"), "spec enums are strings; this boolean enum (\(listed)) is imported as bool")
        default:
            result.type = .json
            if !texts.isEmpty || kinds.contains("object") {
                warn(.importUnsupportedSchema, schema.appending("enum"),
                     "an enum of values of several types (\(kinds.sorted().joined(separator: ", "))) is imported as json")
            }
        }
        return result
    }

    /// The JSON type of an enum value as YAML writes it: a quoted scalar is a string, a plain one a number, a
    /// boolean or (when it is neither) a string.
    static func enumValueKind(_ scalar: YAMLScalar) -> String {
        if scalar.style != .plain { return "string" }
        if scalar.text == "true" || scalar.text == "false" { return "boolean" }
        if Int64(scalar.text) != nil { return "integer" }
        if Double(scalar.text) != nil { return "number" }
        return "string"
    }

    /// A default the spec can state for `type` (strings, numbers, booleans, enum values), else `nil` with a warning.
    private mutating func defaultValue(_ node: YAMLNode, for type: ImportedType, at pointer: DocumentNode) -> SpecValue? {
        guard let scalar = node.scalar, !scalar.isNull else { return nil }
        let text = scalar.text
        switch type {
        case .named("string"): return .string(text)
        case .named(let name):
            // Numbers and booleans as the spec decoder checks them, so that what is written lints.
            guard let check = TypeReference.Primitive(rawValue: name).flatMap({ ScalarDefault(text, for: $0) }) else { break }
            if check.fits { return .plain(text) }
            if let range = check.exceededRange {
                warn(.importUnsupportedSchema, pointer, "default '\(text)' is out of range for \(name) (\(range)); left out")
                return nil
            }
        case .enumeration(let values): if values.contains(text) { return .string(text) }
        default: break
        }
        warn(.importUnsupportedSchema, pointer, "default '\(text)' cannot be stated for this type; left out")
        return nil
    }

    /// Hoists an inline schema into a model named from `hint` (one model per distinct shape).
    mutating func hoistModel(_ schema: DocumentNode, hint: String) -> String? {
        let converted = convert(schema, depth: 0)
        guard case .object(let fields) = converted.type, !fields.isEmpty else {
            if case .named(let name) = converted.type, isModel(name) {
                return name
            }
            return nil
        }
        for origin in converted.type.propertyExampleOrigins { examples.carry(origin) }
        var entries: [SpecEntry] = []
        if let description = converted.description { entries.append(SpecEntry("description", .string(description))) }
        entries.append(SpecEntry("properties", .map(fields.map { SpecEntry($0.wireName, $0.specValue) })))
        let value = SpecValue.map(entries)
        if let name = hoistedByValue[value] { return name }
        let name = uniqueTypeName(hint, for: "the model of an inline object at \(schema.pointer)")
        hoistedByValue[value] = name
        modelOrder.append((name, schema))
        modelNameSet.insert(name)
        modelValues[name] = SpecEntry(name, value)
        objectModels.insert(name)
        return name
    }
}

extension DocumentNode {
    func appending(_ token: String) -> DocumentNode {
        DocumentNode(node: node[token] ?? node, file: file, pointer: pointer.appending(token))
    }

    func child(_ node: YAMLNode, _ token: String) -> DocumentNode {
        DocumentNode(node: node, file: file, pointer: pointer.appending(token))
    }

    func child(_ node: YAMLNode, _ index: Int) -> DocumentNode {
        DocumentNode(node: node, file: file, pointer: pointer.appending(index))
    }
}
