import Foundation

/// The state of a view model's load, shaped so a view can keep showing what it has: while a reload runs the
/// state is `.loading(previous:)` with the value shown before, and a failed reload is `.failed(_:previous:)`
/// with that value still there. ``value`` is what a view shows in every case (stale data with a spinner or an
/// error banner over it).
///
/// ```swift
/// switch viewModel.state {
/// case .idle, .loading(previous: nil): ProgressView()
/// case .failed(let error, previous: nil): ErrorView(error)
/// default: List(viewModel.state.value ?? []) { ... }   // stale or fresh; overlay a spinner or a banner
/// }
/// ```
public enum LoadState<Value> {
    /// Nothing requested yet.
    case idle
    /// A request is in flight; `previous` is the value loaded before it, if any.
    case loading(previous: Value?)
    /// The last request succeeded.
    case loaded(Value)
    /// The last request failed; `previous` is the value loaded before it, if any.
    case failed(APIError, previous: Value?)

    /// The value to show: the loaded one, or the one kept through a reload or a failed reload; `nil` when nothing
    /// was ever loaded.
    public var value: Value? {
        switch self {
        case .idle: nil
        case .loading(let previous): previous
        case .loaded(let value): value
        case .failed(_, let previous): previous
        }
    }

    /// The failure of the last request, else `nil`.
    public var error: APIError? {
        if case .failed(let error, _) = self { return error }
        return nil
    }

    /// Whether a request is in flight.
    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }

    /// Whether nothing was requested yet.
    public var isIdle: Bool {
        if case .idle = self { return true }
        return false
    }

    /// Runs `operation` on the caller's actor (for instance a `@MainActor` view model) and returns
    /// `.loaded` with its result or `.failed` with the error classified as ``APIError`` (no previous value).
    public static func capture(
        isolation: isolated (any Actor)? = #isolation,
        _ operation: () async throws -> Value
    ) async -> LoadState<Value> {
        do {
            return .loaded(try await operation())
        } catch {
            return .failed(APIError(error), previous: nil)
        }
    }
}

extension LoadState: Sendable where Value: Sendable {}

/// Two states are equal when their cases and values are; two failures are equal when their errors have the same
/// description (``APIError`` holds decoded error bodies of any type, so it is not `Equatable` itself), which is
/// what SwiftUI needs to skip redundant updates.
extension LoadState: Equatable where Value: Equatable {
    public static func == (lhs: LoadState, rhs: LoadState) -> Bool {
        switch (lhs, rhs) {
        case (.idle, .idle): true
        case (.loading(let left), .loading(let right)): left == right
        case (.loaded(let left), .loaded(let right)): left == right
        case (.failed(let leftError, let left), .failed(let rightError, let right)):
            left == right && leftError.description == rightError.description
        default: false
        }
    }
}

/// Runs the loads of one view model so that the latest wins: starting a load cancels the one in flight, whose
/// outcome is then dropped, and a cancelled load (SwiftUI's `.task(id:)` and `.refreshable` cancel routinely) is
/// not a failure: the state goes back to what it was before the load began.
///
/// A load with the parameters of the value shown (a reload, or `.task(id:)` running again for the same id) keeps
/// that value while it runs and after it fails; a load with other parameters starts from no value, so a screen
/// never shows pet 1 as pet 2's, neither while pet 2 loads nor after it failed. Parameters are compared with `==`
/// (generated view models pass their request, which is `Equatable`).
///
/// Generated view models keep one per published state and call ``run(_:for:publish:)`` from their `load` methods;
/// `publish` receives `.loading(previous:)` at once, then `.loaded`, `.failed(_:previous:)` or, after a
/// cancellation, the state from before, unless a newer load started meanwhile. Each published state is a change: a
/// load superseding another does not publish the `.loading` state already shown again.
@MainActor
public final class LatestLoad<Value: Sendable> {
    /// The last state a load ended in (never `.loading`).
    public private(set) var settled: LoadState<Value> = .idle
    /// The parameters ``settled`` was loaded with; `nil` for the initial state and after a load without parameters.
    private var settledParameters: (any Equatable & Sendable)?
    /// What ``settled``'s value is the value of: its parameters, less the conditional header values of a conditional
    /// load (``run(conditional:for:identifiedBy:publish:)``); `nil` when ``settledParameters`` is.
    private var settledIdentity: (any Equatable & Sendable)?
    /// The parameters of the load in flight, else ``settledParameters``.
    private var latestParameters: (any Equatable & Sendable)?
    private var inFlight: Task<Value, any Error>?
    private var generation = 0
    /// When the state last published is `.loading`: whether it shows a value (which is then ``settled``'s, unchanged
    /// since); `nil` when it is a settled state. A load superseding another with the same `.loading` state
    /// publishes nothing, so each published state is a change.
    private var shownLoadingKeepsValue: Bool?

