import EndpointSpec
import Testing

/// Review 41: an endpoint key indented one level too far, under `query:` or `path_params:`, became a parameter,
/// and the error named only the parameter (`query parameter 'response' cannot be the model 'ProductPage': it is sent
/// as text`). An error at a parameter named like a key the endpoint lacks now has a note saying it may be the
/// endpoint's, whatever the error: a model or object where text goes, an unknown type, a value where a type belongs,
/// a path parameter that is in no placeholder.
@Suite("An endpoint key indented under its parameters")
struct MisindentedEndpointKeyTests {
    static let models = "models:\n  ProductPage: {next: string?}\n"

    @Test("The error gets a note naming the endpoint key", arguments: [
        // The review's input: `response:` indented under `query:`.
        ("    query:\n      limit: int?\n      response: ProductPage\n", "response", 10, "query"),
        ("    query:\n      limit: int?\n      view_model: ProductList\n", "view_model", 10, "query"),
        ("    query:\n      limit: int?\n      auth: false\n", "auth", 10, "query"),
        ("    query:\n      limit: int?\n      pagination: {cursor: next}\n", "pagination", 10, "query"),
        ("    path_params:\n      id: int\n      response: string\n", "response", 10, "path_params"),
        ("    path_params:\n      id: int\n      view_model: ProductDetail\n", "view_model", 10, "path_params"),
    ])
    func noteAtTheKey(parameters: String, key: String, line: Int, parent: String) {
        let text = "api: Shop\n" + Self.models + "endpoints:\n  a:\n    method: GET\n    path: /a/{id}\n" + parameters
        let found = loadSpec(text).diagnostics
        let errors = found.filter { $0.severity == .error }
        // Each error at the entry gets the note (`pagination: {cursor: next}` is an object, and `next` no type).
        #expect(!errors.isEmpty)
        for error in errors {
            #expect(error.description.hasSuffix(
                "\nbad.yaml:\(line):7: note: '\(key)' is also a key of the endpoint, which has none: if it is the "
                    + "endpoint's, it is indented too far; indent it as '\(parent)'"), "\(found.map(\.description))")
            #expect(error.notes.count == 1)
        }
    }

    @Test func noNoteWhenTheEndpointHasTheKeyOrTheParameterIsFine() {
        let text = "api: Shop\n" + Self.models + """
            endpoints:
              a:
                method: GET
                path: /a
                query:
                  summary: string
                  response: ProductPage
                response: ProductPage
            """
        let found = loadSpec(text).diagnostics
        // `summary` is a fine query parameter; `response` is refused, but the endpoint has its own response.
        #expect(found.map(\.message) == [
            "query parameter 'response' cannot be the model 'ProductPage': it is sent as text; send it in a JSON body",
        ])
        #expect(found.first?.notes.isEmpty == true)
    }

    /// Review 42: the note said "indented too far; indent it as 'query'" for an entry of a flow mapping (`query:
    /// {limit: int, auth: false}`, where no line indents it) and of an aliased mapping (`query: *common`, whose
    /// entries are where the anchor is). Only a block mapping's entries get it.
    @Test("No note where the parameters are not a block mapping", arguments: [
        "    query: {limit: int?, response: ProductPage}\n",
        "    query: {limit: int?,\n      response: ProductPage}\n",
        "    path_params: {id: int, view_model: ProductDetail}\n",
        "    query: *common\n",
        "    path_params: *common\n",
    ])
    func noNoteOutsideABlockMapping(parameters: String) {
        let text = "api: Shop\n" + Self.models + "x-common: &common\n  id: int\n  response: ProductPage\n"
            + "endpoints:\n  a:\n    method: GET\n    path: /a/{id}\n" + parameters
        let errors = loadSpec(text).diagnostics.filter { $0.severity == .error && $0.id != .unknownKey }
        // The entry is refused (a model sent as text, an unknown type), with no note about the endpoint's keys.
        #expect(!errors.isEmpty)
        for error in errors { #expect(error.notes.isEmpty, "\(error.description)") }
    }
}
