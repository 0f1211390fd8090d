import EndpointCodegen
import EndpointSpec
import Foundation
import TestSupport
import Testing

/// The generated view models of every style (observation, closure, and combine against the stand-in module in
/// `StandIns/Combine.swift`) compiled with warnings as errors into one harness executable per style, run against
/// the loopback server, which holds replies until the harness releases them so that responses arrive out of order.
/// The harness orders its steps by events, never by the clock: it asks the server to answer once a request has
/// arrived (`GET /__requests?count=N&target=T`) and releases a held reply when a step needs its answer
/// (`POST /__release?gate=name`). Each style must print the same lines: the behaviours are the style-independent
/// part of the templates.
@Suite("View model behaviour in every style")
struct ViewModelBehaviourTests {
    static let spec = """
        api: Shop
        models:
          Pet: {id: int, name: string}
          Message:
            identified_by: message_id
            properties: {message_id: int64, text: string}
        endpoints:
          listMessages:
            method: GET
            path: /rooms/{room}/messages
            path_params: {room: int}
            query: {before_id: int64?}
            response: "[Message]"
            pagination: {before: before_id, id: message_id}
            view_model: RoomMessages
          getPet:
            method: GET
            path: /pets/{id}
            path_params: {id: int}
            response: Pet
            view_model: Pet
          adoptPet:
            method: POST
            path: /pets/{id}/adoption
            path_params: {id: int}
            body: {note: string}
            response: Pet
            view_model: Adoption
        """

    /// The harness: each step prints `name: value`; the test compares the lines with ``expected``.
    static let harness = #"""
        import EndpointRuntime
        import Foundation
        #if canImport(FoundationNetworking)
        import FoundationNetworking
        #endif

        guard CommandLine.arguments.count > 1, let base = URL(string: CommandLine.arguments[1]) else {
            print("usage: harness <base URL>")
            exit(2)
        }
        let client = APIClient(configuration: APIClientConfiguration(baseURL: base, timeout: 60))

        /// A control request to the loopback server (Tests/Servers/test_server.py); a failure ends the harness.
        func control(_ method: String, _ pathAndQuery: String) async {
            guard let url = URL(string: base.absoluteString + pathAndQuery) else {
                print("bad control URL \(pathAndQuery)")
                exit(3)
            }
            var request = URLRequest(url: url, timeoutInterval: 90)
            request.httpMethod = method
            guard let (_, response) = try? await URLSession.shared.data(for: request),
                  (response as? HTTPURLResponse)?.statusCode == 200 else {
                print("control request failed: \(method) \(pathAndQuery)")
                exit(3)
            }
        }

        /// Returns once the server has received `count` requests whose target (path and query) is `target`.
        func arrived(_ target: String, count: Int = 1) async {
            let encoded = target.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? target
            await control("GET", "/__requests?count=\(count)&target=\(encoded)")
        }

        /// Lets the server answer the replies held behind `gate`.
        func release(_ gate: String) async {
            await control("POST", "/__release?gate=\(gate)")
        }

        func describe(_ state: LoadState<Shop.Pet>) -> String {
            func id(_ pet: Shop.Pet?) -> String { pet.map { String($0.id) } ?? "nil" }
            switch state {
            case .idle: return "idle"
            case .loading(let previous): return "loading(previous: \(id(previous)))"
            case .loaded(let pet): return "loaded(\(pet.id))"
            case .failed(let error, let previous):
                let what = error.isCancelled ? "cancelled" : error.status.map { "status \($0)" } ?? "\(error)"
                return "failed(\(what), previous: \(id(previous)))"
            }
        }

        // 1. Latest wins: pet 1 answers only when released, pet 2 at once; the older response must not win.
        let latest = Shop.PetViewModel(client: client)
        let older = Task { await latest.load(id: 1) }
        await arrived("/pets/1")
        let newer = Task { await latest.load(id: 2) }
        await newer.value
        print("latest-after-newer: \(describe(latest.state))")
        await release("pet-1")
        await older.value
        print("latest-after-older: \(describe(latest.state))")

