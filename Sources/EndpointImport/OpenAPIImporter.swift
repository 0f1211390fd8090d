import EndpointNaming
import EndpointSpec
import Foundation
import PayloadCheck

/// Converts an OpenAPI 3.0/3.1 document (YAML or JSON) into spec files (docs/import.md).
///
/// What the spec format cannot say is a warning naming the JSON pointer
/// (`#/paths/~1files~1{file_id}/get/parameters/2`) and what was done instead; the specs written always lint clean.
package struct OpenAPIImporter {
    package struct Options: Sendable {
        /// The `api` name; by default the document's `info.title` in UpperCamelCase.
        package var apiName: String?
        /// One spec per tag (`--split-by tag`), sharing the models of a spec of models only.
        package var splitByTag = false
        /// How the first line of each spec names the document (``ImportHeader``); by default its file name.
        /// `generator import` gives its path relative to the directory the specs go into, which tells the specs of
        /// this document from those of another with the same title.
        package var documentName: String?
        /// The directory every file a reference names must lie in, by real path (`--references-root`); by default the
        /// document's own directory (docs/import.md, "References").
        package var referencesRoot: String?

        package init(apiName: String? = nil, splitByTag: Bool = false, documentName: String? = nil, referencesRoot: String? = nil) {
            self.apiName = apiName
            self.splitByTag = splitByTag
            self.documentName = documentName
            self.referencesRoot = referencesRoot
        }
    }

    /// A spec file to write.
    package struct File: Sendable, Hashable {
        /// The file name (`spotify-web-api.yaml`).
        package var name: String
        package var text: String
    }

    package struct Result: Sendable {
        /// The spec files, models spec first when split; empty after an error.
        package var files: [File]
        /// Warnings for what could not be expressed; errors when the document cannot be read.
        package var diagnostics: [Diagnostic]
        package var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
    }

    package var options: Options

    package init(options: Options = Options()) {
        self.options = options
    }

    /// Imports the document at `path`.
    package func importDocument(at path: String) -> Result {
        var documents = DocumentSet()
        guard let root = documents.load(path, referencesRoot: options.referencesRoot) else { return Result(files: [], diagnostics: documents.diagnostics.items) }
        let rootNode = DocumentNode(node: root, file: path, pointer: JSONPointer())
        guard let version = root["openapi"]?.text, version.hasPrefix("3.") else {
            let found = root["swagger"] != nil ? "a Swagger 2.0 document" : "no 'openapi: 3.x' version"
            return Result(files: [], diagnostics: documents.diagnostics.items + [
                .error(.notOpenAPI3, "\(found); only OpenAPI 3 documents (3.0, 3.1, 3.2) are imported", at: root.location),
            ])
        }
        var versionWarnings: [Diagnostic] = []
        if !["3.0", "3.1", "3.2"].contains(where: { version == $0 || version.hasPrefix($0 + ".") }) {
            versionWarnings.append(.warning(.importNewerVersion,
                "OpenAPI \(version) is newer than the versions the importer knows (3.0, 3.1, 3.2); read as 3.2, what "
                    + "is new in it is left out without a warning", at: root["openapi"]?.location ?? root.location))
        }
        let shapeErrors = Self.shapeErrors(of: root)
        guard shapeErrors.isEmpty else { return Result(files: [], diagnostics: documents.diagnostics.items + shapeErrors) }
        var session = ImportSession(
            options: options, root: rootNode, converter: SchemaConverter(documents: documents, mainFile: path))
        let files = session.run(documentName: options.documentName ?? (path as NSString).lastPathComponent, version: version)
        var diagnostics = DiagnosticCollector(
            session.converter.documents.diagnostics.items + versionWarnings + session.converter.diagnostics)
        guard !diagnostics.hasErrors else {
            // A reference that cannot be followed: nothing is written, and the errors are the report (the warnings
            // would describe specs that are not written).
            return Result(files: [], diagnostics: diagnostics.sorted.filter { $0.severity == .error })
        }
        if files.isEmpty {
            // A spec needs endpoints or models: rather no file than one that does not lint.
            diagnostics.append(.error(.nothingToImport,
                "the document has no operation and no schema the spec format can express (the warnings say what is "
                    + "left out); no spec is written", at: root.location))
        }
        return Result(files: files, diagnostics: diagnostics.sorted)
    }
}

/// The first line of every spec file the importer writes (docs/import.md), which names the document it was imported
/// from: `# Imported by endpoint-generator from ../pets.yaml (OpenAPI 3.0.3); docs/import.md`. `generator import`
/// replaces only a spec whose first line names the document it imports.
package enum ImportHeader {
    /// How the line starts; a file that does not start so was not written by the importer.
    package static let marker = "# Imported by endpoint-generator"

    /// The line without its `# `.
    static func text(documentName: String, version: String) -> String {
        "\(marker.dropFirst(2)) from \(documentName) (OpenAPI \(version)); docs/import.md"
    }

    /// The document the first line of `spec` names, when the importer wrote it.
    package static func documentName(in spec: String) -> String? {
        let line = spec.prefix { $0 != "\n" && $0 != "\r" }
        guard line.hasPrefix(marker + " from "), let version = line.range(of: " (OpenAPI ", options: .backwards) else { return nil }
        let start = line.index(line.startIndex, offsetBy: marker.count + " from ".count)
        return start <= version.lowerBound ? String(line[start..<version.lowerBound]) : nil
    }
}

extension OpenAPIImporter {
    /// The parts of the document the importer reads whose shape is not OpenAPI's (OpenAPI 3, §4.8): `paths`,
    /// `webhooks`, `components` and `components/schemas` that are not mappings, a path item or an operation that is
    /// not a mapping, a schema that is neither a mapping nor a boolean (3.1). Each is an `import.invalidDocument`
    /// error at the node: reading past it would leave out or misread what it holds without a word.
    static func shapeErrors(of root: YAMLNode) -> [Diagnostic] {
        var check = ShapeCheck()
        let paths = JSONPointer(["paths"])
        for (path, item) in check.mapping(root["paths"], paths) {
            check.pathItem(item, paths.appending(path))
        }
        for (name, item) in check.mapping(root["webhooks"], JSONPointer(["webhooks"])) {
            check.pathItem(item, JSONPointer(["webhooks", name]))
        }
        let components = JSONPointer(["components"])
        let parts = check.mapping(root["components"], components)
        for (name, schema) in check.mapping(parts.first { $0.key == "schemas" }?.value, components.appending("schemas")) {
            check.schema(schema, components.appending("schemas").appending(name))
        }
        for (name, item) in check.mapping(parts.first { $0.key == "pathItems" }?.value, components.appending("pathItems")) {
            check.pathItem(item, components.appending("pathItems").appending(name))
        }
        return check.errors
    }
}

/// Walks the parts of an OpenAPI document the importer reads and records each whose shape is not OpenAPI's, as an
/// `import.invalidDocument` error at the node (OpenAPI 3, §4.8: path items, operations, parameters, request bodies,
/// responses, media types, schemas). A `$ref` stands for its target, which is checked when the importer follows the
/// reference (`SchemaConverter.follow(_:as:)`), in another file too.
struct ShapeCheck {
    var errors: [Diagnostic] = []

    /// The pairs of a mapping; an error (and none) for anything but a mapping or null.
    mutating func mapping(_ node: YAMLNode?, _ pointer: JSONPointer) -> [(key: String, value: YAMLNode)] {
        guard let node, !(node.scalar?.isNull ?? false) else { return [] }
        guard node.mapping != nil else {
            errors.append(.error(.invalidDocument, "\(pointer) must be a mapping, not \(node.kindDescription)", at: node.location))
            return []
        }
        return node.pairs
    }

    /// The items of a sequence; an error (and none) for anything but a sequence or null.
    mutating func sequence(_ node: YAMLNode?, _ pointer: JSONPointer) -> [YAMLNode] {
        guard let node, !(node.scalar?.isNull ?? false) else { return [] }
        guard let items = node.sequence else {
            errors.append(.error(.invalidDocument, "\(pointer) must be a sequence, not \(node.kindDescription)", at: node.location))
            return []
        }
        return items
    }

    mutating func pathItem(_ node: YAMLNode, _ pointer: JSONPointer) {
        for (key, value) in mapping(node, pointer) {
            if ImportSession.methods.contains(key) || key == "query" {
                operation(value, pointer.appending(key))
            } else if key == "parameters" {
                parameters(value, pointer.appending(key))
            } else if key == "additionalOperations" {
                for (method, operation) in mapping(value, pointer.appending(key)) { self.operation(operation, pointer.appending(key).appending(method)) }
            }
        }
    }

    mutating func operation(_ node: YAMLNode, _ pointer: JSONPointer) {
        let fields = mapping(node, pointer)
        func field(_ name: String) -> YAMLNode? { fields.first { $0.key == name }?.value }
        parameters(field("parameters"), pointer.appending("parameters"))
        if let body = field("requestBody") { content(of: body, pointer.appending("requestBody")) }
        for (status, response) in mapping(field("responses"), pointer.appending("responses")) {
            content(of: response, pointer.appending("responses").appending(status))
        }
    }

    mutating func parameters(_ node: YAMLNode?, _ pointer: JSONPointer) {
        for (index, item) in sequence(node, pointer).enumerated() { parameter(item, pointer.appending(index)) }
    }

    mutating func parameter(_ node: YAMLNode, _ pointer: JSONPointer) {
        let fields = mapping(node, pointer)
        if let schema = fields.first(where: { $0.key == "schema" })?.value { self.schema(schema, pointer.appending("schema")) }
    }

    /// What a reference followed in `role` names, checked as that part of a document.
    mutating func target(_ node: YAMLNode, _ pointer: JSONPointer, as role: SchemaConverter.ReferenceRole) {
        switch role {
        case .schema: schema(node, pointer)
        case .pathItem: pathItem(node, pointer)
        case .parameter: parameter(node, pointer)
        case .requestBody, .response: content(of: node, pointer)
        case .header, .example: _ = mapping(node, pointer)
        }
    }

    /// A request body or a response: a mapping whose `content` maps media types to mappings with a `schema`.
    mutating func content(of node: YAMLNode, _ pointer: JSONPointer) {
        let fields = mapping(node, pointer)
        let content = pointer.appending("content")
        for (type, media) in mapping(fields.first { $0.key == "content" }?.value, content) {
            let mediaFields = mapping(media, content.appending(type))
            if let schema = mediaFields.first(where: { $0.key == "schema" })?.value { self.schema(schema, content.appending(type).appending("schema")) }
        }
    }

