import Foundation

/// Spec files and the specs they `uses`, decoded so that every used spec is decoded before the specs using it.
///
/// Files are parsed concurrently; then, round by round, every spec whose used specs are all settled is decoded
/// (concurrently within a round). Specs left over form `uses` cycles and are reported as such. Each file is
/// parsed and decoded once however many specs use it.
struct SpecGraph {
    /// One file read and parsed, with the YAML layer's diagnostics.
    struct Parsed: Sendable {
        var root: YAMLNode?
        var diagnostics: DiagnosticCollector
    }

    /// Why a spec named in `uses` cannot be used, and the model names its file declares (read from its `models`
    /// mapping, whatever their errors), which the using spec then does not report as unknown types.
    struct Unusable: Sendable {
        var reason: String
        var modelNames: Set<String>
    }

    /// One file decoded, with all of its diagnostics sorted by place; `api` is `nil` when it has errors.
    struct Decoded: Sendable {
        var api: APIDefinition?
        var diagnostics: DiagnosticCollector
    }

    /// Every file in first-seen order: the inputs sorted, then used files as discovered.
    private(set) var order: [String] = []
    private var parsed: [String: Parsed] = [:]
    /// The standardized keys a file's `uses` entries resolve to.
    private var uses: [String: [String]] = [:]
    /// File path by standardized key.
    private var fileOfKey: [String: String] = [:]
    /// The directories `uses` entries must stay inside (`SpecLoader.usePathRefusal`): an entry outside them is
    /// never read.
    let specsRoots: [String]

    init(specsRoots: [String]) {
        self.specsRoots = specsRoots
    }

    /// Parses `paths` (taking the results in `overriding` as given) and then, transitively, the files they use.
    mutating func parse(_ paths: [String], overriding: [String: Parsed]) {
        var pending = paths
        while !pending.isEmpty {
            let fresh = pending.filter { fileOfKey[SpecLoader.specKey($0)] == nil }
            var unique: [String] = []
            for path in fresh where !unique.contains(where: { SpecLoader.specKey($0) == SpecLoader.specKey(path) }) {
                unique.append(path)
            }
            let results = ConcurrentMap.map(unique) { path in
                if let given = overriding[path] { return given }
                var diagnostics = DiagnosticCollector()
                let root = YAMLLoader.load(file: path, kind: .specFile, diagnostics: &diagnostics)
                return Parsed(root: root, diagnostics: diagnostics)
            }
            pending = []
            for (path, result) in zip(unique, results) {
                order.append(path)
                parsed[path] = result
                fileOfKey[SpecLoader.specKey(path)] = path
                let entries = result.root?["uses"]?.sequence?.compactMap { $0.scalar?.text } ?? []
                let keys = entries
                    .filter { SpecLoader.usePathRefusal($0, from: path, specsRoots: specsRoots) == nil }
                    .map { SpecLoader.usedSpecKey($0, from: path) }
                uses[path] = keys
                for key in keys where fileOfKey[key] == nil && FileManager.default.fileExists(atPath: key) {
                    pending.append(key)
                }
            }
        }
    }

    /// Decodes every parsed file, used specs first.
    func decodeAll() -> [String: Decoded] {
        var results: [String: Decoded] = [:]
        var usable: [String: APIDefinition] = [:]
        var unusable: [String: Unusable] = [:]
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
                    unusable[SpecLoader.specKey(path)] = Unusable(reason: "its 'uses' form a cycle", modelNames: modelNames(of: path))
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
                    unusable[key] = Unusable(reason: "it has errors", modelNames: modelNames(of: path))
                }
            }
            let done = Set(ready)
            remaining.removeAll { done.contains($0) }
        }
        return results
    }

    /// The keys of the `models` mapping of the file at `path`, as parsed.
    private func modelNames(of path: String) -> Set<String> {
        Set(parsed[path]?.root?["models"]?.mapping?.compactMap { $0.key.scalar?.text } ?? [])
    }

    private func decode(
        _ paths: [String], usable: [String: APIDefinition], unusable: [String: Unusable]
    ) -> [Decoded] {
        let parsed = parsed
        let specsRoots = specsRoots
        return ConcurrentMap.map(paths) { path in
            SpecLoader.decode(
                parsed[path] ?? Parsed(root: nil, diagnostics: DiagnosticCollector()), path: path, specsRoots: specsRoots,
                usable: usable, unusable: unusable)
        }
    }
}