        // 1. Cancelling the calling task (SwiftUI's .task(id:)) is not a failure: the state goes back. Pet 4 is never
        // answered, so each load is in flight until cancelled; it is another id, so pet 2 is not shown meanwhile.
        let cancelled = Shop.PetViewModel(client: client)
        await cancelled.load(id: 2)
        let slow = Task { await cancelled.load(id: 4) }
        await arrived("/pets/4", count: 1)
        print("cancel-during: \(describe(cancelled.state))")
        slow.cancel()
        await slow.value
        print("cancel-after: \(describe(cancelled.state))")
        let slowAgain = Task { await cancelled.load(id: 4) }
        await arrived("/pets/4", count: 2)
        cancelled.cancel()
        await slowAgain.value
        print("cancel-method-after: \(describe(cancelled.state))")
        // The cancelled load left the parameters of the value shown: reload() asks for pet 2 again (the test checks
        // the server's requests), not for pet 4.
        await cancelled.reload()
        print("reload-after-cancel: \(describe(cancelled.state))")
        let first = Shop.PetViewModel(client: client)
        let never = Task { await first.load(id: 4) }
        await arrived("/pets/4", count: 3)
        never.cancel()
        await never.value
        print("cancel-first-load: \(describe(first.state))")
        // A value given to init (a cache) is shown while the first load runs, and comes back when it is cancelled.
        let cached = Shop.PetViewModel(client: client, state: .loaded(Shop.Pet(id: 9, name: "Cached")))
        let firstLoad = Task { await cached.load(id: 4) }
        await arrived("/pets/4", count: 4)
        print("initial-during: \(describe(cached.state))")
        firstLoad.cancel()
        await firstLoad.value
        print("initial-after-cancel: \(describe(cached.state))")

        // 2. Refresh keeps what is shown: pet 3 answers once, then fails with 500 when released.
        let refreshed = Shop.PetViewModel(client: client)
        await refreshed.load(id: 3)
        print("refresh-loaded: \(describe(refreshed.state))")
        let reload = Task { await refreshed.reload() }
        await arrived("/pets/3", count: 2)
        print("refresh-during: \(describe(refreshed.state)) value \(refreshed.state.value?.name ?? "nil")")
        await release("reload-3")
        await reload.value
        print("refresh-failed: \(describe(refreshed.state)) value \(refreshed.state.value?.name ?? "nil")")
        print("equatable: \(LoadState<Int>.loading(previous: 1) == .loading(previous: 1)) \(LoadState<Int>.loaded(1) == .loading(previous: 1))")

        // 2. A load with the parameters of the value shown keeps it; other parameters start from no value, while
        // loading and after failing (pet 6 answers at once, then when released; pet 7 is a 404 when released).
        let switching = Shop.PetViewModel(client: client)
        await switching.load(id: 6)
        let sameID = Task { await switching.load(id: 6) }
        await arrived("/pets/6", count: 2)
        print("same-parameters-during: \(describe(switching.state)) value \(switching.state.value?.name ?? "nil")")
        await release("same-6")
        await sameID.value
        print("same-parameters-after: \(describe(switching.state))")
        let otherID = Task { await switching.load(id: 7) }
        await arrived("/pets/7")
        print("other-parameters-during: \(describe(switching.state)) value \(switching.state.value?.name ?? "nil")")
        await release("missing-7")
        await otherID.value
        print("other-parameters-failed: \(describe(switching.state)) value \(switching.state.value?.name ?? "nil")")
        await switching.reload()
        print("other-parameters-reload: \(describe(switching.state))")
        await switching.load(id: 6)
        print("other-parameters-back: \(describe(switching.state))")
        // The value given to init stays under the first load's failure (a cache shown offline).
        await cached.load(id: 7)
        print("initial-failed: \(describe(cached.state))")

