/// Words the Swift grammar reserves (The Swift Programming Language, "Lexical Structure: Keywords and
/// Punctuation"), which generated code writes in backticks when a wire name turns into one of them.
public enum SwiftKeywords {
    /// Keywords used in declarations, statements, expressions and types, plus the context-sensitive words that
    /// are unsafe as bare member names in generated code.
    public static let reserved: Set<String> = [
        // Declarations
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while",
        // Expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "Type", "Protocol",
    ]

    /// `name` in backticks when it is reserved, otherwise unchanged: the spelling of a declared name
    /// (`var \`private\`: Bool`, `case \`default\``) and of a reference to it (`\`private\``).
    public static func escaped(_ name: String) -> String {
        reserved.contains(name) ? "`\(name)`" : name
    }
}
