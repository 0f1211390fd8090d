/// Builds a `YAMLNode` tree from libyaml events: anchors and aliases, merge keys, duplicate keys, the
/// one-document rule and the expansion limits.
///
/// The builder keeps an explicit stack of open collections (no recursion), so deeply nested input cannot
/// overflow the call stack; `YAMLLoader.Limits.maxDepth` bounds the depth of the finished tree.
struct YAMLTreeBuilder {
    /// A finished node and what it costs: `size` counts nodes after alias expansion, `height` is the
    /// number of levels (a scalar is 1).
    private struct Built {
        var node: YAMLNode
        var size: Int
        var height: Int
    }

    /// An open sequence or mapping.
    private struct Frame {
        enum Content {
            case sequence([YAMLNode])
            case mapping(YAMLMappingBuilder)
        }

        var content: Content
        var info: YAMLEvent.NodeInfo
        var size = 1
        var childHeight = 0
    }

    /// Thrown to stop building after an error that leaves no usable tree.
    private struct Stop: Error {}

    private let path: String
    private let kind: InputKind
    private let limits: YAMLLoader.Limits
    private var stack: [Frame] = []
    private var anchors: [String: Built] = [:]
    /// How many open collections carry each anchor name, to diagnose an alias inside its own anchor.
    private var openAnchors: [String: Int] = [:]
    private var nodeCount = 0
    private var documentCount = 0
    private var root: YAMLNode?
    private var diagnostics = DiagnosticCollector()

    init(path: String, kind: InputKind, limits: YAMLLoader.Limits) {
        self.path = path
        self.kind = kind
        self.limits = limits
    }

    /// Reads every event and returns the document's root, adding every problem to `diagnostics`. The root is
    /// `nil` after a syntax error, an exceeded limit, or when the file holds no document.
    static func build(
        from reader: YAMLEventReader,
        path: String,
        kind: InputKind,
        limits: YAMLLoader.Limits,
        diagnostics: inout DiagnosticCollector
    ) -> YAMLNode? {
        var builder = YAMLTreeBuilder(path: path, kind: kind, limits: limits)
        defer { diagnostics.append(contentsOf: builder.diagnostics) }
        do {
            try builder.consume(reader)
        } catch {
            return nil
        }
        return builder.finish()
    }

    // MARK: Events

    private mutating func consume(_ reader: YAMLEventReader) throws(Stop) {
        while true {
            let event: YAMLEvent?
            do {
                event = try reader.next()
            } catch {
                switch error {
                case .syntax(let diagnostic): diagnostics.append(diagnostic)
                }
                throw Stop()
            }
            guard let event else { return }
            switch event {
            case .streamStart, .documentEnd:
                continue
            case .streamEnd:
                return
            case .documentStart(let location):
                documentCount += 1
                if documentCount > 1 {
                    diagnostics.append(.error(.multipleDocuments,
                        "\(kind.withArticle) must contain exactly one \(kind.format) document; a second one starts here",
                        at: location
                    ))
                    // The first document is complete and stays usable.
                    return
                }
            case .alias(let name, let location):
                try alias(name, at: location)
            case .scalar(let scalar, let info):
                try count(1, at: info.location)
                checkTag(info)
                let node = YAMLNode(.scalar(scalar), at: info.location, tag: info.tag)
                complete(Built(node: node, size: 1, height: 1), anchor: info.anchor)
            case .sequenceStart(let info):
                try open(.sequence([]), info)
            case .mappingStart(let info):
                try open(.mapping(YAMLMappingBuilder(keysByScalars: kind == .sample)), info)
            case .sequenceEnd, .mappingEnd:
                close()
            }
        }
    }

    /// The YAML 1.2 core schema's tags (and `!`, the non-specific tag): the only ones a spec may write.
    static let coreTags: Set<String> = ["!", "!!str", "!!int", "!!float", "!!bool", "!!null", "!!seq", "!!map", "!!merge"]

    /// An error for a tag outside the core schema: nothing reads it, so a value written for it (`!include
    /// models.yaml`) would silently be taken as plain text.
    /// A JSON sample (`generator infer`, which reads samples leniently) may hold no tag at all: JSON has none, and a
    /// core-schema tag would change what a value is read as (`!!str 5`) without a word.
    private mutating func checkTag(_ info: YAMLEvent.NodeInfo) {
        if kind == .sample, let tag = info.tag {
            diagnostics.append(.error(.jsonSyntax,
                "the tag '\(tag)' is not JSON, which has no tags: remove it (text is written in double quotes)", at: info.location))
            return
        }
        guard let tag = info.tag, !Self.coreTags.contains(tag) else { return }
        let uses = kind == .specFile ? "; to use another file's models, list it under 'uses'" : ""
        diagnostics.append(.error(.unsupportedTag,
            "tag '\(tag)' is not supported: \(kind.plural) are plain \(kind.format), read with the core schema's tags "
                + "only (!!str, !!int, !!float, !!bool, !!null, !!seq, !!map)\(uses)",
            at: info.location))
    }

