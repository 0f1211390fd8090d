/// A Mustache template parsed once into a tree, ready to render any number of times.
///
/// Supports the specification's interpolation, sections, inverted sections, comments, partials,
/// set-delimiters, template inheritance (`{{<parent}}` and `{{$block}}`) and dynamic names (`{{>*name}}`),
/// with the standalone-line rules. Lambdas (the optional `~lambdas` module) are not supported: context values
/// are data only.
///
/// A template on its own renders partials and parents as the empty string; render through a
/// ``MustacheLibrary`` to resolve them.
public struct MustacheTemplate: Sendable {
    /// How deeply sections, inverted sections, parents and blocks may nest inside one template; deeper nesting
    /// is rejected with ``MustacheError/Kind/nestingTooDeep`` so rendering cannot exhaust the stack.
    public static let maximumNestingDepth = 200

    /// The name used in error locations and for partial lookup inside a ``MustacheLibrary``.
    public let name: String
    let nodes: [TemplateNode]
    /// Partial and parent tags with fixed names, in source order.
    let references: [TemplateReference]
    /// The names this template looks up in the context stack, in source order: of each variable, section and
    /// inverted section tag and each dynamic partial or parent name (`{{>*kind}}`), the first component of a dotted
    /// name (`user` of `{{user.name}}`); the implicit iterator `{{.}}` is left out. A name no context provides renders
    /// as nothing, so a caller that knows its contexts' names can report misspellings with these locations.
    public let valueNames: [ValueNameTag]

    /// Parses `source`.
    /// - Parameters:
    ///   - source: The template text.
    ///   - name: The template's name, used in errors (`name:line:column: error: message`) and as its partial name.
    /// - Throws: ``MustacheError`` for an unclosed tag, a malformed set-delimiters tag, a missing or invalid tag
    ///   name, a closing tag without or with a different opening tag, or an unclosed section, parent or block, or nesting deeper than ``maximumNestingDepth``.
    public init(_ source: String, name: String = "template") throws(MustacheError) {
        let tokenizer = TemplateTokenizer(source: source, templateName: name)
        var tokens = try tokenizer.tokenize()
        StandaloneLineAnalysis.apply(to: &tokens, source: tokenizer)
        let (nodes, references, valueNames) = try TemplateTreeBuilder(source: tokenizer).build(tokens)
        self.name = name
        self.nodes = nodes
        self.references = references
        self.valueNames = valueNames
    }

    /// The names of the templates this one includes by partial (`{{>name}}`) or parent (`{{<name}}`) tags with a
    /// fixed name, in source order; dynamic names (`{{>*name}}`) are not known before rendering and are left out.
    public var referencedTemplateNames: [String] { references.map(\.name) }

    /// The names of the templates this one inherits from by parent tags with a fixed name (`{{<name}}`), in source
    /// order.
    public var parentTemplateNames: [String] { references.filter(\.isParent).map(\.name) }

    /// The names of the blocks (`{{$name}}`) this template declares for a template inheriting from it to fill: those
    /// outside every parent tag, at any depth of sections and blocks. The blocks inside a parent tag
    /// (`{{<parent}}{{$name}}…{{/name}}{{/parent}}`) fill the parent's and are left out.
    public var declaredBlockNames: Set<String> {
        var names: Set<String> = []
        Self.collectBlockNames(in: nodes, into: &names)
        return names
    }

    private static func collectBlockNames(in nodes: [TemplateNode], into names: inout Set<String>) {
        for node in nodes {
            switch node {
            case .text, .variable, .partial, .parent:
                break
            case .section(_, _, let children):
                collectBlockNames(in: children, into: &names)
            case .block(let name, _, _, let children):
                names.insert(name)
                collectBlockNames(in: children, into: &names)
            }
        }
    }

    /// Each partial tag with a fixed name (`{{>name}}`) in this template, in source order, with the sections it is
    /// nested in, so a caller can tell whether a partial is included only under some condition.
    public var partialInclusions: [PartialInclusion] {
        var inclusions: [PartialInclusion] = []
        Self.collectInclusions(in: nodes, enclosing: [], into: &inclusions)
        return inclusions
    }

    private static func collectInclusions(
        in nodes: [TemplateNode], enclosing: [PartialInclusion.Section], into inclusions: inout [PartialInclusion]
    ) {
        for node in nodes {
            switch node {
            case .text, .variable:
                break
            case .section(let path, let inverted, let children):
                let name = path.parts.isEmpty ? "." : path.parts.joined(separator: ".")
                let section = PartialInclusion.Section(name: name, isInverted: inverted)
                collectInclusions(in: children, enclosing: enclosing + [section], into: &inclusions)
            case .partial(let reference, _, _):
                guard reference.dynamicPath == nil else { continue }
                inclusions.append(PartialInclusion(
                    name: reference.name, enclosingSections: enclosing, line: reference.line, column: reference.column))
            case .parent(_, _, _, let blocks):
                for name in blocks.keys.sorted() {
                    collectInclusions(in: blocks[name] ?? [], enclosing: enclosing, into: &inclusions)
                }
            case .block(_, _, _, let children):
                collectInclusions(in: children, enclosing: enclosing, into: &inclusions)
            }
        }
    }

    /// Renders the template against `context`, with partials and parents rendering as the empty string.
    /// - Parameters:
    ///   - context: The bottom of the context stack; usually a dictionary.
    ///   - escaping: ``MustacheEscaping/html`` (the default, as the specification requires) or
    ///     ``MustacheEscaping/verbatim`` for source code.
    /// - Returns: The rendered text.
    public func render(_ context: MustacheValue, escaping: MustacheEscaping = .html) -> String {
        var renderer = MustacheRenderer(templates: [:], escaping: escaping, context: context)
        renderer.render(nodes)
        return renderer.output
    }
}

/// A name a template looks up in the context stack, and the 1-based line and column of its tag.
public struct ValueNameTag: Sendable, Equatable {
    public var name: String
    public var line: Int
    public var column: Int

    public init(name: String, line: Int, column: Int) {
        self.name = name
        self.line = line
        self.column = column
    }
}

/// Where a template includes a partial: its name, the sections around the tag and the tag's position.
public struct PartialInclusion: Sendable, Equatable {
    /// A section around the tag: `{{#name}}`, or `{{^name}}` when inverted; `name` is the dotted name as written
    /// (`.` for the implicit iterator).
    public struct Section: Sendable, Equatable {
        public var name: String
        public var isInverted: Bool

        public init(name: String, isInverted: Bool) {
            self.name = name
            self.isInverted = isInverted
        }
    }

    /// The partial's name, as written in `{{>name}}`.
    public var name: String
    /// The sections the tag is nested in, outermost first (the blocks of a parent tag and block tags are not
    /// sections: they add nothing).
    public var enclosingSections: [Section]
    /// 1-based line and column of the tag in the template.
    public var line: Int
    public var column: Int

    public init(name: String, enclosingSections: [Section], line: Int, column: Int) {
        self.name = name
        self.enclosingSections = enclosingSections
        self.line = line
        self.column = column
    }
}
