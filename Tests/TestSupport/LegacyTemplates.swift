/// Template overrides as users wrote them for earlier versions of the generator, for tests that check those still
/// work or are reported (docs/templates.md, "Overrides written for earlier versions").
public enum LegacyTemplates {
    /// The `observation` style before it wrote the observation out: the `@Observable` macro on the class, the stored
    /// members it should not track marked `@ObservationIgnored`.
    public static let macroObservation = """
        {{<viewmodels.swift}}
        {{$imports}}
        import Observation
        {{/imports}}
        {{$attributes}}
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        @{{{types.Observable}}}
        {{/attributes}}
        {{$ignored}}@{{{types.ObservationIgnored}}} {{/ignored}}
        {{/viewmodels.swift}}

        """
}
