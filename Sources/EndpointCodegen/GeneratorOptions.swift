import EndpointNaming

/// Choices that shape generated code; read from the config file or command line.
public struct GeneratorOptions: Sendable, Hashable {
    /// The access level of generated declarations.
    public enum AccessLevel: String, Sendable, Hashable, CaseIterable {
        case `public`, `internal`, `package`
    }

    /// How view models publish their state.
    public enum ViewModelStyle: String, Sendable, Hashable, CaseIterable {
        /// `@Observable @MainActor final class` (Observation; iOS 17, macOS 14).
        case observation
        /// A `@MainActor final class` calling an `onChange` closure after each state change.
        case closure
        /// An `ObservableObject` with a `@Published` state, compiled only where Combine exists.
        case combine
    }

    /// The generated files of one spec.
    public enum Output: String, Sendable, Hashable, CaseIterable {
        case models, requests, viewModels = "view_models"
    }

    public var accessLevel: AccessLevel
    public var viewModelStyle: ViewModelStyle
    /// Which files each spec produces; every selected file is always written, even when it has no
    /// declarations, so a build plugin can declare outputs before reading specs.
    public var outputs: Set<Output>
    /// Names of endpoints to generate (all when empty).
    public var includeEndpoints: Set<String>
    /// Names of endpoints to leave out.
    public var excludeEndpoints: Set<String>

    public init(
        accessLevel: AccessLevel = .public,
        viewModelStyle: ViewModelStyle = .observation,
        outputs: Set<Output> = Set(Output.allCases),
        includeEndpoints: Set<String> = [],
        excludeEndpoints: Set<String> = []
    ) {
        self.accessLevel = accessLevel
        self.viewModelStyle = viewModelStyle
        self.outputs = outputs
        self.includeEndpoints = includeEndpoints
        self.excludeEndpoints = excludeEndpoints
    }

    /// The output file name for a spec file's stem, e.g. `github` → `GithubModels.swift`,
    /// `json-placeholder` → `JSONPlaceholderRequests.swift`. Names depend on the spec's file name alone, so a
    /// build plugin can declare outputs before reading any spec (spec format §6).
    public static func fileName(stem: String, output: Output) -> String {
        let suffix = switch output {
        case .models: "Models"
        case .requests: "Requests"
        case .viewModels: "ViewModels"
        }
        return SwiftName.upperCamel(stem) + suffix + ".swift"
    }
}
