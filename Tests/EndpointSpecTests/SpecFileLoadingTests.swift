import EndpointSpec
import Foundation
import TestSupport
import Testing

@Suite("Loading spec files and directories")
struct SpecFileLoadingTests {
    /// A fresh, empty temporary directory.
    private func makeDirectory() throws -> String {
        try ScratchDirectory.makePath("spectests")
    }

    private func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test func twoSpecsWithOneAPINameAreReported() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let ping = "api: Shop\nendpoints:\n  ping: {method: GET, path: /ping}\n"
        try write(ping, to: directory + "/a.yaml")
        try write("# second\n" + ping, to: directory + "/b.yml")
        let result = loadSpecs(paths: [directory])
        #expect(result.diagnostics.sorted.map(\.description) == [
            "\(directory)/b.yml:2:6: error: api 'Shop' is declared by two specs; each spec needs its own api name\n"
                + "\(directory)/a.yaml:1:6: note: also declared here",
        ])
    }

    @Test func directoryWithoutSpecsIsReported() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write("not a spec", to: directory + "/README.md")
        let result = loadSpecs(paths: [directory])
        #expect(result.diagnostics.items.map(\.description)
            == ["error: no spec files (*.yaml, *.yml) in directory '\(directory)'"])
        #expect(result.apis.isEmpty)
    }

    @Test func specsOfADirectoryLoadSortedByPath() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write("api: Zeta\nendpoints:\n  ping: {method: GET, path: /ping}\n", to: directory + "/a.yaml")
        try write("api: Alpha\nendpoints:\n  ping: {method: GET, path: /ping}\n", to: directory + "/b.yaml")
        let result = loadSpecs(paths: [directory + "/b.yaml", directory])
        #expect(result.diagnostics.items.isEmpty)
        #expect(result.apis.map(\.name) == ["Zeta", "Alpha"])
        #expect(result.apis.map(\.fileStem) == ["a", "b"])
    }

    /// The command line reads a directory as the build plugins read a target's: subdirectories included (review:
    /// `specs/x/api.yaml` was skipped without a word).
    @Test func specsInSubdirectoriesAreLoadedAndHiddenFilesTheConfigAndLinkedDirectoriesAreNot() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fm = FileManager.default
        for sub in ["/billing/v2", "/.git", "/orders"] {
            try fm.createDirectory(atPath: directory + sub, withIntermediateDirectories: true)
        }
        try write("api: Top\nendpoints:\n  ping: {method: GET, path: /ping}\n", to: directory + "/top.yaml")
        try write("api: Billing\nendpoints:\n  ping: {method: GET, path: /ping}\n", to: directory + "/billing/v2/billing.yml")
        try write("api: Orders\nendpoints:\n  ping: {method: GET, path: /ping}\n", to: directory + "/orders/orders.yaml")
        try write("not: a spec\n", to: directory + "/.git/config.yaml")
        try write("not: a spec\n", to: directory + "/.hidden.yaml")
        try write("access: internal\n", to: directory + "/orders/generator.yaml")
        // A link back up would make a walk that follows links endless; a linked spec found under its own path too
        // is read once (review: "api 'Orders' is declared by two specs").
        try fm.createSymbolicLink(atPath: directory + "/orders/loop", withDestinationPath: directory)
        try fm.createSymbolicLink(atPath: directory + "/billing/a-orders.yaml", withDestinationPath: directory + "/orders/orders.yaml")

        #expect(SpecLoader.specFiles(in: directory) == [
            directory + "/billing/v2/billing.yml", directory + "/orders/orders.yaml", directory + "/top.yaml",
        ])
        #expect(SpecLoader.specFiles(in: directory + "/") == SpecLoader.specFiles(in: directory))
        let result = loadSpecs(paths: [directory])
        #expect(result.diagnostics.items.isEmpty)
        #expect(result.apis.map(\.name) == ["Billing", "Orders", "Top"])
    }

    @Test func twoSpecsWithOneFileNameInTwoSubdirectoriesAreReported() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (sub, api) in [("x", "Alpha"), ("y", "Beta")] {
            try FileManager.default.createDirectory(atPath: directory + "/" + sub, withIntermediateDirectories: true)
            try write("api: \(api)\nendpoints:\n  ping: {method: GET, path: /ping}\n", to: directory + "/\(sub)/api.yaml")
        }
        let result = loadSpecs(paths: [directory])
        #expect(result.diagnostics.sorted.map(\.description) == [
            "\(directory)/y/api.yaml:1:1: error: specs '\(directory)/x/api.yaml' and '\(directory)/y/api.yaml' have the same "
                + "file name, so their output files would collide",
        ])
    }

    @Test func emptyFileIsReported() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write("", to: directory + "/empty.yaml")
        let result = loadSpec(file: directory + "/empty.yaml")
        #expect(result.api == nil)
        #expect(result.diagnostics.map(\.description) == ["\(directory)/empty.yaml:1:1: error: spec file is empty"])
    }

    @Test func fileWithOnlyACommentIsReportedAsEmpty() {
        #expect(diagnostics("# nothing yet\n") == ["bad.yaml:1:1: error: spec file is empty"])
        #expect(diagnostics("") == ["bad.yaml:1:1: error: spec file is empty"])
    }

    @Test func missingFileIsReported() {
        let result = loadSpecs(paths: ["/nonexistent-spectests/missing.yaml"])
        #expect(result.diagnostics.items.map(\.description)
            == ["error: cannot read spec file '/nonexistent-spectests/missing.yaml': no such file"])
        #expect(result.apis.isEmpty)
    }

    @Test func everyRealSpecLoadsWithoutDiagnostics() throws {
        let root = try #require(PackagePaths.locatedRoot?.path, "no Package.swift above \(#filePath)")
        let specs = SpecLoader.specFiles(in: root + "/specs")
        try #require(!specs.isEmpty, "no specs in \(root)/specs")
        let result = loadSpecs(paths: specs)
        #expect(result.diagnostics.items.map(\.description) == [])
        #expect(result.apis.count == specs.count)
    }
}
