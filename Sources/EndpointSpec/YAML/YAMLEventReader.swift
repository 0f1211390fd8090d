import CYaml

/// Pulls events from libyaml's parser over a private copy of the input bytes.
///
/// The reader owns the `yaml_parser_t` and the input buffer and frees both in `deinit`, so every path
/// (normal end, syntax error, the caller stopping early) releases them. Each libyaml event is copied into
/// a `YAMLEvent` and deleted before `next()` returns.
final class YAMLEventReader {
    /// Why reading stopped before the end of the stream.
    enum Failure: Error {
        /// libyaml reported a problem; the diagnostic is ready to show.
        case syntax(Diagnostic)
    }

    private let path: String
    /// Whether syntax errors may carry the spec format's quoting hints (`path: '/users/{id}'`), which only a spec's
    /// text can need.
    private let givesSpecHints: Bool
    private let bytes: [UInt8]
    private let input: UnsafeMutablePointer<UInt8>
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let isInitialized: Bool
    private var isFinished = false

    /// Prepares to parse `bytes` (UTF-8, without a byte-order mark). `path` goes into every location.
    init(bytes: [UInt8], path: String, givesSpecHints: Bool) {
        self.path = path
        self.givesSpecHints = givesSpecHints
        self.bytes = bytes
        let input = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        input.initialize(repeating: 0, count: max(bytes.count, 1))
        bytes.withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress, buffer.count > 0 {
                input.update(from: base, count: buffer.count)
            }
        }
        self.input = input
        parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        isInitialized = yaml_parser_initialize(parser) != 0
        if isInitialized {
            yaml_parser_set_input_string(parser, input, bytes.count)
            yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        }
    }

    deinit {
        if isInitialized { yaml_parser_delete(parser) }
        parser.deallocate()
        input.deallocate()
    }

    /// The next event, or `nil` after the stream has ended.
    /// - Throws: `Failure.syntax` when libyaml cannot parse the input; later calls return `nil`.
    func next() throws(Failure) -> YAMLEvent? {
        guard !isFinished else { return nil }
        guard isInitialized else {
            isFinished = true
            throw .syntax(.error(.outOfMemory, "could not start the YAML parser (out of memory)", at: .start(of: path)))
        }
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) != 0 else {
            isFinished = true
            throw .syntax(syntaxDiagnostic())
        }
        defer { yaml_event_delete(&event) }
        let converted = convert(event)
        if case .streamEnd = converted { isFinished = true }
        return converted
    }

    // MARK: Events

    private func convert(_ event: yaml_event_t) -> YAMLEvent {
        let location = self.location(event.start_mark)
        switch event.type {
        case YAML_STREAM_START_EVENT:
            return .streamStart
        case YAML_DOCUMENT_START_EVENT:
            return .documentStart(location)
        case YAML_DOCUMENT_END_EVENT:
            return .documentEnd
        case YAML_ALIAS_EVENT:
            return .alias(name: Self.string(event.data.alias.anchor) ?? "", location: location)
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let text = Self.string(data.value, length: data.length)
            let sameLine = event.start_mark.line == event.end_mark.line
            let scalar = YAMLScalar(
                text, style: Self.style(data.style),
                sourceWidth: sameLine ? Int(event.end_mark.column) - Int(event.start_mark.column) : nil)
            return .scalar(scalar, info(location, tag: data.tag, anchor: data.anchor))
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            return .sequenceStart(info(location, tag: data.tag, anchor: data.anchor))
        case YAML_SEQUENCE_END_EVENT:
            return .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            return .mappingStart(info(location, tag: data.tag, anchor: data.anchor))
        case YAML_MAPPING_END_EVENT:
            return .mappingEnd
        default:
            // YAML_STREAM_END_EVENT, and YAML_NO_EVENT which a successful parse never returns.
            return .streamEnd
        }
    }

    private func info(
        _ location: SourceLocation,
        tag: UnsafeMutablePointer<yaml_char_t>?,
        anchor: UnsafeMutablePointer<yaml_char_t>?
    ) -> YAMLEvent.NodeInfo {
        YAMLEvent.NodeInfo(location: location, tag: Self.string(tag).map(Self.shortTag), anchor: Self.string(anchor))
    }

    private static func style(_ style: yaml_scalar_style_t) -> YAMLScalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }

    /// `tag:yaml.org,2002:str` -> `!!str`, as the tag was most likely written; other tags unchanged.
    private static func shortTag(_ tag: String) -> String {
        let prefix = "tag:yaml.org,2002:"
        return tag.hasPrefix(prefix) ? "!!" + tag.dropFirst(prefix.count) : tag
    }

    // MARK: C data

    /// A NUL-terminated libyaml string (tags, anchors), decoded as UTF-8 (invalid bytes are repaired).
    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    /// A scalar value with an explicit length (it may contain NUL, from `"\0"`).
    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?, length: Int) -> String {
        guard let pointer, length > 0 else { return "" }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
    }

    /// A libyaml mark (0-based) as a 1-based location; never traps, whatever the mark holds.
    private func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(file: path, line: Self.oneBased(mark.line), column: Self.oneBased(mark.column))
    }

    /// `location`, or the end of the input when `location` is past it: at the end of a file without a final line
    /// break libyaml marks the start of a line that does not exist (`2:1` for a one-line file), where the problem is
    /// at the end of the last line.
    private func withinInput(_ location: SourceLocation) -> SourceLocation {
        let end = YAMLTextEncoding.position(ofByte: bytes.count, in: bytes)
        guard location.line > end.line || (location.line == end.line && location.column > end.column) else { return location }
        return SourceLocation(file: location.file, line: end.line, column: end.column)
    }

    private static func oneBased(_ value: Int) -> Int {
        value < 0 ? 1 : (value == Int.max ? value : value + 1)
    }

    // MARK: Errors

    /// The current libyaml error as a diagnostic (see `YAMLSyntaxDiagnostic`).
    private func syntaxDiagnostic() -> Diagnostic {
        let state = parser.pointee
        let problem = Self.cString(state.problem) ?? "invalid YAML"
        switch state.error {
        case YAML_MEMORY_ERROR:
            return .error(.outOfMemory, "out of memory while parsing YAML", at: .start(of: path))
        case YAML_READER_ERROR:
            // Reader errors carry a byte offset, not a mark (the mark stays at 1:1).
            let position = YAMLTextEncoding.position(ofByte: state.problem_offset, in: bytes)
            return YAMLSyntaxDiagnostic.readerError(
                problem: problem,
                value: Int(state.problem_value),
                at: SourceLocation(file: path, line: position.line, column: position.column)
            )
        default:
            let problemLocation = withinInput(location(state.problem_mark))
            let context = Self.cString(state.context).map { ($0, withinInput(location(state.context_mark))) }
            let lines = Self.lines(of: bytes)
            let lineText = lines.indices.contains(problemLocation.line - 1) ? String(lines[problemLocation.line - 1]) : ""
            return YAMLSyntaxDiagnostic.syntaxError(
                problem: problem,
                at: problemLocation,
                context: context,
                characterAtProblem: YAMLTextEncoding.scalar(
                    atLine: problemLocation.line,
                    column: problemLocation.column,
                    in: bytes
                ),
                lineText: lineText,
                sourceLines: lines,
                unusualBreaks: YAMLTextEncoding.linesAfterUnusualBreaks(in: bytes),
                givesSpecHints: givesSpecHints
            )
        }
    }

    /// The input's lines as libyaml counts them (and so the line of an error's location): broken at LF, CR LF, a
    /// lone CR, NEL, LS and PS (YAML 1.1 §5.4), without the break. Split as bytes: a CR LF pair is one `Character`
    /// in Swift, so splitting the text at `"\n"` made a file with Windows line endings one line, and the notes that
    /// read a line were lost for it (review 41); a NEL, LS or PS before the error (in a quoted summary) shifted every
    /// line after it, so the notes read the wrong line or none (review 42).
    static func lines(of bytes: [UInt8]) -> [String] {
        YAMLTextEncoding.lineRanges(in: bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    private static func cString(_ pointer: UnsafePointer<CChar>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }
}
