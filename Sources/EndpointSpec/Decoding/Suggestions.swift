import EndpointNaming

/// "Did you mean" suggestions for misspelled keys, types and methods.
package enum Suggestions {
    /// An UpperCamelCase Swift identifier made of `name`'s words (`my-api` → `MyAPI`), for names that must be
    /// one (api, model and view model names); `nil` when `name` already is one or its words give none: `12`
    /// would become `_12`, which is not UpperCamelCase (Swift API Design Guidelines), and `_` or `★` spell no word
    /// (`upperCamel` would name them `Empty`, a name with nothing of theirs).
    package static func upperCamelName(for name: String) -> String? {
        guard SwiftName.spellsWord(name) else { return nil }
        let candidate = SwiftName.upperCamel(name)
        guard candidate != name, SwiftName.isIdentifier(candidate), candidate.first?.isUppercase == true else { return nil }
        return candidate
    }

    /// The candidate closest to `word` by edit distance, when it is close enough to be a likely typo
    /// (at most one edit per three characters, and at least one).
    package static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let limit = editLimit(for: word)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(word.lowercased(), candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// The largest edit distance at which a candidate still counts as a likely typo of `word`.
    package static func editLimit(for word: String) -> Int { max(1, word.count / 3) }

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

/// "Did you mean" lookups against one fixed list of candidates, for a spec with many names (thousands of models)
/// and many misspellings of them. The candidates are lowercased and grouped by length once; a lookup compares
/// only the candidates whose length is within the word's edit limit (a longer or shorter one cannot be close
/// enough), and each distinct word is looked up once. It answers what ``Suggestions/closest(to:among:)`` answers
/// for the same candidates, so a spec with N copies of one typo costs one lookup instead of N scans of every
/// name (the lint time grew quadratically with the number of errors; docs/performance.md).
package struct SuggestionIndex: Sendable {
    private struct Candidate: Sendable {
        var name: String
        var lowered: String
        /// The position in the list given: of two equally close candidates the earlier one wins.
        var order: Int
    }

    /// Candidates by the length of their lowercased name, in characters.
    private let byLength: [Int: [Candidate]]
    private var answers: [String: (name: String, distance: Int)?] = [:]
    /// How many edit distances lookups have computed so far: the work they did (checked by SuggestionIndexTests).
    package private(set) var comparisons = 0

    package init(_ candidates: some Sequence<String>) {
        var byLength: [Int: [Candidate]] = [:]
        for (order, name) in candidates.enumerated() {
            let lowered = name.lowercased()
            byLength[lowered.count, default: []].append(Candidate(name: name, lowered: lowered, order: order))
        }
        self.byLength = byLength
    }

    /// The candidate closest to `word`, by the rule of ``Suggestions/closest(to:among:)``, with its distance.
    package mutating func closestWithDistance(to word: String) -> (name: String, distance: Int)? {
        if let known = answers[word] { return known }
        let lowered = word.lowercased()
        let limit = Suggestions.editLimit(for: word)
        var best: (candidate: Candidate, distance: Int)?
        for length in max(0, lowered.count - limit)...(lowered.count + limit) {
            for candidate in byLength[length] ?? [] {
                comparisons += 1
                let distance = Suggestions.editDistance(lowered, candidate.lowered)
                guard distance <= limit else { continue }
                if let current = best,
                   distance > current.distance || (distance == current.distance && candidate.order > current.candidate.order) {
                    continue
                }
                best = (candidate, distance)
            }
        }
        let answer = best.map { (name: $0.candidate.name, distance: $0.distance) }
        answers[word] = answer
        return answer
    }

    /// The candidate closest to `word`, as ``Suggestions/closest(to:among:)`` finds it.
    package mutating func closest(to word: String) -> String? { closestWithDistance(to: word)?.name }

    /// "; did you mean 'x'?" or an empty string.
    package mutating func didYouMean(_ word: String) -> String {
        closest(to: word).map { "; did you mean '\($0)'?" } ?? ""
    }
}
