/// The singular of an English plural, from its ending, for names of one thing made from a file name: `users.json`
/// holds samples of one user, so its model is `User`.
///
/// - `-ies` becomes `-y` (`categories` → `category`), except in words of four letters (`ties` → `tie`);
/// - `-sses`, `-xes`, `-zzes`, `-ches` and `-shes` drop `es` (`addresses`, `boxes`, `indexes`, `buzzes`, `matches`,
///   `wishes`), and so does `-uses` after a consonant (`statuses` → `status`, `buses` → `bus`; `houses` → `house`);
/// - `-yses` becomes `-ysis` and `-theses` `-thesis` (`analyses` → `analysis`, `hypotheses` → `hypothesis`);
/// - any other `-s` is dropped (`users`, `responses` → `response`, `prices` → `price`, `archives` → `archive`),
///   except in words ending in `ss`, `us` or `is`, which are singular already (`class`, `status`, `analysis`);
/// - an initialism keeps its `s` (`gps`, `https`), and the plural of one drops it (`ids` → `id`, `urls` → `url`);
/// - words these endings get wrong are listed (``irregular``): plurals of another form (`people` → `person`,
///   `children` → `child`, `indices` → `index`, `matrices` → `matrix`, `vertices` → `vertex`, `leaves` → `leaf`,
///   `criteria` → `criterion`), endings that are not the rule's (`movies` → `movie`, `caches` → `cache`,
///   `heroes` → `hero`), and words that end like a plural but are singular or uncountable (`series`, `news`, `alias`,
///   `lens`, `analytics`, `statistics`).
///
/// Any other word is left as it is (`data`, `media`, `user`), and so is the case of what remains (`USERS` → `USER`,
/// `Indices` → `Index`, `INDICES` → `INDEX`).
public enum Singular {
    /// Words the endings get wrong, in lowercase, with their singular.
    static let irregular: [String: String] = [
        // Singular or uncountable, though they end like a plural.
        "series": "series", "species": "species", "news": "news", "alias": "alias", "bias": "bias", "canvas": "canvas",
        "atlas": "atlas", "gas": "gas", "lens": "lens", "chaos": "chaos", "kudos": "kudos", "ethos": "ethos",
        "cosmos": "cosmos", "means": "means", "headquarters": "headquarters", "analytics": "analytics",
        "statistics": "statistics", "diagnostics": "diagnostics", "logistics": "logistics", "physics": "physics",
        "mathematics": "mathematics", "economics": "economics", "politics": "politics", "ethics": "ethics",
        // Plurals of another form.
        "people": "person", "children": "child", "men": "man", "women": "woman", "mice": "mouse", "geese": "goose",
        "teeth": "tooth", "feet": "foot", "oxen": "ox",
        "indices": "index", "matrices": "matrix", "vertices": "vertex", "appendices": "appendix", "apices": "apex",
        "vortices": "vortex", "cortices": "cortex", "simplices": "simplex",
        "criteria": "criterion", "phenomena": "phenomenon", "schemata": "schema", "radii": "radius", "nuclei": "nucleus",
        "stimuli": "stimulus", "alumni": "alumnus", "cacti": "cactus", "fungi": "fungus",
        "crises": "crisis", "diagnoses": "diagnosis", "prognoses": "prognosis", "theses": "thesis", "axes": "axis",
        "leaves": "leaf", "wolves": "wolf", "knives": "knife", "wives": "wife", "halves": "half", "shelves": "shelf",
        "selves": "self", "thieves": "thief", "calves": "calf", "loaves": "loaf", "elves": "elf", "scarves": "scarf",
        "hooves": "hoof", "lives": "life",
        // Endings that are not the rule's: `-ie` + `s`, `-che` + `s`, `-o` + `es`, a doubled `z`, `-s` + `es`.
        "movies": "movie", "cookies": "cookie", "zombies": "zombie", "calories": "calorie", "rookies": "rookie",
        "selfies": "selfie", "hoodies": "hoodie", "goodies": "goodie", "smoothies": "smoothie", "brownies": "brownie",
        "caches": "cache", "headaches": "headache", "mustaches": "mustache", "moustaches": "moustache",
        "niches": "niche", "cliches": "cliche", "quiches": "quiche", "avalanches": "avalanche", "psyches": "psyche",
        "heroes": "hero", "potatoes": "potato", "tomatoes": "tomato", "echoes": "echo", "vetoes": "veto",
        "torpedoes": "torpedo", "quizzes": "quiz",
        "aliases": "alias", "biases": "bias", "canvases": "canvas", "atlases": "atlas", "gases": "gas", "lenses": "lens",
    ]

    /// The singular of `word`, or `word` when it is not a plural these rules recognise.
    public static func of(_ word: String) -> String {
        let lower = word.lowercased()
        guard !Acronyms.known.contains(lower) else { return word }
        if let singular = irregular[lower] { return keepingCase(of: word, singular) }
        guard lower.count > 2, lower.hasSuffix("s") else { return word }
        if Acronyms.known.contains(String(lower.dropLast())) { return String(word.dropLast()) }
        if lower.hasSuffix("ies"), lower.count > 4 { return word.dropLast(3) + (word.hasSuffix("S") ? "Y" : "y") }
        if ["sses", "xes", "zzes", "ches", "shes"].contains(where: lower.hasSuffix) { return String(word.dropLast(2)) }
        if lower.hasSuffix("uses"), let before = lower.dropLast(4).last, !"aeiou".contains(before) {
            return String(word.dropLast(2))
        }
        if lower.hasSuffix("yses") || lower.hasSuffix("theses") {
            return word.dropLast(2) + (word.hasSuffix("S") ? "IS" : "is")
        }
        if ["ss", "us", "is"].contains(where: lower.hasSuffix) { return word }
        return String(word.dropLast())
    }

    /// `singular` (lowercase) written in the case of `word`: the letters the two share at the start as `word` has
    /// them, the rest in the case of `word`'s last letter (`Indices` → `Index`, `INDICES` → `INDEX`, `People` → `Person`).
    private static func keepingCase(of word: String, _ singular: String) -> String {
        let letters = Array(word), target = Array(singular)
        var shared = 0
        while shared < min(letters.count, target.count), letters[shared].lowercased() == String(target[shared]) {
            shared += 1
        }
        let rest = String(target[shared...])
        return String(letters[..<shared]) + (letters.last?.isUppercase == true ? rest.uppercased() : rest)
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
