/// Gives the imports of a generated file of `public` or `package` declarations the access level their use needs
/// (SE-0409, "Access-level modifiers on import declarations").
///
/// With the upcoming feature `InternalImportsByDefault` (the default of a future language mode), a plain `import`
/// is `internal`, and a `public` declaration may not name a type of a module imported that way: `public let at:
/// Date` needs `public import Foundation`. Marking every import `public` is no answer either: the compiler warns
/// about a `public import` that no public declaration uses ("public import of 'Foundation' was not used in public
/// declarations or inlinable code"), an error under `-warnings-as-errors`, and a models file of strings and
/// integers names no Foundation type. So after rendering, each plain import of the runtime, Foundation,
/// Observation or Combine becomes `public import` exactly when a public declaration of the file names the module in
/// its signature (the text before its body: attributes such as `@Observable`, conformances, property and parameter
/// types, default arguments).
///
/// `package import` is written only under `#if hasFeature(InternalImportsByDefault)`: without the feature a plain
/// `import` elsewhere in the module is implicitly `public`, and the compiler refuses the pair ("ambiguous implicit
/// access level for import of 'Foundation'; it is imported as 'package' elsewhere"). `public import` beside an
/// implicitly public one is accepted, so it needs no condition.
///
/// Conditional compilation is respected: an import inside `#if DEBUG` counts only the declarations inside that
/// block, and an import outside any block counts only declarations outside every block, so a use that a build
/// configuration removes never makes an import `public` that the configuration leaves unused. A block of imports
/// only (`#if canImport(FoundationEssentials)` / `import FoundationEssentials` / `#else` / `import Foundation`)
/// counts the declarations around it; `FoundationEssentials` counts as used wherever Foundation is.
struct ImportAccess {
    /// The modules whose plain imports are given an access level.
    static let modules = ["EndpointRuntime", "Foundation", "FoundationEssentials", "Observation", "Combine"]

    /// Foundation types a template may write bare in a declaration, besides those of ``TypeNamer/moduleOfName``:
    /// the value and reference types an API layer's signatures use. A type outside the list is seen when written
    /// `Foundation.Locale` (docs/templates.md, `access`).
    static let foundationTypeNames: Set<String> = [
        "AttributedString", "Bundle", "Calendar", "CharacterSet", "CocoaError", "Data", "Date", "DateComponents",
        "DateFormatter", "DateInterval", "Decimal", "FileManager", "HTTPURLResponse", "ISO8601DateFormatter",
        "IndexPath", "IndexSet", "JSONDecoder", "JSONEncoder", "Locale", "Measurement", "NSError", "NSNumber",
        "Notification", "NotificationCenter", "NumberFormatter", "PersonNameComponents", "ProcessInfo", "Progress",
        "TimeInterval", "TimeZone", "URL", "URLComponents", "URLError", "URLQueryItem", "URLRequest", "URLResponse",
        "URLSession", "UUID", "UserDefaults",
    ]

    /// `public` or `package`.
    let level: String
    /// The module of each type name that generated code may write bare (``TypeNamer/moduleOfName``, Swift's own
    /// left out, and ``foundationTypeNames``), without the names a generated type shadows: a model named `Date` is
    /// written `Date`, and Foundation's then `Foundation.Date`.
    let bareNames: [String: String]

    init(level: String, namer: TypeNamer) {
        self.level = level
        var names = TypeNamer.moduleOfName.filter { Self.modules.contains($0.value) }
        for name in Self.foundationTypeNames { names[name] = "Foundation" }
        bareNames = names.filter { !namer.declaredNames.contains($0.key) }
    }

