import Foundation
import TestSupport
import Testing

/// docs/seeds.md stays true: its spec line counts, its YAML excerpts (each from a spec in specs/) and its Swift
/// blocks (each compiled, in SeedGlue.swift).
@Suite("docs/seeds.md")
struct DocsSeedsTests {
    static func read(_ path: String) throws -> String {
        try String(contentsOf: PackagePaths.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The fenced blocks of `language` in `text`, each with its final newline.
    static func blocks(_ language: String, in text: String) -> [String] {
        text.components(separatedBy: "```\(language)\n").dropFirst().compactMap { rest in
            rest.range(of: "```").map { String(rest[..<$0.lowerBound]) }
        }
    }

    @Test("the spec line counts in the table are the specs' line counts")
    func specLineCounts() throws {
        let doc = try Self.read("docs/seeds.md")
        var rows = 0
        for line in doc.split(separator: "\n") where line.hasPrefix("| 00") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3, cells[1].hasPrefix("`specs/") else { continue }
            let path = String(cells[1].dropFirst().dropLast())
            let lines = try Self.read(path).split(separator: "\n", omittingEmptySubsequences: false).count - 1
            #expect(String(lines) == cells[2], "\(path) has \(lines) lines")
            rows += 1
        }
        #expect(rows == 5)
    }

    @Test("every YAML block is an excerpt of a spec in specs/")
    func yamlExcerpts() throws {
        let doc = try Self.read("docs/seeds.md")
        let specs = try ["timesync", "messages", "members", "employees", "users"].map { try Self.read("specs/\($0).yaml") }
        let excerpts = Self.blocks("yaml", in: doc)
        #expect(excerpts.count >= 5)
        for excerpt in excerpts {
            #expect(specs.contains { $0.contains(excerpt) }, "not in any seed spec:\n\(excerpt)")
        }
    }

    @Test("every Swift block is compiled code of SeedGlue.swift")
    func swiftBlocks() throws {
        let doc = try Self.read("docs/seeds.md")
        let glue = try Self.read("Tests/GeneratedAPITests/SeedGlue.swift")
        let blocks = Self.blocks("swift", in: doc)
        #expect(blocks.count == 2)
        for block in blocks {
            #expect(glue.contains(block), "not in SeedGlue.swift:\n\(block)")
        }
    }
}
