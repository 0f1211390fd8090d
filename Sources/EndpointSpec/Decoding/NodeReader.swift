/// Typed reading of YAML nodes for the spec decoder, reporting every mismatch as a diagnostic.
///
/// Each accessor returns `nil` after recording an error, so the decoder can keep going and report the next
/// problem too.
struct NodeReader {
    var diagnostics = DiagnosticCollector()

    /// The pairs of a mapping node, after reporting keys not in `allowed` (with a did-you-mean).
    /// Returns `nil` and reports an error when the node is not a mapping.
    mutating func mapping(_ node: YAMLNode, allowed: [String]? = nil, what: String) -> [YAMLPair]? {
        guard let pairs = node.mapping else {
            diagnostics.error(.expectedMapping, "expected a mapping for \(what), found \(node.kindDescription)", at: node.location)
            return nil
        }
        if let allowed {
            for pair in pairs {
                let key = pair.key.scalar?.text ?? ""
                if !allowed.contains(key) {
                    let hint = Suggestions.didYouMean(key, among: allowed)
                    diagnostics.error(.unknownKey, "unknown key '\(key)' in \(what)\(hint)", at: pair.key.location)
                }
            }
        }
        return pairs
    }

    /// The text of a scalar node (any style). Reports an error for null, mappings and sequences.
    mutating func string(_ node: YAMLNode, what: String) -> String? {
        guard let scalar = node.scalar, !scalar.isNull else {
            diagnostics.error(.expectedString, "expected a string for \(what), found \(node.kindDescription)", at: node.location)
            return nil
        }
        return scalar.text
    }

    /// A non-empty string.
    mutating func nonEmptyString(_ node: YAMLNode, what: String) -> String? {
        guard let text = string(node, what: what) else { return nil }
        guard !text.isEmpty else {
            diagnostics.error(.emptyValue, "\(what) must not be empty", at: node.location)
            return nil
        }
        return text
    }

    /// A boolean: `true`/`false` in any capitalisation YAML 1.2 allows (`yes`/`no` are not booleans here).
    mutating func bool(_ node: YAMLNode, what: String) -> Bool? {
        switch node.scalar.map({ $0.style == .plain ? $0.text : "" }) {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default:
            diagnostics.error(.expectedBool, "expected true or false for \(what)", at: node.location)
            return nil
        }
    }

    /// A finite, positive number.
    mutating func positiveNumber(_ node: YAMLNode, what: String) -> Double? {
        guard let text = node.scalar?.text, let value = Double(text), value.isFinite, value > 0 else {
            let found = node.scalar.map { "'\($0.text)'" } ?? node.kindDescription
            diagnostics.error(
                .expectedPositiveNumber, "expected a finite positive number for \(what), found \(found)", at: node.location)
            return nil
        }
        return value
    }

    /// The items of a sequence node.
    mutating func sequence(_ node: YAMLNode, what: String) -> [YAMLNode]? {
        guard let items = node.sequence else {
            diagnostics.error(.expectedSequence, "expected a sequence for \(what), found \(node.kindDescription)", at: node.location)
            return nil
        }
        return items
    }

    /// The text of a mapping key (keys are scalars; complex keys are reported).
    mutating func key(_ pair: YAMLPair, what: String) -> String? {
        guard let scalar = pair.key.scalar else {
            diagnostics.error(.expectedPlainName, "\(what) must be a plain name, not \(pair.key.kindDescription)", at: pair.key.location)
            return nil
        }
        return scalar.text
    }
}
