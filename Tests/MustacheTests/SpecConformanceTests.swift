import Foundation
import Mustache
import Testing

/// Runs every case of the official specification's required files (lambdas are out of scope).
@Test(
    "Templates render exactly as every case of the Mustache specification expects",
    .enabled(if: SpecSuite.directory != nil, SpecSuite.absenceMessage)
)
func rendersEveryCaseOfTheSpecification() throws {
    let directory = try #require(SpecSuite.directory)
    var passed = 0
    var failed = 0
    for file in SpecSuite.requiredFiles {
        for specCase in try SpecSuite.cases(in: file, directory: directory) {
            let actual: String
            do {
                let library = try MustacheLibrary(templates: specCase.partials)
                let template = try MustacheTemplate(specCase.template, name: specCase.name)
                actual = try library.render(template, context: specCase.data)
            } catch {
                failed += 1
                Issue.record("\(file) / \(specCase.name): threw \(error)")
                continue
            }
            if actual == specCase.expected {
                passed += 1
            } else {
                failed += 1
                Issue.record("""
                    \(file) / \(specCase.name)
                      expected: \(String(reflecting: specCase.expected))
                      actual:   \(String(reflecting: actual))
                    """)
            }
        }
    }
    print("mustache spec: \(passed) passed, \(failed) failed")
    #expect(passed > 0)
    #expect(failed == 0)
}
