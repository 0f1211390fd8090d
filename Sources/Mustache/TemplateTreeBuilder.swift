/// Turns analysed tokens into a ``TemplateNode`` tree, checking that sections are properly closed.
///
/// Literal text that starts a line inside a block loses the block's content indentation (see
/// ``StandaloneLineAnalysis``); the indentations recorded for nested blocks, partials and parents are made
/// relative to it too, so the renderer can add indentation back wherever the block lands.
struct TemplateTreeBuilder {
    private enum FrameKind {
        case root
        case section(inverted: Bool)
        case parent
        case block
    }

    private struct Frame {
        let kind: FrameKind
        let token: TemplateToken
        /// Indentation removed from the start of each source line inside this frame.
        let dedent: String
        var children: [TemplateNode] = []
        var pendingText: [String] = []
        var blocks: [String: [TemplateNode]] = [:]

        mutating func flushText() {
            guard !pendingText.isEmpty else { return }
            children.append(.text(TemplateText(pieces: pendingText)))
            pendingText = []
        }

        mutating func append(_ node: TemplateNode) {
            if case .parent = kind { return }
            flushText()
            children.append(node)
        }
    }

    let source: TemplateTokenizer

    /// Builds the tree.
    /// - Returns: the top-level nodes, the statically named partial and parent references (for validation), and the
    ///   context names the template looks up (for checking them against what a caller provides).
    /// - Throws: ``MustacheError`` for closing tags without or with a different opening tag, and unclosed sections.
    func build(_ tokens: [TemplateToken]) throws(MustacheError)
        -> (nodes: [TemplateNode], references: [TemplateReference], valueNames: [ValueNameTag])
    {
        let rootToken = TemplateToken(kind: .comment, range: 0..<0, line: 1, column: 1)
        var stack = [Frame(kind: .root, token: rootToken, dedent: "")]
        var references: [TemplateReference] = []
        var valueNames: [ValueNameTag] = []
        for token in tokens {
            switch token.kind {
            case .variable, .sectionOpen, .invertedOpen:
                valueNames.append(contentsOf: valueName(of: token))
            case .partial where token.isDynamic, .parentOpen where token.isDynamic:
                valueNames.append(contentsOf: valueName(of: token))
            default:
                break
            }
            let dedent = stack[stack.count - 1].dedent
            let opens = [.sectionOpen, .invertedOpen, .parentOpen, .blockOpen].contains(token.kind)
            if opens && stack.count > MustacheTemplate.maximumNestingDepth {
                throw error(.nestingTooDeep, at: token,
                            "sections nest deeper than \(MustacheTemplate.maximumNestingDepth) levels")
            }
            switch token.kind {
            case .text:
                if token.isDropped { continue }
                if case .parent = stack[stack.count - 1].kind { continue }
                var text = source.text(token.range)
                if token.startsLine && !dedent.isEmpty {
                    text = Self.removingIndentation(dedent, from: text)
                }
                if !text.isEmpty {
                    stack[stack.count - 1].pendingText.append(text)
                }
            case .variable(let escaped):
                stack[stack.count - 1].append(.variable(VariablePath(token.name), escaped: escaped))
            case .comment, .setDelimiters:
                continue
            case .partial:
                let reference = reference(for: token)
                if !token.isDynamic { references.append(reference) }
                let indentation = Self.removingIndentation(dedent, from: token.indentation)
                stack[stack.count - 1].append(.partial(reference, indentation: indentation, isStandalone: token.isStandalone))
            case .sectionOpen, .invertedOpen:
                stack.append(Frame(kind: .section(inverted: token.kind == .invertedOpen), token: token, dedent: dedent))
            case .parentOpen:
                if !token.isDynamic { references.append(reference(for: token)) }
                stack.append(Frame(kind: .parent, token: token, dedent: dedent))
            case .blockOpen:
                let blockDedent = token.indentation.isEmpty ? dedent : token.indentation
                stack.append(Frame(kind: .block, token: token, dedent: blockDedent))
            case .close:
                guard stack.count > 1, var frame = stack.popLast() else {
                    throw error(.unexpectedClosingTag, at: token, "closing tag '\(token.name)' has no opening tag")
                }
                guard frame.token.name == token.name, frame.token.isDynamic == token.isDynamic else {
                    let opened = frame.token
                    throw error(.mismatchedClosingTag, at: token,
                                "closing tag '\(display(token))' does not match opening tag '\(display(opened))' at line \(opened.line), column \(opened.column)")
                }
                frame.flushText()
                let enclosingDedent = stack[stack.count - 1].dedent
                switch frame.kind {
                case .root:
                    break
                case .section(let inverted):
                    stack[stack.count - 1].append(.section(VariablePath(frame.token.name), inverted: inverted, children: frame.children))
                case .parent:
                    let indentation = Self.removingIndentation(enclosingDedent, from: frame.token.indentation)
                    stack[stack.count - 1].append(.parent(
                        reference(for: frame.token), indentation: indentation,
                        isStandalone: frame.token.isStandalone, blocks: frame.blocks))
                case .block:
                    if case .parent = stack[stack.count - 1].kind {
                        stack[stack.count - 1].blocks[frame.token.name] = frame.children
                    } else {
                        let indentation = Self.removingIndentation(enclosingDedent, from: frame.token.indentation)
                        stack[stack.count - 1].append(.block(
                            name: frame.token.name, indentation: indentation,
                            isStandalone: frame.token.isStandalone, children: frame.children))
                    }
                }
            }
        }
        if stack.count > 1, let unclosed = stack.last {
            let what = switch unclosed.kind {
            case .root, .section(inverted: false): "section"
            case .section(inverted: true): "inverted section"
            case .parent: "parent"
            case .block: "block"
            }
            throw error(.unclosedSection, at: unclosed.token, "unclosed \(what) '\(display(unclosed.token))'")
        }
        stack[0].flushText()
        return (stack[0].children, references, valueNames)
    }

    /// The first component of the name `token` looks up in the context; none for the implicit iterator `.`.
    private func valueName(of token: TemplateToken) -> [ValueNameTag] {
        guard let first = VariablePath(token.name).first else { return [] }
        return [ValueNameTag(name: first, line: token.line, column: token.column)]
    }

    private func reference(for token: TemplateToken) -> TemplateReference {
        TemplateReference(
            name: token.name, dynamicPath: token.isDynamic ? VariablePath(token.name) : nil,
            isParent: token.kind == .parentOpen,
            templateName: source.templateName, line: token.line, column: token.column)
    }

    private func display(_ token: TemplateToken) -> String {
        token.isDynamic ? "*" + token.name : token.name
    }

    private func error(_ kind: MustacheError.Kind, at token: TemplateToken, _ message: String) -> MustacheError {
        MustacheError(kind: kind, templateName: source.templateName, line: token.line, column: token.column, message: message)
    }

    /// `text` without the longest prefix it shares with `indentation`.
    static func removingIndentation(_ indentation: String, from text: String) -> String {
        guard !indentation.isEmpty else { return text }
        var shared = 0
        for (lhs, rhs) in zip(indentation.utf8, text.utf8) {
            guard lhs == rhs else { break }
            shared += 1
        }
        guard shared > 0 else { return text }
        return String(decoding: text.utf8.dropFirst(shared), as: UTF8.self)
    }
}
