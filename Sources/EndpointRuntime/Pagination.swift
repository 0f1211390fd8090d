import Foundation

/// Where the page after a response is: a URL to send the endpoint to (a `Link` header's `next`), or the endpoint
/// with its page parameter changed (cursor, page number, offset, "older than id").
public enum PageStep<E: Endpoint>: Sendable {
    case url(URL)
    case endpoint(E)
}

/// How an endpoint's pages follow each other, and where a page's items are. Generated code declares one per
/// paginated endpoint (`static var pageRule`), from the spec's `pagination:`; each rule ends at the last page:
///
/// Whatever the rule, a next page that would send again the request just sent (a `Link` to the same URL, a cursor
/// handed back unchanged) ends the pages: it would be the same page, forever (``APIClient/page(at:of:rule:)``).
///
/// - ``linkHeader(items:)``: the `Link` header's `rel="next"` (RFC 8288); ends when there is none.
/// - ``cursor(items:next:set:)``: a response field holds the next cursor, sent back as a query parameter; ends
///   when the field is missing, `null` or empty.
/// - ``pageNumber(items:current:set:first:)``: a query parameter numbers pages; ends on a page with no items.
/// - ``offset(items:current:set:)``: a query parameter counts items to skip; ends on a page with no items.
/// - ``before(items:id:set:)``: a query parameter asks for items older than the last one seen (seed 001's
///   `before_id`); ends on a page with no items.
public struct PageRule<E: Endpoint, Item: Sendable>: Sendable {
    /// The items of one page's payload.
    public let items: @Sendable (E.Response) -> [Item]
    private let step: @Sendable (_ request: E, _ response: APIResponse<E.Response>, _ items: [Item]) -> PageStep<E>?

    /// A rule from its two parts: the items of a payload and the step after a page (`nil` after the last page).
    public init(
        items: @escaping @Sendable (E.Response) -> [Item],
        next: @escaping @Sendable (_ request: E, _ response: APIResponse<E.Response>, _ items: [Item]) -> PageStep<E>?
    ) {
        self.items = items
        self.step = next
    }

    /// The step after `response`, the answer to `request`, or `nil` when it was the last page.
    public func next(after response: APIResponse<E.Response>, of request: E) -> PageStep<E>? {
        step(request, response, items(response.payload))
    }

    /// Pages linked by the `Link` header's `rel="next"`.
    public static func linkHeader(items: @escaping @Sendable (E.Response) -> [Item]) -> PageRule {
        PageRule(items: items) { _, response, _ in response.links.next.map(PageStep.url) }
    }

    /// Pages chained by a cursor: `next` reads it from a payload, `set` puts it into the request's query parameter.
    public static func cursor<Cursor: Sendable>(
        items: @escaping @Sendable (E.Response) -> [Item],
        next: @escaping @Sendable (E.Response) -> Cursor?,
        set: @escaping @Sendable (inout E, Cursor) -> Void
    ) -> PageRule {
        PageRule(items: items) { request, response, _ in
            guard let cursor = next(response.payload), "\(cursor)" != "" else { return nil }
            var following = request
            set(&following, cursor)
            return .endpoint(following)
        }
    }

    /// Numbered pages: `current` reads the request's page number (`nil` means `first`), `set` writes the next one.
    /// A page numbered `Int.max` is the last (no number follows it).
    public static func pageNumber(
        items: @escaping @Sendable (E.Response) -> [Item],
        current: @escaping @Sendable (E) -> Int?,
        set: @escaping @Sendable (inout E, Int) -> Void,
        first: Int = 1
    ) -> PageRule {
        PageRule(items: items) { request, _, items in
            let (next, overflow) = (current(request) ?? first).addingReportingOverflow(1)
            guard !items.isEmpty, !overflow else { return nil }
            var following = request
            set(&following, next)
            return .endpoint(following)
        }
    }

    /// Pages by offset: `current` reads the request's offset (`nil` means 0), `set` writes it plus the items seen.
    /// A page whose next offset would pass `Int.max` is the last.
    public static func offset(
        items: @escaping @Sendable (E.Response) -> [Item],
        current: @escaping @Sendable (E) -> Int?,
        set: @escaping @Sendable (inout E, Int) -> Void
    ) -> PageRule {
        PageRule(items: items) { request, _, items in
            let (next, overflow) = (current(request) ?? 0).addingReportingOverflow(items.count)
            guard !items.isEmpty, !overflow else { return nil }
            var following = request
            set(&following, next)
            return .endpoint(following)
        }
    }