    /// A schema: a mapping, or `true`/`false` (3.1); its subschemas (`properties`, `items`, `additionalProperties`,
    /// `allOf`/`oneOf`/`anyOf`) checked the same way, `required` a sequence.
    mutating func schema(_ node: YAMLNode, _ pointer: JSONPointer) {
        if let scalar = node.scalar, scalar.style == .plain, scalar.text == "true" || scalar.text == "false" { return }
        guard node.mapping != nil else {
            errors.append(.error(.invalidDocument, "\(pointer) must be a schema (a mapping, or true or false), not "
                + "\(node.kindDescription)", at: node.location))
            return
        }
        guard node["$ref"] == nil else { return }
        for (name, property) in mapping(node["properties"], pointer.appending("properties")) {
            schema(property, pointer.appending("properties").appending(name))
        }
        _ = sequence(node["required"], pointer.appending("required"))
        if let items = node["items"] { schema(items, pointer.appending("items")) }
        if let extra = node["additionalProperties"] { schema(extra, pointer.appending("additionalProperties")) }
        for key in ["allOf", "oneOf", "anyOf"] {
            for (index, part) in sequence(node[key], pointer.appending(key)).enumerated() { schema(part, pointer.appending(key).appending(index)) }
        }
    }
}

/// One import run.
struct ImportSession {
    let options: OpenAPIImporter.Options
    let root: DocumentNode
    var converter: SchemaConverter
    /// Where the examples of endpoints (their parameters, response, body and errors) were read, for warnings.
    var exampleSources: [ExampleChecker.Owner: ExampleOrigin] = [:]

    /// An operation and what the spec needs of it.
    struct Operation {
        var name: String
        var method: String
        var path: String
        var node: DocumentNode
        var pathItem: DocumentNode
        var tag: String?
    }

    static let methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    /// Why the spec format cannot take `path` as an endpoint's path, if it cannot (OpenAPI 3 §4.8.8.1: a path begins
    /// with a forward slash; path templating names each parameter once, and the query is not part of the path).
    static func pathProblem(_ path: String) -> String? {
        if !path.hasPrefix("/") { return "does not start with '/'" }
        let withoutFragment = path.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        if withoutFragment.contains("?") { return "contains a query ('?')" }
        var names: Set<Substring> = []
        for part in withoutFragment.split(separator: "{").dropFirst() {
            guard let name = part.split(separator: "}", maxSplits: 1, omittingEmptySubsequences: false).first else { continue }
            if !names.insert(name).inserted { return "names the placeholder '{\(name)}' twice" }
        }
        if let dot = PathSegment.dotSegments(in: String(withoutFragment)).first {
            return "has the dot segment '\(dot.segment)', which clients and servers remove"
        }
        return nil
    }

    /// The spec files of the document; none when it has neither an operation nor a schema to import.
    mutating func run(documentName: String, version: String) -> [OpenAPIImporter.File] {
        let title = root.node["info"]?["title"]?.text ?? "API"
        var apiName = options.apiName ?? SwiftName.upperCamel(title)
        if !SwiftName.isIdentifier(apiName) || apiName.first?.isUppercase != true { apiName = "API" }
        // A name the spec format refuses as a namespace (`Foundation`, `Swift`, `EndpointRuntime`) gets an `API` suffix.
        if forbiddenModelNames[apiName] != nil { apiName += "API" }
        let stem = WordSplitter.words(in: apiName).map { $0.lowercased() }.joined(separator: "-")

        // Operations first: their generated type names are reserved before models are named.
        let operations = collectOperations()
        converter.reserve(apiName, for: "the API's namespace")
        let modelsAPI = apiName + "Models"
        let modelsFile = stem + "-models.yaml"
        var tagSpecs: [TagSpec] = []
        if options.splitByTag {
            converter.reserve(modelsAPI, for: "the namespace of the shared models")
            let models = TagSpec(tag: "", api: modelsAPI, file: modelsFile)
            tagSpecs = self.tagSpecs(of: operations, apiName: apiName, stem: stem, models: models)
            for spec in tagSpecs { converter.reserve(spec.api, for: "the namespace of tag '\(spec.tag)'") }
        }
        for operation in operations {
            let stem = SwiftName.upperCamel(operation.name)
            for suffix in ["Request", "Response", "Body", "ViewModel"] {
                converter.reserve(stem + suffix, for: "a generated type of operation '\(operation.name)'")
            }
        }
        let schemas = root.appending("components").appending("schemas")
        for (key, value) in root.node["components"]?["schemas"]?.pairs ?? [] {
            _ = converter.registerModel(schemas.child(value, key), hint: key)
        }
        converter.convertPendingModels()

        // Endpoints, then the models they added (hoisted error shapes, external references).
        let security = securityPlan(operations)
        let auth = security.specAuth
        var endpointEntries: [(operation: Operation, entry: SpecEntry, errors: [SpecEntry])] = []
        for operation in operations {
            let (entry, errors) = endpointEntry(operation, security: security)
            endpointEntries.append((operation, entry, errors))
        }
        converter.convertPendingModels()
        converter.breakAliasCycles()
        converter.breakRequiredCycles()

        // Error rules every operation with errors shares go to the top of the spec.
        let withErrors = endpointEntries.filter { !$0.errors.isEmpty }
        var shared = withErrors.first?.errors ?? []
        for item in withErrors.dropFirst() { shared.removeAll { !item.errors.contains($0) } }
        func finished(_ item: (operation: Operation, entry: SpecEntry, errors: [SpecEntry])) -> SpecEntry {
            var entry = item.entry
            let own = item.errors.filter { !shared.contains($0) }
            if !own.isEmpty, case .map(var fields) = entry.value {
                fields.append(SpecEntry("errors", .map(own)))
                entry.value = .map(fields)
            }
            return entry
        }

        var models = converter.modelOrder.compactMap { converter.modelValues[$0.name] }
        guard !models.isEmpty || !endpointEntries.isEmpty else { return [] }
        var settings: [SpecEntry] = []
        if let baseURL = baseURL() { settings.append(SpecEntry("base_url", .string(baseURL))) }
        if let auth { settings.append(SpecEntry("auth", auth)) }
        if !shared.isEmpty { settings.append(SpecEntry("errors", .map(shared))) }
        let description = SchemaConverter.trimmed(root.node["info"]?["description"]?.text) ?? title

        // Examples are checked as lint checks them, against the imported types; one that does not fit is left out.
        var endpointValues = endpointEntries.map(\.entry)
        var document = [SpecEntry("api", .string(apiName)), SpecEntry("description", .string(description))] + settings
        if !models.isEmpty { document.append(SpecEntry("models", .map(models))) }
        if !endpointEntries.isEmpty { document.append(SpecEntry("endpoints", .map(endpointEntries.map(finished)))) }
        let loaded = leaveOutMisfittingExamples(in: document, path: stem + ".yaml", models: &models, endpoints: &endpointValues)
        // Every other example read and not carried is left out with the reason of its position.
        for (origin, reason) in converter.examples.leftOut {
            converter.warn(.importExampleLeftOut, origin, reason + "; left out")
        }
        for index in endpointEntries.indices { endpointEntries[index].entry = endpointValues[index] }
        let header = [ImportHeader.text(documentName: documentName, version: version)]

        guard options.splitByTag else {
            var entries = [SpecEntry("api", .string(apiName)), SpecEntry("description", .string(description))] + settings
            if !models.isEmpty { entries.append(SpecEntry("models", .map(models))) }
            if !endpointEntries.isEmpty { entries.append(SpecEntry("endpoints", .map(endpointEntries.map(finished)))) }
            return [OpenAPIImporter.File(name: stem + ".yaml", text: SpecYAMLWriter.document(entries, header: header))]
        }
        if let loaded { Self.markSentModelsMutable(&models, sentBy: loaded) }
        var files = [OpenAPIImporter.File(name: modelsFile, text: SpecYAMLWriter.document([
            SpecEntry("api", .string(modelsAPI)),
            SpecEntry("description", .string("Models of \(title), shared by the specs of its tags.")),
            SpecEntry("models", models.isEmpty ? .map([SpecEntry("Empty", .string("json"))]) : .map(models)),
        ], header: header))]
        for spec in tagSpecs {
            let entries = [
                SpecEntry("api", .string(spec.api)),
                SpecEntry("description", .string(spec.tag.isEmpty ? "Operations without a tag." : "\(title): \(spec.tag).")),
                SpecEntry("uses", .list([.string(modelsFile)])),
            ] + settings + [
                SpecEntry("endpoints", .map(endpointEntries.filter { ($0.operation.tag ?? "") == spec.tag }.map(finished))),
            ]
            files.append(OpenAPIImporter.File(name: spec.file, text: SpecYAMLWriter.document(entries, header: header)))
        }
        return files
    }

    // MARK: Split by tag

    /// The spec of one tag's operations (`--split-by tag`; `""`: those without a tag): its `api` and file name.
    struct TagSpec {
        var tag: String
        var api: String
        var file: String
    }

