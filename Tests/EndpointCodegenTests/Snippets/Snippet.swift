import EndpointCodegen
import EndpointSpec
import Testing

/// Snippet tests: generate from a few lines of YAML, in process and without a compiler, and compare the exact Swift
/// of one declaration. One file per feature; each states the smallest spec that shows the feature.
enum Snippet {
    /// A problem with the snippet itself (the spec does not load, the declaration is not in the output).
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The generated files of `yaml` by name (`DemoModels.swift`…). `api: Demo` is added when the text has no
    /// `api:`, and a `ping` endpoint when it has no `endpoints:`.
    static func files(
        _ yaml: String, options: GeneratorOptions = GeneratorOptions(), templates: TemplateSet = .defaults
    ) throws -> [String: String] {
        var text = yaml.hasSuffix("\n") ? yaml : yaml + "\n"
        if !text.hasPrefix("api:") && !text.contains("\napi:") { text = "api: Demo\n" + text }
        if !text.contains("endpoints:") { text += "endpoints:\n  ping: {method: GET, path: /ping}\n" }
        var diagnostics = DiagnosticCollector()
        let api = SpecLoader.load(text: Array(text.utf8), path: "snippet.yaml", diagnostics: &diagnostics)
        let files = api.map { CodeGenerator(options: options, templates: templates).generate([$0], diagnostics: &diagnostics) } ?? []
        guard !diagnostics.hasErrors else {
            throw Failure(description: "the snippet spec has errors:\n" + diagnostics.map(\.description).joined(separator: "\n"))
        }
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
    }

    /// The Swift of the first declaration whose line contains `header` (`struct User:`, `enum Kind:`,
    /// `func getUser(`), in the file `Snippet<file>` (`Models.swift`, `Requests.swift`, `ViewModels.swift`):
    /// its doc comment, the line itself and, when the line opens a brace, everything up to the closing brace,
    /// without the declaration's own indentation.
    static func declaration(
        _ header: String, in file: String = "Models.swift", of yaml: String,
        options: GeneratorOptions = GeneratorOptions()
    ) throws -> String {
        let files = try files(yaml, options: options)
        guard let contents = files["Snippet" + file] else {
            throw Failure(description: "no generated file Snippet\(file); files: \(files.keys.sorted())")
        }
        let lines = contents.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.contains(header) && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("///") })
        else {
            throw Failure(description: "no line contains '\(header)' in \(file):\n\(contents)")
        }
        let indentation = lines[start].prefix { $0 == " " }.count
        var first = start
        while first > 0, lines[first - 1].trimmingCharacters(in: .whitespaces).hasPrefix("///") { first -= 1 }
        var last = start
        var depth = braceBalance(lines[start])
        while depth > 0, last + 1 < lines.count {
            last += 1
            depth += braceBalance(lines[last])
        }
        return lines[first...last].map { line in
            String(line.dropFirst(min(indentation, line.prefix { $0 == " " }.count)))
        }.joined(separator: "\n")
    }

    /// `{` minus `}` on a line, outside string literals.
    private static func braceBalance(_ line: String) -> Int {
        var balance = 0
        var inString = false
        var previous: Character = " "
        for character in line {
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString {
                if character == "{" { balance += 1 }
                if character == "}" { balance -= 1 }
            }
            previous = character
        }
        return balance
    }
}