    private mutating func open(_ content: Frame.Content, _ info: YAMLEvent.NodeInfo) throws(Stop) {
        try count(1, at: info.location)
        checkTag(info)
        guard stack.count < limits.maxDepth else {
            diagnostics.append(.error(.tooDeep,
                "\(kind.format) is nested more than \(limits.maxDepth) levels deep", at: info.location))
            throw Stop()
        }
        if let anchor = info.anchor { openAnchors[anchor, default: 0] += 1 }
        stack.append(Frame(content: content, info: info))
    }

    private mutating func close() {
        guard let frame = stack.popLast() else { return }
        if let anchor = frame.info.anchor { openAnchors[anchor, default: 1] -= 1 }
        let content: YAMLNode.Content
        var hasRefusedEntries = false
        switch frame.content {
        case .sequence(let items): content = .sequence(items)
        case .mapping(let mapping):
            content = .mapping(mapping.finish())
            hasRefusedEntries = mapping.hasRefusedEntries
        }
        var node = YAMLNode(content, at: frame.info.location, tag: frame.info.tag)
        node.hasRefusedEntries = hasRefusedEntries
        complete(Built(node: node, size: frame.size, height: frame.childHeight + 1), anchor: frame.info.anchor)
    }

    /// Replaces `*name` with a copy of the anchored node. The copy's own location is the alias's; the
    /// nodes inside it keep the locations where the anchored node was written.
    private mutating func alias(_ name: String, at location: SourceLocation) throws(Stop) {
        guard let anchored = anchors[name] else {
            if (openAnchors[name] ?? 0) > 0 {
                diagnostics.append(.error(.recursiveAlias, "alias '*\(name)' refers to a node that contains it", at: location))
            } else {
                diagnostics.append(.error(
                    .undefinedAlias, "undefined alias '*\(name)'; an anchor '&\(name)' must be defined before it is used",
                    at: location))
            }
            // Continue with a null in its place so later problems are reported too.
            try count(1, at: location)
            complete(Built(node: YAMLNode(.scalar(YAMLScalar("")), at: location), size: 1, height: 1), anchor: nil)
            return
        }
        guard anchored.size <= limits.maxNodes - nodeCount else {
            diagnostics.append(.error(.aliasExpansionLimit,
                "alias '*\(name)' would expand the document beyond \(limits.maxNodes) nodes; "
                    + "refusing to expand it (aliases nested inside aliases multiply)",
                at: location
            ))
            throw Stop()
        }
        guard anchored.height <= limits.maxDepth - stack.count else {
            diagnostics.append(.error(.tooDeep,
                "alias '*\(name)' would nest the \(kind.format) more than \(limits.maxDepth) levels deep",
                at: location
            ))
            throw Stop()
        }
        nodeCount += anchored.size
        var copy = anchored
        copy.node.location = location
        complete(copy, anchor: nil)
    }

    /// Counts nodes written in the file against `limits.maxNodes`.
    private mutating func count(_ nodes: Int, at location: SourceLocation) throws(Stop) {
        guard nodes <= limits.maxNodes - nodeCount else {
            diagnostics.append(.error(.tooManyNodes,
                "the \(kind.format) document has more than \(limits.maxNodes) nodes", at: location))
            throw Stop()
        }
        nodeCount += nodes
    }

    /// Hands a finished node to its parent collection (or makes it the root) and records its anchor.
    private mutating func complete(_ built: Built, anchor: String?) {
        if let anchor { anchors[anchor] = built }
        guard var parent = stack.popLast() else {
            root = built.node
            return
        }
        parent.size += built.size
        parent.childHeight = max(parent.childHeight, built.height)
        switch parent.content {
        case .sequence(var items):
            parent.content = .sequence([])  // release the array so the append below does not copy it
            items.append(built.node)
            parent.content = .sequence(items)
        case .mapping(var mapping):
            parent.content = .sequence([])
            diagnostics.append(contentsOf: mapping.add(built.node))
            parent.content = .mapping(mapping)
        }
        stack.append(parent)
    }

    // MARK: Result

    private mutating func finish() -> YAMLNode? {
        if documentCount == 0 || Self.isEmptyDocument(root) {
            diagnostics.error(.emptyDocument, "\(kind.noun) is empty", at: .start(of: path))
            return nil
        }
        return root
    }

    /// A document with nothing in it (`---` alone) reads as an empty plain scalar without a tag.
    private static func isEmptyDocument(_ root: YAMLNode?) -> Bool {
        guard let root else { return true }
        guard let scalar = root.scalar, root.tag == nil else { return false }
        return scalar.style == .plain && scalar.text.isEmpty
    }
}
