import EndpointSpec

/// Finds the properties that make a struct contain itself, directly (`Comment.parent: Comment?`) or through other
/// models (`Item.owner: User`, `User.favorite: Item?`).
///
/// Swift structs are stored inline, so such a cycle has infinite size and does not compile. Arrays and
/// dictionaries store their elements on the heap and never close a cycle. The detector builds the graph of
/// "struct A stores struct B inline" edges (through named models, aliases of them, and inline objects), finds its
/// strongly connected components (Tarjan's algorithm), and reports every edge inside a component; the generator
/// stores exactly those properties out of line in the runtime's `Indirect`.
struct RecursionDetector {
    /// A property, by the dotted path of its owning type (`Repository`, `Repository.License`) and its wire name.
    struct PropertyKey: Hashable {
        var owner: String
        var wireName: String
    }

    private struct Edge {
        var from: String
        var to: String
        var property: PropertyKey
    }

    private var edges: [Edge] = []
    private var nodes: [String] = []
    private let aliases: [String: TypeReference]
    private let objectModels: Set<String>

    init(models: [ModelDefinition]) {
        var aliases: [String: TypeReference] = [:]
        var objects: Set<String> = []
        for model in models {
            switch model.shape {
            case .object: objects.insert(model.name)
            case .alias(let type): aliases[model.name] = type.type
            case .enumeration: break
            }
        }
        self.aliases = aliases
        self.objectModels = objects
        for model in models {
            if case .object(let object) = model.shape { addObject(object, path: model.name) }
        }
    }

    /// Every property that closes a cycle.
    func indirectProperties() -> Set<PropertyKey> {
        let component = stronglyConnectedComponents()
        var result: Set<PropertyKey> = []
        for edge in edges where component[edge.from] != nil && component[edge.from] == component[edge.to] {
            result.insert(edge.property)
        }
        return result
    }

    private mutating func addObject(_ object: ObjectDefinition, path: String) {
        nodes.append(path)
        let nestedNames = ModelDeclarationBuilder.nestedTypeNames(for: object, owner: path.split(separator: ".").last.map(String.init) ?? path)
        for (index, property) in object.properties.enumerated() {
            let key = PropertyKey(owner: path, wireName: property.wireName)
            switch property.type.type {
            case .object(let inner):
                let innerPath = path + "." + (nestedNames[index] ?? property.wireName)
                edges.append(Edge(from: path, to: innerPath, property: key))
                addObject(inner, path: innerPath)
            case .model(let name):
                if let target = resolveInline(name) { edges.append(Edge(from: path, to: target, property: key)) }
            case .array(let element), .dictionary(let element):
                // Stored on the heap: no edge, but inline objects inside still declare nested types.
                if let inner = APIDeclarationBuilder.innerObject(element.type), let nested = nestedNames[index] {
                    addObject(inner, path: path + "." + nested)
                }
            case .primitive, .enumeration:
                break
            }
        }
    }

    /// The object model a reference stores inline, following aliases that are plain references.
    private func resolveInline(_ name: String, seen: Set<String> = []) -> String? {
        if objectModels.contains(name) { return name }
        guard !seen.contains(name), case .model(let target)? = aliases[name] else { return nil }
        return resolveInline(target, seen: seen.union([name]))
    }

    /// Component index of every node (Tarjan's algorithm, iterative over the adjacency lists).
    private func stronglyConnectedComponents() -> [String: Int] {
        var adjacency: [String: [String]] = [:]
        for edge in edges { adjacency[edge.from, default: []].append(edge.to) }
        var index = 0
        var indices: [String: Int] = [:]
        var lowLinks: [String: Int] = [:]
        var onStack: Set<String> = []
        var stack: [String] = []
        var components: [String: Int] = [:]
        var componentCount = 0

        func connect(_ node: String) {
            indices[node] = index
            lowLinks[node] = index
            index += 1
            stack.append(node)
            onStack.insert(node)
            for next in adjacency[node] ?? [] {
                if indices[next] == nil {
                    connect(next)
                    lowLinks[node] = min(lowLinks[node] ?? 0, lowLinks[next] ?? 0)
                } else if onStack.contains(next) {
                    lowLinks[node] = min(lowLinks[node] ?? 0, indices[next] ?? 0)
                }
            }
            if lowLinks[node] == indices[node] {
                while let member = stack.popLast() {
                    onStack.remove(member)
                    components[member] = componentCount
                    if member == node { break }
                }
                componentCount += 1
            }
        }

        for node in nodes where indices[node] == nil { connect(node) }
        // A node with a self-loop is its own component; single nodes without one are not cycles.
        var result: [String: Int] = [:]
        let sizes = Dictionary(grouping: components.keys, by: { components[$0] ?? -1 }).mapValues(\.count)
        for (node, component) in components {
            let selfLoop = adjacency[node]?.contains(node) ?? false
            if (sizes[component] ?? 0) > 1 || selfLoop { result[node] = component }
        }
        return result
    }
}
