import Foundation

/// The generator as it was at an earlier git revision: issue 12's comparison measures today's output against the
/// output of the revision the issue was filed at, not against today's generator in another layout.
///
/// `prepare()` extracts that revision of the package (`git archive` of the repository the package directory is in)
/// into `<cache>/<full commit hash>/package`, builds its `generator` product there (debug) and returns the tool and
/// the revision's `Sources/EndpointRuntime`. A second comparison finds the built tool and reuses it.
struct BaselineRevision {
    /// The revision issue 12 was filed at: the last commit of the session that measured it.
    static let issueRevision = "e2ca4a6"

    /// Why a revision cannot serve as the baseline; the message names the revision and says how to get it.
    struct NotFound: Error, CustomStringConvertible, Equatable {
        var description: String
    }

    struct Prepared {
        /// The full commit hash the revision names.
        var commit: String
        /// The extracted package of that revision.
        var packageDirectory: String
        /// Its built `generator` executable.
        var generator: String
        /// Whether the tool was built now (false: reused from an earlier comparison).
        var built: Bool

        var runtimeDirectory: String { packageDirectory + "/Sources/EndpointRuntime" }
    }

    /// A revision name as given on the command line (`e2ca4a6`, a tag, `HEAD~40`).
    var revision: String
    /// The package whose repository holds the revision (`--package`).
    var packageDirectory: String
    /// Where extracted and built revisions are kept, one directory per full commit hash.
    var cacheDirectory: String
    var swift: String
    var git: String

    /// The full commit hash `revision` names in the repository of `packageDirectory`, and the package's path inside
    /// that repository (empty at its top).
    /// - Throws: `NotFound` when the directory is not in a git checkout, or the revision is not in its history (for a
    ///   shallow clone the message says to run `git fetch --unshallow`).
    func resolve() throws -> (commit: String, prefix: String) {
        let inside = try ChildProcess.run(git, ["-C", packageDirectory, "rev-parse", "--show-prefix"])
        guard inside.status == 0 else {
            throw NotFound(description: """
                baseline revision '\(revision)' cannot be read: \(packageDirectory) is not in a git checkout \
                (\(inside.output.trimmingCharacters(in: .whitespacesAndNewlines))). The comparison extracts that revision \
                of the package with git archive: run it from a clone of the repository (git clone, then \
                git fetch --unshallow if the clone is shallow), or pass --baseline-revision with a revision the clone has.
                """)
        }
        let prefix = inside.output.trimmingCharacters(in: .whitespacesAndNewlines)
        let found = try ChildProcess.run(git, ["-C", packageDirectory, "rev-parse", "--verify", "--quiet", revision + "^{commit}"])
        let commit = found.output.trimmingCharacters(in: .whitespacesAndNewlines)
        guard found.status == 0, commit.count == 40, commit.allSatisfy(\.isHexDigit) else {
            let shallow = try ChildProcess.run(git, ["-C", packageDirectory, "rev-parse", "--is-shallow-repository"])
            let how = shallow.output.trimmingCharacters(in: .whitespacesAndNewlines) == "true"
                ? "this clone is shallow: run `git fetch --unshallow` to get the whole history"
                : "fetch it (`git fetch --unshallow` for a shallow clone, `git fetch origin` for a clone that predates it)"
            throw NotFound(description: """
                baseline revision '\(revision)' is not in the repository of \(packageDirectory); \(how), \
                or pass --baseline-revision with a revision the clone has.
                """)
        }
        return (commit, prefix)
    }

    /// Extracts and builds the revision unless an earlier comparison left its built `generator` in the cache.
    /// - Throws: `NotFound` (see `resolve()`); `GenerationBenchmark.Failure` with git's or SwiftPM's output when
    ///   extracting or building fails.
    func prepare(log: (String) -> Void) throws -> Prepared {
        let (commit, prefix) = try resolve()
        let directory = cacheDirectory + "/" + commit
        let extracted = directory + "/package"
        let packageDirectory = prefix.isEmpty ? extracted : extracted + "/" + String(prefix.dropLast(prefix.hasSuffix("/") ? 1 : 0))
        let built = directory + "/built"  // written after a successful build; holds the generator's path
        if let path = try? String(contentsOfFile: built, encoding: .utf8), FileManager.default.isExecutableFile(atPath: path) {
            return Prepared(commit: commit, packageDirectory: packageDirectory, generator: path, built: false)
        }
        log("Extracting \(revision) (\(commit)) into \(extracted) and building its generator (debug)...")
        try? FileManager.default.removeItem(atPath: directory)
        try FileManager.default.createDirectory(atPath: extracted, withIntermediateDirectories: true)
        let archive = directory + "/package.tar"
        // From the repository's top: run in a subdirectory, git archive would take that subdirectory's files only.
        let top = try ChildProcess.run(git, ["-C", self.packageDirectory, "rev-parse", "--show-toplevel"])
        let archived = try ChildProcess.run(git, [
            "-C", top.output.trimmingCharacters(in: .whitespacesAndNewlines), "archive", "--format=tar", "-o", archive, commit,
        ])
        guard archived.status == 0 else {
            throw GenerationBenchmark.Failure(description: "git archive \(commit) failed:\n\(archived.output)")
        }
        let unpacked = try ChildProcess.run("/usr/bin/env", ["tar", "-x", "-f", archive, "-C", extracted])
        guard unpacked.status == 0 else {
            throw GenerationBenchmark.Failure(description: "tar -x of \(archive) failed:\n\(unpacked.output)")
        }
        try? FileManager.default.removeItem(atPath: archive)
        let build = try ChildProcess.run(swift, ["build", "--package-path", packageDirectory, "--product", "generator"])
        guard build.status == 0 else {
            throw GenerationBenchmark.Failure(description: "building the generator of \(revision) (\(commit)) failed:\n\(build.output)")
        }
        let binPath = try ChildProcess.run(swift, ["build", "--package-path", packageDirectory, "--show-bin-path"]).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let generator = binPath + "/generator"
        guard FileManager.default.isExecutableFile(atPath: generator) else {
            throw GenerationBenchmark.Failure(description: "no generator executable at \(generator) after building \(revision)")
        }
        try generator.write(toFile: built, atomically: true, encoding: .utf8)
        return Prepared(commit: commit, packageDirectory: packageDirectory, generator: generator, built: true)
    }
}
