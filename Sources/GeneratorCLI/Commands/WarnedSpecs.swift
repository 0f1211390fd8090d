import EndpointSpec
import Foundation

/// Which specs a run's warnings are about, for ``InputFingerprint/hasWarnings``: a warning located in a spec file is
/// about that spec and about every spec that uses it; any other warning (located in the config file or a template
/// directory, or not located) is about the run as a whole, so about every spec.
struct WarnedSpecs {
    private var warnedFiles: Set<String> = []
    private var isRunWide = false

    /// - Parameters:
    ///   - diagnostics: The run's diagnostics; only warnings count.
    ///   - specFiles: Every spec file of the run, and every spec they use.
    init(_ diagnostics: [Diagnostic], specFiles: [String]) {
        let specFiles = Set(specFiles.map(Self.standardized))
        for diagnostic in diagnostics where diagnostic.severity == .warning {
            guard let file = diagnostic.location.map({ Self.standardized($0.file) }), specFiles.contains(file) else {
                isRunWide = true
                continue
            }
            warnedFiles.insert(file)
        }
    }

    /// Whether a warning is about `spec`, which uses the specs at `usedPaths`.
    func includes(spec: String, using usedPaths: [String]) -> Bool {
        isRunWide || ([spec] + usedPaths).contains { warnedFiles.contains(Self.standardized($0)) }
    }

    /// Diagnostics name files as given (relative or absolute), `uses` entries resolve to absolute paths.
    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
