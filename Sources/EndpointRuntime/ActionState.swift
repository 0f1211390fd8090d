import Foundation

/// The state of a view model's action (an endpoint that changes data: `POST`, `PUT`, `PATCH`, `DELETE`), shaped for
/// a screen: a button disabled while ``running``, navigation on ``succeeded(_:)`` with the response, an alert on
/// ``failed(_:)`` that goes back to ``idle`` when dismissed.
///
/// ```swift
/// Button("Send") { Task { await viewModel.send(roomID: room, content: draft) } }
///     .disabled(viewModel.state.isRunning)
/// ```
public enum ActionState<Value> {
    /// Nothing sent yet, or the last send was cancelled or reset.
    case idle
    /// A send is in flight; another send is ignored until it ends.
    case running
    /// The last send succeeded with this response.
    case succeeded(Value)
    /// The last send failed (never with a cancellation, which ends in ``idle``).
    case failed(APIError)

    /// The response of the last send when it succeeded, else `nil`.
    public var value: Value? {
        if case .succeeded(let value) = self { return value }
        return nil
    }

    /// The failure of the last send, else `nil`.
    public var error: APIError? {
        if case .failed(let error) = self { return error }
        return nil
    }

    /// Whether a send is in flight.
    public var isRunning: Bool {
        if case .running = self { return true }
        return false
    }

    /// Whether nothing was sent yet, or the last send was cancelled or reset.
    public var isIdle: Bool {
        if case .idle = self { return true }
        return false
    }

    /// Whether the last send succeeded.
    public var hasSucceeded: Bool {
        if case .succeeded = self { return true }
        return false
    }
}

extension ActionState: Sendable where Value: Sendable {}

/// Two states are equal when their cases and values are; two failures are equal when their errors have the same
/// description (as for ``LoadState``), so SwiftUI's `onChange(of:)` sees each outcome once.
extension ActionState: Equatable where Value: Equatable {
    public static func == (lhs: ActionState, rhs: ActionState) -> Bool {
        switch (lhs, rhs) {
        case (.idle, .idle), (.running, .running): true
        case (.succeeded(let left), .succeeded(let right)): left == right
        case (.failed(let left), .failed(let right)): left.description == right.description
        default: false
        }
    }
}

extension ActionState {
    /// The ``ActionState`` an action view model previewed in `state` shows (`ViewModel.preview(.failed)`,
    /// docs/mocks.md): `.running` for ``PreviewState/loading``, `.succeeded(loaded)` for ``PreviewState/loaded``,
    /// `.succeeded(empty)` for ``PreviewState/empty`` (`.idle` when `empty` is `nil`) and
    /// `.failed(.previewFailure)`.
    public static func preview(_ state: PreviewState, loaded: Value, empty: Value? = nil) -> ActionState {
        switch state {
        case .loading: .running
        case .loaded: .succeeded(loaded)
        case .empty: empty.map { .succeeded($0) } ?? .idle
        case .failed: .failed(.previewFailure)
        }
    }
}

/// Runs the sends of one action view model: one at a time, because a request that changes data must not be sent
/// twice by a second tap; a cancelled send is not a failure.
///
/// - **Double submit:** ``run(_:publish:)`` while a send is in flight does nothing and returns `nil` (the running
///   send is not cancelled: the server may already have applied it, and a second one would apply it twice).
/// - **Cancellation:** ``cancel()``, or cancelling the task that called ``run(_:publish:)``, stops waiting for the
///   response and publishes ``ActionState/idle``, never `.failed`. The server may still have applied the change.
/// - **A response that arrived wins:** when the response arrives although the send was cancelled meanwhile, the
///   state is ``ActionState/succeeded(_:)``: the change happened, and the screen should know.
///
/// Generated action view models keep one and call it from `send(...)`; the templates only declare the class, so
/// this behaviour is the same in every view model style.
@MainActor
public final class ActionRunner<Value: Sendable> {
    private var inFlight: Task<Value, any Error>?

    /// A runner with nothing running.
    public init() {}

    /// Whether a send is in flight (including one cancelled and not yet ended).
    public var isRunning: Bool { inFlight != nil }

    /// Sends through `operation` unless a send is in flight, and publishes its states.
    ///
    /// - Parameters:
    ///   - operation: the request, for instance `{ [client] in try await client.send(request) }`; it runs in a task
    ///     of its own, cancelled by ``cancel()`` or when the calling task is cancelled.
    ///   - publish: called on the main actor with ``ActionState/running`` at once, then with
    ///     ``ActionState/succeeded(_:)``, ``ActionState/failed(_:)`` (the error classified as ``APIError``) or,
    ///     after a cancellation, ``ActionState/idle``. Not called at all when the send is ignored.
    /// - Returns: the response when this send succeeded; `nil` when it failed, was cancelled, or was ignored because
    ///   another send was in flight.
    @discardableResult
    public func run(
        _ operation: @escaping @Sendable () async throws -> Value, publish: (ActionState<Value>) -> Void
    ) async -> Value? {
        guard inFlight == nil else { return nil }
        let task = Task { try await operation() }
        inFlight = task
        publish(.running)
        let outcome: Result<Value, APIError>
        do {
            outcome = .success(try await withTaskCancellationHandler { try await task.value } onCancel: { task.cancel() })
        } catch {
            outcome = .failure(APIError(error))
        }
        inFlight = nil
        switch outcome {
        case .success(let value):
            publish(.succeeded(value))
            return value
        case .failure(let error) where error.isCancelled || task.isCancelled:
            publish(.idle)
            return nil
        case .failure(let error):
            publish(.failed(error))
            return nil
        }
    }

    /// Cancels the send in flight, if any; its ``run(_:publish:)`` publishes ``ActionState/idle``.
    public func cancel() {
        inFlight?.cancel()
    }
}
