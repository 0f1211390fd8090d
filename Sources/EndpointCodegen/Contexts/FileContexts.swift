import EndpointNaming
import Mustache

/// The contexts of the files of one spec (documented in docs/templates.md).
struct FileContexts {
    let declarations: APIDeclarations
    let namer: TypeNamer
    let options: GeneratorOptions
    /// The header's first line names the tool and the spec file; the output writer recognises its files by it.
    let header: String
    /// Which models file each model and request type goes to (`options.modelFiles`).
    let partition: ModelPartition

    init(declarations: APIDeclarations, namer: TypeNamer, options: GeneratorOptions, header: String) {
        self.declarations = declarations
        self.namer = namer
        self.options = options
        self.header = header
        partition = ModelPartition(
            models: declarations.models.map(\.name), requests: declarations.requests.map(\.name), parts: options.modelFiles)
    }

    private var access: String {
        options.accessLevel == .internal ? "" : options.accessLevel.rawValue + " "
    }

    private var file: FileHeaderContext {
        FileHeaderContext(
            header: header, namespace: declarations.namespace, namespaceDoc: declarations.doc, access: access,
            types: namer.templateTypes)
    }

    /// Models file `part` (1-based, `<Stem>Models.swift` is 1): its share of the models and, with more than one
    /// models file, of the request types (`ModelPartition`).
    func models(part: Int = 1) -> ModelsFileContext {
        let types = TypeContexts(access: access)
        let models = declarations.models.enumerated().filter { partition.part(ofModelAt: $0.offset) == part }
        let requests = declarations.requests.enumerated().filter { partition.part(ofRequestAt: $0.offset) == part }
        return ModelsFileContext(
            file: file, baseURL: declarations.baseURL?.code, authPlacement: declarations.authPlacement?.code,
            models: models.map { types.type($0.element) }, requests: requests.map { request($0.element, types: types) },
            part: part, partCount: partition.parts.count)
    }

    func requests() -> RequestsFileContext {
        let types = TypeContexts(access: access)
        return RequestsFileContext(
            file: file,
            defaultAuth: declarations.defaultAuth?.swiftExpression.code,
            authPlacement: declarations.authPlacement?.code,
            envelope: declarations.envelope?.code,
            errorRules: declarations.errorRules.map { RuleContext(rule: $0.code) },
            dateRule: declarations.dateRule.code,
            timeout: declarations.timeout?.code,
            commonFields: declarations.commonFields.map { CommonFieldContext(field: $0.code) },
            headers: items(declarations.headers),
            clientAccessor: declarations.clientAccessor,
            requests: declarations.requests.map { request($0, types: types) },
            declaresRequestTypes: !partition.spreadsRequests)
    }

    /// The context of one request type, for the requests file's client and for the file that declares the type.
    private func request(_ request: RequestDeclaration, types: TypeContexts) -> RequestContext {
        RequestContext(
            name: request.name,
            doc: request.doc,
            signature: request.signature,
            responseType: request.responseType.code,
            nested: request.nested.map(types.type),
            members: members(request.members),
            method: request.method.swiftExpression.code,
            path: request.path.code,
            query: items(request.query),
            headers: items(request.headers),
            headerParameters: items(request.headerParameters),
            body: request.body?.code,
            auth: request.auth?.swiftExpression.code,
            errorRules: request.errorRules?.map { RuleContext(rule: $0.code) },
            responseBody: request.responseBody?.code,
            deprecated: request.isDeprecated,
            idempotent: request.isIdempotent.map(String.init),
            returnsNothing: request.returnsNothing,
            discardableResult: request.discardsResult,
            methodName: request.methodName,
            operationName: request.operationName.code,
            methodStem: request.methodStem,
            errorBodyType: request.errorBodyType?.code,
            errorBodyCases: request.errorBodyCases.map { ErrorBodyCaseContext(name: $0.name, type: $0.type.code) },
            conditional: request.isConditional,
            authPlacement: request.authPlacement?.code,
            timeout: request.timeout?.code,
            deadline: request.deadline?.code,
            server: request.server?.code,
            pageRule: request.pagination?.rule.code,
            itemType: request.pagination?.itemType.code,
            pagesMethodName: request.pagination?.methodName,
            equatable: request.isEquatable)
    }

