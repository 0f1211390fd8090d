/// Parses the text form of a type expression (spec format §2): `string`, `User?`, `[Repo]`, `"[string: json]"`,
/// `"[[int]]?"`.
///
/// Grammar: `expression := base "?"?`; `base := "[" expression "]" | "[" "string" ":" expression "]" | name`.
/// Names are resolved by the caller's `resolve` closure, which knows the declared models.
struct TypeExpressionParser {
    enum Failure: Error, Equatable {
        case syntax(String)
        case unknownName(String)
        /// Arrays and dictionaries nest past ``SpecDecoder/maximumCollectionDepth``.
        case tooDeep
    }

    private let characters: [Character]
    private var index = 0
    private let resolve: (String) -> TypeReference?
    /// Array and dictionary levels open around the current position, counting those of an enclosing YAML
    /// sequence; past `maximumDepth` parsing stops, so a hostile `[[[[…` can neither exhaust the stack nor make
    /// the Swift compiler take exponential time on the generated type.
    private var depth: Int
    private let maximumDepth: Int

    init(_ text: String, depth: Int = 0, maximumDepth: Int = SpecDecoder.maximumCollectionDepth,
         resolve: @escaping (String) -> TypeReference?) {
        self.characters = Array(text)
        self.depth = depth
        self.maximumDepth = maximumDepth
        self.resolve = resolve
    }

    /// The parsed type, or the first failure.
    mutating func parse() -> Result<PropertyType, Failure> {
        do {
            let type = try expression()
            skipSpaces()
            guard index == characters.count else {
                throw Failure.syntax("unexpected '\(String(characters[index...]))' in type expression")
            }
            return .success(type)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(.syntax("\(error)"))
        }
    }

    private mutating func expression() throws -> PropertyType {
        skipSpaces()
        var type: PropertyType
        if peek() == "[" {
            index += 1
            depth += 1
            defer { depth -= 1 }
            guard depth <= maximumDepth else { throw Failure.tooDeep }
            let first = try expression()
            skipSpaces()
            if peek() == ":" {
                guard case .primitive(.string) = first.type, !first.isSwiftOptional else {
                    throw Failure.syntax("dictionary keys must be 'string', as in \"[string: T]\"")
                }
                index += 1
                let value = try expression()
                type = PropertyType(.dictionary(value))
            } else {
                type = PropertyType(.array(first))
            }
            skipSpaces()
            guard peek() == "]" else { throw Failure.syntax("expected ']' to close the array or dictionary type") }
            index += 1
        } else {
            let start = index
            while let c = peek(), c.isLetter || c.isNumber || c == "_" { index += 1 }
            let name = String(characters[start..<index])
            guard !name.isEmpty else {
                throw Failure.syntax(index < characters.count
                    ? "unexpected '\(characters[index])' in type expression" : "missing type name")
            }
            guard let resolved = resolve(name) else { throw Failure.unknownName(name) }
            type = PropertyType(resolved)
        }
        skipSpaces()
        if peek() == "?" {
            index += 1
            type.isOptional = true
            type.isNullable = true
        }
        return type
    }

    private func peek() -> Character? { index < characters.count ? characters[index] : nil }

    private mutating func skipSpaces() {
        while peek() == " " { index += 1 }
    }
}
