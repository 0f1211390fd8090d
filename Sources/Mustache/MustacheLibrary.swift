/// A set of named templates that can include each other as partials (`{{>name}}`) and parents (`{{<name}}`).
///
/// Each template is parsed once when the library is created. A partial that the library does not have renders
/// as the empty string, as the specification requires; call ``validate()`` to report such references as errors.
public struct MustacheLibrary: Sendable {
    /// How deeply partials and parents may nest while rendering before ``render(_:context:escaping:)`` gives up
    /// with ``MustacheError/Kind/partialRecursionTooDeep`` (guards against unbounded recursion).
    public static let maximumPartialDepth = 100

    /// The templates, by name.
    public let templates: [String: MustacheTemplate]

    /// Creates a library of already parsed templates, each under its ``MustacheTemplate/name``.
    /// A later template with the same name replaces an earlier one.
    public init(templates: [MustacheTemplate]) {
        var byName: [String: MustacheTemplate] = [:]
        for template in templates {
            byName[template.name] = template
        }
        self.templates = byName
    }

    /// Parses every template source, keyed by template name.
    /// - Throws: The first ``MustacheError`` in template-name order (see ``MustacheTemplate/init(_:name:)``).
    public init(templates sources: [String: String]) throws(MustacheError) {
        var parsed: [MustacheTemplate] = []
        parsed.reserveCapacity(sources.count)
        for name in sources.keys.sorted() {
            guard let source = sources[name] else { continue }
            parsed.append(try MustacheTemplate(source, name: name))
        }
        self.init(templates: parsed)
    }

    /// The names of all templates, sorted.
    public var templateNames: [String] { templates.keys.sorted() }

    /// Reports every partial and parent tag with a fixed name that no template in the library has.
    ///
    /// Dynamic names (`{{>*name}}`) depend on the context and are not checked.
    /// - Parameter alsoKnown: Names of templates that exist outside the library, such as ones that failed to parse
    ///   and were reported already: references to them are not reported again.
    /// - Returns: One ``MustacheError/Kind/unknownPartial`` error per such tag, ordered by template name, line and
    ///   column; empty when every reference resolves.
    public func validate(alsoKnown: Set<String> = []) -> [MustacheError] {
        var errors: [MustacheError] = []
        for name in templateNames {
            guard let template = templates[name] else { continue }
            for reference in template.references where templates[reference.name] == nil && !alsoKnown.contains(reference.name) {
                errors.append(MustacheError(
                    kind: .unknownPartial, templateName: template.name, line: reference.line, column: reference.column,
                    message: "unknown \(reference.isParent ? "parent" : "partial") '\(reference.name)'"))
            }
        }
        return errors
    }

    /// Renders the template called `name`.
    /// - Parameters:
    ///   - name: A template name in this library.
    ///   - context: The bottom of the context stack; usually a dictionary.
    ///   - escaping: ``MustacheEscaping/html`` (the default) or ``MustacheEscaping/verbatim`` for source code.
    /// - Returns: The rendered text.
    /// - Throws: ``MustacheError/Kind/unknownTemplate`` (located at 1:1 of `name`) when there is no such template;
    ///   ``MustacheError/Kind/partialRecursionTooDeep`` when partials nest deeper than ``maximumPartialDepth``.
    public func render(_ name: String, context: MustacheValue, escaping: MustacheEscaping = .html) throws(MustacheError) -> String {
        guard let template = templates[name] else {
            throw MustacheError(kind: .unknownTemplate, templateName: name, line: 1, column: 1,
                                message: "no template named '\(name)' in the library")
        }
        return try render(template, context: context, escaping: escaping)
    }

    /// Renders `template` (which need not be in the library) with this library's templates as its partials.
    /// - Parameters:
    ///   - template: The template to render.
    ///   - context: The bottom of the context stack; usually a dictionary.
    ///   - escaping: ``MustacheEscaping/html`` (the default) or ``MustacheEscaping/verbatim`` for source code.
    /// - Returns: The rendered text.
    /// - Throws: ``MustacheError/Kind/partialRecursionTooDeep`` when partials nest deeper than ``maximumPartialDepth``.
    public func render(_ template: MustacheTemplate, context: MustacheValue, escaping: MustacheEscaping = .html) throws(MustacheError) -> String {
        var renderer = MustacheRenderer(templates: templates, escaping: escaping, context: context)
        renderer.render(template.nodes)
        if let error = renderer.error {
            throw error
        }
        return renderer.output
    }
}
