import EndpointNaming
import EndpointSpec
import Foundation

/// Choices that shape generated code; read from the config file or command line.
package struct GeneratorOptions: Sendable, Hashable {
    /// The access level of generated declarations.
    package enum AccessLevel: String, Sendable, Hashable, CaseIterable {
        case `public`, `internal`, `package`
    }

    /// How view models publish their state.
    package enum ViewModelStyle: String, Sendable, Hashable, CaseIterable {
        /// A `@MainActor final class` conforming to `Observable` (Observation; iOS 17, macOS 14).
        case observation
        /// A `@MainActor final class` calling an `onChange` closure after each state change.
        case closure
        /// An `ObservableObject` with a `@Published` state, compiled only where Combine exists.
        case combine
    }

    /// The generated files of one spec.
    package enum Output: String, Sendable, Hashable, CaseIterable {
        case models, requests, viewModels = "view_models"
        /// Samples, the mock server and view model previews (docs/mocks.md), compiled only `#if DEBUG`; opt-in.
        case mocks

        /// What a spec produces unless the configuration's `outputs` says otherwise: everything but `mocks`, which
        /// a project asks for (docs/mocks.md: it costs debug builds compile time, and release builds nothing).
        package static let defaults: Set<Output> = [.models, .requests, .viewModels]
    }

    package var accessLevel: AccessLevel
    package var viewModelStyle: ViewModelStyle
    /// Which files each spec produces; every selected file is always written, even when it has no
    /// declarations, so a build plugin can declare outputs before reading specs.
    package var outputs: Set<Output>
    /// Names of endpoints to generate (all when empty).
    package var includeEndpoints: Set<String>
    /// Names of endpoints to leave out.
    package var excludeEndpoints: Set<String>

    package init(
        accessLevel: AccessLevel = .public,
        viewModelStyle: ViewModelStyle = .observation,
        outputs: Set<Output> = Output.defaults,
        includeEndpoints: Set<String> = [],
        excludeEndpoints: Set<String> = []
    ) {
        self.accessLevel = accessLevel
        self.viewModelStyle = viewModelStyle
        self.outputs = outputs
        self.includeEndpoints = includeEndpoints
        self.excludeEndpoints = excludeEndpoints
    }

    /// How output files are named (config `file_names`): `{Name}` is the spec file's stem in UpperCamelCase
    /// (`github` → `Github`, `json-placeholder` → `JSONPlaceholder`), `{stem}` the stem as written, and `{Kind}`
    /// `Models`, `Requests`, `ViewModels` or `Mocks`. Names depend on the spec's file name alone, so a build plugin can
    /// declare outputs before reading any spec (spec format §6). Default: `{Name}{Kind}.swift`.
    package var fileNamePattern: String = GeneratorOptions.defaultFileNamePattern

    package static let defaultFileNamePattern = "{Name}{Kind}.swift"

    /// How many files a spec's models are spread over (config `model_files`, 1 to ``maximumModelFiles``; default 1).
    /// The first is `{Name}Models.swift` and declares the namespace; part *n* > 1 is `{Name}Models<n>.swift`. Each
    /// top-level model goes to the part given by a hash of its name, so adding or removing a model changes one file
    /// only, and the names depend on the setting alone (a build plugin declares them before reading specs). Above 1,
    /// each request type goes to a models file the same way, and `{Name}Requests.swift` keeps what is shared (the
    /// `Request` protocol, the client). Several files let the compiler's frontend jobs share a large spec's code
    /// among all cores and bound the memory of each (docs/performance.md, "Compile cost of the output").
    package var modelFiles: Int = 1

    /// Whether every model struct has `var` properties (config `mutable_models: true`), but those marked
    /// `mutable: false`. By default only the models a request body sends, and those marked `mutable: true`, do; the
    /// others are immutable values with `let` properties, which cost less to compile (spec format §3, "Mutability").
    package var mutableModels = false

    /// The largest `model_files` accepted.
    package static let maximumModelFiles = 32

    /// The output file name for a spec file's stem, e.g. `github` → `GithubModels.swift` with the default pattern;
    /// `part` (1-based) numbers the models files after the first (`GithubModels2.swift`).
    package func fileName(stem: String, output: Output, part: Int = 1) -> String {
        let kind = switch output {
        case .models: part > 1 ? "Models\(part)" : "Models"
        case .requests: "Requests"
        case .viewModels: "ViewModels"
        case .mocks: "Mocks"
        }
        return fileNamePattern
            .replacingOccurrences(of: "{Name}", with: SwiftName.upperCamel(stem))
            .replacingOccurrences(of: "{stem}", with: stem)
            .replacingOccurrences(of: "{Kind}", with: kind)
    }

    /// Every file a spec with this file stem produces, in output order (``Output`` order), e.g. `GithubModels.swift`,
    /// `GithubRequests.swift`, `GithubViewModels.swift`: known before the spec is read, so a build plugin can declare
    /// them and a no-op run can check them.
    package func fileNames(stem: String) -> [String] {
        Output.allCases.filter(outputs.contains).flatMap { output in
            (1...(output == .models ? max(1, modelFiles) : 1)).map { fileName(stem: stem, output: output, part: $0) }
        }
    }

    /// The placeholders a `file_names` pattern may hold.
    static let fileNamePlaceholders = ["{Name}", "{stem}", "{Kind}"]

    /// Why `pattern` cannot name output files, or `nil` when it can: it must name the kind (one file per kind and
    /// spec) and the spec (`{Name}` or `{stem}`), end in `.swift`, stay in the output directory (no `/`), hold no
    /// placeholder but those three and no control character, and not name a hidden file (a leading `.`).
    package static func problem(withFileNamePattern pattern: String) -> String? {
        if !pattern.contains("{Kind}") { return "must contain {Kind}, so a spec's files get different names" }
        if !pattern.contains("{Name}") && !pattern.contains("{stem}") { return "must contain {Name} or {stem}" }
        if !pattern.hasSuffix(".swift") { return "must end in .swift" }
        if pattern.contains("/") || pattern.contains("\\") { return "must be a file name, without directories" }
        // A placeholder that is none of the three (`{Nmae}`, `{kind}`) would be written into every file name as is.
        var rest = Substring(pattern)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let placeholder = String(rest[open...close])
            if !fileNamePlaceholders.contains(placeholder) {
                return "has the unknown placeholder '\(placeholder)'; the placeholders are {Name}, {stem} and {Kind}"
                    + Suggestions.didYouMean(placeholder, among: fileNamePlaceholders)
            }
            rest = rest[rest.index(after: close)...]
        }
        if let scalar = pattern.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            return "contains the control character U+\(String(format: "%04X", scalar.value)), which no file name should hold"
        }
        if pattern.hasPrefix(".") {
            return "must not start with '.': SwiftPM and Xcode skip hidden files, so the generated code would not be compiled"
        }
        return nil
    }
}
