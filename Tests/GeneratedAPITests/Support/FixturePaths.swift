import Foundation
import Testing
import TestSupport

extension PackagePaths {
    /// The recorded GitHub exchanges (`shared/fixtures/github`).
    static let gitHubFixtures = fixtures.appendingPathComponent("github")

    /// The JSONPlaceholder data set (`shared/fixtures/jsonplaceholder/data.json`).
    static let jsonPlaceholderData = fixtures.appendingPathComponent("jsonplaceholder/data.json")
}

/// The sample payloads of the five seed articles, written out into the repository (`Tests/SeedFixtures`;
/// docs/seeds.md says where each comes from).
enum SeedFixtures {
    static let directory = PackagePaths.root.appendingPathComponent("Tests/SeedFixtures")

    /// The text of fixture `name`.
    static func text(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }
}

/// The seed articles themselves (`shared/seeds/NNN_*.txt`), for tests that check a fixture against its source.
enum SeedArticles {
    static let directory = PackagePaths.shared.appendingPathComponent("seeds")

    /// Whether the articles are there.
    static var present: Bool { PackagePaths.isDirectory(directory) }

    /// The text of the article whose file name starts with `number` (`"001"`).
    static func text(_ number: String) throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        let name = try #require(names.sorted().first { $0.hasPrefix(number + "_") }, "no seed \(number) in \(directory.path)")
        return try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }
}
