import EndpointNaming
import EndpointSpec

/// Writes Swift type names for one API's generated code: runtime names always qualified with their module,
/// Swift and Foundation names only when a type declared in the generated namespace would shadow them.
///
/// Inside `enum GitHub { struct Data {} }`, a bare `Data` means `GitHub.Data`, so a model named `Data`, `Date`,
/// `URL` or `Result` would silently break every other use of that name. Rather than qualifying everything
/// (`Swift.String` on every line), the namer knows every simple type name the generated code declares and
/// qualifies the Swift and Foundation names that collide: `Foundation.Data`, `Swift.Result`.
///
/// Runtime names are written `EndpointRuntime.APIError`, `EndpointRuntime.HTTPMethod`, … whatever the spec
/// declares: generated code is compiled in the app's own module, and the hand-written networking layer it replaces
/// usually declares the same names (`APIError`, `HTTPMethod`, `Endpoint`, `APIClient`), which would shadow the
/// runtime's in every generated file while the two layers live side by side. Model references are qualified with
/// the namespace when a nested type elsewhere has the same simple name.
struct TypeNamer {
    /// Every simple type name declared by the generated code of this API (models, nested types, requests,
    /// view models, the namespace itself).
    let declaredNames: Set<String>
    /// Model names that are also used for some nested type, so bare references could be captured.
    let ambiguousModelNames: Set<String>
    let namespace: String
    /// Models shared from other specs through `uses`, with the namespace each is declared in.
    var usedModelNamespaces: [String: String] = [:]

    /// Modules whose types generated code names, and the names it uses from each.
    static let moduleOfName: [String: String] = {
        var map: [String: String] = [:]
        for name in ["String", "Int", "Int32", "Int64", "Double", "Float", "Bool", "Never", "Error", "Optional",
                     "Result", "Array", "Dictionary", "CodingKey", "Codable", "Decodable", "Encodable", "Sendable",
                     "Hashable", "Hasher", "Equatable", "Identifiable", "RawRepresentable", "CaseIterable", "Decoder", "Encoder", "MainActor"] {
            map[name] = "Swift"
        }
        for name in ["Date", "URL", "UUID", "Data", "TimeInterval", "Decimal", "TimeZone"] { map[name] = "Foundation" }
        for name in ["Endpoint", "HTTPMethod", "Parameters", "HTTPHeaders", "RequestBody", "EnvelopeRule",
                     "ErrorRule", "AuthRequirement", "CommonField", "DateRule", "MultipartPart", "MultipartFile",
                     "NoContent", "APIClient", "APIError", "LoadState", "JSONValue", "CalendarDate", "Nullable",
                     "ResponseBody", "StatusMatch", "EnvelopeCode", "APIResponse", "ParameterValueConvertible", "AuthPlacement", "Indirect",
                     "LatestLoad", "APIResult", "ConditionalResponse", "APIServer",
                     "PageRule", "PageSequence", "PagedLoad", "PagedListState",
                     "SampleProviding", "SampleValues", "MockServer", "MockRoute", "PreviewState", "ActionState", "ActionRunner",
                     "ValueCoding", "WireKey", "WireDecodingContainer", "WireEncodingContainer", "MemberwiseEquality", "OpenEnumeration",
                     "ObservedProperties", "ObservableViewModel"] {
            map[name] = runtimeModule
        }
        map["Observable"] = "Observation"
        map["ObservationIgnored"] = "Observation"
        map["ObservableObject"] = "Combine"
        map["Published"] = "Combine"
        return map
    }()

    /// The module of the runtime library, whose names generated code always qualifies.
    static let runtimeModule = "EndpointRuntime"

    /// `name` (a Swift, Foundation or runtime type) as generated code writes it: a runtime name always qualified
    /// (`EndpointRuntime.APIError`), a Swift or Foundation name qualified with its module when shadowed.
    func builtin(_ name: String) -> String {
        guard let module = Self.moduleOfName[name],
              module == Self.runtimeModule || declaredNames.contains(name) else { return name }
        return "\(module).\(name)"
    }

    /// Every Swift, Foundation, Observation, Combine and runtime name that templates write, mapped to how to
    /// write it in this API's code; templates use `{{types.Codable}}`, `{{types.ErrorRule}}`, and so on.
    var templateTypes: [String: String] {
        Dictionary(uniqueKeysWithValues: Self.moduleOfName.keys.map { ($0, builtin($0)) })
    }

    /// A reference to the model `name`.
    func model(_ name: String) -> String {
        if let other = usedModelNamespaces[name] { return "\(other).\(name)" }
        return ambiguousModelNames.contains(name) ? "\(namespace).\(name)" : name
    }

    /// A reference to the model `name` that holds outside the namespace too (`GitHub.User`, `Common.User`).
    func qualifiedModel(_ name: String) -> String {
        "\(usedModelNamespaces[name] ?? namespace).\(name)"
    }

    /// The Swift type for a primitive of a type expression (spec format §2).
    func primitive(_ primitive: TypeReference.Primitive) -> String {
        switch primitive {
        case .string: builtin("String")
        case .int: builtin("Int")
        case .int32: builtin("Int32")
        case .int64: builtin("Int64")
        case .double: builtin("Double")
        case .float: builtin("Float")
        case .decimal: builtin("Decimal")
        case .bool: builtin("Bool")
        case .date: builtin("Date")
        case .calendarDate: builtin("CalendarDate")
        case .url: builtin("URL")
        case .uuid: builtin("UUID")
        case .data: builtin("Data")
        case .json: builtin("JSONValue")
        }
    }
}
