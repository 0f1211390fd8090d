import Foundation

/// Builds random JSON documents that a random spec's models must decode and re-encode unchanged.
struct RandomPayload {
    var random: SeededGenerator
    let spec: RandomSpec
    let models: [String: RandomModel]
    /// Past this depth optional keys are left out and collections are empty, so recursive models end.
    let maxDepth = 4
    /// Required properties are built at any depth; only a cycle of required properties (which lint refuses, issue
    /// 21) could reach this depth, and then the payload fails with ``TooDeep`` instead of recursing without bound.
    static let hardDepthLimit = 64
    /// Set once a value passed ``hardDepthLimit``.
    private var tooDeep = false

    /// A model whose payload never ends: some cycle of its properties is required all the way round.
    struct TooDeep: Error, CustomStringConvertible {
        var model: String
        var description: String {
            "the payload for '\(model)' nests past \(RandomPayload.hardDepthLimit) levels: its required properties "
                + "form a cycle, which the spec generator must not produce and lint must refuse"
        }
    }

    init(random: SeededGenerator, spec: RandomSpec) {
        self.random = random
        self.spec = spec
        models = Dictionary(spec.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// A JSON text for the named model.
    /// - Throws: ``TooDeep`` when the model needs values nested past ``hardDepthLimit``.
    mutating func json(for model: RandomModel) throws(TooDeep) -> String {
        tooDeep = false
        let text = value(model, depth: 0)
        if tooDeep { throw TooDeep(model: model.name) }
        return text
    }

    private mutating func value(_ model: RandomModel, depth: Int) -> String {
        guard depth <= Self.hardDepthLimit, !tooDeep else {
            tooDeep = true
            return "null"
        }
        switch model.kind {
        case .enumeration(let values): return enumValue(values)
        case .alias(let shape): return value(shape, depth: depth + 1)
        case .object(let properties): return object(properties, depth: depth + 1)
        }
    }

    private mutating func object(_ properties: [RandomProperty], depth: Int) -> String {
        var members: [String] = []
        for property in properties {
            let deep = depth > maxDepth
            let text: String?
            switch property.presence {
            case .required: text = value(property.shape, depth: depth)
            case .optional:
                // A `null` (a `json` value can be one) decodes as nil and is then omitted, so it stands for "missing".
                let present = deep || random.chance(40) ? nil : value(property.shape, depth: depth)
                text = present == "null" ? nil : present
            case .nullable: text = deep || random.chance(40) ? "null" : value(property.shape, depth: depth)
            case .tristate:
                text = deep || random.chance(33) ? nil : random.chance(50) ? "null" : value(property.shape, depth: depth)
            }
            if let text { members.append(Self.string(property.key) + ":" + text) }
        }
        return "{" + members.joined(separator: ",") + "}"
    }

    private mutating func value(_ shape: RandomShape, depth: Int) -> String {
        switch shape {
        case .primitive(let primitive): return value(primitive, depth: depth)
        case .model(let name):
            guard let model = models[name] else { return "null" }
            return value(model, depth: depth)
        case .array(let element):
            let count = depth > maxDepth ? 0 : Int.random(in: 0...3, using: &random)
            return "[" + (0..<count).map { _ in value(element, depth: depth + 1) }.joined(separator: ",") + "]"
        case .dictionary(let element):
            let count = depth > maxDepth ? 0 : Int.random(in: 0...3, using: &random)
            var keys: [String] = []
            for _ in 0..<count {
                let key = random.pick(RandomSpecGenerator.keys + RandomSpecGenerator.literalParts)
                if !keys.contains(key) { keys.append(key) }
            }
            return "{" + keys.map { Self.string($0) + ":" + value(element, depth: depth + 1) }.joined(separator: ",") + "}"
        case .enumeration(let values): return enumValue(values)
        case .object(let properties): return object(properties, depth: depth + 1)
        }
    }

    /// A declared value, or an unknown one that must survive as the enum's fallback case.
    private mutating func enumValue(_ values: [String]) -> String {
        if random.chance(25) { return Self.string("not-declared " + random.pick(RandomSpecGenerator.literalParts)) }
        return Self.string(random.pick(values))
    }

    private mutating func value(_ primitive: Primitive, depth: Int) -> String {
        switch primitive {
        case .string:
            return Self.string((0..<Int.random(in: 0...4, using: &random)).map { _ in
                random.pick(RandomSpecGenerator.literalParts + ["\u{0}", "\n", "\r\n", "/", "\u{7F}", "\u{FEFF}"])
            }.joined())
        case .int, .int64:
            return "\(random.pick([0, -1, 42, Int64.max, Int64.min, 9_007_199_254_740_993]))"
        case .int32: return "\(random.pick([0, 7, Int64(Int32.max), Int64(Int32.min)]))"
        case .double: return random.pick(["0.5", "-1.25", "3.141592653589793", "1e-07", "1.7976931348623157e+308"])
        case .float: return random.pick(["0.5", "-2.25", "1024.75"])
        case .decimal: return random.pick(["0.1", "-320800.57", "12345678901234567890.123456789", "0", "19.99"])
        case .bool: return random.chance(50) ? "true" : "false"
        case .date: return date()
        case .calendarDate: return Self.string(random.pick(["1990-05-17", "2024-02-29", "1970-01-01", "2099-12-31"]))
        case .url: return Self.string(random.pick(["https://example.com/a/b?c=d&e=%20f#frag", "http://localhost:8080/",
                                                   "https://api.example.com/users/1"]))
        case .uuid: return Self.string(UUID(uuid: (UInt8.random(in: 0...255, using: &random), 1, 2, 3, 4, 5, 6, 7, 8,
                                                   9, 10, 11, 12, 13, 14, UInt8.random(in: 0...255, using: &random)))
                                            .uuidString)
        case .data:
            let bytes = (0..<Int.random(in: 0...7, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            return Self.string(Data(bytes).base64EncodedString())
        case .json: return json(depth: depth)
        }
    }

    /// A date written the way the spec's rule writes it, so re-encoding gives the same text.
    private mutating func date() -> String {
        let (y, mo, d, h, mi, s) = random.pick([(2024, 2, 29, 23, 59, 59), (1970, 1, 1, 0, 0, 0), (2001, 9, 9, 1, 46, 40)])
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let seconds = Int64(random.pick([1_709_251_199, 0, 1_000_000_000]))
        switch spec.dates {
        case .iso8601: return Self.string("\(y)-\(two(mo))-\(two(d))T\(two(h)):\(two(mi)):\(two(s))Z")
        case .seconds: return "\(seconds)"
        case .milliseconds: return "\(seconds * 1000 + Int64(random.pick([0, 1, 999])))"
        case .format(let pattern):
            let text = pattern.replacingOccurrences(of: "yyyy", with: "\(y)").replacingOccurrences(of: "MM", with: two(mo))
                .replacingOccurrences(of: "dd", with: two(d)).replacingOccurrences(of: "HH", with: two(h))
                .replacingOccurrences(of: "mm", with: two(mi)).replacingOccurrences(of: "ss", with: two(s))
                .replacingOccurrences(of: "'", with: "")
            return Self.string(text)
        }
    }

    private mutating func json(depth: Int) -> String {
        let leaf = depth > maxDepth || random.chance(60)
        if leaf {
            return random.pick(["null", "true", "false", "0", "1", "-9223372036854775808", "9223372036854775807",
                                "2.5", "\"名前\"", "\"\\u2028\"", "\"\""])
        }
        if random.chance(50) {
            return "[" + (0..<Int.random(in: 0...3, using: &random)).map { _ in json(depth: depth + 1) }
                .joined(separator: ",") + "]"
        }
        let keys = Set((0..<Int.random(in: 0...3, using: &random)).map { _ in random.pick(RandomSpecGenerator.keys) })
        return "{" + keys.sorted().map { Self.string($0) + ":" + json(depth: depth + 1) }.joined(separator: ",") + "}"
    }

    /// A JSON string literal.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
