/// Which models get `var` properties (spec format §3, "Mutability").
///
/// A model the client only receives is an immutable value: its stored properties are `let`, as in a hand-written
/// `Decodable` model, and the compiler emits a getter for each of them and no setter or `_modify` coroutine, which
/// made a debug build of the synthetic API's models files about a fifth cheaper (issue 12, docs/performance.md).
/// A model the client sends is built up and edited before it is sent (a draft bound to a form's fields), so it keeps
/// `var` properties: every model a request body of the spec refers to, JSON or form or multipart field, directly or
/// through other models, and every model marked `mutable: true` together with the models it refers to (editing
/// `profile.address.city` needs both to be mutable). A model marked `mutable: false` stays immutable, and what it
/// refers to is not made mutable through it. Inline objects inside a model follow the model.
///
/// Only the spec's own models are decided here: a model of a spec this one `uses` is declared by that spec, from
/// that spec's bodies and `mutable` marks. The generator decides a spec's models with it, and `generator import
/// --split-by tag` marks `mutable: true` the models of the shared models spec that the tags' bodies send.
package enum ModelMutability {
    /// The names of the models with `var` properties, among `models`.
    /// - Parameters:
    ///   - models: The spec's models, with the inline body and response shapes of the generated endpoints hoisted
    ///     into models.
    ///   - sentTypes: The types request bodies send: JSON bodies, form and multipart fields (``sentTypes(of:)``).
    ///   - all: The config's `mutable_models: true`: every model is mutable unless it says `mutable: false`.
    package static func mutableModels(_ models: [ModelDefinition], sentTypes: [TypeReference], all: Bool = false) -> Set<String> {
        let byName = Dictionary(models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var roots: [String] = all ? models.map(\.name) : []
        for type in sentTypes { collectModels(in: type, into: &roots) }
        for model in models {
            if case .object(let object) = model.shape, object.isMutable == true { roots.append(model.name) }
        }
        var mutable: Set<String> = []
        while let name = roots.popLast() {
            guard let model = byName[name] else { continue }
            if case .object(let object) = model.shape, object.isMutable == false { continue }
            guard mutable.insert(name).inserted else { continue }
            switch model.shape {
            case .object(let object): collectModels(in: object, into: &roots)
            case .alias(let type): collectModels(in: type.type, into: &roots)
            case .enumeration: break
            }
        }
        return mutable
    }

    /// The types `endpoint`'s request body sends: its JSON type, or the types of its form or multipart fields.
    package static func sentTypes(of endpoint: EndpointDefinition) -> [TypeReference] {
        switch endpoint.body?.content {
        case .json(let type)?: [type.type]
        case .form(let fields)?, .multipart(let fields)?: fields.map(\.type.type)
        case .text?, .binary?, nil: []
        }
    }

    /// The models of specs `api` uses that its request bodies send but that their own spec makes immutable (no body
    /// of that spec sends them and they are not marked `mutable:`), each once, with the first endpoint sending it.
    /// The search goes through `api`'s own models (those a body sends are mutable) and the used specs' aliases, also
    /// into the specs those use when `specs` has them; it stops at a model marked `mutable: false` here and at a used
    /// model that is mutable in its own spec.
    /// - Parameter specs: The loaded specs by `sourcePath`, to follow a used spec's alias into a spec it uses.
    package static func immutableSharedModels(
        sentBy api: APIDefinition, specs: [String: APIDefinition] = [:]
    ) -> [(endpoint: EndpointDefinition, model: UsedModel)] {
        guard !api.usedModels.isEmpty else { return [] }
        let own = Dictionary(api.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var found: [(endpoint: EndpointDefinition, model: UsedModel)] = []
        var reported: Set<String> = []
        for endpoint in api.endpoints {
            var names: [String] = []
            for type in sentTypes(of: endpoint) { collectModels(in: type, into: &names) }
            // A name, and the spec whose names it is in: `nil` for `api` itself, else a used spec's path.
            var pending: [(name: String, scope: String?)] = names.map { ($0, nil) }
            var visited: Set<String> = []
            var next = 0
            while next < pending.count {
                let (name, scope) = pending[next]
                next += 1
                guard visited.insert((scope ?? "") + "#" + name).inserted else { continue }
                var referred: [String] = []
                if scope == nil, let model = own[name] {
                    switch model.shape {
                    case .object(let object) where object.isMutable != false: collectModels(in: object, into: &referred)
                    case .alias(let type): collectModels(in: type.type, into: &referred)
                    case .object, .enumeration: break
                    }
                    pending += referred.map { ($0, nil) }
                    continue
                }
                // In a used spec's scope, a name is that spec's own model (which `api` uses too) or one it uses.
                let used: UsedModel? = if let scope, api.usedModels[name]?.sourcePath != scope {
                    specs[scope]?.usedModels[name]
                } else {
                    api.usedModels[name]
                }
                guard let used, !used.isMutableInItsSpec else { continue }
                switch used.model.shape {
                case .object(let object) where object.isMutable == nil:
                    if reported.insert(used.sourcePath + "#" + name).inserted { found.append((endpoint, used)) }
                case .alias(let type):
                    // An alias's inline object (`Lines: [{sku: string}]`) is declared by its spec like a model, and is
                    // immutable there unless a body of that spec sends the alias; it cannot be marked `mutable:`.
                    if containsInlineObject(type.type), reported.insert(used.sourcePath + "#" + name).inserted {
                        found.append((endpoint, used))
                    }
                    collectModels(in: type.type, into: &referred)
                    pending += referred.map { ($0, used.sourcePath) }
                case .object, .enumeration: break
                }
            }
        }
        return found
    }

    /// Whether `type` is or holds, through arrays and dictionaries, an inline object.
    private static func containsInlineObject(_ type: TypeReference) -> Bool {
        switch type {
        case .object: true
        case .array(let element), .dictionary(let element): containsInlineObject(element.type)
        case .model, .primitive, .enumeration: false
        }
    }

    /// The named models `type` refers to, through arrays, dictionaries and inline objects.
    private static func collectModels(in type: TypeReference, into names: inout [String]) {
        switch type {
        case .model(let name): names.append(name)
        case .array(let element), .dictionary(let element): collectModels(in: element.type, into: &names)
        case .object(let object): collectModels(in: object, into: &names)
        case .primitive, .enumeration: break
        }
    }

    private static func collectModels(in object: ObjectDefinition, into names: inout [String]) {
        for property in object.properties { collectModels(in: property.type.type, into: &names) }
    }
}
