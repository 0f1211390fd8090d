import EndpointRuntime
import Foundation
import TestSupport
import Testing

/// Many calls at once through one client, for ThreadSanitizer (review 39: `swift build --build-tests
/// --sanitize=thread`, docs/testing.md): the transport's delegate callbacks, per-task progress queues, idle timers and
/// cancellation, and the mock server's state changed while requests read it. Each test also checks every outcome, so
/// it is a plain concurrency test without the sanitizer.
@Suite("Concurrent use of one client")
struct ConcurrentUseTests {
    struct FileEndpoint: Endpoint {
        typealias Response = Data
        var path: String
        var method: HTTPMethod { .get }
        var responseBody: ResponseBody<Data> { .binary }
    }

    enum Outcome: Sendable, Equatable {
        case value, cancelled, timedOut, other(String)
    }

    /// What a call ended in, told apart as the test expects them.
    static func outcome(_ call: @Sendable () async throws -> Void) async -> Outcome {
        do {
            try await call()
            return .value
        } catch let error as APIError {
            if error.isCancelled { return .cancelled }
            if case .transport(let failure) = error, failure.kind == .timedOut { return .timedOut }
            return .other(String(describing: error))
        } catch {
            return .other(String(describing: error))
        }
    }

    @Test("Uploads, downloads to files, streamed bodies, idle timeouts and cancellations at once, with progress")
    func mixedExchangesAtOnce() async throws {
        let body = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        let chunks = (0..<6).map { _ in ServerReply.Chunk(String(repeating: "x", count: 2_000), after: 0.05) }
        let routes = [
            ServerRoute("POST", "/upload", .json("{}")),
            ServerRoute("GET", "/file", ServerReply(status: 200, headers: [("Content-Type", "application/octet-stream")], bodyData: body)),
            ServerRoute("GET", "/stream", .streamed(chunks, headers: [("Content-Type", "application/octet-stream")])),
            // Silent for longer than the idle timeout below.
            ServerRoute("GET", "/stall", .streamed([.init("late", after: 3)], headers: [("Content-Type", "application/octet-stream")])),
        ]
        let directory = try ScratchDirectory.make("concurrent-downloads")
        try await withTestServer(routes) { server in
            let log = ProgressLog()
            let client = APIClient(configuration: APIClientConfiguration(baseURL: server.baseURL, timeout: 30))
                .with(RequestOptions(progress: log.record))
            let rounds = 4
            let outcomes = await withTaskGroup(of: (String, Outcome).self) { group in
                for round in 0..<rounds {
                    group.addTask {
                        ("upload", await Self.outcome {
                            _ = try await client.send(ProbeEndpoint(path: "/upload", body: .binary(body, contentType: "application/octet-stream")))
                        })
                    }
                    group.addTask {
                        let file = directory.appendingPathComponent("file-\(round).bin")
                        return ("download", await Self.outcome {
                            let saved = try await client.download(FileEndpoint(path: "/file"), to: file)
                            #expect(try Data(contentsOf: saved.payload) == body)
                        })
                    }
                    group.addTask {
                        ("stream", await Self.outcome {
                            let data = try await client.send(FileEndpoint(path: "/stream"))
                            #expect(data.count == 12_000)
                        })
                    }
                    group.addTask {
                        ("stall", await Self.outcome {
                            _ = try await client.with(RequestOptions(timeout: 0.5)).send(FileEndpoint(path: "/stall"))
                        })
                    }
                    group.addTask {
                        // Cancelled while the body streams in: the delegate, the progress queue and the cancellation
                        // handler all touch the task at once.
                        let call = Task { await Self.outcome { _ = try await client.send(FileEndpoint(path: "/stream")) } }
                        try? await Task.sleep(nanoseconds: UInt64(50_000_000 + round * 40_000_000))
                        call.cancel()
                        return ("cancelled", await call.value)
                    }
                }
                var all: [(String, Outcome)] = []
                for await outcome in group { all.append(outcome) }
                return all
            }
            #expect(outcomes.count == rounds * 5)
            for (kind, outcome) in outcomes {
                switch kind {
                case "stall": #expect(outcome == .timedOut, "\(kind)")
                case "cancelled": #expect(outcome == .cancelled || outcome == .value, "\(kind)")
                default: #expect(outcome == .value, "\(kind)")
                }
            }
            #expect(!log.values(.upload).isEmpty)
            #expect(!log.values(.download).isEmpty)
            let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            #expect(left == (0..<rounds).map { "file-\($0).bin" }.sorted())
        }
    }

    @Test("A mock server's latency and overrides change while requests read them")
    func mockServerStateChangesUnderLoad() async throws {
        struct Item: Codable, Sendable, Hashable, SampleProviding {
            var id: Int
            static var sample: Item { Item(id: 1) }
        }
        struct GetItem: Endpoint {
            typealias Response = Item
            var method: HTTPMethod { .get }
            var path: String { "/item" }
            var operationName: String { "getItem" }
        }
        let route = MockRoute(GetItem(), path: "/item", sample: Item.sample)
        let mock = MockServer(routes: [route])
        let client = mock.client
        // The settings change on threads of their own (outside the concurrency pool) while 40 requests read them.
        let changes = DispatchGroup()
        DispatchQueue.global().async(group: changes) {
            DispatchQueue.concurrentPerform(iterations: 400) { index in
                switch index % 3 {
                case 0: mock.latency = index % 2 == 0 ? 0.0005 : 0
                case 1: mock.override(GetItem.self, with: .payload(Item(id: 2)))
                default: mock.removeOverride(GetItem.self)
                }
                _ = mock.requests.count
            }
        }
        let ids = await withTaskGroup(of: Int?.self) { group in
            for _ in 0..<40 {
                group.addTask { try? await client.send(GetItem()).id }
            }
            var ids: [Int] = []
            for await id in group { id.map { ids.append($0) } }
            return ids
        }
        await withCheckedContinuation { done in changes.notify(queue: .global()) { done.resume() } }
        #expect(ids.count == 40)
        #expect(ids.allSatisfy { $0 == 1 || $0 == 2 })
        #expect(mock.requests.count == 40)
    }

    @Test("MockTransport's canned responses are handed out once each to concurrent calls")
    func mockTransportQueueUnderLoad() async throws {
        let responses = (0..<20).map { HTTPResponse(status: 200, body: Data("\($0)".utf8)) }
        let mock = MockTransport(responses: responses)
        let client = APIClient(configuration: APIClientConfiguration(baseURL: MockServer.clientBaseURL), transport: mock)
        struct Number: Endpoint {
            typealias Response = Int
            var method: HTTPMethod { .get }
            var path: String { "/n" }
        }
        let numbers = await withTaskGroup(of: Int?.self) { group in
            for _ in 0..<20 {
                group.addTask {
                    _ = mock.requests.count
                    return try? await client.send(Number())
                }
            }
            var numbers: [Int] = []
            for await number in group { number.map { numbers.append($0) } }
            return numbers
        }
        #expect(numbers.sorted() == Array(0..<20))
        #expect(mock.requests.count == 20)
    }
}
