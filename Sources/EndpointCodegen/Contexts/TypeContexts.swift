/// Builds the render contexts of types (`type` values: structs, enums, aliases) from their declarations.
struct TypeContexts {
    let access: String

    func type(_ declaration: TypeDeclaration) -> TypeContext {
        let kind: TypeContext.Kind = switch declaration.kind {
        case .structure(let structure):
            .structure(self.structure(structure))
        case .enumeration(let enumeration):
            .enumeration(
                enumeration.cases.map { EnumCaseContext(name: $0.name, raw: SwiftExpression.string($0.rawValue).code) },
                stringType: enumeration.rawType.code)
        case .alias(let target):
            .alias(target.code)
        }
        return TypeContext(name: declaration.name, doc: declaration.doc, access: access, kind: kind)
    }

    /// Whether generated coding passes `wireKey` as a `StaticString` (`decode(_:at:)`) rather than a `WireKey`
    /// literal (`decode(_:forKey:)`): when it is at most 15 UTF-8 bytes, the most a 64-bit `String` stores inline.
    ///
    /// A `StaticString` argument compiles to less code than a `WireKey` literal (issue 12), but the runtime turns it
    /// into a `String` at every call: free for a key that fits inline, a heap copy for a longer one (encoding a model
    /// of 20-byte keys took about a third longer), where a `WireKey` literal's `String` is an immortal constant
    /// (docs/performance.md, "StaticString keys").
    static func passesKeyAsStaticString(_ wireName: String) -> Bool {
        wireName.utf8.count <= 15
    }

    private func structure(_ structure: StructDeclaration) -> StructContext {
        var identity: (property: String, type: String)?
        if case .computed(let property, let type) = structure.identity {
            identity = (property, type.code)
        }
        return StructContext(
            nested: structure.nested.map(type),
            properties: structure.properties.map { property in
                PropertyContext(
                    name: property.name,
                    storage: property.declaredStorageName,
                    indirect: property.isIndirect,
                    type: property.declaredType.code,
                    doc: property.doc,
                    defaultValue: property.defaultValue?.code,
                    wireKey: SwiftExpression.string(property.wireName).code,
                    staticKey: Self.passesKeyAsStaticString(property.wireName),
                    decode: property.coding.decode.rawValue,
                    decodeDefault: property.decodingDefault?.code,
                    decodeType: property.coding.decodeType.code,
                    encode: property.coding.encode.rawValue,
                    coding: property.coding.valueCoding?.code,
                    encodeCoding: property.coding.encodingValueCoding?.code)
            },
            identifiable: structure.identity != nil,
            identityProperty: identity?.property,
            identityType: identity?.type,
            mutable: structure.isMutable)
    }
}
