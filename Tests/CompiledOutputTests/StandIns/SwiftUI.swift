// A stand-in for the parts of Apple's SwiftUI that the documentation's SwiftUI examples use, declared from Apple's
// documentation (developer.apple.com/documentation/swiftui), so that the examples are type-checked on Linux, where
// SwiftUI does not exist. It is compiled as a module named `SwiftUI` (after the `Combine` stand-in beside it, which
// it re-exports as SwiftUI does) by SwiftUIDocExampleTests; it is not part of the package's build (Package.swift
// excludes this directory).
//
// Only declarations matter here: nothing draws, and every body is the least that compiles. What must match Apple is
// what the type checker sees: generic shapes, argument labels, result builders and, in Swift 6 mode, isolation —
// `View` is `@MainActor @preconcurrency`, modifiers and initializers are `nonisolated`, `refreshable(action:)` takes
// a `@Sendable` closure, `task` takes a `sending @isolated(any)` one, and `Button` actions run on the main actor.
// Add a declaration only when a documentation example needs it, copied from its page on developer.apple.com.

@_exported import Combine
// `import SwiftUI` alone makes Foundation's types and members visible (`Date`, `URL`, `localizedDescription`), also
// under MemberImportVisibility: SwiftUI re-exports the frameworks it builds on (UIKit or AppKit, which re-export
// Foundation).
@_exported import Foundation

// MARK: - Views and view builders

/// A type that represents part of your app's user interface (`@MainActor @preconcurrency protocol View`).
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content and behavior of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// A type that produces view previews in Xcode (`@MainActor @preconcurrency protocol PreviewProvider`).
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type to preview.
    associatedtype Previews: View
    /// A collection of views to preview.
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

extension View where Body == Never {
    /// Primitive views have no body (SwiftUI declares the same extension).
    public var body: Never { fatalError("\(Self.self) is a primitive view") }
}

extension Never: View {
    public typealias Body = Never
}

/// A custom parameter attribute that constructs views from closures (`@resultBuilder struct ViewBuilder`).
@resultBuilder
public struct ViewBuilder {
    /// Passes a single view written as a child view through unmodified.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// Builds an empty view from a block containing no statements.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// Passes a single view written as a child view through unmodified.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// Builds a tuple view from the views of a block.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    /// Produces an optional view for conditional statements in multi-statement closures that are only visible when
    /// the condition evaluates to `true`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// Produces content for a conditional statement when the condition is true.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    /// Produces content for a conditional statement when the condition is false.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
}

/// A view created from a swift tuple of view values.
public struct TupleView<T>: View {
    nonisolated public init(_ value: T) {}
    public typealias Body = Never
}

/// View content that shows one of two possible children.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    nonisolated init(storage: Storage) {}
    public typealias Body = Never
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

/// A view that doesn't contain any content.
public struct EmptyView: View {
    nonisolated public init() {}
    public typealias Body = Never
}

// MARK: - Layout values

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Sendable {
    let name: String
    /// A guide that marks the vertical center of the view.
    public static let center = VerticalAlignment(name: "center")
    /// A guide that marks the top edge of the view.
    public static let top = VerticalAlignment(name: "top")
    /// A guide that marks the bottom edge of the view.
    public static let bottom = VerticalAlignment(name: "bottom")
}

/// An alignment in both axes.
public struct Alignment: Equatable, Sendable {
    let name: String
    /// A guide that marks the center of the view.
    public static let center = Alignment(name: "center")
    /// A guide that marks the top edge of the view.
    public static let top = Alignment(name: "top")
    /// A guide that marks the bottom edge of the view.
    public static let bottom = Alignment(name: "bottom")
}

// MARK: - Views

/// A view that displays one or more lines of read-only text.
public struct Text: View, Equatable, Sendable {
    /// Creates a text view that displays a stored string without localization.
    nonisolated public init<S: StringProtocol>(_ content: S) {}
    /// Creates a text view that displays a string literal without localization.
    nonisolated public init(verbatim content: String) {}
    public typealias Body = Never
}

/// A view that displays an image.
public struct Image: View, Sendable {
    /// Creates a system symbol image.
    nonisolated public init(systemName: String) {}
    public typealias Body = Never
}

/// A standard label for user interface items, consisting of an icon with a title.
public struct Label<Title: View, Icon: View>: View {
    /// Creates a label with a custom title and icon.
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
    public typealias Body = Never
}

/// A view that shows the progress toward completion of a task (an indeterminate spinner when created with `init()`).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public typealias Body = Never
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress, without a label.
    nonisolated public init() {}
}

/// A flexible space that expands along the major axis of its containing stack layout.
public struct Spacer: View, Sendable {
    /// Creates a spacer.
    nonisolated public init(minLength: CGFloat? = nil) {}
    public typealias Body = Never
}

