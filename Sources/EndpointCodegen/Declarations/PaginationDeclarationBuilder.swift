import EndpointNaming
import EndpointSpec

/// The generated side of an endpoint's `pagination:`: the runtime `PageRule` expression its request declares, the
/// item type, and whether items are `Identifiable` (which a paginated view model needs to de-duplicate).
struct PaginationDeclaration: Hashable {
    /// The item's Swift type.
    var itemType: SwiftType
    /// A `PageRule<Request, Item>` expression: `.linkHeader(items: { $0 })`.
    var rule: SwiftExpression
    /// Whether the item type is `Identifiable`.
    var identifiable: Bool
    /// The spec model the items are, if they are one (what an `identified_by` refused with an error belongs to).
    var itemModel: String?
    /// The client method returning the page sequence: the method's stem and `Pages` (`listIssuesPages`).
    var methodName: String
    /// The request member the rule sets for each later page (the cursor, page number, offset or "before" id
    /// parameter); `nil` for `link_header`, whose next page is a URL. A paginated view model starts from the first
    /// page, so its `load(...)` leaves this member out when the request's initializer has a default for it.
    var pageMember: String? = nil
    /// How the mock answers a later page so that its pages end (docs/mocks.md); `nil` for `link_header` (the mock
    /// sends no `Link`, so its first page is the last) and when the page cannot be emptied.
    var mockLastPage: MockLastPage? = nil
    /// The response property holding the items, `nil` when the response is the list itself: where a sample or
    /// example page's items are (a paginated view model's `.preview(.loaded)`, docs/mocks.md).
    var itemsProperty: ItemsProperty? = nil

    /// The response property that holds a page's items.
    struct ItemsProperty: Hashable {
        /// Its Swift name (`items`, `dataList`).
        var name: String
        /// Its wire name (`items`, `data-list`).
        var wireName: String
        /// Whether it may be absent or `null` (read as no items).
        var isOptional: Bool
    }

    /// A later page in the mock: a request carrying `parameter` gets the last page, made from the sample page.
    struct MockLastPage: Hashable {
        /// The page query parameter's wire name (`cursor`, `page`, `offset`, `before_id`).
        var parameter: String
        /// A closure making the last page from `$0`, the response sample, through the response model's memberwise
        /// initializer (the model may be immutable, spec format §3): the items emptied (`items: []`), the next
        /// cursor removed (`nextCursor: nil`) and every other property the sample's (`total: $0.total`); `nil` when
        /// the response is the list itself (the last page is `[]`).
        var page: SwiftExpression?
    }
}

/// Works out an endpoint's `PaginationDeclaration` from its response and the request's members; reports, at the
/// spec's `pagination:`, what cannot be paged: a response without a list of items, a page parameter of the wrong
/// type, a cursor or id field that is not there.
struct PaginationDeclarationBuilder {
    let endpoint: EndpointDefinition
    let pagination: Pagination
    let request: RequestDeclaration
    /// The response after hoisting (an inline object is a model by then).
    let response: PropertyType?
    /// Every model a reference can name: the spec's, the hoisted ones and those used from other specs.
    let models: [String: ModelDefinition]
    let modelBuilder: ModelDeclarationBuilder

