// The shapes generated code takes, exactly as docs/runtime.md shows them. This file imports only
// Foundation and EndpointRuntime and is also compiled in a module whose default isolation is
// MainActor (see the report), so it must stay free of test code.
import EndpointRuntime
import Foundation
import Observation

// MARK: - API namespace (one per spec)

/// The `Messages` API (spec `api: Messages`).
nonisolated enum Messages {
    /// `envelope:` of the spec.
    static let envelope = EnvelopeRule(
        payload: "result",
        success: "isSuccess",
        code: "code",
        message: "message",
        successCodes: [1000]
    )

    /// `headers:` of the spec.
    static let headers: HTTPHeaders = ["X-API-Version": "1.0.0"]

    /// `common_fields:` of the spec.
    static let commonFields: [CommonField] = [
        CommonField("version", from: .appVersion),
        CommonField("lang_cd", from: .language),
        CommonField("timestamp", from: .unixTime),
    ]

    /// `errors:` of the spec.
    static let errorRules: [ErrorRule] = [
        ErrorRule(.statusClass(4), ServerError.self),
    ]

    /// `auth:` of the spec, for configuring the client.
    static let authPlacement = AuthPlacement.header("x-access-token")

    /// `dates:` and `timeout:` of the spec, for configuring the client.
    static func configuration(baseURL: URL, tokenProvider: TokenProvider?) -> APIClientConfiguration {
        APIClientConfiguration(
            baseURL: baseURL,
            timeout: 10,
            dateRule: .iso8601,
            authPlacement: authPlacement,
            tokenProvider: tokenProvider
        )
    }
}

// MARK: - Models

extension Messages {
    /// A chat room in the room list.
    nonisolated struct MessageListItem: Codable, Sendable, Hashable {
        var roomID: Int
        var title: String?
        var updatedAt: Date

        enum CodingKeys: String, CodingKey {
            case roomID = "room_id"
            case title
            case updatedAt = "updated_at"
        }
    }

    /// The error body of 4xx responses.
    nonisolated struct ServerError: Codable, Sendable, Hashable {
        var code: Int
        var message: String
    }

    /// The error body of 404 responses.
    nonisolated struct NotFound: Codable, Sendable, Hashable {
        var message: String
        var documentationURL: URL?

        enum CodingKeys: String, CodingKey {
            case message
            case documentationURL = "documentation_url"
        }
    }

    /// Any other error body.
    nonisolated struct GenericError: Codable, Sendable, Hashable {
        var error: String
    }

    /// `TimeSyncResponse`: the inline response of `timeSync`.
    nonisolated struct TimeSyncResponse: Codable, Sendable, Hashable {
        var currentTimestamp: Double?

        enum CodingKeys: String, CodingKey {
            case currentTimestamp = "current_timestamp"
        }
    }

    /// A repository.
    nonisolated struct Repository: Codable, Sendable, Hashable {
        var id: Int64
        var fullName: String

        enum CodingKeys: String, CodingKey {
            case id
            case fullName = "full_name"
        }
    }

    /// A PATCH body with a tristate field (`tristate: true`), and a required-nullable field
    /// (`nullable: true`): the key is always written, `nil` as `null`. Models with required-nullable
    /// fields get a hand-written `init(from:)` / `encode(to:)` using the runtime's container helpers;
    /// tristate fields alone need nothing (synthesized `Codable` picks the `Nullable` overloads).
    nonisolated struct UpdateProfileBody: Codable, Sendable, Hashable {
        var nickname: Nullable<String> = .absent
        var bio: Nullable<String> = .absent
        var avatarURL: URL?

        enum CodingKeys: String, CodingKey {
            case nickname
            case bio
            case avatarURL = "avatar_url"
        }

        init(nickname: Nullable<String> = .absent, bio: Nullable<String> = .absent, avatarURL: URL?) {
            self.nickname = nickname
            self.bio = bio
            self.avatarURL = avatarURL
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            nickname = try container.decode(Nullable<String>.self, forKey: .nickname)
            bio = try container.decode(Nullable<String>.self, forKey: .bio)
            avatarURL = try container.decodeRequiredNullable(URL.self, forKey: .avatarURL)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(nickname, forKey: .nickname)
            try container.encode(bio, forKey: .bio)
            try container.encodeRequiredNullable(avatarURL, forKey: .avatarURL)
        }
    }

    /// A model whose only special fields are tristate: synthesized `Codable` is enough.
    nonisolated struct PatchNoteBody: Codable, Sendable, Hashable {
        var title: String?
        var body: Nullable<String> = .absent
    }

    /// The JSON body of `renderMarkdown`.
    nonisolated struct RenderMarkdownBody: Codable, Sendable, Hashable {
        var text: String
        var mode: String?
    }
}

// MARK: - Requests

extension Messages {
    /// GET with a path parameter, query items (an enum, an optional, an array) and the envelope.
    nonisolated struct GetMessageListRequest: Endpoint {
        typealias Response = [MessageListItem]

        /// `query: {kind: {enum: [group, direct]}}`
        nonisolated enum Kind: String, Codable, Sendable, Hashable, ParameterValueConvertible {
            case group
            case direct
        }

        var userID: String
        var kind: Kind = .group
        var since: Date?
        var tags: [String] = []

        var method: HTTPMethod { .get }
        var path: String { "/users/\(pathParameter: userID)/rooms" }
        var query: Parameters { ["kind": kind, "since": since, "tags": tags] }
        var headers: HTTPHeaders { Messages.headers }
        var auth: AuthRequirement { .required }
        var envelope: EnvelopeRule? { Messages.envelope }
        var errorRules: [ErrorRule] { Messages.errorRules }
        var commonFields: [CommonField] { Messages.commonFields }
    }