        // 3. Pagination, older than an id (seed 001's before_id): pages [5, 4], [4, 3] (4 again), [].
        func ids(_ messages: [Shop.Message]) -> String { messages.map { String($0.messageID) }.joined(separator: ",") }
        let room = Shop.RoomMessagesViewModel(client: client)
        await room.load(room: 1)
        print("paged-first: \(ids(room.items)) hasMore \(room.hasMore) loadingMore \(room.isLoadingMore)")
        let more = Task { await room.loadMore() }
        await arrived("/rooms/1/messages?before_id=4")
        print("paged-loading-more: \(room.isLoadingMore) items \(ids(room.items)) loading \(room.state.isLoading)")
        await release("page-before-4")
        await more.value
        print("paged-more: \(ids(room.items)) hasMore \(room.hasMore) loadingMore \(room.isLoadingMore)")
        await room.loadMore()
        print("paged-end: \(ids(room.items)) hasMore \(room.hasMore)")
        await room.loadMore()
        print("paged-after-end: \(ids(room.items))")
        // A refresh starts over: the first page is now [6, 5]; the page before 5 fails, and the items stay.
        let refreshing = Task { await room.refresh() }
        await arrived("/rooms/1/messages", count: 2)
        print("paged-refresh-during: \(describeList(room.state))")
        await release("refresh")
        await refreshing.value
        print("paged-refresh: \(ids(room.items)) hasMore \(room.hasMore)")
        await room.loadMore()
        print("paged-more-failed: \(ids(room.items)) error \(room.loadMoreError?.status.map(String.init) ?? "nil") hasMore \(room.hasMore)")
        // A refresh started while a page loads wins: the late page (a 500 answered only after the refresh) is dropped.
        let late = Task { await room.loadMore() }
        await arrived("/rooms/1/messages?before_id=5", count: 2)
        await room.refresh()
        await release("late-page")
        await late.value
        print("paged-refresh-wins: \(ids(room.items)) loadingMore \(room.isLoadingMore) error \(room.loadMoreError == nil ? "nil" : "set")")
        // Other parameters start over empty: room 1's messages are not shown while room 2 loads, nor after its first
        // page failed (and no page follows); room 2 then answers [7].
        let otherRoom = Task { await room.load(room: 2) }
        await arrived("/rooms/2/messages")
        print("paged-other-during: \(describeList(room.state)) items [\(ids(room.items))] hasMore \(room.hasMore)")
        await release("room-2-fails")
        await otherRoom.value
        print("paged-other-failed: \(describeList(room.state)) items [\(ids(room.items))] hasMore \(room.hasMore)")
        await room.loadMore()
        print("paged-other-more: items [\(ids(room.items))] loadingMore \(room.isLoadingMore)")
        await room.refresh()
        print("paged-other-refresh: \(describeList(room.state)) hasMore \(room.hasMore)")
        // The same parameters keep the list while the first page loads again ([8, 7] when released).
        let sameRoom = Task { await room.load(room: 2) }
        await arrived("/rooms/2/messages", count: 3)
        print("paged-same-during: \(describeList(room.state)) hasMore \(room.hasMore)")
        await release("room-2-again")
        await sameRoom.value
        print("paged-same: \(describeList(room.state)) hasMore \(room.hasMore)")
        // A cancelled load of room 3 (never answered) puts back room 2's list, which load more still follows.
        let cancelledRoom = Task { await room.load(room: 3) }
        await arrived("/rooms/3/messages")
        print("paged-cancel-during: \(describeList(room.state)) hasMore \(room.hasMore)")
        cancelledRoom.cancel()
        await cancelledRoom.value
        print("paged-cancel-after: \(describeList(room.state)) hasMore \(room.hasMore)")
        await room.loadMore()
        print("paged-cancel-more: \(ids(room.items)) hasMore \(room.hasMore)")
        // Items given to init (a cache) are kept while the first load runs, come back when it is cancelled, and stay
        // under a failure (room 4 answers 500); no page follows them.
        let cachedRoom = Shop.RoomMessagesViewModel(client: client, state: .loaded([Shop.Message(messageID: 99, text: "cached")]))
        let cachedFirst = Task { await cachedRoom.load(room: 3) }
        await arrived("/rooms/3/messages", count: 2)
        print("paged-initial-during: \(describeList(cachedRoom.state)) hasMore \(cachedRoom.hasMore)")
        cachedFirst.cancel()
        await cachedFirst.value
        print("paged-initial-after-cancel: \(describeList(cachedRoom.state)) hasMore \(cachedRoom.hasMore)")
        await cachedRoom.load(room: 4)
        print("paged-initial-failed: \(describeList(cachedRoom.state)) hasMore \(cachedRoom.hasMore)")