    /// Pages of older items: the next request asks for items before the last item's `id` (newest first).
    public static func before<Key: Sendable>(
        items: @escaping @Sendable (E.Response) -> [Item],
        id: @escaping @Sendable (Item) -> Key,
        set: @escaping @Sendable (inout E, Key) -> Void
    ) -> PageRule {
        PageRule(items: items) { request, _, items in
            guard let last = items.last else { return nil }
            var following = request
            set(&following, id(last))
            return .endpoint(following)
        }
    }
}

/// One page: its items, the response it came in, and whether another page follows.
public struct Page<E: Endpoint, Item: Sendable>: Sendable {
    /// The page's items, in the order the server sent them.
    public let items: [Item]
    /// The whole response: payload, status, headers (`Link`, rate limits).
    public let response: APIResponse<E.Response>
    /// Where the next page is, or `nil` after the last page.
    public let next: PageStep<E>?

    /// Whether another page follows.
    public var hasMore: Bool { next != nil }
}

extension APIClient {
    /// The pages of `endpoint`, first to last, as an `AsyncSequence`; each page is requested when iteration asks
    /// for it, the sequence ends after the last page (as `rule` defines it), and cancelling the iterating task
    /// cancels the request in flight (the iteration then throws ``APIError`` with `isCancelled`).
    ///
    /// ```swift
    /// for try await page in client.pages(GitHub.ListIssuesRequest(owner: "o", repo: "r"), rule: GitHub.ListIssuesRequest.pageRule) {
    ///     show(page.items)
    /// }
    /// ```
    public func pages<E: Endpoint, Item: Sendable>(_ endpoint: E, rule: PageRule<E, Item>) -> PageSequence<E, Item> {
        PageSequence(client: self, first: endpoint, rule: rule)
    }

    /// The page at `step` (the first page is `.endpoint(firstRequest)`), with where the next one is: `nil` after the
    /// last page, and also when the rule's next step would send the request just sent again (a `Link` target equal
    /// to the URL requested or answered, a cursor the server hands back unchanged), so a page sequence always ends.
    ///
    /// A later page of a conditional request (``Endpoint/isConditional``) is sent without its `If-None-Match` and
    /// `If-Modified-Since` fields: they are the validators of the first page's representation (RFC 9110 §13.1), and
    /// sent with another page's request they would make the server compare them with a representation they never
    /// described (a `304` there would be a failure). The other precondition fields, `If-Match`,
    /// `If-Unmodified-Since` and `If-Range`, are left out likewise (a `412` there would be a failure too).
    ///
    /// - Throws: ``APIError``, as ``send(_:)``.
    public func page<E: Endpoint, Item: Sendable>(at step: PageStep<E>, of first: E, rule: PageRule<E, Item>) async throws -> Page<E, Item> {
        let request: E
        let response: APIResponse<E.Response>
        switch step {
        case .url(let url):
            request = first
            response = try await sendLaterPage(first, at: url)
        case .endpoint(let endpoint) where endpoint.sendsSameRequest(as: first):
            request = endpoint
            response = try await sendWithResponse(endpoint)
        case .endpoint(let endpoint):
            request = endpoint
            response = try await sendLaterPage(endpoint, at: nil)
        }
        return Self.page(response, of: request, at: step, rule: rule)
    }

    /// `endpoint` sent as a page after the first, at `url` (a `Link` target) or, when `url` is `nil`, where it says:
    /// without its precondition fields when it carries any (``WithoutConditions``), else as it is.
    ///
    /// - Throws: ``APIError``, as ``send(_:)``.
    func sendLaterPage<E: Endpoint>(_ endpoint: E, at url: URL?) async throws -> APIResponse<E.Response> {
        guard endpoint.carriesPreconditions else { return try await send(endpoint, at: url) }
        return try await send(WithoutConditions(endpoint), at: url)
    }

    /// `endpoint` sent at `url` (``sendPage(_:at:)``), or where it says when `url` is `nil` (``sendWithResponse(_:)``).
    private func send<E: Endpoint>(_ endpoint: E, at url: URL?) async throws -> APIResponse<E.Response> {
        guard let url else { return try await sendWithResponse(endpoint) }
        return try await sendPage(endpoint, at: url)
    }

