import Foundation
import TestSupport
import Testing

/// The tests' scratch directories (docs/testing.md, "Scratch files"): made fresh, removed together, and the only way
/// test code makes a directory in the temporary directory, so a test run leaves nothing behind.
@Suite struct ScratchDirectoryTests {
    @Test("directories are made fresh under the base, named by label, and removed together")
    func makesAndRemoves() throws {
        let base = try ScratchDirectory.make("scratch-registry-test")
        let registry = ScratchRegistry(base: base)
        let first = try registry.make("specs")
        let second = try registry.make("specs")
        #expect(first != second)
        #expect(first.deletingLastPathComponent().standardizedFileURL == base.standardizedFileURL)
        #expect(first.lastPathComponent.hasPrefix("specs-"))
        #expect(FileManager.default.fileExists(atPath: first.path))
        // Removed with what the test wrote in it.
        let nested = second.appendingPathComponent("nested")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try Data("api: X\n".utf8).write(to: nested.appendingPathComponent("x.yaml"))

        // One removed early by its test is skipped, not an error.
        try FileManager.default.removeItem(at: first)
        registry.removeAll()
        #expect(!FileManager.default.fileExists(atPath: first.path))
        #expect(!FileManager.default.fileExists(atPath: second.path))
        #expect(FileManager.default.fileExists(atPath: base.path))

        // Forgotten once removed: a later directory is removed by the next call only.
        let third = try registry.make("later")
        registry.removeAll()
        #expect(!FileManager.default.fileExists(atPath: third.path))
    }

    @Test("the first directory runs the set-up once, however many tests make one at the same time")
    func firstMakeRunsOnce() async throws {
        let base = try ScratchDirectory.make("scratch-once-test")
        let calls = Counter()
        let registry = ScratchRegistry(base: base) { calls.increment() }
        try await withThrowingTaskGroup(of: URL.self) { group in
            for index in 0..<16 {
                group.addTask { try registry.make("concurrent-\(index)") }
            }
            var made: Set<URL> = []
            for try await url in group { made.insert(url) }
            #expect(made.count == 16)
        }
        #expect(calls.value == 1)
        registry.removeAll()
        #expect(try FileManager.default.contentsOfDirectory(atPath: base.path).isEmpty)
    }

    /// Test code makes its files in the temporary directory only through `ScratchDirectory`; the exceptions below
    /// remove what they make themselves, each for the reason given.
    @Test("no test writes to the temporary directory behind ScratchDirectory's back")
    func everyTemporaryDirectoryUseIsAccountedFor() throws {
        let exceptions: [String: String] = [
            "TestSupport/ScratchDirectory.swift": "the mechanism itself",
            "TestSupport/ExternalProgram.swift": "a log file removed by `defer` in the same function",
            "PluginTests/Support/ConsumerPackage.swift": "removes its package and SwiftPM's lock files beside it",
            "CompiledOutputTests/PropertyCase.swift": "batches are removed when they pass and kept when they fail",
            "EndpointRuntimeTests/ClientOptionsTests.swift": "download destinations removed by `defer`",
            "EndpointSpecTests/ScratchDirectoryTests.swift": "this test's own list",
        ]
        let tests = PackagePaths.root.appendingPathComponent("Tests")
        let enumerator = try #require(FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil))
        var offenders: [String] = []
        var seen: Set<String> = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let relative = String(url.standardizedFileURL.path.dropFirst(tests.standardizedFileURL.path.count + 1))
            let text = try String(contentsOf: url, encoding: .utf8)
            guard text.contains("temporaryDirectory") || text.contains("NSTemporaryDirectory") else { continue }
            seen.insert(relative)
            if exceptions[relative] == nil { offenders.append(relative) }
        }
        #expect(offenders.isEmpty, "use ScratchDirectory.make(_:) in \(offenders.sorted())")
        // Every exception is still needed: a stale entry would let a new use slip through unnoticed.
        #expect(Set(exceptions.keys).subtracting(seen).isEmpty, "stale exceptions: \(Set(exceptions.keys).subtracting(seen).sorted())")
    }
}

/// A thread-safe call counter.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}