    /// A loader starting from the state a view model shows before its first load.
    ///
    /// - Parameter initial: a cached value or a preview; its value counts as the value of the first load's
    ///   parameters, whatever they are: kept while that load runs and after it fails, back if it is cancelled. A
    ///   `.loading(previous:)` state counts as its previous value.
    public init(showing initial: LoadState<Value> = .idle) {
        switch initial {
        case .loading(let previous):
            settled = previous.map { .loaded($0) } ?? .idle
            shownLoadingKeepsValue = previous != nil
        default:
            settled = initial
        }
    }

    /// Whether a load is in flight.
    public var isRunning: Bool { inFlight != nil }

    /// The parameters of the latest load (the one in flight, else the one the settled state came from), if they are
    /// of type `Parameters`; `nil` before the first load with parameters. A view model's `reload()` runs them again.
    public func latestParameters<Parameters>(as type: Parameters.Type) -> Parameters? {
        latestParameters as? Parameters
    }

    /// Runs `operation` for `parameters` as the latest load and publishes its states; returns when it has ended or
    /// was superseded.
    ///
    /// The value shown is kept (`.loading(previous:)`, `.failed(_:previous:)`) when `parameters` equal those it was
    /// loaded with, or when they are unknown (the initial state); otherwise the load starts from no value.
    ///
    /// - Parameters:
    ///   - operation: the request, for instance `{ [client] in try await client.send(request) }`; it runs in a
    ///     task of its own, cancelled when a newer load starts, when ``cancel()`` is called or when the calling
    ///     task is cancelled.
    ///   - parameters: what the load asks for (a generated request value); a load cancelled before it ended leaves
    ///     the parameters of the state it goes back to.
    ///   - publish: called on the main actor with each state this load produces.
    /// - Returns: the value when this load succeeded and is still the latest, else `nil`.
    @discardableResult
    public func run<Parameters: Equatable & Sendable>(
        _ operation: @escaping @Sendable () async throws -> Value, for parameters: Parameters,
        publish: (LoadState<Value>) -> Void
    ) async -> Value? {
        await perform(
            operation, parameters: parameters, identity: parameters, keepsValue: keepsValue(for: parameters),
            publish: publish)
    }

    /// Runs a conditional request (one carrying `If-None-Match` or `If-Modified-Since`) as the latest load, as
    /// ``run(_:for:publish:)`` does, and reads a `304 Not Modified` as "the value shown is current": the state is
    /// `.loaded` with that value. A view model passes the value's ETag (or date) to ask whether it changed, so the
    /// value is kept when `identity` (the request without its conditional values) equals the one the value was
    /// loaded with, or is unknown (the initial state: a cached value). A `304` when no value is shown is a failure,
    /// ``APIError/http(_:)`` with status 304, as ``APIClient/send(_:)`` reports it.
    ///
    /// - Parameters:
    ///   - operation: the request, for instance `{ [client] in try await client.sendConditional(request) }`.
    ///   - parameters: the request, which ``latestParameters(as:)`` gives back for a reload.
    ///   - identity: what the value is the value of: the request with its optional conditional header values
    ///     `nil` (a generated view model's), so that a load asking whether the value shown changed keeps it.
    ///   - publish: called on the main actor with each state this load produces.
    /// - Returns: the value when this load succeeded (or was answered `304` with a value shown) and is still the
    ///   latest, else `nil`.
    @discardableResult
    public func run<Parameters: Equatable & Sendable, Identity: Equatable & Sendable>(
        conditional operation: @escaping @Sendable () async throws -> ConditionalResponse<Value>,
        for parameters: Parameters, identifiedBy identity: Identity, publish: (LoadState<Value>) -> Void
    ) async -> Value? {
        let keepsValue = keepsValue(for: identity)
        let shown = keepsValue ? settled.value : nil
        return await perform({
            switch try await operation() {
            case .modified(let response):
                return response.payload
            case .notModified(let answer):
                guard let shown else { throw answer.failure }
                return shown
            }
        }, parameters: parameters, identity: identity, keepsValue: keepsValue, publish: publish)
    }

