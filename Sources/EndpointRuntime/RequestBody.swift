import Foundation

/// The body of a request and how it is encoded.
public enum RequestBody: Sendable {
    /// No body (and no `Content-Type`).
    case none
    /// An `Encodable` value as `application/json`: sorted keys, unescaped slashes, the date rule for
    /// `Date`s; names are the model's wire keys (its `encode(to:)`; no key strategy).
    case json(any Encodable & Sendable)
    /// `application/x-www-form-urlencoded`: fields encoded as ``Parameters/encoded(with:)``
    /// (space as `%20`, `+` as `%2B`, UTF-8). Common fields are appended as fields.
    case form(Parameters)
    /// `multipart/form-data` per RFC 7578 with a random boundary. Common fields are inserted as text parts
    /// before the first file part (after the others when there is none); a part named like one keeps its value
    /// unless it is left out (`nil`).
    case multipart([MultipartPart])
    /// A string sent as UTF-8 with the given content type.
    case text(String, contentType: String = "text/plain; charset=utf-8")
    /// Raw bytes with the given content type.
    case binary(Data, contentType: String = "application/octet-stream")
}

// MARK: - Multipart

/// A file sent as one part of a multipart body (spec type `file`; `[file]` sends several under one name).
public struct MultipartFile: Sendable, Hashable {
    /// The file's bytes.
    public var data: Data
    /// The `filename` parameter of the part, e.g. `photo.jpg`; `nil` leaves it out (`Content-Disposition:
    /// form-data; name="image"`, as Alamofire's `append(_:withName:mimeType:)` writes a part). RFC 7578 §4.2 makes it
    /// optional; most servers read a part without one as a file only by its `Content-Type`, so give one unless the
    /// server's own clients send none.
    public var fileName: String?
    /// The part's `Content-Type`, e.g. `image/jpeg` or `text/plain; charset=utf-8`: an RFC 9110 §8.3.1 media type
    /// (`type/subtype`, then `; name=value` parameters, each value a token or a quoted string). Anything else (CR,
    /// LF, NUL or another control character, a missing subtype) makes sending the body an
    /// ``APIError/invalidRequest(_:)``, so it never reaches the part's headers.
    public var mimeType: String

    /// Creates a file part value.
    public init(data: Data, fileName: String?, mimeType: String = "application/octet-stream") {
        self.data = data
        self.fileName = fileName
        self.mimeType = mimeType
    }
}

/// One part of a `multipart/form-data` body: a text field or a file. `nil` values make an empty
/// part that is left out, so optional fields need no special handling.
public struct MultipartPart: Sendable, Hashable {
    /// Whether this part holds files (a text field or a left-out part does not).
    var isFile: Bool {
        if case .files = content { true } else { false }
    }

    /// Whether this part is left out (a `nil` value): it does not hold its name against a common field's.
    var isSkipped: Bool {
        if case .skipped = content { true } else { false }
    }

    enum Content: Sendable, Hashable {
        case field(ParameterValue)
        case files([MultipartFile])
        case skipped
    }

    /// The field name (the `name` parameter of `Content-Disposition`).
    public let name: String
    let content: Content

    /// A text field; lists become one part per element, dates follow the date rule; `nil` is left out.
    public static func field(_ name: String, _ value: (any ParameterValueConvertible)?) -> MultipartPart {
        guard let value else { return MultipartPart(name: name, content: .skipped) }
        return MultipartPart(name: name, content: .field(value.parameterValue))
    }

    /// A file part; `nil` is left out.
    public static func file(_ name: String, _ file: MultipartFile?) -> MultipartPart {
        guard let file else { return MultipartPart(name: name, content: .skipped) }
        return MultipartPart(name: name, content: .files([file]))
    }

    /// One file part per element, in order, each under `name` (RFC 7578 §4.3: several files for one field are
    /// sent as parts of the same name); an empty list or `nil` is left out.
    public static func files(_ name: String, _ files: [MultipartFile]?) -> MultipartPart {
        guard let files, !files.isEmpty else { return MultipartPart(name: name, content: .skipped) }
        return MultipartPart(name: name, content: .files(files))
    }
}

