import Foundation
import Testing

/// `generator import --references-root <dir>`: the directory the files a document's `$ref`s name may lie in, by
/// default the document's own (docs/import.md, "References").
@Suite struct ImportReferencesRootTests {
    static let document = """
        openapi: 3.0.3
        info: {title: Orders, version: '1'}
        paths:
          /orders:
            get:
              operationId: listOrders
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema: {$ref: "../../shared/common.yaml#/components/schemas/Order"}

        """

    @Test("A file above the document is refused by default and followed under a wider --references-root")
    func referencesRoot() throws {
        let directory = try TemporaryDirectory()
        try directory.write("services/orders/openapi.yaml", Self.document)
        try directory.write("shared/common.yaml", "components:\n  schemas:\n    Order: {type: object, properties: {id: {type: integer}}}\n")

        let refused = GeneratorToolTests.run(["import", "services/orders/openapi.yaml"], in: directory)
        #expect(refused.status == 1)
        #expect(refused.err.contains("error: #/paths/~1orders/get/responses/200/content/application~1json/schema/$ref: cannot follow"),
                "\(refused.err)")
        #expect(refused.err.contains("or pass --references-root with a directory holding them all"), "\(refused.err)")
        #expect(directory.read("specs/orders.yaml") == nil)

        let followed = GeneratorToolTests.run(["import", "services/orders/openapi.yaml", "--references-root", "."], in: directory)
        #expect(followed.status == 0, "\(followed.err)")
        #expect(directory.read("specs/orders.yaml")?.contains("  Order:\n") == true, "\(directory.read("specs/orders.yaml") ?? "")")

        let missing = GeneratorToolTests.run(
            ["import", "services/orders/openapi.yaml", "--references-root", "nowhere", "--output", "other"], in: directory)
        #expect(missing.status == 1)
        #expect(missing.err == "error: --references-root 'nowhere' is not a directory\n")
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("other").path))
    }
}
