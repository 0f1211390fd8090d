import Observation

/// The observation of a generated view model's published properties (the `observation` view-model style): an
/// `ObservationRegistrar` and the two accessors every published property is written with, so that a class
/// conforming to `Observable` is tracked by SwiftUI and `withObservationTracking` the way an `@Observable` class is.
///
/// Generated view models conform to `Observable` and write their accessors out instead of using the `@Observable`
/// macro: the macro's dozen expansions per class were 38 % of the compile work of a file of view models
/// (docs/performance.md, "View models without the macro"). The accessors follow what the macro writes (Swift 6.2 and
/// later): a read registers an access, a write is wrapped in `withMutation(of:keyPath:_:)`, and writing a value
/// equal to the stored one (when the value is `Equatable`) stores it without notifying observers.
///
/// ```swift
/// @MainActor
/// public final class ThingViewModel: nonisolated ObservableViewModel {
///     public private(set) var state: LoadState<Thing> {
///         get { observed.read(_state, at: \.state, of: self) }
///         set { observed.write(newValue, to: &_state, at: \.state, of: self) }
///     }
///     private var _state: LoadState<Thing> = .idle
///     private let observed = ObservedProperties()
/// }
/// ```
///
/// `ObservationRegistrar` is documented by Apple for types that conform to `Observable` without the macro.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ObservedProperties: Sendable {
    private let registrar = ObservationRegistrar()

    public init() {}

    /// Returns `storage`, the stored value of `subject`'s property at `keyPath`, after registering the access with
    /// the tracking in progress (`withObservationTracking`, a SwiftUI view's body), if any.
    public func read<Subject: Observable, Value>(
        _ storage: Value, at keyPath: KeyPath<Subject, Value>, of subject: Subject
    ) -> Value {
        registrar.access(subject, keyPath: keyPath)
        return storage
    }

    /// Stores `newValue` in `storage`, the stored value of `subject`'s property at `keyPath`, telling the observers
    /// of that property before (`willSet`) and after (`didSet`) the change.
    public func write<Subject: Observable, Value>(
        _ newValue: Value, to storage: inout Value, at keyPath: KeyPath<Subject, Value>, of subject: Subject
    ) {
        registrar.withMutation(of: subject, keyPath: keyPath) { storage = newValue }
    }

    /// Stores `newValue` in `storage` as the general `write` does, except that a value equal to the stored one is
    /// stored without telling the observers: a view does not redraw for a state that did not change.
    public func write<Subject: Observable, Value: Equatable>(
        _ newValue: Value, to storage: inout Value, at keyPath: KeyPath<Subject, Value>, of subject: Subject
    ) {
        guard storage != newValue else {
            storage = newValue
            return
        }
        registrar.withMutation(of: subject, keyPath: keyPath) { storage = newValue }
    }
}

/// Observation's `Observable`, as generated view models of the `observation` style name it
/// (`EndpointRuntime.ObservableViewModel`): generated code is compiled in the app's own module, where a type named
/// `Observation` (a health app's FHIR `Observation`, its own or imported) hides the module in `Observation.Observable`,
/// and a type named `Observable` (the value box of many UIKit MVVM codebases) hides a bare `Observable`. Through the
/// runtime's name neither can: the conformance is to Observation's protocol itself, and the generated file needs no
/// import of Observation (a plain one would even refuse the public conformance under `InternalImportsByDefault`).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public typealias ObservableViewModel = Observation.Observable
