import Foundation

/// Where the value of a common field comes from (spec `common_fields: {from: ...}` or `value:`).
public enum CommonFieldSource: Sendable, Hashable {
    /// The app's marketing version (`CFBundleShortVersionString`).
    case appVersion
    /// The app's build number (`CFBundleVersion`).
    case buildNumber
    /// The preferred language code, e.g. `en`.
    case language
    /// The region code, e.g. `US`.
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
/// name, the endpoint's value wins.
public struct CommonField: Sendable, Hashable {
    /// The wire name, e.g. `lang_cd`.
    public var name: String
    /// Where the value comes from.
    public var source: CommonFieldSource

    /// Creates a common field.
    public init(_ name: String, from source: CommonFieldSource) {
        self.name = name
        self.source = source
    }
}

/// Resolves common field values. The client calls it once per field per request; returning `nil`
/// leaves the field out.
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