    /// POST with a form body (`body: {encoding: form, fields: ...}`).
    nonisolated struct TimeSyncRequest: Endpoint {
        typealias Response = TimeSyncResponse

        var userKey: String
        var langCD: String?

        var method: HTTPMethod { .post }
        var path: String { "/timesync" }
        var body: RequestBody { .form(["user_key": userKey, "lang_cd": langCD]) }
        var headers: HTTPHeaders { Messages.headers }
        var envelope: EnvelopeRule? { Messages.envelope }
        var errorRules: [ErrorRule] { Messages.errorRules }
        var commonFields: [CommonField] { Messages.commonFields }
    }

    /// POST with a multipart body and `response: none`.
    nonisolated struct UploadImageRequest: Endpoint {
        typealias Response = NoContent

        var userKey: String
        var image: MultipartFile

        var method: HTTPMethod { .post }
        var path: String { "/profile/image" }
        var body: RequestBody { .multipart([.field("user_key", userKey), .file("image", image)]) }
        var headers: HTTPHeaders { Messages.headers }
        var auth: AuthRequirement { .required }
        var errorRules: [ErrorRule] { Messages.errorRules }
        var commonFields: [CommonField] { Messages.commonFields }
    }

    /// GET with error models per status and a header from a parameter (`If-None-Match`).
    nonisolated struct GetRepositoryRequest: Endpoint {
        typealias Response = Repository

        var owner: String
        var repo: String
        var etag: String?

        var method: HTTPMethod { .get }
        var path: String { "/repos/\(pathParameter: owner)/\(pathParameter: repo)" }
        var headers: HTTPHeaders {
            var headers = Messages.headers
            headers["If-None-Match"] = etag
            return headers
        }
        var auth: AuthRequirement { .optional }
        var errorRules: [ErrorRule] {
            Messages.errorRules + [
                ErrorRule(.status(404), NotFound.self),
                ErrorRule(.default, GenericError.self),
            ]
        }
    }

    /// DELETE with `response: none`.
    nonisolated struct DeleteMessageRequest: Endpoint {
        typealias Response = NoContent

        var messageID: Int64

        var method: HTTPMethod { .delete }
        var path: String { "/messages/\(pathParameter: messageID)" }
        var auth: AuthRequirement { .required }
    }

    /// POST with a JSON body and `response: text`.
    nonisolated struct RenderMarkdownRequest: Endpoint {
        typealias Response = String

        var text: String
        var mode: String?

        var method: HTTPMethod { .post }
        var path: String { "/markdown" }
        var body: RequestBody { .json(RenderMarkdownBody(text: text, mode: mode)) }
        var responseBody: ResponseBody<String> { .text }
    }

    /// GET with `response: binary`.
    nonisolated struct DownloadAvatarRequest: Endpoint {
        typealias Response = Data

        var userID: String

        var method: HTTPMethod { .get }
        var path: String { "/users/\(pathParameter: userID)/avatar" }
        var responseBody: ResponseBody<Data> { .binary }
    }
}

// MARK: - Client methods (one per endpoint)

nonisolated extension APIClient {
    /// Lists chat rooms of the signed-in user.
    func getMessageList(
        userID: String,
        kind: Messages.GetMessageListRequest.Kind = .group,
        since: Date? = nil,
        tags: [String] = []
    ) async throws -> [Messages.MessageListItem] {
        try await send(Messages.GetMessageListRequest(userID: userID, kind: kind, since: since, tags: tags))
    }

    /// Synchronises the clock.
    func timeSync(userKey: String, langCD: String? = nil) async throws -> Messages.TimeSyncResponse {
        try await send(Messages.TimeSyncRequest(userKey: userKey, langCD: langCD))
    }

    /// Uploads a profile image.
    func uploadImage(userKey: String, image: MultipartFile) async throws {
        _ = try await send(Messages.UploadImageRequest(userKey: userKey, image: image))
    }

    /// Gets a repository; the response carries the `ETag`.
    func getRepository(owner: String, repo: String, etag: String? = nil) async throws -> APIResponse<Messages.Repository> {
        try await sendWithResponse(Messages.GetRepositoryRequest(owner: owner, repo: repo, etag: etag))
    }

    /// Deletes a message.
    func deleteMessage(messageID: Int64) async throws {
        _ = try await send(Messages.DeleteMessageRequest(messageID: messageID))
    }

    /// Renders Markdown to HTML.
    func renderMarkdown(text: String, mode: String? = nil) async throws -> String {
        try await send(Messages.RenderMarkdownRequest(text: text, mode: mode))
    }
}

// MARK: - Call sites shown in docs/runtime.md

/// Reading an error model of a failed request.
nonisolated func repositoryNotFoundMessage(client: APIClient) async -> String? {
    do {
        _ = try await client.getRepository(owner: "a", repo: "b")
        return nil
    } catch let APIError.http(failure) {
        return failure.errorModel(as: Messages.NotFound.self)?.message
    } catch {
        return nil
    }
}

/// A view model with a load state (the shape the view-model generator emits for `observation`).
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@Observable @MainActor
final class MessageListViewModel {
    private(set) var state: LoadState<[Messages.MessageListItem]> = .idle
    private let client: APIClient
    private var userID: String?

    init(client: APIClient) {
        self.client = client
    }

    func load(userID: String) async {
        // The list shown stays while the same user's list reloads; another user's list is not shown meanwhile.
        state = .loading(previous: userID == self.userID ? state.value : nil)
        self.userID = userID
        state = await LoadState.capture { try await client.getMessageList(userID: userID) }
    }
}
