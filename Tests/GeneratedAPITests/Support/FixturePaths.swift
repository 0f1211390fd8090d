import Foundation
import TestSupport

extension PackagePaths {
    /// The recorded GitHub exchanges (`shared/fixtures/github`).
    static let gitHubFixtures = fixtures.appendingPathComponent("github")

    /// The JSONPlaceholder data set (`shared/fixtures/jsonplaceholder/data.json`).
    static let jsonPlaceholderData = fixtures.appendingPathComponent("jsonplaceholder/data.json")
}
