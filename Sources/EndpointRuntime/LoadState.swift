import Foundation

/// The state of a view model's load: idle, loading, loaded with a value, or failed.
public enum LoadState<Value> {
    /// Nothing requested yet.
    case idle
    /// A request is in flight.
    case loading
    /// The last request succeeded.
    case loaded(Value)
    /// The last request failed.
    case failed(APIError)

    /// The loaded value, else `nil`.
    public var value: Value? {
        if case .loaded(let value) = self { return value }
        return nil
    }

    /// The failure, else `nil`.
    public var error: APIError? {
        if case .failed(let error) = self { return error }
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
    /// `.loaded` with its result or `.failed` with the error classified as ``APIError``.
    public static func capture(
        isolation: isolated (any Actor)? = #isolation,
        _ operation: () async throws -> Value
    ) async -> LoadState<Value> {
        do {
            return .loaded(try await operation())
        } catch {
            return .failed(APIError(error))
        }
    }
}

extension LoadState: Sendable where Value: Sendable {}
