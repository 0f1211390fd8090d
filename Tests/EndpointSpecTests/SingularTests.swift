import EndpointNaming
import Testing

/// Review finding: `infer users.json` named the model of one user `Users`. `Singular` gives the singular of the last
/// word of a file name by its English plural ending.
@Suite("Singular of a name's last word")
struct SingularTests {
    @Test(arguments: [
        // -ies → -y, except in four-letter words
        ("categories", "category"), ("companies", "company"), ("entries", "entry"), ("ties", "tie"), ("pies", "pie"),
        // -sses, -xes, -ches, -shes drop es
        ("addresses", "address"), ("classes", "class"), ("boxes", "box"), ("indexes", "index"), ("matches", "match"),
        ("branches", "branch"), ("wishes", "wish"), ("hashes", "hash"),
        // -uses after a consonant drop es; after a vowel only s
        ("statuses", "status"), ("buses", "bus"), ("bonuses", "bonus"), ("houses", "house"), ("causes", "cause"),
        ("uses", "use"),
        // any other -s drops s
        ("users", "user"), ("responses", "response"), ("releases", "release"), ("cases", "case"), ("photos", "photo"),
        ("repos", "repo"), ("labels", "label"),
        // -ss, -us, -is are singular already
        ("class", "class"), ("address", "address"), ("status", "status"), ("campus", "campus"), ("analysis", "analysis"),
        // initialisms keep their s; their plurals drop it
        ("gps", "gps"), ("https", "https"), ("sms", "sms"), ("os", "os"), ("ids", "id"), ("urls", "url"), ("apis", "api"),
        // words the endings get wrong
        ("series", "series"), ("species", "species"), ("news", "news"), ("alias", "alias"), ("aliases", "alias"),
        ("movies", "movie"), ("cookies", "cookie"), ("caches", "cache"),
        // not plurals, too short, or not ending in s: left alone
        ("user", "user"), ("data", "data"), ("media", "media"), ("metadata", "metadata"), ("as", "as"), ("s", "s"),
        ("", ""), ("v2", "v2"),
        // case is kept
        ("Users", "User"), ("USERS", "USER"), ("Categories", "Category"), ("CATEGORIES", "CATEGORY"), ("IDs", "ID"),
        ("Statuses", "Status"), ("Movies", "Movie"),
    ])
    func singularOfAWord(plural: String, singular: String) {
        #expect(Singular.of(plural) == singular)
    }

    /// Review finding: `indices.json` was named `Indice`, `analyses.json` `Analyse`, `people.json` `People`. The kind:
    /// plurals of another form than `-s`, `-es` and `-ies`, and words that end like a plural but are not one.
    @Test(arguments: [
        // -ices and -ixes: Latin plurals of -ex and -ix are listed; other -ices words are -ice + s
        ("indices", "index"), ("matrices", "matrix"), ("vertices", "vertex"), ("appendices", "appendix"),
        ("vortices", "vortex"), ("prices", "price"), ("devices", "device"), ("services", "service"),
        ("invoices", "invoice"), ("choices", "choice"), ("indexes", "index"), ("matrixes", "matrix"),
        ("prefixes", "prefix"), ("vertexes", "vertex"),
        // -ies
        ("policies", "policy"), ("replies", "reply"), ("zombies", "zombie"), ("calories", "calorie"),
        // -ses, -xes, -zes, -ches, -shes
        ("analyses", "analysis"), ("paralyses", "paralysis"), ("hypotheses", "hypothesis"), ("theses", "thesis"),
        ("parentheses", "parenthesis"), ("crises", "crisis"), ("diagnoses", "diagnosis"), ("databases", "database"),
        ("purchases", "purchase"), ("phases", "phase"), ("gases", "gas"), ("lenses", "lens"), ("biases", "bias"),
        ("taxes", "tax"), ("sizes", "size"), ("prizes", "prize"), ("buzzes", "buzz"), ("quizzes", "quiz"),
        ("coaches", "coach"), ("approaches", "approach"), ("headaches", "headache"), ("niches", "niche"),
        ("avalanches", "avalanche"), ("crashes", "crash"),
        // -ves: -f and -fe plurals are listed; other -ves words are -ve + s
        ("leaves", "leaf"), ("lives", "life"), ("wolves", "wolf"), ("knives", "knife"), ("shelves", "shelf"), ("halves", "half"),
        ("archives", "archive"), ("moves", "move"), ("drives", "drive"), ("curves", "curve"), ("directives", "directive"),
        // -oes
        ("heroes", "hero"), ("potatoes", "potato"), ("echoes", "echo"), ("shoes", "shoe"), ("photos", "photo"),
        // irregular plurals
        ("people", "person"), ("children", "child"), ("men", "man"), ("women", "woman"), ("mice", "mouse"),
        ("teeth", "tooth"), ("feet", "foot"), ("geese", "goose"), ("criteria", "criterion"),
        ("phenomena", "phenomenon"), ("radii", "radius"), ("alumni", "alumnus"),
        // uncountable or singular though they end like a plural
        ("data", "data"), ("news", "news"), ("series", "series"), ("species", "species"), ("status", "status"),
        ("analysis", "analysis"), ("lens", "lens"), ("chaos", "chaos"), ("analytics", "analytics"),
        ("statistics", "statistics"), ("diagnostics", "diagnostics"), ("means", "means"), ("canvas", "canvas"),
        // case is kept where the singular is another word
        ("Indices", "Index"), ("INDICES", "INDEX"), ("People", "Person"), ("PEOPLE", "PERSON"), ("Analyses", "Analysis"),
        ("ANALYSES", "ANALYSIS"), ("Leaves", "Leaf"), ("Children", "Child"),
    ])
    func pluralsOfOtherFormsAndWordsThatOnlyLookPlural(plural: String, singular: String) {
        #expect(Singular.of(plural) == singular)
    }

    @Test(arguments: [
        ("users", "user"), ("user_profiles", "user_profile"), ("user-categories", "user-category"),
        ("UserProfiles", "UserProfile"), ("user_ids", "user_id"), ("HTTPResponses", "HTTPResponse"),
        ("list_of_users_", "list_of_user_"), ("users.v2", "users.v2"), ("users2", "users2"), ("status_codes", "status_code"),
        ("news", "news"), ("", ""), ("---", "---"), ("user_indices", "user_index"), ("SearchIndices", "SearchIndex"),
        ("related_people", "related_person"), ("child_nodes", "child_node"),
    ])
    func onlyTheLastWordOfANameIsMadeSingular(name: String, expected: String) {
        #expect(Singular.lastWord(of: name) == expected)
    }
}
