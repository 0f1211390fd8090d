import EndpointSpec

/// Lint of a spec's examples (spec format §3, "Examples"): every `example` is checked against the type it is an
/// example of, by the same walk `check-payload` makes over a captured payload (``PayloadChecker``), so an example
/// fits exactly when the generated client would decode it.
///
/// Misfits are errors with `example.` IDs, located at the offending value (in the spec, or in the example's own
/// JSON file), each message naming the example (`response example of endpoint 'getPet'`) and the value's JSON
/// path (`$.tags[0]`). Beyond what a payload check reports, keys the type does not declare are errors
/// (`example.unknownKey`), and an unknown enum value is an error, not a warning: an example documents the
/// declared shape exactly.
package enum ExampleChecker {
    /// Where an example is given, for tools that must leave out the examples that do not fit (`generator import`).
    package enum Owner: Hashable, Sendable {
        /// A model's own `example`.
        case model(String)
        /// A property's `example`: the model, then the wire names down through inline objects.
        case property(model: String, path: [String])
        /// A path, query or header parameter's or a form or multipart field's `example`.
        case parameter(endpoint: String, wireName: String)
        /// An endpoint's `example: {response: ...}`.
        case response(endpoint: String)
        /// The `example` of a property of an inline object in an endpoint's `response`: the wire names from the
        /// response type down.
        case responseProperty(endpoint: String, path: [String])
        /// An endpoint's `example: {body: ...}`.
        case body(endpoint: String)
        /// The `example` of a property of an inline object in an endpoint's JSON body type: the wire names from the
        /// body type down.
        case bodyProperty(endpoint: String, path: [String])
        /// An endpoint's `example: {errors: {status: ...}}`.
        case error(endpoint: String, status: Int)
    }

    /// The examples of `api` that do not fit (those ``check(_:diagnostics:)`` reports an error for), each once, in
    /// the order checked.
    package static func misfits(in api: APIDefinition) -> [Owner] {
        var checker = Checker(api: api)
        checker.checkAll()
        return checker.misfits
    }

    /// Checks every example of every spec in `apis`.
    package static func check(_ apis: [APIDefinition], diagnostics: inout DiagnosticCollector) {
        for api in apis { check(api, diagnostics: &diagnostics) }
    }

    /// Checks every example of `api`: models, their properties (inline objects included, at any depth),
    /// parameters and headers, and each endpoint's response, request body and error bodies.
    package static func check(_ api: APIDefinition, diagnostics: inout DiagnosticCollector) {
        var checker = Checker(api: api)
        checker.checkAll()
        diagnostics.append(contentsOf: checker.diagnostics)
    }

    private struct Checker {
        let api: APIDefinition
        var diagnostics = DiagnosticCollector()
        /// The examples found not to fit.
        var misfits: [Owner] = []

        mutating func checkAll() {
            for model in api.models {
                let type: PropertyType = switch model.shape {
                case .alias(let aliased): aliased
                default: PropertyType(.model(model.name))
                }
                if let example = model.example {
                    check(example, as: type, label: "example of model '\(model.name)'", owner: .model(model.name))
                }
                switch model.shape {
                case .object(let object):
                    checkProperties(of: object, owner: model.name, path: []) { .property(model: model.name, path: $0) }
                case .alias(let aliased):
                    checkNested(aliased, owner: model.name, path: []) { .property(model: model.name, path: $0) }
                case .enumeration: break
                }
            }
            for endpoint in api.endpoints {
                checkEndpoint(endpoint)
            }
        }

        mutating func check(_ example: ExampleDefinition, as type: PropertyType, label: String, owner: Owner) {
            var walker = Walker(api: api, purpose: .example(label: label))
            walker.check(example.value, as: type, path: "$")
            if walker.diagnostics.hasErrors { misfit(owner) }
            diagnostics.append(contentsOf: walker.diagnostics)
        }

        mutating func misfit(_ owner: Owner) {
            if !misfits.contains(owner) { misfits.append(owner) }
        }

        /// Property examples of an object and of the inline objects inside it; `path` is the object's wire-name path
        /// and `ownerOf` names the owner of the example at a property's path.
        mutating func checkProperties(
            of object: ObjectDefinition, owner: String, path: [String], ownerOf: ([String]) -> Owner
        ) {
            for property in object.properties {
                let propertyPath = path + [property.wireName]
                if let example = property.example {
                    check(
                        example, as: property.type, label: "example of property '\(owner).\(property.wireName)'",
                        owner: ownerOf(propertyPath))
                }
                checkNested(property.type, owner: "\(owner).\(property.wireName)", path: propertyPath, ownerOf: ownerOf)
            }
        }

        /// Whether `type` is a multipart `file` or `[file]`.
        static func holdsFile(_ type: PropertyType) -> Bool {
            switch type.type {
            case .model(let name): name == "$file"
            case .array(let element): holdsFile(element)
            default: false
            }
        }

        /// Inline objects written in a type expression (directly, or as array or dictionary elements).
        mutating func checkNested(_ type: PropertyType, owner: String, path: [String], ownerOf: ([String]) -> Owner) {
            switch type.type {
            case .object(let object): checkProperties(of: object, owner: owner, path: path, ownerOf: ownerOf)
            case .array(let element), .dictionary(let element): checkNested(element, owner: owner, path: path, ownerOf: ownerOf)
            case .primitive, .model, .enumeration: break
            }
        }

        mutating func checkEndpoint(_ endpoint: EndpointDefinition) {
            let name = endpoint.name
            var parameters = endpoint.pathParameters + endpoint.queryParameters
            parameters += endpoint.headers.compactMap { header in
                if case .parameter(let parameter) = header.value { parameter } else { nil }
            }
            switch endpoint.body?.content {
            case .form(let fields)?, .multipart(let fields)?: parameters += fields
            default: break
            }
            for parameter in parameters {
                if let example = parameter.example, Self.holdsFile(parameter.type) {
                    misfit(.parameter(endpoint: name, wireName: parameter.wireName))
                    diagnostics.error(.exampleWithoutJSONBody,
                        "example of parameter '\(parameter.wireName)' of endpoint '\(name)': a file field takes no example "
                            + "(its bytes, file name and MIME type come from the call); remove the example",
                        at: example.location)
                } else if let example = parameter.example {
                    check(
                        example, as: parameter.type, label: "example of parameter '\(parameter.wireName)' of endpoint '\(name)'",
                        owner: .parameter(endpoint: name, wireName: parameter.wireName))
                }
            }
            // Inline objects of a response or body belong to no model: the endpoint's response or body owns them.
            if case .json(let type) = endpoint.response {
                checkNested(type, owner: "\(name) response", path: []) { .responseProperty(endpoint: name, path: $0) }
            }
            if case .json(let type)? = endpoint.body?.content {
                checkNested(type, owner: "\(name) body", path: []) { .bodyProperty(endpoint: name, path: $0) }
            }
            if let example = endpoint.responseExample {
                let label = "response example of endpoint '\(name)'"
                if case .json(let type) = endpoint.response {
                    check(example, as: type, label: label, owner: .response(endpoint: name))
                } else {
                    misfit(.response(endpoint: name))
                    diagnostics.error(.exampleWithoutJSONBody,
                        "\(label): the endpoint's response is \(Self.describe(endpoint.response)), not JSON; remove the example",
                        at: example.location)
                }
            }
            if let example = endpoint.bodyExample {
                let label = "body example of endpoint '\(name)'"
                if case .json(let type)? = endpoint.body?.content {
                    check(example, as: type, label: label, owner: .body(endpoint: name))
                } else {
                    misfit(.body(endpoint: name))
                    diagnostics.error(.exampleWithoutJSONBody,
                        "\(label): the endpoint has no JSON request body; remove the example", at: example.location)
                }
            }
            for status in endpoint.errorExamples.keys.sorted() {
                guard let example = endpoint.errorExamples[status] else { continue }
                let label = "\(status) error example of endpoint '\(name)'"
                guard let model = PayloadChecker.errorModel(for: status, in: endpoint.errors) else {
                    misfit(.error(endpoint: name, status: status))
                    diagnostics.error(.exampleWithoutErrorModel,
                        "\(label): no error rule of the endpoint or the spec names a model for status \(status); "
                            + "add one under 'errors' (\(status), \(status / 100)XX or default)",
                        at: example.location)
                    continue
                }
                check(example, as: PropertyType(.model(model)), label: label, owner: .error(endpoint: name, status: status))
            }
        }

        private static func describe(_ response: ResponseDefinition) -> String {
            switch response {
            case .none: "none"
            case .text: "text"
            case .binary: "binary"
            case .json: "JSON"
            }
        }
    }
}
