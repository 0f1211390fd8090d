import Testing
@testable import EndpointSpec

@Suite("YAML loader: byte-order marks and UTF-8 validity")
struct YAMLEncodingTests {
    @Test("A UTF-8 byte-order mark gives a warning at 1:1 and the file loads as if it were not there")
    func utf8ByteOrderMark() {
        let result = yamlParse(bytes: [0xEF, 0xBB, 0xBF] + Array("a: 1\n".utf8))
        #expect(result.diagnostics.map(\.description) == [
            "spec.yaml:1:1: warning: file starts with a UTF-8 byte-order mark; it is ignored",
        ])
        #expect(result.root == YAMLNode(.mapping([yamlPlainPair("a", "1", line: 1)]), at: yamlAt(1, 1)))
    }

    @Test("A UTF-16 or UTF-32 byte-order mark is an error: spec files must be UTF-8", arguments: [
        ([0xFF, 0xFE, 0x61, 0x00], "UTF-16 (little-endian)"),
        ([0xFE, 0xFF, 0x00, 0x61], "UTF-16 (big-endian)"),
        ([0xFF, 0xFE, 0x00, 0x00, 0x61, 0x00, 0x00, 0x00], "UTF-32 (little-endian)"),
        ([0x00, 0x00, 0xFE, 0xFF, 0x00, 0x00, 0x00, 0x61], "UTF-32 (big-endian)"),
    ] as [([UInt8], String)])
    func otherByteOrderMarks(bytes: [UInt8], encoding: String) {
        let result = yamlParse(bytes: bytes)
        #expect(result.root == nil)
        #expect(result.diagnostics.map(\.description) == [
            "spec.yaml:1:1: error: spec files must be UTF-8; this file starts with a \(encoding) byte-order mark",
        ])
    }

    /// Review finding 9: UTF-16 or UTF-32 without a byte-order mark is "not UTF-8", not a control character.
    @Test("UTF-16 or UTF-32 without a byte-order mark is recognised by its zero bytes", arguments: [
        "api: Demo\nmodels:\n  A: {x: int}\n",
        // Mostly Korean: most UTF-16 code units have no zero byte, the keys and spaces still do.
        "api: Demo\ndescription: 채팅방의 메시지를 최신순으로 불러옵니다. 방 번호와 마지막 메시지 번호를 보냅니다.\n",
    ])
    func wideEncodingsWithoutByteOrderMark(text: String) {
        let utf16 = Array(text.utf16)
        let utf32 = text.unicodeScalars.map(\.value)
        let encodings: [(bytes: [UInt8], name: String)] = [
            (utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, "UTF-16, little-endian"),
            (utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }, "UTF-16, big-endian"),
            (utf32.flatMap { v in (0..<4).map { UInt8((v >> (8 * $0)) & 0xFF) } }, "UTF-32, little-endian"),
            (utf32.flatMap { v in (0..<4).reversed().map { UInt8((v >> (8 * $0)) & 0xFF) } }, "UTF-32, big-endian"),
        ]
        for (bytes, name) in encodings {
            let result = yamlParse(bytes: bytes)
            #expect(result.root == nil)
            #expect(result.diagnostics.map(\.description) == [
                "spec.yaml:1:1: error: file is not UTF-8 (looks like \(name), without a byte-order mark); spec files must be UTF-8",
            ], "\(name)")
            #expect(result.diagnostics.map(\.id) == [.unsupportedEncoding])
        }
        // The same text in UTF-8 has no zero byte and loads.
        #expect(YAMLTextEncoding.wideEncodingWithoutByteOrderMark(of: Array(text.utf8)) == nil)
    }

    @Test("Invalid UTF-8 is an error at the line and column of the first bad byte", arguments: [
        (Array("a: ok\nname: caf".utf8) + [0xE9] + Array("\n".utf8), "spec.yaml:2:10: error: invalid UTF-8 byte 0xE9"),
        (Array("名前: ".utf8) + [0xFF], "spec.yaml:1:5: error: invalid UTF-8 byte 0xFF"),
        (Array("a: 1\r\nb: ".utf8) + [0x80], "spec.yaml:2:4: error: invalid UTF-8 byte 0x80"),
        ([0xC0, 0x80], "spec.yaml:1:1: error: invalid UTF-8 byte 0xC0"),
        (Array("x: ".utf8) + [0xED, 0xA0, 0x80], "spec.yaml:1:4: error: invalid UTF-8 byte 0xED"),
        (Array("x: é".utf8) + [0xF4, 0x90, 0x80, 0x80], "spec.yaml:1:5: error: invalid UTF-8 byte 0xF4"),
        (Array("x: ".utf8) + [0xE2, 0x82], "spec.yaml:1:4: error: invalid UTF-8 byte 0xE2"),
    ] as [([UInt8], String)])
    func invalidUTF8(bytes: [UInt8], expected: String) {
        let result = yamlParse(bytes: bytes)
        #expect(result.root == nil)
        #expect(result.diagnostics.map(\.description) == [expected + "; spec files must be UTF-8"])
    }

    @Test("Four-byte characters such as emoji are valid and count as one column")
    func fourByteCharacters() {
        let result = yamlParse("😀: x\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.root?["😀"] == yamlScalar("x", at: 1, 4))
    }

    @Test("Byte positions map to lines and columns the way libyaml counts them")
    func positionsFollowLibyaml() {
        let bytes = Array("a\r\nb\rc\u{85}d\u{2028}é".utf8)
        #expect(YAMLTextEncoding.position(ofByte: 3, in: bytes) == (2, 1))
        #expect(YAMLTextEncoding.position(ofByte: 5, in: bytes) == (3, 1))
        #expect(YAMLTextEncoding.position(ofByte: 8, in: bytes) == (4, 1))
        #expect(YAMLTextEncoding.position(ofByte: 12, in: bytes) == (5, 1))
        #expect(YAMLTextEncoding.position(ofByte: 14, in: bytes) == (5, 2))
        #expect(YAMLTextEncoding.scalar(atLine: 5, column: 1, in: bytes) == "é")
        #expect(YAMLTextEncoding.scalar(atLine: 9, column: 1, in: bytes) == nil)
    }
}
