import EndpointSpec
import Foundation
import Mustache

/// The Mustache templates that lay out generated files: the defaults compiled into the generator from the
/// package's `Templates/` directory, each replaceable by a file of the same name in a user's directory.
package struct TemplateSet: Sendable {
    /// Template names (file names without `.mustache`) and their sources, with where each came from.
    package private(set) var sources: [String: (text: String, origin: String)]

    /// Entries of the user's template directory that look meant as templates but are not read: files that do not
    /// end in `.mustache` (`doc.mustach`, `struct.MUSTACHE`) and subdirectories holding templates. Each becomes a
    /// `template.unused` warning with this message.
    private var unreadEntries: [(path: String, message: String)] = []

    /// The file names of the default templates, without `.mustache`.
    package static let defaultNames = DefaultTemplates.all.keys.sorted()

    /// The templates built into the generator.
    package static var defaults: TemplateSet {
        TemplateSet(sources: DefaultTemplates.all.mapValues { (text: $0, origin: "Templates/") })
    }

    /// The defaults with every `*.mustache` file in `directory` replacing the default of the same name (or
    /// adding a new partial). A file's CR LF and lone CR line breaks are read as LF
    /// (`YAMLTextEncoding.normalizingLineBreaks(_:)`; docs/templates.md). Throws `TemplateSetError` when the
    /// directory cannot be read.
    package static func overriding(from directory: String) throws(TemplateSetError) -> TemplateSet {
        var set = defaults
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw TemplateSetError(message: "cannot read template directory '\(directory)': \(FileSystemReason.of(error))")
        }
        for name in names.sorted() {
            let path = (directory.hasSuffix("/") ? directory : directory + "/") + name
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                let inside = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                if inside.contains(where: { $0.hasSuffix(".mustache") }) {
                    set.unreadEntries.append((path, "'\(name)' is a directory: templates are read from the template directory "
                        + "itself, not from its subdirectories; move its .mustache files up"))
                }
            } else if !name.hasSuffix(".mustache"), let intended = Self.intendedTemplateName(of: name) {
                set.unreadEntries.append((path, "'\(name)' is not read: template files end in '.mustache'; did you mean '\(intended)'?"))
            }
        }
        for name in names.sorted() where name.hasSuffix(".mustache") {
            let path = (directory.hasSuffix("/") ? directory : directory + "/") + name
            let data: Data
            switch FileContents.read(path) {
            case .success(let bytes): data = Data(bytes)
            case .failure(let failure):
                throw TemplateSetError(message: "cannot read template '\(path)': \(failure.reason)", location: .start(of: path))
            }
            // UTF-16 text without a byte-order mark is valid UTF-8 (ASCII and NUL bytes), so it is looked for first.
            if let encoding = YAMLTextEncoding.wideEncodingWithoutByteOrderMark(of: [UInt8](data)) {
                throw TemplateSetError(
                    message: "file is not UTF-8 (looks like \(encoding), without a byte-order mark); templates must be UTF-8",
                    location: .start(of: path))
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw TemplateSetError(message: "cannot read template as UTF-8 text", location: .start(of: path))
            }
            // CR LF and lone CR become LF, so an override saved with Windows line endings gives the same files (with
            // LF throughout, as the built-in templates write them) and the same fingerprint as the LF one.
            set.sources[String(name.dropLast(".mustache".count))] = (YAMLTextEncoding.normalizingLineBreaks(text), path)
        }
        return set
    }

    /// Parses every template once and checks that every partial they name exists.
    /// Problems are diagnostics located in the template file (`path:line:column`).
    /// - Returns: The library, or `nil` when a template has errors (each added to `diagnostics`).
    package func library(diagnostics output: inout DiagnosticCollector) -> MustacheLibrary? {
        var templates: [MustacheTemplate] = []
        var unparsed: Set<String> = []
        var diagnostics = DiagnosticCollector()
        defer { output.append(contentsOf: diagnostics) }
        for name in sources.keys.sorted() {
            guard let source = sources[name] else { continue }
            do {
                templates.append(try MustacheTemplate(source.text, name: name))
            } catch {
                diagnostics.append(Self.diagnostic(error, origin: source.origin))
                unparsed.insert(name)
            }
        }
        let library = MustacheLibrary(templates: templates)
        // A template that did not parse is reported once, at its own error, not again at every tag including it.
        for error in library.validate(alsoKnown: unparsed) {
            var diagnostic = Self.diagnostic(error, origin: sources[error.templateName]?.origin ?? "Templates/")
            // The partial tag at the error's position names the missing template (parent tags get no suggestion).
            if error.kind == .unknownPartial,
               let tag = library.templates[error.templateName]?.partialInclusions.first(where: {
                   $0.line == error.line && $0.column == error.column
               }),
               let close = Suggestions.closest(to: tag.name, among: sources.keys) {
                diagnostic.message += "; did you mean '\(close)'?"
            }
            diagnostics.append(diagnostic)
        }
        reportUnusedOverrides(in: library, diagnostics: &diagnostics)
        reportUnknownNames(in: templates, diagnostics: &diagnostics)
        return diagnostics.hasErrors ? nil : library
    }

    /// The names the render contexts provide: every name a built-in template looks up, and the few context values
    /// no built-in template reads (`ContextSnapshotTests` checks that every key of every context is one of them).
    package static let contextNames: Set<String> = {
        var names: Set<String> = ["first", "last", "hasParameters", "hasViewModels", "style"]
        for (name, text) in DefaultTemplates.all {
            guard let template = try? MustacheTemplate(text, name: name) else { continue }
            names.formUnion(template.valueNames.map(\.name))
        }
        return names
    }()

    /// A warning at each name of a user's template that no context provides: Mustache renders a missing name as
    /// nothing, so a misspelled `{{#propeties}}` would silently drop what it should write. Built-in templates are
    /// not checked; a name the user's templates declare as a block (`{{$name}}`) is not a context name either way.
    private func reportUnknownNames(in templates: [MustacheTemplate], diagnostics: inout DiagnosticCollector) {
        for template in templates {
            guard let origin = sources[template.name]?.origin, origin != "Templates/" else { continue }
            var reported: Set<String> = []
            for tag in template.valueNames where !Self.contextNames.contains(tag.name) && reported.insert(tag.name).inserted {
                let suggestion = Suggestions.closest(to: tag.name, among: Self.contextNames).map { "; did you mean '\($0)'?" }
                    ?? "; docs/templates.md lists the values"
                diagnostics.append(.warning(.unknownTemplateName,
                    "'\(tag.name)' is no value the generator provides, so it renders as nothing\(suggestion)",
                    at: SourceLocation(file: origin, line: tag.line, column: tag.column)))
            }
        }
    }

    /// A warning for each file of the user's template directory that replaces no built-in template and that no
    /// template includes as a partial or parent: most likely a misspelled name (`modles.swift.mustache`), which
    /// would otherwise change nothing without a word.
    private func reportUnusedOverrides(in library: MustacheLibrary, diagnostics: inout DiagnosticCollector) {
        for entry in unreadEntries {
            diagnostics.append(.warning(.unusedTemplate, entry.message, at: .start(of: entry.path)))
        }
        let referenced = Set(library.templates.values.flatMap(\.referencedTemplateNames))
        for name in sources.keys.sorted() where DefaultTemplates.all[name] == nil && !referenced.contains(name) {
            guard let origin = sources[name]?.origin else { continue }
            let suggestion = Suggestions.closest(to: name, among: Self.defaultNames).map {
                "; did you mean '\($0).mustache'?"
            } ?? ""
            diagnostics.append(.warning(.unusedTemplate,
                "template '\(name).mustache' replaces no built-in template and no template includes it, so it is not "
                    + "used\(suggestion)",
                at: .start(of: origin)))
        }
    }

    /// `doc.mustache` for a file named like a template whose extension is a misspelling of `mustache` (`doc.mustach`,
    /// `doc.Mustache`, `doc.mustahce`); `nil` for other files (a README, an editor's backup `doc.mustache~`).
    static func intendedTemplateName(of fileName: String) -> String? {
        // An editor's extra extension: `doc.mustache.txt` (TextEdit), not a backup such as `doc.mustache.bak`.
        if let range = fileName.range(of: ".mustache.", options: .backwards), range.lowerBound != fileName.startIndex,
           fileName[range.upperBound...].lowercased() == "txt" {
            return fileName[..<range.lowerBound] + ".mustache"
        }
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return nil }
        let stem = fileName[..<dot], fileExtension = fileName[fileName.index(after: dot)...].lowercased()
        guard !fileExtension.isEmpty, !fileExtension.hasSuffix("~"),
              fileExtension == "mustache" || Suggestions.closest(to: fileExtension, among: ["mustache"]) != nil
                || (fileExtension.count >= 4 && "mustache".hasPrefix(fileExtension))
        else { return nil }
        return stem + ".mustache"
    }

    /// With `modelFiles` above 1 the request types are written by the models files' `{{#requests}}{{>request}}…`
    /// and the requests file writes them only inside `{{#declaresRequestTypes}}` (false then): docs/templates.md,
    /// "Where a request type is written". An override of either file written for one models file gets that wrong,
    /// and the module would then miss every request type or declare each twice; this reports it at the template
    /// instead of leaving it to the compiler. Built-in templates are not checked.
    /// - Parameters:
    ///   - modelFiles: The `model_files` setting.
    ///   - library: The parsed templates (``library(diagnostics:)``).
    package func checkRequestTypePlacement(
        modelFiles: Int, in library: MustacheLibrary, diagnostics: inout DiagnosticCollector
    ) {
        guard modelFiles > 1 else { return }
        let partial = "request"
        func isUnder(_ section: String, _ inclusion: PartialInclusion) -> Bool {
            inclusion.enclosingSections.contains { $0.name == section && !$0.isInverted }
        }
        if let origin = overrideOrigin(of: "models.swift"), let template = library.templates["models.swift"],
           !template.partialInclusions.contains(where: { $0.name == partial && isUnder("requests", $0) }) {
            diagnostics.append(.error(.requestTypesMisplaced,
                "with model_files: \(modelFiles) the models files declare the request types, but this override of "
                    + "models.swift does not include '{{>request}}' inside '{{#requests}}', so no file would declare "
                    + "them; add the section as the built-in models.swift has it (docs/templates.md, \"Where a request "
                    + "type is written\")",
                at: .start(of: origin)))
        }
        if let origin = overrideOrigin(of: "requests.swift"), let template = library.templates["requests.swift"] {
            for inclusion in template.partialInclusions
            where inclusion.name == partial && !isUnder("declaresRequestTypes", inclusion) {
                diagnostics.append(.error(.requestTypesMisplaced,
                    "with model_files: \(modelFiles) the models files declare the request types, but this override of "
                        + "requests.swift includes '{{>request}}' outside '{{#declaresRequestTypes}}', so each would "
                        + "be declared twice; wrap its section in '{{#declaresRequestTypes}}'…'{{/declaresRequestTypes}}' "
                        + "as the built-in requests.swift does (docs/templates.md, \"Where a request type is written\")",
                    at: SourceLocation(file: origin, line: inclusion.line, column: inclusion.column)))
            }
        }
    }

    /// Header parameters are written by a request type's `headerParameters` property (`{{#headerParameters}}` in the
    /// `request` template), which the client renders when it sends the request. An override of `request` written
    /// before that property existed renders only `headers`, and the requests would go out without their header
    /// parameters; this reports it at the template when `endpoint` (the first endpoint with a header parameter) would
    /// lose one, unless the override or a template it includes names `headerParameters`. Built-in templates are not
    /// checked.
    /// - Parameters:
    ///   - endpoint: The name of an endpoint that has a header parameter; `nil` when none has one.
    ///   - library: The parsed templates (``library(diagnostics:)``).
    package func checkHeaderParameters(
        neededBy endpoint: String?, in library: MustacheLibrary, diagnostics: inout DiagnosticCollector
    ) {
        guard let endpoint, let origin = overrideOrigin(of: "request"), library.templates["request"] != nil else { return }
        // The property may be written by a partial of the user's own that the override includes.
        var pending = ["request"], seen: Set<String> = []
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let template = library.templates[name] else { continue }
            if template.valueNames.contains(where: { $0.name == "headerParameters" }) { return }
            pending += template.referencedTemplateNames
        }
        diagnostics.append(.error(.headerParametersMissing,
            "this override of request.mustache does not write '{{#headerParameters}}', so endpoint '\(endpoint)' "
                + "would be sent without its header parameters; add the 'headerParameters' property as the built-in "
                + "request.mustache has it (docs/templates.md, \"Overrides written for earlier versions\")",
            at: .start(of: origin)))
    }

    /// With the built-in `observation` style, a view model's published properties are observed through the accessors
    /// that style writes into the `storage` block of `published-property` (docs/templates.md, "View model
    /// templates"). A property declared any other way is a plain stored property, which compiles but whose changes no
    /// view would see. This reports, each at the first line of the template at fault:
    /// - an override of a view model template written before that partial existed: one that neither includes
    ///   `published-property` itself nor through a template it includes;
    /// - an override, or a template of the user's it includes, that still declares a property the old way, after a
    ///   `published` block of its own (`{{$published}}{{/published}}… var isLoadingMore`), beside properties written
    ///   through the partial: an override migrated for `state` only;
    /// - an override of `published-property` without the `storage` block, where the style's accessors would go.
    /// An overridden `observation` template is the user's own way of observing and is not checked. With the built-in
    /// `combine` and `closure` styles, the view model templates' properties are announced however they are declared
    /// (`{{$published}}` and `{{$changed}}` reach an old override too), but an override of `published-property`
    /// without the block the style fills (`published`, `observers`) is reported the same way.
    /// - Parameters:
    ///   - style: The view model style of this run.
    ///   - library: The parsed templates (``library(diagnostics:)``).
    package func checkPublishedProperties(
        style: GeneratorOptions.ViewModelStyle, in library: MustacheLibrary, diagnostics: inout DiagnosticCollector
    ) {
        guard overrideOrigin(of: style.rawValue) == nil else { return }
        let partial = "published-property"
        let guide = "(docs/templates.md, \"Overrides written for earlier versions\")"
        // The block of the partial each built-in style fills, what it writes there and where the block is.
        let (block, writes, unseen, position) = switch style {
        case .observation:
            ("storage", "each published property's observation", "a SwiftUI view would not update",
             "the block around ' = {{$initialValue}}…'")
        case .combine:
            ("published", "'@Published '", "a SwiftUI view would not update", "the block before the property's access")
        case .closure:
            ("observers", "the 'didSet' that calls onChange", "onChange would not be called",
             "the block after '{{$initialValue}}…'")
        }
        if let origin = overrideOrigin(of: partial), let template = library.templates[partial],
           !template.declaredBlockNames.contains(block) {
            diagnostics.append(.error(.publishedPropertiesUnobserved,
                "this override of \(partial).mustache has no '{{$\(block)}}' block, where the \(style.rawValue) style "
                    + "writes \(writes), so their changes would not be observed (\(unseen)); keep \(position) as the "
                    + "built-in \(partial).mustache has it \(guide)",
                at: .start(of: origin)))
        }
        guard style == .observation else { return }
        var reported: Set<String> = []
        for kind in ["viewmodel", "pagedviewmodel", "actionviewmodel"] {
            guard let origin = overrideOrigin(of: kind), library.templates[kind] != nil else { continue }
            var pending = [kind], seen: Set<String> = []
            var includesPartial = false
            var oldStyle: [String] = []
            while let name = pending.popLast() {
                guard name != partial, seen.insert(name).inserted, let template = library.templates[name] else { continue }
                includesPartial = includesPartial || template.referencedTemplateNames.contains(partial)
                if template.declaredBlockNames.contains("published"), overrideOrigin(of: name) != nil {
                    oldStyle.append(name)
                }
                pending += template.referencedTemplateNames
            }
            guard includesPartial else {
                diagnostics.append(.error(.publishedPropertiesUnobserved,
                    "this override of \(kind).mustache declares its published properties without '{{<\(partial)}}', so "
                        + "with the observation style their changes would not be observed (a SwiftUI view would not "
                        + "update); write each as the built-in \(kind).mustache does \(guide)",
                    at: .start(of: origin)))
                continue
            }
            for name in oldStyle where reported.insert(name).inserted {
                guard let templateOrigin = overrideOrigin(of: name) else { continue }
                diagnostics.append(.error(.publishedPropertiesUnobserved,
                    "this template declares a published property after '{{$published}}{{/published}}' "
                        + "instead of through '{{<\(partial)}}', so with the observation style its changes would not be "
                        + "observed (a SwiftUI view would not update); write it as the built-in \(kind).mustache writes "
                        + "its published properties \(guide)",
                    at: .start(of: templateOrigin)))
            }
        }
    }

    /// The file a user's directory replaced the built-in template `name` with; `nil` for the built-in one.
    private func overrideOrigin(of name: String) -> String? {
        guard let origin = sources[name]?.origin, !origin.hasSuffix("/") else { return nil }
        return origin
    }

    /// A template error as a diagnostic in the template's file.
    static func diagnostic(_ error: MustacheError, origin: String) -> Diagnostic {
        let file = origin.hasSuffix("/") ? origin + error.templateName + ".mustache" : origin
        return .error(.invalidTemplate, error.message, at: SourceLocation(file: file, line: error.line, column: error.column))
    }
}

/// A template directory that cannot be read.
package struct TemplateSetError: Error, Sendable, CustomStringConvertible {
    package var message: String
    /// The template file the problem is in, when it is one file rather than the directory.
    package var location: SourceLocation?
    package var description: String { message }

    package init(message: String, location: SourceLocation? = nil) {
        self.message = message
        self.location = location
    }
}
