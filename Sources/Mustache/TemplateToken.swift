/// One piece of a template's source: a run of literal text (never spanning past a newline) or one tag.
///
/// Produced by ``TemplateTokenizer``; ``StandaloneLineAnalysis`` then marks whitespace that standalone tags
/// remove, and ``TemplateTreeBuilder`` turns the tokens into ``TemplateNode``s.
struct TemplateToken {
    /// What the token is.
    enum Kind: Equatable {
        /// Literal text, at most one line including its line ending.
        case text
        /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (not escaped).
        case variable(escaped: Bool)
        /// `{{#name}}`.
        case sectionOpen
        /// `{{^name}}`.
        case invertedOpen
        /// `{{/name}}`.
        case close
        /// `{{! text }}`.
        case comment
        /// `{{>name}}` or `{{>*name}}`.
        case partial
        /// `{{<name}}` or `{{<*name}}`.
        case parentOpen
        /// `{{$name}}`.
        case blockOpen
        /// `{{=<% %>=}}`.
        case setDelimiters
    }

    /// The kind of token.
    var kind: Kind
    /// The token's bytes in the template's UTF-8 source (for tags, delimiters included).
    var range: Range<Int>
    /// The tag's name, trimmed, without sigil or dynamic-name `*`; empty for text and comments.
    var name: String = ""
    /// Whether a partial, parent or close tag names its template dynamically (`{{>*name}}`).
    var isDynamic = false
    /// 1-based line where the token starts.
    var line: Int
    /// 1-based column (Unicode scalars) where the token starts.
    var column: Int

    /// For text: whether it holds nothing but spaces, tabs and a line ending.
    var isBlank = false
    /// For text: whether it ends with `\n`.
    var endsLine = false
    /// For text: whether it starts at the beginning of a line of the source.
    var startsLine = false

    /// For text: removed because a standalone tag on the same line owns it.
    var isDropped = false
    /// For tags: whether the tag (for parents: the tag pair; for blocks: the opening tag) is standalone.
    var isStandalone = false
    /// For partials and parents: the indentation of a standalone tag. For blocks: the source indentation of
    /// the block's content, which is removed from its lines and re-added where the block is expanded.
    var indentation = ""

    /// Whether this is text holding nothing but whitespace and a line ending.
    var isBlankText: Bool { kind == .text && isBlank }
}