/// A view that arranges its subviews in a horizontal line.
public struct HStack<Content: View>: View {
    /// Creates a horizontal stack with the given spacing and vertical alignment.
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
}

/// A type that collects multiple instances of a content type into a single unit.
public struct Group<Content> {}

extension Group: View where Content: View {
    /// Creates a group of views.
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    public typealias Body = Never
}

/// A container that presents rows of data arranged in a single column, optionally providing the ability to select
/// one or more members.
public struct List<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
}

extension List where SelectionValue == Never {
    /// Creates a list with the given content.
    nonisolated public init(@ViewBuilder content: () -> Content) {}

    /// Creates a list that computes its rows on demand from an underlying collection of identifiable data.
    nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}
}

/// A structure that computes views on demand from an underlying collection of identified data.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}

extension ForEach: View where Content: View {
    public typealias Body = Never
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// Creates an instance that uniquely identifies and creates views across updates based on the identity of the
    /// underlying data.
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

/// A control that initiates an action.
public struct Button<Label: View>: View {
    /// Creates a button that displays a custom label.
    nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
}

extension Button where Label == Text {
    /// Creates a button that generates its label from a string.
    nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
}

/// A control that displays an editable text interface.
public struct TextField<Label: View>: View {
    public typealias Body = Never
}

extension TextField where Label == Text {
    /// Creates a text field with a text label generated from a title string.
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

/// An interface, consisting of a label and additional content, that you display when the content of your app is
/// unavailable to users (iOS 17, macOS 14).
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    public typealias Body = Never
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Creates an interface, consisting of a title generated from a string, an image and additional content, that
    /// you display when the content of your app is unavailable to users.
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {}
}

// MARK: - View modifiers

/// The view a modifier returns (`some View` at every call site, as in SwiftUI).
public struct _ModifiedView<Content: View>: View {
    nonisolated init(_ content: Content) {}
    public typealias Body = Never
}

extension View {
    /// Adds an asynchronous task to perform before this view appears.
    nonisolated public func task(
        name: String? = nil,
        priority: TaskPriority = .userInitiated,
        file: String = #fileID,
        line: Int = #line,
        _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View {
        _ModifiedView(self)
    }

    /// Adds a task to perform before this view appears or when a specified value changes.
    nonisolated public func task<T: Equatable>(
        id: T,
        name: String? = nil,
        priority: TaskPriority = .userInitiated,
        file: String = #fileID,
        line: Int = #line,
        _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View {
        _ModifiedView(self)
    }

    /// Adds an asynchronous handler that can update the data the view displays when a person initiates a request,
    /// such as by pulling to refresh.
    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        _ModifiedView(self)
    }

    /// Layers the views that you specify in front of this view.
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        _ModifiedView(self)
    }

    /// Presents an alert with a message using the given data to produce the alert's content and a string variable
    /// as a title.
    nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S,
        isPresented: Binding<Bool>,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        _ModifiedView(self)
    }

    /// Presents an alert with a message when a given condition is true, using a string variable as a title.
    nonisolated public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S,
        isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        _ModifiedView(self)
    }

    /// Adds a condition that controls whether users can interact with this view.
    nonisolated public func disabled(_ disabled: Bool) -> some View {
        _ModifiedView(self)
    }
}

// MARK: - Dynamic properties

/// An interface for a stored variable that updates an external property of a view.
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// Storage shared by the copies of a property wrapper, as SwiftUI's view graph shares it.
final class _Storage<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// A property wrapper type that can read and write a value managed by SwiftUI.
/// (Apple declares it `@frozen`, which matters only to library evolution.)
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let storage: _Storage<Value>

    /// Creates a state property that stores an initial wrapped value.
    public init(wrappedValue value: Value) { storage = _Storage(value) }
    /// Creates a state property that stores an initial value.
    public init(initialValue value: Value) { storage = _Storage(value) }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// A binding to the state value (`$name`).
    public var projectedValue: Binding<Value> {
        Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}

/// A property wrapper type that can read and write a value owned by a source of truth.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    /// Creates a binding with closures that read and write the binding value.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { self }

    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}

extension State: Sendable where Value: Sendable {}

/// A property wrapper type that instantiates an observable object.
/// (Apple declares it `@frozen`, which matters only to library evolution.)
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let storage: _Storage<ObjectType>

    /// Creates a new state object with an initial wrapped value.
    nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { storage = _Storage(thunk()) }

    /// The underlying value referenced by the state object.
    @MainActor @preconcurrency public var wrappedValue: ObjectType { storage.value }
}

/// A property wrapper type that subscribes to an observable object and invalidates a view whenever the observable
/// object changes.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    let storage: _Storage<ObjectType>

    /// Creates an observed object with an initial wrapped value.
    nonisolated public init(wrappedValue: ObjectType) { storage = _Storage(wrappedValue) }

    /// The underlying value that the observed object references.
    @MainActor @preconcurrency public var wrappedValue: ObjectType {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }
}
