import Foundation

/// How the runtime reads a response body as text (a `text` response, ``HTTPFailure/bodyText``, the body quoted in an
/// HTTP failure's description): in the encoding the body says it is in, as a browser decodes a page (WHATWG Encoding
/// §6 "decode").
///
/// 1. A byte order mark decides, and is not part of the text: `EF BB BF` UTF-8, `FE FF` UTF-16BE, `FF FE` UTF-16LE.
/// 2. Else the `charset` parameter of `Content-Type` (RFC 9110 §8.3.2; case-insensitive, quoted or not), when it
///    names one of ``encodings``: `text/plain; charset=iso-8859-1` reads byte `E9` as `é`, `Shift_JIS` as Japanese.
/// 3. Else, and when the bytes are not valid in the named encoding, UTF-8 with invalid bytes as U+FFFD.
///
/// Decision: a charset outside the table (`EUC-KR`, `GBK`, `Big5`, a typo) is read as UTF-8 rather than refused: the
/// table holds the encodings Foundation decodes alike on Apple platforms and on Linux, and refusing would turn a
/// readable UTF-8 body with an odd label into an error.
enum BodyText {
    /// The `charset` names read (lowercased), with the aliases of the IANA character set registry.
    static let encodings: [String: String.Encoding] = [
        "utf-8": .utf8, "utf8": .utf8, "unicode-1-1-utf-8": .utf8,
        "us-ascii": .ascii, "ascii": .ascii, "iso646-us": .ascii,
        "iso-8859-1": .isoLatin1, "iso8859-1": .isoLatin1, "iso_8859-1": .isoLatin1, "latin1": .isoLatin1, "l1": .isoLatin1,
        "iso-8859-2": .isoLatin2, "iso8859-2": .isoLatin2, "iso_8859-2": .isoLatin2, "latin2": .isoLatin2, "l2": .isoLatin2,
        "windows-1250": .windowsCP1250, "cp1250": .windowsCP1250,
        "windows-1251": .windowsCP1251, "cp1251": .windowsCP1251,
        "windows-1252": .windowsCP1252, "cp1252": .windowsCP1252,
        "windows-1253": .windowsCP1253, "cp1253": .windowsCP1253,
        "windows-1254": .windowsCP1254, "cp1254": .windowsCP1254,
        "shift_jis": .shiftJIS, "shift-jis": .shiftJIS, "sjis": .shiftJIS, "ms_kanji": .shiftJIS, "x-sjis": .shiftJIS,
        "iso-2022-jp": .iso2022JP,
        // Without a byte order mark, UTF-16 and UTF-32 are big-endian (RFC 2781 §4.3).
        "utf-16": .utf16BigEndian, "utf-16be": .utf16BigEndian, "utf-16le": .utf16LittleEndian,
        "utf-32": .utf32BigEndian, "utf-32be": .utf32BigEndian, "utf-32le": .utf32LittleEndian,
    ]

    /// `body` as text, in the encoding its byte order mark, else the `charset` of `contentType`, names (UTF-8 by
    /// default; bytes that are not valid there become U+FFFD). `cutShort`: `body` is the start of a longer body, whose
    /// last character may be cut: up to 3 bytes at its end are left out to read it in its encoding.
    static func decode(_ body: Data, contentType: String?, cutShort: Bool = false) -> String {
        let cuts = cutShort ? 0...3 : 0...0
        let bytes = [UInt8](body.prefix(3))
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return String(decoding: body.dropFirst(3), as: UTF8.self)
        }
        let marked: String.Encoding? = bytes.starts(with: [0xFE, 0xFF]) ? .utf16BigEndian
            : bytes.starts(with: [0xFF, 0xFE]) ? .utf16LittleEndian : nil
        if let marked, let text = cuts.lazy.compactMap({ String(data: Data(body.dropFirst(2).dropLast($0)), encoding: marked) }).first {
            return text
        }
        if marked == nil, let name = charset(in: contentType), let encoding = encodings[name], encoding != .utf8,
           let text = cuts.lazy.compactMap({ String(data: Data(body.dropLast($0)), encoding: encoding) }).first {
            return text
        }
        return String(decoding: body, as: UTF8.self)
    }

    /// The `charset` parameter of a `Content-Type` value, lowercased and unquoted: `nil` when there is none.
    static func charset(in contentType: String?) -> String? {
        guard let contentType else { return nil }
        for parameter in contentType.split(separator: ";").dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "charset" else { continue }
            var value = pair[1].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                value = String(value.dropFirst().dropLast())
            }
            return value.lowercased()
        }
        return nil
    }
}