    /// The first page of a conditional request (``Endpoint/isConditional``), sent as ``sendConditional(_:)`` sends
    /// it: the page, as ``page(at:of:rule:)`` gives it, or the `304 Not Modified` that answered it.
    ///
    /// - Throws: ``APIError``, as ``sendConditional(_:)``.
    func conditionalFirstPage<E: Endpoint, Item: Sendable>(
        _ request: E, rule: PageRule<E, Item>
    ) async throws -> FirstPageAnswer<E, Item> {
        switch try await sendConditional(request) {
        case .modified(let response): .page(Self.page(response, of: request, at: .endpoint(request), rule: rule))
        case .notModified(let answer): .notModified(answer)
        }
    }

    /// The page `response` is, the answer to `request` sent at `step`, with where the next one is (``page(at:of:rule:)``).
    static func page<E: Endpoint, Item: Sendable>(
        _ response: APIResponse<E.Response>, of request: E, at step: PageStep<E>, rule: PageRule<E, Item>
    ) -> Page<E, Item> {
        let next = rule.next(after: response, of: request)
        return Page(
            items: rule.items(response.payload), response: response,
            next: next.flatMap { repeats($0, step, answeredAt: response.url) ? nil : $0 })
    }

    /// Whether `next` would send again the request `step` just sent, so the page after it would be the same page
    /// and a page sequence would never end: a `Link` target equal to the URL just requested (or answered, after
    /// redirects), or a request whose method, server, path, query items, headers and body are those of the last
    /// one (a cursor the server hands back unchanged, a `before` id that does not move).
    static func repeats<E: Endpoint>(_ next: PageStep<E>, _ step: PageStep<E>, answeredAt answered: URL) -> Bool {
        switch (next, step) {
        case (.url(let target), .url(let requested)):
            return target.absoluteString == requested.absoluteString || target.absoluteString == answered.absoluteString
        case (.url(let target), .endpoint):
            return target.absoluteString == answered.absoluteString
        case (.endpoint(let following), .endpoint(let current)):
            return following.sendsSameRequest(as: current)
        case (.endpoint, .url):
            return false
        }
    }
}

/// What the request of a paginated list's first page was answered: a page, or (a conditional request,
/// ``PagedLoad/refresh(conditional:identifiedBy:publish:)``) `304 Not Modified`, meaning the items listed are current.
enum FirstPageAnswer<E: Endpoint, Item: Sendable>: Sendable {
    case page(Page<E, Item>)
    case notModified(NotModified)
}

/// The requests a run of pages has sent, so that a next page already requested ends it: the check of
/// ``APIClient/page(at:of:rule:)`` catches a page whose next page is itself, this one a longer cycle (page 3 linking
/// back to page 1, cursors that come round again), which would otherwise be paged forever, and an infinite scroll
/// with it. `Link` targets compare as URL text (with every URL requested or answered after redirects), requests by
/// ``Endpoint/sendsSameRequest(as:)``.
struct PageTrail<E: Endpoint> {
    private var urls: Set<String> = []
    private var requests: [E] = []

    /// Records that `step` was requested and answered at `answered`.
    mutating func record(_ step: PageStep<E>, answeredAt answered: URL) {
        switch step {
        case .url(let url): urls.insert(url.absoluteString)
        case .endpoint(let endpoint): requests.append(endpoint)
        }
        urls.insert(answered.absoluteString)
    }

    /// `page`, with no next page when its next page was requested before.
    func ending<Item: Sendable>(_ page: Page<E, Item>) -> Page<E, Item> {
        guard let next = page.next, contains(next) else { return page }
        return Page(items: page.items, response: page.response, next: nil)
    }

    /// Whether `step` was requested before.
    func contains(_ step: PageStep<E>) -> Bool {
        switch step {
        case .url(let url): urls.contains(url.absoluteString)
        case .endpoint(let endpoint): requests.contains { $0.sendsSameRequest(as: endpoint) }
        }
    }
}