    func build(diagnostics: inout DiagnosticCollector) -> PaginationDeclaration? {
        guard let (itemsExpression, element, itemType, itemsProperty) = items(diagnostics: &diagnostics) else { return nil }
        // `[Item?]`: an item may be `null`, so it has no id to read (review 29).
        let itemStruct = element.isSwiftOptional ? nil : structure(of: element)
        let items = SwiftExpression.Argument("items", itemsExpression)
        let rule: SwiftExpression
        var pageMember: String?
        switch pagination.style {
        case .linkHeader:
            rule = .dot("linkHeader", items)
        case .cursor(let field, let parameter):
            guard let (member, type) = queryMember(parameter),
                let property = responseStructure?.properties.first(where: { $0.wireName == field })
            else {
                return fail("the cursor field '\(field)' is not a property of the response", &diagnostics)
            }
            guard property.baseType == type else {
                return fail("the cursor field '\(field)' is \(property.baseType.code) but the query parameter '\(parameter)' is "
                    + "\(type.code); they must have one type", &diagnostics)
            }
            rule = .dot("cursor", items, .init("next", Self.read(property.name)), .init("set", Self.write(member)))
            pageMember = member
        case .pageNumber(let parameter), .offset(let parameter):
            // A model named `Int` makes the parameter's type `Swift.Int` (review 25: a false "must be an optional int").
            guard let (member, type) = queryMember(parameter), type.isStandardLibrary("Int") else {
                return fail("the page parameter '\(parameter)' must be an optional int", &diagnostics)
            }
            let kind = if case .offset = pagination.style { "offset" } else { "pageNumber" }
            rule = .dot(kind, items, .init("current", Self.read(member)), .init("set", Self.write(member)))
            pageMember = member
        case .before(let parameter, let key):
            guard !element.isSwiftOptional else {
                return fail("'before' reads the last item's '\(key)', but the items are optional (\(itemType.code)), so "
                    + "the last one may be null; declare the list's items without '?'", &diagnostics)
            }
            guard let (member, type) = queryMember(parameter),
                let property = itemStruct?.properties.first(where: { $0.wireName == key && $0.presence == .required })
            else {
                return fail("'\(key)' is not a required property of the items", &diagnostics)
            }
            guard property.baseType == type else {
                return fail("the items' '\(key)' is \(property.baseType.code) but the query parameter '\(parameter)' is "
                    + "\(type.code); they must have one type", &diagnostics)
            }
            rule = .dot("before", items, .init("id", Self.read(property.name)), .init("set", Self.write(member)))
            pageMember = member
        }
        let itemModel: String? = if case .model(let name) = element.type { name } else { nil }
        return PaginationDeclaration(
            itemType: itemType, rule: rule, identifiable: itemStruct?.identity != nil, itemModel: itemModel,
            methodName: request.methodStem + "Pages", pageMember: pageMember, mockLastPage: mockLastPage(),
            itemsProperty: itemsProperty)
    }

    /// What the mock answers a later page with: no items and no next cursor, so the mock's pages end.
    private func mockLastPage() -> PaginationDeclaration.MockLastPage? {
        let parameter: String
        var cursorField: String?
        switch pagination.style {
        case .linkHeader: return nil
        case .cursor(let field, let name): parameter = name; cursorField = field
        case .pageNumber(let name), .offset(let name), .before(let name, _): parameter = name
        }
        guard let response, case .model(let model) = response.type else {
            return PaginationDeclaration.MockLastPage(parameter: parameter, page: nil)
        }
        guard let structure = responseStructure else { return nil }
        let lists = structure.properties.filter { if case .array = $0.baseType { true } else { false } }
        guard let items = pagination.itemsKey.map({ key in lists.first { $0.wireName == key } }) ?? (lists.count == 1 ? lists.first : nil),
              items.presence != .tristate
        else { return nil }
        var replaced: [String: SwiftExpression] = [items.wireName: .array([])]
        if let cursorField, let cursor = structure.properties.first(where: { $0.wireName == cursorField }) {
            switch (cursor.presence, cursor.baseType) {
            case (.optional, _), (.requiredNullable, _): replaced[cursor.wireName] = .literal("nil")
            case (.required, let type) where type.isStandardLibrary("String"): replaced[cursor.wireName] = .string("")
            // Otherwise the cursor stays: the follow-up request repeats, which ends the pages too (docs/runtime.md).
            default: break
            }
        }
        let arguments = structure.properties.map { property in
            SwiftExpression.Argument(
                SwiftLiteral.argumentLabel(property.bareName),
                replaced[property.wireName] ?? SwiftExpression.firstParameter.member(property.name))
        }
        let initializer = SwiftExpression.initializer(.named(modelBuilder.namer.qualifiedModel(model)), arguments)
        let readsSample = structure.properties.contains { replaced[$0.wireName] == nil }
        let page: SwiftExpression = readsSample ? .closure(initializer) : .closureIgnoringParameter(initializer)
        return PaginationDeclaration.MockLastPage(parameter: parameter, page: page)
    }

