import EndpointRuntime

/// The labels screen of a GitHub client, without the drawing: a paginated list of a repository's labels
/// (`GitHub.LabelListViewModel`, Link-header pages) and a "new label" form (`GitHub.CreateLabelViewModel`, an action
/// view model).
///
/// ``run()`` does what a person and SwiftUI would do: the list appears (`load`), the last row appears twice (`loadMore`)
/// and once more after the end, the list is pulled to refresh, a label is created, and the list is refreshed to show
/// it. Each step prints what the screen shows while its request is in flight and when it has ended, as one line:
/// the labels listed, then what sits around them (a spinner over the list, at the bottom, "more below", the end).
@MainActor
struct LabelsScreen {
    static let owner = "octocat"
    static let repo = "hello-world"
    static let pageSize = 2
    static let newLabel = (name: "needs-triage", color: "d93f0b")

    let list: GitHub.LabelListViewModel
    let newLabelForm: GitHub.CreateLabelViewModel
    let show: @MainActor (String) -> Void

    init(client: APIClient, show: @escaping @MainActor (String) -> Void) {
        self.list = GitHub.LabelListViewModel(client: client)
        self.newLabelForm = GitHub.CreateLabelViewModel(client: client)
        self.show = show
    }

    func run() async throws {
        show("labels of \(Self.owner)/\(Self.repo), \(Self.pageSize) per page")
        await step("load") { await list.load(owner: Self.owner, repo: Self.repo, perPage: Self.pageSize) }
        if let error = list.state.error { throw error }
        while list.hasMore {
            await step("load more") { await list.loadMore() }
            if let error = list.loadMoreError { throw error }
        }
        await step("load more") { await list.loadMore() }
        await step("refresh") { await list.refresh() }
        try await create()
        await step("refresh") { await list.refresh() }
    }

    /// The "new label" form's send button: `send` on the action view model, whose state the form shows (the button
    /// disabled while running, the created label, or an error alert).
    private func create() async throws {
        let (name, color) = Self.newLabel
        await step("create \(name)", isBusy: { newLabelForm.state.isRunning }, screen: { form }) {
            _ = await newLabelForm.send(owner: Self.owner, repo: Self.repo, name: name, color: color)
        }
        if let error = newLabelForm.state.error { throw error }
    }

    /// Starts `action` as SwiftUI starts a `.task` or `.refreshable` closure (or a button's action), shows the screen
    /// once the view model reports a request in flight (or the action ended without one), and again when the action
    /// has ended. The list's step unless `isBusy` and `screen` say otherwise.
    private func step(
        _ name: String,
        isBusy: (@MainActor () -> Bool)? = nil,
        screen: (@MainActor () -> String)? = nil,
        _ action: @escaping @MainActor () async -> Void
    ) async {
        let isBusy = isBusy ?? { list.state.isLoading || list.isLoadingMore }
        let screen = screen ?? { self.screen }
        let ended = Flag()
        let task = Task { @MainActor in
            await action()
            ended.isSet = true
        }
        while !isBusy(), !ended.isSet { await Task.yield() }
        if isBusy() {
            show("\(name): \(screen())")
            await task.value
            show("\(name): \(screen())")
        } else {
            await task.value
            show("\(name): \(screen()) (nothing to load)")
        }
    }

    /// What the "new label" form shows, as one line: its action view model's state.
    var form: String {
        switch newLabelForm.state {
        case .idle:
            return "idle"
        case .running:
            return "running, send button disabled"
        case .succeeded(let label):
            return "succeeded: \(label.name) #\(label.color)"
        case .failed(let error):
            return "failed: error alert: \(error.status.map { "status \($0)" } ?? "\(error)")"
        }
    }

    /// What the screen shows, as one line.
    var screen: String {
        let names = list.items.map(\.name).joined(separator: ", ")
        switch list.state {
        case .idle:
            return "empty"
        case .loading(nil):
            return "spinner"
        case .loading:
            return "\(names) | spinner over the list"
        case .failed(let error, let previous):
            return (previous == nil ? "" : "\(names) | ") + "error banner: \(error.status.map { "status \($0)" } ?? "\(error)")"
        case .loaded:
            if list.isLoadingMore { return "\(names) | spinner at the bottom" }
            if let error = list.loadMoreError { return "\(names) | retry row: \(error.status.map { "status \($0)" } ?? "\(error)")" }
            return "\(names) | \(list.hasMore ? "more below" : "end of list")"
        }
    }
}

/// A flag one main-actor task sets and another reads.
@MainActor
private final class Flag {
    var isSet = false
}
