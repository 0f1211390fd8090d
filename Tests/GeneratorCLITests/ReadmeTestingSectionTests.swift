import Foundation
import TestSupport
import Testing

/// README.md's "What a fresh clone skips" table names exactly the test files whose tests are enabled only when the
/// shared directory (SHARED_DIR, or MUSTACHE_SPEC_DIR for the Mustache suite) is there.
@Suite struct ReadmeTestingSectionTests {
    /// Stems of test files with an `.enabled(if:)` trait whose condition or message is about the shared directory.
    static func filesNeedingSharedDirectory(under directory: URL) -> Set<String> {
        var stems: Set<String> = []
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        for case let url as URL in walker where url.pathExtension == "swift" {
            let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            let traits = text.components(separatedBy: ".enabled(if:").dropFirst().map { $0.prefix { $0 != "\n" } }
            if traits.contains(where: { $0.contains("SHARED_DIR") || $0.contains("SpecSuite") }) {
                stems.insert(url.deletingPathExtension().lastPathComponent)
            }
        }
        return stems
    }

    @Test func skipTableNamesEveryTestFileThatNeedsTheSharedDirectory() throws {
        let root = try #require(PackagePaths.locatedRoot)
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "**What a fresh clone skips.**"))
        let end = try #require(readme.range(of: "To run them too", range: start.upperBound..<readme.endIndex))
        let section = readme[start.upperBound..<end.lowerBound]
        let named = Set(section.components(separatedBy: "`").enumerated()
            .filter { $0.offset % 2 == 1 && $0.element.hasSuffix("Tests") }.map(\.element))
        let needing = Self.filesNeedingSharedDirectory(under: root.appendingPathComponent("Tests"))
        #expect(!needing.isEmpty)
        #expect(named == needing)
    }
}
