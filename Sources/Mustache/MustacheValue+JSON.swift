// Foundation is needed here only: JSONSerialization hands numbers and booleans over as NSNumber,
// and telling `true` from `1` takes NSNumber's type encoding.
import Foundation

extension MustacheValue {
    /// Creates a value from an object produced by `JSONSerialization.jsonObject(with:)`.
    ///
    /// Maps `NSNull` to ``null``, JSON booleans to ``bool(_:)``, whole numbers to ``int(_:)``, other numbers to
    /// ``double(_:)``, strings, arrays and string-keyed dictionaries to their cases. Plain Swift `Bool`, `Int`,
    /// `Double`, `String`, arrays and dictionaries are accepted too.
    /// - Returns: `nil` when the object (or anything nested in it) is of another type.
    public init?(jsonObject: Any) {
        switch jsonObject {
        case is NSNull:
            self = .null
        case let number as NSNumber:
            self = MustacheValue.fromNumber(number)
        case let string as String:
            self = .string(string)
        case let array as [Any]:
            var elements: [MustacheValue] = []
            elements.reserveCapacity(array.count)
            for element in array {
                guard let value = MustacheValue(jsonObject: element) else { return nil }
                elements.append(value)
            }
            self = .array(elements)
        case let dictionary as [String: Any]:
            var entries: [String: MustacheValue] = [:]
            entries.reserveCapacity(dictionary.count)
            for (key, element) in dictionary {
                guard let value = MustacheValue(jsonObject: element) else { return nil }
                entries[key] = value
            }
            self = .dictionary(entries)
        default:
            return nil
        }
    }

    private static func fromNumber(_ number: NSNumber) -> MustacheValue {
        let encoding = String(cString: number.objCType)
        switch encoding {
        case "c", "B":
            return .bool(number.boolValue)
        case "f", "d":
            return .double(number.doubleValue)
        default:
            return .int(number.intValue)
        }
    }
}
