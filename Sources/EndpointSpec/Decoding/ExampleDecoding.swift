import Foundation

/// Keys of an endpoint's `example:` mapping (spec format §4, "Examples"): each message inline, or from a file.
let endpointExampleKeys = ["response", "response_file", "body", "body_file", "errors", "error_files"]

extension SpecDecoder {
    /// The example a mapping gives under `inlineKey` (a value written in the spec) or `fileKey` (the path of a JSON
    /// file, relative to the spec's directory); `nil` when it gives neither, or after reporting why it is unusable.
    mutating func decodeExample(
        in node: YAMLNode, inlineKey: String = "example", fileKey: String = "example_file", what: String
    ) -> ExampleDefinition? {
        decodeExample(inline: node[inlineKey], file: node[fileKey], inlineKey: inlineKey, fileKey: fileKey, what: what)
    }

    /// One example from its two possible spellings, at most one of which may be given.
    mutating func decodeExample(
        inline: YAMLNode?, file: YAMLNode?, inlineKey: String, fileKey: String, what: String
    ) -> ExampleDefinition? {
        if let inline, let file {
            reader.diagnostics.error(.conflictingExamples,
                "\(what) has both '\(inlineKey)' and '\(fileKey)'; give the example one way", at: file.location,
                notes: [.init("'\(inlineKey)' is given here", at: inline.location)])
            return nil
        }
        if let inline {
            return ExampleDefinition(value: ExampleDefinition.normalizedInline(inline), source: .inline, location: inline.location)
        }
        guard let file, let written = reader.nonEmptyString(file, what: "\(fileKey) of \(what)") else { return nil }
        if let refusal = SpecLoader.examplePathRefusal(written, from: path, specsRoots: specsRoots) {
            reader.diagnostics.error(.examplePathNotAllowed,
                "cannot read example file '\(written)' of \(what): \(refusal)", at: file.location)
            return nil
        }
        let resolved = Self.examplePath(written, nextTo: path)
        let bytes: [UInt8]
        switch FileContents.read(resolved) {
        case .success(let read):
            bytes = read
            exampleFilesRead.insert(written)
        case .failure(let failure):
            reader.diagnostics.error(.unreadableExampleFile,
                "cannot read example file '\(written)' of \(what): \(failure.reason) (looked for '\(resolved)'; paths "
                    + "are relative to the spec's directory)",
                at: file.location)
            return nil
        }
        if bytes.allSatisfy({ [0x20, 0x0A, 0x0D, 0x09].contains($0) }) {
            reader.diagnostics.error(.emptyDocument, "example file '\(written)' of \(what) is empty", at: .start(of: resolved))
            return nil
        }
        var fileDiagnostics = DiagnosticCollector()
        let root = YAMLLoader.parseJSON(bytes, path: resolved, kind: .exampleFile, diagnostics: &fileDiagnostics)
        reader.diagnostics.append(contentsOf: fileDiagnostics)
        guard let root, !fileDiagnostics.hasErrors else { return nil }
        return ExampleDefinition(value: root, source: .file(path: resolved), location: file.location)
    }

    /// `example:` of an endpoint: `response`, `body` and `errors` (by exact status), each inline or from a file.
    mutating func decodeEndpointExamples(_ node: YAMLNode, into endpoint: inout EndpointDefinition) {
        let what = "endpoint '\(endpoint.name)'"
        guard reader.mapping(node, allowed: endpointExampleKeys, what: "the example of \(what)") != nil else { return }
        endpoint.responseExample = decodeExample(
            in: node, inlineKey: "response", fileKey: "response_file", what: "the response example of \(what)")
        endpoint.bodyExample = decodeExample(
            in: node, inlineKey: "body", fileKey: "body_file", what: "the body example of \(what)")
        var inline: [Int: YAMLNode] = [:]
        var files: [Int: YAMLNode] = [:]
        for key in ["errors", "error_files"] {
            guard let errorsNode = node[key], let pairs = reader.mapping(errorsNode, what: "'\(key)' of the example of \(what)") else {
                continue
            }
            for pair in pairs {
                guard let status = decodeExampleStatus(pair.key) else { continue }
                if key == "errors" { inline[status] = pair.value } else { files[status] = pair.value }
            }
        }
        for status in Set(inline.keys).union(files.keys).sorted() {
            let example = decodeExample(
                inline: inline[status], file: files[status], inlineKey: "errors: \(status)", fileKey: "error_files: \(status)",
                what: "the \(status) error example of \(what)")
            if let example { endpoint.errorExamples[status] = example }
        }
    }

    /// A key of `errors`/`error_files` in an endpoint's example: one exact status outside 200–299.
    private mutating func decodeExampleStatus(_ key: YAMLNode) -> Int? {
        guard let text = key.scalar?.text, text.count == 3, let status = Int(text), (100...599).contains(status),
            !(200...299).contains(status)
        else {
            reader.diagnostics.error(.invalidExampleStatus,
                "'\(key.scalar?.text ?? key.kindDescription)' is not an error status: an error example is keyed by one "
                    + "HTTP status from 100 to 599 outside 200–299, such as 404", at: key.location)
            return nil
        }
        return status
    }

    /// `written` resolved against the directory of the spec at `specPath`; relative paths stay relative
    /// (`specs/pets.yaml` + `examples/pet.json` → `specs/examples/pet.json`).
    static func examplePath(_ written: String, nextTo specPath: String) -> String {
        guard !written.hasPrefix("/"), let slash = specPath.lastIndex(of: "/") else { return written }
        return String(specPath[...slash]) + written
    }
}