    /// The spec of each tag of `operations`, in the order the tags first appear, named after the tag
    /// (`<api>-<tag>.yaml`, `api: <Api><Tag>`). Two tags that would give one file or one `api` (`Pet Store` and
    /// `pet-store`, `Untagged` and the operations without a tag, `Models` and the shared models) would write one
    /// spec over the other: the later in document order gets the smallest free number (`pets-pet-store2.yaml`,
    /// `PetsPetStore2`) with an `import.renamed` warning at its first operation's `tags` (or at that operation).
    private mutating func tagSpecs(of operations: [Operation], apiName: String, stem: String, models: TagSpec) -> [TagSpec] {
        var specs: [TagSpec] = []
        // What took each file name and each `api`, for the warning.
        var fileOwners = [models.file: "the shared models"]
        var apiOwners = [models.api: "the shared models", apiName: "the API's namespace"]
        for operation in operations where !specs.contains(where: { $0.tag == (operation.tag ?? "") }) {
            let tag = operation.tag ?? ""
            let name = tag.isEmpty ? "Untagged" : tag
            let words = WordSplitter.words(in: name)
            let upper = apiName + SwiftName.upperCamel(name)
            let api = SwiftName.isIdentifier(upper) ? upper : apiName + "Tag"
            let file = stem + "-" + (words.isEmpty ? ["tag"] : words.map { $0.lowercased() }).joined(separator: "-")
            var spec = TagSpec(tag: tag, api: api, file: file + ".yaml")
            var counter = 2
            while fileOwners[spec.file] != nil || apiOwners[spec.api] != nil {
                spec = TagSpec(tag: tag, api: api + String(counter), file: file + String(counter) + ".yaml")
                counter += 1
            }
            let what = tag.isEmpty ? "the operations without a tag" : "tag '\(tag)'"
            if spec.api != api {
                let taken = fileOwners[file + ".yaml"].map { "'\(file).yaml' is taken by \($0)" }
                    ?? "'\(api)' is taken by \(apiOwners[api] ?? "another spec")"
                converter.warn(.importRenamed, tag.isEmpty ? operation.node : operation.node.appending("tags"),
                               "\(what) \(tag.isEmpty ? "are" : "is") imported as '\(spec.file)' (api \(spec.api)): \(taken)")
            }
            fileOwners[spec.file] = what
            apiOwners[spec.api] = what
            specs.append(spec)
        }
        return specs
    }

    // MARK: Mutability

    /// Marks `mutable: true` every model of the shared models spec that a request body of the document sends (spec
    /// format §3, "Mutability"): split by tag, the models spec has no endpoints, so without the mark every model
    /// would be immutable, bodies too. `api` is the whole API loaded as one spec, as it would be written unsplit.
    private static func markSentModelsMutable(_ models: inout [SpecEntry], sentBy api: APIDefinition) {
        let sent = ModelMutability.mutableModels(api.models, sentTypes: api.endpoints.flatMap(ModelMutability.sentTypes(of:)))
        for index in models.indices where sent.contains(models[index].key) {
            // Only an object model (long form, as the importer writes every one) takes the mark. An alias written
            // in long form (`{type: string, description: ...}`) is not a properties map: the models it names are
            // in `sent` themselves and marked on their own.
            guard case .map(let fields) = models[index].value,
                let properties = fields.firstIndex(where: { $0.key == "properties" })
            else { continue }
            var longForm = fields
            longForm.insert(SpecEntry("mutable", .plain("true")), at: properties)
            models[index].value = .map(longForm)
        }
    }

    // MARK: Examples

    /// Removes from `models` and `endpoints` every example of `document` (the spec as one file) that
    /// `ExampleChecker` finds not to fit, with an `import.exampleLeftOut` warning at the OpenAPI example, so the
    /// specs written still lint clean. When the document does not even load, every example is left out.
    /// - Returns: The document loaded as a spec (examples included), or `nil` when it does not load.
    @discardableResult
    private mutating func leaveOutMisfittingExamples(
        in document: [SpecEntry], path: String, models: inout [SpecEntry], endpoints: inout [SpecEntry]
    ) -> APIDefinition? {
        var loading = DiagnosticCollector()
        let text = SpecYAMLWriter.document(document)
        guard let api = SpecLoader.load(text: Array(text.utf8), path: path, diagnostics: &loading) else {
            var removed = false
            for index in models.indices { removed = Self.removeExamples(&models[index].value) || removed }
            for index in endpoints.indices { removed = Self.removeExamples(&endpoints[index].value) || removed }
            if removed {
                converter.warn(.importExampleLeftOut, root, "the examples could not be checked against the imported types; left out")
            }
            return nil
        }
        for owner in ExampleChecker.misfits(in: api) {
            // A property's example is found by its wire-name path, down through inline objects.
            let nested: (top: [String], path: [String], what: String)? = switch owner {
            case .property(let model, let path):
                ([model], path, "property '\(([model] + path).joined(separator: "."))'")
            case .responseProperty(let endpoint, let path):
                ([endpoint, "response"], path, "property '\(path.joined(separator: "."))' of the response of '\(endpoint)'")
            case .bodyProperty(let endpoint, let path):
                ([endpoint, "body", "type"], path, "property '\(path.joined(separator: "."))' of the request body of '\(endpoint)'")
            default: nil
            }
            if let nested {
                let removed = if case .property = owner {
                    Self.removePropertyExample(nested.path, at: nested.top, from: &models)
                } else {
                    Self.removePropertyExample(nested.path, at: nested.top, from: &endpoints)
                }
                guard let removed else { continue }
                let at = converter.exampleNodes[removed].map(ExampleOrigin.init) ?? ExampleOrigin(root)
                converter.warn(.importExampleLeftOut, at, "the example does not fit the imported type of the \(nested.what); left out")
                continue
            }
            let (paths, what): ([[String]], String) = switch owner {
            case .model(let model): ([[model, "example"]], "model '\(model)'")
            case .property, .responseProperty, .bodyProperty: ([], "")
            case .parameter(let endpoint, let name):
                ([[endpoint, "path_params", name, "example"], [endpoint, "query", name, "example"],
                  [endpoint, "headers", name, "type", "example"], [endpoint, "body", "fields", name, "example"]],
                 "parameter '\(name)' of '\(endpoint)'")
            case .response(let endpoint): ([[endpoint, "example", "response"]], "response of '\(endpoint)'")
            case .body(let endpoint): ([[endpoint, "example", "body"]], "request body of '\(endpoint)'")
            case .error(let endpoint, let status): ([[endpoint, "example", "errors", String(status)]], "\(status) response of '\(endpoint)'")
            }
            var removed: SpecValue?
            for path in paths where removed == nil {
                if case .model = owner { removed = Self.remove(path, from: &models) } else if case .property = owner {
                    removed = Self.remove(path, from: &models)
                } else {
                    removed = Self.remove(path, from: &endpoints)
                }
            }
            guard let removed else { continue }
            let at = exampleSources[owner] ?? converter.exampleNodes[removed].map(ExampleOrigin.init) ?? ExampleOrigin(root)
            converter.warn(.importExampleLeftOut, at, "the example does not fit the imported type of the \(what); left out")
        }
        return api
    }

    /// Removes the `example` of the property at `path` (wire names, down through inline objects, arrays and
    /// dictionaries) of the type written at `top` (keys from the top: a model, an endpoint's `response` or
    /// `body`/`type`).
    /// - Returns: The example removed, or `nil` when there is none there.
    static func removePropertyExample(_ path: [String], at top: [String], from entries: inout [SpecEntry]) -> SpecValue? {
        guard let key = top.first, let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
        guard top.count > 1 else { return removePropertyExample(path[...], inType: &entries[index].value) }
        guard case .map(var children) = entries[index].value else { return nil }
        let removed = removePropertyExample(path, at: Array(top.dropFirst()), from: &children)
        entries[index].value = .map(children)
        return removed
    }

    /// In a written type or field value: `[T]`, `[{string: T}]`, a long form (`{type: T, example: ...}`), a
    /// model's or wrapped object's `{properties: ...}`, or an inline object's fields.
    private static func removePropertyExample(_ path: ArraySlice<String>, inType value: inout SpecValue) -> SpecValue? {
        switch value {
        case .list(var items) where items.count == 1:
            var element = items[0]
            if case .map(var entries) = element, entries.count == 1, entries[0].key == "string" {
                let removed = removePropertyExample(path, inType: &entries[0].value)
                element = .map(entries)
                items[0] = element
                value = .list(items)
                return removed
            }
            let removed = removePropertyExample(path, inType: &element)
            items[0] = element
            value = .list(items)
            return removed
        case .map(var entries):
            var removed: SpecValue?
            if path.isEmpty {
                guard let index = entries.firstIndex(where: { $0.key == "example" }) else { return nil }
                removed = entries.remove(at: index).value
            } else if let index = entries.firstIndex(where: { $0.key == "type" }) {
                removed = removePropertyExample(path, inType: &entries[index].value)
            } else if let index = entries.firstIndex(where: { $0.key == "properties" }), case .map(var fields) = entries[index].value {
                removed = removePropertyExample(path, inFields: &fields)
                entries[index].value = .map(fields)
            } else {
                removed = removePropertyExample(path, inFields: &entries)
            }
            value = .map(entries)
            return removed
        case .string, .plain, .list:
            return nil
        }
    }

    private static func removePropertyExample(_ path: ArraySlice<String>, inFields fields: inout [SpecEntry]) -> SpecValue? {
        guard let key = path.first, let index = fields.firstIndex(where: { $0.key == key }) else { return nil }
        return removePropertyExample(path.dropFirst(), inType: &fields[index].value)
    }

    /// Removes the value at `path` (keys from the top), and the `example` and `errors` mappings it leaves empty.
    /// - Returns: The value removed, or `nil` when there is none at `path`.
    static func remove(_ path: [String], from entries: inout [SpecEntry]) -> SpecValue? {
        guard let key = path.first, let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
        if path.count == 1 { return entries.remove(at: index).value }
        guard case .map(var children) = entries[index].value else { return nil }
        let removed = remove(Array(path.dropFirst()), from: &children)
        if children.isEmpty, ["example", "errors"].contains(key) {
            entries.remove(at: index)
        } else {
            entries[index].value = .map(children)
        }
        return removed
    }

    /// Removes every `example` key in `value`; tells whether there was one.
    static func removeExamples(_ value: inout SpecValue) -> Bool {
        guard case .map(var entries) = value else { return false }
        let count = entries.count
        entries.removeAll { $0.key == "example" }
        var removed = entries.count < count
        for index in entries.indices { removed = removeExamples(&entries[index].value) || removed }
        value = .map(entries)
        return removed
    }

    // MARK: Servers and security

    private mutating func baseURL() -> String? {
        guard let server = root.node["servers"]?.sequence?.first, var url = server["url"]?.text else { return nil }
        for (name, variable) in server["variables"]?.pairs ?? [] {
            url = url.replacingOccurrences(of: "{\(name)}", with: variable["default"]?.text ?? "")
        }
        while url.hasSuffix("/") { url.removeLast() }
        let problem: String? = switch url.contains("{") ? .notAbsoluteHTTP : BaseURLRule.problem(in: url) {
        case nil: nil
        case .notAbsoluteHTTP: "is not an absolute http(s) URL"
        case .queryOrFragment: "has a query or a fragment, which a base URL cannot have"
        case .dotSegment(let segment): "has the dot segment '\(segment)', which clients and servers remove"
        }
        if let problem {
            converter.warn(.importNoBaseURL, root.appending("servers").child(server, 0),
                "server URL '\(url)' \(problem); no base_url (give the client one)")
            return nil
        }
        let count = root.node["servers"]?.sequence?.count ?? 0
        if count > 1 {
            converter.warn(.importFirstChosen, root.appending("servers"), "\(count) servers; the first is the base_url")
        }
        return url
    }

