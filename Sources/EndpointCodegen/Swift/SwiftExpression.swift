/// A Swift expression as a value: what declarations hold instead of pre-rendered source (request bodies, envelope,
/// error and page rules, path literals, default arguments), so builders compose expressions from parts and
/// escaping happens in one place, `code`, at the context boundary.
///
/// The cases cover what generated code writes, no more: `.json(CreateUserBody(name: name))`,
/// `EnvelopeRule(payload: "result", successCodes: [1000])`, `"/users/\(pathParameter: id)"`,
/// `{ $0.items ?? [] }`, `payload.map { .json($0) } ?? .none`.
indirect enum SwiftExpression: Hashable, Sendable, CustomStringConvertible {
    /// A string literal of `value`, escaped by `SwiftLiteral.string` (`"a\"b"`).
    case string(String)
    /// A string literal with interpolations: `"/users/\(pathParameter: id)"`, `"\(count)"`.
    case interpolatedString([InterpolationSegment])
    /// A number, boolean or `nil` literal, written as given: `404`, `5.0`, `true`, `nil`.
    case literal(String)
    /// A name as written (backticked where needed): a member, `$0`, a type written by name (`EnvelopeRule`).
    case identifier(String)
    /// A type used as an expression: the callee of an initializer (`APIServer(...)`) or the base of `.self`.
    case type(SwiftType)
    /// `base.name`, or the implicit member expression `.name` when `base` is `nil`.
    case member(SwiftExpression?, String)
    /// `callee(label: value, ...)`; with a trailing closure and no arguments, `callee { ... }`.
    case call(SwiftExpression, [Argument], trailingClosure: SwiftExpression? = nil)
    /// `[a, b]`
    case array([SwiftExpression])
    /// `[key: value, ...]`, or `[:]` when empty.
    case dictionary([DictionaryElement])
    /// `{ body }` with anonymous parameters (`$0`, `$1`).
    case closure(SwiftExpression)
    /// `{ _ in body }`: a closure of one parameter that its body does not use.
    case closureIgnoringParameter(SwiftExpression)
    /// `left op right`.
    case binary(SwiftExpression, BinaryOperator, SwiftExpression)

    /// One argument of a call: `label: value`, or `value` when `label` is nil.
    struct Argument: Hashable, Sendable {
        var label: String?
        var value: SwiftExpression

        init(_ label: String?, _ value: SwiftExpression) {
            self.label = label
            self.value = value
        }
    }

    /// One `key: value` of a dictionary literal.
    struct DictionaryElement: Hashable, Sendable {
        var key: SwiftExpression
        var value: SwiftExpression
    }

    /// A piece of an interpolated string literal.
    enum InterpolationSegment: Hashable, Sendable {
        /// Literal text, escaped as in `SwiftLiteral.string`.
        case text(String)
        /// `\(label: value)`, or `\(value)` when `label` is nil.
        case interpolation(label: String?, SwiftExpression)
    }

    enum BinaryOperator: String, Hashable, Sendable {
        case nilCoalescing = "??"
        case assignment = "="
        /// Arithmetic, as in a time zone offset (`9 * 3600 + 30 * 60`); operands are written without parentheses,
        /// so only use it where Swift's precedence gives the meaning intended.
        case multiplication = "*"
        case addition = "+"
        case subtraction = "-"
    }

    /// The expression as Swift source.
    var code: String {
        switch self {
        case .string(let value):
            SwiftLiteral.string(value)
        case .interpolatedString(let segments):
            "\"" + segments.map { segment in
                switch segment {
                case .text(let text): String(SwiftLiteral.string(text).dropFirst().dropLast())
                case .interpolation(let label, let value): "\\(" + (label.map { "\($0): " } ?? "") + value.code + ")"
                }
            }.joined() + "\""
        case .literal(let text), .identifier(let text):
            text
        case .type(let type):
            type.code
        case .member(let base, let name):
            (base?.code ?? "") + "." + name
        case .call(let callee, let arguments, let trailingClosure):
            callee.code
                + (arguments.isEmpty && trailingClosure != nil
                    ? "" : "(" + arguments.map(\.code).joined(separator: ", ") + ")")
                + (trailingClosure.map { " " + $0.code } ?? "")
        case .array(let elements):
            "[" + elements.map(\.code).joined(separator: ", ") + "]"
        case .dictionary(let elements):
            elements.isEmpty ? "[:]" : "[" + elements.map { "\($0.key.code): \($0.value.code)" }.joined(separator: ", ") + "]"
        case .closure(let body):
            "{ \(body.code) }"
        case .closureIgnoringParameter(let body):
            "{ _ in \(body.code) }"
        case .binary(let left, let operation, let right):
            "\(left.code) \(operation.rawValue) \(right.code)"
        }
    }

    var description: String { code }

    /// `.name`: an enum case or static member the context's type implies (`.get`, `.iso8601`).
    static func dot(_ name: String) -> SwiftExpression {
        .member(nil, name)
    }

    /// `.name(arguments)`: an enum case with payload or static factory the context's type implies.
    static func dot(_ name: String, _ arguments: Argument...) -> SwiftExpression {
        .call(.member(nil, name), arguments)
    }

    /// `Type(arguments)`.
    static func initializer(_ type: SwiftType, _ arguments: [Argument]) -> SwiftExpression {
        .call(.type(type), arguments)
    }

    /// The anonymous closure parameters `$0` and `$1`.
    static let firstParameter = SwiftExpression.identifier("$0")
    static let secondParameter = SwiftExpression.identifier("$1")

    /// `self.name`: `$0.items`, `payload.map`.
    func member(_ name: String) -> SwiftExpression {
        .member(self, name)
    }
}

extension SwiftExpression.Argument {
    var code: String {
        (label.map { "\($0): " } ?? "") + value.code
    }
}
