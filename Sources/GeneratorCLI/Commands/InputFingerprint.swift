import EndpointCodegen
import EndpointSpec
import Foundation

/// What a spec's generated files were made from, kept on the second line of each of them, so that a run whose
/// inputs have not changed can see that from the files themselves, without loading any spec, and do no work
/// (docs/performance.md, "No-op runs").
///
/// The line names the spec file and the specs it `uses` (relative to its directory, as written in `uses`), a
/// 64-bit FNV-1a digest of everything that shapes the files, and one of the file's own text (every line but this
/// one), so that a file edited by hand is told from one the generator wrote:
///
/// ```swift
/// // Inputs: github.yaml; fingerprint 5c1f9e0a7d3b2e41 (spec bytes, options, templates, generator 0.1.0); contents 93a0….
/// // Inputs: orders.yaml, common.yaml; fingerprint 0e4d… (spec bytes, options, templates, generator 0.1.0); contents 1f2e….
/// ```
///
/// The digest covers the generator's version, every ``GeneratorOptions`` value (access level, view-model style,
/// outputs, endpoint selections, file-name pattern: so a changed config file or command-line option counts),
/// the text of every template in effect (built-in or overriding), and the bytes of the spec, of each used
/// spec and of each example file the spec reads (listed after `; examples `) with their line breaks normalized (CR LF and a lone CR count as LF, as the YAML loader reads them:
/// `YAMLTextEncoding.normalizingLineBreaks(_:)`), so a CRLF checkout of unchanged specs is not stale. FNV-1a detects changes; it is not a cryptographic hash and is not meant to resist deliberate collisions.
///
/// When the run that wrote the files warned about the spec (or about the run as a whole), the line says so, and a
/// later run is never a no-op for it: it loads the spec again and shows the warnings again, as the compiler would
/// for a file with warnings:
///
/// ```swift
/// // Inputs: orders.yaml; fingerprint 0e4d… (spec bytes, options, templates, generator 0.1.0); contents 1f2e…; with warnings.
/// ```
package struct InputFingerprint: Sendable, Equatable {
    /// The line's fixed start, after the comment slashes.
    static let prefix = "// Inputs: "

    /// The spec file's name (the last path component).
    package var specName: String
    /// The `uses` entries whose bytes were included, as written in the spec.
    package var usedSpecs: [String]
    /// The example files whose bytes were included, as written in the spec (relative to its directory), after
    /// `; examples ` on the line; none for most specs, whose line then reads as before.
    package var exampleFiles: [String] = []
    /// The digest, 16 lowercase hex digits.
    package var digest: String
    /// Whether the run that wrote the files warned about the spec, one it uses or the run as a whole; such files
    /// are never trusted by a no-op run, so the warnings are shown by every run until they are fixed.
    package var hasWarnings = false
    /// The digest of the file's text without this line (``contentsDigest(of:)``), 16 lowercase hex digits, as
    /// written into one file; `nil` in a fingerprint of inputs only (not yet written into a file).
    package var contents: String?

    /// What ends the line of files written with warnings.
    static let warningsSuffix = "; with warnings."
    /// What introduces the example files, when the spec reads any.
    static let examplesMarker = "; examples "
    /// What introduces the digest of the file's own text.
    static let contentsMarker = "; contents "

    /// The header line (without a line break).
    package var line: String {
        Self.prefix + ([specName] + usedSpecs).joined(separator: ", ")
            + (exampleFiles.isEmpty ? "" : Self.examplesMarker + exampleFiles.joined(separator: ", "))
            + "; fingerprint \(digest) (spec bytes, options, templates, generator \(GeneratorTool.version))"
            + (contents.map { Self.contentsMarker + $0 } ?? "")
            + (hasWarnings ? Self.warningsSuffix : ".")
    }

    /// Whether `other` records the same inputs (spec, used specs, digest and warnings), whatever file it is in.
    package func hasSameInputs(as other: InputFingerprint) -> Bool {
        specName == other.specName && usedSpecs == other.usedSpecs && exampleFiles == other.exampleFiles
            && digest == other.digest
            && hasWarnings == other.hasWarnings
    }

    /// Reads the line back; `nil` when `line` is not one.
    package init?(line: Substring) {
        guard line.hasPrefix(Self.prefix), let semicolon = line.firstIndex(of: ";") else { return nil }
        let files = line[line.index(line.startIndex, offsetBy: Self.prefix.count)..<semicolon]
            .components(separatedBy: ", ")
        var rest = line[line.index(after: semicolon)...]
        var examples: [String] = []
        if line[semicolon...].hasPrefix(Self.examplesMarker) {
            let listStart = line.index(semicolon, offsetBy: Self.examplesMarker.count)
            guard let end = line[listStart...].firstIndex(of: ";") else { return nil }
            examples = line[listStart..<end].components(separatedBy: ", ")
            rest = line[line.index(after: end)...]
        }
        let marker = " fingerprint "
        guard let first = files.first, !first.isEmpty, rest.hasPrefix(marker) else { return nil }
        let digest = rest.dropFirst(marker.count).prefix(16)
        guard digest.count == 16, digest.allSatisfy(\.isHexDigit) else { return nil }
        self.specName = first
        self.usedSpecs = Array(files.dropFirst())
        self.exampleFiles = examples
        self.digest = String(digest)
        self.hasWarnings = line.hasSuffix(Self.warningsSuffix)
        if let marker = rest.range(of: Self.contentsMarker) {
            let contents = rest[marker.upperBound...].prefix(16)
            guard contents.count == 16, contents.allSatisfy(\.isHexDigit) else { return nil }
            self.contents = String(contents)
        }
    }

    /// The fingerprint of one spec's inputs.
    /// - Parameters:
    ///   - specPath: The spec file; its bytes are read, CR LF and lone CR hashed as LF.
    ///   - usedSpecs: Its `uses` entries, resolved against its directory and read the same way.
    ///   - common: ``commonInputs(options:templates:)`` of the run.
    /// - Returns: `nil` when a file cannot be read.
    ///   - exampleFiles: Its example files (``EndpointSpec/APIDefinition/exampleFiles``), read the same way.
    package init?(specPath: String, usedSpecs: [String], exampleFiles: [String] = [], common: [UInt8]) {
        var hasher = FNV1a64()
        hasher.combine(common)
        guard case .success(let spec) = FileContents.read(specPath) else { return nil }
        hasher.combine(field: "spec", YAMLTextEncoding.normalizingLineBreaks(spec))
        for entry in usedSpecs {
            guard case .success(let used) = FileContents.read(SpecLoader.usedSpecKey(entry, from: specPath)) else {
                return nil
            }
            hasher.combine(field: "uses " + entry, YAMLTextEncoding.normalizingLineBreaks(used))
        }
        for entry in exampleFiles {
            guard case .success(let example) = FileContents.read(SpecLoader.usedSpecKey(entry, from: specPath)) else {
                return nil
            }
            hasher.combine(field: "example " + entry, YAMLTextEncoding.normalizingLineBreaks(example))
        }
        self.specName = specPath.split(separator: "/").last.map(String.init) ?? specPath
        self.usedSpecs = usedSpecs
        self.exampleFiles = exampleFiles
        self.digest = hasher.hex
    }

    /// What every spec of a run shares: the generator version, the options and the templates, as bytes to hash.
    package static func commonInputs(options: GeneratorOptions, templates: TemplateSet) -> [UInt8] {
        var text = "endpoint-generator \(GeneratorTool.version)\n"
        for child in Mirror(reflecting: options).children {
            text += "option \(child.label ?? "?") = \(canonical(child.value))\n"
        }
        var bytes = Array(text.utf8)
        for name in templates.sources.keys.sorted() {
            let template = Array((templates.sources[name]?.text ?? "").utf8)
            bytes += Array("template \(name) \(template.count)\n".utf8) + template
        }
        return bytes
    }

    /// An option's value as text that does not depend on hashing order (sets are sorted).
    private static func canonical(_ value: Any) -> String {
        if String(describing: type(of: value)).hasPrefix("Set<"), let elements = value as? any Sequence {
            return "[" + elements.map { String(describing: $0) }.sorted().joined(separator: ", ") + "]"
        }
        return String(describing: value)
    }

    /// The fingerprint recorded on the second line of generated file text, if it has one.
    package static func recorded(in text: some StringProtocol) -> InputFingerprint? {
        let lines = text.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
        guard lines.count >= 2 else { return nil }
        return InputFingerprint(line: Substring(lines[1]))
    }

    /// `contents` with this fingerprint's line, carrying the digest of `contents`, inserted after its first line
    /// (the ownership line).
    package func inserted(into contents: String) -> String {
        var written = self
        written.contents = Self.contentsDigest(of: Array(contents.utf8))
        guard let newline = contents.firstIndex(of: "\n") else { return contents + "\n" + written.line + "\n" }
        let afterFirst = contents.index(after: newline)
        return String(contents[..<afterFirst]) + written.line + "\n" + String(contents[afterFirst...])
    }

    /// Whether `file`, the bytes of a generated file, is as the generator wrote it: its second line records the
    /// digest of every other line, and they still have it. A file without that digest (written by an earlier
    /// version) is not.
    package static func isUnedited(_ file: [UInt8]) -> Bool {
        guard let first = file.firstIndex(of: UInt8(ascii: "\n")),
              let second = file[(first + 1)...].firstIndex(of: UInt8(ascii: "\n")),
              let recorded = InputFingerprint(line: Substring(decoding: file[(first + 1)..<second], as: UTF8.self)),
              let contents = recorded.contents
        else { return false }
        var hasher = FNV1a64()
        hasher.combine(file[...first])
        hasher.combine(file[(second + 1)...])
        return hasher.hex == contents
    }

    /// The digest of a generated file's text without its fingerprint line: 64-bit FNV-1a of its bytes.
    package static func contentsDigest(of text: [UInt8]) -> String {
        var hasher = FNV1a64()
        hasher.combine(text[...])
        return hasher.hex
    }
}

/// 64-bit FNV-1a (Fowler–Noll–Vo), over bytes in order; fields are length-prefixed so that moving bytes from one
/// field to the next changes the digest.
struct FNV1a64 {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func combine(_ bytes: [UInt8]) {
        combine(bytes[...])
    }

    mutating func combine(_ bytes: ArraySlice<UInt8>) {
        var value = self.value
        bytes.withUnsafeBufferPointer { buffer in
            for byte in buffer {
                value ^= UInt64(byte)
                value &*= 0x0000_0100_0000_01b3
            }
        }
        self.value = value
    }

    mutating func combine(field name: String, _ bytes: [UInt8]) {
        combine(Array("\(name) \(bytes.count)\n".utf8))
        combine(bytes)
    }

    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