extension Endpoint {
    /// Whether the headers or the header parameters carry a precondition field (``HTTPHeaders/preconditionFields``):
    /// `If-None-Match` or `If-Modified-Since` (``isConditional``), `If-Match`, `If-Unmodified-Since` or `If-Range`.
    /// Later pages of such a request are sent without them (``WithoutConditions``).
    var carriesPreconditions: Bool {
        HTTPHeaders.preconditionFields.contains { headers[$0] != nil }
            || headerParameters.contains { HTTPHeaders.isPreconditionField($0.name) }
    }

    /// Whether `other` is sent as the same request: the same method, server, path (its dates compared exactly, as
    /// query items' are), query items, headers, header parameters and body (JSON bodies compared by their sorted-key
    /// encoding; one that does not encode is never the same).
    func sendsSameRequest(as other: Self) -> Bool {
        method == other.method && server == other.server
            && PathParameterDates.comparablePath(of: self) == PathParameterDates.comparablePath(of: other) && query == other.query
            && headers == other.headers && headerParameters == other.headerParameters && body.isSame(as: other.body)
    }
}

extension RequestBody {
    /// Whether both bodies send the same content with the same type.
    func isSame(as other: RequestBody) -> Bool {
        switch (self, other) {
        case (.none, .none):
            return true
        case (.json(let value), .json(let otherValue)):
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            guard let data = try? encoder.encode(value), let otherData = try? encoder.encode(otherValue) else { return false }
            return data == otherData
        case (.form(let fields), .form(let otherFields)):
            return fields == otherFields
        case (.multipart(let parts), .multipart(let otherParts)):
            return parts == otherParts
        case (.text(let text, let type), .text(let otherText, let otherType)):
            return text == otherText && type == otherType
        case (.binary(let data, let type), .binary(let otherData, let otherType)):
            return data == otherData && type == otherType
        default:
            return false
        }
    }
}

/// The pages of an endpoint, requested one at a time as iteration asks (``APIClient/pages(_:rule:)``).
public struct PageSequence<E: Endpoint, Item: Sendable>: AsyncSequence, Sendable {
    public typealias Element = Page<E, Item>

    let client: APIClient
    let first: E
    let rule: PageRule<E, Item>

    /// The items of every page, in order, as one sequence.
    public var items: PageItemSequence<E, Item> { PageItemSequence(pages: self) }

    public func makeAsyncIterator() -> Iterator {
        Iterator(client: client, first: first, rule: rule, step: .endpoint(first))
    }

    /// Requests the next page when asked; `nil` after the last one.
    public struct Iterator: AsyncIteratorProtocol {
        let client: APIClient
        let first: E
        let rule: PageRule<E, Item>
        var step: PageStep<E>?
        /// The pages requested so far: a next page among them ends the sequence.
        var trail = PageTrail<E>()

        /// The next page, or `nil` after the last page.
        ///
        /// - Throws: ``APIError`` (`isCancelled` when the task was cancelled).
        public mutating func next() async throws -> Page<E, Item>? {
            guard let current = step else { return nil }
            step = nil
            do {
                try Task.checkCancellation()
            } catch {
                throw APIError(error)
            }
            var page = try await client.page(at: current, of: first, rule: rule)
            trail.record(current, answeredAt: page.response.url)
            page = trail.ending(page)
            step = page.next
            return page
        }
    }
}

/// The items of every page of an endpoint, in order (``PageSequence/items``).
public struct PageItemSequence<E: Endpoint, Item: Sendable>: AsyncSequence, Sendable {
    public typealias Element = Item

    let pages: PageSequence<E, Item>

    public func makeAsyncIterator() -> Iterator {
        Iterator(pages: pages.makeAsyncIterator())
    }

    /// Hands out one page's items, then requests the next page.
    public struct Iterator: AsyncIteratorProtocol {
        var pages: PageSequence<E, Item>.Iterator
        var buffer: [Item] = []
        var index = 0

        /// The next item, or `nil` after the last page's last item.
        ///
        /// - Throws: ``APIError``, as the pages do.
        public mutating func next() async throws -> Item? {
            while index >= buffer.count {
                guard let page = try await pages.next() else { return nil }
                buffer = page.items
                index = 0
            }
            defer { index += 1 }
            return buffer[index]
        }
    }
}

