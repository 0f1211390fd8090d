import Testing

/// `pagination:` gives the request a `pageRule` and the client a `<method>Pages(...)` sequence; a spec that cannot be
/// paged is told why, at its `pagination:`.
@Suite("Snippets: pagination")
struct PaginationSnippetTests {
    static func spec(_ pagination: String, query: String = "{page: int?, offset: int?, before_id: int64?, cursor: string?}",
                     response: String = "\"[Message]\"") -> String {
        """
        models:
          Message:
            identified_by: message_id
            properties: {message_id: int64, text: string}
          Feed: {data: "[Message]", next_cursor: string?, total: int}
        endpoints:
          listMessages:
            method: GET
            path: /messages
            query: \(query)
            response: \(response)
            pagination: \(pagination)
        """
    }

    @Test("Each style of pagination gives its PageRule", arguments: [
        ("link_header", ".linkHeader(items: { $0 })"),
        ("{page: page}", ".pageNumber(items: { $0 }, current: { $0.page }, set: { $0.page = $1 })"),
        ("{offset: offset}", ".offset(items: { $0 }, current: { $0.offset }, set: { $0.offset = $1 })"),
        ("{before: before_id, id: message_id}", ".before(items: { $0 }, id: { $0.messageID }, set: { $0.beforeID = $1 })"),
    ])
    func rules(pagination: String, rule: String) throws {
        #expect(try Snippet.declaration("static var pageRule", in: "Requests.swift", of: Self.spec(pagination)) == """
            /// How one page of this endpoint leads to the next (the spec's `pagination:`), for `APIClient.pages(_:rule:)`.
            public static var pageRule: EndpointRuntime.PageRule<Self, Message> {
                \(rule)
            }
            """)
    }

    @Test("A cursor in an object response, the items found in its only list, and the client's page sequence")
    func cursorAndClientMethod() throws {
        let spec = Self.spec("{cursor: next_cursor, param: cursor}", response: "Feed")
        #expect(try Snippet.declaration("static var pageRule", in: "Requests.swift", of: spec).contains(
            ".cursor(items: { $0.data }, next: { $0.nextCursor }, set: { $0.cursor = $1 })"))
        #expect(try Snippet.declaration("func listMessagesPages(", in: "Requests.swift", of: spec).hasSuffix("""
            public func listMessagesPages(page: Int? = nil, offset: Int? = nil, beforeID: Int64? = nil, cursor: String? = nil) -> EndpointRuntime.PageSequence<ListMessagesRequest, Message> {
                self.client.pages(ListMessagesRequest(page: page, offset: offset, beforeID: beforeID, cursor: cursor), rule: ListMessagesRequest.pageRule)
            }
            """))
    }

    /// A paginated view model starts from the first page: its `load(...)` leaves out the parameter the rule sets for
    /// later pages, in every style that has one, and passes the others on; `link_header` pages by URL, so every
    /// parameter stays.
    @Test("A paginated view model's load(...) leaves out the page parameter", arguments: [
        ("link_header", "page: Int? = nil, offset: Int? = nil, beforeID: Int64? = nil, cursor: String? = nil",
         "page: page, offset: offset, beforeID: beforeID, cursor: cursor"),
        ("{page: page}", "offset: Int? = nil, beforeID: Int64? = nil, cursor: String? = nil",
         "offset: offset, beforeID: beforeID, cursor: cursor"),
        ("{offset: offset}", "page: Int? = nil, beforeID: Int64? = nil, cursor: String? = nil",
         "page: page, beforeID: beforeID, cursor: cursor"),
        ("{before: before_id, id: message_id}", "page: Int? = nil, offset: Int? = nil, cursor: String? = nil",
         "page: page, offset: offset, cursor: cursor"),
        ("{cursor: next_cursor, param: cursor}", "page: Int? = nil, offset: Int? = nil, beforeID: Int64? = nil",
         "page: page, offset: offset, beforeID: beforeID"),
    ])
    func viewModelLoadLeavesOutThePageParameter(pagination: String, parameters: String, arguments: String) throws {
        let response = pagination.contains("cursor") ? "Feed" : "\"[Message]\""
        let spec = Self.spec(pagination, response: response) + "\n    view_model: Messages"
        #expect(try Snippet.declaration("func load(", in: "ViewModels.swift", of: spec).hasSuffix("""
            public func load(\(parameters)) async {
                await self.pages.refresh(ListMessagesRequest(\(arguments))) { self.apply($0) }
            }
            """))
    }

    @Test("What cannot be paged is an error at pagination:", arguments: [
        ("{page: page}", "{page: int}", "\"[Message]\"",
         "snippet.yaml:13:24: error: pagination page parameter 'page' must be an optional query parameter (page: <type>?), so the first page can be requested without it"),
        ("{page: pg}", "{page: int?}", "\"[Message]\"",
         "snippet.yaml:13:24: error: pagination page parameter 'pg' is not a query parameter of the endpoint; its query parameters are 'page'"),
        ("{page: page, offset: offset}", "{page: int?, offset: int?}", "\"[Message]\"",
         "snippet.yaml:13:17: error: pagination must be 'link_header' or a mapping with one of"),
        ("{before: before_id}", "{before_id: int64?}", "\"[Message]\"",
         "snippet.yaml:13:26: error: pagination 'before' needs id: <item property> whose value it sends"),
        ("{page: page}", "{page: string?}", "\"[Message]\"",
         "snippet.yaml:13:17: error: endpoint 'listMessages' cannot be paginated: the page parameter 'page' must be an optional int"),
        ("{before: before_id, id: message_id}", "{before_id: string?}", "\"[Message]\"",
         "snippet.yaml:13:17: error: endpoint 'listMessages' cannot be paginated: the items' 'message_id' is Int64 but the query parameter 'before_id' is String; they must have one type"),
        ("{cursor: next_cursor}", "{next_cursor: string?}", "Message",
         "snippet.yaml:13:17: error: endpoint 'listMessages' cannot be paginated: say which list property of 'Message' holds the items with 'items: <property>'"),
        // The review's input: the response field named, the query parameter left to default to its name.
        ("{cursor: next_cursor, items: data}", "{cursor: string?, limit: int}", "Feed",
         "snippet.yaml:13:26: error: pagination cursor parameter 'next_cursor' is not a query parameter of the endpoint; its query "
            + "parameters are 'cursor', 'limit'; if the response field 'next_cursor' is sent back as 'cursor', add param: cursor"),
        ("{cursor: next_cursor, items: data}", "{cursor: string?, after: string?}", "Feed",
         "snippet.yaml:13:26: error: pagination cursor parameter 'next_cursor' is not a query parameter of the endpoint; its query "
            + "parameters are 'cursor', 'after'; when the query parameter that sends the cursor has another name, give it as "
            + "param: <query parameter>"),
        ("{cursor: nxt, param: cursor, items: data}", "{cursor: string?}", "Feed",
         "snippet.yaml:13:17: error: endpoint 'listMessages' cannot be paginated: the cursor field 'nxt' is not a property of the response"),
    ])
    func errors(pagination: String, query: String, response: String, expected: String) {
        #expect(throws: Snippet.Failure.self) { try Snippet.files(Self.spec(pagination, query: query, response: response)) }
        do {
            _ = try Snippet.files(Self.spec(pagination, query: query, response: response))
        } catch {
            #expect("\(error)".contains(expected), "\(error)")
        }
    }

    @Test("A paginated view model needs items with an identity")
    func viewModelNeedsIdentity() {
        let yaml = """
            models:
              Note: {text: string}
            endpoints:
              listNotes:
                method: GET
                path: /notes
                query: {page: int?}
                response: "[Note]"
                pagination: {page: page}
                view_model: Notes
            """
        do {
            _ = try Snippet.files(yaml)
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains(
                "snippet.yaml:10:17: error: the paginated view model of endpoint 'listNotes' de-duplicates items by id, but Note has none: give it a required 'id' property or 'identified_by'"), "\(error)")
        }
    }

    @Test("An id whose type is not Hashable (an object without identity) is no identity: the same located error")
    func viewModelNeedsHashableIdentity() {
        let yaml = """
            models:
              Note: {id: {part: int}, text: string}
            endpoints:
              listNotes:
                method: GET
                path: /notes
                query: {page: int?}
                response: "[Note]"
                pagination: {page: page}
                view_model: Notes
            """
        do {
            _ = try Snippet.files(yaml)
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains(
                "snippet.yaml:10:17: error: the paginated view model of endpoint 'listNotes' de-duplicates items by id, "
                    + "but Note has none: give it a required 'id' property or 'identified_by', of a Hashable type "
                    + "(a scalar, an enum, or a model with an identity of its own)"), "\(error)")
        }
    }

    /// A fresh-user review found an explicit `identified_by` on a property of a non-Hashable type dropped without a
    /// word (the model silently not `Identifiable`): it is a located error at the property, in every shape of
    /// non-Hashable type (a named object without identity, an inline object, an array of such objects).
    @Test(arguments: [
        ("x: Obj", "Obj: {a: int}"),
        ("x: {a: int}", ""),
        ("x: \"[Obj]\"", "Obj: {a: int}"),
    ])
    func identifiedByANonHashableTypeIsAnError(property: String, other: String) {
        let yaml = """
            models:
              G:
                identified_by: x
                properties:
                  \(property)
              \(other.isEmpty ? "H: {n: int}" : other)
            """
        do {
            _ = try Snippet.files(yaml)
            Issue.record("expected an error for \(property)")
        } catch {
            #expect("\(error)".contains(
                "snippet.yaml:6:7: error: identified_by 'x' of model 'G' names a property whose type is not Hashable, so "
                    + "it cannot be an identity: use a scalar, an enum, or a model with an identity of its own"), "\(error)")
        }
    }

    /// Follow-on errors (docs/diagnostics.md): a refused `identified_by` is the one error; the paginated view model
    /// of those items does not add "has none", in a list response and in an object response's items.
    @Test(arguments: ["\"[G]\"", "Feed"])
    func refusedIdentityIsReportedOnceForAPagedViewModel(response: String) {
        let yaml = """
            models:
              Obj: {a: int}
              G:
                identified_by: x
                properties:
                  x: Obj
              Feed: {items: "[G]"}
            endpoints:
              listG:
                method: GET
                path: /g
                query: {page: int?}
                response: \(response)
                pagination: {page: page}
                view_model: Gs
            """
        do {
            _ = try Snippet.files(yaml)
            Issue.record("expected an error")
        } catch {
            let lines = "\(error)".split(separator: "\n").filter { $0.contains(": error: ") }
            #expect(lines.count == 1 && lines[0].contains("identified_by 'x' of model 'G' names a property whose type is "
                + "not Hashable"), "\(error)")
        }
    }

    @Test func identifiedByAModelWithAnIdentityIsFine() throws {
        let files = try Snippet.files("""
            models:
              Key: {id: int, label: string}
              G:
                identified_by: key
                properties:
                  key: Key
            """)
        #expect(files.values.contains { $0.contains("struct G: Codable, Sendable, Hashable, Identifiable") })
    }

    /// Review 29: items that may be `null` (`[Message?]`) have no id to read. `before` reads the last item's id and
    /// a paginated view model de-duplicates by id, so both are located errors in every place the items can be (the
    /// response itself, an `items:` property, the response's only list property); before, the generated code did not
    /// compile. The other rules only count items, so their client page sequences stay.
    static let optionalItemResponses: [(response: String, items: String)] = [
        ("\"[Message?]\"", ""), ("Loose", ", items: data"), ("Loose", ""),
    ]

    static func optionalItemsSpec(_ pagination: String, response: String, viewModel: Bool) -> String {
        """
        models:
          Message:
            identified_by: message_id
            properties: {message_id: int64, text: string}
          Loose: {data: "[Message?]", next_cursor: string?}
        endpoints:
          listMessages:
            method: GET
            path: /messages
            query: {page: int?, offset: int?, before_id: int64?, cursor: string?}
            response: \(response)
            pagination: \(pagination)
        \(viewModel ? "    view_model: Messages" : "")
        """
    }

    @Test("'before' with optional items is an error at pagination:, with and without a view model", arguments: [false, true])
    func beforeNeedsNonOptionalItems(viewModel: Bool) {
        for (response, items) in Self.optionalItemResponses {
            let yaml = Self.optionalItemsSpec("{before: before_id, id: message_id\(items)}", response: response, viewModel: viewModel)
            do {
                _ = try Snippet.files(yaml)
                Issue.record("expected an error for \(response)\(items)")
            } catch {
                let lines = "\(error)".split(separator: "\n").filter { $0.contains(": error: ") }
                #expect(lines == ["snippet.yaml:13:17: error: endpoint 'listMessages' cannot be paginated: 'before' reads the "
                    + "last item's 'message_id', but the items are optional (Message?), so the last one may be null; declare "
                    + "the list's items without '?'"], "\(error)")
            }
        }
    }

    @Test("A paginated view model of optional items is an error at pagination:, whatever the rule", arguments: [
        "link_header", "{page: page}", "{offset: offset}", "{cursor: next_cursor, param: cursor}",
    ])
    func pagedViewModelNeedsNonOptionalItems(rule: String) throws {
        for (response, items) in Self.optionalItemResponses {
            // A cursor needs an object page; the rule's mapping takes the items key.
            if rule.hasPrefix("{cursor") && response != "Loose" { continue }
            let pagination = items.isEmpty ? rule
                : rule == "link_header" ? "{link_header: true\(items)}" : String(rule.dropLast()) + items + "}"
            let yaml = Self.optionalItemsSpec(pagination, response: response, viewModel: true)
            do {
                _ = try Snippet.files(yaml)
                Issue.record("expected an error for \(pagination) \(response)")
            } catch {
                let lines = "\(error)".split(separator: "\n").filter { $0.contains(": error: ") }
                #expect(lines == ["snippet.yaml:13:17: error: the paginated view model of endpoint 'listMessages' "
                    + "de-duplicates items by id, but its items are optional (Message?) and a null item has none: declare "
                    + "the list's items without '?'"], "\(error)")
            }
            // Without a view model, the client's pages of optional items are generated.
            let files = try Snippet.files(Self.optionalItemsSpec(pagination, response: response, viewModel: false))
            #expect(files.values.contains { $0.contains("EndpointRuntime.PageRule<Self, Message?>") }, "\(pagination) \(response)")
        }
    }
}
