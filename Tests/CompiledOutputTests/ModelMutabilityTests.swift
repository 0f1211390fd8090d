import Testing

/// Spec format §3, "Mutability": a model the client only receives has `let` properties; every model a request body
/// sends (JSON body; directly, through other models, aliases, arrays, dictionaries and
/// inline objects), every inline body and every `mutable: true` model with what it refers to has `var` properties;
/// `mutable: false` keeps a sent model immutable.
/// Each position is compiled and the mutable ones are mutated by a probe; cycles (`Indirect` storage) in both kinds.
enum ModelMutabilitySpecs {
    static let models = HostileSpec(file: "model_mutability.yaml", yaml: """
        api: Mutability
        models:
          Account:
            id: int64
            name: string
            home: {city: string, geo: {lat: double}}
            node: Node?
          Node:
            name: string
            parent: Node?
          Draft:
            title: string
            tags: [Tag]
            by_name: {type: "[string: Label]"}
            meta: {pinned: bool}
            folder: Folder?
          Tag: {name: string}
          Label: {text: string}
          Folder:
            name: string
            parent: Folder?
          Batch: [BatchItem]
          BatchItem: {count: int}
          Chip: {color: string}
          Profile:
            mutable: true
            properties:
              display_name: string
              address: Address
          Address: {city: string}
          Problem: {message: string}
          Receipt:
            mutable: false
            properties: {total: int, lines: [ReceiptLine]}
          ReceiptLine: {amount: int}
          Ops: [{op: string, path: string}]
          Matrix: [[{v: int}]]
          Grades: [{enum: [a, b]}]
        errors:
          default: Problem
        endpoints:
          getAccount:
            method: GET
            path: /account
            response: Account
          saveDraft:
            method: POST
            path: /drafts
            body: Draft
            response: Account
          sendBatch:
            method: POST
            path: /batch
            body: Batch
          sendChips:
            method: PUT
            path: /chips
            body: [Chip]
          createNote:
            method: POST
            path: /notes
            body: {title: string, style: {bold: bool}}
          getProfile:
            method: GET
            path: /profile
            response: Profile
          sendReceipt:
            method: POST
            path: /receipts
            body: Receipt
          patchOps: {method: PATCH, path: /ops, body: Ops}
          getMatrix: {method: GET, path: /matrix, response: Matrix}
          getGrades: {method: GET, path: /grades, response: Grades}
          getSummary:
            method: GET
            path: /summary
            response: {total: int, top: {name: string}}
        """, checks: [
            .probe("mutability.sent", """
                var draft = Mutability.Draft(
                    title: "a", tags: [.init(name: "t")], byName: ["x": .init(text: "l")], meta: .init(pinned: false),
                    folder: .init(name: "f", parent: .init(name: "root")))
                draft.title = "b"
                draft.tags[0].name = "u"
                draft.byName["x"]?.text = "m"
                draft.meta.pinned = true
                draft.folder?.parent?.name = "top"
                var batch: Mutability.Batch = [.init(count: 1)]
                batch[0].count = 2
                var chip = Mutability.Chip(color: "c")
                chip.color = "d"
                var body = Mutability.CreateNoteBody(title: "n", style: .init(bold: false))
                body.style.bold = true
                return [
                    draft.title, draft.tags[0].name, draft.byName["x"]?.text ?? "-", "\\(draft.meta.pinned)",
                    draft.folder?.parent?.name ?? "-", "\\(batch[0].count)", chip.color, "\\(body.style.bold)",
                ].joined(separator: " ")
                """, expected: "b u m true top 2 d true"),
            .probe("mutability.aliasItems", """
                var ops: Mutability.Ops = [.init(op: "add", path: "/a")]
                ops[0].path = "/b"
                let matrix: Mutability.Matrix = [[.init(v: 1)], []]
                let grades: Mutability.Grades = [.a, .unknown("z")]
                return "\\(ops[0].op) \\(ops[0].path) \\(matrix[0][0].v) \\(grades.map(\\.rawValue))"
                """, expected: #"add /b 1 ["a", "z"]"#),
            .probe("mutability.marked", """
                var profile = Mutability.Profile(displayName: "Kim", address: .init(city: "Seoul"))
                profile.displayName = "Lee"
                profile.address.city = "Busan"
                return "\\(profile.displayName) \\(profile.address.city)"
                """, expected: "Lee Busan"),
            .probe("mutability.received", """
                let account = Mutability.Account(
                    id: 1, name: "a", home: .init(city: "Seoul", geo: .init(lat: 37.5)),
                    node: .init(name: "n", parent: .init(name: "p")))
                let summary = Mutability.GetSummaryResponse(total: 2, top: .init(name: "t"))
                return "\\(account.home.city) \\(account.home.geo.lat) \\(account.node?.parent?.name ?? "-") "
                    + "\\(summary.top.name) \\(Mutability.Problem(message: "m").message)"
                """, expected: "Seoul 37.5 p t m"),
        ])

    static let all = [models]
}

@Suite("Received models are immutable, sent ones mutable (spec format §3, Mutability)")
struct ModelMutabilityTests {
    let build: HostileBuild