    /// How the operations authenticate (docs/import.md, "What maps to what"): the spec-wide `auth` and each
    /// operation's own.
    struct SecurityPlan {
        /// The spec's `auth`: the supported scheme most operations use.
        var specAuth: SpecValue?
        /// Each operation's `auth:` entry when it differs from the spec's (`false`, `optional`, a scheme of its own),
        /// by operation name.
        var endpointAuth: [String: SpecValue] = [:]
        /// The auth each operation sends a token with (the spec's or its own), by operation name; absent when it
        /// sends none.
        var sentAuth: [String: SpecValue] = [:]
    }

    /// The spec auth of each security scheme the spec format can send (`nil` for one it cannot), with a warning at
    /// the scheme for one it cannot, or sends only approximately. Read once per scheme, when a requirement names it.
    private mutating func schemeAuth(_ name: String, cache: inout [String: SpecValue?]) -> SpecValue? {
        if let known = cache[name] { return known }
        guard let scheme = root.node["components"]?["securitySchemes"]?[name] else {
            cache[name] = .some(nil)
            return nil
        }
        let node = root.appending("components").appending("securitySchemes").child(scheme, name)
        let value: SpecValue?
        switch (scheme["type"]?.text, scheme["scheme"]?.text?.lowercased(), scheme["in"]?.text) {
        case ("http", "bearer", _), ("oauth2", _, _), ("openIdConnect", _, _):
            value = .map([SpecEntry("bearer", .string("Authorization"))])
        case ("apiKey", _, "header"):
            let header = scheme["name"]?.text ?? "Authorization"
            if let reason = HeaderRules.reservedReason(header) {
                converter.warn(.importAuth, node, "an API key in header '\(header)' cannot be sent: \(reason); no auth")
                value = nil
            } else if !HeaderRules.isHeaderName(header) {
                converter.warn(.importAuth, node, "'\(header)' is not a valid header name; no auth")
                value = nil
            } else {
                value = .map([SpecEntry("header", .string(header))])
            }
        case ("http", "basic", _):
            // HTTP Basic (RFC 7617): the spec's `basic` sends the token provider's "user:password" base64-encoded.
            value = .map([SpecEntry("basic", .string("Authorization"))])
        case ("apiKey", _, "query"):
            if let item = scheme["name"]?.text, !item.isEmpty {
                value = .map([SpecEntry("query", .string(item))])
            } else {
                converter.warn(.importAuth, node, "an API key in the query without a 'name'; no auth")
                value = nil
            }
        case ("http", let kind, _):
            converter.warn(.importAuth, node, "HTTP \(kind ?? "") authentication: the token provider's value is sent as the whole "
                + "Authorization header (give it '\(kind?.capitalized ?? "Basic") ...')")
            value = .map([SpecEntry("header", .string("Authorization"))])
        case ("apiKey", _, let place):
            converter.warn(.importAuth, node, "an API key in the \(place ?? "?") is not supported; no auth (add it through middleware)")
            value = nil
        default:
            converter.warn(.importAuth, node, "unsupported security scheme; no auth")
            value = nil
        }
        cache[name] = .some(value)
        return value
    }

    /// The spec's `auth` and each operation's (docs/import.md): an operation's requirements (its `security`, else
    /// the document's) are alternatives, and the first scheme of them the spec format can send is the operation's;
    /// the scheme most operations have becomes the spec's `auth` (a tie: the one the document's `security` names
    /// first, else the first declared), and an operation with another gets it as its own `auth:`. `security: []`,
    /// no requirement at all, or requirements naming only schemes the spec format cannot send are `auth: false`;
    /// an empty alternative (`{}`) makes the spec's scheme `auth: optional`.
    private mutating func securityPlan(_ operations: [Operation]) -> SecurityPlan {
        var cache: [String: SpecValue?] = [:]
        var reportedRequirements: Set<SourceLocation> = []
        // Each operation's scheme (nil without one it can send) and whether `{}` is one of its alternatives.
        var choices: [(operation: Operation, scheme: String?, anonymous: Bool)] = []
        for operation in operations {
            let owner = operation.node.node["security"] != nil ? operation.node : root
            guard let list = owner.node["security"]?.sequence else {
                choices.append((operation, nil, false))
                continue
            }
            var chosen: String?
            for (index, requirement) in list.enumerated() {
                let names = requirement.pairs.map(\.key)
                guard let name = names.first(where: { schemeAuth($0, cache: &cache) != nil }) else { continue }
                chosen = name
                if names.count > 1, reportedRequirements.insert(requirement.location).inserted {
                    converter.warn(.importAuth, owner.appending("security").child(requirement, index),
                        "a requirement of several schemes together (\(names.joined(separator: ", "))) is sent as '\(name)' "
                            + "alone (the spec format gives an endpoint one scheme; add the others through middleware)")
                }
                break
            }
            // The schemes no alternative before the chosen one could send are still read, for their warnings.
            for name in list.flatMap({ $0.pairs.map(\.key) }) { _ = schemeAuth(name, cache: &cache) }
            choices.append((operation, chosen, list.contains { $0.mapping?.isEmpty == true }))
        }
        // The spec's scheme: most operations', ties to the document's `security` order, then declaration order.
        var counts: [String: Int] = [:]
        for choice in choices { if let scheme = choice.scheme { counts[scheme, default: 0] += 1 } }
        let order = (root.node["security"]?.sequence ?? []).flatMap { $0.pairs.map(\.key) }
            + (root.node["components"]?["securitySchemes"]?.pairs.map(\.key) ?? [])
        func rank(_ name: String) -> Int { order.firstIndex(of: name) ?? order.count }
        let specScheme = counts.keys.sorted { (counts[$0] ?? 0, -rank($0)) > (counts[$1] ?? 0, -rank($1)) }.first
        var plan = SecurityPlan(specAuth: specScheme.flatMap { schemeAuth($0, cache: &cache) })
        for (operation, scheme, anonymous) in choices {
            let name = operation.name
            guard let scheme, let auth = schemeAuth(scheme, cache: &cache) else {
                if plan.specAuth != nil { plan.endpointAuth[name] = .plain("false") }
                continue
            }
            plan.sentAuth[name] = auth
            // Another scheme the spec format writes the same way (two bearer schemes, `oauth2` and `openIdConnect`)
            // is the spec's auth too: an endpoint `auth:` repeating it would only be noise.
            if scheme == specScheme || auth == plan.specAuth {
                if anonymous { plan.endpointAuth[name] = .string("optional") }
                continue
            }
            plan.endpointAuth[name] = auth
            if anonymous {
                let owner = operation.node.node["security"] != nil ? operation.node : root
                converter.warn(.importAuth, owner.appending("security"), "operation '\(name)' may be called without auth ({}), "
                    + "which an endpoint's own scheme cannot say; it always sends '\(scheme)'")
            }
        }
        return plan
    }

    // MARK: Operations

