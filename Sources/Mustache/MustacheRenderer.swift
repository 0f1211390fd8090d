/// Walks a template tree and appends its output to one string.
///
/// Indentation: `indentation` is put in front of every line that starts in template text (or with a value
/// written at such a line start) while inside a standalone partial, parent or block. Lines that are empty stay
/// empty, so indented output never gets trailing whitespace. Text inside interpolated values is never indented.
struct MustacheRenderer {
    let templates: [String: MustacheTemplate]
    let escaping: MustacheEscaping
    private(set) var output = ""
    /// The first error met (only nesting too deep); rendering stops descending once it is set.
    private(set) var error: MustacheError?

    private var contextStack: [MustacheValue]
    private var indentation = ""
    /// Whether the output is at the start of a line of template text (so indentation is due).
    private var atLineStart = true
    /// Block contents passed down by parent tags, by block name; the outermost template's contents win.
    private var overrides: [String: [TemplateNode]] = [:]
    private var depth = 0

    init(templates: [String: MustacheTemplate], escaping: MustacheEscaping, context: MustacheValue) {
        self.templates = templates
        self.escaping = escaping
        contextStack = [context]
    }

    mutating func render(_ nodes: [TemplateNode]) {
        for node in nodes {
            switch node {
            case .text(let text):
                write(text)
            case .variable(let path, let escaped):
                guard let value = lookUp(path) else { continue }
                write(value.interpolationText, escaping: escaped ? escaping : .verbatim)
            case .section(let path, let inverted, let children):
                renderSection(path, inverted: inverted, children: children)
            case .partial(let reference, let indentation, let isStandalone):
                guard let template = resolve(reference) else { continue }
                renderIncluded(template, reference: reference, indentation: indentation, isStandalone: isStandalone,
                               overrides: overrides)
            case .parent(let reference, let indentation, let isStandalone, let blocks):
                guard let template = resolve(reference) else { continue }
                var merged = blocks
                for (name, content) in overrides {
                    merged[name] = content
                }
                renderIncluded(template, reference: reference, indentation: indentation, isStandalone: isStandalone,
                               overrides: merged)
            case .block(let name, let indentation, let isStandalone, let children):
                let saved = self.indentation
                self.indentation += indentation
                if isStandalone {
                    atLineStart = true
                }
                render(overrides[name] ?? children)
                self.indentation = saved
            }
        }
    }

    private mutating func renderSection(_ path: VariablePath, inverted: Bool, children: [TemplateNode]) {
        let value = lookUp(path) ?? .null
        if inverted {
            if !value.isTruthy {
                render(children)
            }
            return
        }
        guard value.isTruthy else { return }
        if case .array(let elements) = value {
            for element in elements {
                contextStack.append(element)
                render(children)
                contextStack.removeLast()
            }
        } else {
            contextStack.append(value)
            render(children)
            contextStack.removeLast()
        }
    }

    private mutating func renderIncluded(
        _ template: MustacheTemplate, reference: TemplateReference, indentation: String, isStandalone: Bool,
        overrides: [String: [TemplateNode]]
    ) {
        guard error == nil else { return }
        guard depth < MustacheLibrary.maximumPartialDepth else {
            error = MustacheError(
                kind: .partialRecursionTooDeep, templateName: reference.templateName, line: reference.line,
                column: reference.column,
                message: "partials nest deeper than \(MustacheLibrary.maximumPartialDepth) levels at '\(reference.name)'; is a partial including itself unconditionally?")
            return
        }
        let savedIndentation = self.indentation
        let savedOverrides = self.overrides
        if isStandalone {
            self.indentation += indentation
            atLineStart = true
        } else {
            self.indentation = ""
        }
        self.overrides = overrides
        depth += 1
        render(template.nodes)
        depth -= 1
        self.indentation = savedIndentation
        self.overrides = savedOverrides
    }

    private func resolve(_ reference: TemplateReference) -> MustacheTemplate? {
        guard let path = reference.dynamicPath else {
            return templates[reference.name]
        }
        guard case .string(let name)? = lookUp(path) else { return nil }
        return templates[name]
    }

    /// Resolves a dotted name: the first part against the context stack from the top, the rest inside it.
    private func lookUp(_ path: VariablePath) -> MustacheValue? {
        guard let first = path.first else { return contextStack.last }
        var index = contextStack.count - 1
        while index >= 0 {
            if case .dictionary(let entries) = contextStack[index], let value = entries[first] {
                return path.rest.isEmpty ? value : Self.lookUp(path.rest, in: value)
            }
            index -= 1
        }
        return nil
    }

    /// Resolves the parts after the first of a dotted name inside the value the first part found.
    private static func lookUp(_ parts: [String], in value: MustacheValue) -> MustacheValue? {
        var current = value
        for part in parts {
            guard case .dictionary(let entries) = current, let value = entries[part] else { return nil }
            current = value
        }
        return current
    }

    private mutating func write(_ text: TemplateText) {
        if indentation.isEmpty {
            output += text.whole
            atLineStart = text.endsWithNewline
            return
        }
        for line in text.lines {
            if atLineStart && !Self.startsWithLineEnding(line) {
                output += indentation
            }
            output += line
            atLineStart = line.utf8.last == UInt8(ascii: "\n")
        }
    }

    private mutating func write(_ value: String, escaping: MustacheEscaping) {
        guard !value.isEmpty else { return }
        if atLineStart && !indentation.isEmpty && !Self.startsWithLineEnding(value) {
            output += indentation
        }
        escaping.append(value, to: &output)
        atLineStart = false
    }

    private static func startsWithLineEnding(_ text: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        switch bytes.next() {
        case UInt8(ascii: "\n"): return true
        case UInt8(ascii: "\r"): return bytes.next() == UInt8(ascii: "\n")
        default: return false
        }
    }
}
