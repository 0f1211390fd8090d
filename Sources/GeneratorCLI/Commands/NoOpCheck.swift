import EndpointCodegen
import EndpointSpec
import Foundation

/// Decides, from the files in the output directory and their recorded fingerprints, that a run would change nothing,
/// so a `generator` run over unchanged inputs reads the output files and spec bytes only, loads no spec and writes
/// nothing (docs/performance.md, "No-op runs").
///
/// A run is a no-op when all of these hold; otherwise the full run decides (and writes only what changed):
/// - every file each spec produces exists as a regular file whose first line carries the ownership marker and whose
///   second line is an ``InputFingerprint`` equal to the one computed now from the spec's bytes, the bytes of the
///   specs it `uses`, the options, the templates in effect and the generator version, and that does not record
///   warnings (a run that warned is repeated until the warnings are fixed, so that they are shown every time);
/// - each of those files is unedited: the rest of its text has the digest its second line records, so a file
///   changed by hand is restored by the next run, as any output of the specs is;
/// - every one of those files is newer than the running generator executable, so a generator rebuilt from changed
///   source (same version number, different output) is never trusted with an older file's fingerprint;
/// - no other generated file in the output directory would be pruned by this run (``PruningScope``);
/// - no two specs produce a file of the same name.
struct NoOpCheck {
    var outputDirectory: String
    var options: GeneratorOptions
    /// The template override directory, resolved; `nil` for the built-in templates.
    var templateDirectory: String?
    var pruning: PruningScope

    /// The number of files a no-op run leaves alone, or `nil` when the full run is needed.
    func unchangedFileCount(specPaths: [String]) -> Int? {
        let specs = GenerationPlan.specFiles(specPaths)
        guard !specs.isEmpty, specs.allSatisfy({ FileManager.default.isReadableFile(atPath: $0) }) else { return nil }
        let templates: TemplateSet
        if let templateDirectory {
            guard let set = try? TemplateSet.overriding(from: templateDirectory) else { return nil }
            templates = set
        } else {
            templates = .defaults
        }
        let common = InputFingerprint.commonInputs(options: options, templates: templates)
        let executableDate = Self.executableModificationDate()
        var expected: Set<String> = []
        for spec in specs {
            var fingerprint: InputFingerprint?
            for name in options.fileNames(stem: SpecLoader.fileStem(of: spec)) {
                guard expected.insert(name).inserted,
                      let file = header(of: name, whole: true), file.isGenerated, file.isUnedited,
                      let recorded = file.fingerprint, !recorded.hasWarnings,
                      let date = file.modificationDate, let executableDate, date > executableDate
                else { return nil }
                if fingerprint == nil {
                    fingerprint = InputFingerprint(
                        specPath: spec, usedSpecs: recorded.usedSpecs, exampleFiles: recorded.exampleFiles, common: common)
                }
                guard let fingerprint, recorded.hasSameInputs(as: fingerprint) else { return nil }
            }
        }
        guard !hasPrunableFiles(besides: expected) else { return nil }
        return expected.count
    }

    /// What one output file says about itself.
    private struct Header {
        var isGenerated: Bool
        var fingerprint: InputFingerprint?
        /// Whether the whole file was read and is as the generator wrote it (``InputFingerprint/isUnedited(_:)``).
        var isUnedited: Bool
        var modificationDate: Date?
        var firstLine: Substring
    }

    /// The header of the regular file `name` in the output directory; `nil` when there is none. Reads the first
    /// 4 KiB, or with `whole` the whole file, to tell whether it was edited.
    private func header(of name: String, whole: Bool = false) -> Header? {
        let path = (outputDirectory as NSString).appendingPathComponent(name)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular
        else { return nil }
        // Read without waiting: a file with nothing to read yet (a kernel file in /proc) is not a generated one.
        let read = whole ? FileContents.read(path).map(Optional.some) : FileContents.prefix(path, upTo: 4096)
        guard case .success(let read?) = read else { return nil }
        let bytes = read
        let prefix = String(decoding: bytes.prefix(4096), as: UTF8.self)
        return Header(
            isGenerated: prefix.hasPrefix(CodeGenerator.headerMarker),
            fingerprint: InputFingerprint.recorded(in: prefix),
            isUnedited: whole && InputFingerprint.isUnedited(Array(bytes)),
            modificationDate: attributes[.modificationDate] as? Date,
            firstLine: prefix.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }

    /// Whether the output directory holds a generated file outside `expected` that this run would remove.
    private func hasPrunableFiles(besides expected: Set<String>) -> Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: outputDirectory) else { return true }
        for name in names where !expected.contains(name) {
            guard let file = header(of: name), file.isGenerated else { continue }
            let owner = PruningScope.owner(inFirstLine: file.firstLine, marker: CodeGenerator.headerMarker)
            if pruning.includes(owner: owner) { return true }
        }
        return false
    }

    /// When the running executable was last modified; `nil` when that cannot be told (then no run is a no-op).
    private static func executableModificationDate() -> Date? {
        guard let path = Bundle.main.executablePath else { return nil }
        return (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}
