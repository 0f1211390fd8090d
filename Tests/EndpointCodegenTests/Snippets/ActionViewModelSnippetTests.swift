import EndpointCodegen
import Testing

/// An action view model's `reset()` (docs/view-models.md, "Errors are shown, then reset"): a send in flight is
/// cancelled and the state stays running until it has ended; an idle state is left alone, so the closure style's
/// `onChange` is not called for what is no change. Behaviour: `ViewModelBehaviourTests`.
@Suite("Snippets: action view models")
struct ActionViewModelSnippetTests {
    @Test("reset() changes the state only when it can and when it is not idle already")
    func reset() throws {
        let spec = """
            models:
              Pet: {id: int}
            endpoints:
              adopt:
                method: POST
                path: /pets/{id}/adoption
                path_params: {id: int}
                response: Pet
                view_model: Adoption
            """
        for style in GeneratorOptions.ViewModelStyle.allCases {
            let declaration = try Snippet.declaration(
                "func reset()", in: "ViewModels.swift", of: spec, options: GeneratorOptions(viewModelStyle: style))
            #expect(declaration.hasSuffix("""
                public func reset() {
                    runner.cancel()
                    guard !runner.isRunning else { return }
                    // Already idle is no change: the closure style's onChange is called once per change.
                    if case .idle = state { return }
                    state = .idle
                }
                """), "\(style): \(declaration)")
        }
    }
}
