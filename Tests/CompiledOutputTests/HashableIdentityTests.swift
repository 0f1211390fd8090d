import Testing

/// Issue 12, part 2: model structs are `Equatable`; a struct with an identity (`id`, or `identified_by`) of a
/// `Hashable` type is also `Identifiable` and `Hashable`, hashing its identity only. Every place a model can stand
/// (nested, in arrays, dictionaries, tristate and indirect properties, responses of view models and paginated
/// endpoints, bodies) compiles with models that are only `Equatable`.
enum HashableIdentitySpecs {
    static let models = HostileSpec(file: "hashable_identity.yaml", yaml: """
        api: HashableIdentity
        models:
          UserID: string
          Status: {enum: [active, blocked]}
          Address: {city: string, zip: string?}
          User:
            id: UserID
            name: string
            address: Address
            previous: [Address]
            by_label: {type: "[string: Address]"}
            note: {type: Address, optional: true, nullable: true, tristate: true}
            badge: {rank: int}
          Tagged:
            identified_by: status
            properties: {status: Status, label: string}
          Node:
            name: string
            parent: Node?
          KeyedByObject:
            id: Address
            title: string
          Team:
            id: int64
            lead: User
            members: [User]
        endpoints:
          listUsers:
            method: GET
            path: /users
            query: {page: int?}
            pagination: link_header
            response: [User]
            view_model: UserList
          getAddress:
            method: GET
            path: /address
            response: Address
            view_model: AddressDetail
          saveAddress:
            method: POST
            path: /address
            body: Address
            response: Node
        """, checks: [
            .probe("hashable.identified", """
                let home = HashableIdentity.Address(city: "Seoul", zip: nil)
                let a = HashableIdentity.User(id: "u1", name: "Kim", address: home, previous: [], byLabel: [:],
                                              badge: .init(rank: 1))
                let renamed = HashableIdentity.User(id: "u1", name: "Lee", address: home, previous: [], byLabel: [:],
                                                    badge: .init(rank: 1))
                let b = HashableIdentity.User(id: "u2", name: "Kim", address: home, previous: [], byLabel: [:],
                                              badge: .init(rank: 1))
                let copies: Swift.Set<HashableIdentity.User> = [a, a, b]
                var byUser: [HashableIdentity.User: Swift.Int] = [:]
                byUser[a, default: 0] += 1
                byUser[a, default: 0] += 1
                var hasher = Swift.Hasher()
                hasher.combine("u1")
                return [
                    "set \\(copies.count)", "dictionary \\(byUser[a] ?? 0)",
                    "equal hashes \\(a.hashValue == a.hashValue)",
                    "by identity \\(a.hashValue == renamed.hashValue) \\(a == renamed)",
                    "team \\(Swift.Set([HashableIdentity.Team(id: 1, lead: a, members: [a, b])]).count)",
                    "tagged \\(Swift.Set([HashableIdentity.Tagged(status: .active, label: "x")]).count)",
                ].joined(separator: ", ")
                """, expected: "set 2, dictionary 2, equal hashes true, by identity true false, team 1, tagged 1"),
            .probe("hashable.equatableOnly", """
                let home = HashableIdentity.Address(city: "Seoul", zip: nil)
                let node = HashableIdentity.Node(name: "n", parent: .init(name: "p"))
                let keyed = HashableIdentity.KeyedByObject(id: home, title: "t")
                let state: EndpointRuntime.LoadState<HashableIdentity.Address> = .loaded(home)
                var list = EndpointRuntime.PagedListState<HashableIdentity.User>()
                list.hasMore = true
                return [
                    "\\(home == HashableIdentity.Address(city: "Seoul", zip: nil))",
                    "\\(home == HashableIdentity.Address(city: "Busan", zip: nil))",
                    "\\(node == HashableIdentity.Node(name: "n", parent: .init(name: "p")))",
                    "\\(keyed == keyed) \\(keyed == HashableIdentity.KeyedByObject(id: home, title: "u"))",
                    "\\(state == .loaded(home)) \\(list == EndpointRuntime.PagedListState()) \\(list == list)",
                ].joined(separator: " ")
                """, expected: "true false true true false true false true"),
        ])

    static let all = [models]
}

@Suite("Hashable only where needed (issue 12)")
struct HashableIdentityTests {
    let build: HostileBuild

    init() async {
        build = await HostileBuild.shared.value
    }

    @Test("Structs are Equatable; a struct with a Hashable identity is Hashable and Identifiable, hashing its id")
    func conformances() {
        let spec = HashableIdentitySpecs.models
        let models = build.file("HashableIdentityModels.swift", of: spec)
        build.expectLines([
            "public nonisolated struct Address: Codable, Sendable, Equatable {",
            "public nonisolated struct User: Codable, Sendable, Hashable, Identifiable {",
            "public nonisolated struct Badge: Codable, Sendable, Equatable {",
            "public func hash(into hasher: inout Hasher) {",
            "hasher.combine(id)",
            "public nonisolated struct Tagged: Codable, Sendable, Hashable, Identifiable {",
            "public var id: Status { status }",
            "public func hash(into hasher: inout Hasher) {",
            "public nonisolated struct Node: Codable, Sendable, Equatable {",
            // An `id` whose type is a struct without identity is not Hashable, so it is no identity (an explicit
            // identified_by naming such a property is an error: PaginationSnippetTests).
            "public nonisolated struct KeyedByObject: Codable, Sendable, Equatable {",
            "public nonisolated struct Team: Codable, Sendable, Hashable, Identifiable {",
        ], in: models)
        #expect(!models.contains("Sendable, Hashable {"))
        // Enums stay Hashable.
        #expect(models.contains("public nonisolated enum Status: RawRepresentable, Codable, Sendable, Hashable,"))
        build.expectCompilesAndPasses(spec)
    }
}
