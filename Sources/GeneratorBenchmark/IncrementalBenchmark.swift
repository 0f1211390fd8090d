import Foundation
import GeneratorCLI

/// Measures the generator's real command path (`GeneratorTool.run`, in process) on repeated runs: a first run
/// into an empty directory, no-op runs over unchanged specs (which must write nothing and keep every
/// modification time), and a run after one spec of the set was edited.
struct IncrementalBenchmark {
    struct Result {
        var endpoints: Int
        var specFiles: Int
        var firstRun: Double
        var noOpRun: Double
        var noOpKeptEveryFile: Bool
        /// Whether the `generator` binary's no-op runs kept every file too (`nil` when it was not run).
        var binaryKeptEveryFile: Bool?
        var editedRun: Double
        var filesChangedByEdit: [String]
        var binaryNoOpRun: Double?
        /// For the first file a no-op run rewrote: its name and first differing line, before and after.
        var noOpDifference: String?
    }

    var endpoints: Int
    var repetitions: Int
    /// The `generator` executable to time as well (process start included), when it exists.
    var generatorBinary: String?

    func run() throws -> Result {
        let root = NSTemporaryDirectory() + "generator-bench-incremental-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let specs = root + "/specs", output = root + "/Generated"
        let api = SyntheticAPI(endpointCount: endpoints)
        let specPaths = try api.write(to: specs)
        let arguments = ["generate", specs, "--output", output, "--quiet"]

        let firstRun = try timedRun(arguments, in: root)
        let before = try snapshot(output)
        let contentsBefore = try contents(output)

        var noOps: [Double] = []
        for _ in 0..<max(1, repetitions) {
            noOps.append(try timedRun(arguments, in: root))
        }
        let afterNoOp = try snapshot(output)
        var noOpDifference: String?
        if before != afterNoOp {
            let contentsAfter = try contents(output)
            if let name = contentsBefore.keys.sorted().first(where: { contentsBefore[$0] != contentsAfter[$0] }) {
                let old = contentsBefore[name]?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
                let new = contentsAfter[name]?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
                if let line = zip(old, new).enumerated().first(where: { $0.element.0 != $0.element.1 }) {
                    noOpDifference = "\(name):\(line.offset + 1): '\(line.element.0)' became '\(line.element.1)'"
                } else {
                    noOpDifference = "\(name): \(old.count) lines became \(new.count)"
                }
            }
        }

        var binaryRuns: [Double] = []
        if let generatorBinary, FileManager.default.isExecutableFile(atPath: generatorBinary) {
            for _ in 0..<max(1, repetitions) {
                let (status, seconds) = try ProcessMetrics.timed {
                    try ChildProcess.run(generatorBinary, arguments, directory: root).status
                }
                guard status == 0 else { throw GenerationBenchmark.Failure(description: "\(generatorBinary) exited with \(status)") }
                binaryRuns.append(seconds)
            }
        }
        let afterBinary = try snapshot(output)

        // Edit one spec: one more optional property on its first model.
        let edited = specPaths[min(6, specPaths.count - 1)]
        let text = try String(contentsOfFile: edited, encoding: .utf8)
        guard let range = text.range(of: "      id: int64\n") else {
            throw GenerationBenchmark.Failure(description: "no model to edit in \(edited)")
        }
        try text.replacingCharacters(in: range, with: "      id: int64\n      edited_flag: bool?\n")
            .write(toFile: edited, atomically: true, encoding: .utf8)
        let editedRun = try timedRun(arguments, in: root)
        let afterEdit = try snapshot(output)
        let changed = afterEdit.keys.sorted().filter { afterEdit[$0] != afterBinary[$0] }

        return Result(
            endpoints: endpoints, specFiles: specPaths.count, firstRun: firstRun, noOpRun: median(noOps),
            noOpKeptEveryFile: before == afterNoOp,
            binaryKeptEveryFile: binaryRuns.isEmpty ? nil : afterNoOp == afterBinary, editedRun: editedRun,
            filesChangedByEdit: changed, binaryNoOpRun: binaryRuns.isEmpty ? nil : median(binaryRuns),
            noOpDifference: noOpDifference)
    }

    private func timedRun(_ arguments: [String], in directory: String) throws -> Double {
        let console = Console(out: { _ in }, error: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
        let (status, seconds) = ProcessMetrics.timed { GeneratorTool.run(arguments, in: directory, console: console) }
        guard status == 0 else { throw GenerationBenchmark.Failure(description: "generator exited with \(status)") }
        return seconds
    }

    private func contents(_ directory: String) throws -> [String: String] {
        var result: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
            result[name] = try String(contentsOfFile: directory + "/" + name, encoding: .utf8)
        }
        return result
    }

    /// Modification time (ns) and inode of every file in `directory`; a rewrite changes one or both.
    private func snapshot(_ directory: String) throws -> [String: [Int]] {
        var result: [String: [Int]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
            guard let entry = ProcessMetrics.modification(of: directory + "/" + name) else { continue }
            result[name] = [entry.nanoseconds, Int(truncatingIfNeeded: entry.inode)]
        }
        return result
    }
}