    /// `{ $0.name }`: reads a property of the request or the payload.
    private static func read(_ name: String) -> SwiftExpression {
        .closure(SwiftExpression.firstParameter.member(name))
    }

    /// `{ $0.name = $1 }`: sets a request member to the next page's value.
    private static func write(_ name: String) -> SwiftExpression {
        .closure(.binary(SwiftExpression.firstParameter.member(name), .assignment, .secondParameter))
    }

    /// The closure that takes a payload's items, the item type, and the response property holding them (`nil` when
    /// the response is the list).
    private func items(
        diagnostics: inout DiagnosticCollector
    ) -> (SwiftExpression, PropertyType, SwiftType, PaginationDeclaration.ItemsProperty?)? {
        guard let response, !response.isSwiftOptional else {
            _ = fail("a paginated endpoint needs a response that is a list of items or an object holding one", &diagnostics)
            return nil
        }
        if case .array(let element) = response.type {
            if let key = pagination.itemsKey {
                _ = fail("'items: \(key)' names a property, but the response is a list itself; remove it", &diagnostics)
                return nil
            }
            guard case .array(let itemType) = request.responseType else { return nil }
            return (.closure(.firstParameter), element, itemType, nil)
        }
        guard case .model(let name) = response.type, case .object(let object)? = models[name]?.shape else {
            _ = fail("a paginated endpoint needs a response that is a list of items or an object holding one", &diagnostics)
            return nil
        }
        let lists = object.properties.filter { if case .array = $0.type.type { true } else { false } }
        let chosen = pagination.itemsKey.map { key in lists.first { $0.wireName == key } } ?? (lists.count == 1 ? lists.first : nil)
        guard let property = chosen, case .array(let element) = property.type.type else {
            let hint = pagination.itemsKey.map { "'items: \($0)' names no list property of '\(name)'" }
                ?? "say which list property of '\(name)' holds the items with 'items: <property>'"
            _ = fail(hint, &diagnostics)
            return nil
        }
        guard let declared = responseStructure?.properties.first(where: { $0.wireName == property.wireName }),
            case .array(let itemType) = declared.baseType
        else { return nil }
        let items = SwiftExpression.firstParameter.member(declared.name)
        let expression: SwiftExpression = declared.presence == .required
            ? .closure(items) : .closure(.binary(items, .nilCoalescing, .array([])))
        let itemsProperty = PaginationDeclaration.ItemsProperty(
            name: declared.name, wireName: declared.wireName, isOptional: declared.presence != .required)
        return (expression, element, itemType, itemsProperty)
    }

    /// The struct declaration of the response model, if it is one.
    private var responseStructure: StructDeclaration? {
        response.flatMap(structure(of:))
    }

    /// The struct declaration of a model reference.
    private func structure(of type: PropertyType) -> StructDeclaration? {
        guard case .model(let name) = type.type, let model = models[name], case .object(let object) = model.shape else { return nil }
        return modelBuilder.structure(object, owner: name)
    }

    /// The request member of the query parameter `wireName`, and its type without the optional.
    private func queryMember(_ wireName: String) -> (String, SwiftType)? {
        guard let item = request.query.first(where: { $0.name == wireName }),
            let member = request.members.first(where: { .identifier($0.name) == item.value })
        else { return nil }
        if case .optional(let wrapped) = member.type { return (member.name, wrapped) }
        return (member.name, member.type)
    }

    private func fail(_ message: String, _ diagnostics: inout DiagnosticCollector) -> PaginationDeclaration? {
        diagnostics.append(.error(.invalidPagination, "endpoint '\(endpoint.name)' cannot be paginated: \(message)", at: pagination.location))
        return nil
    }
}