/// Builds `multipart/form-data` bodies exactly per RFC 7578.
///
/// Every part is `--boundary CRLF`, headers each ending in CRLF, an empty line (CRLF), the content
/// and CRLF; the body ends with `--boundary-- CRLF`. Text parts have only `Content-Disposition`;
/// file parts add `filename` and `Content-Type`. In `name` and `filename`, `"` becomes `%22` and CR /
/// LF become `%0D` / `%0A` (the HTML form encoding RFC 7578 §4.2 points to); other characters (including UTF-8)
/// are kept. Every value that reaches a part's headers or the body's framing is checked before anything is
/// written: a `name` or `filename` holding NUL, a file's `mimeType` that is not an RFC 9110 media type, or a
/// boundary that is not 1 to 70 RFC 2046 §5.1.1 `bchars` is an ``APIError/invalidRequest(_:)``.
public enum MultipartEncoder {
    /// A new random boundary: `Boundary-` followed by 32 hex digits of a random UUID.
    public static func makeBoundary() -> String {
        "Boundary-" + UUID().uuidString.replacingOccurrences(of: "-", with: "")
    }

    /// The `Content-Type` header value for a boundary.
    public static func contentType(boundary: String) -> String {
        "multipart/form-data; boundary=\(boundary)"
    }

    /// Encodes `parts` with `boundary`; text values are rendered with `dateRule` (and `timeZoneOverride`, as in
    /// ``ParameterValue/rendered(with:timeZoneOverride:)``).
    ///
    /// - Throws: ``APIError/invalidRequest(_:)`` when `boundary`, a part's name, a file name or a file's MIME type
    ///   cannot be written into the body's framing or a part's headers (see ``MultipartEncoder``).
    public static func encode(
        _ parts: [MultipartPart], boundary: String, dateRule: DateRule, timeZoneOverride: TimeZone? = nil
    ) throws -> Data {
        try validate(parts, boundary: boundary)
        var body = Data()
        func append(_ text: String) {
            body.append(contentsOf: Array(text.utf8))
        }
        for part in parts {
            switch part.content {
            case .skipped:
                continue
            case .field(let value):
                for text in value.rendered(with: dateRule, timeZoneOverride: timeZoneOverride) {
                    append("--\(boundary)\r\n")
                    append("Content-Disposition: form-data; name=\"\(quoted(part.name))\"\r\n\r\n")
                    append(text)
                    append("\r\n")
                }
            case .files(let files):
                for file in files {
                    append("--\(boundary)\r\n")
                    let fileName = file.fileName.map { "; filename=\"\(quoted($0))\"" } ?? ""
                    append("Content-Disposition: form-data; name=\"\(quoted(part.name))\"\(fileName)\r\n")
                    append("Content-Type: \(file.mimeType)\r\n\r\n")
                    body.append(file.data)
                    append("\r\n")
                }
            }
        }
        append("--\(boundary)--\r\n")
        return body
    }

    /// Refuses what cannot be written into the framing or a part's headers; `encode` writes nothing before it passes.
    private static func validate(_ parts: [MultipartPart], boundary: String) throws {
        guard isBoundary(boundary) else {
            throw APIError.invalidRequest(
                "The multipart boundary \(boundary.debugDescription) is not 1 to 70 of "
                    + "RFC 2046's boundary characters (letters, digits, '()+_,-./:=? and inner spaces).")
        }
        for part in parts {
            if part.name.unicodeScalars.contains("\0") {
                throw APIError.invalidRequest("The multipart part name \(part.name.debugDescription) contains NUL.")
            }
            if case .field(let value) = part.content {
                try value.refuseUnwritableValue(in: "The multipart field \"\(part.name)\"")
            }
            guard case .files(let files) = part.content else { continue }
            for file in files {
                try validate(file, partName: part.name)
            }
        }
    }

