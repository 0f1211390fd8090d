import Foundation

/// Where the value of a common field comes from (spec `common_fields: {from: ...}` or `value:`).
public enum CommonFieldSource: Sendable, Hashable {
    /// The app's marketing version (`CFBundleShortVersionString`).
    case appVersion
    /// The app's build number (`CFBundleVersion`).
    case buildNumber
    /// The preferred language code, e.g. `en`.
    case language
    /// The region code, e.g. `US`; the standard provider has none when the locale names no region.
    case region
    /// The platform name: `iOS`, `macOS`, `tvOS`, `watchOS`, `visionOS` or `Linux`.
    case platform
    /// Whole seconds since 1970 at the time of sending.
    case unixTime
    /// A key the client's provider resolves.
    case custom(String)
    /// A literal value given in the spec.
    case literal(String)
}

/// A field sent with every request of an API: a form or multipart field for form and multipart
/// bodies, a query item otherwise. When the endpoint already has a field or query item of the same
/// name, the endpoint's value wins (and the common field is not resolved at all).
public struct CommonField: Sendable, Hashable {
    /// What the client does when the ``CommonFieldProvider`` returns `nil` for a field (spec
    /// `if_missing:`). A missing value is never dropped silently.
    public enum IfMissing: Sendable, Hashable {
        /// Fail the request with ``APIError/invalidRequest(_:)`` naming the field; nothing is sent.
        /// The default: a server that reads the field gets no request it did not ask for.
        case fail
        /// Send the field with an empty value (`country_cd=`), for servers that treat empty as unknown.
        case sendEmpty
        /// Leave the field out, for servers where the field is optional.
        case omit
    }

    /// The wire name, e.g. `lang_cd`.
    public var name: String
    /// Where the value comes from.
    public var source: CommonFieldSource
    /// What happens when the provider has no value; literals always have one.
    public var ifMissing: IfMissing

    /// Creates a common field that fails requests when its value is missing, unless `ifMissing` says otherwise.
    public init(_ name: String, from source: CommonFieldSource, ifMissing: IfMissing = .fail) {
        self.name = name
        self.source = source
        self.ifMissing = ifMissing
    }
}

/// Resolves common field values. The client calls it once per field per request that sends the field;
/// `nil` means "no value", which the field's ``CommonField/IfMissing`` rule handles.
public typealias CommonFieldProvider = @Sendable (CommonFieldSource) -> String?

/// The standard ``CommonFieldProvider`` values.
public enum CommonFieldValues {
    /// Values from the main bundle, the current locale, the platform and the clock; `nil` for
    /// ``CommonFieldSource/custom(_:)``; literals as given.
    public static let standard: CommonFieldProvider = { source in
        switch source {
        case .appVersion:
            return Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String
        case .buildNumber:
            return Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as? String
        case .language:
            return Locale.preferredLanguages.first.map { String($0.prefix { $0 != "-" && $0 != "_" }) }
        case .region:
            let parts = Locale.current.identifier.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "@" })
            return parts.dropFirst().first { $0.count == 2 && $0.allSatisfy(\.isUppercase) }.map(String.init)
        case .platform:
            return platformName
        case .unixTime:
            return String(Int64(Date().timeIntervalSince1970))
        case .custom:
            return nil
        case .literal(let value):
            return value
        }
    }

    /// A provider that answers `values` first (by source) and falls back to ``standard``.
    public static func overriding(_ values: [CommonFieldSource: String]) -> CommonFieldProvider {
        { source in values[source] ?? standard(source) }
    }

    private static var platformName: String {
        #if os(iOS)
        return "iOS"
        #elseif os(macOS)
        return "macOS"
        #elseif os(tvOS)
        return "tvOS"
        #elseif os(watchOS)
        return "watchOS"
        #elseif os(visionOS)
        return "visionOS"
        #elseif os(Linux)
        return "Linux"
        #else
        return "unknown"
        #endif
    }
}
