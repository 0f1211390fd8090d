import EndpointCodegen
import EndpointSpec
import Foundation
import TestSupport
import Testing

/// Keywords as parameter names reach call sites as argument labels: without backticks (Swift warns about needless
/// escaping there), except `inout`. Found importing Spotify's `public` playlist field.
@Suite("Keyword argument labels")
struct ArgumentLabelTests {
    @Test func keywordFieldsOfInlineBodiesQueriesAndViewModelsCompileWithoutWarnings() async throws {
        let yaml = """
            api: Labels
            endpoints:
              changePlaylist:
                method: PUT
                path: /playlists/{id}
                query: {default: string?, inout: int?, class: string?}
                body: {public: bool?, let: string?, var: int?, in: string?, static: bool?}
                response: none
                view_model: ChangePlaylist
              upload:
                method: POST
                path: /upload
                body: {encoding: form, fields: {public: bool, let: string}}
                response: none
            """
        var diagnostics = DiagnosticCollector()
        let api = SpecLoader.load(text: Array(yaml.utf8), path: "labels.yaml", diagnostics: &diagnostics)
        let loaded = try #require(api, "\(diagnostics.items)")
        let files = CodeGenerator().generate([loaded], diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        let requests = files.first { $0.path == "LabelsRequests.swift" }?.contents ?? ""
        #expect(requests.contains("ChangePlaylistBody(public: `public`, let: `let`, var: `var`, in: `in`, static: `static`)"))
        #expect(requests.contains("ChangePlaylistRequest(id: id, default: `default`, `inout`: `inout`, class: `class`"))
        let run = try await typecheckGenerated(files, label: "labels")
        #expect(run.status == 0, "\(run.output)")
    }
}