    init() async {
        build = await HostileBuild.shared.value
    }

    @Test("let for what the client only receives, var for what a body sends or the spec marks mutable")
    func propertiesByDirection() {
        let spec = ModelMutabilitySpecs.models
        let models = build.file("ModelMutabilityModels.swift", of: spec)
        build.expectLines([
            "public nonisolated struct Account: Codable, Sendable, Hashable, Identifiable {",
            // Inline objects follow their model.
            "public nonisolated struct Home: Codable, Sendable, Equatable {",
            "public nonisolated struct Geo: Codable, Sendable, Equatable {",
            "public let lat: Double",
            "public let city: String",
            "public let geo: Geo",
            "public let id: Int64",
            "public let name: String",
            "public let home: Home",
            "public let node: Node?",
            // A received cycle: the Indirect property is read-only, its storage a let.
            "public nonisolated struct Node: Codable, Sendable, Equatable {",
            "public let name: String",
            "public var parent: Node? {",
            "_parent.value",
            "private let _parent: EndpointRuntime.Indirect<Node?>",
            "public nonisolated struct Draft: Codable, Sendable, Equatable {",
            "public nonisolated struct Meta: Codable, Sendable, Equatable {",
            "public var pinned: Bool",
            "public var title: String",
            "public var tags: [Tag]",
            "public var byName: [String: Label]",
            "public var meta: Meta",
            "public var folder: Folder?",
            "public nonisolated struct Tag: Codable, Sendable, Equatable {",
            "public var name: String",
            "public nonisolated struct Label: Codable, Sendable, Equatable {",
            "public var text: String",
            // A sent cycle keeps its setter.
            "public nonisolated struct Folder: Codable, Sendable, Equatable {",
            "public var name: String",
            "public var parent: Folder? {",
            "get { _parent.value }",
            "set { _parent.value = newValue }",
            "private var _parent: EndpointRuntime.Indirect<Folder?>",
            // Through an alias of an array.
            "public typealias Batch = [BatchItem]",
            "public nonisolated struct BatchItem: Codable, Sendable, Equatable {",
            "public var count: Int",
            // A body that is an array of the model.
            "public nonisolated struct Chip: Codable, Sendable, Equatable {",
            "public var color: String",
            // mutable: true, with the model it refers to.
            "public nonisolated struct Profile: Codable, Sendable, Equatable {",
            "public var displayName: String",
            "public var address: Address",
            "public nonisolated struct Address: Codable, Sendable, Equatable {",
            "public var city: String",
            // An error model is received.
            "public nonisolated struct Problem: Codable, Sendable, Equatable {",
            "public let message: String",
            // mutable: false wins over being sent, and does not make what it refers to mutable.
            "public nonisolated struct Receipt: Codable, Sendable, Equatable {",
            "public let total: Int",
            "public let lines: [ReceiptLine]",
            "public nonisolated struct ReceiptLine: Codable, Sendable, Equatable {",
            "public let amount: Int",
            // An inline shape in an alias is the model <Alias>Item, declared after the alias (it used to be undeclared).
            "public typealias Ops = [OpsItem]",
            "public nonisolated struct OpsItem: Codable, Sendable, Equatable {",
            "public var op: String",
            "public typealias Matrix = [[MatrixItem]]",
            "public nonisolated struct MatrixItem: Codable, Sendable, Equatable {",
            "public let v: Int",
            "public typealias Grades = [GradesItem]",
            "public nonisolated enum GradesItem: RawRepresentable, Codable, Sendable, Hashable, CaseIterable, EndpointRuntime.ParameterValueConvertible {",
            // An inline body is sent, an inline response received.
            "public nonisolated struct CreateNoteBody: Codable, Sendable, Equatable {",
            "public nonisolated struct Style: Codable, Sendable, Equatable {",
            "public var bold: Bool",
            "public var title: String",
            "public var style: Style",
            "public nonisolated struct GetSummaryResponse: Codable, Sendable, Equatable {",
            "public nonisolated struct Top: Codable, Sendable, Equatable {",
            "public let name: String",
            "public let total: Int",
            "public let top: Top",
        ], in: models)
        build.expectCompilesAndPasses(spec)
    }
}
