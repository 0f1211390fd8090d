import EndpointRuntime
import Foundation
import Testing

/// Issue 12: `WireKey`, the one coding key type of generated models and the runtime.
@Suite("WireKey")
struct WireKeyTests {
    /// Written the way generated models are.
    private struct Room: Codable, Equatable {
        var roomID: Int
        var items: [Item]

        struct Item: Codable, Equatable {
            var messageID: Int64
            init(messageID: Int64) { self.messageID = messageID }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: WireKey.self)
                messageID = try container.decode(Int64.self, forKey: "message_id")
            }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: WireKey.self)
                try container.encode(messageID, forKey: "message_id")
            }
        }

        init(roomID: Int, items: [Item]) {
            self.roomID = roomID
            self.items = items
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: WireKey.self)
            roomID = try container.decode(Int.self, forKey: "room_id")
            items = try container.decode([Item].self, forKey: "items")
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: WireKey.self)
            try container.encode(roomID, forKey: "room_id")
            try container.encode(items, forKey: "items")
        }
    }

    @Test("A string literal, init(_:) and init(stringValue:) make the same key; it has no integer form")
    func keyValues() {
        let literal: WireKey = "say \"hi\""
        #expect(literal == WireKey("say \"hi\""))
        #expect(literal == WireKey(stringValue: "say \"hi\""))
        #expect(literal.stringValue == "say \"hi\"")
        #expect(literal.intValue == nil)
        #expect(WireKey(intValue: 0) == nil)
        #expect(Set<WireKey>(["a", "a", "b"]).count == 2)
        #expect("\(WireKey("message_id"))" == "message_id")
    }

    @Test("Round trip by wire keys; allKeys of a keyed container are WireKeys with the exact names")
    func roundTrip() throws {
        let json = #"{"items":[{"message_id":7}],"room_id":3}"#
        let room = try decodeJSON(Room.self, json)
        #expect(room == Room(roomID: 3, items: [.init(messageID: 7)]))
        #expect(try encodeJSON(room) == json)
    }

    @Test("Errors name the wire key and a readable path: keyNotFound, typeMismatch, rendered by DecodingFailure")
    func errors() throws {
        let missing = Data(#"{"room_id":1,"items":[{"message_id":1},{}]}"#.utf8)
        let error = try #require(throws: DecodingError.self) { try JSONDecoder().decode(Room.self, from: missing) }
        guard case .keyNotFound(let key, let context) = error else {
            Issue.record("expected keyNotFound, got \(error)")
            return
        }
        #expect(key.stringValue == "message_id")
        #expect(context.codingPath.map(\.stringValue) == ["items", "Index 1"])
        #expect(context.debugDescription.contains("message_id"))
        #expect(!context.debugDescription.contains("WireKey"))
        #expect(DecodingFailure(error, body: missing).codingPath == "items[1].message_id")

        let wrong = Data(#"{"room_id":"1","items":[]}"#.utf8)
        let mismatch = try #require(throws: DecodingError.self) { try JSONDecoder().decode(Room.self, from: wrong) }
        guard case .typeMismatch(_, let mismatchContext) = mismatch else {
            Issue.record("expected typeMismatch, got \(mismatch)")
            return
        }
        #expect(mismatchContext.codingPath.map(\.stringValue) == ["room_id"])
        #expect(DecodingFailure(mismatch, body: wrong).codingPath == "room_id")
    }
}
