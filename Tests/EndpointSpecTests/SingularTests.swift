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
        ("user", "user"), ("data", "data"), ("people", "people"), ("children", "children"), ("as", "as"), ("s", "s"),
        ("", ""), ("v2", "v2"),
        // case is kept
        ("Users", "User"), ("USERS", "USER"), ("Categories", "Category"), ("CATEGORIES", "CATEGORY"), ("IDs", "ID"),
        ("Statuses", "Status"), ("Movies", "Movie"),
    ])
    func singularOfAWord(plural: String, singular: String) {
        #expect(Singular.of(plural) == singular)
    }

    @Test(arguments: [
        ("users", "user"), ("user_profiles", "user_profile"), ("user-categories", "user-category"),
        ("UserProfiles", "UserProfile"), ("user_ids", "user_id"), ("HTTPResponses", "HTTPResponse"),
        ("list_of_users_", "list_of_user_"), ("users.v2", "users.v2"), ("users2", "users2"), ("status_codes", "status_code"),
        ("news", "news"), ("", ""), ("---", "---"),
    ])
    func onlyTheLastWordOfANameIsMadeSingular(name: String, expected: String) {
        #expect(Singular.lastWord(of: name) == expected)
    }
}