    /// Runs `operation` for `parameters` as ``run(_:for:publish:)`` does, with what the value is the value of given
    /// apart: `identity` (``keepsValue(for:)`` compares later loads with it). A paginated list's conditional first
    /// page (``PagedLoad/refresh(conditional:identifiedBy:publish:)``) is loaded this way.
    @discardableResult
    func run<Parameters: Equatable & Sendable, Identity: Equatable & Sendable>(
        _ operation: @escaping @Sendable () async throws -> Value, for parameters: Parameters,
        identifiedBy identity: Identity, publish: (LoadState<Value>) -> Void
    ) async -> Value? {
        await perform(
            operation, parameters: parameters, identity: identity, keepsValue: keepsValue(for: identity), publish: publish)
    }

    /// Whether a load of `parameters` keeps the value shown: they are those it was loaded with (after a conditional
    /// load, its identity: the request without its optional conditions), or unknown (the initial state, a load
    /// without parameters).
    public func keepsValue<Parameters: Equatable & Sendable>(for parameters: Parameters) -> Bool {
        settledIdentity.map { ($0 as? Parameters) == parameters } ?? true
    }

    /// Runs `operation` as the latest load, keeping the value shown while it runs and after it fails (every load
    /// asks for the same thing: a view model without parameters); otherwise as ``run(_:for:publish:)``.
    @discardableResult
    public func run(
        _ operation: @escaping @Sendable () async throws -> Value, publish: (LoadState<Value>) -> Void
    ) async -> Value? {
        await perform(operation, parameters: nil, identity: nil, keepsValue: true, publish: publish)
    }

    private func perform(
        _ operation: @escaping @Sendable () async throws -> Value, parameters: (any Equatable & Sendable)?,
        identity: (any Equatable & Sendable)?, keepsValue: Bool, publish: (LoadState<Value>) -> Void
    ) async -> Value? {
        generation += 1
        let mine = generation
        inFlight?.cancel()
        let task = Task { try await operation() }
        inFlight = task
        latestParameters = parameters
        let previous = keepsValue ? settled.value : nil
        if shownLoadingKeepsValue != (previous != nil) {
            shownLoadingKeepsValue = previous != nil
            publish(.loading(previous: previous))
        }
        let outcome: Result<Value, APIError>
        do {
            outcome = .success(try await withTaskCancellationHandler { try await task.value } onCancel: { task.cancel() })
        } catch {
            outcome = .failure(APIError(error))
        }
        guard mine == generation else { return nil }
        inFlight = nil
        switch outcome {
        case _ where task.isCancelled:
            // Cancelled, even if the operation finished anyway: the state goes back to what it was.
            latestParameters = settledParameters
        case .failure(let error) where error.isCancelled:
            latestParameters = settledParameters
        case .success(let value):
            settled = .loaded(value)
            settledParameters = parameters
            settledIdentity = identity
        case .failure(let error):
            settled = .failed(error, previous: previous)
            settledParameters = parameters
            settledIdentity = identity
        }
        shownLoadingKeepsValue = nil
        publish(settled)
        return task.isCancelled ? nil : outcome.value
    }

    /// Cancels the load in flight, if any; its ``run(_:for:publish:)`` publishes the state from before it began.
    public func cancel() {
        inFlight?.cancel()
    }

    /// Forgets the loaded value (for a refresh that starts over): the next load starts from `.idle`.
    public func reset() {
        settled = .idle
        settledParameters = nil
        settledIdentity = nil
        if shownLoadingKeepsValue == true {
            // The value a `.loading` state shows is no longer `settled`'s: the next load publishes its own.
            shownLoadingKeepsValue = nil
        }
    }
}

extension Result {
    /// The success value, else `nil`.
    fileprivate var value: Success? {
        if case .success(let value) = self { return value }
        return nil
    }
}
