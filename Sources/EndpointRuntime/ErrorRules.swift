import Foundation

/// Which non-2xx statuses an ``ErrorRule`` applies to (spec `errors:` keys).
public enum StatusMatch: Sendable, Hashable {
    /// One exact status, e.g. `404`.
    case status(Int)
    /// A class by its first digit: `statusClass(4)` is `4XX`.
    case statusClass(Int)
    /// Any status not matched otherwise.
    case `default`

    /// Whether `status` matches.
    public func matches(_ status: Int) -> Bool {
        switch self {
        case .status(let value): return status == value
        case .statusClass(let digit): return status / 100 == digit
        case .default: return true
        }
    }

    /// Exact status 2, class 1, default 0.
    var specificity: Int {
        switch self {
        case .status: return 2
        case .statusClass: return 1
        case .default: return 0
        }
    }
}

/// An error model decoded from a non-2xx body whose status matches.
///
/// Generated code lists the spec's rules first and the endpoint's after them:
/// `[ErrorRule(.statusClass(4), ServerError.self), ErrorRule(.status(404), NotFound.self)]`.
/// The most specific match wins (exact status, then class, then default); among equally specific
/// matches the last one wins, so an endpoint's rules override the spec's. When the body does not
/// decode (an HTML page), the error carries no model but still the raw body.
public struct ErrorRule: Sendable {
    /// The statuses this rule applies to.
    public let match: StatusMatch
    /// Decodes the model from the body with the given decoder; throws when the body does not fit.
    public let decode: @Sendable (_ body: Data, _ decoder: JSONDecoder) throws -> any Decodable & Sendable
    /// The model type of a rule made with ``init(_:_:)``; `nil` for a custom decode closure. ``MockServer`` answers
    /// an error status with this type's ``SampleProviding/sample``.
    let modelType: (any (Decodable & Sendable).Type)?

    /// A rule that decodes `model` as JSON.
    public init<Model: Decodable & Sendable>(_ match: StatusMatch, _ model: Model.Type) {
        self.match = match
        self.decode = { body, decoder in try decoder.decode(Model.self, from: body) }
        self.modelType = model
    }

    /// A rule with a custom decode closure.
    public init(_ match: StatusMatch, decode: @escaping @Sendable (_ body: Data, _ decoder: JSONDecoder) throws -> any Decodable & Sendable) {
        self.match = match
        self.decode = decode
        self.modelType = nil
    }

    /// The rule that applies to `status`, or `nil`.
    public static func bestMatch(in rules: [ErrorRule], status: Int) -> ErrorRule? {
        var best: ErrorRule?
        for rule in rules where rule.match.matches(status) {
            if let current = best, current.match.specificity > rule.match.specificity {
                continue
            }
            best = rule
        }
        return best
    }
}
