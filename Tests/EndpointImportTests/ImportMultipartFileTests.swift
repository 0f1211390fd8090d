import EndpointImport
import EndpointSpec
import Foundation
import TestSupport
import Testing

/// Review 24: multipart file parts were imported as `file` whether the body required them or not (a caller could
/// never leave an optional file out), an array of binary items as a string with the warning "structured type is sent
/// as a string", although the spec format has `"[file]"`, and a 3.1 `contentMediaType` part as a string without a
/// word. Now a part is a file when its schema says its content is bytes, `file?` / `"[file]?"` when not required.
@Suite("Import: multipart file parts")
struct ImportMultipartFileTests {
    static let document = """
        openapi: 3.1.0
        info: {title: Upload, version: "1"}
        components:
          schemas:
            Binary: {type: string, format: binary}
        paths:
          /upload:
            post:
              operationId: upload
              requestBody:
                content:
                  multipart/form-data:
                    schema:
                      type: object
                      required: [caption, cover, pages]
                      properties:
                        caption: {type: string}
                        cover: {type: string, format: binary}
                        avatar: {type: string, format: binary}
                        pages: {type: array, items: {type: string, format: binary}}
                        photos: {type: array, items: {$ref: "#/components/schemas/Binary"}}
                        scan: {type: string, contentMediaType: application/pdf}
                        encoded: {type: string, format: byte}
                        tags: {type: array, items: {type: string}}
              responses: {"204": {description: none}}
        """

    @Test("Files by format, contentMediaType and array items; optional unless required")
    func fileParts() throws {
        let run = try importText(Self.document)
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.result.diagnostics.map(\.description) == [])
        #expect(run.lintDiagnostics.map(\.description) == [])
        #expect(run.generateErrors == [])
        #expect(run.spec("upload.yaml").contains("""
                  fields:
                    caption: string
                    cover: file
                    avatar: "file?"
                    pages: "[file]"
                    photos: "[file]?"
                    scan: "file?"
                    encoded: "file?"
                    tags: "[string]?"

            """), "\(run.spec("upload.yaml"))")
    }
}
