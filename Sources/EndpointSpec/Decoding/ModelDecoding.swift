import EndpointNaming

/// Type names a model may not take, with the reason: Swift gives some a meaning of their own inside any type
/// (`Foo.Type` is a metatype, `Self` the enclosing type), `CodingKeys` is the key type name `Codable` synthesis and hand-written or templated coding use, generated code
/// names some modules, and generated code (a model's `==` returns `Bool`) or Observation's `@Observable` macro, which
/// an `observation` template of the user's may still use (docs/templates.md), writes `Bool`, `Equatable`, `KeyPath`
/// and Observation's names without a module, where a model of that name would capture them.
package let forbiddenModelNames: [String: String] = {
    var names: [String: String] = [:]
    for name in ["Type", "Self", "Protocol", "Any", "AnyObject", "CodingKeys"] {
        names[name] = "Swift reserves it inside every type"
    }
    for name in ["Swift", "Foundation", "EndpointRuntime", "Observation", "Combine", "FoundationNetworking", "Dispatch"] {
        names[name] = "generated code needs the module of that name"
    }
    for name in ["Bool", "Equatable", "KeyPath", "Observable", "ObservationIgnored", "ObservationTracked"] {
        names[name] = "generated code, or the @Observable macro an observation template may use, refers to '\(name)' "
            + "without its module (refused in every style, so that the spec generates with any templates)"
    }
    return names
}()

/// The members of the runtime's `APIClient` (its own and its extensions'). Each spec adds a property named after its
/// `api` in lowerCamelCase to `APIClient` (`client.gitHub`), so an API named like one of them (`Configuration`,
/// `Transport`, `Send`) would hide the client's own member. `APIClientMemberNameTests` keeps the list equal to the
/// runtime's public members.
package let apiClientMemberNames: Set<String> = [
    "conditionalResult", "configuration", "download", "makeRequest", "middleware", "nextPage", "page", "pages", "result",
    "send", "sendConditional", "sendPage", "sendWithResponse", "transport", "with",
]

extension SpecDecoder {
    /// Records model names first, so references may point forward and models may be recursive;
    /// enum models are decoded here too, so defaults anywhere can be checked against them.
    mutating func collectModelNames(_ node: YAMLNode?) {
        guard let pairs = node?.mapping else { return }
        for pair in pairs {
            guard let name = pair.key.scalar?.text else { continue }
            modelNames.insert(name)
        }
        for pair in pairs {
            guard let name = pair.key.scalar?.text, let valuesNode = pair.value["enum"] else { continue }
            var probe = NodeReader()
            swap(&probe, &reader)
            let definition = decodeEnumValues(valuesNode, description: nil)
            swap(&probe, &reader)  // diagnostics come again when the model itself is decoded
            if let definition { enumModels[name] = definition } else { refusedEnumModels.insert(name) }
        }
    }

    mutating func decodeModels(_ node: YAMLNode) -> [ModelDefinition] {
        guard let pairs = reader.mapping(node, what: "models") else { return [] }
        var models: [ModelDefinition] = []
        for pair in pairs {
            guard let name = reader.key(pair, what: "a model name") else { continue }
            guard SwiftName.isIdentifier(name) || forbiddenModelNames[name] != nil else {
                reader.diagnostics.error(.invalidModelName,
                    "model name '\(name)' is not a Swift type name; "
                        + (Suggestions.upperCamelName(for: name).map { "try '\($0)'" } ?? "start it with a letter"),
                    at: pair.key.location)
                continue
            }
            if let reason = forbiddenModelNames[name] {
                reader.diagnostics.error(.reservedModelName, "model name '\(name)' cannot be used: \(reason); rename the model", at: pair.key.location)
                continue
            }
            if let first = name.first, first.isLowercase {
                // One word keeps its own capitals (`uRL` → `URL`); words joined by `_` or `-` are joined in
                // UpperCamelCase (`user_profile` → `UserProfile`).
                let suggestion = name.contains(where: { $0 == "_" || $0 == "-" })
                    ? Suggestions.upperCamelName(for: name) : first.uppercased() + name.dropFirst()
                reader.diagnostics.warning(.lowercaseModelName,
                    "model name '\(name)' starts with a lowercase letter, and it is the generated type's name; Swift "
                        + "names types in UpperCamelCase (Swift API Design Guidelines)"
                        + (suggestion.map { ": try '\($0)'" } ?? ""),
                    at: pair.key.location)
            }
            if let model = decodeModel(name: name, node: pair.value, at: pair.key.location) {
                models.append(model)
            }
        }
        reportAliasCycles(models)
        reader.diagnostics.append(contentsOf: RequiredCycleDetector(models: models).diagnostics())
        return models
    }