    private mutating func collectOperations() -> [Operation] {
        // Each operation with the name it asks for, in document order; named once all are known.
        var candidates: [OperationCandidate] = []
        if let webhooks = root.node["webhooks"], !webhooks.pairs.isEmpty {
            // OpenAPI 3.1 §4.8.1: requests the API makes to a server of the user's, as callbacks are.
            converter.warn(.importLeftOut, root.appending("webhooks"),
                "webhooks are requests the server makes (\(webhooks.pairs.map(\.key).joined(separator: ", "))); left out")
        }
        let paths = root.appending("paths")
        for (path, itemNode) in root.node["paths"]?.pairs ?? [] {
            var pathItem = paths.child(itemNode, path)
            if let problem = Self.pathProblem(path) {
                converter.warn(.importLeftOut, pathItem, "the path '\(path)' \(problem); its operations are left out")
                continue
            }
            if itemNode["$ref"] != nil {
                guard let target = converter.follow(pathItem, as: .pathItem) else { continue }
                pathItem = target
            }
            // OpenAPI 3.2 §4.8.9: the QUERY method and other methods under `additionalOperations`.
            if pathItem.node["query"] != nil {
                converter.warn(.importLeftOut, pathItem.appending("query"), "QUERY operations are not supported; left out")
            }
            if let additional = pathItem.node["additionalOperations"], !additional.pairs.isEmpty {
                converter.warn(.importLeftOut, pathItem.appending("additionalOperations"),
                    "operations of other methods (\(additional.pairs.map(\.key).joined(separator: ", "))) are not supported; left out")
            }
            // In the document's order (review 24: they were written get, put, post, … whatever the document said).
            for method in pathItem.node.pairs.map(\.key) where Self.methods.contains(method) {
                guard let opNode = pathItem.node[method] else { continue }
                let node = pathItem.child(opNode, method)
                if method == "trace" {
                    converter.warn(.importLeftOut, node, "TRACE operations are not supported; left out")
                    continue
                }
                if opNode["callbacks"] != nil {
                    converter.warn(.importLeftOut, node.appending("callbacks"), "callbacks are requests the server makes; left out")
                }
                let cleanPath = String(path.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
                // An `operationId` without a word (absent, empty, only symbols) names nothing: `SwiftName` would make it
                // `empty`; the name then comes from the method and the path (docs/import.md).
                let operationID = opNode["operationId"]?.text ?? ""
                var name = WordSplitter.words(in: operationID).isEmpty ? "" : SwiftName.lowerCamel(operationID)
                var claim = name == operationID ? OperationCandidate.Claim.exactOperationID : .operationID
                // A keyword is a name like any other (`type`, `self`: the generated code writes it in backticks where
                // it must); one that does not start with a letter (`2fa-verify` would be `_2faVerify`) is replaced,
                // with a warning (review 24: `Type`, `self` and `2fa-verify` were replaced without one).
                if name.isEmpty || name.first?.isLetter != true {
                    let why = name.isEmpty ? "spells no word" : "does not start with a letter"
                    name = SwiftName.lowerCamel(method + " " + cleanPath.replacingOccurrences(of: "{", with: " by ")
                        .replacingOccurrences(of: "}", with: " "))
                    claim = .methodAndPath
                    // An absent or empty operationId is the ordinary case, named from the method and path silently.
                    if !operationID.trimmingCharacters(in: .whitespaces).isEmpty {
                        converter.warn(.importRenamed, node.appending("operationId"),
                            "operationId '\(operationID)' \(why); the endpoint is named '\(name)' from its method and path")
                    }
                }
                if name.isEmpty || name.first?.isLetter != true { name = "operation" + name }
                let given = operationID.isEmpty ? "\(method.uppercased()) \(path)" : "operationId '\(operationID)'"
                candidates.append(OperationCandidate(
                    operation: Operation(
                        name: name, method: method, path: cleanPath, node: node, pathItem: pathItem,
                        tag: opNode["tags"]?.sequence?.first?.text),
                    given: given, claim: claim))
            }
        }
        return uniquelyNamed(candidates)
    }

    /// An operation found in `paths`, with the name it asks for (``Operation/name``) and how strongly.
    struct OperationCandidate {
        /// How a name was arrived at; a stronger claim keeps a name two operations ask for.
        enum Claim: Int, Comparable {
            /// The `operationId` is the Swift name as written (`getEnums`).
            case exactOperationID
            /// The name is the `operationId` in lowerCamelCase (`get-enums`, `GetEnums`).
            case operationID
            /// No usable `operationId`: the name comes from the method and the path (docs/import.md).
            case methodAndPath

            static func < (lhs: Claim, rhs: Claim) -> Bool { lhs.rawValue < rhs.rawValue }
        }

        var operation: Operation
        /// How the warning names the operation: its `operationId`, else its method and path.
        var given: String
        var claim: Claim
    }

    /// The candidates in document order, each with a name no other has (two names that differ only in case of the
    /// first letter are one type stem). A name asked for by several goes to the strongest claim, the first in
    /// document order among equals; the others get the smallest free number (`getEnums2`), with an
    /// `import.renamed` warning naming the operation that kept the name.
    private mutating func uniquelyNamed(_ candidates: [OperationCandidate]) -> [Operation] {
        // Each operation's name in UpperCamelCase (its types' stem), with where the operation is.
        var taken: [String: String] = [:]
        var names = candidates.map(\.operation.name)
        let byClaim = candidates.indices.sorted { (candidates[$0].claim, $0) < (candidates[$1].claim, $1) }
        for index in byClaim {
            let candidate = candidates[index]
            let name = candidate.operation.name
            var unique = name
            var counter = 2
            while taken[SwiftName.upperCamel(unique)] != nil {
                unique = name + String(counter)
                counter += 1
            }
            if unique != name, let other = taken[SwiftName.upperCamel(name)] {
                converter.warn(.importRenamed, candidate.operation.node, "the operation of \(candidate.given) is imported as "
                    + "'\(unique)': '\(name)' is taken by the operation at \(other)")
            }
            taken[SwiftName.upperCamel(unique)] = candidate.operation.node.pointer.description
            names[index] = unique
        }
        return zip(candidates, names).map { candidate, name in
            var operation = candidate.operation
            operation.name = name
            return operation
        }
    }

    private mutating func dereference(_ node: DocumentNode, as role: SchemaConverter.ReferenceRole) -> DocumentNode {
        converter.dereferenced(node, as: role)
    }

    private mutating func endpointEntry(_ operation: Operation, security: SecurityPlan) -> (SpecEntry, [SpecEntry]) {
        let op = operation.node
        var entries = [SpecEntry("method", .plain(operation.method.uppercased())), SpecEntry("path", .string(operation.path))]
        let summary = SchemaConverter.trimmed(op.node["summary"]?.text)
        let description = SchemaConverter.trimmed(op.node["description"]?.text)
        if let summary { entries.append(SpecEntry("summary", .string(summary))) }
        if let description, description != summary { entries.append(SpecEntry("description", .string(description))) }
        if let auth = security.endpointAuth[operation.name] { entries.append(SpecEntry("auth", auth)) }
        recordExamples(of: operation)
        entries.append(contentsOf: parameterEntries(operation, sentAuth: security.sentAuth[operation.name]))
        var examples: [SpecEntry] = []
        if let body = requestBody(operation) {
            entries.append(SpecEntry("body", body.value))
            if let example = body.example { examples.append(SpecEntry("body", example)) }
        }
        let response = responseValue(operation)
        entries.append(SpecEntry("response", response.value))
        if let example = response.example { examples.append(SpecEntry("response", example)) }
        let errorExamples = self.errorExamples(operation)
        if !errorExamples.isEmpty { examples.append(SpecEntry("errors", .map(errorExamples))) }
        if !examples.isEmpty { entries.append(SpecEntry("example", .map(examples))) }
        if op.node["deprecated"]?.isTrue == true { entries.append(SpecEntry("deprecated", .plain("true"))) }
        return (SpecEntry(operation.name, .map(entries)), errorRules(operation))
    }

    /// Path-item parameters, overridden by the operation's of the same name and place.
    /// The header a spec `auth` value puts the token in (`{header: X-API-Key}`, `{bearer: Authorization}`).
    static func authHeaderName(of auth: SpecValue) -> String? {
        guard case .map(let entries) = auth else { return nil }
        for entry in entries where ["header", "bearer", "basic"].contains(entry.key) {
            if case .string(let name) = entry.value { return name }
        }
        return nil
    }

    /// Whether every text in an example value can be sent in a header field: no control character but a tab, and,
    /// for a value that is the whole field (`whole`), no space or tab at either end, which recipients strip (RFC 9110
    /// §5.5). A list's items are sent joined in one field, quoted where they start or end with whitespace.
    static func headerCarries(_ value: SpecValue, whole: Bool = true) -> Bool {
        switch value {
        case .string(let text), .plain(let text): headerProblem(in: text, whole: whole) == nil
        case .list(let items): items.allSatisfy { headerCarries($0, whole: false) }
        case .map(let entries): entries.allSatisfy { headerCarries($0.value, whole: whole) }
        }
    }

    /// Why `text` cannot be sent as a header value: `a control character`, or, when it is the whole field, `a space
    /// or a tab at either end` (recipients strip them, RFC 9110 §5.5); `nil` when it can.
    static func headerProblem(in text: String, whole: Bool = true) -> String? {
        if HeaderRules.forbiddenCharacter(in: text) != nil { return "a control character" }
        if whole, HeaderRules.edgeWhitespace(in: text) != nil { return "a space or a tab at either end" }
        return nil
    }

    /// The query item a spec `auth` value puts the token in (`{query: api_key}`).
    static func authQueryName(of auth: SpecValue) -> String? {
        guard case .map(let entries) = auth, let entry = entries.first(where: { $0.key == "query" }),
              case .string(let name) = entry.value else { return nil }
        return name
    }

    /// The operation's path, query and header parameters as spec entries. `sentAuth` is the auth the endpoint sends
    /// a token with: the header or query item it puts the token in is the client's, so a parameter of that name is
    /// left out.
    private mutating func parameterEntries(_ operation: Operation, sentAuth: SpecValue?) -> [SpecEntry] {
        let authHeader = sentAuth.flatMap(Self.authHeaderName)
        let authQuery = sentAuth.flatMap(Self.authQueryName)
        var parameters: [(key: String, node: DocumentNode)] = []
        let owners: [(owner: DocumentNode, list: YAMLNode?)] = [
            (operation.pathItem, operation.pathItem.node["parameters"]), (operation.node, operation.node.node["parameters"]),
        ]
        for (level, (owner, list)) in owners.enumerated() {
            var keysOfThisLevel: [String: String] = [:]
            for (index, item) in (list?.sequence ?? []).enumerated() {
                let node = dereference(owner.appending("parameters").child(item, index), as: .parameter)
                // One that cannot be followed is reported at its `$ref`.
                guard node.node["$ref"] == nil else { continue }
                // Header names are case-insensitive (RFC 9110 §5.1): `X-Since` and `x-since` are one parameter.
                let place = node.node["in"]?.text ?? "", name = node.node["name"]?.text ?? ""
                let key = place + ":" + (place == "header" ? name.lowercased() : name)
                let located = DocumentNode(node: node.node, file: node.file, pointer: owner.pointer.appending("parameters").appending(index))
                // The operation's replace the path item's (OpenAPI); two in one list are one parameter declared twice.
                if let earlier = keysOfThisLevel[key], place == "header" {
                    converter.warn(.importLeftOut, located, "header parameter '\(name)' is '\(earlier)' again (header "
                        + "names are case-insensitive, RFC 9110 §5.1); the \(level == 0 ? "path item's" : "operation's") "
                        + "last one is kept")
                }
                keysOfThisLevel[key] = name
                if let existing = parameters.firstIndex(where: { $0.key == key }) {
                    parameters[existing] = (key, located)
                } else {
                    parameters.append((key, located))
                }
            }
        }
        var pathFields: [ImportedField] = []
        var queryFields: [ImportedField] = []
        var headerEntries: [SpecEntry] = []
        for (_, parameter) in parameters {
            guard let name = parameter.node["name"]?.text, let place = parameter.node["in"]?.text else {
                converter.warn(.importLeftOut, parameter, "a parameter needs 'name' and 'in'; left out")
                continue
            }
            let required = parameter.node["required"]?.isTrue ?? false
            var field = ImportedField(name, .named("string"), optional: !required)
            field.description = SchemaConverter.trimmed(parameter.node["description"]?.text)
            if parameter.node["deprecated"]?.isTrue == true { field.description = SchemaConverter.deprecatedNote(field.description) }
            if let schemaNode = parameter.node["schema"] {
                let converted = converter.convert(parameter.child(schemaNode, "schema"), depth: 0)
                field.type = converted.type
                field.defaultValue = converted.defaultValue
                field.example = converted.example
                field.exampleOrigin = converted.exampleOrigin
                // A parameter described on its schema only (Spotify's `q`): the schema's words are the parameter's.
                if field.description == nil, converted.type.text != nil { field.description = converted.description }
            } else {
                converter.warn(.importStructuredParameter, parameter, "a parameter described by 'content' is sent as a string")
            }
            // The parameter's own example (or the first of its `examples`), else its media type's when `content`
            // describes it, wins over its schema's.
            var own = mediaExample(parameter)
            if own == nil, parameter.node["schema"] == nil, let (mediaType, media) = parameter.node["content"]?.pairs.first {
                own = mediaExample(parameter.appending("content").child(media, mediaType))
            }
            // OpenAPI ignores these header parameters, and their examples with them (the walk's reason stays).
            let ignoredHeader = place == "header" && ["accept", "content-type", "authorization"].contains(name.lowercased())
            if let own {
                if place == "path" || place == "query" || (place == "header" && !ignoredHeader) {
                    converter.examples.leaveOut(field.exampleOrigin, "the parameter's own example at \(own.node.pointer) is carried")
                    for other in own.others {
                        converter.examples.leaveOut(ExampleOrigin(other), "a parameter has one example in the spec format, and "
                            + "the one at \(own.node.pointer) is carried")
                    }
                }
                field.example = own.value
                field.exampleOrigin = ExampleOrigin(own.node)
                exampleSources[.parameter(endpoint: operation.name, wireName: name)] = ExampleOrigin(own.node)
            }
            if !field.type.isTextual(objectModels: converter.objectModels) {
                converter.warn(.importStructuredParameter, parameter, "\(place) parameter '\(name)' of a structured type has no text form here; "
                    + "imported as a string (send it serialized)")
                for origin in field.type.propertyExampleOrigins {
                    converter.examples.leaveOut(origin, "parameter '\(name)' is imported as a string, without its object's properties")
                }
                field.type = .named("string")
                field.defaultValue = nil
            }
            // The runtime writes a path value as one segment (`simple`, arrays joined by commas); `label`
            // (`.value`) and `matrix` (`;name=value`) prefix it, which only a serialized string can carry.
            if place == "path", let style = parameter.node["style"]?.text, style == "label" || style == "matrix" {
                let form = style == "label" ? ".value" : ";\(name)=value"
                converter.warn(.importStructuredParameter, parameter, "path parameter '\(name)' has style \(style), which the spec "
                    + "format does not write; imported as a string (send it serialized, as '\(form)')")
                converter.examples.leaveOut(field.exampleOrigin, "path parameter '\(name)' is imported as a serialized string")
                field.type = .named("string")
                field.defaultValue = nil
            }
            if case .array = field.type, place == "query",
                parameter.node["explode"]?.text == "false" || ["spaceDelimited", "pipeDelimited"].contains(parameter.node["style"]?.text ?? "") {
                converter.warn(.importDelimitedArray, parameter, "array parameter '\(name)' is sent as one delimited value; imported as a "
                    + "string (join the values)")
                field.type = .named("string")
                field.defaultValue = nil
                // An example list becomes the one value sent: its items joined by the style's delimiter.
                if case .list(let items)? = field.example {
                    let delimiter = switch parameter.node["style"]?.text {
                    case "spaceDelimited": " "
                    case "pipeDelimited": "|"
                    default: ","
                    }
                    let texts = items.compactMap { item -> String? in
                        switch item {
                        case .string(let text), .plain(let text): text
                        case .map, .list: nil
                        }
                    }
                    // Items that are not all scalars stay a list, which the example check then leaves out.
                    if texts.count == items.count { field.example = .string(texts.joined(separator: delimiter)) }
                }
            }
            switch place {
            case "path":
                field.isOptional = false
                field.defaultValue = nil
                pathFields.append(field)
            case "query":
                if let authQuery, name == authQuery {
                    converter.warn(.importLeftOut, parameter, "query parameter '\(name)' is where the auth puts the token, "
                        + "which the client sends; left out")
                    converter.examples.leaveOut(field.exampleOrigin, "query parameter '\(name)' is left out (the auth's)")
                    continue
                }
                queryFields.append(field)
            case "header":
                if ignoredHeader { continue }
                let leftOut = "header parameter '\(name)' is left out"
                if let authHeader, name.lowercased() == authHeader.lowercased() {
                    converter.warn(.importLeftOut, parameter, "header parameter '\(name)' is where the auth puts the token, "
                        + "which the client sends; left out")
                    converter.examples.leaveOut(field.exampleOrigin, leftOut + " (the auth's)")
                    continue
                }
                guard HeaderRules.isHeaderName(name) else {
                    converter.warn(.importLeftOut, parameter, "'\(name)' is not a valid header name; left out")
                    converter.examples.leaveOut(field.exampleOrigin, leftOut + " (not a valid header name)")
                    continue
                }
                if let reason = HeaderRules.reservedReason(name) {
                    converter.warn(.importLeftOut, parameter, "header '\(name)' is left out: \(reason)")
                    converter.examples.leaveOut(field.exampleOrigin, leftOut + " (the client writes it)")
                    continue
                }
                // A field RFC 9110 defines as one HTTP-date is a `date` or a `string` (`Retry-After` also seconds).
                if HeaderRules.singleDateFields.contains(name.lowercased()) {
                    let fitting = name.lowercased() == "retry-after" ? ["date", "string", "int", "int32", "int64"] : ["date", "string"]
                    if case .named(let type) = field.type, fitting.contains(type) {} else {
                        converter.warn(.importDateHeader, parameter, "header '\(name)' holds one HTTP-date, not "
                            + "\(field.type.summary); imported as a string (send the date as written)")
                        field.type = .named("string")
                        field.defaultValue = nil
                    }
                }
                // A value a header cannot carry (a control character, or a space or tab at either end: RFC 9110 §5.5)
                // leaves the enum or default out.
                func problem(_ value: SpecValue?) -> String? {
                    guard case .string(let text)? = value else { return nil }
                    return Self.headerProblem(in: text)
                }
                if case .enumeration(let values) = field.type, let reason = values.lazy.compactMap({ problem(.string($0)) }).first {
                    converter.warn(.importLeftOut, parameter, "header '\(name)' has an enum value with \(reason), "
                        + "which a header cannot carry; imported as a string")
                    field.type = .named("string")
                    field.defaultValue = nil
                }
                if let reason = problem(field.defaultValue) {
                    converter.warn(.importLeftOut, parameter, "header '\(name)' has a default with \(reason), "
                        + "which a header cannot carry; left out")
                    field.defaultValue = nil
                }
                // An example a header cannot carry is left out, as such a default is.
                if let example = field.example, !Self.headerCarries(example) {
                    let what = Self.headerCarries(example, whole: false) ? "space or tab at its end" : "control character"
                    converter.examples.leaveOut(field.exampleOrigin, "header '\(name)' cannot carry the example's \(what) "
                        + "(RFC 9110 §5.5)")
                    field.example = nil
                }
                converter.examples.carry(field.example == nil ? nil : field.exampleOrigin)
                // The type as a query parameter's (its enum, default and example kept); the description beside `param`.
                var typed = field
                typed.description = nil
                var header = [SpecEntry("param", .string(name)), SpecEntry("type", typed.specValue)]
                if let description = field.description { header.append(SpecEntry("description", .string(description))) }
                headerEntries.append(SpecEntry(name, .map(header)))
            default:
                converter.warn(.importLeftOut, parameter, "\(place) parameters are not supported; '\(name)' left out (set it through middleware)")
            }
        }
        // Placeholders and path parameters must match exactly.
        let placeholders = Self.placeholders(in: operation.path)
        for field in pathFields where !placeholders.contains(field.wireName) {
            converter.warn(.importPathMismatch, operation.node, "path parameter '\(field.wireName)' has no placeholder in '\(operation.path)'; left out")
            converter.examples.leaveOut(field.exampleOrigin, "path parameter '\(field.wireName)' is left out (no placeholder)")
        }
        pathFields.removeAll { !placeholders.contains($0.wireName) }
        for placeholder in placeholders where !pathFields.contains(where: { $0.wireName == placeholder }) {
            converter.warn(.importPathMismatch, operation.node, "placeholder '{\(placeholder)}' has no path parameter; imported as a string")
            pathFields.append(ImportedField(placeholder, .named("string")))
        }
        for field in pathFields + queryFields { converter.examples.carry(field.exampleOrigin) }
        var entries: [SpecEntry] = []
        if !pathFields.isEmpty {
            entries.append(SpecEntry("path_params", .map(pathFields.map { SpecEntry($0.wireName, $0.specValue) })))
        }
        if !queryFields.isEmpty {
            entries.append(SpecEntry("query", .map(queryFields.map { SpecEntry($0.wireName, $0.specValue) })))
        }
        if !headerEntries.isEmpty { entries.append(SpecEntry("headers", .map(headerEntries))) }
        return entries
    }

    static func placeholders(in path: String) -> [String] {
        var names: [String] = []
        var current: String?
        for character in path {
            if character == "{" { current = "" } else if character == "}" {
                if let name = current, !names.contains(name) { names.append(name) }
                current = nil
            } else if current != nil {
                current?.append(character)
            }
        }
        return names
    }

    // MARK: Bodies and responses

    static func isJSON(_ mediaType: String) -> Bool {
        let type = mediaType.split(separator: ";")[0].trimmingCharacters(in: .whitespaces).lowercased()
        return type == "application/json" || type.hasSuffix("+json") || type == "*/*" || type == "application/*"
    }

    /// The example of a parameter, media type or header object, and the further examples it gives.
    struct MediaExample {
        var value: SpecValue
        var node: DocumentNode
        /// The object's other examples (the spec holds one per place): a caller carrying `value` records them as
        /// left out.
        var others: [DocumentNode]
    }

    /// The examples of a parameter, media type or header object, in order: `example`, then the `value` of each of
    /// `examples` (following `$ref`s to `components/examples`). An entry without a `value` (an `externalValue`, a
    /// reference that cannot be followed) is recorded as left out with its reason and not listed.
    private mutating func exampleNodes(of owner: DocumentNode) -> [DocumentNode] {
        var nodes: [DocumentNode] = []
        if let example = owner.node["example"] { nodes.append(owner.child(example, "example")) }
        for (name, item) in owner.node["examples"]?.pairs ?? [] {
            let entry = dereference(owner.appending("examples").child(item, name), as: .example)
            if let value = entry.node["value"] {
                nodes.append(entry.child(value, "value"))
            } else if let reference = entry.node["$ref"]?.text, DocumentSet.isURL(reference) {
                converter.examples.leaveOut(ExampleOrigin(entry), "the example's reference '\(reference)' cannot be followed")
            } else if entry.node["externalValue"] != nil {
                converter.examples.leaveOut(ExampleOrigin(entry), "an external example (externalValue) is not read")
            }
        }
        return nodes
    }

    /// The `example` of a parameter, media type or header object, else the `value` of the first of its `examples`.
    private mutating func mediaExample(_ owner: DocumentNode) -> MediaExample? {
        let nodes = exampleNodes(of: owner)
        guard let node = nodes.first else { return nil }
        guard let value = converter.exampleValue(node) else { return nil }
        return MediaExample(value: value, node: node, others: Array(nodes.dropFirst()))
    }

    /// The example carried for a request body, response or error body: the media type's, else the schema's own.
    /// The one not chosen and the media type's further `examples` are recorded as left out.
    /// With `carriesIt` false the caller records what becomes of the chosen example.
    private mutating func carriedExample(
        media: MediaExample?, schema: (value: SpecValue, node: DocumentNode)?, carriesIt: Bool = true
    ) -> (value: SpecValue, node: DocumentNode)? {
        guard let media else {
            if carriesIt { converter.examples.carry(schema.map { ExampleOrigin($0.node) }) }
            return schema
        }
        if carriesIt { converter.examples.carry(ExampleOrigin(media.node)) }
        converter.examples.leaveOut(schema.map { ExampleOrigin($0.node) }, "the media type's example at \(media.node.pointer) is carried, not the schema's")
        for other in media.others {
            converter.examples.leaveOut(ExampleOrigin(other), "the spec format holds one example here, and the one at "
                + "\(media.node.pointer) is carried")
        }
        return (media.value, media.node)
    }

    /// A converted schema's example and where it was read.
    static func schemaExample(_ converted: ConvertedSchema) -> (value: SpecValue, node: DocumentNode)? {
        guard let value = converted.example, let node = converted.exampleNode else { return nil }
        return (value, node)
    }

    /// Records every example of the operation's parameters, request body and responses (their media types,
    /// headers and schemas, to any depth) as left out, with the reason its position gives. The code that carries
    /// an example marks it afterwards, and refines the reason of one it cannot carry, so that no example, whatever
    /// its position, is dropped without an `import.exampleLeftOut` warning (docs/import.md, "Examples").
    private mutating func recordExamples(of operation: Operation) {
        for owner in [operation.pathItem, operation.node] {
            for (index, item) in (owner.node["parameters"]?.sequence ?? []).enumerated() {
                let parameter = dereference(owner.appending("parameters").child(item, index), as: .parameter)
                let name = parameter.node["name"]?.text ?? ""
                let reason = switch parameter.node["in"]?.text ?? "" {
                case "header" where ["accept", "content-type", "authorization"].contains(name.lowercased()):
                    "OpenAPI ignores a header parameter named '\(name)', and its example with it"
                case "header": "this example of a header parameter has no place in the spec format"
                case "path", "query": "this example of a path or query parameter has no place in the spec format"
                case let place: "\(place.isEmpty ? "a parameter without 'in'" : place + " parameters") are not imported"
                }
                recordExamples(in: parameter, reason)
            }
        }
        if operation.node.node["requestBody"] != nil {
            let body = dereference(operation.node.appending("requestBody"), as: .requestBody)
            let content = body.node["content"]?.pairs ?? []
            let chosen = Self.chosenBodyMediaType(content)?.key
            for (mediaType, media) in content {
                let reason = if mediaType != chosen {
                    "only the request body's '\(chosen ?? "")' media type is imported"
                } else if Self.isJSON(mediaType) || Self.isForm(mediaType) {
                    "this example of the request body has no place in the spec format"
                } else {
                    "a text or binary request body has no example in the spec format (only a JSON body has one)"
                }
                recordExamples(in: body.appending("content").child(media, mediaType), reason)
            }
        }
        let responses = operation.node.appending("responses")
        for (code, item) in operation.node.node["responses"]?.pairs ?? [] {
            let response = dereference(responses.child(item, code), as: .response)
            let upper = code.uppercased()
            let content = response.node["content"]?.pairs ?? []
            let firstJSON = content.first { Self.isJSON($0.key) }?.key
            let isExactError = code.count == 3 && Int(code).map { (400...599).contains($0) } == true
            for (mediaType, media) in content {
                let reason = if Self.isJSON(mediaType), mediaType != firstJSON, upper.hasPrefix("2") || isExactError {
                    "only the first JSON media type of a response ('\(firstJSON ?? "")') is imported"
                } else if upper.hasPrefix("2") {
                    Self.isJSON(mediaType)
                        ? "only the example of the first 2xx response with content is carried (example: {response})"
                        : "a text or binary response has no example in the spec format"
                } else if isExactError {
                    Self.isJSON(mediaType)
                        ? "this example of the \(code) response has no place in the spec format"
                        : "an error response that is not JSON has no example in the spec format"
                } else if upper == "DEFAULT" || upper == "4XX" || upper == "5XX" {
                    "a '\(code)' response has no example in the spec format (error examples are by exact status: "
                        + "example: {errors: {404: ...}})"
                } else {
                    "a \(code) response is not imported"
                }
                recordExamples(in: response.appending("content").child(media, mediaType), reason)
            }
            for (name, header) in response.node["headers"]?.pairs ?? [] {
                recordExamples(in: dereference(response.appending("headers").child(header, name), as: .header),
                               "a response header has no example in the spec format")
            }
        }
    }

    /// Records the examples of a parameter, media type or header object, of its schema and of its `content`, and
    /// of the headers of a multipart media type's `encoding`.
    private mutating func recordExamples(in owner: DocumentNode, _ reason: String) {
        for node in exampleNodes(of: owner) { converter.examples.leaveOut(ExampleOrigin(node), reason) }
        if let schema = owner.node["schema"] { recordSchemaExamples(owner.child(schema, "schema"), reason, depth: 0) }
        for (mediaType, media) in owner.node["content"]?.pairs ?? [] {
            recordExamples(in: owner.appending("content").child(media, mediaType), reason)
        }
        for (part, encoding) in owner.node["encoding"]?.pairs ?? [] {
            let headers = owner.appending("encoding").child(encoding, part).appending("headers")
            for (name, header) in encoding["headers"]?.pairs ?? [] {
                recordExamples(in: dereference(headers.child(header, name), as: .header), "a header of a multipart part has no example in the spec format")
            }
        }
    }

    /// Records the examples of an inline schema and of the schemas it holds (not those it refers to: a named
    /// schema's examples are its model's).
    private mutating func recordSchemaExamples(_ schema: DocumentNode, _ reason: String, depth: Int) {
        guard depth < 40, schema.node.mapping != nil else { return }
        if let example = schema.node["example"] { converter.examples.leaveOut(ExampleOrigin(schema.child(example, "example")), reason) }
        for (index, item) in (schema.node["examples"]?.sequence ?? []).enumerated() {
            converter.examples.leaveOut(ExampleOrigin(schema.appending("examples").child(item, index)), reason)
        }
        for (key, property) in schema.node["properties"]?.pairs ?? [] {
            recordSchemaExamples(schema.appending("properties").child(property, key), reason, depth: depth + 1)
        }
        for key in ["items", "additionalProperties", "not"] {
            if let child = schema.node[key] { recordSchemaExamples(schema.child(child, key), reason, depth: depth + 1) }
        }
        for key in ["allOf", "oneOf", "anyOf"] {
            for (index, part) in (schema.node[key]?.sequence ?? []).enumerated() {
                recordSchemaExamples(schema.appending(key).child(part, index), reason, depth: depth + 1)
            }
        }
    }

    /// Error examples by exact status (`404`), from the JSON media type of each 4xx and 5xx response.
    private mutating func errorExamples(_ operation: Operation) -> [SpecEntry] {
        let responses = operation.node.appending("responses")
        var entries: [SpecEntry] = []
        for (code, responseNode) in operation.node.node["responses"]?.pairs ?? [] {
            guard code.count == 3, let status = Int(code), (400...599).contains(status) else { continue }
            let response = dereference(responses.child(responseNode, code), as: .response)
            guard let (mediaType, media) = response.node["content"]?.pairs.first(where: { Self.isJSON($0.key) }) else { continue }
            let mediaNode = response.appending("content").child(media, mediaType)
            // The schema's own example (an inline error shape's) when the media type gives none.
            let schema = media["schema"].flatMap { converter.ownExample(mediaNode.child($0, "schema")) }
            guard let (example, node) = carriedExample(media: mediaExample(mediaNode), schema: schema) else { continue }
            exampleSources[.error(endpoint: operation.name, status: status)] = ExampleOrigin(node)
            entries.append(SpecEntry(code, example))
        }
        return entries
    }

    static func isForm(_ mediaType: String) -> Bool {
        mediaType.hasPrefix("application/x-www-form-urlencoded") || mediaType.hasPrefix("multipart/")
    }

    /// The request body's media type the import reads: JSON, else form, multipart, text, anything.
    static func chosenBodyMediaType(_ content: [(key: String, value: YAMLNode)]) -> (key: String, value: YAMLNode)? {
        let preference: [(String) -> Bool] = [
            Self.isJSON, { $0.hasPrefix("application/x-www-form-urlencoded") }, { $0.hasPrefix("multipart/") },
            { $0.hasPrefix("text/") }, { _ in true },
        ]
        return preference.lazy.compactMap { test in content.first { test($0.key) } }.first
    }

    private mutating func requestBody(_ operation: Operation) -> (value: SpecValue, example: SpecValue?)? {
        guard let bodyNode = operation.node.node["requestBody"] else { return nil }
        let body = dereference(operation.node.appending("requestBody"), as: .requestBody)
        let required = body.node["required"]?.isTrue ?? false
        let content = body.node["content"]?.pairs ?? []
        let contentNode = body.appending("content")
        _ = bodyNode
        guard let (mediaType, media) = Self.chosenBodyMediaType(content) else { return nil }
        if content.count > 1 {
            converter.warn(.importFirstChosen, contentNode, "the request body has \(content.count) media types; '\(mediaType)' is imported")
        }
        let mediaNode = contentNode.child(media, mediaType)
        let schema = media["schema"].map { mediaNode.child($0, "schema") }
        if Self.isJSON(mediaType) {
            var entries = [SpecEntry("encoding", .string("json"))]
            let converted = schema.map { converter.convert($0, depth: 0) } ?? ConvertedSchema(type: .json)
            // The body type is written as converted: its inline objects' property examples with it.
            for origin in converted.type.propertyExampleOrigins { converter.examples.carry(origin) }
            if case .object(let fields) = converted.type, !fields.isEmpty {
                entries.append(SpecEntry("type", converted.type.specValue))
            } else {
                var type = converted.type
                if case .object = type { type = .json }
                let text = type.text.map { required || $0 == "json" ? $0 : $0 + "?" }
                entries.append(SpecEntry("type", text.map(SpecValue.string) ?? type.specValue))
            }
            if mediaType.split(separator: ";")[0].lowercased() != "application/json" {
                converter.warn(.importLeftOut, mediaNode, "a JSON body is sent as application/json, not '\(mediaType)' "
                    + "(set the Content-Type through middleware)")
            }
            // The media type's example, else an inline schema's own (a referenced model keeps its own).
            let example = carriedExample(media: mediaExample(mediaNode), schema: Self.schemaExample(converted))
            if let example { exampleSources[.body(endpoint: operation.name)] = ExampleOrigin(example.node) }
            return (.map(entries), example?.value)
        }
        if Self.isForm(mediaType) {
            let isMultipart = mediaType.hasPrefix("multipart/")
            var fields: [SpecEntry] = []
            if let schema {
                let resolved = dereference(schema, as: .schema)
                let converted = converter.convert(resolved, depth: 0)
                if case .object(var properties) = converted.type {
                    let propertyNodes = properties.map { dereference(resolved.appending("properties").appending($0.wireName), as: .schema) }
                    // A multipart part is a file when its schema says its content is bytes: `format: binary` (and
                    // `base64`, `byte`), 3.1's `contentMediaType`, or an array of such parts (several files under one
                    // name, `"[file]"`).
                    func isFileSchema(_ node: YAMLNode?, _ type: ImportedType) -> Bool {
                        ["binary", "base64", "byte"].contains(node?["format"]?.text ?? "") || node?["contentMediaType"] != nil
                            || type == .named("data")
                    }
                    let files = properties.indices.map { index in
                        isMultipart && isFileSchema(propertyNodes[index].node, properties[index].type)
                    }
                    let fileLists = properties.indices.map { index in
                        guard isMultipart, case .array(let element) = properties[index].type else { return false }
                        let items = propertyNodes[index].node["items"] == nil
                            ? nil : dereference(propertyNodes[index].appending("items"), as: .schema).node
                        return isFileSchema(items, element)
                    }
                    // The body's example (the media type's, else the schema's own) gives each field without one its member.
                    let bodyExample = carriedExample(
                        media: mediaExample(mediaNode), schema: Self.schemaExample(converted), carriesIt: false)
                    if let bodyExample {
                        spreadFormExample(bodyExample, over: &properties, files: zip(files, fileLists).map { $0 || $1 })
                    }
                    for (index, var field) in properties.enumerated() {
                        let propertyNode = propertyNodes[index]
                        if files[index] || fileLists[index] {
                            converter.examples.leaveOut(field.exampleOrigin, "a file part has no example in the spec format")
                            // A part the body does not require may be left out: `file?` (review 24: it was `file`).
                            let type = (fileLists[index] ? "[file]" : "file") + (field.isOptional || field.isNullable ? "?" : "")
                            fields.append(SpecEntry(field.wireName, .string(type)))
                            continue
                        }
                        converter.examples.carry(field.exampleOrigin)
                        if !field.type.isTextual(objectModels: converter.objectModels) {
                            converter.warn(.importStructuredParameter, propertyNode, "field '\(field.wireName)' of a structured type is sent as a string "
                                + "(send it serialized, for example as JSON)")
                            for origin in field.type.propertyExampleOrigins {
                                converter.examples.leaveOut(origin, "field '\(field.wireName)' is imported as a string, without its object's properties")
                            }
                            field.type = .named("string")
                            field.defaultValue = nil
                        }
                        field.isNullable = false
                        fields.append(SpecEntry(field.wireName, field.specValue))
                    }
                } else {
                    converter.warn(.importLeftOut, mediaNode, "a \(isMultipart ? "multipart" : "form") body that is not an object; left out")
                    return nil
                }
            }
            guard !fields.isEmpty else { return nil }
            return (.map([SpecEntry("encoding", .string(isMultipart ? "multipart" : "form")), SpecEntry("fields", .map(fields))]), nil)
        }
        if mediaType.hasPrefix("text/") {
            return (.map([SpecEntry("encoding", .string("text")), SpecEntry("content_type", .string(mediaType))]), nil)
        }
        return (.map([SpecEntry("encoding", .string("binary")), SpecEntry("content_type", .string(mediaType))]), nil)
    }

    /// Gives each field of a form or multipart body the member of the body's example named after it, when the
    /// field has no example of its own and is not a file part; every other member is recorded as left out.
    private mutating func spreadFormExample(
        _ example: (value: SpecValue, node: DocumentNode), over fields: inout [ImportedField], files: [Bool]
    ) {
        let node = example.node
        guard case .map(let members) = example.value, node.node.mapping != nil else {
            converter.examples.leaveOut(ExampleOrigin(node), "a form or multipart body's example must be an object of field values")
            return
        }
        // The example itself is accounted for member by member.
        converter.examples.carry(ExampleOrigin(node))
        let pairs = node.node.pairs
        for (offset, member) in members.enumerated() where offset < pairs.count {
            let memberNode = node.child(pairs[offset].value, member.key)
            let origin = ExampleOrigin(memberNode)
            guard let index = fields.firstIndex(where: { $0.wireName == member.key }) else {
                converter.examples.leaveOut(origin, "the body has no field '\(member.key)'")
                continue
            }
            if files[index] {
                converter.examples.leaveOut(origin, "a file part has no example in the spec format")
            } else if let own = fields[index].exampleOrigin {
                converter.examples.leaveOut(origin, "the field's own example at \(own.pointer) is carried")
            } else {
                fields[index].example = member.value
                fields[index].exampleOrigin = origin
            }
        }
    }

    /// The first 2xx response with content (JSON as its type, `text`, `binary`), else `none`, with the example of
    /// its JSON media type.
    private mutating func responseValue(_ operation: Operation) -> (value: SpecValue, example: SpecValue?) {
        let responses = operation.node.appending("responses")
        let codes = (operation.node.node["responses"]?.pairs ?? []).map(\.key).filter { $0.hasPrefix("2") }.sorted()
        var chosen: SpecValue?
        var chosenExample: SpecValue?
        var chosenCode = ""
        for code in codes {
            let response = dereference(responses.child(operation.node.node["responses"]?[code] ?? root.node, code), as: .response)
            guard let content = response.node["content"]?.pairs, !content.isEmpty else { continue }
            let value: SpecValue
            var example: SpecValue?
            if let (mediaType, media) = content.first(where: { Self.isJSON($0.key) }) {
                let mediaNode = response.appending("content").child(media, mediaType)
                var schemaExample: (value: SpecValue, node: DocumentNode)?
                var schemaConverted: ConvertedSchema?
                if let schemaNode = media["schema"] {
                    let schema = mediaNode.child(schemaNode, "schema")
                    let converted = converter.convert(schema, depth: 0)
                    schemaConverted = converted
                    if case .object(let fields) = converted.type, fields.isEmpty {
                        value = .string("json")
                    } else if converted.isNullable, case .string(let type) = converted.type.specValue, type != "json" {
                        // A payload that may be `null` (a nullable schema, `oneOf: [Cat, {type: "null"}]`) is an
                        // optional response, `nil` for null as for an empty body (spec format §4).
                        value = .string(type + "?")
                    } else {
                        value = converted.type.specValue
                    }
                    schemaExample = Self.schemaExample(converted)
                } else {
                    value = .string("json")
                }
                // The chosen response's example: the media type's, else an inline schema's own; its inline objects'
                // property examples are written with its type.
                if chosen == nil, let converted = schemaConverted {
                    for origin in converted.type.propertyExampleOrigins { converter.examples.carry(origin) }
                }
                if chosen == nil, let carried = carriedExample(media: mediaExample(mediaNode), schema: schemaExample) {
                    example = carried.value
                    exampleSources[.response(endpoint: operation.name)] = ExampleOrigin(carried.node)
                }
            } else if content.contains(where: { $0.key.hasPrefix("text/") }) {
                value = .string("text")
            } else {
                value = .string("binary")
            }
            if let chosen, chosen != value {
                converter.warn(.importFirstChosen, responses, "responses \(chosenCode) and \(code) differ; the \(chosenCode) payload is imported")
                break
            }
            if chosen == nil {
                chosen = value
                chosenExample = example
                chosenCode = code
            }
        }
        return (chosen ?? .string("none"), chosenExample)
    }

    /// Error rules (`404: NotFound`, `4XX: ClientError`, `default: Error`) from JSON error responses.
    private mutating func errorRules(_ operation: Operation) -> [SpecEntry] {
        let responses = operation.node.appending("responses")
        var rules: [SpecEntry] = []
        for (code, responseNode) in operation.node.node["responses"]?.pairs ?? [] {
            let upper = code.uppercased()
            let isError = upper == "DEFAULT" || ((upper.hasPrefix("4") || upper.hasPrefix("5")) && upper.count == 3)
            guard isError else { continue }
            let located = responses.child(responseNode, code)
            let response = dereference(located, as: .response)
            guard let (mediaType, media) = response.node["content"]?.pairs.first(where: { Self.isJSON($0.key) }),
                let schemaNode = media["schema"]
            else { continue }
            let schema = response.appending("content").child(media, mediaType).child(schemaNode, "schema")
            // A schema naming a model (also in another file) is that model; an inline shape becomes one.
            var model: String?
            if case .named(let name) = converter.convert(schema, depth: 0).type, converter.isModel(name) {
                model = name
            } else {
                model = converter.hoistModel(dereference(schema, as: .schema), hint: "ErrorResponse")
            }
            guard let model else {
                converter.warn(.importLeftOut, located, "error response \(code) is not an object; not decoded as an error model")
                continue
            }
            let key = upper == "DEFAULT" ? "default" : upper
            rules.append(SpecEntry(key, .string(model)))
        }
        return rules
    }
}

