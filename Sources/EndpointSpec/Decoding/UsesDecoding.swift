extension SpecDecoder {
    /// `uses: [common.yaml]`: spec files, relative to this one, whose models this spec refers to by name
    /// (spec format §1, "Sharing models"). The loader has decoded them already; their models join the names
    /// type expressions and error rules may use. Two used specs declaring one model name is an error, and so is
    /// an entry outside the specs root (`SpecLoader.usePathRefusal`), which the loader never read. The models of a
    /// refused entry go to `modelsOfRefusedUses`, so naming them adds no error of its own.
    mutating func decodeUses(_ node: YAMLNode, apiName: String?) {
        guard let items = reader.sequence(node, what: "uses (spec files whose models this spec shares)") else { return }
        var seen: [String: SourceLocation] = [:]
        for item in items {
            guard let entry = reader.nonEmptyString(item, what: "a used spec file") else { continue }
            if let refusal = SpecLoader.usePathRefusal(entry, from: path, specsRoots: specsRoots) {
                reader.diagnostics.error(.usePathNotAllowed, "cannot use '\(entry)': \(refusal)", at: item.location)
                modelsOfRefusedUses.insertEveryName()  // never read: any model name may be one it declares
                continue
            }
            let key = SpecLoader.usedSpecKey(entry, from: path)
            if let first = seen[key] {
                reader.diagnostics.error(
                    .duplicateUse, "'\(entry)' is used twice", at: item.location, notes: [.init("first used here", at: first)])
                continue
            }
            seen[key] = item.location
            if key == SpecLoader.specKey(path) {
                reader.diagnostics.error(.invalidUse, "a spec cannot use itself", at: item.location)
                continue
            }
            guard let used = usable[key] else {
                reader.diagnostics.error(
                    .invalidUse, "cannot use '\(entry)': \(unusable[key]?.reason ?? "no such spec file")", at: item.location)
                if let names = unusable[key]?.modelNames {
                    for name in names { modelsOfRefusedUses.insert(name) }
                } else {
                    modelsOfRefusedUses.insertEveryName()
                }
                continue
            }
            if used.name == apiName {
                reader.diagnostics.error(
                    .invalidUse, "'\(entry)' declares the same api '\(used.name)' as this spec; a used spec needs its own namespace",
                    at: item.location)
                for model in used.models { modelsOfRefusedUses.insert(model.name) }
                continue
            }
            usedSpecs.append(entry)
            let mutable = ModelMutability.mutableModels(used.models, sentTypes: used.endpoints.flatMap(ModelMutability.sentTypes(of:)))
            for model in used.models {
                if let other = usedModels[model.name], other.sourcePath != used.sourcePath {
                    reader.diagnostics.error(
                        .duplicateSharedModel, "model '\(model.name)' is declared by both '\(other.sourcePath)' and '\(used.sourcePath)', "
                            + "which this spec uses; rename one of them", at: item.location)
                    continue
                }
                usedModels[model.name] = UsedModel(
                    namespace: used.name, sourcePath: used.sourcePath, model: model,
                    isMutableInItsSpec: mutable.contains(model.name))
                modelNames.insert(model.name)
                if case .enumeration(let definition) = model.shape { enumModels[model.name] = definition }
            }
        }
    }
}