/// What a paginated view model publishes: the list (first page and the pages loaded after it), whether more is
/// loading, the last load-more failure, and whether another page follows.
public struct PagedListState<Item> {
    /// The list as a ``LoadState``: a refresh keeps the items shown while it runs and after it fails.
    public var state: LoadState<[Item]> = .idle
    /// Whether ``PagedLoad/loadMore(publish:)`` is waiting for a page.
    public var isLoadingMore = false
    /// Why the last load-more failed, until the next one starts (the list keeps its items).
    public var loadMoreError: APIError?
    /// Whether another page follows the last one loaded.
    public var hasMore = false

    /// A state with nothing loaded.
    public init() {}
}

extension PagedListState: Sendable where Item: Sendable {}

/// Two list states are equal when their lists, flags and load-more failures are; failures compare by their
/// description, as in ``LoadState`` (``APIError`` is not `Equatable`).
extension PagedListState: Equatable where Item: Equatable {
    public static func == (lhs: PagedListState, rhs: PagedListState) -> Bool {
        lhs.state == rhs.state && lhs.isLoadingMore == rhs.isLoadingMore && lhs.hasMore == rhs.hasMore
            && lhs.loadMoreError?.description == rhs.loadMoreError?.description
    }
}

/// Runs a paginated view model's loads: `refresh` starts over from a first request (the latest refresh wins, a
/// cancelled one leaves the list as it was), `loadMore` appends the next page, once at a time, dropping items whose
/// `id` is already listed (a page that shifted while new items arrived repeats some); a page whose items are all
/// listed already is the last. A refresh cancels a
/// load-more in flight and its page is dropped. A refresh with the request of the items listed keeps them while it
/// runs and after it fails; one with another request (other parameters) starts from an empty list. A conditional
/// refresh (``refresh(conditional:identifiedBy:publish:)``) answered `304 Not Modified` keeps the list as it is.
@MainActor
public final class PagedLoad<E: Endpoint & Equatable, Item: Identifiable & Sendable> {
    private let client: APIClient
    private let rule: PageRule<E, Item>
    private let firstPage = LatestLoad<FirstPageAnswer<E, Item>>()
    /// The request of the first page listed, which load-more pages follow.
    private var firstRequest: E?
    private var next: PageStep<E>?
    /// The pages of the list requested so far: a next page among them ends the list (a server paging in a cycle).
    private var trail = PageTrail<E>()
    private var loadedItems: [Item]?
    private var seen: Set<Item.ID> = []
    private var moreTask: Task<Page<E, Item>, any Error>?
    private var generation = 0
    /// What the view model shows.
    public private(set) var list = PagedListState<Item>()

    /// What the list was before any first page loaded.
    private let initial: LoadState<[Item]>

    /// A loader of `rule`'s pages through `client`.
    ///
    /// - Parameter initial: what a view model shows before its first load (cached items, a preview): its items count
    ///   as those of the first load's request, whatever it is, so they are kept while it runs and after it fails, and
    ///   come back if it is cancelled; no page follows them. A `.loading(previous:)` state counts as its previous
    ///   items.
    public init(client: APIClient, rule: PageRule<E, Item>, showing initial: LoadState<[Item]> = .idle) {
        self.client = client
        self.rule = rule
        switch initial {
        case .loading(let previous): self.initial = previous.map { .loaded($0) } ?? .idle
        default: self.initial = initial
        }
        list.state = self.initial
        loadedItems = self.initial.value
    }

    /// Loads the first page of `request` (or, when `nil`, of the latest request) and replaces the list with it. The
    /// items listed stay while it runs and after it fails when `request` is the one they were loaded with; with
    /// another request the list is empty meanwhile, and stays empty (with nothing more to load) when it fails.
    /// `publish` gets each change once: the loading list, then the new first page, the failure, or (cancelled) the
    /// list as it was; never an intermediate list.
    public func refresh(_ request: E?, publish: (PagedListState<Item>) -> Void) async {
        guard let request = request ?? latestRequest else { return }
        await start(request, identifiedBy: request, conditional: false, publish: publish)
    }

