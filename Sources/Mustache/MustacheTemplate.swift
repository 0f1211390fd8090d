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
        let (nodes, references) = try TemplateTreeBuilder(source: tokenizer).build(tokens)
        self.name = name
        self.nodes = nodes
        self.references = references
    }

    /// The names of the templates this one includes by partial (`{{>name}}`) or parent (`{{<name}}`) tags with a
    /// fixed name, in source order; dynamic names (`{{>*name}}`) are not known before rendering and are left out.
    public var referencedTemplateNames: [String] { references.map(\.name) }

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
