import EndpointImport
import EndpointSpec
import Foundation

/// The values of `generator import`.
package struct ImportOptions: Sendable, Equatable {
    package var document: String
    /// `--output <dir>`.
    package var output = "specs"
    /// `--api <Name>`.
    package var apiName: String?
    /// `--split-by tag`.
    package var splitByTag = false

    init(_ command: ParsedCommand) throws(UsageError) {
        document = command.positionals.first ?? ""
        output = command.value(of: GeneratorTool.importOutput) ?? "specs"
        apiName = command.value(of: GeneratorTool.apiName)
        if let split = command.value(of: GeneratorTool.splitBy) {
            guard split == "tag" else {
                throw UsageError(message: "unknown --split-by '\(split)'; expected tag", usage: command.usage)
            }
            splitByTag = true
        }
    }
}

/// The values of `generator infer`.
package struct InferOptions: Sendable, Equatable {
    package var samples: [String]
    /// `--model <Name>`.
    package var modelName: String?
    /// `--api <Name>`.
    package var apiName: String?
    /// `--output <file>`; `nil` prints the spec.
    package var output: String?

    init(_ command: ParsedCommand) {
        samples = command.positionals
        modelName = command.value(of: GeneratorTool.modelName)
        apiName = command.value(of: GeneratorTool.apiName)
        output = command.value(of: GeneratorTool.inferOutput)
    }
}

/// `generator import` and `generator infer`: bringing an existing API in (docs/import.md).
struct ImportCommands {
    let directory: String
    let console: Console

    /// The first line of every spec file the importer writes; only such files are overwritten.
    static let importedMarker = "# Imported by endpoint-generator"

    /// The first line of every spec file `infer` writes; only such files are overwritten.
    static let inferredMarker = "# Inferred by endpoint-generator"

    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") || directory == "." ? path : directory + "/" + path
    }

    /// Imports the document, writes the spec files, and lints them; exit 1 on an error (nothing written).
    func importDocument(_ options: ImportOptions) -> Int32 {
        let importer = OpenAPIImporter(options: .init(apiName: options.apiName, splitByTag: options.splitByTag))
        let result = importer.importDocument(at: absolute(options.document))
        for diagnostic in result.diagnostics { console.error(diagnostic.description) }
        guard !result.diagnostics.contains(where: { $0.severity == .error }), !result.files.isEmpty else { return 1 }
        let outputDirectory = absolute(options.output)
        let documentPath = URL(fileURLWithPath: absolute(options.document)).standardizedFileURL.path
        for file in result.files {
            let path = outputDirectory + "/" + file.name
            if URL(fileURLWithPath: path).standardizedFileURL.path == documentPath {
                console.error("error: '\(path)' is the document being imported; choose another --output")
                return 1
            }
            if let existing = FileManager.default.contents(atPath: path),
                !String(decoding: existing, as: UTF8.self).hasPrefix(Self.importedMarker) {
                console.error("error: '\(path)' exists and was not written by 'generator import'; it is left alone")
                return 1
            }
        }
        do {
            try FileManager.default.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
            for file in result.files {
                try Data(file.text.utf8).write(to: URL(fileURLWithPath: outputDirectory + "/" + file.name), options: .atomic)
            }
        } catch {
            console.error("error: cannot write into '\(outputDirectory)': \(error.localizedDescription)")
            return 1
        }
        // The importer's promise: what it writes lints clean.
        let written = result.files.map { outputDirectory + "/" + $0.name }
        var lint = DiagnosticCollector()
        _ = SpecLoader.load(paths: written, diagnostics: &lint)
        for diagnostic in lint.sorted where diagnostic.severity == .error { console.error(diagnostic.description) }
        let names = result.files.map(\.name).joined(separator: ", ")
        console.out("\(options.output): wrote \(names); \(result.warningCount) warnings")
        return lint.hasErrors ? 1 : 0
    }

    /// Infers a model from the samples and prints or writes the spec.
    func infer(_ options: InferOptions) -> Int32 {
        var samples: [SampleInference.Sample] = []
        for path in options.samples {
            guard let data = FileManager.default.contents(atPath: absolute(path)) else {
                console.error("error: cannot read sample '\(path)'")
                return 1
            }
            samples.append(SampleInference.Sample(path: path, bytes: [UInt8](data)))
        }
        let stem = ((options.samples.first ?? "Model") as NSString).lastPathComponent
        let result = SampleInference.inferSpec(
            samples, modelName: options.modelName ?? (stem as NSString).deletingPathExtension,
            apiName: options.apiName ?? "Samples")
        for diagnostic in result.diagnostics { console.error(diagnostic.description) }
        guard let text = result.text else { return 1 }
        guard let output = options.output else {
            console.out(text)
            return 0
        }
        // Like import, infer never replaces what it did not write: a hand-written spec, a Swift file, or a sample.
        let outputPath = URL(fileURLWithPath: absolute(output)).standardizedFileURL.path
        if options.samples.contains(where: { URL(fileURLWithPath: absolute($0)).standardizedFileURL.path == outputPath }) {
            console.error("error: '\(output)' is one of the samples; choose another --output")
            return 1
        }
        if let existing = FileManager.default.contents(atPath: outputPath),
            !String(decoding: existing, as: UTF8.self).hasPrefix(Self.inferredMarker) {
            console.error("error: '\(output)' exists and was not written by 'generator infer'; it is left alone")
            return 1
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: outputPath), options: .atomic)
        } catch {
            console.error("error: cannot write '\(output)': \(error.localizedDescription)")
            return 1
        }
        return 0
    }
}
