import EndpointRuntime
import Foundation
import Testing

/// Issue 12: the `StaticString`-keyed coding forms (`decode(_:at:)`, `encode(_:at:)` and the rest) that generated
/// `init(from:)` and `encode(to:)` call. Each must behave exactly as its `forKey:` counterpart: the same keys for
/// every kind of literal and both of a `StaticString`'s forms (UTF-8 text, or a single Unicode scalar), the
/// same values, errors and coding paths, the same JSON, and the decoder's concrete path for the scalar types.
@Suite("WireKey: StaticString keys")
struct StaticWireKeyTests {
    struct Inner: Codable, Equatable {
        var x: Int
    }

    /// Every keyed coding form generated code calls, keyed with `at:`.
    struct AtKeys: Codable, Equatable {
        var a: Double
        var combining: String
        var precomposed: Bool?
        var emoji: Int8
        var coder: Int16?
        var flag: Int32
        var korean: Int64
        var arabic: UInt
        var hindi: UInt8?
        var quote: UInt16
        var slash: UInt32?
        var interpolation: UInt64
        var zeroWidth: Float
        var empty: Int
        var control: String?
        var inner: Inner
        var list: [Inner]?
        var tristate: Nullable<String>
        var requiredNullable: String?
        var indirect: Indirect<Inner?>
        var size: Int
        var when: Date
        var count: Int?
        var gone: Date?
        var seen: Nullable<Date>

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: WireKey.self)
            a = try container.decode(Double.self, at: "a")
            combining = try container.decode(String.self, at: "e\u{301}")
            precomposed = try container.decodeIfPresent(Bool.self, at: "ñ")
            emoji = try container.decode(Int8.self, at: "😀")
            coder = try container.decodeIfPresent(Int16.self, at: "👩\u{200D}💻")
            flag = try container.decode(Int32.self, at: "🇰🇷")
            korean = try container.decode(Int64.self, at: "이름")
            arabic = try container.decode(UInt.self, at: "اسم")
            hindi = try container.decodeIfPresent(UInt8.self, at: "नाम")
            quote = try container.decode(UInt16.self, at: "say \"hi\"")
            slash = try container.decodeIfPresent(UInt32.self, at: "back\\slash")
            interpolation = try container.decode(UInt64.self, at: "\\(x)")
            zeroWidth = try container.decode(Float.self, at: "zw\u{200B}sp")
            empty = try container.decode(Int.self, at: "")
            control = try container.decodeIfPresent(String.self, at: "tab\tkey\u{1}")
            inner = try container.decode(Inner.self, at: "inner")
            list = try container.decodeIfPresent([Inner].self, at: "列表")
            tristate = try container.decode(Nullable<String>.self, at: "tri")
            requiredNullable = try container.decodeRequiredNullable(String.self, at: "req null")
            indirect = try container.decode(Indirect<Inner?>.self, at: "ind")
            size = try container.contains(at: "size") ? container.decode(Int.self, at: "size") : 20
            when = try container.decode(Date.self, at: "when", coding: .dates(.secondsSince1970))
            count = try container.decodeIfPresent(Int.self, at: "count", coding: .lenient)
            gone = try container.decodeRequiredNullable(Date.self, at: "gone", coding: .dates(.millisecondsSince1970))
            seen = try container.decode(Nullable<Date>.self, at: "seen", coding: .dates(.secondsSince1970))
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: WireKey.self)
            try container.encode(a, at: "a")
            try container.encode(combining, at: "e\u{301}")
            try container.encodeIfPresent(precomposed, at: "ñ")
            try container.encode(emoji, at: "😀")
            try container.encodeIfPresent(coder, at: "👩\u{200D}💻")
            try container.encode(flag, at: "🇰🇷")
            try container.encode(korean, at: "이름")
            try container.encode(arabic, at: "اسم")
            try container.encodeIfPresent(hindi, at: "नाम")
            try container.encode(quote, at: "say \"hi\"")
            try container.encodeIfPresent(slash, at: "back\\slash")
            try container.encode(interpolation, at: "\\(x)")
            try container.encode(zeroWidth, at: "zw\u{200B}sp")
            try container.encode(empty, at: "")
            try container.encodeIfPresent(control, at: "tab\tkey\u{1}")
            try container.encode(inner, at: "inner")
            try container.encodeIfPresent(list, at: "列表")
            try container.encode(tristate, at: "tri")
            try container.encodeRequiredNullable(requiredNullable, at: "req null")
            try container.encode(indirect, at: "ind")
            try container.encode(size, at: "size")
            try container.encode(when, at: "when", coding: .dates(.secondsSince1970))
            try container.encodeIfPresent(count, at: "count", coding: .lenient)
            try container.encodeRequiredNullable(gone, at: "gone", coding: .dates(.millisecondsSince1970))
            try container.encode(seen, at: "seen", coding: .dates(.secondsSince1970))
        }
    }

    /// Every keyed coding form generated code calls, keyed with `forKey:`.
    struct ForKeys: Codable, Equatable {
        var a: Double
        var combining: String
        var precomposed: Bool?
        var emoji: Int8
        var coder: Int16?
        var flag: Int32
        var korean: Int64
        var arabic: UInt
        var hindi: UInt8?
        var quote: UInt16
        var slash: UInt32?
        var interpolation: UInt64
        var zeroWidth: Float
        var empty: Int
        var control: String?
        var inner: Inner
        var list: [Inner]?
        var tristate: Nullable<String>
        var requiredNullable: String?
        var indirect: Indirect<Inner?>
        var size: Int
        var when: Date
        var count: Int?
        var gone: Date?
        var seen: Nullable<Date>

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: WireKey.self)
            a = try container.decode(Double.self, forKey: "a")
            combining = try container.decode(String.self, forKey: "e\u{301}")
            precomposed = try container.decodeIfPresent(Bool.self, forKey: "ñ")
            emoji = try container.decode(Int8.self, forKey: "😀")
            coder = try container.decodeIfPresent(Int16.self, forKey: "👩\u{200D}💻")
            flag = try container.decode(Int32.self, forKey: "🇰🇷")
            korean = try container.decode(Int64.self, forKey: "이름")
            arabic = try container.decode(UInt.self, forKey: "اسم")
            hindi = try container.decodeIfPresent(UInt8.self, forKey: "नाम")
            quote = try container.decode(UInt16.self, forKey: "say \"hi\"")
            slash = try container.decodeIfPresent(UInt32.self, forKey: "back\\slash")
            interpolation = try container.decode(UInt64.self, forKey: "\\(x)")
            zeroWidth = try container.decode(Float.self, forKey: "zw\u{200B}sp")
            empty = try container.decode(Int.self, forKey: "")
            control = try container.decodeIfPresent(String.self, forKey: "tab\tkey\u{1}")
            inner = try container.decode(Inner.self, forKey: "inner")
            list = try container.decodeIfPresent([Inner].self, forKey: "列表")
            tristate = try container.decode(Nullable<String>.self, forKey: "tri")
            requiredNullable = try container.decodeRequiredNullable(String.self, forKey: "req null")
            indirect = try container.decode(Indirect<Inner?>.self, forKey: "ind")
            size = try container.contains("size") ? container.decode(Int.self, forKey: "size") : 20
            when = try container.decode(Date.self, forKey: "when", coding: .dates(.secondsSince1970))
            count = try container.decodeIfPresent(Int.self, forKey: "count", coding: .lenient)
            gone = try container.decodeRequiredNullable(Date.self, forKey: "gone", coding: .dates(.millisecondsSince1970))
            seen = try container.decode(Nullable<Date>.self, forKey: "seen", coding: .dates(.secondsSince1970))
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: WireKey.self)
            try container.encode(a, forKey: "a")
            try container.encode(combining, forKey: "e\u{301}")
            try container.encodeIfPresent(precomposed, forKey: "ñ")
            try container.encode(emoji, forKey: "😀")
            try container.encodeIfPresent(coder, forKey: "👩\u{200D}💻")
            try container.encode(flag, forKey: "🇰🇷")
            try container.encode(korean, forKey: "이름")
            try container.encode(arabic, forKey: "اسم")
            try container.encodeIfPresent(hindi, forKey: "नाम")
            try container.encode(quote, forKey: "say \"hi\"")
            try container.encodeIfPresent(slash, forKey: "back\\slash")
            try container.encode(interpolation, forKey: "\\(x)")
            try container.encode(zeroWidth, forKey: "zw\u{200B}sp")
            try container.encode(empty, forKey: "")
            try container.encodeIfPresent(control, forKey: "tab\tkey\u{1}")
            try container.encode(inner, forKey: "inner")
            try container.encodeIfPresent(list, forKey: "列表")
            try container.encode(tristate, forKey: "tri")
            try container.encodeRequiredNullable(requiredNullable, forKey: "req null")
            try container.encode(indirect, forKey: "ind")
            try container.encode(size, forKey: "size")
            try container.encode(when, forKey: "when", coding: .dates(.secondsSince1970))
            try container.encodeIfPresent(count, forKey: "count", coding: .lenient)
            try container.encodeRequiredNullable(gone, forKey: "gone", coding: .dates(.millisecondsSince1970))
            try container.encode(seen, forKey: "seen", coding: .dates(.secondsSince1970))
        }
    }

    /// Every keyed coding form generated code calls, through `WireDecodingContainer` and `WireEncodingContainer` with `at:`.
    struct ContainerAtKeys: Codable, Equatable {
        var a: Double
        var combining: String
        var precomposed: Bool?
        var emoji: Int8
        var coder: Int16?
        var flag: Int32
        var korean: Int64
        var arabic: UInt
        var hindi: UInt8?
        var quote: UInt16
        var slash: UInt32?
        var interpolation: UInt64
        var zeroWidth: Float
        var empty: Int
        var control: String?
        var inner: Inner
        var list: [Inner]?
        var tristate: Nullable<String>
        var requiredNullable: String?
        var indirect: Indirect<Inner?>
        var size: Int
        var when: Date
        var count: Int?
        var gone: Date?
        var seen: Nullable<Date>

        init(from decoder: any Decoder) throws {
            let container = try WireDecodingContainer(decoder)
            a = try container.decode(Double.self, at: "a")
            combining = try container.decode(String.self, at: "e\u{301}")
            precomposed = try container.decodeIfPresent(Bool.self, at: "ñ")
            emoji = try container.decode(Int8.self, at: "😀")
            coder = try container.decodeIfPresent(Int16.self, at: "👩\u{200D}💻")
            flag = try container.decode(Int32.self, at: "🇰🇷")
            korean = try container.decode(Int64.self, at: "이름")
            arabic = try container.decode(UInt.self, at: "اسم")
            hindi = try container.decodeIfPresent(UInt8.self, at: "नाम")
            quote = try container.decode(UInt16.self, at: "say \"hi\"")
            slash = try container.decodeIfPresent(UInt32.self, at: "back\\slash")
            interpolation = try container.decode(UInt64.self, at: "\\(x)")
            zeroWidth = try container.decode(Float.self, at: "zw\u{200B}sp")
            empty = try container.decode(Int.self, at: "")
            control = try container.decodeIfPresent(String.self, at: "tab\tkey\u{1}")
            inner = try container.decode(Inner.self, at: "inner")
            list = try container.decodeIfPresent([Inner].self, at: "列表")
            tristate = try container.decode(Nullable<String>.self, at: "tri")
            requiredNullable = try container.decodeRequiredNullable(String.self, at: "req null")
            indirect = try container.decode(Indirect<Inner?>.self, at: "ind")
            size = try container.contains(at: "size") ? container.decode(Int.self, at: "size") : 20
            when = try container.decode(Date.self, at: "when", coding: .dates(.secondsSince1970))
            count = try container.decodeIfPresent(Int.self, at: "count", coding: .lenient)
            gone = try container.decodeRequiredNullable(Date.self, at: "gone", coding: .dates(.millisecondsSince1970))
            seen = try container.decode(Nullable<Date>.self, at: "seen", coding: .dates(.secondsSince1970))
        }

        func encode(to encoder: any Encoder) throws {
            var container = WireEncodingContainer(encoder)
            try container.encode(a, at: "a")
            try container.encode(combining, at: "e\u{301}")
            try container.encodeIfPresent(precomposed, at: "ñ")
            try container.encode(emoji, at: "😀")
            try container.encodeIfPresent(coder, at: "👩\u{200D}💻")
            try container.encode(flag, at: "🇰🇷")
            try container.encode(korean, at: "이름")
            try container.encode(arabic, at: "اسم")
            try container.encodeIfPresent(hindi, at: "नाम")
            try container.encode(quote, at: "say \"hi\"")
            try container.encodeIfPresent(slash, at: "back\\slash")
            try container.encode(interpolation, at: "\\(x)")
            try container.encode(zeroWidth, at: "zw\u{200B}sp")
            try container.encode(empty, at: "")
            try container.encodeIfPresent(control, at: "tab\tkey\u{1}")
            try container.encode(inner, at: "inner")
            try container.encodeIfPresent(list, at: "列表")
            try container.encode(tristate, at: "tri")
            try container.encodeRequiredNullable(requiredNullable, at: "req null")
            try container.encode(indirect, at: "ind")
            try container.encode(size, at: "size")
            try container.encode(when, at: "when", coding: .dates(.secondsSince1970))
            try container.encodeIfPresent(count, at: "count", coding: .lenient)
            try container.encodeRequiredNullable(gone, at: "gone", coding: .dates(.millisecondsSince1970))
            try container.encode(seen, at: "seen", coding: .dates(.secondsSince1970))
        }
    }

    /// The same through the containers' `forKey:` forms (keys longer than 15 UTF-8 bytes).
    struct ContainerForKeys: Codable, Equatable {
        var a: Double
        var combining: String
        var precomposed: Bool?
        var emoji: Int8
        var coder: Int16?
        var flag: Int32
        var korean: Int64
        var arabic: UInt
        var hindi: UInt8?
        var quote: UInt16
        var slash: UInt32?
        var interpolation: UInt64
        var zeroWidth: Float
        var empty: Int
        var control: String?
        var inner: Inner
        var list: [Inner]?
        var tristate: Nullable<String>
        var requiredNullable: String?
        var indirect: Indirect<Inner?>
        var size: Int
        var when: Date
        var count: Int?
        var gone: Date?
        var seen: Nullable<Date>

        init(from decoder: any Decoder) throws {
            let container = try WireDecodingContainer(decoder)
            a = try container.decode(Double.self, forKey: "a")
            combining = try container.decode(String.self, forKey: "e\u{301}")
            precomposed = try container.decodeIfPresent(Bool.self, forKey: "ñ")
            emoji = try container.decode(Int8.self, forKey: "😀")
            coder = try container.decodeIfPresent(Int16.self, forKey: "👩\u{200D}💻")
            flag = try container.decode(Int32.self, forKey: "🇰🇷")
            korean = try container.decode(Int64.self, forKey: "이름")
            arabic = try container.decode(UInt.self, forKey: "اسم")
            hindi = try container.decodeIfPresent(UInt8.self, forKey: "नाम")
            quote = try container.decode(UInt16.self, forKey: "say \"hi\"")
            slash = try container.decodeIfPresent(UInt32.self, forKey: "back\\slash")
            interpolation = try container.decode(UInt64.self, forKey: "\\(x)")
            zeroWidth = try container.decode(Float.self, forKey: "zw\u{200B}sp")
            empty = try container.decode(Int.self, forKey: "")
            control = try container.decodeIfPresent(String.self, forKey: "tab\tkey\u{1}")
            inner = try container.decode(Inner.self, forKey: "inner")
            list = try container.decodeIfPresent([Inner].self, forKey: "列表")
            tristate = try container.decode(Nullable<String>.self, forKey: "tri")
            requiredNullable = try container.decodeRequiredNullable(String.self, forKey: "req null")
            indirect = try container.decode(Indirect<Inner?>.self, forKey: "ind")
            size = try container.contains("size") ? container.decode(Int.self, forKey: "size") : 20
            when = try container.decode(Date.self, forKey: "when", coding: .dates(.secondsSince1970))
            count = try container.decodeIfPresent(Int.self, forKey: "count", coding: .lenient)
            gone = try container.decodeRequiredNullable(Date.self, forKey: "gone", coding: .dates(.millisecondsSince1970))
            seen = try container.decode(Nullable<Date>.self, forKey: "seen", coding: .dates(.secondsSince1970))
        }

        func encode(to encoder: any Encoder) throws {
            var container = WireEncodingContainer(encoder)
            try container.encode(a, forKey: "a")
            try container.encode(combining, forKey: "e\u{301}")
            try container.encodeIfPresent(precomposed, forKey: "ñ")
            try container.encode(emoji, forKey: "😀")
            try container.encodeIfPresent(coder, forKey: "👩\u{200D}💻")
            try container.encode(flag, forKey: "🇰🇷")
            try container.encode(korean, forKey: "이름")
            try container.encode(arabic, forKey: "اسم")
            try container.encodeIfPresent(hindi, forKey: "नाम")
            try container.encode(quote, forKey: "say \"hi\"")
            try container.encodeIfPresent(slash, forKey: "back\\slash")
            try container.encode(interpolation, forKey: "\\(x)")
            try container.encode(zeroWidth, forKey: "zw\u{200B}sp")
            try container.encode(empty, forKey: "")
            try container.encodeIfPresent(control, forKey: "tab\tkey\u{1}")
            try container.encode(inner, forKey: "inner")
            try container.encodeIfPresent(list, forKey: "列表")
            try container.encode(tristate, forKey: "tri")
            try container.encodeRequiredNullable(requiredNullable, forKey: "req null")
            try container.encode(indirect, forKey: "ind")
            try container.encode(size, forKey: "size")
            try container.encode(when, forKey: "when", coding: .dates(.secondsSince1970))
            try container.encodeIfPresent(count, forKey: "count", coding: .lenient)
            try container.encodeRequiredNullable(gone, forKey: "gone", coding: .dates(.millisecondsSince1970))
            try container.encode(seen, forKey: "seen", coding: .dates(.secondsSince1970))
        }
    }

    private static let full = #"""
        {"a":1.5,"e\u0301":"combining","ñ":true,"😀":-8,"👩‍💻":16,"🇰🇷":32,"이름":64,"اسم":7,"नाम":8,\#
        "say \"hi\"":9,"back\\slash":10,"\\(x)":11,"zw\u200Bsp":0.25,"":12,"tab\tkey\u0001":"ctl",\#
        "inner":{"x":1},"列表":[{"x":2}],"tri":null,"req null":"r","ind":{"x":3},"size":4,"when":1704164645,\#
        "count":"13","gone":1704164645000,"seen":1704164645}
        """#

    /// A one-scalar literal made through `ExpressibleByUnicodeScalarLiteral` is a `StaticString` in its scalar form,
    /// with no UTF-8 pointer (reading `utf8Start` would trap); a literal argument is UTF-8 text.
    private static func scalarForm<T: ExpressibleByUnicodeScalarLiteral>(_ type: T.Type) -> T { "ñ" }

    private struct ScalarKeyed: Decodable, Encodable {
        var value: Int
        init(value: Int) { self.value = value }
        init(from decoder: any Decoder) throws {
            value = try decoder.container(keyedBy: WireKey.self).decode(Int.self, at: StaticWireKeyTests.scalarForm(StaticString.self))
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: WireKey.self)
            try container.encode(value, at: StaticWireKeyTests.scalarForm(StaticString.self))
        }
    }

    @Test("A StaticString in its scalar form (no UTF-8 pointer) names the same key as the text form")
    func scalarForm() throws {
        let scalar = Self.scalarForm(StaticString.self)
        #expect(!scalar.hasPointerRepresentation)
        let text: StaticString = "ñ"
        #expect(text.hasPointerRepresentation)
        let decoded = try decodeJSON(ScalarKeyed.self, #"{"ñ":3}"#)
        #expect(decoded.value == 3)
        #expect(try encodeJSON(ScalarKeyed(value: 4)) == #"{"ñ":4}"#)
    }

    @Test("Hostile keys decode to the same values through at: and forKey:, and encode to the same JSON")
    func hostileKeysRoundTrip() throws {
        let viaAt = try decodeJSON(AtKeys.self, Self.full)
        let viaForKey = try decodeJSON(ForKeys.self, Self.full)
        #expect(viaAt.a == 1.5)
        #expect(viaAt.combining == "combining")
        #expect(viaAt.precomposed == true)
        #expect(viaAt.emoji == -8 && viaAt.coder == 16 && viaAt.flag == 32 && viaAt.korean == 64)
        #expect(viaAt.arabic == 7 && viaAt.hindi == 8 && viaAt.quote == 9 && viaAt.slash == 10)
        #expect(viaAt.interpolation == 11 && viaAt.zeroWidth == 0.25 && viaAt.empty == 12 && viaAt.control == "ctl")
        #expect(viaAt.inner == Inner(x: 1) && viaAt.list == [Inner(x: 2)] && viaAt.indirect.value == Inner(x: 3))
        #expect(viaAt.tristate == .null && viaAt.requiredNullable == "r" && viaAt.size == 4 && viaAt.count == 13)
        #expect(viaAt.when == Date(timeIntervalSince1970: 1_704_164_645))
        #expect(viaAt.gone == Date(timeIntervalSince1970: 1_704_164_645))
        #expect(viaAt.seen == .value(Date(timeIntervalSince1970: 1_704_164_645)))

        let encoded = try encodeJSON(viaAt)
        #expect(try encodeJSON(viaForKey) == encoded)
        #expect(try encodeJSON(decodeJSON(ContainerAtKeys.self, Self.full)) == encoded)
        #expect(try encodeJSON(decodeJSON(ContainerForKeys.self, Self.full)) == encoded)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(encoded.utf8)) as? [String: Any])
        #expect(Set(object.keys) == [
            "a", "e\u{301}", "ñ", "😀", "👩\u{200D}💻", "🇰🇷", "이름", "اسم", "नाम", "say \"hi\"", "back\\slash", "\\(x)",
            "zw\u{200B}sp", "", "tab\tkey\u{1}", "inner", "列表", "tri", "req null", "ind", "size", "when", "count",
            "gone", "seen",
        ])
        #expect(object["seen"] as? Int == 1_704_164_645)
        #expect(object["gone"] as? Int == 1_704_164_645_000)
        #expect(object["count"] as? Int == 13)
        #expect(object["tri"] is NSNull)
        #expect(try decodeJSON(AtKeys.self, encoded) == viaAt)
    }

    @Test("Absent optionals, tristate and defaults: the same values and the same JSON as forKey:")
    func sparse() throws {
        let json = #"""
            {"a":1,"e\u0301":"","😀":0,"🇰🇷":0,"이름":0,"اسم":0,"say \"hi\"":0,"\\(x)":0,"zw\u200Bsp":0,"":0,\#
            "inner":{"x":0},"req null":null,"ind":null,"when":0,"gone":null}
            """#
        let viaAt = try decodeJSON(AtKeys.self, json)
        let viaForKey = try decodeJSON(ForKeys.self, json)
        #expect(viaAt.tristate == .absent && viaAt.seen == .absent && viaAt.size == 20)
        #expect(viaAt.precomposed == nil && viaAt.requiredNullable == nil && viaAt.gone == nil)
        #expect(viaAt.indirect.value == nil)
        #expect(viaForKey.size == 20)
        let encoded = try encodeJSON(viaAt)
        #expect(try encodeJSON(viaForKey) == encoded)
        #expect(try encodeJSON(decodeJSON(ContainerAtKeys.self, json)) == encoded)
        #expect(try encodeJSON(decodeJSON(ContainerForKeys.self, json)) == encoded)
        #expect(encoded.contains(#""req null":null"#) && encoded.contains(#""gone":null"#))
        #expect(!encoded.contains(#""tri""#) && !encoded.contains(#""ind""#))
    }

    /// `DecodingError` as `outcome` renders it: its case, key, coding path and message.
    private func outcome<T: Decodable>(_ type: T.Type, _ json: String) -> String {
        do {
            _ = try decodeJSON(type, json)
            return "ok"
        } catch {
            return "\(error)"
        }
    }

    @Test("Every failure throws the same DecodingError (case, key, coding path, message) through at:, forKey: and the containers",
          arguments: [
              ("{}", "a"),
              (#"{"a":"1"}"#, "a"),
              (#"{"a":null}"#, "a"),
              (#"{"a":1,"e\u0301":5}"#, "e\u{301}"),
              (#"{"a":1,"e\u0301":"","ñ":"yes"}"#, "ñ"),
              (#"{"a":1,"e\u0301":"","😀":"8"}"#, "😀"),
              (#"{"a":1,"e\u0301":"","😀":0}"#, "🇰🇷"),
              (#"{"a":1,"e\u0301":"","😀":0,"🇰🇷":0,"이름":0,"اسم":true}"#, "اسم"),
              (#"{"a":1,"e\u0301":"","😀":0,"🇰🇷":0,"이름":0,"اسم":0,"say \"hi\"":0}"#, "\\(x)"),
              (#"{"a":1,"e\u0301":"","😀":0,"🇰🇷":0,"이름":0,"اسم":0,"say \"hi\"":0,"\\(x)":0,"zw\u200Bsp":0,"":0,"inner":{}}"#, "x"),
              (#"{"a":1,"e\u0301":"","😀":0,"🇰🇷":0,"이름":0,"اسم":0,"say \"hi\"":0,"\\(x)":0,"zw\u200Bsp":0,"":0,"inner":{"x":0}}"#, "req null"),
              (#"{"a":1,"e\u0301":"","😀":0,"🇰🇷":0,"이름":0,"اسم":0,"say \"hi\"":0,"\\(x)":0,"zw\u200Bsp":0,"":0,"inner":{"x":0},"列表":[{"x":"1"}]}"#, "x"),
              (#"{"a":1,"e\u0301":"","😀":0,"🇰🇷":0,"이름":0,"اسم":0,"say \"hi\"":0,"\\(x)":0,"zw\u200Bsp":0,"":0,"inner":{"x":0},"req null":null,"size":"4"}"#, "size"),
              (#"{"a":1,"e\u0301":"","😀":0,"🇰🇷":0,"이름":0,"اسم":0,"say \"hi\"":0,"\\(x)":0,"zw\u200Bsp":0,"":0,"inner":{"x":0},"req null":null}"#, "when"),
              (#"{"a":1,"e\u0301":"","😀":0,"🇰🇷":0,"이름":0,"اسم":0,"say \"hi\"":0,"\\(x)":0,"zw\u200Bsp":0,"":0,"inner":{"x":0},"req null":null,"when":0}"#, "gone"),
              (#"{"a":1,"e\u0301":"","😀":0,"🇰🇷":0,"이름":0,"اسم":0,"say \"hi\"":0,"\\(x)":0,"zw\u200Bsp":0,"":0,"inner":{"x":0},"req null":null,"when":0,"gone":null,"count":"x"}"#, "count"),
              (#"{"a":1,"e\u0301":"","😀":0,"🇰🇷":0,"이름":0,"اسم":0,"say \"hi\"":0,"\\(x)":0,"zw\u200Bsp":0,"":0,"inner":{"x":0},"req null":null,"when":0,"gone":null,"seen":"soon"}"#, "seen"),
          ])
    func sameErrors(json: String, key: String) {
        let viaAt = outcome(AtKeys.self, json)
        #expect(viaAt == outcome(ForKeys.self, json))
        #expect(viaAt == outcome(ContainerAtKeys.self, json))
        #expect(viaAt == outcome(ContainerForKeys.self, json))
        #expect(viaAt != "ok")
        #expect(viaAt.contains(key))
    }

    @Test("A missing key reads `No value associated with key message_id`, as with forKey:")
    func missingKeyMessage() throws {
        struct Message: Decodable {
            var id: Int64
            init(from decoder: any Decoder) throws {
                id = try decoder.container(keyedBy: WireKey.self).decode(Int64.self, at: "message_id")
            }
        }
        let error = try #require(throws: DecodingError.self) { try decodeJSON([Message].self, #"[{}]"#) }
        guard case .keyNotFound(let key, let context) = error else {
            Issue.record("expected keyNotFound, got \(error)")
            return
        }
        #expect(key.stringValue == "message_id")
        #expect(context.debugDescription.hasPrefix("No value associated with key message_id"))
        #expect(context.codingPath.map(\.stringValue) == ["Index 0"])
    }

    @Test("Scalars take the container's concrete overloads; other types the generic one")
    func concretePaths() throws {
        let log = CallLog()
        let decoding = KeyedDecodingContainer(RecordingDecodingContainer(log: log))
        _ = try decoding.decode(Bool.self, at: "k")
        _ = try decoding.decode(String.self, at: "k")
        _ = try decoding.decode(Double.self, at: "k")
        _ = try decoding.decode(Float.self, at: "k")
        _ = try decoding.decode(Int.self, at: "k")
        _ = try decoding.decode(Int8.self, at: "k")
        _ = try decoding.decode(Int16.self, at: "k")
        _ = try decoding.decode(Int32.self, at: "k")
        _ = try decoding.decode(Int64.self, at: "k")
        _ = try decoding.decode(UInt.self, at: "k")
        _ = try decoding.decode(UInt8.self, at: "k")
        _ = try decoding.decode(UInt16.self, at: "k")
        _ = try decoding.decode(UInt32.self, at: "k")
        _ = try decoding.decode(UInt64.self, at: "k")
        _ = try? decoding.decode(Inner.self, at: "k")
        let scalars = ["Bool", "String", "Double", "Float", "Int", "Int8", "Int16", "Int32", "Int64",
                       "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]
        #expect(log.calls == scalars.map { "decode(\($0)) k" } + ["decode<Inner> k"])

        log.calls = []
        _ = try decoding.decodeIfPresent(Bool.self, at: "k")
        _ = try decoding.decodeIfPresent(String.self, at: "k")
        _ = try decoding.decodeIfPresent(Double.self, at: "k")
        _ = try decoding.decodeIfPresent(Float.self, at: "k")
        _ = try decoding.decodeIfPresent(Int.self, at: "k")
        _ = try decoding.decodeIfPresent(Int8.self, at: "k")
        _ = try decoding.decodeIfPresent(Int16.self, at: "k")
        _ = try decoding.decodeIfPresent(Int32.self, at: "k")
        _ = try decoding.decodeIfPresent(Int64.self, at: "k")
        _ = try decoding.decodeIfPresent(UInt.self, at: "k")
        _ = try decoding.decodeIfPresent(UInt8.self, at: "k")
        _ = try decoding.decodeIfPresent(UInt16.self, at: "k")
        _ = try decoding.decodeIfPresent(UInt32.self, at: "k")
        _ = try decoding.decodeIfPresent(UInt64.self, at: "k")
        _ = try decoding.decodeIfPresent(Inner.self, at: "k")
        #expect(log.calls == scalars.map { "decodeIfPresent(\($0)) k" } + ["decodeIfPresent<Inner> k"])

        log.calls = []
        var encoding = KeyedEncodingContainer(RecordingEncodingContainer(log: log))
        try encoding.encode(true, at: "k")
        try encoding.encode("", at: "k")
        try encoding.encode(0 as Double, at: "k")
        try encoding.encode(0 as Float, at: "k")
        try encoding.encode(0 as Int, at: "k")
        try encoding.encode(0 as Int8, at: "k")
        try encoding.encode(0 as Int16, at: "k")
        try encoding.encode(0 as Int32, at: "k")
        try encoding.encode(0 as Int64, at: "k")
        try encoding.encode(0 as UInt, at: "k")
        try encoding.encode(0 as UInt8, at: "k")
        try encoding.encode(0 as UInt16, at: "k")
        try encoding.encode(0 as UInt32, at: "k")
        try encoding.encode(0 as UInt64, at: "k")
        try encoding.encode(Inner(x: 0), at: "k")
        #expect(log.calls == scalars.map { "encode(\($0)) k" } + ["encode<Inner> k"])

        log.calls = []
        try encoding.encodeIfPresent(true as Bool?, at: "k")
        try encoding.encodeIfPresent("" as String?, at: "k")
        try encoding.encodeIfPresent(0 as Double?, at: "k")
        try encoding.encodeIfPresent(0 as Float?, at: "k")
        try encoding.encodeIfPresent(0 as Int?, at: "k")
        try encoding.encodeIfPresent(0 as Int8?, at: "k")
        try encoding.encodeIfPresent(0 as Int16?, at: "k")
        try encoding.encodeIfPresent(0 as Int32?, at: "k")
        try encoding.encodeIfPresent(0 as Int64?, at: "k")
        try encoding.encodeIfPresent(0 as UInt?, at: "k")
        try encoding.encodeIfPresent(0 as UInt8?, at: "k")
        try encoding.encodeIfPresent(0 as UInt16?, at: "k")
        try encoding.encodeIfPresent(0 as UInt32?, at: "k")
        try encoding.encodeIfPresent(0 as UInt64?, at: "k")
        try encoding.encodeIfPresent(Inner(x: 0) as Inner?, at: "k")
        #expect(log.calls == scalars.map { "encodeIfPresent(\($0)) k" } + ["encodeIfPresent<Inner> k"])
    }
}

extension StaticWireKeyTests {
    @Test("The containers send scalars to the standard container's concrete requirements, other types (and values inside Nullable or required-nullable, as before) to its generic ones")
    func containerConcretePaths() throws {
        let log = CallLog()
        let scalars = ["Bool", "String", "Double", "Float", "Int", "Int8", "Int16", "Int32", "Int64",
                       "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]
        do {
            let container = try WireDecodingContainer(RecordingDecoder(log: log))
            _ = try container.decode(Bool.self, at: "k")
            _ = try container.decode(String.self, at: "k")
            _ = try container.decode(Double.self, at: "k")
            _ = try container.decode(Float.self, at: "k")
            _ = try container.decode(Int.self, at: "k")
            _ = try container.decode(Int8.self, at: "k")
            _ = try container.decode(Int16.self, at: "k")
            _ = try container.decode(Int32.self, at: "k")
            _ = try container.decode(Int64.self, at: "k")
            _ = try container.decode(UInt.self, at: "k")
            _ = try container.decode(UInt8.self, at: "k")
            _ = try container.decode(UInt16.self, at: "k")
            _ = try container.decode(UInt32.self, at: "k")
            _ = try container.decode(UInt64.self, at: "k")
            _ = try? container.decode(Inner.self, at: "k")
            _ = try? container.decode(Indirect<Inner?>.self, at: "k")
        }
        #expect(log.calls == scalars.map { "decode(\($0)) k" } + ["decode<Inner> k", "decodeIfPresent<Inner> k"])

        log.calls = []
        do {
            let container = try WireDecodingContainer(RecordingDecoder(log: log))
            _ = try container.decodeIfPresent(Bool.self, forKey: "k")
            _ = try container.decodeIfPresent(String.self, forKey: "k")
            _ = try container.decodeIfPresent(Double.self, forKey: "k")
            _ = try container.decodeIfPresent(Float.self, forKey: "k")
            _ = try container.decodeIfPresent(Int.self, forKey: "k")
            _ = try container.decodeIfPresent(Int8.self, forKey: "k")
            _ = try container.decodeIfPresent(Int16.self, forKey: "k")
            _ = try container.decodeIfPresent(Int32.self, forKey: "k")
            _ = try container.decodeIfPresent(Int64.self, forKey: "k")
            _ = try container.decodeIfPresent(UInt.self, forKey: "k")
            _ = try container.decodeIfPresent(UInt8.self, forKey: "k")
            _ = try container.decodeIfPresent(UInt16.self, forKey: "k")
            _ = try container.decodeIfPresent(UInt32.self, forKey: "k")
            _ = try container.decodeIfPresent(UInt64.self, forKey: "k")
            _ = try container.decodeIfPresent(Inner.self, forKey: "k")
        }
        #expect(log.calls == scalars.map { "decodeIfPresent(\($0)) k" } + ["decodeIfPresent<Inner> k"])

        log.calls = []
        do {
            var container = WireEncodingContainer(RecordingEncoder(log: log))
            try container.encode(true, forKey: "k")
            try container.encode("", forKey: "k")
            try container.encode(0 as Double, forKey: "k")
            try container.encode(0 as Float, forKey: "k")
            try container.encode(0 as Int, forKey: "k")
            try container.encode(0 as Int8, forKey: "k")
            try container.encode(0 as Int16, forKey: "k")
            try container.encode(0 as Int32, forKey: "k")
            try container.encode(0 as Int64, forKey: "k")
            try container.encode(0 as UInt, forKey: "k")
            try container.encode(0 as UInt8, forKey: "k")
            try container.encode(0 as UInt16, forKey: "k")
            try container.encode(0 as UInt32, forKey: "k")
            try container.encode(0 as UInt64, forKey: "k")
            try container.encode(Inner(x: 0), forKey: "k")
            try container.encodeRequiredNullable(1 as Int?, at: "k")
            try container.encodeRequiredNullable(nil as Int?, at: "k")
            try container.encode(Nullable<String>.value("v"), at: "k")
            try container.encode(Nullable<String>.absent, at: "k")
            try container.encode(Nullable<String>.null, at: "k")
        }
        #expect(log.calls == scalars.map { "encode(\($0)) k" }
            + ["encode<Inner> k", "encode<Int> k", "encodeNil k", "encode<String> k", "encodeNil k"])

        log.calls = []
        do {
            var container = WireEncodingContainer(RecordingEncoder(log: log))
            try container.encodeIfPresent(true as Bool?, at: "k")
            try container.encodeIfPresent("" as String?, at: "k")
            try container.encodeIfPresent(0 as Double as Double?, at: "k")
            try container.encodeIfPresent(0 as Float as Float?, at: "k")
            try container.encodeIfPresent(0 as Int as Int?, at: "k")
            try container.encodeIfPresent(0 as Int8 as Int8?, at: "k")
            try container.encodeIfPresent(0 as Int16 as Int16?, at: "k")
            try container.encodeIfPresent(0 as Int32 as Int32?, at: "k")
            try container.encodeIfPresent(0 as Int64 as Int64?, at: "k")
            try container.encodeIfPresent(0 as UInt as UInt?, at: "k")
            try container.encodeIfPresent(0 as UInt8 as UInt8?, at: "k")
            try container.encodeIfPresent(0 as UInt16 as UInt16?, at: "k")
            try container.encodeIfPresent(0 as UInt32 as UInt32?, at: "k")
            try container.encodeIfPresent(0 as UInt64 as UInt64?, at: "k")
            try container.encodeIfPresent(Inner(x: 0) as Inner?, at: "k")
            try container.encode(Indirect<Inner?>(Inner(x: 0)), at: "k")
        }
        #expect(log.calls == scalars.map { "encodeIfPresent(\($0)) k" } + ["encodeIfPresent<Inner> k", "encodeIfPresent<Inner> k"])
    }
}

/// A decoder whose keyed container is a ``RecordingDecodingContainer``.
private struct RecordingDecoder: Decoder {
    let log: CallLog
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let container = KeyedDecodingContainer(RecordingDecodingContainer(log: log)) as? KeyedDecodingContainer<Key> else {
            throw Unused()
        }
        return container
    }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw Unused() }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { throw Unused() }
}

/// An encoder whose keyed container is a ``RecordingEncodingContainer``.
private struct RecordingEncoder: Encoder {
    let log: CallLog
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        guard let container = KeyedEncodingContainer(RecordingEncodingContainer(log: log)) as? KeyedEncodingContainer<Key> else {
            fatalError("the containers key by WireKey")
        }
        return container
    }
    func unkeyedContainer() -> any UnkeyedEncodingContainer { fatalError("not used by these tests") }
    func singleValueContainer() -> any SingleValueEncodingContainer { fatalError("not used by these tests") }
}

/// The keyed-container requirements called, in order, with their keys.
private final class CallLog {
    var calls: [String] = []
}

private struct Unused: Error {}

/// A keyed decoding container that records which requirement each call reaches and answers with zero values.
private struct RecordingDecodingContainer: KeyedDecodingContainerProtocol {
    let log: CallLog
    var codingPath: [any CodingKey] { [] }
    var allKeys: [WireKey] { [] }

    func contains(_ key: WireKey) -> Bool { true }
    func decodeNil(forKey key: WireKey) throws -> Bool { false }
    private func record<T>(_ name: String, _ key: WireKey, _ value: T) -> T {
        log.calls.append("\(name) \(key.stringValue)")
        return value
    }
    func decode(_ type: Bool.Type, forKey key: WireKey) throws -> Bool { record("decode(Bool)", key, false) }
    func decode(_ type: String.Type, forKey key: WireKey) throws -> String { record("decode(String)", key, "") }
    func decode(_ type: Double.Type, forKey key: WireKey) throws -> Double { record("decode(Double)", key, 0) }
    func decode(_ type: Float.Type, forKey key: WireKey) throws -> Float { record("decode(Float)", key, 0) }
    func decode(_ type: Int.Type, forKey key: WireKey) throws -> Int { record("decode(Int)", key, 0) }
    func decode(_ type: Int8.Type, forKey key: WireKey) throws -> Int8 { record("decode(Int8)", key, 0) }
    func decode(_ type: Int16.Type, forKey key: WireKey) throws -> Int16 { record("decode(Int16)", key, 0) }
    func decode(_ type: Int32.Type, forKey key: WireKey) throws -> Int32 { record("decode(Int32)", key, 0) }
    func decode(_ type: Int64.Type, forKey key: WireKey) throws -> Int64 { record("decode(Int64)", key, 0) }
    func decode(_ type: UInt.Type, forKey key: WireKey) throws -> UInt { record("decode(UInt)", key, 0) }
    func decode(_ type: UInt8.Type, forKey key: WireKey) throws -> UInt8 { record("decode(UInt8)", key, 0) }
    func decode(_ type: UInt16.Type, forKey key: WireKey) throws -> UInt16 { record("decode(UInt16)", key, 0) }
    func decode(_ type: UInt32.Type, forKey key: WireKey) throws -> UInt32 { record("decode(UInt32)", key, 0) }
    func decode(_ type: UInt64.Type, forKey key: WireKey) throws -> UInt64 { record("decode(UInt64)", key, 0) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: WireKey) throws -> T {
        log.calls.append("decode<\(T.self)> \(key.stringValue)")
        throw Unused()
    }
    func decodeIfPresent(_ type: Bool.Type, forKey key: WireKey) throws -> Bool? { record("decodeIfPresent(Bool)", key, nil) }
    func decodeIfPresent(_ type: String.Type, forKey key: WireKey) throws -> String? { record("decodeIfPresent(String)", key, nil) }
    func decodeIfPresent(_ type: Double.Type, forKey key: WireKey) throws -> Double? { record("decodeIfPresent(Double)", key, nil) }
    func decodeIfPresent(_ type: Float.Type, forKey key: WireKey) throws -> Float? { record("decodeIfPresent(Float)", key, nil) }
    func decodeIfPresent(_ type: Int.Type, forKey key: WireKey) throws -> Int? { record("decodeIfPresent(Int)", key, nil) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: WireKey) throws -> Int8? { record("decodeIfPresent(Int8)", key, nil) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: WireKey) throws -> Int16? { record("decodeIfPresent(Int16)", key, nil) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: WireKey) throws -> Int32? { record("decodeIfPresent(Int32)", key, nil) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: WireKey) throws -> Int64? { record("decodeIfPresent(Int64)", key, nil) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: WireKey) throws -> UInt? { record("decodeIfPresent(UInt)", key, nil) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: WireKey) throws -> UInt8? { record("decodeIfPresent(UInt8)", key, nil) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: WireKey) throws -> UInt16? { record("decodeIfPresent(UInt16)", key, nil) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: WireKey) throws -> UInt32? { record("decodeIfPresent(UInt32)", key, nil) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: WireKey) throws -> UInt64? { record("decodeIfPresent(UInt64)", key, nil) }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: WireKey) throws -> T? {
        record("decodeIfPresent<\(T.self)>", key, nil)
    }
    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: WireKey
    ) throws -> KeyedDecodingContainer<NestedKey> { throw Unused() }
    func nestedUnkeyedContainer(forKey key: WireKey) throws -> any UnkeyedDecodingContainer { throw Unused() }
    func superDecoder() throws -> any Decoder { throw Unused() }
    func superDecoder(forKey key: WireKey) throws -> any Decoder { throw Unused() }
}

/// A keyed encoding container that records which requirement each call reaches and writes nothing.
private struct RecordingEncodingContainer: KeyedEncodingContainerProtocol {
    let log: CallLog
    var codingPath: [any CodingKey] { [] }

    private func record(_ name: String, _ key: WireKey) {
        log.calls.append("\(name) \(key.stringValue)")
    }
    mutating func encodeNil(forKey key: WireKey) throws { record("encodeNil", key) }
    mutating func encode(_ value: Bool, forKey key: WireKey) throws { record("encode(Bool)", key) }
    mutating func encode(_ value: String, forKey key: WireKey) throws { record("encode(String)", key) }
    mutating func encode(_ value: Double, forKey key: WireKey) throws { record("encode(Double)", key) }
    mutating func encode(_ value: Float, forKey key: WireKey) throws { record("encode(Float)", key) }
    mutating func encode(_ value: Int, forKey key: WireKey) throws { record("encode(Int)", key) }
    mutating func encode(_ value: Int8, forKey key: WireKey) throws { record("encode(Int8)", key) }
    mutating func encode(_ value: Int16, forKey key: WireKey) throws { record("encode(Int16)", key) }
    mutating func encode(_ value: Int32, forKey key: WireKey) throws { record("encode(Int32)", key) }
    mutating func encode(_ value: Int64, forKey key: WireKey) throws { record("encode(Int64)", key) }
    mutating func encode(_ value: UInt, forKey key: WireKey) throws { record("encode(UInt)", key) }
    mutating func encode(_ value: UInt8, forKey key: WireKey) throws { record("encode(UInt8)", key) }
    mutating func encode(_ value: UInt16, forKey key: WireKey) throws { record("encode(UInt16)", key) }
    mutating func encode(_ value: UInt32, forKey key: WireKey) throws { record("encode(UInt32)", key) }
    mutating func encode(_ value: UInt64, forKey key: WireKey) throws { record("encode(UInt64)", key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: WireKey) throws { record("encode<\(T.self)>", key) }
    mutating func encodeIfPresent(_ value: Bool?, forKey key: WireKey) throws { record("encodeIfPresent(Bool)", key) }
    mutating func encodeIfPresent(_ value: String?, forKey key: WireKey) throws { record("encodeIfPresent(String)", key) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: WireKey) throws { record("encodeIfPresent(Double)", key) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: WireKey) throws { record("encodeIfPresent(Float)", key) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: WireKey) throws { record("encodeIfPresent(Int)", key) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: WireKey) throws { record("encodeIfPresent(Int8)", key) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: WireKey) throws { record("encodeIfPresent(Int16)", key) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: WireKey) throws { record("encodeIfPresent(Int32)", key) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: WireKey) throws { record("encodeIfPresent(Int64)", key) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: WireKey) throws { record("encodeIfPresent(UInt)", key) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: WireKey) throws { record("encodeIfPresent(UInt8)", key) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: WireKey) throws { record("encodeIfPresent(UInt16)", key) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: WireKey) throws { record("encodeIfPresent(UInt32)", key) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: WireKey) throws { record("encodeIfPresent(UInt64)", key) }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: WireKey) throws {
        record("encodeIfPresent<\(T.self)>", key)
    }
    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: WireKey
    ) -> KeyedEncodingContainer<NestedKey> {
        fatalError("not used by these tests")
    }
    mutating func nestedUnkeyedContainer(forKey key: WireKey) -> any UnkeyedEncodingContainer {
        fatalError("not used by these tests")
    }
    mutating func superEncoder() -> any Encoder { fatalError("not used by these tests") }
    mutating func superEncoder(forKey key: WireKey) -> any Encoder { fatalError("not used by these tests") }
}