    /// `text` with its plain imports of ``modules`` marked as their use needs; unchanged when none needs it.
    ///
    /// Works on the text's UTF-8 bytes (every byte it looks for is ASCII): it runs over every generated file of a
    /// `public` API, about 7 MB for the benchmark's N = 500, where walking `Character`s cost more than rendering.
    func apply(to text: String) -> String {
        let bytes = Array(text.utf8)
        let lines = Self.lines(of: bytes)
        var imports: [(line: Int, module: String)] = []
        for (index, line) in lines.enumerated() {
            let start = Self.indentEnd(bytes, line)
            guard Self.hasPrefix(bytes, start..<line.upperBound, "import ") else { continue }
            let name = String(decoding: bytes[(start + 7)..<line.upperBound], as: UTF8.self)
            if Self.modules.contains(name) { imports.append((index, name)) }
        }
        guard !imports.isEmpty else { return text }
        let (blocks, parents) = Self.conditionalBlocks(bytes, lines)
        // A block of imports only stands for the block around it.
        var holdsMore: Set<Int> = []
        for (index, line) in lines.enumerated() {
            let rest = Self.indentEnd(bytes, line)..<line.upperBound
            if !(rest.isEmpty || Self.hasPrefix(bytes, rest, "//") || Self.hasPrefix(bytes, rest, "#")
                 || Self.hasPrefix(bytes, rest, "import ")) {
                holdsMore.insert(blocks[index])
            }
        }
        func scope(of block: Int) -> Int {
            var block = block
            while block != 0, !holdsMore.contains(block), let parent = parents[block] { block = parent }
            return block
        }
        // The modules each conditional block's public signatures name, read until every import is known to be
        // used: the rest of the file cannot change the result (most files settle within their first declarations).
        var used: [Int: Set<String>] = [:]
        var unsettled = Set(imports.map { ScopedModule(block: scope(of: blocks[$0.line]), module: $0.module) })
        forEachPublicSignature(bytes, lines) { line, tokens in
            let named = modules(namedBy: tokens)
            used[blocks[line], default: []].formUnion(named)
            for module in named { unsettled.remove(ScopedModule(block: blocks[line], module: module)) }
            return !unsettled.isEmpty
        }
        var result = ""
        result.reserveCapacity(text.utf8.count + 64)
        var copied = 0
        for (line, module) in imports where used[scope(of: blocks[line])]?.contains(module) == true {
            let range = lines[line]
            let indent = String(decoding: bytes[range.lowerBound..<Self.indentEnd(bytes, range)], as: UTF8.self)
            result += String(decoding: bytes[copied..<range.lowerBound], as: UTF8.self)
            if level == "package" {
                result += ["#if hasFeature(InternalImportsByDefault)", "package import \(module)", "#else", "import \(module)", "#endif"]
                    .map { indent + $0 }.joined(separator: "\n")
            } else {
                result += indent + "\(level) import \(module)"
            }
            copied = range.upperBound
        }
        guard copied > 0 else { return text }
        result += String(decoding: bytes[copied...], as: UTF8.self)
        return result
    }

    // MARK: Lines and conditional blocks

