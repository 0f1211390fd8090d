import EndpointRuntime
import EndpointSpec
import Foundation
import GeneratedAPI
import TestSupport
import Testing

/// The whole JSONPlaceholder data set (`shared/fixtures/jsonplaceholder/data.json`) decodes as the
/// generated list types and re-encodes without losing a field jsonplaceholder.yaml declares.
@Suite(
    "JSONPlaceholder data set",
    .enabled(if: PackagePaths.exists(PackagePaths.jsonPlaceholderData), "shared/fixtures/jsonplaceholder not found; set SHARED_DIR")
)
struct JSONPlaceholderDataTests {
    /// Each collection of data.json with the list endpoint that serves it.
    static let collections: [String: (endpoint: String, codec: PayloadCodec)] = [
        "posts": ("listPosts", .json(JSONPlaceholder.ListPostsRequest.self)),
        "comments": ("listComments", .json(JSONPlaceholder.ListCommentsRequest.self)),
        "albums": ("listAlbums", .json(JSONPlaceholder.ListAlbumsRequest.self)),
        "photos": ("listPhotos", .json(JSONPlaceholder.ListPhotosRequest.self)),
        "users": ("listUsers", .json(JSONPlaceholder.ListUsersRequest.self)),
        "todos": ("listTodos", .json(JSONPlaceholder.ListTodosRequest.self)),
    ]

    /// The data set, read once.
    static let loadedDataSet: Result<[String: JSONValue], any Error> = Result {
        let data = try Data(contentsOf: PackagePaths.jsonPlaceholderData)
        return try JSONDecoder().decode([String: JSONValue].self, from: data)
    }

    static func dataSet() throws -> [String: JSONValue] {
        try loadedDataSet.get()
    }

    @Test("every collection of the data set has a generated list type in the table")
    func tableCoversTheDataSet() throws {
        #expect(Set(try Self.dataSet().keys) == Set(Self.collections.keys))
    }

    @Test("every record decodes as the generated list type and re-encodes without losing a declared field",
          arguments: ["posts", "comments", "albums", "photos", "users", "todos"])
    func collectionRoundTrips(name: String) throws {
        let api = try SpecFixtures.load("jsonplaceholder.yaml")
        let entry = try #require(Self.collections[name])
        let endpoint = try #require(api.endpoints.first { $0.name == entry.endpoint })
        guard case .json(let type) = endpoint.response else {
            Issue.record("\(entry.endpoint) does not answer JSON")
            return
        }
        let records = try #require(try Self.dataSet()[name])
        guard case .array(let items) = records else {
            Issue.record("\(name) is not an array")
            return
        }
        #expect(!items.isEmpty)
        let differences = try declaredFieldDifferences(
            of: records, through: entry.codec, declaredAs: type, keys: DeclaredKeys(api: api))
        #expect(differences.isEmpty, "\(name) as \(entry.codec.typeName) changed declared fields:\n\(summary(differences))")
    }

    @Test("the spec declares every key the data set has, so the round trip compares whole records")
    func specDeclaresEveryKey() throws {
        let api = try SpecFixtures.load("jsonplaceholder.yaml")
        let keys = DeclaredKeys(api: api)
        for (name, entry) in Self.collections.sorted(by: { $0.key < $1.key }) {
            let endpoint = try #require(api.endpoints.first { $0.name == entry.endpoint })
            guard case .json(let type) = endpoint.response, let records = try Self.dataSet()[name] else {
                Issue.record("\(name): no JSON response or no records")
                continue
            }
            let differences = jsonDifferences(records, keys.restrict(records, to: type))
            #expect(differences.isEmpty, "\(name): undeclared keys\n\(summary(differences))")
        }
    }
}