        // 4. Actions. Pet 1's adoption answers when released: the state runs, and a second send meanwhile is ignored
        // (the test checks that the server got one request).
        func describe(_ state: ActionState<Shop.Pet>) -> String {
            switch state {
            case .idle: return "idle"
            case .running: return "running"
            case .succeeded(let pet): return "succeeded(\(pet.id))"
            case .failed(let error): return "failed(\(error.isCancelled ? "cancelled" : error.status.map { "status \($0)" } ?? "\(error)"))"
            }
        }
        func returned(_ pet: Shop.Pet?) -> String { pet.map { "pet \($0.id)" } ?? "nil" }
        let adoption = Shop.AdoptionViewModel(client: client)
        print("action-initial: \(describe(adoption.state)) showingError \(adoption.isShowingError)")
        let firstSend = Task { await adoption.send(id: 1, note: "first") }
        await arrived("/pets/1/adoption")
        print("action-running: \(describe(adoption.state))")
        let doubleSubmit = await adoption.send(id: 1, note: "second")
        print("action-double-submit: returned \(returned(doubleSubmit)) state \(describe(adoption.state))")
        await release("adoption-1")
        let sent = await firstSend.value
        print("action-succeeded: \(describe(adoption.state)) returned \(returned(sent)) value \(adoption.state.value?.name ?? "nil")")
        // Pet 2's adoption fails with 500, then succeeds: the error is shown, dismissed, and the retry succeeds.
        let failed = await adoption.send(id: 2, note: "try")
        print("action-failed: \(describe(adoption.state)) returned \(returned(failed)) showingError \(adoption.isShowingError)")
        adoption.isShowingError = false
        print("action-dismissed: \(describe(adoption.state)) showingError \(adoption.isShowingError)")
        let retried = await adoption.send(id: 2, note: "retry")
        print("action-retried: \(describe(adoption.state)) returned \(returned(retried))")
        // Pet 4's adoption is never answered: cancel() and a cancelled calling task end in idle, not failed.
        let byMethod = Task { await adoption.send(id: 4, note: "slow") }
        await arrived("/pets/4/adoption", count: 1)
        adoption.cancel()
        print("action-cancel-method: returned \(returned(await byMethod.value)) state \(describe(adoption.state))")
        let byTask = Task { await adoption.send(id: 4, note: "slow") }
        await arrived("/pets/4/adoption", count: 2)
        byTask.cancel()
        print("action-cancel-task: returned \(returned(await byTask.value)) state \(describe(adoption.state))")
        // After a failure, reset() goes back to idle; a send after a cancellation is not ignored.
        _ = await adoption.send(id: 2, note: "fails again")
        print("action-failed-again: \(describe(adoption.state))")
        adoption.reset()
        print("action-reset: \(describe(adoption.state))")
        // reset() during a send: running until the cancelled send has ended, then idle; the next send goes out.
        let resetDuring = Task { await adoption.send(id: 4, note: "slow") }
        await arrived("/pets/4/adoption", count: 3)
        adoption.reset()
        print("action-reset-during: \(describe(adoption.state)) isRunning \(adoption.state.isRunning)")
        print("action-reset-ended: returned \(returned(await resetDuring.value)) state \(describe(adoption.state))")
        let afterReset = await adoption.send(id: 2, note: "after reset")
        print("action-after-reset: \(describe(adoption.state)) returned \(returned(afterReset))")
        print("action-equatable: \(ActionState<Int>.succeeded(1) == .succeeded(1)) \(ActionState<Int>.running == .idle)")

