import EndpointCodegen
import EndpointSpec
import Testing

/// Issue 6, kinds 19 and 21 (kind 20, removing exactly the generator's files, is in GeneratorCLITests'
/// GeneratorToolTests). Every hostile spec is compiled with `-default-isolation MainActor
/// -strict-concurrency=complete -warnings-as-errors` by `HostileBuild`; this spec adds view models and
/// a harness that uses models and requests from nonisolated, `@Sendable` code.
enum HostileOutputSpecs {
    static let output = HostileSpec(file: "hostile_output.yaml", yaml: """
        api: HostileOutput
        models:
          Zeta:
            zulu: string
            alpha: int
            mike: bool?
            bravo: {enum: [z, a]}
        endpoints:
          search:
            method: POST
            path: /z/{zid}/{aid}
            path_params: {zid: string, aid: int}
            query: {zq: string, aq: int?}
            headers:
              X-Z: {param: zh, type: string}
              X-A: {param: ah, type: string?}
            body: {zb: string, ab: int}
            response: Zeta
            view_model: Zeta
          list:
            method: GET
            path: /list
            response: "[Zeta]"
            view_model: Zetas
        """, checks: [
            .probe("output.sendable", """
                let zeta = HostileOutput.Zeta(zulu: "z", alpha: 1, bravo: .a)
                let request = HostileOutput.SearchRequest(zid: "z", aid: 1, zq: "q", zh: "h", zb: "b", ab: 2)
                let read: @Sendable () -> Swift.String = { "\\(zeta.zulu) \\(request.path) \\(request.query.encoded(with: .iso8601))" }
                func nonisolatedUse(_ value: some Swift.Sendable) -> Swift.String { "\\(type(of: value))" }
                return read() + " " + nonisolatedUse(zeta)
                """, expected: "z /z/z/1 zq=q Zeta"),
            .probe("output.viewmodel", """
                let client = APIClient(configuration: .init(baseURL: Foundation.URL(fileURLWithPath: "/")))
                let model = HostileOutput.ZetaViewModel(client: client)
                return "\\(model.state.isIdle)"
                """, expected: "true"),
        ])

    static let all = [output]
}

@Suite("Hostile output properties (issue 6, kinds 19 and 21)")
struct HostileOutputTests {
    let build: HostileBuild

    init() async {
        build = await HostileBuild.shared.value
    }

    @Test("Kind 19: properties, CodingKeys, parameters, query items and headers follow the spec's order")
    func declarationOrderFollowsTheSpec() {
        let spec = HostileOutputSpecs.output
        let models = build.file("HostileOutputModels.swift", of: spec)
        build.expectLines(["public let zulu: String", "public let alpha: Int", "public let mike: Bool?",
                           "public let bravo: Bravo", "zulu: String,", "alpha: Int,", "mike: Bool? = nil,",
                           "bravo: Bravo"], in: models)
        let requests = build.file("HostileOutputRequests.swift", of: spec)
        build.expectLines(["public var zid: String", "public var aid: Int", "public var zq: String", "public var aq: Int?",
                           "public var zh: String", "public var ah: String?", "public var zb: String", "public var ab: Int",
                           #""zq": zq,"#, #""aq": aq,"#, #""X-Z": zh,"#, #""X-A": ah,"#], in: requests)
    }

    @Test("Kind 19: generation is byte-identical across runs and whatever order the specs come in")
    func generationIsByteIdenticalAcrossRunsAndOrders() {
        let specs = HostileCorpus.all
        func generateAll(_ order: [HostileSpec]) -> [GeneratedFile] {
            var diagnostics = DiagnosticCollector()
            let apis = order.compactMap { SpecLoader.load(text: Array($0.yaml.utf8), path: $0.file, diagnostics: &diagnostics) }
            return CodeGenerator().generate(apis, diagnostics: &diagnostics)
        }
        let first = generateAll(specs)
        #expect(first.count == 3 * specs.count)
        #expect(generateAll(specs) == first)
        #expect(generateAll(specs.reversed()) == first)
        #expect(generateAll(specs.sorted { $0.yaml.count < $1.yaml.count }) == first)
    }

    @Test("Kind 21: view models are @MainActor, models and requests nonisolated and Sendable, all compiled strictly")
    func concurrencyAnnotationsCompileUnderMainActorDefaultIsolation() {
        let spec = HostileOutputSpecs.output
        let models = build.file("HostileOutputModels.swift", of: spec)
        build.expectLines(["public nonisolated struct Zeta: Codable, Sendable, Equatable {"], in: models)
        let requests = build.file("HostileOutputRequests.swift", of: spec)
        build.expectLines(["public nonisolated struct SearchRequest: Request {",
                           "public nonisolated struct ListRequest: Request, Equatable {",
                           "public nonisolated struct Client: Sendable {"], in: requests)
        let viewModels = build.file("HostileOutputViewModels.swift", of: spec)
        build.expectLines(["@MainActor", "public final class ZetaViewModel: nonisolated EndpointRuntime.ObservableViewModel {",
                           "@MainActor", "public final class ZetasViewModel: nonisolated EndpointRuntime.ObservableViewModel {"], in: viewModels)
        build.expectCompilesAndPasses(spec)
        #expect(HostileBuild.strictFlags == ["-default-isolation", "MainActor", "-strict-concurrency=complete", "-warnings-as-errors"])
    }
}
