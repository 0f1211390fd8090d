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
    /// `multipart/form-data` per RFC 7578 with a random boundary. Common fields are appended as
    /// text parts.
    case multipart([MultipartPart])
    /// A string sent as UTF-8 with the given content type.
    case text(String, contentType: String = "text/plain; charset=utf-8")
    /// Raw bytes with the given content type.
    case binary(Data, contentType: String = "application/octet-stream")
}

// MARK: - Multipart

/// A file sent as one part of a multipart body (spec type `file`).
public struct MultipartFile: Sendable, Hashable {
    /// The file's bytes.
    public var data: Data
    /// The `filename` parameter of the part, e.g. `photo.jpg`.
    public var fileName: String
    /// The part's `Content-Type`, e.g. `image/jpeg`.
    public var mimeType: String

    /// Creates a file part value.
    public init(data: Data, fileName: String, mimeType: String = "application/octet-stream") {
        self.data = data
        self.fileName = fileName
        self.mimeType = mimeType
    }
}

/// One part of a `multipart/form-data` body: a text field or a file. `nil` values make an empty
/// part that is left out, so optional fields need no special handling.
public struct MultipartPart: Sendable, Hashable {
    enum Content: Sendable, Hashable {
        case field(ParameterValue)
        case file(MultipartFile)
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
        return MultipartPart(name: name, content: .file(file))
    }
}

/// Builds `multipart/form-data` bodies exactly per RFC 7578.
///
/// Every part is `--boundary CRLF`, headers each ending in CRLF, an empty line (CRLF), the content
/// and CRLF; the body ends with `--boundary-- CRLF`. Text parts have only `Content-Disposition`;
/// file parts add `filename` and `Content-Type`. In `name` and `filename`, `"` becomes `%22` and CR /
/// LF become `%0D` / `%0A`; other characters (including UTF-8) are kept.
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
    public static func encode(
        _ parts: [MultipartPart], boundary: String, dateRule: DateRule, timeZoneOverride: TimeZone? = nil
    ) -> Data {
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
            case .file(let file):
                append("--\(boundary)\r\n")
                append("Content-Disposition: form-data; name=\"\(quoted(part.name))\"; filename=\"\(quoted(file.fileName))\"\r\n")
                append("Content-Type: \(file.mimeType)\r\n\r\n")
                body.append(file.data)
                append("\r\n")
            }
        }
        append("--\(boundary)--\r\n")
        return body
    }

    private static func quoted(_ value: String) -> String {
        value
            .replacingOccurrences(of: "\"", with: "%22")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }
}