        func describeList(_ state: LoadState<[Shop.Message]>) -> String {
            switch state {
            case .idle: return "idle"
            case .loading(let previous): return "loading(previous: \(previous.map(ids) ?? "nil"))"
            case .loaded(let items): return "loaded(\(ids(items)))"
            case .failed(let error, let previous): return "failed(\(error.status ?? 0), previous: \(previous.map(ids) ?? "nil"))"
            }
        }
        """#

    static let expected = """
        latest-after-newer: loaded(2)
        latest-after-older: loaded(2)
        cancel-during: loading(previous: nil)
        cancel-after: loaded(2)
        cancel-method-after: loaded(2)
        reload-after-cancel: loaded(2)
        cancel-first-load: idle
        initial-during: loading(previous: 9)
        initial-after-cancel: loaded(9)
        refresh-loaded: loaded(3)
        refresh-during: loading(previous: 3) value Three
        refresh-failed: failed(status 500, previous: 3) value Three
        equatable: true false
        same-parameters-during: loading(previous: 6) value Six
        same-parameters-after: loaded(6)
        other-parameters-during: loading(previous: nil) value nil
        other-parameters-failed: failed(status 404, previous: nil) value nil
        other-parameters-reload: failed(status 404, previous: nil)
        other-parameters-back: loaded(6)
        initial-failed: failed(status 404, previous: 9)
        paged-first: 5,4 hasMore true loadingMore false
        paged-loading-more: true items 5,4 loading false
        paged-more: 5,4,3 hasMore true loadingMore false
        paged-end: 5,4,3 hasMore false
        paged-after-end: 5,4,3
        paged-refresh-during: loading(previous: 5,4,3)
        paged-refresh: 6,5 hasMore true
        paged-more-failed: 6,5 error 500 hasMore true
        paged-refresh-wins: 6,5 loadingMore false error nil
        paged-other-during: loading(previous: nil) items [] hasMore false
        paged-other-failed: failed(500, previous: nil) items [] hasMore false
        paged-other-more: items [] loadingMore false
        paged-other-refresh: loaded(7) hasMore true
        paged-same-during: loading(previous: 7) hasMore true
        paged-same: loaded(8,7) hasMore true
        paged-cancel-during: loading(previous: nil) hasMore false
        paged-cancel-after: loaded(8,7) hasMore true
        paged-cancel-more: 8,7 hasMore false
        paged-initial-during: loading(previous: 99) hasMore false
        paged-initial-after-cancel: loaded(99) hasMore false
        paged-initial-failed: failed(500, previous: 99) hasMore false
        action-initial: idle showingError false
        action-running: running
        action-double-submit: returned nil state running
        action-succeeded: succeeded(1) returned pet 1 value One
        action-failed: failed(status 500) returned nil showingError true
        action-dismissed: idle showingError false
        action-retried: succeeded(2) returned pet 2
        action-cancel-method: returned nil state idle
        action-cancel-task: returned nil state idle
        action-failed-again: failed(status 500)
        action-reset: idle
        action-reset-during: running isRunning true
        action-reset-ended: returned nil state idle
        action-after-reset: succeeded(2) returned pet 2
        action-equatable: true false
        """

    static func messages(_ ids: [Int]) -> String {
        "[" + ids.map { #"{"message_id": \#($0), "text": "m\#($0)"}"# }.joined(separator: ", ") + "]"
    }

    /// Held replies wait for the harness to release their gate; the gate `never` is not released (those requests
    /// are cancelled while in flight).
    static let routes = [
        ServerRoute("GET", "/rooms/1/messages", query: "before_id=4", .json(messages([4, 3])).heldUntilReleased(gate: "page-before-4")),
        ServerRoute("GET", "/rooms/1/messages", query: "before_id=3", .json("[]")),
        ServerRoute(
            "GET", "/rooms/1/messages", query: "before_id=5", .json("{}", status: 500),
            .json("{}", status: 500).heldUntilReleased(gate: "late-page")),
        ServerRoute("GET", "/rooms/1/messages", .json(messages([5, 4])), .json(messages([6, 5])).heldUntilReleased(gate: "refresh")),
        ServerRoute("GET", "/rooms/2/messages", query: "before_id=7", .json("[]")),
        ServerRoute(
            "GET", "/rooms/2/messages", .json("{}", status: 500).heldUntilReleased(gate: "room-2-fails"), .json(messages([7])),
            .json(messages([8, 7])).heldUntilReleased(gate: "room-2-again")),
        ServerRoute("GET", "/rooms/3/messages", .json("[]").heldUntilReleased(gate: "never")),
        ServerRoute("GET", "/rooms/4/messages", .json("{}", status: 500)),
        ServerRoute("GET", "/pets/1", .json(#"{"id": 1, "name": "One"}"#).heldUntilReleased(gate: "pet-1")),
        ServerRoute("GET", "/pets/2", .json(#"{"id": 2, "name": "Two"}"#)),
        ServerRoute("GET", "/pets/4", .json(#"{"id": 4, "name": "Four"}"#).heldUntilReleased(gate: "never")),
        ServerRoute("GET", "/pets/6", .json(#"{"id": 6, "name": "Six"}"#), .json(#"{"id": 6, "name": "Six"}"#).heldUntilReleased(gate: "same-6")),
        ServerRoute("GET", "/pets/7", .json(#"{"message": "no pet 7"}"#, status: 404).heldUntilReleased(gate: "missing-7")),
        ServerRoute("POST", "/pets/1/adoption", .json(#"{"id": 1, "name": "One"}"#).heldUntilReleased(gate: "adoption-1")),
        ServerRoute(
            "POST", "/pets/2/adoption", .json("{}", status: 500), .json(#"{"id": 2, "name": "Two"}"#), .json("{}", status: 500),
            .json(#"{"id": 2, "name": "Two"}"#)),
        ServerRoute("POST", "/pets/4/adoption", .json(#"{"id": 4, "name": "Four"}"#).heldUntilReleased(gate: "never")),
        ServerRoute(
            "GET", "/pets/3", .json(#"{"id": 3, "name": "Three"}"#), .json("{}", status: 500).heldUntilReleased(gate: "reload-3")),
    ]

    @Test(arguments: GeneratorOptions.ViewModelStyle.allCases)
    func everyBehaviourInStyle(_ style: GeneratorOptions.ViewModelStyle) async throws {
        let directory = try ScratchDirectory.make("vm-behaviour-\(style.rawValue)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let executable = try await Self.buildHarness(style: style, spec: Self.spec, harness: Self.harness, in: directory)
        let (output, adoptions, loads) = try await withTestServer(Self.routes) { server in
            let output = try await SwiftToolchain.run(executable, [server.baseURL.absoluteString])
            let requests = try await server.requests()
            return (
                output, requests.filter { $0.method == "POST" }.map(\.target),
                requests.filter { $0.method == "GET" && !$0.target.hasPrefix("/__") }.map(\.target))
        }
        // A reload after a cancelled load of pet 4 asks for pet 2 again; a reload after pet 7 failed asks for pet 7.
        #expect(Array(loads.prefix(6)) == ["/pets/1", "/pets/2", "/pets/2", "/pets/4", "/pets/4", "/pets/2"], "\(loads)")
        #expect(loads.filter { $0 == "/pets/7" }.count == 3, "\(loads)")
        // Load more after the cancelled load of room 3 follows room 2's list.
        let roomThree = try #require(loads.firstIndex(of: "/rooms/3/messages"), "\(loads)")
        #expect(loads[roomThree + 1] == "/rooms/2/messages?before_id=7", "\(loads)")
        // The double submit sent nothing: one request for pet 1, and each other send once.
        #expect(adoptions == [
            "/pets/1/adoption", "/pets/2/adoption", "/pets/2/adoption", "/pets/4/adoption", "/pets/4/adoption",
            "/pets/2/adoption", "/pets/4/adoption", "/pets/2/adoption",
        ])
        #expect(output.status == 0, "\(output.output)")
        #expect(output.output.trimmingCharacters(in: .whitespacesAndNewlines) == Self.expected, "\(style.rawValue)")
    }

    /// Generates `spec` in `style`, writes `harness` as `main.swift` and builds them with warnings as errors; for
    /// the combine style, the stand-in `Combine` module is compiled first and linked in.
    static func buildHarness(style: GeneratorOptions.ViewModelStyle, spec: String, harness: String, in directory: URL) async throws -> String {
        var diagnostics = DiagnosticCollector()
        let api = SpecLoader.load(text: Array(spec.utf8), path: "shop.yaml", diagnostics: &diagnostics)
        let loaded = try #require(api, "\(diagnostics)")
        let generated = CodeGenerator(options: GeneratorOptions(viewModelStyle: style)).generate([loaded], diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        var files: [String] = []
        for file in generated {
            let url = directory.appendingPathComponent(file.path)
            try Data(file.contents.utf8).write(to: url)
            files.append(url.path)
        }
        let main = directory.appendingPathComponent("main.swift")
        try Data(harness.utf8).write(to: main)
        files.append(main.path)
        let toolchain = try SwiftToolchain.locate()
        var flags = ["-warnings-as-errors"]
        if style == .combine {
            flags += try await buildCombineStandIn(in: directory)
        }
        let executable = directory.appendingPathComponent("harness").path
        let build = try await toolchain.buildExecutable(files, output: executable, extraFlags: flags)
        #expect(build.status == 0, "\(build.output)")
        return executable
    }

    /// Compiles `StandIns/Combine.swift` as module `Combine` into `directory`; returns the flags that find and link it.
    static func buildCombineStandIn(in directory: URL) async throws -> [String] {
        let source = PackagePaths.root.appendingPathComponent("Tests/CompiledOutputTests/StandIns/Combine.swift").path
        let modules = directory.appendingPathComponent("standins")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        let object = modules.appendingPathComponent("Combine.o").path
        let run = try await SwiftToolchain.run("swiftc", [
            "-swift-version", "6", "-parse-as-library", "-module-name", "Combine", "-warnings-as-errors",
            "-emit-module", "-emit-module-path", modules.appendingPathComponent("Combine.swiftmodule").path,
            "-c", source, "-o", object,
        ])
        #expect(run.status == 0, "\(run.output)")
        return ["-I", modules.path, object]
    }
}
