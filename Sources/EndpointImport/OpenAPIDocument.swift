import EndpointSpec
import Foundation

/// A JSON pointer (RFC 6901) in the fragment form OpenAPI uses in `$ref`s and the importer uses in warnings:
/// `#/paths/~1files~1{file_id}/get/parameters/2`.
package struct JSONPointer: Sendable, Hashable, CustomStringConvertible {
    package var tokens: [String]

    package init(_ tokens: [String] = []) { self.tokens = tokens }

    /// Parses the fragment of a reference (`/components/schemas/User`, with or without `#`; percent-encoding from
    /// URI form is decoded first, then `~1` and `~0`, in RFC 6901's order).
    package init?(fragment: String) {
        var text = fragment.hasPrefix("#") ? String(fragment.dropFirst()) : fragment
        text = text.removingPercentEncoding ?? text
        if text.isEmpty { self.init(); return }
        guard text.hasPrefix("/") else { return nil }
        self.init(text.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        })
    }

    package func appending(_ token: String) -> JSONPointer { JSONPointer(tokens + [token]) }
    package func appending(_ index: Int) -> JSONPointer { JSONPointer(tokens + [String(index)]) }

    package var description: String {
        "#" + tokens.map { "/" + $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1") }.joined()
    }
}

/// A node of an OpenAPI document with the file it is in and its pointer there.
struct DocumentNode {
    var node: YAMLNode
    var file: String
    var pointer: JSONPointer
}

/// OpenAPI documents (the one imported and those its `$ref`s name), read with libyaml (JSON is YAML), and
/// reference resolution over them.
///
/// Scope of references (docs/import.md): local references (`#/components/schemas/User`), and references to other
/// files relative to the referring document (`common.yaml#/components/schemas/Error`, `user.json`); references by
/// URL are not followed, and absolute paths are refused.
struct DocumentSet {
    private static let limits = YAMLLoader.Limits(maxNodes: 20_000_000, maxDepth: 256)

    private(set) var roots: [String: YAMLNode] = [:]
    /// Files a reference names that cannot be read, with why (each file is read once).
    private var unreadable: [String: (reason: String, notes: [Diagnostic.Note])] = [:]
    /// What loading the imported document and the files references name found (a byte-order mark, say); the
    /// errors of a file a reference names are notes of the error at that reference instead.
    private(set) var diagnostics = DiagnosticCollector()

    /// Loads the imported document at `path`; `nil` (with diagnostics) when it cannot be read or parsed.
    mutating func load(_ path: String) -> YAMLNode? {
        if let root = roots[path] { return root }
        let root = YAMLLoader.load(file: path, kind: .openAPIDocument(path), limits: Self.limits, diagnostics: &diagnostics)
        if let root { roots[path] = root }
        return root
    }

    /// What a `$ref` in `file` points at.
    enum Resolution {
        case node(DocumentNode)
        /// A reference by URL, which the importer does not follow (docs/import.md, "References"); the reason.
        case notFollowed(String)
        /// A reference to nothing the importer can read (an absolute path, a file that does not exist, is a
        /// directory or does not parse, a pointer to nothing): why, following "cannot follow '<reference>': ", and
        /// what the file's loading found.
        case broken(String, notes: [Diagnostic.Note] = [])
    }

    /// Whether `reference` names a URL (`https://example.com/schemas.yaml#/User`), which is not followed.
    static func isURL(_ reference: String) -> Bool {
        reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0].contains("://")
    }

    mutating func resolve(_ reference: String, from file: String) -> Resolution {
        if Self.isURL(reference) { return .notFollowed("references by URL ('\(reference)') are not followed") }
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        // A `$ref` is a URI reference (RFC 3986): `my%20file.yaml` names the file `my file.yaml`.
        let filePart = parts[0].removingPercentEncoding ?? parts[0]
        guard let pointer = JSONPointer(fragment: parts.count > 1 ? parts[1] : "") else {
            return .broken("'#\(parts.count > 1 ? parts[1] : "")' is not a JSON pointer")
        }
        var target = file
        if !filePart.isEmpty {
            // Another file is named relative to the referring document, so that the document imports the same way
            // wherever it is checked out; an absolute path would read whatever that machine has there.
            if filePart.hasPrefix("/") {
                return .broken("an absolute path is not followed; name another file by its path relative to the referring document")
            }
            target = Self.resolvePath(filePart, relativeTo: file)
            if let problem = loadReferenced(target) { return .broken("'\(target)' \(problem.reason)", notes: problem.notes) }
        }
        guard var node = roots[target] else { return .broken("'\(target)' cannot be read") }
        for token in pointer.tokens {
            if let next = node[token] {
                node = next
            } else if let items = node.sequence, let index = Int(token), items.indices.contains(index) {
                node = items[index]
            } else {
                return .broken("it points at nothing")
            }
        }
        return .node(DocumentNode(node: node, file: target, pointer: pointer))
    }

    /// Loads the file at `path`, which a reference names, into ``roots``; why it cannot be, if it cannot.
    private mutating func loadReferenced(_ path: String) -> (reason: String, notes: [Diagnostic.Note])? {
        if roots[path] != nil { return nil }
        if let problem = unreadable[path] { return problem }
        var found = DiagnosticCollector()
        let problem: (reason: String, notes: [Diagnostic.Note])
        switch FileContents.read(path) {
        case .failure(let unreadableFile):
            problem = ("cannot be read: \(unreadableFile.reason)", [])
        case .success(let bytes):
            if let root = YAMLLoader.parse(bytes, path: path, kind: .openAPIDocument(path), limits: Self.limits, diagnostics: &found),
               !found.hasErrors {
                roots[path] = root
                diagnostics.append(contentsOf: found)
                return nil
            }
            // The file's own errors (a YAML syntax error, text that is not UTF-8) say where it goes wrong.
            problem = ("is not a YAML or JSON document", found.sorted.flatMap { diagnostic in
                [Diagnostic.Note(diagnostic.message, at: diagnostic.location)] + diagnostic.notes
            })
        }
        unreadable[path] = problem
        return problem
    }

    /// The path of `relative` (a reference's file part) from the directory of `file`, with `.` and `..` segments
    /// removed lexically, so that one file reached by different routes (`sub/../a.yaml`, `a.yaml`) is one document
    /// and a cycle of references across directories closes. Foundation's `standardizingPath` keeps `..` in a
    /// relative path. A leading `..` that has nothing to remove stays.
    static func resolvePath(_ relative: String, relativeTo file: String) -> String {
        let directory = (file as NSString).deletingLastPathComponent
        let joined = directory.isEmpty ? relative : directory + "/" + relative
        var segments: [Substring] = []
        for segment in joined.split(separator: "/", omittingEmptySubsequences: true) {
            switch segment {
            case ".":
                continue
            case "..":
                if let last = segments.last, last != ".." {
                    segments.removeLast()
                } else if !joined.hasPrefix("/") {
                    segments.append(segment)
                }
            default:
                segments.append(segment)
            }
        }
        let path = segments.joined(separator: "/")
        return joined.hasPrefix("/") ? "/" + path : path
    }
}

extension YAMLNode {
    /// The scalar text, unless null.
    var text: String? {
        guard let scalar, !scalar.isNull else { return nil }
        return scalar.text
    }

    /// `true` for a plain `true`.
    var isTrue: Bool { scalar.map { $0.style == .plain && $0.text == "true" } ?? false }

    /// Keys and values of a mapping (empty otherwise).
    var pairs: [(key: String, value: YAMLNode)] {
        (mapping ?? []).compactMap { pair in pair.key.scalar.map { ($0.text, pair.value) } }
    }
}
