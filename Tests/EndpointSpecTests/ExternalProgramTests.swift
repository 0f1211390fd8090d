import Foundation
import Testing
import TestSupport

/// The test infrastructure's process runner: output, exit status, the timeout, and the limit on programs run at once.
@Suite("ExternalProgram: tests wait for programs without holding a thread")
struct ExternalProgramTests {
    @Test func outputAndExitStatusOfAProgramAreReturned() async throws {
        let outcome = try await ExternalProgram.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "echo out; echo err >&2; exit 3"])
        #expect(outcome.status == 3)
        #expect(outcome.output.contains("out\n"))
        #expect(outcome.output.contains("err\n"))
        #expect(!outcome.timedOut)
    }

    @Test func aProgramRunningPastItsTimeoutIsTerminated() async throws {
        // Not timed from here: the wait for a free slot behind other tests' compilers comes first. A `sleep` that
        // ran its 30 s would exit 0, one killed after SIGTERM went unheeded 9.
        let outcome = try await ExternalProgram.run(URL(fileURLWithPath: "/bin/sleep"), ["30"], timeout: 0.5)
        #expect(outcome.timedOut)
        #expect(outcome.status == SIGTERM)
    }

    /// The cause of the timeout above failing once: a child inherits the signal mask of the thread that starts it,
    /// and the concurrency pool's threads block SIGTERM.
    @Test func aProgramStartsWithNoSignalBlocked() async throws {
        let outcome = try await ExternalProgram.run(URL(fileURLWithPath: "/bin/grep"), ["SigBlk", "/proc/self/status"])
        #expect(outcome.output == "SigBlk:\t0000000000000000\n")
    }

    @Test func aProgramEndingBeforeItsTimeoutIsNotReportedAsTimedOut() async throws {
        let outcome = try await ExternalProgram.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "exit 0"], timeout: 60)
        #expect(outcome.status == 0)
        #expect(!outcome.timedOut)
    }

    @Test func noMoreBodiesThanTheLimitRunAtOnce() async {
        let slots = ProcessSlots(limit: 2)
        let counter = Concurrency()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<6 {
                group.addTask {
                    await slots.withSlot {
                        await counter.enter()
                        try? await Task.sleep(for: .milliseconds(50))
                        await counter.leave()
                    }
                }
            }
        }
        #expect(await counter.highest == 2)
        #expect(await counter.entered == 6)
    }

    private actor Concurrency {
        private var running = 0
        private(set) var highest = 0
        private(set) var entered = 0

        func enter() {
            running += 1
            entered += 1
            highest = max(highest, running)
        }

        func leave() {
            running -= 1
        }
    }
}
