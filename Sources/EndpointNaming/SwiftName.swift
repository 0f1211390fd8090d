/// Derives Swift identifiers from wire names, following the Swift API Design Guidelines
/// (lowerCamelCase for properties, cases and parameters; UpperCamelCase for types; initialisms uniformly cased).
///
/// This is the one place naming rules live: the spec validator uses it to find collisions and the code
/// generator uses it to write declarations, so both always agree.
public enum SwiftName {
    /// A lowerCamelCase identifier for a property, parameter, method or enum case: `html_url` → `htmlURL`,
    /// `node_id` → `nodeID`, `URL` → `url`, `content-type` → `contentType`, `2fa_enabled` → `_2faEnabled`,
    /// `名前` → `名前`, `""` → `empty` (a key of symbols only gives `empty` too; members are named by
    /// ``memberName(_:position:stem:)``, which numbers those instead). Not escaped: use `SwiftKeywords.escaped(_:)`
    /// when writing it.
    public static func lowerCamel(_ wireName: String) -> String {
        let words = WordSplitter.words(in: wireName)
        guard let first = words.first else { return "empty" }
        var result = Acronyms.uppercased(first) != nil ? first.lowercased() : lowercasedFirst(first)
        for word in words.dropFirst() {
            result += Acronyms.uppercased(word) ?? capitalizedFirst(word)
        }
        return legalized(result)
    }

    /// The name of a stored property or parameter: `lowerCamel(_:)`, except that names in
    /// `reservedPropertyNames` get a `Value` suffix (`self` → `selfValue`).
    public static func propertyName(_ wireName: String) -> String {
        let name = lowerCamel(wireName)
        return reservedPropertyNames.contains(name) ? name + "Value" : name
    }

    /// Whether `wireName` has a letter (of any script: `이름`, `名前`) or a digit, from which ``lowerCamel(_:)`` and
    /// ``upperCamel(_:)`` derive a name; the empty key and keys of symbols only (`🎉`, `★`, `+`, `\u{200B}`) have none.
    public static func spellsWord(_ wireName: String) -> Bool {
        !WordSplitter.words(in: wireName).isEmpty
    }

    /// The name of the member at `position` (1-based, in declaration order) of its scope, for a key that may spell
    /// no word: ``propertyName(_:)`` when it spells one (`이름` → `이름`, `user_名前` → `user名前`) or is empty
    /// (`""` → `empty`), otherwise `stem` and the position (`🎉` as the third property → `property3`; the stem
    /// names the member's role: `property`, `pathParameter`, `queryParameter`, `header`, `formField`,
    /// `multipartField`, and `value` for enum cases). A key of symbols only cannot be an identifier
    /// (spec format §6, "Naming"); the wire key itself is kept exactly in the generated literals.
    public static func memberName(_ wireName: String, position: Int, stem: String) -> String {
        // An ASCII letter or digit spells a word: nearly every key, known without splitting it twice.
        let hasASCIIWord = wireName.utf8.contains { byte in
            (0x30...0x39).contains(byte) || (0x61...0x7A).contains(byte | 0x20)
        }
        if hasASCIIWord || wireName.isEmpty || spellsWord(wireName) { return propertyName(wireName) }
        return stem + String(position)
    }

    /// Names a generated property cannot take even in backticks: an initializer parameter named `self` hides
    /// the instance, a property `Self` hides the type inside it (the mocks' `Self(…)` sample), and `hashValue`
    /// would overload `Hashable.hashValue` (and be mistaken for it when encoding). Derived names never are `Self`
    /// (they start in lower case); a `swift_name` may not be any of them.
    public static let reservedPropertyNames: Set<String> = ["self", "Self", "hashValue"]

    /// An UpperCamelCase identifier for a type: `message_list` → `MessageList`, `user_id` → `UserID`,
    /// `getRepository` → `GetRepository`, `api` → `API`.
    public static func upperCamel(_ wireName: String) -> String {
        let words = WordSplitter.words(in: wireName)
        guard !words.isEmpty else { return "Empty" }
        return legalized(words.map { Acronyms.uppercased($0) ?? capitalizedFirst($0) }.joined())
    }

    /// `true` when `name` is a legal Swift identifier as written (no backticks needed, not a keyword). `_` alone is
    /// not one: it is the wildcard pattern, which names nothing even in backticks.
    public static func isIdentifier(_ name: String) -> Bool {
        guard name != "_", let first = name.unicodeScalars.first, isIdentifierHead(first) else { return false }
        return name.unicodeScalars.dropFirst().allSatisfy(isIdentifierBody) && !SwiftKeywords.reserved.contains(name)
    }

    /// Names an identifier may not start with a digit: `2fa` becomes `_2fa`.
    private static func legalized(_ name: String) -> String {
        guard let first = name.unicodeScalars.first else { return "empty" }
        return isIdentifierHead(first) ? name : "_" + name
    }

    private static func lowercasedFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        // An all-caps word (`NAME`) reads as one word, not an acronym: `name`.
        if word.count > 1, word == word.uppercased(), word != word.lowercased() { return word.lowercased() }
        return first.lowercased() + word.dropFirst()
    }

    private static func capitalizedFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        if word.count > 1, word == word.uppercased(), word != word.lowercased() {
            return first.uppercased() + word.dropFirst().lowercased()
        }
        return first.uppercased() + word.dropFirst()
    }

    // Identifier grammar from The Swift Programming Language, "Lexical Structure: Identifiers", restricted
    // to letters (any script), digits and underscore, which is all `WordSplitter` can produce.
    private static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || (scalar.properties.isAlphabetic && scalar.properties.numericType == nil)
    }

    private static func isIdentifierBody(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}