    /// The byte range of each line, without its line feed.
    static func lines(of bytes: [UInt8]) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            lines.append(start..<index)
            start = index + 1
        }
        lines.append(start..<bytes.count)
        return lines
    }

    /// The index of the first byte of `line` that is not a space.
    static func indentEnd(_ bytes: [UInt8], _ line: Range<Int>) -> Int {
        var index = line.lowerBound
        while index < line.upperBound, bytes[index] == UInt8(ascii: " ") { index += 1 }
        return index
    }

    /// Whether the bytes of `range` start with the ASCII text `prefix`.
    static func hasPrefix(_ bytes: [UInt8], _ range: Range<Int>, _ prefix: StaticString) -> Bool {
        guard range.count >= prefix.utf8CodeUnitCount else { return false }
        return prefix.withUTF8Buffer { buffer in
            buffer.indices.allSatisfy { bytes[range.lowerBound + $0] == buffer[$0] }
        }
    }

    /// For each line, the conditional compilation block it is in: 0 outside every `#if`, else a number of its own
    /// for each `#if`, `#elseif` and `#else` branch (the directive lines belong to the enclosing block); and the
    /// block each block is in.
    static func conditionalBlocks(_ bytes: [UInt8], _ lines: [Range<Int>]) -> (blocks: [Int], parents: [Int: Int]) {
        var stack: [Int] = [0]
        var next = 1
        var parents: [Int: Int] = [:]
        var result: [Int] = []
        result.reserveCapacity(lines.count)
        for line in lines {
            let rest = indentEnd(bytes, line)..<line.upperBound
            let opens = hasPrefix(bytes, rest, "#if ")
            let switches = hasPrefix(bytes, rest, "#elseif ") || hasPrefix(bytes, rest, "#else")
                && (rest.count == 5 || bytes[rest.lowerBound + 5] == UInt8(ascii: " "))
            if (switches || hasPrefix(bytes, rest, "#endif")) && stack.count > 1 { stack.removeLast() }
            result.append(stack[stack.count - 1])
            if opens || switches {
                parents[next] = stack[stack.count - 1]
                stack.append(next)
                next += 1
            }
        }
        return (result, parents)
    }

    // MARK: Signatures

    /// A word of a signature, with what is around it.
    struct Token {
        /// The identifier, or empty for the `:` of an inheritance clause or a parameter.
        var word: String
        var isColon: Bool { word.isEmpty }
        /// Whether the word comes right after a `.`: a member (`.idle`, the `Data` of `Foundation.Data`).
        var afterDot = false
        /// Whether the word comes right after an `@`: an attribute's name (`@Observable`).
        var afterAt = false
        /// Whether a `.` follows the word: a qualifier (the `Foundation` of `Foundation.Data`).
        var beforeDot = false
    }

    /// The signature of each declaration a module importing this one sees: a declaration with the access level, or
    /// an extension (whose extended type and conformances are public when its members are), with the attribute
    /// lines above it, as tokens. A signature runs to the `{` that opens its body, or to the end of the line where
    /// its parentheses close (a stored property, a requirement). `body` gets the declaration's own first line and
    /// the tokens, in the order of the text, until it returns `false`.
    func forEachPublicSignature(_ bytes: [UInt8], _ lines: [Range<Int>], _ body: (_ line: Int, _ tokens: [Token]) -> Bool) {
        var attributes: [Token] = []
        var index = 0
        while index < lines.count {
            let trimmed = Self.indentEnd(bytes, lines[index])..<lines[index].upperBound
            let rest = Self.droppingAttributes(bytes, trimmed)
            if rest.isEmpty, !trimmed.isEmpty, bytes[trimmed.lowerBound] == UInt8(ascii: "@") {
                Self.tokens(bytes, trimmed, into: &attributes)
                index += 1
                continue
            }
            guard isDeclarationStart(bytes, rest) else {
                attributes = []
                index += 1
                continue
            }
            var tokens = attributes
            attributes = []
            var depth = 0
            let start = index
            scan: while index < lines.count {
                var end = lines[index].upperBound
                var opensBody = false
                for position in lines[index] {
                    switch bytes[position] {
                    case UInt8(ascii: "{"): end = position; opensBody = true
                    case UInt8(ascii: "("): depth += 1
                    case UInt8(ascii: ")"): depth -= 1
                    default: break
                    }
                    if opensBody { break }
                }
                Self.tokens(bytes, lines[index].lowerBound..<end, into: &tokens)
                if opensBody { break scan }
                index += 1
                if depth <= 0 { break }
            }
            guard body(start, level == "package" ? Self.packageUse(of: tokens) : tokens) else { return }
            index = max(index, start + 1)
        }
    }

    /// A module imported in a conditional block (0: outside every block).
    private struct ScopedModule: Hashable {
        var block: Int
        var module: String
    }

    /// The identifiers and colons of `range`, appended to `tokens`. Bytes above ASCII count as identifier bytes.
    static func tokens(_ bytes: [UInt8], _ range: Range<Int>, into tokens: inout [Token]) {
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if isIdentifierByte(byte) {
                let start = index
                while index < range.upperBound, isIdentifierByte(bytes[index]) { index += 1 }
                // Type and module names start with a capital; of the other words only the declaration keywords
                // `packageUse(of:)` looks for are kept (skipping the rest saves a string per property name).
                if byte >= UInt8(ascii: "a"), byte <= UInt8(ascii: "z"), !declarationKeywordLengths.contains(index - start) {
                    continue
                }
                let before = start > range.lowerBound ? bytes[start - 1] : UInt8(ascii: " ")
                tokens.append(Token(
                    word: String(decoding: bytes[start..<index], as: UTF8.self),
                    afterDot: before == UInt8(ascii: "."), afterAt: before == UInt8(ascii: "@"),
                    beforeDot: index < range.upperBound && bytes[index] == UInt8(ascii: ".")))
                continue
            }
            if byte == UInt8(ascii: ":") { tokens.append(Token(word: "")) }
            index += 1
        }
    }

    /// The keywords ``packageUse(of:)`` tells declarations by, and their lengths in bytes.
    static let declarationKeywords: Set<String> = ["struct", "enum", "class", "actor", "extension", "protocol"]
    private static let declarationKeywordLengths = Set(declarationKeywords.map(\.utf8.count))

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// What of a `package` declaration's signature names a module in a way the compiler counts: a concrete type's
    /// or an extension's conformances are not checked against `package` imports, nor are the attributes whose macros
    /// add them (`@Observable`), so a `package import` that only they use is "not used in package declarations";
    /// a protocol's refinements are checked (`package protocol Request: Endpoint` needs the runtime). Property
    /// wrappers are types the declaration uses (`@Published`: its projected value has the property's access).
    static func packageUse(of tokens: [Token]) -> [Token] {
        let kept = tokens.filter { !($0.afterAt && macroAttributes.contains($0.word)) }
        guard let keyword = kept.first(where: { declarationKeywords.contains($0.word) }),
              keyword.word != "protocol" else { return kept }
        return Array(kept.prefix { !$0.isColon })
    }

    /// Attributes of generated code that are macros: what they add to a `package` declaration is a conformance or
    /// members the compiler does not count as uses of their module.
    static let macroAttributes: Set<String> = ["Observable", "ObservationIgnored"]

    /// The start of `range` after its leading attributes (`@available(iOS 17.0, *)`, `@MainActor`,
    /// `@discardableResult`).
    static func droppingAttributes(_ bytes: [UInt8], _ range: Range<Int>) -> Range<Int> {
        var index = range.lowerBound
        while index < range.upperBound, bytes[index] == UInt8(ascii: "@") {
            index += 1
            while index < range.upperBound, isIdentifierByte(bytes[index]) { index += 1 }
            if index < range.upperBound, bytes[index] == UInt8(ascii: "(") {
                while index < range.upperBound, bytes[index] != UInt8(ascii: ")") { index += 1 }
                if index < range.upperBound { index += 1 }
            }
            while index < range.upperBound, bytes[index] == UInt8(ascii: " ") { index += 1 }
        }
        return index..<range.upperBound
    }

    /// Whether a line, after its attributes, starts a declaration of this level or an extension (`nonisolated` and
    /// `final` allowed before either).
    private func isDeclarationStart(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        var start = range.lowerBound
        if Self.hasPrefix(bytes, start..<range.upperBound, "nonisolated ") { start += 12 }
        if Self.hasPrefix(bytes, start..<range.upperBound, "final ") { start += 6 }
        let rest = start..<range.upperBound
        let levelPrefix = level + " "
        return Self.hasPrefix(bytes, rest, "extension ")
            || (rest.count >= levelPrefix.utf8.count && zip(bytes[rest], levelPrefix.utf8).allSatisfy { $0 == $1 })
    }

    /// The modules of ``modules`` a signature names: qualified (`EndpointRuntime.APIError`, `Foundation.Data`) or
    /// by a name of ``bareNames`` not after a `.` (`Date`, `@Observable`, `ObservableObject`). Foundation and
    /// FoundationEssentials go together: the essentials' types are Foundation's.
    func modules(namedBy tokens: [Token]) -> Set<String> {
        var found: Set<String> = []
        for token in tokens where !token.isColon {
            if token.beforeDot, Self.modules.contains(token.word) {
                found.insert(token.word)
            } else if !token.afterDot, let module = bareNames[token.word] {
                found.insert(module)
            }
        }
        if found.contains("Foundation") || found.contains("FoundationEssentials") {
            found.formUnion(["Foundation", "FoundationEssentials"])
        }
        // The runtime's alias of Observation's `Observable`, which the observation style conforms through: a file
        // that also imports Observation itself (a layout or style override of the user's) must import it publicly,
        // or the compiler refuses the public conformance under `InternalImportsByDefault`.
        if tokens.contains(where: { $0.word == "ObservableViewModel" }) { found.insert("Observation") }
        return found
    }
}
