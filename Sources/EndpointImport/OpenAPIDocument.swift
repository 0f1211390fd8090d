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
package struct DocumentSet {
    private static let limits = YAMLLoader.Limits(maxNodes: 20_000_000, maxDepth: 256)

    private(set) var roots: [String: YAMLNode] = [:]
    /// The imported document's path (as ``load(_:)`` was given it).
    private(set) var mainPath = ""
    /// The real path (symbolic links resolved) of the directory every file a reference names lies inside: the
    /// imported document's, or the one `--references-root` gives (docs/import.md, "References").
    private var rootDirectory = ""
    /// The path each file was first read by, by its real path.
    private var pathsByRealPath: [String: String] = [:]
    /// Files a reference names that cannot be read, with why (each file is read once).
    private var unreadable: [String: (reason: String, notes: [Diagnostic.Note])] = [:]
    /// What loading the imported document and the files references name found (a byte-order mark, say); the
    /// errors of a file a reference names are notes of the error at that reference instead.
    private(set) var diagnostics = DiagnosticCollector()

    /// Loads the imported document at `path`; `nil` (with diagnostics) when it cannot be read or parsed. Files its
    /// references name must lie in `referencesRoot` (default: the document's directory).
    mutating func load(_ path: String, referencesRoot: String? = nil) -> YAMLNode? {
        if let root = roots[path] { return root }
        mainPath = path
        pathsByRealPath[Self.realPath(path)] = path
        rootDirectory = Self.realPath(referencesRoot ?? (path as NSString).deletingLastPathComponent)
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
            // The document's other files are in its directory tree, followed by their real path: neither `..` nor a
            // symbolic link (`pw.yaml -> /etc/passwd`) reads a file outside it, which would import differently on
            // another machine, if at all. A file reached by two routes (a link beside its target) is one document.
            let real = Self.realPath(target)
            guard Self.isInside(real, directory: rootDirectory) else {
                let through = real == target || real.hasSuffix("/" + target) ? "" : " (it is '\(real)')"
                return .broken("'\(target)' lies outside '\(rootDirectory)'\(through), the directory a document's other files "
                    + "are read from; reach them without '..' above it or a symbolic link out of it, or pass "
                    + "--references-root with a directory holding them all")
            }
            if let known = pathsByRealPath[real] { target = known } else { pathsByRealPath[real] = target }
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

    /// What `node` is in the structure of its file, when that file is an OpenAPI document (the imported one, or
    /// another holding `openapi`, `paths` or `components`): `nil` for a file of another kind, and where the
    /// structure does not say.
    func part(named node: DocumentNode) -> DocumentPart? {
        guard let root = roots[node.file], node.file == mainPath || DocumentPart.isDocumentRoot(root) else { return nil }
        let isWholeDocument = node.file == mainPath || root["openapi"] != nil || root["swagger"] != nil
        if node.pointer.tokens.isEmpty, !isWholeDocument {
            let parts = ["paths", "components", "webhooks"].filter { root[$0] != nil }.joined(separator: ", ")
            return .other("a file of parts of an OpenAPI document (\(parts))")
        }
        return DocumentPart.named(by: node.pointer)
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

    /// The absolute path of `path` (relative to the working directory) with `.`, `..` and symbolic links resolved
    /// as the system resolves them (a `..` after a link steps out of the link's target), also where the last links
    /// name nothing: Foundation's `resolvingSymlinksInPath` leaves a link to a missing file, and a path through a
    /// linked directory to a missing file, as written, which would hide where they lead.
    package static func realPath(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var resolved: [Substring] = []
        var pending = absolute.split(separator: "/", omittingEmptySubsequences: true)[...]
        var links = 0
        while let next = pending.popFirst() {
            if next == "." { continue }
            if next == ".." {
                _ = resolved.popLast()
                continue
            }
            let candidate = "/" + (resolved + [next]).joined(separator: "/")
            // A loop of links (more than the system's 40 hops) stops resolving; the file then cannot be read.
            if links < 40, let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: candidate) {
                links += 1
                if destination.hasPrefix("/") { resolved = [] }
                pending = destination.split(separator: "/", omittingEmptySubsequences: true)[...] + pending
            } else {
                resolved.append(next)
            }
        }
        return "/" + resolved.joined(separator: "/")
    }

    /// Whether the real path `path` is `directory` (a real path) or lies below it.
    static func isInside(_ path: String, directory: String) -> Bool {
        path == directory || path.hasPrefix(directory.hasSuffix("/") ? directory : directory + "/")
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

/// What a JSON pointer names in an OpenAPI document, by the structure OpenAPI 3 gives it (§4.8): the document, its
/// `paths`, a path item, an operation, a schema, a map of schemas…. A reference is checked against it
/// (`SchemaConverter.follow(_:as:)`): `$ref: "#"` or `base.yaml#/paths` where a schema belongs names no schema,
/// although the mapping it names has a schema's outward shape.
indirect enum DocumentPart: Equatable {
    case document, components, paths, pathItem, operation, parameter, requestBody, responses, response, content
    case mediaType, encoding, header, example, callback, schema
    /// A map or list whose entries are all `element` (`components/schemas`, an operation's `parameters`).
    case collection(of: DocumentPart, what: String)
    /// Anything else (`info`, a schema's `type`, an example's `value`): what it is, for the message.
    case other(String)

    /// Whether a file's root is an OpenAPI document (or a piece of one holding `paths` or `components`), so that a
    /// pointer into it names a part of that structure. Any other root (a schema of its own, a file of schemas by
    /// name) is what its references make of it.
    static func isDocumentRoot(_ root: YAMLNode) -> Bool {
        ["openapi", "swagger", "paths", "components", "webhooks"].contains { root[$0] != nil }
    }

    /// What `pointer` names in a document whose root is ``document``; `nil` when the structure does not say
    /// (an extension `x-…`, a key OpenAPI does not define there): such a target is taken for what the reference
    /// needs.
    static func named(by pointer: JSONPointer) -> DocumentPart? {
        var part = DocumentPart.document
        for token in pointer.tokens {
            guard let next = part.child(token) else { return nil }
            part = next
        }
        return part
    }

    /// The part under `token`.
    private func child(_ token: String) -> DocumentPart? {
        if token.hasPrefix("x-") { return nil }
        switch self {
        case .collection(let element, _): return element
        case .other(let what): return .other(what.hasPrefix("a part of ") ? what : "a part of " + what)
        case .document:
            switch token {
            case "paths": return .paths
            case "webhooks": return .collection(of: .pathItem, what: "the document's webhooks (a map of path items)")
            case "components": return .components
            case "info", "servers", "security", "tags", "externalDocs", "openapi", "jsonSchemaDialect", "$self":
                return .other("the document's '\(token)'")
            default: return nil
            }
        case .components:
            switch token {
            case "schemas": return .collection(of: .schema, what: "a map of schemas (components/schemas)")
            case "responses": return .collection(of: .response, what: "a map of responses (components/responses)")
            case "parameters": return .collection(of: .parameter, what: "a map of parameters (components/parameters)")
            case "examples": return .collection(of: .example, what: "a map of examples (components/examples)")
            case "requestBodies": return .collection(of: .requestBody, what: "a map of request bodies (components/requestBodies)")
            case "headers": return .collection(of: .header, what: "a map of headers (components/headers)")
            case "callbacks": return .collection(of: .callback, what: "a map of callbacks (components/callbacks)")
            case "pathItems": return .collection(of: .pathItem, what: "a map of path items (components/pathItems)")
            case "mediaTypes": return .collection(of: .mediaType, what: "a map of media types (components/mediaTypes)")
            case "securitySchemes", "links": return .other("the components' '\(token)'")
            default: return nil
            }
        case .paths, .callback:
            return .pathItem
        case .pathItem:
            switch token {
            case "get", "put", "post", "delete", "options", "head", "patch", "trace", "query": return .operation
            case "additionalOperations": return .collection(of: .operation, what: "a map of operations (additionalOperations)")
            case "parameters": return .collection(of: .parameter, what: "a list of parameters")
            case "$ref", "summary", "description", "servers": return .other("a path item's '\(token)'")
            default: return nil
            }
        case .operation:
            switch token {
            case "parameters": return .collection(of: .parameter, what: "a list of parameters")
            case "requestBody": return .requestBody
            case "responses": return .responses
            case "callbacks": return .collection(of: .callback, what: "a map of callbacks")
            case "tags", "summary", "description", "externalDocs", "operationId", "deprecated", "security", "servers":
                return .other("an operation's '\(token)'")
            default: return nil
            }
        case .parameter, .header:
            switch token {
            case "schema": return .schema
            case "content": return .content
            case "examples": return .collection(of: .example, what: "a map of examples")
            default: return .other("\(self == .parameter ? "a parameter" : "a header")'s '\(token)'")
            }
        case .requestBody:
            return token == "content" ? .content : .other("a request body's '\(token)'")
        case .responses:
            return .response
        case .response:
            switch token {
            case "content": return .content
            case "headers": return .collection(of: .header, what: "a map of headers")
            default: return .other("a response's '\(token)'")
            }
        case .content:
            return .mediaType
        case .mediaType:
            switch token {
            case "schema", "itemSchema": return .schema
            case "examples": return .collection(of: .example, what: "a map of examples")
            case "encoding": return .collection(of: .encoding, what: "a map of encodings")
            case "example": return .other("a media type's example")
            default: return nil
            }
        case .encoding:
            switch token {
            case "headers": return .collection(of: .header, what: "a map of headers")
            case "encoding": return .collection(of: .encoding, what: "a map of encodings")
            default: return .other("an encoding's '\(token)'")
            }
        case .example:
            return .other("an example's '\(token)'")
        case .schema:
            switch token {
            case "properties", "patternProperties", "$defs", "definitions", "dependentSchemas":
                return .collection(of: .schema, what: "a map of schemas (a schema's '\(token)')")
            case "allOf", "oneOf", "anyOf", "prefixItems":
                return .collection(of: .schema, what: "a list of schemas (a schema's '\(token)')")
            case "items", "additionalProperties", "not", "if", "then", "else", "contains", "propertyNames",
                 "unevaluatedItems", "unevaluatedProperties", "additionalItems", "contentSchema":
                return .schema
            case "dependencies": return nil
            default: return .other("a schema's '\(token)'")
            }
        }
    }

    /// The part as the error names it.
    var description: String {
        switch self {
        case .document: "the whole OpenAPI document"
        case .components: "the document's components"
        case .paths: "the document's paths"
        case .pathItem: "a path item"
        case .operation: "an operation"
        case .parameter: "a parameter"
        case .requestBody: "a request body"
        case .responses: "an operation's responses"
        case .response: "a response"
        case .content: "a content map (media types)"
        case .mediaType: "a media type"
        case .encoding: "an encoding"
        case .header: "a header"
        case .example: "an example"
        case .callback: "a callback"
        case .schema: "a schema"
        case .collection(_, let what), .other(let what): what
        }
    }
}
