/// A YAML node with its source location, as read from libyaml's event stream.
///
/// Scalars keep their exact source text and style: the spec decoder, not the YAML layer, decides what a
/// scalar means, so `no` stays the string "no" where a string is expected and `1.10` is never `1.1`.
/// Aliases are already resolved (the aliased node is shared by value) and merge keys (`<<`) already applied.
package struct YAMLNode: Sendable, Hashable {
    package enum Content: Sendable, Hashable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        /// Key/value pairs in source order; keys are unique (duplicates are diagnosed by the loader).
        case mapping([YAMLPair])
    }

    package var content: Content
    /// Where the node starts (for an alias: where the alias `*name` is written).
    package var location: SourceLocation
    /// An explicit tag such as `!!str`, or `nil` when none was written.
    package var tag: String?
    /// Whether this mapping lost entries to errors the loader reported (a key that is not a scalar, a merge of
    /// something other than mappings), so a name looked up in it and not found may have been written there: the
    /// decoder then reports no follow-on error (docs/diagnostics.md, "Follow-on errors").
    package var hasRefusedEntries = false

    package init(_ content: Content, at location: SourceLocation, tag: String? = nil) {
        self.content = content
        self.location = location
        self.tag = tag
    }

    /// The scalar, when this node is one.
    package var scalar: YAMLScalar? {
        if case .scalar(let s) = content { s } else { nil }
    }

    /// The pairs, when this node is a mapping.
    package var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = content { pairs } else { nil }
    }

    /// The items, when this node is a sequence.
    package var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { items } else { nil }
    }

    /// The value for a scalar key in a mapping node, or `nil`.
    package subscript(key: String) -> YAMLNode? {
        mapping?.first { $0.key.scalar?.text == key }?.value
    }

    /// A short name for the node's kind, for diagnostics ("a mapping", "a sequence", "a scalar").
    package var kindDescription: String {
        switch content {
        case .scalar(let s) where s.isNull: "null"
        case .scalar: "a scalar"
        case .sequence: "a sequence"
        case .mapping: "a mapping"
        }
    }
}

/// A scalar's text exactly as written (after YAML unescaping of quoted styles), and how it was written.
package struct YAMLScalar: Sendable, Hashable {
    package enum Style: Sendable, Hashable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    package var text: String
    package var style: Style
    /// How many characters the scalar spans in the source, quotes included, when it starts and ends on one line;
    /// `nil` otherwise or when unknown. With ``text`` it tells whether the text is its source verbatim (no escape,
    /// no `''`, no folding), so a column inside it can be pointed at. Not part of equality: two scalars are equal
    /// when their text and style are.
    package var sourceWidth: Int?

    package init(_ text: String, style: Style = .plain, sourceWidth: Int? = nil) {
        self.text = text
        self.style = style
        self.sourceWidth = sourceWidth
    }

    package static func == (lhs: YAMLScalar, rhs: YAMLScalar) -> Bool {
        lhs.text == rhs.text && lhs.style == rhs.style
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(style)
    }

    /// The number of characters before ``text`` in the source (the opening quote), when ``text`` is exactly the
    /// source's characters on one line: a plain scalar, or a quoted one without escapes or `''`. `nil` otherwise.
    package var verbatimTextOffset: Int? {
        guard let sourceWidth, !text.contains(where: \.isNewline) else { return nil }
        let count = text.unicodeScalars.count
        switch style {
        case .plain: return sourceWidth == count ? 0 : nil
        // Every escape (`\n`, `\"`, `\x41`) and every `''` is longer in the source than in the text.
        case .singleQuoted, .doubleQuoted: return sourceWidth == count + 2 ? 1 : nil
        case .literal, .folded: return nil
        }
    }

    /// YAML 1.2 core-schema null: an unquoted `~`, `null`, `Null`, `NULL` or empty plain scalar.
    /// A quoted `""` is an empty string, never null.
    package var isNull: Bool {
        style == .plain && ["", "~", "null", "Null", "NULL"].contains(text)
    }

    /// `true` when the scalar was written with quotes or as a block scalar, so it can only be a string.
    package var isQuotedOrBlock: Bool { style != .plain }
}

/// One entry of a mapping.
package struct YAMLPair: Sendable, Hashable {
    package var key: YAMLNode
    package var value: YAMLNode

    package init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}
