/// A spec type expression (spec format §2) being built by the importer or the sample inferrer.
indirect enum ImportedType: Hashable, Sendable {
    /// A primitive (`string`, `int64`, `date`, ...) or a model name.
    case named(String)
    case array(ImportedType)
    case dictionary(ImportedType)
    case enumeration([String])
    case object([ImportedField])
    /// An array's element or a map's value that may be `null` (`[Tag?]`, `[string: int?]`); a property's own
    /// presence is its field's (``ImportedField/isOptional``, ``ImportedField/isNullable``), never this.
    case optional(ImportedType)

    static let json = ImportedType.named("json")

    /// The text form (`[User]`, `[string: int]`), when the type has one (inline enums and objects have none).
    var text: String? {
        switch self {
        case .named(let name): name
        case .array(let element): element.text.map { "[\($0)]" }
        case .dictionary(let element): element.text.map { "[string: \($0)]" }
        case .optional(let wrapped): wrapped.text.map { $0 + "?" }
        case .enumeration, .object: nil
        }
    }

    /// `type` as the element of an array or the value of a map: `.optional(type)` when its values may be `null` and
    /// the spec format can say so (a type with a text form; an inline enum or object element keeps its values only).
    static func element(_ type: ImportedType, nullable: Bool) -> ImportedType {
        nullable && type.text != nil && type != .json ? .optional(type) : type
    }

    /// The type as a warning names it: its text form, else `an enum (a, b, c)` or `an object (id, name)`, inline
    /// enums and objects listing their first values or properties.
    var summary: String {
        func listed(_ items: [String]) -> String {
            items.count > 4 ? items.prefix(4).joined(separator: ", ") + ", …" : items.joined(separator: ", ")
        }
        switch self {
        case .named(let name): return name
        case .array(let element): return "[\(element.summary)]"
        case .dictionary(let element): return "[string: \(element.summary)]"
        case .optional(let wrapped): return wrapped.summary + "?"
        case .enumeration(let values): return "an enum (\(listed(values)))"
        case .object(let fields): return "an object (\(listed(fields.map(\.wireName))))"
        }
    }

    /// Whether a value of this type has a text form for a path segment, query item or form field.
    func isTextual(objectModels: Set<String>) -> Bool {
        switch self {
        case .named(let name): !["json", "data"].contains(name) && !objectModels.contains(name)
        case .array(let element), .optional(let element): element.isTextual(objectModels: objectModels)
        case .enumeration: true
        case .dictionary, .object: false
        }
    }

    /// The value written where a type expression stands (no presence or documentation).
    var specValue: SpecValue {
        if let text { return .string(text) }
        switch self {
        case .enumeration(let values): return .map([SpecEntry("enum", .list(values.map(SpecValue.string)))])
        case .object(let fields): return Self.objectValue(fields)
        case .array(let element): return .list([element.specValue])
        case .dictionary(let element): return .list([.map([SpecEntry("string", element.specValue)])])
        case .optional(let wrapped): return wrapped.specValue
        case .named: return .string("json")
        }
    }

    /// Keys that would make an inline mapping read as something else than an object of properties.
    private static let specialKeys: Set<String> = [
        "type", "enum", "properties", "description", "swift_name", "optional", "nullable", "tristate", "default",
        "string",
    ]

    /// Where the examples of the properties of the inline objects in this type were read (at any depth, through
    /// arrays and dictionaries): those written with it.
    var propertyExampleOrigins: [ExampleOrigin] {
        switch self {
        case .object(let fields): fields.flatMap { field in [field.exampleOrigin].compactMap { $0 } + field.type.propertyExampleOrigins }
        case .array(let element), .dictionary(let element), .optional(let element): element.propertyExampleOrigins
        case .named, .enumeration: []
        }
    }

    /// An inline object's value, its properties' examples included (spec format, "Examples").
    static func objectValue(_ fields: [ImportedField]) -> SpecValue {
        let entries = fields.map { field in
            SpecEntry(field.wireName, field.specValue, comment: field.comment)
        }
        if fields.contains(where: { specialKeys.contains($0.wireName) }) {
            return .map([SpecEntry("properties", .map(entries))])
        }
        return .map(entries)
    }
}

/// A property, parameter or field: its type, presence and documentation.
struct ImportedField: Hashable, Sendable {
    var wireName: String
    var type: ImportedType
    /// The key may be absent.
    var isOptional = false
    /// The value may be null.
    var isNullable = false
    var description: String?
    var defaultValue: SpecValue?
    /// A comment for the line before it (what the inferrer guessed).
    var comment: String?
    /// The OpenAPI `example`, as the spec's `example:` value.
    var example: SpecValue?
    /// Where `example` was read, for the import's account of examples; not part of the field's identity.
    var exampleOrigin: ExampleOrigin?
    /// `readOnly` or `writeOnly` in the document: carried one way only, so optional even when required.
    var isOneWay = false

    init(_ wireName: String, _ type: ImportedType, optional: Bool = false, nullable: Bool = false,
         description: String? = nil, defaultValue: SpecValue? = nil, comment: String? = nil) {
        self.wireName = wireName
        self.type = type
        self.isOptional = optional
        self.isNullable = nullable
        self.description = description
        self.defaultValue = defaultValue
        self.comment = comment
    }

    static func == (lhs: ImportedField, rhs: ImportedField) -> Bool {
        lhs.wireName == rhs.wireName && lhs.type == rhs.type && lhs.isOptional == rhs.isOptional
            && lhs.isNullable == rhs.isNullable && lhs.description == rhs.description
            && lhs.defaultValue == rhs.defaultValue && lhs.comment == rhs.comment && lhs.example == rhs.example
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(wireName)
        hasher.combine(type)
        hasher.combine(isOptional)
        hasher.combine(isNullable)
        hasher.combine(description)
        hasher.combine(defaultValue)
        hasher.combine(comment)
        hasher.combine(example)
    }

    /// The short form (`int64?`) when it says everything, else the long form or an enum mapping.
    var specValue: SpecValue {
        let plainExtras = description == nil && defaultValue == nil && example == nil
        if let text = type.text, plainExtras, isOptional || !isNullable {
            return .string(text + (isOptional ? "?" : ""))
        }
        if plainExtras, !isOptional, !isNullable {
            return type.specValue  // an inline object, enum, or array or dictionary of one
        }
        var entries: [SpecEntry]
        if case .enumeration(let values) = type {
            entries = [SpecEntry("enum", .list(values.map(SpecValue.string)))]
        } else {
            entries = [SpecEntry("type", type.specValue)]
        }
        if let description { entries.append(SpecEntry("description", .string(description))) }
        if isOptional { entries.append(SpecEntry("optional", .plain("true"))) }
        // `optional: true` alone also accepts null, as `T?` does.
        if isNullable { entries.append(SpecEntry("nullable", .plain("true"))) }
        if let defaultValue { entries.append(SpecEntry("default", defaultValue)) }
        if let example { entries.append(SpecEntry("example", example)) }
        return .map(entries)
    }
}
