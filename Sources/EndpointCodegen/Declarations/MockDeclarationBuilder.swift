import EndpointSpec

/// Builds the mocks file's declarations (docs/mocks.md): a sample per model and request type, one mock route per
/// endpoint answering with its response sample, and a preview per view model.
struct MockDeclarationBuilder {
    let namer: TypeNamer
    let samples: SampleBuilder

    /// - Parameters:
    ///   - models: The spec's models with the hoisted inline shapes.
    ///   - endpoints: The selected endpoints, with the response types their requests were built from (hoisted).
    func build(
        models: [ModelDefinition], endpoints: [(endpoint: EndpointDefinition, response: PropertyType?)],
        requests: [RequestDeclaration], viewModels: [ViewModelDeclaration]
    ) -> MockDeclarations {
        var mocks = MockDeclarations()
        mocks.models = models.filter(samples.hasSample).map(samples.sample)
        var responses: [String: SwiftExpression?] = [:]
        var pages: [String: SwiftExpression] = [:]
        for ((endpoint, response), request) in zip(endpoints, requests) {
            mocks.requests.append(requestSample(request))
            let sample = responseSample(endpoint, response: response, models: models)
            responses[request.name] = sample
            if let page = previewPage(endpoint, request: request, sample: sample, response: response, models: models) {
                pages[request.name] = page
            }
            let errorExamples = endpoint.errorExamples.sorted { $0.key < $1.key }.map {
                SwiftExpression.DictionaryElement(key: .literal(String($0.key)), value: .string($0.value.jsonText))
            }
            mocks.routes.append(.init(
                request: .named(request.name), path: .string(endpoint.path), sample: sample,
                errorExamples: errorExamples.isEmpty ? nil : .dictionary(errorExamples),
                lastPage: lastPage(request.pagination?.mockLastPage, sample: sample)))
        }
        mocks.previews = viewModels.map { viewModel in
            if viewModel.itemType != nil {
                return .init(viewModel: viewModel.name, loaded: pages[viewModel.requestType.code] ?? .array([]), empty: .array([]))
            }
            return .init(
                viewModel: viewModel.name,
                loaded: (responses[viewModel.requestType.code] ?? nil) ?? .initializer(.named(namer.builtin("NoContent")), []),
                empty: emptyValue(viewModel.valueType))
        }
        return mocks
    }

    /// `Self(...)` with a sample for every member that has no default.
    private func requestSample(_ request: RequestDeclaration) -> MockDeclarations.Sample {
        let arguments = request.members.filter { $0.defaultValue == nil }.map { member in
            SwiftExpression.Argument(member.label, memberSample(member))
        }
        return .init(type: .named(namer.qualifiedModel(request.name)), value: .initializer(.named("Self"), arguments), arguments: [])
    }

    private func memberSample(_ member: RequestDeclaration.Member) -> SwiftExpression {
        switch member.sample {
        case .type(let type, let nestedName): samples.value(of: type, name: member.bareName, nestedName: nestedName)
        case .text: .string(member.bareName)
        case .binary: samples.utf8Data(member.bareName)
        case .file: sampleFile("file.txt")
        case .files: .array([sampleFile("file1.txt"), sampleFile("file2.txt")])
        }
    }

    private func sampleFile(_ fileName: String) -> SwiftExpression {
        .initializer(.named(namer.builtin("MultipartFile")), [
            .init("data", samples.utf8Data("file")), .init("fileName", .string(fileName)),
            .init("mimeType", .string("text/plain")),
        ])
    }

    /// The 2xx payload's sample, the endpoint's response example when it has one; `nil` for `response: none`.
    private func responseSample(
        _ endpoint: EndpointDefinition, response: PropertyType?, models: [ModelDefinition]
    ) -> SwiftExpression? {
        switch endpoint.response {
        case .none: return nil
        case .text: return .string(endpoint.name)
        case .binary: return samples.utf8Data(endpoint.name)
        case .json(let type):
            let madeUp = samples.value(
                of: response ?? type, name: endpoint.name, nestedName: namer.qualifiedModel(endpoint.typeStem + "Response"))
            // A response that is a model with this very example (a hoisted inline response) already samples it.
            if case .model(let name) = (response ?? type).type, !(response ?? type).isSwiftOptional,
               let model = models.first(where: { $0.name == name }),
               model.example?.jsonText == endpoint.responseExample?.jsonText {
                return madeUp
            }
            return samples.example(endpoint.responseExample, otherwise: madeUp)
        }
    }

    /// The page a paginated endpoint's mock answers a later page with: `[]` for a list response, else
    /// `SampleValues.lastPage(of: <sample>) { Page(items: [], nextCursor: nil, total: $0.total) }`.
    private func lastPage(
        _ declaration: PaginationDeclaration.MockLastPage?, sample: SwiftExpression?
    ) -> MockDeclarations.Route.LastPage? {
        guard let declaration, let sample else { return nil }
        let page: SwiftExpression = declaration.page.map {
            .call(.member(.identifier(namer.builtin("SampleValues")), "lastPage"), [.init("of", sample)], trailingClosure: $0)
        } ?? .array([])
        return .init(page: page, parameter: .string(declaration.parameter))
    }

    /// The items a paginated view model's `.preview(.loaded)` shows: those of the endpoint's response example (the
    /// first page its mock answers with), else one sample item. The items are the response itself or its items
    /// property, as the endpoint's page rule reads them (`items:`, or the response's only list property).
    private func previewPage(
        _ endpoint: EndpointDefinition, request: RequestDeclaration, sample: SwiftExpression?, response: PropertyType?,
        models: [ModelDefinition]
    ) -> SwiftExpression? {
        guard let pagination = request.pagination, case .json(let declared) = endpoint.response else { return nil }
        if endpoint.responseExample != nil, let sample {
            guard let property = pagination.itemsProperty else { return sample }
            let items = sample.member(property.name)
            return property.isOptional ? .binary(items, .nilCoalescing, .array([])) : items
        }
        var list = response ?? declared
        if let key = pagination.itemsProperty?.wireName, case .model(let name) = list.type,
           let model = models.first(where: { $0.name == name }), case .object(let object) = model.shape,
           let property = object.properties.first(where: { $0.wireName == key }) {
            list = property.type
        }
        guard case .array(let element) = list.type else { return nil }
        return .array([samples.value(of: element, name: endpoint.name, nestedName: namer.qualifiedModel(endpoint.typeStem + "Response"))])
    }

    /// What an empty value of `type` is: `[]`, `[:]`, `nil` (written `.some(nil)`, an optional loaded as nothing), or
    /// `nil` when the type has no empty value.
    private func emptyValue(_ type: SwiftType) -> SwiftExpression? {
        switch type {
        case .array: .array([])
        case .dictionary: .dictionary([])
        case .optional: .dot("some", .init(nil, .literal("nil")))
        case .named, .generic: nil
        }
    }
}
