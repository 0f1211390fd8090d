// A stand-in for the parts of Apple's Combine that generated `combine`-style view models use, declared from
// Apple's documentation (developer.apple.com/documentation/combine: Publisher, ObservableObject,
// ObservableObjectPublisher, Published), so that their output is type-checked and run on Linux, where Combine
// does not exist. It is compiled as a module named `Combine` by ViewModelBehaviourTests; it is not part of the
// package's build (Package.swift excludes this directory).
//
// Signatures follow Apple's declarations; the behaviour is the documented one reduced to what a test observes:
// `@Published` stores its value and sends `objectWillChange` before each change.

import Foundation

/// Declares that a type can transmit a sequence of values over time.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

/// A type of object with a publisher that emits before the object has changed.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
        where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

/// A publisher that publishes changes from observable objects.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never

    private let lock = NSLock()
    private var subscribers: [() -> Void] = []

    public init() {}

    /// Sends the changed value to the downstream subscriber.
    public func send() {
        let current = lock.withLock { subscribers }
        for subscriber in current { subscriber() }
    }

    /// Stand-in for `sink(receiveValue:)` (Apple returns an `AnyCancellable`; nothing here cancels).
    public func sink(receiveValue: @escaping () -> Void) {
        lock.withLock { subscribers.append(receiveValue) }
    }
}

private final class PublisherRegistry: @unchecked Sendable {
    static let shared = PublisherRegistry()
    private let lock = NSLock()
    private var publishers: [ObjectIdentifier: ObservableObjectPublisher] = [:]

    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.withLock {
            if let existing = publishers[ObjectIdentifier(object)] { return existing }
            let created = ObservableObjectPublisher()
            publishers[ObjectIdentifier(object)] = created
            return created
        }
    }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object has changed.
    public var objectWillChange: ObservableObjectPublisher { PublisherRegistry.shared.publisher(for: self) }
}

/// A type that publishes a property marked with an attribute.
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    /// Creates the published instance with an initial wrapped value.
    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// Apple's `wrappedValue` is unavailable: classes reach the value through the enclosing-instance subscript.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() } // swiftlint:disable:this unused_setter_value
    }

    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value where EnclosingSelf.ObjectWillChangePublisher == ObservableObjectPublisher {
        get { object[keyPath: storageKeyPath].value }
        set {
            object.objectWillChange.send()
            object[keyPath: storageKeyPath].value = newValue
        }
    }
}
