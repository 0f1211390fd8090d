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
    /// Checks every example of every spec in `apis`.
    package static func check(_ apis: [APIDefinition], diagnostics: inout DiagnosticCollector) {
        for api in apis { check(api, diagnostics: &diagnostics) }
    }

    /// Checks every example of `api`: models, their properties (inline objects included, at any depth),
    /// parameters and headers, and each endpoint's response, request body and error bodies.
    package static func check(_ api: APIDefinition, diagnostics: inout DiagnosticCollector) {
        var checker = Checker(api: api)
        for model in api.models {
            let type: PropertyType = switch model.shape {
            case .alias(let aliased): aliased
            default: PropertyType(.model(model.name))
            }
            if let example = model.example {
                checker.check(example, as: type, label: "example of model '\(model.name)'")
            }
            switch model.shape {
            case .object(let object): checker.checkProperties(of: object, owner: model.name)
            case .alias(let aliased): checker.checkNested(aliased, owner: model.name)
            case .enumeration: break
            }
        }
        for endpoint in api.endpoints {
            checker.checkEndpoint(endpoint)
        }
        diagnostics.append(contentsOf: checker.diagnostics)
    }

    private struct Checker {
        let api: APIDefinition
        var diagnostics = DiagnosticCollector()

        mutating func check(_ example: ExampleDefinition, as type: PropertyType, label: String) {
            var walker = Walker(api: api, purpose: .example(label: label))
            walker.check(example.value, as: type, path: "$")
            diagnostics.append(contentsOf: walker.diagnostics)
        }

        /// Property examples of an object and of the inline objects inside it.
        mutating func checkProperties(of object: ObjectDefinition, owner: String) {
            for property in object.properties {
                if let example = property.example {
                    check(example, as: property.type, label: "example of property '\(owner).\(property.wireName)'")
                }
                checkNested(property.type, owner: "\(owner).\(property.wireName)")
            }
        }

        /// Inline objects written in a type expression (directly, or as array or dictionary elements).
        mutating func checkNested(_ type: PropertyType, owner: String) {
            switch type.type {
            case .object(let object): checkProperties(of: object, owner: owner)
            case .array(let element), .dictionary(let element): checkNested(element, owner: owner)
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
                if let example = parameter.example {
                    check(example, as: parameter.type, label: "example of parameter '\(parameter.wireName)' of endpoint '\(name)'")
                }
            }
            if case .json(let type) = endpoint.response {
                checkNested(type, owner: "\(name) response")
            }
            if case .json(let type)? = endpoint.body?.content {
                checkNested(type, owner: "\(name) body")
            }
            if let example = endpoint.responseExample {
                let label = "response example of endpoint '\(name)'"
                if case .json(let type) = endpoint.response {
                    check(example, as: type, label: label)
                } else {
                    diagnostics.error(.exampleWithoutJSONBody,
                        "\(label): the endpoint's response is \(Self.describe(endpoint.response)), not JSON; remove the example",
                        at: example.location)
                }
            }
            if let example = endpoint.bodyExample {
                let label = "body example of endpoint '\(name)'"
                if case .json(let type)? = endpoint.body?.content {
                    check(example, as: type, label: label)
                } else {
                    diagnostics.error(.exampleWithoutJSONBody,
                        "\(label): the endpoint has no JSON request body; remove the example", at: example.location)
                }
            }
            for status in endpoint.errorExamples.keys.sorted() {
                guard let example = endpoint.errorExamples[status] else { continue }
                let label = "\(status) error example of endpoint '\(name)'"
                guard let model = PayloadChecker.errorModel(for: status, in: endpoint.errors) else {
                    diagnostics.error(.exampleWithoutErrorModel,
                        "\(label): no error rule of the endpoint or the spec names a model for status \(status); "
                            + "add one under 'errors' (\(status), \(status / 100)XX or default)",
                        at: example.location)
                    continue
                }
                check(example, as: PropertyType(.model(model)), label: label)
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
