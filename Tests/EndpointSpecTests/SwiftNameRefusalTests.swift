import EndpointSpec
import Testing

/// Review 22: names the generated code cannot use linted clean, and the output did not compile. A model named `_`
/// (`_` is the wildcard pattern, not an identifier); `swift_name: "_"` (`public let _: Int` binds nothing);
/// `swift_name: self` on a model's property (`self.self = self` in the initializer). Review 21 had refused `self`
/// for parameters only. A chosen name may now be whatever a derived one may be: an identifier, or a keyword that
/// backticks make usable; `_`, `self` and `hashValue` (which derived names avoid as `selfValue`, `hashValueValue`)
/// are refused in every position a `swift_name` can be given.
@Suite("Names the generated code cannot use")
struct SwiftNameRefusalTests {
    /// Every position that takes a `swift_name`, with `%@` where it goes.
    static let positions = [
        "models:\n  P: {x: {type: int, swift_name: %@}}",
        "models:\n  P: {x: {enum: [a, b], swift_name: %@}}",
        "models:\n  P: {inner: {type: {properties: {x: {type: int, swift_name: %@}}}}}",
        "endpoints:\n  e:\n    method: GET\n    path: '/e/{p}'\n    path_params: {p: {type: string, swift_name: %@}}",
        "endpoints:\n  e:\n    method: GET\n    path: /e\n    query: {q: {type: string, swift_name: %@}}",
        "endpoints:\n  e:\n    method: GET\n    path: /e\n    headers: {X-Q: {param: q, swift_name: %@}}",
        "endpoints:\n  e:\n    method: GET\n    path: /e\n    headers: {X-Q: {param: q, type: {type: string, swift_name: %@}}}",
        "endpoints:\n  e:\n    method: POST\n    path: /e\n    body: {encoding: form, fields: {f: {type: string, swift_name: %@}}}",
        "endpoints:\n  e:\n    method: POST\n    path: /e\n    body: {encoding: multipart, fields: {f: {type: string, swift_name: %@}}}",
        "endpoints:\n  e:\n    method: POST\n    path: /e\n    body: {properties: {f: {type: string, swift_name: %@}}}",
    ]

    static func spec(_ position: String, _ name: String) -> String {
        "api: Demo\n" + position.replacingOccurrences(of: "%@", with: name) + "\n"
    }

    @Test("_, self, Self and hashValue are refused as swift_name in every position, at the name",
          arguments: positions, ["\"_\"", "self", "\"`self`\"", "hashValue", "Self", "\"`Self`\""])
    func refused(position: String, name: String) throws {
        let yaml = Self.spec(position, name)
        #expect(diagnosticIDs(yaml) == [.invalidSwiftName], "\(diagnostics(yaml))")
        // Located at the name: the line holding swift_name, the column after "swift_name: ".
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        let index = try #require(lines.firstIndex { $0.contains("swift_name: ") })
        let marker = try #require(lines[index].range(of: "swift_name: "))
        let column = lines[index].distance(from: lines[index].startIndex, to: marker.upperBound) + 1
        let message = try #require(diagnostics(yaml).first)
        #expect(message.hasPrefix("bad.yaml:\(index + 1):\(column): error: swift_name "), "\(message)")
    }

    @Test("Keywords backticks make usable stay allowed as swift_name", arguments: positions, ["Type", "Protocol", "init", "default", "__"])
    func allowed(position: String, name: String) {
        #expect(diagnostics(Self.spec(position, name)) == [])
    }

    @Test("The review's inputs", arguments: [
        ("api: A\nmodels:\n  _: {x: int}\nendpoints:\n  getX: {method: GET, path: /x, response: _}\n",
         ["bad.yaml:3:3: error: model name '_' is not a Swift type name; start it with a letter"]),
        ("api: A\nmodels:\n  P: {y: {type: int, swift_name: \"self\"}, z: {type: int, swift_name: \"Type\"}}\n",
         ["bad.yaml:3:34: error: swift_name 'self' cannot name a property or parameter: generated code needs 'self' for "
            + "itself; choose another name"]),
        ("api: A\nmodels:\n  P: {y: {type: int, swift_name: \"_\"}}\n",
         ["bad.yaml:3:34: error: swift_name '_' is not a valid Swift identifier"]),
        ("api: A\nmodels:\n  P: {id: int}\nendpoints:\n  getX: {method: GET, path: /x, response: [P], view_model: _}\n",
         ["bad.yaml:5:60: error: view_model '_' must be an UpperCamelCase name starting with a letter"]),
    ])
    func reviewInputs(yaml: String, expected: [String]) {
        #expect(Array(diagnostics(yaml).prefix(expected.count)) == expected, "\(diagnostics(yaml))")
    }
}