    /// Loads the first page of a conditional request (one carrying `If-None-Match` or `If-Modified-Since`) as
    /// ``refresh(_:publish:)`` does, and reads a `304 Not Modified` as "the items listed are current": they stay, with
    /// the page after them (``PagedListState/hasMore``), and the list ends `.loaded`, as a load view model's value
    /// does (``LatestLoad/run(conditional:for:identifiedBy:publish:)``). The items are kept when `identity` (the
    /// request without its conditional values) equals the one they were loaded with, or is unknown (items given to
    /// ``init(client:rule:showing:)``). A `304` when no items are listed, or when those listed are another request's,
    /// is a failure, ``APIError/http(_:)`` with status 304 naming the request, as ``APIClient/send(_:)`` reports it.
    /// The list's load-more failure is cleared, as by any refresh that ends loaded. Load-more pages are sent without
    /// the conditions (``APIClient/page(at:of:rule:)``), and a `304` to one of them is ``PagedListState/loadMoreError``.
    ///
    /// - Parameters:
    ///   - request: the first page's request, which ``latestRequest`` gives back for a refresh.
    ///   - identity: what the items are the items of: `request` with its optional conditional header values `nil`
    ///     (a generated view model's), so that a refresh asking whether the list changed keeps it.
    ///   - publish: called with each change, as in ``refresh(_:publish:)``.
    public func refresh(conditional request: E, identifiedBy identity: E, publish: (PagedListState<Item>) -> Void) async {
        await start(request, identifiedBy: identity, conditional: true, publish: publish)
    }

    /// The request of the latest first page (the refresh in flight, else the one the list came from); `nil` before
    /// the first refresh. A conditional view model's `refresh()` sends it again, conditions included.
    public var latestRequest: E? {
        firstPage.latestParameters(as: E.self)
    }

    private func start(
        _ request: E, identifiedBy identity: E, conditional: Bool, publish: (PagedListState<Item>) -> Void
    ) async {
        let keepsItems = firstPage.keepsValue(for: identity)
        // What a `304` confirms: the items listed, when they are this request's (or given to `init`).
        let listsItems = keepsItems && loadedItems != nil
        generation += 1
        moreTask?.cancel()
        moreTask = nil
        list.isLoadingMore = false
        // Put back if this refresh is cancelled: the list is then as it was, its load-more failure (a Retry) too.
        let loadMoreError = list.loadMoreError
        list.loadMoreError = nil
        // `.loaded` is the last state of a first page that arrived (published below, with that page) or of a cancelled
        // refresh (the list as it was): published once it is known which, so that the old list does not flash.
        var endedLoaded = false
        let answer = await firstPage.run({ [client, rule] () async throws -> FirstPageAnswer<E, Item> in
            guard conditional else { return .page(try await client.page(at: .endpoint(request), of: request, rule: rule)) }
            let answer = try await client.conditionalFirstPage(request, rule: rule)
            if case .notModified(let notModified) = answer, !listsItems { throw notModified.failure }
            return answer
        }, for: request, identifiedBy: identity) { pageState in
            switch pageState {
            case .idle:
                // No first page loaded yet (the first load was cancelled): the list as it began.
                list.state = initial
            case .loading: list.state = .loading(previous: keepsItems ? loadedItems : nil)
            case .loaded: list.state = loadedItems.map { .loaded($0) } ?? .idle
            case .failed(let error, _):
                // This load of other parameters failed (a cancelled one puts back the parameters of the list).
                if !keepsItems, latestRequest == request { forgetItems() }
                list.state = .failed(error, previous: loadedItems)
            }
            // No more to load under a list of other parameters that is not shown.
            list.hasMore = list.state.value != nil && next != nil
            if case .loaded = pageState { endedLoaded = true } else { publish(list) }
        }
        switch answer {
        case nil:
            if endedLoaded {
                list.loadMoreError = loadMoreError
                publish(list)
            }
        case .notModified?:
            // The items listed are current: they stay, with the page after them and the request it follows.
            list.state = .loaded(loadedItems ?? [])
            list.hasMore = next != nil
            publish(list)
        case .page(let page)?:
            firstRequest = request
            seen = []
            trail = PageTrail()
            trail.record(.endpoint(request), answeredAt: page.response.url)
            loadedItems = unique(page.items)
            next = trail.ending(page).next
            list.state = .loaded(loadedItems ?? [])
            list.hasMore = next != nil
            publish(list)
        }
    }

