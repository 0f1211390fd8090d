import Foundation

/// Spec files and the specs they `uses`, decoded so that every used spec is decoded before the specs using it.
///
/// Files are parsed concurrently; then, round by round, every spec whose used specs are all settled is decoded
/// (concurrently within a round). Specs left over form `uses` cycles and are reported as such. Each file is
/// parsed and decoded once however many specs use it.
struct SpecGraph {
    /// Every file in first-seen order: the inputs sorted, then used files as discovered.
    private(set) var order: [String] = []
    private var parsed: [String: (root: YAMLNode?, diagnostics: [Diagnostic])] = [:]
    /// The standardized keys a file's `uses` entries resolve to.
    private var uses: [String: [String]] = [:]
    /// File path by standardized key.
    private var fileOfKey: [String: String] = [:]

    /// Parses `paths` (taking the results in `overriding` as given) and then, transitively, the files they use.
    mutating func parse(_ paths: [String], overriding: [String: (root: YAMLNode?, diagnostics: [Diagnostic])]) {
        var pending = paths
        while !pending.isEmpty {
            let fresh = pending.filter { fileOfKey[SpecLoader.specKey($0)] == nil }
            var unique: [String] = []
            for path in fresh where !unique.contains(where: { SpecLoader.specKey($0) == SpecLoader.specKey(path) }) {
                unique.append(path)
            }
            let results = ConcurrentMap.map(unique) { path in overriding[path] ?? YAMLLoader.load(file: path) }
            pending = []
            for (path, result) in zip(unique, results) {
                order.append(path)
                parsed[path] = result
                fileOfKey[SpecLoader.specKey(path)] = path
                let entries = result.root?["uses"]?.sequence?.compactMap { $0.scalar?.text } ?? []
                let keys = entries.map { SpecLoader.usedSpecKey($0, from: path) }
                uses[path] = keys
                for key in keys where fileOfKey[key] == nil && FileManager.default.fileExists(atPath: key) {
                    pending.append(key)
                }
            }
        }
    }

    /// Decodes every parsed file, used specs first.
    func decodeAll() -> [String: (api: APIDefinition?, diagnostics: [Diagnostic])] {
        var results: [String: (api: APIDefinition?, diagnostics: [Diagnostic])] = [:]
        var usable: [String: APIDefinition] = [:]
        var unusable: [String: String] = [:]
        var remaining = order
        while !remaining.isEmpty {
            let ready = remaining.filter { path in
                (uses[path] ?? []).allSatisfy { key in
                    fileOfKey[key].map { results[$0] != nil || $0 == path } ?? true
                }
            }
            if ready.isEmpty {
                // Every spec left uses one that is not decoded yet: a cycle.
                for path in remaining {
                    unusable[SpecLoader.specKey(path)] = "its 'uses' form a cycle"
                }
                let decoded = decode(remaining, usable: usable, unusable: unusable)
                for (path, result) in zip(remaining, decoded) { results[path] = result }
                break
            }
            let decoded = decode(ready, usable: usable, unusable: unusable)
            for (path, result) in zip(ready, decoded) {
                results[path] = result
                let key = SpecLoader.specKey(path)
                if let api = result.api {
                    usable[key] = api
                } else {
                    unusable[key] = "it has errors"
                }
            }
            let done = Set(ready)
            remaining.removeAll { done.contains($0) }
        }
        return results
    }

    private func decode(
        _ paths: [String], usable: [String: APIDefinition], unusable: [String: String]
    ) -> [(api: APIDefinition?, diagnostics: [Diagnostic])] {
        let parsed = parsed
        return ConcurrentMap.map(paths) { path in
            SpecLoader.decode(parsed[path] ?? (nil, []), path: path, usable: usable, unusable: unusable)
        }
    }
}