    /// A type alias cannot refer to itself, directly (`Errors: [Errors]`) or through other aliases, even inside
    /// an array: only a struct can break such a cycle.
    private mutating func reportAliasCycles(_ models: [ModelDefinition]) {
        var aliasTargets: [String: Set<String>] = [:]
        for model in models {
            if case .alias(let type) = model.shape { aliasTargets[model.name] = Self.modelNames(in: type.type) }
        }
        for model in models where aliasTargets[model.name] != nil {
            guard let ring = Self.shortestRing(from: model.name, through: aliasTargets) else { continue }
            let message = ring.isEmpty
                ? "model '\(model.name)' is a type alias that refers to itself; declare it with properties instead"
                : "model '\(model.name)' is a type alias that refers to itself through "
                    + ring.map { "'\($0)'" }.joined(separator: ", ") + " (" + ([model.name] + ring + [model.name])
                    .joined(separator: " → ") + "); declare one of them with properties instead"
            reader.diagnostics.error(.selfReferentialAlias, message, at: model.location)
        }
    }

    /// The aliases between `name` and itself on the shortest way back to it (`[]` when it names itself directly),
    /// or `nil` when it does not lead back; breadth first, in name order, so the answer is deterministic.
    private static func shortestRing(from name: String, through targets: [String: Set<String>]) -> [String]? {
        var parent: [String: String] = [:]
        var visited: Set<String> = []
        var frontier = [name]
        while !frontier.isEmpty {
            var following: [String] = []
            for current in frontier {
                for next in (targets[current] ?? []).sorted() {
                    if next == name {
                        var ring: [String] = []
                        var step = current
                        while step != name, let previous = parent[step] {
                            ring.insert(step, at: 0)
                            step = previous
                        }
                        return ring
                    }
                    if visited.insert(next).inserted {
                        parent[next] = current
                        following.append(next)
                    }
                }
            }
            frontier = following
        }
        return nil
    }

    /// Every model name a type expression mentions.
    private static func modelNames(in type: TypeReference) -> Set<String> {
        switch type {
        case .model(let name): [name]
        case .array(let element), .dictionary(let element): modelNames(in: element.type)
        case .object(let object): object.properties.reduce(into: []) { $0.formUnion(modelNames(in: $1.type.type)) }
        case .primitive, .enumeration: []
        }
    }

    /// `identified_by: message_id`: a required property other than one named `id`, which would be the identity by itself.
    /// Naming a property refused with an error (`rejected`) adds no error.
    private mutating func decodeIdentityKey(
        _ node: YAMLNode, of object: ObjectDefinition, rejected: RejectedNames, what: String
    ) -> String? {
        guard let key = reader.nonEmptyString(node, what: "identified_by") else { return nil }
        guard let property = object.properties.first(where: { $0.wireName == key }) else {
            if rejected.contains(key) { return nil }
            let names = object.properties.map { "'\($0.wireName)'" }.joined(separator: ", ")
            reader.diagnostics.error(.invalidIdentity, "identified_by '\(key)' names no property of \(what); its properties are \(names)", at: node.location)
            return nil
        }
        if property.type.isOptional || property.type.isNullable || property.type.isTristate {
            reader.diagnostics.error(.invalidIdentity, "identified_by '\(key)' must name a required, non-null property: an identity is always there", at: node.location)
            return nil
        }
        if property.swiftName != "id", let existing = object.properties.first(where: { $0.swiftName == "id" }) {
            if existing.type.isOptional || existing.type.isNullable || existing.type.isTristate {
                // An optional `id` is no identity, but its name is the one `Identifiable` gives the computed identity.
                reader.diagnostics.error(
                    .invalidIdentity,
                    "\(what) has an optional property named 'id', whose name the identity '\(key)' needs (Identifiable's "
                        + "'id'); give '\(existing.wireName)' another Swift name with swift_name to keep identified_by",
                    at: node.location)
            } else {
                reader.diagnostics.error(.invalidIdentity, "\(what) has a property named 'id' already, which is its identity; remove identified_by", at: node.location)
            }
            return nil
        }
        return key
    }

    private mutating func decodeModel(name: String, node: YAMLNode, at location: SourceLocation) -> ModelDefinition? {
        let what = "model '\(name)'"
        if node.mapping != nil {
            // The long forms are told by what their key holds: `properties` a mapping, `enum` a list. Otherwise
            // the key is a property of the short form (`properties: string`, `enum: string`).
            if node["properties"]?.mapping != nil {
                modelForm = .long
                defer { modelForm = nil }
                var rejected = RejectedNames()
                guard reader.mapping(node, allowed: ["properties", "description", "identified_by", "mutable", "example", "example_file"], what: what) != nil,
                    let propertiesNode = node["properties"],
                    var object = decodeObject(propertiesNode, what: what, rejected: &rejected)
                else { return nil }
                if let keyNode = node["identified_by"] {
                    guard let key = decodeIdentityKey(keyNode, of: object, rejected: rejected, what: what) else { return nil }
                    object.identityKey = key
                }
                if let mutableNode = node["mutable"] {
                    guard let mutable = reader.bool(mutableNode, what: "mutable") else { return nil }
                    object.isMutable = mutable
                }
                return ModelDefinition(
                    name: name, description: node["description"].flatMap { reader.string($0, what: "description") },
                    shape: .object(object), location: location, example: decodeExample(in: node, what: what))
            }
            if node["enum"]?.sequence != nil {
                guard reader.mapping(node, allowed: ["enum", "description", "example", "example_file"], what: what) != nil,
                    let valuesNode = node["enum"]
                else { return nil }
                let description = node["description"].flatMap { reader.string($0, what: "description") }
                guard let definition = decodeEnumValues(valuesNode, description: description) else { return nil }
                return ModelDefinition(
                    name: name, description: description, shape: .enumeration(definition), location: location,
                    example: decodeExample(in: node, what: what))
            }
        }
        modelForm = node.mapping != nil ? .short : nil
        let decodedModel = decodeType(node, context: .property, what: what)
        modelForm = nil
        guard let decoded = decodedModel else { return nil }
        refuseValueCoding(decoded.type, at: node, holder: "a model that is an alias",
                          fix: "give them on the properties that hold it")
        if case .object(let object) = decoded.type.type, !decoded.type.isSwiftOptional {
            return ModelDefinition(
                name: name, description: decoded.description, shape: .object(object), location: location, example: decoded.example)
        }
        return ModelDefinition(
            name: name, description: decoded.description, shape: .alias(decoded.type), location: location, example: decoded.example)
    }

