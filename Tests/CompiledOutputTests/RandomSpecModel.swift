/// The shape of a random spec, kept beside its YAML text so payloads can be generated for it and the generated
/// Swift types can be named in the round-trip harness.
struct RandomSpec: Sendable {
    /// The `api` name: the namespace of every generated type.
    var api: String
    var description: String?
    var baseURL: String?
    var dates: DateStyle
    var headers: [(name: String, value: String)]
    var models: [RandomModel]
    var endpoints: [RandomEndpoint]
    /// Top-level sections written as-is (auth, envelope, common fields, errors) for type-checking only.
    var extraSections: [(String, YAMLValue)]
    /// The cycle of required properties put in on purpose (`Node.loop_back → Node`), which lint must refuse.
    var requiredCycle: String?
}

/// A spec's `dates:` rule and how a payload writes a date under it.
enum DateStyle: Sendable, Equatable {
    case iso8601, seconds, milliseconds
    case format(String)

    var specText: String {
        switch self {
        case .iso8601: "iso8601"
        case .seconds: "seconds"
        case .milliseconds: "milliseconds"
        case .format(let pattern): pattern
        }
    }

    /// The runtime `DateRule` the generated requests use for this rule, as Swift source.
    var runtimeRule: String {
        switch self {
        case .iso8601: "EndpointRuntime.DateRule.iso8601"
        case .seconds: "EndpointRuntime.DateRule.secondsSince1970"
        case .milliseconds: "EndpointRuntime.DateRule.millisecondsSince1970"
        case .format(let pattern): "EndpointRuntime.DateRule.format(\(SwiftSource.stringLiteral(pattern)))"
        }
    }
}

/// A named model: an object with properties, a string enum, or a type alias.
struct RandomModel: Sendable {
    enum Kind: Sendable {
        case object([RandomProperty])
        case enumeration([String])
        case alias(RandomShape)
    }

    var name: String
    var description: String?
    var kind: Kind
    /// Names Swift or the spec format refuses (`Type`, `Self`, …): the spec must fail with a located error.
    var expectedToBeRefused: Bool
}

/// A property of an object: its wire key, shape and presence.
struct RandomProperty: Sendable {
    var key: String
    var shape: RandomShape
    var presence: Presence
    var description: String?
}

/// How a key may appear in a payload (spec §6, "Missing versus null").
enum Presence: Sendable, CaseIterable {
    /// `T`: the key is present with a value.
    case required
    /// `T?`: the key is missing or has a value (nil is omitted when encoding, so `null` does not round-trip).
    case optional
    /// `{type: T, nullable: true}`: the key is present with a value or `null`.
    case nullable
    /// `{optional: true, nullable: true, tristate: true}`: missing, `null` or a value, kept apart.
    case tristate
}

/// The type of a property or of an alias model.
indirect enum RandomShape: Sendable {
    case primitive(Primitive)
    case model(String)
    case array(RandomShape)
    case dictionary(RandomShape)
    case enumeration([String])
    case object([RandomProperty])

    /// Whether the shape can be written as a type-expression string (`[T]`, `"[string: T]"`, a name).
    var isExpression: Bool {
        switch self {
        case .primitive, .model: true
        case .array(let element), .dictionary(let element): element.isExpression
        case .enumeration, .object: false
        }
    }

    /// The type expression, for shapes where ``isExpression`` holds.
    var expression: String {
        switch self {
        case .primitive(let primitive): primitive.rawValue
        case .model(let name): name
        case .array(let element): "[\(element.expression)]"
        case .dictionary(let element): "[string: \(element.expression)]"
        case .enumeration, .object: "?"
        }
    }
}

/// The spec's scalar types (spec-format §2).
enum Primitive: String, Sendable, CaseIterable {
    case string, int, int32, int64, double, float, decimal, bool, date
    case calendarDate = "calendar_date"
    case url, uuid, data, json
}

/// An endpoint, written to the spec for type-checking (its payloads are not round-tripped).
struct RandomEndpoint: Sendable {
    var name: String
    var yaml: YAMLValue
}
