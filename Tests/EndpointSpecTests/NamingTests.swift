import Testing
import EndpointNaming

@Suite("Swift names follow the API Design Guidelines")
struct NamingTests {
    @Test(arguments: [
        ("html_url", "htmlURL"), ("node_id", "nodeID"), ("id", "id"), ("URL", "url"), ("ids", "ids"),
        ("user_ids", "userIDs"), ("content-type", "contentType"), ("@iot.id", "iotID"), ("2fa_enabled", "_2faEnabled"),
        ("名前", "名前"), ("key with spaces", "keyWithSpaces"), ("thumbnailUrl", "thumbnailURL"),
        ("HTMLParser", "htmlParser"), ("+1", "plus1"), ("-1", "minus1"), ("X-API-Version", "xAPIVersion"),
        ("FIRST_TIME_CONTRIBUTOR", "firstTimeContributor"), ("off-topic", "offTopic"), ("", "empty"),
        ("getMessageList", "getMessageList"), ("oauth2_token", "oauth2Token"), ("image_urls", "imageURLs"),
    ])
    func lowerCamelNames(wireName: String, expected: String) {
        #expect(SwiftName.lowerCamel(wireName) == expected)
    }

    @Test(arguments: [
        ("message_list", "MessageList"), ("user_id", "UserID"), ("getRepository", "GetRepository"), ("api", "API"),
        ("html_parser", "HTMLParser"), ("2fa", "_2fa"), ("", "Empty"),
    ])
    func upperCamelNames(wireName: String, expected: String) {
        #expect(SwiftName.upperCamel(wireName) == expected)
    }

    /// Spec format §6, "Naming": a key with a letter of any script or a digit keeps it (`이름` stays `이름`); a key of
    /// symbols only cannot be an identifier and is named by its position; the empty key is `empty`.
    @Test(arguments: [
        ("이름", 1, "이름"), ("名前", 2, "名前"), ("user_이름", 3, "user이름"), ("이름_id", 4, "이름ID"), ("١٢", 5, "_١٢"),
        ("🎉", 3, "property3"), ("★", 1, "property1"), ("+", 7, "property7"), ("🎉🎉", 8, "property8"),
        ("\u{200B}", 2, "property2"), ("\u{3164}", 4, "property4"), ("a\u{3164}b", 4, "aB"), ("", 6, "empty"),
        ("🎉 party", 2, "party"), ("self", 1, "selfValue"),
    ] as [(String, Int, String)])
    func memberNames(wireName: String, position: Int, expected: String) {
        #expect(SwiftName.memberName(wireName, position: position, stem: "property") == expected)
        #expect(SwiftName.spellsWord(wireName) == !(expected.hasPrefix("property") || wireName.isEmpty))
    }

    @Test func keywordsAreEscapedAndOtherNamesAreNot() {
        #expect(SwiftKeywords.escaped("default") == "`default`")
        #expect(SwiftKeywords.escaped("self") == "`self`")
        #expect(SwiftKeywords.escaped("Type") == "`Type`")
        #expect(SwiftKeywords.escaped("type") == "type")
        #expect(SwiftKeywords.escaped("userID") == "userID")
        #expect(SwiftName.lowerCamel("default") == "default")
    }

    @Test func identifierCheckRejectsKeywordsDigitsAndPunctuation() {
        #expect(SwiftName.isIdentifier("GitHub"))
        #expect(SwiftName.isIdentifier("_2fa"))
        #expect(SwiftName.isIdentifier("名前"))
        #expect(!SwiftName.isIdentifier("2fa"))
        #expect(!SwiftName.isIdentifier("my-api"))
        #expect(!SwiftName.isIdentifier("class"))
        #expect(!SwiftName.isIdentifier(""))
    }

    @Test func wordSplitterSplitsAtSeparatorsAndCaseChanges() {
        #expect(WordSplitter.words(in: "HTMLParser") == ["HTML", "Parser"])
        #expect(WordSplitter.words(in: "htmlUrl") == ["html", "Url"])
        #expect(WordSplitter.words(in: "@odata.id") == ["odata", "id"])
        #expect(WordSplitter.words(in: "a-1") == ["a", "1"])
        #expect(WordSplitter.words(in: "-1") == ["minus", "1"])
        #expect(WordSplitter.words(in: "--") == [])
    }

    @Test func uniqueNamesAreDeterministicAndPreferTheExactSpelling() {
        let members: [(wireName: String, name: String, isExplicit: Bool)] = [
            ("_type", "type", false), ("type", "type", false), ("type_", "type", false), ("type2", "type2", false),
        ]
        let first = UniqueNames.assign(members)
        #expect(first.map(\.chosen) == ["type3", "type", "type4", "type2"])
        #expect(first.map(\.wasRenamed) == [true, false, true, false])
        #expect(UniqueNames.assign(members) == first)
    }

    @Test func uniqueNamesKeepExplicitNamesAndAvoidReservedOnes() {
        let assignments = UniqueNames.assign(
            [("kind", "unknown", false), ("other", "kind", true), ("kind_", "kind", false)], reserved: ["unknown"])
        #expect(assignments.map(\.chosen) == ["unknown2", "kind", "kind2"])
        #expect(assignments.map(\.isExplicit) == [false, true, false])
    }

    @Test func pluralAcronymsAreUppercasedWithALowercaseS() {
        #expect(Acronyms.uppercased("urls") == "URLs")
        #expect(Acronyms.uppercased("id") == "ID")
        #expect(Acronyms.uppercased("user") == nil)
    }
}