    /// An object: a mapping from wire keys to type expressions, with unique Swift names.
    mutating func decodeObject(_ node: YAMLNode, what: String) -> ObjectDefinition? {
        var rejected = RejectedNames()
        return decodeObject(node, what: what, rejected: &rejected)
    }

    /// An object, with the keys of the properties refused with an error in `rejected`, for rules that look
    /// properties up by key (`identified_by`).
    mutating func decodeObject(_ node: YAMLNode, what: String, rejected: inout RejectedNames) -> ObjectDefinition? {
        guard let pairs = reader.mapping(node, what: what) else { return nil }
        if node.hasRefusedEntries { rejected.insertEveryName() }
        inlineObjectDepth += 1
        let enclosingCollectionDepth = collectionDepth
        collectionDepth = 0
        defer {
            inlineObjectDepth -= 1
            collectionDepth = enclosingCollectionDepth
        }
        guard inlineObjectDepth <= Self.maximumInlineObjectDepth else {
            reader.diagnostics.error(.inlineObjectTooDeep,
                "inline objects nest more than \(Self.maximumInlineObjectDepth) levels deep here; declare the inner "
                    + "ones as named models", at: node.location)
            return nil
        }
        var properties: [PropertyDefinition] = []
        var explicitNames: [Int: Bool] = [:]
        let entryMapping: EntryMapping = pairs.first?.key.location == node.location ? .block : .flow
        for (position, pair) in zip(1..., pairs) {
            guard let key = reader.key(pair, what: "a property name") else {
                rejected.insertEveryName()
                continue
            }
            entryValueMapping = entryMapping
            guard let decoded = decodeType(pair.value, context: .property, what: "property '\(key)'") else {
                rejected.insert(key)
                continue
            }
            explicitNames[properties.count] = decoded.swiftName != nil
            properties.append(PropertyDefinition(
                wireName: key, swiftName: decoded.swiftName ?? SwiftName.memberName(key, position: position, stem: "property"),
                type: decoded.type,
                description: decoded.description, defaultValue: decoded.defaultValue, location: pair.key.location,
                example: decoded.example))
        }
        assignUniqueNames(&properties, explicit: explicitNames, in: what)
        return ObjectDefinition(properties: properties, location: node.location)
    }

    /// Makes the Swift names of one scope distinct (spec format §6): derived collisions are renamed with a
    /// warning; a collision with an explicit `swift_name` is an error naming both lines.
    private mutating func assignUniqueNames(_ properties: inout [PropertyDefinition], explicit: [Int: Bool], in what: String) {
        var firstByName: [String: Int] = [:]
        for (index, property) in properties.enumerated() {
            if let other = firstByName[property.swiftName] {
                if explicit[index] == true || explicit[other] == true {
                    reader.diagnostics.error(.duplicateSwiftName,
                        "properties '\(properties[other].wireName)' and '\(property.wireName)' both map to Swift name "
                            + "'\(property.swiftName)' in \(what)", at: property.location,
                        notes: [.init("'\(properties[other].wireName)' is declared here", at: properties[other].location)])
                }
            } else {
                firstByName[property.swiftName] = index
            }
        }
        let assignments = UniqueNames.assign(properties.enumerated().map { index, property in
            (wireName: property.wireName, name: property.swiftName, isExplicit: explicit[index] ?? false)
        })
        for (index, assignment) in assignments.enumerated() where assignment.wasRenamed && !assignment.isExplicit {
            // A clash with an explicit swift_name is already reported above as an error.
            if assignments.contains(where: { $0.isExplicit && $0.chosen == assignment.derived }) { continue }
            guard let holder = assignments.firstIndex(where: { $0.chosen == assignment.derived }) else { continue }
            reader.diagnostics.warning(.renamedMember,
                "property '\(properties[index].wireName)' is named '\(assignment.chosen)' in Swift because "
                    + "'\(properties[holder].wireName)' also maps to '\(assignment.derived)'; add swift_name to choose a name",
                at: properties[index].location,
                notes: [.init("'\(properties[holder].wireName)' is declared here", at: properties[holder].location)])
            properties[index].swiftName = assignment.chosen
        }
    }
}
