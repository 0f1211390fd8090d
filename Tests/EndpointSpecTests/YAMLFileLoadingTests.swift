@testable import EndpointSpec
import Foundation
import TestSupport
import Testing

@Suite("YAML loader: reading spec files")
struct YAMLFileLoadingTests {
    /// A fresh directory for one test.
    private func makeDirectory() throws -> String {
        try ScratchDirectory.makePath("YAMLFileLoadingTests")
    }

    @Test("A spec file on disk loads with its path in every location")
    func loadsFile() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/api.yaml"
        try Data("api: Sample\nbase_url: https://x\n".utf8).write(to: URL(fileURLWithPath: path))
        let result = yamlLoad(file: path)
        #expect(result.diagnostics.isEmpty)
        #expect(result.root?["base_url"]?.location == SourceLocation(file: path, line: 2, column: 11))
    }

    @Test("Diagnostics from a file on disk name the file")
    func diagnosticsNameFile() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/empty.yaml"
        try Data().write(to: URL(fileURLWithPath: path))
        #expect(yamlLoad(file: path).diagnostics.map(\.description) == ["\(path):1:1: error: spec file is empty"])
    }

    @Test("A missing file is an error naming the path")
    func missingFile() {
        let result = yamlLoad(file: "/nonexistent-dir/specs/api.yaml")
        #expect(result.root == nil)
        #expect(result.diagnostics.map(\.description) == [
            "error: cannot read spec file '/nonexistent-dir/specs/api.yaml': no such file",
        ])
    }

    @Test("A directory given as a spec file is an error naming the path")
    func directoryAsFile() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = yamlLoad(file: directory)
        #expect(result.root == nil)
        #expect(result.diagnostics.map(\.description) == [
            "error: cannot read spec file '\(directory)': it is a directory",
        ])
    }
}
