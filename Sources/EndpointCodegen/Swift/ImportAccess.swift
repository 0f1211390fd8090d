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
    /// left out), without the names a generated type shadows: a model named `Date` is written `Date`, and
    /// Foundation's then `Foundation.Date`.
    let bareNames: [String: String]

    init(level: String, namer: TypeNamer) {
        self.level = level
        var names = TypeNamer.moduleOfName.filter { Self.modules.contains($0.value) }
        for name in Self.foundationTypeNames { names[name] = "Foundation" }
        bareNames = names.filter { !namer.declaredNames.contains($0.key) }
    }

    /// `text` with its plain imports of ``modules`` marked as their use needs; unchanged when none needs it.
    func apply(to text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var imports: [(line: Int, module: String)] = []
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("import ") else { continue }
            if let module = Self.modules.first(where: { trimmed == "import " + $0 }) { imports.append((index, module)) }
        }
        guard !imports.isEmpty else { return text }
        let (blocks, parents) = Self.conditionalBlocks(of: lines)
        // A block of imports only stands for the block around it.
        var holdsMore: Set<Int> = []
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " }
            if !(trimmed.isEmpty || trimmed.hasPrefix("//") || trimmed.hasPrefix("#") || trimmed.hasPrefix("import ")) {
                holdsMore.insert(blocks[index])
            }
        }
        func scope(of block: Int) -> Int {
            var block = block
            while block != 0, !holdsMore.contains(block), let parent = parents[block] { block = parent }
            return block
        }
        // The modules each conditional block's public signatures name.
        var used: [Int: Set<String>] = [:]
        for signature in publicSignatures(in: lines) {
            used[blocks[signature.line], default: []].formUnion(modules(namedIn: signature.text))
        }
        var result = lines.map(String.init)
        for (line, module) in imports.reversed() where used[scope(of: blocks[line])]?.contains(module) == true {
            let indent = String(lines[line].prefix { $0 == " " })
            if level == "package" {
                result.replaceSubrange(line...line, with: [
                    "#if hasFeature(InternalImportsByDefault)", "package import \(module)", "#else", "import \(module)", "#endif",
                ].map { indent + $0 })
            } else {
                result[line] = indent + "\(level) import \(module)"
            }
        }
        return result.joined(separator: "\n")
    }

    /// For each line, the conditional compilation block it is in: 0 outside every `#if`, else a number of its own
    /// for each `#if`, `#elseif` and `#else` branch (the directive lines belong to the enclosing block); and the
    /// block each block is in.
    static func conditionalBlocks(of lines: [Substring]) -> (blocks: [Int], parents: [Int: Int]) {
        var stack: [Int] = [0]
        var next = 1
        var parents: [Int: Int] = [:]
        var result: [Int] = []
        result.reserveCapacity(lines.count)
        for line in lines {
            let trimmed = line.drop { $0 == " " }
            let opens = trimmed.hasPrefix("#if ")
            let switches = trimmed.hasPrefix("#elseif ") || trimmed == "#else" || trimmed.hasPrefix("#else ")
            if (switches || trimmed.hasPrefix("#endif")) && stack.count > 1 { stack.removeLast() }
            result.append(stack[stack.count - 1])
            if opens || switches {
                parents[next] = stack[stack.count - 1]
                stack.append(next)
                next += 1
            }
        }
        return (result, parents)
    }

    /// The signature of each declaration a module importing this one sees: a declaration with the access level, or
    /// an extension (whose extended type and conformances are public when its members are), with the attribute
    /// lines above it. A signature runs to the `{` that opens its body, or to the end of the line where its
    /// parentheses close (a stored property, a requirement). `line` is the declaration's own first line.
    func publicSignatures(in lines: [Substring]) -> [(line: Int, text: String)] {
        var signatures: [(line: Int, text: String)] = []
        var attributes = ""
        var index = 0
        while index < lines.count {
            let trimmed = lines[index].drop { $0 == " " }
            let rest = Self.droppingAttributes(trimmed)
            if rest.isEmpty && trimmed.hasPrefix("@") {
                attributes += trimmed + " "
                index += 1
                continue
            }
            guard isDeclarationStart(rest) else {
                attributes = ""
                index += 1
                continue
            }
            var text = attributes
            attributes = ""
            var depth = 0
            let start = index
            scan: while index < lines.count {
                for character in lines[index] {
                    if character == "{" { break scan }
                    if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
                    text.append(character)
                }
                text.append(" ")
                index += 1
                if depth <= 0 { break }
            }
            signatures.append((start, level == "package" ? Self.packageUse(of: text) : text))
            index = max(index, start + 1)
        }
        return signatures
    }

    /// What of a `package` declaration's signature names a module in a way the compiler counts: a concrete type's
    /// or an extension's conformances are not checked against `package` imports, nor are the attributes whose macros
    /// add them (`@Observable`), so a `package import` that only they use is "not used in package declarations";
    /// a protocol's refinements are checked (`package protocol Request: Endpoint` needs the runtime).
    static func packageUse(of text: String) -> String {
        // Property wrappers are types the declaration uses (`@Published`: its projected value has the property's
        // access); macros are not.
        let words = text.split(separator: " ").filter { !macroAttributes.contains(String($0)) }
        let kept = words.joined(separator: " ")
        guard let keyword = words.first(where: { ["struct", "enum", "class", "actor", "extension", "protocol"].contains($0) }),
              keyword != "protocol" else { return kept }
        return String(kept.prefix { $0 != ":" })
    }

    /// Attributes of generated code that are macros: what they add to a `package` declaration is a conformance or
    /// members the compiler does not count as uses of their module.
    static let macroAttributes: Set<String> = ["@Observable", "@ObservationIgnored"]

    /// `line` after its leading attributes (`@available(iOS 17.0, *)`, `@MainActor`, `@discardableResult`).
    static func droppingAttributes(_ line: Substring) -> Substring {
        var rest = line
        while rest.hasPrefix("@") {
            let name = rest.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            rest = rest.dropFirst(1 + name.count)
            if rest.hasPrefix("("), let close = rest.firstIndex(of: ")") { rest = rest[rest.index(after: close)...] }
            rest = rest.drop { $0 == " " }
        }
        return rest
    }

    /// Whether a line, after its attributes, starts a declaration of this level or an extension (`nonisolated` and
    /// `final` allowed before either).
    private func isDeclarationStart(_ line: Substring) -> Bool {
        var rest = line
        for modifier in ["nonisolated ", "final "] where rest.hasPrefix(modifier) {
            rest = rest.dropFirst(modifier.count)
        }
        return rest.hasPrefix(level + " ") || rest.hasPrefix("extension ")
    }

    /// The modules of ``modules`` a signature names: qualified (`EndpointRuntime.APIError`, `Foundation.Data`) or
    /// by a name of ``bareNames`` not after a `.` (`Date`, `@Observable`, `ObservableObject`).
    func modules(namedIn signature: String) -> Set<String> {
        var found: Set<String> = []
        for module in Self.modules where signature.contains(module + ".") { found.insert(module) }
        var word = ""
        var wordFollowsDot = false
        var last: Character = " "
        for character in signature + " " {
            if character.isLetter || character.isNumber || character == "_" {
                if word.isEmpty { wordFollowsDot = last == "." }
                word.append(character)
            } else {
                if !wordFollowsDot, let module = bareNames[word] { found.insert(module) }
                word = ""
            }
            last = character
        }
        if found.contains("Foundation") || found.contains("FoundationEssentials") {
            found.formUnion(["Foundation", "FoundationEssentials"])
        }
        return found
    }
}
