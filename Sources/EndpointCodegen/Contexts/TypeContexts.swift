import Mustache

/// Render contexts of models: `type` partial values with `isStruct`, `isEnum` or `isAlias`.
struct TypeContexts {
    let access: String
    let namer: TypeNamer

    func type(_ declaration: TypeDeclaration) -> [String: MustacheValue] {
        var context: [String: MustacheValue] = [
            "name": .string(declaration.name),
            "doc": RenderContext.doc(declaration.doc),
            "access": .string(access),
            // Every key any type template reads is set, so a lookup never falls through to an enclosing
            // type's context (Mustache searches the whole context stack).
            "isStruct": false, "isEnum": false, "isAlias": false,
            "nested": [], "properties": [], "hasProperties": false, "hasIndirect": false, "codingKeys": false, "customCoding": false,
            "cases": [], "target": .null,
        ]
        switch declaration.kind {
        case .structure(let structure):
            context["isStruct"] = true
            context.merge(self.structure(structure)) { $1 }
        case .enumeration(let enumeration):
            context["isEnum"] = true
            context["stringType"] = .string(namer.builtin("String"))
            context["cases"] = RenderContext.list(enumeration.cases.map {
                ["name": .string($0.name), "raw": .string($0.rawLiteral)]
            })
        case .alias(let target):
            context["isAlias"] = true
            context["target"] = .string(target.code)
        }
        return context
    }

    private func structure(_ structure: StructDeclaration) -> [String: MustacheValue] {
        let properties: [[String: MustacheValue]] = structure.properties.map { property in
            [
                "name": .string(property.name),
                "storage": .string(property.isIndirect ? property.storageName : property.name),
                "indirect": .bool(property.isIndirect),
                "type": .string(property.declaredType.code),
                "doc": RenderContext.doc(property.doc),
                "default": RenderContext.optional(property.defaultValue),
                "wireKey": property.storageName == property.wireName ? .null : .string(SwiftLiteral.string(property.wireName)),
                "decode": .string(property.coding.decode.rawValue),
                "decodeType": .string(property.coding.decodeType.code),
                "encode": .string(property.coding.encode.rawValue),
            ]
        }
        return [
            "nested": RenderContext.list(structure.nested.map(type)),
            "properties": RenderContext.list(properties),
            "hasProperties": .bool(!properties.isEmpty),
            "hasIndirect": .bool(structure.properties.contains { $0.isIndirect }),
            "codingKeys": .bool(structure.needsCodingKeys || structure.coding == .custom),
            "customCoding": .bool(structure.coding == .custom),
        ]
    }
}