    func viewModels() -> ViewModelsFileContext {
        ViewModelsFileContext(
            file: file,
            style: options.viewModelStyle,
            viewModels: declarations.viewModels.map { viewModel in
                ViewModelContext(
                    kind: Self.template(of: viewModel.kind), name: viewModel.name,
                    requestName: viewModel.requestType.code, valueType: viewModel.valueType.code,
                    stateType: "\(namer.builtin(Self.stateTypeName(of: viewModel.kind)))<\(viewModel.valueType.code)>",
                    doc: viewModel.doc, parameters: members(viewModel.parameters), itemType: viewModel.itemType?.code,
                    conditional: viewModel.isConditional, conditionalMembers: viewModel.conditionalMembers)
            })
    }

    /// The template a view model of this kind is written by (its `kind` value, which the styles extend).
    private static func template(of kind: ViewModelDeclaration.Kind) -> String {
        switch kind {
        case .load: "viewmodel"
        case .paged: "pagedviewmodel"
        case .action: "actionviewmodel"
        }
    }

    /// The runtime type of a view model's `state`: `LoadState`, or `ActionState` for an action.
    private static func stateTypeName(of kind: ViewModelDeclaration.Kind) -> String {
        switch kind {
        case .load, .paged: "LoadState"
        case .action: "ActionState"
        }
    }

    /// The mocks file's context, leaving out what refers to files `outputs` does not generate (docs/mocks.md, "What
    /// the mocks file holds for each `outputs`"): without `requests`, the request types' samples and the API's
    /// `mock()` (its routes name the request types); without `view_models` (or `requests`), the previews.
    func mocks() -> MocksFileContext {
        let mocks = declarations.mocks
        let hasRequests = options.outputs.contains(.requests)
        let hasViewModels = hasRequests && options.outputs.contains(.viewModels)
        return MocksFileContext(
            file: file, style: options.viewModelStyle,
            samples: (mocks.models + (hasRequests ? mocks.requests : [])).map {
                SampleContext(
                    type: $0.type.code, value: $0.value.code, arguments: $0.arguments.map(\.code), example: $0.example?.code,
                    dateRule: declarations.dateRule.code, isExample: $0.isExample)
            },
            routes: !hasRequests ? [] : mocks.routes.map { RouteContext(
                    request: $0.request.code, path: $0.path.code, sample: $0.sample?.code,
                    errorExamples: $0.errorExamples?.code, lastPage: $0.lastPage?.page.code,
                    pageParameter: $0.lastPage?.parameter.code) },
            previews: !hasViewModels ? [] : mocks.previews.map {
                PreviewContext(name: $0.viewModel, loaded: $0.loaded.code, empty: $0.empty?.code)
            },
            hasMockServer: hasRequests)
    }

    /// One context per view model for its team-owned file (`viewmodelstub`).
    /// - Parameters:
    ///   - specFile: The spec's file name, named in the file's first line.
    ///   - generatedFile: The name of the generated file that declares the view models.
    func viewModelStubs(specFile: String, generatedFile: String) -> [ViewModelStubContext] {
        declarations.viewModels.map { viewModel in
            let labels = viewModel.parameters.map { $0.label + ":" }.joined()
            let members: [String]
            let stateCheck: String
            switch viewModel.kind {
            case .load:
                members = ["state", "load(\(labels))", "reload()", "cancel()"]
                stateCheck = "isLoading"
            case .paged:
                members = ["state", "items", "hasMore", "isLoadingMore", "loadMoreError", "load(\(labels))", "refresh()",
                           "loadMore()", "cancel()"]
                stateCheck = "isLoading"
            case .action:
                members = ["state", "send(\(labels))", "isShowingError", "cancel()", "reset()"]
                stateCheck = "isRunning"
            }
            return ViewModelStubContext(
                header: "\(CodeGenerator.stubMarker)\(declarations.namespace).\(viewModel.name) (\(specFile)).",
                namespace: declarations.namespace, name: viewModel.name, generatedFile: generatedFile,
                availability: options.viewModelStyle == .observation
                    ? "@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)" : nil,
                condition: options.viewModelStyle == .combine ? "canImport(Combine)" : nil,
                members: members, stateCheck: stateCheck)
        }
    }

    private func members(_ members: [RequestDeclaration.Member]) -> [MemberContext] {
        members.map {
            MemberContext(name: $0.name, label: $0.label, type: $0.type.code, doc: $0.doc, defaultValue: $0.defaultValue?.code)
        }
    }

    private func items(_ items: [RequestDeclaration.Item]) -> [ItemContext] {
        items.map { ItemContext(key: SwiftExpression.string($0.name).code, value: $0.value.code) }
    }
}
