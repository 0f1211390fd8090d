import Foundation

/// Carries out the command plugin's ``GeneratorRun``s: one generator process after another, printing to the
/// plugin's own standard output and error.
enum CommandRunner {
    /// Plans the runs (see ``CommandRuns``) and performs them all, also after one fails.
    /// - Throws: ``PluginError/usage(_:)`` before anything runs when the arguments are wrong;
    ///   ``PluginError/runsFailed(_:)`` naming every run that exited non-zero (`--check` on stale output, spec errors).
    static func perform(generator: URL, arguments: [String], packageDirectory: URL, targets: [TargetSetup]) throws {
        let runs = try CommandRuns.runs(arguments: arguments, packageDirectory: packageDirectory, targets: targets) { target in
            do {
                return try GenerationPlan.ask(generator, for: target)
            } catch let PluginError.generatorFailed(_, messages) {
                for line in messages { FileHandle.standardError.write(Data((line + "\n").utf8)) }
                throw PluginError.runsFailed(["target '\(target.name)'"])
            }
        }
        var failed: [String] = []
        for run in runs {
            if let note = run.note { print(note) }
            let process = Process()
            process.executableURL = generator
            process.arguments = run.arguments
            process.currentDirectoryURL = run.directory
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 { failed.append(run.label) }
        }
        guard failed.isEmpty else { throw PluginError.runsFailed(failed) }
    }
}
