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
/// Generated view models keep one per published state and call ``run(_:publish:)`` from their `load` methods;
/// `publish` receives `.loading(previous:)` at once, then `.loaded`, `.failed(_:previous:)` or, after a
/// cancellation, the state from before, unless a newer load started meanwhile.
@MainActor
public final class LatestLoad<Value: Sendable> {
    /// The last state a load ended in (never `.loading`).
    public private(set) var settled: LoadState<Value> = .idle
    private var inFlight: Task<Value, any Error>?
    private var generation = 0

    /// A loader with nothing loaded.
    public init() {}

    /// Whether a load is in flight.
    public var isRunning: Bool { inFlight != nil }

    /// Runs `operation` as the latest load and publishes its states; returns when it has ended or was superseded.
    ///
    /// - Parameters:
    ///   - operation: the request, for instance `{ [client] in try await client.send(request) }`; it runs in a
    ///     task of its own, cancelled when a newer load starts, when ``cancel()`` is called or when the calling
    ///     task is cancelled.
    ///   - publish: called on the main actor with each state this load produces.
    /// - Returns: the value when this load succeeded and is still the latest, else `nil`.
    @discardableResult
    public func run(
        _ operation: @escaping @Sendable () async throws -> Value, publish: (LoadState<Value>) -> Void
    ) async -> Value? {
        generation += 1
        let mine = generation
        inFlight?.cancel()
        let task = Task { try await operation() }
        inFlight = task
        publish(.loading(previous: settled.value))
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
            break
        case .success(let value):
            settled = .loaded(value)
        case .failure(let error) where error.isCancelled:
            break
        case .failure(let error):
            settled = .failed(error, previous: settled.value)
        }
        publish(settled)
        return task.isCancelled ? nil : outcome.value
    }

    /// Cancels the load in flight, if any; its ``run(_:publish:)`` publishes the state from before it began.
    public func cancel() {
        inFlight?.cancel()
    }

    /// Forgets the loaded value (for a refresh that starts over): the next load starts from `.idle`.
    public func reset() {
        settled = .idle
    }
}

extension Result {
    /// The success value, else `nil`.
    fileprivate var value: Success? {
        if case .success(let value) = self { return value }
        return nil
    }
}
