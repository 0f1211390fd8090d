import EndpointRuntime
import Foundation
import Observation
import Testing

/// `ObservedProperties` gives a class conforming to `Observable` the observation the `@Observable` macro writes:
/// the same operations on a class written with it (as generated view models are) and on an `@Observable` class
/// must tell `withObservationTracking` the same things: which property a change is about, one notification per
/// tracking, none for a property not read, none for writing a value equal to the stored one when it is `Equatable`,
/// and one for every write of a value that is not `Equatable`.
@MainActor
@Suite struct ObservedPropertiesTests {
    /// A value that is not `Equatable`: every write notifies.
    struct Opaque: Sendable {
        var number: Int
    }

    /// The shape the observation style generates (docs/view-models.md).
    final class Written: nonisolated Observable {
        private(set) var state: LoadState<[Int]> {
            get { observed.read(_state, at: \.state, of: self) }
            set { observed.write(newValue, to: &_state, at: \.state, of: self) }
        }
        private var _state: LoadState<[Int]> = .idle

        private(set) var flag: Bool {
            get { observed.read(_flag, at: \.flag, of: self) }
            set { observed.write(newValue, to: &_flag, at: \.flag, of: self) }
        }
        private var _flag: Bool = false

        private(set) var opaque: Opaque {
            get { observed.read(_opaque, at: \.opaque, of: self) }
            set { observed.write(newValue, to: &_opaque, at: \.opaque, of: self) }
        }
        private var _opaque: Opaque = Opaque(number: 0)

        private let observed = ObservedProperties()

        func set(state: LoadState<[Int]>) { self.state = state }
        func set(flag: Bool) { self.flag = flag }
        func set(opaque: Opaque) { self.opaque = opaque }
    }

    /// The same class with the macro, as the observation style generated it before.
    @Observable final class Macro {
        private(set) var state: LoadState<[Int]> = .idle
        private(set) var flag: Bool = false
        private(set) var opaque: Opaque = Opaque(number: 0)

        func set(state: LoadState<[Int]>) { self.state = state }
        func set(flag: Bool) { self.flag = flag }
        func set(opaque: Opaque) { self.opaque = opaque }
    }

    /// What one step of ``steps`` does to either class.
    enum Step: CustomStringConvertible {
        case state(LoadState<[Int]>), flag(Bool), opaque(Int)

        var description: String {
            switch self {
            case .state(let state): "state = \(state)"
            case .flag(let flag): "flag = \(flag)"
            case .opaque(let number): "opaque = \(number)"
            }
        }
    }

    /// Changes, writes of equal values and writes of values that are not `Equatable`.
    static let steps: [Step] = [
        .state(.loading(previous: nil)), .state(.loading(previous: nil)), .state(.loaded([1, 2])), .flag(false),
        .flag(true), .flag(true), .opaque(0), .opaque(0), .opaque(1), .state(.loaded([1, 2])),
        .state(.loading(previous: [1, 2])),
    ]

    /// The properties whose observers were told of a change, in order (`onChange` may run on any thread).
    final class Notifications: @unchecked Sendable {
        private let lock = NSLock()
        private var names: [String] = []
        func append(_ name: String) { lock.withLock { names.append(name) } }
        /// The names recorded since the last call, each once, sorted (a tracking of an earlier step that saw no
        /// change of its property is still waiting, and reports the change a later step makes).
        func take() -> [String] { lock.withLock { defer { names = [] }; return Set(names).sorted() } }
    }

    /// Runs ``steps`` against a class, tracking each property on its own (read inside `withObservationTracking`,
    /// tracked again after every step), and returns one line per step naming the properties that notified.
    static func log<Subject>(
        _ subject: Subject, state: (Subject) -> LoadState<[Int]>, flag: (Subject) -> Bool, opaque: (Subject) -> Opaque,
        apply: (Subject, Step) -> Void
    ) -> [String] {
        let notifications = Notifications()
        func track() {
            withObservationTracking { _ = state(subject) } onChange: { notifications.append("state") }
            withObservationTracking { _ = flag(subject) } onChange: { notifications.append("flag") }
            withObservationTracking { _ = opaque(subject) } onChange: { notifications.append("opaque") }
        }
        var lines: [String] = []
        for step in steps {
            track()
            apply(subject, step)
            lines.append("\(step): \(notifications.take().joined(separator: ","))")
        }
        return lines
    }

    @Test func aClassWrittenWithObservedPropertiesIsObservedAsAnObservableClassIs() {
        let written = Self.log(Written(), state: \.state, flag: \.flag, opaque: \.opaque) { subject, step in
            switch step {
            case .state(let state): subject.set(state: state)
            case .flag(let flag): subject.set(flag: flag)
            case .opaque(let number): subject.set(opaque: Opaque(number: number))
            }
        }
        let macro = Self.log(Macro(), state: \.state, flag: \.flag, opaque: \.opaque) { subject, step in
            switch step {
            case .state(let state): subject.set(state: state)
            case .flag(let flag): subject.set(flag: flag)
            case .opaque(let number): subject.set(opaque: Opaque(number: number))
            }
        }
        #expect(written == [
            "state = loading(previous: nil): state",
            "state = loading(previous: nil): ",
            "state = loaded([1, 2]): state",
            "flag = false: ",
            "flag = true: flag",
            "flag = true: ",
            "opaque = 0: opaque",
            "opaque = 0: opaque",
            "opaque = 1: opaque",
            "state = loaded([1, 2]): ",
            "state = loading(previous: Optional([1, 2])): state",
        ])
        #expect(written == macro)
    }

    @Test func aWriteStoresTheValueEvenWhenItIsEqualAndReadsSeeIt() {
        let subject = Written()
        subject.set(state: .loaded([3]))
        subject.set(state: .loaded([3]))
        #expect(subject.state == .loaded([3]))
        subject.set(opaque: Opaque(number: 7))
        #expect(subject.opaque.number == 7)
    }
}
