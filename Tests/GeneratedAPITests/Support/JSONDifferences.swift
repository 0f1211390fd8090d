import EndpointRuntime

/// Where two JSON values differ, as readable lines (`$.owner.login: "a" ≠ "b"`), in key order.
func jsonDifferences(_ expected: JSONValue, _ actual: JSONValue, at path: String = "$") -> [String] {
    switch (expected, actual) {
    case (.object(let left), .object(let right)):
        var lines: [String] = []
        for key in Set(left.keys).union(right.keys).sorted() {
            let child = "\(path).\(key)"
            switch (left[key], right[key]) {
            case (let value?, nil): lines.append("\(child): lost (was \(brief(value)))")
            case (nil, let value?): lines.append("\(child): added (\(brief(value)))")
            case (let a?, let b?): lines += jsonDifferences(a, b, at: child)
            case (nil, nil): break
            }
        }
        return lines
    case (.array(let left), .array(let right)):
        guard left.count == right.count else {
            return ["\(path): \(left.count) elements ≠ \(right.count) elements"]
        }
        return zip(left, right).enumerated().flatMap { index, pair in
            jsonDifferences(pair.0, pair.1, at: "\(path)[\(index)]")
        }
    default:
        return expected == actual ? [] : ["\(path): \(brief(expected)) ≠ \(brief(actual))"]
    }
}

private func brief(_ value: JSONValue) -> String {
    let text: String
    switch value {
    case .null: text = "null"
    case .bool(let flag): text = String(flag)
    case .integer(let number): text = String(number)
    case .double(let number): text = String(number)
    case .string(let string): text = "\"\(string)\""
    case .array(let items): text = "[\(items.count) elements]"
    case .object(let members): text = "{\(members.keys.sorted().joined(separator: ", "))}"
    }
    return text.count > 80 ? String(text.prefix(77)) + "..." : text
}
