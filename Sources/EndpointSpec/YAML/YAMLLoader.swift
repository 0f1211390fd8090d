import Foundation

/// Reads a spec file (or a config file, a JSON sample or payload, an OpenAPI document: an ``InputKind``, which its
/// messages name) into a `YAMLNode` tree with a source location on every node, using libyaml's event API. Problems
/// are returned as diagnostics, never thrown, and no input can crash or hang the loader.
///
/// What the loader does on top of libyaml:
/// - **Locations.** Every node has the file, 1-based line and 1-based column (in Unicode scalars) of the
///   event that started it.
/// - **Anchors and aliases.** `*name` becomes a copy of the node anchored with `&name`. The copy's own
///   `location` is where the alias is written; the nodes inside it keep the locations where the anchored
///   node was written. An alias to an anchor not defined before it is an error at the alias.
/// - **Merge keys.** `<<: *base` and `<<: [*a, *b]` merge mappings into the mapping that holds them.
///   Keys written in the mapping itself win over merged keys; among several merged mappings the earlier
///   one in the list wins. Merged pairs take the place of the `<<` entry and keep their own locations.
///   Merging anything but a mapping is an error. Only a plain, untagged (or `!!merge`) `<<` merges;
///   a quoted `'<<'` is an ordinary key.
/// - **Duplicate keys.** A key written twice in one mapping is an error at the second, with the note
///   `first defined here` at the first; the first value is kept. Keys are compared by scalar text, as Swift
///   compares strings (canonically equivalent spellings such as `"é"` and `"e\u0301"` are one key, as Foundation's
///   JSONDecoder takes them, and the error names both spellings' Unicode scalars); in a JSON sample (``InputKind/sample``)
///   by Unicode scalars, as JSON compares them (`generator infer` reports such a pair itself).
///   Keys merged in through `<<` never count as duplicates. Keys must be scalars.
/// - **Limits.** See `Limits`: alias expansion is counted so an alias bomb is refused at the alias that
///   crosses the budget, in time proportional to the file's size.
/// - **One document.** A second document is an error at its start (the first is still returned).
///   A file with no document (empty, only comments or whitespace, or a bare `---`) is
///   `spec file is empty` at 1:1 (`JSON sample is empty`…, as the kind of input says).
/// - **Encoding.** A UTF-8 byte-order mark is dropped with a warning; a UTF-16 or UTF-32 byte-order mark
///   is an error. Invalid UTF-8 is an error at the line and column of the first invalid byte.
///
/// When diagnostics contain errors but parsing got to the end, `root` is still returned (best effort:
/// duplicates keep their first value, an undefined alias reads as null, an invalid merge is skipped), so
/// later stages can report more problems in one run. `root` is `nil` after a syntax, encoding or limit
/// error, and for an empty file.
package enum YAMLLoader {
    /// Reads and parses the file at `path`.
    /// - Parameters:
    ///   - path: The file's path; it is used as given in every location.
    ///   - kind: What the file is, for the messages.
    ///   - limits: Bounds on alias expansion and nesting (the defaults suit specs of any realistic size).
    ///   - diagnostics: Receives every problem found; for a file that cannot be read, see ``read(file:kind:diagnostics:)``.
    /// - Returns: The document's root node, or `nil` when the file could not be read or parsed.
    package static func load(
        file path: String,
        kind: InputKind,
        limits: Limits = .default,
        diagnostics: inout DiagnosticCollector
    ) -> YAMLNode? {
        guard let bytes = read(file: path, kind: kind, diagnostics: &diagnostics) else { return nil }
        return parse(bytes, path: path, kind: kind, limits: limits, diagnostics: &diagnostics)
    }

    /// The bytes of the file at `path`, or `nil` when it cannot be read: a missing file, a directory or an unreadable
    /// file is `yaml.unreadableFile` with no location, its message naming the kind of input, the path and the plain
    /// reason (`cannot read payload file 'p.json': no such file`).
    package static func read(file path: String, kind: InputKind, diagnostics: inout DiagnosticCollector) -> [UInt8]? {
        switch FileContents.read(path) {
        case .success(let bytes):
            return bytes
        case .failure(let failure):
            diagnostics.append(.error(.unreadableFile, "cannot read \(kind.noun) '\(path)': \(failure.reason)", at: nil))
            return nil
        }
    }

    /// Parses the bytes of a file.
    /// - Parameters:
    ///   - bytes: The file's contents, expected to be UTF-8 (a UTF-8 byte-order mark is allowed).
    ///   - path: The file's path, used only in locations.
    ///   - kind: What the file is, for the messages.
    ///   - limits: Bounds on alias expansion and nesting.
    ///   - diagnostics: Receives every problem found, in the order found.
    /// - Returns: The document's root node (see the type's documentation for when it is `nil`).
    package static func parse(
        _ bytes: [UInt8],
        path: String,
        kind: InputKind,
        limits: Limits = .default,
        diagnostics: inout DiagnosticCollector
    ) -> YAMLNode? {
        guard let text = utf8Text(bytes, path: path, kind: kind, diagnostics: &diagnostics) else { return nil }
        if let line = mergeConflictLine(in: text) {
            diagnostics.append(.error(.mergeConflict,
                "merge conflict markers ('<<<<<<<' here, then '=======' and '>>>>>>>'): finish the merge by keeping one "
                    + "side or combining both, then run the generator again",
                at: SourceLocation(file: path, line: line, column: 1)))
            return nil
        }
        // JSON (an OpenAPI document, a sample) may escape characters beyond the Basic Multilingual Plane as
        // surrogate pairs, which libyaml refuses.
        let readable = JSONSyntax.firstError(in: text) == nil ? JSONSyntax.withSurrogatePairsAsYAMLEscapes(text) : text
        return build(readable, path: path, kind: kind, limits: limits, diagnostics: &diagnostics)
    }

    /// The line (1-based) of the first `<<<<<<<` merge conflict marker in `text` when a `>>>>>>>` marker follows it,
    /// as git writes them: each at the start of a line, alone or followed by a space and a label. A file with only
    /// one of them is left to the YAML parser (a block scalar may hold such a line).
    static func mergeConflictLine(in text: [UInt8]) -> Int? {
        let lines = text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        func isMarker(_ line: ArraySlice<UInt8>, _ byte: UInt8) -> Bool {
            guard line.starts(with: repeatElement(byte, count: 7)) else { return false }
            let rest = line.dropFirst(7)
            return rest.isEmpty || rest.first == UInt8(ascii: " ") || rest.first == UInt8(ascii: "\r")
        }
        guard let start = lines.firstIndex(where: { isMarker($0, UInt8(ascii: "<")) }),
              lines[(start + 1)...].contains(where: { isMarker($0, UInt8(ascii: ">")) })
        else { return nil }
        return start + 1
    }

    /// Parses the bytes of a JSON file (a payload) into the same tree, after checking that they are JSON
    /// as RFC 8259 defines it: a single-quoted string, a comment, a bare word or a trailing comma, which YAML would
    /// accept, is an error (`json.syntax`) at its line and column.
    /// - Parameters: As for ``parse(_:path:kind:limits:diagnostics:)``.
    /// - Returns: The root node, or `nil` when the text is not UTF-8 JSON or the loader found an error.
    package static func parseJSON(
        _ bytes: [UInt8],
        path: String,
        kind: InputKind,
        limits: Limits = .default,
        diagnostics: inout DiagnosticCollector
    ) -> YAMLNode? {
        guard let text = utf8Text(bytes, path: path, kind: kind, diagnostics: &diagnostics) else { return nil }
        if let problem = JSONSyntax.firstError(in: text) {
            let position = YAMLTextEncoding.position(ofByte: problem.offset, in: text)
            diagnostics.append(.error(.jsonSyntax, "not JSON: \(problem.message)",
                at: SourceLocation(file: path, line: position.line, column: position.column)))
            return nil
        }
        return build(
            JSONSyntax.withSurrogatePairsAsYAMLEscapes(text), path: path, kind: kind, limits: limits, diagnostics: &diagnostics)
    }

    /// The bytes without a UTF-8 byte-order mark, or `nil` (with an error) when they are not UTF-8: another
    /// encoding's byte-order mark, UTF-16 or UTF-32 recognised by its zero bytes, or invalid UTF-8.
    private static func utf8Text(
        _ bytes: [UInt8], path: String, kind: InputKind, diagnostics: inout DiagnosticCollector
    ) -> [UInt8]? {
        var text = bytes
        switch YAMLTextEncoding.byteOrderMark(of: bytes) {
        case .none:
            if let encodingName = YAMLTextEncoding.wideEncodingWithoutByteOrderMark(of: bytes) {
                diagnostics.append(.error(.unsupportedEncoding,
                    "file is not UTF-8 (looks like \(encodingName), without a byte-order mark); \(kind.plural) must be UTF-8",
                    at: .start(of: path)
                ))
                return nil
            }
        case .utf8:
            diagnostics.append(.warning(.utf8ByteOrderMark,
                "file starts with a UTF-8 byte-order mark; it is ignored",
                at: .start(of: path)
            ))
            text.removeFirst(YAMLTextEncoding.ByteOrderMark.utf8.byteCount)
        case .other(let encodingName):
            diagnostics.append(.error(.unsupportedEncoding,
                "\(kind.plural) must be UTF-8; this file starts with a \(encodingName) byte-order mark",
                at: .start(of: path)
            ))
            return nil
        }

        if let offset = YAMLTextEncoding.firstInvalidUTF8Offset(in: text) {
            let position = YAMLTextEncoding.position(ofByte: offset, in: text)
            let byte = String(text[offset], radix: 16, uppercase: true)
            diagnostics.append(.error(.invalidUTF8,
                "invalid UTF-8 byte 0x\(byte.count < 2 ? "0" + byte : byte); \(kind.plural) must be UTF-8",
                at: SourceLocation(file: path, line: position.line, column: position.column)
            ))
            return nil
        }

        return text
    }

    private static func build(
        _ text: [UInt8], path: String, kind: InputKind, limits: Limits, diagnostics: inout DiagnosticCollector
    ) -> YAMLNode? {
        let reader = YAMLEventReader(bytes: text, path: path, givesSpecHints: kind == .specFile)
        return YAMLTreeBuilder.build(from: reader, path: path, kind: kind, limits: limits, diagnostics: &diagnostics)
    }
}
