/// The singular of an English plural, from its ending, for names of one thing made from a file name: `users.json`
/// holds samples of one user, so its model is `User`.
///
/// - `-ies` becomes `-y` (`categories` → `category`), except in words of four letters (`ties` → `tie`);
/// - `-sses`, `-xes`, `-ches` and `-shes` drop `es` (`addresses`, `boxes`, `matches`, `wishes`), and so does `-uses`
///   after a consonant (`statuses` → `status`, `buses` → `bus`; `houses` → `house`);
/// - any other `-s` is dropped (`users`, `responses` → `response`), except in words ending in `ss`, `us` or `is`,
///   which are singular already (`class`, `status`, `analysis`);
/// - an initialism keeps its `s` (`gps`, `https`), and the plural of one drops it (`ids` → `id`, `urls` → `url`);
/// - a few common words these endings get wrong are listed (`series`, `news`, `alias`, `movies` → `movie`,
///   `caches` → `cache`).
///
/// Any other word is left as it is (`data`, `people`), and so is the case of what remains (`USERS` → `USER`).
public enum Singular {
    /// Words the endings get wrong, with their singular (a prefix of the word).
    static let irregular: [String: String] = [
        "series": "series", "species": "species", "news": "news", "alias": "alias", "bias": "bias", "canvas": "canvas",
        "atlas": "atlas", "gas": "gas", "movies": "movie", "cookies": "cookie", "caches": "cache", "aliases": "alias",
    ]

    /// The singular of `word`, or `word` when it is not a plural these rules recognise.
    public static func of(_ word: String) -> String {
        let lower = word.lowercased()
        guard lower.count > 2, lower.hasSuffix("s"), !Acronyms.known.contains(lower) else { return word }
        if let singular = irregular[lower] { return String(word.prefix(singular.count)) }
        if Acronyms.known.contains(String(lower.dropLast())) { return String(word.dropLast()) }
        if lower.hasSuffix("ies"), lower.count > 4 { return word.dropLast(3) + (word.hasSuffix("S") ? "Y" : "y") }
        if ["sses", "xes", "ches", "shes"].contains(where: lower.hasSuffix) { return String(word.dropLast(2)) }
        if lower.hasSuffix("uses"), let before = lower.dropLast(4).last, !"aeiou".contains(before) {
            return String(word.dropLast(2))
        }
        if ["ss", "us", "is"].contains(where: lower.hasSuffix) { return word }
        return String(word.dropLast())
    }

    /// `name` with its last word (as ``WordSplitter`` splits it) in the singular: `user_profiles` → `user_profile`,
    /// `UserProfiles` → `UserProfile`, `user_ids` → `user_id`.
    public static func lastWord(of name: String) -> String {
        guard let last = WordSplitter.words(in: name).last else { return name }
        let characters = Array(name), word = Array(last)
        // The word's last occurrence (a sign spelled out, `+1` → `plus`, `1`, is never the last word).
        for start in stride(from: characters.count - word.count, through: 0, by: -1)
        where characters[start..<(start + word.count)].elementsEqual(word) {
            return String(characters[..<start]) + of(last) + String(characters[(start + word.count)...])
        }
        return name
    }
}
