import EndpointRuntime
import Foundation
import Testing

/// `ActionRunner` after a cancellation (docs/view-models.md, "Cancellation is not a failure"): a response that arrives
/// although the send was cancelled meanwhile ends in `.succeeded` (the change happened); a failure after the
/// cancellation ends in `.idle`, never `.failed`. Review 15: no test covered the late response.
@MainActor
@Suite struct ActionRunnerTests {
    /// Holds an operation until the test lets it go, whatever cancellation says (a request the server still answers).
    final class Gate: @unchecked Sendable {
        private let lock = NSLock()
        private var waiting: CheckedContinuation<Void, Never>?
        private var isOpen = false

        func wait() async {
            await withCheckedContinuation { continuation in
                lock.lock()
                if isOpen {
                    lock.unlock()
                    continuation.resume()
                } else {
                    waiting = continuation
                    lock.unlock()
                }
            }
        }

        func open() {
            lock.lock()
            isOpen = true
            let continuation = waiting
            waiting = nil
            lock.unlock()
            continuation?.resume()
        }
    }

    enum Outcome: Sendable { case value, failure }

    func runCancelledMeanwhile(ending outcome: Outcome) async -> (result: String?, states: [ActionState<String>]) {
        let runner = ActionRunner<String>()
        let gate = Gate()
        var states: [ActionState<String>] = []
        let send = Task { @MainActor in
            await runner.run({
                await gate.wait()
                switch outcome {
                case .value: return "stored"
                case .failure: throw URLError(.badServerResponse)
                }
            }, publish: { states.append($0) })
        }
        while states.isEmpty { await Task.yield() }
        runner.cancel()
        gate.open()
        let result = await send.value
        #expect(!runner.isRunning)
        return (result, states)
    }

    @Test func aResponseThatArrivesAfterACancellationEndsInSucceeded() async {
        let (result, states) = await runCancelledMeanwhile(ending: .value)
        #expect(result == "stored")
        #expect(states == [.running, .succeeded("stored")])
    }

    @Test func aFailureAfterACancellationEndsInIdleNotFailed() async {
        let (result, states) = await runCancelledMeanwhile(ending: .failure)
        #expect(result == nil)
        #expect(states == [.running, .idle])
    }
}