    private static func validate(_ file: MultipartFile, partName: String) throws {
        if let fileName = file.fileName, fileName.unicodeScalars.contains("\0") {
            throw APIError.invalidRequest(
                "The file name \(fileName.debugDescription) of multipart part \"\(partName)\" contains NUL.")
        }
        guard MediaType.isValid(file.mimeType) else {
            throw APIError.invalidRequest(
                "The MIME type \(file.mimeType.debugDescription) of multipart part \"\(partName)\" is not a media type "
                    + "(RFC 9110 §8.3.1: type/subtype with optional ; name=value parameters, no CR, LF or other controls).")
        }
    }

    /// RFC 2046 §5.1.1: `boundary := 0*69<bchars> bcharsnospace`, where `bchars` are letters, digits,
    /// `'()+_,-./:=?` and space.
    static func isBoundary(_ boundary: String) -> Bool {
        let others = Set("'()+_,-./:=? ".utf8)
        let bytes = Array(boundary.utf8)
        guard (1...70).contains(bytes.count), bytes.last != UInt8(ascii: " ") else { return false }
        return bytes.allSatisfy { MediaType.isAlphanumeric($0) || others.contains($0) }
    }

    private static func quoted(_ value: String) -> String {
        value
            .replacingOccurrences(of: "\"", with: "%22")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }
}

// MARK: - Media types

/// RFC 9110 §8.3.1 media types, as a file part's `Content-Type` must be written.
enum MediaType {
    /// Whether `value` is `type "/" subtype *( OWS ";" OWS [ parameter ] )`, with `type`, `subtype` and parameter
    /// names tokens and parameter values tokens or quoted strings (§5.6.2, §5.6.4, §5.6.6). CR, LF, NUL and every
    /// other control character are refused wherever they stand (a quoted string admits only HTAB among them).
    static func isValid(_ value: String) -> Bool {
        var scanner = Scanner(Array(value.utf8))
        guard scanner.token(), scanner.take(UInt8(ascii: "/")), scanner.token() else { return false }
        while !scanner.isAtEnd {
            scanner.skipWhitespace()
            guard scanner.take(UInt8(ascii: ";")) else { return false }
            scanner.skipWhitespace()
            if scanner.isAtEnd || scanner.peek == UInt8(ascii: ";") {
                continue
            }
            guard scanner.token(), scanner.take(UInt8(ascii: "=")), scanner.token() || scanner.quotedString() else {
                return false
            }
        }
        return true
    }

    static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// `tchar` (RFC 9110 §5.6.2).
    static func isTokenCharacter(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
        }

        var isAtEnd: Bool { index == bytes.count }
        var peek: UInt8? { isAtEnd ? nil : bytes[index] }

        mutating func take(_ byte: UInt8) -> Bool {
            guard peek == byte else { return false }
            index += 1
            return true
        }

        mutating func skipWhitespace() {
            while let byte = peek, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                index += 1
            }
        }

        /// One or more `tchar`s.
        mutating func token() -> Bool {
            let start = index
            while let byte = peek, MediaType.isTokenCharacter(byte) {
                index += 1
            }
            return index > start
        }

        /// `DQUOTE *( qdtext / quoted-pair ) DQUOTE`; `qdtext` is HTAB, SP, visible ASCII but `"` and `\`, and
        /// obs-text (bytes 0x80-0xFF); `quoted-pair` is `\` before HTAB, SP, visible ASCII or obs-text.
        mutating func quotedString() -> Bool {
            let start = index
            guard take(UInt8(ascii: "\"")) else { return false }
            while let byte = peek {
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return true
                case UInt8(ascii: "\\"):
                    guard let escaped = peek, Self.isQuotable(escaped) else {
                        index = start
                        return false
                    }
                    index += 1
                case let other where Self.isQuotable(other):
                    continue
                default:
                    index = start
                    return false
                }
            }
            index = start
            return false
        }

        /// HTAB, SP, VCHAR (0x21-0x7E) or obs-text (0x80-0xFF).
        private static func isQuotable(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "\t") || (0x20...0x7E).contains(byte) || byte >= 0x80
        }
    }
}
