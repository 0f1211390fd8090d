/// A problem in a template, located in the template's source.
///
/// Thrown while parsing (``MustacheTemplate/init(_:name:)``), returned by ``MustacheLibrary/validate()``, and
/// thrown by ``MustacheLibrary`` rendering when a template is missing or partials recurse too deeply.
public struct MustacheError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, for callers that react to specific problems.
    public enum Kind: Sendable, Hashable {
        /// A tag's opening delimiter has no closing delimiter.
        case unclosedTag
        /// A tag has no name, or a name containing whitespace.
        case invalidTagName
        /// A set-delimiters tag (`{{=<% %>=}}`) is malformed.
        case invalidDelimiters
        /// A section, inverted section, parent or block is never closed.
        case unclosedSection
        /// A closing tag names a different section than the one that is open.
        case mismatchedClosingTag
        /// A closing tag appears where no section is open.
        case unexpectedClosingTag
        /// A partial or parent tag names a template the library does not have (strict validation only).
        case unknownPartial
        /// A template asked of the library by name does not exist.
        case unknownTemplate
        /// Sections, parents and blocks nest deeper than ``MustacheTemplate/maximumNestingDepth`` in one template.
        case nestingTooDeep
        /// Partials or parents nest deeper than ``MustacheLibrary/maximumPartialDepth``.
        case partialRecursionTooDeep
    }

    /// The kind of problem.
    public let kind: Kind
    /// The name of the template the problem is in (the name given when parsing it).
    public let templateName: String
    /// 1-based line of the tag at fault.
    public let line: Int
    /// 1-based column of the tag at fault, counted in Unicode scalars.
    public let column: Int
    /// A one-line explanation, without location.
    public let message: String

    /// Creates an error; the engine creates these, and tests can build expected values.
    public init(kind: Kind, templateName: String, line: Int, column: Int, message: String) {
        self.kind = kind
        self.templateName = templateName
        self.line = line
        self.column = column
        self.message = message
    }

    /// `name:line:column: error: message`, the form compilers and Xcode understand.
    public var description: String {
        "\(templateName):\(line):\(column): error: \(message)"
    }
}
