/// One element of a parsed template's tree; rendering walks these without looking at the source again.
indirect enum TemplateNode: Sendable {
    /// Literal text.
    case text(TemplateText)
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}`.
    case variable(VariablePath, escaped: Bool)
    /// `{{#name}}…{{/name}}` or, when `inverted`, `{{^name}}…{{/name}}`.
    case section(VariablePath, inverted: Bool, children: [TemplateNode])
    /// `{{>name}}`; `indentation` is put before each line when the tag is standalone.
    case partial(TemplateReference, indentation: String, isStandalone: Bool)
    /// `{{<name}}…{{/name}}` with the blocks it passes to the parent template, by block name.
    case parent(TemplateReference, indentation: String, isStandalone: Bool, blocks: [String: [TemplateNode]])
    /// `{{$name}}…{{/name}}`: replaceable content; `indentation` is added to its lines where it is expanded.
    case block(name: String, indentation: String, isStandalone: Bool, children: [TemplateNode])
}

/// Literal text, kept both whole (for rendering without indentation) and split after each `\n`.
struct TemplateText: Sendable {
    /// The whole text.
    let whole: String
    /// The text split into pieces that each end with `\n`, except possibly the last.
    let lines: [String]
    /// Whether the text ends with `\n`.
    let endsWithNewline: Bool

    init(pieces: [String]) {
        whole = pieces.joined()
        var lines: [String] = []
        var current = ""
        for piece in pieces {
            current += piece
            if piece.utf8.last == UInt8(ascii: "\n") {
                lines.append(current)
                current = ""
            }
        }
        if !current.isEmpty {
            lines.append(current)
        }
        self.lines = lines
        endsWithNewline = whole.utf8.last == UInt8(ascii: "\n")
    }
}

/// A tag's name split at dots; no parts means the implicit iterator `.`.
struct VariablePath: Sendable, Hashable {
    /// The dotted name's components.
    let parts: [String]
    /// The first component, looked up in the context stack; `nil` for `.`.
    let first: String?
    /// The components after the first, looked up inside the value the first one found.
    let rest: [String]

    init(_ name: String) {
        parts = name == "." ? [] : name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        first = parts.first
        rest = Array(parts.dropFirst())
    }
}

/// The template a partial or parent tag names: fixed, or (`{{>*name}}`) looked up in the context.
struct TemplateReference: Sendable {
    /// The name as written, without `*`.
    let name: String
    /// For `{{>*name}}`: the context path whose value is the template name.
    let dynamicPath: VariablePath?
    /// Whether the tag is a parent (`{{<name}}`) rather than a partial (`{{>name}}`).
    let isParent: Bool
    /// The template holding the tag, for errors.
    let templateName: String
    /// 1-based line of the tag.
    let line: Int
    /// 1-based column of the tag, in Unicode scalars.
    let column: Int
}