    /// Loads the page after the last one and appends its new items; does nothing when no page follows, a page is
    /// already loading, or the first page is loading.
    public func loadMore(publish: (PagedListState<Item>) -> Void) async {
        guard let step = next, let firstRequest, moreTask == nil, !firstPage.isRunning else { return }
        let mine = generation
        let task = Task { [client, rule] in try await client.page(at: step, of: firstRequest, rule: rule) }
        moreTask = task
        list.isLoadingMore = true
        list.loadMoreError = nil
        publish(list)
        let outcome: Result<Page<E, Item>, APIError>
        do {
            outcome = .success(try await withTaskCancellationHandler { try await task.value } onCancel: { task.cancel() })
        } catch {
            outcome = .failure(APIError(error))
        }
        guard mine == generation else { return }
        moreTask = nil
        list.isLoadingMore = false
        switch outcome {
        case .success(let page) where !task.isCancelled:
            let fresh = unique(page.items)
            loadedItems = (loadedItems ?? []) + fresh
            trail.record(step, answeredAt: page.response.url)
            // A page of items all listed already ends the list too: a server that ignores the page parameter (or
            // serves its pages again under URLs it never repeats) would otherwise be asked for more forever. An
            // empty page is left to the rule (a cursor feed may send one with a next cursor).
            next = !page.items.isEmpty && fresh.isEmpty ? nil : trail.ending(page).next
            list.state = .loaded(loadedItems ?? [])
            list.hasMore = next != nil
        case .failure(let error) where !error.isCancelled && !task.isCancelled:
            list.loadMoreError = error
            // A next-page URL no request can be made of (a server's `Link` to `ftp:`, or with a dot segment) fails
            // the same way every time: the list ends here, its error shown once, rather than offering a Retry that
            // cannot succeed. Other failures (a 503, a common field not available yet) keep the next page.
            if case .url(let url) = step, APIClient.pageURLProblem(url) != nil {
                next = nil
                list.hasMore = false
            }
        default:
            break
        }
        publish(list)
    }

    /// Cancels the refresh and the load-more in flight; the list stays as it was.
    public func cancel() {
        firstPage.cancel()
        moreTask?.cancel()
    }

    /// Forgets the items listed: a first page of other parameters failed, and the old list is no longer shown.
    private func forgetItems() {
        firstRequest = nil
        loadedItems = nil
        seen = []
        trail = PageTrail()
        next = nil
    }

    /// `items` without those already listed (by `id`), remembering the new ones.
    private func unique(_ items: [Item]) -> [Item] {
        items.filter { seen.insert($0.id).inserted }
    }
}

/// `Base` sent without its conditions: every `Endpoint` requirement forwarded, except that ``Endpoint/headers`` and
/// ``Endpoint/headerParameters`` leave out `If-None-Match`, `If-Modified-Since` and the other precondition fields
/// (``HTTPHeaders/preconditionFields``) and the request is not conditional. How ``APIClient/page(at:of:rule:)`` and
/// ``APIClient/nextPage(after:of:)`` send a conditional request's later pages.
struct WithoutConditions<Base: Endpoint>: Endpoint {
    typealias Response = Base.Response
    typealias ErrorBody = Base.ErrorBody

    let base: Base

    init(_ base: Base) {
        self.base = base
    }

    var method: HTTPMethod { base.method }
    var path: String { base.path }
    var query: Parameters { base.query }
    var headers: HTTPHeaders {
        var headers = base.headers
        for name in HTTPHeaders.preconditionFields {
            headers[name] = nil
        }
        return headers
    }
    var headerParameters: Parameters {
        var kept = Parameters()
        for parameter in base.headerParameters where !HTTPHeaders.isPreconditionField(parameter.name) {
            kept.append(parameter)
        }
        return kept
    }
    var body: RequestBody { base.body }
    var responseBody: ResponseBody<Response> { base.responseBody }
    var auth: AuthRequirement { base.auth }
    var envelope: EnvelopeRule? { base.envelope }
    var errorRules: [ErrorRule] { base.errorRules }
    var commonFields: [CommonField] { base.commonFields }
    var dateRule: DateRule? { base.dateRule }
    var timeout: TimeInterval? { base.timeout }
    var deadline: TimeInterval? { base.deadline }
    var server: APIServer? { base.server }
    var isConditional: Bool { false }
    var authPlacement: AuthPlacement? { base.authPlacement }
    var isIdempotent: Bool { base.isIdempotent }
    var operationName: String { base.operationName }

    static func errorBody(from model: any Sendable) -> ErrorBody? {
        Base.errorBody(from: model)
    }
}
