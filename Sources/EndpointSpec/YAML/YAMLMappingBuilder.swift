/// Collects one mapping's keys and values as they arrive, diagnosing duplicate keys and applying merge
/// keys (`<<`) when the mapping ends.
///
/// Rules (the loader's documentation repeats them for users):
/// - Keys must be scalars; they are compared by their text, so `1`, `'1'` and `"1"` are the same key. Text is
///   compared as Swift compares strings (canonical equivalence: `"é"`, U+00E9, and `"e\u0301"` are one key, as
///   Foundation's JSONDecoder and generated code take them), except in a JSON sample for `generator infer`, whose keys
///   are compared by their Unicode scalars as JSON compares them (`keysByScalars`): inference reports such a pair
///   itself, saying why no model can hold both. A duplicate whose scalars differ from the first says so.
/// - A key written twice is an error at the second one, with a note at the first; the first value is kept.
/// - `<<` (plain, untagged or tagged `!!merge`) merges a mapping or a sequence of mappings. Keys written in
///   the mapping itself win over merged keys; among merged mappings the earlier one wins. Merged keys take
///   the place of the `<<` entry, in the merged mapping's order, and are never duplicates.
/// - Work is linear in the number of keys (dictionary look-ups, no pairwise comparison).
struct YAMLMappingBuilder {
    private enum Entry {
        case pair(YAMLPair)
        /// The mappings of one `<<` entry, in the order written.
        case merge([[YAMLPair]])
    }

    /// What the next node completes.
    private enum Pending {
        case key(YAMLNode)
        case mergeValue
        /// A value whose key was rejected; it is dropped.
        case skippedValue
    }

    /// A key as this mapping compares keys: its text, or its Unicode scalars (`keysByScalars`).
    private struct KeyIdentity: Hashable {
        let text: String
        let byScalars: Bool

        static func == (lhs: KeyIdentity, rhs: KeyIdentity) -> Bool {
            lhs.byScalars ? lhs.text.unicodeScalars.elementsEqual(rhs.text.unicodeScalars) : lhs.text == rhs.text
        }

        func hash(into hasher: inout Hasher) {
            if byScalars {
                for byte in text.utf8 { hasher.combine(byte) }
            } else {
                hasher.combine(text)
            }
        }
    }

    /// Whether keys are compared by their Unicode scalars (JSON's rule) rather than as Swift compares strings.
    private let keysByScalars: Bool
    private var entries: [Entry] = []
    private var pending: Pending?
    /// Where each key (including `<<`) was first written, and its text, for duplicate detection.
    private var firstKeys: [KeyIdentity: (text: String, location: SourceLocation)] = [:]
    /// Keys written in the mapping itself (not `<<`), which win over merged keys.
    private var ownKeys: Set<KeyIdentity> = []

    /// - Parameter keysByScalars: Compare keys by their Unicode scalars, as JSON does, rather than by canonical
    ///   equivalence, as Swift's `String` does.
    init(keysByScalars: Bool = false) {
        self.keysByScalars = keysByScalars
    }

    private func identity(_ text: String) -> KeyIdentity {
        KeyIdentity(text: text, byScalars: keysByScalars)
    }
    /// Whether an entry was dropped after an error (a non-scalar key, an invalid merge value), or a merged
    /// mapping had dropped one (`YAMLNode.hasRefusedEntries`).
    private(set) var hasRefusedEntries = false

    /// Adds the next completed node: a key, or the value of the key before it.
    /// - Returns: diagnostics about the node (duplicate key, non-scalar key, invalid merge value).
    mutating func add(_ node: YAMLNode) -> [Diagnostic] {
        guard let waiting = pending else {
            return addKey(node)
        }
        pending = nil
        switch waiting {
        case .key(let key):
            entries.append(.pair(YAMLPair(key: key, value: node)))
            return []
        case .mergeValue:
            return addMergeValue(node)
        case .skippedValue:
            return []
        }
    }

    /// The mapping's pairs with merges applied.
    func finish() -> [YAMLPair] {
        var pairs: [YAMLPair] = []
        pairs.reserveCapacity(entries.count)
        var mergedKeys: Set<KeyIdentity> = []
        for entry in entries {
            switch entry {
            case .pair(let pair):
                pairs.append(pair)
            case .merge(let mappings):
                for mapping in mappings {
                    for pair in mapping {
                        guard let text = pair.key.scalar?.text, !ownKeys.contains(identity(text)) else { continue }
                        if mergedKeys.insert(identity(text)).inserted { pairs.append(pair) }
                    }
                }
            }
        }
        return pairs
    }

    // MARK: Keys and merges

    private mutating func addKey(_ key: YAMLNode) -> [Diagnostic] {
        guard let scalar = key.scalar else {
            pending = .skippedValue
            hasRefusedEntries = true
            return [.error(.nonScalarKey, "a mapping key must be a scalar, not \(key.kindDescription)", at: key.location)]
        }
        if let first = firstKeys[identity(scalar.text)] {
            pending = .skippedValue
            // `"e\u0301"` after `"é"`: the same key as Swift (and Foundation's JSONDecoder) compares text, which the
            // two spellings would not show.
            let spelling = first.text.unicodeScalars.elementsEqual(scalar.text.unicodeScalars) ? "" :
                " (written with other Unicode scalars, \(Self.scalarList(scalar.text)) here and \(Self.scalarList(first.text)) "
                    + "there, which are canonically equivalent: Swift and Foundation's JSONDecoder take them as one key)"
            return [.error(.duplicateKey,
                "duplicate key '\(scalar.text)'\(spelling)",
                at: key.location,
                notes: [Diagnostic.Note("first defined here", at: first.location)]
            )]
        }
        firstKeys[identity(scalar.text)] = (scalar.text, key.location)
        if Self.isMergeKey(key, scalar) {
            pending = .mergeValue
        } else {
            ownKeys.insert(identity(scalar.text))
            pending = .key(key)
        }
        return []
    }

    /// `U+0065 U+0301`: the Unicode scalars of `text`, as a diagnostic names them.
    static func scalarList(_ text: String) -> String {
        text.unicodeScalars.map(HeaderRules.codePoint).joined(separator: " ")
    }

    private static func isMergeKey(_ key: YAMLNode, _ scalar: YAMLScalar) -> Bool {
        scalar.text == "<<" && scalar.style == .plain && (key.tag == nil || key.tag == "!!merge")
    }

    private mutating func addMergeValue(_ value: YAMLNode) -> [Diagnostic] {
        switch value.content {
        case .mapping(let pairs):
            entries.append(.merge([pairs]))
            if value.hasRefusedEntries { hasRefusedEntries = true }
            return []
        case .sequence(let items):
            var mappings: [[YAMLPair]] = []
            var diagnostics: [Diagnostic] = []
            for item in items {
                if let pairs = item.mapping {
                    mappings.append(pairs)
                    if item.hasRefusedEntries { hasRefusedEntries = true }
                } else {
                    hasRefusedEntries = true
                    diagnostics.append(.error(.invalidMerge,
                        "the merge key '<<' can only merge mappings, not \(item.kindDescription)",
                        at: item.location
                    ))
                }
            }
            entries.append(.merge(mappings))
            return diagnostics
        case .scalar:
            hasRefusedEntries = true
            return [.error(.invalidMerge,
                "the merge key '<<' needs a mapping or a sequence of mappings, not \(value.kindDescription)",
                at: value.location
            )]
        }
    }
}
