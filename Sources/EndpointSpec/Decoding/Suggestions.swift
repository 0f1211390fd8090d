import EndpointNaming

/// "Did you mean" suggestions for misspelled keys, types and methods.
package enum Suggestions {
    /// An UpperCamelCase Swift identifier made of `name`'s words (`my-api` → `MyAPI`), for names that must be
    /// one (api, model and view model names); `nil` when `name` already is one or its words give none: `12`
    /// would become `_12`, which is not UpperCamelCase (Swift API Design Guidelines).
    package static func upperCamelName(for name: String) -> String? {
        let candidate = SwiftName.upperCamel(name)
        guard candidate != name, SwiftName.isIdentifier(candidate), candidate.first?.isUppercase == true else { return nil }
        return candidate
    }

    /// The candidate closest to `word` by edit distance, when it is close enough to be a likely typo
    /// (at most one edit per three characters, and at least one).
    package static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let limit = max(1, word.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(word.lowercased(), candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// "; did you mean 'x'?" or an empty string.
    package static func didYouMean(_ word: String, among candidates: some Sequence<String>) -> String {
        closest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Edit distance over characters (optimal string alignment): insertions, deletions, substitutions and
    /// swaps of two neighbouring characters (`from` → `form`) each count as one edit.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
