import Foundation
import Mustache
import TestSupport
import Testing

/// The official Mustache specification suite (JSON files), found through `MUSTACHE_SPEC_DIR` or at
/// `<shared>/conformance/mustache` (shared: `SHARED_DIR`, else `<package root>/../shared`).
enum SpecSuite {
    /// The spec files every build must pass, in the order they are run.
    static let requiredFiles = [
        "comments.json", "delimiters.json", "interpolation.json", "inverted.json", "partials.json",
        "sections.json", "~inheritance.json", "~dynamic-names.json",
    ]

    /// The directory holding the suite, or `nil` when it is not on this machine.
    static let directory: URL? = {
        if let override = ProcessInfo.processInfo.environment["MUSTACHE_SPEC_DIR"], !override.isEmpty {
            let url = URL(fileURLWithPath: override, isDirectory: true)
            return PackagePaths.isDirectory(url) ? url : nil
        }
        let url = PackagePaths.shared.appendingPathComponent("conformance/mustache", isDirectory: true)
        return PackagePaths.isDirectory(url) ? url : nil
    }()

    /// Why the conformance test is skipped, for the test report.
    static let absenceMessage: Comment = """
        Mustache spec suite not found: set MUSTACHE_SPEC_DIR or SHARED_DIR, or provide <package root>/../shared/conformance/mustache
        """

    /// One test case of a spec file.
    struct Case {
        let file: String
        let name: String
        let template: String
        let data: MustacheValue
        let partials: [String: String]
        let expected: String
    }

    /// Reads the cases of one spec file.
    /// - Throws: when the file is missing or not shaped like a spec file.
    static func cases(in file: String, directory: URL) throws -> [Case] {
        let data = try Data(contentsOf: directory.appendingPathComponent(file))
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let tests = root["tests"] as? [[String: Any]]
        else { throw SpecFileError(file: file, reason: "no 'tests' array") }
        return try tests.map { test in
            guard let name = test["name"] as? String,
                  let template = test["template"] as? String,
                  let expected = test["expected"] as? String,
                  let context = MustacheValue(jsonObject: test["data"] ?? NSNull())
            else { throw SpecFileError(file: file, reason: "a test lacks name, template, expected or usable data") }
            let partials = test["partials"] as? [String: String] ?? [:]
            return Case(file: file, name: name, template: template, data: context, partials: partials, expected: expected)
        }
    }

    struct SpecFileError: Error, CustomStringConvertible {
        let file: String
        let reason: String
        var description: String { "\(file): \(reason)" }
    }
}
