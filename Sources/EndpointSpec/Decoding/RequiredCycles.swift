/// Finds models that require each other in a cycle, which no value can satisfy (spec format §3, "Cycles").
///
/// `Node: {child: Node}` needs a `Node` inside every `Node`: no JSON document can decode as it (every level needs
/// another `child`) and the memberwise initializer needs a `Node` to make one. The links that count are required
/// properties that are neither optional, nullable nor tristate, of a named object model (directly or through a
/// type alias that is a plain reference) or of an inline object. Arrays and dictionaries can be empty, optional
/// and nullable values can be absent, so any of those breaks a cycle.
///
/// The graph is walked depth first from each model in spec order (iteratively, so a long chain of models cannot
/// exhaust the stack); each edge that reaches back to a model still on the walk closes a cycle and is reported at
/// its property, naming the whole cycle (`A.b → B.a → A`).
struct RequiredCycleDetector {
    private struct Edge {
        var target: Int
        /// The property's wire key.
        var key: String
        var type: PropertyType
        var location: SourceLocation
    }

    private struct Node {
        /// `Node`, or `Node.wrapper` for an inline object.
        var label: String
        var isNamedModel: Bool
        var edges: [Edge] = []
    }

    private var nodes: [Node] = []
    private var modelNodes: [String: Int] = [:]
    private var aliases: [String: PropertyType] = [:]

    init(models: [ModelDefinition]) {
        for model in models {
            switch model.shape {
            case .object:
                modelNodes[model.name] = nodes.count
                nodes.append(Node(label: model.name, isNamedModel: true))
            case .alias(let type):
                aliases[model.name] = type
            case .enumeration:
                break
            }
        }
        for model in models {
            if case .object(let object) = model.shape, let index = modelNodes[model.name] {
                addEdges(of: object, from: index)
            }
        }
    }

    private mutating func addEdges(of object: ObjectDefinition, from index: Int) {
        for property in object.properties where !property.type.isSwiftOptional && !property.type.isTristate {
            switch property.type.type {
            case .model(let name):
                if let target = resolve(name) {
                    nodes[index].edges.append(Edge(
                        target: target, key: property.wireName, type: property.type, location: property.location))
                }
            case .object(let inner):
                let target = nodes.count
                nodes.append(Node(label: nodes[index].label + "." + property.wireName, isNamedModel: false))
                nodes[index].edges.append(Edge(
                    target: target, key: property.wireName, type: property.type, location: property.location))
                addEdges(of: inner, from: target)
            case .primitive, .enumeration, .array, .dictionary:
                break
            }
        }
    }

    /// The object model a required reference needs a value of, following aliases that are plain references.
    private func resolve(_ name: String) -> Int? {
        var name = name
        var seen: Set<String> = []
        while modelNodes[name] == nil {
            guard seen.insert(name).inserted, let alias = aliases[name], !alias.isSwiftOptional,
                case .model(let target) = alias.type
            else { return nil }
            name = target
        }
        return modelNodes[name]
    }

    /// One error per edge that closes a cycle, at that edge's property.
    func diagnostics() -> [Diagnostic] {
        enum State { case unvisited, onPath, done }
        var state = Array(repeating: State.unvisited, count: nodes.count)
        var found: [Diagnostic] = []
        for root in nodes.indices where nodes[root].isNamedModel && state[root] == .unvisited {
            // The walk's path: each node with the index of its next edge to follow, and the edge that led to it.
            var path: [(node: Int, nextEdge: Int, via: Edge?)] = [(root, 0, nil)]
            state[root] = .onPath
            while let top = path.last {
                let edges = nodes[top.node].edges
                guard top.nextEdge < edges.count else {
                    state[top.node] = .done
                    path.removeLast()
                    continue
                }
                path[path.count - 1].nextEdge += 1
                let edge = edges[top.nextEdge]
                switch state[edge.target] {
                case .unvisited:
                    state[edge.target] = .onPath
                    path.append((edge.target, 0, edge))
                case .onPath:
                    found.append(cycleError(closing: edge, from: top.node, path: path.map { ($0.node, $0.via) }))
                case .done:
                    break
                }
            }
        }
        return found
    }

    private func cycleError(closing edge: Edge, from owner: Int, path: [(node: Int, via: Edge?)]) -> Diagnostic {
        // The cycle runs from the closing edge's target along the walk's path back to the closing edge; only links
        // into named models are written, since an inline object's label already carries its owner.
        let start = path.lastIndex { $0.node == edge.target } ?? 0
        var links: [String] = []
        for index in (start + 1)..<path.count {
            guard let via = path[index].via, nodes[path[index].node].isNamedModel else { continue }
            links.append(nodes[path[index - 1].node].label + "." + via.key)
        }
        links.append(nodes[owner].label + "." + edge.key)
        let cycle = (links + [nodes[edge.target].label]).joined(separator: " → ")
        let target = nodes[edge.target].label
        return .error(
            .requiredCycle, "required properties form a cycle that no value can satisfy: \(cycle); make one link optional "
                + "('\(edge.key): \(target)?'), nullable or an array", at: edge.location)
    }
}
